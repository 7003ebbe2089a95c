import { ContentHubScreen, contentHubMetadata } from '@/features/back-office/content-screens';

export const generateMetadata = contentHubMetadata;
export default ContentHubScreen;
