/** The structural validator service: data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { validatorErrors } from './errors.js'
import { httpsSchemaFetcher } from './infra/fetch-schema.js'
import { type SchemaFetcher, validateRoute } from './routes/validate.js'

export const validator = defineService<{ fetchSchema: SchemaFetcher }>({
  name: 'validator',
  version: readVersion(import.meta.url),
  description: 'Checks a JSON payload against a schema written in a restricted structural subset.',
  port: 3001,
  bodyLimit: megabytes(10),
  errors: validatorErrors,
  routes: ({ fetchSchema = httpsSchemaFetcher() }) => [validateRoute({ fetchSchema })],
})
