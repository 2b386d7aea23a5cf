// Node has no Temporal of its own yet: the tests run on temporal-polyfill's, installed as the app
// installs it in a browser that has none (@spotless/calendar/temporal).
import { loadTemporal } from '@spotless/calendar/temporal';

await loadTemporal();
