import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LogoutReason } from './api/delete-session.ts';

/**
 * Logs out, loading the logout's code on first use: a visitor's first page never logs out, so it
 * should not carry it. The auth runtime (a refused token) and the menus (the player's choice) both
 * come here, which also keeps this module in the first-load chunk instead of a chunk of its own.
 */
export function logoutLater(queryClient: QueryClient, reason: LogoutReason): void {
  void import('./logout.ts').then(({ logout }) => logout(queryClient, reason));
}

/** Logout from a component. @example const onLogout = useLogout(); onLogout('user') */
export function useLogout(): (reason: LogoutReason) => void {
  const queryClient = useQueryClient();
  return useCallback((reason) => logoutLater(queryClient, reason), [queryClient]);
}
