/**
 * The carrier keys the request accepts (seed: four first-class carriers, one with an e-commerce key,
 * then the regional and logistics labels, `custom` and `unknown`), as data. First-class keys have
 * their own adapter; the others share the heuristic. Aliases are matched without case or separators.
 */
export type CarrierKind = 'first_class' | 'heuristic'

export interface CarrierLabel {
  key: string
  name: string
  kind: CarrierKind
  aliases: readonly string[]
}

export const CARRIERS: readonly CarrierLabel[] = [
  { key: 'ups', name: 'UPS', kind: 'first_class', aliases: ['united_parcel_service'] },
  {
    key: 'fedex',
    name: 'FedEx',
    kind: 'first_class',
    aliases: ['federal_express', 'fedex_ground', 'fedex_express', 'fedex_smartpost'],
  },
  { key: 'usps', name: 'USPS', kind: 'first_class', aliases: ['us_postal_service', 'united_states_postal_service'] },
  {
    key: 'dhl',
    name: 'DHL (Express, Parcel, Post)',
    kind: 'first_class',
    aliases: ['dhl_express', 'deutsche_post', 'dhl_parcel'],
  },
  {
    key: 'dhl_ecommerce',
    name: 'DHL eCommerce',
    kind: 'first_class',
    aliases: ['dhl_ecs', 'dhl_global_mail', 'dhlecommerce'],
  },
  { key: 'ontrac', name: 'OnTrac', kind: 'heuristic', aliases: [] },
  { key: 'lasership', name: 'LaserShip', kind: 'heuristic', aliases: ['laser_ship'] },
  {
    key: 'amazon_logistics',
    name: 'Amazon Logistics',
    kind: 'heuristic',
    aliases: ['amazon', 'amzl', 'amazon_shipping'],
  },
  { key: 'canada_post', name: 'Canada Post', kind: 'heuristic', aliases: ['postes_canada'] },
  { key: 'purolator', name: 'Purolator', kind: 'heuristic', aliases: [] },
  { key: 'royal_mail', name: 'Royal Mail', kind: 'heuristic', aliases: ['parcelforce'] },
  { key: 'evri', name: 'Evri', kind: 'heuristic', aliases: ['hermes_uk', 'myhermes'] },
  { key: 'dpd', name: 'DPD', kind: 'heuristic', aliases: ['dpd_uk', 'dpd_de'] },
  { key: 'gls', name: 'GLS', kind: 'heuristic', aliases: [] },
  { key: 'postnl', name: 'PostNL', kind: 'heuristic', aliases: ['post_nl'] },
  { key: 'australia_post', name: 'Australia Post', kind: 'heuristic', aliases: ['auspost'] },
  { key: 'aramex', name: 'Aramex', kind: 'heuristic', aliases: [] },
  { key: 'china_post', name: 'China Post', kind: 'heuristic', aliases: ['china_ems'] },
  { key: 'japan_post', name: 'Japan Post', kind: 'heuristic', aliases: ['jp_post'] },
  { key: 'custom', name: 'Custom (caller-defined shape)', kind: 'heuristic', aliases: [] },
  { key: 'unknown', name: 'Unknown carrier', kind: 'heuristic', aliases: [] },
]

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
const BY_NAME = new Map<string, CarrierLabel>()
for (const c of CARRIERS) for (const name of [c.key, ...c.aliases]) BY_NAME.set(squash(name), c)

/** The carrier for a request's `carrier` value (case, spaces, dashes and underscores ignored). */
export function findCarrier(value: string): CarrierLabel | undefined {
  return BY_NAME.get(squash(value))
}
