import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { makeShown } from '../status/test-fixtures';
import { REPORT_COMMENT_MAX, ReportModal, type ReportModalProps } from './ReportModal';

const statuses = [
  { status: makeShown({ id: '11', contentHtml: '<p>First rude post</p>' }), selected: true },
  { status: makeShown({ id: '12', contentHtml: '<p>Second post</p>', media_attachments: [] }), selected: false },
  { status: makeShown({ id: '13', spoiler_text: 'Spoiler here', contentHtml: '<p>Hidden body</p>' }), selected: false },
];

function setup(overrides: Partial<ReportModalProps> = {}) {
  const props: ReportModalProps = {
    account: { acct: 'troll', displayNameHtml: 'Troll <b>Face</b>' },
    statuses,
    comment: '',
    forward: false,
    isSubmitting: false,
    onToggleStatus: jest.fn(),
    onComment: jest.fn(),
    onForward: jest.fn(),
    onSubmit: jest.fn(),
    onClose: jest.fn(),
    ...overrides,
  };
  const user = userEvent.setup();
  const view = render(<ReportModal {...props} />);
  return { props, user, view };
}

describe('ReportModal', () => {
  it("is titled 'Report {acct}' and lists the statuses, the selected ones checked", () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Report troll' });
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Report troll');
    expect(within(dialog).getByText('Face')).toBeTruthy();
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, false, false]);
    expect(screen.getByRole('checkbox', { name: /First rude post/ })).toBe(boxes[0]);
    expect(dialog.querySelectorAll('.t-report-status.is-selected')).toHaveLength(1);
    expect(within(dialog).getByText('1 selected')).toBeTruthy();
    // A status with a content warning shows the warning, not the body.
    expect(within(dialog).getByText('Spoiler here')).toBeTruthy();
    expect(within(dialog).queryByText('Hidden body')).toBeNull();
  });

  it('toggles a status by its id', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('checkbox', { name: /Second post/ }));
    expect(props.onToggleStatus).toHaveBeenCalledWith('12');
    await user.click(screen.getByText('First rude post'));
    expect(props.onToggleStatus).toHaveBeenLastCalledWith('11');
  });

  it('edits the comment, limited to 1000 characters', async () => {
    function Stateful() {
      const [comment, setComment] = useState('');
      return (
        <ReportModal
          account={{ acct: 'troll', displayNameHtml: '' }}
          statuses={[]}
          comment={comment}
          forward={false}
          isSubmitting={false}
          onToggleStatus={jest.fn()}
          onComment={setComment}
          onForward={jest.fn()}
          onSubmit={jest.fn()}
          onClose={jest.fn()}
        />
      );
    }
    const user = userEvent.setup();
    render(<Stateful />);
    const textarea = screen.getByRole('textbox', { name: 'Additional comments' }) as HTMLTextAreaElement;
    expect(textarea.placeholder).toBe('Additional comments');
    expect(textarea.maxLength).toBe(REPORT_COMMENT_MAX);
    await user.type(textarea, 'Spam');
    expect(textarea.value).toBe('Spam');
    expect(screen.getByText('4/1000', { exact: false })).toBeTruthy();
    await user.click(textarea);
    await user.paste('x'.repeat(1200));
    expect(textarea.value).toHaveLength(1000);
    expect(screen.getByText('No recent posts.')).toBeTruthy();
  });

  it('offers forwarding only for a remote account, with the hint', async () => {
    const local = setup();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText(/The account is from another server/)).toBeNull();
    local.view.unmount();

    const { user, props } = setup({ account: { acct: 'troll@bad.example', displayNameHtml: '' } });
    expect(screen.getByText('The account is from another server. Send an anonymized copy of the report there as well?')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Forward to bad.example' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    expect(props.onForward).toHaveBeenCalledWith(true);
  });

  it('takes the domain from the props when given', () => {
    const { view } = setup({ account: { acct: 'troll', displayNameHtml: '' }, domain: 'other.example', forward: true });
    expect((screen.getByRole('switch', { name: 'Forward to other.example' }) as HTMLInputElement).checked).toBe(true);
    view.unmount();
    setup({ account: { acct: 'troll@bad.example', displayNameHtml: '' }, domain: null });
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('submits, with Submit disabled while submitting', async () => {
    const { user, props, view } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    view.rerender(<ReportModal {...props} isSubmitting />);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(submit);
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes with Cancel or Escape', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('says the statuses are loading while they are fetched', () => {
    setup({ statuses: [], isLoadingStatuses: true });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
