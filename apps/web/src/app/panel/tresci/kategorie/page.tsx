import { BlogCategoriesScreen, blogCategoriesMetadata } from '@/features/back-office/content-screens';

export const generateMetadata = blogCategoriesMetadata;
export default BlogCategoriesScreen;
