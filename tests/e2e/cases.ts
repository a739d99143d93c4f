/**
 * Cases made through the API from a signed-in page, as the case form makes them (same origin, the
 * session's cookie): the one way a journey that needs a case gets one.
 */
import type { Page } from 'playwright-core';
import type { CaseInput } from '../../src/domain/case-schema';

/** The fields of a case as sent: the names are the schema's (a misspelt one is a type error). */
export type CaseFields = Partial<Record<keyof CaseInput, string | null>>;

/** The case a journey gets unless it says otherwise: dismissed seven weeks before the tests' today. */
export const DEFAULT_CASE = { claimantName: 'Ana Silva', employerName: 'Acme Ltd', dismissalDate: '2026-09-30' } as const;

/** Creates a case of `fields` over the defaults (null leaves a default out) and answers its id; anything but 201 fails. */
export async function createCase(page: Page, fields: CaseFields = {}): Promise<string> {
  const { status, id } = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/cases', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as { id?: string };
      return { status: response.status, id: answer.id ?? '' };
    },
    { ...DEFAULT_CASE, ...fields },
  );
  if (status !== 201 || id === '') throw new Error(`creating the case answered ${status}`);
  return id;
}
