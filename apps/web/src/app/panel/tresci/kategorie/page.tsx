import {
  BlogCategoriesScreen,
  blogCategoriesMetadata,
} from '@/features/back-office/kinds/screens/blog-categories-screen';

export const generateMetadata = blogCategoriesMetadata;
export default BlogCategoriesScreen;
