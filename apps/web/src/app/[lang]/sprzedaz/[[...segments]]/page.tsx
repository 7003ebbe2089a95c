import { OfferListPage, offerListMetadata } from '@/features/offers/offer-list-page';

type Props = { params: Promise<{ lang: string; segments?: string[] }> };

export function generateMetadata({ params }: Props) {
  return offerListMetadata('sprzedaz', params);
}

export default function Page({ params }: Props) {
  return <OfferListPage base="sprzedaz" params={params} />;
}
