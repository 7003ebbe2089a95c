import { BlogListPage, blogListMetadata } from '@/features/content/blog-pages';

export const generateMetadata = blogListMetadata;
export default BlogListPage;
