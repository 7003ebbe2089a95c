import { ContentEditorScreen, contentEditorMetadata } from '@/features/back-office/content-screens';

export const generateMetadata = contentEditorMetadata;
export default ContentEditorScreen;
