import { type StaffRole, secondFactorMissing } from '@estate/domain/staff-roles';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import type { AuditActor } from '../repositories/audit-repository';
import { findSubmissionOwner } from '../repositories/inbox-repository';
import { findOfferOwner } from '../repositories/offer-editing-repository';
import { CLIENT_IP_HEADER, type StaffAuth } from './staff-auth';

/** The prefix of every back-office route; each must declare its `config.access`. */
const BACK_OFFICE_PREFIX = '/api/back-office/';

/**
 * Who may call a back-office route. `public` routes are the ones used before signing in
 * (activation, a forgotten password); the others need a session of one of `roles`. An admin without
 * a second factor may call only routes marked `beforeSecondFactor` (their own account).
 */
type AccessRule =
  | { public: true }
  | {
      roles: readonly StaffRole[];
      beforeSecondFactor?: boolean;
      /**
       * The path's record belongs to an agent: an agent may reach only their own (the handler
       * checks too). A submission is an agent's when it is about one of their offers (decision 035).
       */
      owner?: 'offer' | 'submission';
    };

/** The signed-in person of a back-office request. */
export interface StaffPrincipal {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactor: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    staff?: StaffPrincipal;
  }
  interface FastifyInstance {
    /** Every back-office route with its rule, as registered (the authorization matrix test reads it). */
    backOfficeRoutes: BackOfficeRoute[];
  }
}

interface BackOfficeRoute {
  method: string;
  url: string;
  access: AccessRule;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Checks every back-office route when it is registered (one without a rule stops the start, so a
 * route added later cannot be open by omission) and guards each request: the Origin of a write
 * (CSRF), then the session (401 `unauthenticated`), then the role (403 `forbidden`), then an
 * admin's second factor (403 `two_factor_required`), then, for a route about one offer, whether an
 * agent owns it (403; a missing offer is the handler's 404).
 */
export function registerStaffAccess(
  app: ApiApp,
  auth: StaffAuth,
  config: ApiConfig,
  database: DatabaseHandle,
): void {
  const siteOrigin = new URL(config.siteUrl).origin;
  const routes: BackOfficeRoute[] = [];
  app.decorate('backOfficeRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(BACK_OFFICE_PREFIX)) return;
    const access = (route.config as { access?: AccessRule } | undefined)?.access;
    if (!access)
      throw new Error(`${String(route.method)} ${route.url}: a back-office route needs config.access`);
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
    if (!('public' in access) && route.schema) {
      (route.schema as { security?: unknown }).security = [{ staffSession: [] }];
    }
    const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!SAFE_METHODS.has(request.method) && request.headers.origin !== siteOrigin) {
        throw new AppError(403, 'forbidden', 'A back-office write must come from the site (Origin)');
      }
      if ('public' in access) return;
      const staff = await signedInStaff(auth, request);
      if (!staff) throw new AppError(401, 'unauthenticated', 'Sign in to the back office');
      request.staff = staff;
      const { role } = staff;
      if (!access.roles.includes(role)) throw new AppError(403, 'forbidden', 'Your role may not do this');
      if (secondFactorMissing(role, staff.twoFactor) && !access.beforeSecondFactor) {
        throw new AppError(403, 'two_factor_required', 'Admins enrol a second factor before anything else');
      }
      // Before the body is validated: another agent's offer (or a submission about one) is refused
      // whatever was sent.
      if (access.owner && role === 'agent') {
        // `:id` on the old routes, `:key` on the editable kinds' (decision 052).
        const params = request.params as { id?: string; key?: string } | undefined;
        const id = Number(params?.id ?? params?.key);
        const findOwner = access.owner === 'offer' ? findOfferOwner : findSubmissionOwner;
        const owner = Number.isSafeInteger(id) && id > 0 ? await findOwner(database.db, id) : undefined;
        if (owner && owner.userId !== staff.id) {
          throw new AppError(
            403,
            'forbidden',
            `Another agent’s ${access.owner === 'offer' ? 'offer' : 'submission'}`,
          );
        }
      }
    };
    const existing = route.onRequest;
    route.onRequest = [guard, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
    // One person's data: no browser or proxy keeps a copy.
    const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    };
    const sending = route.onSend;
    route.onSend = [
      noStore,
      ...(sending ? (Array.isArray(sending) ? sending : [sending]) : []),
    ] as RouteOptions['onSend'];
  });
}

/**
 * The staff member whose session the request carries, or undefined (no session, or one of a
 * deactivated account: a session that began at the moment of a deactivation is no session). The
 * guard's first step, also used by routes outside the back office that staff see more of
 * (`/media/*`, decision 048).
 */
export async function signedInStaff(
  auth: StaffAuth,
  request: FastifyRequest,
): Promise<StaffPrincipal | undefined> {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const found = await auth.api.getSession({ headers });
  const user = found?.user as
    | (NonNullable<typeof found>['user'] & {
        role?: string | null;
        twoFactorEnabled?: boolean | null;
        banned?: boolean | null;
      })
    | undefined;
  if (!user || user.banned) return undefined;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role as StaffRole,
    twoFactor: Boolean(user.twoFactorEnabled),
  };
}

/** The signed-in person of a guarded route (the guard has run). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError(401, 'unauthenticated', 'Sign in to the back office');
  return request.staff;
}

/** The audit log's "who": the person and their address. */
export function actorOf(request: FastifyRequest): AuditActor {
  return { id: request.staff?.id ?? null, email: request.staff?.email ?? null, ip: request.ip };
}
