/** JSON (RFC 8259) -> model, with core's depth check and line/column on syntax errors. */
import { isAppError } from '@svc/core/errors'
import { parseJsonText } from '@svc/core/json'
import { z } from 'zod'
import { invalidInput } from '../../domain/invalid-input.js'
import type { JsonValue } from '../../domain/model.js'
import { defineReader } from '../format.js'

export const MAX_DEPTH = 1_000

export const jsonReader = defineReader({
  key: 'json',
  input: 'text',
  mediaTypes: ['application/json'],
  extensions: ['json'],
  options: z.strictObject({}),
  read: (text) => parseJson(text, 'json'),
})

/** Shared with NDJSON: a syntax error becomes INVALID_INPUT with the parser's line and column. */
export function parseJson(text: string, format: string, lineOffset = 0): JsonValue {
  try {
    return parseJsonText(text, MAX_DEPTH) as JsonValue
  } catch (error) {
    if (!isAppError(error)) throw error
    const { line, column } = error.extra as { line?: number; column?: number }
    const reason = error.code === 'JSON_TOO_DEEP' ? `nested deeper than ${MAX_DEPTH} levels` : error.message
    const where = line !== undefined ? { line: line + lineOffset, column } : {}
    throw invalidInput(format, reason.replace(/^Invalid JSON at line \d+, column \d+: /, ''), where)
  }
}
