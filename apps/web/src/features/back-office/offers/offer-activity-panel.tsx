import type { OfferActivity } from '@estate/domain/api/offer-activity-responses';
import type { Language } from '@estate/domain/language';
import { getTranslations } from 'next-intl/server';
import { ActivityChart, dayLabel } from '../dashboard/activity-chart';

/**
 * One offer's last 30 days in the back office (issue 18, decision 034): a sentence of totals and
 * the activity chart, with its figures in a table.
 */
export async function OfferActivityPanel({
  activity,
  lang,
}: {
  activity: OfferActivity | null;
  lang: Language;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.activity' });
  if (!activity) {
    return (
      <section className="bo-panel" aria-labelledby="offer-activity">
        <h2 id="offer-activity">{t('title')}</h2>
        <p>{t('unavailable')}</p>
      </section>
    );
  }
  const { days, totals } = activity;
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  return (
    <section className="bo-panel" aria-labelledby="offer-activity">
      <h2 id="offer-activity">{t('title')}</h2>
      <p>
        {t('summary', {
          from: dayLabel(first, lang),
          to: dayLabel(last, lang),
          views: totals.views,
          phoneReveals: totals.phoneReveals,
          submissions: totals.submissions,
        })}{' '}
        {t('mostViewed', { count: activity.viewsPeriod })}
      </p>
      <ActivityChart
        days={days}
        lang={lang}
        id="offer-activity-table"
        testId="offer-activity-chart"
        caption={t('caption', { from: dayLabel(first, lang), to: dayLabel(last, lang) })}
      />
    </section>
  );
}
