/** UPS Track API v1 response members the `ups` adapter reads (trackResponse.shipment[].package[]). */
export interface Address {
  city?: string
  stateProvince?: string
  postalCode?: string
  country?: string
  countryCode?: string
}
export interface Activity {
  location?: { address?: Address }
  status?: { type?: string; code?: string; description?: string; statusCode?: string }
  date?: string
  time?: string
  gmtOffset?: string
}
export interface Package {
  trackingNumber?: string
  activity?: Activity[]
  currentStatus?: { code?: string; description?: string; simplifiedTextDescription?: string; type?: string }
  deliveryDate?: { type?: string; date?: string }[]
  deliveryTime?: { endTime?: string; type?: string }
  deliveryInformation?: {
    receivedBy?: string
    location?: string
    signature?: { image?: string }
    deliveryPhoto?: { photo?: string; isNonPostalCodeCountry?: boolean }
    pod?: { content?: string }
  }
  packageAddress?: { type?: string; address?: Address }[]
  weight?: { unitOfMeasurement?: string; weight?: string }
  dimension?: { height?: string; length?: string; width?: string; unitOfDimension?: string }
  packageCount?: number
  /** Other numbers for the package (`{ number: '92419900000033499522966220', type: 'USPS_PIC' }`). */
  alternateTrackingNumber?: { number?: string; type?: string }[]
  /** Shipper references (`{ number: 'ShipRef123', type: 'SHIPMENT' }`). */
  referenceNumber?: { number?: string; type?: string }[]
  service?: { code?: string; levelCode?: string; description?: string }
}
export interface Response {
  trackResponse: {
    shipment: { inquiryNumber?: string; package?: Package[]; warnings?: { code?: string; message?: string }[] }[]
  }
}
