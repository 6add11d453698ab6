/** POST /analyze: classify one failed HTTP exchange with the rule table. */
import { defineRoute } from '@svc/core'
import { analyzeEvent } from '../domain/analyze-event.js'
import { AnalyzeBody, AnalyzeReply } from '../schemas/analyze.js'

export const analyzeRoute = () =>
  defineRoute({
    method: 'POST',
    url: '/analyze',
    summary: 'Classify one failed HTTP exchange (status 400 to 599)',
    description:
      'Rule-based and deterministic: `appliedRules` cites the rules (see the README table) and `signals` the inputs ' +
      'that drove the decision. `duration` is in milliseconds.',
    schema: { body: AnalyzeBody, response: { 200: AnalyzeReply } },
    handler: ({ body }) => analyzeEvent(body),
  })
