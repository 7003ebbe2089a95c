import {
  GroupEditorScreen,
  groupEditorMetadata,
} from '@/features/back-office/kinds/screens/offer-group-screens';

export const generateMetadata = groupEditorMetadata;
export default GroupEditorScreen;
