import { SpecialOfferPage, specialOfferMetadata } from '@/features/content/special-offer-pages';

export const generateMetadata = specialOfferMetadata;
export default SpecialOfferPage;
