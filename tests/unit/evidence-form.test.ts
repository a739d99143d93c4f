/** The evidence form's pure parts: values, what an edit sends, links, and the messages' words. */
import { describe, expect, it } from 'vitest';
import { type EvidenceRecord, evidenceCategories, evidenceInputSchema, evidenceMessages } from '../../src/domain/evidence';
import { validationIssues } from '../../src/domain/validation';
import en from '../../src/i18n/en.json';
import pt from '../../src/i18n/pt.json';
import {
  changedEvidenceFields,
  documentLink,
  evidenceValuesOf,
  NEW_EVIDENCE,
  pickFields,
  withChange,
} from '../../src/islands/evidence/evidence-form-values';

const item: EvidenceRecord = {
  id: 'e1',
  caseId: 'c1',
  title: 'Dismissal letter',
  category: 'contract',
  importance: 'critical',
  evidenceDate: '2026-09-30',
  description: null,
  documentUrl: 'https://example.org/letter.pdf',
  bundleFileId: null,
  tags: ['dismissal', 'letter'],
  notes: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('evidence form values', () => {
  it('start a new item at category email and importance medium, everything else empty', () => {
    expect(NEW_EVIDENCE).toEqual({
      title: '',
      category: 'email',
      evidenceDate: '',
      importance: 'medium',
      description: '',
      documentUrl: '',
      bundleFileId: '',
      tags: '',
      notes: '',
    });
  });

  it('show a saved item as the inputs hold it: nulls empty, tags comma-separated', () => {
    expect(evidenceValuesOf(item)).toEqual({
      title: 'Dismissal letter',
      category: 'contract',
      evidenceDate: '2026-09-30',
      importance: 'critical',
      description: '',
      documentUrl: 'https://example.org/letter.pdf',
      bundleFileId: '',
      tags: 'dismissal, letter',
      notes: '',
    });
  });

  it('keep a link and a bundle file exclusive: choosing one clears the other', () => {
    const withLink = { ...NEW_EVIDENCE, documentUrl: 'https://example.org/a.pdf' };
    const withFile = withChange(withLink, 'bundleFileId', 'f1');
    expect([withFile.documentUrl, withFile.bundleFileId]).toEqual(['', 'f1']);
    const backToLink = withChange(withFile, 'documentUrl', 'Blue folder');
    expect([backToLink.documentUrl, backToLink.bundleFileId]).toEqual(['Blue folder', '']);
    expect(withChange(withFile, 'title', 'Payslip').bundleFileId).toBe('f1');
  });

  it('send on an edit only the fields changed, from the checked input', () => {
    const saved = evidenceValuesOf(item);
    const changed = changedEvidenceFields({ ...saved, importance: 'high', notes: 'Signed by HR' }, saved);
    expect(changed).toEqual(['importance', 'notes']);
    expect(pickFields({ title: 'Dismissal letter', importance: 'high', notes: 'Signed by HR', tags: [] }, changed)).toEqual({
      importance: 'high',
      notes: 'Signed by HR',
    });
  });
});

describe('document links', () => {
  it.each([
    ['https://example.org/letter.pdf', 'https://example.org/letter.pdf'],
    ['http://example.org', 'http://example.org/'],
    [' https://example.org/a b ', 'https://example.org/a%20b'],
  ])('%s becomes a link to %s', (location, href) => {
    expect(documentLink(location)).toBe(href);
  });

  it.each([
    'Paper copy in the blue folder',
    'javascript:alert(1)',
    'file:///C:/letters/dismissal.pdf',
    'ftp://example.org/a',
    'example.org/letter',
  ])('"%s" stays text', (location) => {
    expect(documentLink(location)).toBeNull();
  });
});

describe('evidence messages', () => {
  it('are message keys with words in English and Portuguese', () => {
    for (const key of Object.values(evidenceMessages)) {
      expect(en[key], key).toBeTruthy();
      expect(pt[key], key).toBeTruthy();
    }
  });

  it('name each field at fault by its key', () => {
    const result = evidenceInputSchema('2026-11-22').safeParse({ title: ' ', category: 'email', importance: 'none' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationIssues(result.error)).toEqual([
      { field: 'title', key: 'evidence.validation.titleRequired' },
      { field: 'importance', key: 'evidence.validation.importanceRequired' },
    ]);
  });
});

describe('evidence categories', () => {
  it('take letters, payslips and messages (text, WhatsApp), named in both languages, with e-mail the default', () => {
    const schema = evidenceInputSchema('2026-11-22');
    for (const category of ['letter', 'payslip', 'message']) {
      expect(schema.safeParse({ title: 'x', category, importance: 'medium' }).success, category).toBe(true);
    }
    expect(evidenceCategories[0]).toBe('letter');
    expect(evidenceCategories).toContain(NEW_EVIDENCE.category);
    expect([en['evidence.category.message'], pt['evidence.category.message']]).toEqual([
      'Message (text, WhatsApp)',
      'Mensagem (SMS, WhatsApp)',
    ]);
    expect([en['evidence.category.payslip'], pt['evidence.category.payslip']]).toEqual(['Payslip', 'Recibo de vencimento']);
    expect([en['evidence.category.letter'], pt['evidence.category.letter']]).toEqual(['Letter', 'Carta']);
  });
});
