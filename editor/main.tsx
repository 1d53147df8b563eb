import { createRoot } from 'react-dom/client';
import { App } from './App';
import './editor.css';

// No StrictMode: Craft 0.2.12 creates linked nodes in state initialisers and subscribes in effects
// without cleanup, so development double-invocation would leave stray nodes and duplicate listeners.
createRoot(document.getElementById('root')!).render(<App />);
