/**
 * JSON text -> value for large bodies without holding the event loop. JSON.parse of one 25 MB body
 * of small values (`[{},{},…]`, `[1,1,…]`, deep arrays) runs for seconds on the loop; here the
 * text is cut into pieces of at most PIECE_CHARS that JSON.parse takes one at a time, giving the
 * loop back every SLICE_MS. Two linear passes:
 *  1. the depth check of `findExcessDepth`, which also records every container longer than
 *     PIECE_CHARS (start -> end): at most (length / PIECE_CHARS) x depth of them;
 *  2. each such container is built member by member: runs of small members are parsed together
 *     (`[` + run + `]` or `{` + run + `}`), long members are built the same way in turn.
 * The result is the value JSON.parse gives for the same text: members are set as own data
 * properties (a `__proto__` key stays an own property, as with JSON.parse), a duplicate key keeps
 * its first position and takes the last value. Invalid text is refused with INVALID_JSON located by
 * line and column; the structure between pieces is checked here, the pieces by JSON.parse.
 * Strings are never cut: a single long string member is one piece (native string parsing runs at
 * memory speed; figures in docs/reliability.md).
 */
import { AppError } from '../errors/app-error.js'
import { skipString } from './depth.js'
import { lineAndColumn, locateJsonError } from './locate-error.js'

/** A container whose text is longer than this is built member by member. */
export const PIECE_CHARS = 64 * 1024
/**
 * The most JSON values (every number, string, literal, array and object; an object's keys are not
 * counted) a body may hold by default: `JSON_MAX_VALUES`. Slicing bounds the parse's own work between
 * yields, but not what the value costs as it grows: one array's backing store is copied whole each time
 * it grows, an object's key table rehashed whole, and the collector's pauses follow the live heap, so
 * the longest stretch between yields rises with the number of values (figures in docs/contract.md).
 * No text shorter than PIECE_CHARS holds more than PIECE_CHARS / 2 + 1 values, so a limit of at least
 * MIN_JSON_MAX_VALUES (equal to PIECE_CHARS, a test holds them equal) never needs counting on texts that short.
 */
export const DEFAULT_JSON_MAX_VALUES = 1_048_576
export const MIN_JSON_MAX_VALUES = 64 * 1024
/** The loop is given back once a slice of work has run this long. */
const SLICE_MS = 8

const QUOTE = 0x22
const COMMA = 0x2c
const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d
const JSON_SPACE = /^[ \t\n\r]*$/
const KEY_PREFIX = /^[ \t\n\r]*("(?:[^"\\]|\\[\s\S])*")[ \t\n\r]*:[ \t\n\r]*$/

const giveBackLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

class Slicer {
  private since = performance.now()
  /** Gives the loop back when the current slice has run SLICE_MS. */
  async pause(): Promise<void> {
    if (performance.now() - this.since < SLICE_MS) return
    await giveBackLoop()
    this.since = performance.now()
  }
}

function invalidAt(text: string, position: number, reason: string): AppError {
  const { line, column } = lineAndColumn(text, position)
  return new AppError('INVALID_JSON', `Invalid JSON at line ${line}, column ${column}: ${reason}.`, {
    line,
    column,
    position,
  })
}

function tooDeep(maxDepth: number): AppError {
  return new AppError('JSON_TOO_DEEP', `The JSON nests deeper than ${maxDepth} levels.`, { limit: maxDepth })
}

