import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The Chromium the end-to-end tests drive: CHROME_PATH, then Debian's /usr/bin/chromium. Where there is
 * none, root installs Debian's package; anyone else is told the exact command. Playwright cannot
 * download its own browsers on these machines.
 */
export function findBrowser({ install = true } = {}) {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  for (const path of candidates) if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot) {
    console.log('No Chromium found; installing Debian\'s chromium package (apt-get install -y chromium)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'No Chromium for the end-to-end tests. Install it with:\n\n    sudo apt-get install -y chromium\n\nor point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(findBrowser());
