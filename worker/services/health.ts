/** The health check's probes: a real D1 read and a real R2 request, each 'ok' or 'error' (logged). */
import type { Database } from '../db/client';
import { probeSchema } from '../db/missing-paths';
import { describeError, log } from '../log';

type CheckResult = 'ok' | 'error';

/** A real R2 request: a HEAD of a key that need not exist answers null, or throws when R2 is down. */
async function checkR2(bucket: R2Bucket): Promise<void> {
  await bucket.head('health/probe');
}

async function run(name: string, requestId: string, check: () => Promise<void>): Promise<CheckResult> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    log('error', `health check ${name} failed`, { requestId, ...describeError(error) });
    return 'error';
  }
}

/** Both probes, run together. */
export async function healthChecks(
  db: Database,
  bucket: R2Bucket,
  requestId: string,
): Promise<{ d1: CheckResult; r2: CheckResult }> {
  const [d1, r2] = await Promise.all([run('d1', requestId, () => probeSchema(db)), run('r2', requestId, () => checkR2(bucket))]);
  return { d1, r2 };
}
