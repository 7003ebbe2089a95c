import { NewGroupScreen, newGroupMetadata } from '@/features/back-office/kinds/screens/offer-group-screens';

export const generateMetadata = newGroupMetadata;
export default NewGroupScreen;
