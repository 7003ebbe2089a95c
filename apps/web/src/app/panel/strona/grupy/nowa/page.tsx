import { NewGroupScreen, newGroupMetadata } from '@/features/back-office/group-screens';

export const generateMetadata = newGroupMetadata;
export default NewGroupScreen;
