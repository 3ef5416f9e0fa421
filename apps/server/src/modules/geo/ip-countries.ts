import { BlockList, isIP } from 'node:net';

/** A row of geo_ip_ranges: an IPv4 or IPv6 range in CIDR notation and its country. */
export interface IpRange {
  cidr: string;
  countryCode: string;
}

/** The country of an address by the ranges it falls in; '' when it falls in none. */
export interface IpCountries {
  countryOf(address: string): string;
}

interface Group {
  prefix: number;
  countryCode: string;
  ranges: BlockList;
}

/**
 * The ranges as node's BlockList matches them (IPv4, IPv6, and IPv4-mapped IPv6 addresses), one
 * list per prefix length and country. The longest prefix is tried first, so a narrower range inside
 * a wider one (an operator's override of a /24 inside a /16) wins. A row that is not a CIDR range
 * or whose country is not two capital letters is passed to `onInvalid` and left out, rather than
 * failing every lookup.
 */
export function ipCountries(rows: readonly IpRange[], onInvalid: (row: IpRange) => void): IpCountries {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const range = parseCidr(row.cidr);
    if (!range || !/^[A-Z]{2}$/.test(row.countryCode)) {
      onInvalid(row);
      continue;
    }
    const key = `${range.prefix}:${row.countryCode}`;
    let group = groups.get(key);
    if (!group) {
      group = { prefix: range.prefix, countryCode: row.countryCode, ranges: new BlockList() };
      groups.set(key, group);
    }
    group.ranges.addSubnet(range.network, range.prefix, range.family);
  }
  const ordered = [...groups.values()].sort((a, b) => b.prefix - a.prefix);
  // Every API call of a brand that blocks countries asks for its caller's country: a check walks the
  // groups, each parsing the address again, so an address's answer is kept (the table is rebuilt on
  // a reload, and with it this memo).
  const known = new Map<string, string>();
  return {
    countryOf(address) {
      const kept = known.get(address);
      if (kept !== undefined) return kept;
      const family = familyOf(address);
      const country = family
        ? (ordered.find((group) => group.ranges.check(address, family))?.countryCode ?? '')
        : '';
      if (known.size >= MEMO_ADDRESSES) known.clear();
      known.set(address, country);
      return country;
    },
  };
}

/** Addresses whose country is kept; past it the memo starts again (a crowd's addresses change). */
const MEMO_ADDRESSES = 10_000;

function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** `192.0.2.0/24`, `2001:db8::/32`: the network, its prefix length and family, or undefined. */
function parseCidr(cidr: string) {
  const [network = '', bits = '', ...rest] = cidr.trim().split('/');
  const family = familyOf(network);
  if (!family || rest.length > 0 || !/^\d{1,3}$/.test(bits)) return undefined;
  const prefix = Number(bits);
  return prefix <= (family === 'ipv4' ? 32 : 128) ? { network, prefix, family } : undefined;
}
