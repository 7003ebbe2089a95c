'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { sendJson } from './back-office-fetch';
import { BoField } from './bo-field';
import { setFlash } from './flash-message';
import { moveItem, moveTarget } from './media-list';
import { RichTextField } from './rich-text-field';
import { useSectionForm } from './use-section-form';

/** A FAQ entry as the list and the form show it. */
interface FaqEntryView {
  id: number;
  question: string;
  answer: string;
  position: number;
}

/**
 * Adds or edits one FAQ entry of a language: the question, the answer (rich text, sanitised by the
 * API) and its place in the list (1 is first; left empty: last, or where it is). After a save or a
 * deletion the list's page opens again with a message.
 */
export function FaqEntryForm({
  lang,
  entry,
  count,
  questionMax,
  listHref,
}: {
  lang: 'pl' | 'en';
  entry: FaqEntryView | null;
  /** How many entries the language has: the highest place one can give. */
  count: number;
  questionMax: number;
  listHref: string;
}) {
  const t = useTranslations('backOffice.site.faq');
  const { busy, fields, run, status, formRef } = useSectionForm();
  const base = useId();
  const [asking, setAsking] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const place = String(form.get('position') ?? '').trim();
    const body = {
      question: String(form.get('question') ?? ''),
      answer: String(form.get('answer') ?? ''),
      ...(place === '' ? {} : { position: Number(place) }),
    };
    void run(
      () =>
        entry
          ? sendJson(`/api/back-office/faq/${entry.id}`, body, 'PUT')
          : sendJson('/api/back-office/faq', { lang, ...body }),
      () => {
        setFlash(entry ? t('saved') : t('added'));
        window.location.assign(listHref);
        return entry ? t('saved') : t('added');
      },
    );
  };

  const remove = () => {
    if (!entry) return;
    void run(
      () => sendJson(`/api/back-office/faq/${entry.id}`, undefined, 'DELETE'),
      () => {
        setFlash(t('deleted'));
        window.location.assign(listHref);
        return t('deleted');
      },
    );
  };

  return (
    <form
      ref={formRef}
      className="bo-form bo-site-form"
      noValidate
      onSubmit={onSubmit}
      data-testid="faq-entry-form"
    >
      {status}
      <div className="bo-field">
        <label htmlFor={`${base}-question`}>{t('question')}</label>
        <textarea
          id={`${base}-question`}
          name="question"
          rows={2}
          maxLength={questionMax}
          defaultValue={entry?.question ?? ''}
          lang={lang}
          required
          aria-invalid={fields.question ? true : undefined}
          aria-describedby={fields.question ? `${base}-question-error` : undefined}
        />
        {fields.question && (
          <p id={`${base}-question-error`} className="bo-field__error">
            {fields.question}
          </p>
        )}
      </div>
      <RichTextField
        id={`${base}-answer`}
        name="answer"
        label={t('answer')}
        lang={lang}
        defaultValue={entry?.answer ?? ''}
        error={fields.answer}
      />
      <BoField
        id={`${base}-position`}
        name="position"
        label={t('position')}
        hint={t('positionHint', { count: entry ? count : count + 1 })}
        type="number"
        inputMode="numeric"
        min={1}
        max={entry ? count : count + 1}
        step={1}
        defaultValue={entry ? String(entry.position) : ''}
        error={fields.position}
      />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={busy}>
          {entry ? t('save') : t('add')}
        </button>
        <a href={listHref}>{t('cancel')}</a>
        {entry && !asking && (
          <button type="button" className="bo-link-button" onClick={() => setAsking(true)}>
            {t('delete')}
          </button>
        )}
      </div>
      {entry && asking && (
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

/**
 * A language's FAQ in its order: each entry moves up or down with its buttons, saved at once as the
 * whole order (`PUT /api/back-office/faq/order`); the moved entry's button keeps the focus and its
 * new place is announced. An entry not yet public says so (decision 040).
 */
export function FaqOrderList({
  lang,
  entries,
  editHref,
}: {
  lang: 'pl' | 'en';
  /** `state`: where an entry not yet public stands, in the staff member's words; null when public. */
  entries: { id: number; question: string; state: string | null }[];
  /** The list page's address with `edit=`: an entry's id is appended. */
  editHref: string;
}) {
  const t = useTranslations('backOffice.site.faq');
  const { busy, run, status } = useSectionForm();
  const [items, setItems] = useState(entries);
  const [focus, setFocus] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`)?.focus();
    setFocus(null);
  }, [focus]);

  function move(index: number, how: 'up' | 'down') {
    const to = moveTarget(index, items.length, how);
    const item = items[index];
    if (to === null || !item || busy) return;
    const next = moveItem(items, index, to);
    const before = items;
    setItems(next);
    setFocus(`${item.id}-${how}`);
    void run(
      () => sendJson('/api/back-office/faq/order', { lang, ids: next.map((entry) => entry.id) }, 'PUT'),
      () => t('moved', { position: to + 1, count: next.length }),
    ).then((answer) => {
      if (!answer) setItems(before);
    });
  }

  if (items.length === 0) return <p>{t('empty')}</p>;
  return (
    <>
      {status}
      <ol className="bo-site-list" ref={list} data-testid="faq-order">
        {items.map((item, index) => (
          <li key={item.id} className="bo-site-list__item">
            <span className="bo-site-list__text">
              <span lang={lang}>{item.question}</span>
              {item.state && <span className="bo-site-list__state"> ({item.state})</span>}
            </span>
            <span className="bo-site-list__tools">
              <a href={`${editHref}${item.id}`} aria-label={t('editLabel', { question: item.question })}>
                {t('edit')}
              </a>
              {(['up', 'down'] as const).map((how) => {
                const possible = moveTarget(index, items.length, how) !== null;
                return (
                  <button
                    key={how}
                    type="button"
                    className="bo-link-button"
                    data-move={`${item.id}-${how}`}
                    aria-disabled={possible ? undefined : true}
                    aria-label={t(how === 'up' ? 'moveUpLabel' : 'moveDownLabel', {
                      question: item.question,
                    })}
                    onClick={() => possible && move(index, how)}
                  >
                    {t(how === 'up' ? 'moveUp' : 'moveDown')}
                  </button>
                );
              })}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
