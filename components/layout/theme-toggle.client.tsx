'use client';
/**
 * Dark/light toggle. The choice is kept under localStorage "theme" and applied before the first paint by the head
 * script (head-script.ts); light is the default and the operating-system preference is not followed. The button
 * changes it, with transitions off while the page restyles, and follows changes made in other tabs. Hydrating it
 * does nothing to the page: applying the theme again then (as next-themes did, with its transition-blocking style
 * added and removed) restyled the whole document three times, three long tasks on a long guide.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from './head-script';

type Theme = 'light' | 'dark';

const themeOf = (value: string | null | undefined): Theme => (value === 'dark' ? 'dark' : 'light');
const readTheme = () => themeOf(document.documentElement.getAttribute('data-theme'));
const subscribeTheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};

/** Shows `theme` without animating the change (every transition is off until the next task). */
function showTheme(theme: Theme) {
  const root = document.documentElement;
  if (readTheme() === theme) return;
  const still = document.createElement('style');
  still.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(still);
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  // The new styles are computed while transitions are off; then the rule goes.
  window.getComputedStyle(document.body).getPropertyValue('color');
  setTimeout(() => still.remove(), 1);
}

function setTheme(theme: Theme) {
  showTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered when storage is unavailable; the page still changes.
  }
}

export function ThemeToggle() {
  // The server renders the light button; the head script may have shown the dark theme already.
  const dark = useSyncExternalStore(subscribeTheme, readTheme, () => 'light') === 'dark';
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) showTheme(themeOf(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <button
      type="button"
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-[var(--fg-muted)] hover:bg-[var(--bg-muted)] hover:text-[var(--fg)]"
      aria-label={label}
      title={label}
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1.5 3h-3L12 2Zm0 20-1.5-3h3L12 22ZM2 12l3-1.5v3L2 12Zm20 0-3 1.5v-3l3 1.5ZM4.9 4.9l3.2 1.1-2.1 2.1-1.1-3.2Zm14.2 14.2-3.2-1.1 2.1-2.1 1.1 3.2ZM4.9 19.1l1.1-3.2 2.1 2.1-3.2 1.1ZM19.1 4.9 18 8.1 15.9 6l3.2-1.1Z" />
        </svg>
      ) : (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M20.7 14.6A8.5 8.5 0 0 1 9.4 3.3a8.5 8.5 0 1 0 11.3 11.3Z" />
        </svg>
      )}
    </button>
  );
}
