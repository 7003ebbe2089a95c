import { offersMetadata } from '@/features/back-office/back-office-screens';
import { OffersScreen } from '@/features/back-office/offers-screen';

export const generateMetadata = offersMetadata;
export default OffersScreen;
