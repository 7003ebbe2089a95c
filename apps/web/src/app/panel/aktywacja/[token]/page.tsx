import { ActivationScreen, activationMetadata } from '@/features/back-office/back-office-screens';

export const generateMetadata = activationMetadata;
export default ActivationScreen;
