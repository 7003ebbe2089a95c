import {
  ForgotPasswordScreen,
  forgotPasswordMetadata,
} from '@/features/back-office/shell/back-office-screens';

export const generateMetadata = forgotPasswordMetadata;
export default ForgotPasswordScreen;
