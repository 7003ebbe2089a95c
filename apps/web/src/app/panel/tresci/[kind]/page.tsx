import { ContentListScreen, contentListMetadata } from '@/features/back-office/content-screens';

export const generateMetadata = contentListMetadata;
export default ContentListScreen;
