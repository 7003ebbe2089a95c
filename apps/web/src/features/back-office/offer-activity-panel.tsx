import type { OfferActivity } from '@estate/domain/api/offer-activity-responses';
import type { Language } from '@estate/domain/language';
import { getTranslations } from 'next-intl/server';

type Series = 'views' | 'phoneReveals' | 'submissions';
const SERIES: readonly Series[] = ['views', 'phoneReveals', 'submissions'];

const WIDTH = 300;
const BAR_HEIGHT = 40;

/** A Polish day (yyyy-mm-dd) as the staff member reads dates: day and month. */
function dayLabel(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * One offer's last 30 days in the back office (issue 18, decision 034): views, phone reveals and
 * form submissions per day as three rows of bars drawn on the server (no script), each on its own
 * scale and as wide as the panel, with the same figures in a table for assistive technology and
 * for reading exact numbers.
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
  const barWidth = WIDTH / Math.max(days.length, 1);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const caption = t('caption', { from: dayLabel(first, lang), to: dayLabel(last, lang) });
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
      <figure className="bo-activity" data-testid="offer-activity-chart">
        {SERIES.map((series) => {
          const peak = Math.max(0, ...days.map((day) => day[series]));
          const most = Math.max(1, peak);
          return (
            <div key={series} className={`bo-activity-row bo-activity-${series}`}>
              <p className="bo-activity-label">
                {t(series)}: {t('peak', { count: peak })}
              </p>
              {/* The table below holds the same figures for assistive technology. */}
              <svg viewBox={`0 0 ${WIDTH} ${BAR_HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
                <line
                  x1={0}
                  x2={WIDTH}
                  y1={BAR_HEIGHT - 0.5}
                  y2={BAR_HEIGHT - 0.5}
                  className="bo-activity-axis"
                />
                {days.map((day, index) =>
                  day[series] === 0 ? null : (
                    <rect
                      key={day.day}
                      x={index * barWidth + 1}
                      width={barWidth - 2}
                      y={BAR_HEIGHT - 1 - (day[series] / most) * (BAR_HEIGHT - 2)}
                      height={(day[series] / most) * (BAR_HEIGHT - 2)}
                    />
                  ),
                )}
              </svg>
            </div>
          );
        })}
        <figcaption>{caption}</figcaption>
      </figure>
      <details>
        <summary>{t('showTable')}</summary>
        {/* On a phone the table scrolls sideways: a keyboard must reach it (WAI's scrollable region). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard */}
        <section className="bo-table-wrap" aria-labelledby="offer-activity-table" tabIndex={0}>
          <table className="bo-table bo-activity-table">
            <caption id="offer-activity-table">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('day')}</th>
                {SERIES.map((series) => (
                  <th scope="col" key={series}>
                    {t(series)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">
                    <time dateTime={day.day}>{dayLabel(day.day, lang)}</time>
                  </th>
                  {SERIES.map((series) => (
                    <td key={series}>{day[series]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </section>
  );
}
