import { BlogListPage, blogListMetadata } from '@/lib/content/blog-pages';

export const generateMetadata = blogListMetadata;
export default BlogListPage;
