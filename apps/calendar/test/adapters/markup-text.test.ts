/**
 * Event words (title, description, location, attendee names) leave as text through normalize-kit's
 * `plainText`, whichever provider wrote them: Google Calendar's HTML descriptions, a Graph body without
 * its preview, an EWS HTML body, an iCalendar X-ALT-DESC;FMTTYPE=text/html with a blank DESCRIPTION.
 * Every HTML reference is decoded once and case-sensitively.
 */
import { loadFixture, MARKUP_TEXT_CASES } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '../../src/canonical/event.js'
import { normalizeIcal } from '../../src/domain/ical/normalize-ical.js'
import { normalizeInput } from '../../src/domain/normalize-events.js'
import { ics } from '../ics.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)

function provider(key: string, file: string, edit: (p: Record<string, unknown>) => void): CalendarEvent {
  const payload = structuredClone(loadFixture(FIXTURES, key, file)) as Record<string, unknown>
  edit(payload)
  const result = normalizeInput({ calendarId: 'c', payload }, 0) as { events?: CalendarEvent[] }
  const event = result.events?.[0]
  expect(event, `${key}/${file} gives an event`).toBeDefined()
  return event as CalendarEvent
}

const CASES: [string, string, string][] = [
  ...MARKUP_TEXT_CASES,
  ['blocks, lists and script', '<div>Agenda</div><ul><li>Q2</li></ul><script>x()</script>', 'Agenda\n\n- Q2'],
]

describe('Google Calendar: summary, description, location and attendee names', () => {
  it.each(CASES)('%s', (_, written, read) => {
    const event = provider('google', 'event.json', (p) => {
      Object.assign(p, { summary: written, description: written, location: written })
      const attendees = p.attendees as Record<string, unknown>[] | undefined
      if (attendees?.[0]) attendees[0].displayName = written
    })
    expect(event.title).toBe(read)
    expect(event.description).toBe(read)
    expect(event.location.text).toBe(read)
    if (event.attendees[0]) expect(event.attendees[0].name).toBe(read)
  })
})

describe('HTML bodies', () => {
  it('Graph: the HTML body when there is no bodyPreview', () => {
    const event = provider('microsoft', 'event.json', (p) => {
      delete p.bodyPreview
      p.body = {
        contentType: 'html',
        content: '<html><body><p>Bring the Q2 numbers &amp; the &Eacute;tude.</p></body></html>',
      }
    })
    expect(event.description).toBe('Bring the Q2 numbers & the Étude.')
  })
  it('EWS: an HTML Body', () => {
    const event = provider('exchange_ews', 'calendar-item.json', (p) => {
      p.Body = { BodyType: 'HTML', Value: '<div>Dial-in&nbsp;in the invite &#153;</div>' }
    })
    expect(event.description).toBe('Dial-in in the invite ™')
  })
})

describe('iCalendar', () => {
  const event = (...lines: string[]) =>
    normalizeIcal({
      calendarId: 'c',
      text: ics(['UID:m1', 'DTSTART:20240605T100000Z', 'DTEND:20240605T110000Z', ...lines]),
    }).events[0]

  it('X-ALT-DESC;FMTTYPE=text/html when DESCRIPTION is blank (Outlook)', () => {
    const read = event(
      'SUMMARY:Budget review &amp;amp; Q&amp;A',
      'DESCRIPTION:\\n',
      'X-ALT-DESC;FMTTYPE=text/html:<html><body><p>&Eacute;tude &hearts; &#153;</p></body></html>',
    )
    expect(read?.description).toBe('Étude ♥ ™')
    expect(read?.title).toBe('Budget review &amp; Q&A')
  })
  it('DESCRIPTION wins over X-ALT-DESC when it has text', () => {
    expect(event('DESCRIPTION:Plain agenda', 'X-ALT-DESC;FMTTYPE=text/html:<p>HTML agenda</p>')?.description).toBe(
      'Plain agenda',
    )
  })
  it('an X-ALT-DESC that is not HTML is not read', () => {
    expect(event('X-ALT-DESC;FMTTYPE=text/rtf:{\\\\rtf1 x}')?.description).toBeNull()
  })
})
