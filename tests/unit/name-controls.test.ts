/**
 * Names and titles keep no control or bidirectional-override characters: stripped by the schemas
 * the islands and the Worker share, so they never reach a list, an export or its file name.
 */
import { describe, expect, it } from 'vitest';
import { signUpBodySchema, updateUserBodySchema } from '../../src/domain/auth-schema';
import { bundleArrangementSchema } from '../../src/domain/bundle-arrangement';
import { caseEventInputSchema } from '../../src/domain/case-events';
import { caseInputSchema, casePatchSchema } from '../../src/domain/case-schema';
import { evidenceInputSchema } from '../../src/domain/evidence';
import { savedSearchCreateSchema, savedSearchRenameSchema } from '../../src/domain/reminders/schema';
import { ownTaskSchema } from '../../src/domain/tasks/schema';
import { plainName, plainText } from '../../src/domain/text';
import { initialArrangement } from '../../src/islands/bundle/bundle-order';
import { chronologyFileName } from '../../src/islands/evidence/chronology-export';

const TODAY = '2026-11-22';
/** Right-to-left override, isolates, embeddings, marks, NUL, BEL, ESC, DEL and a C1 control. */
const hostile = '\u202eAcme\u2066 Ltd\u2069\u202a\u200f\u0000\u0007\u001b\u007f\u0085';
const HIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

describe('names and titles without control characters', () => {
  it('plainName removes controls and bidirectional controls, line breaks becoming spaces', () => {
    expect(plainName(hostile)).toBe('Acme Ltd ');
    expect(plainName('evil\u202Efdp.exe')).toBe('evilfdp.exe');
    expect(plainName('Maria\tConceição\r\nSilva')).toBe('Maria Conceição  Silva');
    // Letters of every script stay, Arabic and Hebrew included.
    expect(plainName('João ‎محمد שלום')).toBe('João محمد שלום');
  });

  it('an account name is stripped at sign-up and when changed (the Worker passes the checked body on)', () => {
    const signUp = signUpBodySchema.parse({ email: 'a@example.org', password: 'a good long password', name: hostile });
    expect(signUp.name).toBe('Acme Ltd ');
    expect(updateUserBodySchema.parse({ name: hostile }).name).toBe('Acme Ltd ');
  });

  it('plainText keeps the lines of a description and drops the rest', () => {
    expect(plainText('Line one\r\nLine\ttwo\u202e\u0000')).toBe('Line one\r\nLine\ttwo');
  });

  it('the case form stores the claimant and employer without them', () => {
    const parsed = caseInputSchema(TODAY).parse({
      claimantName: `Ana\u202e Silva\u0000`,
      employerName: hostile,
      notes: 'a\u2066b\nc',
    });
    expect(parsed).toMatchObject({ claimantName: 'Ana Silva', employerName: 'Acme Ltd', notes: 'ab\nc' });
    expect(casePatchSchema(TODAY).parse({ employerName: ` ${hostile}` }).employerName).toBe('Acme Ltd');
    // Nothing left but hidden characters is no name at all.
    expect(caseInputSchema(TODAY).safeParse({ claimantName: '\u202e\u0000', employerName: 'Acme' }).success).toBe(false);
  });

  it('evidence, events, tasks and saved searches store theirs without them', () => {
    const evidence = evidenceInputSchema(TODAY).parse({
      title: `Grievance\u202e e-mail\u0000`,
      category: 'email',
      importance: 'high',
      description: 'one\u2067\ntwo',
      documentUrl: 'Drawer\u0000 2\n',
      tags: 'hr\u202e, pay\u0007',
      notes: '\u200fNote',
    });
    expect(evidence).toMatchObject({
      title: 'Grievance e-mail',
      description: 'one\ntwo',
      documentUrl: 'Drawer 2',
      tags: ['hr', 'pay'],
      notes: 'Note',
    });
    expect(
      caseEventInputSchema(TODAY).parse({ kind: 'dismissal', date: '2026-10-01', description: 'Told\u202e\u0000 off' })
        .description,
    ).toBe('Told off');
    const task = ownTaskSchema.parse({ title: 'Send\u202e list\u0000', date: '2026-12-01', notes: '\u2066a\nb' });
    expect(task).toMatchObject({ title: 'Send list', notes: 'a\nb' });
    expect(savedSearchCreateSchema.parse({ name: `Unfair\u202e dismissal\u0000`, query: { q: 'x' } }).name).toBe(
      'Unfair dismissal',
    );
    expect(savedSearchRenameSchema.parse({ name: hostile }).name).toBe('Acme Ltd');
  });

  it('a bundle document’s description (a line of the index) keeps none, even one stored before', () => {
    const id = '6f1c2b9e-8a4d-4c3e-9f1a-2b3c4d5e6f70';
    const parsed = bundleArrangementSchema.parse({
      items: [{ id, section: null, included: true, documentDate: null, description: `Letter from\u202e HR\n${hostile}` }],
    });
    expect(parsed.items[0]?.description).toBe('Letter from HR Acme Ltd');
    const [stored] = initialArrangement([
      { id, fileName: 'a.pdf', uploadDate: '2026-11-01T10:00:00.000Z', description: `\u2066Dismissal\u0000 letter\u202e` },
    ]);
    expect(stored?.description).toBe('Dismissal letter');
    expect(HIDDEN.test(`${parsed.items[0]?.description}${stored?.description}`)).toBe(false);
  });

  it('an export’s file name holds none, even for a name stored before', () => {
    const name = chronologyFileName(
      { claimant: 'Ana\u202eSilva', employer: hostile },
      { claimant: 'Unnamed', employer: 'Employer' },
      'csv',
    );
    expect(name).toBe('AnaSilva_v_Acme_Ltd_chronology.csv');
    expect(name).not.toMatch(HIDDEN);
  });
});
