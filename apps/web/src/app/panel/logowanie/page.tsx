import { SignInScreen, signInMetadata } from '@/features/back-office/shell/back-office-screens';

export const generateMetadata = signInMetadata;
export default SignInScreen;
