/**
 * Headers every response of the site carries (the CSP, which needs a nonce per page, is added by
 * the proxy). Together they rate A+ on Mozilla's HTTP Observatory.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Browsers honour it only over HTTPS, where the site runs in production.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Nothing on the site needs these; a compromised third party gets none of them either.
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  // For browsers without CSP frame-ancestors.
  'x-frame-options': 'DENY',
};
