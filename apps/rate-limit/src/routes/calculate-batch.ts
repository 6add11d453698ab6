/** POST /calculate/batch: many inputs; a bad element fails only its own entry in `results`. */
import { defineRoute } from '@svc/core'
import { calculateBatch } from '../domain/calculate-batch.js'
import { CalculateBatchBody, CalculateBatchReply, toBatchItem } from '../schemas/calculate-batch.js'

export const calculateBatchRoute = () =>
  defineRoute({
    method: 'POST',
    url: '/calculate/batch',
    summary: 'Recommend the HTTP outcome for each of many rate-limited requests',
    description:
      'Each element is checked like a /calculate body; an invalid one becomes `{ index, error, message, details }` in `results` while the others are decided.',
    schema: { body: CalculateBatchBody, response: { 200: CalculateBatchReply } },
    handler: ({ body }) => calculateBatch(body.requests.map(toBatchItem)),
  })
