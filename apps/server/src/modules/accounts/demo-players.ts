import { ledgerUnits, wageringRequirement } from '@sb/domain';
import { inArray, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Db } from '../../db/database.ts';
import { players } from '../../db/schema.ts';
import { wireToLedgerUnits } from './money.ts';
import { hashSecret, normaliseAnswer } from './passwords.ts';
import { LEDGER_DESCRIPTIONS, postOpeningEntries, type LedgerEntry } from './wallet-repository.ts';

/** The terms of use in force; a player who accepted an older version is asked again. */
export const TERMS_VERSION = 1;

/** Whether the player has accepted the current terms (an older version must be accepted again). */
export function termsAccepted(player: Pick<typeof players.$inferSelect, 'termsAcceptedVersion'>): boolean {
  return (player.termsAcceptedVersion ?? 0) >= TERMS_VERSION;
}

type Seeded = Omit<
  typeof players.$inferInsert,
  'passwordHash' | 'securityAnswerHash' | 'registeredAt' | 'termsAcceptedVersion'
>;

export interface DemoPlayer {
  player: Seeded;
  password: string;
  securityAnswer?: string;
  /** Major units: real money deposited, and a bonus. */
  deposit?: number;
  bonus?: number;
  /** A history long enough to page through: alternating deposits and withdrawals of these. */
  history?: { rows: number; deposit: number; withdrawal: number };
  termsAccepted?: boolean;
  /** How long before the seed the player registered; 400 days unless said (0: a newcomer, §6 just_registered). */
  registeredDaysAgo?: number;
}

const base = {
  brand: 'sportsbook',
  firstName: 'Demo',
  email: 'demo@sportsbook.local',
  phoneMasked: '+44 ••• ••• 789',
  currency: 'EUR',
  locale: 'en',
  countryCode: 'GB',
  status: 'ACTIVE',
  secondFactor: 'none',
  vipLevel: 1,
} as const;

/** A player of the Kenya-style demo brand: shillings, a Kenyan phone. */
const savanna = {
  ...base,
  brand: 'savanna',
  email: 'demo@savanna.local',
  phoneMasked: '+254 ••• ••• 789',
  currency: 'KES',
  countryCode: 'KE',
} as const;

/** A player of the Spain-style demo brand: euros, Spanish. */
const toro = {
  ...base,
  brand: 'toro',
  email: 'demo@toro.local',
  phoneMasked: '+34 ••• ••• 789',
  locale: 'es',
  countryCode: 'ES',
} as const;

