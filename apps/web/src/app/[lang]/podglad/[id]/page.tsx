import { OfferPreviewPage, offerPreviewMetadata } from '@/features/offers/offer-preview-page';

export const generateMetadata = offerPreviewMetadata;
export default OfferPreviewPage;
