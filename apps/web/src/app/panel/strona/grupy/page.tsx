import { GroupListScreen, groupListMetadata } from '@/features/back-office/kinds/offer-group-screens';

export const generateMetadata = groupListMetadata;
export default GroupListScreen;
