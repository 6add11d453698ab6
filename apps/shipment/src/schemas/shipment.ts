/** The canonical shipment as zod (validation of the reply + the OpenAPI document). Mirrors domain/shipment.ts. */
import { z } from 'zod'
import { SHIPMENT_STATUSES } from '../domain/status.js'

const Status = z
  .enum(SHIPMENT_STATUSES)
  .meta({ id: 'ShipmentStatus', description: 'The twelve canonical statuses (README "Status mapping").' })

export const Location = z
  .object({
    city: z.string().optional(),
    region: z.string().optional(),
    postalCode: z.string().optional(),
    country: z.string().length(2).optional().meta({ description: 'ISO 3166-1 alpha-2.' }),
    countryRaw: z.string().optional().meta({ description: 'The carrier country text when it maps to no ISO code.' }),
  })
  .meta({ id: 'Location' })

export const TrackingEvent = z
  .object({
    canonicalStatus: Status,
    originalCarrierStatus: z.string().meta({ description: 'The carrier code and wording, unchanged.' }),
    timestampIso: z.string().optional().meta({ description: 'UTC instant (`…Z`).' }),
    localTimestamp: z.string().optional().meta({ description: 'The carrier local wall-clock time as given.' }),
    utcOffset: z.string().optional().meta({ description: 'The offset the carrier gave (`-04:00`).' }),
    location: Location.optional(),
    eventType: z.string().optional(),
    description: z.string().optional(),
  })
  .meta({ id: 'TrackingEvent' })

export const AlternateTrackingNumber = z
  .object({
    type: z
      .string()
      .optional()
      .meta({ description: 'The carrier name for the kind of number (`USPS_PIC`, `PIECE_ID`).' }),
    number: z.string(),
  })
  .meta({ id: 'AlternateTrackingNumber' })

export const ShipmentReference = z
  .object({
    type: z
      .string()
      .optional()
      .meta({ description: 'The carrier name for the kind of reference (`SHIPMENT`, `SHIPPER_REFERENCE`).' }),
    value: z.string(),
  })
  .meta({ id: 'ShipmentReference' })

const Warning = z.object({ code: z.string(), message: z.string(), field: z.string().optional() })

export const Shipment = z
  .object({
    trackingNumber: z.string(),
    carrier: z.string(),
    alternateTrackingNumbers: z.array(AlternateTrackingNumber).meta({
      description: 'Other numbers the carrier tracks the same parcel under; `[]` when it lists none.',
    }),
    references: z
      .array(ShipmentReference)
      .meta({ description: 'Shipper and customer references the carrier holds for the parcel; `[]` when none.' }),
    service: z.object({ code: z.string().optional(), name: z.string().optional() }).optional(),
    currentStatus: Status,
    events: z.array(TrackingEvent),
    origin: Location.optional(),
    destination: Location.optional(),
    delivery: z.object({
      estimatedDeliveryDate: z.string().optional(),
      actualDeliveryTimestamp: z.string().optional(),
      signedBy: z.string().optional(),
      proofOfDelivery: z
        .object({
          signatureImage: z.boolean().optional(),
          photo: z.boolean().optional(),
          signatureUrl: z.string().optional(),
          documentUrl: z.string().optional(),
          leftAt: z.string().optional(),
        })
        .optional(),
    }),
    package: z.object({
      weight: z.object({ value: z.number(), unit: z.string() }).optional(),
      dimensions: z.object({ length: z.number(), width: z.number(), height: z.number(), unit: z.string() }).optional(),
      pieces: z.number().optional(),
    }),
    provenance: z.object({
      dataSourceType: z.enum(['carrier_api', 'webhook', 'scraped', 'none']),
      parsingStrategy: z
        .string()
        .meta({ description: 'The adapter key (`ups`, …), `heuristic`, or `tracking_number`.' }),
      detectedCarrier: z.string().optional(),
      trackingNumberFormat: z.string().optional(),
    }),
    confidence: z.object({ score: z.number().min(0).max(1), warnings: z.array(Warning) }),
  })
  .meta({ id: 'Shipment' })
