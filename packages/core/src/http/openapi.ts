/**
 * The service's OpenAPI 3.1 document, generated from the same zod schemas that validate requests
 * (zod 4's own JSON Schema output, draft 2020-12 = OpenAPI 3.1's dialect). Error responses come
 * from the one catalog, so the document lists exactly the codes the service can answer with.
 */
import { z } from 'zod'
import { coreErrors, type ErrorCatalog } from '../errors/codes.js'
import type { AnyRoute } from '../route.js'
import type { Service } from '../service.js'
import type { FormDoc } from './upload.js'

type JsonObject = Record<string, unknown>

/** Named schemas (zod `.meta({ id })`), hoisted from each schema's `$defs` into `components.schemas`. */
type Definitions = Map<string, JsonObject>

function rewriteRefs(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, names))
  if (!value || typeof value !== 'object') return value
  const out: JsonObject = {}
  for (const [key, item] of Object.entries(value)) {
    const local = key === '$ref' && typeof item === 'string' && /^#\/\$defs\/(.+)$/.exec(item)
    out[key] = local ? `#/components/schemas/${names.get(local[1]!) ?? local[1]}` : rewriteRefs(item, names)
  }
  return out
}

/**
 * zod's JSON Schema for one side of a schema. Its `$defs` refer to the schema's own root, which
 * is not the document's: they move to `components.schemas` (a differing schema under a taken
 * name, say the input and output sides of one id, gets a suffix) and every `$ref` follows them.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', defs: Definitions): JsonObject {
  const {
    $schema: _ignored,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonObject & { $defs?: Record<string, JsonObject> }
  const local = Object.entries($defs ?? {})
  const names = new Map(local.map(([name]) => [name, name]))
  for (const [name, def] of local) {
    const text = JSON.stringify(rewriteRefs(def, names))
    let target = name
    for (let n = 1; defs.has(target) && JSON.stringify(defs.get(target)) !== text; n++) {
      target = `${name}${io === 'input' ? 'Input' : 'Output'}${n > 1 ? n : ''}`
    }
    names.set(name, target)
  }
  for (const [name, def] of local) defs.set(names.get(name)!, rewriteRefs(def, names) as JsonObject)
  return rewriteRefs(rest, names) as JsonObject
}

/** Core codes any request can meet, before or after routing (transport, URL, load, our bugs). */
const ANY_REQUEST = [
  'INVALID_REQUEST',
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'OVERLOADED',
  'INTERNAL_ERROR',
]
/** Core codes of the gateway-key check (every operation but the probes). */
const AUTH = ['MISSING_API_KEY', 'INVALID_API_KEY', 'WRONG_GATEWAY_HOST']
/** Core codes of reading a body (operations that take one). */
const BODY = ['INVALID_JSON', 'JSON_TOO_DEEP', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']
/** Core codes of the work itself (the worker pool's limit). */
const WORK = ['PROCESSING_TIMEOUT']

/**
 * The codes one operation can answer with: the core codes that apply to its shape (auth, a body)
 * and every code of the service's own catalog (a route does not declare which of them it throws).
 * NOT_FOUND and METHOD_NOT_ALLOWED belong to paths that are not operations, so they are left out.
 */
export function operationErrorCodes(route: AnyRoute, catalog: ErrorCatalog): string[] {
  const core = new Set<string>([
    ...ANY_REQUEST,
    ...AUTH,
    ...WORK,
    ...(route.method === 'GET' ? [] : BODY),
    ...(route.produces ? ['NOT_ACCEPTABLE'] : []),
  ])
  const own = Object.keys(catalog).filter((code) => !Object.hasOwn(coreErrors, code))
  return Object.keys(catalog).filter((code) => core.has(code) || own.includes(code))
}

/** One response per status; its schema is the shared envelope with `error` narrowed to that status's codes. */
function errorResponses(codes: readonly string[], catalog: ErrorCatalog): JsonObject {
  const byStatus = new Map<number, string[]>()
  for (const code of codes) {
    const status = catalog[code]!.status
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  const responses: JsonObject = {}
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: list.map((code) => `\`${code}\`: ${catalog[code]!.fix}`).join('\n\n'),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/Error' },
              { type: 'object', required: ['error'], properties: { error: { type: 'string', enum: list } } },
            ],
          },
        },
      },
    }
  }
  return responses
}

/** `validator.validate`, `fault-analyzer.analyzeBatch`; the method leads when a path has several. */
export function operationId(service: Service, route: AnyRoute, routes: readonly AnyRoute[]): string {
  const path = route.url.replace(/^\W+/, '').replace(/\W+(\w)/g, (_, c: string) => c.toUpperCase()) || 'root'
  const shared = routes.some((other) => other !== route && other.url === route.url)
  const name = shared ? `${route.method.toLowerCase()}${path[0]!.toUpperCase()}${path.slice(1)}` : path
  return `${service.name}.${name}`
}

