import { HomeEditorScreen, homeEditorMetadata } from '@/features/back-office/home-editor-screen';

export const generateMetadata = homeEditorMetadata;
export default HomeEditorScreen;
