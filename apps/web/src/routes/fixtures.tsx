import { prematchWindow, type PrematchWindow } from '@sb/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMountTime } from '../features/events/use-mount-time.ts';
import { EventsSection } from '../features/events/components/events-section.tsx';
import styles from '../features/events/components/page.module.css';
import { usePageTitle } from '../hooks/use-page-title.ts';

type Window = Extract<PrematchWindow, 'today' | 'this_week'> | 3;

/** /sports/fixtures: upcoming events in a window of SPEC.md §9 (today, this week, next 3 hours). */
export function Component() {
  const { t } = useTranslation('sports');
  const [window, setWindow] = useState<Window>('today');
  usePageTitle(t('fixtures'));
  const now = useMountTime();
  const range = useMemo(() => prematchWindow(window, new Date(now)), [window, now]);
  const options: [Window, string][] = [
    ['today', t('window.today')],
    ['this_week', t('window.thisWeek')],
    [3, t('window.hours', { count: 3 })],
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('fixtures')}</h1>
      <div className={styles.filters} role="group" aria-label={t('window.label')}>
        {options.map(([value, label]) => (
          <button
            key={String(value)}
            type="button"
            className={styles.chip}
            aria-pressed={window === value}
            onClick={() => setWindow(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <EventsSection key={String(window)} query={{ ...range }} />
    </div>
  );
}
