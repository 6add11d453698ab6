/** How the fast path writes CSV/TSV: read by the cell writer and by the JSON -> CSV writer. */
import type { FlattenOptions } from '../domain/flatten.js'

export interface CsvWriteOptions {
  /** Without \r, \n, `"`, U+FEFF or the quote character (engine/plan-fast-path.ts). */
  delimiter: string
  /** One ASCII character. */
  quoteChar: string
  header: boolean
  newline: string
  quoteAll: boolean
  flatten: FlattenOptions
}
