import {
  DescribedKindListScreen,
  describedKindMetadata,
} from '@/features/back-office/kinds/screens/described-kind-screens';

export const generateMetadata = describedKindMetadata;
export default DescribedKindListScreen;
