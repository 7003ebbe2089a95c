import { STAFF_ROLES, type StaffRole } from '@estate/domain/staff-roles';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerStaffAccess } from '../../staff/staff-access';
import { createStaffAuth } from '../../staff/staff-auth';
import { insertOffer } from '../../testing/offer-factory';
import {
  createSignedInStaff,
  fromSite,
  insertAgentCardFor,
  type TestStaff,
} from '../../testing/staff-sessions';
import { insertTestSubmission } from '../../testing/submission-factory';
import { testConfig, useTestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';

type Caller = 'anonymous' | 'agent' | 'another agent' | 'editor' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'agent', 'another agent', 'editor', 'admin'];
const roleOf = (caller: Caller): StaffRole | null =>
  caller === 'anonymous' ? null : caller === 'another agent' ? 'agent' : caller;

/**
 * Issue 16: every back-office route x every kind of caller answers as its rule allows. The routes
 * come from the app as registered, so a route added later is in the matrix by itself, and one
 * without a rule cannot be registered at all (last test).
 */
describe('the back office authorization matrix', () => {
  const ctx = useTestApp('sqlite', { seedDemoData: false });
  const staff = {} as Record<Exclude<Caller, 'anonymous'>, TestStaff>;
  /** An offer of `agent`'s: routes about an agent's record are tried on it (another agent: 403). */
  let ownOfferId = 0;
  /** A form submission about that offer: the inbox's routes about one submission are tried on it. */
  let ownSubmissionId = 0;

  beforeAll(async () => {
    staff.agent = await createSignedInStaff(ctx, 'agent');
    staff['another agent'] = await createSignedInStaff(ctx, 'agent');
    staff.editor = await createSignedInStaff(ctx, 'editor');
    staff.admin = await createSignedInStaff(ctx, 'admin');
    const cardId = await insertAgentCardFor(ctx.database, staff.agent, 'Matrix agent');
    ownOfferId = await insertOffer(ctx.database.db, { agent_id: cardId, photos: 0 });
    ownSubmissionId = await insertTestSubmission(ctx.database.db, {
      kind: 'contact-classified',
      offerId: ownOfferId,
    });
  });

  it('knows the routes it checks', () => {
    expect(ctx.app.backOfficeRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it('answers each route as its rule allows: 401 anonymous, 403 a role that may not, otherwise past the guard', async () => {
    const seen: string[] = [];
    for (const route of ctx.app.backOfficeRoutes) {
      // Ids and tokens no record has: an allowed caller reaches the handler and gets 404 or 400,
      // and nothing is changed.
      const owner = 'public' in route.access ? undefined : route.access.owner;
      const owned = owner !== undefined;
      const ownId = owner === 'offer' ? ownOfferId : owner === 'submission' ? ownSubmissionId : undefined;
      const url = route.url
        // `:id` on the old routes, `:key` on the editable kinds'.
        .replace(/:(id|key)\b/, ownId === undefined ? 'no-such-id' : String(ownId))
        .replace(/:token\b/, 'no-such-token');
      for (const caller of CALLERS) {
        const cookie = caller === 'anonymous' ? undefined : staff[caller].cookie;
        const answer = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: fromSite(ctx.config, cookie),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const role = roleOf(caller);
        const allowed =
          'public' in route.access ||
          (role !== null && route.access.roles.includes(role) && !(owned && caller === 'another agent'));
        const label = `${route.method} ${route.url} as ${caller}: ${answer.statusCode} ${answer.body.slice(0, 120)}`;
        if (allowed) expect([401, 403], label).not.toContain(answer.statusCode);
        else expect(answer.statusCode, label).toBe(role === null ? 401 : 403);
        seen.push(`${route.method} ${route.url}`);
      }
    }
    expect(new Set(seen).size).toBe(ctx.app.backOfficeRoutes.length);
  });

  it('covers every role of the domain', () => {
    expect(new Set(CALLERS.map(roleOf).filter(Boolean))).toEqual(new Set(STAFF_ROLES));
  });

  it('refuses to register a back-office route without a rule', async () => {
    const testDatabase = await createTestDatabase('sqlite');
    const database = testDatabase.open();
    const config = testConfig(testDatabase);
    const app = Fastify();
    registerStaffAccess(app as never, createStaffAuth(config, database), config, database);
    expect(() => app.get('/api/back-office/forgotten', async () => ({}))).toThrow(/needs config.access/);
    await app.close();
    await database.close();
    await testDatabase.drop();
  });
});
