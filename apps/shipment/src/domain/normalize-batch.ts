/**
 * POST /normalize in the domain: every element on its own (seed rule 3). Elements that failed the
 * request schema arrive as failures; the rest are normalized; any failure becomes an `errors` entry
 * `{ index, error, message, trackingNumber }` and the same in its `results` slot.
 */

import { AppError } from '@svc/core/errors'
import { type BatchFailure, normalizeBatch } from '@svc/normalize-kit'
import { normalizeShipment, type ShipmentInput } from './normalize-shipment.js'
import type { Shipment } from './shipment.js'

export type ShipmentElement =
  | { ok: true; value: ShipmentInput }
  | { ok: false; error: string; message: string; trackingNumber?: string }

export type ResultSlot =
  | { index: number; trackingNumber?: string; shipment: Shipment }
  | ({ shipment?: never } & BatchFailure)

export interface NormalizeReply {
  results: ResultSlot[]
  shipments: Shipment[]
  errors: BatchFailure[]
  metadata: { normalizedCount: number; errorCount: number; inputCount: number }
}

export function normalizeElements(elements: readonly ShipmentElement[]): NormalizeReply {
  const batch = normalizeBatch(
    elements,
    (element) => {
      if (!element.ok) throw new AppError(element.error, element.message)
      return normalizeShipment(element.value)
    },
    {
      identify: (element) => {
        const number = element.ok ? element.value.trackingNumber : element.trackingNumber
        return typeof number === 'string' ? { trackingNumber: number } : {}
      },
    },
  )
  const results = batch.outcomes.map((o): ResultSlot => {
    if (o.ok) return { index: o.index, trackingNumber: o.value.trackingNumber, shipment: o.value }
    const { ok: _ok, ...failure } = o
    return failure
  })
  return {
    results,
    shipments: batch.values,
    errors: batch.errors,
    metadata: { normalizedCount: batch.values.length, errorCount: batch.errors.length, inputCount: elements.length },
  }
}
