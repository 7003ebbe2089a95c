import fc from 'fast-check';
import type { ApiApp } from '../../http/api-app';
import type { FuzzRequest } from './fuzz-requests';

interface FuzzViolation {
  request: FuzzRequest;
  status: number;
  body: string;
  reason: string;
}

export interface FuzzStats {
  endpoint: string;
  /** Sent with the staff session (the operation names it). */
  staffSession: boolean;
  requests: number;
  byStatus: Record<number, number>;
  violations: FuzzViolation[];
  milliseconds: number;
}

/**
 * What makes an answer wrong: a 5xx, or a 4xx without a machine-readable error code; and, for an
 * operation sent with the staff session, a 401: the session was lost (or never sent), so the request
 * stopped at the guard and the operation was not fuzzed at all.
 */
export function violationOf(status: number, body: string, staffSession = false): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (staffSession && status === 401) return '401 with the staff session: the session is lost';
  if (status < 400) return undefined;
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown } };
    return typeof parsed.error?.code === 'string' && parsed.error.code.length > 0
      ? undefined
      : '4xx without an error code';
  } catch {
    return '4xx body is not JSON';
  }
}

function prototypeIsClean(): boolean {
  const probe: Record<string, unknown> = {};
  return probe.polluted === undefined && probe.isAdmin === undefined;
}

/**
 * Sends `runs` requests drawn from the arbitrary (with a fixed seed, so a failure can be replayed)
 * and collects every answer that breaks the rules, keeping the first few of them whole.
 */
export async function fuzzEndpoint(
  app: ApiApp,
  endpoint: string,
  arbitrary: fc.Arbitrary<FuzzRequest>,
  { runs, seed, staffSession = false }: { runs: number; seed: number; staffSession?: boolean },
): Promise<FuzzStats> {
  const started = performance.now();
  const stats: FuzzStats = {
    endpoint,
    staffSession,
    requests: 0,
    byStatus: {},
    violations: [],
    milliseconds: 0,
  };
  // Sampled in batches: a 10 000-request run would otherwise hold every request in memory at once.
  const batch = 500;
  for (let done = 0; done < runs; done += batch) {
    const requests = fc.sample(arbitrary, { numRuns: Math.min(batch, runs - done), seed: seed + done });
    for (const request of requests) {
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      stats.requests += 1;
      stats.byStatus[response.statusCode] = (stats.byStatus[response.statusCode] ?? 0) + 1;
      const reason =
        violationOf(response.statusCode, response.body, staffSession) ??
        (prototypeIsClean() ? undefined : 'prototype polluted');
      if (reason && stats.violations.length < 1000) {
        stats.violations.push({
          request,
          status: response.statusCode,
          body: response.body.slice(0, 300),
          reason,
        });
      }
    }
  }
  stats.milliseconds = performance.now() - started;
  return stats;
}
