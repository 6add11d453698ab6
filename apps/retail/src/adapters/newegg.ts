/**
 * Newegg product page data (`ItemCell` of the product detail JSON, Newegg's marketplace item record;
 * Newegg's Marketplace API covers sellers): https://www.newegg.com/p/{ItemNumber} (page data).
 * Prices in USD major units; `IsShipByNewegg` / `SellerName` tell Newegg from marketplace sellers.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface NeweggItem {
  ItemNumber: string
  Description?: { Title?: string; BulletDescription?: string }
  FinalPrice?: number | string
  OriginalPrice?: number | string
  Instock?: boolean
  Stock?: number
  Brand?: string
  Model?: string
  UPC?: string
  Review?: { Rating?: number; HumanRating?: number; TotalReviews?: number }
  Image?: { Normal?: { ImageName?: string } }
  ImageUrls?: string[]
  SellerName?: string
  SellerId?: string
  IsShipByNewegg?: boolean
  ShippingCharge?: number
  IsFreeShipping?: boolean
  Condition?: string
  CategoryPath?: string[]
  Url?: string
}

export const newegg = defineAdapter<NeweggItem, ProductDraft>({
  key: 'newegg',
  category: 'electronics',
  source: {
    object: 'ItemCell (page data)',
    apiVersion: 'product detail JSON 2024',
    docs: 'https://www.newegg.com/p/N82E16834233491',
  },
  detect: { required: ['ItemNumber', 'FinalPrice'], bonus: ['Instock', 'Brand', 'Model', 'UPC', 'Review'] },
  envelopes: ['ItemCell', 'MainItem'],
  normalize(p, ctx) {
    const price = readPrice(ctx, p.FinalPrice, 'USD')
    const seller = ctx.text(p.SellerName)
    const newegg = !seller || /^newegg/i.test(seller)
    return {
      id: p.ItemNumber,
      title: ctx.text(p.Description?.Title),
      brand: ctx.text(p.Brand),
      description: ctx.text(p.Description?.BulletDescription),
      url: ctx.text(p.Url),
      images: p.ImageUrls ?? [],
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, p.OriginalPrice, 'USD', 'originalPrice').amount,
      availability:
        p.Instock === undefined
          ? undefined
          : !p.Instock
            ? 'out_of_stock'
            : p.Stock !== undefined && p.Stock <= 5
              ? 'limited'
              : 'in_stock',
      condition: /refurb/i.test(p.Condition ?? '')
        ? 'refurbished'
        : /used|open box/i.test(p.Condition ?? '')
          ? 'used'
          : 'new',
      seller: { name: seller ?? 'Newegg', isThirdParty: !newegg },
      rating: ctx.number(p.Review?.Rating, 'reviews.rating'),
      reviewCount: ctx.number(p.Review?.TotalReviews, 'reviews.count'),
      barcodes: [p.UPC],
      mpn: ctx.text(p.Model),
      sku: p.ItemNumber,
      category: p.CategoryPath,
      shippingCost: p.IsFreeShipping ? 0 : readPrice(ctx, p.ShippingCharge, 'USD', 'shipping.cost').amount,
      freeShipping: p.IsFreeShipping,
    }
  },
})
