/**
 * The no-op service: one POST route through everything core puts on a request (auth, request id,
 * body parser, zod, error handler, access log, load shedding) and no work of its own.
 */
import { defineRoute, defineService } from '@svc/core'
import { z } from 'zod'

export const NoopBody = z.object({ a: z.number() })
const NoopReply = z.object({ a: z.number() })

export const noop = defineService({
  name: 'noop',
  version: '1.0.0',
  description: 'A no-op route: the cost of the shared request path alone.',
  port: 18082,
  bodyLimit: 1_000_000,
  routes: () => [
    defineRoute({
      method: 'POST',
      url: '/noop',
      summary: 'Answer the number sent',
      schema: { body: NoopBody, response: { 200: NoopReply } },
      handler: ({ body }) => ({ a: body.a }),
    }),
  ],
})
