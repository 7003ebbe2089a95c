import type { GroupPreview } from '@estate/domain/api/back-office-site-responses';
import { singleResponseSchema } from '@estate/domain/api/response-envelopes';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { groupPreviewSchema, offerGroups } from '@estate/domain/kinds/offer-groups';
import { isLanguage, type Language } from '@estate/domain/language';
import { SPECIAL_OFFER_GROUP_TYPES, SPECIAL_OFFER_TYPES } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { GroupView } from './special-offer-pages';

type Params = Promise<{ lang: string; id: string }>;

/**
 * Staff's preview of a special-offer group's page in any state (issue 18, decision 040), at
 * /podglad/grupy/<id> and /en/podglad/grupy/<id>: the API answers only a signed-in editor or admin,
 * anyone else gets a 404. The public page's layout with the first page of the group's published
 * offers, from a published group's draft of changes when it has one (decision 052 S5). Never in the page cache (server/main.ts), never indexed (robots and the page's own robots
 * tag).
 */
const loadPreview = cache(async (id: number, lang: Language): Promise<GroupPreview | null> => {
  const { status, body } = await backOfficeGet(
    `${kindPaths(offerGroups.name).preview(String(id))}?lang=${lang}`,
    singleResponseSchema(groupPreviewSchema),
  );
  return status === 200 && body ? body.data.page : null;
});

async function resolvePreview(params: Params) {
  const { lang, id: raw } = await params;
  const id = Number(raw);
  if (!isLanguage(lang) || !/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647) notFound();
  const preview = await loadPreview(id, lang);
  if (!preview) notFound();
  return { lang, preview };
}

export async function groupPreviewMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, preview } = await resolvePreview(params);
  const t = await getTranslations({ locale: lang, namespace: 'preview' });
  return { title: t('title', { title: preview.group.name }), robots: { index: false, follow: false } };
}

export async function GroupPreviewPage({ params }: { params: Params }) {
  const { lang, preview } = await resolvePreview(params);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'preview' });
  // The kind's path segment, as the group's public address has it.
  const type =
    SPECIAL_OFFER_TYPES.find((path) => SPECIAL_OFFER_GROUP_TYPES[path] === preview.group.type) ?? 'promocje';
  const notice = (
    <aside className="preview-notice" aria-label={t('groupLabel')} data-testid="preview-notice">
      <p>
        <strong>{t('heading')}</strong> {t('groupLead')}
      </p>
      <p>
        <a href={backOfficePaths.siteGroup(preview.group.id)}>{t('groupBack')}</a>
      </p>
    </aside>
  );
  return (
    <GroupView
      lang={lang}
      type={type}
      group={preview.group}
      offers={preview.offers}
      page={1}
      previewNotice={notice}
    />
  );
}
