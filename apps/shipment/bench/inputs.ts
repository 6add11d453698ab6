/**
 * Benchmark inputs: N tracking inputs of E events each, built from the carrier fixtures (UPS, FedEx,
 * USPS v3, DHL unified, DHL eCommerce, AfterShip-style heuristic) in turn, event lists stretched to E
 * with the timestamps moved back an hour per event so every event is distinct.
 */
import { readFileSync } from 'node:fs'

type Obj = Record<string, unknown>
const load = (key: string, name: string) =>
  JSON.parse(readFileSync(new URL(`../test/fixtures/${key}/${name}.json`, import.meta.url), 'utf8')) as Obj

const stretch = <T>(list: T[], n: number, shift: (item: T, i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => shift(structuredClone(list[i % list.length] as T), i))

const hoursBack = (iso: string, i: number) => {
  const m = /^(.{19})(.*)$/.exec(iso)
  if (!m) return iso
  const d = new Date(`${m[1]}Z`)
  d.setUTCHours(d.getUTCHours() - i)
  return `${d.toISOString().slice(0, 19)}${m[2]}`
}

const TEMPLATES: { number: string; carrier: string; build(n: number): Obj }[] = [
  {
    number: '1Z999AA10123456784',
    carrier: 'ups',
    build(n) {
      const p = load('ups', 'delivered-signature') as {
        trackResponse: { shipment: { package: { activity: Obj[] }[] }[] }
      }
      const pkg = p.trackResponse.shipment[0]?.package[0] as { activity: Obj[] }
      pkg.activity = stretch(pkg.activity, n, (a, i) => ({
        ...a,
        time: String(100000 + (i % 12) * 10000).padStart(6, '0'),
        date: `202411${String(1 + Math.floor(i / 12)).padStart(2, '0')}`,
      }))
      return p
    },
  },
  {
    number: '794988776433',
    carrier: 'fedex',
    build(n) {
      const p = load('fedex', 'delivered-signature') as {
        output: { completeTrackResults: { trackResults: { scanEvents: Obj[] }[] }[] }
      }
      const r = p.output.completeTrackResults[0]?.trackResults[0] as { scanEvents: Obj[] }
      r.scanEvents = stretch(r.scanEvents, n, (e, i) => ({ ...e, date: hoursBack(e.date as string, i) }))
      return p
    },
  },
  {
    number: '9405510899300123456789',
    carrier: 'usps',
    build(n) {
      const p = load('usps', 'delivered-signature') as { trackingEvents: Obj[] }
      p.trackingEvents = stretch(p.trackingEvents, n, (e, i) => ({
        ...e,
        eventTimestamp: hoursBack(e.eventTimestamp as string, i),
      }))
      return p
    },
  },
  {
    number: '1234567891',
    carrier: 'dhl',
    build(n) {
      const p = load('dhl', 'delivered-signature') as { shipments: { events: Obj[] }[] }
      const s = p.shipments[0] as { events: Obj[] }
      s.events = stretch(s.events, n, (e, i) => ({ ...e, timestamp: hoursBack(e.timestamp as string, i) }))
      return p
    },
  },
  {
    number: 'GM2951173225174494',
    carrier: 'dhl_ecommerce',
    build(n) {
      const p = load('dhl_ecommerce', 'delivered') as { packages: { events: Obj[] }[] }
      const pkg = p.packages[0] as { events: Obj[] }
      pkg.events = stretch(pkg.events, n, (e, i) => ({
        ...e,
        time: `${String(i % 24).padStart(2, '0')}:15:00`,
        date: `2024-11-${String(1 + Math.floor(i / 24)).padStart(2, '0')}`,
      }))
      return p
    },
  },
  {
    number: '1LS123456789012',
    carrier: 'lasership',
    build(n) {
      const p = load('heuristic', 'aftership-webhook') as { msg: { checkpoints: Obj[] } }
      p.msg.checkpoints = stretch(p.msg.checkpoints, n, (e, i) => ({
        ...e,
        checkpoint_time: hoursBack(e.checkpoint_time as string, i),
      }))
      return p
    },
  },
]

export function shipmentInputs(count: number, events: number) {
  const built = TEMPLATES.map((t) => ({ trackingNumber: t.number, carrier: t.carrier, payload: t.build(events) }))
  return Array.from({ length: count }, (_, i) => built[i % built.length] as (typeof built)[number])
}
