/** A shared currency symbol through the whole normalizer: settled by the posting's country, or not at all. */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeJobs } from '../../src/domain/normalize-jobs.js'

const indeed = loadFixture(new URL('../fixtures/', import.meta.url), 'indeed', 'job.json') as Record<string, unknown>
const run = (payload: Record<string, unknown>) => {
  const job = normalizeJobs({ payload, platform: 'indeed' }).jobs[0]
  return { salary: job?.salary, codes: job?.interpretation.warnings.map((w) => w.code) ?? [] }
}

describe('salary currency in the normalizer', () => {
  it('reads `$` as USD in a US posting (the published Indeed example), without a warning', () => {
    const { salary, codes } = run(indeed)
    expect(salary).toMatchObject({ min: 21, max: 24, currency: 'USD', period: 'hour' })
    expect(codes).not.toContain('CURRENCY_AMBIGUOUS')
  })
  it('reads `$` as CAD in a Canadian posting', () => {
    expect(run({ ...indeed, city: 'Toronto', state: 'ON', country: 'CA' }).salary?.currency).toBe('CAD')
  })
  it('gives no currency and warns when the posting has no country', () => {
    const { salary, codes } = run({ ...indeed, city: undefined, state: undefined, country: undefined })
    expect(salary).toMatchObject({ min: 21, max: 24, currency: null })
    expect(codes).toContain('CURRENCY_AMBIGUOUS')
  })
  it('reads `¥` as JPY in Japan and refuses to guess elsewhere', () => {
    const yen = { ...indeed, salary: '¥5,000,000 - ¥7,000,000 per year' }
    expect(run({ ...yen, city: 'Tokyo', state: undefined, country: 'JP' }).salary?.currency).toBe('JPY')
    expect(run({ ...yen, country: 'US' }).salary).toMatchObject({ min: 5000000, currency: null })
  })
})
