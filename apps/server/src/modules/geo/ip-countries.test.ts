import { describe, expect, it } from 'vitest';
import { ipCountries, type IpRange } from './ip-countries.ts';

/* The IP-range table as the geo service matches it (node's BlockList, longest prefix first). */
const ranges: IpRange[] = [
  { cidr: '198.51.100.0/24', countryCode: 'KE' },
  { cidr: '10.0.0.0/8', countryCode: 'DE' },
  { cidr: '10.1.2.0/24', countryCode: 'FR' },
  { cidr: '2001:db8:5::/48', countryCode: 'JP' },
  { cidr: '2001:db8::/32', countryCode: 'US' },
];

describe('ipCountries', () => {
  it('gives an IPv4, IPv6 or IPv4-mapped address the country of its range, and "" outside every range', () => {
    const table = ipCountries(ranges, () => undefined);
    expect(table.countryOf('198.51.100.7')).toBe('KE');
    expect(table.countryOf('::ffff:198.51.100.7')).toBe('KE');
    expect(table.countryOf('2001:db8:5:1::9')).toBe('JP');
    expect(table.countryOf('203.0.113.1')).toBe('');
    expect(table.countryOf('2001:db9::1')).toBe('');
  });

  it('lets a narrower range inside a wider one win, whatever order the rows come in', () => {
    for (const rows of [ranges, [...ranges].reverse()]) {
      const table = ipCountries(rows, () => undefined);
      expect([table.countryOf('10.1.2.3'), table.countryOf('10.1.3.3')]).toEqual(['FR', 'DE']);
      expect([table.countryOf('2001:db8:5::1'), table.countryOf('2001:db8:6::1')]).toEqual(['JP', 'US']);
    }
  });

  it('leaves out and reports a row that is not a CIDR range and a country, keeping the others', () => {
    const invalid: IpRange[] = [
      { cidr: '203.0.113.0', countryCode: 'ES' },
      { cidr: '203.0.113.0/33', countryCode: 'ES' },
      { cidr: '2001:db8::/129', countryCode: 'ES' },
      { cidr: 'example.com/24', countryCode: 'ES' },
      { cidr: '203.0.113.0/24/8', countryCode: 'ES' },
      { cidr: '203.0.113.0/24', countryCode: 'es' },
    ];
    const reported: IpRange[] = [];
    const table = ipCountries([...invalid, ...ranges], (row) => reported.push(row));
    expect(reported).toEqual(invalid);
    expect([table.countryOf('203.0.113.1'), table.countryOf('198.51.100.1')]).toEqual(['', 'KE']);
  });

  it('answers "" for what is not an address', () => {
    expect(ipCountries(ranges, () => undefined).countryOf('not-an-ip')).toBe('');
  });
});
