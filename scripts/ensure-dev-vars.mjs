// Writes what `npm start` and the browser tests need in .dev.vars when it is missing: a random
// BETTER_AUTH_SECRET (the Worker refuses to serve its API without one) and ENVIRONMENT=development
// (wrangler.toml says production, which trusts CF-Connecting-IP and never logs e-mail). .dev.vars is
// git-ignored, so each machine gets its own secret.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './offline-env.mjs';

const file = path.join(root, '.dev.vars');
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
const lines = current.split(/\r?\n/).filter(Boolean);
const currentValue = (name) =>
  lines
    .find((l) => l.startsWith(`${name}=`))
    ?.slice(name.length + 1)
    .trim() ?? '';

const wanted = [];
if (currentValue('BETTER_AUTH_SECRET').length < 32) {
  wanted.push(['BETTER_AUTH_SECRET', randomBytes(32).toString('base64url'), 'a random BETTER_AUTH_SECRET']);
}
if (currentValue('ENVIRONMENT') === '') wanted.push(['ENVIRONMENT', 'development', 'ENVIRONMENT=development']);
if (wanted.length === 0) process.exit(0);

const names = new Set(wanted.map(([name]) => name));
const kept = lines.filter((l) => !names.has(l.split('=')[0]));
const added = wanted.map(([name, value]) => `${name}=${value}`);
fs.writeFileSync(file, `${[...kept, ...added].join('\n')}\n`, { mode: 0o600 });
console.log(`Wrote ${wanted.map(([, , what]) => what).join(' and ')} to .dev.vars.`);
