/**
 * The session lookup every signed-in API request makes (middleware/session.ts through better-auth):
 * the session and its user read in one D1 statement (worker/auth.ts joins them), and what that
 * one statement answers is the same user, role and sign-out as before. The D1 here is the real
 * one, wrapped only to write down each statement's SQL.
 */
import { describe, expect, it } from 'vitest';
import { api, authPost, signUp, validCase } from './_factories';
import { apiWith, recordingD1 } from './_faults';
import { userWithRole } from './_paid-users';

describe('the session lookup', () => {
  it('reads the session and its user in one statement before the route’s own query', async () => {
    const user = await signUp();
    const created = await api('/cases', user, { method: 'POST', body: validCase });
    const { id } = (await created.json()) as { id: string };
    const { db, statements } = recordingD1();

    const response = await apiWith({ DB: db }, `/cases/${id}`, user);

    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: string }).id).toBe(id);
    const routeQuery = statements.findIndex((sql) => /from "cases"/i.test(sql));
    expect(routeQuery).toBeGreaterThan(-1);
    const beforeRoute = statements.slice(0, routeQuery);
    expect(beforeRoute).toHaveLength(1);
    expect(beforeRoute[0]).toMatch(/from "session"/i);
    expect(beforeRoute[0]).toMatch(/from "user"/i);
  });

  it('answers the session’s own user and role from that statement: an admin passes, a claimant is refused', async () => {
    const admin = await userWithRole('admin');
    const claimant = await signUp();
    const { db } = recordingD1();

    expect((await apiWith({ DB: db }, '/admin/case-law/runs', admin)).status).toBe(200);
    expect((await apiWith({ DB: db }, '/admin/case-law/runs', claimant)).status).toBe(403);
  });

  it('finds no user for a cookie whose session was ended by signing out', async () => {
    const user = await signUp();
    expect((await api('/cases', user)).status).toBe(200);
    const signOut = await authPost('/sign-out', {}, undefined, user.cookie);
    expect(signOut.status).toBe(200);
    const { db } = recordingD1();

    expect((await apiWith({ DB: db }, '/cases', user)).status).toBe(401);
  });
});
