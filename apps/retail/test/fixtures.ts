/** The adapter fixtures, normalized through the domain (value assertions in the tests). */
import { loadFixture } from '@svc/normalize-kit/testing'
import type { Product } from '../src/canonical/product.js'
import { normalizeProduct } from '../src/domain/normalize-products.js'

export const FIXTURES = new URL('./fixtures/', import.meta.url)

export function fixture(key: string, file: string): Record<string, unknown> {
  return loadFixture(FIXTURES, key, file) as Record<string, unknown>
}

export function normalized(retailerId: string, key: string, file: string, schemaVersion?: string): Product {
  return normalizeProduct({ retailerId, payload: fixture(key, file), ...(schemaVersion ? { schemaVersion } : {}) })
}
