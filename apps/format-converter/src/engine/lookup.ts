/** Format keys, media types and file extensions -> readers and writers (415 UNSUPPORTED_FORMAT otherwise). */
import { AppError } from '@svc/core/errors'
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

/** The first writer named by an Accept header, in the header's order (q-values ignored). */
export function writerKeyForAccept(accept: string): string | undefined {
  for (const range of accept.split(',')) {
    const type = range.split(';', 1)[0]?.trim().toLowerCase() ?? ''
    const writer = writers.find((format) => format.mediaType === type || format.acceptAlso?.includes(type))
    if (writer && type !== 'text/plain') return writer.key
  }
  return undefined
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

/** `sql-insert` -> `sqlInsert`: the key of a format's options (seed 002, Options). */
export function toOptionKey(key: string): string {
  return key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
}

export function formatOfOptionKey(optionKey: string): string | undefined {
  return [...readers, ...writers].find((format) => toOptionKey(format.key) === optionKey)?.key
}
