import { KindEditorScreen } from '@/features/back-office/kinds/kind-editor-screen';
import { faqScreen, faqScreenMetadata } from '@/features/back-office/kinds/screens/faq-screen';
import type { ListSearchParams } from '@/features/back-office/lists/list-query';

export const generateMetadata = faqScreenMetadata;

export default async function FaqPage({ searchParams }: { searchParams: ListSearchParams }) {
  return <KindEditorScreen screen={await faqScreen(searchParams)} searchParams={searchParams} />;
}
