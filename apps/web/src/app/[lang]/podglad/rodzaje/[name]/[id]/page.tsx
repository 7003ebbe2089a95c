import { DescribedPreviewPage, describedPreviewMetadata } from '@/features/content/described-preview-page';

export const generateMetadata = describedPreviewMetadata;
export default DescribedPreviewPage;
