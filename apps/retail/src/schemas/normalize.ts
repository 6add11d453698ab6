/** POST /normalize: `{ inputs: [{ retailerId?, payload, schemaVersion? }] }` -> products, results, errors. */
import { z } from 'zod'
import { ProductShape } from './product.js'

export const MAX_INPUTS = 1_000

export const NORMALIZE_EXAMPLE_PAYLOAD = {
  sku: 6525421,
  name: 'Sony - WH-1000XM5 Wireless Noise-Canceling Over-the-Ear Headphones - Black',
  regularPrice: 399.99,
  salePrice: 329.99,
  upc: '027242923232',
  manufacturer: 'Sony',
  modelNumber: 'WH1000XM5/B',
  customerReviewAverage: 4.7,
  customerReviewCount: 3051,
  onlineAvailability: true,
  orderable: 'Available',
  condition: 'New',
  freeShipping: true,
  url: 'https://www.bestbuy.com/site/6505727.p?skuId=6505727',
}

/** One element, checked on its own (a bad element is its own error entry). */
export const InputShape = z.strictObject({
  retailerId: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: 'Retailer key (GET /retailers) or `custom`; omitted = detected from the payload shape.' }),
  payload: z.record(z.string(), z.unknown()).meta({ description: "The retailer's product JSON, unchanged." }),
  schemaVersion: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: 'For retailers with several product APIs (amazon: paapi5, sp-api-2022-04-01).' }),
})

export const NormalizeBody = z.strictObject({ inputs: z.array(z.unknown()).min(1).max(MAX_INPUTS) }).meta({
  examples: [
    {
      inputs: [
        { retailerId: 'bestbuy', payload: NORMALIZE_EXAMPLE_PAYLOAD },
        { retailerId: 'custom', payload: { name: 'Sony WH-1000XM5', price: '1.299,99 €', gtin: '4548736132610' } },
      ],
    },
  ],
})

const ITEM = z.int().min(0).optional().meta({
  description: "Position in the retailer's list response (`ItemsResult.Items[]`, `products[]`) the input held.",
})

const Failure = z.object({
  index: z.int().min(0),
  item: ITEM,
  vendorCode: z.string().optional().meta({ description: "The retailer's own error code (VENDOR_ERROR)." }),
  error: z.string(),
  message: z.string(),
  retailerId: z.string().nullable(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})

export const NormalizeReply = z.object({
  products: z.array(ProductShape),
  results: z.array(
    z.union([
      z.object({ index: z.int().min(0), item: ITEM, retailerId: z.string().nullable(), product: ProductShape }),
      Failure,
    ]),
  ),
  errors: z.array(Failure),
})
