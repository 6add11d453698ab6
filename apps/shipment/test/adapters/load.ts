import { loadFixture } from '@svc/normalize-kit/testing'
import { normalizeShipment } from '../../src/domain/normalize-shipment.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)

export const fixture = (key: string, name: string) =>
  loadFixture(FIXTURES, key, `${name}.json`) as Record<string, unknown>

/** Normalizes a fixture as the caller would send it: number, declared carrier, payload. */
/** `carrier` null: none declared. */
export const run = (key: string, name: string, trackingNumber: string, carrier: string | null = key) =>
  normalizeShipment({ trackingNumber, carrier: carrier ?? undefined, payload: fixture(key, name) })

export const statuses = (s: { events: { canonicalStatus: string }[] }) => s.events.map((e) => e.canonicalStatus)
export const codes = (s: { confidence: { warnings: { code: string }[] } }) => s.confidence.warnings.map((w) => w.code)
