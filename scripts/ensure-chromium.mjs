// Every browser test drives Debian's Chromium. On a fresh machine it may be missing: as root we
// install it (with the fonts the visual baselines were captured with); otherwise we stop with a
// message that names the packages.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = ['chromium', 'fonts-liberation', 'fonts-dejavu-core'];

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

function fontsPresent() {
  return (
    existsSync('/usr/share/fonts/truetype/liberation') &&
    existsSync('/usr/share/fonts/truetype/dejavu')
  );
}

export function ensureChromium() {
  const found = findChromium();
  if (found && fontsPresent()) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Browser tests need Debian's Chromium and fonts. Install them first:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n` +
        `or point CHROMIUM_PATH at a Chromium binary.`,
    );
    process.exit(1);
  }
  console.info(`Installing ${packages.join(', ')} from Debian (first run on this machine)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
  const installed = findChromium();
  if (!installed) {
    console.error('Chromium was installed but /usr/bin/chromium is still missing.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info(`Chromium: ${ensureChromium()}`);
}
