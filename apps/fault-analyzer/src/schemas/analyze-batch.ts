/**
 * Request and response shapes of POST /analyze/batch. The body is a bare, non-empty JSON
 * array of events, of any elements: each is checked with the /analyze schema, so that a
 * bad element becomes its own `{ index, error, message, details }` entry and the others are analyzed.
 */
import { batchItemFailureSchema, checkBatchElement } from '@svc/core'
import { z } from 'zod'
import type { BatchItem } from '../domain/analyze-batch.js'
import { CATEGORIES } from '../domain/types.js'
import { ANALYSIS_EXAMPLE, Analysis, EVENT_EXAMPLE, FaultEvent } from './analyze.js'

export const MAX_BATCH_EVENTS = 10_000

export const AnalyzeBatchBody = z
  .array(z.unknown().meta({ description: 'An event as for POST /analyze; checked one by one.' }), {
    error: 'the body must be a JSON array of events',
  })
  .min(1, { error: 'send at least one event' })
  .max(MAX_BATCH_EVENTS, { error: `send at most ${MAX_BATCH_EVENTS.toLocaleString('en-US')} events` })
  .meta({ examples: [[EVENT_EXAMPLE, { statusCode: 302 }]] })

/** Checks one element with the /analyze schema; `details` paths are rooted at the batch body. */
export function toBatchItem(value: unknown, index: number): BatchItem {
  const checked = checkBatchElement(FaultEvent, value, index, { at: [], describe: (i) => `Event ${i} is not valid` })
  return checked.ok ? { ok: true, event: checked.value } : checked
}

const ItemError = batchItemFailureSchema({
  index: 'Position of the element in the array.',
  entry: 'The entry of an element that is not a valid event.',
  id: 'BatchItemError',
})

const ERROR_EXAMPLE = {
  index: 1,
  error: 'INVALID_REQUEST',
  message: 'Event 1 is not valid: [1].statusCode: statusCode must be 400 to 599: only failed exchanges are analyzed.',
  details: [{ path: '[1].statusCode', message: 'statusCode must be 400 to 599: only failed exchanges are analyzed' }],
}
const counts = Object.fromEntries(CATEGORIES.map((category) => [category, category === 'dependency' ? 1 : 0]))

export const AnalyzeBatchReply = z
  .object({
    results: z.array(z.union([Analysis, ItemError])).meta({ description: 'One entry per element, same order.' }),
    errors: z
      .array(ItemError)
      .meta({ description: 'The failed elements again: the per-item failure list every batch operation returns.' }),
    summary: z.object({
      total: z.int().min(0),
      analyzed: z.int().min(0),
      failed: z.int().min(0),
      categoryCounts: z
        .record(z.enum(CATEGORIES), z.int().min(0))
        .meta({ description: 'Analyses per triggerCategory; every category is listed, 0 when unused.' }),
    }),
  })
  .meta({
    examples: [
      {
        results: [ANALYSIS_EXAMPLE, ERROR_EXAMPLE],
        errors: [ERROR_EXAMPLE],
        summary: { total: 2, analyzed: 1, failed: 1, categoryCounts: counts },
      },
    ],
  })
