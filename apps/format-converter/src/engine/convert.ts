/**
 * One conversion: options checked, input read into the model (or taken as is when JSON arrived
 * already parsed), model written. Pure apart from the libraries' CPU work; runs inline or in a worker.
 */
import { decodeText } from '../domain/decode-text.js'
import type { JsonValue } from '../domain/model.js'
import type { FormatContext, FormatReader, Output } from '../formats/format.js'
import { findReader, findWriter, toOptionKey } from './lookup.js'
import { parseFormatOptions, splitOptions } from './options.js'

export interface ConversionJob {
  from: string
  to: string
  /** The body's bytes, or a JSON value that arrived already parsed. */
  input: { bytes: Uint8Array } | { value: JsonValue }
  options?: unknown
}

export interface ConversionResult {
  body: Output
  /** Content-Type of the body (text types carry `charset=utf-8`). */
  contentType: string
  extension: string
}

export async function convert(job: ConversionJob): Promise<ConversionResult> {
  const reader = findReader(job.from)
  const writer = findWriter(job.to)
  const sides = splitOptions(job.options)
  const readOptions = parseFormatOptions(reader.options, sides.input[toOptionKey(reader.key)], 'input', reader.key)
  const writeOptions = parseFormatOptions(writer.options, sides.output[toOptionKey(writer.key)], 'output', writer.key)
  const value = 'value' in job.input ? job.input.value : await read(reader, job.input.bytes, readOptions)
  const body = await writer.write(value, writeOptions, context)
  const contentType = typeof body === 'string' ? `${writer.mediaType}; charset=utf-8` : writer.mediaType
  return { body, contentType, extension: writer.extension }
}

function read(reader: FormatReader, bytes: Uint8Array, options: unknown): JsonValue | Promise<JsonValue> {
  if (reader.input === 'bytes') return reader.read(bytes, options, context)
  return reader.read(decodeText(bytes, { utf16: reader.utf16 === true }), options, context)
}

const context: FormatContext = {
  read(format, bytes, rawOptions) {
    const reader = findReader(format)
    return Promise.resolve(read(reader, bytes, parseFormatOptions(reader.options, rawOptions, 'input', format)))
  },
  async write(format, value, rawOptions) {
    const writer = findWriter(format)
    return writer.write(value, parseFormatOptions(writer.options, rawOptions, 'output', format), context)
  },
}
