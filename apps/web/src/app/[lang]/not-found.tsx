import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <main>
      <h1>{t('pageNotFound')}</h1>
      <p>{t('notFound')}</p>
    </main>
  );
}
