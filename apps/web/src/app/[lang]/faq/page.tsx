import { FaqPage, faqMetadata } from '@/lib/content/faq-page';

export const generateMetadata = faqMetadata;
export default FaqPage;
