/**
 * Amazon Product Advertising API 5.0 `Item` (GetItems / SearchItems `ItemsResult.Items[]`):
 * https://webservices.amazon.com/paapi5/documentation/item-info.html (ItemInfo, Offers, CustomerReviews,
 * BrowseNodeInfo). Prices are `{ Amount, Currency, DisplayAmount }` in major units.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Availability, Condition, ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

type Display<T = string> = { DisplayValue?: T }
type Values = { DisplayValues?: string[] }
interface Listing {
  Price?: { Amount?: number; Currency?: string; DisplayAmount?: string }
  SavingBasis?: { Amount?: number; Currency?: string }
  Availability?: { Type?: string; Message?: string }
  Condition?: { Value?: string }
  MerchantInfo?: { Name?: string }
  DeliveryInfo?: { IsAmazonFulfilled?: boolean; IsFreeShippingEligible?: boolean }
}
interface PaapiItem {
  ASIN: string
  DetailPageURL?: string
  ItemInfo?: {
    Title?: Display
    ByLineInfo?: { Brand?: Display; Manufacturer?: Display }
    Features?: Values
    ExternalIds?: { EANs?: Values; UPCs?: Values; ISBNs?: Values }
    ManufactureInfo?: { Model?: Display; ItemPartNumber?: Display }
  }
  Images?: { Primary?: { Large?: { URL?: string } }; Variants?: { Large?: { URL?: string } }[] }
  Offers?: { Listings?: Listing[] }
  CustomerReviews?: { StarRating?: { Value?: number }; Count?: number }
  BrowseNodeInfo?: { BrowseNodes?: { DisplayName?: string; Ancestor?: unknown }[] }
}

const AVAILABILITY = codeTable<Availability>({
  in_stock: ['Now'],
  preorder: ['Preorderable'],
  backorder: ['Backorderable'],
  limited: ['IncludeOnly'],
})
const CONDITION = codeTable<Condition>({ new: ['New'], used: ['Used', 'Collectible'], refurbished: ['Refurbished'] })

/**
 * Browse node path root-first: the node's ancestors are nested `Ancestor` objects. The ids come with
 * the names only when every node on the path has one (else the two lists would not line up).
 */
function browsePath(node: { DisplayName?: string; Ancestor?: unknown } | undefined): {
  names: string[]
  ids: string[]
} {
  const names: string[] = []
  const ids: (string | undefined)[] = []
  let at: unknown = node
  while (at && typeof at === 'object' && names.length < 20) {
    const { DisplayName: name, Id: id } = at as { DisplayName?: unknown; Id?: unknown }
    if (typeof name === 'string') {
      names.unshift(name)
      ids.unshift(typeof id === 'string' ? id : undefined)
    }
    at = (at as { Ancestor?: unknown }).Ancestor
  }
  return { names, ids: ids.every((id) => id !== undefined) ? (ids as string[]) : [] }
}

export const amazon = defineAdapter<PaapiItem, ProductDraft>({
  key: 'amazon',
  aliases: ['amazon_paapi5'],
  category: 'marketplaces',
  source: {
    object: 'Item (PA-API 5)',
    apiVersion: 'paapi5',
    docs: 'https://webservices.amazon.com/paapi5/documentation/item-info.html',
  },
  detect: {
    required: ['ASIN', ['DetailPageURL', 'ItemInfo']],
    bonus: ['ItemInfo.Title.DisplayValue', 'Offers.Listings', 'Images.Primary', 'CustomerReviews'],
  },
  envelopes: ['ItemsResult.Items.0', 'SearchResult.Items.0'],
  normalize(p, ctx) {
    const info = p.ItemInfo
    const listing = p.Offers?.Listings?.[0]
    const browse = browsePath(p.BrowseNodeInfo?.BrowseNodes?.[0])
    const price = readPrice(ctx, listing?.Price?.Amount ?? listing?.Price?.DisplayAmount, listing?.Price?.Currency)
    const merchant = ctx.text(listing?.MerchantInfo?.Name)
    return {
      id: p.ASIN,
      title: ctx.text(info?.Title?.DisplayValue),
      brand: ctx.text(info?.ByLineInfo?.Brand?.DisplayValue ?? info?.ByLineInfo?.Manufacturer?.DisplayValue),
      description: info?.Features?.DisplayValues?.join('\n'),
      url: ctx.text(p.DetailPageURL),
      images: [p.Images?.Primary?.Large?.URL, ...(p.Images?.Variants ?? []).map((v) => v.Large?.URL)],
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, listing?.SavingBasis?.Amount, price.currency, 'originalPrice').amount,
      availability: ctx.code(AVAILABILITY, listing?.Availability?.Type, 'availability'),
      condition: ctx.code(CONDITION, listing?.Condition?.Value, 'condition'),
      seller: merchant ? { name: merchant, isThirdParty: !/^amazon(\.|$)/i.test(merchant) } : {},
      rating: ctx.number(p.CustomerReviews?.StarRating?.Value, 'reviews.rating'),
      reviewCount: ctx.number(p.CustomerReviews?.Count, 'reviews.count'),
      barcodes: [...(info?.ExternalIds?.UPCs?.DisplayValues ?? []), ...(info?.ExternalIds?.EANs?.DisplayValues ?? [])],
      isbn: info?.ExternalIds?.ISBNs?.DisplayValues?.[0],
      asin: p.ASIN,
      mpn: ctx.text(info?.ManufactureInfo?.Model?.DisplayValue ?? info?.ManufactureInfo?.ItemPartNumber?.DisplayValue),
      category: browse.names,
      categoryIds: browse.ids,
      freeShipping: listing?.DeliveryInfo?.IsFreeShippingEligible,
    }
  },
})
