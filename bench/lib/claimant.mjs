// A claimant as the load benchmarks make them: signed up and in from the site's own origin, with one
// case. Shared by bench:load and bench:load-profile, so both measure the same account and case.

/** The session cookie pairs a response sets (cleared ones left out), as a Cookie header. */
export function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

/** Signs a claimant up and in and creates their case: `{ index, cookie, caseId }`. */
export async function claimantWithCase(base, index, { prefix, password }) {
  const email = `${prefix}-${index}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const post = (url, body, cookie) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', { email, password, name: `${prefix} ${index}` });
  if (signUp.status !== 200) throw new Error(`sign-up ${index}: ${signUp.status} ${await signUp.text()}`);
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in ${index}: ${signIn.status} ${await signIn.text()}`);
  const cookie = cookieOf(signIn);
  const created = await post(
    '/api/cases',
    { claimantName: `Claimant ${index}`, employerName: `Employer ${index} v0`, dismissalDate: '2026-09-30' },
    cookie,
  );
  if (created.status !== 201) throw new Error(`case ${index}: ${created.status} ${await created.text()}`);
  return { index, cookie, caseId: (await created.json()).id };
}
