'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { moveItem, moveTarget } from '../media/media-list';
import { kindClient } from './kind-client';
import { MoveButtons } from './move-buttons';
import { useKeptFocus } from './use-kept-focus';
import { useKindAction } from './use-kind-action';

/** An item of a list in manual order, with its screen's words about it. */
interface OrderItem {
  key: string;
  title: string;
  /** Where an item not plainly public stands, in the staff member's words; null when it is. */
  state: string | null;
  editHref: string;
  editLabel: string;
  upLabel: string;
  downLabel: string;
}

/**
 * A kind's list in its manual order (decision 052 §3.10, the FAQ's): each item moves up or down
 * with its buttons, saved at once as the group's whole order (`PUT …/order`); the moved item's
 * button keeps the focus and its new place is announced. A refused move puts the list back.
 */
export function OrderList({
  kind,
  group,
  lang,
  items: initial,
  texts,
  testId,
}: {
  kind: string;
  /** What the items share (a FAQ's language), sent with the order. */
  group: Record<string, string>;
  lang: 'pl' | 'en';
  items: OrderItem[];
  texts: { edit: string; moveUp: string; moveDown: string; empty: string };
  testId: string;
}) {
  const tk = useTranslations('backOffice.kinds');
  const { busy, act, status } = useKindAction();
  const [items, setItems] = useState(initial);
  const { list, keep: setFocus } = useKeptFocus();

  function move(index: number, how: 'up' | 'down') {
    const to = moveTarget(index, items.length, how);
    const item = items[index];
    if (to === null || !item || busy) return;
    const next = moveItem(items, index, to);
    const before = items;
    setItems(next);
    setFocus(`${item.key}-${how}`);
    void act(
      () =>
        kindClient(kind).order(
          group,
          next.map((entry) => entry.key),
        ),
      () => tk('moved', { position: to + 1, count: next.length }),
    ).then((done) => {
      if (!done) setItems(before);
    });
  }

  if (items.length === 0) return <p>{texts.empty}</p>;
  return (
    <>
      {status}
      <ol className="bo-site-list" ref={list} data-testid={testId}>
        {items.map((item, index) => (
          <li key={item.key} className="bo-site-list__item">
            <span className="bo-site-list__text">
              <span lang={lang}>{item.title}</span>
              {item.state && <span className="bo-site-list__state"> ({item.state})</span>}
            </span>
            <span className="bo-site-list__tools">
              <a href={item.editHref} aria-label={item.editLabel}>
                {texts.edit}
              </a>
              <MoveButtons
                itemKey={item.key}
                index={index}
                count={items.length}
                labels={{ up: item.upLabel, down: item.downLabel }}
                texts={{ up: texts.moveUp, down: texts.moveDown }}
                onMove={move}
              />
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
