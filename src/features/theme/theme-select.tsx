import { useState } from 'react';
import type { StorageSource } from '../../lib/storage';
import { applyTheme, readTheme, THEMES, type Theme } from './theme-store';

const LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** `Theme` in the header's menu: System, Light or Dark, kept per browser. */
export function ThemeSelect({ storage, root }: { storage: StorageSource; root: HTMLElement }) {
  const [theme, setTheme] = useState(() => readTheme(storage));
  return (
    <label className="field-inline theme-select">
      <span>Theme</span>
      <select
        value={theme}
        onChange={(event) => {
          const next = event.target.value as Theme;
          applyTheme(storage, root, next);
          setTheme(next);
        }}
      >
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
