import { NewsListPage, newsListMetadata } from '@/features/content/news-pages';

export const generateMetadata = newsListMetadata;
export default NewsListPage;
