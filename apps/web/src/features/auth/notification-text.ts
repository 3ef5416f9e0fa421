import { notificationTextKey } from '@sb/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The text of a notification key of SPEC.md §8 (login-error-401, error-500 ...), in the auth
 * namespace; a key without a text reads 'Notification does not exist' (§8 "Unknown").
 */
export function useNotificationText(): (key: string) => string {
  const { t } = useTranslation('auth');
  return useCallback((key: string) => t(notificationTextKey(key)), [t]);
}
