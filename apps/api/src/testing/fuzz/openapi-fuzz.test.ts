import fs from 'node:fs';
import path from 'node:path';
import type { Arbitrary } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSignedInStaff, fromSite } from '../staff-sessions';
import { useTestApp } from '../test-app';
import { testDialects } from '../test-database';
import {
  type FuzzRequest,
  mediaRequestArbitrary,
  operationsOf,
  requestArbitrary,
  type StaffSession,
} from './fuzz-requests';
import { type FuzzStats, fuzzEndpoint, violationOf } from './fuzz-run';

// `npm test` sends a few hundred requests per endpoint; `npm run fuzz` sets FUZZ_RUNS=10000.
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

describe('violationOf', () => {
  it.each([
    [200, '{}', undefined],
    [404, '{"error":{"code":"not_found","message":"x"}}', undefined],
    [400, '{"error":{"message":"x"}}', '4xx without an error code'],
    [400, 'Bad Request', '4xx body is not JSON'],
    [413, '{"error":{"code":""}}', '4xx without an error code'],
    [500, '{"error":{"code":"internal_error"}}', 'status 500'],
    [503, '', 'status 503'],
  ])('%i %s -> %s', (status, body, expected) => {
    expect(violationOf(status, body)).toBe(expected);
  });

  it('takes a 401 for a lost session when the request was sent with one', () => {
    const unauthenticated = '{"error":{"code":"unauthenticated","message":"x"}}';
    expect(violationOf(401, unauthenticated)).toBeUndefined();
    expect(violationOf(401, unauthenticated, true)).toBe('401 with the staff session: the session is lost');
    expect(violationOf(404, '{"error":{"code":"not_found","message":"x"}}', true)).toBeUndefined();
  });
});

describe.each(testDialects())('every endpoint fuzzed from the OpenAPI document on %s', (dialect) => {
  // No form limit: the fuzzer would otherwise spend its requests on 429s after the first few.
  const context = useTestApp(dialect, { formRateLimit: 1_000_000_000 });

  it(
    `answers ${RUNS} generated requests per endpoint with no 5xx and a code on every 4xx`,
    async () => {
      const document = context.app.swagger() as unknown as Parameters<typeof operationsOf>[0];
      const operations = operationsOf(document);
      // The document must list the API, or the fuzzer would prove nothing.
      expect(operations.length).toBeGreaterThanOrEqual(30);

      // Every guarded back-office route must be marked in the document, or it would be fuzzed
      // without the session and answer nothing but 401.
      const guarded = context.app.backOfficeRoutes
        .filter((route) => !('public' in route.access))
        .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
      const secured = operations.filter((op) => op.staffSession).map((op) => `${op.method} ${op.path}`);
      expect(guarded.length).toBeGreaterThan(0);
      expect(secured.sort()).toEqual(guarded.sort());

      // An admin with a second factor may call every guarded route, so nothing stops at the role.
      const admin = await createSignedInStaff(context, 'admin');
      const session: StaffSession = { headers: fromSite(context.config, admin.cookie), staffId: admin.id };
      const sessionWorks = async () =>
        (await context.app.inject({ method: 'GET', url: '/api/back-office/me', headers: session.headers }))
          .statusCode;
      expect(await sessionWorks()).toBe(200);

      const targets: Array<[string, Arbitrary<FuzzRequest>, boolean]> = [
        ...operations.map((op): [string, Arbitrary<FuzzRequest>, boolean] => [
          `${op.method} ${op.path}`,
          requestArbitrary(op, session),
          op.staffSession,
        ]),
        ['GET /media/{path}', mediaRequestArbitrary, false],
      ];
      const results: FuzzStats[] = [];
      for (const [index, [endpoint, arbitrary, staffSession]] of targets.entries()) {
        results.push(
          await fuzzEndpoint(context.app, endpoint, arbitrary, {
            runs: RUNS,
            seed: SEED + index * 1_000_003,
            staffSession,
          }),
        );
      }

      // `npm run fuzz` collects the figures for docs/RELIABILITY.md.
      if (process.env.FUZZ_REPORT_DIR) {
        const summary = results.map(({ violations, ...rest }) => ({
          ...rest,
          violations: violations.length,
          examples: violations.slice(0, 3),
        }));
        fs.writeFileSync(
          path.join(process.env.FUZZ_REPORT_DIR, `fuzz-${dialect}.json`),
          JSON.stringify({ dialect, runs: RUNS, seed: SEED, results: summary }, null, 2),
        );
      }
      const violations = results.flatMap((result) =>
        result.violations
          .slice(0, 3)
          .map(
            (v) =>
              `${result.endpoint}: ${v.reason} for ${JSON.stringify(v.request).slice(0, 400)} -> ${v.body}`,
          ),
      );
      expect(violations).toEqual([]);
      // The fuzzed writes (deactivations, role changes of random ids) left the session alive.
      expect(await sessionWorks(), 'the staff session after the run').toBe(200);
      for (const result of results) {
        expect(result.requests, result.endpoint).toBe(RUNS);
        // Some requests must get past validation, or the valid generator is broken.
        const passed = Object.entries(result.byStatus).filter(([status]) => Number(status) !== 400);
        expect(passed.length, `${result.endpoint} answered only 400`).toBeGreaterThan(0);
      }
    },
    Math.max(120_000, RUNS * 3_000),
  );
});
