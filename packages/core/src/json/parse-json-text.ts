/**
 * JSON text -> value for request bodies and for JSON carried inside them (the diff checker's
 * text sides): depth-checked before JSON.parse, syntax errors located by line and column
 * without quoting the input. Framework-free: `@svc/core/json`.
 */
import { AppError } from '../errors/app-error.js'
import { findExcessDepth } from './depth.js'
import { locateJsonError } from './locate-error.js'
import { DEFAULT_JSON_MAX_VALUES, PIECE_CHARS, parseJsonSliced } from './parse-json-sliced.js'
import { scanDepthAndMember } from './raw-member.js'

const BOM = '\uFEFF'

/** Parses JSON text from a body, enforcing `maxDepth`; throws INVALID_JSON / JSON_TOO_DEEP. */
export function parseJsonText(raw: string, maxDepth: number): unknown {
  const text = withoutBom(raw)
  // Nesting past maxDepth takes more than maxDepth characters: short texts need no scan.
  return parseChecked(text, text.length > maxDepth ? findExcessDepth(text, maxDepth) : -1, maxDepth)
}

/**
 * `parseJsonText`, plus the raw text of the top-level member `name` (raw-member.ts), found in the same
 * pass as the depth check; undefined when the body is not an object holding it under a literal key.
 */
export function parseJsonTextWithMember(
  raw: string,
  maxDepth: number,
  name: string,
): { value: unknown; memberText: string | undefined } {
  const text = withoutBom(raw)
  const { excessAt, member } = scanDepthAndMember(text, maxDepth, name)
  const value = parseChecked(text, excessAt, maxDepth)
  return { value, memberText: member && text.slice(member[0], member[1]) }
}

/**
 * `parseJsonText` for request bodies of any size: a text longer than PIECE_CHARS is parsed in pieces
 * that give the event loop back (parse-json-sliced.ts), so one multi-MB body never holds it; such a
 * text holding more than `maxValues` values is refused (413) before anything is built. A shorter text
 * cannot hold more than MIN_JSON_MAX_VALUES, the least `maxValues` configuration accepts.
 */
export function parseJsonBody(
  raw: string,
  maxDepth: number,
  maxValues = DEFAULT_JSON_MAX_VALUES,
): unknown | Promise<unknown> {
  return raw.length > PIECE_CHARS
    ? parseJsonSliced(withoutBom(raw), maxDepth, PIECE_CHARS, maxValues)
    : parseJsonText(raw, maxDepth)
}

// RFC 8259 §8.1: a parser may ignore a leading byte order mark; editors on Windows add one.
const withoutBom = (raw: string) => (raw.startsWith(BOM) ? raw.slice(1) : raw)

function parseChecked(text: string, excessAt: number, maxDepth: number): unknown {
  if (excessAt !== -1) {
    throw new AppError('JSON_TOO_DEEP', `The JSON nests deeper than ${maxDepth} levels.`, { limit: maxDepth })
  }
  try {
    return JSON.parse(text)
  } catch {
    const where = locateJsonError(text)
    throw new AppError('INVALID_JSON', `Invalid JSON at line ${where.line}, column ${where.column}: ${where.reason}.`, {
      line: where.line,
      column: where.column,
      position: where.position,
    })
  }
}
