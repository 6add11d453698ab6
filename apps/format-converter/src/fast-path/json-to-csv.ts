/**
 * JSON bytes (an array of flat objects) -> CSV/TSV bytes: byte for byte what the general path
 * (JSON.parse, toTable, Papa.unparse) gives (README.md, Fast path). Two reads of the input: the first
 * checks it and collects the columns in first-seen order, the second writes the rows. Returns false,
 * having written nothing, when the general path must answer instead.
 */
import type { ByteSink } from './byte-sink.js'
import { ColumnKeys } from './column-keys.js'
import { CsvCellWriter } from './csv-cell-writer.js'
import { Kind, type MemberSink, scanFlatArray } from './scan-flat-array.js'
import { startOfText } from './start-of-text.js'

export interface CsvWriteOptions {
  /** Without \r, \n, `"`, U+FEFF or the quote character (fast-path/eligibility.ts). */
  delimiter: string
  /** One ASCII character. */
  quoteChar: string
  header: boolean
  newline: string
  quoteAll: boolean
}

export function jsonToCsv(bytes: Uint8Array, options: CsvWriteOptions, sink: ByteSink): boolean {
  const start = startOfText(bytes)
  if (start === -1) return false
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const survey = new ColumnSurvey(input)
  if (!scanFlatArray(input, start, survey)) return false
  if (survey.keys.columns.length === 0) return true
  const writer = new RowWriter(input, survey.keys, survey.objects, options, sink)
  scanFlatArray(input, start, writer)
  return true
}

class ColumnSurvey implements MemberSink {
  readonly keys: ColumnKeys
  objects = 0

  constructor(input: Buffer) {
    this.keys = new ColumnKeys(input)
  }

  startObject(): void {
    this.keys.startObject()
  }

  member(keyStart: number, keyEnd: number, keyEscaped: boolean): boolean {
    return this.keys.resolve(keyStart, keyEnd, keyEscaped) !== -1
  }

  endObject(): void {
    this.objects++
  }
}

class RowWriter implements MemberSink {
  private readonly kinds: Int8Array
  private readonly starts: Int32Array
  private readonly ends: Int32Array
  private members = 0
  private row = 0
  private readonly cell: CsvCellWriter

  constructor(
    private readonly input: Buffer,
    private readonly keys: ColumnKeys,
    private readonly rows: number,
    options: CsvWriteOptions,
    private readonly sink: ByteSink,
  ) {
    const width = keys.columns.length
    this.kinds = new Int8Array(width)
    this.starts = new Int32Array(width)
    this.ends = new Int32Array(width)
    this.cell = new CsvCellWriter(options, sink)
    if (options.header) {
      keys.columns.forEach((name, at) => {
        if (at > 0) sink.piece(this.cell.delimiter)
        const bytes = Buffer.from(name)
        this.cell.write(bytes, 0, bytes.length)
      })
      sink.piece(this.cell.newline)
    }
  }

  startObject(): void {
    this.keys.startObject()
    this.kinds.fill(-1)
    this.members = 0
  }

  member(keyStart: number, keyEnd: number, keyEscaped: boolean, kind: Kind, start: number, end: number): boolean {
    const column = this.keys.resolve(keyStart, keyEnd, keyEscaped)
    this.kinds[column] = kind
    this.starts[column] = start
    this.ends[column] = end
    this.members++
    return true
  }

  endObject(): void {
    const { sink, cell, input } = this
    for (let column = 0; column < this.kinds.length; column++) {
      // papaparse writes a row with no cells at all as an empty line.
      if (column > 0 && this.members > 0) sink.piece(cell.delimiter)
      const kind = this.kinds[column] as number
      if (kind === -1 || kind === Kind.Null) continue
      const start = this.starts[column] as number
      const end = this.ends[column] as number
      if (kind === Kind.String) cell.write(input, start, end)
      else {
        const text =
          kind === Kind.EscapedString
            ? (JSON.parse(`"${input.toString('utf8', start, end)}"`) as string)
            : kind === Kind.Number
              ? String(Number(input.toString('latin1', start, end)))
              : kind === Kind.True
                ? 'true'
                : 'false'
        const bytes = Buffer.from(text)
        cell.write(bytes, 0, bytes.length)
      }
    }
    if (++this.row < this.rows) sink.piece(this.newline)
  }

  private get newline(): Buffer {
    return this.cell.newline
  }
}
