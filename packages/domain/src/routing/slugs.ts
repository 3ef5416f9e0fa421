/**
 * Slugs of SPEC.md §2 routes. A sport slug is the sport's numeric id, a dash and its code
 * ('240-FOOT'), a suffix may follow ('240-FOOT-india'); an event slug ends with the event id.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function sportSlug(sport: { id: number; code: string }): string {
  return `${sport.id}-${sport.code}`;
}

export function parseSportSlug(slug: string): { id: number; code: string } | null {
  const match = /^(\d+)-([A-Za-z0-9]+)(?:-.*)?$/.exec(slug);
  if (!match) return null;
  return { id: Number(match[1]), code: (match[2] ?? '').toUpperCase() };
}

export function eventSlug(event: { id: number; description: string }): string {
  const words = slugify(event.description);
  return words ? `${words}-${event.id}` : String(event.id);
}

export function parseEventSlug(slug: string): number | null {
  const match = /(?:^|-)(\d+)$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
