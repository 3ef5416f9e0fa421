import { formatMoney } from '@sb/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsOrDefaults } from '../../../api/settings.ts';
import { useIntlLocale } from '../../../lib/format/intl-locale.ts';
import { useMoney } from '../../../lib/money/use-money.ts';
import { useLoggedInSession, type Session } from '../../../lib/session/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { playerDetailsQueryOptions } from '../api/get-account-info.ts';
import styles from './risk-group-dialog.module.css';
import { readStored, writeStored } from '../../../lib/browser-storage.ts';

/** sessionStorage: the login whose player has seen the notice (this tab's session, §2 "once"). */
const RISK_NOTICE_SEEN_KEY = 'sb-risk-notice-seen';

/** The login that has seen the notice; where storage is refused, the notice shows once per page load. */
const seenLogin = () => readStored('session', RISK_NOTICE_SEEN_KEY);
const rememberSeen = (key: string) => writeStored('session', RISK_NOTICE_SEEN_KEY, key);

/** One login: the account and the moment it logged in, so the next login tells the player again. */
const loginKey = (session: Session) => `${session.id}:${session.loggedInAt}`;

/**
 * The risk-group player modal (SPEC.md §2 Overlays): a logged-in player whose details say
 * `riskGroup` is told once per login that their account has an individual stake limit per bet
 * (settings risk_group_stake_max_amount), set by the operator's risk team. However it closes
 * (I understand, Close, Escape), it stays closed for the rest of the login.
 * routes/shell-player-parts.tsx mounts it, lazily, for a logged-in player only.
 */
export default function RiskGroupDialog() {
  const { t } = useTranslation('account');
  const session = useLoggedInSession();
  const key = session ? loginKey(session) : '';
  const details = useQuery({
    ...playerDetailsQueryOptions(session?.username ?? ''),
    enabled: session !== null,
  });
  const [seen, setSeen] = useState(() => seenLogin() === key);
  const limit = useSettingsOrDefaults().risk_group_stake_max_amount;
  // The limit applies to the player's stakes (the server's betslip rules read it in the slip's
  // currency, which is the player's), and is an amount as shown: no wire scaling.
  const currency = session?.currency ?? '';
  const { precision } = useMoney(currency);
  const locale = useIntlLocale();

  if (!session || seen || details.data?.riskGroup !== true) return null;
  const close = () => {
    rememberSeen(key);
    setSeen(true);
  };
  return (
    <Dialog open onClose={close} title={t('riskGroup.title')}>
      <div className={styles.body}>
        <p>{t('riskGroup.body', { amount: formatMoney(limit, currency, locale, precision) })}</p>
        <Button variant="primary" block onClick={close}>
          {t('riskGroup.understand')}
        </Button>
      </div>
    </Dialog>
  );
}
