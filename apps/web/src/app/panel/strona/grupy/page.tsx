import { GroupListScreen, groupListMetadata } from '@/features/back-office/group-screens';

export const generateMetadata = groupListMetadata;
export default GroupListScreen;
