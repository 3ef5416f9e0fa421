import type { StreamRefusal } from '@sb/contract';
import { useTranslation } from 'react-i18next';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import { Button } from '../../../ui/button.tsx';
import styles from '../stream.module.css';

/** Why this player may not watch, with what they can do about it. */
export function StreamRefused({ refusal }: { refusal: StreamRefusal }) {
  const { t } = useTranslation('live');
  const openLogin = useShellStore((s) => s.open);
  return (
    <div className={styles.refused} role="status">
      <p>{t(`player.refusal.${refusal}`)}</p>
      {refusal === 'STREAM_LOGIN' && (
        <Button variant="primary" size="sm" onClick={() => openLogin('login')}>
          {t('player.logIn')}
        </Button>
      )}
    </div>
  );
}
