/**
 * read-vevent.ts must answer exactly what `ICAL.parse` answers for every block it accepts (and
 * decline — null — whatever ical.js would reject): checked on every VEVENT of the fixtures and the
 * generated files, and on generated blocks mixing the awkward corners of RFC 5545 3.1. On the same
 * blocks, the one-pass veventDraft must equal its previous reading (vevent-draft.reference.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { generatedIcs } from '../../bench/inputs.js'
import { readVevent, readVeventLines } from '../../src/domain/ical/read-vevent.js'
import { blockText, splitIcal } from '../../src/domain/ical/split-ical.js'
import { type JCal, veventDraft } from '../../src/domain/ical/vevent-draft.js'
import { goldenIcs } from '../golden-input.js'
import { referenceDraft } from './vevent-draft.reference.js'

const reference = (text: string): { ok: true; jcal: unknown } | { ok: false } => {
  try {
    return { ok: true, jcal: ICAL.parse(text) }
  } catch {
    return { ok: false }
  }
}

const outcome = (read: () => unknown) => {
  try {
    return { value: read() }
  } catch (error) {
    return { threw: error instanceof Error ? error.constructor.name : 'non-error' }
  }
}

/** The draft of any jCal ical.js gives equals the pre-rewrite reading (values, or throwing alike). */
function checkDraft(text: string) {
  const ref = reference(text)
  if (!ref.ok || !Array.isArray(ref.jcal) || ref.jcal[0] !== 'vevent') return
  const jcal = ref.jcal as JCal
  expect(outcome(() => veventDraft(jcal))).toStrictEqual(outcome(() => referenceDraft(jcal)))
}

function check(text: string): boolean {
  checkDraft(text)
  const fast = readVevent(text)
  if (fast === null) return false
  const ref = reference(text)
  expect(ref.ok, `ical.js rejects a block the reader accepted:\n${text}`).toBe(true)
  if (ref.ok) expect(fast).toStrictEqual(ref.jcal)
  return true
}

const FIXTURES = new URL('../fixtures/ics/', import.meta.url)
const files = [
  ...readdirSync(FIXTURES).map((f) => readFileSync(new URL(f, FIXTURES), 'utf8')),
  goldenIcs(1000),
  generatedIcs(200),
]

