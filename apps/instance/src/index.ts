export type { Instance, InstanceConfig } from './context';
export { createInstance, type CreateInstanceOptions } from './create-instance';
export { createServer } from './server';
export { runCli, type RunningInstance } from './cli/run';
export { seedDemo } from './seed';
export { publishAnnouncement, unpublishAnnouncement, type NewAnnouncement } from './services/announcements';
export type { Translator, TranslatedText } from './translation/translator';
