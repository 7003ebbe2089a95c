import type { Language } from '@estate/domain/language';
import type { RouteName } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ScreenPlaceholder } from '@/components/content/screen-placeholder';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { type ResolvedRoute, resolveRoute } from './resolve-route';

/** Screens with a title and description in messages' `screens` namespace. */
export type ScreenKey = Exclude<RouteName, 'home' | 'page'>;

type Params = Record<string, string | string[] | undefined>;

export interface ScreenPageProps {
  params: Promise<Params>;
}

export interface ScreenDefinition {
  /** The route names this folder may serve; anything else under it is a 404. */
  names: readonly ScreenKey[];
  /** The path segments after the language, rebuilt from the folder's params. */
  segments: (params: Params) => string[];
  /** A heading other than the screen's title (a special-offer type's name). */
  heading?: (route: ResolvedRoute & { lang: Language }) => Promise<string | undefined>;
}

/** `[[...x]]` params arrive as an array or not at all. */
export function rest(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

async function resolve(definition: ScreenDefinition, params: Promise<Params>) {
  const values = await params;
  const route = resolveRoute(String(values.lang), definition.segments(values), definition.names);
  const t = await getTranslations({ locale: route.lang, namespace: 'screens' });
  const screen = route.name as ScreenKey;
  const title = (await definition.heading?.(route)) ?? t(`${screen}.title`);
  return { route, title, description: t(`${screen}.description`) };
}

/** A placeholder screen's metadata: title, description, canonical and alternates. */
export async function screenMetadata(
  definition: ScreenDefinition,
  params: Promise<Params>,
): Promise<Metadata> {
  const { route, title, description } = await resolve(definition, params);
  return pageMetadata({ lang: route.lang, pathname: route.pathname, title, description });
}

/**
 * A placeholder screen: the URL is checked against the domain route table, the heading and
 * description come from the messages.
 */
export async function ScreenPage({
  definition,
  params,
}: {
  definition: ScreenDefinition;
  params: Promise<Params>;
}) {
  const { route, title, description } = await resolve(definition, params);
  setRequestLocale(route.lang);
  return <ScreenPlaceholder title={title} lead={description} />;
}
