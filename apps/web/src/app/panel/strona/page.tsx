import { SiteHubScreen, siteHubMetadata } from '@/features/back-office/site-hub-screen';

export const generateMetadata = siteHubMetadata;
export default SiteHubScreen;
