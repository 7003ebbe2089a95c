import { HomeEditorScreen, homeEditorMetadata } from '@/features/back-office/kinds/home-screen';

export const generateMetadata = homeEditorMetadata;
export default HomeEditorScreen;
