import underPressure from '@fastify/under-pressure';
import type { ApiApp } from './api-app';
import { AppError } from './app-error';

/** Seconds an overloaded instance asks a client (or a balancer) to wait before trying again. */
const OVERLOAD_RETRY_AFTER_SECONDS = 5;

interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) over one sample above which requests are shed; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled (ms); under-pressure's default is one second. */
  sampleIntervalMs?: number;
}

/**
 * When the event loop falls behind, every request waits behind all the others and all of them
 * miss their time. Shedding answers the excess at once with 503 `overloaded` and Retry-After, so
 * the work that is admitted still finishes in time and a balancer or crawler backs off.
 * Routes that must answer anyway (health checks) opt out with `config: ALWAYS_ANSWER`.
 */
export async function registerLoadShedding(app: ApiApp, options: LoadSheddingOptions): Promise<void> {
  if (options.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    pressureHandler: async () => {
      throw new AppError(503, 'overloaded', 'The server is busy; try again in a few seconds', undefined, {
        'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS),
      });
    },
  });
}

/** Route config of a route that answers even under load: its handler runs, nothing is shed. */
export const ALWAYS_ANSWER = { pressureHandler: () => undefined };
