import { AccountScreen, accountMetadata } from '@/features/back-office/shell/back-office-screens';

export const generateMetadata = accountMetadata;
export default AccountScreen;
