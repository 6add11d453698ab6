/**
 * Mercado Libre Items API `Item` (GET /items/{id}): https://developers.mercadolibre.com.ar/en_us/items-and-searches.
 * `price` in major units of `currency_id` (ARS, BRL, MXN, ...); brand, model and GTIN live in `attributes`.
 * Every Mercado Libre seller is a third party (official stores included).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Availability, Condition, ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface MeliItem {
  id: string
  site_id?: string
  title?: string
  price?: number
  original_price?: number | null
  currency_id?: string
  available_quantity?: number
  condition?: string
  permalink?: string
  pictures?: { secure_url?: string; url?: string }[]
  attributes?: { id?: string; value_name?: string | null }[]
  seller_id?: number
  official_store_id?: number | null
  status?: string
  category_id?: string
  shipping?: { free_shipping?: boolean }
}

const CONDITION = codeTable<Condition>({ new: ['new'], used: ['used'], refurbished: ['refurbished'] })
const STATUS = codeTable<Availability>({
  in_stock: ['active'],
  out_of_stock: ['paused', 'under_review'],
  discontinued: ['closed', 'inactive'],
})
const LOCALE: Readonly<Record<string, string>> = {
  MLA: 'es-AR',
  MLB: 'pt-BR',
  MLM: 'es-MX',
  MLC: 'es-CL',
  MCO: 'es-CO',
  MLU: 'es-UY',
  MPE: 'es-PE',
}

export const mercadolibre = defineAdapter<MeliItem, ProductDraft>({
  key: 'mercadolibre',
  aliases: ['mercado_libre', 'meli'],
  category: 'marketplaces',
  source: {
    object: 'Item',
    apiVersion: 'Items API',
    docs: 'https://developers.mercadolibre.com.ar/en_us/items-and-searches',
  },
  detect: {
    required: ['id', 'currency_id', 'permalink'],
    matches: { id: /^M[A-Z]{2}\d+$/ },
    bonus: ['available_quantity', 'condition', 'seller_id', 'pictures', 'attributes'],
  },
  envelopes: ['body', 'results.0'],
  normalize(p, ctx) {
    const attr = (id: string) => p.attributes?.find((a) => a.id === id)?.value_name ?? undefined
    const price = readPrice(ctx, p.price, p.currency_id)
    const status = ctx.code(STATUS, p.status, 'availability')
    const qty = p.available_quantity
    return {
      id: p.id,
      title: ctx.text(p.title),
      brand: ctx.text(attr('BRAND')),
      url: ctx.text(p.permalink),
      images: (p.pictures ?? []).map((i) => i.secure_url ?? i.url),
      amount: price.amount,
      currency: price.currency,
      locale: LOCALE[p.site_id ?? p.id.slice(0, 3)],
      originalAmount: readPrice(ctx, p.original_price ?? undefined, price.currency, 'original_price').amount,
      availability:
        status === 'in_stock' && qty !== undefined
          ? qty === 0
            ? 'out_of_stock'
            : qty <= 5
              ? 'limited'
              : 'in_stock'
          : status,
      condition: ctx.code(CONDITION, p.condition, 'condition'),
      // The item carries the seller's id only; its nickname is at /users/{seller_id}, so no name is made up.
      seller: { isThirdParty: true },
      barcodes: [attr('GTIN')],
      mpn: ctx.text(attr('MODEL') ?? attr('PART_NUMBER')),
      sku: ctx.text(attr('SELLER_SKU')),
      // `category_id` is the leaf's id; the names and the path are at /categories/{id}, not in the item.
      categoryIds: p.category_id ? [p.category_id] : [],
      freeShipping: p.shipping?.free_shipping,
      shippingCost: p.shipping?.free_shipping ? 0 : undefined,
    }
  },
})
