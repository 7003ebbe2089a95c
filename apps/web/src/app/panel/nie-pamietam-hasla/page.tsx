import { ForgotPasswordScreen, forgotPasswordMetadata } from '@/features/back-office/back-office-screens';

export const generateMetadata = forgotPasswordMetadata;
export default ForgotPasswordScreen;
