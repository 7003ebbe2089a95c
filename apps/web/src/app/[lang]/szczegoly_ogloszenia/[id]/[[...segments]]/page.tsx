import { OfferPage, offerPageMetadata } from '@/features/offers/offer-page';

type Props = { params: Promise<{ lang: string; id: string; segments?: string[] }> };

export function generateMetadata({ params }: Props) {
  return offerPageMetadata(params);
}

export default function Page({ params }: Props) {
  return <OfferPage params={params} />;
}
