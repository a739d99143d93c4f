/** A signed-in browser page without going through the auth screen (which accounts.test.ts covers). */
import type { Page } from 'playwright-core';

export const TEST_PASSWORD = 'a good long password';

export function uniqueEmail(tag: string): string {
  return `${tag}-${crypto.randomUUID()}@example.org`;
}

/** Signs up and in from the page itself (same origin, as the auth screen does), then reloads signed in. */
export async function signInFromPage(page: Page, email = uniqueEmail('page')): Promise<string> {
  if (page.url() === 'about:blank') await page.goto('/');
  const status = await page.evaluate(
    async ({ address, password }) => {
      const post = (path: string, body: object) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await post('/api/auth/sign-up/email', { email: address, password, name: 'Test' });
      const response = await post('/api/auth/sign-in/email', { email: address, password });
      // The hint the auth screen leaves so pages check the session (src/stores/session.ts).
      localStorage.setItem('tt-signed-in', '1');
      return response.status;
    },
    { address: email, password: TEST_PASSWORD },
  );
  if (status !== 200) throw new Error(`sign-in from the page failed: ${status}`);
  return email;
}
