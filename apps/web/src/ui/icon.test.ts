import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DIRECTIONAL_ICONS, iconNames, iconPath, type IconName } from './icon.tsx';

/**
 * In a right-to-left page the icons that point along the line mirror and nothing else does
 * (docs/decisions/right-to-left.md). ui/direction.css finds them by their drawing: a drawing changed in
 * icon.tsx, or a new arrow, must not leave a back chevron pointing the wrong way in Arabic.
 */
const CSS = readFileSync(join(import.meta.dirname, 'direction.css'), 'utf8');
const mirrored = [...CSS.matchAll(/\[d='([^']+)'\]/g)].map(([, d]) => d);

describe('directional icons in a right-to-left page', () => {
  test('the stylesheet mirrors exactly the directional icons, by their current drawing', () => {
    expect(mirrored.toSorted()).toEqual(DIRECTIONAL_ICONS.map(iconPath).toSorted());
  });

  test('every icon that points to a side or a way out is directional; the clock and sports are not', () => {
    const sideways = iconNames().filter((name) =>
      /left|right|back|forward|next|prev|logout|undo|redo|reply|send/.test(name),
    );
    expect(sideways.length).toBeGreaterThan(0);
    expect([...DIRECTIONAL_ICONS].toSorted()).toEqual(expect.arrayContaining(sideways));
    for (const fixed of ['clock', 'football', 'external', 'arrow-up', 'close', 'menu'] satisfies IconName[])
      expect(DIRECTIONAL_ICONS).not.toContain(fixed);
  });
});
