import { formatOdds, type OddsType } from '@sb/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import { useOddsType } from '../../../hooks/use-odds-type.ts';
import { useViewLayout } from '../../../hooks/use-view-layout.ts';
import {
  usePreferencesStore,
  type SortBy,
  type ThemePreference,
  type ViewLayout,
} from '../../../stores/preferences-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { settingsOptions } from '../settings-options.ts';
import styles from './settings-panel.module.css';

/** The decimal price the preview shows in the chosen format. */
const PREVIEW_PRICE = 2.5;

const THEME_FROM_SETTING: Record<string, ThemePreference> = { 'dark mode': 'dark', 'light mode': 'light' };

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

function SettingsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const preferences = usePreferencesStore();
  const [oddsType, setOddsType] = useState<OddsType>(useOddsType());
  const [layout, setLayout] = useState<ViewLayout>(useViewLayout());
  const [theme, setTheme] = useState<ThemePreference>(
    preferences.theme ?? THEME_FROM_SETTING[settings?.color_theme ?? ''] ?? 'system',
  );
  const [sortBy, setSortBy] = useState<SortBy>(preferences.sortBy);

  if (!settings) return <SkeletonList rows={4} height={56} label={t('status.loading')} />;
  const options = settingsOptions(settings);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        preferences.setOddsType(oddsType);
        preferences.setLayout(layout);
        if (options.themes.length > 0) preferences.setTheme(theme);
        preferences.setSortBy(sortBy);
        onDone();
      }}
    >
      <div>
        <RadioGroup
          legend={t('settings.oddsType')}
          name="odds-type"
          value={oddsType}
          options={options.oddsTypes}
          label={(option) => t(`settings.oddsTypes.${option}`)}
          onChange={setOddsType}
        />
        <p className={styles.preview} aria-live="polite">
          {t('settings.preview', { price: formatOdds(PREVIEW_PRICE, 'euro') })}
          <span className={styles.price}>{formatOdds(PREVIEW_PRICE, oddsType)}</span>
        </p>
      </div>
      {options.layouts.length > 1 && (
        <RadioGroup
          legend={t('settings.layout')}
          name="layout"
          value={layout}
          options={options.layouts}
          label={(option) => t(`settings.layouts.${option}`)}
          onChange={setLayout}
        />
      )}
      {options.themes.length > 0 && (
        <RadioGroup
          legend={t('settings.theme')}
          name="theme"
          value={theme}
          options={options.themes}
          label={(option) => t(`settings.themes.${option}`)}
          onChange={setTheme}
        />
      )}
      <RadioGroup
        legend={t('settings.sortBy')}
        name="sort-by"
        value={sortBy}
        options={options.sortBy}
        label={(option) => t(`settings.sortOptions.${option}`)}
        onChange={setSortBy}
      />
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
 * The settings panel of SPEC.md §2: odds type, layout, theme and sort order, offering only what §5
 * allows for the brand; nothing changes until Save. Default stake and accept-higher-odds belong to
 * logged-in players and arrive with accounts. Loaded lazily.
 */
export default function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onClose={onClose} title={t('settings.title')}>
      <SettingsForm onDone={onClose} />
    </Dialog>
  );
}
