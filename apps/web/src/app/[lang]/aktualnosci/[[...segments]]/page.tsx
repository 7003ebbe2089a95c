import { NewsListPage, newsListMetadata } from '@/lib/content/news-pages';

export const generateMetadata = newsListMetadata;
export default NewsListPage;
