/**
 * `defineService`: a service is data (name, version, port, limits, error codes, routes); running it
 * is someone else's job (`buildService` for tests, `runStandalone` for a process, the local runner).
 */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { ServiceConfig } from './config.js'
import type { ErrorCatalog } from './errors/codes.js'
import type { ErrorDecorator } from './errors/error-handler.js'
import type { AnyRoute } from './route.js'

export interface BodyParser {
  /** A media type (`text/plain`) matched case-insensitively, parameters ignored. */
  contentType: string
  /**
   * `json`: the text is JSON (UTF-8, depth-checked, INVALID_JSON on failure); `text`: the string, decoded
   * from the charset the Content-Type names (UTF-8 when none; 415 for an unknown one; http/text-charset.ts).
   */
  parseAs: 'json' | 'text' | 'buffer'
}

export interface ServiceScope {
  /** Runs when the server closes (worker pools, caches). */
  onClose(hook: () => Promise<void> | void): void
}

/** A service with no variables of its own. */
export type NoEnv = z.ZodObject<Record<never, never>>

export interface ServiceDefinition<D extends object = object, E extends z.ZodObject = NoEnv> {
  name: string
  version: string
  description: string
  port: number
  /** Largest accepted body in bytes, enforced while streaming. */
  bodyLimit: number
  /** Deepest JSON nesting accepted in a body (default 1,000). */
  maxJsonDepth?: number
  errors?: ErrorCatalog
  /**
   * Keeps the raw JSON text of this top-level body member, read in handlers with `rawJsonMember(request.body)`:
   * for a service that caches by the exact text a caller sent (the validator's `schema`).
   */
  rawJsonMember?: string
  /** Extra parsers beside application/json. */
  bodyParsers?: readonly BodyParser[]
  /**
   * The service's own environment variables. `runStandalone` and the local runner parse them with
   * the core ones (`CoreEnv.extend(env.shape)`) and hand the result to `configure`.
   */
  env?: E
  /** Adds members to every error body of this service. */
  decorateError?: ErrorDecorator
  /** Builds injected collaborators from the parsed environment (already parsed: do not parse again). */
  configure?(env: ServiceConfig<E>): Partial<D>
  /** Registers service-specific Fastify plugins (multipart) before the routes. */
  plugins?: (app: FastifyInstance) => Promise<void>
  routes(deps: Partial<D>, scope: ServiceScope): readonly AnyRoute[]
}

export interface Service<D extends object = object, E extends z.ZodObject = z.ZodObject>
  extends ServiceDefinition<D, E> {
  readonly kind: 'service'
}

export function defineService<D extends object = object, E extends z.ZodObject = NoEnv>(
  definition: ServiceDefinition<D, E>,
): Service<D, E> {
  if (!/^[a-z][a-z0-9-]*$/.test(definition.name)) throw new Error(`bad service name ${definition.name}`)
  return { ...definition, kind: 'service' }
}

export function isService(value: unknown): value is Service {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'service'
}
