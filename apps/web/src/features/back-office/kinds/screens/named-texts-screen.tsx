import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { KindItem } from '@estate/domain/kinds/answers';
import { chunks } from '@estate/domain/kinds/chunks';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { chunkKind, KNOWN_CHUNKS } from '@estate/domain/site-content';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../../auth/staff-session';
import { BackOfficeFrame } from '../../shell/back-office-frame';
import { backOfficeLanguage } from '../../shell/back-office-language';
import { formSpec } from '../form-spec';
import { KindForm } from '../kind-form';
import { SiteBackLink, SiteProblem } from './site-hub-screen';

async function texts() {
  const locale = await backOfficeLanguage();
  const [t, tl, tk] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice.site.chunks' }),
    getTranslations({ locale, namespace: 'backOffice.languages' }),
    getTranslations({ locale, namespace: 'backOffice.kinds' }),
  ]);
  return { t, tl, tk };
}

export async function namedTextsMetadata(): Promise<Metadata> {
  const { t } = await texts();
  return { title: t('title') };
}

/**
 * `/panel/strona/teksty` (decisions 038 and 052 S3): every named text on the kinds' mechanism, a
 * live kind, so a save is public at once and there is no publication panel. The footer's first, in
 * the order the footer shows them (the API lists them so); each its own form with both languages
 * side by side, rich text where the site renders HTML (by its name, as the API stores it), saved
 * at the version it was opened at and staying on the page, so the other texts keep what is typed
 * in them; a stale save names who saved and keeps what was typed.
 */
export async function NamedTextsScreen() {
  const staff = await requireStaff();
  const { t, tl, tk } = await texts();
  const answer = await backOfficeGet(kindPaths(chunks.name).list, chunks.schemas.listAnswer);
  if (!answer.body) return <SiteProblem staff={staff} title={t('title')} status={answer.status} />;
  const known = (name: string) => KNOWN_CHUNKS.find((chunk) => chunk.name === name);
  const labels = { pl: tl('pl'), en: tl('en') };
  const here = backOfficePaths.siteTexts;
  const form = (item: KindItem) => {
    const named = known(item.key);
    const title = named ? t(`names.${named.name}`) : item.key;
    const rich = chunkKind(item.key) === 'rich';
    const id = `chunk-${item.key}`;
    return (
      <section
        key={item.key}
        className="bo-panel bo-panel--wide"
        aria-labelledby={`${id}-title`}
        data-chunk={item.key}
      >
        <h3 id={`${id}-title`}>{title}</h3>
        <p className="bo-muted">
          <code>{item.key}</code> – {rich ? t('richHint') : t('plainHint')}
        </p>
        <KindForm
          spec={formSpec(chunks, item, {
            lang: 'pl',
            labels,
            langs: { en: 'en' },
            richText: rich ? ['pl', 'en'] : [],
          })}
          texts={{
            add: t('save'),
            save: t('save'),
            added: t('saved', { name: title }),
            saved: t('saved', { name: title }),
          }}
          listHref={here}
          editorHref={here}
          after="stay"
          layout="languages"
          label={title}
        />
      </section>
    );
  };
  const items = answer.body.data;
  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="site">
      <SiteBackLink />
      <p>
        {t('lead')} {tk('live')}
      </p>
      <div className="bo-stack">
        <h2>{t('footer')}</h2>
        {items.filter((item) => known(item.key)?.footer).map(form)}
        <h2>{t('other')}</h2>
        {items.filter((item) => !known(item.key)?.footer).map(form)}
      </div>
    </BackOfficeFrame>
  );
}
