import { DashboardScreen, dashboardMetadata } from '@/features/back-office/shell/back-office-screens';

export const generateMetadata = dashboardMetadata;
export default DashboardScreen;
