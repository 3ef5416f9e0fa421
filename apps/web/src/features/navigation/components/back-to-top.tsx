import { BACK_TO_TOP_HIDE_MS, backToTopVisible } from '@sb/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSettings } from '../../../api/settings.ts';
import { Icon } from '../../../ui/icon.tsx';
import styles from './back-to-top.module.css';

/**
 * Back-to-top button (SPEC.md §2, §9): shows beyond 200 px of scroll, hides 5 s after the last
 * scroll, scrolls smoothly to the top; never shown on the brand's back_to_top_hidden_paths.
 */
export function BackToTop() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const hiddenPaths = useSettings()?.back_to_top_hidden_paths;
  // Mounted by the shell once the page has scrolled: it starts from where the page is.
  const [scroll, setScroll] = useState(() => ({ y: window.scrollY, at: Date.now() }));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Re-render once the quiet period after `at` has passed, so the button can hide. A timer may
    // fire a millisecond before the wall clock agrees, which would leave the button up for good.
    const hideAfterQuiet = (at: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => setNow(Math.max(Date.now(), at + BACK_TO_TOP_HIDE_MS)), BACK_TO_TOP_HIDE_MS);
    };
    // The scroll that mounted the button came before this listener: its quiet period starts now.
    hideAfterQuiet(Date.now());
    const onScroll = () => {
      const at = Date.now();
      setScroll({ y: window.scrollY, at });
      setNow(at);
      hideAfterQuiet(at);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);

  const visible = backToTopVisible({
    scrollY: scroll.y,
    msSinceLastScroll: now - scroll.at,
    pathname,
    hiddenPaths: hiddenPaths ?? [],
  });
  if (!visible) return null;

  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrow-up" />
    </button>
  );
}
