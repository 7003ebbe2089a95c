import { isSpecialOfferType } from '@estate/domain/routes';
import { getTranslations } from 'next-intl/server';
import {
  rest,
  type ScreenDefinition,
  ScreenPage,
  type ScreenPageProps,
  screenMetadata,
} from '@/lib/routing/screen-page';

// Placeholder until the special-offers issue: routing, heading (the type's name) and metadata only.
const definition: ScreenDefinition = {
  names: ['oferta_specjalna'],
  segments: (p) => ['oferta_specjalna', String(p.specialoffertype), ...rest(p.segments)],
  heading: async (route) => {
    const type = route.params.specialoffertype;
    if (!isSpecialOfferType(type)) return undefined;
    const t = await getTranslations({ locale: route.lang, namespace: 'specialOfferTypes' });
    return t(type);
  },
};

export function generateMetadata({ params }: ScreenPageProps) {
  return screenMetadata(definition, params);
}

export default function Page({ params }: ScreenPageProps) {
  return <ScreenPage definition={definition} params={params} />;
}
