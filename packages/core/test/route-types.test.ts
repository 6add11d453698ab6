import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { defineRoute } from '../src/index.js'

describe('defineRoute inference', () => {
  it('types the handler body and query from the zod schemas (output types, defaults applied)', () => {
    defineRoute({
      method: 'POST',
      url: '/typed',
      summary: 'typed',
      schema: {
        body: z.object({ name: z.string(), count: z.number().default(1) }),
        querystring: z.object({ mode: z.enum(['a', 'b']).optional() }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
      handler({ body, query }) {
        expectTypeOf(body).toEqualTypeOf<{ name: string; count: number }>()
        expectTypeOf(query).toEqualTypeOf<{ mode?: 'a' | 'b' | undefined }>()
        return { ok: true }
      },
    })
  })

  it('gives undefined for a body that is not declared', () => {
    defineRoute({
      method: 'GET',
      url: '/plain',
      summary: 'plain',
      schema: { response: { 200: z.object({}) } },
      handler({ body }) {
        expectTypeOf(body).toEqualTypeOf<undefined>()
        return {}
      },
    })
  })
})
