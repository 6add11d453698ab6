/**
 * The adapters against the vendors' published objects (checked field by field, see the README's
 * "Adapters checked against the vendor references"): fixtures drawn from the documented examples,
 * and the documented semantics the first fixtures did not exercise.
 */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { graphRrule } from '../../src/adapters/graph-recurrence.js'
import { normalizeInput } from '../../src/domain/normalize-events.js'
import { GOOGLE_EXAMPLE } from '../../src/schemas/normalize.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)
const events = (payload: unknown, extra: object = {}) => {
  const result = normalizeInput({ calendarId: 'c', payload, ...extra }, 0)
  if (!('events' in result)) throw new Error('no events')
  return result
}

describe('Google Calendar API v3 Event', () => {
  it('the recurring-events guide example: weekly until 2011-07-01T17:00Z, 10:00 Los Angeles', () => {
    const result = events(loadFixture(FIXTURES, 'google', 'recurring-guide.json'))
    expect(result.provider).toBe('google')
    const [e] = result.events
    expect(e!.title).toBe('Appointment')
    expect(e!.location.text).toBe('Somewhere')
    expect(e!.start).toEqual({
      local: '2011-06-03T10:00:00',
      utc: '2011-06-03T17:00:00.000Z',
      timezone: 'America/Los_Angeles',
    })
    expect(e!.end!.local).toBe('2011-06-03T10:25:00')
    // UNTIL is inclusive: the 1 July instance starts exactly at 17:00Z
    expect(e!.recurrence!.nextOccurrences.map((o) => o.start.local)).toEqual([
      '2011-06-03T10:00:00',
      '2011-06-10T10:00:00',
      '2011-06-17T10:00:00',
      '2011-06-24T10:00:00',
      '2011-07-01T10:00:00',
    ])
    expect(e!.attendees).toEqual([
      { email: 'attendeeEmail@example.com', name: null, role: 'required', status: 'needs_action' },
    ])
    expect(e!.reminders).toEqual([]) // useDefault: the calendar's defaults, not in the event
  })
  it('endTimeUnspecified: the end Google still sends "for compatibility" is not an end', () => {
    const [e] = events({ ...GOOGLE_EXAMPLE, endTimeUnspecified: true }).events
    expect(e!.end).toBeNull()
    expect(e!.recurrence!.nextOccurrences[0]!.end).toBeNull()
    const [withEnd] = events(GOOGLE_EXAMPLE).events
    expect(withEnd!.end!.local).toBe('2024-03-01T09:30:00')
  })
})

describe('Microsoft Graph v1.0 event', () => {
  it('the "Get event" reference response: UTC times, response none, bodyPreview', () => {
    const result = events(loadFixture(FIXTURES, 'microsoft', 'get-event-reference.json'))
    expect(result.provider).toBe('microsoft')
    const [e] = result.events
    expect(e!.title).toBe('New Product Regulations Touchpoint')
    expect(e!.start).toEqual({ local: '2014-11-03T17:00:00', utc: '2014-11-03T17:00:00.000Z', timezone: 'UTC' })
    expect(e!.end!.utc).toBe('2014-11-03T17:30:00.000Z')
    expect(e!.location.text).toBe('Conf Room Rainier')
    expect(e!.organizer).toEqual({ email: 'engineering@M365x214355.onmicrosoft.com', name: 'Engineering' })
    expect(e!.attendees.map((a) => [a.name, a.role, a.status])).toEqual([
      ['Engineering', 'required', 'needs_action'],
      ['Irvin Sayers', 'required', 'needs_action'],
    ])
    expect(e!.description).toMatch(/^New Product Regulations Strategy Online Touchpoint Meeting/)
    expect(e!.status).toBe('confirmed')
  })
  it('relativeMonthly: "the second Thursday or Friday every three months" is one instance a month (BYSETPOS)', () => {
    const recurrence = {
      pattern: { type: 'relativeMonthly', interval: 3, daysOfWeek: ['thursday', 'friday'], index: 'second' },
      range: { type: 'numbered', startDate: '2024-01-05', numberOfOccurrences: 4 },
    }
    expect(graphRrule(recurrence)).toBe('FREQ=MONTHLY;BYDAY=TH,FR;BYSETPOS=2;INTERVAL=3;COUNT=4')
    const [e] = events({
      id: 'AAMk-rel',
      subject: 'Review',
      start: { dateTime: '2024-01-05T10:00:00.0000000', timeZone: 'W. Europe Standard Time' },
      end: { dateTime: '2024-01-05T11:00:00.0000000', timeZone: 'W. Europe Standard Time' },
      recurrence,
    }).events
    // Jan 2024: Thu 4, Fri 5 -> the 5th; Apr: Thu 4, Fri 5; Jul: Thu 4, Fri 5; Oct: Thu 3, Fri 4
    expect(e!.recurrence!.nextOccurrences.map((o) => o.start.local)).toEqual([
      '2024-01-05T10:00:00',
      '2024-04-05T10:00:00',
      '2024-07-05T10:00:00',
      '2024-10-04T10:00:00',
    ])
    // one day keeps the short form; "last" is -1
    expect(
      graphRrule({ pattern: { type: 'relativeYearly', month: 11, daysOfWeek: ['thursday'], index: 'last' } }),
    ).toBe('FREQ=YEARLY;BYMONTH=11;BYDAY=-1TH')
  })
})

