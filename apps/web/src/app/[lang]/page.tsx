import { HomePage, homeMetadata } from '@/features/home/home-page';

export const generateMetadata = homeMetadata;
export default HomePage;
