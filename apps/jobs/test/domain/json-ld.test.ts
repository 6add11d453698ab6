/** The JSON-LD output reads back through the JSON-LD reader to the same job (every fixture). */
import { readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import type { Job } from '../../src/canonical/job.js'
import { normalizeJobs } from '../../src/domain/normalize-jobs.js'

const fixtures = readFixtures(new URL('../fixtures/', import.meta.url))

describe('JSON-LD round trip', () => {
  it.each(fixtures.map((f) => [f.key, f.payload] as const))('%s', (key, payload) => {
    const job = normalizeJobs({ payload, platform: key, includeJsonLd: true }).jobs[0] as Job
    const back = normalizeJobs({ payload: job.jsonLd }).jobs[0] as Job
    expect(back.provenance.platform).toBe('schema_org')
    expect(back.title).toBe(job.title)
    expect(back.description).toBe(job.description)
    expect(back.company.name).toBe(job.company.name)
    expect(back.employmentType).toBe(job.employmentType)
    expect(back.postedDate).toBe(job.postedDate)
    expect(back.location.locations.map((l) => [l.city, l.region, l.country])).toEqual(
      job.location.locations
        .filter((l) => l.city || l.region || l.country || l.postalCode)
        .map((l) => [l.city, l.region, l.country]),
    )
    if (job.salary?.currency)
      expect(back.salary).toMatchObject({ min: job.salary.min, max: job.salary.max, period: job.salary.period })
    if (job.location.remote === 'remote') expect(back.location.remote).toBe('remote')
  })
})
