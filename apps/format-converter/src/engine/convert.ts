/**
 * One conversion: options checked, input read into the model (or taken as is when JSON arrived
 * already parsed), model written. Pure apart from the libraries' CPU work; runs inline or in a worker.
 */
import { decodeText } from '../domain/decode-text.js'
import { outputBudget, outputTooLarge } from '../domain/limits.js'
import type { JsonValue } from '../domain/model.js'
import type { FormatContext, FormatReader, Output } from '../formats/format.js'
import { findReader, findWriter, toOptionKey } from './lookup.js'
import { parseFormatOptions, splitOptions } from './options.js'

export interface ConversionJob {
  from: string
  to: string
  /**
   * The body's bytes (`fromString`: the UTF-8 of text that arrived as a JSON string), or a JSON value
   * that arrived already parsed.
   */
  input: { bytes: Uint8Array; fromString?: boolean } | { value: JsonValue }
  options?: unknown
  /**
   * The most bytes the reply may hold (domain/limits.ts: 12 times the request plus 1 MB); by default
   * measured on the input bytes, none for a value that arrived parsed.
   */
  outputBudget?: number
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
  const budget = job.outputBudget ?? ('bytes' in job.input ? outputBudget(job.input.bytes.byteLength) : Infinity)
  const context = contextFor(budget)
  const value =
    'value' in job.input
      ? job.input.value
      : await read(reader, job.input.bytes, readOptions, context, job.input.fromString === true)
  if (REPEATS_KEYS.has(writer.key)) {
    const least = leastOutputBytes(value, budget)
    if (least > budget) throw outputTooLarge(budget, least, true)
  }
  const body = await writer.write(value, writeOptions, context)
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength
  if (size > budget) throw outputTooLarge(budget, size)
  const contentType = typeof body === 'string' ? `${writer.mediaType}; charset=utf-8` : writer.mediaType
  return { body, contentType, extension: writer.extension }
}

/**
 * Writers that spell every key of every record (a table read from a wide header repeats its names on
 * each row): their output is checked against the budget from the model before it is written.
 */
const REPEATS_KEYS = new Set(['json', 'ndjson', 'yaml', 'xml'])

/**
 * A lower bound on what those writers print for `value` (each key and scalar's text, one separator per
 * value), walked without recursion and abandoned as soon as it passes `stopAt`.
 */
export function leastOutputBytes(value: JsonValue, stopAt: number): number {
  let total = 0
  const pending: JsonValue[] = [value]
  while (pending.length > 0 && total <= stopAt) {
    const node = pending.pop() as JsonValue
    total += 1
    if (node === null || typeof node !== 'object') total += String(node).length
    else if (Array.isArray(node)) for (const item of node) pending.push(item)
    else
      for (const key of Object.keys(node)) {
        total += key.length + 1
        pending.push(node[key] as JsonValue)
      }
  }
  return total
}

function read(
  reader: FormatReader,
  bytes: Uint8Array,
  options: unknown,
  context: FormatContext,
  fromString = false,
): JsonValue | Promise<JsonValue> {
  if (reader.input === 'bytes') return reader.read(bytes, options, context)
  const text = reader.decode ? reader.decode(bytes, fromString) : decodeText(bytes, { utf16: reader.utf16 === true })
  return reader.read(text, options, context)
}

function contextFor(outputBudget: number): FormatContext {
  const context: FormatContext = {
    outputBudget,
    read(format, bytes, rawOptions) {
      const reader = findReader(format)
      return Promise.resolve(
        read(reader, bytes, parseFormatOptions(reader.options, rawOptions, 'input', format), context),
      )
    },
    async write(format, value, rawOptions) {
      const writer = findWriter(format)
      return writer.write(value, parseFormatOptions(writer.options, rawOptions, 'output', format), context)
    },
  }
  return context
}
