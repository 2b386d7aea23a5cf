// The English texts the signed-in frame and a cleaner's day need beyond the first load's (i18n.ts):
// the words every page shares and the Today page's. Their own chunk, loaded with the frame's code
// (`loadSignedInTexts`), so a phone's first load of its day carries no other page's texts.
const files = import.meta.glob<Record<string, unknown>>(
  ['../locales/en/common.json', '../locales/en/enums.json', '../locales/en/today.json'],
  { eager: true, import: 'default' },
);

export const frameTexts: Record<string, unknown> = Object.assign({}, ...Object.values(files));
