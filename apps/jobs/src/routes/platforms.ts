/** GET /platforms: the dedicated adapters and generic modes (kit listing) plus the reserved custom-path keys. */
import { defineRoute } from '@svc/core'
import { z } from 'zod'
import { RESERVED_KEYS, registry, UNDECLARED_KEYS } from '../adapters/index.js'

const list = registry.list()
const body = {
  platforms: list.filter((a) => a.kind === 'vendor'),
  genericModes: list.filter((a) => a.kind === 'generic'),
  reserved: [...RESERVED_KEYS],
  undeclared: [...UNDECLARED_KEYS],
}

const Info = z.object({
  key: z.string(),
  aliases: z.array(z.string()),
  category: z.string(),
  kind: z.enum(['vendor', 'generic']),
  source: z.object({ object: z.string(), apiVersion: z.string(), docs: z.string() }),
})

const Reply = z
  .object({
    platforms: z.array(Info).meta({ description: 'Dedicated adapters (interpretation.method platform_exact)' }),
    genericModes: z.array(Info).meta({ description: 'schema.org JSON-LD and the custom path' }),
    reserved: z.array(z.string()).meta({ description: 'Vendor keys read through the custom path' }),
    undeclared: z.array(z.string()).meta({ description: 'Keys that mean "platform not known"' }),
  })
  .meta({ examples: [{ ...body, platforms: body.platforms.slice(0, 1), genericModes: body.genericModes.slice(0, 1) }] })

export const platformsRoute = () =>
  defineRoute({
    method: 'GET',
    url: '/platforms',
    summary: 'List the platform keys: dedicated adapters, generic modes and reserved custom-path keys',
    schema: { response: { 200: Reply } },
    handler: () => body,
  })
