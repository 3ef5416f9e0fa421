import type { PageAttribute } from '@sb/contract';
import { lastMatching } from '@sb/domain';
import { createContext, use, useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { useSettings } from '../../api/settings.ts';

/** Title used when the brand configures none for a path. */
export const BRAND_TITLE = 'Sportsbook';

/** The name the current page gives itself (sport, league, event), read by the shell's head manager. */
const usePageName = create<{ name: string | undefined }>()(() => ({ name: undefined }));

/**
 * On the server, where effects never run: where a page's name goes while it renders, so that the
 * served HTML carries the page's title and meta tags. Null in the browser.
 */
export const PageNameSink = createContext<((name: string | undefined) => void) | null>(null);

/**
 * Gives the page's own name (a sport, league or event) to the document title; the shell combines it
 * with the brand's title for this path (settings.page_attributes, SPEC.md §1). Call it in every page
 * that has a name; pages without one need not call it.
 *
 * @example usePageTitle(event?.description)
 */
export function usePageTitle(title?: string): void {
  use(PageNameSink)?.(title);
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
  if (element.content !== content) element.content = content;
}

export interface DocumentHead {
  title: string;
  /** The brand's meta tags for the path, `{name}` filled in; without a description the site's default stays. */
  metas: { name: string; content: string }[];
}

/**
 * Title and meta tags from settings.page_attributes, the last entry whose URL pattern matches the path
 * winning (patterns cover the locale segment too, usually with a wildcard), plus the page's own name.
 * The server writes them into the HTML it sends; the shell's head manager keeps them current.
 */
export function documentHead(
  attributes: readonly PageAttribute[],
  pathname: string,
  name: string | undefined,
): DocumentHead {
  const entry = lastMatching(attributes, pathname);
  return {
    title: titleOf(entry?.title || BRAND_TITLE, name),
    metas: (entry?.meta ?? []).map((meta) => ({ name: meta.name, content: fill(meta.content, name) })),
  };
}

/**
 * The shell's head manager: applies documentHead() to the document on every change. The page's name
 * is applied from the store's subscription, not through a render: the title is all that changes.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  const attributes = useSettings()?.page_attributes;
  const entry = lastMatching(attributes ?? [], pathname);

  useEffect(() => {
    const apply = (name: string | undefined) => {
      const head = documentHead(entry ? [entry] : [], pathname, name);
      // The server wrote the same head into the page: a title set again, even unchanged, is a new
      // text node and a message to the browser, in the task that runs the hydrated page's effects.
      if (document.title !== head.title) document.title = head.title;
      for (const meta of head.metas) setMeta(meta.name, meta.content);
      // A page without its own description gets the site's default back, not the previous page's.
      if (!head.metas.some((meta) => meta.name === 'description')) setMeta('description', defaultDescription);
    };
    apply(usePageName.getState().name);
    return usePageName.subscribe((state, previous) => {
      if (state.name !== previous.name) apply(state.name);
    });
  }, [entry, pathname]);
}
