#!/usr/bin/env node
/**
 * Runs the Dockerfile's steps without a Docker engine (docs/operations.md#container): each stage
 * becomes a folder, COPY copies from the repository or an earlier stage, RUN runs in the stage's
 * WORKDIR, ENV/USER/CMD/HEALTHCHECK are recorded. What it cannot rehearse is the base image
 * itself (this machine's Node and Debian stand in for node:20-bookworm-slim).
 *
 *   node scripts/rehearse-image.mjs [outDir]   prints the final stage's folder and its image config
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/files.mjs';

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
export function parseDockerfile(text) {
  const lines = text.replace(/\\\n\s*/g, ' ').split('\n');
  return lines
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [, op, rest] = /^(\S+)\s*(.*)$/.exec(l);
      return { op: op.toUpperCase(), args: rest };
    });
}

const jsonOrWords = (args) => (args.startsWith('[') ? JSON.parse(args) : args.split(/\s+/));

export function rehearseImage(outDir, dockerfile = path.join(root, 'Dockerfile')) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const instructions = parseDockerfile(fs.readFileSync(dockerfile, 'utf8'));
  const argsDefault = {};
  const stages = [];
  let stage = null;
  const expand = (s) => s.replace(/\$\{(\w+)\}/g, (_, k) => argsDefault[k] ?? '');
  for (const { op, args } of instructions) {
    if (op === 'ARG' && !stage) {
      const [k, v] = args.split('=');
      argsDefault[k] = v;
    } else if (op === 'FROM') {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(expand(args));
      const parent = stages.find((s) => s.name === m[1]);
      const dir = path.join(outDir, `stage${stages.length}`);
      // FROM an earlier stage starts from a copy of its files, folder, environment and user.
      stage = parent
        ? { ...parent, env: { ...parent.env }, name: m[2] ?? `stage${stages.length}`, dir }
        : { name: m[2] ?? `stage${stages.length}`, base: m[1], dir, workdir: '/', env: {}, user: 'root' };
      if (parent) fs.cpSync(parent.dir, dir, { recursive: true, verbatimSymlinks: true });
      fs.mkdirSync(dir, { recursive: true });
      stages.push(stage);
    } else if (op === 'WORKDIR') {
      stage.workdir = path.posix.resolve(stage.workdir, args);
      fs.mkdirSync(path.join(stage.dir, stage.workdir), { recursive: true });
    } else if (op === 'ENV') {
      for (const m of args.matchAll(/(\w+)=(\S+)/g)) stage.env[m[1]] = m[2];
    } else if (op === 'COPY') {
      const words = args.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='))?.slice(7);
      const paths = words.filter((w) => !w.startsWith('--'));
      const dest = paths.pop();
      const srcRoot = from ? path.join(stages.find((s) => s.name === from).dir, '/') : root;
      const destAbs = path.join(stage.dir, path.posix.resolve(stage.workdir, dest));
      for (const src of paths) {
        const srcAbs = from ? path.join(srcRoot, path.posix.resolve('/app', src)) : path.join(root, src);
        // As .dockerignore: node_modules and dist anywhere, the rest only at the root (apps' source may hold a data/ folder).
        const ignored = (p) =>
          !from &&
          /(^|\/)(node_modules|dist)(\/|$)|^(data|\.data-test|artifacts|test-results|bench\/results|\.git)(\/|$)/.test(
            path.relative(root, p),
          );
        const target = dest.endsWith('/') || paths.length > 1 ? path.join(destAbs, path.basename(srcAbs)) : destAbs;
        if (src === '.') fs.cpSync(srcAbs, destAbs, { recursive: true, filter: (p) => p === srcAbs || !ignored(p) });
        else fs.cpSync(srcAbs, target, { recursive: true, verbatimSymlinks: true, filter: (p) => p === srcAbs || !ignored(p) });
      }
    } else if (op === 'RUN') {
      const cwd = path.join(stage.dir, stage.workdir);
      // Absolute paths in RUN (mkdir /data) land inside the stage's folder.
      const command = args.replace(/(^|\s)\/(data)\b/g, `$1${stage.dir}/$2`).replace(/chown \S+ /, 'true ');
      // npm's cache answers first (a Docker build would have its own): same packages, fewer round trips.
      execSync(command, { cwd, stdio: 'inherit', env: { ...process.env, npm_config_prefer_offline: 'true', ...stage.env } });
    } else if (op === 'USER') stage.user = args;
    else if (op === 'CMD') stage.cmd = jsonOrWords(args);
    else if (op === 'HEALTHCHECK') stage.healthcheck = jsonOrWords(args.replace(/^(--\S+\s+)*CMD\s+/, ''));
    else if (op === 'EXPOSE') stage.expose = Number(args);
    else if (op === 'VOLUME') stage.volume = JSON.parse(args);
  }
  const final = stages[stages.length - 1];
  return {
    dir: path.join(final.dir, final.workdir),
    root: final.dir,
    env: final.env,
    user: final.user,
    cmd: final.cmd,
    healthcheck: final.healthcheck,
    expose: final.expose,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.resolve(process.argv[2] ?? path.join(root, 'artifacts/image'));
  console.log(JSON.stringify(rehearseImage(out), null, 2));
}
