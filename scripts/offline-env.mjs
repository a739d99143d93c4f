// The offline switches every script sets, for machines with no network but a package registry: no telemetry, no metrics, no
// Request.cf download, and tool configuration kept inside the repository instead of the home folder.
// Plain JavaScript that runs on Node 20: it is used before node_modules (and Node 24) exist.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const offlineEnv = {
  ASTRO_TELEMETRY_DISABLED: '1',
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  XDG_CONFIG_HOME: path.join(root, '.config'),
  NO_UPDATE_NOTIFIER: '1',
  NPM_CONFIG_UPDATE_NOTIFIER: 'false',
  NPM_CONFIG_FUND: 'false',
  NPM_CONFIG_AUDIT: 'false',
};

export function applyOfflineEnv() {
  for (const [key, value] of Object.entries(offlineEnv)) {
    if (process.env[key] === undefined) process.env[key] = value;
  }
}
