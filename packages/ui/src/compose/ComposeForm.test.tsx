import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComposeForm, type ComposeFormProps } from './ComposeForm';

const image = { id: 'm1', type: 'image', previewUrl: 'https://x.test/a.png', description: '' } as const;

function props(overrides: Partial<ComposeFormProps> = {}): ComposeFormProps {
  return {
    text: '',
    onTextChange: jest.fn(),
    spoiler: false,
    spoilerText: '',
    onSpoilerToggle: jest.fn(),
    onSpoilerTextChange: jest.fn(),
    privacy: 'public',
    onPrivacyChange: jest.fn(),
    sensitive: false,
    onSensitiveChange: jest.fn(),
    media: [],
    onUpload: jest.fn(),
    onRemoveMedia: jest.fn(),
    onMediaDescriptionChange: jest.fn(),
    acceptContentTypes: ['image/png', 'image/jpeg', 'video/mp4'],
    poll: null,
    onPollAdd: jest.fn(),
    onPollRemove: jest.fn(),
    onPollEdit: jest.fn(),
    charsLeft: 500,
    canSubmit: true,
    onSubmit: jest.fn(),
    suggestions: [],
    onSuggestionsRequested: jest.fn(),
    onSuggestionsCleared: jest.fn(),
    onSuggestionSelected: jest.fn(),
    ...overrides,
  };
}

function setup(overrides: Partial<ComposeFormProps> = {}) {
  const all = props(overrides);
  const view = render(<ComposeForm {...all} />);
  return { props: all, user: userEvent.setup(), ...view };
}

const textarea = () => screen.getByRole('textbox', { name: 'What is on your mind?' }) as HTMLTextAreaElement;
const publish = () => screen.getByRole('button', { name: /^Toot/ }) as HTMLButtonElement;

