'use client';

import { formatDateTime } from '@estate/domain/dates';
import type { Language } from '@estate/domain/language';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { BoField, NewPasswordFields } from '../forms/bo-field';
import { useSectionForm } from '../forms/use-section-form';
import { sendChecked } from '../shell/checked-fetch';

export interface ProfileValues {
  name: string;
  lang: Language;
  card: { jobPl: string; jobEn: string; phone: string } | null;
}

const value = (form: FormData, name: string) => String(form.get(name) ?? '');

/** An agent card's job title in each language, each field in its language. */
const JOB_FIELDS = [
  ['jobPl', 'pl'],
  ['jobEn', 'en'],
] as const;

/** The answers' schemas, ours and Better Auth's, loaded on the first call (decision 052 §3.10). */
const ours = () => import('@estate/domain/api/staff-responses');
const auth = () => import('@estate/domain/api/staff-auth-answers');
const schemas = {
  me: () => ours().then((m) => m.meResponseSchema),
  revoked: () => ours().then((m) => m.sessionRevokedResponseSchema),
  done: () => auth().then((m) => m.authDoneAnswerSchema),
  sessions: () => auth().then((m) => m.sessionsAnswerSchema),
  current: () => auth().then((m) => m.currentSessionAnswerSchema),
};

/**
 * One section of the account page: a form named by its heading, what leads into it, its answer's
 * status, its fields and its button.
 */
function TitledForm({
  name,
  title,
  lead,
  status,
  submit,
  busy,
  onSubmit,
  children,
}: {
  name: string;
  title: string;
  lead?: ReactNode;
  status: ReactNode;
  submit: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form className="bo-form" noValidate onSubmit={onSubmit} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{title}</h2>
      {lead}
      {status}
      {children}
      <button type="submit" className="bo-button" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}

/** §6 "data changed": name and language, and an agent's public card. */
export function ProfileForm({ initial }: { initial: ProfileValues }) {
  const t = useTranslations('backOffice.account.profile');
  const tl = useTranslations('backOffice.languages');
  const tf = useTranslations('feedback');
  const { busy, fields, runChecked, status } = useSectionForm();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      name: value(form, 'name'),
      lang: value(form, 'lang'),
      ...(initial.card
        ? { jobPl: value(form, 'jobPl'), jobEn: value(form, 'jobEn'), phone: value(form, 'phone') }
        : {}),
    };
    void runChecked(
      () => sendChecked('/api/back-office/me', body, schemas.me, 'PUT'),
      () => {
        // The language is the back office's too: the next page is in it.
        if (body.lang !== initial.lang) setTimeout(() => window.location.reload(), 1500);
        return tf('dataChanged');
      },
    );
  };

  return (
    <TitledForm
      name="profile"
      title={t('title')}
      lead={initial.card && <p>{t('cardLead')}</p>}
      status={status}
      submit={t('submit')}
      busy={busy}
      onSubmit={onSubmit}
    >
      <BoField
        id="name"
        label={t('name')}
        defaultValue={initial.name}
        autoComplete="name"
        required
        error={fields.name}
      />
      <div className="bo-field">
        <label htmlFor="lang">{t('lang')}</label>
        <select id="lang" name="lang" defaultValue={initial.lang}>
          <option value="pl">{tl('pl')}</option>
          <option value="en">{tl('en')}</option>
        </select>
      </div>
      {initial.card && (
        <>
          {JOB_FIELDS.map(([id, lang]) => (
            <BoField
              key={id}
              id={id}
              label={t(id)}
              defaultValue={initial.card?.[id]}
              lang={lang}
              error={fields[id]}
            />
          ))}
          <BoField
            id="phone"
            label={t('phone')}
            type="tel"
            defaultValue={initial.card.phone}
            autoComplete="tel"
            error={fields.phone}
          />
        </>
      )}
    </TitledForm>
  );
}

