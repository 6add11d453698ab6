/**
 * Target product page data: the Redsky `pdp_client_v1` response `data.product` (the JSON target.com
 * pages load; Target publishes no public product API, so field names follow that page data:
 * https://www.target.com/p/-/A-{tcin}). Prices in USD major units.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Availability, ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface TargetProduct {
  tcin: string
  item?: {
    product_description?: { title?: string; downstream_description?: string; bullet_descriptions?: string[] }
    primary_brand?: { name?: string }
    enrichment?: { buy_url?: string; images?: { primary_image_url?: string; alternate_image_urls?: string[] } }
    primary_barcode?: string
    product_classification?: { product_type_name?: string; item_type?: { name?: string } }
    relationship_type_code?: string
  }
  price?: { current_retail?: number; reg_retail?: number; formatted_current_price?: string }
  ratings_and_reviews?: {
    statistics?: { rating?: { average?: number; count?: number; distribution?: Record<string, number> } }
  }
  fulfillment?: {
    shipping_options?: { availability_status?: string }
    is_out_of_stock_in_all_store_locations?: boolean
  }
  category?: { breadcrumbs?: { name?: string }[] }
  seller?: { name?: string; is_third_party?: boolean }
}

const STATUS = codeTable<Availability>({
  in_stock: ['IN_STOCK'],
  limited: ['LIMITED_STOCK'],
  out_of_stock: ['OUT_OF_STOCK', 'UNAVAILABLE'],
  preorder: ['PRE_ORDER_SELLABLE'],
  backorder: ['BACKORDER'],
  discontinued: ['DISCONTINUED'],
})

export const target = defineAdapter<TargetProduct, ProductDraft>({
  key: 'target',
  category: 'big_box',
  source: {
    object: 'pdp_client_v1 product (page data)',
    apiVersion: 'redsky v1',
    docs: 'https://www.target.com/p/-/A-54191097',
  },
  detect: {
    required: ['tcin', 'item.product_description'],
    bonus: ['price.current_retail', 'ratings_and_reviews', 'item.enrichment'],
  },
  envelopes: ['data.product', 'product'],
  normalize(p, ctx) {
    const item = p.item
    const price = readPrice(ctx, p.price?.current_retail ?? p.price?.formatted_current_price, 'USD')
    const stats = p.ratings_and_reviews?.statistics?.rating
    return {
      id: p.tcin,
      title: ctx.text(item?.product_description?.title),
      brand: ctx.text(item?.primary_brand?.name),
      description: ctx.text(
        item?.product_description?.downstream_description ?? item?.product_description?.bullet_descriptions?.join('\n'),
      ),
      url: ctx.text(item?.enrichment?.buy_url),
      images: [item?.enrichment?.images?.primary_image_url, ...(item?.enrichment?.images?.alternate_image_urls ?? [])],
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, p.price?.reg_retail, 'USD', 'originalPrice').amount,
      availability: ctx.code(STATUS, p.fulfillment?.shipping_options?.availability_status, 'availability'),
      condition: 'new',
      seller: { name: ctx.text(p.seller?.name) ?? 'Target', isThirdParty: p.seller?.is_third_party ?? false },
      rating: ctx.number(stats?.average, 'reviews.rating'),
      reviewCount: ctx.number(stats?.count, 'reviews.count'),
      distribution: stats?.distribution,
      barcodes: [item?.primary_barcode],
      sku: p.tcin,
      category: (p.category?.breadcrumbs ?? []).map((b) => b.name),
    }
  },
})
