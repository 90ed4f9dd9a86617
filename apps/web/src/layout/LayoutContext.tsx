import { createContext, useContext } from 'react';

export interface LayoutValue {
  /** The single-column layout at 630 px or less (SPEC §2). */
  mobile: boolean;
}

export const LayoutContext = createContext<LayoutValue>({ mobile: false });

export const useLayout = (): LayoutValue => useContext(LayoutContext);
