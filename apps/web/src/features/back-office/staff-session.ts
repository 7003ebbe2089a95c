import 'server-only';
import type { meResponseSchema } from '@estate/domain/api/staff-responses';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { z } from 'zod';
import { backOfficeGet } from '@/lib/api/back-office-api';

export type SignedInStaff = z.infer<typeof meResponseSchema>['data'];

/** The signed-in staff member of this request, or null (asked of the API once per render). */
export const getSignedInStaff = cache(async (): Promise<SignedInStaff | null> => {
  const { status, body } = await backOfficeGet<z.infer<typeof meResponseSchema>>('/api/back-office/me');
  return status === 200 && body ? body.data : null;
});

/** SPEC §2 route guard: a visitor without a signed-in user is sent to '/'. */
export async function requireStaff(): Promise<SignedInStaff> {
  const staff = await getSignedInStaff();
  if (!staff) redirect('/');
  return staff;
}
