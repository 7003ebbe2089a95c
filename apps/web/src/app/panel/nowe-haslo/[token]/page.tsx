import { ResetPasswordScreen, resetPasswordMetadata } from '@/features/back-office/back-office-screens';

export const generateMetadata = resetPasswordMetadata;
export default ResetPasswordScreen;
