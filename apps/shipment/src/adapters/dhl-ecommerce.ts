/**
 * DHL eCommerce Americas Tracking API v4 (`GET /tracking/v4/package`): `packages[]` with `package`
 * (`packageId`, `dhlPackageId`, `trackingId`, `weight`, `dimensions`), `recipient`, `events[]` (`date`,
 * `time`, `timeZone`, `primaryEventId`/`primaryEventDescription`, `secondaryEventId`/`…Description`,
 * `location` "CITY, ST, US", `postalCode`, `country`). The event ids have no published table, so the
 * status comes from the wording table (originalCarrierStatus keeps id and wording).
 * https://docs.api.dhlecs.com/#tag/Tracking
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import { buildEvent, originalStatus, toLocation } from '../domain/build-event.js'
import type { ShipmentDraft, TrackingEvent } from '../domain/shipment.js'
import type { EcomEvent, EcomPackage } from './dhl-ecommerce-response.js'
import { readDimensions, readWeight } from './measures.js'

/** "ATLANTA, GA, US" / "Atlanta, GA US" -> city, region, country. */
function splitLocation(text: string | undefined, postalCode: unknown, country: string | undefined) {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const tail = (parts
    .slice(1)
    .join(' ')
    .match(/[A-Za-z]+/g) ?? []) as string[]
  return { city: parts[0], region: tail[0], postalCode, country: country ?? tail[1] }
}

function parcel(p: EcomPackage, ctx: NormalizeContext): ShipmentDraft {
  const events = ctx.list<EcomEvent, TrackingEvent>(
    p.events,
    (e) => {
      const wording = [e.primaryEventDescription, e.secondaryEventDescription].filter((t) => t?.trim()).join(' - ')
      return buildEvent(ctx, {
        mapped: undefined,
        original: originalStatus(e.primaryEventId, wording),
        time: { date: e.date, time: e.time, zone: e.timeZone },
        location: splitLocation(e.location, e.postalCode, e.country),
        eventType: e.primaryEventId,
        description: wording,
      })
    },
    'events',
  )
  const pkg = p.package
  const delivered = events.find((e) => e.canonicalStatus === 'delivered')
  const draft: ShipmentDraft = {
    trackingNumber: pkg?.trackingId ?? pkg?.dhlPackageId ?? pkg?.packageId,
    // DHL's own package id and the delivery tracking id name the same parcel; `packageId` is the
    // shipper's own id for it, a reference. The API gives no type names: the types name the fields.
    alternateTrackingNumbers: [
      { type: 'DHL_PACKAGE_ID', number: pkg?.dhlPackageId as string },
      { type: 'TRACKING_ID', number: pkg?.trackingId as string },
    ],
    references: [{ type: 'PACKAGE_ID', value: pkg?.packageId as string }],
    events,
    delivery: delivered?.timestampIso ? { actualDeliveryTimestamp: delivered.timestampIso } : {},
    package: {
      weight: readWeight(ctx, pkg?.weight?.value, pkg?.weight?.unitOfMeasure),
      dimensions: readDimensions(
        ctx,
        pkg?.dimensions?.length,
        pkg?.dimensions?.width,
        pkg?.dimensions?.height,
        pkg?.dimensions?.unitOfMeasure,
      ),
    },
    destination: toLocation(
      ctx,
      p.recipient && {
        city: p.recipient.city,
        region: p.recipient.state,
        postalCode: p.recipient.postalCode,
        country: p.recipient.country,
      },
      'destination',
    ),
  }
  if (pkg?.productName) draft.service = { name: pkg.productName }
  return draft
}

export const dhlEcommerce = defineAdapter<{ packages: EcomPackage[] }, ShipmentDraft[]>({
  key: 'dhl_ecommerce',
  aliases: ['dhl_ecs', 'dhl_global_mail'],
  category: 'parcel',
  source: {
    object: 'TrackingResponse',
    apiVersion: 'DHL eCommerce Americas Tracking v4',
    docs: 'https://docs.api.dhlecs.com/#tag/Tracking',
  },
  detect: {
    required: [
      'packages.0.events',
      ['packages.0.package.dhlPackageId', 'packages.0.package.packageId', 'packages.0.package.trackingId'],
    ],
    bonus: ['packages.0.recipient', 'packages.0.events.0.primaryEventDescription'],
  },
  normalize: (p, ctx) => ctx.list<EcomPackage, ShipmentDraft>(p.packages, (pkg) => parcel(pkg, ctx), 'packages'),
})
