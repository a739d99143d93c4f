import { describe, expect, it } from 'vitest';
import { mailDraft } from '../../src/config/site';

describe('mailDraft', () => {
  it('encodes the subject alone', () => {
    expect(mailDraft('partners@example.org', 'Partnership Opportunity')).toBe(
      'mailto:partners@example.org?subject=Partnership%20Opportunity',
    );
  });

  it('adds a body with its line breaks as CRLF (RFC 6068) and & or ? encoded', () => {
    expect(mailDraft('partners@example.org', 'Investment Inquiry', 'Hello,\n\nQ&A? Sim, ação.')).toBe(
      'mailto:partners@example.org?subject=Investment%20Inquiry&body=Hello%2C%0D%0A%0D%0AQ%26A%3F%20Sim%2C%20a%C3%A7%C3%A3o.',
    );
  });
});
