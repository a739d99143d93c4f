import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect, it, vi } from 'vitest';
import worker from '../../worker/index';

it('runs the daily cron handler and logs the run', async () => {
  const log = vi.spyOn(console, 'log');
  const controller = createScheduledController({ cron: '17 3 * * *', scheduledTime: Date.UTC(2026, 10, 22, 3, 17) });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
  const line = log.mock.calls.map(([first]) => String(first)).find((text) => text.includes('scheduled run'));
  expect(line && JSON.parse(line)).toMatchObject({
    level: 'info',
    cron: '17 3 * * *',
    scheduledTime: '2026-11-22T03:17:00.000Z',
  });
});
