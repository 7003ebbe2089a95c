import type { BackOfficeChunk } from '@estate/domain/api/back-office-site-responses';
import { KNOWN_CHUNKS, SITE_CONTENT_LIMITS } from '@estate/domain/site-content';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import { ChunkForm } from './chunk-form';
import { SiteBackLink, SiteProblem } from './site-hub-screen';
import { requireStaff } from './staff-session';

export async function chunkEditorMetadata(): Promise<Metadata> {
  const t = await getTranslations({
    locale: await backOfficeLanguage(),
    namespace: 'backOffice.site.chunks',
  });
  return { title: t('title') };
}

/**
 * `/panel/strona/teksty` (decision 038): every named text in both languages, the footer's first
 * (in the order the footer shows them), each saved on its own.
 */
export async function ChunkEditorScreen() {
  const staff = await requireStaff();
  const t = await getTranslations({
    locale: await backOfficeLanguage(),
    namespace: 'backOffice.site.chunks',
  });
  const answer = await backOfficeGet<{ data: BackOfficeChunk[] }>('/api/back-office/chunks');
  if (answer.status !== 200 || !answer.body) {
    return <SiteProblem staff={staff} title={t('title')} status={answer.status} />;
  }
  const known = (name: string) => KNOWN_CHUNKS.find((chunk) => chunk.name === name);
  const footer = answer.body.data.filter((chunk) => known(chunk.name)?.footer);
  const other = answer.body.data.filter((chunk) => !known(chunk.name)?.footer);
  const form = (chunk: BackOfficeChunk) => {
    const named = known(chunk.name);
    return (
      <ChunkForm
        key={chunk.name}
        name={chunk.name}
        kind={chunk.kind}
        title={named ? t(`names.${named.name}`) : chunk.name}
        description={chunk.kind === 'rich' ? t('richHint') : t('plainHint')}
        pl={chunk.pl}
        en={chunk.en}
        max={SITE_CONTENT_LIMITS.chunk}
      />
    );
  };
  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="site">
      <SiteBackLink />
      <p>{t('lead')}</p>
      <div className="bo-stack">
        <h2>{t('footer')}</h2>
        {footer.map(form)}
        <h2>{t('other')}</h2>
        {other.map(form)}
      </div>
    </BackOfficeFrame>
  );
}
