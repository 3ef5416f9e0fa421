import { act, use } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from './hydrate-when-near.tsx';

// The browser's observer, driven by hand: a part comes near the screen when the test says so.
let report: IntersectionObserverCallback = () => undefined;
class HandObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}
/** Reports the element near the screen, then lets React hydrate what the opened gate let through. */
async function comeNear(element: Element) {
  await act(async () => {
    report([{ target: element, isIntersecting: true } as never], {} as IntersectionObserver);
    await Promise.resolve();
  });
}

const pressed: number[] = [];
/** Something a row reads that may still be loading when it hydrates (a chunk, its texts). */
const loaded = () => Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
let loading: Promise<void> = loaded();
function Loaded() {
  use(loading);
  return null;
}
function Prices() {
  return (
    <div role="grid">
      {[0, 1, 2].map((i) => (
        <HydrateWhenNear key={i} eager={i === 0} role="rowgroup">
          <button type="button" onClick={() => pressed.push(i)}>
            Price {i}
          </button>
          <Loaded />
        </HydrateWhenNear>
      ))}
    </div>
  );
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', HandObserver);
  pressed.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
});

/** The server's HTML of the prices, hydrated as the browser does a page the server rendered. */
async function hydrateServerPage() {
  vi.stubEnv('SSR', true);
  container.innerHTML = renderToString(<Prices />);
  vi.unstubAllEnvs();
  const buttons = [...container.querySelectorAll('button')];
  await act(async () => {
    root = hydrateRoot(container, <Prices />);
    await Promise.resolve();
  });
  return buttons;
}

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

describe('HydrateWhenNear', () => {
  it('hydrates an eager part with the page, and keeps the server HTML of the others until they come near', async () => {
    const [first, second, third] = await hydrateServerPage();
    expect(isHydrated(first!)).toBe(true);
    expect(isHydrated(second!)).toBe(false);
    expect(isHydrated(third!)).toBe(false);

    await comeNear(second!.parentElement!);
    // The same element, hydrated: React kept the server's HTML.
    expect(container.querySelectorAll('button')[1]).toBe(second);
    expect(isHydrated(second!)).toBe(true);
    expect(isHydrated(third!)).toBe(false);
  });

  it('takes a press on a part that has not hydrated yet, in the same task', async () => {
    const third = (await hydrateServerPage())[2]!;
    expect(isHydrated(third)).toBe(false);

    third.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    third.click();
    expect(pressed).toStrictEqual([2]);
    expect(isHydrated(third)).toBe(true);
    expect(container.querySelectorAll('button')[2]).toBe(third);
    // Taken once: a click React handled is not clicked again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(pressed).toStrictEqual([2]);
  });

  it('takes a press that React dropped because the part suspended as it hydrated, once it has hydrated', async () => {
    const third = (await hydrateServerPage())[2]!;
    let finish = () => {};
    const pending = Object.assign(new Promise<void>((resolve) => (finish = resolve)), { status: 'pending' });
    loading = pending;
    try {
      // React hydrates the part for the press, the part suspends, and React stops the press.
      third.click();
      expect(pressed).toStrictEqual([]);
      await act(async () => {
        pending.status = 'fulfilled';
        finish();
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(isHydrated(third)).toBe(true);
      expect(pressed).toStrictEqual([2]);
    } finally {
      loading = loaded();
    }
  });

  it('renders at once on a page the browser renders itself', () => {
    act(() => {
      root = createRoot(container);
      root.render(<Prices />);
    });
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toStrictEqual(['Price 0', 'Price 1', 'Price 2']);
    act(() => buttons[2]!.click());
    expect(pressed).toStrictEqual([2]);
  });
});
