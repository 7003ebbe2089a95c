import { faqScreen, faqScreenMetadata } from '@/features/back-office/kinds/faq-screen';
import { KindEditorScreen } from '@/features/back-office/kinds/kind-editor-screen';
import type { ListSearchParams } from '@/features/back-office/list-query';

export const generateMetadata = faqScreenMetadata;

export default async function FaqPage({ searchParams }: { searchParams: ListSearchParams }) {
  return <KindEditorScreen screen={await faqScreen(searchParams)} searchParams={searchParams} />;
}
