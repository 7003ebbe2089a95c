import { OfferEditorScreen, offerEditorMetadata } from '@/features/back-office/offers/offer-editor-screen';

export const generateMetadata = offerEditorMetadata;
export default OfferEditorScreen;
