import { AccountScreen, accountMetadata } from '@/features/back-office/back-office-screens';

export const generateMetadata = accountMetadata;
export default AccountScreen;
