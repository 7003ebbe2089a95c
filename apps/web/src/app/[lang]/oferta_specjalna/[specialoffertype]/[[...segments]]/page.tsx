import { SpecialOfferPage, specialOfferMetadata } from '@/lib/content/special-offer-pages';

export const generateMetadata = specialOfferMetadata;
export default SpecialOfferPage;
