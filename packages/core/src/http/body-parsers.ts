/**
 * Body parsers for one service context. Fastify enforces the body limit while the body streams in
 * (413 before anything is buffered past the limit); JSON is depth-checked before JSON.parse and
 * syntax errors are reported with line and column but never with the input's text.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parseJsonText, parseJsonTextWithMember } from '../json/parse-json-text.js'
import { rememberRawMember } from '../json/raw-member.js'
import type { BodyParser } from '../service.js'

export const JSON_PARSER: BodyParser = { contentType: 'application/json', parseAs: 'json' }

/** application/json and the +json family (merge-patch, problem, vnd.*), parameters allowed. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i

export function registerBodyParsers(
  app: FastifyInstance,
  parsers: readonly BodyParser[],
  { bodyLimit, maxJsonDepth, rawJsonMember }: { bodyLimit: number; maxJsonDepth: number; rawJsonMember?: string },
) {
  const parseJson = rawJsonMember
    ? (text: string) => {
        const { value, memberText } = parseJsonTextWithMember(text, maxJsonDepth, rawJsonMember)
        rememberRawMember(value, memberText)
        return value
      }
    : (text: string) => parseJsonText(text, maxJsonDepth)
  app.removeAllContentTypeParsers()
  for (const parser of parsers) {
    const matcher = parser.contentType === 'application/json' ? JSON_MEDIA_TYPE : parser.contentType
    if (parser.parseAs === 'buffer') {
      app.addContentTypeParser(matcher, { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body))
      continue
    }
    app.addContentTypeParser(
      matcher,
      { parseAs: 'string', bodyLimit },
      (_req: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => {
        if (parser.parseAs === 'text') return done(null, body)
        try {
          done(null, parseJson(String(body)))
        } catch (error) {
          done(error as Error)
        }
      },
    )
  }
}

/** The request's media type without parameters, lower-cased (`''` when absent). */
export function mediaTypeOf(request: FastifyRequest): string {
  const header = request.headers['content-type'] ?? ''
  return header.split(';', 1)[0]!.trim().toLowerCase()
}
