import { SiteHubScreen, siteHubMetadata } from '@/features/back-office/kinds/screens/site-hub-screen';

export const generateMetadata = siteHubMetadata;
export default SiteHubScreen;
