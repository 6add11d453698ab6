/** The diff checker service: data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { decorateDiffError, diffErrors } from './errors.js'
import { diffRoute } from './routes/diff.js'

export const diff = defineService({
  name: 'diff',
  version: readVersion(import.meta.url),
  description: 'Compares two JSON values and labels each change breaking or non-breaking.',
  port: 3004,
  bodyLimit: megabytes(10),
  errors: diffErrors,
  decorateError: decorateDiffError,
  routes: () => [diffRoute()],
})
