export { createIcon, type IconComponent, type IconProps } from './Icon';
export * from './icons';
export * from './more-icons';
