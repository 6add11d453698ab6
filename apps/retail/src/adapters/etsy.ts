/**
 * Etsy Open API v3 `ShopListing` (GET /v3/application/listings/{listing_id}?includes=Images,Shop):
 * https://developers.etsy.com/documentation/reference#operation/getListing. `price` is
 * `{ amount, divisor, currency_code }` (amount / divisor major units); every Etsy shop is a third party.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Availability, ProductDraft } from '../canonical/product.js'

interface EtsyListing {
  listing_id: number
  title?: string
  description?: string
  url?: string
  state?: string
  quantity?: number
  price?: { amount?: number; divisor?: number; currency_code?: string }
  /** With includes=Shop. Its review_average rates the shop, not the listing, so it is not used as reviews. */
  shop?: { shop_name?: string }
  shop_id?: number
  images?: { url_fullxfull?: string; url_570xN?: string }[]
  skus?: string[]
  tags?: string[]
  taxonomy_path?: string[]
  who_made?: string
  is_customizable?: boolean
  shipping_profile?: { min_processing_days?: number; max_processing_days?: number }
}

const STATE = codeTable<Availability>({
  in_stock: ['active'],
  out_of_stock: ['sold_out', 'inactive', 'draft'],
  discontinued: ['expired', 'removed'],
})

export const etsy = defineAdapter<EtsyListing, ProductDraft>({
  key: 'etsy',
  category: 'marketplaces',
  source: {
    object: 'ShopListing',
    apiVersion: 'Open API v3',
    docs: 'https://developers.etsy.com/documentation/reference#operation/getListing',
  },
  detect: { required: ['listing_id', 'price.divisor'], bonus: ['shop_id', 'state', 'quantity', 'url', 'num_favorers'] },
  envelopes: ['results.0'],
  normalize(p, ctx) {
    const divisor = p.price?.divisor && p.price.divisor > 0 ? p.price.divisor : 100
    const exponent = Math.round(Math.log10(divisor))
    const money = ctx.minorUnits(p.price?.currency_code, 'price.currency')
    const amount =
      p.price?.amount === undefined ? undefined : money(p.price.amount * 10 ** (money.exponent - exponent), 'price')
    const state = ctx.code(STATE, p.state, 'availability')
    const ship = p.shipping_profile
    return {
      id: ctx.text(p.listing_id),
      title: ctx.text(p.title),
      description: ctx.text(p.description),
      url: ctx.text(p.url),
      images: (p.images ?? []).map((i) => i.url_fullxfull ?? i.url_570xN),
      amount,
      currency: money.currency,
      availability: state === 'in_stock' && p.quantity !== undefined && p.quantity <= 3 ? 'limited' : state,
      condition: 'new',
      seller: { name: ctx.text(p.shop?.shop_name), isThirdParty: true },
      sku: p.skus?.[0],
      category: p.taxonomy_path,
      shippingEstimate:
        ship?.min_processing_days === undefined
          ? undefined
          : `ships in ${ship.min_processing_days}-${ship.max_processing_days ?? ship.min_processing_days} business days`,
    }
  },
})
