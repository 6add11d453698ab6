/**
 * IP allowlists with ipaddr.js: entries are IPv4 (four-part decimal only, so `010.0.0.1` or `127.1`
 * cannot mean two things), IPv6, or CIDR ranges of either. IPv4-mapped IPv6 addresses count as IPv4.
 * Zone ids (`fe80::1%eth0`) are refused: they name an interface, not an address.
 */
import ipaddr from 'ipaddr.js'

type Address = ipaddr.IPv4 | ipaddr.IPv6

function parseAddress(text: string): Address | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text)
  if (!text.includes('%') && ipaddr.IPv6.isValid(text)) return ipaddr.process(text)
  return undefined
}

function parseRange(text: string): [Address, number] | undefined {
  if (ipaddr.IPv4.isValidCIDRFourPartDecimal(text)) return ipaddr.IPv4.parseCIDR(text)
  if (!text.includes('%') && ipaddr.IPv6.isValidCIDR(text)) return ipaddr.IPv6.parseCIDR(text)
  return undefined
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
