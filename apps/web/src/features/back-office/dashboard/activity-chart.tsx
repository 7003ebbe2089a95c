import type { Language } from '@estate/domain/language';
import { getTranslations } from 'next-intl/server';

/** A day's figures as the charts draw them (one offer's, or the dashboard's sum). */
interface ActivityDay {
  day: string;
  views: number;
  phoneReveals: number;
  submissions: number;
}

type Series = 'views' | 'phoneReveals' | 'submissions';
const SERIES: readonly Series[] = ['views', 'phoneReveals', 'submissions'];

const WIDTH = 300;
const BAR_HEIGHT = 40;

/** A Polish day (yyyy-mm-dd) as the staff member reads dates: day and month. */
export function dayLabel(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * Views, phone reveals and form submissions per day as three rows of bars drawn on the server (no
 * script), each on its own scale and as wide as its box, with the same figures in a table under
 * `<details>` for assistive technology and for reading exact numbers (decisions 034 and 055). Used
 * by one offer's panel and by the dashboard; `id` names the table's caption, unique on the page.
 */
export async function ActivityChart({
  days,
  lang,
  id,
  testId,
  caption,
}: {
  days: readonly ActivityDay[];
  lang: Language;
  id: string;
  /** The figure's test id (end-to-end tests find the chart by it). */
  testId: string;
  caption: string;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.activity' });
  const barWidth = WIDTH / Math.max(days.length, 1);
  // Thin bars on 90 days keep a gap in proportion, so neighbours stay apart.
  const gap = Math.min(2, barWidth * 0.3);
  return (
    <>
      <figure className="bo-activity" data-testid={testId}>
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
                      x={index * barWidth + gap / 2}
                      width={barWidth - gap}
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
        {/* A region named by its caption, not a section: a section without a heading is what the Nu
            checker warns of (back-office.spec). */}
        {/* biome-ignore lint/a11y/useSemanticElements: a <section> wants a heading; this region's name is the table's caption */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard */}
        <div className="bo-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="bo-table bo-activity-table">
            <caption id={id}>{caption}</caption>
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
        </div>
      </details>
    </>
  );
}
