/** GET /carriers: the first-class keys (with the tracking API object each adapter follows) and the heuristic labels. */
import { defineRoute } from '@svc/core'
import { registry } from '../adapters/index.js'
import { CARRIERS } from '../domain/carriers.js'
import { CarriersReply } from '../schemas/carriers.js'

export function listCarriers() {
  return CARRIERS.map((c) => {
    const adapter = c.kind === 'first_class' ? registry.get(c.key) : undefined
    return {
      key: c.key,
      name: c.name,
      kind: c.kind,
      aliases: [...c.aliases],
      ...(adapter ? { source: adapter.source } : {}),
    }
  })
}

export const carriersRoute = () => {
  const body = { carriers: listCarriers() }
  return defineRoute({
    method: 'GET',
    url: '/carriers',
    summary: 'List the accepted carrier keys (first-class adapters and heuristic labels)',
    schema: { response: { 200: CarriersReply.meta({ examples: [{ carriers: body.carriers.slice(0, 2) }] }) } },
    handler: () => body,
  })
}
