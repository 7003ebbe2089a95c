import { DashboardScreen, dashboardMetadata } from '@/features/back-office/back-office-screens';

export const generateMetadata = dashboardMetadata;
export default DashboardScreen;
