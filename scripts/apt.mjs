// Finding a program and installing Debian packages, for the scripts that bring browsers (chromium.mjs,
// engines/install.mjs): Playwright cannot download its own browsers here. Only Node built-ins: these run
// before we know dependencies are usable.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of `candidates` (falsy entries skipped) that is an executable file; undefined if none. */
export const firstExecutable = (candidates) => candidates.filter(Boolean).find(isExecutable);

function isDebianLike() {
  if (existsSync('/etc/debian_version')) return true;
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** Whether aptInstall can work here: root, on Debian or Ubuntu, with apt-get. */
export const canAptInstall = () => process.getuid?.() === 0 && isDebianLike() && hasAptGet();

/** `apt-get update` runs at most once per process, whoever asks first. */
let updated = false;

/**
 * Installs Debian packages with apt-get (updating the package lists first, once per process). Throws an
 * Error naming the failed step; `why` is added to its message.
 */
export function aptInstall(packages, why = '') {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [...(updated ? [] : [['update']]), ['install', '-y', ...packages]];
  for (const args of steps) {
    console.log(`$ apt-get ${args.join(' ')}`);
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed (exit code ${r.status})${why ? `; ${why}` : ''}`);
    if (args[0] === 'update') updated = true;
  }
}
