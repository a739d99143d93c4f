/**
 * MarkupView (src/islands/drafting): the markup as semantic HTML — headings at the offset,
 * numbered paragraphs as an ordered list, bullets, tables with scoped header cells in a named
 * scrolling region — and links only for /case-law paths and https addresses, never HTML from the text.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkupView } from '../../src/islands/drafting/MarkupView';

const render = (text: string, headingOffset?: number) =>
  renderToStaticMarkup(
    createElement(MarkupView, {
      text,
      tableLabel: 'Table',
      newTabLabel: '(new tab)',
      ...(headingOffset ? { headingOffset } : {}),
    }),
  );

describe('MarkupView', () => {
  it('renders headings at the offset, numbered paragraphs, bullets and paragraphs', () => {
    const html = render('# Title\n\n## Part\n\n1. First\n2. Second\n\n- One\n- Two\n\nA paragraph\nthat joins.', 2);
    expect(html).toBe(
      '<div class="markup"><h3>Title</h3><h4>Part</h4><ol class="markup-numbered"><li value="1">First</li><li value="2">Second</li></ol>' +
        '<ul><li>One</li><li>Two</li></ul><p>A paragraph that joins.</p></div>',
    );
  });

  it('shows written numbers ("1.2") as text, in a list without its own numbers', () => {
    expect(render('1. One\n1.1. Sub')).toBe(
      '<div class="markup"><ol class="markup-numbered markup-numbered-written"><li><span class="markup-number">1. </span>One</li><li><span class="markup-number">1.1. </span>Sub</li></ol></div>',
    );
  });

  it('renders a table with column headers in a named, focusable scrolling region', () => {
    expect(render('| Need | Status |\n|---|---|\n| Contract | Recorded |')).toBe(
      '<div class="markup"><section class="table-scroll" aria-label="Table" tabindex="0"><table class="markup-table"><thead><tr><th scope="col">Need</th><th scope="col">Status</th></tr></thead>' +
        '<tbody><tr><td>Contract</td><td>Recorded</td></tr></tbody></table></section></div>',
    );
  });

  it('links case-law cards and https addresses only; other text stays text', () => {
    const html = render(
      'Card: /case-law?q=Polkey%20v%20Dayton. See https://www.legislation.gov.uk/ukpga/1996/18. Not javascript:alert(1) nor http://x.org nor /admin/x nor /pt/case-law?q=A%28b%29.',
    );
    // The link says which decision it opens, not the raw path.
    expect(html).toContain('<a href="/case-law?q=Polkey%20v%20Dayton">Polkey v Dayton</a>. See ');
    expect(html).toContain(
      '<a href="https://www.legislation.gov.uk/ukpga/1996/18" target="_blank" rel="noopener noreferrer">https://www.legislation.gov.uk/ukpga/1996/18<span class="visually-hidden"> (new tab)</span></a>.',
    );
    expect(html).toContain('<a href="/pt/case-law?q=A%28b%29">A(b)</a>.');
    expect(html).toContain('Not javascript:alert(1) nor http://x.org nor /admin/x nor ');
    expect(html.match(/<a /g)).toHaveLength(3);
  });

  it('links a decision’s own page by the decision’s name', () => {
    const html = render('Its page: /pt/case-law/d/6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f?q=Okafor%20v%20Northern%20Freight%20Ltd.');
    expect(html).toContain(
      '<a href="/pt/case-law/d/6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f?q=Okafor%20v%20Northern%20Freight%20Ltd">Okafor v Northern Freight Ltd</a>.',
    );
  });

  it('escapes HTML in the text', () => {
    expect(render('<img src=x onerror=alert(1)>')).toBe('<div class="markup"><p>&lt;img src=x onerror=alert(1)&gt;</p></div>');
  });
});
