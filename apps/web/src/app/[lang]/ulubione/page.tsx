import { FavouritesPage, favouritesMetadata } from '@/features/favourites/favourites-page';

export const generateMetadata = favouritesMetadata;
export default FavouritesPage;
