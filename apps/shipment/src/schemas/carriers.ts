/** GET /carriers: every accepted carrier key with its kind, adapter source and number formats. */
import { z } from 'zod'

export const CarrierInfo = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(['first_class', 'heuristic']),
  aliases: z.array(z.string()),
  source: z.object({ object: z.string(), apiVersion: z.string(), docs: z.string() }).optional(),
})

export const CarriersReply = z.object({ carriers: z.array(CarrierInfo) }).meta({ id: 'CarriersReply' })
