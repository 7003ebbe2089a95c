'use client';

import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { KindStatus } from '@estate/domain/kinds/publication';
import { RANGE_FIELDS, type RangeField } from '@estate/domain/offer-filter-fields';
import { splitParcelIds } from '@estate/domain/parcels';
import { placeOfTown, type TownPlace } from '@estate/domain/town-place';
import { useTranslations } from 'next-intl';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { MapTileSettings } from '@/lib/env/map-tile-settings';
import { BoField } from '../forms/bo-field';
import { LabelledField } from '../forms/labelled-field';
import { RichTextField } from '../forms/rich-text-field';
import { EditorForm } from '../kinds/editor-form';
import { errorProps } from '../kinds/fields/field-error';
import { kindClient } from '../kinds/kind-client';
import { useAutosave } from '../kinds/use-autosave';
import { useKindAction } from '../kinds/use-kind-action';
import { setFlash } from '../shell/flash-message';
import type { DraftMaker } from './draft-maker';
import { LocationPicker } from './location/location-picker';
import { announceNewOfferDraft } from './new-offer-heading';
import { amountToGrosze, decimalOf, groszeToAmount, numberField } from './offer-form-numbers';
import type { OfferValues } from './offer-values';
import { noteOfferWritten, offerVersion } from './offer-version';
import { TenderFields, tenderBody } from './tender-fields';

type Flag = keyof OfferValues['flags'];

/** What the server component hands over: the choices of each select, in the staff member's language. */
export interface EditorOptions {
  typeClassified: { id: number; name: string }[];
  typeProperty: { id: number; name: string }[];
  saleModes: { id: string; name: string }[];
  voivodeships: { code: number; name: string }[];
  /** Towns by voivodeship code, as the towns table spells them, with where each lies. */
  towns: Record<number, readonly TownPlace[]>;
  agents: { id: number; name: string; own: boolean }[];
  flags: Flag[];
  /** The days a first publication makes an offer new by itself (decision 058); null when unknown. */
  newDays: number | null;
  tiles: MapTileSettings;
}

const TEXT_PAIRS = [
  ['title', 'titlePl', 'titleEn', true],
  ['lead', 'leadPl', 'leadEn', false],
  ['mpzpText', 'mpzpPl', 'mpzpEn', false],
  ['sellerRights', 'sellerRightsPl', 'sellerRightsEn', false],
] as const;

/** The §3 range fields besides the price: the areas, in m². */
const AREAS = RANGE_FIELDS.filter((field): field is Exclude<RangeField, 'price'> => field !== 'price');

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

const client = kindClient('offers');

/**
 * The offer editor (issue 17) on the editable kinds' mechanism (decision 052 S8b): every field of an
 * offer, Polish and English side by side, the pin on a map, sent to `/api/back-office/kinds/offers`
 * as the kind's values. The API checks them with the domain's declaration and answers field codes,
 * shown beside each field in the staff member's language; nothing typed is lost on an error. A new
 * offer is created as a draft and the page moves to its editor; a save names the version the form
 * was opened at (If-Match), and a save someone else beat says who and when, keeps what was typed and
 * offers to save over theirs. A published offer's save is its draft of changes: the public page
 * changes on "Opublikuj zmiany" in the publication panel. After a save the page opens again with
 * the message, so the fields (the badges the API derives, such as "new price"), the panel and the
 * price history agree with the server.
 * On a new offer, `draftMaker` receives the way to make the draft from the form as it stands (the
 * photo manager's first files, decision 061): the page then stays, its address the draft's, and
 * the form goes on as the draft's editor with everything typed in it.
 * Once the offer exists (opened, or its draft made on the page) the form also saves itself as the
 * person types (decision 060 "Offers autosave"): a draft's row, a published offer's working copy,
 * never anything public; at the offer's one version (`offer-version.ts`), shared with the media.
 */
