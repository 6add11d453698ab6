/**
 * Body parsers for one service context. Fastify enforces the body limit while the body streams in
 * (413 before anything is buffered past the limit); JSON is depth-checked before JSON.parse, a body
 * longer than PIECE_CHARS is parsed in pieces that give the event loop back, and syntax errors are reported with line and column but never with the input's text.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../errors/app-error.js'
import { PIECE_CHARS } from '../json/parse-json-sliced.js'
import { parseJsonBody, parseJsonTextWithMember } from '../json/parse-json-text.js'
import { rememberRawMember } from '../json/raw-member.js'
import type { BodyParser } from '../service.js'
import { isJsonMediaType, mediaTypeOf } from './media-type.js'
import { charsetOf, decodeText, utf8Text } from './text-charset.js'

export const JSON_PARSER: BodyParser = { contentType: 'application/json', parseAs: 'json' }

/** The parser for a media type: exact match, or the application/json parser for the +json family. */
export function parserFor(parsers: readonly BodyParser[], type: string): BodyParser | undefined {
  const exact = parsers.find((parser) => parser.contentType.toLowerCase() === type)
  if (exact !== undefined || !isJsonMediaType(type)) return exact
  return parsers.find((parser) => parser.contentType === 'application/json')
}

/**
 * One Fastify parser function that picks the service's parser by `mediaTypeOf` (Fastify's own
 * Content-Type parse), so that the choice of parser and the route's media-type check cannot disagree.
 */
export function registerBodyParsers(
  app: FastifyInstance,
  parsers: readonly BodyParser[],
  {
    bodyLimit,
    maxJsonDepth,
    maxJsonValues,
    rawJsonMember,
  }: { bodyLimit: number; maxJsonDepth: number; maxJsonValues: number; rawJsonMember?: string },
) {
  // A body longer than PIECE_CHARS is parsed in pieces that give the event loop back; its raw member
  // is not kept (finding it is a third pass over the text, for a cache key that long bodies can do without).
  const parseJson = rawJsonMember
    ? (text: string) => {
        if (text.length > PIECE_CHARS) return parseJsonBody(text, maxJsonDepth, maxJsonValues)
        const { value, memberText } = parseJsonTextWithMember(text, maxJsonDepth, rawJsonMember)
        rememberRawMember(value, memberText)
        return value
      }
    : (text: string) => parseJsonBody(text, maxJsonDepth, maxJsonValues)
  app.removeAllContentTypeParsers()
  const accepted = parsers.map((parser) => parser.contentType).join(', ')
  const parse = (request: FastifyRequest, body: Buffer, done: (err: Error | null, value?: unknown) => void) => {
    const parser = parserFor(parsers, mediaTypeOf(request))
    if (parser === undefined) {
      return done(new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the body with a Content-Type of ${accepted}.`))
    }
    if (parser.parseAs === 'buffer') return done(null, body)
    const read = () => {
      try {
        // One rule for every body read as text: the Content-Type's charset (UTF-8 when none), 415 for an unknown one.
        const header = request.headers['content-type']
        const text = header === 'application/json' ? utf8Text(body) : decodeText(body, charsetOf(header))
        const value = parser.parseAs === 'text' ? text : parseJson(text)
        if (value instanceof Promise)
          value.then(
            (parsed) => done(null, parsed),
            (error: Error) => done(error),
          )
        else done(null, value)
      } catch (error) {
        done(error as Error)
      }
    }
    // Fastify joins the chunks of a body into one buffer in the same turn of the loop as this call; a
    // long body is read as text in the next, so that the join and the decoding are two stretches, not
    // one (7.4 MB: 85 ms and 89 ms, load average 17-20 on 2 cores, where first writes to fresh memory
    // dominate both).
    if (body.length > PIECE_CHARS) setImmediate(read)
    else read()
  }
  // Fastify remembers which parser a Content-Type header maps to only for parsers registered under
  // a media type; a catch-all alone costs a Content-Type parse per request. So the same function is
  // registered under each declared media type too, and the catch-all takes the rest (+json, 415s).
  for (const type of new Set(['*', ...parsers.map((parser) => parser.contentType.toLowerCase())])) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit }, parse)
  }
}
