'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { setFlash } from '../shell/flash-message';
import { EditorForm } from './editor-form';
import { KindField } from './fields/kind-field';
import { readValue } from './fields/sent-value';
import type { FormSpec } from './form-spec';
import { kindClient } from './kind-client';
import { useAutosave } from './use-autosave';
import { useKindAction } from './use-kind-action';

/** The sentences of one kind's form, in the staff member's language (from its screen's messages). */
export interface KindFormTexts {
  add: string;
  save: string;
  /** Absent: no link back (a form among others on its list). */
  cancel?: string;
  added: string;
  saved: string;
  /** A published item's save (its draft of changes); default: the kinds' "saved as a draft" sentence. */
  savedDraft?: string;
  /** Absent: the kind's items are not deleted here (named texts are the site's). */
  remove?: { delete: string; confirm: string; yes: string; no: string; deleted: string };
}

/**
 * The values the form sends: each field's as `readValue` reads it from its controls; the fields fixed
 * at creation only when creating.
 */
function valuesOf(form: HTMLFormElement, spec: FormSpec): Record<string, unknown> {
  const data = new FormData(form);
  const sent = spec.fields.filter((field) => spec.key === null || !field.fixed);
  return Object.fromEntries(sent.map((field) => [field.name, readValue(data, field, field.name)]));
}

/** How the form is laid out: fields under each other, in a row (a list's item), or two languages side by side. */
const LAYOUTS = {
  stack: 'bo-form bo-site-form',
  inline: 'bo-form bo-form--inline',
  languages: 'bo-form bo-site-form bo-form--languages',
} as const;

/**
 * A kind's editor form, rendered from its `FormSpec` (decision 052 §3.10): creates a new item, or
 * saves one at the version it was opened at (a published item's edits go to its draft, the public
 * page changes on "publish changes"), or deletes it after a question. A save someone else beat
 * shows who and when and keeps what was typed, with "save mine anyway". After a write the page
 * opens again with a message, so the list, the form and the publication panel agree with the server;
 * `after: 'stay'` keeps a form among others on its page (a named text) and says it in the form, at
 * the version the save answered. A live kind's save is public at once (no draft, no panel).
 * An existing item of a kind with states also saves itself as the person types (decision 060).
 */
export function KindForm({
  spec,
  texts,
  listHref,
  editorHref,
  after = 'reload',
  layout = 'stack',
  label,
  createdHref,
  plainIds = false,
}: {
  spec: FormSpec;
  texts: KindFormTexts;
  listHref: string;
  /** This item's editor (after a save; "their version" of a conflict). */
  editorHref: string;
  after?: 'reload' | 'stay';
  layout?: keyof typeof LAYOUTS;
  /** The form's name, when the page holds several (a category's Polish name). */
  label?: string;
  /**
   * Where a new item opens once created: this followed by its key (a group's editor, where its offers
   * are chosen; a string, as a server component hands it over); default: the list.
   */
  createdHref?: string;
  /** The page holds this form alone: its fields' ids are their names (`#title`, `#title-error`). */
  plainIds?: boolean;
}) {
  const tk = useTranslations('backOffice.kinds');
  const action = useKindAction();
  const { busy, fields, act, formRef, autosave: tools } = action;
  const base = useId();
  const [asking, setAsking] = useState(false);
  const client = kindClient(spec.kind);
  const { key } = spec;
  // A form that stays after a save writes on at the version that save answered.
  const [version, setVersion] = useState(spec.version);
  // Set once the form's handlers are attached: what is typed before hydration never reaches its
  // state (no autosave, no guard), so the browser tests wait for it on a slow machine.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const autosave = useAutosave({ spec, formRef, tools, values: (form) => valuesOf(form, spec) });
  // The version the next write of the person's own sends: an autosave moves it on too.
  const current = () => (spec.live ? version : autosave.version());

  const save = (form: HTMLFormElement, at: number | null) => {
    const values = valuesOf(form, spec);
    if (key === null || at === null) {
      void act(
        () => client.create(values),
        ({ item }) => {
          setFlash(texts.added);
          window.location.assign(createdHref ? `${createdHref}${encodeURIComponent(item.key)}` : listHref);
          return texts.added;
        },
      );
      return;
    }
    void act(
      () => client.save(key, at, values),
      ({ item }) => {
        // A published item's save is its draft: the public page waits for "publish changes".
        const done = item.draft ? (texts.savedDraft ?? tk('savedDraft')) : texts.saved;
        if (after === 'stay') {
          setVersion(item.version);
          return done;
        }
        setFlash(done);
        window.location.assign(editorHref);
        return done;
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // After the autosave in flight, at the version it answered (not a conflict with oneself).
    void autosave.settle().then(() => save(form, current()));
  };

  const { remove: removing } = texts;
  const remove = () => {
    const at = current();
    if (key === null || at === null || !removing) return;
    void act(
      () => client.remove(key, at),
      () => {
        setFlash(removing.deleted);
        window.location.assign(listHref);
        return removing.deleted;
      },
    );
  };

  return (
    <EditorForm
      action={action}
      className={LAYOUTS[layout]}
      label={label}
      testId={`${spec.kind}-entry-form`}
      ready={ready}
      theirsHref={editorHref}
      onSubmit={onSubmit}
      save={save}
    >
      {spec.fields
        .filter((field) => key === null || !field.fixed)
        .map((field) => (
          <KindField
            key={field.name}
            id={plainIds ? field.name : `${base}-${field.name}`}
            field={field}
            error={fields[field.name]}
            errors={fields}
          />
        ))}
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={busy}>
          {key === null ? texts.add : texts.save}
        </button>
        {texts.cancel && <a href={listHref}>{texts.cancel}</a>}
        {removing && key !== null && !asking && (
          <button type="button" className="bo-link-button" onClick={() => setAsking(true)}>
            {removing.delete}
          </button>
        )}
      </div>
      {autosave.status}
      {removing && key !== null && asking && (
        <div className="bo-actions">
          <p>{removing.confirm}</p>
          {/* biome-ignore lint/a11y/noAutofocus: the question replaces the button that was pressed. */}
          <button type="button" className="bo-link-button" disabled={busy} onClick={remove} autoFocus>
            {removing.yes}
          </button>
          <button type="button" className="bo-link-button" onClick={() => setAsking(false)}>
            {removing.no}
          </button>
        </div>
      )}
    </EditorForm>
  );
}
