/** GET /providers: every provider key with category and the API object it follows. */
import { listRoute } from '@svc/normalize-kit/route'
import { registry } from '../adapters/index.js'

export const providersRoute = () =>
  listRoute(registry, { url: '/providers', member: 'providers', summary: 'List the provider keys' })
