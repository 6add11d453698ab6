/**
 * The route factory the six normalizers share (`@svc/normalize-kit/route`; the rest of the kit is
 * framework-free): GET <listPath> listing a registry's keys, and the POST /normalize-style operation
 * for "one vendor payload + an optional vendor key", with OpenAPI examples. The handler stays the
 * service's own domain call; batch bodies compose `payloadBody` with `normalizeBatch`.
 */
import { defineRoute } from '@svc/core'
import { z } from 'zod'
import type { Registry } from './registry.js'

export interface ListRouteOptions {
  /** `/sources`, `/carriers`, `/platforms`, `/retailers`, `/providers`. */
  url: string
  /** The reply member holding the list: `sources`, `carriers`, ... */
  member: string
  summary?: string
}

const AdapterInfoShape = z
  .object({
    key: z.string(),
    aliases: z.array(z.string()),
    category: z.string(),
    kind: z.enum(['vendor', 'generic']),
    source: z.object({ object: z.string(), apiVersion: z.string(), docs: z.string() }),
  })
  .meta({
    id: 'AdapterInfo',
    description: 'One adapter: its key (and aliases), category and the vendor API object it follows.',
  })

/** GET listing of every adapter in the registry, sorted by key. */
export function listRoute(registry: Registry, options: ListRouteOptions) {
  const list = registry.list()
  const reply = z
    .object({ [options.member]: z.array(AdapterInfoShape) })
    .meta({ examples: [{ [options.member]: list.slice(0, 2) }] })
  const body = { [options.member]: list }
  return defineRoute({
    method: 'GET',
    url: options.url,
    summary: options.summary ?? `List the accepted ${options.member} keys with their categories`,
    schema: { response: { 200: reply } },
    handler: () => body,
  })
}

export interface PayloadBodyOptions<F extends string> {
  /** The member naming the vendor: `source`, `carrier`, `platform`. */
  field: F
  listPath: string
  example: { payload: Record<string, unknown>; key?: string }
}

const Payload = z.record(z.string(), z.unknown()).meta({ description: 'The vendor JSON object, unchanged.' })

/** `{ payload: object, <field>?: string }`: the single-record request body, with its OpenAPI example. */
export function payloadBody<F extends string>({ field, listPath, example }: PayloadBodyOptions<F>) {
  const key = z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: `Vendor key (GET ${listPath}) or \`generic\`; omitted = detected from the payload's shape.` })
  const shape = { payload: Payload, [field]: key } as { payload: typeof Payload } & { [K in F]: typeof key }
  return z.strictObject(shape).meta({
    examples: [example.key ? { payload: example.payload, [field]: example.key } : { payload: example.payload }],
  })
}

export interface NormalizeRouteOptions<F extends string> extends PayloadBodyOptions<F> {
  /** Default `/normalize`. */
  url?: string
  summary: string
  description?: string
  /** The 200 body (the canonical record with its metadata). */
  reply: z.ZodType
  /** The service's domain call: the payload, the vendor key (or undefined) and the body size in bytes. */
  handle(input: { payload: Record<string, unknown>; source: string | undefined }, bodyBytes: number): unknown
}

/** POST /normalize-style operation: `{ payload, <field>? }` validated, handed to `handle`. */
export function normalizeRoute<F extends string>(options: NormalizeRouteOptions<F>) {
  const body = payloadBody(options)
  return defineRoute({
    method: 'POST',
    url: options.url ?? '/normalize',
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    schema: { body, response: { 200: options.reply } },
    handler: ({ body: input, request }) => {
      const values = input as { payload: Record<string, unknown> } & Partial<Record<F, string>>
      const source = values[options.field]
      return options.handle({ payload: values.payload, source }, Number(request.headers['content-length'] ?? 0))
    },
  })
}
