/** A vendor list response yields every item it holds (modelled on the Calendar API v3 events.list response shape). */
import { describe, expect, it } from 'vitest'
import { normalizeEvents } from '../../src/domain/normalize-events.js'

const event = (id: string, start: string) => ({
  kind: 'calendar#event',
  id,
  status: 'confirmed',
  summary: `Event ${id}`,
  start: { dateTime: start, timeZone: 'Europe/Berlin' },
  end: { dateTime: start.replace('T09', 'T10'), timeZone: 'Europe/Berlin' },
  iCalUID: `${id}@google.com`,
})

describe('list envelopes', () => {
  it('a Google calendar#events list yields both of its events', () => {
    const payload = {
      kind: 'calendar#events',
      summary: 'Team',
      timeZone: 'Europe/Berlin',
      items: [event('a1', '2024-03-01T09:00:00+01:00'), event('b2', '2024-03-02T09:00:00+01:00')],
    }
    const reply = normalizeEvents([{ ok: true, input: { calendarId: 'c', payload } }]) as unknown as {
      results: { provider: string; events: { uid: string; start: { utc: string } }[] }[]
    }
    expect(reply.results[0]!.provider).toBe('google')
    expect(reply.results[0]!.events.map((e) => [e.uid, e.start.utc])).toEqual([
      ['a1@google.com', '2024-03-01T08:00:00.000Z'],
      ['b2@google.com', '2024-03-02T08:00:00.000Z'],
    ])
  })

  it('an item no adapter reads is an item error; the others are kept', () => {
    const payload = { kind: 'calendar#events', items: [event('a1', '2024-03-01T09:00:00+01:00'), { hello: 1 }] }
    const reply = normalizeEvents([{ ok: true, input: { calendarId: 'c', payload } }]) as unknown as {
      results: { events: unknown[]; errors?: { index: number; error: string }[] }[]
    }
    expect(reply.results[0]!.events).toHaveLength(1)
    expect(reply.results[0]!.errors).toEqual([expect.objectContaining({ index: 1, error: 'UNRECOGNIZED_PAYLOAD' })])
  })
})
