/**
 * Better Auth's models and fields under our snake_case table and column names (decision 029); the
 * migration `2026-11-24-staff-accounts` creates exactly these, and a test asks Better Auth's own
 * migration planner whether anything is missing.
 */
export const AUTH_TABLE_NAMES = {
  user: {
    modelName: 'auth_user',
    fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
  },
  session: {
    modelName: 'auth_session',
    fields: {
      expiresAt: 'expires_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
      ipAddress: 'ip_address',
      userAgent: 'user_agent',
      userId: 'user_id',
    },
  },
  account: {
    modelName: 'auth_account',
    fields: {
      accountId: 'account_id',
      providerId: 'provider_id',
      userId: 'user_id',
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      idToken: 'id_token',
      accessTokenExpiresAt: 'access_token_expires_at',
      refreshTokenExpiresAt: 'refresh_token_expires_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  verification: {
    modelName: 'auth_verification',
    fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
  },
  rateLimit: { modelName: 'auth_rate_limit', fields: { lastRequest: 'last_request' } },
  admin: {
    user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
    session: { fields: { impersonatedBy: 'impersonated_by' } },
  },
  twoFactor: {
    user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
    twoFactor: {
      modelName: 'auth_two_factor',
      fields: {
        backupCodes: 'backup_codes',
        userId: 'user_id',
        failedVerificationCount: 'failed_verification_count',
        lockedUntil: 'locked_until',
      },
    },
  },
} as const;
