/** POST /compare: price and review comparison, matches and deterministic rankings for 2..1000 products. */
import { defineRoute } from '@svc/core'
import { AppError } from '@svc/core/errors'
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
    handler: ({ body, request }) => {
      const seen = new Set<string>()
      for (const [index, product] of body.products.entries()) {
        if (seen.has(product.id))
          throw new AppError(
            'DUPLICATE_PRODUCT_ID',
            `products[${index}].id repeats an earlier product's id; ids must be unique.`,
            {
              index,
            },
          )
        seen.add(product.id)
      }
      return run({ kind: 'compare', request: body }, Number(request.headers['content-length'] ?? 0))
    },
  })
