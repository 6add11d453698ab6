/** Platform resolution: exact, the mismatch warning, the custom path on unseen shapes, JSON-LD on every path. */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import type { Job } from '../../src/canonical/job.js'
import { normalizeJobs } from '../../src/domain/normalize-jobs.js'

const fixtures = new URL('../fixtures/', import.meta.url)
const lever = loadFixture(fixtures, 'lever', 'job.json')
const jsonLd = loadFixture(fixtures, 'schema_org', 'job.json')
const one = (payload: unknown, platform?: string): Job => {
  const reply = normalizeJobs({ payload, platform })
  expect(reply.errors).toEqual([])
  return reply.jobs[0] as Job
}
const codes = (job: Job) => job.interpretation.warnings.map((w) => w.code)

describe('platform resolution', () => {
  it('a Lever posting declared as greenhouse: read as lever, platform_fuzzy, PLATFORM_MISMATCH, lower confidence', () => {
    const exact = one(lever, 'lever')
    const fuzzy = one(lever, 'greenhouse')
    expect(fuzzy.interpretation.method).toBe('platform_fuzzy')
    expect(fuzzy.provenance.platform).toBe('lever')
    expect(codes(fuzzy)).toContain('PLATFORM_MISMATCH')
    expect(fuzzy.interpretation.warnings[0]?.message).toContain('lever')
    expect(fuzzy.salary).toEqual(exact.salary)
    expect(fuzzy.interpretation.confidence).toBeCloseTo(exact.interpretation.confidence - 0.15, 5)
  })

  it('a reserved key whose payload fits a dedicated adapter is platform_fuzzy with the warning', () => {
    const job = one(lever, 'jobvite')
    expect(job.interpretation.method).toBe('platform_fuzzy')
    expect(codes(job)).toContain('PLATFORM_MISMATCH')
  })

  it('without a platform (or with custom / generic / unknown) a dedicated shape is generic_inferred, no warning', () => {
    for (const platform of [undefined, 'custom', 'generic', 'unknown']) {
      const job = one(lever, platform)
      expect(job.interpretation.method).toBe('generic_inferred')
      expect(job.provenance.platform).toBe('lever')
      expect(codes(job)).not.toContain('PLATFORM_MISMATCH')
    }
  })

  it('recognizes schema.org JobPosting JSON-LD on every path', () => {
    const inferred = one(jsonLd)
    expect(inferred).toMatchObject({
      interpretation: { method: 'generic_inferred' },
      provenance: { platform: 'schema_org' },
    })
    const reserved = one(jsonLd, 'personio')
    expect(reserved).toMatchObject({
      interpretation: { method: 'generic_inferred' },
      provenance: { platform: 'personio' },
    })
    const declared = one(jsonLd, 'workday')
    expect(declared.interpretation.method).toBe('platform_fuzzy')
    expect(codes(declared)).toContain('PLATFORM_MISMATCH')
    const graph = one({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, jsonLd] }, 'custom')
    for (const job of [inferred, reserved, declared, graph]) {
      expect(job.company.name).toBe('Backhaus Müller GmbH')
      expect(job.location).toMatchObject({ city: 'Freiburg im Breisgau', postalCode: '79098', country: 'DE' })
      expect(job.salary).toMatchObject({ min: 14.5, max: 16, currency: 'EUR', period: 'hour' })
    }
  })

  it('a dedicated key that nothing fits reads through the custom path, platform_fuzzy', () => {
    const job = one({ position: 'Barista', employer: 'Bean There', location: 'Portland, OR' }, 'greenhouse')
    expect(job).toMatchObject({
      title: 'Barista',
      company: { name: 'Bean There' },
      location: { city: 'Portland', region: 'OR', country: 'US' },
      interpretation: { method: 'platform_fuzzy' },
      provenance: { platform: 'greenhouse' },
    })
    expect(codes(job)).toContain('PLATFORM_MISMATCH')
  })
})

describe('the custom path on unseen shapes', () => {
  it('Personio-style XML-as-JSON position', () => {
    const job = one(
      {
        id: 1402,
        subcompany: 'Nordwind GmbH',
        office: 'Hamburg',
        department: 'Vertrieb',
        name: 'Account Executive (m/w/d)',
        jobDescriptions: { jobDescription: [{ name: 'Aufgaben', value: '<p>Neukunden gewinnen</p>' }] },
        employmentType: 'permanent',
        seniority: 'experienced',
        schedule: 'full-time',
        createdAt: '2024-10-02T09:00:00+00:00',
      },
      'personio',
    )
    expect(job).toMatchObject({
      id: 'personio:1402',
      title: 'Account Executive (m/w/d)',
      company: { name: 'Nordwind GmbH' },
      location: { city: 'Hamburg', remote: 'onsite' },
      employmentType: 'full_time',
      experienceLevel: 'mid',
      postedDate: '2024-10-02T09:00:00.000Z',
      department: 'Vertrieb',
      interpretation: { method: 'generic_inferred' },
      provenance: { platform: 'personio' },
    })
    expect(job.interpretation.confidence).toBeLessThan(0.7)
    expect(job.descriptionHtml).toBe('<h3>Aufgaben</h3>\n<p>Neukunden gewinnen</p>')
    expect(job.description).toBe('Aufgaben\n\nNeukunden gewinnen')
  })

  it('a flat job-board export with a salary text and a remote flag', () => {
    const job = one(
      {
        jobTitle: 'Senior Frontend Engineer',
        companyName: 'Pixelhaus',
        location: 'Remote - Germany',
        isRemote: true,
        jobType: 'Vollzeit',
        salaryRange: '€75.000 – €90.000 pro Jahr',
        datePosted: '2024-10-20',
        applyLink: 'https://pixelhaus.example/jobs/42',
        jobDescription: '<p>React &amp; TypeScript</p>',
      },
      'some-board-we-never-heard-of',
    )
    expect(job).toMatchObject({
      title: 'Senior Frontend Engineer',
      company: { name: 'Pixelhaus' },
      location: { country: 'DE', remote: 'remote' },
      employmentType: 'full_time',
      experienceLevel: 'senior',
      salary: { min: 75000, max: 90000, currency: 'EUR', period: 'year', raw: '€75.000 – €90.000 pro Jahr' },
      applyUrl: 'https://pixelhaus.example/jobs/42',
      description: 'React & TypeScript',
      interpretation: { method: 'generic_inferred' },
      provenance: { platform: 'some-board-we-never-heard-of' },
    })
  })

  it('structured salary members and nested locations', () => {
    const job = one({
      role: 'Nurse Practitioner',
      organization: { name: 'Harbor Health' },
      locations: [
        { city: 'Seattle', state: 'WA' },
        { city: 'Tacoma', state: 'WA' },
      ],
      compensation: { min: 120000, max: 140000, currency: 'usd', period: 'yearly' },
      status: 'active',
    })
    expect(job).toMatchObject({
      company: { name: 'Harbor Health' },
      location: { city: 'Seattle', region: 'WA', country: 'US' },
      salary: { min: 120000, max: 140000, currency: 'USD', period: 'year', raw: null },
      jobStatus: 'open',
      provenance: { platform: 'custom' },
    })
    expect(job.location.locations).toHaveLength(2)
  })
})
