import { execSync } from 'node:child_process';
import fs from 'node:fs';
import process from 'node:process';

/**
 * Makes sure a program from Debian's packages is at `binary`: as root it installs `packages`
 * quietly with apt-get; otherwise it prints the command to run and exits 1. The tests' browsers,
 * video tools and proxy come this way (no download of anyone's own binaries).
 */
export function ensureDebianPackage(binary, packages, why) {
  if (fs.existsSync(binary)) return binary;
  const list = packages.join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${binary} is missing (${why}). Install it with:\n  sudo apt-get update && sudo apt-get install -y ${list}`);
    process.exit(1);
  }
  console.log(`Installing ${list} (apt-get install -y ${list})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`apt-get update -qq && apt-get install -y -qq --no-install-recommends ${list}`, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (!fs.existsSync(binary)) {
    console.error(`apt-get finished but ${binary} is still missing.`);
    process.exit(1);
  }
  return binary;
}
