import { NewOfferScreen, newOfferMetadata } from '@/features/back-office/offer-editor-screen';

export const generateMetadata = newOfferMetadata;
export default NewOfferScreen;
