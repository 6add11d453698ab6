/** The structural validator service: data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { SchemaCache } from './domain/schema-cache.js'
import { validatorErrors } from './errors.js'
import { cachedSchemaFetcher } from './infra/cached-schema-fetcher.js'
import { httpsSchemaFetcher, type SchemaFetcher } from './infra/fetch-schema.js'
import { validateRoute } from './routes/validate.js'

export const validator = defineService<{ fetchSchema: SchemaFetcher; schemas: SchemaCache }>({
  name: 'validator',
  version: readVersion(import.meta.url),
  description: 'Checks a JSON payload against a schema written in a restricted structural subset.',
  port: 3001,
  bodyLimit: megabytes(10),
  rawJsonMember: 'schema', // the schema cache's key: the exact text a caller sent
  errors: validatorErrors,
  // Each service instance (each process) has its own caches; tests inject a fake fetcher or small limits.
  routes: ({ fetchSchema = cachedSchemaFetcher(httpsSchemaFetcher()), schemas = new SchemaCache() }) => [
    validateRoute({ fetchSchema, schemas }),
  ],
})