/** 413 in the envelope: the body is too large in values rather than in bytes. */
export function tooManyValues(maxValues: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The JSON body holds more than ${maxValues.toLocaleString('en-US')} values (JSON_MAX_VALUES); send fewer array elements or object members per request.`,
    { limit: maxValues },
  )
}

/**
 * Pass 1: depth check, value count, and the end of every container longer than PIECE_CHARS, by its
 * start. Values are counted as 1 + the commas between members + the containers holding at least one
 * member (the member before the first comma), so the count is exact for valid text and refused as soon
 * as it passes `maxValues`, before anything is built.
 */
async function scanLongContainers(
  text: string,
  maxDepth: number,
  maxValues: number,
  piece: number,
  slicer: Slicer,
): Promise<Map<number, number>> {
  const long = new Map<number, number>()
  const opened = new Int32Array(maxDepth + 1)
  let depth = 0
  let sinceCheck = 0
  let values = 1
  if (values > maxValues) throw tooManyValues(maxValues)
  let previous = 0 // the last character outside strings that is not JSON white space
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const end = skipString(text, i + 1)
      sinceCheck += end - i
      i = end
    } else if (c === COMMA) {
      if (++values > maxValues) throw tooManyValues(maxValues)
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (depth === maxDepth) throw tooDeep(maxDepth)
      opened[depth++] = i
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && depth > 0) {
      const start = opened[--depth]!
      if (i - start > piece) long.set(start, i)
      if (previous !== OPEN_BRACE && previous !== OPEN_BRACKET && ++values > maxValues) throw tooManyValues(maxValues)
    }
    if (c > 0x20) previous = c
    if (++sinceCheck >= 16_384) {
      sinceCheck = 0
      await slicer.pause()
    }
  }
  // Containers left open run to the end of the text: the builder reports the first error inside or the end.
  for (let d = 0; d < depth; d++) if (text.length - opened[d]! > piece) long.set(opened[d]!, text.length)
  return long
}

function defineMember(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true })
}

class Builder {
  constructor(
    private readonly text: string,
    private readonly long: Map<number, number>,
    private readonly piece: number,
    private readonly slicer: Slicer,
  ) {}

  /** Parses `text[from, to)`, a run of members of an array or object, and adds them to `target`. */
  private addRun(target: unknown[] | Record<string, unknown>, from: number, to: number, mustHoldOne: boolean) {
    const isArray = Array.isArray(target)
    const wrapped = isArray ? `[${this.text.slice(from, to)}]` : `{${this.text.slice(from, to)}}`
    let part: unknown[] | Record<string, unknown>
    try {
      part = JSON.parse(wrapped)
    } catch {
      const where = locateJsonError(wrapped)
      throw invalidAt(this.text, Math.min(to, from + Math.max(0, where.position - 1)), where.reason)
    }
    if (isArray) {
      const elements = part as unknown[]
      if (mustHoldOne && elements.length === 0) throw invalidAt(this.text, to, 'expected a value')
      for (let k = 0; k < elements.length; k++) target.push(elements[k])
    } else {
      const keys = Object.keys(part)
      if (mustHoldOne && keys.length === 0) throw invalidAt(this.text, to, 'expected a double-quoted property name')
      const members = part as Record<string, unknown>
      for (const key of keys) defineMember(target as Record<string, unknown>, key, members[key])
    }
  }

  /** Builds the long container opening at `start`. */
  async container(start: number): Promise<unknown> {
    const text = this.text
    const end = this.long.get(start)!
    const isObject = text.charCodeAt(start) === OPEN_BRACE
    const target: unknown[] | Record<string, unknown> = isObject ? {} : []
    const closed = () => {
      if (end === text.length) throw invalidAt(text, end, 'unexpected end of input')
      if (text.charCodeAt(end) !== (isObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
        throw invalidAt(text, end, `expected ',' or '${isObject ? '}' : ']'}'`)
      }
      return target
    }
    let runStart = start + 1 // members not yet parsed start here
    let afterComma = false // runStart follows a comma: a member must come
    let memberStart = runStart
    let depth = 0 // nesting below this container's members
    let sinceCheck = 0
    let i = start + 1
    while (i < end) {
      const c = text.charCodeAt(i)
      if (c === QUOTE) {
        const close = skipString(text, i + 1)
        sinceCheck += close - i
        i = close + 1
      } else if ((c === OPEN_BRACE || c === OPEN_BRACKET) && depth === 0 && this.long.has(i)) {
        if (memberStart > runStart) this.addRun(target, runStart, memberStart - 1, true)
        const prefix = text.slice(memberStart, i)
        const key = isObject ? KEY_PREFIX.exec(prefix)?.[1] : ''
        if (key === undefined || (!isObject && !JSON_SPACE.test(prefix))) {
          throw invalidAt(text, memberStart, isObject ? 'expected a double-quoted property name' : 'expected a value')
        }
        const value = await this.container(i)
        if (Array.isArray(target)) target.push(value)
        else defineMember(target, this.parseKey(key, memberStart), value)
        i = this.long.get(i)! + 1
        while (i < end && JSON_SPACE.test(text[i]!)) i++
        if (i === end) return closed()
        if (text.charCodeAt(i) !== COMMA) throw invalidAt(text, i, `expected ',' or '${isObject ? '}' : ']'}'`)
        i++
        runStart = memberStart = i
        afterComma = true
      } else {
        if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--
        else if (c === COMMA && depth === 0) {
          memberStart = i + 1
          if (i - runStart > this.piece) {
            this.addRun(target, runStart, i, true)
            runStart = memberStart
            afterComma = true
          }
        }
        i++
      }
      if (++sinceCheck >= 16_384) {
        sinceCheck = 0
        await this.slicer.pause()
      }
    }
    this.addRun(target, runStart, end, afterComma)
    return closed()
  }

  private parseKey(quoted: string, at: number): string {
    try {
      return JSON.parse(quoted) as string
    } catch {
      throw invalidAt(this.text, at, 'invalid or unterminated string')
    }
  }
}

/**
 * Parses JSON text as JSON.parse does, enforcing `maxDepth` (JSON_TOO_DEEP) and `maxValues` (413
 * PAYLOAD_TOO_LARGE naming JSON_MAX_VALUES) and refusing invalid text (INVALID_JSON), giving the event
 * loop back between pieces. For texts longer than PIECE_CHARS; shorter ones are one JSON.parse. `piece`
 * is smaller only in tests, to reach every path with small texts.
 */
export async function parseJsonSliced(
  text: string,
  maxDepth: number,
  piece = PIECE_CHARS,
  maxValues = DEFAULT_JSON_MAX_VALUES,
): Promise<unknown> {
  // The text was just decoded in this turn of the loop (one stretch in proportion to its length): give
  // the loop back before the scan starts its own.
  await giveBackLoop()
  const slicer = new Slicer()
  const long = await scanLongContainers(text, maxDepth, maxValues, piece, slicer)
  let start = 0
  while (start < text.length && JSON_SPACE.test(text[start]!)) start++
  if (!long.has(start)) {
    try {
      return JSON.parse(text)
    } catch {
      const where = locateJsonError(text)
      throw invalidAt(text, where.position, where.reason)
    }
  }
  const value = await new Builder(text, long, piece, slicer).container(start)
  const after = long.get(start)! + 1
  const rest = text.slice(after)
  if (!JSON_SPACE.test(rest)) {
    throw invalidAt(text, after + rest.search(/[^ \t\n\r]/), 'unexpected content after the JSON value')
  }
  return value
}
