import { ContentEditorScreen, contentEditorMetadata } from '@/features/back-office/kinds/article-screens';

export const generateMetadata = contentEditorMetadata;
export default ContentEditorScreen;
