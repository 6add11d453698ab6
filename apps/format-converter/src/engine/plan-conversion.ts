/**
 * The three request styles (see README.md) -> one conversion job. A JSON body is the envelope
 * `{ from, to, data }` unless `?to=` or an Accept naming another format says it is the document
 * itself; any other Content-Type is a raw document; multipart carries a `file` part.
 */
import { AppError } from '@svc/core/errors'
import type { JsonValue } from '../domain/model.js'
import { decodeBase64 } from '../formats/base64/reader.js'
import type { ConversionJob } from './convert.js'
import {
  acceptableTypes,
  findReader,
  NAMES_NO_OUTPUT,
  readerKeyForFilename,
  readerKeyForMediaType,
  writerKeyForAccept,
} from './lookup.js'

export interface Envelope {
  from: string
  to: string
  data?: unknown
  options?: unknown
  download?: boolean
}

export interface RequestParts {
  mediaType: string
  accept: string
  query: {
    from?: string | undefined
    to?: string | undefined
    options?: string | undefined
    download?: string | undefined
  }
  body: unknown
}

export interface PlannedConversion {
  job: ConversionJob
  download: boolean
  /** The uploaded file's name without its extension, for Content-Disposition. */
  baseName: string
}

/** True when an application/json body is the document to convert rather than the envelope. */
export function isRawJson(parts: RequestParts): boolean {
  const wanted = parts.query.to ?? writerKeyForAccept(parts.accept)
  return typeof wanted === 'string' && wanted !== 'json'
}

export function planEnvelope(envelope: Envelope): PlannedConversion {
  return {
    job: {
      from: envelope.from,
      to: envelope.to,
      input: toInput(envelope.from, envelope.data),
      options: envelope.options,
    },
    download: envelope.download === true,
    baseName: 'converted',
  }
}

export function planRaw(parts: RequestParts): PlannedConversion {
  const isJson = parts.mediaType === 'application/json'
  const from = parts.query.from ?? (isJson ? 'json' : readerKeyForMediaType(parts.mediaType))
  // A large raw JSON document arrives unparsed (infra/json-body-parser.ts) and is read like any other text.
  const input = parts.body instanceof Uint8Array ? { bytes: parts.body } : { value: parts.body as JsonValue }
  return {
    job: { from, to: outputOf(parts), input, options: queryOptions(parts.query.options) },
    download: parts.query.download === '1',
    baseName: 'converted',
  }
}

export interface Upload {
  filename: string
  bytes: Uint8Array
  fields: Record<string, string>
}

export function planUpload(upload: Upload, parts: RequestParts): PlannedConversion {
  const { fields } = upload
  const from = fields.from ?? readerKeyForFilename(upload.filename)
  const to = fields.to ?? outputOf(parts)
  const baseName =
    upload.filename
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 100) || 'converted'
  return {
    job: { from, to, input: { bytes: upload.bytes }, options: queryOptions(fields.options, 'options') },
    download: fields.download === '1',
    baseName,
  }
}

function outputOf(parts: RequestParts): string {
  const to = parts.query.to ?? writerKeyForAccept(parts.accept)
  if (to === NAMES_NO_OUTPUT) {
    throw new AppError(
      'NOT_ACCEPTABLE',
      `The Accept header names no output format this service writes (it writes ${acceptableTypes().join(', ')}); ` +
        'or name the output with `?to=` (or a form field `to`).',
    )
  }
  if (!to) {
    throw new AppError(
      'INVALID_REQUEST',
      'Name the output format: `?to=csv` (or a form field `to`), or an Accept header such as text/csv.',
      {
        details: [{ path: 'to', message: 'missing' }],
      },
    )
  }
  return to
}

function toInput(from: string, data: unknown): ConversionJob['input'] {
  if (from === 'json' && typeof data !== 'string') return { value: (data ?? null) as JsonValue }
  if (typeof data !== 'string') {
    throw new AppError('INVALID_REQUEST', `data must be a string for from=${from.slice(0, 40)}.`, {
      details: [{ path: 'data', message: 'expected a string' }],
    })
  }
  const reader = findReader(from)
  if (reader.input !== 'bytes') return { bytes: Buffer.from(data, 'utf8'), fromString: true }
  try {
    return { bytes: decodeBase64(data) }
  } catch {
    throw new AppError('INVALID_REQUEST', `data must be base64 for from=${from} (a binary format).`, {
      details: [{ path: 'data', message: 'not base64' }],
    })
  }
}

function queryOptions(text: string | undefined, path = 'query.options'): unknown {
  if (text === undefined || text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('INVALID_REQUEST', `${path} must be a JSON object.`, {
      details: [{ path, message: 'not JSON' }],
    })
  }
}
