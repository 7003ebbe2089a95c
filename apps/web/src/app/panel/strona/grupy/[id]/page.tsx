import { GroupEditorScreen, groupEditorMetadata } from '@/features/back-office/kinds/offer-group-screens';

export const generateMetadata = groupEditorMetadata;
export default GroupEditorScreen;
