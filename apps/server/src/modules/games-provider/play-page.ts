import type { GameCode } from '@sb/contract';

/*
 * The provider's HTML pages (docs/decisions/games-provider.md): the game page, bound to a provider
 * session named in the page, and the pages of a refused token or a bad query. No inline script: the
 * page's values are data attributes read by public/game.js (the page's CSP is script-src 'self').
 */

export const ASSETS_PATH = '/games-provider/assets';

const escape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const TITLES: Record<GameCode, string> = {
  'virtual-football': 'Virtual Football',
  'virtual-efootball': 'eFootball',
  crash: 'Cryptoblast',
  powerball: 'Powerball',
  lotto: 'Lotto',
};

function shell(lang: string, title: string, body: string, data: Record<string, string>): string {
  const attributes = Object.entries(data)
    .map(([key, value]) => ` data-${key}="${escape(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="${escape(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="${ASSETS_PATH}/game.css">
<script src="${ASSETS_PATH}/game.js" defer></script>
</head>
<body${attributes}>
${body}
</body>
</html>
`;
}

export interface PlayPageValues {
  sessionId: string;
  gameCode: GameCode;
  currency: string;
  lobbyOrigin: string;
  lang: string;
  demo: boolean;
}

export function playPage(values: PlayPageValues): string {
  const title = TITLES[values.gameCode];
  const body = `<main class="game" id="game" aria-busy="true">
  <header class="bar">
    <h1>${escape(title)}${values.demo ? ' <span class="fun">Fun play</span>' : ''}</h1>
    <p class="balance">Balance <output id="balance" aria-live="polite">…</output> ${escape(values.currency)}</p>
  </header>
  <section class="stage" id="stage" aria-label="${escape(title)}"></section>
  <section class="slip" aria-label="Your bet">
    <div id="controls" class="controls"></div>
    <p id="message" class="message" role="status" aria-live="polite"></p>
  </section>
  <section class="bets" aria-labelledby="bets-title">
    <h2 id="bets-title">Your bets</h2>
    <ul id="bets" class="bet-list"><li class="empty">No bets yet</li></ul>
  </section>
</main>`;
  return shell(values.lang, title, body, {
    page: 'game',
    session: values.sessionId,
    game: values.gameCode,
    currency: values.currency,
    lobby: values.lobbyOrigin,
    demo: values.demo ? 'true' : 'false',
  });
}

/** A launch token refused (used, expired): say so, and tell the lobby its game has ended. */
export function expiredPage(lobbyOrigin: string | undefined): string {
  const body = `<main class="notice">
  <h1>This game link has expired</h1>
  <p>Game links open once and only for a minute. Open the game again from the site.</p>
</main>`;
  return shell('en', 'Game link expired', body, { page: 'ended', lobby: lobbyOrigin ?? '' });
}

export function badRequestPage(problem: string): string {
  const body = `<main class="notice">
  <h1>This game cannot open</h1>
  <p>${escape(problem)}</p>
</main>`;
  return shell('en', 'Game cannot open', body, { page: 'bad' });
}