describe('Zoom Meeting v2 recurrence object', () => {
  it('monthly by week and weekday: monthly_week -1 with monthly_week_day 6 is the last Friday', () => {
    const [e] = events({
      uuid: 'zoom-monthly==',
      id: 81234567890,
      host_id: 'h1',
      topic: 'Monthly all-hands',
      type: 8,
      start_time: '2024-03-29T17:00:00Z',
      duration: 60,
      timezone: 'America/New_York',
      join_url: 'https://zoom.us/j/81234567890',
      recurrence: { type: 3, repeat_interval: 1, monthly_week: -1, monthly_week_day: 6, end_times: 3 },
    }).events
    expect(e!.recurrence!.rrule).toBe('FREQ=MONTHLY;BYDAY=-1FR;COUNT=3')
    expect(e!.recurrence!.nextOccurrences.map((o) => [o.start.local, o.start.utc])).toEqual([
      ['2024-03-29T13:00:00', '2024-03-29T17:00:00.000Z'],
      ['2024-04-26T13:00:00', '2024-04-26T17:00:00.000Z'],
      ['2024-05-31T13:00:00', '2024-05-31T17:00:00.000Z'],
    ])
  })
})

describe('Calendly API v2 Scheduled Event', () => {
  it('the Get Event reference shape: { resource }, physical location, host membership, event_guests', () => {
    const result = events(loadFixture(FIXTURES, 'calendly', 'get-event-reference.json'))
    expect(result.provider).toBe('calendly')
    const [e] = result.events
    expect(e!.uid).toBe('GBGBDCAADAEDCRZ2')
    expect(e!.title).toBe('15 Minute Meeting')
    expect(e!.location).toEqual({ text: 'Calendly Office', url: null, onlineMeetingUrl: null })
    // microseconds are read (and dropped): the times are whole seconds
    expect([e!.start!.utc, e!.end!.utc]).toEqual(['2019-08-24T14:15:22.000Z', '2019-08-24T14:30:22.000Z'])
    expect(e!.organizer).toEqual({ email: 'user@example.com', name: null })
    expect(e!.attendees).toEqual([{ email: 'guest@example.com', name: null, role: 'required', status: null }])
    expect(e!.status).toBe('confirmed')
  })
})

describe('Cal.com API v2 booking (2024-08-13)', () => {
  it('the BookingOutput_2024_08_13 example values: host zone, location link, guests', () => {
    const result = events(loadFixture(FIXTURES, 'cal_com', 'get-booking-reference.json'))
    expect(result.provider).toBe('cal_com')
    const [e] = result.events
    expect(e!.start).toEqual({
      local: '2024-08-13T08:30:00',
      utc: '2024-08-13T15:30:00.000Z',
      timezone: 'America/Los_Angeles',
    })
    expect(e!.end!.local).toBe('2024-08-13T09:30:00')
    // no (deprecated) meetingUrl: the link is the location
    expect(e!.location).toEqual({
      text: 'https://example.com/meeting',
      url: null,
      onlineMeetingUrl: 'https://example.com/meeting',
    })
    expect(e!.organizer).toEqual({ email: 'jane100@example.com', name: 'Jane Doe' })
    expect(e!.attendees).toEqual([
      { email: 'john@example.com', name: 'John Doe', role: 'required', status: 'accepted' },
      { email: 'guest1@example.com', name: null, role: 'required', status: null },
      { email: 'guest2@example.com', name: null, role: 'required', status: null },
    ])
  })
})
