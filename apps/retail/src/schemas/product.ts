/** The canonical product as zod (OpenAPI, reply checks in tests). Mirrors canonical/product.ts. */
import { z } from 'zod'
import { AVAILABILITY, CONDITIONS } from '../canonical/product.js'

const Text = z.string().nullable()
const Amount = z.number().nullable()

export const AvailabilityShape = z.enum(AVAILABILITY)

export const ProductShape = z
  .object({
    id: z.string().meta({ description: '`<retailerId>:<retailer product id>`' }),
    title: Text,
    brand: Text,
    description: Text,
    url: Text,
    images: z.array(z.string()),
    price: z.object({
      amount: Amount,
      currency: Text.meta({ description: 'ISO 4217' }),
      display: Text.meta({ description: 'Intl.NumberFormat in the storefront locale: `$1,299.99`' }),
      originalAmount: Amount,
      discountPercent: Amount,
    }),
    availability: AvailabilityShape,
    condition: z.enum(CONDITIONS).nullable(),
    seller: z.object({ name: Text, isThirdParty: z.boolean().nullable() }),
    reviews: z.object({
      rating: z.number().min(0).max(5).nullable(),
      count: z.int().min(0).nullable(),
      distribution: z.record(z.string(), z.int()).nullable(),
    }),
    identifiers: z.object({
      gtin: Text.meta({ description: 'GTIN-8/12/13/14 with a valid check digit' }),
      upc: Text,
      ean: Text,
      isbn: Text,
      asin: Text,
      mpn: Text,
      sku: Text,
    }),
    category: z.array(z.string()),
    categoryIds: z.array(z.string()).meta({
      description: "The retailer's category ids, root-first (eBay `categoryIdPath`); empty when it sends none.",
    }),
    variants: z.array(
      z.object({
        id: Text,
        title: Text,
        sku: Text,
        price: Amount,
        availability: AvailabilityShape,
        attributes: z.record(z.string(), z.string()),
      }),
    ),
    shipping: z.object({ cost: Amount, free: z.boolean().nullable(), estimate: Text }),
    rawSource: z.object({ retailerId: z.string(), schemaVersion: Text, detected: z.boolean() }),
    confidence: z.number().min(0).max(1),
    warnings: z.array(z.object({ code: z.string(), message: z.string(), field: z.string().optional() })),
  })
  .meta({ id: 'Product' })
