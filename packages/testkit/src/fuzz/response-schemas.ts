/**
 * The success schemas a service documents: for each operation and 2xx status, the JSON Schema of its
 * `application/json` reply in /openapi.json (OpenAPI 3.1, so JSON Schema 2020-12), compiled with ajv.
 * The fuzzer checks every 2xx JSON reply against it: a reply that does not match what the document
 * promises is a bug even when its status is right.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >
  components?: object
}

/** Checks a parsed reply body; returns the first mismatch, or undefined when it matches. */
export type ReplyCheck = (body: unknown) => string | undefined

/** One compiled check per `METHOD path status` that documents a JSON schema. */
export function successSchemas(doc: OpenApiDocument): Map<string, ReplyCheck> {
  // Not strict: schemas carry OpenAPI's `example` and zod's `description`s; formats ajv lacks are ignored.
  const ajv = new Ajv2020({ strict: false, allErrors: false, logger: false, validateSchema: false })
  addFormats.default(ajv)
  const out = new Map<string, ReplyCheck>()
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (!/^2\d\d$/.test(status)) continue
        const schema = response.content?.['application/json']?.schema
        if (!schema || Object.keys(schema).every((k) => k === 'description' || k === 'examples')) continue
        // `#/components/...` references resolve against the root, so the root carries the components.
        const validate: ValidateFunction = ajv.compile({ ...schema, components: doc.components })
        out.set(`${method.toUpperCase()} ${path} ${status}`, (body) =>
          validate(body) ? undefined : ajv.errorsText(validate.errors?.slice(0, 3), { dataVar: 'reply' }),
        )
      }
    }
  }
  return out
}
