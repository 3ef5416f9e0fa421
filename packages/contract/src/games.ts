import * as z from 'zod/mini';
import { isoDateTime } from './common.ts';

/*
 * Third-party games (SPEC.md §2 embedded game sections, §3 third-party tokens, §6 gating, §7
 * game-launch-url, §9 currencies): the launch call the web makes, the wallet protocol a game
 * provider calls on the operator, and the messages a game frame posts to the page.
 * docs/decisions/games.md.
 */

/** The embedded sections of §2 (under /sports, and /cryptoblast, /powerball): the launch's integrationChannelCode. */
export const GameSectionId = z.enum([
  'betradar-virtuals',
  'edge',
  'esports',
  'esportsbull',
  'exchange',
  'kiron',
  'parlaybay',
  'soccerbet',
  'vir2al-games',
  'virtual-games',
  'pinnacle',
  'leap',
  'lotto',
  'cryptoblast',
  'powerball',
]);
export type GameSectionId = z.infer<typeof GameSectionId>;

/** The games the demo provider plays (domain games/game-sections.ts maps every section to one or more). */
export const GameCode = z.enum(['virtual-football', 'virtual-efootball', 'crash', 'powerball', 'lotto']);
export type GameCode = z.infer<typeof GameCode>;

/** The §3 login state's third-party tokens: the providers a player holds an account at. */
export const ThirdPartyProvider = z.enum([
  'betradar',
  'dst',
  'edge',
  'esportsbull',
  'highlight',
  'inspired',
  'kiron',
  'kryptium',
  'parlaybay',
  'powerball',
  'scout',
  'virtuals',
  'esports',
]);
export type ThirdPartyProvider = z.infer<typeof ThirdPartyProvider>;

/** POST {api}/accounts/me/game-launch-url (§7). */
export const GameLaunchRequest = z.object({
  /** Legacy Flash client: no game of ours needs it; true is refused (GAM003). */
  flashClient: z.boolean(),
  gameCode: GameCode,
  /** The section the game is opened from (its gating applies). */
  integrationChannelCode: GameSectionId,
});
export type GameLaunchRequest = z.infer<typeof GameLaunchRequest>;

export const GameLaunchResponse = z.object({
  /** The provider's page, with a single-use token bound to the player and the currency. */
  url: z.string(),
  /** When the token stops opening a game (at most GAME_LAUNCH_TOKEN_SECONDS after the call). */
  expiresAt: isoDateTime,
});
export type GameLaunchResponse = z.infer<typeof GameLaunchResponse>;

/** A launch token opens one game, once, within this many seconds. */
export const GAME_LAUNCH_TOKEN_SECONDS = 60;

/** How long a game session lasts after the launch (a provider renews by launching again). */
export const GAME_SESSION_SECONDS = 4 * 3600;

/** §8-style codes of the games' refusals. */
export const GameErrorCode = {
  /** The section is not offered to this player (settings, currency, account): 403. */
  sectionUnavailable: 'GAM001',
  /** The game is not one of the section's: 400. */
  gameNotInSection: 'GAM002',
  /** Flash clients are not served: 400. */
  flashUnsupported: 'GAM003',
  /** The launch token is unknown, used or expired: 401. */
  launchTokenRefused: 'GAM010',
  /** The game session is unknown, expired or another provider's: 401. */
  sessionRefused: 'GAM011',
  /** The provider's key is missing or wrong: 401. */
  providerRefused: 'GAM012',
  /** Not enough money for the debit: 409. */
  insufficientFunds: 'GAM020',
  /** A credit for a round whose debit was rolled back, or with no debit: 409. */
  roundClosed: 'GAM021',
  /** A debit whose transaction id was rolled back before it arrived: 409. */
  transactionRolledBack: 'GAM022',
  /** A transaction id used again with another amount, round or kind: 409. */
  transactionMismatch: 'GAM023',
  /** A rollback of a debit already credited (the round is settled): 409. */
  roundSettled: 'GAM024',
  /** An amount with cents in a currency whose virtuals have none (§9), or out of range: 400. */
  amountRefused: 'GAM025',
} as const;

// ---- The wallet protocol: the provider calls the operator ---------------------------------------

/** The provider's ids: letters, digits and - _ . : (a provider's transaction or round id). */
export const ProviderId = z
  .string()
  .check(z.regex(/^[A-Za-z0-9._:-]{1,80}$/, 'Expected an id of letters, digits and . _ : -'));

