/**
 * Whether a conversion can take the fast path (README.md, Fast path), decided from the formats and
 * the options alone: options are checked exactly as `convert` checks them (same order, same errors),
 * and only settings the fast path reproduces byte for byte qualify. The input itself can still send
 * the job back to the general path (invalid UTF-8, an unclosed quote, JSON that is not flat records).
 */
import type { FastJob } from '../fast-path/fast-job.js'
import type { ConversionJob } from './convert.js'
import { findReader, findWriter, toOptionKey } from './lookup.js'
import { parseFormatOptions, splitOptions } from './options.js'

export interface FastPlan {
  fast: FastJob
  contentType: string
  extension: string
}

const DELIMITED = new Set(['csv', 'tsv'])

export function planFastPath(job: ConversionJob): FastPlan | undefined {
  const reader = findReader(job.from)
  const writer = findWriter(job.to)
  const sides = splitOptions(job.options)
  const read = parseFormatOptions(reader.options, sides.input[toOptionKey(reader.key)], 'input', reader.key)
  const write = parseFormatOptions(writer.options, sides.output[toOptionKey(writer.key)], 'output', writer.key)
  if (!('bytes' in job.input)) return undefined
  const output = { contentType: `${writer.mediaType}; charset=utf-8`, extension: writer.extension }
  if (DELIMITED.has(reader.key) && writer.key === 'json') {
    const fast = delimitedToJson(reader.key, read as DelimitedReadOptions, (write as { indent: number }).indent)
    return fast && { fast, ...output }
  }
  if (reader.key === 'json' && DELIMITED.has(writer.key)) {
    const fast = jsonToDelimited(write as DelimitedWriteOptions)
    return fast && { fast, ...output }
  }
  return undefined
}

interface DelimitedReadOptions {
  delimiter: string
  quoteChar: string
  escapeChar?: string | undefined
  header: boolean
  inferTypes: boolean
  skipEmptyLines: boolean
  unflatten: boolean
}

/** One ASCII delimiter and quote that papaparse takes as given (it replaces \r, \n and `"` as delimiters by a comma). */
function delimitedToJson(format: string, options: DelimitedReadOptions, indent: number): FastJob | undefined {
  const { delimiter, quoteChar } = options
  if (!isAscii(delimiter) || !isAscii(quoteChar) || delimiter === quoteChar) return undefined
  if ('\r\n"'.includes(delimiter) || '\r\n'.includes(quoteChar)) return undefined
  if ((options.escapeChar !== undefined && options.escapeChar !== quoteChar) || options.unflatten) return undefined
  const { header, inferTypes, skipEmptyLines } = options
  return {
    kind: 'delimited-to-json',
    read: { format, delimiter, quoteChar, header, inferTypes, skipEmptyLines },
    indent,
  }
}

interface DelimitedWriteOptions {
  delimiter: string
  quoteChar: string
  header: boolean
  newline: string
  quoteAll: boolean
  escapeFormulae: boolean
  flattenSeparator: string
  arrays: 'index' | 'join'
  arraySeparator: string
}

/** Formula escaping stays general; so do a non-ASCII quote and a delimiter papaparse would replace or that holds the quote. */
function jsonToDelimited(options: DelimitedWriteOptions): FastJob | undefined {
  const { delimiter, quoteChar } = options
  if (options.escapeFormulae || !isAscii(quoteChar)) return undefined
  if (/[\r\n"\uFEFF]/.test(delimiter) || delimiter.includes(quoteChar)) return undefined
  const { header, newline, quoteAll } = options
  const flatten = {
    separator: options.flattenSeparator,
    arrays: options.arrays,
    arraySeparator: options.arraySeparator,
  }
  return { kind: 'json-to-delimited', write: { delimiter, quoteChar, header, newline, quoteAll, flatten } }
}

function isAscii(char: string): boolean {
  return char.length === 1 && char.charCodeAt(0) < 0x80
}
