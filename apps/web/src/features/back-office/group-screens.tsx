import type { backOfficeOfferPageSchema } from '@estate/domain/api/back-office-offer-responses';
import type { BackOfficeGroup, BackOfficeGroupDetail } from '@estate/domain/api/back-office-site-responses';
import { OFFER_GROUP_TYPES } from '@estate/domain/api/content-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { Language } from '@estate/domain/language';
import { routePath, SPECIAL_OFFER_GROUP_TYPES, SPECIAL_OFFER_TYPES } from '@estate/domain/routes';
import { SITE_CONTENT_LIMITS } from '@estate/domain/site-content';
import { VOIVODESHIPS } from '@estate/domain/voivodeships';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import { sitePreviewPaths } from './content-paths';
import { GroupForm, GroupMembersEditor, type GroupValues, type MemberOffer } from './group-forms';
import type { ListSearchParams } from './list-query';
import { PublicationForm } from './publication-form';
import { SiteBackLink, SiteProblem } from './site-hub-screen';
import { requireStaff } from './staff-session';

type IdParams = { params: Promise<{ id: string }> };
type OfferPage = z.infer<typeof backOfficeOfferPageSchema>;

/** The public path segment of a group type (SPEC §2 special-offer subpages). */
const typePath = (type: GroupValues['type']) =>
  SPECIAL_OFFER_TYPES.find((path) => SPECIAL_OFFER_GROUP_TYPES[path] === type) ?? 'promocje';

export async function groupListMetadata(): Promise<Metadata> {
  const t = await getTranslations({
    locale: await backOfficeLanguage(),
    namespace: 'backOffice.site.groups',
  });
  return { title: t('title') };
}

export async function newGroupMetadata(): Promise<Metadata> {
  const t = await getTranslations({
    locale: await backOfficeLanguage(),
    namespace: 'backOffice.site.groups',
  });
  return { title: t('newTitle') };
}

export async function groupEditorMetadata(): Promise<Metadata> {
  const t = await getTranslations({
    locale: await backOfficeLanguage(),
    namespace: 'backOffice.site.groups',
  });
  return { title: t('editTitle') };
}

/** The choices of the group form in the staff member's language. */
async function formChoices(lang: Language) {
  const tg = await getTranslations({ locale: lang, namespace: 'backOffice.groups.types' });
  return {
    types: OFFER_GROUP_TYPES.map((type): [GroupValues['type'], string] => [type, tg(type)]),
    voivodeships: VOIVODESHIPS.map((v): [number, string] => [v.code, lang === 'en' ? v.nameEn : v.namePl]),
  };
}

/**
 * `/panel/strona/grupy` (decision 038): every group by type, with its place, published offers and
 * state (decision 040).
 */
