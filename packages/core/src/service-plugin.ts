/**
 * A service as a Fastify plugin: its own body parsers, error handler, auth hook, probes, OpenAPI
 * document, routes and 404/405 handler, encapsulated so that it runs alone or mounted under a
 * prefix beside the others in the local runner.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { processJsonMaxValues } from './config.js'
import { AppError } from './errors/app-error.js'
import { mergeCatalog } from './errors/codes.js'
import { createErrorHandler } from './errors/error-handler.js'
import { type AuthOptions, createAuthHook, registerAuth, withNotFoundAuth } from './http/auth.js'
import { JSON_PARSER, registerBodyParsers } from './http/body-parsers.js'
import { DOCS_PATHS, registerDocs } from './http/docs.js'
import { codingRefusal } from './http/framework-answers.js'
import { isJsonMediaType, mediaTypeOf } from './http/media-type.js'
import { registerNotFound } from './http/not-found.js'
import { buildOpenApi } from './http/openapi.js'
import { registerProbes } from './http/probes.js'
import { type HttpMetrics, METRICS_DECORATOR } from './observe/http-metrics.js'
import type { AnyRoute } from './route.js'
import type { Service } from './service.js'

export interface MountOptions<D extends object> {
  auth: AuthOptions
  /** Injected collaborators (fetchers, clocks, pools); tests pass fakes. */
  deps?: Partial<D>
  /** Most values a JSON body may hold (JSON_MAX_VALUES; default read once from the environment). */
  maxJsonValues?: number
}

export const DEFAULT_MAX_JSON_DEPTH = 1_000

export function servicePlugin<D extends object>(service: Service<D>, options: MountOptions<D>) {
  return async function mountService(app: FastifyInstance) {
    const catalog = mergeCatalog(service.errors)
    const routes = service.routes(options.deps ?? {}, {
      onClose: (hook) => app.addHook('onClose', async () => hook()),
    })
    registerBodyParsers(app, [JSON_PARSER, ...(service.bodyParsers ?? [])], {
      bodyLimit: service.bodyLimit,
      maxJsonDepth: service.maxJsonDepth ?? DEFAULT_MAX_JSON_DEPTH,
      maxJsonValues: options.maxJsonValues ?? processJsonMaxValues(),
      ...(service.rawJsonMember ? { rawJsonMember: service.rawJsonMember } : {}),
    })
    const metrics = (app as unknown as Record<string, HttpMetrics | undefined>)[METRICS_DECORATOR]
    const countError = metrics ? (code: string) => metrics.countError(service.name, code) : undefined
    app.setErrorHandler(createErrorHandler(catalog, service.bodyLimit, service.decorateError, countError))
    const authenticate = createAuthHook(options.auth)
    registerAuth(app, authenticate)
    // After the key check (onRequest), before any byte of the body is read or decoded.
    app.addHook('preParsing', (request, reply, payload, done) => {
      const refusal = codingRefusal(request, reply)
      if (refusal) return done(refusal)
      done(null, payload)
    })
    if (service.plugins) await service.plugins(app)
    const document = buildOpenApi(service, routes, catalog)
    registerProbes(app, service, document)
    registerDocs(app, service.name, document)
    const methodsByPath = new Map<string, string[]>()
    for (const route of routes) {
      methodsByPath.set(route.url, [...(methodsByPath.get(route.url) ?? []), route.method])
      app.route({ method: route.method, url: route.url, bodyLimit: service.bodyLimit, handler: toHandler(route) })
    }
    for (const probe of ['/health', '/ready', '/openapi.json', ...DOCS_PATHS]) methodsByPath.set(probe, ['GET', 'HEAD'])
    await withNotFoundAuth(app, authenticate, (scope) => registerNotFound(scope, methodsByPath))
  }
}

function parseWith(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined
  const result = schema.safeParse(value)
  if (!result.success) throw result.error
  return result.data
}

function toHandler(route: AnyRoute) {
  const consumes = new Set((route.consumes ?? ['application/json']).map((type) => type.toLowerCase()))
  const acceptsJsonFamily = consumes.has('application/json')
  return function handle(request: FastifyRequest, reply: FastifyReply) {
    // The usual header is accepted without parsing it; anything else is parsed and checked.
    if (route.schema.body && !(acceptsJsonFamily && request.headers['content-type'] === 'application/json')) {
      const type = mediaTypeOf(request)
      const isJson = acceptsJsonFamily && isJsonMediaType(type)
      if (type && !consumes.has(type) && !isJson) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `This operation accepts ${[...consumes].join(', ')}.`)
      }
    }
    const body = parseWith(route.schema.body, request.body)
    const query = parseWith(route.schema.querystring, request.query)
    const result = route.handler({ body, query, request, reply })
    // A plain value goes straight to reply.send: no promise and no microtask for synchronous handlers.
    // Promises are handed back as they are; `undefined` and `reply` keep the promise path they had.
    // Anything thrown here (zod, 415, the handler) reaches the error handler as a rejection would.
    return result === undefined || result === reply ? Promise.resolve(result) : result
  }
}
