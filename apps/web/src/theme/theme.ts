/** The colour theme: 'system' follows prefers-color-scheme; dark and light set <html data-theme>. */
export type ThemeChoice = 'system' | 'dark' | 'light';

const THEME_KEY = 'trumpet:theme';

export function savedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'dark' || value === 'light' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Not remembered, but applied for this page.
  }
  applyTheme(choice);
}

/** The theme in effect: the explicit choice, else the system's. */
export function effectiveTheme(choice: ThemeChoice = savedTheme()): 'dark' | 'light' {
  if (choice !== 'system') return choice;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}
