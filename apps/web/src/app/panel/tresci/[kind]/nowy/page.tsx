import { NewContentScreen, newContentMetadata } from '@/features/back-office/kinds/screens/article-screens';

export const generateMetadata = newContentMetadata;
export default NewContentScreen;
