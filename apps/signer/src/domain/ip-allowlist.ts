/**
 * IP allowlists with ipaddr.js: entries are IPv4 (four-part decimal only, so `010.0.0.1` or `127.1`
 * cannot mean two things), IPv6, or CIDR ranges of either. IPv4-mapped IPv6 addresses count as IPv4.
 * Zone ids (`fe80::1%eth0`) are refused: they name an interface, not an address. Each text is parsed
 * once (no separate is-valid pass): verify runs this on every request.
 */
import ipaddr from 'ipaddr.js'

type Address = ipaddr.IPv4 | ipaddr.IPv6

const OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])'
const FOUR_PART = new RegExp(`^${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}$`)
const PREFIX = /^(0|[1-9][0-9]{0,2})$/

function parseAddress(text: string): Address | undefined {
  const octets = FOUR_PART.exec(text)
  if (octets) return new ipaddr.IPv4(octets.slice(1, 5).map(Number))
  if (!text.includes(':') || text.includes('%')) return undefined
  try {
    const address = ipaddr.IPv6.parse(text)
    return address.isIPv4MappedAddress() ? address.toIPv4Address() : address
  } catch {
    return undefined
  }
}

function parseRange(text: string): [Address, number] | undefined {
  const slash = text.indexOf('/')
  const prefixText = text.slice(slash + 1)
  if (!PREFIX.test(prefixText)) return undefined
  const address = parseAddress(text.slice(0, slash))
  const prefix = Number(prefixText)
  if (!address || prefix > (address.kind() === 'ipv4' ? 32 : 128)) return undefined
  return [address, prefix]
}

/** The canonical spelling of an address or range (`2001:db8::1`, `10.0.0.0/8`), or undefined. */
export function normalizeIpEntry(text: string): string | undefined {
  if (text.includes('/')) {
    const range = parseRange(text)
    return range && `${range[0].toString()}/${range[1]}`
  }
  return parseAddress(text)?.toString()
}

export function isIpAddress(text: string): boolean {
  return parseAddress(text) !== undefined
}

/** True when `clientIp` equals an address of the list or falls inside one of its ranges. */
export function isIpAllowed(entries: readonly string[], clientIp: string): boolean {
  const client = parseAddress(clientIp)
  if (!client) return false
  const spelled = client.toString()
  return entries.some((entry) => {
    if (!entry.includes('/')) return parseAddress(entry)?.toString() === spelled
    const range = parseRange(entry)
    return range !== undefined && range[0].kind() === client.kind() && client.match(range)
  })
}
