/** POST /normalize: each input checked and normalized on its own (partial success). */
import { checkBatchElement, defineRoute } from '@svc/core'
import type { CheckedInput } from '../domain/normalize-products.js'
import type { RetailRunner } from '../infra/retail-runner.js'
import { InputShape, NormalizeBody, NormalizeReply } from '../schemas/normalize.js'

const retailerOf = (value: unknown): string | null => {
  const id = value && typeof value === 'object' ? (value as { retailerId?: unknown }).retailerId : undefined
  return typeof id === 'string' && id.length <= 64 ? id : null
}

export const normalizeRoute = ({ run }: { run: RetailRunner }) =>
  defineRoute({
    method: 'POST',
    url: '/normalize',
    summary: 'Normalize retailer product payloads to canonical products',
    description:
      'Each input is independent: a failed one becomes an `errors` entry (and its `results` entry carries `error`), the others are normalized. `retailerId` names the retailer (GET /retailers) or `custom`; omitted, it is detected.',
    schema: { body: NormalizeBody, response: { 200: NormalizeReply } },
    handler: ({ body, request }) => {
      const inputs: CheckedInput[] = body.inputs.map((value, index) => {
        const checked = checkBatchElement(InputShape, value, index, {
          at: ['inputs'],
          describe: (i) => `Input ${i} is not valid`,
        })
        return checked.ok
          ? { ok: true, value: checked.value }
          : { ok: false, failure: { ...checked.failure }, retailerId: retailerOf(value) }
      })
      return run({ kind: 'normalize', inputs }, Number(request.headers['content-length'] ?? 0))
    },
  })
