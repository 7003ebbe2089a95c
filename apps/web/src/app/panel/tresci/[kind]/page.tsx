import { ContentListScreen, contentListMetadata } from '@/features/back-office/kinds/screens/article-screens';

export const generateMetadata = contentListMetadata;
export default ContentListScreen;
