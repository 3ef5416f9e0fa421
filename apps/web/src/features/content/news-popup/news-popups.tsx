import { contentPaths, type NewsPopup } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';
import { readStored, writeStored } from '../../../lib/browser-storage.ts';
import { SafeHtml, useSanitizedHtml } from '../../../lib/html/safe-html.tsx';
import { useOperatorPopupTurn } from '../../../lib/shell/operator-popups.ts';
import { Button } from '../../../ui/button.tsx';
import { NoticePopup } from '../../../ui/overlay/notice-popup.tsx';
import styles from './news-popups.module.css';

/** GET /api/news_popups: the brand's current news popups in the page's language. */
export const newsPopupsQueryOptions = () =>
  queryOptions({
    queryKey: ['news-popups'] as const,
    queryFn: ({ signal }) => request(contentPaths.newsPopups, { schema: 'NewsPopupsResponse', signal }),
    staleTime: CACHE.default,
  });

/** localStorage: the popups this browser has closed, by id (newest last). */
const CLOSED_KEY = 'sb-news-popups-closed';
const CLOSED_MAX = 100;

function closedIds(): number[] {
  try {
    const value: unknown = JSON.parse(readStored('local', CLOSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * SPEC.md §3 News popup, §4 "News popup: shown, hidden, page-selected, loaded, reset; an
 * all-popups-closed flag". The popups show one at a time, each with its pages, as notices that take
 * no focus, each at a quiet moment (lib/shell/operator-popups.ts); closing one (its close button,
 * Escape or Done) closes it for good in this browser, and the next one waits for its own moment.
 * Once every current popup is closed, none shows again until the operator publishes a new one.
 */
export default function NewsPopups() {
  const { t } = useTranslation('common');
  const { data } = useQuery(newsPopupsQueryOptions());
  const [closed, setClosed] = useState(closedIds);
  const [page, setPage] = useState(0);
  const popup: NewsPopup | undefined = data?.popups.find((candidate) => !closed.includes(candidate.id));
  const current = popup?.pages[Math.min(page, popup.pages.length - 1)];
  // The popup opens with its page cleaned, whole: it never grows (and moves) once on screen.
  const ready = useSanitizedHtml(current?.content) !== undefined || current?.content === '';
  const turn = useOperatorPopupTurn(
    `news-${popup?.id}`,
    popup !== undefined && ready,
    t('news.announce', { title: popup?.title }),
  );
  // The all-popups-closed flag: nothing left to show.
  if (!popup || !current || !ready || !turn) return null;
  const close = () => {
    const next = [...closed.filter((id) => id !== popup.id), popup.id].slice(-CLOSED_MAX);
    writeStored('local', CLOSED_KEY, JSON.stringify(next));
    setClosed(next);
    setPage(0);
  };
  const last = page >= popup.pages.length - 1;
  return (
    <NoticePopup onClose={close} title={popup.title}>
      <div className={styles.body}>
        <h3 className={styles.pageTitle}>{current.title}</h3>
        <SafeHtml className={styles.content} html={current.content} />
        <div className={styles.pager}>
          {popup.pages.length > 1 && (
            <p className={styles.position} aria-live="polite">
              {t('news.page', { page: page + 1, count: popup.pages.length })}
            </p>
          )}
          <div className={styles.buttons}>
            {page > 0 && <Button onClick={() => setPage(page - 1)}>{t('news.previous')}</Button>}
            {last ? (
              <Button variant="primary" onClick={close}>
                {t('news.done')}
              </Button>
            ) : (
              <Button variant="primary" onClick={() => setPage(page + 1)}>
                {t('news.next')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </NoticePopup>
  );
}
