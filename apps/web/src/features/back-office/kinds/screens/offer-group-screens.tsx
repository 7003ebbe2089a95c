import { backOfficeOfferPageSchema } from '@estate/domain/api/back-office-offer-responses';
import { OFFER_GROUP_TYPES } from '@estate/domain/api/content-responses';
import { singleResponseSchema } from '@estate/domain/api/response-envelopes';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { KindItem } from '@estate/domain/kinds/answers';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { groupPreviewSchema, offerGroups } from '@estate/domain/kinds/offer-groups';
import type { Language } from '@estate/domain/language';
import type { OFFER_STATUSES } from '@estate/domain/offer-editor';
import { routePath, SPECIAL_OFFER_GROUP_TYPES, SPECIAL_OFFER_TYPES } from '@estate/domain/routes';
import { VOIVODESHIPS } from '@estate/domain/voivodeships';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../../auth/staff-session';
import { InlineFieldForm } from '../../forms/inline-field-form';
import type { ListSearchParams } from '../../lists/list-query';
import { BackOfficeFrame } from '../../shell/back-office-frame';
import { backOfficeLanguage } from '../../shell/back-office-language';
import { formSpec, type MemberOffer } from '../form-spec';
import { KindForm, type KindFormTexts } from '../kind-form';
import { sitePreviewPaths } from '../preview-paths';
import { PublicationPanel } from '../publication/publication-panel';
import { PUBLICATION_TEXTS } from '../publication/publication-texts';
import { removalTexts } from '../removal-texts';
import { SiteBackLink, SiteProblem } from './site-hub-screen';

const paths = kindPaths(offerGroups.name);

const previewAnswer = singleResponseSchema(groupPreviewSchema);

/** The public path segment of a group type (SPEC §2 special-offer subpages). */
const typePath = (type: unknown) =>
  SPECIAL_OFFER_TYPES.find((path) => SPECIAL_OFFER_GROUP_TYPES[path] === type) ?? 'promocje';

async function groupTexts() {
  return getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.site.groups' });
}

export async function groupListMetadata(): Promise<Metadata> {
  return { title: (await groupTexts())('title') };
}

export async function newGroupMetadata(): Promise<Metadata> {
  return { title: (await groupTexts())('newTitle') };
}

export async function groupEditorMetadata(): Promise<Metadata> {
  return { title: (await groupTexts())('editTitle') };
}

/** The group form's labels, choices and sentences in the staff member's language. */
async function groupForm(lang: Language) {
  const [t, tg] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.site.groups' }),
    getTranslations({ locale: lang, namespace: 'backOffice.groups.types' }),
  ]);
  const labels = {
    type: t('type'),
    namePl: t('namePl'),
    nameEn: t('nameEn'),
    descriptionPl: t('descriptionPl'),
    descriptionEn: t('descriptionEn'),
    image: t('image'),
    voivodeship: t('voivodeship'),
    sortOrder: t('sortOrder'),
    members: t('members'),
  };
  const choices = {
    type: { options: OFFER_GROUP_TYPES.map((type): [string, string] => [type, tg(type)]) },
    voivodeship: {
      options: VOIVODESHIPS.map((v): [string, string] => [
        String(v.code),
        lang === 'en' ? v.nameEn : v.namePl,
      ]),
      empty: t('chooseVoivodeship'),
    },
  };
  const texts: KindFormTexts = {
    add: t('create'),
    save: t('save'),
    added: t('created'),
    saved: t('saved'),
    remove: removalTexts((key) => t(key)),
  };
  // Each description is written in its own language.
  const langs = { namePl: 'pl', descriptionPl: 'pl', nameEn: 'en', descriptionEn: 'en' } as const;
  return { labels, choices, texts, langs };
}

/**
 * `/panel/strona/grupy` (decisions 038, 052): every group by type on the kinds' mechanism, with its
 * place, its offers and its state (a published one's draft of changes said).
 */
