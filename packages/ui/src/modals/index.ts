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
export { ListAdderModal, type ListAdderModalProps, type ListAdderList } from './ListAdderModal';
export { ListEditorModal, type ListEditorModalProps, type ListEditorAccount } from './ListEditorModal';
export {
  ReportModal,
  REPORT_COMMENT_MAX,
  type ReportModalProps,
  type ReportAccount,
  type ReportStatus,
  type ReportStatusItem,
} from './ReportModal';
export { StatusHistoryModal, type StatusHistoryModalProps } from './StatusHistoryModal';
