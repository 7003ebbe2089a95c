import { SearchAlertsScreen, searchAlertsMetadata } from '@/features/back-office/alerts/search-alerts-screen';

export const generateMetadata = searchAlertsMetadata;
export default SearchAlertsScreen;