describe('ComposeForm', () => {
  it('has the text with its placeholder, the tools and the publish button', () => {
    setup();
    expect(textarea().placeholder).toBe('What is on your mind?');
    expect(screen.getByRole('form', { name: 'New post' })).toBeTruthy();
    for (const name of ['Add images, a video or an audio file', 'Add a poll', 'CW (content warning)', 'Privacy: Public']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('textbox', { name: 'Content warning' })).toBeNull();
  });

  it.each([
    ['public', 'Toot!', false],
    ['unlisted', 'Toot', false],
    ['private', 'Toot', true],
    ['direct', 'Toot', true],
  ] as const)('labels publish for %s as %s (lock icon: %s)', (privacy, label, locked) => {
    setup({ privacy });
    expect(publish().textContent).toBe(label);
    expect(publish().querySelector('.t-icon--lock') !== null).toBe(locked);
  });

  it('submits from the button, and from Ctrl or Cmd+Enter in the text', async () => {
    const { user, props: all } = setup({ text: 'hello' });
    await user.click(publish());
    expect(all.onSubmit).toHaveBeenCalledTimes(1);
    await user.click(textarea());
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(all.onSubmit).toHaveBeenCalledTimes(3);
  });

  it('submits with Ctrl+Enter from the warning input, which has its placeholder', async () => {
    const { user, props: all } = setup({ spoiler: true, spoilerText: 'spoilers' });
    const warning = screen.getByRole('textbox', { name: 'Content warning' }) as HTMLInputElement;
    expect(warning.placeholder).toBe('Write your warning here');
    await user.click(warning);
    await user.keyboard('{Enter}');
    expect(all.onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(all.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables publish and ignores the shortcut when it cannot be sent', async () => {
    const { user, props: all } = setup({ canSubmit: false });
    expect(publish().disabled).toBe(true);
    await user.click(textarea());
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(all.onSubmit).not.toHaveBeenCalled();
  });

  it('shows the remaining count, over-limit when negative', () => {
    const { rerender, props: all } = setup({ charsLeft: 12 });
    const counter = () => document.querySelector('.t-character-counter')!;
    expect(counter().textContent).toContain('12');
    expect(counter().classList.contains('t-character-counter--over')).toBe(false);
    rerender(<ComposeForm {...all} charsLeft={-3} />);
    expect(counter().classList.contains('t-character-counter--over')).toBe(true);
    expect(screen.getByText('3 characters over the limit')).toBeTruthy();
  });

  it('toggles the content warning and puts the caret in it once it shows', async () => {
    const { user, props: all, rerender } = setup();
    const cw = screen.getByRole('button', { name: 'CW (content warning)' });
    expect(cw.getAttribute('aria-pressed')).toBe('false');
    await user.click(cw);
    expect(all.onSpoilerToggle).toHaveBeenCalledTimes(1);
    rerender(<ComposeForm {...all} spoiler />);
    expect(screen.getByRole('button', { name: 'CW (content warning)' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Content warning' }));
  });

  it('disables the sensitive switch while a content warning is on', () => {
    const { rerender, props: all } = setup({ media: [image] });
    expect((screen.getByRole('switch', { name: 'Mark media as sensitive' }) as HTMLInputElement).disabled).toBe(false);
    rerender(<ComposeForm {...all} spoiler sensitive />);
    expect((screen.getByRole('switch', { name: 'Mark media as sensitive' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('uploads exactly one pasted file', () => {
    const { props: all } = setup();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.paste(textarea(), { clipboardData: { files: [file], getData: () => '' } });
    expect(all.onUpload).toHaveBeenCalledWith([file]);
  });

  it('uploads files dropped on the form, showing the drop target meanwhile', () => {
    const { props: all } = setup();
    const form = screen.getByRole('form');
    const files = [new File(['x'], 'a.png', { type: 'image/png' }), new File(['y'], 'b.png', { type: 'image/png' })];
    fireEvent.dragEnter(form, { dataTransfer: { types: ['Files'], files: [] } });
    expect(screen.getByText('Drop files to upload')).toBeTruthy();
    fireEvent.drop(form, { dataTransfer: { types: ['Files'], files } });
    expect(all.onUpload).toHaveBeenCalledWith(files);
    expect(screen.queryByText('Drop files to upload')).toBeNull();
  });

  it('uploads the chosen files through the file input with the accepted types', async () => {
    const { user, props: all, container } = setup();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/png,image/jpeg,video/mp4');
    expect(input.multiple).toBe(true);
    const files = [new File(['x'], 'a.png', { type: 'image/png' }), new File(['y'], 'b.jpg', { type: 'image/jpeg' })];
    await user.upload(input, files);
    expect(all.onUpload).toHaveBeenCalledWith(files);
  });

  it('disables upload per the prop and while a poll exists; the poll button while uploading or with media', () => {
    const { rerender, props: all } = setup({ uploadDisabled: true });
    const upload = () => screen.getByRole('button', { name: 'Add images, a video or an audio file' }) as HTMLButtonElement;
    const poll = () => screen.getByRole('button', { name: 'Add a poll' }) as HTMLButtonElement;
    expect(upload().disabled).toBe(true);
    expect(poll().disabled).toBe(false);
    rerender(<ComposeForm {...all} poll={{ options: ['', ''], expiresIn: 86_400, multiple: false }} />);
    expect(upload().disabled).toBe(true);
    expect(screen.getByText('File upload not allowed with polls.')).toBeTruthy();
    rerender(<ComposeForm {...all} uploadDisabled={false} media={[image]} />);
    expect(upload().disabled).toBe(false);
    expect(poll().disabled).toBe(true);
    rerender(<ComposeForm {...all} uploadDisabled={false} isUploading />);
    expect(poll().disabled).toBe(true);
  });

  it('adds and removes the poll from its toggle', async () => {
    const { user, props: all, rerender } = setup();
    await user.click(screen.getByRole('button', { name: 'Add a poll' }));
    expect(all.onPollAdd).toHaveBeenCalledTimes(1);
    rerender(<ComposeForm {...all} poll={{ options: ['', ''], expiresIn: 86_400, multiple: false }} />);
    expect(screen.getByRole('group', { name: 'Poll' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Add a poll' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(all.onPollRemove).toHaveBeenCalledTimes(1);
  });

  it('shows the reply indicator with a plain-text excerpt and a cancel button', async () => {
    const onCancelReply = jest.fn();
    const { user } = setup({
      onCancelReply,
      replyTo: {
        id: 's1',
        account: { acct: 'alice@x.test', username: 'alice', display_name_html: 'Alice', avatar: null },
        contentHtml: '<p>Hello <a href="https://x.test/@bob" class="mention">@bob</a></p><p>second &amp; last</p>',
      },
    });
    const indicator = screen.getByRole('group', { name: 'Replying to @alice@x.test' });
    expect(indicator.textContent).toContain('Hello @bob second & last');
    expect(indicator.querySelector('a')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(onCancelReply).toHaveBeenCalledTimes(1);
  });

  it('focuses the text at the end when focusKey changes (after a reply or mention)', () => {
    const { rerender, props: all } = setup({ text: '@alice ' });
    expect(document.activeElement).not.toBe(textarea());
    rerender(<ComposeForm {...all} focusKey={1} />);
    expect(document.activeElement).toBe(textarea());
    expect(textarea().selectionStart).toBe(7);
  });

  it('shows the emoji picker slot in the toolbar and reports the caret for it', async () => {
    const onCaretChange = jest.fn();
    const { user } = setup({ text: 'hello', onCaretChange, emojiPicker: <button type="button">Insert emoji</button> });
    expect(screen.getByRole('button', { name: 'Insert emoji' }).closest('.t-compose__tools')).toBeTruthy();
    await user.click(textarea());
    act(() => textarea().setSelectionRange(2, 2));
    fireEvent.select(textarea());
    expect(onCaretChange).toHaveBeenLastCalledWith(2);
  });

  it('changes the privacy through the dropdown', async () => {
    const { user, props: all } = setup();
    await user.click(screen.getByRole('button', { name: 'Privacy: Public' }));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(all.onPrivacyChange).toHaveBeenCalledWith('direct');
  });

  it('in edit mode says so, locks the visibility, saves changes and cancels the edit', async () => {
    const onCancelEdit = jest.fn();
    const { props: all, user } = setup({ editing: true, onCancelEdit, privacy: 'private', text: 'posted' });
    expect(screen.getByRole('group', { name: 'Editing a post' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Privacy: Followers-only' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^Toot/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(all.onSubmit).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(onCancelEdit).toHaveBeenCalled();
  });
});
