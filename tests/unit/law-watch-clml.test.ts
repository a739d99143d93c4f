/**
 * Reading legislation.gov.uk's CLML for a provision's commencement and its Atom list of an Act's
 * commencement regulations (fixtures in tests/fixtures/lawwatch, constructed in the documented
 * shapes: see its README).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { provisionLabel } from '../../src/domain/law-watch';
import { parseProvision } from '../../worker/services/law-watch/clml';
import { instrumentsFeedUrl, parseInstruments } from '../../worker/services/law-watch/instruments';

const fixture = (name: string) => fs.readFileSync(path.join('tests', 'fixtures', 'lawwatch', name), 'utf8');
const S152 = 'ukpga/2025/36/section/152';
const prospective = fixture('ukpga_2025_36_section_152_prospective.xml');
const recorded = fixture('ukpga_2025_36_section_152_commencement_recorded.xml');

describe('a provision’s CLML', () => {
  it('prospective: Status="Prospective" on its P1group, nothing recorded', () => {
    expect(parseProvision(prospective, S152)).toEqual({
      reading: { kind: 'provision', status: 'prospective', inForceFrom: null, commencement: [], pending: [] },
      title: 'Employment Rights Act 2025',
    });
  });

  it('a commencement recorded but not applied: the instrument, the provision and its in-force date', () => {
    expect(parseProvision(recorded, S152).reading.pending).toEqual([
      { instrument: 'uksi/2026/954', provisions: 's. 152', dates: ['2026-10-01'] },
    ]);
  });

  it('in force: the start date and the Commencement Information note in its own words and order', () => {
    expect(parseProvision(fixture('ukpga_2025_36_section_152_in_force.xml'), S152).reading).toEqual({
      kind: 'provision',
      status: 'inForce',
      inForceFrom: '2026-10-01',
      commencement: ['S. 152 in force at 1.10.2026 by S.I. 2026/954, reg. 3'],
      pending: [],
    });
  });

  it('keeps only the commencements that name the provision (s. 152(1) does, s. 15 and s. 1520 do not)', () => {
    const naming = (words: string) =>
      parseProvision(
        recorded
          .replace('AffectedProvisions="s. 152"', `AffectedProvisions="${words}"`)
          .replace(/<ukm:AffectedProvisions>[\s\S]*?<\/ukm:AffectedProvisions>/, ''),
        S152,
      ).reading.pending.length;
    expect(naming('s. 152(1)')).toBe(1);
    expect(naming('ss. 151, s. 152')).toBe(1);
    expect(naming('s. 15')).toBe(0);
    expect(naming('s. 1520')).toBe(0);
    expect(naming('specified provision(s)')).toBe(0);
  });

  it('the text as enacted carries no in-force information: not revised, never read as in force', () => {
    const enacted = prospective.replace('<ukm:DocumentStatus Value="revised"/>', '<ukm:DocumentStatus Value="final"/>');
    expect(parseProvision(enacted, S152).reading.status).toBe('notRevised');
  });

  it('refuses a document that is cut off, that is not CLML, or that does not hold the provision', () => {
    expect(() => parseProvision(prospective.slice(0, 2000), S152)).toThrow(
      'legislation.gov.uk sent ukpga/2025/36/section/152 as XML that is not well-formed',
    );
    expect(() => parseProvision('<html><body>Page not found</body></html>', S152)).toThrow('without a Legislation element');
    expect(() => parseProvision(prospective, 'ukpga/2025/36/section/30')).toThrow('does not hold ukpga/2025/36/section/30');
  });

  it('names provisions as legislation.gov.uk does', () => {
    expect(provisionLabel(S152)).toBe('s. 152');
    expect(provisionLabel('ukpga/2025/36/schedule/3/paragraph/1')).toBe('Sch. 3 para. 1');
    expect(provisionLabel('uksi/2026/310/schedule')).toBe('Sch.');
  });
});

describe('the list of an Act’s commencement regulations', () => {
  it('is asked for by the Act’s title, newest published first', () => {
    expect(instrumentsFeedUrl('https://www.legislation.gov.uk', 'Employment Rights Act 2025')).toBe(
      'https://www.legislation.gov.uk/uksi/data.feed?title=%22Employment%20Rights%20Act%202025%22%20Commencement&sort=published&results-count=50',
    );
  });

  it('reads each entry’s instrument, title and made date, and drops titles that are not the Act’s commencement regulations', () => {
    const feed = fixture('uksi_feed_era_2025_commencement_after.xml').replace(
      '(Commencement No. 1) Regulations 2026',
      '(Consequential Amendments) Regulations 2026',
    );
    expect(parseInstruments(feed, 'Employment Rights Act 2025').instruments).toEqual([
      { uri: 'uksi/2026/559', title: 'The Employment Rights Act 2025 (Commencement No. 4) Regulations 2026', made: '2026-05-20' },
      { uri: 'uksi/2026/954', title: 'The Employment Rights Act 2025 (Commencement No. 5) Regulations 2026', made: '2026-09-10' },
    ]);
  });
});