function requestBody(route: AnyRoute, defs: Definitions): JsonObject | undefined {
  if (!route.schema.body) return undefined
  const schema = toSchema(route.schema.body, 'input', defs)
  const examples = schema.examples as unknown[] | undefined
  const content: JsonObject = {}
  for (const type of route.consumes ?? ['application/json']) {
    const raw = route.rawExamples?.[type]
    if (type === 'multipart/form-data' && route.form) {
      content[type] = { schema: formSchema(route.form, defs), ...(raw !== undefined ? { example: raw } : {}) }
    } else if (raw !== undefined) content[type] = { schema: { type: 'string' }, example: raw }
    else content[type] = { schema, ...(examples?.length ? { example: examples[0] } : {}) }
  }
  return { required: true, content }
}

/**
 * A multipart form as the object of its parts (OpenAPI 3.1 "multipart content"): the file part `file`
 * as binary (required), the text fields with the schema that validates them; no other part is taken.
 * The raw example beside it is the form as sent on the wire, boundary and all, for curl and the tests.
 */
function formSchema(form: FormDoc, defs: Definitions): JsonObject {
  const fields = form.fields ? toSchema(form.fields, 'input', defs) : { properties: {} }
  const { properties = {}, required = [] } = fields as { properties?: JsonObject; required?: string[] }
  return {
    type: 'object',
    required: ['file', ...required],
    properties: { file: { type: 'string', format: 'binary', description: form.file }, ...properties },
    additionalProperties: false,
  }
}

function parameters(route: AnyRoute, defs: Definitions): JsonObject[] | undefined {
  if (!route.schema.querystring) return undefined
  const schema = toSchema(route.schema.querystring, 'input', defs)
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>
  const required = new Set((schema.required as string[] | undefined) ?? [])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    description: property.description,
    schema: property,
  }))
}

/** The file answers an operation offers (`produces`), as binary 200 content picked by Accept. */
function files(route: AnyRoute): JsonObject {
  const content: JsonObject = {}
  for (const [type, description] of Object.entries(route.produces ?? {})) {
    content[type] = { schema: { type: 'string', format: 'binary', description } }
  }
  return content
}

interface OperationContext {
  service: Service
  routes: readonly AnyRoute[]
  catalog: ErrorCatalog
  defs: Definitions
}

function operation(route: AnyRoute, { service, routes, catalog, defs }: OperationContext): JsonObject {
  const reply = toSchema(route.schema.response[200], 'output', defs)
  const query = parameters(route, defs)
  const body = requestBody(route, defs)
  const examples = reply.examples as unknown[] | undefined
  return {
    operationId: operationId(service, route, routes),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [service.name],
    ...(query ? { parameters: query } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: 'Success',
        content: {
          'application/json': { schema: reply, ...(examples?.length ? { example: examples[0] } : {}) },
          ...files(route),
        },
      },
      ...errorResponses(operationErrorCodes(route, catalog), catalog),
    },
  }
}

function probes(service: Service): JsonObject {
  return {
    '/health': {
      get: {
        operationId: `${service.name}.health`,
        summary: 'Liveness: the process answers; does no work',
        tags: ['probes'],
        security: [],
        responses: {
          '200': {
            description: 'Alive',
            content: { 'application/json': { example: { status: 'ok', service: 'name', version: '1.0.0' } } },
          },
        },
      },
    },
    '/ready': {
      get: {
        operationId: `${service.name}.ready`,
        summary: 'Readiness: 503 while the process sheds load',
        tags: ['probes'],
        security: [],
        responses: {
          '200': { description: 'Ready', content: { 'application/json': { example: { status: 'ready' } } } },
          '503': {
            description: 'Shedding load',
            content: { 'application/json': { example: { status: 'overloaded' } } },
          },
        },
      },
    },
  }
}

/** The URLs a generated client calls: the service on its own port, and under `/<name>` in the local runner. */
export const RUNNER_PORT = 8080

function servers(service: Service): JsonObject[] {
  const host = { default: '127.0.0.1', description: 'Host name or address of the service' }
  return [
    {
      url: 'http://{host}:{port}',
      description: 'The service on its own (its server.ts, its Docker image)',
      variables: { host, port: { default: String(service.port) } },
    },
    {
      url: `http://{host}:{port}/${service.name}`,
      description: 'Mounted with every other service in the local runner (pnpm start)',
      variables: { host, port: { default: String(RUNNER_PORT) } },
    },
  ]
}

export function buildOpenApi(service: Service, routes: readonly AnyRoute[], catalog: ErrorCatalog): JsonObject {
  const paths: JsonObject = probes(service)
  const context: OperationContext = { service, routes, catalog, defs: new Map() }
  for (const route of routes) {
    paths[route.url] = {
      ...(paths[route.url] as JsonObject | undefined),
      [route.method.toLowerCase()]: operation(route, context),
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: `${service.name} service`, version: service.version, description: service.description },
    servers: servers(service),
    security: [{ gatewayKey: [] }],
    paths,
    components: {
      securitySchemes: {
        gatewayKey: { type: 'apiKey', in: 'header', name: 'x-gateway-key' },
        gatewayHost: { type: 'apiKey', in: 'header', name: 'x-gateway-host' },
      },
      schemas: {
        Error: {
          type: 'object',
          description:
            'The shared error envelope (docs/contract.md "Errors"); some codes add members (INVALID_JSON: line, column, position).',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string', description: 'Stable UPPER_SNAKE code', enum: Object.keys(catalog) },
            message: { type: 'string', description: 'One human sentence' },
            details: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
        ...Object.fromEntries(context.defs),
      },
    },
  }
}
