/**
 * CSV/TSV bytes -> JSON records bytes, without strings or objects per cell: byte for byte what the
 * general path (papaparse, toRecords, JSON.stringify) gives for the same request (README.md, Fast
 * path). Two scans over the input: the first finds the header, the widest row and an unclosed quote
 * (so every outcome is known before the first output byte), the second writes the records.
 * Returns false, having written nothing, when the general path must answer instead.
 */
import { inferScalar } from '../domain/infer-scalar.js'
import { cellBudget, checkReadTable, outputTooLarge } from '../domain/limits.js'
import { headedColumns, toColumnNames } from '../domain/table-view.js'
import type { ByteSink } from './byte-sink.js'
import { guessNewline } from './guess-newline.js'
import { type Dialect, type FieldSink, scanDelimited } from './scan-delimited.js'
import { startOfText } from './start-of-text.js'
import { writeJsonString } from './write-json-string.js'

export interface CsvReadOptions {
  /** `csv` or `tsv`, named in a refusal. */
  format: string
  /** One ASCII character each (engine/plan-fast-path.ts). */
  delimiter: string
  quoteChar: string
  header: boolean
  inferTypes: boolean
  skipEmptyLines: boolean
}

export function csvToJson(
  bytes: Uint8Array,
  options: CsvReadOptions,
  indent: number,
  sink: ByteSink,
  budget = Number.POSITIVE_INFINITY,
): boolean {
  const start = startOfText(bytes)
  if (start === -1) return false
  const input = Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.byteLength - start)
  const dialect: Dialect = {
    delimiter: options.delimiter.charCodeAt(0),
    quote: options.quoteChar.charCodeAt(0),
    newline: Buffer.from(guessNewline(input, options.quoteChar)),
  }
  const survey = new Survey(options)
  if (scanDelimited(input, dialect, survey) === 'missing-quote') return false
  // The same limits, in the same order, as the general path (delimited-reader.ts).
  const width = Math.max(survey.header?.length ?? 0, survey.widest)
  checkReadTable(options.format, survey.rows, width, textLength(input, survey.rows * width))
  const header = survey.header?.map((cell) => decodeField(input, cell, dialect.quote))
  const named = header ? toColumnNames(options.inferTypes ? header.map(inferScalar) : header) : []
  const columns = headedColumns(named, survey.widest)
  const writer = new RecordWriter(input, dialect.quote, columns, indent, options, sink)
  const fixed = writer.fixedBytes(survey.rows) + 4 * (survey.rows * columns.length - survey.cells)
  // A cell's content is at least half its bytes (doubled quotes) and at most six times them (`\u00xx`).
  const least = fixed + Math.ceil(survey.cellBytes / 2)
  if (least > budget) throw outputTooLarge(budget, least, true)
  if (fixed + 4 * survey.cells + 6 * survey.cellBytes > budget) return false
  scanDelimited(input, dialect, writer)
  writer.close()
  return true
}

const NULL = Buffer.from('null')

interface Cell {
  start: number
  end: number
  quoted: boolean
}

/** Field ranges of the row being scanned, reused from row to row. */
abstract class RowCells implements FieldSink {
  protected fields = new Int32Array(3 * 64)
  protected count = 0
  private headerTaken = false

  constructor(private readonly options: CsvReadOptions) {}

  field(start: number, end: number, quoted: boolean): void {
    const at = 3 * this.count++
    if (at + 3 > this.fields.length) {
      const grown = new Int32Array(this.fields.length * 2)
      grown.set(this.fields)
      this.fields = grown
    }
    this.fields[at] = start
    this.fields[at + 1] = end
    this.fields[at + 2] = quoted ? 1 : 0
  }

  row(): boolean {
    // papaparse's skipEmptyLines: true drops rows that are one empty field.
    const empty = this.count === 1 && this.fields[0] === this.fields[1]
    if (!(empty && this.options.skipEmptyLines)) {
      if (this.options.header && !this.headerTaken) {
        this.headerTaken = true
        this.headerRow()
      } else this.dataRow()
    }
    this.count = 0
    return true
  }

  protected cell(index: number): Cell {
    const at = 3 * index
    return { start: this.fields[at] as number, end: this.fields[at + 1] as number, quoted: this.fields[at + 2] === 1 }
  }

  protected abstract headerRow(): void
  protected abstract dataRow(): void
}

class Survey extends RowCells {
  header: Cell[] | undefined
  widest = 0
  rows = 0
  /** Cells present in data rows, and their bytes as they stand in the input. */
  cells = 0
  cellBytes = 0

  protected headerRow(): void {
    this.header = Array.from({ length: this.count }, (_, index) => this.cell(index))
  }

