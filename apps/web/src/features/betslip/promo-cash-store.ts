import { create } from 'zustand';

/**
 * Whether the slip spends the wallet's promo cash (§3 model `usePromoCash`). The server spends it
 * only when asked, promo cash first; the pricing answer says how much the wallet holds
 * (availablePromoCash). Not persisted: a reloaded slip asks again.
 */
export const usePromoCashStore = create<{ usePromoCash: boolean }>()(() => ({ usePromoCash: false }));
