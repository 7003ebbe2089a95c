import { openRunDatabase } from './inbox';

/** The Polish calendar day (yyyy-mm-dd) of an instant, as the API groups the dashboard's days. */
function warsawDay(instant: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(instant);
}

/** One Polish day's figures as the dashboard's chart table gives them: views, phone reveals, submissions. */
export type DayCounts = [views: number, phoneReveals: number, submissions: number];

/**
 * What the dashboard of an editor (everyone's offers) must show, counted straight from this run's
 * database (decision 055): submissions still new, and the submissions, phone reveals and views of
 * the last `days` Polish days, today included, in total and per day (`perDay`, keyed yyyy-mm-dd,
 * every day of the period, as the chart's table has a row for each).
 */
export function storedDashboardCounts(days: number): {
  waiting: number;
  submissions: number;
  phoneReveals: number;
  views: number;
  perDay: Record<string, DayCounts>;
} {
  const db = openRunDatabase(true);
  try {
    const today = warsawDay(new Date());
    const periodDays = Array.from({ length: days }, (_, back) =>
      new Date(Date.parse(`${today}T12:00:00Z`) - (days - 1 - back) * 86_400_000).toISOString().slice(0, 10),
    );
    const firstDay = periodDays[0] ?? today;
    const perDay: Record<string, DayCounts> = Object.fromEntries(
      periodDays.map((day): [string, DayCounts] => [day, [0, 0, 0]]),
    );
    // Read from a day before, then kept by their Polish day: the same rule as the API's.
    const since = new Date(Date.parse(`${firstDay}T00:00:00Z`) - 86_400_000).toISOString();
    const countBy = (rows: { created_at: string }[], series: 1 | 2) => {
      for (const row of rows) {
        const counts = perDay[warsawDay(new Date(row.created_at))];
        if (counts) counts[series] += 1;
      }
    };
    const waiting = db.prepare("SELECT COUNT(*) AS n FROM form_submissions WHERE status = 'new'").get() as {
      n: number;
    };
    const createdSince = (table: 'phone_clicks' | 'form_submissions') =>
      db.prepare(`SELECT created_at FROM ${table} WHERE created_at >= ?`).all(since) as {
        created_at: string;
      }[];
    countBy(createdSince('phone_clicks'), 1);
    countBy(createdSince('form_submissions'), 2);
    const views = db
      .prepare('SELECT day, SUM(views) AS n FROM offer_views_daily WHERE day >= ? GROUP BY day')
      .all(firstDay) as { day: string; n: number }[];
    for (const row of views) {
      const counts = perDay[row.day];
      if (counts) counts[0] = row.n;
    }
    const total = (series: 0 | 1 | 2) =>
      Object.values(perDay).reduce((sum, counts) => sum + counts[series], 0);
    return {
      waiting: waiting.n,
      views: total(0),
      phoneReveals: total(1),
      submissions: total(2),
      perDay,
    };
  } finally {
    db.close();
  }
}

/**
 * What an agent's dashboard must show (decision 055), from this run's database: the new submissions
 * about the offers whose agent card is linked to the account of `email`, and those offers' codes.
 */
export function storedAgentDashboard(email: string): { waiting: number; tipis: string[] } {
  const db = openRunDatabase(true);
  try {
    const own = `FROM offers o JOIN agents a ON a.id = o.agent_id JOIN auth_user u ON u.id = a.user_id WHERE u.email = ?`;
    const waiting = db
      .prepare(
        `SELECT COUNT(*) AS n FROM form_submissions s WHERE s.status = 'new' AND s.offer_id IN (SELECT o.id ${own})`,
      )
      .get(email) as { n: number };
    const tipis = db.prepare(`SELECT o.tipi ${own}`).all(email) as { tipi: string }[];
    return { waiting: waiting.n, tipis: tipis.map((row) => row.tipi) };
  } finally {
    db.close();
  }
}
