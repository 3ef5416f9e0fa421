import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useDateFormat } from '../../../lib/format/intl-locale.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import type { Session } from '../../../lib/session/session-store.ts';
import { useAccountInfo, usePlayerDetails } from '../api/get-account-info.ts';
import styles from './account.module.css';
import { SessionClock } from './session-clock.tsx';

/**
 * /account: the player's details (SPEC.md §3 "Player details"), with the session clock and the
 * previous login where the brand shows them (§6: setting session_clock_and_last_login).
 */
export function ProfilePage({ session }: { session: Session }) {
  const { t } = useTranslation('account');
  const dateTime = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const clockAndLastLogin = useSettings()?.session_clock_and_last_login === true;
  const info = useAccountInfo(session);
  const details = usePlayerDetails(session);
  const date = (iso: string) => dateTime.format(new Date(iso));

  return (
    <>
      {clockAndLastLogin && (
        <p className={styles.clock}>
          {t('profile.sessionClock')} <SessionClock loggedInAt={session.loggedInAt} />
        </p>
      )}
      {info.isPending || details.isPending ? (
        <SkeletonList rows={6} height={44} label={t('profile.loading')} />
      ) : info.isError || details.isError ? (
        <ErrorState
          message={t('profile.failed')}
          onRetry={() => {
            if (info.isError) void info.refetch();
            if (details.isError) void details.refetch();
          }}
        />
      ) : (
        <dl className={styles.facts}>
          <Fact label={t('profile.name')} value={`${details.data.firstName} ${details.data.lastName}`} />
          <Fact label={t('profile.username')} value={details.data.username} />
          <Fact label={t('profile.email')} value={details.data.email} />
          <Fact label={t('profile.accountNumber')} value={details.data.accountNumber} />
          <Fact label={t('profile.currency')} value={details.data.currency} />
          <Fact label={t('profile.country')} value={details.data.countryCode} />
          <Fact label={t('profile.vipLevel')} value={String(details.data.vipLevel)} />
          <Fact label={t('profile.registered')} value={date(details.data.registerDate)} />
          {clockAndLastLogin && (
            <Fact
              label={t('profile.lastLogin')}
              value={info.data.lastLoginDate ? date(info.data.lastLoginDate) : t('profile.never')}
            />
          )}
        </dl>
      )}
    </>
  );
}

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
