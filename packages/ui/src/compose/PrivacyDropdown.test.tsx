import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Privacy } from './compose-types';
import { PrivacyDropdown } from './PrivacyDropdown';

const LABEL: Record<Privacy, string> = { public: 'Public', unlisted: 'Unlisted', private: 'Followers-only', direct: 'Direct' };

function setup(value: Privacy = 'public') {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(
    <>
      <button type="button">outside</button>
      <PrivacyDropdown value={value} onChange={onChange} />
    </>,
  );
  return { onChange, user, trigger: screen.getByRole('button', { name: `Privacy: ${LABEL[value]}` }) };
}

const focusedOption = () => document.activeElement?.getAttribute('role') === 'option' && document.activeElement.textContent;

describe('PrivacyDropdown', () => {
  it('lists the four levels with their descriptions, the current one selected', async () => {
    const { user, trigger } = setup('unlisted');
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Adjust status privacy' });
    expect(trigger.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'PublicPost to public timelines',
      'UnlistedDo not post to public timelines',
      'Followers-onlyPost to followers only',
      'DirectPost to mentioned users only',
    ]);
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Unlisted');
    expect(focusedOption()).toContain('Unlisted');
  });

  it('is picked by keyboard: Enter opens, arrows move, Enter picks and focus returns', async () => {
    const { user, trigger, onChange } = setup('public');
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    expect(focusedOption()).toContain('Public');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedOption()).toContain('Followers-only');
    await user.keyboard('{End}');
    expect(focusedOption()).toContain('Direct');
    await user.keyboard('{ArrowDown}');
    expect(focusedOption()).toContain('Direct');
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('unlisted');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens with ArrowDown and picks with Space', async () => {
    const { user, trigger, onChange } = setup('direct');
    act(() => trigger.focus());
    await user.keyboard('{ArrowDown}');
    expect(focusedOption()).toContain('Direct');
    await user.keyboard('{ArrowUp}[Space]');
    expect(onChange).toHaveBeenCalledWith('private');
  });

  it('closes on Escape or a click outside without a change', async () => {
    const { user, trigger, onChange } = setup('private');
    await user.click(trigger);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks with a click', async () => {
    const { user, trigger, onChange } = setup('public');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: /Direct/ }));
    expect(onChange).toHaveBeenCalledWith('direct');
  });
});
