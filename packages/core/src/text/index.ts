export * from './character-counter';
export * from './count-format';
export * from './date-format';
export * from './filter-regex';
export * from './plain-text';
export * from './relative-time';
export * from './rtl';
export * from './safe-url';
