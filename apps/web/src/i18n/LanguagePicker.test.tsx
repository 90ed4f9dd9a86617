import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createTestApp, renderInApp } from '../../test/support/app';
import { AppLocale } from './AppLocale';
import { LanguagePicker } from './LanguagePicker';
import { savedLocale } from './locale-preference';

async function renderPicker(serverLocale: string) {
  await act(async () => {
    renderInApp(
      createTestApp({ meta: { locale: serverLocale } }),
      <Suspense fallback={<p>waiting</p>}>
        <AppLocale>
          <LanguagePicker />
        </AppLocale>
      </Suspense>,
    );
  });
}

describe('the language picker', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
  });
  afterEach(() => {
    localStorage.clear();
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    jest.restoreAllMocks();
  });

  it("offers each language in its own name, and Automatic names the server's", async () => {
    await renderPicker('ja');
    const picker = await screen.findByRole('combobox', { name: '言語' });
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['自動（日本語）', 'English', 'العربية', 'Deutsch', 'Español', 'Français', '日本語']);
    expect(document.documentElement.lang).toBe('ja');
  });

  it('speaks the chosen language over the server’s, remembers it, and Automatic goes back', async () => {
    await renderPicker('ja');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '言語' }), 'Deutsch');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(savedLocale()).toBe('de');
    const picker = screen.getByRole('combobox', { name: 'Sprache' });
    await userEvent.selectOptions(picker, '');
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(savedLocale()).toBeNull();
  });

  it('lays the app out right to left for Arabic', async () => {
    await renderPicker('en');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toBeTruthy();
  });
});
