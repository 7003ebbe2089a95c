import { StaticPage, staticPageMetadata } from '@/features/content/static-page';

export const generateMetadata = staticPageMetadata;
export default StaticPage;
