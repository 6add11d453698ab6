/**
 * Vendor material copied verbatim (test/fixtures/SOURCES.md: `published`) and modelled list shapes:
 * one value row per fixture, every canonical field the example carries.
 */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeJobs } from '../../src/domain/normalize-jobs.js'

const fixtures = new URL('../fixtures/', import.meta.url)

describe('Hacker News job item (published, HackerNews/API README)', () => {
  it('reads the epoch-seconds `time` as the posted date', () => {
    const reply = normalizeJobs({ payload: loadFixture(fixtures, 'job_shaped', 'hacker-news-job-item.json') })
    expect(reply.errors).toEqual([])
    expect(reply.jobs).toHaveLength(1)
    expect(reply.jobs[0]).toMatchObject({
      title: 'Justin.tv is looking for a Lead Flash Engineer!',
      postedDate: '2008-05-16T23:40:17.000Z',
    })
    expect(reply.jobs[0]?.description).toContain('Justin.tv is the biggest live video site online.')
  })
})

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
