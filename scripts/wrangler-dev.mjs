// What every local server the project starts for its tests and benchmarks shares: a free loopback
// port, and `wrangler dev`'s arguments for serving dist/ and the Worker on it with a throw-away state.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A port nothing listens on at the moment (the system's choice on 127.0.0.1). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `wrangler dev` on 127.0.0.1:`port`, local D1 and R2 kept in `state`; `vars` become `--var NAME:value`. */
export function wranglerDevArgs({ port, state, vars = {} }) {
  return [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--local',
    '--persist-to',
    state,
    '--show-interactive-dev-session=false',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ];
}

/**
 * Writes .dev.vars when it is missing (scripts/ensure-dev-vars.mjs): without BETTER_AUTH_SECRET the
 * Worker answers every /api request 503, so a server started on a fresh clone would never be healthy.
 */
export function ensureDevVars(root) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-dev-vars.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`scripts/ensure-dev-vars.mjs failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Waits until `${base}/api/health` answers 2xx: up to 360 checks 250 ms apart (about 90 s), counted
 * rather than timed. When it gives up, or wrangler exits first, the error says the real cause: the
 * health check's last status and body (a 503 names what is missing) and the end of wrangler's output.
 */
export async function waitForHealth(base, child, output = () => '') {
  let last = 'no answer (nothing listening on the port)';
  for (let attempt = 0; attempt < 360; attempt += 1) {
    if (child.exitCode !== null) {
      throw new Error(`wrangler dev exited early (code ${child.exitCode}):\n${tail(output())}`);
    }
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
      last = `HTTP ${response.status} ${(await response.text()).slice(0, 500)}`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev was not healthy within 90 s. Last /api/health: ${last}\n${tail(output())}`);
}

function tail(text) {
  const lines = text.trim().split('\n');
  return lines.length > 40 ? lines.slice(-40).join('\n') : lines.join('\n');
}
