import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveLayout, settingsPanelOptions, type ViewLayout } from './settings-options.ts';

describe('settingsPanelOptions (SPEC.md §5)', () => {
  it.each([
    [
      'everything offered',
      {
        odds_types: ['euro', 'hk', 'us', 'malay', 'indo'],
        view_types: ['asian', 'euro', 'thai'],
        enable_switching_theme_modes: true,
      },
      {
        oddsTypes: ['euro', 'hk', 'us', 'malay', 'indo'],
        layouts: ['euro', 'asian', 'thai'],
        themes: ['light', 'dark', 'system'],
        sortBy: ['competition', 'time'],
      },
    ],
    [
      'euro odds and the euro layout even when the brand lists none',
      { odds_types: [], view_types: [], enable_switching_theme_modes: false },
      { oddsTypes: ['euro'], layouts: ['euro'], themes: [], sortBy: ['competition', 'time'] },
    ],
    [
      'only what the brand lists, in the usual order',
      { odds_types: ['us', 'hk'], view_types: ['thai'], enable_switching_theme_modes: false },
      {
        oddsTypes: ['euro', 'hk', 'us'],
        layouts: ['euro', 'thai'],
        themes: [],
        sortBy: ['competition', 'time'],
      },
    ],
  ])('%s', (_name, settings, expected) => {
    expect(settingsPanelOptions(settings)).toEqual(expected);
  });
});

describe('effectiveLayout (SPEC.md §4 Thai layout)', () => {
  it.each<[string, ViewLayout | 'not_selected', string[], ViewLayout]>([
    ['not selected is euro', 'not_selected', ['asian', 'thai'], 'euro'],
    ['thai when offered', 'thai', ['thai'], 'thai'],
    ['thai falls back to asian when not offered', 'thai', ['asian', 'euro'], 'asian'],
    ['thai falls back to euro when asian is not offered either', 'thai', ['euro'], 'euro'],
    ['asian when offered', 'asian', ['asian'], 'asian'],
  ])('%s', (_name, chosen, viewTypes, expected) => {
    expect(effectiveLayout(chosen, viewTypes)).toBe(expected);
  });

  it('renders a layout the brand offers, or euro (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ViewLayout | 'not_selected'>('euro', 'asian', 'thai', 'not_selected'),
        fc.subarray(['euro', 'asian', 'thai']),
        (chosen, viewTypes) => {
          const layout = effectiveLayout(chosen, viewTypes);
          return layout === 'euro' || viewTypes.includes(layout);
        },
      ),
    );
  });
});
