// `node scripts/run.mjs <command> [args…]`: runs a command with the offline switches set.
// npm scripts use it so that `npm run build` behaves the same as the orchestrated `npm start`.
import { spawn } from 'node:child_process';
import { applyOfflineEnv } from './offline-env.mjs';

applyOfflineEnv();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/run.mjs <command> [args…]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: 'inherit', shell: false });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
