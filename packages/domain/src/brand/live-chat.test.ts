import { describe, expect, it } from 'vitest';
import { liveChatOffered } from './live-chat.ts';

describe('liveChatOffered (SPEC.md §2 Subheader)', () => {
  it.each([
    ['a chat URL and a brand not excluded', 'https://chat.example.com', false, true],
    ['no chat URL', '', false, false],
    ['an excluded brand, even with a chat URL', 'https://chat.example.com', true, false],
    ['an excluded brand without a chat URL', '', true, false],
  ])('%s', (_name, url, excluded, offered) => {
    expect(liveChatOffered({ live_chat_url: url, live_chat_excluded: excluded })).toBe(offered);
  });
});
