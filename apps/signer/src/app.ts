/** The URL signer and verifier service: data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { DEFAULT_CLOCK_SKEW_SECONDS, SignerEnv } from './env.js'
import { signerErrors } from './errors.js'
import { signRoute } from './routes/sign.js'
import { type VerifyDeps, verifyRoute } from './routes/verify.js'

export const signer = defineService<VerifyDeps>({
  name: 'signer',
  version: readVersion(import.meta.url),
  description: 'Produces and checks HMAC-signed URLs that carry constraints, with nothing stored.',
  port: 3002,
  bodyLimit: megabytes(1),
  errors: signerErrors,
  env: SignerEnv,
  configure: (env) => ({ clockSkewSeconds: env.SIGNER_CLOCK_SKEW_SECONDS }),
  routes: ({ now = Date.now, clockSkewSeconds = DEFAULT_CLOCK_SKEW_SECONDS }) => [
    signRoute({ now }),
    verifyRoute({ now, clockSkewSeconds }),
  ],
})
