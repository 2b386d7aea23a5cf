// Node has no Temporal of its own yet: the tests run on temporal-polyfill's, installed as the app
// installs it in a browser that has none (src/engine/temporal.ts).
import { loadTemporal } from './src/engine/temporal.ts';

await loadTemporal();
