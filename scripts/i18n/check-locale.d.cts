/** The problems of `locale`'s catalogue, one line each; none when it is complete and well-formed. */
export function localeProblems(locale: string, source?: Record<string, string>, translated?: Record<string, string>): string[];
