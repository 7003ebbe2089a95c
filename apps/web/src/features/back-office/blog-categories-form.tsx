'use client';

import type { BackOfficeBlogCategory } from '@estate/domain/api/back-office-content-responses';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { sendJson } from './back-office-fetch';
import { BoField } from './bo-field';
import { useSectionForm } from './use-section-form';

type Limits = { name: number; position: number };

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return {
    namePl: String(data.get('namePl') ?? ''),
    nameEn: String(data.get('nameEn') ?? ''),
    position: Number(data.get('position') ?? 0),
  };
};

/** One category's names and place, saved or deleted (only an empty one) on its own. */
function CategoryRow({ category, limits }: { category: BackOfficeBlogCategory; limits: Limits }) {
  const t = useTranslations('backOffice.content.categories');
  const { busy, fields, run, status, formRef } = useSectionForm();
  const prefix = `category-${category.id}`;
  const reload = () => setTimeout(() => window.location.reload(), 800);
  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      () =>
        sendJson(
          `/api/back-office/content/blog-categories/${category.id}`,
          valuesOf(event.currentTarget),
          'PUT',
        ),
      () => {
        reload();
        return t('saved');
      },
    );
  };
  const onDelete = () => {
    if (!window.confirm(t('deleteConfirm', { name: category.namePl }))) return;
    void run(
      () => sendJson(`/api/back-office/content/blog-categories/${category.id}`, undefined, 'DELETE'),
      () => {
        reload();
        return t('deleted');
      },
    );
  };
  return (
    <li className="bo-panel">
      <form
        ref={formRef}
        className="bo-form bo-form--inline"
        noValidate
        onSubmit={onSave}
        aria-label={category.namePl}
      >
        <CategoryFields prefix={prefix} category={category} limits={limits} fields={fields} />
        <p className="bo-muted">
          {t('slug', { slug: category.slug })} · {t('posts', { count: category.posts })}
        </p>
        <button type="submit" className="bo-button" disabled={busy}>
          {t('save')}
        </button>
        <button type="button" className="bo-button bo-button--secondary" disabled={busy} onClick={onDelete}>
          {t('delete')}
        </button>
      </form>
      {status}
    </li>
  );
}

function CategoryFields({
  prefix,
  category,
  limits,
  fields,
}: {
  prefix: string;
  category: BackOfficeBlogCategory | null;
  limits: Limits;
  fields: Record<string, string>;
}) {
  const t = useTranslations('backOffice.content.categories');
  return (
    <>
      <BoField
        id={`${prefix}-namePl`}
        name="namePl"
        label={t('namePl')}
        lang="pl"
        defaultValue={category?.namePl ?? ''}
        maxLength={limits.name}
        required
        error={fields.namePl}
      />
      <BoField
        id={`${prefix}-nameEn`}
        name="nameEn"
        label={t('nameEn')}
        lang="en"
        defaultValue={category?.nameEn ?? ''}
        maxLength={limits.name}
        required
        error={fields.nameEn}
      />
      <BoField
        id={`${prefix}-position`}
        name="position"
        type="number"
        min={0}
        max={limits.position}
        label={t('position')}
        defaultValue={category?.position ?? 0}
        error={fields.position}
      />
    </>
  );
}

/** The blog's categories (issue 18, decision 037): each editable in place, and a form adding one. */
export function BlogCategoriesForm({
  categories,
  limits,
}: {
  categories: BackOfficeBlogCategory[];
  limits: Limits;
}) {
  const t = useTranslations('backOffice.content.categories');
  const { busy, fields, run, status, formRef } = useSectionForm();
  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      () => sendJson('/api/back-office/content/blog-categories', valuesOf(event.currentTarget)),
      () => {
        setTimeout(() => window.location.reload(), 800);
        return t('created');
      },
    );
  };
  return (
    <>
      {categories.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="bo-site-hub">
          {categories.map((category) => (
            <CategoryRow key={category.id} category={category} limits={limits} />
          ))}
        </ul>
      )}
      <section className="bo-panel" aria-labelledby="new-category-title">
        <h2 id="new-category-title">{t('add')}</h2>
        <form ref={formRef} className="bo-form bo-form--inline" noValidate onSubmit={onAdd}>
          <CategoryFields prefix="new-category" category={null} limits={limits} fields={fields} />
          <button type="submit" className="bo-button" disabled={busy}>
            {t('create')}
          </button>
        </form>
        {status}
      </section>
    </>
  );
}
