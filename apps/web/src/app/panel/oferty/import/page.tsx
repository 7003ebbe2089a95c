import { OfferImportScreen, offerImportMetadata } from '@/features/back-office/offer-import-screen';

export const generateMetadata = offerImportMetadata;
export default OfferImportScreen;
