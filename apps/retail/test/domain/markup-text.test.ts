/**
 * Product words a retailer may send as markup or with character references leave as text through
 * normalize-kit's `textOf`: title, brand, description, seller, variant titles and attributes, category
 * names and the delivery estimate. Every HTML reference is decoded once and case-sensitively.
 */
import { createContext } from '@svc/normalize-kit'
import { MARKUP_TEXT_CASES } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { completeProduct } from '../../src/domain/complete-product.js'

describe('text from retailer markup', () => {
  it.each(MARKUP_TEXT_CASES)('%s', (_, written, read) => {
    const product = completeProduct(
      {
        title: written,
        brand: written,
        description: `<p>${written}</p>`,
        seller: { name: written },
        category: ['Home', written],
        shippingEstimate: `${written}: 2024-11-20T08:00:37.000Z`,
        variants: [{ id: 'v1', title: written, attributes: { Color: written, Size: 42 as unknown as string } }],
      },
      createContext(),
    )
    expect(product).toMatchObject({
      title: read,
      brand: read,
      description: read,
      seller: { name: read },
      category: ['Home', read],
      shipping: { estimate: `${read}: 2024-11-20T08:00:37.000Z` },
    })
    expect(product.variants[0]).toMatchObject({ title: read, attributes: { Color: read, Size: '42' } })
  })
})
