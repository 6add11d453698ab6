/** The social and review normalizer (README.md): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { socialErrors } from './errors.js'
import { pooledNormalizer, type SocialNormalizer } from './infra/social-normalizer.js'
import { normalizeRoute } from './routes/normalize.js'
import { platformsRoute } from './routes/platforms.js'

/** docs/contract.md: 50 levels of nesting, the whole body counted, checked in core's linear pass before JSON.parse. */
export const MAX_NESTING = 50

export const social = defineService<{ normalizer: SocialNormalizer }>({
  name: 'social',
  version: readVersion(import.meta.url),
  description:
    'Normalizes posts, comments and reviews from 40+ social and review platform APIs to one post list with de-duplicated authors.',
  port: 3011,
  bodyLimit: megabytes(50),
  maxJsonDepth: MAX_NESTING,
  errors: socialErrors,
  // Core answers a too-deep body with JSON_TOO_DEEP; this service's contract names it NESTING_TOO_DEEP.
  decorateError: (body) => (body.error === 'JSON_TOO_DEEP' ? { ...body, error: 'NESTING_TOO_DEEP' } : body),
  routes: ({ normalizer }, scope) => {
    if (normalizer) return [normalizeRoute({ normalizer }), platformsRoute()]
    const pooled = pooledNormalizer()
    scope.onClose(() => pooled.close())
    return [normalizeRoute({ normalizer: pooled.normalize }), platformsRoute()]
  },
})
