/** The pii service's own error codes, merged into core's catalog. */
export const piiErrors = {
  HASH_KEY_REQUIRED: {
    status: 400,
    fix: 'Send a per-request salt of 16-256 characters in the `x-pii-salt` header (or `salt` in a JSON body), or set PII_HASH_KEY on the server: an unkeyed hash of an SSN or card number is reversed by brute force in minutes.',
  },
} as const
