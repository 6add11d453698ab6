/** DHL Shipment Tracking - Unified response members the `dhl` adapter reads (shipments[]). */
export interface Place {
  address?: { addressLocality?: string; postalCode?: string; countryCode?: string; streetAddress?: string }
}
export interface Status {
  timestamp?: string
  location?: Place
  statusCode?: string
  status?: string
  description?: string
  remark?: string
}
export interface Measure {
  value?: number | string
  unitText?: string
}
export interface DhlReference {
  number?: string
  type?: string
}
export interface DhlShipment {
  id?: string | number
  service?: string
  origin?: Place
  destination?: Place
  status?: Status
  estimatedTimeOfDelivery?: string
  details?: {
    product?: { productName?: string }
    proofOfDelivery?: {
      timestamp?: string
      signatureUrl?: string
      documentUrl?: string
      signed?: { name?: string; familyName?: string; givenName?: string }
    }
    totalNumberOfPieces?: number
    /** Piece ids of the shipment (each trackable on its own). */
    pieceIds?: string[]
    /** One reference object in the reference example, a list in live responses. */
    references?: DhlReference | DhlReference[]
    weight?: Measure
    dimensions?: { width?: Measure; height?: Measure; length?: Measure }
  }
  events?: Status[]
}
