import type { Settings } from '@sb/contract';
import {
  acceptDefaultStakeInput,
  formatOdds,
  parseAmount,
  resolveTheme,
  settingsPanelOptions,
  type AcceptOdds,
  type OddsType,
} from '@sb/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { useViewLayout } from '../../../lib/preferences/use-view-layout.ts';
import {
  usePreferencesStore,
  type SortBy,
  type ThemePreference,
  type ViewLayout,
} from '../../../lib/preferences/preferences-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { saveSettings } from '../account-prefs.ts';
import {
  useLiveAnnouncementsEnabled,
  useLiveAnnouncementsStore,
} from '../../../lib/announcements/live-announcements-store.ts';
import { browserTimeZone } from '../../../hooks/render-env.ts';
import styles from './settings-panel.module.css';

/** The decimal price the preview shows in the chosen format. */
const PREVIEW_PRICE = 2.5;

interface Choice<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly T[];
  label: (option: T) => string;
  onChange: (value: T) => void;
}

function RadioGroup<T extends string>({ legend, name, value, options, label, onChange }: Choice<T>) {
  const legendId = useId();
  return (
    <fieldset className={styles.group} role="radiogroup" aria-labelledby={legendId}>
      <legend className={styles.legend} id={legendId}>
        {legend}
      </legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 'America/Argentina/Buenos_Aires' as 'America/Argentina/Buenos Aires'. */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

/** Every IANA zone the browser knows (none but UTC in a browser too old to list them). */
function timeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
}

function SettingsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['common', 'settings']);
  const settings = useSettings();
  if (!settings) return <SkeletonList rows={4} height={56} label={t('status.loading')} />;
  return <SettingsFields settings={settings} onDone={onDone} />;
}

/** The form once the brand's settings are known, so every choice starts from what applies now. */
function SettingsFields({ settings, onDone }: { settings: Settings; onDone: () => void }) {
  const { t } = useTranslation(['common', 'settings']);
  const preferences = usePreferencesStore();
  const loggedIn = useLoggedInSession() !== null;
  const [oddsType, setOddsType] = useState<OddsType>(useOddsType());
  const [layout, setLayout] = useState<ViewLayout>(useViewLayout());
  const [theme, setTheme] = useState<ThemePreference>(
    resolveTheme({ stored: preferences.theme, colorThemeSetting: settings.color_theme, prefersDark: false })
      .preference,
  );
  const [sortBy, setSortBy] = useState<SortBy>(preferences.sortBy);
  const [acceptOdds, setAcceptOdds] = useState<AcceptOdds>(preferences.userAcceptOdds);
  const [stakeText, setStakeText] = useState(
    preferences.defaultStake > 0 ? String(preferences.defaultStake) : '',
  );
  const [announceLive, setAnnounceLive] = useState(useLiveAnnouncementsEnabled());
  const [timeZone, setTimeZone] = useState(preferences.timeZone ?? '');
  const timeZoneId = useId();
  const timeZoneHintId = useId();
  const stakeId = useId();
  const stakeHintId = useId();
  const announceHintId = useId();
  const options = settingsPanelOptions(settings, { loggedIn });
  const themeShown = options.themes.length > 0;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        // The choice applies at once; the server save runs on after the panel closes and only logs a failure.
        void saveSettings(
          {
            oddsType,
            layout,
            sortBy,
            theme,
            userAcceptOdds: acceptOdds,
            defaultStake: parseAmount(stakeText),
          },
          { themeShown },
        );
        useLiveAnnouncementsStore.getState().setEnabled(announceLive);
        usePreferencesStore.getState().setTimeZone(timeZone || null);
        onDone();
      }}
    >
      <div>
        <RadioGroup
          legend={t('settings:oddsType')}
          name="odds-type"
          value={oddsType}
          options={options.oddsTypes}
          label={(option) => t(`settings:oddsTypes.${option}`)}
          onChange={setOddsType}
        />
        <p className={styles.preview} aria-live="polite">
          {t('settings:preview', { price: formatOdds(PREVIEW_PRICE, 'euro') })}
          <span className={styles.price}>{formatOdds(PREVIEW_PRICE, oddsType)}</span>
        </p>
      </div>
      {options.layouts.length > 1 && (
        <RadioGroup
          legend={t('settings:layout')}
          name="layout"
          value={layout}
          options={options.layouts}
          label={(option) => t(`settings:layouts.${option}`)}
          onChange={setLayout}
        />
      )}
      {themeShown && (
        <RadioGroup
          legend={t('settings:theme')}
          name="theme"
          value={theme}
          options={options.themes}
          label={(option) => t(`settings:themes.${option}`)}
          onChange={setTheme}
        />
      )}
      <RadioGroup
        legend={t('settings:sortBy')}
        name="sort-by"
        value={sortBy}
        options={options.sortBy}
        label={(option) => t(`settings:sortOptions.${option}`)}
        onChange={setSortBy}
      />
      {options.acceptHigherOdds && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={acceptOdds === 'A'}
            onChange={(event) => setAcceptOdds(event.target.checked ? 'A' : 'D')}
          />
          {t('settings:acceptHigherOdds')}
        </label>
      )}
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            role="switch"
            aria-describedby={announceHintId}
            checked={announceLive}
            onChange={(event) => setAnnounceLive(event.target.checked)}
          />
          {t('settings:announceLive')}
        </label>
        <p className={styles.hint} id={announceHintId}>
          {t('settings:announceLiveHint')}
        </p>
      </div>
      <div className={styles.field}>
        <label className={styles.legend} htmlFor={timeZoneId}>
          {t('settings:timeZone')}
        </label>
        <select
          id={timeZoneId}
          className={styles.input}
          aria-describedby={timeZoneHintId}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
        >
          <option value="">
            {t('settings:timeZoneDevice', { zone: zoneLabel(browserTimeZone() ?? 'UTC') })}
          </option>
          {timeZones().map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </select>
        <p className={styles.hint} id={timeZoneHintId}>
          {t('settings:timeZoneHint')}
        </p>
      </div>
      {options.defaultStake && (
        <div className={styles.field}>
          <label className={styles.legend} htmlFor={stakeId}>
            {t('settings:defaultStake')}
          </label>
          <input
            id={stakeId}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={stakeHintId}
            value={stakeText}
            onChange={(event) => setStakeText(acceptDefaultStakeInput(stakeText, event.target.value))}
          />
          <p className={styles.hint} id={stakeHintId}>
            {t('settings:defaultStakeHint')}
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The settings panel of SPEC.md §2: sort by, odds type, layout, theme, accept higher odds and (for a
 * logged-in player, unless the brand hides it) default stake, offering only what §5 allows for the brand; nothing changes until
 * Save. A visitor's choice stays in this browser; a player's also goes to the server (§6). Loaded lazily.
 */
export default function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['common', 'settings']);
  return (
    <Dialog open={open} onClose={onClose} title={t('settings:title')}>
      <SettingsForm onDone={onClose} />
    </Dialog>
  );
}
