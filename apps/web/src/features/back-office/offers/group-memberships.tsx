'use client';

import '../media/media-managers.css';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { useSectionForm } from '../forms/use-section-form';
import { sendChecked } from '../shell/checked-fetch';

/** A special-offer group as the editor offers it, named in the staff member's language. */
export interface GroupChoice {
  id: number;
  type: 'promotion' | 'territorial' | 'offer_type';
  name: string;
}

const TYPES = ['promotion', 'territorial', 'offer_type'] as const;

/** The saved memberships' schema, loaded on the first save so zod never comes with the page. */
const savedAnswer = () =>
  import('@estate/domain/api/back-office-offer-responses').then((m) => m.offerGroupsResponseSchema);

/**
 * The special-offer groups of an offer and its order in each (issue 17): a box per group, the
 * order beside it (a group's page shows its offers by this number, highest first), saved together.
 * Editors and admins only, as the API allows.
 */
export function GroupMemberships({
  offerId,
  groups,
  initial,
  orderMax,
}: {
  offerId: number;
  groups: GroupChoice[];
  initial: { groupId: number; order: number }[];
  /** The domain's GROUP_ORDER_MAX, handed over: its module brings zod, which stays out of the browser. */
  orderMax: number;
}) {
  const t = useTranslations('backOffice.groups');
  const { busy, fields, runChecked, status } = useSectionForm();
  const base = useId();
  const [chosen, setChosen] = useState<Record<number, string>>(
    Object.fromEntries(initial.map((membership) => [membership.groupId, String(membership.order)])),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = groups
      .filter((group) => chosen[group.id] !== undefined)
      .map((group) => ({ groupId: group.id, order: Number(chosen[group.id] || '0') }));
    void runChecked(
      () => sendChecked(`/api/back-office/offers/${offerId}/groups`, { groups: sent }, savedAnswer, 'PUT'),
      () => t('saved'),
    );
  };

  return (
    <section className="bo-panel bo-panel--wide" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{t('title')}</h2>
      <p id={`${base}-lead`}>{t('lead')}</p>
      <form
        className="bo-form bo-offer-editor"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${base}-title`}
      >
        {status}
        {TYPES.map((type) => {
          const ofType = groups.filter((group) => group.type === type);
          if (ofType.length === 0) return null;
          return (
            <fieldset key={type} className="bo-fieldset">
              <legend>{t(`types.${type}`)}</legend>
              <ul className="bo-group-list">
                {ofType.map((group) => {
                  const index = groups
                    .filter((g) => chosen[g.id] !== undefined)
                    .findIndex((g) => g.id === group.id);
                  const error = index === -1 ? undefined : fields[`groups.${index}.order`];
                  const box = `${base}-${group.id}`;
                  const member = chosen[group.id] !== undefined;
                  return (
                    <li key={group.id} className="bo-group-list__item">
                      <div className="bo-check">
                        <input
                          id={box}
                          type="checkbox"
                          checked={member}
                          onChange={(event) => {
                            const checked = event.currentTarget.checked;
                            setChosen((current) => {
                              const next = { ...current };
                              if (checked) next[group.id] = current[group.id] ?? '0';
                              else delete next[group.id];
                              return next;
                            });
                          }}
                        />
                        <label htmlFor={box}>{group.name}</label>
                      </div>
                      <div className="bo-field bo-group-list__order">
                        <label htmlFor={`${box}-order`}>
                          {t('order')}{' '}
                          <span className="bo-visually-hidden">{t('orderIn', { name: group.name })}</span>
                        </label>
                        <input
                          id={`${box}-order`}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={orderMax}
                          step={1}
                          disabled={!member}
                          value={chosen[group.id] ?? ''}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setChosen((current) => ({ ...current, [group.id]: value }));
                          }}
                          aria-describedby={error ? `${box}-order-error` : `${base}-lead`}
                          aria-invalid={error ? true : undefined}
                        />
                        {error && (
                          <p id={`${box}-order-error`} className="bo-field__error">
                            {error}
                          </p>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
        <div className="bo-actions">
          <button type="submit" className="bo-button" disabled={busy}>
            {t('save')}
          </button>
        </div>
      </form>
    </section>
  );
}
