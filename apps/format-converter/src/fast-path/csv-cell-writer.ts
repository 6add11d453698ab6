/**
 * One CSV cell written from UTF-8 bytes exactly as papaparse's `unparse` writes it (its `safe`):
 * quotes doubled; the cell quoted when asked to (`quoteAll`), or when it holds a line break, `"`,
 * U+FEFF, the delimiter or the quote character, or starts or ends with a space.
 */
import type { ByteSink } from './byte-sink.js'
import type { CsvWriteOptions } from './csv-write-options.js'

export class CsvCellWriter {
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
