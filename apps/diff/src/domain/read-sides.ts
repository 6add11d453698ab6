/**
 * Reads the two sides of a diff request. With the default encoding each side is the JSON value as
 * sent; with `encoding: "json-text"` each side is a string holding JSON text, parsed here so that a
 * bad side is named (`invalidSide`) with its line and column. A missing side is refused either way.
 * The text parser is passed in (core's depth-checked `parseJsonText`) to keep this module framework-free.
 */
import { AppError } from '@svc/core/errors'

export type SideName = 'before' | 'after'
export type Encoding = 'json' | 'json-text'

export interface DiffInput {
  before?: unknown
  after?: unknown
  encoding?: Encoding | undefined
}

export type ParseJsonText = (text: string) => unknown

interface SideProblem {
  path: SideName
  message: string
  missing: boolean
  line?: number
  column?: number
  position?: number
}

export function readSides(input: DiffInput, parseText: ParseJsonText): { before: unknown; after: unknown } {
  const problems: SideProblem[] = []
  const before = readSide('before', input, parseText, problems)
  const after = readSide('after', input, parseText, problems)
  if (problems.length > 0) throw sideError(problems)
  return { before, after }
}

function readSide(side: SideName, input: DiffInput, parseText: ParseJsonText, problems: SideProblem[]): unknown {
  const value = input[side]
  if (value === undefined) {
    problems.push({
      path: side,
      missing: true,
      message: `\`${side}\` is missing (send any JSON value, null included).`,
    })
    return undefined
  }
  if (input.encoding !== 'json-text') return value
  if (typeof value !== 'string') {
    const message = `With encoding "json-text", \`${side}\` must be a string holding JSON text.`
    problems.push({ path: side, missing: false, message })
    return undefined
  }
  try {
    return parseText(value)
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    const { line, column, position } = error.extra as Pick<SideProblem, 'line' | 'column' | 'position'>
    const where = line === undefined ? {} : { line, column, position }
    problems.push({ path: side, missing: false, message: `\`${side}\`: ${error.message}`, ...where })
    return undefined
  }
}

function sideError(problems: SideProblem[]): AppError {
  const code = problems.some((p) => p.missing) ? 'MISSING_SIDE' : 'INVALID_SIDE_JSON'
  const invalidSide = problems.length === 2 ? 'both' : problems[0]!.path
  const details = problems.map(({ missing: _missing, ...detail }) => detail)
  const single = problems.length === 1 ? details[0] : undefined
  const location = single?.line === undefined ? {} : { line: single.line, column: single.column }
  return new AppError(code, problems.map((p) => p.message).join(' '), { invalidSide, ...location, details })
}
