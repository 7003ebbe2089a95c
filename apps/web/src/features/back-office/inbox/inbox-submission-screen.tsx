import { inboxSubmissionResponseSchema } from '@estate/domain/api/back-office-inbox-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { INBOX_NOTE_MAX, INBOX_STATUSES } from '@estate/domain/form-inbox';
import type { Language } from '@estate/domain/language';
import { PROPERTY_TYPES } from '@estate/domain/property-types';
import { VOIVODESHIPS } from '@estate/domain/voivodeships';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../auth/staff-session';
import { BackOfficeFrame } from '../shell/back-office-frame';
import { backOfficeLanguage } from '../shell/back-office-language';
import { inboxDateFormat } from './inbox-screen';
import { InboxHandlingForms, InboxNoteForm } from './inbox-submission-forms';
import './inbox.css';

type IdParams = { params: Promise<{ id: string }> };

export async function inboxSubmissionMetadata({ params }: IdParams): Promise<Metadata> {
  const { id } = await params;
  const t = await getTranslations({
    locale: await backOfficeLanguage(),
    namespace: 'backOffice.inbox.detail',
  });
  return { title: t('title', { id }) };
}

const nameIn = (item: { namePl: string; nameEn: string }, lang: Language) =>
  lang === 'en' ? item.nameEn : item.namePl;

/** One line of a description list; nothing when there is no value. */
function Line({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * `/panel/zgloszenia/<id>`: one submission (issue 18): what the sender wrote, the offer it is
 * about, its status and who handles it, and staff's notes. A submission about another agent's
 * offer is refused by the API (403), shown here as such; a missing one is the back office's 404.
 */
export async function InboxSubmissionScreen({ params }: IdParams) {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, tl, te] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.inbox' }),
    getTranslations({ locale: lang, namespace: 'backOffice.languages' }),
    getTranslations({ locale: lang, namespace: 'errorCodes' }),
  ]);
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const { status, body } = await backOfficeGet(`/api/back-office/inbox/${id}`, inboxSubmissionResponseSchema);
  if (status === 404) notFound();
  const title = t('detail.title', { id });
  const back = (
    <p>
      <a href={backOfficePaths.inbox}>{t('detail.backToList')}</a>
    </p>
  );
  if (status !== 200 || !body) {
    return (
      <BackOfficeFrame staff={staff} title={title} current="inbox">
        <p role="alert" className="bo-alert">
          {te(status === 403 ? 'forbidden' : 'internal_error')}
        </p>
        {back}
      </BackOfficeFrame>
    );
  }
  const submission = body.data;
  const { content } = submission;
  const date = inboxDateFormat(lang);
  const at = (iso: string) => <time dateTime={iso}>{date.format(new Date(iso))}</time>;
  // An ask request's criteria, when it named any (each is optional).
  const criteria =
    content.criteria && Object.values(content.criteria).some((value) => value !== null)
      ? content.criteria
      : null;
  const propertyType = PROPERTY_TYPES.find((type) => type.id === criteria?.typeProperty);
  const voivodeship = VOIVODESHIPS.find((v) => v.code === criteria?.voivodeship);

  return (
    <BackOfficeFrame staff={staff} title={title} current="inbox">
      {back}
      <section className="bo-panel" aria-labelledby="inbox-about">
        <h2 id="inbox-about">{t('detail.about')}</h2>
        <dl className="bo-inbox__details">
          <Line term={t('detail.kind')}>{t(`kinds.${submission.kind}`)}</Line>
          <Line term={t('detail.sent')}>{at(submission.createdAt)}</Line>
          <Line term={t('detail.lang')}>
            {submission.lang === 'en' ? tl('en') : submission.lang === 'pl' ? tl('pl') : submission.lang}
          </Line>
          <Line term={t('detail.offer')}>
            {submission.offer ? (
              <>
                <a href={backOfficePaths.offer(submission.offer.id)}>{submission.offer.tipi}</a>{' '}
                {lang === 'en' ? submission.offer.titleEn : submission.offer.titlePl}
              </>
            ) : (
              t('detail.noOffer')
            )}
          </Line>
          <Line term={t('table.status')}>{t(`statuses.${submission.status}`)}</Line>
          <Line term={t('table.assignee')}>{submission.assignee?.name ?? t('nobody')}</Line>
        </dl>
      </section>
      <section className="bo-panel" aria-labelledby="inbox-content">
        <h2 id="inbox-content">{t('detail.content')}</h2>
        {submission.personalDataRemovedAt ? (
          <p className="bo-notice">
            {t('detail.removed', { date: date.format(new Date(submission.personalDataRemovedAt)) })}
          </p>
        ) : (
          <dl className="bo-inbox__details">
            <Line term={t('detail.name')}>{content.name}</Line>
            <Line term={t('detail.email')}>
              {content.email && <a href={`mailto:${content.email}`}>{content.email}</a>}
            </Line>
            <Line term={t('detail.phone')}>
              {content.phone && <a href={`tel:${content.phone.replace(/[^+\d]/g, '')}`}>{content.phone}</a>}
            </Line>
            <Line term={t('detail.firm')}>{content.firm}</Line>
            <Line term={t('detail.message')}>
              {content.message && <span className="bo-inbox__message">{content.message}</span>}
            </Line>
            {criteria && (
              <Line term={t('detail.criteria')}>
                <ul className="bo-changes">
                  {criteria.typeClassified !== null && (
                    <li>
                      {t('detail.typeClassified')}:{' '}
                      {criteria.typeClassified === 2 ? t('detail.rent') : t('detail.sale')}
                    </li>
                  )}
                  {propertyType && (
                    <li>
                      {t('detail.typeProperty')}: {nameIn(propertyType, lang)}
                    </li>
                  )}
                  {voivodeship && (
                    <li>
                      {t('detail.voivodeship')}: {nameIn(voivodeship, lang)}
                    </li>
                  )}
                  {criteria.town && (
                    <li>
                      {t('detail.town')}: {criteria.town}
                    </li>
                  )}
                </ul>
              </Line>
            )}
            {content.consent && (
              <Line term={t('detail.consent', { version: content.consent.version })}>
                {content.consent.text}
              </Line>
            )}
          </dl>
        )}
      </section>
      <InboxHandlingForms
        submissionId={submission.id}
        status={submission.status}
        statuses={INBOX_STATUSES.map((state) => ({ value: state, label: t(`statuses.${state}`) }))}
        assigneeId={submission.assignee?.id ?? null}
        assignees={submission.assignees.map((person) => ({ value: person.id, label: person.name }))}
      />
      <section className="bo-panel" aria-labelledby="inbox-notes">
        <h2 id="inbox-notes">{t('detail.notes')}</h2>
        {submission.notes.length === 0 ? (
          <p>{t('detail.noNotes')}</p>
        ) : (
          <ol className="bo-inbox__notes">
            {submission.notes.map((note) => (
              <li key={note.id}>
                <p className="bo-muted">
                  {at(note.createdAt)}, {note.author?.name ?? t('detail.formerStaff')}
                </p>
                <p className="bo-inbox__message">{note.text}</p>
              </li>
            ))}
          </ol>
        )}
        {!submission.personalDataRemovedAt && (
          <InboxNoteForm submissionId={submission.id} maxLength={INBOX_NOTE_MAX} />
        )}
      </section>
    </BackOfficeFrame>
  );
}
