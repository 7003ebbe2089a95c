import { OffersScreen } from '@/features/back-office/offers/offers-screen';
import { offersMetadata } from '@/features/back-office/shell/back-office-screens';

export const generateMetadata = offersMetadata;
export default OffersScreen;
