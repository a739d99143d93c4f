// What every local server the project starts for its tests and benchmarks shares: a free loopback
// port, and `wrangler dev`'s arguments for serving dist/ and the Worker on it with a throw-away state.
import net from 'node:net';

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
