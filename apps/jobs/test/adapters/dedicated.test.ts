/** Value assertions for every adapter's realistic fixture (the harness checks detection; this checks what comes out). */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import type { Job } from '../../src/canonical/job.js'
import { normalizeJobs } from '../../src/domain/normalize-jobs.js'

const fixtures = new URL('../fixtures/', import.meta.url)
const one = (key: string, platform: string | undefined = key): Job => {
  const reply = normalizeJobs({ payload: loadFixture(fixtures, key, 'job.json'), platform })
  expect(reply.errors).toEqual([])
  return reply.jobs[0] as Job
}

type Expectation = { [K in keyof Job]?: unknown } & { text?: string }
const EXPECTED: Record<string, Expectation> = {
  greenhouse: {
    id: 'greenhouse:4012345007',
    title: 'Senior Site Reliability Engineer',
    company: { name: 'Vault-Tec' },
    location: { city: 'New York', region: 'NY', country: 'US', remote: 'onsite' },
    employmentType: 'full_time',
    experienceLevel: 'senior',
    salary: { min: 180000, max: 220000, currency: 'USD', period: 'year' },
    postedDate: '2024-09-18T14:00:00.000Z',
    jobStatus: 'open',
    department: 'Infrastructure',
    text: "What you'll do",
  },
  greenhouse_harvest: {
    id: 'greenhouse_harvest:6404',
    title: 'Accountant',
    location: { city: 'Dublin', country: 'IE' },
    salary: { min: 55000, max: 65000, currency: 'EUR', period: null },
    postedDate: '2024-01-15T08:00:00.000Z',
    jobStatus: 'open',
    department: 'Finance',
  },
  lever: {
    title: 'Lead Product Designer',
    location: { city: 'Amsterdam', country: 'NL', remote: 'hybrid' },
    experienceLevel: 'lead',
    salary: { min: 85000, max: 105000, currency: 'EUR', period: 'year' },
    postedDate: '2024-10-01T09:00:00.000Z',
    applyUrl: 'https://jobs.lever.co/tulip/c4f1e8b2-9a3d-4f7e-8c1b-2d5e6f7a8b9c/apply',
    department: 'Product',
    text: '- Figma fluency',
  },
  ashby: {
    location: { city: 'San Francisco', region: 'California', country: 'US', remote: 'hybrid' },
    employmentType: 'full_time',
    salary: { min: 170000, max: 210000, currency: 'USD', period: 'year' },
    postedDate: '2024-08-05T17:02:11.480Z',
    department: 'Engineering',
  },
  workable: {
    id: 'workable:3F2A1B9C0D',
    location: { city: 'Athens', region: 'Attica', country: 'GR', postalCode: '105 64', remote: 'onsite' },
    experienceLevel: 'mid',
    salary: { min: 30000, max: 38000, currency: 'EUR' },
    jobStatus: 'open',
    text: 'Fluent Greek and English',
  },
  smartrecruiters: {
    company: { name: 'Northwind Logistics' },
    location: { city: 'Columbus', region: 'OH', country: 'US', postalCode: '43217', remote: 'onsite' },
    employmentType: 'full_time',
    experienceLevel: 'entry',
    salary: { min: 19.5, max: 22, currency: 'USD', period: 'hour' },
    department: 'Operations',
  },
  recruitee: {
    company: { name: 'ZorgTech B.V.' },
    location: { city: 'Utrecht', country: 'NL', remote: 'hybrid' },
    salary: { min: 4200, max: 5600, currency: 'EUR', period: 'month' },
    postedDate: '2024-10-01T08:15:00.000Z',
    validThrough: '2024-12-31',
    jobStatus: 'open',
  },
  teamtailor: {
    id: 'teamtailor:4711',
    location: { city: 'Stockholm', country: 'SE', remote: 'hybrid' },
    salary: { min: 45000, max: 55000, currency: 'SEK', period: 'month' },
    validThrough: '2024-11-30',
    department: 'Data',
    text: 'Du bygger våra dataflöden i Python.',
  },
  bamboohr: {
    id: 'bamboohr:88',
    location: { city: 'Boise', region: 'Idaho', country: 'US', postalCode: '83702', remote: 'onsite' },
    employmentType: 'part_time',
    salary: { min: 28, max: 32, currency: 'USD', period: 'hour', raw: '$28 - $32 per hour' },
    postedDate: '2024-10-14',
    department: 'People',
  },
  jazzhr: {
    location: { city: 'Austin', region: 'TX', country: 'US' },
    experienceLevel: 'entry',
    salary: { min: 52000, max: 60000, currency: null },
    postedDate: '2024-10-01',
    jobStatus: 'open',
  },
  workday: {
    id: 'workday:R0123456',
    company: { name: 'Mass General Brigham', url: 'https://www.massgeneralbrigham.org' },
    location: { city: 'Boston', region: 'MA', country: 'US', remote: 'hybrid' },
    salary: { min: 62000, max: 78000, currency: 'USD', period: 'year' },
    postedDate: '2024-10-21',
  },
  icims: {
    location: { city: 'Pittsburgh', region: 'PA', country: 'US' },
    employmentType: 'full_time',
    salary: { min: 38, max: 52 },
    jobStatus: 'open',
    department: 'Nursing',
  },
  indeed: {
    id: 'indeed:DD-88123',
    company: { name: 'QuickShip' },
    location: { city: 'Phoenix', region: 'AZ', postalCode: '85003', country: 'US' },
    salary: { min: 21, max: 24, currency: 'USD', period: 'hour' },
    postedDate: '2024-10-15T22:49:39.000Z',
    validThrough: '2024-11-15T00:00:00.000Z',
  },
  linkedin: {
    id: 'linkedin:JP-4411',
    company: { name: 'Contoso' },
    location: { city: 'London', region: 'England', country: 'GB', remote: 'remote' },
    salary: { min: 95000, max: 120000, currency: 'GBP', period: 'year' },
    postedDate: '2024-10-04T00:00:00.000Z',
  },
}

describe('dedicated adapters: value assertions on each fixture', () => {
  it.each(Object.keys(EXPECTED))('%s', (key) => {
    const job = one(key)
    const { text, ...members } = EXPECTED[key] as Expectation
    expect(job).toMatchObject(members)
    expect(job.interpretation.method).toBe('platform_exact')
    expect(job.interpretation.confidence).toBeGreaterThanOrEqual(0.8)
    expect(job.provenance.platform).toBe(key)
    if (text) expect(job.description).toContain(text)
    expect(job.descriptionHtml).not.toMatch(/<script|onerror|javascript:/i)
  })

  it('covers all 14 dedicated keys', () => {
    expect(Object.keys(EXPECTED)).toHaveLength(14)
  })

  it('reads Greenhouse HTML-escaped content as HTML and drops its script', () => {
    const job = one('greenhouse')
    expect(job.descriptionHtml).toContain('<strong>millions</strong>')
    expect(job.descriptionHtml).not.toContain('track()')
    expect(job.interpretation.warnings.map((w) => w.code)).toContain('UNSAFE_HTML_REMOVED')
  })

  it('keeps every location of a multi-location posting', () => {
    expect(one('lever').location.locations.map((l) => l.country)).toEqual(['NL', 'PT'])
    expect(one('workday').location.locations.map((l) => l.city)).toEqual(['Boston', 'Cambridge'])
  })
})