export async function GroupListScreen() {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, tg, ts, tk] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.site.groups' }),
    getTranslations({ locale: lang, namespace: 'backOffice.groups.types' }),
    getTranslations({ locale: lang, namespace: 'backOffice.publicationStates' }),
    getTranslations({ locale: lang, namespace: 'backOffice.kinds' }),
  ]);
  const answer = await backOfficeGet(paths.list, offerGroups.schemas.listAnswer);
  if (!answer.body) return <SiteProblem staff={staff} title={t('title')} status={answer.status} />;
  const groups = answer.body.data;
  const { gender } = PUBLICATION_TEXTS.group;
  const state = (group: KindItem) =>
    group.draft && group.status === 'published'
      ? `${ts('published', { gender })}, ${tk('withDraft')}`
      : ts(group.status, { gender });
  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="site">
      <SiteBackLink />
      <p>{t('lead')}</p>
      <p className="bo-links">
        <a className="bo-button" href={backOfficePaths.siteNewGroup}>
          {t('new')}
        </a>
      </p>
      {OFFER_GROUP_TYPES.map((type) => {
        const ofType = groups.filter((group) => group.values.type === type);
        return (
          <section key={type} className="bo-panel bo-panel--wide" aria-labelledby={`groups-${type}`}>
            <h2 id={`groups-${type}`}>{tg(type)}</h2>
            {ofType.length === 0 ? (
              <p>{t('none')}</p>
            ) : (
              <div className="bo-table-wrap">
                <table className="bo-table">
                  <caption className="bo-visually-hidden">{tg(type)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('name')}</th>
                      <th scope="col">{t('sortOrder')}</th>
                      <th scope="col">{t('members')}</th>
                      <th scope="col">{t('state')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {ofType.map((group) => (
                      <tr key={group.key}>
                        <th scope="row" data-label={t('name')}>
                          <a href={backOfficePaths.siteGroup(Number(group.key))}>
                            {lang === 'en' ? group.values.nameEn : group.values.namePl}
                          </a>
                        </th>
                        <td data-label={t('sortOrder')}>{group.values.sortOrder}</td>
                        <td data-label={t('members')}>{group.values.members.length}</td>
                        <td data-label={t('state')}>{state(group)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </BackOfficeFrame>
  );
}

/** `/panel/strona/grupy/nowa`: a new group's fields; its offers are chosen on its page once created. */
export async function NewGroupScreen() {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.site.groups' });
  if (staff.role === 'agent') return <SiteProblem staff={staff} title={t('newTitle')} status={403} />;
  const form = await groupForm(lang);
  const spec = formSpec(offerGroups, null, { lang, ...form });
  return (
    <BackOfficeFrame staff={staff} title={t('newTitle')} current="site">
      <p>
        <a href={backOfficePaths.siteGroups}>← {t('title')}</a>
      </p>
      <section className="bo-panel bo-panel--wide" aria-label={t('newTitle')}>
        <KindForm
          spec={spec}
          texts={{ ...form.texts, cancel: undefined }}
          listHref={backOfficePaths.siteGroups}
          editorHref={backOfficePaths.siteGroups}
          createdHref={`${backOfficePaths.siteGroups}/`}
        />
      </section>
    </BackOfficeFrame>
  );
}

/**
 * `/panel/strona/grupy/{id}?q=…` (decision 052 S5): a group's publication (a published group's edits,
 * its offers included, are a draft until "Opublikuj zmiany"), its fields and member offers in one
 * form, and offers found by code or title (a GET form) to add; previews in both languages show the
 * draft.
 */
export async function GroupEditorScreen({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: ListSearchParams;
}) {
  const staff = await requireStaff();
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const lang = await backOfficeLanguage();
  const [t, ts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.site.groups' }),
    getTranslations({ locale: lang, namespace: 'backOffice.offers.statuses' }),
  ]);
  const [answer, preview] = await Promise.all([
    backOfficeGet(paths.item(id), offerGroups.schemas.itemAnswer),
    backOfficeGet(`${paths.preview(id)}?lang=${lang}`, previewAnswer),
  ]);
  if (answer.status === 404) notFound();
  if (!answer.body || !preview.body) {
    return <SiteProblem staff={staff} title={t('editTitle')} status={answer.status} />;
  }
  const group = answer.body.data;
  const q = (await searchParams).q;
  const query = typeof q === 'string' ? q.trim().slice(0, 100) : '';
  const search = query
    ? await backOfficeGet(
        `/api/back-office/offers?${new URLSearchParams({ q: query })}`,
        backOfficeOfferPageSchema,
      )
    : null;
  const offer = (row: {
    tipi: string;
    titlePl: string;
    titleEn: string;
    status: (typeof OFFER_STATUSES)[number];
  }) => ({
    tipi: row.tipi,
    title: lang === 'en' ? row.titleEn : row.titlePl,
    state: ts(row.status),
  });
  const members: MemberOffer[] = preview.body.data.members.map((row) => ({
    offerId: row.offerId,
    ...offer(row),
  }));
  const found: MemberOffer[] = (search?.body?.data ?? []).map((row) => ({ offerId: row.id, ...offer(row) }));
  const form = await groupForm(lang);
  const spec = formSpec(offerGroups, group, { lang, ...form, members: { members, found } });
  const editorHref = backOfficePaths.siteGroup(Number(group.key));
  const name = lang === 'en' ? group.values.nameEn : group.values.namePl;
  const type = typePath(group.values.type);
  const publicPath = routePath(
    'oferta_specjalna',
    { specialoffertype: type, typeId: Number(group.key) },
    lang,
  );

  return (
    <BackOfficeFrame staff={staff} title={t('editTitleOf', { name })} current="site">
      <p>
        <a href={backOfficePaths.siteGroups}>← {t('title')}</a>
      </p>
      <p className="bo-links">
        <a href={sitePreviewPaths.group(Number(group.key), 'pl')} target="_blank" rel="noopener">
          {t('previewPl')}
        </a>{' '}
        <a href={sitePreviewPaths.group(Number(group.key), 'en')} target="_blank" rel="noopener">
          {t('previewEn')}
        </a>
      </p>
      <div className="bo-stack">
        <PublicationPanel
          spec={{ ...spec, key: group.key, version: group.version, status: group.status }}
          of="group"
          publicPath={publicPath}
          previewPath={sitePreviewPaths.group(Number(group.key), lang)}
          editorHref={editorHref}
        />
        <section className="bo-panel bo-panel--wide" aria-labelledby="group-search">
          <h2 id="group-search">{t('search')}</h2>
          <InlineFieldForm
            id="member-search"
            label={t('search')}
            submit={t('searchSubmit')}
            method="get"
            action={editorHref}
            aria-label={t('search')}
          >
            <input id="member-search" name="q" type="search" defaultValue={query} maxLength={100} />
          </InlineFieldForm>
          {query && found.length === 0 && <p role="status">{t('notFound')}</p>}
        </section>
        <section className="bo-panel bo-panel--wide" aria-labelledby="group-fields">
          <h2 id="group-fields">{t('fields')}</h2>
          <KindForm
            key={`${group.key}-${group.version}-${query}`}
            spec={spec}
            texts={form.texts}
            listHref={backOfficePaths.siteGroups}
            editorHref={editorHref}
          />
        </section>
      </div>
    </BackOfficeFrame>
  );
}