export async function GroupListScreen() {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, tg, ts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.site.groups' }),
    getTranslations({ locale: lang, namespace: 'backOffice.groups.types' }),
    getTranslations({ locale: lang, namespace: 'backOffice.offers.statuses' }),
  ]);
  const answer = await backOfficeGet<{ data: BackOfficeGroup[] }>('/api/back-office/offer-groups');
  if (answer.status !== 200 || !answer.body) {
    return <SiteProblem staff={staff} title={t('title')} status={answer.status} />;
  }
  const groups = answer.body.data;
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
        const ofType = groups.filter((group) => group.type === type);
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
                      <th scope="col">{t('offerCount')}</th>
                      <th scope="col">{t('state')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {ofType.map((group) => (
                      <tr key={group.id}>
                        <th scope="row" data-label={t('name')}>
                          <a href={backOfficePaths.siteGroup(group.id)}>
                            {lang === 'en' ? group.nameEn : group.namePl}
                          </a>
                        </th>
                        <td data-label={t('sortOrder')}>{group.sortOrder}</td>
                        <td data-label={t('offerCount')}>{group.offerCount}</td>
                        <td data-label={t('state')}>{ts(group.status)}</td>
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
  const choices = await formChoices(lang);
  return (
    <BackOfficeFrame staff={staff} title={t('newTitle')} current="site">
      <p>
        <a href={backOfficePaths.siteGroups}>← {t('title')}</a>
      </p>
      <section className="bo-panel bo-panel--wide" aria-label={t('newTitle')}>
        <GroupForm
          group={{
            id: null,
            type: 'promotion',
            namePl: '',
            nameEn: '',
            descriptionPl: '',
            descriptionEn: '',
            image: null,
            voivodeship: null,
            sortOrder: 0,
          }}
          {...choices}
          nameMax={SITE_CONTENT_LIMITS.groupName}
          sortOrderMax={SITE_CONTENT_LIMITS.sortOrder}
          groupsHref={backOfficePaths.siteGroups}
        />
      </section>
    </BackOfficeFrame>
  );
}

/**
 * `/panel/strona/grupy/{id}?q=…`: a group's publication (decision 040), its fields, its member
 * offers in order, and offers found by code or title (a GET form) to add to it; links to its
 * preview in both languages, and to its public pages once published.
 */
export async function GroupEditorScreen({
  params,
  searchParams,
}: IdParams & { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const lang = await backOfficeLanguage();
  const [t, ts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.site.groups' }),
    getTranslations({ locale: lang, namespace: 'backOffice.offers.statuses' }),
  ]);
  const answer = await backOfficeGet<{ data: BackOfficeGroupDetail }>(`/api/back-office/offer-groups/${id}`);
  if (answer.status === 404) notFound();
  if (answer.status !== 200 || !answer.body) {
    return <SiteProblem staff={staff} title={t('editTitle')} status={answer.status} />;
  }
  const group = answer.body.data;
  const q = (await searchParams).q;
  const query = typeof q === 'string' ? q.trim().slice(0, 100) : '';
  const search = query
    ? await backOfficeGet<OfferPage>(`/api/back-office/offers?${new URLSearchParams({ q: query })}`)
    : null;
  const title = (offer: { titlePl: string; titleEn: string }) =>
    lang === 'en' ? offer.titleEn : offer.titlePl;
  const members: MemberOffer[] = group.members.map((member) => ({
    offerId: member.offerId,
    tipi: member.tipi,
    title: title(member),
    state: ts(member.status),
  }));
  const found: MemberOffer[] = (search?.body?.data ?? []).map((offer) => ({
    offerId: offer.id,
    tipi: offer.tipi,
    title: title(offer),
    state: ts(offer.status),
  }));
  const publicPath = (language: Language) =>
    routePath('oferta_specjalna', { specialoffertype: typePath(group.type), typeId: group.id }, language);
  const choices = await formChoices(lang);
  const name = lang === 'en' ? group.nameEn : group.namePl;
  const dateTime = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });

  return (
    <BackOfficeFrame staff={staff} title={t('editTitleOf', { name })} current="site">
      <p>
        <a href={backOfficePaths.siteGroups}>← {t('title')}</a>
      </p>
      <p className="bo-links">
        <a href={sitePreviewPaths.group(group.id, 'pl')} target="_blank" rel="noopener">
          {t('previewPl')}
        </a>{' '}
        <a href={sitePreviewPaths.group(group.id, 'en')} target="_blank" rel="noopener">
          {t('previewEn')}
        </a>
        {group.status === 'published' && (
          <>
            {' '}
            <a href={publicPath('pl')}>{t('publicPl')}</a> <a href={publicPath('en')}>{t('publicEn')}</a>
          </>
        )}
      </p>
      <PublicationForm
        offerId={group.id}
        status={group.status}
        publishAt={group.status === 'scheduled' ? group.publishedAt : null}
        publishAtText={
          group.status === 'scheduled' && group.publishedAt
            ? dateTime.format(new Date(group.publishedAt))
            : null
        }
        publicPath={null}
        endpoint={`/api/back-office/offer-groups/${group.id}/publication`}
        previewPath={null}
        of="group"
      />
      <div className="bo-stack">
        <section className="bo-panel bo-panel--wide" aria-labelledby="group-fields">
          <h2 id="group-fields">{t('fields')}</h2>
          <GroupForm
            group={{
              id: group.id,
              type: group.type,
              namePl: group.namePl,
              nameEn: group.nameEn,
              descriptionPl: group.descriptionPl,
              descriptionEn: group.descriptionEn,
              image: group.image,
              voivodeship: group.voivodeship,
              sortOrder: group.sortOrder,
            }}
            {...choices}
            nameMax={SITE_CONTENT_LIMITS.groupName}
            sortOrderMax={SITE_CONTENT_LIMITS.sortOrder}
            groupsHref={backOfficePaths.siteGroups}
          />
        </section>
        <section className="bo-panel bo-panel--wide" aria-labelledby="group-members">
          <h2 id="group-members">{t('members')}</h2>
          <p>{t('membersLead')}</p>
          <form
            className="bo-form bo-form--inline"
            method="get"
            action={backOfficePaths.siteGroup(group.id)}
            aria-label={t('search')}
          >
            <div className="bo-field">
              <label htmlFor="member-search">{t('search')}</label>
              <input id="member-search" name="q" type="search" defaultValue={query} maxLength={100} />
            </div>
            <button type="submit" className="bo-button">
              {t('searchSubmit')}
            </button>
          </form>
          {query && found.length === 0 && <p role="status">{t('notFound')}</p>}
          <GroupMembersEditor key={query} groupId={group.id} members={members} found={found} />
        </section>
      </div>
    </BackOfficeFrame>
  );
}
