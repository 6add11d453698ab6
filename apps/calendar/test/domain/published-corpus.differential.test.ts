/**
 * The two hand-written copies of a library's fast path, against the library, over calendars nobody
 * here wrote: read-vevent.ts (with content-line.ts) against `ICAL.parse`, and the budgeted RRULE walk
 * (rule-walk.ts) against rrule.js. Inputs: the published test files copied in test/published
 * (libical's recurrence tests and sample VEVENTs, ical.js's samples; sources in
 * test/published/SOURCES.md), and, when CALENDAR_ICS_CORPUS names a folder, every .ics file under it
 * (for instance a checkout of github.com/kewisch/ical.js or github.com/libical/libical); without it
 * that part is skipped, saying so.
 *
 * Agreement on the published files: the reader accepts all 67 VEVENTs and each equals ICAL.parse; the
 * walk lists exactly what rrule.js lists for 136 of the 140 libical rules rrule.js reads (one more has a
 * trailing `;` rrule.js refuses) and for all 63 RRULEs of the VEVENTs; for the 4 others (a WEEKLY
 * BYSETPOS, which the walk counts over the whole week of DTSTART, and BYSETPOS positions naming one
 * instance twice, which rrule.js lists twice) it lists exactly libical's published instances. Over
 * ical.js's and libical's whole repositories (1,274 .ics files, measured with CALENDAR_ICS_CORPUS): the
 * reader accepts 1,423 of 1,600 VEVENTs, all equal to ICAL.parse; of 329 RRULEs, 327 are listed alike,
 * one is unreadable by rrule.js and one refused by compileRule, none listed differently.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ICAL from 'ical.js'
import * as rruleNs from 'rrule'
import { describe, expect, it } from 'vitest'
import { readVeventLines } from '../../src/domain/ical/read-vevent.js'
import { blockText, splitIcal } from '../../src/domain/ical/split-ical.js'
import { compileRule, RuleNeverMeets, walkRule } from '../../src/domain/rule-walk.js'

const { RRule } = ((rruleNs as unknown as { default?: typeof rruleNs }).default ?? rruleNs) as typeof rruleNs
const PUBLISHED = new URL('../published/', import.meta.url)
const published = (name: string) => readFileSync(new URL(name, PUBLISHED), 'utf8')
const calendars = readdirSync(PUBLISHED)
  .filter((name) => name.endsWith('.ics') || name === 'libical-recur.txt')
  .map((name) => ({ name, text: published(name) }))

const EXTERNAL = process.env.CALENDAR_ICS_CORPUS
function icsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '.git' ? [] : icsUnder(path)
    return entry.name.endsWith('.ics') ? [path] : []
  })
}
const external = EXTERNAL && statSync(EXTERNAL, { throwIfNoEntry: false })?.isDirectory() ? icsUnder(EXTERNAL) : null
if (!external) {
  console.warn(
    'calendar differential over an external .ics corpus skipped: set CALENDAR_ICS_CORPUS to a folder of .ics files ' +
      '(for instance a checkout of github.com/kewisch/ical.js or github.com/libical/libical)',
  )
}

const referenceParse = (text: string): { ok: true; jcal: unknown } | { ok: false } => {
  try {
    return { ok: true, jcal: ICAL.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** Every VEVENT of the files through the reader; those it accepts must equal ICAL.parse. */
function compareReader(files: { name: string; text: string }[]) {
  const tally = { blocks: 0, accepted: 0 }
  for (const { name, text } of files) {
    for (const block of splitIcal(text).blocks) {
      if (block.kind !== 'vevent') continue
      tally.blocks++
      const fast = readVeventLines(block.lines)
      if (fast === null) continue
      tally.accepted++
      const reference = referenceParse(blockText(block))
      expect(reference.ok, `${name} line ${block.line}: ical.js rejects a block the reader accepted`).toBe(true)
      if (reference.ok) expect(fast, `${name} line ${block.line}`).toStrictEqual(reference.jcal)
    }
  }
  return tally
}

/** A DTSTART value (DATE or DATE-TIME, floating or UTC) as the wall time the walk uses. */
function wall(value: string): number | null {
  const d = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value.trim())
  if (!d) return null
  return Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +(d[4] ?? 0), +(d[5] ?? 0), +(d[6] ?? 0))
}

const LIMIT = 500
const YEAR_MS = 366 * 86_400_000
/** `refused`: compileRule rejects the options (a COUNT or UNTIL it cannot use); the service answers 4xx. */
type Outcome = 'same' | 'different' | 'unreadable' | 'never-meets' | 'refused'

