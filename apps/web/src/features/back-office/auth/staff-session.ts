import 'server-only';
import { meResponseSchema } from '@estate/domain/api/staff-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { z } from 'zod';
import { backOfficeGet } from '@/lib/api/back-office-api';

export type SignedInStaff = z.infer<typeof meResponseSchema>['data'];

/** The signed-in staff member of this request, or null (asked of the API once per render). */
export const getSignedInStaff = cache(async (): Promise<SignedInStaff | null> => {
  const { status, body } = await backOfficeGet('/api/back-office/me', meResponseSchema);
  return status === 200 && body ? body.data : null;
});

/**
 * SPEC §2 route guard: a visitor without a signed-in user is sent to '/'. An admin who has not
 * enrolled a second factor may use only the screens that allow it (the dashboard, where enrolment
 * is, and their own account); any other screen sends them to enrolment instead of showing the
 * API's refusal as an error (issue 32).
 */
export async function requireStaff({ beforeSecondFactor = false } = {}): Promise<SignedInStaff> {
  const staff = await getSignedInStaff();
  if (!staff) redirect('/');
  if (staff.twoFactorRequired && !beforeSecondFactor) redirect(backOfficePaths.dashboard);
  return staff;
}
