import { HomeEditorScreen, homeEditorMetadata } from '@/features/back-office/kinds/screens/home-screen';

export const generateMetadata = homeEditorMetadata;
export default HomeEditorScreen;
