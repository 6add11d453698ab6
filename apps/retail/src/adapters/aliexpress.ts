/**
 * AliExpress Affiliate API `aliexpress.affiliate.productdetail.get` product
 * (`resp_result.result.products.product[]`): https://openservice.aliexpress.com/doc/api.htm#/api?cid=21407&path=aliexpress.affiliate.productdetail.get.
 * Prices are major-unit strings in `target_*_currency`; `evaluate_rate` is a positive-feedback percentage.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface AliProduct {
  product_id: number | string
  product_title?: string
  product_detail_url?: string
  promotion_link?: string
  product_main_image_url?: string
  product_small_image_urls?: { string?: string[] }
  target_sale_price?: string
  target_sale_price_currency?: string
  target_original_price?: string
  target_original_price_currency?: string
  sale_price?: string
  sale_price_currency?: string
  original_price?: string
  evaluate_rate?: string
  lastest_volume?: number
  first_level_category_name?: string
  second_level_category_name?: string
  shop_id?: number
  shop_url?: string
  shop_name?: string
}

export const aliexpress = defineAdapter<AliProduct, ProductDraft>({
  key: 'aliexpress',
  category: 'marketplaces',
  source: {
    object: 'productdetail.get product',
    apiVersion: 'Affiliate API 2.0',
    docs: 'https://openservice.aliexpress.com/doc/api.htm#/api?cid=21407&path=aliexpress.affiliate.productdetail.get',
  },
  detect: {
    required: ['product_id', ['target_sale_price', 'sale_price']],
    bonus: ['product_title', 'product_main_image_url', 'evaluate_rate', 'first_level_category_name', 'shop_id'],
  },
  envelopes: [
    'aliexpress_affiliate_productdetail_get_response.resp_result.result.products.product.0',
    'resp_result.result.products.product.0',
  ],
  normalize(p, ctx) {
    const price = readPrice(
      ctx,
      p.target_sale_price ?? p.sale_price,
      p.target_sale_price_currency ?? p.sale_price_currency,
    )
    const positive = ctx.number(p.evaluate_rate?.replace('%', ''), 'reviews.rating')
    return {
      id: ctx.text(p.product_id),
      title: ctx.text(p.product_title),
      url: ctx.text(p.product_detail_url ?? p.promotion_link),
      images: [p.product_main_image_url, ...(p.product_small_image_urls?.string ?? [])],
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, p.target_original_price ?? p.original_price, price.currency, 'originalPrice')
        .amount,
      condition: 'new',
      seller: { name: ctx.text(p.shop_name ?? p.shop_id), isThirdParty: true },
      // A positive-feedback percentage: 96% reads as 4.8 of 5 (documented in the README).
      rating: positive,
      ratingScale: 100,
      category: [p.first_level_category_name, p.second_level_category_name],
    }
  },
})
