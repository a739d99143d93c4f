// Writes a random BETTER_AUTH_SECRET to .dev.vars when it has none. The Worker refuses to serve
// its API without one; .dev.vars is git-ignored, so each machine gets its own.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './offline-env.mjs';

const file = path.join(root, '.dev.vars');
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
const line = current.split(/\r?\n/).find((l) => l.startsWith('BETTER_AUTH_SECRET='));
const value = line?.slice('BETTER_AUTH_SECRET='.length).trim() ?? '';

if (value.length >= 32) process.exit(0);

const secret = randomBytes(32).toString('base64url');
const kept = current
  .split(/\r?\n/)
  .filter((l) => l && !l.startsWith('BETTER_AUTH_SECRET='))
  .join('\n');
fs.writeFileSync(file, `${kept ? `${kept}\n` : ''}BETTER_AUTH_SECRET=${secret}\n`, { mode: 0o600 });
console.log('Wrote a random BETTER_AUTH_SECRET to .dev.vars.');
