/**
 * Which resolved addresses the schema fetcher may connect to: public unicast only. Private,
 * loopback, link-local (incl. 169.254.169.254 metadata), CGNAT, unique-local, multicast, reserved
 * and unspecified ranges are refused, including their IPv4-mapped IPv6 forms. The policy is applied
 * inside the socket's DNS lookup, so the address checked is the address connected to.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import { AppError } from '@svc/core/errors'
import ipaddr from 'ipaddr.js'

export type AddressPolicy = (address: string) => boolean

/** AWS's IPv6 instance metadata address (fd00:ec2::254) sits in the unique-local range, refused with it. */
export const isPublicAddress: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  }
  return parsed.range() === 'unicast'
}

export function blockedAddress(): AppError {
  return new AppError('SCHEMA_URL_BLOCKED', 'The schemaUrl host is a private or reserved address.')
}

/**
 * A URL host written as an IP address: node connects to it without a lookup, so it is checked here.
 * `isIP` is node's own test for skipping the lookup, so no literal can slip between the two.
 */
export function isBlockedLiteral(hostname: string, isAllowed: AddressPolicy): boolean {
  const literal = hostname.replace(/^\[|\]$/g, '')
  return isIP(literal) !== 0 && !isAllowed(literal)
}

/** A `lookup` for node:https that resolves every address and refuses the host if any is not allowed. */
export function guardedLookup(isAllowed: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      if (addresses.length === 0 || addresses.some((entry) => !isAllowed(entry.address))) {
        return callback(blockedAddress(), '', 0)
      }
      if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, addresses)
      const [first] = addresses as [LookupAddress]
      callback(null, first.address, first.family)
    })
  }
}
