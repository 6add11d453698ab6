/**
 * A conversion the fast path takes (README.md, Fast path): CSV/TSV -> JSON or JSON -> CSV/TSV with
 * options it reproduces exactly. Plain data, so that it crosses the worker boundary as is.
 */
import type { CsvReadOptions } from './csv-to-json.js'
import type { CsvWriteOptions } from './csv-write-options.js'

export type FastJob =
  | { kind: 'delimited-to-json'; read: CsvReadOptions; indent: number }
  | { kind: 'json-to-delimited'; write: CsvWriteOptions }
