import { ContentHubScreen, contentHubMetadata } from '@/features/back-office/kinds/screens/article-screens';

export const generateMetadata = contentHubMetadata;
export default ContentHubScreen;
