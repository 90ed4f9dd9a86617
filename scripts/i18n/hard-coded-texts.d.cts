/** The hard-coded texts of one file; a string that is a catalogue id (`known`) is not one. */
export function hardCodedTexts(file: string, known?: ReadonlySet<string>): string[];
/** The component sources under `dir`: .ts and .tsx files that are not tests or declarations, relative to it. */
export function componentFiles(dir: string): string[];
/** The catalogue ids a file uses: t('id'), rich('id'), sourceTranslate('id'). */
export function usedIds(file: string): string[];
