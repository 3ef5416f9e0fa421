import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LogoutReason } from './api/delete-session.ts';

/**
 * Logout from a component. The logout itself loads on first use: the side menu offers it on every
 * page, and a visitor's first page should not carry it. @example const onLogout = useLogout(); onLogout('user')
 */
export function useLogout(): (reason: LogoutReason) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (reason) => void import('./logout.ts').then(({ logout }) => logout(queryClient, reason)),
    [queryClient],
  );
}
