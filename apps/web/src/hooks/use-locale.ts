import { DEFAULT_LOCALE } from '@sb/domain';
import { useParams } from 'react-router';

/** The locale segment of the current path (the app shell has validated it). */
export function useLocale(): string {
  return useParams().locale ?? DEFAULT_LOCALE;
}

/** The same path in another locale: only the first segment changes, query and hash stay. */
export function pathInLocale(pathname: string, search: string, hash: string, locale: string): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return `/${locale}${rest}${search}${hash}`;
}
