import type { SubmenuResponse } from '@sb/contract';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSettings } from '../../../api/settings.ts';
import { liveChatOffered } from '@sb/domain';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import { useSubmenu } from '../api/get-submenu.ts';
import { cmsTarget } from '../../../lib/routing/cms-link.ts';
import { promotionsTarget } from '../../../lib/routing/promotions-href.ts';
import { useDismiss } from '../../../hooks/use-dismiss.ts';
import styles from './subheader.module.css';
import { cx } from '../../../ui/cx.ts';
import { LiveChatButton } from '../live-chat/live-chat-button.tsx';

type SubmenuLink = SubmenuResponse['submenu_links'][number];

/** §2 Subheader's fixed right items after Promotions, each shown when the brand gives it an address. */
const FIXED_LINKS = [
  { setting: 'vip_url', label: 'nav.vip', icon: 'star' },
  { setting: 'services_url', label: 'nav.services', icon: 'info' },
  { setting: 'store_locator_url', label: 'nav.storeLocator', icon: 'home' },
] as const;

/** Room kept for the More button when some links overflow (px). */
const MORE_WIDTH = 96;

function SubmenuAnchor({
  link,
  locale,
  className,
  icon,
}: {
  link: SubmenuLink;
  locale: string;
  className: string | undefined;
  icon?: IconName;
}) {
  const target = cmsTarget(link.url, locale);
  const content = (
    <>
      {icon && <Icon name={icon} size={16} />}
      {link.name}
    </>
  );
  if (target.kind === 'external') {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <NavLink className={cx(className)} to={target.to} end>
      {content}
    </NavLink>
  );
}

/**
 * How many links fit: each link's width against the room left, keeping space for More when not all
 * fit. Links that do not fit stay laid out (absolutely, invisibly) so they can still be measured.
 */
function useFittingCount(count: number) {
  const list = useRef<HTMLUListElement>(null);
  const [fitting, setFitting] = useState(count);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const fit = () => {
      const widths = Array.from(element.children, (child) => (child as HTMLElement).offsetWidth);
      const room = element.clientWidth;
      if (widths.reduce((sum, w) => sum + w, 0) <= room) return setFitting(count);
      let used = MORE_WIDTH;
      let n = 0;
      while (n < widths.length && used + (widths[n] ?? 0) <= room) used += widths[n++] ?? 0;
      setFitting(n);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [count]);

  return { list, fitting };
}

/**
 * Desktop subheader (SPEC.md §2): the operator's submenu links, those that do not fit in a More
 * dropdown, then the fixed items on the right: Promotions (when promotions are on) and Live chat
 * (when a chat URL is configured and the brand is not excluded; opens in its own window).
 */
export function Subheader() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const settings = useSettings();
  const promotions = settings ? promotionsTarget(settings, locale) : null;
  const submenu = useSubmenu(settings?.subheader_submenu_id);
  // The operator's own quick links, as given: a game section's link among them opens its page, which
  // says when the section is not for this visitor (docs/decisions/games-web.md).
  const links = submenu.data?.submenu_links ?? [];
  const { list, fitting } = useFittingCount(links.length);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreRef = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const moreId = useId();
  const dismiss = useCallback((reason: 'escape' | 'outside') => {
    setMoreOpen(false);
    if (reason === 'escape') moreButton.current?.focus();
  }, []);
  useDismiss(moreOpen, moreRef, dismiss);

  const overflow = links.slice(fitting);

  return (
    <nav className={styles.bar} aria-label={t('subheader.label')}>
      {submenu.isError && (
        <button type="button" className={styles.link} onClick={() => void submenu.refetch()}>
          {t('subheader.failed')}
        </button>
      )}
      {submenu.isPending && submenu.fetchStatus === 'fetching' && (
        <span className={styles.loading} role="status" aria-label={t('status.loading')} />
      )}
      <ul className={styles.links} ref={list}>
        {links.map((link, index) => (
          <li
            key={link.id}
            className={index >= fitting ? styles.overflowed : undefined}
            aria-hidden={index >= fitting || undefined}
            inert={index >= fitting}
          >
            <SubmenuAnchor link={link} locale={locale} className={styles.link} />
          </li>
        ))}
      </ul>
      {overflow.length > 0 && (
        <div className={styles.more} ref={moreRef}>
          <button
            ref={moreButton}
            type="button"
            className={styles.link}
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen((o) => !o)}
          >
            {t('subheader.more')}
            <Icon name="chevron-down" size={16} />
          </button>
          {moreOpen && (
            <ul id={moreId} className={styles.menu}>
              {overflow.map((link) => (
                <li key={link.id}>
                  <SubmenuAnchor link={link} locale={locale} className={styles.menuLink} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className={styles.fixed}>
        {promotions && (
          <SubmenuAnchor
            link={{
              id: 0,
              name: t('nav.promotions'),
              url: promotions.kind === 'external' ? promotions.href : promotions.to,
            }}
            locale={locale}
            className={styles.link}
            icon="gift"
          />
        )}
        {settings &&
          FIXED_LINKS.map(
            ({ setting, label, icon }) =>
              settings[setting] !== '' && (
                <SubmenuAnchor
                  key={setting}
                  link={{ id: 0, name: t(label), url: settings[setting] }}
                  locale={locale}
                  className={styles.link}
                  icon={icon}
                />
              ),
          )}
        {settings && liveChatOffered(settings) && (
          <LiveChatButton settings={settings} className={styles.link} />
        )}
      </div>
    </nav>
  );
}
