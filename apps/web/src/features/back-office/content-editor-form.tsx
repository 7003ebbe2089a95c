'use client';

import type { BackOfficeContentItem } from '@estate/domain/api/back-office-content-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { ErrorCode } from '@estate/domain/error-codes';
import { fromWarsawLocal, toWarsawLocal } from '@estate/domain/warsaw-time';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { sendJson } from './back-office-fetch';
import { BoField } from './bo-field';
import { ContentImageField, uploadContentImage } from './content-image-field';
import { RichTextField } from './rich-text-field';
import { useSectionForm } from './use-section-form';

type Kind = 'news' | 'events' | 'blog' | 'pages';
type Language = 'pl' | 'en';

/** What the server screen hands over: the limits (this code does not import the domain's schemas) and the choices. */
export interface ContentEditorOptions {
  kind: Kind;
  limits: { title: number; lead: number; slug: number; alt: number; author: number; place: number };
  /** The blog's categories in the staff member's language. */
  categories: { id: number; name: string }[];
  /** Items of the other language to link as the translation, newest first (with the present one). */
  translations: { id: number; lang: Language; title: string }[];
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * One language version of a news item, event, blog post or page (issue 18, decision 037): its
 * fields, cover image with alt text, text with images, and the item of the other language it
 * translates. The API checks everything and answers field codes, shown beside each field; a new
 * item is created as a draft and the page moves to its editor.
 */
export function ContentEditorForm({
  item,
  defaultLang,
  options,
}: {
  item: BackOfficeContentItem | null;
  defaultLang: Language;
  options: ContentEditorOptions;
}) {
  const t = useTranslations('backOffice.content.editor');
  const te = useTranslations('errorCodes');
  const { busy, fields, run, status, setFields, formRef } = useSectionForm();
  const { kind, limits } = options;
  const [lang, setLang] = useState<Language>(item?.lang ?? defaultLang);
  const [image, setImage] = useState<string | null>(item?.image ?? null);
  const [deleting, setDeleting] = useState(false);
  const withSlug = kind === 'blog' || kind === 'pages';
  const withCover = kind !== 'pages';

  const uploadImage = async (file: File): Promise<string | null> => {
    const result = await uploadContentImage(file, 'text', () => undefined);
    if ('path' in result) return result.path;
    const code = result.refused;
    setFields({ content: code && te.has(code as ErrorCode) ? te(code as ErrorCode) : te('internal_error') });
    return null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const eventAt = text(form, 'eventDate');
    const category = text(form, 'categoryId');
    const translation = text(form, 'translationId');
    const body = {
      lang,
      title: text(form, 'title'),
      lead: text(form, 'lead'),
      content: text(form, 'content'),
      ...(withCover ? { image, imageAlt: text(form, 'imageAlt') } : {}),
      ...(withSlug ? { slug: text(form, 'slug') } : {}),
      ...(kind === 'blog'
        ? { categoryId: category === '' ? null : Number(category), author: text(form, 'author') }
        : {}),
      ...(kind === 'events'
        ? {
            eventDate: eventAt === '' ? null : (fromWarsawLocal(eventAt) ?? 'invalid'),
            place: text(form, 'place'),
          }
        : {}),
      translationId: translation === '' ? null : Number(translation),
    };
    void run(
      () =>
        item
          ? sendJson(`/api/back-office/content/${kind}/${item.id}`, body, 'PUT')
          : sendJson(`/api/back-office/content/${kind}`, body),
      (answer) => {
        const data = answer.data?.data as { id?: number } | undefined;
        if (!item && data?.id) window.location.assign(backOfficePaths.contentItem(kind, data.id));
        else setTimeout(() => window.location.reload(), 800);
        return item ? t('saved') : t('created');
      },
    ).then((answer) => {
      if (answer) return;
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.bo-content-editor [aria-invalid="true"]')?.focus(),
      );
    });
  };

  const onDelete = () => {
    if (!item || !window.confirm(t('deleteConfirm'))) return;
    setDeleting(true);
    void run(
      () => sendJson(`/api/back-office/content/${kind}/${item.id}`, undefined, 'DELETE'),
      () => {
        window.location.assign(backOfficePaths.contentList(kind));
        return t('deleted');
      },
    ).finally(() => setDeleting(false));
  };

