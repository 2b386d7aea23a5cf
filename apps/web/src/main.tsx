import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@spotless/ui/tokens.css';
import './app/global.css';
import { App } from './app/app.tsx';
import { preventZodEval } from './lib/zod-config.ts';

preventZodEval();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
