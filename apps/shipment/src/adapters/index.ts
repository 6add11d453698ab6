/**
 * Every adapter of the shipment normalizer, listed explicitly: the five first-class carrier adapters
 * (sorted by key), then the one heuristic mode tried only when no carrier shape matches.
 */
import { type AnyAdapter, createRegistry } from '@svc/normalize-kit'
import type { ShipmentDraft } from '../domain/shipment.js'
import { dhl } from './dhl.js'
import { dhlEcommerce } from './dhl-ecommerce.js'
import { fedex } from './fedex.js'
import { heuristic } from './heuristic.js'
import { ups } from './ups.js'
import { usps } from './usps.js'

export const carrierAdapters: readonly AnyAdapter<ShipmentDraft[]>[] = [dhl, dhlEcommerce, fedex, ups, usps]

export const registry = createRegistry<ShipmentDraft[]>([...carrierAdapters, heuristic])
