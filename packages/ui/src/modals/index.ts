export { BoostModal, type BoostModalProps } from './BoostModal';
export { MuteModal, type MuteModalProps, type ModalAccount } from './MuteModal';
export {
  BlockModal,
  DeleteConfirm,
  DomainBlockConfirm,
  UnfollowConfirm,
  CONFIRM_TEXT,
  type BlockModalProps,
  type DeleteConfirmProps,
  type DomainBlockConfirmProps,
  type UnfollowConfirmProps,
} from './confirmations';
export { ActionsModal, type ActionsModalProps } from './ActionsModal';
export { StatusPreview, shownStatus, type StatusPreviewProps, type PreviewStatus } from './StatusPreview';
