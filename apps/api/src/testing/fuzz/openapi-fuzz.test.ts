import fs from 'node:fs';
import path from 'node:path';
import type { Arbitrary } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';
import { testDialects } from '../test-database';
import { type FuzzRequest, mediaRequestArbitrary, operationsOf, requestArbitrary } from './fuzz-requests';
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

      const targets: Array<[string, Arbitrary<FuzzRequest>]> = [
        ...operations.map((op): [string, Arbitrary<FuzzRequest>] => [
          `${op.method} ${op.path}`,
          requestArbitrary(op),
        ]),
        ['GET /media/{path}', mediaRequestArbitrary],
      ];
      const results: FuzzStats[] = [];
      for (const [index, [endpoint, arbitrary]] of targets.entries()) {
        results.push(
          await fuzzEndpoint(context.app, endpoint, arbitrary, {
            runs: RUNS,
            seed: SEED + index * 1_000_003,
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
