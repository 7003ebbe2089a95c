import { agentCardsResponseSchema } from '@estate/domain/api/back-office-offer-responses';
import { dashboardResponseSchema } from '@estate/domain/api/dashboard-responses';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@estate/domain/back-office-dashboard';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { Language } from '@estate/domain/language';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import type { SignedInStaff } from '../auth/staff-session';
import type { ListSearchParams } from '../lists/list-query';
import { ActivityChart, dayLabel } from './activity-chart';
import { dashboardLinks } from './dashboard-links';
import { DashboardRanking } from './dashboard-ranking';
import { DashboardToday } from './dashboard-today';
import './dashboard.css';
import { InlineFieldForm } from '../forms/inline-field-form';

/** A query value as the API takes it: one of the periods, and an agent card id (digits). */
function readQuery(params: Awaited<ListSearchParams>) {
  const days = DASHBOARD_PERIODS.find((period) => period === params.days) ?? DASHBOARD_PERIODS[0];
  const agent = typeof params.agent === 'string' && /^[1-9]\d{0,9}$/.test(params.agent) ? params.agent : '';
  return { days, agent };
}

/**
 * The dashboard (issue 35, decision 055): the period switch (two links, no script), the agent
 * filter for editors and admins (a GET form), then what needs the person today, the period's
 * activity charts and the ranking. An agent's figures are their own offers' (the API decides).
 */
export async function DashboardPanel({
  staff,
  lang,
  searchParams,
}: {
  staff: SignedInStaff;
  lang: Language;
  searchParams: ListSearchParams;
}) {
  const [t, ta, te] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.home' }),
    getTranslations({ locale: lang, namespace: 'backOffice.activity' }),
    getTranslations({ locale: lang, namespace: 'errorCodes' }),
  ]);
  const { days, agent } = readQuery(await searchParams);
  const query = new URLSearchParams({ days, ...(agent ? { agent } : {}) });
  const isAgent = staff.role === 'agent';
  const [{ status, body }, agents] = await Promise.all([
    backOfficeGet(`/api/back-office/dashboard?${query}`, dashboardResponseSchema),
    isAgent ? Promise.resolve(null) : backOfficeGet('/api/back-office/agents', agentCardsResponseSchema),
  ]);
  if (status !== 200 || !body) {
    return (
      <p role="alert" className="bo-alert">
        {te(status === 403 ? 'forbidden' : 'internal_error')}
      </p>
    );
  }
  const data = body.data;
  const cards = agents?.body?.data ?? [];
  const first = data.activity[0]?.day ?? '';
  const last = data.activity.at(-1)?.day ?? '';
  const range = { from: dayLabel(first, lang), to: dayLabel(last, lang) };
  return (
    <div className="bo-stack bo-dashboard">
      <div className="bo-dashboard-controls">
        <nav aria-label={t('period')}>
          <ul className="bo-dashboard-periods">
            {DASHBOARD_PERIODS.map((period: DashboardPeriod) => (
              <li key={period}>
                <a
                  href={dashboardLinks.period(period, data.agentId)}
                  aria-current={period === days ? 'page' : undefined}
                >
                  {t('days', { days: Number(period) })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {!isAgent && cards.length > 0 && (
          <InlineFieldForm
            id="dashboard-agent"
            label={t('agent')}
            submit={t('show')}
            method="get"
            action={backOfficePaths.dashboard}
          >
            <select id="dashboard-agent" name="agent" defaultValue={agent}>
              <option value="">{t('everyone')}</option>
              {cards.map((card) => (
                <option key={card.id} value={String(card.id)}>
                  {card.name}
                </option>
              ))}
            </select>
            <input type="hidden" name="days" value={days} />
          </InlineFieldForm>
        )}
      </div>
      <p>{isAgent ? t('scopeOwn') : data.agentId === null ? t('scopeAll') : t('scopeAgent')}</p>

      <DashboardToday data={data} lang={lang} now={new Date()} />

      <section className="bo-panel" aria-labelledby="dashboard-activity">
        <h2 id="dashboard-activity">{t('activity', { days: data.days })}</h2>
        <p data-testid="dashboard-totals">{ta('summary', { ...range, ...data.totals })}</p>
        <ActivityChart
          days={data.activity}
          lang={lang}
          id="dashboard-activity-table"
          testId="dashboard-activity-chart"
          caption={ta('caption', range)}
        />
      </section>

      <DashboardRanking ranking={data.ranking} days={data.days} lang={lang} />
    </div>
  );
}
