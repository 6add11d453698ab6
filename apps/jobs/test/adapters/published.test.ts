/**
 * Modelled list shapes (test/fixtures/SOURCES.md: `modelled`); the published vendor material has its
 * value rows in vendor-responses.test.ts.
 */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeJobs } from '../../src/domain/normalize-jobs.js'

const fixtures = new URL('../fixtures/', import.meta.url)

describe('SmartRecruiters postings list (modelled on the Posting API list response)', () => {
  it('one job per `content[]` item, in order, read by the smartrecruiters adapter', () => {
    const reply = normalizeJobs({
      payload: loadFixture(fixtures, 'edge-cases', 'smartrecruiters-postings-list.json'),
      platform: 'smartrecruiters',
    })
    expect(reply.errors).toEqual([])
    expect(reply.jobs.map((j) => j.id)).toEqual(['smartrecruiters:744000012345678', 'smartrecruiters:744000087654321'])
    expect(reply.jobs[0]).toMatchObject({
      title: 'Warehouse Associate (Night Shift)',
      company: { name: 'Northwind Logistics' },
      location: { city: 'Columbus', region: 'OH', remote: 'hybrid' },
      employmentType: 'full_time',
      postedDate: '2024-09-30T12:40:01.153Z',
      department: 'Operations',
    })
    expect(reply.jobs[1]).toMatchObject({
      title: 'Product Designer',
      location: { city: 'London', remote: 'remote' },
      employmentType: 'contract',
      postedDate: '2024-10-02T08:00:00.000Z',
    })
    for (const job of reply.jobs) {
      expect(job.provenance.platform).toBe('smartrecruiters')
      expect(job.interpretation.method).toBe('platform_exact')
    }
  })
})

describe('street lines', () => {
  it('the custom path reads `street_address` into location.street', () => {
    const reply = normalizeJobs({
      payload: { title: 'Baker', city: 'Lyon', country: 'France', street_address: '12 Rue de la République' },
      platform: 'personio',
    })
    expect(reply.jobs[0]?.location).toMatchObject({ street: '12 Rue de la République', city: 'Lyon', country: 'FR' })
  })
  it('a place without a street has `street: null`', () => {
    const reply = normalizeJobs({ payload: loadFixture(fixtures, 'lever', 'job.json'), platform: 'lever' })
    expect(reply.jobs[0]?.location.street).toBeNull()
  })
})

describe('vendor error bodies', () => {
  it('a per-item error inside a list envelope is an errors entry with its position; the others still normalize', () => {
    const lever = loadFixture(fixtures, 'lever', 'job.json') as Record<string, unknown>
    const reply = normalizeJobs({
      platform: 'lever',
      payload: { postings: [lever, { ok: false, error: 'Posting is no longer available' }, lever] },
    })
    expect(reply.jobs.map((j) => j.provenance.platform)).toEqual(['lever', 'lever'])
    expect(reply.errors).toEqual([
      { index: 0, item: 1, platform: 'lever', error: 'VENDOR_ERROR', message: 'Posting is no longer available' },
    ])
  })
  it('the reason is plain text, bounded to 300 characters', () => {
    const reply = normalizeJobs({ payload: { error: { code: 'E1', message: `<b>Bad</b> ${'x'.repeat(1000)}` } } })
    expect(reply.errors[0]).toMatchObject({ error: 'VENDOR_ERROR', vendorCode: 'E1' })
    expect(reply.errors[0]?.message.startsWith('Bad x')).toBe(true)
    expect(reply.errors[0]?.message.length).toBe(300)
  })
  it('an object with a title is a job even when it carries error-like members', () => {
    const reply = normalizeJobs({ payload: { title: 'Support Engineer', status: 404, message: 'hello' } })
    expect(reply.errors).toEqual([])
    expect(reply.jobs[0]?.title).toBe('Support Engineer')
  })
  it('an object with neither a job nor an error is INVALID_PAYLOAD, never a job of nulls', () => {
    const reply = normalizeJobs({ payload: { foo: 1 } })
    expect(reply.jobs).toEqual([])
    expect(reply.errors[0]?.error).toBe('INVALID_PAYLOAD')
  })
})
