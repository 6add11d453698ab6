/**
 * The raw JSON text of one top-level member of a body, found in the same pass as the depth check, so that
 * a service can key a cache on the exact text a caller sent (the validator's `schema`) without serializing
 * the parsed value again. Only a literal key counts: when any top-level key holds an escape (`"sch\u0065ma"`
 * parses to the same name) the member is not reported, so the text can never differ from what JSON.parse
 * used. Duplicate keys: the last one wins, as in JSON.parse.
 */
import { skipString } from './depth.js'

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d
const COMMA = 0x2c

export interface DepthAndMember {
  /** Offset at which `maxDepth` is first exceeded, or -1. */
  excessAt: number
  /** `[start, end)` of the member's value text, when the body is an object holding it under a literal key. */
  member: [number, number] | undefined
}

function hasEscape(text: string, from: number, to: number): boolean {
  for (let j = from; j < to; j++) if (text.charCodeAt(j) === BACKSLASH) return true
  return false
}

/** The depth check of `findExcessDepth`, plus the span of the top-level member `name`. */
export function scanDepthAndMember(text: string, maxDepth: number, name: string): DepthAndMember {
  const key = `"${name}"`
  let depth = 0
  let expectKey = false
  let valueStart = -1
  let member: [number, number] | undefined
  let escapedKey = false
  const close = (end: number) => {
    if (valueStart !== -1) member = [valueStart, end]
    valueStart = -1
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const end = skipString(text, i + 1)
      if (depth === 1 && expectKey) {
        expectKey = false
        if (hasEscape(text, i + 1, end)) escapedKey = true
        if (end - i + 1 === key.length && text.startsWith(key, i)) {
          const colon = text.indexOf(':', end + 1)
          valueStart = colon === -1 ? -1 : colon + 1
        }
      }
      i = end
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return { excessAt: i, member: undefined }
      if (depth === 1) expectKey = c === OPEN_BRACE
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth === 1) close(i)
      depth--
    } else if (c === COMMA && depth === 1) {
      close(i)
      expectKey = true
    }
  }
  return { excessAt: -1, member: escapedKey ? undefined : member }
}

const rawMembers = new WeakMap<object, string>()

/** Records the raw text of the configured member of a parsed body (the body parser does this). */
export function rememberRawMember(body: unknown, text: string | undefined): void {
  if (text !== undefined && typeof body === 'object' && body !== null) rawMembers.set(body, text)
}

/**
 * The raw JSON text of the service's `rawJsonMember` as the caller sent it, for the parsed body
 * (`request.body`); undefined when the service keeps none or the body had none under a literal key.
 */
export function rawJsonMember(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null ? rawMembers.get(body) : undefined
}
