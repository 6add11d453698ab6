/**
 * Byte-for-byte output pins (written before the performance work, so that no optimization changes an
 * answer): the three .ics exports and every provider fixture in full, and the 1,000-event files as a
 * SHA-256 of the whole JSON plus a sample of events. Over HTTP the response body must hash the same,
 * inline and through the worker pool. Update deliberately with `vitest run -u` and review the diff.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { loadFixture } from '@svc/normalize-kit/testing'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedIcs } from '../bench/inputs.js'
import { calendar } from '../src/app.js'
import { normalizeIcal } from '../src/domain/ical/normalize-ical.js'
import { normalizeInput } from '../src/domain/normalize-events.js'
import { inlineNormalizer, pooledNormalizer } from '../src/infra/event-normalizer.js'
import { goldenIcs } from './golden-input.js'

const FIXTURES = new URL('./fixtures/', import.meta.url)

/** Provider fixture folders: `ics/`, `corpus/` (public .ics files) and `published/` (vendor error bodies, collections) have their own tests. */
const providerFolders = () =>
  readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !['ics', 'corpus', 'published'].includes(d.name))
    .map((d) => d.name)
const golden = (name: string) => `./golden/${name}.json`
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** A large result as its hash and length, with a few events in full (the first of each variant, the last). */
function digest(result: { events: unknown[]; errors: unknown[] }, sample: number[]) {
  const text = JSON.stringify(result)
  return pretty({
    sha256: sha256(text),
    bytes: Buffer.byteLength(text),
    events: result.events.length,
    errors: result.errors,
    sample: Object.fromEntries(sample.map((i) => [i, result.events[i]])),
  })
}

const mixed = goldenIcs(1000)
const benchShaped = generatedIcs(1000)
const SAMPLE = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 999]
const WINDOW = { from: Date.parse('2024-06-01T00:00:00Z'), to: Date.parse('2024-12-31T23:59:59Z') }

describe('golden: .ics', () => {
  for (const name of ['google-export', 'outlook-export', 'apple-export'])
    it(name, async () => {
      const text = readFileSync(new URL(`ics/${name}.ics`, FIXTURES), 'utf8')
      await expect(pretty(normalizeIcal({ text, calendarId: 'cal' }))).toMatchFileSnapshot(golden(`ics-${name}`))
    })
  it('the mixed 1,000-event file', async () => {
    const result = normalizeIcal({ text: mixed, calendarId: 'golden' })
    expect(result.events).toHaveLength(1000)
    await expect(digest(result, SAMPLE)).toMatchFileSnapshot(golden('mixed-1000'))
  })
  it('the mixed 1,000-event file within an expandWindow and a defaultTimezone', async () => {
    const result = normalizeIcal({ text: mixed, calendarId: 'golden', window: WINDOW, defaultTimezone: 'Europe/Paris' })
    await expect(digest(result, SAMPLE)).toMatchFileSnapshot(golden('mixed-1000-window'))
  })
  it('the benchmark-shaped 1,000-event file', async () => {
    const result = normalizeIcal({ text: benchShaped, calendarId: 'bench' })
    await expect(digest(result, [0, 1, 4, 999])).toMatchFileSnapshot(golden('bench-1000'))
  })
})

describe('golden: provider fixtures', () => {
  const providers = providerFolders()
  for (const key of providers)
    for (const file of readdirSync(new URL(`${key}/`, FIXTURES)))
      it(`${key}/${file}`, async () => {
        const result = normalizeInput({ calendarId: 'c', payload: loadFixture(FIXTURES, key, file) }, 0)
        await expect(pretty(result)).toMatchFileSnapshot(golden(`provider-${key}-${file.replace(/\.json$/, '')}`))
      })
})

describe('golden: over HTTP the body is the same JSON', () => {
  const pooled = pooledNormalizer({ inlineBelowBytes: 0 })
  let inline: Awaited<ReturnType<typeof buildTestApp>>['app']
  let pool: Awaited<ReturnType<typeof buildTestApp>>['app']
  beforeAll(async () => {
    inline = (await buildTestApp(calendar, { deps: { normalizer: inlineNormalizer } })).app
    pool = (await buildTestApp(calendar, { deps: { normalizer: pooled.normalizer } })).app
  })
  afterAll(async () => {
    await inline.close()
    await pool.close()
    await pooled.close()
  })
  const expected = () =>
    sha256(JSON.stringify({ calendarId: 'golden', ...normalizeIcal({ text: mixed, calendarId: 'golden' }) }))
  for (const [name, app] of [
    ['inline', () => inline],
    ['worker pool', () => pool],
  ] as const)
    it(`POST /normalize/ical (${name})`, async () => {
      const res = await app().inject({
        method: 'POST',
        url: '/normalize/ical?calendarId=golden',
        payload: mixed,
        headers: { 'content-type': 'text/calendar', 'x-gateway-key': TEST_KEY },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(sha256(res.body)).toBe(expected())
    })
  it('POST /normalize (worker pool) equals the in-process batch', async () => {
    const inputs = providerFolders().flatMap((key) =>
      readdirSync(new URL(`${key}/`, FIXTURES)).map((file) => ({
        calendarId: key,
        payload: loadFixture(FIXTURES, key, file),
      })),
    )
    const res = await pool.inject({
      method: 'POST',
      url: '/normalize',
      payload: { inputs },
      headers: { 'x-gateway-key': TEST_KEY },
    })
    expect(res.statusCode).toBe(200)
    const local = await inline.inject({
      method: 'POST',
      url: '/normalize',
      payload: { inputs },
      headers: { 'x-gateway-key': TEST_KEY },
    })
    expect(res.body).toBe(local.body)
    expect(res.json().results).toHaveLength(inputs.length)
  })
})
