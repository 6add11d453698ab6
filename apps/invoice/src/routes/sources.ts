/** GET /sources: every vendor key and generic mode, with category and the vendor object it follows. */
import { listRoute } from '@svc/normalize-kit/route'
import { registry } from '../adapters/index.js'

export const sourcesRoute = () =>
  listRoute(registry, { url: '/sources', member: 'sources', summary: 'List the vendor keys and generic modes' })
