import { ActivationScreen, activationMetadata } from '@/features/back-office/shell/back-office-screens';

export const generateMetadata = activationMetadata;
export default ActivationScreen;
