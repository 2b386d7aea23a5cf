// Every language bundled at once, for stories and tests: a story in Spanish renders at once
// instead of waiting for the language's chunk, as the app does.
type Dictionary = Record<string, unknown>;

const files = import.meta.glob<Dictionary>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export const allLanguages: Record<string, { translation: Dictionary }> = {};
for (const [path, dictionary] of Object.entries(files)) {
  const language = path.split('/').at(-2)!;
  const resources = (allLanguages[language] ??= { translation: {} });
  Object.assign(resources.translation, dictionary);
}
