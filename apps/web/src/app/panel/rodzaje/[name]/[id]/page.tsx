import {
  DescribedItemScreen,
  describedItemMetadata,
} from '@/features/back-office/kinds/screens/described-kind-screens';

export const generateMetadata = describedItemMetadata;
export default DescribedItemScreen;
