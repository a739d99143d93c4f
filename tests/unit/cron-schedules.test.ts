/**
 * The Worker picks its job by the Cron Trigger that fired (worker/index.ts), so the schedules in
 * wrangler.toml and the constants the Worker compares against must be the same strings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

it('wrangler.toml schedules exactly the sync and the mail runs the Worker knows', () => {
  const crons = /^crons = (\[.*\])$/m.exec(read('wrangler.toml'))?.[1];
  const source = read('worker/services/reminders/scheduled.ts');
  const constant = (name: string) => new RegExp(`export const ${name} = '([^']+)';`).exec(source)?.[1];
  expect(crons && JSON.parse(crons)).toEqual([constant('SYNC_CRON'), constant('MAIL_CRON')]);
  expect(constant('SYNC_CRON')).toBe('17 3 * * *');
  expect(constant('MAIL_CRON')).toBe('*/5 5-11 * * *');
});
