/**
 * The reset page states the link's lifetime, and the words must match the Worker's
 * setting: if the lifetime changes, this fails until the page says so.
 */
import { describe, expect, it } from 'vitest';
import { RESET_LINK_LIFETIME_SECONDS } from '../../src/domain/auth-limits';
import { translate } from '../../src/i18n/translate';

describe('the reset link lifetime on the page', () => {
  it('is one hour, and both languages say so', () => {
    expect(RESET_LINK_LIFETIME_SECONDS).toBe(3600);
    expect(translate('en', 'auth.resetIntro')).toContain('The link works once, for one hour.');
    expect(translate('pt', 'auth.resetIntro')).toContain('A ligação funciona uma só vez, durante uma hora.');
  });
});
