/**
 * Which resolved addresses the schema fetcher may connect to: public unicast only. Private,
 * loopback, link-local (incl. 169.254.169.254 metadata), CGNAT, unique-local, multicast, reserved
 * and unspecified ranges are refused, including their IPv4-mapped IPv6 forms.
 */
import ipaddr from 'ipaddr.js'

export type AddressPolicy = (address: string) => boolean

/** AWS's IPv6 instance metadata address sits in the unique-local range, refused with it. */
export const isPublicAddress: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  }
  return parsed.range() === 'unicast'
}
