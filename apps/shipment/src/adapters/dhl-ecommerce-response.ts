/** DHL eCommerce Americas Tracking v4 response members the `dhl_ecommerce` adapter reads (packages[]). */
export interface EcomEvent {
  date?: string
  time?: string
  timeZone?: string
  primaryEventId?: number | string
  primaryEventDescription?: string
  secondaryEventId?: number | string
  secondaryEventDescription?: string
  location?: string
  postalCode?: string | number
  country?: string
}
export interface Measure {
  value?: number | string
  unitOfMeasure?: string
}
export interface EcomPackage {
  package?: {
    packageId?: string
    dhlPackageId?: string
    trackingId?: string
    productName?: string
    weight?: Measure
    dimensions?: { length?: number; width?: number; height?: number; unitOfMeasure?: string }
  }
  recipient?: { city?: string; state?: string; postalCode?: string; country?: string }
  events?: EcomEvent[]
}
