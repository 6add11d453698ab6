import { loadFixture } from '@svc/normalize-kit/testing'
import { injectAs, jsonOfSize } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { jobs } from '../../src/app.js'
import { NormalizeReply } from '../../src/schemas/normalize.js'

const fixtures = new URL('../fixtures/', import.meta.url)
const fixture = (key: string) => loadFixture(fixtures, key, 'job.json') as Record<string, unknown>
const post = (body: unknown) => injectAs(jobs, { method: 'POST', url: '/normalize', payload: body as object })

describe('POST /normalize', () => {
  it('normalizes mixed buckets with partial success: errors carry index and bucket, metadata counts', async () => {
    const res = await post({
      inputs: [
        { platform: 'greenhouse', data: [fixture('greenhouse'), 'not a job', { id: 1 }] },
        { platform: 'lever', payload: fixture('lever') },
        { payload: [fixture('schema_org'), fixture('workday')] },
      ],
    })
    expect(res.statusCode).toBe(200)
    const body = NormalizeReply.parse(res.json())
    expect(body.jobs.map((j) => j.provenance.platform)).toEqual(['greenhouse', 'lever', 'schema_org', 'workday'])
    expect(body.errors).toEqual([
      {
        index: 1,
        bucket: 0,
        platform: 'greenhouse',
        error: 'INVALID_PAYLOAD',
        message: 'The job is a string, not a JSON object.',
      },
      {
        index: 2,
        bucket: 0,
        platform: 'greenhouse',
        error: 'INVALID_PAYLOAD',
        message: 'The job has no title (no title member the platform reader knows).',
      },
    ])
    expect(body.metadata).toEqual({
      total: 6,
      normalized: 4,
      failed: 2,
      byPlatform: { greenhouse: 1, lever: 1, schema_org: 1, workday: 1 },
      byMethod: { platform_exact: 2, generic_inferred: 2 },
    })
  })

  it('renders schema.org JSON-LD with what Google for Jobs requires on request', async () => {
    const res = await post({ payload: fixture('smartrecruiters'), platform: 'smartrecruiters', includeJsonLd: true })
    const job = res.json().jobs[0]
    expect(job.jsonLd).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Warehouse Associate (Night Shift)',
      datePosted: '2024-09-30T12:40:01.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Logistics' },
      jobLocation: [
        {
          '@type': 'Place',
          address: { addressLocality: 'Columbus', addressRegion: 'OH', postalCode: '43217', addressCountry: 'US' },
        },
      ],
      baseSalary: { currency: 'USD', value: { minValue: 19.5, maxValue: 22, unitText: 'HOUR' } },
    })
    expect(job.jsonLd.description).toContain('<p>Pick, pack and ship.')
    expect(job.interpretation.warnings.map((w: { code: string }) => w.code)).not.toContain('JSONLD_INCOMPLETE')
    const plain = (await post({ payload: fixture('smartrecruiters') })).json().jobs[0]
    expect(plain.jsonLd).toBeUndefined()
  })

  it('marks a remote job TELECOMMUTE and flags what Google would miss', async () => {
    const res = await post({ payload: fixture('lever'), includeJsonLd: true })
    const job = res.json().jobs[0]
    expect(job.jsonLd.hiringOrganization).toBeUndefined()
    expect(job.interpretation.warnings).toContainEqual(expect.objectContaining({ code: 'JSONLD_INCOMPLETE' }))
    const remote = (await post({ payload: fixture('linkedin'), includeJsonLd: true })).json().jobs[0]
    expect(remote.jsonLd).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { name: 'GB' },
    })
  })

  it.each([
    [{}, 'neither payload nor inputs'],
    [{ platform: 'lever' }, 'platform alone'],
    [{ payload: {}, inputs: [{ payload: {} }] }, 'both'],
    [{ inputs: [{ platform: 'lever' }] }, 'a bucket without data or payload'],
    [{ inputs: [{ platform: 'lever', data: [], payload: {} }] }, 'a bucket with both'],
    [{ payload: {}, platform: 7 }, 'a platform that is not a string'],
    [{ payload: {}, extra: true }, 'an unknown member'],
  ] as [object, string][])('400 INVALID_REQUEST with a message for %j (%s)', async (body) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', message: expect.any(String) })
  })

  it('a payload that is not an object is an errors entry, not a failure of the request', async () => {
    const res = await post({ payload: 42 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ jobs: [], errors: [{ index: 0, error: 'INVALID_PAYLOAD' }] })
  })

  it('a job nested beyond the limits is PAYLOAD_TOO_COMPLEX for that job only', async () => {
    let deep: unknown = { title: 'x' }
    for (let i = 0; i < 40; i++) deep = { title: 'deep', nested: deep }
    const res = await post({ payload: [deep, fixture('lever')] })
    expect(res.json().errors).toEqual([expect.objectContaining({ index: 0, error: 'PAYLOAD_TOO_COMPLEX' })])
    expect(res.json().jobs).toHaveLength(1)
  })

  it('413 PAYLOAD_TOO_LARGE over 25 MB', async () => {
    const res = await injectAs(jobs, {
      method: 'POST',
      url: '/normalize',
      payload: jsonOfSize(25 * 1024 * 1024 + 1024),
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('GET /platforms', () => {
  it('lists 14 dedicated keys, the generic modes and the 13 reserved keys', async () => {
    const res = await injectAs(jobs, { method: 'GET', url: '/platforms' })
    const body = res.json()
    expect(body.platforms.map((p: { key: string }) => p.key)).toEqual([
      'ashby',
      'bamboohr',
      'greenhouse',
      'greenhouse_harvest',
      'icims',
      'indeed',
      'jazzhr',
      'lever',
      'linkedin',
      'recruitee',
      'smartrecruiters',
      'teamtailor',
      'workable',
      'workday',
    ])
    expect(body.genericModes.map((p: { key: string }) => p.key)).toEqual(['job_shaped', 'schema_org'])
    expect(body.reserved).toHaveLength(13)
    expect(body.undeclared).toEqual(['custom', 'generic', 'unknown'])
  })
})

describe('GET /openapi.json', () => {
  it('matches the reviewed snapshot', async () => {
    const res = await injectAs(jobs, { method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})

describe('vendor list responses', () => {
  it('unpacks a Greenhouse board response and a Teamtailor list document into their jobs', async () => {
    const greenhouse = fixture('greenhouse')
    const teamtailor = fixture('teamtailor') as { data: unknown; included: unknown }
    const res = await post({
      inputs: [
        {
          platform: 'greenhouse',
          payload: { jobs: [greenhouse, { ...greenhouse, id: 2, title: null }], meta: { total: 2 } },
        },
        { platform: 'teamtailor', payload: { data: [teamtailor.data], included: teamtailor.included, meta: {} } },
      ],
    })
    const body = res.json()
    expect(body.jobs.map((j: { id: string }) => j.id)).toEqual(['greenhouse:4012345007', 'teamtailor:4711'])
    expect(body.jobs[1].location.city).toBe('Stockholm')
    expect(body.errors).toEqual([expect.objectContaining({ index: 0, item: 1, bucket: 0, error: 'INVALID_PAYLOAD' })])
  })
})

describe('limits', () => {
  it('400 TOO_MANY_JOBS over 10,000 jobs in one request', async () => {
    const res = await post({ payload: Array.from({ length: 10_001 }, () => ({})) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'TOO_MANY_JOBS', message: expect.stringContaining('10000') })
  })
})
