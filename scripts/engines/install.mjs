// Finds the Firefox and WebKit builds the engine runs drive (run.mjs), as scripts/chromium.mjs does for
// Chromium: Debian's own packages, since Playwright's patched browsers cannot be downloaded here and
// Playwright cannot drive the stock ones. Only Node built-ins.
//   node scripts/engines/install.mjs [firefox|webkit]    prints the paths, installing with apt-get if possible
import { fileURLToPath } from 'node:url';
import { aptInstall, canAptInstall, firstExecutable as first } from '../apt.mjs';

/** Per engine: the binaries it needs (each the first candidate that exists), and the Debian packages that bring them. */
export const ENGINES = {
  firefox: {
    packages: ['firefox-esr'],
    binaries: {
      firefox: () => first([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']),
    },
  },
  webkit: {
    packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
    binaries: {
      driver: () => first(['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/WebKitWebDriver']),
      // The browser WebKitWebDriver starts: WebKitGTK's MiniBrowser (in the library package).
      browser: () =>
        first([
          process.env.WEBKIT_MINIBROWSER,
          '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
          '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
          '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
        ]),
      // No display here: WebKitGTK needs an X server, so run.mjs starts a virtual one.
      xvfb: () => first(['/usr/bin/Xvfb']),
    },
  },
};

function find(name) {
  const found = {};
  const missing = [];
  for (const [key, locate] of Object.entries(ENGINES[name].binaries)) {
    const file = locate();
    if (file) found[key] = file;
    else missing.push(key);
  }
  return { found, missing };
}

/**
 * The paths of an engine's binaries (firefox: `{ firefox }`; webkit: `{ driver, browser, xvfb }`). When one
 * is missing and we are root on Debian/Ubuntu, installs the engine's packages with apt-get first; otherwise,
 * or if that fails, throws an Error whose one-line message says why the engine is unavailable.
 */
export function ensureEngine(name) {
  const engine = ENGINES[name];
  if (!engine) throw new Error(`unknown engine "${name}" (firefox or webkit)`);
  let { found, missing } = find(name);
  if (missing.length === 0) return found;
  const packages = engine.packages.join(' ');
  const why = () => `${missing.join(', ')} not found (Debian packages: ${packages})`;
  if (!canAptInstall())
    throw new Error(`${why()}; install them, or run as root on Debian/Ubuntu to have them installed`);
  console.log(`${name}: ${missing.join(', ')} not found: installing ${packages} with apt-get`);
  aptInstall(engine.packages, why());
  ({ found, missing } = find(name));
  if (missing.length > 0) throw new Error(`${why()} even after apt-get install ${packages}`);
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let failed = false;
  for (const name of process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(ENGINES)) {
    try {
      console.log(`${name}: ${JSON.stringify(ensureEngine(name))}`);
    } catch (error) {
      console.error(`${name}: not available (${error.message})`);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}
