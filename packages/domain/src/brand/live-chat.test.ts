import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_TOKEN_FAILED,
  chatTokenConfigError,
  chatTokenWanted,
  liveChatUrl,
  MISSING_CHAT_CONFIGURATION,
  withQueryParam,
  type ChatTokenState,
  type ChatVisitor,
  type LiveChatSettings,
} from './live-chat.ts';
import { liveChatOffered } from './live-chat-offered.ts';

const AVAYA = 'https://chat.example.com/web?lang=en';
const PLAIN = 'https://help.example.com/chat';

const settings = (overrides: Partial<LiveChatSettings> = {}): LiveChatSettings => ({
  live_chat_url: '',
  avaya_live_chat_url: AVAYA,
  live_chat_excluded: false,
  avaya_chat_token_url: 'https://chat.example.com/token',
  avaya_chat_bearer_token: 'public-client-key',
  emulate_partner_matrix_affiliate: false,
  ...overrides,
});

const player: ChatVisitor = { loggedIn: true, partnerMatrixAffiliate: false };
const affiliate: ChatVisitor = { loggedIn: true, partnerMatrixAffiliate: true };
const visitor: ChatVisitor = { loggedIn: false, partnerMatrixAffiliate: false };
const token: ChatTokenState = { s: 'abc' };

describe('liveChatOffered (SPEC.md §2 Subheader)', () => {
  it.each([
    ['a chat URL and a brand not excluded', PLAIN, '', false, true],
    ['an Avaya chat URL alone', '', AVAYA, false, true],
    ['no chat URL', '', '', false, false],
    ['an excluded brand, even with a chat URL', PLAIN, AVAYA, true, false],
    ['an excluded brand without a chat URL', '', '', true, false],
  ])('%s', (_name, plain, avaya, excluded, offered) => {
    expect(
      liveChatOffered({ live_chat_url: plain, avaya_live_chat_url: avaya, live_chat_excluded: excluded }),
    ).toBe(offered);
  });
});

describe('liveChatUrl (SPEC.md §4 Chat token, §6)', () => {
  it.each<[string, LiveChatSettings, ChatVisitor, ChatTokenState, string]>([
    ['a player with a token: appended, the page query kept', settings(), player, token, `${AVAYA}&s=abc`],
    ['a player before the token is fetched: plain', settings(), player, null, AVAYA],
    ['a player whose token failed: plain', settings(), player, CHAT_TOKEN_FAILED, AVAYA],
    ['a partner-matrix affiliate: plain', settings(), affiliate, token, AVAYA],
    [
      'the emulate setting: plain',
      settings({ emulate_partner_matrix_affiliate: true }),
      player,
      token,
      AVAYA,
    ],
    ['a visitor: plain', settings(), visitor, token, AVAYA],
    [
      'a chat without Avaya never gets the token',
      settings({ avaya_live_chat_url: '', live_chat_url: PLAIN }),
      player,
      token,
      PLAIN,
    ],
    [
      'the Avaya chat wins over the plain one',
      settings({ live_chat_url: PLAIN }),
      player,
      token,
      `${AVAYA}&s=abc`,
    ],
  ])('%s', (_name, chat, who, state, url) => {
    expect(liveChatUrl(chat, who, state)).toBe(url);
  });

  it('encodes the token', () => {
    expect(liveChatUrl(settings({ avaya_live_chat_url: '/demo/chat' }), player, { s: 'a+b/c=' })).toBe(
      '/demo/chat?s=a%2Bb%2Fc%3D',
    );
  });
});

describe('chatTokenWanted: a press fetches the token once per session', () => {
  it.each<[string, LiveChatSettings, ChatVisitor, ChatTokenState, boolean]>([
    ['a player, nothing fetched yet', settings(), player, null, true],
    ['a player holding a token', settings(), player, token, false],
    ['a player whose token failed: never again this session', settings(), player, CHAT_TOKEN_FAILED, false],
    ['an affiliate', settings(), affiliate, null, false],
    ['the emulate setting', settings({ emulate_partner_matrix_affiliate: true }), player, null, false],
    ['a visitor', settings(), visitor, null, false],
    [
      'a chat without Avaya',
      settings({ avaya_live_chat_url: '', live_chat_url: PLAIN }),
      player,
      null,
      false,
    ],
  ])('%s', (_name, chat, who, state, wanted) => {
    expect(chatTokenWanted(chat, who, state)).toBe(wanted);
  });
});

