/** Format keys, media types and file extensions -> readers and writers (415 UNSUPPORTED_FORMAT otherwise). */

import { AppError } from '@svc/core/errors'
import { negotiate } from '@svc/core/negotiate'
import type { FormatReader, FormatWriter } from '../formats/format.js'
import { readers, writers } from '../formats/index.js'

const PDF_INPUT = 'PDF is an output format only; PDF input is not accepted.'

function unsupported(kind: 'input' | 'output', what: string): AppError {
  const known = (kind === 'input' ? readers : writers).map((format) => format.key).join(', ')
  const message = `"${what.slice(0, 80)}" is not a supported ${kind} format (supported: ${known}).`
  return new AppError('UNSUPPORTED_FORMAT', message, { [kind === 'input' ? 'from' : 'to']: what.slice(0, 200) })
}

export function findReader(key: string): FormatReader {
  if (key === 'pdf') throw new AppError('UNSUPPORTED_FORMAT', PDF_INPUT, { from: 'pdf' })
  const reader = readers.find((format) => format.key === key)
  if (!reader) throw unsupported('input', key)
  return reader
}

export function findWriter(key: string): FormatWriter {
  const writer = writers.find((format) => format.key === key)
  if (!writer) throw unsupported('output', key)
  return writer
}

/** The reader for a raw body's Content-Type (`text/plain` and octet streams need `from`). */
export function readerKeyForMediaType(mediaType: string): string {
  if (mediaType === 'application/pdf') throw new AppError('UNSUPPORTED_FORMAT', PDF_INPUT, { from: 'pdf' })
  const reader = readers.find((format) => format.mediaTypes.includes(mediaType))
  if (!reader) throw unsupported('input', mediaType)
  return reader.key
}

/**
 * Media types an Accept header can name an output by, in the registry's order (json first): each
 * writer's own type and its aliases. `text/plain` names none (several writers answer it); `text/html`
 * is the html writer's (html-table is asked for by `to`).
 */
const ACCEPTABLE: readonly (readonly [string, string])[] = (() => {
  const seen = new Map<string, string>()
  for (const writer of writers) {
    for (const type of [writer.mediaType, ...(writer.acceptAlso ?? [])]) {
      if (type !== 'text/plain' && !seen.has(type)) seen.set(type, writer.key)
    }
  }
  return [...seen]
})()

/** What `writerKeyForAccept` answers when the header names media types and none of them is written here. */
export const NAMES_NO_OUTPUT = null

/**
 * The writer an Accept header asks for, by RFC 9110 q-values (core's `negotiate`; among equal weights
 * the registry's order). `*\/*` names no output (curl sends it on every request), so a header holding
 * only that, or no header, is undefined; a header naming only types no writer has is NAMES_NO_OUTPUT.
 */
export function writerKeyForAccept(accept: string): string | undefined | typeof NAMES_NO_OUTPUT {
  const ranges = accept
    .slice(0, 4096)
    .split(',')
    .filter((range) => {
      const media = range.split(';', 1)[0]?.trim() ?? ''
      return media !== '' && media !== '*/*'
    })
  if (ranges.length === 0) return undefined
  const chosen = negotiate(
    ranges.join(','),
    ACCEPTABLE.map(([type]) => type),
  )
  if (chosen === undefined) return NAMES_NO_OUTPUT
  return ACCEPTABLE.find(([type]) => type === chosen)?.[1]
}

/** The output's media types, for 406 messages and the OpenAPI document. */
export function acceptableTypes(): string[] {
  return ACCEPTABLE.map(([type]) => type)
}

export function readerKeyForFilename(filename: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? ''
  if (extension === 'pdf') throw new AppError('UNSUPPORTED_FORMAT', PDF_INPUT, { from: 'pdf' })
  const reader = readers.find((format) => format.extensions.includes(extension))
  if (!reader) {
    throw new AppError(
      'UNSUPPORTED_FORMAT',
      `The file extension ".${extension.slice(0, 20)}" names no input format; send the form field \`from\`.`,
    )
  }
  return reader.key
}

/** `sql-insert` -> `sqlInsert`: the key of a format's options (README.md, Options). */
export function toOptionKey(key: string): string {
  return key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
}

export function formatOfOptionKey(optionKey: string): string | undefined {
  return [...readers, ...writers].find((format) => toOptionKey(format.key) === optionKey)?.key
}