  const others = options.translations.filter((choice) => choice.lang !== lang);
  return (
    <form ref={formRef} className="bo-form bo-content-editor" noValidate onSubmit={onSubmit}>
      <div className="bo-field">
        <label htmlFor="lang">{t('lang')}</label>
        <select
          id="lang"
          name="lang"
          value={lang}
          onChange={(event) => setLang(event.target.value as Language)}
        >
          <option value="pl">{t('languages.pl')}</option>
          <option value="en">{t('languages.en')}</option>
        </select>
      </div>
      <BoField
        id="title"
        label={t('title')}
        defaultValue={item?.title ?? ''}
        maxLength={limits.title}
        required
        lang={lang}
        error={fields.title}
      />
      {withSlug && (
        <BoField
          id="slug"
          label={t('slug')}
          hint={t('slugHint')}
          defaultValue={item?.slug ?? ''}
          maxLength={limits.slug}
          error={fields.slug}
        />
      )}
      <div className="bo-field">
        <label htmlFor="lead">{kind === 'pages' ? t('description') : t('lead')}</label>
        <textarea
          id="lead"
          name="lead"
          rows={3}
          lang={lang}
          maxLength={limits.lead}
          defaultValue={item?.lead ?? ''}
          aria-invalid={fields.lead ? true : undefined}
          aria-describedby={fields.lead ? 'lead-error' : undefined}
        />
        {fields.lead && (
          <p id="lead-error" className="bo-field__error">
            {fields.lead}
          </p>
        )}
      </div>
      {kind === 'events' && (
        <>
          <BoField
            id="eventDate"
            type="datetime-local"
            label={t('eventDate')}
            defaultValue={item?.eventDate ? toWarsawLocal(new Date(item.eventDate)) : ''}
            required
            error={fields.eventDate}
          />
          <BoField
            id="place"
            label={t('place')}
            defaultValue={item?.place ?? ''}
            maxLength={limits.place}
            lang={lang}
            error={fields.place}
          />
        </>
      )}
      {kind === 'blog' && (
        <>
          <div className="bo-field">
            <label htmlFor="categoryId">{t('category')}</label>
            <select
              id="categoryId"
              name="categoryId"
              defaultValue={
                item?.categoryId === null || item?.categoryId === undefined ? '' : String(item.categoryId)
              }
              aria-invalid={fields.categoryId ? true : undefined}
              aria-describedby={fields.categoryId ? 'categoryId-error' : undefined}
            >
              <option value="">{t('noCategory')}</option>
              {options.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            {fields.categoryId && (
              <p id="categoryId-error" className="bo-field__error">
                {fields.categoryId}
              </p>
            )}
          </div>
          <BoField
            id="author"
            label={t('author')}
            defaultValue={item?.author ?? ''}
            maxLength={limits.author}
            error={fields.author}
          />
        </>
      )}
      {withCover && (
        <>
          <ContentImageField
            id="image"
            label={t('image')}
            value={image}
            onChange={setImage}
            error={fields.image}
          />
          <BoField
            id="imageAlt"
            label={t('imageAlt')}
            hint={t('imageAltHint')}
            defaultValue={item?.imageAlt ?? ''}
            maxLength={limits.alt}
            lang={lang}
            error={fields.imageAlt}
          />
        </>
      )}
      <RichTextField
        id="content"
        name="content"
        label={t('content')}
        hint={t('contentHint')}
        lang={lang}
        defaultValue={item?.content ?? ''}
        error={fields.content}
        uploadImage={uploadImage}
      />
      <div className="bo-field">
        <label htmlFor="translationId">{t('translation')}</label>
        <p id="translationId-hint" className="bo-field__hint">
          {t('translationHint')}
        </p>
        <select
          id="translationId"
          name="translationId"
          defaultValue={item?.translation ? String(item.translation.id) : ''}
          aria-describedby={
            fields.translationId ? 'translationId-hint translationId-error' : 'translationId-hint'
          }
          aria-invalid={fields.translationId ? true : undefined}
        >
          <option value="">{t('noTranslation')}</option>
          {others.map((choice) => (
            <option key={choice.id} value={choice.id} lang={choice.lang}>
              {choice.title}
            </option>
          ))}
        </select>
        {fields.translationId && (
          <p id="translationId-error" className="bo-field__error">
            {fields.translationId}
          </p>
        )}
      </div>
      {status}
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={busy}>
          {item ? t('save') : t('create')}
        </button>
        {item && (
          <button
            type="button"
            className="bo-button bo-button--secondary"
            disabled={busy || deleting}
            onClick={onDelete}
          >
            {t('delete')}
          </button>
        )}
      </div>
    </form>
  );
}
