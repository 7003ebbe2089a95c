import {
  agentCardsResponseSchema,
  backOfficeOfferResponseSchema,
  groupChoicesResponseSchema,
  offerNewDaysResponseSchema,
} from '@estate/domain/api/back-office-offer-responses';
import { offerActivityResponseSchema } from '@estate/domain/api/offer-activity-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { offers } from '@estate/domain/kinds/offers';
import type { Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import { mayRestoreOffers } from '@estate/domain/offer-archive';
import { EDITABLE_OFFER_FLAGS } from '@estate/domain/offer-editor';
import { GROUP_ORDER_MAX } from '@estate/domain/offer-groups';
import { CLASSIFIED_TYPES, PROPERTY_TYPES, SALE_MODE_NAMES, SALE_MODES } from '@estate/domain/property-types';
import { routePath } from '@estate/domain/routes';
import { townPlacesOf } from '@estate/domain/town-coordinates';
import { VOIVODESHIPS } from '@estate/domain/voivodeships';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { serverEnv } from '@/lib/env/server-env';
import { requireStaff } from '../auth/staff-session';
import { PublicationPanel } from '../kinds/publication/publication-panel';
import { MediaManager } from '../media/media-manager';
import { BackOfficeFrame } from '../shell/back-office-frame';
import { backOfficeLanguage } from '../shell/back-office-language';
import { type GroupChoice, GroupMemberships } from './group-memberships';
import { NewOfferEditor } from './new-offer-editor';
import { NewOfferHeading } from './new-offer-heading';
import { OfferActivityPanel } from './offer-activity-panel';
import { type EditorOptions, OfferEditorForm } from './offer-editor-form';
import { OfferRecordActions } from './offer-record-actions';

/** The special-offer groups to choose from, for editors and admins (agents may not set them). */
async function groupChoices(role: string, lang: Language): Promise<GroupChoice[] | null> {
  if (role === 'agent') return null;
  const { body } = await backOfficeGet('/api/back-office/groups', groupChoicesResponseSchema);
  return (body?.data ?? []).map((group) => ({
    id: group.id,
    type: group.type,
    name: lang === 'en' ? group.nameEn : group.namePl,
  }));
}
type IdParams = { params: Promise<{ id: string }> };

/** Towns with their places by voivodeship code, alphabetical: the same for every editor page, so made once. */
const TOWNS_BY_VOIVODESHIP: EditorOptions['towns'] = Object.fromEntries(
  VOIVODESHIPS.map((voivodeship) => [voivodeship.code, townPlacesOf(voivodeship.code)]),
);

/** The selects' choices in the staff member's language; towns by voivodeship for the town list. */
async function editorOptions(lang: Language): Promise<EditorOptions> {
  const [agents, newDays] = await Promise.all([
    backOfficeGet('/api/back-office/agents', agentCardsResponseSchema),
    backOfficeGet('/api/back-office/offers/new-days', offerNewDaysResponseSchema),
  ]);
  const en = lang === 'en';
  return {
    typeClassified: CLASSIFIED_TYPES.map((type) => ({ id: type.id, name: en ? type.nameEn : type.namePl })),
    typeProperty: PROPERTY_TYPES.map((type) => ({ id: type.id, name: en ? type.nameEn : type.namePl })),
    saleModes: SALE_MODES.map((mode) => ({ id: mode, name: SALE_MODE_NAMES[mode][lang] })),
    voivodeships: VOIVODESHIPS.map((v) => ({ code: v.code, name: en ? v.nameEn : v.namePl })),
    towns: TOWNS_BY_VOIVODESHIP,
    agents: agents.body?.data ?? [],
    flags: [...EDITABLE_OFFER_FLAGS],
    newDays: newDays.body?.data.days ?? null,
    tiles: serverEnv.mapTiles,
  };
}

export async function newOfferMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.editor' });
  return { title: t('newTitle') };
}

export async function offerEditorMetadata({ params }: IdParams): Promise<Metadata> {
  const { id } = await params;
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.editor' });
  return { title: t('editTitle', { tipi: id }) };
}

/** `/panel/oferty/nowa`: a new offer, created as a draft (by its button or its first photos). */
export async function NewOfferScreen() {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.editor' });
  return (
    <BackOfficeFrame staff={staff} title={<NewOfferHeading />} current="offers">
      <p>
        <a href={backOfficePaths.offers}>{t('backToList')}</a>
      </p>
      <p>{t('lead')}</p>
      <NewOfferEditor options={await editorOptions(lang)} />
    </BackOfficeFrame>
  );
}

