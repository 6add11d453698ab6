/** GET /retailers: every retailer key (and `custom`), with category and the API object it follows. */
import { listRoute } from '@svc/normalize-kit/route'
import { registry } from '../adapters/index.js'

export const retailersRoute = () =>
  listRoute(registry, { url: '/retailers', member: 'retailers', summary: 'List the retailer keys and the custom mode' })
