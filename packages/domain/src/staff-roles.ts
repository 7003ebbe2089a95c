/**
 * The staff's roles (issue 16, decision 029), in a module of their own so the back office's client
 * code can list them without the schemas of staff.ts.
 */
export const STAFF_ROLES = ['admin', 'editor', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Admins must use a second factor (issue 16): without one they may only reach their own account. */
export function secondFactorMissing(role: StaffRole, twoFactor: boolean): boolean {
  return role === 'admin' && !twoFactor;
}
