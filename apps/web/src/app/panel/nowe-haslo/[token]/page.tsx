import { ResetPasswordScreen, resetPasswordMetadata } from '@/features/back-office/shell/back-office-screens';

export const generateMetadata = resetPasswordMetadata;
export default ResetPasswordScreen;
