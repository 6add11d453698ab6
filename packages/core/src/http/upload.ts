/**
 * The one multipart/form-data reader (docs/contract.md "Uploads"): exactly one file part named `file`,
 * the text fields the operation names and nothing else, each refusal the same in every service.
 * Streaming and the byte caps are @fastify/multipart's (busboy under it); this file only decides what a
 * form may hold and maps every failure of the form onto a catalog code, never a 500.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { AppError, isAppError } from '../errors/app-error.js'
import { escapeName, isPlainName } from '../errors/bound-error.js'

/** The part that carries the file, in every service that takes uploads. */
export const FILE_PART = 'file'

export interface UploadSpec {
  /** The largest file taken, in bytes (413 PAYLOAD_TOO_LARGE past it). */
  maxFileBytes: number
  /**
   * The text fields the operation takes besides `file`; any other part is refused. Given as a zod object
   * of string fields, the values are validated by it (a bad value is 400 INVALID_REQUEST naming the field,
   * like a body member) and the OpenAPI document describes the form from it (`reader.form`).
   */
  fields?: readonly string[] | FormFields
  /** What the file part carries, for the OpenAPI document. "The file." unless given. */
  file?: string
  /** The largest text field, in bytes (400 past it); 100,000 unless given. */
  maxFieldBytes?: number
  /** What the file is, for messages: "The PDF exceeds ...". "The file" unless given. */
  noun?: string
  /** The refusal when the form has no file part `file`; INVALID_REQUEST with `details` unless given. */
  missingFile?: () => AppError
}

/** A form's text fields: a zod object whose members take the text a field carries. */
export type FormFields = z.ZodObject<Record<string, z.ZodType<string | undefined, string | undefined>>>

/** The form an upload operation takes, for its OpenAPI document (route `form`). */
export interface FormDoc {
  /** What the file part `file` carries. */
  file: string
  /** The text fields beside it (undefined: none). */
  fields?: FormFields
}

export interface Upload {
  bytes: Buffer
  /** The part's filename as sent (possibly empty): the caller's own text, never put in an answer as is. */
  filename: string
  fields: Record<string, string>
}

export interface UploadReader {
  /** Registers @fastify/multipart with this spec's caps; call from `defineService({ plugins })`. */
  register(app: FastifyInstance): Promise<void>
  /** True when the request is multipart/form-data (and so must be read with `read`). */
  accepts(request: FastifyRequest): boolean
  read(request: FastifyRequest): Promise<Upload>
  /** The form this reader takes, for the route's `form` (documented as an object schema, not raw text). */
  form: FormDoc
}

const DEFAULT_FIELD_BYTES = 100_000

export function uploadReader(spec: UploadSpec): UploadReader {
  const schema = spec.fields && !Array.isArray(spec.fields) ? (spec.fields as FormFields) : undefined
  const fields = new Set<string>(schema ? Object.keys(schema.shape) : ((spec.fields as readonly string[]) ?? []))
  const noun = spec.noun ?? 'The file'
  const missing =
    spec.missingFile ??
    (() => refuse(`The form has no file part \`${FILE_PART}\`.`, FILE_PART, 'missing: send the file as this part'))
  const taken = [`the file part \`${FILE_PART}\``, ...[...fields].map((name) => `\`${name}\``)].join(', ')

  function tooLarge(): AppError {
    const mb = spec.maxFileBytes / 1_000_000
    return new AppError('PAYLOAD_TOO_LARGE', `${noun} exceeds the limit of ${spec.maxFileBytes} bytes (${mb} MB).`)
  }

  /** @fastify/multipart's and busboy's own failures: limits by their code, anything else a malformed form. */
  function mapFailure(error: unknown): AppError {
    if (isAppError(error)) return error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
    if (code === 'FST_FILES_LIMIT') {
      return refuse(`Send one file part \`${FILE_PART}\`; the form has more than one.`, FILE_PART, 'a second file part')
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
      return refuse(`The form has more parts than this operation takes (${taken}).`)
    }
    return refuse('The multipart form could not be read (boundary, part headers or an early end).')
  }

  return {
    form: { file: spec.file ?? 'The file.', ...(schema ? { fields: schema } : {}) },
    async register(app) {
      await app.register(multipart, {
        limits: {
          fileSize: spec.maxFileBytes,
          files: 1,
          // one more than named, so that an unknown field is refused by its name below
          fields: fields.size + 1,
          parts: fields.size + 2,
          fieldSize: spec.maxFieldBytes ?? DEFAULT_FIELD_BYTES,
        },
        throwFileSizeLimit: true,
      })
    },
    accepts: (request) => request.isMultipart(),
    async read(request) {
      let file: { bytes: Buffer; filename: string } | undefined
      const values: Record<string, string> = {}
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== FILE_PART) {
              // the form's only file part under another name: the part wanted is missing (answered below)
              part.file.resume()
              continue
            }
            file = { bytes: await part.toBuffer(), filename: part.filename ?? '' }
            continue
          }
          if (part.fieldname === FILE_PART) {
            throw refuse(
              `Send the file as a file part \`${FILE_PART}\` (with a filename), not as a text field.`,
              FILE_PART,
              'a text field, not a file part',
            )
          }
          if (!fields.has(part.fieldname)) {
            // a name the caller chose: quoted only when it is a plain identifier, always escaped in details
            const name = isPlainName(part.fieldname) ? ` "${part.fieldname}"` : ' (named in details)'
            throw refuse(
              `The form has an unknown form field${name}; this operation takes ${taken}.`,
              escapeName(part.fieldname),
              'unknown form field',
            )
          }
          if (part.valueTruncated) {
            throw refuse(
              `The form field \`${part.fieldname}\` exceeds ${spec.maxFieldBytes ?? DEFAULT_FIELD_BYTES} bytes.`,
              part.fieldname,
              'too long',
            )
          }
          values[part.fieldname] = String(part.value)
        }
      } catch (error) {
        throw mapFailure(error)
      }
      if (!file) throw missing()
      // a zod error here is answered like a body's: 400 INVALID_REQUEST with the field as its path
      return { ...file, fields: schema ? (schema.parse(values) as Record<string, string>) : values }
    },
  }
}

function refuse(message: string, path?: string, detail?: string): AppError {
  if (path === undefined || detail === undefined) return new AppError('INVALID_REQUEST', message)
  return new AppError('INVALID_REQUEST', message, { details: [{ path, message: detail }] })
}
