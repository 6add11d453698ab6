/** POST /normalize: one source or an array of buckets -> posts, authors, metadata (large bodies in the worker pool). */
import { defineRoute } from '@svc/core'
import type { SocialNormalizer } from '../infra/social-normalizer.js'
import { NormalizeBody, NormalizeReply } from '../schemas/normalize.js'
import { toSocialRequest } from './to-social-request.js'

export const normalizeRoute = ({ normalizer }: { normalizer: SocialNormalizer }) =>
  defineRoute({
    method: 'POST',
    url: '/normalize',
    summary: 'Normalize social posts and reviews from 40+ platforms to one post list',
    description:
      '`{platform, payload}` (or `data`) for one source, or an array of buckets `{platform, platformVersion?, data}`. `platform` omitted: inferred from the structure (PLATFORM_INFERRED). Per-item failures are listed in `errors`.',
    schema: { body: NormalizeBody, response: { 200: NormalizeReply } },
    handler: ({ body, request }) => normalizer(toSocialRequest(body), Number(request.headers['content-length'] ?? 0)),
  })
