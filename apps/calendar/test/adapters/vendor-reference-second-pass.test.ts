/**
 * The second field-by-field pass (README "Adapters checked against the vendor references"): acuity,
 * canvas, moodle, blackboard, meetup, eventbrite against their published objects, with fixtures drawn
 * from the documented examples where the vendor publishes one.
 */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeInput } from '../../src/domain/normalize-events.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)
const events = (payload: unknown, extra: object = {}) => {
  const result = normalizeInput({ calendarId: 'c', payload, ...extra }, 0)
  if (!('events' in result)) throw new Error(`no events: ${JSON.stringify(result)}`)
  return result
}
const codes = (e: { interpretation: { warnings: { code: string }[] } }) => e.interpretation.warnings.map((w) => w.code)

describe('Acuity Scheduling Appointment (API v1)', () => {
  it('the documented example: the instant from the offset (-0700), shown in the client zone `timezone`', () => {
    const result = events(loadFixture(FIXTURES, 'acuity', 'get-appointment-reference.json'))
    expect(result.provider).toBe('acuity')
    const [e] = result.events
    // 10:15 at -07:00 is 17:15Z, which is 13:15 in New York (EDT) — the client's zone, not the offset's
    expect(e!.start).toEqual({
      local: '2013-07-02T13:15:00',
      utc: '2013-07-02T17:15:00.000Z',
      timezone: 'America/New_York',
    })
    // `duration` is minutes as a string ("60"); the human `endTime` ("11:15am") is not read
    expect(e!.end!.utc).toBe('2013-07-02T18:15:00.000Z')
    expect(e!.title).toBe('Regular Visit')
    expect(e!.description).toBe('Notes')
    expect(e!.location).toEqual({
      text: null,
      url: 'https://acuityscheduling.com/schedule.php?owner=11145481&id[]=1220aa9f41091c50c0cc659385cfa1d0&action=appt',
      onlineMeetingUrl: null,
    })
    expect(e!.attendees).toEqual([
      { email: 'bob.mctest@example.com', name: 'Bob McTest', role: 'required', status: 'accepted' },
    ])
    expect(e!.status).toBe('confirmed')
    expect(codes(e!)).toEqual([])
  })
  it('`canceled: true` is a cancelled appointment', () => {
    const payload = { ...(loadFixture(FIXTURES, 'acuity', 'get-appointment-reference.json') as object), canceled: true }
    expect(events(payload).events[0]!.status).toBe('cancelled')
  })
})

describe('Canvas LMS CalendarEvent (REST v1)', () => {
  const reference = () => loadFixture(FIXTURES, 'canvas', 'calendar-event-reference.json') as Record<string, unknown>
  it('the documented example: offsets, location name + address, html_url', () => {
    const result = events(reference())
    expect(result.provider).toBe('canvas')
    const [e] = result.events
    expect(e!.title).toBe('Paintball Fight!')
    expect([e!.start!.utc, e!.end!.utc]).toEqual(['2012-07-19T21:00:00.000Z', '2012-07-19T22:00:00.000Z'])
    expect(e!.allDay).toBe(false)
    expect(e!.location).toEqual({
      text: 'Greendale Community College, Greendale, Colorado',
      url: 'https://example.com/calendar?event_id=234&include_contexts=course_123',
      onlineMeetingUrl: null,
    })
    // series_natural_language without an rrule (as in the example): nothing to expand
    expect(e!.recurrence).toBeNull()
  })
  it('all_day ("midnight to midnight") is the all_day_date, ending the next day (exclusive)', () => {
    const [e] = events({
      ...reference(),
      all_day: true,
      start_at: '2012-07-19T06:00:00Z',
      end_at: '2012-07-19T06:00:00Z',
    }).events
    expect(e!.allDay).toBe(true)
    expect(e!.start).toEqual({ local: '2012-07-19', utc: '2012-07-19', timezone: null })
    expect(e!.end!.local).toBe('2012-07-20')
  })
  it("include[]=web_conference: the Conference object's join_url is the meeting link", () => {
    // the Conferences API example object, with a join link set (the example has null, "may be null")
    const web_conference = {
      id: 170,
      conference_type: 'AdobeConnect',
      conference_key: 'abcdjoelisgreatxyz',
      title: 'Test conference',
      url: null,
      join_url: 'https://example.com/conferences/170/join',
    }
    const [e] = events({ ...reference(), web_conference }).events
    expect(e!.location.onlineMeetingUrl).toBe('https://example.com/conferences/170/join')
    const [none] = events({ ...reference(), web_conference: { ...web_conference, join_url: null } }).events
    expect(none!.location.onlineMeetingUrl).toBeNull()
  })
  it('workflow_state: deleted is cancelled; locked (reservations) is still confirmed', () => {
    expect(events({ ...reference(), workflow_state: 'deleted' }).events[0]!.status).toBe('cancelled')
    expect(events({ ...reference(), workflow_state: 'locked' }).events[0]!.status).toBe('confirmed')
  })
  it('a series: only the series_head expands its rrule; the other members are single instances', () => {
    // the documented rrule example, "Daily 5 times"
    const series = { series_uuid: '6f5e8c1e-0000-4000-8000-000000000001', rrule: 'FREQ=DAILY;INTERVAL=1;COUNT=5' }
    const [head] = events({ ...reference(), ...series, series_head: true }).events
    expect(head!.recurrence!.rrule).toBe('FREQ=DAILY;INTERVAL=1;COUNT=5')
    expect(head!.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2012-07-19T21:00:00.000Z',
      '2012-07-20T21:00:00.000Z',
      '2012-07-21T21:00:00.000Z',
      '2012-07-22T21:00:00.000Z',
      '2012-07-23T21:00:00.000Z',
    ])
    const [member] = events({ ...reference(), ...series, series_head: false, id: 235 }).events
    expect(member!.recurrence).toBeNull()
  })
  it('an AssignmentEvent (the documented example): due_at as start and end, published', () => {
    const [e] = events({
      id: 'assignment_987',
      title: 'Essay',
      start_at: '2012-07-19T23:59:00-06:00',
      end_at: '2012-07-19T23:59:00-06:00',
      description: '<b>Write an essay. Whatever you want.</b>',
      context_code: 'course_123',
      workflow_state: 'published',
      url: 'https://example.com/api/v1/calendar_events/assignment_987',
      html_url: 'http://example.com/courses/123/assignments/987',
      all_day_date: '2012-07-19',
      all_day: false,
    }).events
    expect(e!.id).toBe('canvas:assignment_987')
    expect([e!.start!.utc, e!.end!.utc]).toEqual(['2012-07-20T05:59:00.000Z', '2012-07-20T05:59:00.000Z'])
    expect(e!.status).toBe('confirmed')
  })
})

