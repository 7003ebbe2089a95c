import { NewsItemPage, newsItemMetadata } from '@/lib/content/news-pages';

export const generateMetadata = newsItemMetadata;
export default NewsItemPage;
