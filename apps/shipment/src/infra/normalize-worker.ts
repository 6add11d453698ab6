/** The Piscina worker: one batch per task. Item failures are data in the reply, so nothing needs rebuilding. */
import { type NormalizeReply, normalizeElements, type ShipmentElement } from '../domain/normalize-batch.js'

export default function normalizeTask(elements: ShipmentElement[]): NormalizeReply {
  return normalizeElements(elements)
}
