import {
  ContentEditorScreen,
  contentEditorMetadata,
} from '@/features/back-office/kinds/screens/article-screens';

export const generateMetadata = contentEditorMetadata;
export default ContentEditorScreen;
