// Browser tests use Debian's Chromium, never a downloaded browser. Install it when we can (root),
// with a Chinese font so the journeys' screenshots show text rather than empty boxes.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = process.getuid?.() === 0;
const hasChineseFont = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};
const aptInstall = (packages) =>
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });

if (!existsSync(CHROMIUM)) {
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${CHROMIUM}.\nInstall it with:  sudo apt-get install -y chromium fonts-wqy-microhei\n` +
        'or set CHROMIUM_PATH to a Chromium binary. The tests never download a browser.',
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing the Debian packages chromium and fonts-wqy-microhei…');
  aptInstall('chromium fonts-wqy-microhei');
} else if (!hasChineseFont()) {
  if (isRoot) aptInstall('fonts-wqy-microhei');
  else
    console.warn(
      'No Chinese font found: screenshots will show boxes (sudo apt-get install fonts-wqy-microhei).',
    );
}
