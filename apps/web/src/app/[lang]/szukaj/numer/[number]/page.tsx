import { OfferNumberPage, offerNumberMetadata } from '@/features/offers/offer-number-page';

export const generateMetadata = offerNumberMetadata;
export default OfferNumberPage;
