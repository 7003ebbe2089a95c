import { BlogArticlePage, blogArticleMetadata } from '@/lib/content/blog-pages';

export const generateMetadata = blogArticleMetadata;
export default BlogArticlePage;