  protected dataRow(): void {
    if (this.count > this.widest) this.widest = this.count
    this.rows++
    this.cells += this.count
    const cells = this.fields
    for (let at = 0; at < 3 * this.count; at += 3) this.cellBytes += (cells[at + 1] as number) - (cells[at] as number)
  }
}

class RecordWriter extends RowCells {
  /** Field index for each key in JavaScript's property order (integer-like keys first, ascending). */
  private readonly order: number[]
  /** The bytes before each value: separator, line break, indentation, key, colon. */
  private readonly prefixes: Buffer[]
  private readonly recordOpen: Buffer
  private readonly recordNext: Buffer
  private readonly recordClose: Buffer
  private records = 0

  constructor(
    private readonly input: Buffer,
    private readonly quote: number,
    columns: string[],
    private readonly indent: number,
    private readonly readOptions: CsvReadOptions,
    private readonly sink: ByteSink,
  ) {
    super(readOptions)
    this.order = propertyOrder(columns)
    const pad = (depth: number) => (indent > 0 ? `\n${' '.repeat(indent * depth)}` : '')
    const colon = indent > 0 ? ': ' : ':'
    this.prefixes = this.order.map((column, at) =>
      Buffer.from(`${at > 0 ? ',' : ''}${pad(2)}${JSON.stringify(columns[column])}${colon}`),
    )
    this.recordOpen = Buffer.from(`[${pad(1)}{`)
    this.recordNext = Buffer.from(`,${pad(1)}{`)
    this.recordClose = Buffer.from(columns.length > 0 ? `${pad(1)}}` : '}')
  }

  protected headerRow(): void {}

  protected dataRow(): void {
    const { sink, input } = this
    sink.piece(this.records++ === 0 ? this.recordOpen : this.recordNext)
    for (let at = 0; at < this.order.length; at++) {
      sink.piece(this.prefixes[at] as Buffer)
      const index = this.order[at] as number
      if (index >= this.count) {
        sink.piece(NULL)
        continue
      }
      const base = 3 * index
      const start = this.fields[base] as number
      const end = this.fields[base + 1] as number
      const doubled = this.fields[base + 2] === 1 ? this.quote : -1
      if (this.readOptions.inferTypes && mayInfer(input, start, end)) {
        const value = inferScalar(decodeField(input, { start, end, quoted: doubled !== -1 }, this.quote))
        if (typeof value !== 'string') {
          sink.text(String(value))
          continue
        }
      }
      writeJsonString(sink, input, start, end, doubled)
    }
    sink.piece(this.recordClose)
  }

  /** The bytes of `rows` records apart from their cells: brackets, keys, indentation, separators. */
  fixedBytes(rows: number): number {
    if (rows === 0) return 2
    const prefixes = this.prefixes.reduce((sum, prefix) => sum + prefix.length, 0)
    const each = prefixes + this.recordClose.length
    return this.recordOpen.length + (rows - 1) * this.recordNext.length + rows * each + (this.indent > 0 ? 2 : 1)
  }

  close(): void {
    this.sink.text(this.records === 0 ? '[]' : this.indent > 0 ? '\n]' : ']')
  }
}

/**
 * The input's length as the general path measures it (UTF-16 units), counted only when the cell limit
 * depends on it: a UTF-8 byte is at most one unit and three bytes at least one.
 */
function textLength(input: Buffer, cells: number): number {
  if (cells <= cellBudget(Math.floor(input.length / 3)) || cells > cellBudget(input.length)) return input.length
  let units = 0
  for (let at = 0; at < input.length; at++) {
    const byte = input[at] as number
    if (byte < 0x80 || byte >= 0xc0) units += byte >= 0xf0 ? 2 : 1
  }
  return units
}

/** Only an empty cell, a number, `true` or `false` can be typed: each starts with one of these. */
function mayInfer(input: Buffer, start: number, end: number): boolean {
  if (start === end) return true
  const first = input[start] as number
  return (first >= 0x30 && first <= 0x39) || first === 0x2d || first === 0x74 || first === 0x66
}

function decodeField(input: Buffer, cell: Cell, quote: number): string {
  const text = input.toString('utf8', cell.start, cell.end)
  if (!cell.quoted) return text
  const q = String.fromCharCode(quote)
  return text.replaceAll(q + q, q)
}

/** Keys that are array indexes (0 ... 2^32 - 2) come first in an object, ascending; then the rest in order. */
export function propertyOrder(columns: readonly string[]): number[] {
  const indexes: number[] = []
  const names: number[] = []
  columns.forEach((column, at) => {
    ;(isArrayIndex(column) ? indexes : names).push(at)
  })
  indexes.sort((a, b) => Number(columns[a]) - Number(columns[b]))
  return [...indexes, ...names]
}

function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4_294_967_295
}
