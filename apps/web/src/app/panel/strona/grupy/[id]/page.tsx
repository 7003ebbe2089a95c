import { GroupEditorScreen, groupEditorMetadata } from '@/features/back-office/group-screens';

export const generateMetadata = groupEditorMetadata;
export default GroupEditorScreen;
