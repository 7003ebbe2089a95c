import { OfferEditorScreen, offerEditorMetadata } from '@/features/back-office/offer-editor-screen';

export const generateMetadata = offerEditorMetadata;
export default OfferEditorScreen;
