import { SearchAlertsScreen, searchAlertsMetadata } from '@/features/back-office/search-alerts-screen';

export const generateMetadata = searchAlertsMetadata;
export default SearchAlertsScreen;
