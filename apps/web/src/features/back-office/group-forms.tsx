'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { sendJson } from './back-office-fetch';
import { BoField } from './bo-field';
import { setFlash } from './flash-message';
import { moveItem, moveTarget } from './media-list';
import { RichTextField } from './rich-text-field';
import { SiteImageField } from './site-image-field';
import { useSectionForm } from './use-section-form';

/** A group's fields as the form edits them. */
export interface GroupValues {
  id: number | null;
  type: 'promotion' | 'territorial' | 'offer_type';
  namePl: string;
  nameEn: string;
  descriptionPl: string;
  descriptionEn: string;
  image: string | null;
  voivodeship: number | null;
  sortOrder: number;
}

/**
 * A special-offer group's own fields: its type, names and descriptions in both languages, its image
 * (uploaded to the media store), a territorial group's voivodeship, and its place among its type's
 * groups. A new group opens its own page once created, where its offers are chosen.
 */
export function GroupForm({
  group,
  types,
  voivodeships,
  nameMax,
  sortOrderMax,
  groupsHref,
}: {
  group: GroupValues;
  types: [GroupValues['type'], string][];
  voivodeships: [number, string][];
  nameMax: number;
  sortOrderMax: number;
  /** The groups' list; a group's page is this plus `/{id}`. */
  groupsHref: string;
}) {
  const t = useTranslations('backOffice.site.groups');
  const { busy, fields, run, status, formRef } = useSectionForm();
  const base = useId();
  const [type, setType] = useState(group.type);
  const [image, setImage] = useState(group.image);
  const [asking, setAsking] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const voivodeship = String(form.get('voivodeship') ?? '');
    const order = String(form.get('sortOrder') ?? '').trim();
    const body = {
      type,
      namePl: String(form.get('namePl') ?? ''),
      nameEn: String(form.get('nameEn') ?? ''),
      descriptionPl: String(form.get('descriptionPl') ?? ''),
      descriptionEn: String(form.get('descriptionEn') ?? ''),
      image,
      voivodeship: type === 'territorial' && voivodeship !== '' ? Number(voivodeship) : null,
      sortOrder: order === '' ? 0 : Number(order),
    };
    void run(
      () =>
        group.id === null
          ? sendJson('/api/back-office/offer-groups', body)
          : sendJson(`/api/back-office/offer-groups/${group.id}`, body, 'PUT'),
      (answer) => {
        const id = (answer.data?.data as { id?: number } | undefined)?.id ?? group.id;
        setFlash(group.id === null ? t('created') : t('saved'));
        window.location.assign(`${groupsHref}/${id}`);
        return t('saved');
      },
    );
  };

  const remove = () =>
    void run(
      () => sendJson(`/api/back-office/offer-groups/${group.id}`, undefined, 'DELETE'),
      () => {
        setFlash(t('deleted'));
        window.location.assign(groupsHref);
        return t('deleted');
      },
    );

  return (
    <form
      ref={formRef}
      className="bo-form bo-site-form"
      noValidate
      onSubmit={onSubmit}
      data-testid="group-form"
    >
      {status}
      <div className="bo-field">
        <label htmlFor={`${base}-type`}>{t('type')}</label>
        <select
          id={`${base}-type`}
          value={type}
          onChange={(event) => setType(event.currentTarget.value as GroupValues['type'])}
        >
          {types.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {type === 'territorial' && (
        <div className="bo-field">
          <label htmlFor={`${base}-voivodeship`}>{t('voivodeship')}</label>
          <select
            id={`${base}-voivodeship`}
            name="voivodeship"
            defaultValue={group.voivodeship === null ? '' : String(group.voivodeship)}
            aria-invalid={fields.voivodeship ? true : undefined}
            aria-describedby={fields.voivodeship ? `${base}-voivodeship-error` : undefined}
          >
            <option value="">{t('chooseVoivodeship')}</option>
            {voivodeships.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {fields.voivodeship && (
            <p id={`${base}-voivodeship-error`} className="bo-field__error">
              {fields.voivodeship}
            </p>
          )}
        </div>
      )}
      <BoField
        id={`${base}-namePl`}
        name="namePl"
        label={t('namePl')}
        lang="pl"
        maxLength={nameMax}
        defaultValue={group.namePl}
        error={fields.namePl}
      />
      <BoField
        id={`${base}-nameEn`}
        name="nameEn"
        label={t('nameEn')}
        lang="en"
        maxLength={nameMax}
        defaultValue={group.nameEn}
        error={fields.nameEn}
      />
      <RichTextField
        id={`${base}-descriptionPl`}
        name="descriptionPl"
        label={t('descriptionPl')}
        lang="pl"
        defaultValue={group.descriptionPl}
        error={fields.descriptionPl}
      />
      <RichTextField
        id={`${base}-descriptionEn`}
        name="descriptionEn"
        label={t('descriptionEn')}
        lang="en"
        defaultValue={group.descriptionEn}
        error={fields.descriptionEn}
      />
      <SiteImageField
        id={`${base}-image`}
        kind="group"
        label={t('image')}
        value={image}
        onChange={setImage}
        error={fields.image}
        optional
      />
      <BoField
        id={`${base}-sortOrder`}
        name="sortOrder"
        label={t('sortOrder')}
        hint={t('sortOrderHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={sortOrderMax}
        step={1}
        defaultValue={String(group.sortOrder)}
        error={fields.sortOrder}
      />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={busy}>
          {group.id === null ? t('create') : t('save')}
        </button>
        {group.id !== null && !asking && (
          <button type="button" className="bo-link-button" onClick={() => setAsking(true)}>
            {t('delete')}
          </button>
        )}
      </div>
      {group.id !== null && asking && (
        <div className="bo-actions">
          <p>{t('deleteConfirm')}</p>
          {/* biome-ignore lint/a11y/noAutofocus: the question replaces the button that was pressed. */}
          <button type="button" className="bo-link-button" disabled={busy} onClick={remove} autoFocus>
            {t('deleteYes')}
          </button>
          <button type="button" className="bo-link-button" onClick={() => setAsking(false)}>
            {t('deleteNo')}
          </button>
        </div>
      )}
    </form>
  );
}

/** An offer as the member list and the search results show it. */
export interface MemberOffer {
  offerId: number;
  tipi: string;
  title: string;
  /** The offer's state, in the staff member's language. */
  state: string;
}

/**
 * A group's member offers in the order its page lists them: moved up or down, removed, or added
 * from the search results, each change saved at once as the whole list
 * (`PUT /api/back-office/offer-groups/{id}/members`), so a new search loses nothing.
 */
export function GroupMembersEditor({
  groupId,
  members,
  found,
}: {
  groupId: number;
  members: MemberOffer[];
  /** The offers the search found (the page's GET form). */
  found: MemberOffer[];
}) {
  const t = useTranslations('backOffice.site.groups');
  const { busy, run, status } = useSectionForm();
  const [items, setItems] = useState(members);
  const [focus, setFocus] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`)?.focus();
    setFocus(null);
  }, [focus]);

  function save(next: MemberOffer[], done: string) {
    if (busy) return;
    const before = items;
    setItems(next);
    void run(
      () =>
        sendJson(
          `/api/back-office/offer-groups/${groupId}/members`,
          { offerIds: next.map((item) => item.offerId) },
          'PUT',
        ),
      () => done,
    ).then((answer) => {
      if (!answer) setItems(before);
    });
  }

  function move(index: number, how: 'up' | 'down') {
    const to = moveTarget(index, items.length, how);
    const item = items[index];
    if (to === null || !item) return;
    setFocus(`${item.offerId}-${how}`);
    save(
      moveItem(items, index, to),
      t('memberMoved', { tipi: item.tipi, position: to + 1, count: items.length }),
    );
  }

  const inGroup = new Set(items.map((item) => item.offerId));
  return (
    <div className="bo-stack">
      {status}
      {items.length === 0 ? (
        <p>{t('noMembers')}</p>
      ) : (
        <ol className="bo-site-list" ref={list} data-testid="group-members">
          {items.map((item, index) => (
            <li key={item.offerId} className="bo-site-list__item">
              <span className="bo-site-list__text">
                <code>{item.tipi}</code> {item.title} <span className="bo-muted">({item.state})</span>
              </span>
              <span className="bo-site-list__tools">
                {(['up', 'down'] as const).map((how) => {
                  const possible = moveTarget(index, items.length, how) !== null;
                  return (
                    <button
                      key={how}
                      type="button"
                      className="bo-link-button"
                      data-move={`${item.offerId}-${how}`}
                      aria-disabled={possible ? undefined : true}
                      aria-label={t(how === 'up' ? 'memberUpLabel' : 'memberDownLabel', { tipi: item.tipi })}
                      onClick={() => possible && move(index, how)}
                    >
                      {t(how === 'up' ? 'moveUp' : 'moveDown')}
                    </button>
                  );
                })}
                <button
                  type="button"
                  className="bo-link-button"
                  aria-label={t('memberRemoveLabel', { tipi: item.tipi })}
                  onClick={() =>
                    save(
                      items.filter((other) => other.offerId !== item.offerId),
                      t('memberRemoved', { tipi: item.tipi }),
                    )
                  }
                >
                  {t('remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {found.length > 0 && (
        <>
          <h3>{t('found')}</h3>
          <ul className="bo-site-list" data-testid="group-found">
            {found.map((offer) => (
              <li key={offer.offerId} className="bo-site-list__item">
                <span className="bo-site-list__text">
                  <code>{offer.tipi}</code> {offer.title} <span className="bo-muted">({offer.state})</span>
                </span>
                <span className="bo-site-list__tools">
                  {inGroup.has(offer.offerId) ? (
                    <span>{t('alreadyMember')}</span>
                  ) : (
                    <button
                      type="button"
                      className="bo-link-button"
                      aria-label={t('addLabel', { tipi: offer.tipi })}
                      onClick={() => save([...items, offer], t('memberAdded', { tipi: offer.tipi }))}
                    >
                      {t('add')}
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
