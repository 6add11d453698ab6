/** POST /normalize: job postings from any supported platform -> canonical jobs (large bodies in the worker pool). */
import { defineRoute } from '@svc/core'
import type { JobsNormalizer } from '../infra/jobs-normalizer.js'
import { NormalizeBody, NormalizeReply } from '../schemas/normalize.js'

export const normalizeRoute = ({ normalizer }: { normalizer: JobsNormalizer }) =>
  defineRoute({
    method: 'POST',
    url: '/normalize',
    summary: 'Normalize job postings from ATS and job-board APIs to canonical jobs',
    description:
      '`payload` (one job or an array) with an optional `platform` (GET /platforms), or `inputs` buckets for mixed platforms. Each job normalizes on its own: a bad one is an `errors` entry. `includeJsonLd: true` adds schema.org JobPosting JSON-LD to each job.',
    schema: { body: NormalizeBody, response: { 200: NormalizeReply } },
    handler: ({ body, request }) => normalizer(body, Number(request.headers['content-length'] ?? 0)),
  })
