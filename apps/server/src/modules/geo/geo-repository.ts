import type { Db } from '../../db/database.ts';
import * as schema from '../../db/schema.ts';
import type { IpRange } from './ip-countries.ts';

/** Every row of geo_ip_ranges: the whole table is matched in memory (ip-countries.ts). */
export async function listIpRanges(db: Db): Promise<IpRange[]> {
  return db
    .select({ cidr: schema.geoIpRanges.cidr, countryCode: schema.geoIpRanges.countryCode })
    .from(schema.geoIpRanges);
}
