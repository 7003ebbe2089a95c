import { ContentListScreen, contentListMetadata } from '@/features/back-office/kinds/article-screens';

export const generateMetadata = contentListMetadata;
export default ContentListScreen;
