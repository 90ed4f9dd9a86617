import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmModal, Modal } from './Modal';

describe('Modal', () => {
  it('is a dialog that closes on Escape and hides the background from assistive technology', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(
      <>
        <main>background</main>
        <Modal isOpen label="Boost" onClose={onClose}>
          <button type="button">Inside</button>
        </Modal>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Boost' })).toBeTruthy();
    expect(screen.getByText('background').closest('[aria-hidden="true"]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(
      <Modal isOpen={false} label="x" onClose={() => undefined}>
        content
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmModal (SPEC §2: message, Cancel, optional secondary button, confirm button)', () => {
  function setup(withSecondary: boolean) {
    const props = { onConfirm: jest.fn(), onClose: jest.fn(), onSecondary: jest.fn() };
    render(
      <ConfirmModal
        isOpen
        message="Are you sure you want to delete this status?"
        confirm="Delete"
        secondary={withSecondary ? 'Redraft' : undefined}
        {...props}
      />,
    );
    return props;
  }

  it('shows the message with Cancel and confirm; confirm runs and closes', async () => {
    const props = setup(false);
    expect(screen.getByText('Are you sure you want to delete this status?')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Delete']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
    expect(props.onClose).toHaveBeenCalled();
  });

  it('Cancel only closes', async () => {
    const props = setup(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onClose).toHaveBeenCalled();
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('offers the optional secondary button', async () => {
    const props = setup(true);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Redraft', 'Delete']);
    await userEvent.click(screen.getByRole('button', { name: 'Redraft' }));
    expect(props.onSecondary).toHaveBeenCalled();
    expect(props.onConfirm).not.toHaveBeenCalled();
  });
});
