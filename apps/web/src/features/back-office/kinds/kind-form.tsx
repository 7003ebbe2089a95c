'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { setFlash } from '../flash-message';
import { ConflictNotice } from './conflict-notice';
import { KindField } from './fields/kind-field';
import type { FormSpec } from './form-spec';
import { kindClient } from './kind-client';
import { useKindAction } from './use-kind-action';

/** The sentences of one kind's form, in the staff member's language (from its screen's messages). */
export interface KindFormTexts {
  add: string;
  save: string;
  cancel: string;
  added: string;
  saved: string;
  deleted: string;
  delete: string;
  deleteConfirm: string;
  deleteYes: string;
  deleteNo: string;
}

/** The values the form sends: each field's text; the fields fixed at creation only when creating. */
function valuesOf(form: HTMLFormElement, spec: FormSpec): Record<string, string> {
  const data = new FormData(form);
  const sent = spec.fields.filter((field) => spec.key === null || !field.fixed);
  return Object.fromEntries(sent.map((field) => [field.name, String(data.get(field.name) ?? '')]));
}

/**
 * A kind's editor form, rendered from its `FormSpec` (decision 052 §3.10): creates a new item, or
 * saves one at the version it was opened at (a published item's edits go to its draft, the public
 * page changes on "publish changes"), or deletes it after a question. A save someone else beat
 * shows who and when and keeps what was typed, with "save mine anyway". After a write the page
 * opens again with a message, so the list, the form and the publication panel agree with the server.
 */
export function KindForm({
  spec,
  texts,
  listHref,
  editorHref,
}: {
  spec: FormSpec;
  texts: KindFormTexts;
  listHref: string;
  /** This item's editor (after a save; "their version" of a conflict). */
  editorHref: string;
}) {
  const tk = useTranslations('backOffice.kinds');
  const { busy, fields, conflict, act, status, formRef } = useKindAction();
  const base = useId();
  const [asking, setAsking] = useState(false);
  const client = kindClient(spec.kind);
  const { key, version } = spec;

  const save = (form: HTMLFormElement, at: number | null) => {
    const values = valuesOf(form, spec);
    if (key === null || at === null) {
      void act(
        () => client.create(values),
        () => {
          setFlash(texts.added);
          window.location.assign(listHref);
          return texts.added;
        },
      );
      return;
    }
    void act(
      () => client.save(key, at, values),
      ({ item }) => {
        // A published item's save is its draft: the public page waits for "publish changes".
        const done = item.draft ? tk('savedDraft') : texts.saved;
        setFlash(done);
        window.location.assign(editorHref);
        return done;
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save(event.currentTarget, version);
  };

  const remove = () => {
    if (key === null || version === null) return;
    void act(
      () => client.remove(key, version),
      () => {
        setFlash(texts.deleted);
        window.location.assign(listHref);
        return texts.deleted;
      },
    );
  };

  return (
    <form
      ref={formRef}
      className="bo-form bo-site-form"
      noValidate
      onSubmit={onSubmit}
      data-testid={`${spec.kind}-entry-form`}
    >
      {status}
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          theirsHref={editorHref}
          busy={busy}
          onOverwrite={(theirs) => formRef.current && save(formRef.current, theirs)}
        />
      )}
      {spec.fields
        .filter((field) => key === null || !field.fixed)
        .map((field) => (
          <KindField
            key={field.name}
            id={`${base}-${field.name}`}
            field={field}
            lang={spec.lang}
            error={fields[field.name]}
          />
        ))}
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={busy}>
          {key === null ? texts.add : texts.save}
        </button>
        <a href={listHref}>{texts.cancel}</a>
        {key !== null && !asking && (
          <button type="button" className="bo-link-button" onClick={() => setAsking(true)}>
            {texts.delete}
          </button>
        )}
      </div>
      {key !== null && asking && (
        <div className="bo-actions">
          <p>{texts.deleteConfirm}</p>
          {/* biome-ignore lint/a11y/noAutofocus: the question replaces the button that was pressed. */}
          <button type="button" className="bo-link-button" disabled={busy} onClick={remove} autoFocus>
            {texts.deleteYes}
          </button>
          <button type="button" className="bo-link-button" onClick={() => setAsking(false)}>
            {texts.deleteNo}
          </button>
        </div>
      )}
    </form>
  );
}
