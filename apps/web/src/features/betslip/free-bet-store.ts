import { create } from 'zustand';
import type { FreeBet } from '@sb/contract';
import type { FreeBetStake } from '@sb/domain';
import { useMemo } from 'react';
import { useBetslipStore } from './betslip-store.ts';
import { useFreeBets } from './api/get-free-bets.ts';

/**
 * The free-bet token chosen for each slip line, by the line's ref (sel1, mul1, sys058). Kept apart
 * from the persisted betslip store so the free-bet code loads with the slip, not with every page;
 * not persisted either: tokens are the server's to grant and spend, and a reloaded slip is priced
 * again from what the player chooses then.
 */
export interface FreeBetChoices {
  chosen: Readonly<Record<string, number>>;
}

export const useFreeBetStore = create<FreeBetChoices>()(() => ({ chosen: {} }));

/**
 * The choices follow the slip's lines as the stakes do (slip-bets.ts afterRemoval): a single's
 * follows its bet through renumbering, the multiple's and the systems' go when their stakes are
 * cleared, and all go with the last bet (placement, logout).
 */
useBetslipStore.subscribe((state, prev) => {
  const { chosen } = useFreeBetStore.getState();
  if (state.bets === prev.bets || Object.keys(chosen).length === 0) return;
  const singleRefs = new Map(Object.values(prev.bets).map((b) => [b.ref, state.bets[b.outcomeId]?.ref]));
  const next: Record<string, number> = {};
  for (const [ref, id] of Object.entries(chosen)) {
    const kept = ref.startsWith('sel')
      ? singleRefs.get(ref)
      : ref.startsWith('mul')
        ? state.multipleStakes === prev.multipleStakes && ref
        : state.systemStakes === prev.systemStakes && ref;
    if (kept && Object.keys(state.bets).length > 0) next[kept] = id;
  }
  // A price or stake change leaves the choices as they are: no new object, no re-render.
  const same =
    Object.keys(next).length === Object.keys(chosen).length &&
    Object.entries(next).every(([ref, id]) => chosen[ref] === id);
  if (!same) useFreeBetStore.setState({ chosen: next });
});

/**
 * The lines staked with a token, with what the domain's freeBetMax needs of it. A choice whose
 * token the player no longer holds stakes nothing: its line says RES-00241 (free-bet-picker.tsx).
 */
export function chosenFreeBets(
  chosen: Readonly<Record<string, number>>,
  tokens: readonly FreeBet[],
): ReadonlyMap<string, FreeBetStake> {
  const byId = new Map(tokens.map((t) => [t.id, t]));
  const stakes = new Map<string, FreeBetStake>();
  for (const [ref, id] of Object.entries(chosen)) {
    const token = byId.get(id);
    if (token) stakes.set(ref, { id, amount: token.amount, currency: token.currency });
  }
  return stakes;
}

export function useChosenFreeBets(): ReadonlyMap<string, FreeBetStake> {
  const chosen = useFreeBetStore((s) => s.chosen);
  const tokens = useFreeBets();
  return useMemo(() => chosenFreeBets(chosen, tokens), [chosen, tokens]);
}
