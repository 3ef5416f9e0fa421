import type { Settings } from '@sb/contract';
import { liveChatOffered, paths } from '@sb/domain';
import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { CONTACT_PAGE, HELP_PAGE } from '../public-pages/public-page-slugs.ts';
import styles from './account-help.module.css';

/** The navigation feature's live chat button, passed in by the route (features do not meet). */
export type ChatButton = ComponentType<{ settings: Settings; className: string | undefined }>;

export interface AccountHelpPageProps {
  title: string;
  /** What the page has to say, a paragraph each. */
  texts: string[];
  ChatButton: ChatButton;
  /** A section of the page's own after the ways to get help. */
  children?: ReactNode;
}

/**
 * A page for what a player cannot do on this site themselves (reset a password, open an account):
 * it says so, and how to reach someone who can: the contact page, the help centre, and live chat
 * when the brand offers it (SPEC.md §2 Subheader "Live chat is offered when …").
 */
export function AccountHelpPage({ title, texts, ChatButton, children }: AccountHelpPageProps) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const settings = useSettings();
  const headingId = useId();
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {texts.map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 className={styles.heading} id={headingId}>
          {t('accountHelp.heading')}
        </h2>
        <div className={styles.actions}>
          <Link
            className={buttonClassName({ variant: 'primary' })}
            to={paths.publicPage.href(locale, CONTACT_PAGE)}
          >
            {t('accountHelp.contact')}
          </Link>
          {settings && liveChatOffered(settings) && (
            <ChatButton settings={settings} className={buttonClassName({ variant: 'secondary' })} />
          )}
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={paths.publicPage.href(locale, HELP_PAGE)}
          >
            {t('accountHelp.help')}
          </Link>
        </div>
      </section>
      {children}
    </div>
  );
}