/** docs/ACCOUNTS.md lists these; browser tests log in as them. Passwords are `<username>-pass`. */
export const DEMO_PLAYERS: DemoPlayer[] = [
  {
    player: { ...base, username: 'demo', lastName: 'Player', vipLevel: 3, thirdPartyAccounts: ['kryptium'] },
    password: 'demo-pass',
    deposit: 500,
    bonus: 25,
    history: { rows: 24, deposit: 50, withdrawal: 20 },
  },
  { player: { ...base, username: 'empty', lastName: 'Wallet' }, password: 'empty-pass' },
  {
    player: { ...base, username: 'otp', lastName: 'Code', secondFactor: 'otp' },
    password: 'otp-pass',
    deposit: 200,
  },
  // A second one: each one-time-code lock lasts 295 s, and the two browser-test sizes share a server.
  {
    player: { ...base, username: 'otp2', lastName: 'Code', secondFactor: 'otp' },
    password: 'otp2-pass',
    deposit: 200,
  },
  {
    player: {
      ...base,
      username: 'question',
      lastName: 'Asker',
      secondFactor: 'security_question',
      securityQuestion: 'What was the name of your first pet?',
    },
    password: 'question-pass',
    securityAnswer: 'Rex',
    deposit: 150,
  },
  {
    player: { ...base, username: 'suspended', lastName: 'Suspended', status: 'SUSPENDED' },
    password: 'suspended-pass',
    deposit: 10,
  },
  {
    player: { ...base, username: 'locked', lastName: 'Locked', status: 'LOCKED' },
    password: 'locked-pass',
    deposit: 10,
  },
  {
    player: { ...base, username: 'vnd', lastName: 'Dong', currency: 'VND', countryCode: 'VN' },
    password: 'vnd-pass',
    deposit: 5_000_000,
  },
  {
    player: { ...base, username: 'krw', lastName: 'Won', currency: 'KRW', countryCode: 'KR' },
    password: 'krw-pass',
    deposit: 100_000,
  },
  // A crypto-currency account: §9 hides Kiron, Leap, Esportsbull, Cryptoblast and Powerball from it.
  {
    player: { ...base, username: 'usdt', lastName: 'Tether', currency: 'USDT', countryCode: 'MT' },
    password: 'usdt-pass',
    deposit: 500,
  },
  // The My Bets browser journeys read a balance before and after a cash-out or a settlement: their
  // own players, whose money no other test's bet (settled by the feed meanwhile) moves.
  { player: { ...base, username: 'cashout', lastName: 'Casher' }, password: 'cashout-pass', deposit: 100 },
  { player: { ...base, username: 'settled', lastName: 'Winner' }, password: 'settled-pass', deposit: 100 },
  { player: { ...base, username: 'refused', lastName: 'Waiter' }, password: 'refused-pass', deposit: 100 },
  // The keyboard-only journeys' own, one per screen size (both run at once): e2e/tests/keyboard.spec.ts.
  { player: { ...base, username: 'keys-desktop', lastName: 'Keys' }, password: 'keys-pass', deposit: 100 },
  { player: { ...base, username: 'keys-phone', lastName: 'Keys' }, password: 'keys-pass', deposit: 100 },
  // The free-bet browser journey's own: holds the demo tokens (modules/free-bets/demo-free-bets.ts).
  { player: { ...base, username: 'freebet', lastName: 'Token' }, password: 'freebet-pass', deposit: 50 },
  {
    player: { ...base, username: 'terms', lastName: 'Newcomer' },
    password: 'terms-pass',
    deposit: 50,
    termsAccepted: false,
  },
  // Flags the operator sets on a player (SPEC.md §3 Player details, §6): a partner-matrix affiliate
  // (the plain chat URL), a risk-group player (a lower stake limit, and the risk-group modal), one
  // kept out of promotions (no parlay extra winnings), and the native-app journey's own player.
  {
    player: { ...base, username: 'affiliate', lastName: 'Partner', partnerMatrixAffiliate: true },
    password: 'affiliate-pass',
    deposit: 100,
  },
  {
    player: { ...base, username: 'risk', lastName: 'Watched', riskGroup: true },
    password: 'risk-pass',
    deposit: 500,
  },
  {
    player: { ...base, username: 'nopromo', lastName: 'Excluded', excludedFromPromotions: true },
    password: 'nopromo-pass',
    deposit: 200,
  },
  { player: { ...base, username: 'parlay', lastName: 'Builder' }, password: 'parlay-pass', deposit: 200 },
  { player: { ...base, username: 'native', lastName: 'App' }, password: 'native-pass', deposit: 100 },
  // The advert audiences of §6 (docs/decisions/operator-content.md): registered at the seed, nothing
  // deposited; and a depositor who has not bet yet.
  {
    player: { ...base, username: 'newcomer', lastName: 'Fresh' },
    password: 'newcomer-pass',
    registeredDaysAgo: 0,
  },
  { player: { ...base, username: 'saver', lastName: 'Keeper' }, password: 'saver-pass', deposit: 100 },
  // The other demo brands' players (demo/brands.ts): each logs in at their own brand only.
  {
    player: { ...savanna, username: 'savanna', lastName: 'Mwangi' },
    password: 'savanna-pass',
    deposit: 5_000,
  },
  {
    player: { ...savanna, username: 'savanna-otp', lastName: 'Otieno', secondFactor: 'otp' },
    password: 'savanna-otp-pass',
    deposit: 2_000,
  },
  { player: { ...toro, username: 'toro', lastName: 'García' }, password: 'toro-pass', deposit: 300 },
  {
    player: {
      ...toro,
      username: 'toro-question',
      lastName: 'Pregunta',
      secondFactor: 'security_question',
      securityQuestion: '¿Cómo se llamaba tu primera mascota?',
    },
    password: 'toro-question-pass',
    securityAnswer: 'Rex',
    deposit: 150,
  },
];

