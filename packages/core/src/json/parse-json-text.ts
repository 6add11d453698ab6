/**
 * JSON text -> value for request bodies and for JSON carried inside them (the diff checker's
 * text sides): depth-checked before JSON.parse, syntax errors located by line and column
 * without quoting the input. Framework-free: `@svc/core/json`.
 */
import { AppError } from '../errors/app-error.js'
import { findExcessDepth } from './depth.js'
import { locateJsonError } from './locate-error.js'

const BOM = '\uFEFF'

/** Parses JSON text from a body, enforcing `maxDepth`; throws INVALID_JSON / JSON_TOO_DEEP. */
export function parseJsonText(raw: string, maxDepth: number): unknown {
  // RFC 8259 §8.1: a parser may ignore a leading byte order mark; editors on Windows add one.
  const text = raw.startsWith(BOM) ? raw.slice(1) : raw
  // Nesting past maxDepth takes more than maxDepth characters: short texts need no scan.
  const deepAt = text.length > maxDepth ? findExcessDepth(text, maxDepth) : -1
  if (deepAt !== -1) {
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
