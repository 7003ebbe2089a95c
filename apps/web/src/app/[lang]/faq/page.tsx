import { FaqPage, faqMetadata } from '@/features/content/faq-page';

export const generateMetadata = faqMetadata;
export default FaqPage;
