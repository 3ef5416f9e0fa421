import type { LiveEvent } from '@sb/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import chips from '../../../ui/page/page.module.css';
import { visuallyHiddenClass } from '../../../ui/visually-hidden.tsx';
import { useLiveFilterStore } from './live-filter-store.ts';
import styles from './live-filter.module.css';

interface Competition {
  id: number;
  name: string;
  leagues: { id: number; name: string }[];
}

/** The competitions (country paths) and their leagues among the events, in order of appearance. */
export function competitionsOf(events: readonly LiveEvent[]): Competition[] {
  const byId = new Map<number, Competition>();
  for (const event of events) {
    const country = event.eventPaths[1];
    const league = event.eventPaths.at(-1);
    if (!country || !league) continue;
    let competition = byId.get(country.id);
    if (!competition) {
      competition = { id: country.id, name: country.description, leagues: [] };
      byId.set(country.id, competition);
    }
    if (!competition.leagues.some((l) => l.id === league.id)) {
      competition.leagues.push({ id: league.id, name: league.description });
    }
  }
  return [...byId.values()];
}

/**
 * The live filter, phone form (SPEC.md §3/§4): a Filter disclosure with one competition at a time
 * (choosing one clears the leagues) and that competition's leagues as checkboxes; Reset clears both.
 */
export function MobileLiveFilter({ events }: { events: readonly LiveEvent[] }) {
  const { t } = useTranslation('live');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const competitions = useMemo(() => competitionsOf(events), [events]);
  const state = useLiveFilterStore((s) => s.mobile);
  const choose = useLiveFilterStore((s) => s.chooseCompetition);
  const toggleLeague = useLiveFilterStore((s) => s.toggleMobileLeague);
  const resetMobile = useLiveFilterStore((s) => s.resetMobile);
  const selected = competitions.find((c) => c.id === state.selectedCompetitionId);
  const active = state.selectedCompetitionId !== null || state.selectedLeagueIds.length > 0;
  return (
    <div className={styles.filter}>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {active ? t('filter.buttonActive') : t('filter.button')}
      </Button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        <div role="group" aria-label={t('filter.competitions')} className={chips.chips}>
          {competitions.map((c) => (
            <button
              key={c.id}
              type="button"
              className={chips.chip}
              aria-pressed={c.id === state.selectedCompetitionId}
              onClick={() => choose(c.id)}
            >
              {c.name}
            </button>
          ))}
        </div>
        {selected && (
          <fieldset className={styles.leagues}>
            <legend>{t('filter.leaguesOf', { competition: selected.name })}</legend>
            {selected.leagues.map((l) => (
              <label key={l.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={state.selectedLeagueIds.includes(l.id)}
                  onChange={() => toggleLeague(l.id)}
                />
                {l.name}
              </label>
            ))}
          </fieldset>
        )}
        <Button variant="ghost" size="sm" onClick={() => resetMobile('all')} disabled={!active}>
          {t('filter.reset')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The live filter, desktop form: every competition a tri-state checkbox (none, partial = some
 * leagues, selected = all its leagues) with its leagues under it; nothing ticked means all.
 */
export function DesktopLiveFilter({ events }: { events: readonly LiveEvent[] }) {
  const { t } = useTranslation('live');
  const competitions = useMemo(() => competitionsOf(events), [events]);
  const state = useLiveFilterStore((s) => s.desktop);
  const click = useLiveFilterStore((s) => s.clickDesktopCompetition);
  const toggleLeague = useLiveFilterStore((s) => s.toggleDesktopLeague);
  const reset = useLiveFilterStore((s) => s.reset);
  const entry = (id: number) => state.competitionDesktopList.find((c) => c.competitionId === id);
  // A disclosure, closed at first: with every competition listed, an evening's tree was taller than the
  // screen and pushed the first live event 2,500 px down a 1366x768 page.
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        {state.isAllCompetitionsSelected ? t('filter.title') : t('filter.titleActive')}
      </summary>
      <fieldset className={styles.desktop}>
        <legend className={visuallyHiddenClass}>{t('filter.title')}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={state.isAllCompetitionsSelected}
            disabled={state.isAllCompetitionsSelected}
            onChange={() => reset('desktop')}
          />
          {t('filter.all')}
        </label>
        <ul className={styles.tree}>
          {competitions.map((c) => {
            const e = entry(c.id);
            const iconState = e?.iconState ?? 'none';
            return (
              <li key={c.id}>
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={iconState === 'selected' ? true : iconState === 'partial' ? 'mixed' : false}
                  className={styles.tri}
                  data-state={iconState}
                  onClick={() => click(c.id)}
                >
                  <span className={styles.box} aria-hidden="true" />
                  {c.name}
                </button>
                <ul className={styles.tree}>
                  {c.leagues.map((l) => (
                    <li key={l.id}>
                      <label className={styles.check}>
                        <input
                          type="checkbox"
                          checked={iconState === 'selected' || (e?.leagueIds.includes(l.id) ?? false)}
                          onChange={() => toggleLeague(c.id, l.id)}
                        />
                        {l.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </details>
  );
}
