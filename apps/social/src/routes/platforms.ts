/** GET /platforms: every platform key (and the `custom` mode) with its category and the API object it follows. */
import { listRoute } from '@svc/normalize-kit/route'
import { registry } from '../adapters/index.js'

export const platformsRoute = () =>
  listRoute(registry, { url: '/platforms', member: 'platforms', summary: 'List the platform keys and the custom mode' })
