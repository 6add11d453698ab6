/** The job posting normalizer service (seed 001 "Job posting normalizer"): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { jobsErrors } from './errors.js'
import { type JobsNormalizer, pooledNormalizer } from './infra/jobs-normalizer.js'
import { normalizeRoute } from './routes/normalize.js'
import { platformsRoute } from './routes/platforms.js'

export const jobs = defineService<{ normalizer: JobsNormalizer }>({
  name: 'jobs',
  version: readVersion(import.meta.url),
  description:
    'Normalizes job postings from 14 ATS and job-board APIs (Greenhouse, Lever, Ashby, Workable, SmartRecruiters, Workday, LinkedIn, ...), schema.org JobPosting JSON-LD and custom shapes to canonical jobs, optionally as JSON-LD.',
  port: 3010,
  bodyLimit: megabytes(25),
  errors: jobsErrors,
  routes: ({ normalizer }, scope) => {
    if (normalizer) return [normalizeRoute({ normalizer }), platformsRoute()]
    const pooled = pooledNormalizer()
    scope.onClose(() => pooled.close())
    return [normalizeRoute({ normalizer: pooled.normalize }), platformsRoute()]
  },
})
