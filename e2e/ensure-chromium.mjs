// Browser tests use Debian's Chromium, never a downloaded browser. Install it when we can (root).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing the Debian package "chromium" with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      `Chromium was not found at ${CHROMIUM}.\nInstall it with:  sudo apt-get install -y chromium\n` +
        'or set CHROMIUM_PATH to a Chromium binary. The tests never download a browser.',
    );
    process.exit(1);
  }
}
