import { FaqPreviewPage, faqPreviewMetadata } from '@/features/content/faq-preview-page';

export const generateMetadata = faqPreviewMetadata;
export default FaqPreviewPage;
