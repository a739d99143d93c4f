import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionPath } from '../../src/domain/case-law-address';
import { caseNamePattern } from '../../src/domain/case-names';
import { linkCitations } from '../../src/markdown/case-links';

function matches(caseName: string, text: string): string[] {
  const pattern = caseNamePattern(caseName);
  return pattern ? [...text.matchAll(pattern)].map((m) => m[0]) : [];
}

describe('caseNamePattern', () => {
  it('finds the short forms the guide uses', () => {
    expect(matches('British Home Stores Ltd v Burchell', 'the test in British Home Stores v Burchell applies')).toEqual([
      'British Home Stores v Burchell',
    ]);
    expect(matches('Western Excavating (ECC) Ltd v Sharp', 'Western Excavating v Sharp [1978]')).toEqual([
      'Western Excavating v Sharp',
    ]);
  });

  it('finds the parties either way round, and either name of joined appeals', () => {
    expect(matches('NHS Manchester v Fecitt', 'In Fecitt v NHS Manchester the EAT…')).toEqual(['Fecitt v NHS Manchester']);
    expect(matches('Post Office v Foley; HSBC Bank plc (formerly Midland Bank plc) v Madden', 'see HSBC Bank v Madden.')).toEqual(
      ['HSBC Bank v Madden'],
    );
  });

  it('does not join two parties across a sentence or another case', () => {
    expect(matches('British Home Stores Ltd v Burchell', 'British Home Stores closed. Later, in Smith v Burchell…')).toEqual([]);
    expect(matches('Vento v Chief Constable of West Yorkshire Police (No 2)', 'Shamoon v Chief Constable')).toEqual([]);
    expect(matches('Western Excavating (ECC) Ltd v Sharp', 'Western Excavating v Sharp. The test is…')).toEqual([
      'Western Excavating v Sharp',
    ]);
    expect(matches('Kilraine v London Borough of Wandsworth', 'Kilraine v London Borough of Wandsworth said')).toEqual([
      'Kilraine v London Borough of Wandsworth',
    ]);
  });
});

describe('linking citations in guide text', () => {
  const decisions = [{ pattern: caseNamePattern('British Home Stores Ltd v Burchell') as RegExp, slug: 'burchell-1978' }];

  it('links each citation to the decision’s page in the page’s language', () => {
    expect(linkCitations('As British Home Stores v Burchell says.', decisions, '/pt')).toEqual([
      { type: 'text', value: 'As ' },
      {
        type: 'element',
        tagName: 'a',
        properties: { href: '/pt/case-law/burchell-1978', className: ['case-link'] },
        children: [{ type: 'text', value: 'British Home Stores v Burchell' }],
      },
      { type: 'text', value: ' says.' },
    ]);
    expect(linkCitations('No case here.', decisions, '')).toBeNull();
  });
});

describe('decisionPath', () => {
  it('gives a curated decision its static page and a synced one its /case-law/d/ address', () => {
    expect(decisionPath('curated-gisda-cyf-v-barratt-2010')).toBe('/case-law/gisda-cyf-v-barratt-2010');
    expect(decisionPath('6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f')).toBe('/case-law/d/6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f');
  });
});

describe('scripts/check-case-links.mjs', () => {
  function check(body: string): { status: number | null; output: string } {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-case-links-'));
    fs.writeFileSync(path.join(dist, 'guide.html'), `<html><body><main data-pagefind-body>${body}</main></body></html>`);
    const run = spawnSync(process.execPath, ['scripts/check-case-links.mjs', dist], { encoding: 'utf8' });
    fs.rmSync(dist, { recursive: true, force: true });
    return { status: run.status, output: run.stdout + run.stderr };
  }

  it('fails on a guide page that names a curated decision without linking it', () => {
    const unlinked = check('<p>The test in <em>British Home Stores v Burchell</em> applies.</p>');
    expect(unlinked.status).toBe(1);
    expect(unlinked.output).toContain('names British Home Stores Ltd v Burchell without linking to its page');
  });

  it('passes when the citation is a link, or sits in a heading', () => {
    const linked = check(
      '<h2>Burchell: British Home Stores v Burchell</h2><p>See <a href="/case-law/british-home-stores-ltd-v-burchell-1978">British Home Stores v Burchell</a>.</p>',
    );
    expect(linked.status, linked.output).toBe(0);
  });
});
