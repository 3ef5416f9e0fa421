import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { START_SCRIPT } from './start-script.ts';

/** The starter run in a stand-in page: what it asked of the location and the document. */
function runStarter({ opener, stored = {} }: { opener: object | null; stored?: Record<string, string> }) {
  const replaced: string[] = [];
  const hydrating: string[] = [];
  const frames: unknown[] = [];
  const session = new Map(Object.entries(stored));
  const window = {
    opener,
    sessionStorage: { getItem: (k: string) => session.get(k) ?? null, setItem: session.set.bind(session) },
    location: { href: 'https://book.example/en/sports', replace: (to: string) => replaced.push(to) },
    document: {
      currentScript: { dataset: { entry: '/assets/index.js', modules: '' } },
      documentElement: { lang: 'en' },
      visibilityState: 'visible',
      getElementById: () => ({ setAttribute: (name: string) => hydrating.push(name) }),
    },
    Worker: class {},
    requestAnimationFrame: (frame: unknown) => frames.push(frame),
  };
  runInNewContext(START_SCRIPT, { ...window, window });
  return { replaced, started: hydrating.length > 0 && frames.length > 0, session };
}

describe("the page's starter and the opener policy (plugins/security-plugin.ts)", () => {
  it('starts the page that has no opener', () => {
    expect(runStarter({ opener: null })).toMatchObject({ replaced: [], started: true });
  });

  it('asks for itself again, as a navigation of its own, when another window opened it', () => {
    const { replaced, started, session } = runStarter({ opener: {} });
    expect(replaced).toEqual(['https://book.example/en/sports']);
    expect(started).toBe(false);
    expect(session.get('sb-opener-cut')).toBe('1');
  });

  it('asks once a tab: a browser that keeps the opener after that starts the page', () => {
    const again = runStarter({ opener: {}, stored: { 'sb-opener-cut': '1' } });
    expect(again).toMatchObject({ replaced: [], started: true });
  });
});
