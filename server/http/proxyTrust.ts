import { BlockList, isIPv6 } from 'node:net';

/**
 * Express's `trust proxy` for the proxies in front of the function: how far along
 * `X-Forwarded-For` the client's address is read, so that a client never chooses its own (the
 * address keys the rate limits). With `hostingRanges`, the outermost hop is believed only from
 * Hosting's addresses: docs/decisions/0003-hosting-hop.md.
 */
export function proxyTrust(hops: number, hostingRanges: readonly string[] | undefined) {
  if (!hostingRanges?.length || hops === 0) return hops;
  const hosting = blockListOf(hostingRanges);
  // `index` 0 is the socket's peer, then each X-Forwarded-For entry from the right.
  return (address: string, index: number) =>
    index < hops - 1 || (index === hops - 1 && hosting.check(plain(address), family(address)));
}

/** Node reports an IPv4 peer on a dual-stack socket as `::ffff:a.b.c.d`. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
const family = (address: string) => (isIPv6(plain(address)) ? 'ipv6' : 'ipv4');

/** Addresses and CIDR ranges (`35.190.0.0/17`, `2600:1900::/28`, `127.0.0.2`). */
function blockListOf(ranges: readonly string[]) {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    if (prefix === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, Number(prefix), family(address));
  }
  return list;
}
