import { ComparePage, compareMetadata } from '@/features/compare/compare-page';

export const generateMetadata = compareMetadata;
export default ComparePage;
