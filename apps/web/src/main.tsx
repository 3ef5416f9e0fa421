// The libraries are evaluated in the entry's own task (the vendor chunk, and React and React DOM,
// which are initialised on first import); the app's own modules (app/start.tsx, with the first-load
// `core` chunk under it) in the next. Together they were one task of 8 to 10 ms on a fast desktop,
// several times that on a phone (docs/decisions/first-screen.md, "Seventeenth session").
import 'react';
import 'react-dom/client';
import './ui/tokens.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

await new Promise<void>((resolve) => setTimeout(resolve, 0));
const { startApp } = await import('./app/start.tsx');
await startApp(container);
