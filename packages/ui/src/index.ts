import './theme/tokens.css';
import './theme/base.css';

export * from './icons';
export * from './common';
export * from './i18n';
export * from './status';
export * from './timeline';
export * from './keyboard';
export * from './column';
export * from './account';
export * from './notifications';
export * from './navigation';
export * from './search';
