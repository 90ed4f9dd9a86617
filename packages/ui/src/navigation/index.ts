export { NAV_PATHS, useLinkComponent, type LinkComponentProps, type LinkComponent, type LinkingProps, type NavPaths } from './links';
export { NavigationPanel, type NavigationPanelProps, type NavigationAccount } from './NavigationPanel';
export { TabBar, type TabBarProps, type TabId } from './TabBar';
export { NotFound } from './NotFound';
export { LoadFailure, type LoadFailureProps } from './LoadFailure';
export { ModalPlaceholder, MODAL_PLACEHOLDER_DELAY_MS, type ModalPlaceholderProps } from './ModalPlaceholder';
