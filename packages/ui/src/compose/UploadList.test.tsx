import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComposeMedia } from './compose-types';
import { UploadList, type UploadListProps } from './UploadList';

const cat: ComposeMedia = { id: 'm1', type: 'image', previewUrl: 'https://x.test/cat.png', description: '' };
const clip: ComposeMedia = { id: 'm2', type: 'video', previewUrl: null, description: 'A dog' };

function setup(props: Partial<UploadListProps> = {}) {
  const handlers = {
    onRemove: jest.fn(),
    onDescriptionChange: jest.fn(),
    onSubmit: jest.fn(),
    onSensitiveChange: jest.fn(),
  };
  const view = render(<UploadList media={[cat, clip]} sensitive={false} {...handlers} {...props} />);
  return { ...handlers, ...view };
}

describe('UploadList', () => {
  it('shows each attachment with a remove button and a description of at most 420 characters', async () => {
    const { onRemove } = setup();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const description = screen.getByRole('textbox', { name: 'Description of media 2' }) as HTMLTextAreaElement;
    expect(description.value).toBe('A dog');
    expect(description.maxLength).toBe(420);
    await userEvent.click(screen.getByRole('button', { name: 'Remove media 2' }));
    expect(onRemove).toHaveBeenCalledWith('m2');
  });

  it('saves a changed description on blur, not while typing (SPEC §4)', async () => {
    const { onDescriptionChange } = setup();
    const description = screen.getByRole('textbox', { name: 'Description of media 1' });
    await userEvent.type(description, 'A cat');
    expect(onDescriptionChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onDescriptionChange).toHaveBeenCalledWith('m1', 'A cat');
    // Leaving an unchanged description saves nothing.
    await userEvent.click(screen.getByRole('textbox', { name: 'Description of media 2' }));
    await userEvent.tab();
    expect(onDescriptionChange).toHaveBeenCalledTimes(1);
  });

  it('Ctrl or Cmd+Enter in a description saves it, then submits', async () => {
    const { onDescriptionChange, onSubmit } = setup();
    const description = screen.getByRole('textbox', { name: 'Description of media 1' });
    await userEvent.type(description, 'A cat{Control>}{Enter}{/Control}');
    expect(onDescriptionChange).toHaveBeenCalledWith('m1', 'A cat');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onDescriptionChange.mock.invocationCallOrder[0]).toBeLessThan(onSubmit.mock.invocationCallOrder[0]!);
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect((description as HTMLTextAreaElement).value).toBe('A cat');
  });

  it('takes a new description from the app', () => {
    const { rerender, onRemove, onDescriptionChange, onSensitiveChange } = setup();
    rerender(<UploadList media={[{ ...cat, description: 'From the server' }]} sensitive={false} onRemove={onRemove} onDescriptionChange={onDescriptionChange} onSensitiveChange={onSensitiveChange} />);
    expect((screen.getByRole('textbox', { name: 'Description of media 1' }) as HTMLTextAreaElement).value).toBe('From the server');
  });

  it("has the 'Mark media as sensitive' switch, disabled while a content warning is on", async () => {
    const { onSensitiveChange, rerender, onRemove, onDescriptionChange } = setup();
    await userEvent.click(screen.getByRole('switch', { name: 'Mark media as sensitive' }));
    expect(onSensitiveChange).toHaveBeenCalledWith(true);
    rerender(<UploadList media={[cat]} sensitive sensitiveDisabled onRemove={onRemove} onDescriptionChange={onDescriptionChange} onSensitiveChange={onSensitiveChange} />);
    const toggle = screen.getByRole('switch', { name: 'Mark media as sensitive' }) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.checked).toBe(true);
  });

  it("shows an item's progress, or the upload's when no item has one", () => {
    const { rerender, onRemove, onDescriptionChange, onSensitiveChange } = setup({ media: [{ ...cat, progress: 40 }], isUploading: true });
    expect(screen.getByRole('progressbar', { name: 'Uploading media 1' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    rerender(<UploadList media={[]} isUploading uploadProgress={62.4} sensitive={false} onRemove={onRemove} onDescriptionChange={onDescriptionChange} onSensitiveChange={onSensitiveChange} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading' }).getAttribute('aria-valuenow')).toBe('62');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('renders nothing without media or upload', () => {
    const { container } = setup({ media: [] });
    expect(container.innerHTML).toBe('');
  });
});
