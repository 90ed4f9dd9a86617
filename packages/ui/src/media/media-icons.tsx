import { createIcon } from '../icons';

/** Icons only the media viewer and players use (kept here so they load with them, lazily). */
export const FullscreenIcon = createIcon('fullscreen', <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
export const ExitFullscreenIcon = createIcon('exit-fullscreen', <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />);
