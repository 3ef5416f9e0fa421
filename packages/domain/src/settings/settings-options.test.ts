import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveLayout, type ViewLayout } from './settings-options.ts';
import { settingsPanelOptions } from './settings-panel-options.ts';

describe('settingsPanelOptions (SPEC.md §5)', () => {
  const visitor = { loggedIn: false };
  it.each([
    [
      'everything offered',
      {
        odds_types: ['euro', 'hk', 'us', 'malay', 'indo'],
        view_types: ['asian', 'euro', 'thai'],
        enable_switching_theme_modes: true,
        allow_higher_odds_and_cashout: true,
        default_stake_options_hidden: false,
      },
      {
        oddsTypes: ['euro', 'hk', 'us', 'malay', 'indo'],
        layouts: ['euro', 'asian'],
        themes: ['light', 'dark', 'system'],
        sortBy: ['competition', 'time'],
        acceptHigherOdds: true,
        defaultStake: false,
      },
    ],
    [
      'euro odds and the euro layout even when the brand lists none',
      {
        odds_types: [],
        view_types: [],
        enable_switching_theme_modes: false,
        allow_higher_odds_and_cashout: false,
        default_stake_options_hidden: false,
      },
      {
        oddsTypes: ['euro'],
        layouts: ['euro'],
        themes: [],
        sortBy: ['competition', 'time'],
        acceptHigherOdds: false,
        defaultStake: false,
      },
    ],
    [
      'only what the brand lists, in the usual order (thai is not built)',
      {
        odds_types: ['us', 'hk'],
        view_types: ['thai'],
        enable_switching_theme_modes: false,
        allow_higher_odds_and_cashout: false,
        default_stake_options_hidden: false,
      },
      {
        oddsTypes: ['euro', 'hk', 'us'],
        layouts: ['euro'],
        themes: [],
        sortBy: ['competition', 'time'],
        acceptHigherOdds: false,
        defaultStake: false,
      },
    ],
  ])('%s', (_name, settings, expected) => {
    expect(settingsPanelOptions(settings, visitor)).toEqual(expected);
  });

  const settings = {
    odds_types: [],
    view_types: [],
    enable_switching_theme_modes: false,
    allow_higher_odds_and_cashout: true,
  };
  it.each([
    ['a visitor has no default stake', false, false, false],
    ['a logged-in player has one', true, false, true],
    ['not where the brand hides it (§2 Spain brand)', true, true, false],
    ['nor for a visitor where the brand hides it', false, true, false],
  ])('%s', (_name, loggedIn, hidden, defaultStake) => {
    const options = settingsPanelOptions({ ...settings, default_stake_options_hidden: hidden }, { loggedIn });
    expect(options.defaultStake).toBe(defaultStake);
  });

  it('offers each gated choice exactly when its setting allows it (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(['euro', 'hk', 'us', 'malay', 'indo']),
        fc.subarray(['euro', 'asian', 'thai']),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (oddsTypes, viewTypes, themes, higherOdds, loggedIn, stakeHidden) => {
          const options = settingsPanelOptions(
            {
              odds_types: oddsTypes,
              view_types: viewTypes,
              enable_switching_theme_modes: themes,
              allow_higher_odds_and_cashout: higherOdds,
              default_stake_options_hidden: stakeHidden,
            },
            { loggedIn },
          );
          return (
            options.oddsTypes.every((t) => t === 'euro' || oddsTypes.includes(t)) &&
            options.oddsTypes.includes('euro') &&
            options.layouts.every((l) => l === 'euro' || viewTypes.includes(l)) &&
            options.layouts.length === 1 + viewTypes.filter((l) => l === 'asian').length &&
            options.themes.length > 0 === themes &&
            options.acceptHigherOdds === higherOdds &&
            options.defaultStake === (loggedIn && !stakeHidden)
          );
        },
      ),
    );
  });
});

describe('effectiveLayout (SPEC.md §4 Thai layout)', () => {
  it.each<[string, ViewLayout | 'not_selected', string[], ViewLayout]>([
    ['not selected is euro', 'not_selected', ['asian', 'thai'], 'euro'],
    ['thai offered, but not built: euro without asian', 'thai', ['thai'], 'euro'],
    ['thai offered beside asian, but not built: asian', 'thai', ['asian', 'thai'], 'asian'],
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
