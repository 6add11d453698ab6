/** The seed's status taxonomy (exactly these twelve values, in the seed's order). */
export const SHIPMENT_STATUSES = [
  'pending',
  'label_created',
  'accepted',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
  'failed_attempt',
  'returned',
  'cancelled',
  'customs_cleared',
  'unknown',
] as const

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]
