/** POST /normalize: `{ inputs: [{ trackingNumber, carrier?, payload? }] }` in; results, shipments, errors, metadata out. */
import { z } from 'zod'
import { Shipment } from './shipment.js'

export const ShipmentInput = z.strictObject({
  trackingNumber: z.string().min(1).max(64).meta({ description: 'The tracking number (spaces and dashes ignored).' }),
  carrier: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: 'Carrier key (GET /carriers); omitted = inferred.' }),
  payload: z
    .record(z.string(), z.unknown())
    .optional()
    .meta({ description: 'The carrier tracking response, unchanged.' }),
})

export const NORMALIZE_EXAMPLE = {
  inputs: [
    {
      trackingNumber: '1Z5R89390357567127',
      carrier: 'ups',
      payload: {
        trackResponse: {
          shipment: [
            {
              inquiryNumber: '1Z5R89390357567127',
              package: [
                {
                  trackingNumber: '1Z5R89390357567127',
                  activity: [
                    {
                      location: {
                        address: { city: 'Atlanta', stateProvince: 'GA', postalCode: '30301', countryCode: 'US' },
                      },
                      status: { type: 'D', description: 'Delivered', code: 'KB' },
                      date: '20241112',
                      time: '143000',
                      gmtOffset: '-05:00',
                    },
                    {
                      location: { address: { city: 'Atlanta', stateProvince: 'GA', countryCode: 'US' } },
                      status: { type: 'I', description: 'Out For Delivery Today', code: 'OT' },
                      date: '20241112',
                      time: '081500',
                      gmtOffset: '-05:00',
                    },
                  ],
                  deliveryInformation: { receivedBy: 'JSMITH', location: 'Front Door' },
                },
              ],
            },
          ],
        },
      },
    },
    { trackingNumber: '9400111699000367101815' },
  ],
}

export const NormalizeBody = z
  .object({
    inputs: z
      .array(z.unknown())
      .min(1)
      .max(10_000)
      .meta({ description: 'One element per shipment; each is checked on its own (a bad one becomes its own error).' }),
  })
  .meta({ examples: [NORMALIZE_EXAMPLE] })

const Failure = z.object({
  index: z.int().min(0),
  error: z.string(),
  message: z.string(),
  trackingNumber: z.string().optional(),
})

export const NormalizeReply = z
  .object({
    results: z.array(
      z.union([
        z.object({ index: z.int().min(0), trackingNumber: z.string().optional(), shipment: Shipment }),
        Failure,
      ]),
    ),
    shipments: z.array(Shipment),
    errors: z.array(Failure),
    metadata: z.object({ normalizedCount: z.int(), errorCount: z.int(), inputCount: z.int() }),
  })
  .meta({ id: 'NormalizeShipmentsReply' })
