import { PRICE_FORMAT_HEADER } from '@sb/contract';
import { ODDS_TYPES, type OddsType } from '@sb/domain';
import type { FastifyRequest } from 'fastify';

/**
 * SPEC.md §7 "Global request rules": betslip calls carry a price-format header from the odds type.
 * The slip's `price` texts are written in it; absent or unknown, euro.
 */
export function priceFormatOf(request: FastifyRequest): OddsType {
  const raw = request.headers[PRICE_FORMAT_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.toLowerCase();
  return ODDS_TYPES.find((t) => t === value) ?? 'euro';
}
