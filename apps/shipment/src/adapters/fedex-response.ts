/** FedEx Track API v1 response members the `fedex` adapter reads (output.completeTrackResults[].trackResults[]). */
export interface ScanLocation {
  city?: string
  stateOrProvinceCode?: string
  postalCode?: string
  countryCode?: string
  countryName?: string
}
export interface ScanEvent {
  date?: string
  eventType?: string
  eventDescription?: string
  exceptionDescription?: string
  derivedStatusCode?: string
  derivedStatus?: string
  scanLocation?: ScanLocation
}
export interface TrackResult {
  trackingNumberInfo?: { trackingNumber?: string; carrierCode?: string }
  /** Shipper, customer and other references (`{ type: 'SHIPPER_REFERENCE', value: 'ASJFGVAS' }`). */
  additionalTrackingInfo?: { packageIdentifiers?: { type?: string; value?: string }[] }
  latestStatusDetail?: { code?: string; derivedCode?: string; statusByLocale?: string; description?: string }
  dateAndTimes?: { type?: string; dateTime?: string }[]
  scanEvents?: ScanEvent[]
  deliveryDetails?: {
    receivedByName?: string
    signedByName?: string
    actualDeliveryAddress?: ScanLocation
    locationDescription?: string
  }
  availableImages?: { type?: string }[]
  shipperInformation?: { address?: ScanLocation }
  recipientInformation?: { address?: ScanLocation }
  /** Where most live responses carry the destination (city, state, country; the reference example too). */
  lastUpdatedDestinationAddress?: ScanLocation
  originLocation?: { locationContactAndAddress?: { address?: ScanLocation } }
  destinationLocation?: { locationContactAndAddress?: { address?: ScanLocation } }
  packageDetails?: {
    count?: string | number
    weightAndDimensions?: {
      weight?: { value?: string; unit?: string }[]
      dimensions?: { length?: number; width?: number; height?: number; units?: string }[]
    }
  }
  serviceDetail?: { type?: string; description?: string }
  error?: { code?: string; message?: string }
}
export interface Response {
  output: { completeTrackResults: { trackingNumber?: string; trackResults?: TrackResult[] }[] }
}
