import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './ConsoleApp';

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
