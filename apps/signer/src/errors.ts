/** The signer's error codes, merged into core's catalog (all 400: the sign request cannot be carried out). */
export const signerErrors = {
  INVALID_URL: {
    status: 400,
    fix: 'Send an absolute http:// or https:// URL without user name, password or #fragment, whose percent-escapes are %XX with two hex digits.',
  },
  RESERVED_PARAMETER: {
    status: 400,
    fix: 'Rename the query parameter: `sig` and every name starting with `sig_` are reserved for the signature and its constraints.',
  },
  INVALID_EXPIRATION: { status: 400, fix: 'Pick an expiry no later than 9999-12-31T23:59:59Z.' },
  EXPIRATION_IN_PAST: {
    status: 400,
    fix: 'Send an expiration after the current time (or a positive expires_in_seconds); clock skew is tolerated only when verifying.',
  },
} as const
