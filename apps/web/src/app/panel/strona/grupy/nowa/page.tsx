import { NewGroupScreen, newGroupMetadata } from '@/features/back-office/kinds/offer-group-screens';

export const generateMetadata = newGroupMetadata;
export default NewGroupScreen;
