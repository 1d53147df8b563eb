import { loadConfig } from '../server/config';
import { measurePages } from './pages';

/** `npm run bench:pages`: kept pages beside nginx, and rendered pages, alone (also part of `npm run bench`). */
await measurePages(loadConfig().artworksSamplePath, (line) => console.log(line));
