// The other signed-in pages' English texts (clients, the schedule, settings...): their own chunk,
// loaded with any page but the Today page, and once the first screen is drawn (`loadSignedInTexts`).
// The first load's files (i18n.ts) and the frame's (frame-texts.ts) are not repeated here.
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en/*.json',
    '!../locales/en/app.json',
    '!../locales/en/auth.json',
    '!../locales/en/shell.json',
    '!../locales/en/common.json',
    '!../locales/en/enums.json',
    '!../locales/en/today.json',
  ],
  { eager: true, import: 'default' },
);

export const pageTexts: Record<string, unknown> = Object.assign({}, ...Object.values(files));
