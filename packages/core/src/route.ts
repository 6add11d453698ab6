/**
 * `defineRoute`: one operation = one zod declaration for validation, types and OpenAPI.
 * The handler receives the parsed body and query (zod output types) and returns the 200 body;
 * errors are thrown as AppError. Routes hold no logic beyond choosing inputs and calling the domain.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { FormDoc } from './http/upload.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RouteSchemas<B extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  body?: B
  querystring?: Q
  /** The 200 body; documented in OpenAPI and checked by the contract suite, not at run time. */
  response: { 200: z.ZodType }
}

export interface HandlerInput<B, Q> {
  body: B
  query: Q
  request: FastifyRequest
  reply: FastifyReply
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined

export interface RouteDefinition<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod
  url: string
  summary: string
  description?: string
  /** Content types the body may have; the first is documented first. Default `['application/json']`. */
  consumes?: readonly string[]
  /**
   * The multipart form the operation takes (an upload reader's `form`): documented as an object of its
   * parts, the file part `file` as binary, beside the raw example of the form as sent.
   */
  form?: FormDoc
  /** Example request bodies, keyed by content type (JSON bodies default to the body schema's `examples`). */
  rawExamples?: Readonly<Record<string, string>>
  /**
   * File representations of the 200 answer besides the JSON one, keyed by media type with what each
   * is, picked by the caller's Accept (http/negotiate.ts); documented as binary 200 content.
   */
  produces?: Readonly<Record<string, string>>
  schema: RouteSchemas<B, Q>
  handler(input: HandlerInput<Out<B>, Out<Q>>): unknown
}

export function defineRoute<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  route: RouteDefinition<B, Q>,
): RouteDefinition<B, Q> {
  return route
}

/** The erased form the service stores; handlers are invoked with values already parsed by zod. */
export type AnyRoute = RouteDefinition<z.ZodType | undefined, z.ZodType | undefined>
