/**
 * Every adapter of the retail normalizer, listed explicitly (no discovery), sorted by key. Retailer
 * adapters are tried first; `custom` (kind generic) only when none matches. `amazon_catalog` is the
 * Amazon retailer's SP-API schema version (see domain/schema-versions.ts); its products are `amazon:`.
 */
import { type AnyAdapter, createRegistry } from '@svc/normalize-kit'
import type { ProductDraft } from '../canonical/product.js'
import { aliexpress } from './aliexpress.js'
import { amazon } from './amazon.js'
import { amazonCatalog } from './amazon-catalog.js'
import { bestbuy } from './bestbuy.js'
import { costco } from './costco.js'
import { custom } from './custom.js'
import { ebay } from './ebay.js'
import { etsy } from './etsy.js'
import { flipkart } from './flipkart.js'
import { homedepot } from './homedepot.js'
import { ikea } from './ikea.js'
import { mercadolibre } from './mercadolibre.js'
import { newegg } from './newegg.js'
import { rakuten } from './rakuten.js'
import { schemaOrg } from './schema-org.js'
import { shopify } from './shopify.js'
import { target } from './target.js'
import { walmart } from './walmart.js'
import { wayfair } from './wayfair.js'
import { zalando } from './zalando.js'

export const adapters: readonly AnyAdapter<ProductDraft>[] = [
  aliexpress,
  amazon,
  amazonCatalog,
  bestbuy,
  costco,
  custom,
  ebay,
  etsy,
  flipkart,
  homedepot,
  ikea,
  mercadolibre,
  newegg,
  rakuten,
  schemaOrg,
  shopify,
  target,
  walmart,
  wayfair,
  zalando,
]

export const registry = createRegistry(adapters)
