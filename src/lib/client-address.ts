import net from 'node:net'

// Who is on the other end of a request (issue 8, finding 2). X-Forwarded-For/-Host/-Proto are
// anyone's to send; they count only when the connection itself comes from a proxy the deployer
// listed in TRUSTED_PROXIES (IPs or CIDRs, comma-separated; empty by default: no proxy trusted).

/** Set by the HTTP server from the socket on every request, replacing any incoming value. */
export const PEER_ADDRESS_HEADER = 'x-peer-address'

type THeaders = { get(name: string): string | null }

let parsed: { source: string; list: net.BlockList } | null = null

function trustedProxies(): net.BlockList {
  const source = process.env.TRUSTED_PROXIES ?? ''
  if (parsed?.source === source) return parsed.list
  const list = new net.BlockList()
  for (const entry of source.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/')
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4'
    if (!net.isIP(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR`)
    if (prefix) list.addSubnet(address, Number(prefix), family)
    else list.addAddress(address, family)
  }
  parsed = { source, list }
  return list
}

const normalised = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')

function isTrusted(address: string): boolean {
  const plain = normalised(address)
  if (!net.isIP(plain)) return false
  return trustedProxies().check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4')
}

/** The address that opened the connection, as the HTTP server stamped it. */
export const peerAddress = (headers: THeaders) => normalised(headers.get(PEER_ADDRESS_HEADER) ?? 'unknown')

/**
 * The client's address: the peer, or, behind trusted proxies, the right-most X-Forwarded-For entry
 * that is not itself a trusted proxy (entries further left are the client's to invent).
 */
export function clientAddress(headers: THeaders): string {
  let address = peerAddress(headers)
  if (!isTrusted(address)) return address
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((part) => normalised(part.trim())).filter(Boolean)
  while (chain.length > 0 && isTrusted(address)) address = chain.pop()!
  return address
}
