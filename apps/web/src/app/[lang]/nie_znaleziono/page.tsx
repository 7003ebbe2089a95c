import { NotFoundPage, notFoundPageMetadata } from '@/features/shell/not-found-page';

export const generateMetadata = notFoundPageMetadata;
export default NotFoundPage;
