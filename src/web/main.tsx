import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Replaced by the app shell.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Welcome to ClipMandi</h1>
  </StrictMode>,
);
