import type { Dashboard } from '@estate/domain/api/dashboard-responses';
import {
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_TENDER_DAYS,
  type DashboardQuery,
  rankByEnquiriesPerView,
} from '@estate/domain/back-office-dashboard';
import { daysEndingWith, warsawDay } from '@estate/domain/offer-views';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import {
  countContentStates,
  countOfferStates,
  type DashboardScope,
  findOfferNames,
  findOffersMissing,
  findScopeActivity,
  findTendersBetween,
  findWaitingSubmissions,
} from '../repositories/dashboard-repository';
import type { StaffPrincipal } from '../staff/staff-access';

/** An agent sees their own offers whatever they ask (decision 035's rule); others all, or one agent card's. */
function scopeOf(staff: StaffPrincipal, query: DashboardQuery): DashboardScope {
  if (staff.role === 'agent') return { ownerUserId: staff.id };
  return query.agent === undefined ? { all: true } : { agentId: query.agent };
}

/** What needs the signed-in person today and the scope's last `days` days (issue 35, decision 055). */
export async function dashboardFor(
  db: Kysely<DatabaseSchema>,
  staff: StaffPrincipal,
  query: DashboardQuery,
  now: Date,
): Promise<Dashboard> {
  const scope = scopeOf(staff, query);
  const days = daysEndingWith(warsawDay(now), Number(query.days));
  const firstDay = days[0] ?? warsawDay(now);
  const tendersUntil = new Date(now.getTime() + DASHBOARD_TENDER_DAYS * 86_400_000);
  const [inbox, offers, content, missing, tenders, found] = await Promise.all([
    findWaitingSubmissions(db, scope, staff.id),
    countOfferStates(db, scope),
    staff.role === 'agent' ? null : countContentStates(db),
    findOffersMissing(db, scope, DASHBOARD_LIST_LIMIT),
    findTendersBetween(db, scope, now, tendersUntil, DASHBOARD_LIST_LIMIT),
    findScopeActivity(db, scope, firstDay),
  ]);

  const inPeriod = new Set(days);
  const perDay = { views: new Map<string, number>(), phoneReveals: new Map<string, number>() };
  const submissionsPerDay = new Map<string, number>();
  const perOffer = new Map<number, { views: number; submissions: number }>();
  const offerTally = (id: number) => {
    const tally = perOffer.get(id) ?? { views: 0, submissions: 0 };
    perOffer.set(id, tally);
    return tally;
  };
  for (const row of found.views) {
    perDay.views.set(row.day, (perDay.views.get(row.day) ?? 0) + row.views);
    offerTally(row.offerId).views += row.views;
  }
  for (const instant of found.phoneReveals) {
    const day = warsawDay(new Date(instant));
    if (inPeriod.has(day)) perDay.phoneReveals.set(day, (perDay.phoneReveals.get(day) ?? 0) + 1);
  }
  for (const { offerId, createdAt } of found.submissions) {
    const day = warsawDay(new Date(createdAt));
    if (!inPeriod.has(day)) continue;
    submissionsPerDay.set(day, (submissionsPerDay.get(day) ?? 0) + 1);
    if (offerId !== null) offerTally(offerId).submissions += 1;
  }
  const activity = days.map((day) => ({
    day,
    views: perDay.views.get(day) ?? 0,
    phoneReveals: perDay.phoneReveals.get(day) ?? 0,
    submissions: submissionsPerDay.get(day) ?? 0,
  }));
  const sum = (key: 'views' | 'phoneReveals' | 'submissions') =>
    activity.reduce((total, row) => total + row[key], 0);

  const ranked = rankByEnquiriesPerView(
    [...perOffer].map(([id, tally]) => ({ id, ...tally })),
    DASHBOARD_LIST_LIMIT,
  );
  const names = new Map(
    (
      await findOfferNames(
        db,
        [...ranked.top, ...ranked.bottom].map((row) => row.id),
      )
    ).map((row) => [row.id, row]),
  );
  const named = (rows: { id: number; views: number; submissions: number }[]) =>
    rows.map((row) => {
      const name = names.get(row.id);
      return {
        ...row,
        tipi: name?.tipi ?? '',
        titlePl: name?.title_pl ?? '',
        titleEn: name?.title_en ?? '',
      };
    });

  return {
    scope: 'ownerUserId' in scope ? 'own' : 'agentId' in scope ? 'agent' : 'all',
    agentId: 'agentId' in scope ? scope.agentId : null,
    days: days.length,
    inbox,
    offers,
    content,
    missing,
    tenders,
    activity,
    totals: { views: sum('views'), phoneReveals: sum('phoneReveals'), submissions: sum('submissions') },
    ranking: { top: named(ranked.top), bottom: named(ranked.bottom) },
  };
}