/** §6 "photo changed": one file, sent as multipart; the server judges it by its content. */
export function PhotoForm({ photo }: { photo: string | null }) {
  const t = useTranslations('backOffice.account.photo');
  const tf = useTranslations('feedback');
  const [current, setCurrent] = useState(photo);
  const { busy, fields, runChecked, status } = useSectionForm();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void runChecked(
      () => sendChecked('/api/back-office/me/photo', form, schemas.me),
      (answer) => {
        setCurrent(answer.data.photo);
        return tf('photoChanged');
      },
    );
  };

  return (
    <TitledForm
      name="photo"
      title={t('title')}
      status={status}
      submit={t('submit')}
      busy={busy}
      onSubmit={onSubmit}
    >
      {current ? (
        // biome-ignore lint/performance/noImgElement: the API serves the 192 px file itself.
        <img
          className="bo-photo"
          src={current}
          alt={t('current')}
          width={96}
          height={96}
          data-testid="own-photo"
        />
      ) : (
        <p>{t('none')}</p>
      )}
      <BoField
        id="photo"
        label={t('field')}
        hint={t('hint')}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        required
        error={fields.photo}
      />
    </TitledForm>
  );
}

/** §6 "password changed": the current password, then the new one (§5); the other sessions end. */
export function ChangePasswordForm() {
  const t = useTranslations('backOffice.account.password');
  const tf = useTranslations('feedback');
  const { busy, fields, runChecked, status, setFields, text } = useSectionForm();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const values = {
      currentPassword: value(form, 'currentPassword'),
      password: value(form, 'password'),
      rePassword: value(form, 'rePassword'),
    };
    // What only the form knows is said at once; the §5 rules are the API's (see PasswordForm).
    const missing = {
      ...(values.currentPassword === '' ? { currentPassword: text('required') } : {}),
      ...(values.password !== values.rePassword ? { rePassword: text('passwords_mismatch') } : {}),
    };
    if (Object.keys(missing).length > 0) {
      setFields(missing);
      return;
    }
    const answer = await runChecked(
      () =>
        sendChecked(
          '/api/auth/change-password',
          { currentPassword: values.currentPassword, newPassword: values.password },
          schemas.done,
        ),
      () => tf('passwordChanged'),
    );
    if (answer) formElement.reset();
  };

  return (
    <TitledForm
      name="password"
      title={t('title')}
      lead={<p>{t('lead')}</p>}
      status={status}
      submit={t('submit')}
      busy={busy}
      onSubmit={onSubmit}
    >
      <BoField
        id="currentPassword"
        label={t('current')}
        type="password"
        autoComplete="current-password"
        required
        error={fields.currentPassword}
      />
      <NewPasswordFields label={t('new')} errors={fields} />
    </TitledForm>
  );
}

interface SessionRow {
  id: string;
  createdAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/**
 * One's own sessions (Better Auth's list, without their tokens: the API never shows them), each
 * with a sign-out by its id; this one is marked. Times in Polish time, as everywhere in the panel.
 */
export function SessionList() {
  const t = useTranslations('backOffice.account.sessions');
  const [sessions, setSessions] = useState<SessionRow[] | null>(null);
  const [currentSessionId, setCurrentSessionId] = useState<string | null>(null);

  async function load() {
    const [list, current] = await Promise.all([
      sendChecked('/api/auth/list-sessions', undefined, schemas.sessions),
      sendChecked('/api/auth/get-session', undefined, schemas.current),
    ]);
    setCurrentSessionId(current.ok ? (current.data?.session.id ?? null) : null);
    setSessions(list.ok ? list.data : []);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the page shows.
  useEffect(() => {
    void load();
  }, []);

  return (
    <section className="bo-panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('title')}</h2>
      <ul className="bo-sessions" data-testid="sessions">
        {(sessions ?? []).map((session) => (
          <li key={session.id}>
            <span>
              {session.userAgent ?? t('unknown')}
              <br />
              {t('since', {
                date: formatDateTime(session.createdAt),
                ip: session.ipAddress ?? t('unknown'),
              })}
            </span>
            {session.id === currentSessionId ? (
              <strong>{t('this')}</strong>
            ) : (
              <button
                type="button"
                className="bo-link-button"
                onClick={async () => {
                  await sendChecked(
                    `/api/back-office/me/sessions/${encodeURIComponent(session.id)}`,
                    undefined,
                    schemas.revoked,
                    'DELETE',
                  );
                  await load();
                }}
              >
                {t('revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
