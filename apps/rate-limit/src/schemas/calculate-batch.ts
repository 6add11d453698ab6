/**
 * Request and response shapes of POST /calculate/batch. The body schema accepts any element so
 * that one bad element fails only its own entry: each is then checked with the /calculate schema,
 * and its issues become an `{ index, error, message, details }` entry in `results`.
 */
import { batchItemFailureSchema, checkBatchElement } from '@svc/core'
import { z } from 'zod'
import type { BatchItem } from '../domain/calculate-batch.js'
import { CALCULATE_EXAMPLE, CalculateBody, DECISION_EXAMPLE, Decision } from './calculate.js'

export const MAX_BATCH_REQUESTS = 10_000

export const CalculateBatchBody = z
  .strictObject({
    requests: z
      .array(z.unknown().meta({ description: 'A /calculate input (see POST /calculate); checked one by one.' }))
      .min(1)
      .max(MAX_BATCH_REQUESTS)
      .meta({ description: `1 to ${MAX_BATCH_REQUESTS.toLocaleString('en-US')} inputs.` }),
  })
  .meta({
    examples: [{ requests: [CALCULATE_EXAMPLE, {}, { rateLimitSignals: { limitType: 'sideways' } }] }],
  })

/** Checks one element with the /calculate schema; paths in `details` are rooted at the batch body. */
export function toBatchItem(value: unknown, index: number): BatchItem {
  const checked = checkBatchElement(CalculateBody, value, index, {
    at: ['requests'],
    describe: (i) => `Element ${i} is not a valid input`,
  })
  return checked.ok ? { ok: true, input: checked.value } : checked
}

const ItemError = batchItemFailureSchema({
  index: 'Position of the element in `requests`.',
  entry: 'The entry of an element that is not a valid input.',
})

const counts = (description: string) => z.record(z.string(), z.int().min(0)).meta({ description })

export const CalculateBatchReply = z
  .object({
    results: z.array(z.union([Decision, ItemError])).meta({ description: 'One entry per element, same order.' }),
    summary: z.object({
      total: z.int().min(0),
      succeeded: z.int().min(0),
      failed: z.int().min(0),
      statusCodes: counts('Decisions per status code (200, 403, 429, 503), 0 when unused.'),
      retryRecommendations: counts('Decisions per retryRecommendation, 0 when unused.'),
    }),
  })
  .meta({
    examples: [
      {
        results: [DECISION_EXAMPLE],
        summary: {
          total: 1,
          succeeded: 1,
          failed: 0,
          statusCodes: { '200': 0, '403': 0, '429': 1, '503': 0 },
          retryRecommendations: { yes: 0, after_delay: 0, with_backoff: 0, no: 1 },
        },
      },
    ],
  })
