/** POST /compare: price and review comparison, matches and deterministic rankings for 2..1000 products. */
import { defineRoute } from '@svc/core'
import type { RetailRunner } from '../infra/retail-runner.js'
import { CompareBody, CompareReply } from '../schemas/compare.js'

export const compareRoute = ({ run }: { run: RetailRunner }) =>
  defineRoute({
    method: 'POST',
    url: '/compare',
    summary: 'Compare and rank normalized products',
    description:
      'Send 2..1000 products from POST /normalize (ids unique). `queryIntent`: cheapest (default), best_reviewed, in_stock_only, exclude_third_party. Without `exchangeRates` each currency is compared within itself.',
    schema: { body: CompareBody, response: { 200: CompareReply } },
    handler: ({ body, request }) =>
      run({ kind: 'compare', request: body }, Number(request.headers['content-length'] ?? 0)),
  })
