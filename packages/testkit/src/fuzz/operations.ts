/** The operations a service documents in its OpenAPI document: what the fuzzer drives. */

export interface Operation {
  method: string
  path: string
  /** Media type -> example body (a JSON value for JSON types, a string otherwise). */
  media: Array<{ type: string; example: unknown }>
  queryParams: string[]
}

interface OpenApiOperation {
  requestBody?: { content: Record<string, { example?: unknown }> }
  parameters?: Array<{ in: string; name: string }>
}

const PROBES = new Set(['/health', '/ready', '/openapi.json'])

export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const out: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    if (PROBES.has(path)) continue
    for (const [method, op] of Object.entries(item)) {
      out.push({
        method: method.toUpperCase(),
        path,
        media: Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => ({ type, example: m.example })),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })
    }
  }
  return out
}

export function isJsonType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json')
}
