import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavouritesList } from '@/features/favourites/favourites-list';
import { ClientMessagesScope } from '@/i18n/client-messages-scope';
import { serverEnv } from '@/lib/env/server-env';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

async function resolve(params: Props['params']) {
  const route = resolveRoute((await params).lang, ['ulubione'], ['ulubione']);
  const t = await getTranslations({ locale: route.lang, namespace: 'screens' });
  return { route, title: t('ulubione.title'), description: t('ulubione.description') };
}

export async function favouritesMetadata({ params }: Props): Promise<Metadata> {
  const { route, title, description } = await resolve(params);
  return pageMetadata({ lang: route.lang, pathname: route.pathname, title, description });
}

/** Favourites (SPEC §2 /ulubione, /en/ulubione): kept in the browser, so the list is drawn there. */
export async function FavouritesPage({ params }: Props) {
  const { route, title, description } = await resolve(params);
  setRequestLocale(route.lang);
  return (
    <ClientMessagesScope scopes={['offerControls', 'offerTiles']}>
      <div className="page container">
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{description}</p>
        <FavouritesList lang={route.lang} siteUrl={serverEnv.siteUrl} />
      </div>
    </ClientMessagesScope>
  );
}
