import { OfferListPage, offerListMetadata } from '@/features/offers/offer-list-page';

type Props = { params: Promise<{ lang: string; segments?: string[] }> };

export function generateMetadata({ params }: Props) {
  return offerListMetadata('do_sprzedania_wkrotce', params);
}

export default function Page({ params }: Props) {
  return <OfferListPage base="do_sprzedania_wkrotce" params={params} />;
}
