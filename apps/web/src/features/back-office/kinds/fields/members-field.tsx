'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { moveItem, moveTarget } from '../../media/media-list';
import type { MemberOffer } from '../form-spec';
import { MoveButtons } from '../move-buttons';
import { saveChange } from '../use-autosave';
import { useKeptFocus } from '../use-kept-focus';

/**
 * A group's member offers first to last (decision 052 S5's `group-members` widget): moved up or
 * down, removed, or added from the offers the page's search found, by keyboard with focus kept.
 * The ids travel with the group's form; each change is saved at once by the form's autosave, as
 * the old members editor saved every change (a published group's into its draft), and is said in a
 * polite live region once saved. A change the form cannot save yet (an emptied name) is undone.
 */
export function MembersField({
  name,
  label,
  members,
  found,
  item,
}: {
  name: string;
  label: string;
  members: MemberOffer[];
  found: MemberOffer[];
  item: { kind: string; key: string | null };
}) {
  const t = useTranslations('backOffice.site.groups');
  const [items, setItems] = useState(members);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const { list, keep: setFocus } = useKeptFocus();

  async function save(next: MemberOffer[], done: string) {
    const { key } = item;
    if (busy || key === null) return;
    const before = items;
    setBusy(true);
    setSaid('');
    const saved = await saveChange(item.kind, key, () => flushSync(() => setItems(next)));
    setBusy(false);
    if (saved) setSaid(done);
    else setItems(before);
  }

  function move(index: number, how: 'up' | 'down') {
    const to = moveTarget(index, items.length, how);
    const member = items[index];
    if (to === null || !member) return;
    setFocus(`${member.offerId}-${how}`);
    void save(
      moveItem(items, index, to),
      t('memberMoved', { tipi: member.tipi, position: to + 1, count: items.length }),
    );
  }

  const inGroup = new Set(items.map((member) => member.offerId));
  return (
    <fieldset className="bo-fieldset bo-stack">
      <legend>{label}</legend>
      <p className="bo-muted">{t('membersLead')}</p>
      <input type="hidden" name={name} value={JSON.stringify(items.map((member) => member.offerId))} />
      <p role="status">{said}</p>
      {items.length === 0 ? (
        <p>{t('noMembers')}</p>
      ) : (
        <ol className="bo-site-list" ref={list} data-testid="group-members">
          {items.map((member, index) => (
            <li key={member.offerId} className="bo-site-list__item">
              <span className="bo-site-list__text">
                <code>{member.tipi}</code> {member.title} <span className="bo-muted">({member.state})</span>
              </span>
              <span className="bo-site-list__tools">
                <MoveButtons
                  itemKey={member.offerId}
                  index={index}
                  count={items.length}
                  labels={{
                    up: t('memberUpLabel', { tipi: member.tipi }),
                    down: t('memberDownLabel', { tipi: member.tipi }),
                  }}
                  texts={{ up: t('moveUp'), down: t('moveDown') }}
                  onMove={move}
                />
                <button
                  type="button"
                  className="bo-link-button"
                  aria-label={t('memberRemoveLabel', { tipi: member.tipi })}
                  onClick={() =>
                    void save(
                      items.filter((other) => other.offerId !== member.offerId),
                      t('memberRemoved', { tipi: member.tipi }),
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
                      onClick={() => void save([...items, offer], t('memberAdded', { tipi: offer.tipi }))}
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
    </fieldset>
  );
}
