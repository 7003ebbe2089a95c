import { FaqEditorScreen, faqEditorMetadata } from '@/features/back-office/faq-editor-screen';

export const generateMetadata = faqEditorMetadata;
export default FaqEditorScreen;
