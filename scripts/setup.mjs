// Shared helpers of the developer scripts (test.mjs, start.mjs, bench.mjs).
// Only Node built-ins here: ensureDependencies() runs before node_modules exists.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in <root>/scripts). */
export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const lockFile = path.join(root, 'package-lock.json');
const modulesDir = path.join(root, 'node_modules');
const hashFile = path.join(modulesDir, '.wsh-lock-hash');
/** npm's own record of what it installed into node_modules. */
const npmHiddenLock = path.join(modulesDir, '.package-lock.json');

/** Path of a binary installed by a dependency (node_modules/.bin/<name>). */
export const bin = (name) => path.join(modulesDir, '.bin', name);

/**
 * Runs a command with its output streamed to ours. Resolves with the exit code (1 for a signal or
 * a command that could not start); never rejects.
 */
export function run(command, args = [], { env, cwd = root, quiet = false } = {}) {
  if (!quiet) console.log(`\n$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

function lockHash() {
  return existsSync(lockFile) ? createHash('sha256').update(readFileSync(lockFile)).digest('hex') : 'no-lockfile';
}

/**
 * Installs the dependencies when node_modules is missing or package-lock.json changed since the
 * last install (its hash is kept in node_modules/.wsh-lock-hash). `npm ci` when there is a
 * lockfile, else `npm install`; browsers are never downloaded (we use the system Chromium).
 */
export async function ensureDependencies() {
  const hash = lockHash();
  if (existsSync(modulesDir)) {
    if (existsSync(hashFile) && readFileSync(hashFile, 'utf8').trim() === hash) return;
    // Installed before this script existed (no hash yet): trust npm's own record if it is newer than the lockfile.
    if (
      !existsSync(hashFile) &&
      existsSync(npmHiddenLock) &&
      existsSync(lockFile) &&
      statSync(npmHiddenLock).mtimeMs >= statSync(lockFile).mtimeMs
    ) {
      writeFileSync(hashFile, `${hash}\n`);
      return;
    }
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // --prefer-offline: a package already in npm's cache is taken from there without asking the registry
  // whether its metadata changed (no registry round trip per package); the lockfile's integrity hashes
  // still check every tarball. A fresh clone on a machine with a warm cache installs faster.
  const flags = ['--no-audit', '--no-fund', '--prefer-offline'];
  const args = existsSync(lockFile) ? ['ci', ...flags] : ['install', ...flags];
  console.log(
    existsSync(modulesDir)
      ? 'package-lock.json changed since the last install: reinstalling dependencies'
      : 'node_modules is missing: installing dependencies',
  );
  const code = await run(npm, args, { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  if (code !== 0) throw new Error(`npm ${args[0]} failed (exit code ${code})`);
  mkdirSync(modulesDir, { recursive: true });
  writeFileSync(hashFile, `${hash}\n`);
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Reads a JSON file, or returns undefined when it is missing or not JSON. */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Formats rows (arrays of cells) as an aligned text table; numbers are right-aligned. */
export function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c)));
  const width = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const numeric = header.map(
    (_, i) =>
      rows.length > 0 &&
      rows.every((r) => typeof r[i] === 'number' || /^([\d.,\s]+( ?(B|ms|%))?|-)$/.test(String(r[i]))),
  );
  const line = (r) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(width[i]) : c.padEnd(width[i])))
      .join('  ')
      .trimEnd();
  return [line(all[0]), width.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/** Parses `--name value` / `--name=value` from argv. */
export function argValue(name, argv = process.argv.slice(2)) {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1];
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return undefined;
}

/** Starts the mock API server of scripts/serve-lib.mjs in this process. */
export async function startMockServer({ port = 0, host = '127.0.0.1', quiet = true } = {}) {
  const { serve } = await import('./serve-lib.mjs');
  return serve({ port, host, quiet });
}
