import { GroupPreviewPage, groupPreviewMetadata } from '@/features/content/group-preview-page';

export const generateMetadata = groupPreviewMetadata;
export default GroupPreviewPage;
