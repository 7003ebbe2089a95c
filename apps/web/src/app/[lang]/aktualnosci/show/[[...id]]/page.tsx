import { NewsItemPage, newsItemMetadata } from '@/features/content/news-pages';

export const generateMetadata = newsItemMetadata;
export default NewsItemPage;