describe('readVevent equals ICAL.parse', () => {
  it('on every VEVENT of the .ics fixtures and the generated files, and reads nearly all of them', () => {
    let blocks = 0
    let read = 0
    for (const file of files)
      for (const block of splitIcal(file).blocks)
        if (block.kind === 'vevent') {
          blocks += 1
          if (check(blockText(block))) read += 1
          expect(readVeventLines(block.lines)).toStrictEqual(readVevent(blockText(block)))
        }
    expect(blocks).toBeGreaterThan(1200)
    // the fixtures' escaped TEXT, quoted CN and Windows TZIDs are all inside the subset
    expect(read / blocks).toBeGreaterThan(0.99)
  })

  it('on hand-made blocks: meeting links in MEETING_PROPS order, repeated properties, lists', () => {
    const blocks = [
      [
        'X-MICROSOFT-SKYPETEAMSMEETINGURL:https://teams.microsoft.com/l/meetup-join/a',
        'X-GOOGLE-CONFERENCE:https://meet.google.com/x',
      ],
      [
        'CONFERENCE;VALUE=URI:https://example.zoom.us/j/1',
        'X-GOOGLE-CONFERENCE:not a link',
        'LOCATION:https://meet.google.com/loc',
      ],
      ['SUMMARY:first', 'SUMMARY:second', 'UID:u1', 'UID:u2', 'DTSTART:20240301T090000Z', 'DTSTART:20240302T090000Z'],
      ['EXDATE:20240301T090000Z,20240308T090000Z', 'EXDATE;VALUE=DATE:20240315', 'RDATE:20240401T090000Z/PT1H'],
      ['ATTENDEE;CN=A;ROLE=CHAIR:mailto:a@x', 'ATTENDEE;PARTSTAT=bogus:MAILTO:b@x', 'ORGANIZER;CN=O:mailto:o@x'],
    ].map((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n'))
    for (const text of blocks) check(text)
    const draft = veventDraft(ICAL.parse(blocks[0]!) as unknown as JCal)
    expect(draft.location?.onlineMeetingUrl).toBe('https://meet.google.com/x')
  })

  it('on generated blocks (params quoted or not, escapes, lists, bad values, nesting)', () => {
    const name = fc.constantFrom(
      'SUMMARY',
      'DESCRIPTION',
      'LOCATION',
      'UID',
      'DTSTART',
      'DTEND',
      'DUE',
      'RECURRENCE-ID',
      'EXDATE',
      'RDATE',
      'RRULE',
      'DURATION',
      'ATTENDEE',
      'ORGANIZER',
      'CATEGORIES',
      'GEO',
      'REQUEST-STATUS',
      'TRIGGER',
      'STATUS',
      'X-GOOGLE-CONFERENCE',
      'CONFERENCE',
      'X-MICROSOFT-SKYPETEAMSMEETINGURL',
      'X-CUSTOM',
      'url',
      'Dtstart',
      'CONSTRUCTOR',
      'PRIORITY',
      'FREEBUSY',
      'X_BAD',
      'A.B',
    )
    const paramValue = fc.constantFrom(
      'America/New_York',
      'W. Europe Standard Time',
      '"Lima, Ana"',
      '"a:b"',
      '"a;b"',
      'DATE',
      'date-time',
      'PERIOD',
      'TEXT',
      'URI',
      'x\\,y',
      'a\\nb',
      '"q\\;r"',
      'mailto:m@example.com',
      'a^nb',
      '"q^\'"',
      '',
      '""',
      '"unterminated',
      'a=b',
      '"mailto:a","mailto:b"',
    )
    const paramName = fc.constantFrom('TZID', 'CN', 'VALUE', 'ROLE', 'PARTSTAT', 'MEMBER', 'RELATED', 'X-P', 'rsvp', '')
    const value = fc.constantFrom(
      '20240301T090000',
      '20240301T090000Z',
      '20240301',
      '20240301T090000Z,20240308T090000Z',
      '2024-03-01',
      'FREQ=WEEKLY;COUNT=3',
      'FREQ=DAILY;BYSETPOS=400',
      'FREQ=NOPE',
      'PT15M',
      '-PT30M',
      'P1D',
      'bad',
      'a\\, b\\; c\\n d',
      'a,b,c',
      '1.5;2.5',
      '2.0;Success',
      'mailto:x@example.com',
      'https://meet.google.com/a-b',
      'https://example.zoom.us/j/123',
      '20240301T090000Z/PT1H',
      '',
      'x:y:z',
      'trailing ',
      ' leading',
    )
    const params = fc.array(fc.tuple(paramName, paramValue), { maxLength: 3 })
    const line = fc
      .tuple(name, params, value)
      .map(([n, ps, v]) => `${n}${ps.map(([k, pv]) => `;${k}=${pv}`).join('')}:${v}`)
    const odd = fc.constantFrom('BEGIN:VALARM', 'END:VALARM', 'END:VEVENT', 'BEGIN:X', '', ' folded', 'NOCOLON', 'END:')
    const block = fc
      .array(fc.oneof({ weight: 6, arbitrary: line }, { weight: 1, arbitrary: odd }), { maxLength: 12 })
      .map((ls) => ['BEGIN:VEVENT', ...ls, 'END:VEVENT'].join('\r\n'))
    let read = 0
    fc.assert(
      fc.property(block, (text) => {
        if (check(text)) read += 1
      }),
      { numRuns: 4000 },
    )
    expect(read).toBeGreaterThan(200)
  })
})
