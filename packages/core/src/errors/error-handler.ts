/**
 * The one error handler: turns AppErrors, Fastify parser/limit errors, zod issues and anything
 * unexpected into the CONTRACT envelope `{ error, message, ...extra }`. Unknown errors become
 * INTERNAL_ERROR with no stack and no input echoed; only the error's class and stack frames are logged.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { discardUnreadBody, hasUnreadBody } from '../http/unread-body.js'
import { AppError, type ErrorDetail } from './app-error.js'
import {
  boundDetails,
  boundExtra,
  escapeName,
  escapeUnprintable,
  isPlainName,
  MAX_DETAILS,
  MAX_MEMBER_CHARS,
  MAX_MESSAGE_CHARS,
  nameSegment,
  shortenText,
} from './bound-error.js'
import type { ErrorCatalog } from './codes.js'

export interface ErrorBody {
  error: string
  message: string
  [member: string]: unknown
}

/** Adds service-specific members to every error body (e.g. the consistency checker's `validJson`). */
export type ErrorDecorator = (body: ErrorBody) => ErrorBody

const FASTIFY_CODES: Record<string, [code: string, message: string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the body with Content-Type: application/json (or another type the operation lists in /openapi.json).',
  ],
  FST_ERR_CTP_INVALID_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'The Content-Type header is not valid.'],
  FST_ERR_CTP_EMPTY_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'The Content-Type header is empty.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['INVALID_JSON', 'The body is empty; send a JSON value.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['INVALID_REQUEST', 'Content-Length does not match the body sent.'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 'The body is not valid JSON.'],
  FST_ERR_BAD_URL: ['INVALID_REQUEST', 'The URL is not valid (a malformed percent-encoding).'],
}

/** Client-error statuses Fastify (or Node's HTTP parser) raises on its own, each kept with its catalog code. */
const CLIENT_STATUSES: Record<number, [code: string, message: string]> = {
  400: ['INVALID_REQUEST', 'The request could not be read.'],
  404: ['NOT_FOUND', 'No such route; see /openapi.json for the operations of this service.'],
  405: ['METHOD_NOT_ALLOWED', 'The method is not allowed here.'],
  408: ['REQUEST_TIMEOUT', 'The request was not received in time.'],
  414: ['URI_TOO_LONG', 'The URL is too long.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'The Content-Type is not one this operation accepts.'],
  431: ['HEADERS_TOO_LARGE', 'The request headers are too large.'],
}

interface ZodLikeIssue {
  path: PropertyKey[]
  message: string
  code?: string
  /** `unrecognized_keys`: the member names the caller sent. */
  keys?: unknown
}

interface ZodLikeError {
  issues: ZodLikeIssue[]
}

/**
 * A zod validation error, recognised by its shape (name and issue list) rather than `instanceof`,
 * so that a service whose zod is another copy than core's still gets 400 INVALID_REQUEST, never 500.
 */
export function isZodError(error: unknown): error is ZodLikeError {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as Partial<ZodLikeError>).issues)
}

/**
 * @fastify/multipart's part-count limits carry status 413 but are not about the body's size, and busboy
 * (under it) throws plain Errors without a code for a missing boundary or a cut form: both are the caller's.
 */
const MULTIPART_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'])
const BUSBOY_MESSAGE =
  /^(?:Multipart: |Unexpected end of (?:form|file|multipart data)|(?:Part|Preamble) terminated early|Malformed (?:part header|urlencoded form))/

function multipartErrorBody(error: Partial<FastifyError>): ErrorBody | undefined {
  if (error.code && MULTIPART_LIMITS.has(error.code)) {
    return {
      error: 'INVALID_REQUEST',
      message: 'The multipart form has more parts or files than this operation takes.',
    }
  }
  if (!error.code && typeof error.message === 'string' && BUSBOY_MESSAGE.test(error.message)) {
    return {
      error: 'INVALID_REQUEST',
      message: 'The multipart form could not be read (boundary or part headers malformed).',
    }
  }
  return undefined
}

export function toErrorBody(error: unknown, catalog: ErrorCatalog, bodyLimit: number): [number, ErrorBody] {
  if (error instanceof AppError) {
    const entry = catalog[error.code]
    if (!entry) return [500, { error: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' }]
    return [
      entry.status,
      {
        ...boundExtra(error.extra),
        error: error.code,
        message: escapeUnprintable(shortenText(error.message, MAX_MESSAGE_CHARS)),
      },
    ]
  }
  if (isZodError(error)) {
    return [400, { error: 'INVALID_REQUEST', message: summarize(error), details: toDetails(error) }]
  }
  const fastifyError = error as Partial<FastifyError>
  const multipart = multipartErrorBody(fastifyError)
  if (multipart) return [400, multipart]
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyError.statusCode === 413) {
    return [413, { error: 'PAYLOAD_TOO_LARGE', message: `The body exceeds the limit of ${bodyLimit} bytes.` }]
  }
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined
  if (known) return [catalog[known[0]]?.status ?? 400, { error: known[0], message: known[1] }]
  // Depth is refused on purpose (AppError JSON_TOO_DEEP from the body parser and the domain walks);
  // a stack overflow that gets here is a bug of ours: it falls through to 500, and its class is logged.
  const status = fastifyError.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const [code, message] = CLIENT_STATUSES[status] ?? (CLIENT_STATUSES[400] as [string, string])
    return [catalog[code]?.status ?? 400, { error: code, message }]
  }
  return [500, { error: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' }]
}

/*
 * Member names in zod issues are the caller's own text (unknown keys, record keys, any path below a
 * record): a card number sent as a key, NUL, lone surrogates or an RTL override would otherwise reach the
 * answer verbatim. The message quotes a name only when it is a plain identifier of at most 40 characters
 * (anything else is written `[…]`); `details` give every name, each at most 100 code points with every
 * unprintable character escaped (`\u202E`), so the caller can still find the member.
 */
const HIDDEN = '[…]'
/** Unknown keys listed per issue: enough to overflow any bound, never all 50,000 of a hostile body. */
const MAX_KEYS_LISTED = 200

function messagePath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    else if (typeof segment === 'string' && isPlainName(segment)) out += out === '' ? segment : `.${segment}`
    else out += HIDDEN
  }
  return out
}

function detailPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    else {
      const written = nameSegment(String(segment))
      out += out === '' || written.startsWith('[') ? written : `.${written}`
    }
  }
  return out
}

function issueMessage(issue: ZodLikeIssue, show: (name: string) => string): string {
  if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)) {
    const keys = issue.keys as unknown[]
    const listed = keys.slice(0, MAX_KEYS_LISTED).map((key) => show(String(key)))
    const more = keys.length > MAX_KEYS_LISTED ? ', …' : ''
    return `Unrecognized key${keys.length === 1 ? '' : 's'}: ${listed.join(', ')}${more}`
  }
  return issue.message
}

const inMessage = (name: string) => (isPlainName(name) ? `"${name}"` : HIDDEN)
const inDetail = (name: string) => `"${escapeName(name).replaceAll('"', '\\"')}"`

function toDetails(error: ZodLikeError): ErrorDetail[] {
  return boundDetails(
    error.issues
      .slice(0, MAX_DETAILS)
      .map((issue) => ({ path: detailPath(issue.path), message: issueMessage(issue, inDetail) })),
  )
}

function summarize(error: ZodLikeError): string {
  const first = error.issues[0]
  if (!first) return 'The request is not valid.'
  const where = messagePath(first.path)
  const rest = error.issues.length - 1
  const more =
    rest === 0
      ? ''
      : error.issues.length > MAX_DETAILS
        ? ` (and ${rest} more problem(s); the first ${MAX_DETAILS} are in details)`
        : ` (and ${rest} more problem(s) in details)`
  const head = `${where ? `${shortenText(where, MAX_MEMBER_CHARS)}: ` : ''}${issueMessage(first, inMessage)}`
  return escapeUnprintable(shortenText(head, MAX_MESSAGE_CHARS - more.length)) + more
}

/** Told the catalog code of every error answer (the metrics' `http_errors_total`). */
export type ErrorCounter = (code: string) => void

export function createErrorHandler(
  catalog: ErrorCatalog,
  bodyLimit: number,
  decorate?: ErrorDecorator,
  countError?: ErrorCounter,
) {
  return function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const [status, body] = toErrorBody(error, catalog, bodyLimit)
    // Only catalog codes become labels, so the series stay bounded whatever is thrown.
    countError?.(Object.hasOwn(catalog, body.error) ? body.error : 'INTERNAL_ERROR')
    if (status >= 500) logServerSide(error, body.error, request)
    if (status === 503) reply.header('retry-after', '5')
    reply.code(status).type('application/json; charset=utf-8')
    const payload = decorate ? decorate(body) : body
    if (status === 413 && hasUnreadBody(request.raw)) return drainThenSend(request, reply, payload)
    return reply.send(payload)
  }
}

/**
 * A 413 decided before the body was read (Content-Length over the limit) or part-way through it: the
 * rest is read and discarded for up to DRAIN_MS before the answer is sent, so that a client still
 * sending gets its 413 instead of EPIPE when the connection closes after the answer.
 */
function drainThenSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<FastifyReply> {
  return new Promise((resolve) => discardUnreadBody(request.raw, () => resolve(reply.send(payload))))
}

/**
 * A documented 5xx of the catalog (504 PROCESSING_TIMEOUT, 503 OVERLOADED) is what it says: a warning
 * with its code, no stack frames. Anything else is an internal error: the class and stack frames only
 * (messages of runtime errors can quote the input).
 */
function logServerSide(error: unknown, code: string, request: FastifyRequest) {
  if (error instanceof AppError && code !== 'INTERNAL_ERROR') {
    request.log.warn({ code }, code === 'PROCESSING_TIMEOUT' ? 'work over the time limit' : 'refused under load')
    return
  }
  logInternal(error, request)
}

/** Logs the class and stack frames only: messages of runtime errors can quote the input. */
function logInternal(error: unknown, request: FastifyRequest) {
  const name = error instanceof Error ? error.name : typeof error
  const frames = error instanceof Error && error.stack ? error.stack.split('\n').slice(1, 8).join('\n') : undefined
  const code = error instanceof AppError ? error.code : undefined
  request.log.error({ errorClass: name, code, frames }, 'internal error')
}