/** The walk and rrule.js on one rule: the first LIMIT instances, or those of 50 years for an endless rule. */
function compareRule(rule: string, dtstart: number): { outcome: Outcome; walk: number[] } {
  let options: ReturnType<typeof RRule.parseString>
  try {
    options = RRule.parseString(rule)
  } catch {
    return { outcome: 'unreadable', walk: [] }
  }
  let compiled: ReturnType<typeof compileRule>
  try {
    compiled = compileRule(options, dtstart)
  } catch (error) {
    return { outcome: error instanceof RuleNeverMeets ? 'never-meets' : 'refused', walk: [] }
  }
  const range: [number, number] | null = options.count || options.until ? null : [dtstart, dtstart + 50 * YEAR_MS]
  const walk: number[] = []
  const end = walkRule(compiled, dtstart, range, (t) => walk.push(t) < LIMIT, { left: 5_000_000 })
  expect(end, `${rule}: the walk ran out of budget`).not.toBe('budget')
  const expected: number[] = []
  const reference = new RRule({ ...options, dtstart: new Date(dtstart), tzid: null })
  const collect = (d: Date) => expected.push(d.getTime()) < LIMIT
  if (range) reference.between(new Date(range[0]), new Date(range[1]), true, collect)
  else reference.all(collect)
  return { outcome: walk.join() === expected.join() ? 'same' : 'different', walk }
}

/** RRULE and DTSTART of every VEVENT in the files. */
function rulesOf(files: { text: string }[]): { rule: string; dtstart: number }[] {
  const rules: { rule: string; dtstart: number }[] = []
  for (const { text } of files) {
    for (const block of splitIcal(text).blocks) {
      if (block.kind !== 'vevent') continue
      const start = block.lines.find((line) => /^DTSTART[;:]/i.test(line))
      const dtstart = start ? wall(start.slice(start.lastIndexOf(':') + 1)) : null
      if (dtstart === null) continue
      for (const line of block.lines) {
        if (/^RRULE:/i.test(line)) rules.push({ rule: line.slice(6), dtstart })
      }
    }
  }
  return rules
}

describe('read-vevent.ts equals ICAL.parse on published calendars', () => {
  it('libical and ical.js sample VEVENTs', () => {
    const tally = compareReader(calendars)
    expect(tally.blocks).toBe(67)
    expect(tally.accepted).toBe(67)
  })

  it.skipIf(!external)('every .ics under CALENDAR_ICS_CORPUS', () => {
    const files = (external ?? []).map((path) => ({ name: path, text: readFileSync(path, 'utf8') }))
    const tally = compareReader(files)
    console.info(
      `external corpus: ${files.length} files, ${tally.blocks} VEVENTs, ${tally.accepted} read by the reader, all equal to ICAL.parse`,
    )
  })
})

describe('rule-walk.ts equals rrule.js on published rules', () => {
  it("libical's recurrence tests: the same instances, or libical's published ones where rrule.js differs", () => {
    const text = published('libical-icalrecur_test.txt')
    const counts: Record<Outcome, number> = { same: 0, different: 0, unreadable: 0, 'never-meets': 0, refused: 0 }
    for (const match of text.matchAll(/^RRULE:(.*)\nDTSTART:(.*)\n(?:START-AT:.*\n)?INSTANCES:(.*)$/gm)) {
      const [, rule, start, instances] = match as unknown as [string, string, string, string]
      const dtstart = wall(start)!
      const { outcome, walk } = compareRule(rule, dtstart)
      counts[outcome]++
      if (outcome === 'different') {
        const libical = instances.split(',').map((value) => wall(value))
        expect(walk, `${rule}: the walk differs from rrule.js and from libical`).toEqual(libical)
      }
    }
    expect(counts).toEqual({ same: 136, different: 4, unreadable: 1, 'never-meets': 0, refused: 0 })
  })

  it('RRULEs of the published VEVENTs', () => {
    const outcomes = rulesOf(calendars).map(({ rule, dtstart }) => compareRule(rule, dtstart).outcome)
    expect(outcomes.length).toBe(63)
    expect(outcomes.filter((o) => o !== 'same')).toEqual([])
  })

  it.skipIf(!external)('RRULEs of every .ics under CALENDAR_ICS_CORPUS', () => {
    const files = (external ?? []).map((path) => ({ text: readFileSync(path, 'utf8') }))
    const outcomes = rulesOf(files).map(({ rule, dtstart }) => compareRule(rule, dtstart).outcome)
    const same = outcomes.filter((o) => o === 'same').length
    const tally = (o: Outcome) => outcomes.filter((x) => x === o).length
    console.info(
      `external corpus: ${outcomes.length} RRULEs, ${same} listed alike by the walk and rrule.js, ` +
        `${tally('unreadable')} unreadable by rrule.js, ${tally('refused')} refused and ${tally('never-meets')} never meeting`,
    )
    expect(outcomes.filter((o) => o === 'different')).toEqual([])
  })
})
