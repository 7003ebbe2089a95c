import { openRunDatabase } from './inbox';

/** The Polish calendar day (yyyy-mm-dd) of an instant, as the API groups the dashboard's days. */
function warsawDay(instant: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(instant);
}

/**
 * What the dashboard of an editor (everyone's offers) must show, counted straight from this run's
 * database (decision 055): submissions still new, and the submissions, phone reveals and views of
 * the last `days` Polish days, today included.
 */
export function storedDashboardCounts(days: number): {
  waiting: number;
  submissions: number;
  phoneReveals: number;
  views: number;
} {
  const db = openRunDatabase(true);
  try {
    const today = warsawDay(new Date());
    const firstDay = new Date(Date.parse(`${today}T12:00:00Z`) - (days - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    // Read from a day before, then kept by their Polish day: the same rule as the API's.
    const since = new Date(Date.parse(`${firstDay}T00:00:00Z`) - 86_400_000).toISOString();
    const inPeriod = (rows: { created_at: string }[]) =>
      rows.filter((row) => warsawDay(new Date(row.created_at)) >= firstDay).length;
    const waiting = db.prepare("SELECT COUNT(*) AS n FROM form_submissions WHERE status = 'new'").get() as {
      n: number;
    };
    const submissions = db
      .prepare('SELECT created_at FROM form_submissions WHERE created_at >= ?')
      .all(since) as { created_at: string }[];
    const reveals = db.prepare('SELECT created_at FROM phone_clicks WHERE created_at >= ?').all(since) as {
      created_at: string;
    }[];
    const views = db
      .prepare('SELECT COALESCE(SUM(views), 0) AS n FROM offer_views_daily WHERE day >= ?')
      .get(firstDay) as { n: number };
    return {
      waiting: waiting.n,
      submissions: inPeriod(submissions),
      phoneReveals: inPeriod(reveals),
      views: views.n,
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