export function OfferEditorForm({
  offer,
  options,
  draftMaker,
}: {
  offer: { key: string; version: number; status: KindStatus; values: OfferValues } | null;
  options: EditorOptions;
  draftMaker?: RefObject<DraftMaker | null>;
}) {
  const t = useTranslations('backOffice.editor');
  const action = useKindAction();
  const { busy, fields, act, formRef, autosave: tools } = action;
  // The offer the form saves (null: a new one), at the version of its last write: a new offer's
  // draft made on the page by its first photo is saved from then on.
  const [saved, setSaved] = useState(
    offer ? { key: offer.key, version: offer.version, status: offer.status } : null,
  );
  const creating = useRef<ReturnType<DraftMaker> | null>(null);
  const field = (name: string) => fields[name];
  const editorHref = saved ? backOfficePaths.offer(Number(saved.key)) : backOfficePaths.newOffer;

  /**
   * The first field the API named gets the focus, so the fix starts where it is read: looked for
   * over a few frames, since the marks are drawn when React next renders, not at a fixed time.
   */
  const focusFirstError = (framesLeft = 30) =>
    requestAnimationFrame(() => {
      const invalid = document.querySelector<HTMLElement>('.bo-offer-editor [aria-invalid="true"]');
      if (invalid) invalid.focus();
      else if (framesLeft > 0) focusFirstError(framesLeft - 1);
    });

  /** The kind's values, from the form's fields. */
  const valuesOf = (form: FormData): Record<string, unknown> => {
    const agent = text(form, 'agentId');
    return {
      tipi: text(form, 'tipi'),
      titlePl: text(form, 'titlePl'),
      titleEn: text(form, 'titleEn'),
      leadPl: text(form, 'leadPl'),
      leadEn: text(form, 'leadEn'),
      descriptionPl: text(form, 'descriptionPl'),
      descriptionEn: text(form, 'descriptionEn'),
      mpzpPl: text(form, 'mpzpPl'),
      mpzpEn: text(form, 'mpzpEn'),
      sellerRightsPl: text(form, 'sellerRightsPl'),
      sellerRightsEn: text(form, 'sellerRightsEn'),
      typeClassified: Number(text(form, 'typeClassified')),
      typeProperty: Number(text(form, 'typeProperty')),
      voivodeship: Number(text(form, 'voivodeship')),
      town: text(form, 'town'),
      street: text(form, 'street'),
      postalCode: text(form, 'postalCode'),
      // Empty coordinates are left out, so the API says they are required.
      lat: numberField(text(form, 'lat')) ?? undefined,
      lng: numberField(text(form, 'lng')) ?? undefined,
      price: amountToGrosze(text(form, 'price')),
      discountPrice: amountToGrosze(text(form, 'discountPrice')),
      priceSqMeter: amountToGrosze(text(form, 'priceSqMeter')),
      ...Object.fromEntries(AREAS.map((area) => [area, numberField(text(form, area))])),
      mpzp: form.get('mpzp') === 'on',
      saleMode: text(form, 'saleMode'),
      plotNumbers: text(form, 'plotNumbers'),
      plotIds: splitParcelIds(text(form, 'plotIds')),
      ...tenderBody(form),
      landRegister: text(form, 'landRegister'),
      videoId: text(form, 'videoId'),
      agentId: agent === '' ? null : Number(agent),
      flags: Object.fromEntries(options.flags.map((flag) => [flag, form.get(`flags.${flag}`) === 'on'])),
      // The derived flags as this form showed them: the API keeps what it derived unless this changed.
      ...(offer
        ? { startedFrom: { isNewPrice: offer.values.flags.isNewPrice, isNew: offer.values.flags.isNew } }
        : {}),
    };
  };

  /**
   * The draft made from the form as it stands, once (several files at once wait for the same one);
   * refused, its fields are marked as the button's save marks them and the next files try again.
   * The form then saves the draft at the version its creation answered; the fields keep what the
   * person typed meanwhile.
   */
  const makeDraft: DraftMaker = (reason) => {
    const element = formRef.current;
    if (saved !== null) return Promise.resolve({ id: Number(saved.key), tipi: offer?.values.tipi ?? '' });
    if (!element) return Promise.resolve(null);
    creating.current ??= (async () => {
      const made = await act(
        () => client.create(valuesOf(new FormData(element))),
        ({ item }) => {
          const tipi = typeof item.values.tipi === 'string' ? item.values.tipi : '';
          setSaved({ key: item.key, version: item.version, status: item.status });
          // The media managers upload at the draft's version (decision 052 "Media working copy").
          noteOfferWritten(item.key, { version: item.version, draft: item.draft });
          // The address is the draft's editor: a reload or the language switch opens it.
          window.history.replaceState(null, '', backOfficePaths.offer(Number(item.key)));
          announceNewOfferDraft(tipi);
          return t(reason === 'document' ? 'createdByDocument' : 'createdByPhotos', { tipi });
        },
      );
      if (!made) {
        creating.current = null;
        focusFirstError();
        return null;
      }
      const tipi = typeof made.item.values.tipi === 'string' ? made.item.values.tipi : '';
      return { id: Number(made.item.key), tipi };
    })();
    return creating.current;
  };

  useEffect(() => {
    if (draftMaker) draftMaker.current = makeDraft;
  });
  // Set once the form's handlers are attached (as the kinds' form): what is typed before hydration
  // reaches neither the autosave nor the guard, so the browser tests wait for it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // A new offer saves itself only once its draft exists (made by its first photo or document).
  const autosave = useAutosave({
    spec: {
      kind: 'offers',
      key: saved?.key ?? null,
      version: saved?.version ?? null,
      status: saved?.status ?? null,
      live: false,
      document: false,
    },
    formRef,
    tools,
    values: (form) => valuesOf(new FormData(form)),
  });

  /** Creates the offer, or saves it at `version` (the conflict's, to save over theirs). */
  const save = (form: HTMLFormElement, version: number | null) => {
    const values = valuesOf(new FormData(form));
    void act(
      () => (saved && version !== null ? client.save(saved.key, version, values) : client.create(values)),
      ({ item }) => {
        // A published offer's save is its draft: the public page waits for "Opublikuj zmiany".
        const done = !saved ? t('created') : item.draft ? t('savedDraft') : t('saved');
        setFlash(done);
        window.location.assign(backOfficePaths.offer(Number(item.key)));
        return done;
      },
    ).then((answer) => {
      if (!answer) focusFirstError();
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // After the autosave in flight, at the version of the offer's last write on this page (the
    // autosave's and the media managers' too): not a conflict with oneself.
    void autosave.settle().then(() => save(form, saved ? offerVersion(saved.key, saved.version) : null));
  };

  return (
    <EditorForm
      action={action}
      className="bo-form bo-offer-editor"
      label={saved !== null ? t('save') : t('newTitle')}
      testId="offers-entry-form"
      ready={ready}
      theirsHref={editorHref}
      onSubmit={onSubmit}
      save={save}
    >
      <EditorFields initial={offer?.values} options={options} field={field} />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={busy}>
          {busy ? t('saving') : saved !== null ? t('save') : t('create')}
        </button>
      </div>
      {autosave.status}
    </EditorForm>
  );
}

/** The editor's fields, filled from `initial` when drawn (remounted to be filled again). */
function EditorFields({
  initial,
  options,
  field,
}: {
  initial: OfferValues | undefined;
  options: EditorOptions;
  field: (name: string) => string | undefined;
}) {
  const t = useTranslations('backOffice.editor');
  const tl = useTranslations('backOffice.locationPicker');
  const tr = useTranslations('backOffice.offerRecord');
  const [voivodeship, setVoivodeship] = useState<number>(
    initial?.voivodeship ?? options.voivodeships[0]?.code ?? 0,
  );
  const [position, setPosition] = useState<{ lat: string; lng: string }>({
    lat: initial ? String(initial.lat) : '',
    lng: initial ? String(initial.lng) : '',
  });
  const [saleMode, setSaleMode] = useState<string>(initial?.saleMode ?? 'sale');
  // A town picked (or typed in full) puts the pin on it and centres the map there (issue 35): the
  // import's rule, `placeOfTown`; the pin can be moved afterwards. `recentre` tells the map to zoom.
  const [recentre, setRecentre] = useState(0);
  const [townNote, setTownNote] = useState('');
  const typedTown = useRef(initial?.town ?? '');
  const placeTown = (typed: string, code: number) => {
    const place = placeOfTown(options.towns[code] ?? [], typed);
    if (!place) return;
    setPosition({ lat: String(place.lat), lng: String(place.lng) });
    setRecentre((current) => current + 1);
    setTownNote(tl('fromTown', { town: place.name }));
  };
  const agentOnly = options.agents.length === 1 && options.agents[0]?.own === true;
  const towns = options.towns[voivodeship] ?? [];
  const lat = decimalOf(position.lat) ?? null;
  const lng = decimalOf(position.lng) ?? null;

  return (
    <>
      <fieldset className="bo-fieldset">
        <legend>{t('sections.basics')}</legend>
        <div className="bo-grid">
          <BoField
            id="tipi"
            label={t('fields.tipi')}
            hint={t('fields.tipiHint')}
            defaultValue={initial?.tipi ?? ''}
            error={field('tipi')}
            autoComplete="off"
          />
          <SelectField
            id="typeClassified"
            label={t('fields.typeClassified')}
            defaultValue={String(initial?.typeClassified ?? 1)}
            options={options.typeClassified.map((type) => [String(type.id), type.name])}
            error={field('typeClassified')}
          />
          <SelectField
            id="typeProperty"
            label={t('fields.typeProperty')}
            defaultValue={String(initial?.typeProperty ?? options.typeProperty[0]?.id ?? '')}
            options={options.typeProperty.map((type) => [String(type.id), type.name])}
            error={field('typeProperty')}
          />
          <SelectField
            id="saleMode"
            label={t('fields.saleMode')}
            value={saleMode}
            onChange={setSaleMode}
            options={options.saleModes.map((mode) => [mode.id, mode.name])}
            error={field('saleMode')}
          />
          <SelectField
            id="agentId"
            label={t('fields.agent')}
            defaultValue={String(initial?.agentId ?? (agentOnly ? options.agents[0]?.id : '') ?? '')}
            options={[
              ...(agentOnly ? [] : ([['', t('fields.noAgent')]] as [string, string][])),
              ...options.agents.map((agent): [string, string] => [String(agent.id), agent.name]),
            ]}
            error={field('agentId')}
          />
        </div>
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>{t('sections.texts')}</legend>
        {TEXT_PAIRS.map(([label, pl, en, required]) => (
          <div className="bo-pair" key={label}>
            {(
              [
                [pl, 'pl', t('languagePl')],
                [en, 'en', t('languageEn')],
              ] as const
            ).map(([name, lang, language]) =>
              label === 'title' ? (
                <BoField
                  key={name}
                  id={name}
                  label={`${t(`fields.${label}`)} (${language})${required ? ' *' : ''}`}
                  lang={lang}
                  defaultValue={initial?.[name] ?? ''}
                  required={required}
                  error={field(name)}
                />
              ) : (
                <TextAreaField
                  key={name}
                  id={name}
                  label={`${t(`fields.${label}`)} (${language})`}
                  // The lead is the page's description for search engines and shared links, not text on it.
                  hint={label === 'lead' ? t('fields.leadHint') : undefined}
                  lang={lang}
                  defaultValue={initial?.[name] ?? ''}
                  error={field(name)}
                />
              ),
            )}
          </div>
        ))}
        <div className="bo-pair">
          <RichTextField
            id="descriptionPl"
            name="descriptionPl"
            label={`${t('fields.description')} (${t('languagePl')})`}
            lang="pl"
            defaultValue={initial?.descriptionPl ?? ''}
            error={field('descriptionPl')}
          />
          <RichTextField
            id="descriptionEn"
            name="descriptionEn"
            label={`${t('fields.description')} (${t('languageEn')})`}
            lang="en"
            defaultValue={initial?.descriptionEn ?? ''}
            error={field('descriptionEn')}
          />
        </div>
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>{t('sections.location')}</legend>
        <div className="bo-grid">
          <SelectField
            id="voivodeship"
            label={`${t('fields.voivodeship')} *`}
            value={String(voivodeship)}
            onChange={(value) => {
              setVoivodeship(Number(value));
              placeTown(typedTown.current, Number(value));
            }}
            options={options.voivodeships.map((v) => [String(v.code), v.name])}
            error={field('voivodeship')}
          />
          <BoField
            id="town"
            label={`${t('fields.town')} *`}
            hint={t('fields.townHint')}
            list="town-options"
            defaultValue={initial?.town ?? ''}
            onChange={(event) => {
              typedTown.current = event.target.value;
              placeTown(event.target.value, voivodeship);
            }}
            autoComplete="off"
            required
            error={field('town')}
          />
          <datalist id="town-options">
            {towns.map((town) => (
              <option key={town.name} value={town.name} />
            ))}
          </datalist>
          <BoField
            id="street"
            label={t('fields.street')}
            defaultValue={initial?.street ?? ''}
            error={field('street')}
          />
          <BoField
            id="postalCode"
            label={t('fields.postalCode')}
            defaultValue={initial?.postalCode ?? ''}
            inputMode="numeric"
            // The offer's address, not the staff member's own: the browser is not to fill theirs in.
            autoComplete="off"
            error={field('postalCode')}
          />
          <BoField
            id="lat"
            label={`${t('fields.lat')} *`}
            value={position.lat}
            onChange={(event) => setPosition({ ...position, lat: event.target.value })}
            inputMode="decimal"
            required
            error={field('lat')}
          />
          <BoField
            id="lng"
            label={`${t('fields.lng')} *`}
            value={position.lng}
            onChange={(event) => setPosition({ ...position, lng: event.target.value })}
            inputMode="decimal"
            required
            error={field('lng')}
          />
        </div>
        <p id="location-hint" className="bo-field__hint">
          {tl('hint')}
        </p>
        <p className="bo-field__hint" role="status">
          {townNote}
        </p>
        <LocationPicker
          lat={lat}
          lng={lng}
          recentre={recentre}
          tiles={options.tiles}
          describedBy="location-hint"
          onChange={(newLat, newLng) => setPosition({ lat: String(newLat), lng: String(newLng) })}
        />
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>{t('sections.prices')}</legend>
        <div className="bo-grid">
          {(['price', 'discountPrice', 'priceSqMeter'] as const).map((name) => (
            <BoField
              key={name}
              id={name}
              label={t(`fields.${name}`)}
              hint={name === 'discountPrice' ? t('fields.discountHint') : undefined}
              defaultValue={groszeToAmount(initial?.[name] ?? null)}
              inputMode="decimal"
              error={field(name)}
            />
          ))}
          {AREAS.map((name) => (
            <BoField
              key={name}
              id={name}
              label={t(`fields.${name}`)}
              defaultValue={
                initial?.[name] === null || initial?.[name] === undefined ? '' : String(initial[name])
              }
              inputMode="decimal"
              error={field(name)}
            />
          ))}
        </div>
      </fieldset>

      <TenderFields mode={saleMode} initial={initial} error={field} />

      <fieldset className="bo-fieldset">
        <legend>{t('sections.legal')}</legend>
        <div className="bo-check">
          <input id="mpzp" name="mpzp" type="checkbox" defaultChecked={initial?.mpzp ?? false} />
          <label htmlFor="mpzp">{t('fields.mpzp')}</label>
        </div>
        <div className="bo-grid">
          <BoField
            id="plotNumbers"
            label={t('fields.plotNumbers')}
            defaultValue={initial?.plotNumbers ?? ''}
            error={field('plotNumbers')}
          />
          <BoField
            id="plotIds"
            label={t('fields.plotIds')}
            hint={t('fields.plotIdsHint')}
            defaultValue={initial?.plotIds.join(', ') ?? ''}
            autoComplete="off"
            error={field('plotIds')}
          />
          <BoField
            id="landRegister"
            label={t('fields.landRegister')}
            hint={t('fields.landRegisterHint')}
            defaultValue={initial?.landRegister ?? ''}
            error={field('landRegister')}
          />
          <BoField
            id="videoId"
            label={t('fields.videoId')}
            hint={t('fields.videoIdHint')}
            defaultValue={initial?.videoId ?? ''}
            error={field('videoId')}
          />
        </div>
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>{t('sections.flags')}</legend>
        {options.newDays !== null && (
          <p id="flags-isNew-hint" className="bo-field__hint">
            {tr('newFlagHint', { days: options.newDays })}
          </p>
        )}
        <div className="bo-checks">
          {options.flags.map((flag) => (
            <div className="bo-check" key={flag}>
              <input
                id={`flags.${flag}`}
                name={`flags.${flag}`}
                type="checkbox"
                defaultChecked={initial?.flags[flag] ?? false}
                aria-describedby={
                  flag === 'isNew' && options.newDays !== null ? 'flags-isNew-hint' : undefined
                }
              />
              <label htmlFor={`flags.${flag}`}>{t(`flags.${flag}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}

function SelectField({
  id,
  label,
  options,
  error,
  defaultValue,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: [string, string][];
  error?: string;
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <LabelledField id={id} label={label} error={error}>
      <select
        id={id}
        name={id}
        defaultValue={value === undefined ? defaultValue : undefined}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        {...errorProps(id, error)}
      >
        {options.map(([optionValue, name]) => (
          <option key={optionValue} value={optionValue}>
            {name}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

function TextAreaField({
  id,
  label,
  hint,
  lang,
  defaultValue,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  lang: string;
  defaultValue: string;
  error?: string;
}) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={id}
        lang={lang}
        rows={3}
        defaultValue={defaultValue}
        {...errorProps(id, error, hint)}
      />
    </LabelledField>
  );
}
