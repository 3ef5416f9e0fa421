import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { players } from '../../db/schema.ts';
import { grantFreeBet } from './free-bets-repository.ts';
import { wireToLedgerUnits } from '../accounts/index.ts';

const DAY_MS = 86_400_000;

interface DemoGrant {
  /** Names the grant: with the username, its reference (granted once, whatever the restarts). */
  key: string;
  /** Major units of the player's currency. */
  amount: number;
  description: string;
  /** Days from the seeding until it expires (negative: already expired). */
  days: number;
  minOdds: number;
  lineKinds: ('single' | 'multiple' | 'system')[];
}

const WELCOME: DemoGrant[] = [
  {
    key: 'welcome-5',
    amount: 5,
    description: 'Welcome free bet',
    days: 30,
    minOdds: 1.5,
    lineKinds: ['single', 'multiple'],
  },
  {
    key: 'acca-10',
    amount: 10,
    description: 'Accumulator club free bet',
    days: 14,
    minOdds: 1.2,
    lineKinds: ['single', 'multiple', 'system'],
  },
  {
    key: 'expired-5',
    amount: 5,
    description: 'Last weekend’s free bet',
    days: -1,
    minOdds: 1.5,
    lineKinds: ['single'],
  },
];

/** docs/ACCOUNTS.md: who holds which demo tokens (`freebet` is the browser journeys' own). */
export const DEMO_FREE_BETS: Record<string, DemoGrant[]> = {
  demo: WELCOME,
  freebet: WELCOME,
};

/** Grants the demo tokens to the demo players that exist; a token granted before is left alone. */
export async function seedDemoFreeBets(
  db: Db,
  now: Date,
  grants: Record<string, DemoGrant[]> = DEMO_FREE_BETS,
): Promise<void> {
  const names = Object.keys(grants);
  const holders = await db
    .select({ id: players.id, username: players.username, currency: players.currency })
    .from(players)
    .where(inArray(players.username, names));
  for (const player of holders) {
    for (const grant of grants[player.username] ?? []) {
      await grantFreeBet(db, {
        playerId: player.id,
        amountUnits: wireToLedgerUnits(grant.amount, player.currency, `DEMO_FREE_BETS.${player.username}`),
        currency: player.currency,
        description: grant.description,
        minOdds: grant.minOdds,
        lineKinds: grant.lineKinds,
        expiresAt: new Date(now.getTime() + grant.days * DAY_MS),
        reference: `demo:${player.username}:${grant.key}`,
        createdAt: now,
      });
    }
  }
}
