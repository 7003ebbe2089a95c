import { ContentHubScreen, contentHubMetadata } from '@/features/back-office/kinds/article-screens';

export const generateMetadata = contentHubMetadata;
export default ContentHubScreen;
