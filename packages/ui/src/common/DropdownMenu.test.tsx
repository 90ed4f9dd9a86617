import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu, type MenuEntry } from './DropdownMenu';
import { preloadDropdownMenu } from './DropdownMenu';

// The open menu is a lazily loaded module: have it at hand before the first click.
beforeAll(() => preloadDropdownMenu());

const items: MenuEntry[] = [
  { id: 'copy', label: 'Copy link' },
  null,
  { id: 'mute', label: 'Mute' },
  { id: 'block', label: 'Block', danger: true },
];

function setup(props: Partial<React.ComponentProps<typeof DropdownMenu>> = {}) {
  const onAction = jest.fn();
  const user = userEvent.setup();
  render(
    <>
      <button type="button">before</button>
      <DropdownMenu label="More" items={items} onAction={onAction} {...props} />
    </>,
  );
  return { onAction, user, trigger: screen.getByRole('button', { name: 'More' }) };
}

const focusedText = () => document.activeElement?.textContent;

describe('DropdownMenu (SPEC §2: arrow, Home, End, Enter and Escape keys)', () => {
  it('opens on click with the first item focused, separators and danger items drawn', async () => {
    const { user, trigger } = setup();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy link', 'Mute', 'Block']);
    expect(menu.querySelectorAll('[role="separator"]')).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: 'Block' }).className).toContain('t-menu__item--danger');
    expect(focusedText()).toBe('Copy link');
  });

  it('moves with the arrows (wrapping), Home and End', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Mute');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedText()).toBe('Copy link');
    await user.keyboard('{ArrowUp}');
    expect(focusedText()).toBe('Block');
    await user.keyboard('{Home}');
    expect(focusedText()).toBe('Copy link');
    await user.keyboard('{End}');
    expect(focusedText()).toBe('Block');
  });

  it('runs an item on Enter, closes and gives focus back to the trigger', async () => {
    const { user, trigger, onAction } = setup();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('mute');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape without running anything', async () => {
    const { user, trigger, onAction } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens from the keyboard: ArrowUp focuses the last item', async () => {
    const { user, trigger } = setup();
    act(() => trigger.focus());
    await user.keyboard('{ArrowUp}');
    expect(focusedText()).toBe('Block');
  });

  it('closes on a click outside', async () => {
    const { user, trigger, onAction } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'before' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('a second click on the trigger closes it', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('runs an item on click', async () => {
    const { user, trigger, onAction } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(onAction).toHaveBeenCalledWith('copy');
  });

  it('does not open when disabled', async () => {
    const { user, trigger } = setup({ isDisabled: true });
    expect((trigger as HTMLButtonElement).disabled).toBe(true);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('DropdownMenu as an ACTIONS modal (touch)', () => {
  it('lists the entries as buttons in a dialog; one runs its action, Cancel closes', async () => {
    const onAction = jest.fn();
    const user = userEvent.setup();
    render(<DropdownMenu label="More" items={() => items} onAction={onAction} actionSheet />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    const dialog = screen.getByRole('dialog', { name: 'More' });
    expect(dialog.querySelectorAll('li button')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(onAction).toHaveBeenCalledWith('mute');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
