import { GameFrameMessage } from '@sb/contract';

/** The game frame a message must come from: the provider's origin (the frame URL's) and its window. */
export interface FrameSource {
  origin: string;
  window: MessageEventSource | null;
}

/**
 * A message from the game frame, or undefined for anything else (SPEC.md §2 embedded sections;
 * docs/decisions/games-web.md): read only when it comes from the frame URL's origin AND from the
 * frame's own window AND parses as the contract's GameFrameMessage. Another frame, tab or script of
 * the same origin, or a page that framed the provider, is ignored.
 */
export function gameFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: FrameSource,
): GameFrameMessage | undefined {
  if (frame.window === null || event.source !== frame.window) return undefined;
  if (event.origin !== frame.origin || event.origin === 'null') return undefined;
  const parsed = GameFrameMessage.safeParse(event.data);
  return parsed.success ? parsed.data : undefined;
}

/** The origin of a frame URL (relative to this page), or undefined for anything but a web address. */
export function frameOrigin(url: string, base: string): string | undefined {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