describe('Moodle calendar event (web services)', () => {
  const base = () => (loadFixture(FIXTURES, 'moodle', 'event.json') as { events: Record<string, unknown>[] }).events[0]!
  it('core_calendar_get_calendar_event_by_id ({ event, warnings }, event_exporter): location, url, timeduration', () => {
    const exported = {
      ...base(),
      location: 'Lab 3',
      url: 'https://moodle.example.edu/mod/assign/view.php?id=12',
      timeduration: 5400,
      timesort: 1710079200,
      descriptionformat: 1,
    }
    const result = events({ event: exported, warnings: [] })
    expect(result.provider).toBe('moodle')
    const [e] = result.events
    expect(e!.location).toEqual({
      text: 'Lab 3',
      url: 'https://moodle.example.edu/mod/assign/view.php?id=12',
      onlineMeetingUrl: null,
    })
    // timestart and timeduration are Unix seconds
    expect([e!.start!.utc, e!.end!.utc]).toEqual(['2024-03-10T14:00:00.000Z', '2024-03-10T15:30:00.000Z'])
  })
  it('uuid ("unique id of ical events", set for subscription imports) is the uid; otherwise the id', () => {
    const [imported] = events({ events: [{ ...base(), uuid: 'standup-1@example.com', subscriptionid: 4 }] }).events
    expect(imported!.uid).toBe('standup-1@example.com')
    expect(imported!.provenance.sourceId).toBe('42')
    const [own] = events({ events: [base()] }).events
    expect(own!.uid).toBe('42')
  })
  it('timeduration 0 is an instant without an end', () => {
    const [e] = events({ events: [base()] }).events
    expect(e!.end).toBeNull()
  })
})

describe('Blackboard Learn CalendarItem (REST v1)', () => {
  it('the documented GET /calendars/items/{type}/{id} example: UTC instants; the recurrence object is not re-expanded', () => {
    const result = events(loadFixture(FIXTURES, 'blackboard', 'get-item-reference.json'))
    expect(result.provider).toBe('blackboard')
    const [e] = result.events
    // milliseconds are read and dropped (whole seconds, as for every provider)
    expect(e!.start).toEqual({ local: '2022-09-30T15:58:25', utc: '2022-09-30T15:58:25.000Z', timezone: 'UTC' })
    expect(e!.end!.utc).toBe('2022-09-30T15:58:25.000Z')
    expect([e!.title, e!.location.text]).toEqual(['string', 'string'])
    // each member of a series is its own CalendarItem ("a new set of CalendarItems will be created")
    expect(e!.recurrence).toBeNull()
  })
})

