import { createContext, useContext } from 'react';

export interface LayoutValue {
  /** The phone layout at 630 px or less (SPEC §2): the page scrolls, a tab bar navigates. */
  mobile: boolean;
  /** Pinned columns beside the routed one (SPEC §2); false in the single-column and phone layouts. */
  multiColumn: boolean;
}

export const LayoutContext = createContext<LayoutValue>({ mobile: false, multiColumn: true });

export const useLayout = (): LayoutValue => useContext(LayoutContext);
