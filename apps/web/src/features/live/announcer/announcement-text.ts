import { ANNOUNCE_CAP, capChanges, type LiveChange } from '@sb/domain';
import type { TFunction } from 'i18next';

/** What the words of an announcement need besides the changes. */
export interface AnnouncementWords {
  /** The live namespace's translations. */
  t: TFunction<'live'>;
  /** A decimal price in the player's odds format. */
  formatPrice: (decimal: number) => string;
  /** The event's and selection's names of a watched outcome. */
  selection: (outcomeId: number) => { event: string; selection: string };
  /** A watched event's name. */
  event: (eventId: number) => string;
}

/**
 * One announcement for merged changes: the first ANNOUNCE_CAP named, the others counted, e.g.
 * "Arsenal v Chelsea: Arsenal 2.10 → 2.30. Real Madrid v Barcelona: score 1–0. 2 other changes."
 */
export function announcementText(
  changes: readonly LiveChange[],
  words: AnnouncementWords,
  cap: number = ANNOUNCE_CAP,
): string {
  const { t } = words;
  const { shown, others } = capChanges(changes, cap);
  const parts = shown.map((change) => {
    if (change.kind === 'score')
      return t('announcer.score', {
        event: words.event(change.eventId),
        home: change.score[0],
        away: change.score[1],
      });
    const names = words.selection(change.outcomeId);
    if (change.kind === 'suspended') return t('announcer.suspended', names);
    return t('announcer.price', {
      ...names,
      from: words.formatPrice(change.from),
      to: words.formatPrice(change.to),
    });
  });
  if (others > 0) parts.push(t('announcer.others', { count: others }));
  return parts.join(' ');
}
