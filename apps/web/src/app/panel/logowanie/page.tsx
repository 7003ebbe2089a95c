import { SignInScreen, signInMetadata } from '@/features/back-office/back-office-screens';

export const generateMetadata = signInMetadata;
export default SignInScreen;
