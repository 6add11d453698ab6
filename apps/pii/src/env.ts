/** The pii service's environment variables (standalone and local runner), parsed once by core. */
import { z } from 'zod'

export const PiiEnv = z.object({
  PII_HASH_KEY: z
    .string()
    .min(32, 'at least 32 characters (for example the output of `openssl rand -hex 32`)')
    .max(1024)
    .optional()
    .describe('Server-side HMAC key of the `hash` strategy, used when a request sends no `x-pii-salt` header.'),
})
