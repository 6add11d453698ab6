/**
 * JSON bytes (an array of records) -> CSV/TSV bytes: byte for byte what the general path (JSON.parse,
 * toTable, Papa.unparse) gives (README.md, Fast path). Two reads of the input: the first checks it and
 * collects the columns in first-seen order, the second writes the rows. Objects of scalars are read
 * from bytes; any other record (nested values, a repeated or integer-like key, not an object) is
 * JSON.parsed on its own and flattened by the general path's own `flattenInto`. Returns false, having
 * written nothing, when the general path must answer instead.
 */
import type { FlattenOptions } from '../domain/flatten.js'
import { checkWrittenTable, outputTooLarge } from '../domain/limits.js'
import type { ByteSink } from './byte-sink.js'
import { ColumnKeys } from './column-keys.js'
import { CsvCellWriter } from './csv-cell-writer.js'
import type { CsvWriteOptions } from './csv-write-options.js'
import { forEachLeaf } from './record-leaves.js'
import { Kind, type MemberSink, scanRecords } from './scan-records.js'
import { startOfText } from './start-of-text.js'

export function jsonToCsv(
  bytes: Uint8Array,
  options: CsvWriteOptions,
  sink: ByteSink,
  budget = Number.POSITIVE_INFINITY,
): boolean {
  const start = startOfText(bytes)
  if (start === -1) return false
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const survey = new ColumnSurvey(input, options.flatten)
  if (!scanRecords(input, start, survey)) return false
  if (survey.keys.columns.length === 0) return true
  // The general path's table limit (toTable), then a bound on the output: every cell's delimiter and
  // quotes, and each value at most six times its JSON bytes (a number such as 1e20 prints longer).
  const columns = survey.keys.columns
  checkWrittenTable(survey.records, columns.length)
  const delimiters = survey.filled * (columns.length - 1) * Buffer.byteLength(options.delimiter)
  if (delimiters > budget) throw outputTooLarge(budget, delimiters, true)
  const delimiter = Buffer.byteLength(options.delimiter)
  const line = columns.length * (delimiter + 2) + options.newline.length
  const header = columns.reduce((sum, name) => sum + 2 * Buffer.byteLength(name), line)
  if (header + survey.records * line + 6 * input.length > budget) return false
  survey.keys.freeze()
  const writer = new RowWriter(input, survey.keys, survey.records, options, sink)
  scanRecords(input, start, writer)
  return true
}

class ColumnSurvey implements MemberSink {
  readonly keys: ColumnKeys
  records = 0
  /** Records with at least one cell (a record with none is an empty line, without delimiters). */
  filled = 0
  private cells = 0

  constructor(
    private readonly input: Buffer,
    private readonly flatten: FlattenOptions,
  ) {
    this.keys = new ColumnKeys(input)
  }

  startRecord(): void {
    this.keys.startObject()
    this.records++
    this.cells = 0
  }

  member(keyStart: number, keyEnd: number, keyEscaped: boolean): boolean {
    this.cells++
    return this.keys.resolve(keyStart, keyEnd, keyEscaped) !== -1
  }

  endRecord(): void {
    if (this.cells > 0) this.filled++
  }

  record(start: number, end: number): boolean {
    this.keys.rollback()
    this.cells = 0
    const read = forEachLeaf(this.input, start, end, this.flatten, (name) => {
      this.cells++
      this.keys.column(name)
    })
    this.endRecord()
    return read
  }
}

/** A cell holding a JavaScript value from a record read whole. */
const VALUE = 6

class RowWriter implements MemberSink {
  private readonly kinds: Int8Array
  private readonly starts: Int32Array
  private readonly ends: Int32Array
  private readonly values: (string | number | boolean | null)[]
  private members = 0
  private row = 0
  private readonly cell: CsvCellWriter

  constructor(
    private readonly input: Buffer,
    private readonly keys: ColumnKeys,
    private readonly rows: number,
    private readonly options: CsvWriteOptions,
    private readonly sink: ByteSink,
  ) {
    const width = keys.columns.length
    this.kinds = new Int8Array(width)
    this.starts = new Int32Array(width)
    this.ends = new Int32Array(width)
    this.values = new Array(width).fill(null)
    this.cell = new CsvCellWriter(options, sink)
    if (options.header) {
      keys.columns.forEach((name, at) => {
        if (at > 0) sink.piece(this.cell.delimiter)
        this.writeText(name)
      })
      sink.piece(this.cell.newline)
    }
  }

  startRecord(): void {
    this.keys.startObject()
    this.kinds.fill(-1)
    this.members = 0
  }

  member(keyStart: number, keyEnd: number, keyEscaped: boolean, kind: Kind, start: number, end: number): boolean {
    const column = this.keys.resolve(keyStart, keyEnd, keyEscaped)
    // A key the first pass refused (repeated, integer-like): the record is read whole, as then.
    if (column === -1) return false
    this.kinds[column] = kind
    this.starts[column] = start
    this.ends[column] = end
    this.members++
    return true
  }

  record(start: number, end: number): boolean {
    this.kinds.fill(-1)
    this.members = 0
    forEachLeaf(this.input, start, end, this.options.flatten, (name, leaf) => {
      const column = this.keys.column(name)
      this.kinds[column] = VALUE
      this.values[column] = leaf
      this.members++
    })
    this.endRecord()
    return true
  }

  endRecord(): void {
    const { sink, cell, input } = this
    for (let column = 0; column < this.kinds.length; column++) {
      // papaparse writes a row with no cells at all as an empty line.
      if (column > 0 && this.members > 0) sink.piece(cell.delimiter)
      const kind = this.kinds[column] as number
      if (kind === -1 || kind === Kind.Null) continue
      if (kind === Kind.String) cell.write(input, this.starts[column] as number, this.ends[column] as number)
      else if (kind === VALUE) {
        const value = this.values[column]
        if (value !== null && value !== undefined) this.writeText(String(value))
      } else this.writeText(this.scalarText(kind, this.starts[column] as number, this.ends[column] as number))
    }
    if (++this.row < this.rows) sink.piece(cell.newline)
  }

  private scalarText(kind: number, start: number, end: number): string {
    if (kind === Kind.EscapedString) return JSON.parse(`"${this.input.toString('utf8', start, end)}"`) as string
    if (kind === Kind.Number) return String(Number(this.input.toString('latin1', start, end)))
    return kind === Kind.True ? 'true' : 'false'
  }

  private writeText(text: string): void {
    const bytes = Buffer.from(text)
    this.cell.write(bytes, 0, bytes.length)
  }
}
