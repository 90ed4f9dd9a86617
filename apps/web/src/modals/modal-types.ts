import type { PlaybackState } from '@trumpet/ui/media';

/** SPEC §2 modals the app opens; each loads lazily (@trumpet/ui/modals and @trumpet/ui/media). */
export type ModalRequest =
  | { type: 'BOOST'; statusId: string; onBoost: () => void }
  | { type: 'DELETE'; redraft?: boolean; onConfirm: () => void }
  | { type: 'BLOCK'; acct: string; onConfirm: () => void; onBlockAndReport?: () => void }
  | { type: 'UNFOLLOW'; acct: string; onConfirm: () => void }
  | { type: 'DOMAIN_BLOCK'; domain: string; onConfirm: () => void }
  | { type: 'MUTE'; accountId: string }
  | { type: 'CONFIRM'; message: string; confirm: string; onConfirm: () => void; secondary?: string; onSecondary?: () => void; danger?: boolean }
  | { type: 'MEDIA'; statusId: string; index: number; playback?: PlaybackState }
  | { type: 'REPORT'; accountId: string; statusId?: string }
  | { type: 'LIST_ADDER'; accountId: string }
  | { type: 'LIST_EDITOR'; listId: string }
  | { type: 'HISTORY'; statusId: string };
