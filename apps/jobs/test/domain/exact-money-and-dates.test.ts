/** The kit's money and date rules through the jobs normalizer: salaries exact or refused, epoch units and impossible dates caught. */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeJobs } from '../../src/domain/normalize-jobs.js'

const fixtures = new URL('../fixtures/', import.meta.url)
const fixture = (platform: string) => loadFixture(fixtures, platform, 'job.json') as Record<string, unknown>
const run = (platform: string, payload: Record<string, unknown>) => {
  const job = normalizeJobs({ payload, platform }).jobs[0]
  if (!job) throw new Error('no job')
  return { job, codes: job.interpretation.warnings.map((w) => `${w.code}@${w.field ?? ''}`) }
}

describe('salaries beyond what a double holds', () => {
  it('refuses an Ashby salary sent as a JSON number of 16+ digits (AMOUNT_PRECISION_LOST)', () => {
    const text = JSON.stringify(fixture('ashby')).replace('"minValue":170000', '"minValue":9007199254740993')
    const { job, codes } = run('ashby', JSON.parse(text))
    expect(job.salary).toMatchObject({ min: null, max: 210000, currency: 'USD' })
    expect(codes).toContain('AMOUNT_PRECISION_LOST@salary.min')
  })
  it('refuses a salary text whose amount no JSON number carries (AMOUNT_NOT_REPRESENTABLE)', () => {
    const { job, codes } = run('indeed', { ...fixture('indeed'), salary: '$123456789012345678 per year' })
    expect(job.salary).toBeNull()
    expect(codes).toContain('AMOUNT_NOT_REPRESENTABLE@salary')
  })
  it('keeps a salary text of 15 digits exact', () => {
    const { job } = run('indeed', { ...fixture('indeed'), salary: '$1,234,567,890,123.45 per year' })
    expect(job.salary).toMatchObject({ min: 1234567890123.45, max: 1234567890123.45 })
  })
})

describe('epoch units and impossible dates', () => {
  it('Lever: a createdAt in seconds in the milliseconds field is read as seconds (EPOCH_UNIT_CORRECTED)', () => {
    const { job, codes } = run('lever', { ...fixture('lever'), createdAt: 1727773200 })
    expect(job.postedDate).toBe('2024-10-01T09:00:00.000Z')
    expect(codes).toContain('EPOCH_UNIT_CORRECTED@postedDate')
  })
  it('LinkedIn: a listedAt beyond the year 5138 is INVALID_DATE', () => {
    const base = fixture('linkedin')
    const text = JSON.stringify(base).replace('"listedAt":1728000000000', '"listedAt":1728000000000000')
    const { job, codes } = run('linkedin', JSON.parse(text))
    expect(job.postedDate).toBeNull()
    expect(codes).toContain('INVALID_DATE@postedDate')
  })
  it('Greenhouse: a leap second and an offset of -25:00 are INVALID_DATE', () => {
    for (const first_published of ['9999-12-31T23:59:60Z', '2024-09-18T10:00:00-25:00']) {
      const { job, codes } = run('greenhouse', { ...fixture('greenhouse'), first_published })
      expect(job.postedDate).toBeNull()
      expect(codes).toContain('INVALID_DATE@postedDate')
    }
  })
})
