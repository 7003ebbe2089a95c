import { NewOfferScreen, newOfferMetadata } from '@/features/back-office/offers/offer-editor-screen';

export const generateMetadata = newOfferMetadata;
export default NewOfferScreen;