const PLAYERS_SEED_LOCK = ADVISORY_LOCKS.demoPlayers;
const DAY_MS = 86_400_000;

/**
 * Adds every demo player missing from the database (matched by username), with their opening
 * ledger rows; players already there, and their money, are left alone. Returns how many were added.
 */
export async function seedDemoPlayers(db: Db, now: Date, demoPlayers = DEMO_PLAYERS): Promise<number> {
  const names = demoPlayers.map((d) => d.player.username.toLowerCase());
  const present = await db
    .select({ username: sql<string>`lower(${players.username})` })
    .from(players)
    .where(inArray(sql`lower(${players.username})`, names));
  const have = new Set(present.map((p) => p.username));
  const missing = demoPlayers.filter((d) => !have.has(d.player.username.toLowerCase()));
  if (missing.length === 0) return 0;
  // Hashing is the slow part (scrypt): done before the transaction, for the missing players only.
  const rows = await Promise.all(
    missing.map(async (d) => ({
      ...d.player,
      passwordHash: await hashSecret(d.password),
      securityAnswerHash: d.securityAnswer ? await hashSecret(normaliseAnswer(d.securityAnswer)) : null,
      registeredAt: new Date(now.getTime() - (d.registeredDaysAgo ?? 400) * DAY_MS),
      termsAcceptedVersion: d.termsAccepted === false ? null : TERMS_VERSION,
    })),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLAYERS_SEED_LOCK})`);
    const inserted = await tx
      .insert(players)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: players.id, username: players.username, currency: players.currency });
    for (const player of inserted) {
      const demo = demoPlayers.find((d) => d.player.username === player.username)!;
      await postOpeningEntries(tx, openingLedger(demo, player, now));
    }
    return inserted.length;
  });
}

function openingLedger(
  demo: DemoPlayer,
  player: { id: number; username: string; currency: string },
  now: Date,
): LedgerEntry[] {
  const moves: { kind: 'DEPOSIT' | 'WITHDRAWAL' | 'BONUS'; pot: 'real' | 'bonus'; amount: number }[] = [];
  if (demo.deposit) moves.push({ kind: 'DEPOSIT', pot: 'real', amount: demo.deposit });
  if (demo.bonus) moves.push({ kind: 'BONUS', pot: 'bonus', amount: demo.bonus });
  for (let i = 0; i < (demo.history?.rows ?? 0); i++) {
    const { deposit, withdrawal } = demo.history!;
    moves.push(
      i % 2 === 0
        ? { kind: 'DEPOSIT', pot: 'real', amount: deposit }
        : { kind: 'WITHDRAWAL', pot: 'real', amount: -withdrawal },
    );
  }
  return moves.map((move, i) => {
    const amountUnits = wireToLedgerUnits(
      move.amount,
      player.currency,
      `DEMO_PLAYERS.${demo.player.username}`,
    );
    return {
      playerId: player.id,
      kind: move.kind,
      pot: move.pot,
      amountUnits,
      reference: `seed:${player.username}:${i}`,
      description: LEDGER_DESCRIPTIONS[move.kind],
      // Promo cash comes with its wagering requirement (domain promo-cash.ts).
      wageringUnits: move.kind === 'BONUS' ? wageringRequirement(amountUnits) : ledgerUnits(0),
      // One a day up to yesterday, oldest first.
      createdAt: new Date(now.getTime() - (moves.length - i) * DAY_MS),
    };
  });
}