/**
 * `/panel/oferty/<id>`: one offer's editor, its publication and its price history. Another agent's
 * offer is refused by the API (403), shown here as such; a missing one is the back office's 404.
 */
export async function OfferEditorScreen({ params }: IdParams) {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, te] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.editor' }),
    getTranslations({ locale: lang, namespace: 'errorCodes' }),
  ]);
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  // The offer's values, state and working copy from the kinds' API (decision 052 S8b); its
  // archive, photos, documents, groups and price history from the offers' own routes (media: S8c).
  const [item, detail] = await Promise.all([
    backOfficeGet(kindPaths(offers.name).item(id), offers.schemas.itemAnswer),
    backOfficeGet(`/api/back-office/offers/${id}`, backOfficeOfferResponseSchema),
  ]);
  if (item.status === 404 || detail.status === 404) notFound();
  if (!item.body || !detail.body) {
    const status = item.body ? detail.status : item.status;
    return (
      <BackOfficeFrame staff={staff} title={t('editTitle', { tipi: id })} current="offers">
        <p role="alert" className="bo-alert">
          {te(status === 403 ? 'forbidden' : 'internal_error')}
        </p>
        <p>
          <a href={backOfficePaths.offers}>{t('backToList')}</a>
        </p>
      </BackOfficeFrame>
    );
  }
  const offer = detail.body.data;
  const kindItem = item.body.data;
  const [groups, activity] = await Promise.all([
    groupChoices(staff.role, lang),
    backOfficeGet(`/api/back-office/offers/${id}/activity`, offerActivityResponseSchema),
  ]);
  const dateTime = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  const recordActions = (
    <OfferRecordActions
      offerId={offer.id}
      tipi={offer.tipi}
      archivedAtText={offer.archivedAt === null ? null : dateTime.format(new Date(offer.archivedAt))}
      mayRestore={mayRestoreOffers(staff.role)}
    />
  );
  return (
    <BackOfficeFrame staff={staff} title={t('editTitle', { tipi: offer.tipi })} current="offers">
      <p>
        <a href={backOfficePaths.offers}>{t('backToList')}</a>
      </p>
      {/* An archived offer is published only once restored (decision 058): its archive comes first. */}
      {offer.archivedAt === null ? (
        <PublicationPanel
          spec={{
            kind: offers.name,
            key: kindItem.key,
            version: kindItem.version,
            status: kindItem.status,
            publishedAt: kindItem.publishedAt,
            draft: kindItem.draft,
            live: false,
            document: false,
            lang,
            fields: [],
          }}
          of="offer"
          publicPath={routePath('szczegoly_ogloszenia', { id: offer.id }, 'pl')}
          previewPath={`/podglad/${offer.id}`}
          editorHref={backOfficePaths.offer(offer.id)}
        />
      ) : (
        recordActions
      )}
      <OfferEditorForm
        offer={{
          key: kindItem.key,
          version: kindItem.version,
          status: kindItem.status,
          values: kindItem.values,
        }}
        options={await editorOptions(lang)}
      />
      <MediaManager kind="photos" offerId={offer.id} version={kindItem.version} initial={offer.photos} />
      <MediaManager
        kind="documents"
        offerId={offer.id}
        version={kindItem.version}
        initial={offer.documents}
      />
      {groups && (
        <GroupMemberships
          offerId={offer.id}
          groups={groups}
          initial={offer.groups}
          orderMax={GROUP_ORDER_MAX}
        />
      )}
      {offer.archivedAt === null && recordActions}
      <OfferActivityPanel activity={activity.body?.data ?? null} lang={lang} />
      <section className="bo-panel" aria-labelledby="price-history">
        <h2 id="price-history">{t('priceHistory.title')}</h2>
        {offer.priceHistory.length === 0 ? (
          <p>{t('priceHistory.empty')}</p>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('priceHistory.date')}</th>
                <th scope="col">{t('priceHistory.old')}</th>
                <th scope="col">{t('priceHistory.new')}</th>
              </tr>
            </thead>
            <tbody>
              {offer.priceHistory.map((change) => (
                <tr key={change.at}>
                  <td>
                    <time dateTime={change.at}>{dateTime.format(new Date(change.at))}</time>
                  </td>
                  <td>{change.oldPrice === null ? '–' : formatPrice(change.oldPrice, lang)}</td>
                  <td>{change.newPrice === null ? '–' : formatPrice(change.newPrice, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </BackOfficeFrame>
  );
}
