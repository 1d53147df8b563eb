import { measureVisitorPages, optionsFromEnv } from './index';

/** `npm run bench:weight`: the JavaScript each budget page sends on first load (also part of `npm run bench`). CHROME_PATH. */
await measureVisitorPages(optionsFromEnv({ weight: true, lighthouse: false }), (line) => console.log(line));
