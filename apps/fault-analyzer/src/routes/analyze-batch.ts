/** POST /analyze/batch: classify many events; a bad element fails only its own entry. */
import { defineRoute } from '@svc/core'
import { analyzeBatch } from '../domain/analyze-batch.js'
import { AnalyzeBatchBody, AnalyzeBatchReply, toBatchItem } from '../schemas/analyze-batch.js'

export const analyzeBatchRoute = () =>
  defineRoute({
    method: 'POST',
    url: '/analyze/batch',
    summary: 'Classify a non-empty JSON array of failed HTTP exchanges',
    description:
      'The body is a bare JSON array of 1 to 10,000 events. `results` is aligned with it; an invalid element ' +
      'becomes an `{ index, error, message, details }` entry there (and in `errors`) while the others are analyzed.',
    schema: { body: AnalyzeBatchBody, response: { 200: AnalyzeBatchReply } },
    handler: ({ body }) => analyzeBatch(body.map(toBatchItem)),
  })
