/**
 * The canonical shipment (README "Shipment"): the types every adapter fills and the
 * reply schema mirrors. Members are only set when the input holds them (no fabricated delivery data).
 */
import type { ShipmentStatus } from './status.js'

export interface Location {
  city?: string
  region?: string
  postalCode?: string
  /** ISO 3166-1 alpha-2. */
  country?: string
  /** The carrier's country text when it is not mappable to ISO 3166-1. */
  countryRaw?: string
}

export interface TrackingEvent {
  canonicalStatus: ShipmentStatus
  /** The carrier's own status wording and code, unchanged (`D: DELIVERED`, `DL`, `01`, `transit`). */
  originalCarrierStatus: string
  /** The instant in UTC (`…Z`); absent when the carrier gave no readable time. */
  timestampIso?: string
  /** The carrier's local wall-clock time as given (`2024-05-14T10:31:00`), and its offset when given. */
  localTimestamp?: string
  utcOffset?: string
  location?: Location
  /** The carrier's event code (`DL`, `KB`, `01`, `transit`). */
  eventType?: string
  description?: string
}

export interface Delivery {
  estimatedDeliveryDate?: string
  actualDeliveryTimestamp?: string
  signedBy?: string
  proofOfDelivery?: ProofOfDelivery
}

export interface ProofOfDelivery {
  /** What the carrier holds: a signature image, a delivery photo, a POD document (url when given). */
  signatureImage?: boolean
  photo?: boolean
  signatureUrl?: string
  documentUrl?: string
  /** Where the carrier left the parcel (`FRONT DOOR`). */
  leftAt?: string
}

export interface Weight {
  value: number
  unit: string
}

export interface Dimensions {
  length: number
  width: number
  height: number
  unit: string
}

export interface PackageInfo {
  weight?: Weight
  dimensions?: Dimensions
  pieces?: number
}

export interface Service {
  code?: string
  name?: string
}

/** Another number the carrier tracks the same parcel under (UPS `USPS_PIC`, a DHL piece id). */
export interface AlternateTrackingNumber {
  /** The carrier's own name for the kind of number, when it gives one. */
  type?: string
  number: string
}

/** A shipper or customer reference the carrier holds for the parcel (UPS `SHIPMENT`, FedEx `SHIPPER_REFERENCE`). */
export interface ShipmentReference {
  type?: string
  value: string
}

/** A carrier's stated error or warning (code and its own reason). */
export interface CarrierMessage {
  code?: string
  message?: string
}

/** What an adapter returns for one parcel of the carrier response (before ordering and scoring). */
export interface ShipmentDraft {
  trackingNumber?: string
  /** The number the response was asked for, when the carrier echoes it apart from the parcel's own. */
  inquiryNumber?: string
  alternateTrackingNumbers?: AlternateTrackingNumber[]
  references?: ShipmentReference[]
  service?: Service
  /** The carrier's own current status, when it states one apart from the events. */
  currentStatus?: { canonical: ShipmentStatus; original: string }
  events: TrackingEvent[]
  origin?: Location
  destination?: Location
  delivery: Delivery
  package: PackageInfo
  /** The carrier states an error for this number (not found, invalid). */
  carrierError?: CarrierMessage
  /** Errors or warnings the carrier states beside tracking data (reported as CARRIER_NOTICE). */
  carrierNotices?: CarrierMessage[]
}

export type DataSourceType = 'carrier_api' | 'webhook' | 'scraped' | 'none'

export interface Shipment {
  trackingNumber: string
  carrier: string
  /** Other numbers for the same parcel, as the carrier lists them; `[]` when it lists none. */
  alternateTrackingNumbers: AlternateTrackingNumber[]
  /** Shipper and customer references the carrier holds; `[]` when it holds none. */
  references: ShipmentReference[]
  service?: Service
  currentStatus: ShipmentStatus
  events: TrackingEvent[]
  origin?: Location
  destination?: Location
  delivery: Delivery
  package: PackageInfo
  provenance: {
    dataSourceType: DataSourceType
    parsingStrategy: string
    detectedCarrier?: string
    trackingNumberFormat?: string
  }
  confidence: { score: number; warnings: { code: string; message: string; field?: string }[] }
}
