/**
 * Amazon Selling Partner API Catalog Items 2022-04-01 `Item` (GET /catalog/2022-04-01/items/{asin}
 * with includedData=attributes,classifications,identifiers,images,summaries,salesRanks):
 * https://developer-docs.amazon.com/sp-api/docs/catalog-items-api-v2022-04-01-reference. The catalog
 * has no offer: the price is the `list_price` attribute when present; availability stays unknown. The
 * category is the `classifications` chain root-first (with its ids) when sent, else the summary's
 * browse classification alone.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

type Attr<T = string> = { value?: T; currency?: string; marketplace_id?: string }[]
interface Classification {
  displayName?: string
  classificationId?: string
  parent?: Classification
}
interface CatalogItem {
  asin: string
  attributes?: {
    item_name?: Attr
    brand?: Attr
    list_price?: Attr<number>
    bullet_point?: Attr
    model_number?: Attr
    part_number?: Attr
  }
  identifiers?: { marketplaceId?: string; identifiers?: { identifierType?: string; identifier?: string }[] }[]
  images?: { marketplaceId?: string; images?: { variant?: string; link?: string }[] }[]
  classifications?: { marketplaceId?: string; classifications?: Classification[] }[]
  summaries?: {
    marketplaceId?: string
    brand?: string
    itemName?: string
    modelNumber?: string
    partNumber?: string
    browseClassification?: { displayName?: string }
  }[]
}

/** Parents are nested leaf-first and at most a handful deep; this many steps bound a hostile chain. */
const MAX_CLASSIFICATION_DEPTH = 32

/** `classifications` (includedData=classifications): the leaf's chain of parents, read root-first. */
function classificationPath(leaf: Classification | undefined): { names: string[]; ids: string[] } | undefined {
  const chain: Classification[] = []
  for (let node = leaf; node && chain.length < MAX_CLASSIFICATION_DEPTH; node = node.parent) chain.unshift(node)
  if (chain.length === 0) return undefined
  return {
    names: chain.map((c) => c.displayName ?? ''),
    ids: chain.every((c) => typeof c.classificationId === 'string')
      ? chain.map((c) => c.classificationId as string)
      : [],
  }
}

export const amazonCatalog = defineAdapter<CatalogItem, ProductDraft>({
  key: 'amazon_catalog',
  aliases: ['amazon_sp_api'],
  category: 'marketplaces',
  source: {
    object: 'Catalog Item (SP-API)',
    apiVersion: '2022-04-01',
    docs: 'https://developer-docs.amazon.com/sp-api/docs/catalog-items-api-v2022-04-01-reference',
  },
  detect: {
    required: ['asin', ['summaries', 'attributes', 'identifiers']],
    bonus: ['summaries.0.marketplaceId', 'identifiers.0.identifiers', 'images.0.images', 'attributes.item_name'],
  },
  envelopes: ['items.0', 'payload'],
  normalize(p, ctx) {
    const s = p.summaries?.[0]
    const a = p.attributes
    const ids = (p.identifiers?.[0]?.identifiers ?? []).map((i) => ({
      type: i.identifierType?.toUpperCase(),
      id: i.identifier,
    }))
    const listPrice = a?.list_price?.[0]
    const path = classificationPath(p.classifications?.[0]?.classifications?.[0])
    const price = readPrice(ctx, listPrice?.value, listPrice?.currency)
    return {
      id: p.asin,
      title: ctx.text(s?.itemName ?? a?.item_name?.[0]?.value),
      brand: ctx.text(s?.brand ?? a?.brand?.[0]?.value),
      description: a?.bullet_point?.map((b) => b.value).join('\n') || undefined,
      url: `https://www.amazon.com/dp/${encodeURIComponent(p.asin)}`,
      images: (p.images?.[0]?.images ?? [])
        .filter((i) => i.variant === 'MAIN' || i.variant?.startsWith('PT'))
        .map((i) => i.link),
      amount: price.amount,
      currency: price.currency,
      barcodes: ids.filter((i) => i.type === 'UPC' || i.type === 'EAN' || i.type === 'GTIN').map((i) => i.id),
      isbn: ids.find((i) => i.type === 'ISBN')?.id,
      asin: p.asin,
      mpn: ctx.text(s?.modelNumber ?? s?.partNumber ?? a?.model_number?.[0]?.value ?? a?.part_number?.[0]?.value),
      category: path ? path.names : [s?.browseClassification?.displayName],
      categoryIds: path?.ids,
    }
  },
})
