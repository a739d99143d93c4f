import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/** On the Portuguese Resources page every template says it is an English document, and why. */
describe('templates on the Portuguese page', () => {
  const pt = JSON.parse(fs.readFileSync('content/pt/resources.json', 'utf8')) as {
    templates: { file: string; whenToUse: string }[];
  };
  const list = fs.readFileSync('src/components/mdx/TemplateList.astro', 'utf8');

  it.each(pt.templates.map((t) => [t.file, t.whenToUse]))('%s explains that it is in English', (_file, whenToUse) => {
    expect(whenToUse).toMatch(/em inglês/);
  });

  it('are labelled as English documents', () => {
    expect(list).toContain("'resources.englishDocument'");
    expect(list).toContain("'resources.downloadEnglish'");
  });
});
