/** The signer's environment variables (standalone and local runner), parsed once by core. */
import { z } from 'zod'

export const DEFAULT_CLOCK_SKEW_SECONDS = 30

export const SignerEnv = z.object({
  SIGNER_CLOCK_SKEW_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(DEFAULT_CLOCK_SKEW_SECONDS)
    .describe('Seconds an expired URL is still accepted, for clocks that disagree (0 to 3,600).'),
})
