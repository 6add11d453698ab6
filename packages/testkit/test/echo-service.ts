/** A minimal service used to test the contract suite and core together. */
import { AppError, defineRoute, defineService } from '@svc/core'
import { z } from 'zod'

const EchoBody = z
  .strictObject({ text: z.string().min(1), times: z.number().int().min(1).max(10).default(1) })
  .meta({ examples: [{ text: 'hello', times: 2 }] })
const EchoReply = z.object({ echoed: z.string() }).meta({ examples: [{ echoed: 'hellohello' }] })

export const echo = defineService({
  name: 'echo',
  version: '1.2.3',
  description: 'Repeats text.',
  port: 3999,
  bodyLimit: 2_000,
  errors: { TEXT_FORBIDDEN: { status: 422, fix: 'Send other text.' } },
  routes: () => [
    defineRoute({
      method: 'POST',
      url: '/echo',
      summary: 'Repeat text',
      schema: { body: EchoBody, response: { 200: EchoReply } },
      handler({ body }) {
        if (body.text === 'forbidden') throw new AppError('TEXT_FORBIDDEN', 'That text is not allowed.')
        if (body.text === 'crash') throw new Error('secret internal detail')
        return { echoed: body.text.repeat(body.times) }
      },
    }),
  ],
})
