/** The validated body -> the domain request: `payload`/`data` aliases resolved, one item or a list of items per bucket. */
import { AppError } from '@svc/core/errors'
import type { SocialRequest } from '../domain/normalize-social.js'
import type { NormalizeInput } from '../schemas/normalize.js'

type BucketInput = Exclude<NormalizeInput, unknown[]>

function items(bucket: BucketInput, at: string): unknown[] {
  if (bucket.payload !== undefined && bucket.data !== undefined)
    throw new AppError('PAYLOAD_REQUIRED', `${at} has both \`payload\` and \`data\`; they are aliases, send one.`)
  const content = bucket.payload ?? bucket.data
  if (content === undefined) throw new AppError('PAYLOAD_REQUIRED', `${at} has no \`payload\` or \`data\`.`)
  return Array.isArray(content) ? content : [content]
}

export function toSocialRequest(body: NormalizeInput): SocialRequest {
  const list = Array.isArray(body) ? body : [body]
  return {
    // One object under `payload`/`data` is one item; a list there is several, like an array of buckets.
    single: !Array.isArray(body) && !Array.isArray(body.payload ?? body.data),
    buckets: list.map((bucket, i) => ({
      platform: bucket.platform,
      platformVersion: bucket.platformVersion,
      items: items(bucket, Array.isArray(body) ? `Bucket ${i}` : 'The body'),
    })),
  }
}
