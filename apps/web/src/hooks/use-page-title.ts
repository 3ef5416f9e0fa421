import { lastMatching } from '@sb/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { useSettings } from '../api/settings.ts';

/** Title used when the brand configures none for a path. */
export const BRAND_TITLE = 'Sportsbook';

/** The name the current page gives itself (sport, league, event), read by the shell's head manager. */
const usePageName = create<{ name: string | undefined }>()(() => ({ name: undefined }));

/**
 * Gives the page's own name (a sport, league or event) to the document title; the shell combines it
 * with the brand's title for this path (settings.page_attributes, SPEC.md §1). Call it in every page
 * that has a name; pages without one need not call it.
 *
 * @example usePageTitle(event?.description)
 */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    usePageName.setState({ name: title });
    return () => usePageName.setState({ name: undefined });
  }, [title]);
}

const NAME = /\{\{?name\}?\}/g;

/** `{name}` in an operator's title or meta text is replaced by the page's name. */
function fill(template: string, name: string | undefined): string {
  return template.replace(NAME, name ?? '').trim();
}

/** A title without `{name}` gets the page's name in front: "Football | Sportsbook". */
function titleOf(template: string, name: string | undefined): string {
  if (template.search(NAME) >= 0 || !name) return fill(template, name);
  return `${name} | ${template}`;
}

/** index.html's description, captured before any page replaces it. */
const defaultDescription =
  typeof document === 'undefined'
    ? ''
    : (document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '');

function setMeta(name: string, content: string): void {
  let element = [...document.head.querySelectorAll<HTMLMetaElement>('meta[name]')].find(
    (m) => m.name === name,
  );
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/**
 * The shell's head manager: document title and meta tags from settings.page_attributes, the last
 * entry whose URL pattern matches the path winning (patterns cover the locale segment too, usually with a wildcard),
 * plus the page's own name.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  const attributes = useSettings()?.page_attributes;
  const name = usePageName((s) => s.name);
  const entry = lastMatching(attributes ?? [], pathname);

  useEffect(() => {
    document.title = titleOf(entry?.title || BRAND_TITLE, name);
    const metas = entry?.meta ?? [];
    for (const meta of metas) setMeta(meta.name, fill(meta.content, name));
    // A page without its own description gets the site's default back, not the previous page's.
    if (!metas.some((meta) => meta.name === 'description')) setMeta('description', defaultDescription);
  }, [entry, name]);
}
