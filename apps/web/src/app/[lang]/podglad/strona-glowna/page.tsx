import { HomePreviewPage, homePreviewMetadata } from '@/features/home/home-preview-page';

export const generateMetadata = homePreviewMetadata;
export default HomePreviewPage;
