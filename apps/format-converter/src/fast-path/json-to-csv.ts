/**
 * JSON bytes (an array of flat objects) -> CSV/TSV bytes: byte for byte what the general path
 * (JSON.parse, toTable, Papa.unparse) gives (README.md, Fast path). Two reads of the input: the first
 * checks it and collects the columns in first-seen order, the second writes the rows. Returns false,
 * having written nothing, when the general path must answer instead.
 */
import type { ByteSink } from './byte-sink.js'
import { Kind, type MemberSink, scanFlatArray } from './flat-json.js'
import { startOfText } from './utf8-text.js'

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

/** Member keys -> column numbers, in first-seen order; refuses what the general path orders or merges otherwise. */
class ColumnKeys {
  readonly columns: string[] = []
  private readonly raw: Buffer[] = []
  private readonly byName = new Map<string, number>()
  private seenIn = new Int32Array(16).fill(-1)
  private object = -1
  private last = -1

  constructor(private readonly input: Buffer) {}

  startObject(): void {
    this.object++
    this.last = -1
  }

  /** The column of a key; -1 for a key repeated in one object or an array index (JavaScript orders those first). */
  resolve(start: number, end: number, escaped: boolean): number {
    let column = escaped ? -1 : this.predicted(start, end)
    if (column === -1) {
      const name = escaped
        ? (JSON.parse(`"${this.input.toString('utf8', start, end)}"`) as string)
        : this.input.toString('utf8', start, end)
      column = this.byName.get(name) ?? this.add(name, this.input.subarray(start, end))
      if (column === -1) return -1
    }
    if (this.seenIn[column] === this.object) return -1
    this.seenIn[column] = this.object
    this.last = column
    return column
  }

  /** Objects usually repeat the previous one's keys in order: compare bytes with the next column's key. */
  private predicted(start: number, end: number): number {
    const column = this.last + 1
    const key = this.raw[column]
    if (key === undefined || key.length !== end - start) return -1
    const input = this.input
    for (let at = 0; at < key.length; at++) if (key[at] !== input[start + at]) return -1
    return column
  }

  private add(name: string, raw: Buffer): number {
    if (/^(?:0|[1-9]\d{0,9})$/.test(name) && Number(name) < 4_294_967_295) return -1
    const column = this.columns.push(name) - 1
    this.raw.push(Buffer.from(raw))
    this.byName.set(name, column)
    if (column >= this.seenIn.length) {
      const grown = new Int32Array(this.seenIn.length * 2).fill(-1)
      grown.set(this.seenIn)
      this.seenIn = grown
    }
    return column
  }
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
  private readonly cell: CellWriter

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
    this.cell = new CellWriter(options, sink)
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

/** papaparse's `safe`: quotes doubled; the cell quoted when asked to, or when it holds a line break, `"`, U+FEFF, the delimiter or the quote, or starts or ends with a space. */
class CellWriter {
  readonly delimiter: Buffer
  readonly newline: Buffer
  private readonly quote: number
  private readonly quoteAll: boolean

  constructor(
    options: CsvWriteOptions,
    private readonly sink: ByteSink,
  ) {
    this.delimiter = Buffer.from(options.delimiter)
    this.newline = Buffer.from(options.newline)
    this.quote = options.quoteChar.charCodeAt(0)
    this.quoteAll = options.quoteAll
  }

  write(source: Uint8Array, start: number, end: number): void {
    const quote = this.quote
    let quotes = 0
    let needsQuotes = this.quoteAll || (end > start && (source[start] === 0x20 || source[end - 1] === 0x20))
    const delimiter = this.delimiter
    const single = delimiter.length === 1 ? (delimiter[0] as number) : -1
    for (let at = start; at < end; at++) {
      const byte = source[at] as number
      if (byte === quote) quotes++
      if (byte === 0x0a || byte === 0x0d || byte === 0x22 || byte === single || byte === quote) needsQuotes = true
      else if (byte === 0xef && source[at + 1] === 0xbb && source[at + 2] === 0xbf && at + 2 < end) needsQuotes = true
    }
    if (!needsQuotes && single === -1 && end > start) {
      needsQuotes = Buffer.from(source.buffer, source.byteOffset + start, end - start).indexOf(delimiter) !== -1
    }
    const sink = this.sink
    if (!needsQuotes) {
      if (end - start <= 64) sink.piece(source, start, end)
      else sink.bytes(source, start, end)
      return
    }
    sink.reserve(2)
    sink.buffer[sink.pos++] = quote
    if (quotes === 0) sink.bytes(source, start, end)
    else
      for (let at = start; at < end; at++) {
        sink.reserve(2)
        const byte = source[at] as number
        sink.buffer[sink.pos++] = byte
        if (byte === quote) sink.buffer[sink.pos++] = quote
      }
    sink.reserve(1)
    sink.buffer[sink.pos++] = quote
  }
}
