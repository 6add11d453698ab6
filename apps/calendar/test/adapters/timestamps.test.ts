/**
 * A vendor timestamp with seconds keeps them through every provider that reads times: each fixture's
 * timestamps, one at a time, moved a minute on and given seconds (normalize-kit's `secondsVariants`),
 * and an iCalendar DTSTART with seconds, zoned, floating and UTC.
 */
import { expectSecondsKept, readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeIcal } from '../../src/domain/ical/normalize-ical.js'
import { normalizeInput } from '../../src/domain/normalize-events.js'
import { ics } from '../ics.js'

// Provider fixtures only: `published/` holds vendor error bodies and collections (test/published).
const FIXTURES = readFixtures(new URL('../fixtures/', import.meta.url)).filter((f) => f.key !== 'published')

describe('vendor timestamps keep their seconds', () => {
  it('through every provider whose fixtures carry a time of day', () => {
    const read = expectSecondsKept(FIXTURES, (payload) => normalizeInput({ calendarId: 'c', payload }, 0))
    const providers = new Set(read.map((f) => f.split('/')[0]))
    // apple, caldav and ical carry iCalendar text (basic-format times): the cases below
    const ical = new Set(['apple', 'caldav', 'ical'])
    expect([...providers]).toEqual([...new Set(FIXTURES.map((f) => f.key))].filter((k) => !ical.has(k)))
  })

  it.each([
    ['DTSTART;TZID=Asia/Shanghai:20240605T185840', '2024-06-05T18:58:40', '2024-06-05T10:58:40.000Z'],
    ['DTSTART:20240605T185840Z', '2024-06-05T18:58:40', '2024-06-05T18:58:40.000Z'],
    ['DTSTART:20240605T185840', '2024-06-05T18:58:40', '2024-06-05T18:58:40.000Z'],
  ])('iCalendar %s', (line, local, utc) => {
    const [event] = normalizeIcal({ calendarId: 'c', text: ics(['UID:s1', 'SUMMARY:s', line]) }).events
    expect(event?.start).toMatchObject({ local, utc })
  })
})
