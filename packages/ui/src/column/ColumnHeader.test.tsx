import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeIcon } from '../icons';
import { Column } from './Column';
import { ColumnHeader } from './ColumnHeader';

describe('Column and ColumnHeader', () => {
  it('is a labelled region whose back button calls onBack', async () => {
    const onBack = jest.fn();
    render(<Column label="Home" header={<ColumnHeader title="Home" icon={HomeIcon} onBack={onBack} />}>body</Column>);
    const region = screen.getByRole('region', { name: 'Home' });
    await userEvent.click(within(region).getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('scrolls the column to the top and calls onTitleClick when the title is clicked', async () => {
    const onTitleClick = jest.fn();
    const { container } = render(
      <Column label="Home" header={<ColumnHeader title="Home" onTitleClick={onTitleClick} />}>
        <p>long</p>
      </Column>,
    );
    const body = container.querySelector('.t-column__body') as HTMLElement;
    body.scrollTop = 900;
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(body.scrollTop).toBe(0);
    expect(onTitleClick).toHaveBeenCalledTimes(1);
  });

  it('toggles the settings panel between Show settings and Hide settings', async () => {
    render(
      <ColumnHeader title="Local timeline">
        <p>Media only here</p>
      </ColumnHeader>,
    );
    const toggle = screen.getByRole('button', { name: 'Show settings' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Media only here')).toBeNull();
    await userEvent.click(toggle);
    const hide = screen.getByRole('button', { name: 'Hide settings' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('Media only here')).not.toBeNull();
    const panel = document.getElementById(hide.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    await userEvent.click(hide);
    expect(screen.queryByText('Media only here')).toBeNull();
  });

  it('has no settings toggle without settings or multi-column pin controls', () => {
    render(<ColumnHeader title="Favourites" onPin={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Show settings' })).toBeNull();
  });

  it('offers Pin for an unpinned column in multi-column mode', async () => {
    const onPin = jest.fn();
    render(<ColumnHeader title="#cats" multiColumn onPin={onPin} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
    expect(onPin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Unpin' })).toBeNull();
  });

  it('offers Unpin and moving left and right for a pinned column', async () => {
    const onUnpin = jest.fn();
    const onMove = jest.fn();
    render(<ColumnHeader title="#cats" multiColumn pinned onUnpin={onUnpin} onMove={onMove} canMoveLeft={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unpin' }));
    expect(onUnpin).toHaveBeenCalledTimes(1);
    const left = screen.getByRole('button', { name: 'Move column to the left' }) as HTMLButtonElement;
    expect(left.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move column to the right' }));
    expect(onMove).toHaveBeenCalledWith(1);
  });

  it('leaves pin controls out of the single-column layout', async () => {
    render(
      <ColumnHeader title="#cats" pinned onUnpin={jest.fn()} onMove={jest.fn()}>
        <p>settings</p>
      </ColumnHeader>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show settings' }));
    expect(screen.queryByRole('button', { name: 'Unpin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move column to the left' })).toBeNull();
  });
});
