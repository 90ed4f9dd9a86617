import { createIcon } from './Icon';

export const ReplyIcon = /* @__PURE__ */ createIcon('reply', <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5V20" />);
export const ReplyAllIcon = /* @__PURE__ */ createIcon(
  'reply-all',
  <>
    <path d="M7 14 2 9l5-5" />
    <path d="M12 14 7 9l5-5M7 9h8.5a5.5 5.5 0 0 1 5.5 5.5V20" />
  </>,
);
export const BoostIcon = /* @__PURE__ */ createIcon(
  'boost',
  <>
    <path d="m17 2 4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14" />
    <path d="m7 22-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
  </>,
);
export const FavouriteIcon = /* @__PURE__ */ createIcon(
  'favourite',
  <path d="m12 2.8 2.9 5.9 6.5.9-4.7 4.6 1.1 6.4L12 17.6l-5.8 3 1.1-6.4-4.7-4.6 6.5-.9z" />,
);
export const StarIcon = FavouriteIcon;
export const BookmarkIcon = /* @__PURE__ */ createIcon('bookmark', <path d="M19 21 12 16.5 5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />);
export const ShareIcon = /* @__PURE__ */ createIcon(
  'share',
  <>
    <path d="M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7" />
    <path d="m16 6-4-4-4 4M12 2v13" />
  </>,
);
export const MoreIcon = /* @__PURE__ */ createIcon(
  'more',
  <>
    <circle cx="5" cy="12" r="1.6" fill="currentColor" stroke="none" />
    <circle cx="12" cy="12" r="1.6" fill="currentColor" stroke="none" />
    <circle cx="19" cy="12" r="1.6" fill="currentColor" stroke="none" />
  </>,
);
export const LockIcon = /* @__PURE__ */ createIcon(
  'lock',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const UnlockIcon = /* @__PURE__ */ createIcon(
  'unlock',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 7.7-1.5" />
  </>,
);
export const GlobeIcon = /* @__PURE__ */ createIcon(
  'globe',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M2.5 12h19M12 2.5a14.5 14.5 0 0 1 0 19 14.5 14.5 0 0 1 0-19z" />
  </>,
);
export const EnvelopeIcon = /* @__PURE__ */ createIcon(
  'envelope',
  <>
    <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
    <path d="m3 6 9 7 9-7" />
  </>,
);
export const PinIcon = /* @__PURE__ */ createIcon(
  'pin',
  <>
    <path d="M12 17v5" />
    <path d="M9 3h6l-1 6 3 3v2H7v-2l3-3z" />
  </>,
);
export const BackIcon = /* @__PURE__ */ createIcon('back', <path d="M19 12H5M11 18l-6-6 6-6" />);
export const CloseIcon = /* @__PURE__ */ createIcon('close', <path d="M18 6 6 18M6 6l12 12" />);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('chevron-left', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = /* @__PURE__ */ createIcon('chevron-right', <path d="m9 18 6-6-6-6" />);
export const ChevronDownIcon = /* @__PURE__ */ createIcon('chevron-down', <path d="m6 9 6 6 6-6" />);
export const ChevronUpIcon = /* @__PURE__ */ createIcon('chevron-up', <path d="m18 15-6-6-6 6" />);
export const SettingsIcon = /* @__PURE__ */ createIcon(
  'settings',
  <>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);
export const SlidersIcon = SettingsIcon;
export const HomeIcon = /* @__PURE__ */ createIcon(
  'home',
  <>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </>,
);
export const BellIcon = /* @__PURE__ */ createIcon(
  'bell',
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </>,
);
export const UsersIcon = /* @__PURE__ */ createIcon(
  'users',
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1" />
    <path d="M16 3.1a4 4 0 0 1 0 7.8M22 21v-1a6 6 0 0 0-4-5.6" />
  </>,
);
export const UserPlusIcon = /* @__PURE__ */ createIcon(
  'user-plus',
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M19 8v6M16 11h6" />
  </>,
);
export const ListIcon = /* @__PURE__ */ createIcon('list', <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />);
export const EditIcon = /* @__PURE__ */ createIcon(
  'edit',
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'eye-off',
  <>
    <path d="M9.9 4.2A9.7 9.7 0 0 1 12 4c6.5 0 10 8 10 8a17 17 0 0 1-2.2 3.2M6.6 6.6A17.6 17.6 0 0 0 2 12s3.5 8 10 8a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M14.1 14.1a3 3 0 0 1-4.2-4.2M2 2l20 20" />
  </>,
);
export const PlayIcon = /* @__PURE__ */ createIcon('play', <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.7l-12-7.6A1 1 0 0 0 7 4.5z" />, true);
export const CheckIcon = /* @__PURE__ */ createIcon('check', <path d="M20 6 9 17l-5-5" />);
export const ExternalIcon = /* @__PURE__ */ createIcon('external', <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />);
export const MenuIcon = /* @__PURE__ */ createIcon('menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const PlusIcon = /* @__PURE__ */ createIcon('plus', <path d="M12 5v14M5 12h14" />);
export const RefreshIcon = /* @__PURE__ */ createIcon(
  'refresh',
  <>
    <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
    <path d="M21 3v5h-5M3 21v-5h5" />
  </>,
);
export const TrashIcon = /* @__PURE__ */ createIcon('trash', <path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />);
export const VolumeIcon = /* @__PURE__ */ createIcon(
  'volume',
  <>
    <path d="M11 5 6 9H2v6h4l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
  </>,
);
export const VolumeOffIcon = /* @__PURE__ */ createIcon(
  'volume-off',
  <>
    <path d="M11 5 6 9H2v6h4l5 4z" />
    <path d="m22 9-6 6M16 9l6 6" />
  </>,
);
export const AlertIcon = /* @__PURE__ */ createIcon(
  'alert',
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
export const LinkIcon = /* @__PURE__ */ createIcon(
  'link',
  <>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </>,
);
export const MuteIcon = VolumeOffIcon;
export const BlockIcon = /* @__PURE__ */ createIcon(
  'block',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="m5.3 5.3 13.4 13.4" />
  </>,
);
export const FlagIcon = /* @__PURE__ */ createIcon('flag', <path d="M4 22V4s1-1 4-1 5 2 8 2 4-1 4-1v11s-1 1-4 1-5-2-8-2-4 1-4 1" />);
export const AtIcon = /* @__PURE__ */ createIcon(
  'at',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8" />
  </>,
);
export const ThreadIcon = /* @__PURE__ */ createIcon('thread', <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />);
export const ExpandIcon = /* @__PURE__ */ createIcon('expand', <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />);
export const CopyIcon = /* @__PURE__ */ createIcon(
  'copy',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
export const LogOutIcon = /* @__PURE__ */ createIcon('log-out', <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const FilterIcon = /* @__PURE__ */ createIcon('filter', <path d="M22 3H2l8 9.5V19l4 2v-8.5z" />);
export const QuoteIcon = /* @__PURE__ */ createIcon('quote', <path d="M4 6h6v6H4zM10 12c0 3.5-2 5.5-5 6.5M14 6h6v6h-6zM20 12c0 3.5-2 5.5-5 6.5" />);
export const MegaphoneIcon = /* @__PURE__ */ createIcon('megaphone', <path d="M3 10v4h3l7 5V5L6 10zM17 9a4 4 0 0 1 0 6M20 6.5a8 8 0 0 1 0 11" />);
/** The navigation's scheduled posts and the composer's schedule control. */
export const ClockIcon = /* @__PURE__ */ createIcon(
  'clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
