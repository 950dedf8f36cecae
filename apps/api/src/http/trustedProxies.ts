import { BlockList, isIP } from 'node:net'

/** Whether a peer address is one of our own proxy hops, whose X-Forwarded-For entry may be believed. */
export type TrustedProxies = (address: string) => boolean

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** One spelling per address: Node reports IPv4 peers on a dual-stack socket as `::ffff:a.b.c.d`. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim()
  return IPV4_MAPPED.exec(trimmed)?.[1] ?? trimmed.toLowerCase()
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/**
 * The hops named by RIHLA_TRUSTED_PROXIES: addresses, CIDR ranges, `loopback` (127.0.0.0/8 and ::1),
 * or `none`. Throws on anything else, so a typo never silently trusts nobody or everybody.
 */
export function parseTrustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList()
  for (const entry of entries) {
    if (entry === 'none') continue
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address = '', prefix, extra] = entry.split('/')
    const ip = normalizeAddress(address)
    if (!isIP(ip) || extra !== undefined) throw new Error(`not an address or CIDR range: ${entry}`)
    if (prefix === undefined) {
      list.addAddress(ip, family(ip))
      continue
    }
    const bits = Number(prefix)
    const max = isIP(ip) === 6 ? 128 : 32
    if (!/^\d{1,3}$/.test(prefix) || bits > max) throw new Error(`not a CIDR range: ${entry}`)
    list.addSubnet(ip, bits, family(ip))
  }
  return (address) => {
    const ip = normalizeAddress(address)
    return isIP(ip) !== 0 && list.check(ip, family(ip))
  }
}

/**
 * The client's address from the socket peer and the X-Forwarded-For chain: walking from the peer
 * leftwards, each trusted hop vouches for the entry before it, and the first address no trusted hop
 * added is the client. Entries left of it are whatever the client wrote and are never believed.
 */
export function resolveClientIp(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies) {
  let client = normalizeAddress(peer)
  if (!forwardedFor || !trusted(client)) return client
  const hops = forwardedFor.split(',').map(normalizeAddress)
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] ?? ''
    // A malformed entry was not written by a proxy of ours; the hop that passed it on is the client.
    if (isIP(hop) === 0) break
    client = hop
    if (!trusted(hop)) break
  }
  return client
}
