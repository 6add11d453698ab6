/** POST /validate: choose the schema source, check it, validate the payload. */
import { defineRoute } from '@svc/core'
import { checkSchema } from '../domain/check-schema.js'
import { validatePayload } from '../domain/validate-payload.js'
import { ValidateBody, ValidateReply } from '../schemas/validate.js'

export type SchemaFetcher = (url: string) => Promise<unknown>

export const validateRoute = ({ fetchSchema }: { fetchSchema: SchemaFetcher }) =>
  defineRoute({
    method: 'POST',
    url: '/validate',
    summary: 'Validate a JSON payload against a structural schema',
    description:
      'Violations are HTTP 200 with `valid: false`; test `valid` or `summary.errorCount`, not the status. ' +
      'A schema that uses an unsupported keyword is refused with 400 UNSUPPORTED_KEYWORD.',
    schema: { body: ValidateBody, response: { 200: ValidateReply } },
    async handler({ body }) {
      const schema = body.schema ?? (await fetchSchema(body.schemaUrl!))
      return validatePayload(body.payload, checkSchema(schema))
    },
  })
