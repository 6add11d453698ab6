/** POST /validate: choose the schema source, check it (or find it checked in the cache), validate the payload. */
import { defineRoute, rawJsonMember } from '@svc/core'
import type { SchemaCache } from '../domain/schema-cache.js'
import { validatePayload } from '../domain/validate-payload.js'
import type { SchemaFetcher } from '../infra/fetch-schema.js'
import { ValidateBody, ValidateReply } from '../schemas/validate.js'

export interface ValidateDeps {
  fetchSchema: SchemaFetcher
  schemas: SchemaCache
}

export const validateRoute = ({ fetchSchema, schemas }: ValidateDeps) =>
  defineRoute({
    method: 'POST',
    url: '/validate',
    summary: 'Validate a JSON payload against a structural schema',
    description:
      'Violations are HTTP 200 with `valid: false`; test `valid` or `summary.errorCount`, not the status. ' +
      'A schema that uses an unsupported keyword is refused with 400 UNSUPPORTED_KEYWORD.',
    schema: { body: ValidateBody, response: { 200: ValidateReply } },
    async handler({ body, request }) {
      const schema = body.schema
        ? schemas.prepare(body.schema, rawJsonMember(request.body))
        : schemas.prepare(await fetchSchema(body.schemaUrl!))
      return validatePayload(body.payload, schema.checked, (payload) => schema.conforms(payload))
    },
  })
