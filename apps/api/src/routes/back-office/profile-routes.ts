import { createHash } from 'node:crypto';
import { meResponseSchema, sessionRevokedResponseSchema } from '@estate/domain/api/staff-responses';
import { changedFields } from '@estate/domain/audit-changes';
import { PROFILE_PHOTO_MAX_BYTES } from '@estate/domain/request-body-limits';
import { staffProfileSchema } from '@estate/domain/staff';
import { STAFF_ROLES, secondFactorMissing } from '@estate/domain/staff-roles';
import fastifyMultipart from '@fastify/multipart';
import sharp from 'sharp';
import { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import { AppError } from '../../http/app-error';
import { errorResponseSchema } from '../../http/error-response';
import { uploadedFile } from '../../http/multipart-upload';
import type { RouteDeps } from '../../http/route-deps';
import { insertAuditEntry } from '../../repositories/audit-repository';
import { bumpChangeSignal } from '../../repositories/change-signal-repository';
import {
  deleteOwnSession,
  findStaffMember,
  type StaffMember,
  setStaffPhoto,
  updateStaffProfile,
} from '../../repositories/staff-repository';
import { actorOf, staffOf } from '../../staff/staff-access';

const OWN = { roles: STAFF_ROLES } as const;
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** A portrait is shown at 96 px: 192 px covers sharp screens. */
const PHOTO_SIZE = 192;
/** Decompression bombs: a small file that would decode to more pixels than any camera takes. */
const PHOTO_MAX_PIXELS = 50_000_000;
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);

const meOf = (member: StaffMember) => ({
  data: { ...member, twoFactorRequired: secondFactorMissing(member.role, member.twoFactor) },
});

/** The fields of one's own data the audit log compares. */
const profileOf = (member: StaffMember) => ({
  name: member.name,
  lang: member.lang,
  jobPl: member.card?.jobPl ?? null,
  jobEn: member.card?.jobEn ?? null,
  phone: member.card?.phone ?? null,
});

/**
 * A signed-in person's own account (and whether a second factor is still missing), data and photo
 * (§6 "data changed", "photo changed"). An agent's are the public card of their offers (name, job,
 * photo): a save by someone with a card moves the offers' change signal and drops this process's
 * cached offer answers, so the offer pages show it as soon as an offer's own change would.
 */
export async function registerProfileRoutes(
  app: ApiApp,
  { database, media, listCache }: RouteDeps,
): Promise<void> {
  const { db } = database;

  async function me(id: string): Promise<StaffMember> {
    const member = await findStaffMember(db, id);
    if (!member) throw new AppError(401, 'unauthenticated', 'The account is gone');
    return member;
  }

  app.get(
    '/api/back-office/me',
    {
      schema: {
        tags: ['back office'],
        summary: 'The signed-in staff member',
        response: { 200: meResponseSchema, ...errors },
      },
      config: { access: { ...OWN, beforeSecondFactor: true } },
    },
    async (request) => meOf(await me(staffOf(request).id)),
  );

  app.put(
    '/api/back-office/me',
    {
      schema: {
        tags: ['back office'],
        summary: 'Change one’s own data: name, language and, for an agent, the public card',
        body: staffProfileSchema,
        response: { 200: meResponseSchema, ...errors },
      },
      config: { access: { ...OWN, beforeSecondFactor: true } },
    },
    async (request) => {
      const before = await me(staffOf(request).id);
      const profile = request.body;
      const now = new Date();
      const publicChange = before.card !== null;
      await db.transaction().execute(async (trx) => {
        await updateStaffProfile(trx, before.id, profile, now);
        if (publicChange) await bumpChangeSignal(trx, 'offers', now);
        const after = { ...profile, ...(before.card ? {} : { jobPl: null, jobEn: null, phone: null }) };
        await insertAuditEntry(
          trx,
          {
            actor: actorOf(request),
            action: 'staff.profile-change',
            entity: 'staff',
            entityId: before.id,
            changes: changedFields(profileOf(before), after),
          },
          now,
        );
      });
      if (publicChange) listCache.clear();
      return meOf(await me(before.id));
    },
  );

  app.delete(
    '/api/back-office/me/sessions/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'End one of one’s own sessions by its id (§6 "sessions"); answers never carry tokens',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: sessionRevokedResponseSchema, ...errors, 404: errorResponseSchema },
      },
      config: { access: { ...OWN, beforeSecondFactor: true } },
    },
    async (request) => {
      const member = staffOf(request);
      const now = new Date();
      const revoked = await db.transaction().execute(async (trx) => {
        if (!(await deleteOwnSession(trx, member.id, request.params.id))) return false;
        await insertAuditEntry(
          trx,
          { actor: actorOf(request), action: 'auth.session-revoke', entity: 'staff', entityId: member.id },
          now,
        );
        return true;
      });
      if (!revoked) throw AppError.notFound('Session');
      return { data: { revoked: true as const } };
    },
  );

  // Multipart only here: the rest of the API takes JSON (and the one-click unsubscribe its own forms).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.post(
      '/api/back-office/me/photo',
      {
        schema: {
          tags: ['back office'],
          summary: 'Change one’s own photo (multipart field `photo`: JPEG, PNG, WebP or AVIF up to 10 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: meResponseSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
        },
        config: { access: OWN },
      },
      async (request) => {
        const member = await me(staffOf(request).id);
        const { content: upload } = await uploadedFile(
          request,
          'photo',
          PROFILE_PHOTO_MAX_BYTES,
          'invalid_value',
        );
        // Judged by content, never by name or declared type: what sharp can decode, within the pixel limit.
        let portrait: Buffer;
        try {
          const image = sharp(upload, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
          const { format } = await image.metadata();
          if (!format || !PHOTO_FORMATS.has(format)) throw new Error(`format ${format}`);
          portrait = await image
            .rotate()
            .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
            .webp({ quality: 82 })
            .toBuffer();
        } catch {
          throw new AppError(415, 'unsupported_media_type', 'Not a JPEG, PNG, WebP or AVIF photo', {
            fields: { photo: 'invalid_value' },
          });
        }
        // A new name for new content, so browsers and the page cache never show the old one.
        const hash = createHash('sha256').update(portrait).digest('hex').slice(0, 16);
        const key = `staff/${member.id}-${hash}.webp`;
        await media.put(key, portrait, 'image/webp');
        const url = `/media/${key}`;
        const now = new Date();
        await db.transaction().execute(async (trx) => {
          await setStaffPhoto(trx, member.id, url, now);
          if (member.card) await bumpChangeSignal(trx, 'offers', now);
          await insertAuditEntry(
            trx,
            {
              actor: actorOf(request),
              action: 'staff.photo-change',
              entity: 'staff',
              entityId: member.id,
              changes: changedFields({ photo: member.photo }, { photo: url }),
            },
            now,
          );
        });
        if (member.card) listCache.clear();
        return meOf(await me(member.id));
      },
    );
  });
}
