import { buildTestApp, injectAs, TEST_KEY } from '@svc/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendar } from '../../src/app.js'
import { pooledNormalizer } from '../../src/infra/event-normalizer.js'
import { GOOGLE_EXAMPLE } from '../../src/schemas/normalize.js'
import { ics } from '../ics.js'

const postJson = (body: unknown) => injectAs(calendar, { method: 'POST', url: '/normalize', payload: body as object })
const postIcal = (text: string, query = '', type = 'text/calendar') =>
  injectAs(calendar, {
    method: 'POST',
    url: `/normalize/ical${query}`,
    payload: text,
    headers: { 'content-type': type },
  })

describe('POST /normalize/ical', () => {
  const text = ics([
    'UID:w',
    'SUMMARY:Standup',
    'DTSTART;TZID=America/New_York:20240308T090000',
    'DURATION:PT15M',
    'RRULE:FREQ=WEEKLY;COUNT=2',
  ])
  it('normalizes text/calendar with the calendarId from the query', async () => {
    const res = await postIcal(text, '?calendarId=team')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.calendarId).toBe('team')
    expect(body.events[0].provenance).toEqual({ calendarId: 'team', sourceId: 'w', provider: 'ical' })
    expect(body.events[0].recurrence.nextOccurrences.map((o: { start: { utc: string } }) => o.start.utc)).toEqual([
      '2024-03-08T14:00:00.000Z',
      '2024-03-15T13:00:00.000Z',
    ])
  })
  it('accepts text/plain, defaults calendarId to ical and applies defaultTimezone (Windows names too)', async () => {
    const res = await postIcal(
      ics(['UID:f', 'DTSTART:20240301T090000']),
      '?defaultTimezone=Tokyo%20Standard%20Time',
      'text/plain',
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().calendarId).toBe('ical')
    expect(res.json().events[0].start).toEqual({
      local: '2024-03-01T09:00:00',
      utc: '2024-03-01T00:00:00.000Z',
      timezone: 'Asia/Tokyo',
    })
  })
  it('expands within expandFrom/expandTo', async () => {
    const res = await postIcal(
      ics(['UID:u', 'DTSTART:20240101T090000Z', 'RRULE:FREQ=DAILY']),
      '?expandFrom=2024-02-01T00:00:00Z&expandTo=2024-02-03T23:59:59Z',
    )
    expect(res.json().events[0].recurrence.nextOccurrences).toHaveLength(3)
  })
  it('200 with errors for a partly malformed file', async () => {
    const res = await postIcal(
      ics(['UID:ok', 'DTSTART:20240301T090000Z'], ['UID:bad', 'DTSTART;VALUE=DATE:2024-13-45', 'NO COLON']),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().events).toHaveLength(1)
    expect(res.json().errors[0]).toMatchObject({ index: 1, error: 'MALFORMED_EVENT' })
  })
  it('400 INVALID_ICAL when nothing parsed', async () => {
    const res = await postIcal('hello, not a calendar')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_ICAL')
  })
  it('400 for an unknown defaultTimezone, 400 for a bad window', async () => {
    expect((await postIcal(text, '?defaultTimezone=Mars/Olympus')).statusCode).toBe(400)
    const bad = await postIcal(text, '?expandFrom=2024-02-05&expandTo=2024-02-01')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('INVALID_EXPAND_WINDOW')
  })
  it('413 over 25 MB', async () => {
    const res = await postIcal('X'.repeat(25_000_001))
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('POST /normalize', () => {
  it('normalizes a Google event with detection', async () => {
    const res = await postJson({ inputs: [{ calendarId: 'work', payload: GOOGLE_EXAMPLE }] })
    expect(res.statusCode).toBe(200)
    const result = res.json().results[0]
    expect(result).toMatchObject({ index: 0, calendarId: 'work', provider: 'google', detected: true })
    expect(result.events[0].recurrence.nextOccurrences).toHaveLength(4)
    expect(result.events[0].recurrence.nextOccurrences[3].start).toEqual({
      local: '2024-03-22T09:00:00',
      utc: '2024-03-22T13:00:00.000Z',
      timezone: 'America/New_York',
    })
  })
  it('partial success: a bad input gets its own error, the others go on', async () => {
    const res = await postJson({
      inputs: [
        { calendarId: 'a', payload: GOOGLE_EXAMPLE },
        { calendarId: 'b', payload: { nothing: 'here' } },
        { payload: GOOGLE_EXAMPLE },
        {
          calendarId: 'd',
          payload:
            'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:20240301T090000Z\r\nEND:VEVENT\r\nEND:VCALENDAR',
        },
        { calendarId: 'e', provider: 'nope', payload: {} },
      ],
    })
    expect(res.statusCode).toBe(200)
    const { results, errors } = res.json()
    expect(results[0].events).toHaveLength(1)
    expect(results[3].events[0].uid).toBe('x')
    expect(errors.map((e: { index: number; error: string }) => [e.index, e.error])).toEqual([
      [1, 'UNRECOGNIZED_PAYLOAD'],
      [2, 'INVALID_REQUEST'],
      [4, 'UNKNOWN_SOURCE'],
    ])
    expect(results[1]).toMatchObject({ index: 1, calendarId: 'b', error: 'UNRECOGNIZED_PAYLOAD' })
  })
  it('400 when inputs is missing, 400 on invalid JSON', async () => {
    const missing = await postJson({})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toBe('INVALID_REQUEST')
    const invalid = await injectAs(calendar, {
      method: 'POST',
      url: '/normalize',
      payload: '{"inputs": [',
      headers: { 'content-type': 'application/json' },
    })
    expect(invalid.statusCode).toBe(400)
  })
  it('parsingHints.expandWindow bounds the instances; wrong member types fail their input only', async () => {
    const res = await postJson({
      inputs: [
        {
          calendarId: 'w',
          payload: { ...GOOGLE_EXAMPLE, recurrence: ['RRULE:FREQ=DAILY'] },
          parsingHints: { expandWindow: { from: '2024-03-09T00:00:00Z', to: '2024-03-11T23:59:59Z' } },
        },
        {
          calendarId: 'n',
          provider: 'calendly',
          payload: {
            resource: { uri: 'https://api.calendly.com/scheduled_events/X', start_time: 12, event_type: 'x' },
          },
        },
        {
          calendarId: 'bad-window',
          payload: GOOGLE_EXAMPLE,
          parsingHints: { expandWindow: { from: 'soon', to: 'later' } },
        },
      ],
    })
    expect(res.statusCode).toBe(200)
    const { results, errors } = res.json()
    expect(
      results[0].events[0].recurrence.nextOccurrences.map((o: { start: { local: string; utc: string } }) => [
        o.start.local,
        o.start.utc,
      ]),
    ).toEqual([
      ['2024-03-09T09:00:00', '2024-03-09T14:00:00.000Z'],
      ['2024-03-10T09:00:00', '2024-03-10T13:00:00.000Z'],
      ['2024-03-11T09:00:00', '2024-03-11T13:00:00.000Z'],
    ])
    expect(results[1].events[0].interpretation.warnings.map((w: { code: string }) => w.code)).toContain('INVALID_DATE')
    expect(errors).toEqual([
      expect.objectContaining({ index: 2, error: 'INVALID_EXPAND_WINDOW', calendarId: 'bad-window' }),
    ])
  })
  it('GET /providers lists every provider', async () => {
    const res = await injectAs(calendar, { method: 'GET', url: '/providers' })
    const keys = res.json().providers.map((p: { key: string }) => p.key)
    expect(keys).toEqual(expect.arrayContaining(['google', 'microsoft', 'calendly', 'zoom', 'ical', 'caldav', 'apple']))
  })
})

describe('worker pool', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>['app']
  const pooled = pooledNormalizer({ inlineBelowBytes: 0 })
  beforeAll(async () => {
    app = (await buildTestApp(calendar, { deps: { normalizer: pooled.normalizer } })).app
  })
  afterAll(async () => {
    await app.close()
    await pooled.close()
  })
  it('a 2,000-event file normalizes in the worker with the same values', async () => {
    const text = ics(
      ...Array.from({ length: 2000 }, (_, i) => [
        `UID:p${i}`,
        `DTSTART;TZID=Europe/London:20240${(i % 9) + 1}01T120000`,
      ]),
    )
    const res = await app.inject({
      method: 'POST',
      url: '/normalize/ical',
      payload: text,
      headers: { 'content-type': 'text/calendar', 'x-gateway-key': TEST_KEY },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().events).toHaveLength(2000)
    expect(res.json().events[3].start.utc).toBe('2024-04-01T11:00:00.000Z')
    const json = await app.inject({
      method: 'POST',
      url: '/normalize',
      payload: {
        inputs: [
          { calendarId: 'w', payload: GOOGLE_EXAMPLE },
          { calendarId: 'x', payload: {} },
        ],
      },
      headers: { 'x-gateway-key': TEST_KEY },
    })
    expect(json.statusCode).toBe(200)
    expect(json.json().results[0].events[0].recurrence.nextOccurrences[3].start.utc).toBe('2024-03-22T13:00:00.000Z')
    expect(json.json().errors.map((e: { index: number }) => e.index)).toEqual([1])
    const bad = await app.inject({
      method: 'POST',
      url: '/normalize/ical',
      payload: 'nope',
      headers: { 'content-type': 'text/plain', 'x-gateway-key': TEST_KEY },
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('GET /openapi.json', () => {
  it('matches the committed document', async () => {
    const res = await injectAs(calendar, { method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
