// `npm run deploy`'s last step: `wrangler deploy`, handing the Worker the SITE_URL the site was just
// built with. The Worker needs it too: a Cron Trigger has no request to take the site's address
// from, and without it no scheduled e-mail (reminders, case-law digests) is sent in production
// (worker/site-origin.ts), and its API pins its origin to it (worker/middleware/site-origin.ts).
// A SITE_URL in wrangler.toml [vars] works as well.
import { spawn } from 'node:child_process';
import { applyOfflineEnv } from './offline-env.mjs';

applyOfflineEnv();
const args = ['deploy'];
const site = process.env.SITE_URL;
if (site) {
  args.push('--var', `SITE_URL:${new URL(site).origin}`);
} else {
  console.warn(
    'SITE_URL is not set: unless wrangler.toml [vars] sets it, the deployed Worker refuses to serve its API (it will not take its origin from a request) and sends no reminder or digest e-mails.',
  );
}
const child = spawn('wrangler', [...args, ...process.argv.slice(2)], { stdio: 'inherit', shell: false });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
