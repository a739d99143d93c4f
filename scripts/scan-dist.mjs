// No secret in what the browser downloads: scans every file under dist/ (the pages,
// scripts and assets the site serves) for the values of the Worker's secrets (from .dev.vars and
// the environment) and for anything shaped like a key: Stripe's secret, restricted and webhook keys,
// and private key blocks. Exits non-zero, naming the file and what it matched (never the value).
// `npm test` runs it right after the build; `node scripts/scan-dist.mjs [dir]` runs it alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shapes of secrets whatever their value. */
export const SECRET_PATTERNS = [
  // No word boundary: in a binary file the key may touch other bytes; Stripe's keys run past 20 characters.
  { name: 'Stripe secret key', pattern: /sk_(?:live|test)_[A-Za-z0-9]{20,}/ },
  { name: 'Stripe restricted key', pattern: /rk_(?:live|test)_[A-Za-z0-9]{20,}/ },
  { name: 'Stripe webhook secret', pattern: /whsec_[A-Za-z0-9+/=]{20,}/ },
  { name: 'private key block', pattern: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/ },
];

/** Variables whose values are secrets: the names the Worker reads them from. */
const SECRET_NAME = /(SECRET|_KEY|TOKEN|PASSWORD)$/;

/** `NAME=value` lines of a .dev.vars file (quotes removed), secrets only. */
export function secretValuesOf(text, environment = {}) {
  const values = new Map();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match?.[1] && SECRET_NAME.test(match[1])) values.set(match[1], match[2].replace(/^(['"])(.*)\1$/, '$2'));
  }
  for (const [name, value] of Object.entries(environment)) {
    if (SECRET_NAME.test(name) && value) values.set(name, value);
  }
  // A short value (a placeholder, "x") would match everywhere and protects nothing.
  return [...values].filter(([, value]) => value.length >= 12).map(([name, value]) => ({ name, value }));
}

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Every finding in `dir`: { file, what }. Files are read as latin1, so binary files are searched too. */
export function scan(dir, secrets) {
  const findings = [];
  let files = 0;
  let bytes = 0;
  for (const file of filesUnder(dir)) {
    const content = fs.readFileSync(file);
    files += 1;
    bytes += content.length;
    const text = content.toString('latin1');
    const relative = path.relative(dir, file);
    for (const { name, pattern } of SECRET_PATTERNS) if (pattern.test(text)) findings.push({ file: relative, what: name });
    for (const { name, value } of secrets) {
      if (text.includes(Buffer.from(value, 'utf8').toString('latin1')))
        findings.push({ file: relative, what: `the value of ${name}` });
    }
  }
  return { findings, files, bytes };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.resolve(root, process.argv[2] ?? 'dist');
  if (!fs.existsSync(dir)) {
    console.error(`scan-dist: ${dir} does not exist: build first (node scripts/build.mjs)`);
    process.exit(1);
  }
  const devVars = path.join(root, '.dev.vars');
  const secrets = secretValuesOf(fs.existsSync(devVars) ? fs.readFileSync(devVars, 'utf8') : '', process.env);
  const { findings, files, bytes } = scan(dir, secrets);
  for (const { file, what } of findings) console.error(`scan-dist: ${file} holds ${what}`);
  console.log(
    `scan-dist: ${files} files (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${path.relative(root, dir) || '.'}, ` +
      `${SECRET_PATTERNS.length} key shapes and ${secrets.length} secret values (${secrets.map((s) => s.name).join(', ') || 'none'}): ` +
      `${findings.length} found`,
  );
  process.exit(findings.length === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
