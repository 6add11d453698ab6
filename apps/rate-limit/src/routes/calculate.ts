/** POST /calculate: one input, one decision. */
import { defineRoute } from '@svc/core'
import { calculateDecision } from '../domain/calculate-decision.js'
import { CalculateBody, CalculateReply } from '../schemas/calculate.js'

export const calculateRoute = () =>
  defineRoute({
    method: 'POST',
    url: '/calculate',
    summary: 'Recommend the HTTP outcome for one rate-limited request',
    description:
      'Advice only: nothing is enforced or remembered. `appliedPolicyRules` names the rules of the README table that fired.',
    schema: { body: CalculateBody, response: { 200: CalculateReply } },
    handler: ({ body }) => calculateDecision(body),
  })
