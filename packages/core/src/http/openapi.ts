/**
 * The service's OpenAPI 3.1 document, generated from the same zod schemas that validate requests
 * (zod 4's own JSON Schema output, draft 2020-12 = OpenAPI 3.1's dialect). Error responses come
 * from the one catalog, so the document lists exactly the codes the service can answer with.
 */
import { z } from 'zod'
import type { ErrorCatalog } from '../errors/codes.js'
import type { AnyRoute } from '../route.js'
import type { Service } from '../service.js'

type JsonObject = Record<string, unknown>

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonObject
  return rest
}

function errorResponses(catalog: ErrorCatalog): JsonObject {
  const byStatus = new Map<number, string[]>()
  for (const [code, entry] of Object.entries(catalog)) {
    byStatus.set(entry.status, [...(byStatus.get(entry.status) ?? []), code])
  }
  const responses: JsonObject = {}
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: codes.map((code) => `\`${code}\`: ${catalog[code]!.fix}`).join('\n\n'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    }
  }
  return responses
}

function requestBody(route: AnyRoute): JsonObject | undefined {
  if (!route.schema.body) return undefined
  const schema = toSchema(route.schema.body, 'input')
  const examples = schema.examples as unknown[] | undefined
  const content: JsonObject = {}
  for (const type of route.consumes ?? ['application/json']) {
    const raw = route.rawExamples?.[type]
    if (raw !== undefined) content[type] = { schema: { type: 'string' }, example: raw }
    else content[type] = { schema, ...(examples?.length ? { example: examples[0] } : {}) }
  }
  return { required: true, content }
}

function parameters(route: AnyRoute): JsonObject[] | undefined {
  if (!route.schema.querystring) return undefined
  const schema = toSchema(route.schema.querystring, 'input')
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

function operation(service: Service, route: AnyRoute, errors: JsonObject): JsonObject {
  const reply = toSchema(route.schema.response[200], 'output')
  const examples = reply.examples as unknown[] | undefined
  return {
    operationId: `${service.name}.${route.method.toLowerCase()}${route.url.replace(/\W+(\w)/g, (_, c: string) => c.toUpperCase())}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [service.name],
    ...(parameters(route) ? { parameters: parameters(route) } : {}),
    ...(requestBody(route) ? { requestBody: requestBody(route) } : {}),
    responses: {
      '200': {
        description: 'Success',
        content: { 'application/json': { schema: reply, ...(examples?.length ? { example: examples[0] } : {}) } },
      },
      ...errors,
    },
  }
}

const PROBES: JsonObject = {
  '/health': {
    get: {
      operationId: 'health',
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
      operationId: 'ready',
      summary: 'Readiness: 503 while the process sheds load',
      tags: ['probes'],
      security: [],
      responses: {
        '200': { description: 'Ready', content: { 'application/json': { example: { status: 'ready' } } } },
        '503': { description: 'Shedding load', content: { 'application/json': { example: { status: 'overloaded' } } } },
      },
    },
  },
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
  const errors = errorResponses(catalog)
  const paths: JsonObject = { ...PROBES }
  for (const route of routes) {
    paths[route.url] = {
      ...(paths[route.url] as JsonObject | undefined),
      [route.method.toLowerCase()]: operation(service, route, errors),
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
      },
    },
  }
}
