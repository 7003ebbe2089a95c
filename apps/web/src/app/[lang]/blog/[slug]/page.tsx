import { BlogArticlePage, blogArticleMetadata } from '@/features/content/blog-pages';

export const generateMetadata = blogArticleMetadata;
export default BlogArticlePage;
