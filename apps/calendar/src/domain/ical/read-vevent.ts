/**
 * A VEVENT block -> the jCal (RFC 7265) that `ICAL.parse` would return for it, without ical.js's
 * general line parser (17% of a 10,000-event file). Lines are read with `readContentLine`, which
 * accepts only the subset of RFC 5545 3.1 whose reading is certain to equal ical.js's; every value
 * is then typed and decoded exactly as ical.js 2.x's `_handleContentLine` does, with ical.js's own
 * design set and value decoders. Anything outside that subset (folded or blank-edged lines, RFC 6868
 * escapes, unbalanced BEGIN/END, a value its decoder rejects, ...) answers null, and the caller runs
 * `ICAL.parse`, which then reads — or rejects — the block with its own message. The equality with
 * `ICAL.parse` is tested on every fixture and on generated blocks (test/domain/read-vevent.property.test.ts).
 */
import ICAL from 'ical.js'
import { readContentLine } from './content-line.js'
import type { JCal } from './vevent-draft.js'

type Prop = JCal[1][number]

interface Design {
  property: Record<
    string,
    { defaultType?: string; multiValue?: string; structuredValue?: string; detectType?(v: string): string }
  >
}
type ParseInternals = {
  _parseValue?(value: string, type: string, design: unknown, structured: unknown): unknown
  _parseMultiValue?(
    buffer: string,
    delim: string,
    type: string,
    result: unknown[],
    inner: string | null,
    design: unknown,
    structured: unknown,
  ): unknown
}

const design = (ICAL as unknown as { design: { icalendar: Design; strict: boolean } }).design
const internals = ICAL.parse as unknown as ParseInternals
/** The decoders this reader borrows; with another ical.js that lacks them, every block goes to ICAL.parse. */
const usable =
  typeof internals._parseValue === 'function' &&
  typeof internals._parseMultiValue === 'function' &&
  design?.icalendar?.property !== undefined &&
  design.strict === true

/** One property as ical.js's `_handleContentLine` builds it (names and params already checked). */
function toProperty(name: string, params: Record<string, string>, value: string): Prop {
  const set = design.icalendar
  let valueType: string | undefined
  let multiValue: string | false = false
  let structuredValue: string | false = false
  const details = name in set.property ? set.property[name] : undefined
  if (details) {
    if ('multiValue' in details) multiValue = details.multiValue as string
    if ('structuredValue' in details) structuredValue = details.structuredValue as string
    if (value && details.detectType) valueType = details.detectType(value)
  }
  if (!valueType) {
    if (!('value' in params)) valueType = details ? (details.defaultType as string) : 'unknown'
    else valueType = (params.value as string).toLowerCase()
  }
  delete params.value
  const parseValue = internals._parseValue!
  const parseMulti = internals._parseMultiValue!
  if (multiValue && structuredValue) {
    const v = parseMulti(value, structuredValue, valueType, [], multiValue, set, structuredValue)
    return [name, params, valueType, v] as Prop
  }
  if (multiValue) {
    const result: unknown[] = [name, params, valueType]
    parseMulti(value, multiValue, valueType, result, null, set, false)
    return result as Prop
  }
  if (structuredValue) {
    const v = parseMulti(value, structuredValue, valueType, [], null, set, structuredValue)
    return [name, params, valueType, v] as Prop
  }
  return [name, params, valueType, parseValue(value, valueType, set, false)] as Prop
}

/**
 * True when ical.js's `_eachLine` would see exactly these lines in `lines.join('\r\n')`: none
 * holds LF, none starts with a space or tab (a continuation there), and the last non-empty one
 * is already trimmed (ical.js trims its last line).
 */
function plainLines(lines: readonly string[]): boolean {
  let last = lines.length - 1
  while (last >= 0 && lines[last] === '') last--
  const tail = lines[last]
  if (tail === undefined || tail !== tail.trim()) return false
  for (const line of lines) {
    const c = line.charCodeAt(0)
    if (c === 32 || c === 9 || line.includes('\n')) return false
  }
  return true
}

/** The jCal `ICAL.parse(text)` gives for a VEVENT block, or null (then ask ical.js). */
export function readVevent(text: string): JCal | null {
  return readVeventLines(text.split('\r\n'))
}

/** `readVevent(lines.join('\r\n'))` without joining and splitting again (the blocks of split-ical.ts). */
export function readVeventLines(lines: readonly string[]): JCal | null {
  if (!usable || !plainLines(lines)) return null
  let root: JCal | null = null
  const stack: JCal[] = []
  try {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!
      if (line === '') continue
      const cl = readContentLine(line)
      if (!cl) return null
      if (!cl.params && (cl.name === 'begin' || cl.name === 'end')) {
        if (cl.name === 'begin') {
          const component: JCal = [cl.value.toLowerCase(), [], []]
          if (stack.length > 0) stack[stack.length - 1]![2].push(component)
          else if (root) return null
          else root = component
          stack.push(component)
        } else if (stack.pop() === undefined) return null
        continue
      }
      const current = stack[stack.length - 1]
      if (!current) return null
      current[1].push(toProperty(cl.name, cl.params ?? {}, cl.value))
    }
  } catch {
    return null
  }
  // ical.js picks its design set by the first component's name: only a VEVENT is read here.
  return stack.length === 0 && root?.[0] === 'vevent' ? root : null
}
