/** POST /analyze: the body is the value to check (JSON, or JSON text sent as text/plain). */
import { defineRoute } from '@svc/core'
import { analyzeConsistency } from '../domain/analyze-consistency.js'
import { AnalyzeBody, AnalyzeReply } from '../schemas/analyze.js'

export const analyzeRoute = () =>
  defineRoute({
    method: 'POST',
    url: '/analyze',
    summary: 'Report inconsistent shapes across the items of one JSON value',
    description:
      'Send the JSON value itself (no wrapper), as application/json or as JSON text with Content-Type: text/plain. ' +
      'Warnings are sorted by field, then code. Bad JSON is 400 with validJson false, invalidJson true, line and column.',
    consumes: ['application/json', 'text/plain'],
    rawExamples: { 'text/plain': '[{"id":1,"price":"9.99"},{"id":2,"price":12.5}]' },
    schema: { body: AnalyzeBody, response: { 200: AnalyzeReply } },
    handler: ({ body }) => analyzeConsistency(body),
  })
