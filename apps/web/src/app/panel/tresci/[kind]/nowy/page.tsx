import { NewContentScreen, newContentMetadata } from '@/features/back-office/kinds/article-screens';

export const generateMetadata = newContentMetadata;
export default NewContentScreen;
