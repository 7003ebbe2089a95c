'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { moveItem, moveTarget } from '../../media/media-list';
import type { FieldSpec, RepeatTexts } from '../form-spec';
import { MoveButtons } from '../move-buttons';
import { useKeptFocus } from '../use-kept-focus';
import { KindField } from './kind-field';

type RepeatSpec = Extract<FieldSpec, { widget: 'repeat' }>;

/** Where each `texts` of a repeat field has its sentences (typed keys: one namespace per name). */
const NAMESPACES = { slides: 'backOffice.site.home' } as const satisfies Record<RepeatTexts, string>;

/** The sentences of a repeat field's items, by its `texts`: the home page's slides'. */
function useRepeatTexts(texts: RepeatTexts) {
  const t = useTranslations(NAMESPACES[texts]);
  return {
    hint: (max: number) => t('slidesHint', { max }),
    none: t('noSlides'),
    item: (number: number) => t('slide', { number }),
    up: (number: number) => t('slideUpLabel', { number }),
    down: (number: number) => t('slideDownLabel', { number }),
    remove: (number: number) => t('slideRemoveLabel', { number }),
    moved: (position: number, count: number) => t('slideMoved', { position, count }),
    removed: (number: number) => t('slideRemoved', { number }),
    add: t('addSlide'),
    buttons: { up: t('moveUp'), down: t('moveDown'), remove: t('remove') },
  };
}

/**
 * A `repeat` field (decision 052 S7: the home page's slides): its items in order, each a fieldset of
 * its fields sent under `<name>.<place>.<field>` (their count in a hidden value named `name`), at
 * most `max`. Added, moved up or down and removed by buttons, keyboard first: a new item's first
 * field takes focus, a moved item's button keeps it, a removed item's place goes to the next item
 * (or the add button), and each change is said in a polite live region. What an item's fields hold
 * moves with it, and the form's autosave and unsaved-changes guard learn of every change.
 */
export function RepeatField({
  id,
  name,
  field,
  errors,
  error,
}: {
  id: string;
  name: string;
  field: RepeatSpec;
  errors: Readonly<Record<string, string>>;
  error: string | undefined;
}) {
  const t = useRepeatTexts(field.texts);
  const next = useRef(field.items.length);
  const [items, setItems] = useState(() => field.items.map((fields, key) => ({ key, fields })));
  const [said, setSaid] = useState('');
  const [focus, setFocus] = useState<string | null>(null);
  const { list, keep } = useKeptFocus();
  const count = useRef<HTMLInputElement>(null);
  const add = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focus) return;
    const target =
      focus === 'add' ? add.current : list.current?.querySelector<HTMLElement>(`[id="${focus}"]`);
    target?.focus();
    setFocus(null);
  }, [focus, list]);

  // Drawn first, then told: the autosave reads the controls as they are now.
  const change = (update: () => void, sentence: string) => {
    flushSync(update);
    setSaid(sentence);
    count.current?.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const itemId = (key: number, sub: string) => `${id}-${key}-${sub}`;

  function move(index: number, how: 'up' | 'down') {
    const to = moveTarget(index, items.length, how);
    const item = items[index];
    if (to === null || !item) return;
    keep(`${item.key}-${how}`);
    change(() => setItems(moveItem(items, index, to)), t.moved(to + 1, items.length));
  }

  function remove(index: number) {
    const after = items[index + 1] ?? items[index - 1];
    const first = field.blank[0]?.name;
    change(() => setItems(items.filter((_, place) => place !== index)), t.removed(index + 1));
    setFocus(after && first ? itemId(after.key, first) : 'add');
  }

  function append() {
    const key = next.current;
    next.current += 1;
    change(() => setItems([...items, { key, fields: field.blank }]), '');
    const first = field.blank[0]?.name;
    if (first) setFocus(itemId(key, first));
  }

  return (
    <fieldset className="bo-fieldset" aria-describedby={`${id}-hint`}>
      <legend>{field.label}</legend>
      <p id={`${id}-hint`} className="bo-field__hint">
        {t.hint(field.max)}
      </p>
      <input ref={count} type="hidden" name={name} value={items.length} />
      <p className="bo-visually-hidden" aria-live="polite">
        {said}
      </p>
      {error && <p className="bo-field__error">{error}</p>}
      {items.length === 0 && <p>{t.none}</p>}
      <ol className="bo-site-slides" ref={list}>
        {items.map((item, index) => {
          const number = index + 1;
          return (
            <li key={item.key} className="bo-site-slide" data-testid={`${name}-item`}>
              <fieldset className="bo-fieldset">
                <legend>{t.item(number)}</legend>
                {item.fields.map((sub) => {
                  const path = `${name}.${index}.${sub.name}`;
                  return (
                    <KindField
                      key={sub.name}
                      id={itemId(item.key, sub.name)}
                      name={path}
                      field={sub}
                      error={errors[path]}
                      errors={errors}
                    />
                  );
                })}
                <div className="bo-actions">
                  <MoveButtons
                    itemKey={item.key}
                    index={index}
                    count={items.length}
                    labels={{ up: t.up(number), down: t.down(number) }}
                    texts={{ up: t.buttons.up, down: t.buttons.down }}
                    onMove={move}
                  />
                  <button
                    type="button"
                    className="bo-link-button"
                    aria-label={t.remove(number)}
                    onClick={() => remove(index)}
                  >
                    {t.buttons.remove}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {items.length < field.max && (
        <button ref={add} type="button" className="bo-button bo-button--secondary" onClick={append}>
          {t.add}
        </button>
      )}
    </fieldset>
  );
}
