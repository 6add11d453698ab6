/**
 * The README's generated tables: the carrier table (from GET /carriers data, the adapters' `source` and
 * the tracking-number formats) and one status-mapping table per carrier code table. `pnpm carrier-table`
 * prints them; test/readme.test.ts keeps the README equal to them.
 */
import { CARRIERS } from '../domain/carriers.js'
import type { ShipmentStatus } from '../domain/status.js'
import { SHIPMENT_STATUSES } from '../domain/status.js'
import { STATUS_WORDS } from '../domain/status-words.js'
import { PATTERN_FORMATS, S10_OPERATORS } from '../domain/tracking-number.js'
import { DHL_STATUS } from './dhl.js'
import { FEDEX_STATUS } from './fedex.js'
import { GENERIC_STATUS } from './heuristic-vocabulary.js'
import { registry } from './index.js'
import { UPS_STATUS } from './ups.js'
import { USPS_CATEGORY, USPS_EVENT } from './usps.js'

const CHECKED_FORMATS: Readonly<Record<string, string>> = {
  ups: '1Z + 16 (mod-10 variant)',
  fedex: '12, 15, 20, 22, 34 digits (mod-11 / mod-10)',
  usps: 'IMpb 20/22/34 digits (mod-10), S10 `…US`',
  dhl: '10 digits (mod-7), `JJD…` piece ids',
  dhl_ecommerce: '`GM`/`LX`/`RX`… + 10-39 digits (pattern)',
  amazon_logistics: '`TBA` + 12 digits',
  ontrac: '`C`/`D` + 14 digits (mod-10)',
}

function formatsOf(key: string): string {
  const parts: string[] = []
  const checked = CHECKED_FORMATS[key]
  if (checked) parts.push(checked)
  const s10 = Object.entries(S10_OPERATORS).filter(([, carrier]) => carrier === key && key !== 'usps' && key !== 'dhl')
  if (s10.length) parts.push(`S10 \`…${s10.map(([c]) => c).join('`, `…')}\` (UPU check digit)`)
  for (const f of PATTERN_FORMATS.filter((p) => p.carrier === key)) parts.push(`${f.format} (pattern)`)
  return parts.join('; ') || '—'
}

export function carrierTable(): string {
  const rows = CARRIERS.map((c) => {
    const adapter = c.kind === 'first_class' ? registry.get(c.key) : undefined
    const source = adapter
      ? `${adapter.source.object}, ${adapter.source.apiVersion} ([reference](${adapter.source.docs}))`
      : 'shared heuristic'
    const aliases = c.aliases.length ? c.aliases.map((a) => `\`${a}\``).join(', ') : ''
    return `| \`${c.key}\` | ${c.name} | ${c.kind.replace('_', '-')} | ${source} | ${aliases} | ${formatsOf(c.key)} |`
  })
  return [
    '| key | carrier | kind | follows | aliases | tracking numbers detected |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

/** `{ CODE: status }` -> one row per status listing its codes, in taxonomy order. */
function mappingRows(table: Readonly<Record<string, ShipmentStatus>>): string[] {
  const by = new Map<ShipmentStatus, string[]>()
  for (const [code, status] of Object.entries(table))
    if (code === code.toUpperCase() || !/[A-Z]/.test(code)) by.set(status, [...(by.get(status) ?? []), code])
  return SHIPMENT_STATUSES.filter((s) => by.has(s)).map(
    (s) => `| \`${s}\` | ${(by.get(s) ?? []).map((c) => `\`${c}\``).join(' ')} |`,
  )
}

const TABLES: { title: string; table: Readonly<Record<string, ShipmentStatus>> }[] = [
  { title: '`ups`: `activity[].status.type` and `currentStatus.type`', table: UPS_STATUS },
  {
    title: '`fedex`: `scanEvents[].derivedStatusCode` (else `eventType`) and `latestStatusDetail.derivedCode`',
    table: FEDEX_STATUS,
  },
  { title: '`usps`: `eventCode` / `EventCode` (both shapes)', table: USPS_EVENT },
  { title: '`usps`: `statusCategory` / `StatusCategory` (current status)', table: USPS_CATEGORY },
  { title: '`dhl`: `statusCode` (events and current status)', table: DHL_STATUS },
  {
    title:
      'heuristic: aggregator status codes (AfterShip tags, EasyPost statuses; compared without case or separators)',
    table: GENERIC_STATUS,
  },
]

export function statusTables(): string {
  const out: string[] = []
  for (const t of TABLES)
    out.push(`#### ${t.title}`, '', '| status | carrier codes |', '|---|---|', ...mappingRows(t.table), '')
  out.push(
    '#### Wording (refines coarse codes; the whole status for `dhl_ecommerce` and the heuristic), first match wins',
    '',
    '| status | pattern (case-insensitive) |',
    '|---|---|',
  )
  for (const [pattern, status] of STATUS_WORDS)
    out.push(`| \`${status}\` | \`${pattern.source.replace(/\|/g, '\\|')}\` |`)
  return out.join('\n')
}
