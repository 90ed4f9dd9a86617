import { createIcon } from './Icon';

// Icons no first-screen component draws (search, media, the composer, profiles): a module of their
// own, so they load with the screens that use them instead of with the first screen.

export const HashIcon = /* @__PURE__ */ createIcon('hash', <path d="M4 9h16M4 15h16M10 3 8 21M16 3l-2 18" />);
export const SearchIcon = /* @__PURE__ */ createIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20.5 20.5-4.5-4.5" />
  </>,
);
export const EyeIcon = /* @__PURE__ */ createIcon(
  'eye',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const PauseIcon = /* @__PURE__ */ createIcon(
  'pause',
  <>
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </>,
  true,
);
export const ImageIcon = /* @__PURE__ */ createIcon(
  'image',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </>,
);
export const BotIcon = /* @__PURE__ */ createIcon(
  'bot',
  <>
    <rect x="4" y="8" width="16" height="12" rx="2" />
    <path d="M12 8V4M9 4h6M2 14h2M20 14h2M9 13v2M15 13v2" />
  </>,
);
export const CheckVerifiedIcon = /* @__PURE__ */ createIcon(
  'check-verified',
  <>
    <path d="M12 2.5 14.4 4.3l3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3 .2L12 21.5l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8L5.7 7l.9-2.9 3 .2z" />
    <path d="m8.5 12 2.5 2.5 4.5-4.5" />
  </>,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const CompassIcon = /* @__PURE__ */ createIcon(
  'compass',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="m16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3z" />
  </>,
);
export const PollIcon = /* @__PURE__ */ createIcon('poll', <path d="M4 20V10M10 20V4M16 20v-7M21 20H3" />);
/** The profile directory: a card with a person on it. */
export const DirectoryIcon = /* @__PURE__ */ createIcon(
  'directory',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9.5" cy="10.5" r="2.5" />
    <path d="M5.5 17c.6-2 2.1-3 4-3s3.4 1 4 3M15 9.5h3M15 13h3" />
  </>,
);
export const CloudOffIcon = /* @__PURE__ */ createIcon(
  'cloud-off',
  <>
    <path d="M7 18h10.5a3.5 3.5 0 0 0 1.7-6.56A6 6 0 0 0 9.1 7.4" />
    <path d="M5.2 9.3A4.5 4.5 0 0 0 7 18" />
    <path d="m3 3 18 18" />
  </>,
);
