import { afterEach, describe, expect, it } from 'vitest';
import { focusPage } from './page-focus.ts';

const page = (html: string) => {
  document.body.innerHTML = `<a href="#x">Elsewhere</a><main id="main">${html}</main>`;
  return document.getElementById('main')!;
};
const nextMutation = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusPage', () => {
  it("focuses the new page's heading, which takes the focus without becoming a Tab stop", () => {
    page('<h1>Football</h1><button>Arsenal 2.10</button>');
    focusPage();
    expect(document.activeElement?.textContent).toBe('Football');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(-1);
  });

  it('holds the focus on the main region until a late heading shows, then moves to it', async () => {
    const main = page('<p>Loading…</p>');
    focusPage();
    expect(document.activeElement).toBe(main);
    main.innerHTML = '<h1>Premier League</h1>';
    await nextMutation();
    expect(document.activeElement?.textContent).toBe('Premier League');
  });

  it('leaves the focus where the player moved it while the page loaded', async () => {
    const main = page('<p>Loading…</p>');
    focusPage();
    document.querySelector<HTMLElement>('a')!.focus();
    main.innerHTML = '<h1>Premier League</h1>';
    await nextMutation();
    expect(document.activeElement?.textContent).toBe('Elsewhere');
  });

  it('stops waiting when the page is left', async () => {
    const main = page('<p>Loading…</p>');
    const stop = focusPage();
    stop();
    main.innerHTML = '<h1>Premier League</h1>';
    await nextMutation();
    expect(document.activeElement).toBe(main);
  });
});
