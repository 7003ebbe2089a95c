import { NewContentScreen, newContentMetadata } from '@/features/back-office/content-screens';

export const generateMetadata = newContentMetadata;
export default NewContentScreen;
