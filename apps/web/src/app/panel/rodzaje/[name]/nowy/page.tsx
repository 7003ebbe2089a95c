import {
  describedKindMetadata,
  NewDescribedKindScreen,
} from '@/features/back-office/kinds/screens/described-kind-screens';

export const generateMetadata = describedKindMetadata;
export default NewDescribedKindScreen;
