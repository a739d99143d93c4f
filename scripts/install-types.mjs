// Runs after every `npm install` / `npm ci` (the `postinstall` script): writes the API's type
// declarations to .types/ (`npm run types:api`), so the islands' typed client (`hc<AppType>`, which
// imports .types/worker/index) shows no errors in an editor on a fresh clone. It never fails the
// install: without TypeScript (an install that omits devDependencies) it does nothing, and a type
// error only warns, because `npm run typecheck` is where type errors are reported.
// Plain JavaScript that runs on Node 20, like the install that starts it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './offline-env.mjs';

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
if (!fs.existsSync(tsc)) process.exit(0);

const result = spawnSync(process.execPath, [tsc, '-p', path.join('worker', 'tsconfig.types.json')], {
  cwd: root,
  stdio: 'inherit',
});
if (result.status !== 0) {
  console.warn('The API type declarations (.types/) were not all written: run `npm run typecheck` to see why.');
}
