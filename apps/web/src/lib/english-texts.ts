// Every English text, the signed-in pages' included. The first load bundles only the texts of the
// public pages and of the app's frame (i18n.ts); this module is their own chunk, loaded with the
// signed-in frame. The files the first load holds already are shared with it, not repeated.
const files = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});

export const englishTexts: Record<string, unknown> = Object.assign({}, ...Object.values(files));
