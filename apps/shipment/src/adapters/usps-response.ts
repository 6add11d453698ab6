/** USPS Tracking API v3 JSON and Web Tools TrackResponse members the `usps` adapter reads. */
export interface V3Event {
  eventType?: string
  eventTimestamp?: string
  GMTTimestamp?: string
  GMTOffset?: string
  eventCountry?: string
  eventCity?: string
  eventState?: string
  eventZIP?: string
  eventZIPCode?: string
  name?: string
  eventCode?: string
}
export interface V3 {
  trackingNumber?: string
  mailClass?: string
  originCity?: string
  originState?: string
  originZIP?: string
  destinationCity?: string
  destinationState?: string
  destinationZIP?: string
  expectedDeliveryTimeStamp?: string
  expectedDeliveryDate?: string
  statusCategory?: string
  status?: string
  trackingEvents?: V3Event[]
}
export interface LegacyEvent {
  EventTime?: string
  EventDate?: string
  Event?: string
  EventCity?: string
  EventState?: string
  EventZIPCode?: string
  EventCountry?: string
  Name?: string
  EventCode?: string
}
export interface Legacy {
  ID?: string
  '@ID'?: string
  '@_ID'?: string
  TrackSummary?: LegacyEvent
  TrackDetail?: LegacyEvent | LegacyEvent[]
  Class?: string
  ClassOfMailCode?: string
  OriginCity?: string
  OriginState?: string
  OriginZip?: string
  DestinationCity?: string
  DestinationState?: string
  DestinationZip?: string
  ExpectedDeliveryDate?: string
  StatusCategory?: string
  Status?: string
  Error?: { Number?: string; Description?: string }
}
export type Payload = V3 & { TrackResponse?: { TrackInfo?: Legacy | Legacy[] } }
