import { TendersPage, tendersMetadata } from '@/features/tenders/tenders-page';

export const generateMetadata = tendersMetadata;
export default TendersPage;
