import { ConfirmModal } from '../common/Modal';
import { useRichT, useT } from '../i18n/locale-context';
import type { MessageId } from '../i18n/catalogue';
import type { ModalAccount } from './MuteModal';

/** Mastodon's confirmation texts (app/javascript/mastodon/locales/en.json, v3.x: confirmations.*). */
export const CONFIRM_TEXT = {
  delete: { message: 'modals.confirm.delete.message', confirm: 'modals.confirm.delete' },
  redraft: { message: 'modals.confirm.redraft.message', confirm: 'modals.confirm.redraft' },
  block: { message: 'modals.confirm.block.message', confirm: 'modals.confirm.block', blockAndReport: 'modals.confirm.block_and_report' },
  domainBlock: { message: 'modals.confirm.domain_block.message', confirm: 'modals.confirm.domain_block' },
  unfollow: { message: 'modals.confirm.unfollow.message', confirm: 'modals.confirm.unfollow' },
} as const satisfies Record<string, Record<string, MessageId>>;

interface BaseConfirmProps {
  onConfirm: () => void;
  onClose: () => void;
  isOpen?: boolean;
}

export interface DeleteConfirmProps extends BaseConfirmProps {
  /** Delete & redraft: the text goes back to the composer. */
  redraft?: boolean;
}

/** Delete, or delete and re-draft, a status. */
export function DeleteConfirm({ redraft = false, onConfirm, onClose, isOpen = true }: DeleteConfirmProps) {
  const t = useT();
  const text = redraft ? CONFIRM_TEXT.redraft : CONFIRM_TEXT.delete;
  return <ConfirmModal isOpen={isOpen} message={t(text.message)} confirm={t(text.confirm)} onConfirm={onConfirm} onClose={onClose} />;
}

export interface BlockModalProps extends BaseConfirmProps {
  account: ModalAccount;
  /** SPEC §4 "Block toggles with confirmation offering 'Block & Report'": block, then open the report. */
  onBlockAndReport?: () => void;
}

/** 'Are you sure you want to block @name?' with Cancel, optional 'Block & Report', and Block. */
export function BlockModal({ account, onConfirm, onBlockAndReport, onClose, isOpen = true }: BlockModalProps) {
  const t = useT();
  const rich = useRichT();
  return (
    <ConfirmModal
      isOpen={isOpen}
      message={rich(CONFIRM_TEXT.block.message, { name: <strong>@{account.acct}</strong> })}
      confirm={t(CONFIRM_TEXT.block.confirm)}
      secondary={onBlockAndReport ? t(CONFIRM_TEXT.block.blockAndReport) : undefined}
      onSecondary={onBlockAndReport}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

export interface DomainBlockConfirmProps extends BaseConfirmProps {
  domain: string;
}

/** SPEC §4 "Domain block needs confirmation, unblock does not." */
export function DomainBlockConfirm({ domain, onConfirm, onClose, isOpen = true }: DomainBlockConfirmProps) {
  const t = useT();
  const rich = useRichT();
  return (
    <ConfirmModal
      isOpen={isOpen}
      message={rich(CONFIRM_TEXT.domainBlock.message, { domain: <strong>{domain}</strong> })}
      confirm={t(CONFIRM_TEXT.domainBlock.confirm)}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

export interface UnfollowConfirmProps extends BaseConfirmProps {
  account: ModalAccount;
}

/** SPEC §4 "with confirmation if unfollow_modal is on". */
export function UnfollowConfirm({ account, onConfirm, onClose, isOpen = true }: UnfollowConfirmProps) {
  const t = useT();
  const rich = useRichT();
  return (
    <ConfirmModal
      isOpen={isOpen}
      message={rich(CONFIRM_TEXT.unfollow.message, { name: <strong>@{account.acct}</strong> })}
      confirm={t(CONFIRM_TEXT.unfollow.confirm)}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
