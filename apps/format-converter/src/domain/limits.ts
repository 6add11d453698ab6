/**
 * Budgets for work that expands (README.md, Limits): a reply is at most 12 times the request plus
 * 1 MB; a table has at most 16,384 columns and a bounded number of cells; readers that build nesting
 * stop at 400 levels. Each is checked before the expansion is paid for, so that a small hostile
 * input is refused in proportion to its own size, never after building the output it asks for.
 */
import { AppError } from '@svc/core/errors'
import { invalidInput } from './invalid-input.js'

export const LIMITS = {
  /** Reply bytes per request byte, and the allowance on top of it. */
  outputFactor: 12,
  outputAllowance: 1_000_000,
  /** As many columns as a spreadsheet holds. */
  columns: 16_384,
  /** Cells of one table after spans are expanded and short rows padded: per input character, plus an allowance. */
  cellsPerInputChar: 2,
  cellsAllowance: 100_000,
  /** Whatever the input size: about 1 GB of model in the general path. */
  cells: 10_000_000,
  /** Nesting of a value built by a reader (XML elements, unflattened keys). */
  depth: 400,
  /** Nodes that YAML aliases may add to a stream in total, each alias counted as the size it expands to. */
  aliasNodes: 1_000_000,
} as const

/** The largest reply for a request of `requestBytes`. */
export function outputBudget(requestBytes: number): number {
  return LIMITS.outputFactor * requestBytes + LIMITS.outputAllowance
}

/** 422 naming the output budget: the reply (or a bound on it that the input already fixes) is over it. */
export function outputTooLarge(budget: number, actual: number, estimated = false): AppError {
  return new AppError(
    'INVALID_TRANSFORMATION',
    `The reply would be ${estimated ? 'at least ' : ''}${fmt(actual)} bytes; a reply holds at most ${fmt(budget)} bytes ` +
      `(${LIMITS.outputFactor} times the request plus ${fmt(LIMITS.outputAllowance)}).`,
    { limit: 'outputBytes', maximum: budget, actual },
  )
}

/** The most cells a table read from `inputChars` characters may hold. */
export function cellBudget(inputChars: number): number {
  return Math.min(LIMITS.cells, LIMITS.cellsAllowance + LIMITS.cellsPerInputChar * inputChars)
}

/** Refuses a table read from the input that is wider or larger than its budget (400, the limit named). */
export function checkReadTable(format: string, rows: number, columns: number, inputChars: number): void {
  if (columns > LIMITS.columns) throw overLimit(format, 'columns', LIMITS.columns, columns)
  const cells = rows * columns
  const budget = cellBudget(inputChars)
  if (cells > budget) throw overLimit(format, 'cells', budget, cells)
}

/** Refuses a table a writer would lay out from the model (422: the data does not fit a table). */
export function checkWrittenTable(rows: number, columns: number): void {
  const over =
    columns > LIMITS.columns
      ? (['columns', LIMITS.columns, columns] as const)
      : rows * columns > LIMITS.cells
        ? (['cells', LIMITS.cells, rows * columns] as const)
        : undefined
  if (!over) return
  const [limit, maximum, actual] = over
  throw new AppError(
    'INVALID_TRANSFORMATION',
    `A table holds at most ${fmt(maximum)} ${limit}; this data lays out as ${fmt(actual)}.`,
    { limit, maximum, actual },
  )
}

/** 400 for an input over one of the reading limits, with `limit`, `maximum` and `actual`. */
export function overLimit(format: string, limit: string, maximum: number, actual: number, where = ''): AppError {
  return invalidInput(
    format,
    `more than ${fmt(maximum)} ${limit}${where} (${fmt(actual)})`,
    {},
    { limit, maximum, actual },
  )
}

function fmt(n: number): string {
  return n.toLocaleString('en-US')
}
