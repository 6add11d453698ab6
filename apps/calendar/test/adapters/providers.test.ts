/** One value test per provider fixture: times, zones, people, status and recurrence as each vendor documents them. */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeInput } from '../../src/domain/normalize-events.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)
const run = (key: string, file: string, extra: object = {}) => {
  const result = normalizeInput({ calendarId: 'c', payload: loadFixture(FIXTURES, key, file), ...extra }, 0)
  expect(result.provider).toBe(key)
  return result.events
}

describe('providers', () => {
  it('google: instants with their zone, EXDATE line, attendees, reminders', () => {
    const [e] = run('google', 'event.json')
    expect(e!.start).toEqual({
      local: '2024-03-01T09:00:00',
      utc: '2024-03-01T14:00:00.000Z',
      timezone: 'America/New_York',
    })
    expect(e!.attendees.map((a) => [a.email, a.role, a.status])).toEqual([
      ['ana@example.com', 'chair', 'accepted'],
      ['bo@example.com', 'required', 'needs_action'],
      ['cy@example.com', 'optional', 'tentative'],
    ])
    expect(e!.recurrence!.nextOccurrences.slice(1, 3).map((o) => o.start.utc)).toEqual([
      '2024-03-08T14:00:00.000Z',
      '2024-03-22T13:00:00.000Z',
    ])
    expect(e!.reminders).toEqual([
      { minutesBefore: 10, method: 'popup' },
      { minutesBefore: 1440, method: 'email' },
    ])
    expect(e!.location.onlineMeetingUrl).toBe('https://meet.google.com/abc-defg-hij')
  })
  it('microsoft: Windows zone -> IANA, patternedRecurrence -> RRULE across DST', () => {
    const [e] = run('microsoft', 'event.json')
    expect(e!.start).toEqual({
      local: '2024-03-05T10:00:00',
      utc: '2024-03-05T18:00:00.000Z',
      timezone: 'America/Los_Angeles',
    })
    expect(e!.recurrence!.rrule).toBe('FREQ=WEEKLY;BYDAY=TU;WKST=SU;COUNT=4')
    expect(e!.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2024-03-05T18:00:00.000Z',
      '2024-03-12T17:00:00.000Z',
      '2024-03-19T17:00:00.000Z',
      '2024-03-26T17:00:00.000Z',
    ])
    expect(e!.attendees.map((a) => [a.role, a.status])).toEqual([
      ['required', 'accepted'],
      ['optional', 'tentative'],
      ['non_participant', 'needs_action'],
    ])
    expect(e!.reminders).toEqual([{ minutesBefore: 15, method: 'display' }])
  })
  it('calendly: scheduled event + invitees', () => {
    const [e] = run('calendly', 'scheduled-event.json')
    expect(e!.start!.utc).toBe('2024-03-11T14:00:00.000Z')
    expect(e!.organizer).toEqual({ email: 'host@example.com', name: 'Hana Host' })
    expect(e!.attendees).toEqual([
      { email: 'guest@example.com', name: 'Gus Guest', role: 'required', status: 'accepted' },
    ])
    expect(e!.location.onlineMeetingUrl).toBe('https://zoom.us/j/123456789')
  })
  it('zoom: start in UTC shown in the meeting zone, duration, weekly recurrence', () => {
    const [e] = run('zoom', 'meeting.json')
    expect(e!.start).toEqual({
      local: '2024-03-06T12:00:00',
      utc: '2024-03-06T17:00:00.000Z',
      timezone: 'America/New_York',
    })
    expect(e!.end!.utc).toBe('2024-03-06T17:45:00.000Z')
    expect(e!.recurrence!.rrule).toBe('FREQ=WEEKLY;BYDAY=WE;COUNT=4')
    expect(e!.recurrence!.nextOccurrences[1]!.start).toMatchObject({
      local: '2024-03-13T12:00:00',
      utc: '2024-03-13T16:00:00.000Z',
    })
  })
  it('cal_com: booking in the data envelope', () => {
    const [e] = run('cal_com', 'booking.json')
    expect(e!.start).toEqual({
      local: '2024-03-31T10:00:00',
      utc: '2024-03-31T09:00:00.000Z',
      timezone: 'Europe/London',
    })
    expect(e!.status).toBe('confirmed')
    expect(e!.attendees[0]!.email).toBe('sam@example.com')
  })
  it('eventbrite: local time in its zone', () => {
    const [e] = run('eventbrite', 'event.json')
    expect(e!.start).toEqual({
      local: '2024-04-07T18:00:00',
      utc: '2024-04-07T08:00:00.000Z',
      timezone: 'Australia/Sydney',
    })
    expect(e!.title).toBe('Sydney JS Meetup')
  })
  it('canvas, moodle, acuity', () => {
    expect(run('canvas', 'calendar-event.json')[0]!.end!.utc).toBe('2024-10-15T17:00:00.000Z')
    const moodle = run('moodle', 'event.json')[0]!
    expect(moodle.start!.utc).toBe('2024-03-10T14:00:00.000Z')
    const acuity = run('acuity', 'appointment.json')[0]!
    expect(acuity.start).toEqual({
      local: '2024-03-10T09:00:00',
      utc: '2024-03-10T13:00:00.000Z',
      timezone: 'America/New_York',
    })
    expect(acuity.end!.utc).toBe('2024-03-10T14:00:00.000Z')
  })
  it('caldav and apple: the calendar-data goes through the iCal path', () => {
    const caldav = run('caldav', 'object.json')[0]!
    expect(caldav.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2024-03-25T09:00:00.000Z',
      '2024-04-01T08:00:00.000Z',
      '2024-04-08T08:00:00.000Z',
    ])
    expect(caldav.provenance.provider).toBe('caldav')
    const apple = run('apple', 'object.json')[0]!
    expect([apple.allDay, apple.start!.local, apple.end!.local]).toEqual([true, '2024-04-01', '2024-04-04'])
  })
  it('event_json (generic): floating wall time in the named zone, at the November change', () => {
    const [e] = run('event_json', 'event.json')
    expect(e!.start).toEqual({
      local: '2024-11-03T09:00:00',
      utc: '2024-11-03T14:00:00.000Z',
      timezone: 'America/New_York',
    })
    expect(e!.interpretation.confidence).toBe(0.6)
  })
  it('exchange_ews: UTC start shown in the Windows zone, EWS recurrence across the November change', () => {
    const [e] = run('exchange_ews', 'calendar-item.json')
    expect(e!.start).toEqual({
      local: '2024-11-01T12:00:00',
      utc: '2024-11-01T16:00:00.000Z',
      timezone: 'America/New_York',
    })
    expect(e!.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2024-11-01T16:00:00.000Z',
      '2024-11-08T17:00:00.000Z',
      '2024-11-15T17:00:00.000Z',
    ])
    expect(e!.attendees.map((a) => [a.email, a.role, a.status])).toEqual([
      ['kim@contoso.com', 'required', 'accepted'],
      ['lou@contoso.com', 'optional', 'needs_action'],
    ])
  })
  it('teams, blackboard, meetup, hubspot_meetings', () => {
    const t = run('teams', 'online-meeting.json')[0]!
    expect([t.start!.utc, t.organizer!.name, t.attendees[0]!.email]).toEqual([
      '2024-03-31T08:30:00.000Z',
      'Megan Bowen',
      'adele@contoso.com',
    ])
    expect(run('blackboard', 'calendar-item.json')[0]!.title).toBe('Lab safety briefing')
    const m = run('meetup', 'event.json')[0]!
    expect(m.start).toEqual({
      local: '2024-09-08T19:00:00',
      utc: '2024-09-08T22:00:00.000Z',
      timezone: 'America/Santiago',
    })
    const h = run('hubspot_meetings', 'meeting.json')[0]!
    expect([h.start!.utc, h.end!.utc, h.status, h.location]).toEqual([
      '2024-03-12T15:00:00.000Z',
      '2024-03-12T15:30:00.000Z',
      'confirmed',
      {
        // the CRM Meetings guide: hs_meeting_external_url is the calendar event's link, the call is in hs_meeting_location
        text: 'https://zoom.us/j/98765',
        url: 'https://www.google.com/calendar/event?eid=NHBhcjdpNTRtZmY4a2ZrY2RvbGRkMzNlMjQgYW5hQGV4YW1wbGUuY29t',
        onlineMeetingUrl: 'https://zoom.us/j/98765',
      },
    ])
  })
})
