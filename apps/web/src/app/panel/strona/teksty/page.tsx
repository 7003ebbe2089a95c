import { ChunkEditorScreen, chunkEditorMetadata } from '@/features/back-office/chunk-editor-screen';

export const generateMetadata = chunkEditorMetadata;
export default ChunkEditorScreen;
