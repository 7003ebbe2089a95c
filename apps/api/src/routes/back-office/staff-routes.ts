import {
  passwordSetResponseSchema,
  passwordTokenResponseSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
} from '@estate/domain/api/staff-responses';
import { changedFields } from '@estate/domain/audit-changes';
import { setPasswordSchema, staffInviteSchema } from '@estate/domain/staff';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import { AppError } from '../../http/app-error';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { insertAuditEntry } from '../../repositories/audit-repository';
import {
  findPasswordToken,
  findStaffMember,
  insertAgentCard,
  listStaff,
  lockActiveAdmins,
  type StaffMember,
  setStaffDeactivated,
  setStaffRole,
} from '../../repositories/staff-repository';
import { inviteStaff, sendInvitation } from '../../staff/invite-staff';
import { forgiveAccount } from '../../staff/sign-in-throttle';
import { actorOf, staffOf } from '../../staff/staff-access';
import { CLIENT_IP_HEADER, type StaffAuth } from '../../staff/staff-auth';
import { markLinkUsed, wasLinkUsed } from '../../staff/used-links';

const ADMIN = { roles: ['admin'] } as const;
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const idParams = z.object({ id: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The fields of an account the audit log compares. */
const audited = (member: StaffMember) => ({
  name: member.name,
  email: member.email,
  role: member.role,
  lang: member.lang,
  deactivated: member.deactivated,
});

/**
 * Staff accounts (issue 16): the signed-in person, the admins' list, invitations, role changes and
 * deactivation, and setting a password from a mailed link. Each write stores its audit entry in
 * the same transaction.
 */
export function registerStaffRoutes(app: ApiApp, { database }: RouteDeps, auth: StaffAuth): void {
  const { db } = database;

  async function memberOrFail(id: string): Promise<StaffMember> {
    const member = await findStaffMember(db, id);
    if (!member) throw AppError.notFound('Staff member');
    return member;
  }

  app.get(
    '/api/back-office/staff',
    {
      schema: {
        tags: ['back office'],
        summary: 'Every staff account, by name',
        response: { 200: staffListResponseSchema, ...errors },
      },
      config: { access: ADMIN },
    },
    async () => ({ data: await listStaff(db) }),
  );

  app.post(
    '/api/back-office/staff',
    {
      schema: {
        tags: ['back office'],
        summary: 'Invite a person: an account without a password and a mailed activation link (48 h)',
        body: staffInviteSchema,
        response: { 201: staffMemberResponseSchema, ...errors, 409: errorResponseSchema },
      },
      config: { access: ADMIN },
    },
    async (request, reply) => {
      const id = await inviteStaff({ database, auth }, request.body, actorOf(request));
      return reply.status(201).send({ data: await memberOrFail(id) });
    },
  );

  app.post(
    '/api/back-office/staff/:id/invitation',
    {
      schema: {
        tags: ['back office'],
        summary: 'Send the activation link again to a person who has not set a password',
        params: idParams,
        response: {
          202: staffMemberResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      config: { access: ADMIN },
    },
    async (request, reply) => {
      const member = await memberOrFail(request.params.id);
      if (member.active) throw new AppError(409, 'invalid_value', 'The account is active already');
      await insertAuditEntry(db, {
        actor: actorOf(request),
        action: 'staff.invitation-resend',
        entity: 'staff',
        entityId: member.id,
      });
      await sendInvitation(auth, member.email);
      return reply.status(202).send({ data: member });
    },
  );

  app.put(
    '/api/back-office/staff/:id/role',
    {
      schema: {
        tags: ['back office'],
        summary: 'Change the role of another person',
        params: idParams,
        body: z.object({ role: z.enum(STAFF_ROLES, 'invalid_value') }).strict(),
        response: {
          200: staffMemberResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      config: { access: ADMIN },
    },
    async (request) => {
      const before = await memberOrFail(request.params.id);
      const role = request.body.role;
      // An admin cannot demote themselves: the last admin would lock everyone out.
      if (before.id === staffOf(request).id) throw new AppError(403, 'forbidden', 'Not your own role');
      if (before.role === role) return { data: before };
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        // Two admins demoting each other at once must not leave none: the admins are locked first.
        if (
          before.role === 'admin' &&
          (await lockActiveAdmins(trx)).filter((id) => id !== before.id).length === 0
        ) {
          throw new AppError(409, 'forbidden', 'The last admin keeps their role');
        }
        await setStaffRole(trx, before.id, role, now);
        // An agent's offers show their public card: a person who becomes an agent gets one.
        if (role === 'agent' && before.agentId === null)
          await insertAgentCard(trx, before.id, before.name, before.email);
        await insertAuditEntry(
          trx,
          {
            actor: actorOf(request),
            action: 'staff.role-change',
            entity: 'staff',
            entityId: before.id,
            changes: changedFields(audited(before), { ...audited(before), role }),
          },
          now,
        );
      });
      return { data: await memberOrFail(before.id) };
    },
  );

  for (const [path, deactivated] of [
    ['deactivate', true],
    ['reactivate', false],
  ] as const) {
    app.post(
      `/api/back-office/staff/:id/${path}`,
      {
        schema: {
          tags: ['back office'],
          summary: deactivated
            ? 'Deactivate a person: every session of theirs ends at once, no new one starts'
            : 'Let a deactivated person sign in again',
          params: idParams,
          response: { 200: staffMemberResponseSchema, ...errors, 404: errorResponseSchema },
        },
        config: { access: ADMIN },
      },
      async (request) => {
        const before = await memberOrFail(request.params.id);
        if (before.id === staffOf(request).id) throw new AppError(403, 'forbidden', 'Not your own account');
        const now = new Date();
        await db.transaction().execute(async (trx) => {
          await setStaffDeactivated(trx, before.id, deactivated, now);
          await insertAuditEntry(
            trx,
            {
              actor: actorOf(request),
              action: deactivated ? 'staff.deactivate' : 'staff.reactivate',
              entity: 'staff',
              entityId: before.id,
              changes: changedFields(audited(before), { ...audited(before), deactivated }),
            },
            now,
          );
        });
        return { data: await memberOrFail(before.id) };
      },
    );
  }

  /** A token of a mailed link: what it is for, or 404 `token_invalid` / 410 `token_expired` / 410 `token_used`. */
  async function passwordToken(token: string) {
    const found = await findPasswordToken(db, token);
    if (!found) {
      if (await wasLinkUsed(db, token)) throw new AppError(410, 'token_used', 'The link has been used');
      throw new AppError(404, 'token_invalid', 'Unknown link');
    }
    if (new Date(found.expiresAt).getTime() <= Date.now())
      throw new AppError(410, 'token_expired', 'The link has expired');
    const member = await memberOrFail(found.userId);
    // Active means the person has set a password: a link for someone without one is an invitation.
    return { member, kind: member.active ? ('reset' as const) : ('invitation' as const) };
  }

  app.get(
    '/api/back-office/password-tokens/:token',
    {
      schema: {
        tags: ['back office'],
        summary: 'What a mailed link (invitation or new password) is for, before the password is typed',
        params: tokenParams,
        response: { 200: passwordTokenResponseSchema, 404: errorResponseSchema, 410: errorResponseSchema },
      },
      config: { access: { public: true } },
    },
    async (request) => {
      const { member, kind } = await passwordToken(request.params.token);
      return { data: { kind, email: member.email, name: member.name } };
    },
  );

  app.post(
    '/api/back-office/password',
    {
      schema: {
        tags: ['back office'],
        summary:
          'Set a password from a mailed link (SPEC §5 rules): spends the link, ends other sessions and signs the person in',
        body: setPasswordSchema,
        response: {
          200: passwordSetResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
      config: { access: { public: true } },
    },
    async (request: FastifyRequest<{ Body: z.infer<typeof setPasswordSchema> }>, reply) => {
      const { token, password } = request.body;
      const { member, kind } = await passwordToken(token);
      if (member.deactivated) throw new AppError(403, 'forbidden', 'The account is deactivated');
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        // Spent by another request a moment ago; anything else (an outage) is not the link's fault.
        if (isAPIError(error) && error.statusCode === 400)
          throw new AppError(410, 'token_used', 'The link has been used');
        throw error;
      }
      await markLinkUsed(db, token);
      // The mailed link proves the mailbox: sign-in throttling of this account is forgiven at every
      // address, so a person slowed down by a stranger's guesses (or their own) gets in now.
      await forgiveAccount(db, member.email);
      await insertAuditEntry(db, {
        actor: { id: member.id, email: member.email, ip: request.ip },
        action: kind === 'invitation' ? 'staff.activate' : 'auth.password-reset',
        entity: 'staff',
        entityId: member.id,
      });
      // An invitation ends signed in (§6 "account activated"); after a reset the person signs in
      // again, with their second factor if they have one.
      // The password is set either way: if signing in is refused now (a lock, a limit), the person
      // signs in with it on the sign-in page.
      let signedIn = false;
      if (kind === 'invitation') {
        const headers = fromNodeHeaders(request.headers);
        headers.set(CLIENT_IP_HEADER, request.ip);
        try {
          const answer = await auth.api.signInEmail({
            body: { email: member.email, password },
            headers,
            returnHeaders: true,
          });
          const cookies = answer.headers.getSetCookie();
          if (cookies.length > 0) reply.header('set-cookie', cookies);
          signedIn = true;
        } catch (error) {
          if (!isAPIError(error)) throw error;
        }
      }
      return { data: { kind, signedIn } };
    },
  );
}
