import { ContentPreviewPage, contentPreviewMetadata } from '@/features/content/content-preview-page';

export const generateMetadata = contentPreviewMetadata;
export default ContentPreviewPage;
