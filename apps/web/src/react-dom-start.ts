// React DOM's own set-up: its CommonJS module runs when a module first imports it, some 5 to 15 ms
// on a 2-core machine. On a prerendered public page `theme-init.js` runs this entry in a task of its
// own before the app's (its `data-steps`, build-plugins/prerender.ts), so that the app's entry is
// no long task; the app imports the same module and finds it set up (ADR 0018).
export { hydrateRoot } from 'react-dom/client';
