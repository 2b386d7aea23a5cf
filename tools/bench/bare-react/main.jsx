// The yardstick of `npm run bench:bundle`: the least a React 19 page ships (react, react-dom's
// client renderer, one component), built by the same Vite with the same target as the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  return <p>Hello from React 19.</p>;
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Hello />
  </StrictMode>,
);
