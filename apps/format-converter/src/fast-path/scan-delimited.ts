/**
 * Delimited text scanned on its UTF-8 bytes: a line-for-line port of papaparse 5's `Parser.parse`
 * (header off, no comments, no preview, escapeChar = quoteChar), so that rows and fields are
 * exactly papaparse's without decoding the input to a string. A field is reported as a byte range
 * and whether it was quoted (its doubled quotes still to be undone). Stray quotes in a quoted field
 * are kept as papaparse keeps them ("InvalidQuotes" is not an error for the converter); a quoted
 * field that never closes is reported as `missing-quote` (the caller falls back to the general path,
 * which words the error).
 */

export interface FieldSink {
  field(start: number, end: number, quoted: boolean): void
  /** The row is complete; return false to stop scanning. */
  row(): boolean
}

export interface Dialect {
  /** One byte each: ASCII delimiter and quote character. */
  delimiter: number
  quote: number
  /** `\n`, `\r\n` or `\r` (papaparse's guess: guess-newline.ts). */
  newline: Uint8Array
}

export type ScanOutcome = 'done' | 'stopped' | 'missing-quote'

export function scanDelimited(bytes: Uint8Array, dialect: Dialect, sink: FieldSink): ScanOutcome {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const inputLen = input.length
  const { delimiter: delim, quote: quoteChar } = dialect
  const nl0 = dialect.newline[0] as number
  const newlineLen = dialect.newline.length
  const newline = newlineLen === 1 ? nl0 : Buffer.from(dialect.newline)
  const isNewlineAt = (at: number) =>
    input[at] === nl0 && (newlineLen === 1 || (at + 1 < inputLen && input[at + 1] === dialect.newline[1]))

  let cursor = 0
  if (inputLen === 0) return 'done'
  let nextDelim = input.indexOf(delim, cursor)
  let nextNewline = input.indexOf(newline, cursor)
  let quoteSearch = input.indexOf(quoteChar, cursor)

  // papaparse's extraSpaces: the text between the closing quote and `index`, when it is all white space
  // (String.prototype.trim's definition), is skipped; its length in bytes here, in code units there.
  const extraSpaces = (index: number): number => {
    if (index === -1 || index <= quoteSearch + 1) return 0
    return isTrimSpace(input, quoteSearch + 1, index) ? index - quoteSearch - 1 : 0
  }
  const saveRow = (newCursor: number): boolean => {
    cursor = newCursor
    const more = sink.row()
    nextNewline = input.indexOf(newline, cursor)
    return more
  }

  for (;;) {
    if (input[cursor] === quoteChar) {
      quoteSearch = cursor
      cursor++
      for (;;) {
        quoteSearch = input.indexOf(quoteChar, quoteSearch + 1)
        if (quoteSearch === -1) return 'missing-quote'
        if (quoteSearch === inputLen - 1) {
          sink.field(cursor, quoteSearch, true)
          sink.row()
          return 'done'
        }
        if (input[quoteSearch + 1] === quoteChar) {
          quoteSearch++
          continue
        }
        if (nextDelim !== -1 && nextDelim < quoteSearch + 1) nextDelim = input.indexOf(delim, quoteSearch + 1)
        if (nextNewline !== -1 && nextNewline < quoteSearch + 1) nextNewline = input.indexOf(newline, quoteSearch + 1)
        const checkUpTo = nextNewline === -1 ? nextDelim : Math.min(nextDelim, nextNewline)
        const spacesBeforeDelimiter = extraSpaces(checkUpTo)
        if (input[quoteSearch + 1 + spacesBeforeDelimiter] === delim) {
          sink.field(cursor, quoteSearch, true)
          cursor = quoteSearch + 1 + spacesBeforeDelimiter + 1
          if (input[quoteSearch + 1 + spacesBeforeDelimiter + 1] !== quoteChar)
            quoteSearch = input.indexOf(quoteChar, cursor)
          if (nextDelim !== -1 && nextDelim < cursor) nextDelim = input.indexOf(delim, cursor)
          if (nextNewline !== -1 && nextNewline < cursor) nextNewline = input.indexOf(newline, cursor)
          break
        }
        const spacesBeforeNewline = extraSpaces(nextNewline)
        if (isNewlineAt(quoteSearch + 1 + spacesBeforeNewline)) {
          sink.field(cursor, quoteSearch, true)
          if (!saveRow(quoteSearch + 1 + spacesBeforeNewline + newlineLen)) return 'stopped'
          if (nextDelim !== -1 && nextDelim < cursor) nextDelim = input.indexOf(delim, cursor)
          quoteSearch = input.indexOf(quoteChar, cursor)
          break
        }
        // papaparse: "InvalidQuotes", not fatal; the quote is part of the field.
        quoteSearch++
      }
      continue
    }
    if (nextDelim !== -1 && (nextDelim < nextNewline || nextNewline === -1)) {
      sink.field(cursor, nextDelim, false)
      cursor = nextDelim + 1
      nextDelim = input.indexOf(delim, cursor)
      continue
    }
    if (nextNewline !== -1) {
      sink.field(cursor, nextNewline, false)
      if (!saveRow(nextNewline + newlineLen)) return 'stopped'
      continue
    }
    break
  }
  sink.field(Math.min(cursor, inputLen), inputLen, false)
  sink.row()
  return 'done'
}

/** True when bytes [start, end) are all white space as String.prototype.trim sees it. */
function isTrimSpace(input: Buffer, start: number, end: number): boolean {
  let ascii = true
  for (let at = start; at < end; at++) {
    const byte = input[at] as number
    if (byte >= 0x80) ascii = false
    else if (byte !== 0x20 && (byte < 0x09 || byte > 0x0d)) return false
  }
  return ascii || input.toString('utf8', start, end).trim() === ''
}
