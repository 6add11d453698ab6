/** POST /normalize: each element checked with the input schema on its own, then normalized (worker pool for large bodies). */
import { checkBatchElement, defineRoute } from '@svc/core'
import type { ShipmentElement } from '../domain/normalize-batch.js'
import type { ShipmentNormalizer } from '../infra/shipment-normalizer.js'
import { NormalizeBody, NormalizeReply, ShipmentInput } from '../schemas/normalize.js'

function element(value: unknown, index: number): ShipmentElement {
  const checked = checkBatchElement(ShipmentInput, value, index, {
    at: ['inputs'],
    describe: (i) => `Input ${i} is not valid`,
  })
  if (checked.ok) return { ok: true, value: checked.value }
  const raw = value && typeof value === 'object' ? (value as Record<string, unknown>).trackingNumber : undefined
  return {
    ok: false,
    error: checked.failure.error,
    message: checked.failure.message,
    ...(typeof raw === 'string' ? { trackingNumber: raw } : {}),
  }
}

export const normalizeRoute = ({ normalizer }: { normalizer: ShipmentNormalizer }) =>
  defineRoute({
    method: 'POST',
    url: '/normalize',
    summary: 'Normalize carrier tracking payloads (or bare tracking numbers) to shipments',
    description:
      'Each input `{ trackingNumber, carrier?, payload? }` is normalized on its own: a failing input gets an `errors` entry and an error in its `results` slot; the others still produce shipments (HTTP 200).',
    schema: { body: NormalizeBody, response: { 200: NormalizeReply } },
    handler: ({ body, request }) => {
      const { inputs } = body as { inputs: unknown[] }
      return normalizer(inputs.map(element), Number(request.headers['content-length'] ?? 0))
    },
  })
