import { backOfficePaths } from '@estate/domain/back-office-paths';
import { blogCategories } from '@estate/domain/kinds/blog-categories';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../../auth/staff-session';
import { BackOfficeFrame } from '../../shell/back-office-frame';
import { backOfficeLanguage } from '../../shell/back-office-language';
import { formSpec } from '../form-spec';
import { KindForm, type KindFormTexts } from '../kind-form';
import { SiteProblem } from './site-hub-screen';

async function texts() {
  const locale = await backOfficeLanguage();
  const [t, tk] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice.content' }),
    getTranslations({ locale, namespace: 'backOffice.kinds' }),
  ]);
  return { t, tk };
}

export async function blogCategoriesMetadata(): Promise<Metadata> {
  const { t } = await texts();
  return { title: t('categories.title') };
}

/**
 * `/panel/tresci/kategorie` (decisions 037 and 052 S4): the blog's categories on the kinds'
 * mechanism, a live kind, so every save is public at once and there is no publication panel. Each
 * category is its own form in the list, as before (both names and the place in the public order,
 * the `number` field), the slug shown, as it is frozen after creation; a form below adds one, its
 * slug optional (made from the Polish name). The API refuses a stale save (the conflict notice),
 * a taken or malformed slug and the deletion of a category that posts are in.
 */
export async function BlogCategoriesScreen() {
  const staff = await requireStaff();
  const { t, tk } = await texts();
  const title = t('categories.title');
  const answer = await backOfficeGet(kindPaths(blogCategories.name).list, blogCategories.schemas.listAnswer);
  if (!answer.body)
    return <SiteProblem staff={staff} title={title} status={answer.status} current="content" />;
  const labels = {
    slug: t('categories.slugField'),
    namePl: t('categories.namePl'),
    nameEn: t('categories.nameEn'),
    position: t('categories.position'),
  };
  const langs = { nameEn: 'en' } as const;
  const here = backOfficePaths.blogCategories;
  const formTexts = (name: string): KindFormTexts => ({
    add: t('categories.create'),
    save: t('categories.save'),
    added: t('categories.created'),
    saved: t('categories.saved'),
    remove: {
      delete: t('categories.delete'),
      confirm: t('categories.deleteConfirm', { name }),
      yes: t('categories.deleteYes'),
      no: t('categories.deleteNo'),
      deleted: t('categories.deleted'),
    },
  });
  const items = answer.body.data;
  return (
    <BackOfficeFrame staff={staff} title={title} current="content">
      <p>
        <a href={backOfficePaths.content}>← {t('back')}</a>
      </p>
      <p>
        {t('categories.lead')} {tk('live')}
      </p>
      {items.length === 0 ? (
        <p>{t('categories.empty')}</p>
      ) : (
        <ul className="bo-site-hub">
          {items.map((item) => {
            const name = String(item.values.namePl ?? '');
            return (
              <li key={`${item.key}-${item.version}`} className="bo-panel">
                <KindForm
                  spec={formSpec(blogCategories, item, { lang: 'pl', labels, langs })}
                  texts={formTexts(name)}
                  listHref={here}
                  editorHref={here}
                  layout="inline"
                  label={name}
                />
                <p className="bo-muted">{t('categories.slug', { slug: String(item.values.slug ?? '') })}</p>
              </li>
            );
          })}
        </ul>
      )}
      <section className="bo-panel" aria-labelledby="new-category-title">
        <h2 id="new-category-title">{t('categories.add')}</h2>
        <KindForm
          spec={formSpec(blogCategories, null, { lang: 'pl', labels, langs })}
          texts={formTexts('')}
          listHref={here}
          editorHref={here}
          layout="inline"
        />
      </section>
    </BackOfficeFrame>
  );
}