describe('Meetup GraphQL Event', () => {
  it('the API guide example response (its data.event, named): dateTime with seconds and +09:00', () => {
    // the guide's query asks for three fields only, too few to detect (no eventUrl): the provider is named
    const result = events(
      { title: 'API test', description: 'API test description', dateTime: '2021-03-15T09:52:53+09:00' },
      { provider: 'meetup' },
    )
    const [e] = result.events
    expect(e!.title).toBe('API test')
    expect(e!.description).toBe('API test description')
    expect(e!.start!.utc).toBe('2021-03-15T00:52:53.000Z')
  })
  it('gql-ext: venues[] (the online one skipped for the text), eventHosts, the group zone, ISO duration', () => {
    const [e] = events({
      data: {
        event: {
          id: '305123456',
          title: 'Hybrid meetup',
          eventUrl: 'https://www.meetup.com/tokyo-ts/events/305123456/',
          dateTime: '2024-11-05T19:00:00+09:00',
          duration: 'PT2H',
          eventType: 'HYBRID',
          status: 'ACTIVE',
          group: { urlname: 'tokyo-ts', timezone: 'Asia/Tokyo' },
          eventHosts: [{ member: { name: 'Aiko' } }],
          venues: [
            { id: '1', name: 'Online event', venueType: 'online' },
            {
              id: '2',
              name: 'Shibuya Hall',
              address: '1-1 Dogenzaka',
              city: 'Tokyo',
              state: '13',
              country: 'jp',
              venueType: '',
            },
          ],
        },
      },
    }).events
    expect(e!.location.text).toBe('Shibuya Hall, 1-1 Dogenzaka, Tokyo, 13, jp')
    expect(e!.organizer).toEqual({ email: null, name: 'Aiko' })
    expect(e!.start).toEqual({ local: '2024-11-05T19:00:00', utc: '2024-11-05T10:00:00.000Z', timezone: 'Asia/Tokyo' })
    expect(e!.end!.utc).toBe('2024-11-05T12:00:00.000Z')
  })
  it('every EventStatus enum value maps without UNKNOWN_CODE', () => {
    const expected: Record<string, string> = {
      ACTIVE: 'confirmed',
      AUTOSCHED: 'confirmed',
      AUTOSCHED_CANCELLED: 'cancelled',
      AUTOSCHED_DRAFT: 'tentative',
      AUTOSCHED_FINISHED: 'confirmed',
      BLOCKED: 'cancelled',
      CANCELLED: 'cancelled',
      CANCELLED_PERM: 'cancelled',
      DRAFT: 'tentative',
      PAST: 'confirmed',
      PENDING: 'tentative',
      PROPOSED: 'tentative',
      TEMPLATE: 'tentative',
    }
    const fixture = loadFixture(FIXTURES, 'meetup', 'event.json') as { data: { event: object } }
    for (const [status, mapped] of Object.entries(expected)) {
      const [e] = events({ data: { event: { ...fixture.data.event, status } } }).events
      expect([status, e!.status, codes(e!)]).toEqual([status, mapped, []])
    }
  })
})

describe('Eventbrite Event (API v3)', () => {
  const fixture = () => loadFixture(FIXTURES, 'eventbrite', 'event.json') as Record<string, unknown>
  it('the documented "Datetime with Timezone" example: local in the Olson zone, utc agrees', () => {
    const [e] = events({
      ...fixture(),
      start: { timezone: 'America/Los_Angeles', utc: '2018-05-12T02:00:00Z', local: '2018-05-11T19:00:00' },
      end: { timezone: 'America/Los_Angeles', utc: '2018-05-12T04:00:00Z', local: '2018-05-11T21:00:00' },
    }).events
    expect(e!.start).toEqual({
      local: '2018-05-11T19:00:00',
      utc: '2018-05-12T02:00:00.000Z',
      timezone: 'America/Los_Angeles',
    })
    expect(e!.end!.utc).toBe('2018-05-12T04:00:00.000Z')
  })
  it('status values (canceled, live, started, ended, completed, draft) and the venue/organizer expansions', () => {
    const statuses = ['canceled', 'live', 'started', 'ended', 'completed', 'draft'].map(
      (status) => events({ ...fixture(), status }).events[0]!.status,
    )
    expect(statuses).toEqual(['cancelled', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'tentative'])
    const [e] = events({
      ...fixture(),
      venue: {
        name: 'Fishburners',
        address: { address_1: '1 Hickson Rd', city: 'Sydney', region: 'NSW', postal_code: '2000', country: 'AU' },
      },
      organizer: { name: 'SydJS' },
    }).events
    expect(e!.location.text).toBe('Fishburners, 1 Hickson Rd, Sydney, NSW, 2000, AU')
    expect(e!.organizer).toEqual({ email: null, name: 'SydJS' })
    const [display] = events({
      ...fixture(),
      venue: { name: 'Fishburners', address: { localized_address_display: '1 Hickson Rd, Sydney NSW 2000' } },
    }).events
    expect(display!.location.text).toBe('Fishburners, 1 Hickson Rd, Sydney NSW 2000')
  })
  it('summary stands in when description is absent (online events keep no join link in the object)', () => {
    const { description: _, ...rest } = fixture()
    const [e] = events({ ...rest, summary: 'Talks and pizza.', online_event: true }).events
    expect(e!.description).toBe('Talks and pizza.')
    expect(e!.location.onlineMeetingUrl).toBeNull()
  })
})