/** An amount in major units (12.5 euros, 5000 won), as the wallet's other calls carry it. */
export const GameAmount = z.number().check(z.minimum(0), z.maximum(1_000_000_000));

/** POST: the provider exchanges a launch token for a session (the token is then spent). */
export const WalletSessionRequest = z.object({ launchToken: z.string().check(z.maxLength(200)) });
export const WalletSessionResponse = z.object({
  sessionId: z.string(),
  /** Opaque to the provider: the operator's player, never its username. */
  playerRef: z.string(),
  currency: z.string(),
  gameCode: GameCode,
  /** The page's origin that launched the game: the frame posts its messages only there. */
  lobbyOrigin: z.string(),
  locale: z.string(),
  balance: z.number(),
  expiresAt: isoDateTime,
});
export type WalletSessionResponse = z.infer<typeof WalletSessionResponse>;

export const WalletBalanceRequest = z.object({ sessionId: z.string().check(z.maxLength(100)) });

const Movement = {
  sessionId: z.string().check(z.maxLength(100)),
  /** The provider's id of this call: a repeat with the same id changes nothing and answers the same. */
  transactionId: ProviderId,
  roundId: ProviderId,
  currency: z.string().check(z.regex(/^[A-Za-z]{3,5}$/, 'Expected a currency code')),
};
export const WalletDebitRequest = z.object({ ...Movement, amount: GameAmount });
export type WalletDebitRequest = z.infer<typeof WalletDebitRequest>;
/** A round's win (0 for a lost round, which closes it). */
export const WalletCreditRequest = z.object({ ...Movement, amount: GameAmount });
export type WalletCreditRequest = z.infer<typeof WalletCreditRequest>;
/** Takes back a debit (the provider could not run the round): the stake comes back once. */
export const WalletRollbackRequest = z.object({ ...Movement, rolledBackTransactionId: ProviderId });
export type WalletRollbackRequest = z.infer<typeof WalletRollbackRequest>;

export const WalletAnswer = z.object({
  balance: z.number(),
  currency: z.string(),
  /** The operator's reference of the movement (absent for a balance call). */
  operatorTransactionId: z.optional(z.string()),
  /** True when this call repeated one already done: nothing moved this time. */
  replayed: z.optional(z.boolean()),
});
export type WalletAnswer = z.infer<typeof WalletAnswer>;

/** The operator's wallet, as the provider calls it, with header PROVIDER_KEY_HEADER. */
export const gameWalletPaths = {
  session: '/api/games-wallet/sessions',
  balance: '/api/games-wallet/balance',
  debit: '/api/games-wallet/debit',
  credit: '/api/games-wallet/credit',
  rollback: '/api/games-wallet/rollback',
} as const;

export const PROVIDER_KEY_HEADER = 'x-provider-key';

export const gamePaths = {
  /** POST GameLaunchRequest (§7), with the player's bearer token. */
  gameLaunchUrl: '/xapi/rest/accounts/me/game-launch-url',
} as const;

// ---- The frame and the page ---------------------------------------------------------------------

/**
 * What a game frame posts to the page that holds it. The page reads a message only from the
 * provider's origin (the launch URL's) and from its own frame's window, and only when it parses here.
 */
export const GameFrameMessage = z.discriminatedUnion('type', [
  z.object({ source: z.literal('sb-games'), type: z.literal('ready'), gameCode: GameCode }),
  /** Money moved in the game: the page refreshes the header's balance from the wallet (not from this figure). */
  z.object({ source: z.literal('sb-games'), type: z.literal('balance'), balance: z.number() }),
  /** The session ended (expired, or its token was refused): the page offers to open the game again. */
  z.object({ source: z.literal('sb-games'), type: z.literal('session-ended') }),
]);
export type GameFrameMessage = z.infer<typeof GameFrameMessage>;

// ---- The provider's pages ------------------------------------------------------------------------

/**
 * The demo provider's game page, on its own origin (settings games_provider_origin). Real play:
 * `?token=` (the launch token; the session it opens names the game, currency and lobby). Fun play
 * for visitors: `?mode=demo&game=&lobby=&lang=&currency=` (domain gameDemoUrl).
 */
export const GAMES_PROVIDER_PLAY_PATH = '/games-provider/play';
