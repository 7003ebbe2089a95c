import {
  OfferImportScreen,
  offerImportMetadata,
} from '@/features/back-office/offers/import/offer-import-screen';

export const generateMetadata = offerImportMetadata;
export default OfferImportScreen;
