// Finds the system Chromium that e2e tests and the bench drive (Playwright cannot download its own
// browsers here). Only Node built-ins: it runs before we know dependencies are usable.
//   node scripts/chromium.mjs [--full]   prints the path of the e2e tests' Chromium (the bench's with
//                                        --full), installing it with apt-get if possible
import { fileURLToPath } from 'node:url';
import { aptInstall, canAptInstall, firstExecutable, isExecutable } from './apt.mjs';

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

/**
 * The two Chromium builds, each Debian's package. The bench measures what customers run: the full browser.
 * The e2e tests run in the headless shell, Chromium's engine without the browser around it (what Playwright
 * itself runs headless tests in): on this 2-core machine a test costs about a third less CPU in it, and
 * the suite is bound by CPU (docs/qa.md, "Running the tests").
 */
export const BUILDS = {
  full: {
    packages: ['chromium'],
    candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
  },
  'headless-shell': {
    packages: ['chromium-headless-shell'],
    // A full Chromium does the same work, more slowly: used when the shell cannot be installed.
    candidates: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'],
  },
};

const NOT_FOUND = 'No Chromium found. Install one and set CHROMIUM_PATH=/path/to/chromium';

/** The Chromium to use: $CHROMIUM_PATH, else the first of the build's candidates that exists; undefined if none. */
export function findChromium(build = 'full') {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} is not an executable file; looking in the usual places`);
  }
  return firstExecutable(BUILDS[build].candidates);
}

/**
 * Returns the path of the build (and sets process.env.CHROMIUM_PATH to it for child processes). When its
 * package is missing and we are root on Debian/Ubuntu, installs it with apt-get (the headless shell's
 * failure falls back to a full Chromium already there); otherwise throws an Error that says what to do.
 */
export function ensureChromium(build = 'full') {
  const { packages, candidates } = BUILDS[build];
  let found = findChromium(build);
  const fallback = build === 'headless-shell' && found && !process.env.CHROMIUM_PATH && found !== candidates[0];
  if ((!found || fallback) && canAptInstall()) {
    console.log(`${candidates[0]} not found: installing the Debian package "${packages.join(' ')}"`);
    try {
      aptInstall(packages, NOT_FOUND);
    } catch (error) {
      if (!found) throw error;
      console.warn(`${error.message}: using ${found}`);
    }
    found = findChromium(build);
  }
  if (!found) throw new Error(NOT_FOUND);
  process.env.CHROMIUM_PATH = found;
  return found;
}

/** ensureChromium() for scripts: prints the message and exits 1 instead of throwing. */
export function ensureChromiumOrExit(build = 'full') {
  try {
    return ensureChromium(build);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  console.log(ensureChromiumOrExit(process.argv.includes('--full') ? 'full' : 'headless-shell'));
