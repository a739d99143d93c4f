/** Accounts holding a plan (as the webhook stores it) or a role, and documents, for the feature tests. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { PlanType } from '../../src/domain/plans';
import worker from '../../worker/index';
import { grantPlans, userId } from './_billing-users';
import { clientIp, ORIGIN, signUp, type TestUser } from './_factories';

export interface PaidUser extends TestUser {
  id: string;
}

/** A signed-up user with one active subscription item of `plan` (none for 'free'). */
export async function userWithPlan(plan: PlanType): Promise<PaidUser> {
  const user = await signUp();
  const id = await userId(user);
  if (plan !== 'free') await grantPlans(id, [plan]);
  return { ...user, id };
}

/** A signed-up user with a role in the user table (what npm run role:grant writes). */
export async function userWithRole(role: 'paralegal' | 'admin'): Promise<PaidUser> {
  const user = await signUp();
  const id = await userId(user);
  await env.DB.prepare('UPDATE user SET role = ? WHERE id = ?').bind(role, id).run();
  return { ...user, id };
}

/** A document row as the documents route would store it (that route is not this test's subject). */
export async function insertDocument(
  ownerId: string,
  caseId: string,
  fields: { title?: string; content?: string; language?: 'en' | 'pt' } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO documents (id, user_id, case_id, document_type, title, language, content, created_at, updated_at)
     VALUES (?, ?, ?, 'witness_statement', ?, ?, ?, '2026-11-22T12:00:00.000Z', '2026-11-22T12:00:00.000Z')`,
  )
    .bind(
      id,
      ownerId,
      caseId,
      fields.title ?? 'Witness statement',
      fields.language ?? 'en',
      fields.content ?? '# Witness statement',
    )
    .run();
  return id;
}

/** A request to the Worker with extra configuration (the pool's bindings plus `vars`). */
export async function requestWith(
  vars: Record<string, string>,
  path: string,
  user: TestUser | null,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, 'cf-connecting-ip': clientIp() };
  if (user) headers.cookie = user.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`${ORIGIN}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
