import type { AccountChange, PlayerRow, SessionRow } from './accounts-repository.ts';

export interface SessionWithPlayer {
  session: SessionRow;
  player: PlayerRow;
}

/**
 * The session and player rows that authenticated calls read, kept for a few seconds: every call
 * of a logged-in player read them (one statement a call, the only one a placement paid alone:
 * docs/decisions/throughput.md, "Sixth stop"). A write of either row through accounts-repository.ts
 * forgets them at once, in this process and (through the accounts channel) in the others; the time
 * limit bounds what a write made elsewhere (an operator's SQL) can leave behind.
 *
 * A read that a change overtook is not kept: a logout racing a call must not leave the session open.
 * Every change moves a generation; a read is kept only when none moved it since the read began.
 */
export class SessionCache {
  readonly #entries = new Map<string, { found: SessionWithPlayer; until: number }>();
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Taken before a read: `keep` compares it. */
  generation(): number {
    return this.#generation;
  }

  /** The rows read for this session within the time limit, frozen (callers share them). */
  get(sessionId: string): SessionWithPlayer | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.found;
    this.#entries.delete(sessionId);
    return undefined;
  }

  /** Keeps a read begun at `since`, unless a change came meanwhile. */
  keep(sessionId: string, found: SessionWithPlayer, since: number): SessionWithPlayer {
    const frozen = { session: Object.freeze(found.session), player: Object.freeze(found.player) };
    if (since !== this.#generation) return frozen;
    // The oldest goes first when full (a Map iterates in insertion order).
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(sessionId, { found: frozen, until: this.now() + this.ttlMs });
    return frozen;
  }

  forget(change: AccountChange): void {
    this.#generation++;
    if ('sessionId' in change) {
      this.#entries.delete(change.sessionId);
      return;
    }
    for (const [id, { found }] of this.#entries)
      if (found.player.id === change.playerId) this.#entries.delete(id);
  }
}
