// Finds the system Chromium that e2e tests and the bench drive (Playwright cannot download its own
// browsers here). Only Node built-ins: it runs before we know dependencies are usable.
//   node scripts/chromium.mjs    prints the Chromium path, installing it with apt-get if possible
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Flags for every Chromium we launch: test and bench scripts and playwright.config.ts all use this list. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const NOT_FOUND = 'No Chromium found. Install one and set CHROMIUM_PATH=/path/to/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to use: $CHROMIUM_PATH, else the first of CANDIDATES that exists; undefined if none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} is not an executable file; looking in the usual places`);
  }
  return CANDIDATES.find(isExecutable);
}

function isDebianLike() {
  if (existsSync('/etc/debian_version')) return true;
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/**
 * Returns the Chromium path (and sets process.env.CHROMIUM_PATH to it for child processes).
 * When none is found and we are root on Debian/Ubuntu, installs the `chromium` package with
 * apt-get; otherwise throws an Error whose message says what to do.
 */
export function ensureChromium() {
  let found = findChromium();
  if (!found && process.getuid?.() === 0 && isDebianLike() && hasAptGet()) {
    console.log(
      'No Chromium found: installing the Debian package "chromium" (apt-get update && apt-get install -y chromium)',
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      console.log(`$ apt-get ${args.join(' ')}`);
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit code ${r.status}). ${NOT_FOUND}`);
    }
    found = findChromium();
  }
  if (!found) throw new Error(NOT_FOUND);
  process.env.CHROMIUM_PATH = found;
  return found;
}

/** ensureChromium() for scripts: prints the message and exits 1 instead of throwing. */
export function ensureChromiumOrExit() {
  try {
    return ensureChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(ensureChromiumOrExit());
