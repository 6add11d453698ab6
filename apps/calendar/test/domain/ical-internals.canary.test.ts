/**
 * Canary for the places the service leans on ical.js's internals: domain/ical/read-vevent.ts calls
 * `ICAL.parse._parseValue` / `_parseMultiValue` with ical.js's design set, and domain/ical/content-line.ts
 * keeps a copy of the parameters ical.js reads as lists. package.json pins ical.js to a `~` range; an
 * upgrade that renames the decoders or changes the design set fails here, naming the dependency. Without
 * this the reader would quietly hand every block to `ICAL.parse` (slower, same answers) or, with a new
 * list parameter, answer a string where ical.js answers an array.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { readContentLine } from '../../src/domain/ical/content-line.js'
import { readVevent } from '../../src/domain/ical/read-vevent.js'

// ical.js's exports map hides package.json: read it beside the resolved entry (dist/ical.js).
const entry = fileURLToPath(import.meta.resolve('ical.js'))
const version = (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string })
  .version
const dependency = `ical.js@${version}: ICAL.parse._parseValue/_parseMultiValue and ICAL.design used by src/domain/ical/read-vevent.ts and content-line.ts`

type Internals = { _parseValue?: unknown; _parseMultiValue?: unknown }
type Design = { strict?: unknown; icalendar?: { property?: unknown; param?: Record<string, { multiValue?: string }> } }

describe(`canary: ${dependency}`, () => {
  it('the decoders and the design set are still where read-vevent.ts reads them', () => {
    const internals = ICAL.parse as unknown as Internals
    const design = (ICAL as unknown as { design: Design }).design
    expect(typeof internals._parseValue, `${dependency}: ICAL.parse._parseValue`).toBe('function')
    expect(typeof internals._parseMultiValue, `${dependency}: ICAL.parse._parseMultiValue`).toBe('function')
    expect(typeof design?.icalendar?.property, `${dependency}: ICAL.design.icalendar.property`).toBe('object')
    expect(design?.strict, `${dependency}: ICAL.design.strict`).toBe(true)
  })

  it("ical.js's list parameters are still the ones content-line.ts declines", () => {
    const params = (ICAL as unknown as { design: Design }).design.icalendar?.param ?? {}
    const lists = Object.keys(params)
      .filter((name) => params[name]?.multiValue)
      .sort()
    expect(lists, `${dependency}: the multi-valued parameters changed`).toEqual([
      'delegated-from',
      'delegated-to',
      'member',
    ])
    for (const name of lists) {
      expect(readContentLine(`ATTENDEE;${name.toUpperCase()}="mailto:a@example.com":mailto:b@example.com`)).toBeNull()
    }
  })

  it('a plain VEVENT is still read without ICAL.parse, to the same jCal', () => {
    const text = [
      'BEGIN:VEVENT',
      'UID:canary-1@example.com',
      'DTSTAMP:20260105T090000Z',
      'DTSTART;TZID=Europe/Berlin:20260105T100000',
      'DURATION:PT1H30M',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6',
      'EXDATE;TZID=Europe/Berlin:20260107T100000,20260112T100000',
      'CATEGORIES:Work,Planning',
      'GEO:52.52;13.405',
      'SUMMARY:Weekly sync\\, room 2',
      'END:VEVENT',
    ].join('\r\n')
    const fast = readVevent(text)
    expect(
      fast,
      `${dependency}: read-vevent.ts no longer reads a plain block (every block goes to ICAL.parse)`,
    ).not.toBe(null)
    expect(fast, `${dependency}: read-vevent.ts reads a block differently from ICAL.parse`).toStrictEqual(
      ICAL.parse(text),
    )
  })
})
