import { ConfirmModal } from '../common/Modal';
import type { ModalAccount } from './MuteModal';

/** Mastodon's confirmation texts (app/javascript/mastodon/locales/en.json, v3.x: confirmations.*). */
export const CONFIRM_TEXT = {
  delete: { message: 'Are you sure you want to delete this status?', confirm: 'Delete' },
  redraft: {
    message:
      'Are you sure you want to delete this status and re-draft it? Favourites and boosts will be lost, and replies to the original post will be orphaned.',
    confirm: 'Delete & redraft',
  },
  block: { confirm: 'Block', blockAndReport: 'Block & Report' },
  domainBlock: { confirm: 'Hide entire domain' },
  unfollow: { confirm: 'Unfollow' },
} as const;

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
  const text = redraft ? CONFIRM_TEXT.redraft : CONFIRM_TEXT.delete;
  return <ConfirmModal isOpen={isOpen} message={text.message} confirm={text.confirm} onConfirm={onConfirm} onClose={onClose} />;
}

export interface BlockModalProps extends BaseConfirmProps {
  account: ModalAccount;
  /** SPEC §4 "Block toggles with confirmation offering 'Block & Report'": block, then open the report. */
  onBlockAndReport?: () => void;
}

/** 'Are you sure you want to block @name?' with Cancel, optional 'Block & Report', and Block. */
export function BlockModal({ account, onConfirm, onBlockAndReport, onClose, isOpen = true }: BlockModalProps) {
  return (
    <ConfirmModal
      isOpen={isOpen}
      message={
        <>
          Are you sure you want to block <strong>@{account.acct}</strong>?
        </>
      }
      confirm={CONFIRM_TEXT.block.confirm}
      secondary={onBlockAndReport ? CONFIRM_TEXT.block.blockAndReport : undefined}
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
  return (
    <ConfirmModal
      isOpen={isOpen}
      message={
        <>
          Are you really, really sure you want to block the entire <strong>{domain}</strong>? In most cases a few targeted blocks or mutes are sufficient
          and preferable. You will not see content from that domain in any public timelines or your notifications. Your followers from that domain
          will be removed.
        </>
      }
      confirm={CONFIRM_TEXT.domainBlock.confirm}
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
  return (
    <ConfirmModal
      isOpen={isOpen}
      message={
        <>
          Are you sure you want to unfollow <strong>@{account.acct}</strong>?
        </>
      }
      confirm={CONFIRM_TEXT.unfollow.confirm}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
