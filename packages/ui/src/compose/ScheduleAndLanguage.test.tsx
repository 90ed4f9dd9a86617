import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageDropdown } from './LanguageDropdown';
import { languageOptions } from './language-names';
import { PublishButton } from './PublishButton';
import { ScheduleButton } from './ScheduleButton';
import { ScheduledStatusList, type ScheduledPostView } from './ScheduledStatusList';
import { ScheduledNotice, ScheduleIndicator } from './ScheduleIndicator';
import { fromLocalInput, toLocalInput } from './schedule-time';

const EARLIEST = new Date(2030, 0, 15, 10, 6);

describe('ScheduleButton', () => {
  function setup(scheduledAt: string | null = null) {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<ScheduleButton scheduledAt={scheduledAt} earliest={EARLIEST} onChange={onChange} listPath="/scheduled_statuses" />);
    return { onChange, user, trigger: screen.getByRole('button', { name: 'Schedule post' }) };
  }

  it('opens a date and time picker starting at the earliest time the server takes, and schedules the picked time', async () => {
    const { user, trigger, onChange } = setup();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Post on' });
    const input = within(dialog).getByLabelText('Post on');
    expect(input.getAttribute('type')).toBe('datetime-local');
    expect(input.getAttribute('min')).toBe('2030-01-15T10:06');
    expect((input as HTMLInputElement).value).toBe('2030-01-15T10:06');
    expect(within(dialog).getByRole('link', { name: 'Scheduled posts' }).getAttribute('href')).toBe('/scheduled_statuses');
    fireEvent.change(input, { target: { value: '2030-01-16T08:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(onChange).toHaveBeenCalledWith(new Date(2030, 0, 16, 8, 30).toISOString());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('refuses a time less than 5 minutes ahead, and "Post now" takes a schedule off', async () => {
    const { user, trigger, onChange } = setup(new Date(2030, 0, 20, 12, 0).toISOString());
    expect(trigger.className).toContain('is-active');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Post on' });
    const input = within(dialog).getByLabelText('Post on');
    expect((input as HTMLInputElement).value).toBe('2030-01-20T12:00');
    fireEvent.change(input, { target: { value: '2030-01-15T09:00' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Schedule' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Post now' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('converts between the input’s local time and ISO instants', () => {
    const iso = new Date(2031, 5, 2, 7, 45).toISOString();
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput('not a date')).toBe('');
  });
});

describe('the schedule indicator and confirmation', () => {
  it('says when the draft goes out, and the confirmation links to the list', async () => {
    const onClear = jest.fn();
    const onNavigate = jest.fn();
    const user = userEvent.setup();
    const at = new Date(2030, 2, 3, 14, 30).toISOString();
    const { unmount } = render(<ScheduleIndicator scheduledAt={at} onClear={onClear} />);
    expect(screen.getByRole('status').textContent).toMatch(/^Will be posted on March 3, 2030/);
    await user.click(screen.getByRole('button', { name: 'Post now' }));
    expect(onClear).toHaveBeenCalled();
    unmount();
    render(<ScheduledNotice scheduledAt={at} listPath="/scheduled_statuses" onNavigate={onNavigate} onDismiss={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toMatch(/^Post scheduled for March 3, 2030/);
    await user.click(screen.getByRole('link', { name: 'Scheduled posts' }));
    expect(onNavigate).toHaveBeenCalledWith('/scheduled_statuses');
  });

  it('the publish button says Schedule for a scheduled draft', () => {
    render(<PublishButton privacy="public" scheduled onPress={jest.fn()} />);
    expect(screen.getByRole('button').textContent).toBe('Schedule');
  });
});

describe('LanguageDropdown', () => {
  it('shows the post’s language and lists languages by their own names, recent ones first', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<LanguageDropdown value="de" leading={['ja', 'de']} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'de, post language: Deutsch' });
    expect(trigger.textContent).toBe('de');
    await user.click(trigger);
    const list = await screen.findByRole('listbox', { name: 'Post language' });
    const options = within(list).getAllByRole('option');
    expect(options[0]?.textContent).toBe('日本語Japanese');
    expect(options[1]?.textContent).toBe('DeutschGerman');
    expect(within(list).getByRole('option', { selected: true }).textContent).toContain('Deutsch');
    // The search field is focused; it matches own names, the reader's names and codes, accents aside.
    await user.keyboard('franc');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['FrançaisFrench']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('fr');
    expect(document.activeElement).toBe(trigger);
  });

  it('moves through the list with the arrows and closes on Escape without a change', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<LanguageDropdown value={null} leading={[]} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: '—, post language: none chosen' });
    await user.click(trigger);
    const search = await screen.findByRole('combobox', { name: 'Search languages' });
    await user.keyboard('{ArrowDown}');
    const active = search.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(document.getElementById(active ?? '')?.getAttribute('data-index')).toBe('1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    act(() => undefined);
  });

  it('lists the guessed language first, above the post’s, then recent ones (core’s languagePickerLeads order)', async () => {
    const user = userEvent.setup();
    render(<LanguageDropdown value="en" leading={['fr', 'en', 'de']} onChange={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'en, post language: English' }));
    const list = await screen.findByRole('listbox', { name: 'Post language' });
    const codes = within(list).getAllByRole('option').map((option) => option.getAttribute('lang'));
    expect(codes.slice(0, 4)).toEqual(['fr', 'en', 'de', expect.any(String)]);
    expect(codes.filter((code) => code === 'fr')).toHaveLength(1);
    // The post's language stays the selected one.
    expect(within(list).getByRole('option', { selected: true }).getAttribute('lang')).toBe('en');
  });

  it('lists a guessed language outside Mastodon’s ISO 639-1 list by its name (lande’s ckb)', () => {
    const options = languageOptions('en', ['ckb', 'zz'], '');
    expect(options[0]).toEqual({ code: 'ckb', nativeName: expect.any(String), name: 'Central Kurdish' });
    // A code the browser has no name for is not listed.
    expect(options.map((option) => option.code)).not.toContain('zz');
  });

  it.each(['en', 'de', 'ja'])('names every language once in %s (ICU calls Twi "Akan" too)', (locale) => {
    const options = languageOptions(locale, [], '');
    const names = options.map((option) => option.nativeName);
    expect(new Set(names).size).toBe(names.length);
    expect(options.find((option) => option.code === 'tw')?.nativeName).toBe('Twi');
  });

  it('finds nothing for a query no language matches', () => {
    expect(languageOptions('en', [], 'zzzz')).toEqual([]);
    expect(languageOptions('en', [], 'pt').map((option) => option.code)).toContain('pt');
  });
});

describe('ScheduledStatusList', () => {
  const item = (over: Partial<ScheduledPostView> = {}): ScheduledPostView => ({
    id: '1',
    text: 'Good morning, sleepy heads',
    spoilerText: '',
    mediaCount: 2,
    hasPoll: false,
    scheduledAt: new Date(2030, 3, 1, 9, 0).toISOString(),
    pending: false,
    ...over,
  });

  it('shows each post’s time, text and media count, with edit, reschedule and cancel', async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn();
    const onReschedule = jest.fn();
    const onCancel = jest.fn();
    render(<ScheduledStatusList items={[item()]} earliest={EARLIEST} onEdit={onEdit} onReschedule={onReschedule} onCancel={onCancel} />);
    const entry = screen.getByRole('listitem');
    expect(entry.textContent).toContain('April 1, 2030');
    expect(entry.textContent).toContain('Good morning, sleepy heads');
    expect(entry.textContent).toContain('2 attachments');
    await user.click(within(entry).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('1');
    await user.click(within(entry).getByRole('button', { name: 'Reschedule' }));
    const input = within(entry).getByLabelText('New time');
    expect((input as HTMLInputElement).value).toBe('2030-04-01T09:00');
    fireEvent.change(input, { target: { value: '2030-04-02T18:15' } });
    await user.click(within(entry).getByRole('button', { name: 'Save time' }));
    expect(onReschedule).toHaveBeenCalledWith('1', new Date(2030, 3, 2, 18, 15).toISOString());
    await user.click(within(entry).getByRole('button', { name: 'Cancel post' }));
    expect(onCancel).toHaveBeenCalledWith('1');
  });

  it('disables the actions of a post being changed, and says when there is none', () => {
    const { unmount } = render(<ScheduledStatusList items={[item({ pending: true })]} earliest={EARLIEST} onEdit={jest.fn()} onReschedule={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Cancel post' }).hasAttribute('disabled')).toBe(true);
    unmount();
    render(<ScheduledStatusList items={[]} earliest={EARLIEST} onEdit={jest.fn()} onReschedule={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByText(/You have no scheduled posts/)).toBeTruthy();
  });
});
