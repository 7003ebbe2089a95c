import { GroupListScreen, groupListMetadata } from '@/features/back-office/kinds/screens/offer-group-screens';

export const generateMetadata = groupListMetadata;
export default GroupListScreen;
