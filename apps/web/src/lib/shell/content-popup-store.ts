import { create } from 'zustand';

/**
 * The content popup of SPEC.md §2 Other screens (optional title, close icon; 400 wide, 348 high at
 * most): one of the brand's public pages over the current page, opened by a link of operator HTML
 * marked `data-popup` (lib/html/operator-links.ts). One at a time: a link inside it replaces it.
 */
interface ContentPopupState {
  /** The public page shown, by slug; undefined when closed. */
  slug: string | undefined;
  show: (slug: string) => void;
  close: () => void;
}

export const useContentPopupStore = create<ContentPopupState>()((set) => ({
  slug: undefined,
  show: (slug) => set({ slug }),
  close: () => set({ slug: undefined }),
}));