describe('chatTokenConfigError (SPEC.md §8 Silent or logged only)', () => {
  it.each([
    ['both set', 'https://chat.example.com/token', 'key', undefined],
    ['no chat-token URL', '', 'key', MISSING_CHAT_CONFIGURATION],
    ['no bearer', 'https://chat.example.com/token', '', MISSING_CHAT_CONFIGURATION],
    ['neither', '', '', MISSING_CHAT_CONFIGURATION],
  ])('%s', (_name, url, bearer, error) => {
    expect(chatTokenConfigError({ avaya_chat_token_url: url, avaya_chat_bearer_token: bearer })).toBe(error);
  });

  it('is the exact text of §8', () => {
    expect(MISSING_CHAT_CONFIGURATION).toBe(
      'Missing Avaya chat configuration: URL or Bearer Token is not defined.',
    );
  });
});

describe('withQueryParam', () => {
  it.each([
    ['/demo/chat', '/demo/chat?s=t'],
    ['/demo/chat?', '/demo/chat?s=t'],
    ['https://c.example/x?a=1&b=2', 'https://c.example/x?a=1&b=2&s=t'],
    ['https://c.example/x?a=1#top', 'https://c.example/x?a=1&s=t#top'],
    ['https://c.example/x#top', 'https://c.example/x?s=t#top'],
    ['https://c.example/x?s=old&a=1', 'https://c.example/x?a=1&s=t'],
    ['https://c.example/x?%73=old', 'https://c.example/x?s=t'],
    ['https://c.example/x?%E0%A4%A=1', 'https://c.example/x?%E0%A4%A=1&s=t'],
  ])('%s', (url, expected) => {
    expect(withQueryParam(url, 's', 't')).toBe(expected);
  });
});

/** Chat page URLs: a path or an origin, with or without a query (no `s` of its own) and a fragment. */
const pageUrl = fc
  .tuple(
    fc.constantFrom('', 'https://chat.example.com', 'http://localhost:8080'),
    fc.constantFrom('/chat', '/demo/chat', '/a/b/'),
    fc.array(
      fc
        .tuple(fc.constantFrom('lang', 'brand', 'x', 'q'), fc.string({ maxLength: 8 }))
        .map(([key, value]) => `${key}=${encodeURIComponent(value)}`),
      { maxLength: 3 },
    ),
    fc.option(fc.constantFrom('#top', '#'), { nil: '' }),
  )
  .map(([origin, path, params, fragment]) => {
    const query = params.length > 0 ? `?${params.join('&')}` : '';
    return { url: `${origin}${path}${query}${fragment}`, base: `${origin}${path}${query}`, fragment };
  });

const tokenState: fc.Arbitrary<ChatTokenState> = fc.oneof(
  fc.constant(null),
  fc.constant(CHAT_TOKEN_FAILED),
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => ({ s })),
);

const visitorOf = fc.record({ loggedIn: fc.boolean(), partnerMatrixAffiliate: fc.boolean() });

/** The value of `name` in a URL's query, decoded, as a page reads it. */
function queryValue(url: string, name: string): string | undefined {
  const query = url.split('#')[0]!.split('?')[1] ?? '';
  const part = query.split('&').find((p) => p.startsWith(`${name}=`));
  return part === undefined ? undefined : decodeURIComponent(part.slice(name.length + 1));
}

describe('liveChatUrl properties', () => {
  it('the page without its fragment is always a prefix, and the fragment stays at the end', () => {
    fc.assert(
      fc.property(pageUrl, visitorOf, fc.boolean(), tokenState, (page, who, emulate, state) => {
        const url = liveChatUrl(
          settings({ avaya_live_chat_url: page.url, emulate_partner_matrix_affiliate: emulate }),
          who,
          state,
        );
        expect(url.startsWith(page.base)).toBe(true);
        expect(url.endsWith(page.fragment)).toBe(true);
      }),
    );
  });

  it('the token is appended exactly when a logged-in player who is no affiliate holds one', () => {
    fc.assert(
      fc.property(pageUrl, visitorOf, fc.boolean(), tokenState, (page, who, emulate, state) => {
        const url = liveChatUrl(
          settings({ avaya_live_chat_url: page.url, emulate_partner_matrix_affiliate: emulate }),
          who,
          state,
        );
        const appended =
          who.loggedIn && !who.partnerMatrixAffiliate && !emulate && state !== null && state !== 'FAILED';
        if (appended) expect(queryValue(url, 's')).toBe(state.s);
        else expect(url).toBe(page.url);
      }),
    );
  });

  it('the page keeps every query parameter it had', () => {
    fc.assert(
      fc.property(pageUrl, fc.string({ minLength: 1, maxLength: 40 }), (page, s) => {
        const url = liveChatUrl(settings({ avaya_live_chat_url: page.url }), player, { s });
        const params = (page.base.split('?')[1] ?? '').split('&').filter(Boolean);
        for (const param of params) expect(url).toContain(param);
      }),
    );
  });
});
