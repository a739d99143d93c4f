/**
 * Text fields too narrow to type in: every visible text-like input, select and textarea on the
 * page narrower than MIN_FIELD_WIDTH px, named so a failure points at the field. A style meant for
 * checkboxes that caught the text inputs left Stage 2's case form with 24 px boxes.
 */
import type { Page } from 'playwright-core';

export const MIN_FIELD_WIDTH = 120;

export async function narrowFields(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const root = document.querySelector(selector);
      if (!root) return [`${selector} not found`];
      const fields = root.querySelectorAll<HTMLElement>(
        'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]):not([type=range]):not([type=color]), select, textarea',
      );
      const narrow: string[] = [];
      for (const field of Array.from(fields)) {
        const box = field.getBoundingClientRect();
        // Hidden fields (a closed form, a collapsed section) have no box.
        if (box.width === 0 && box.height === 0) continue;
        if (box.width < min) narrow.push(`${field.tagName.toLowerCase()}#${field.id || '(no id)'}: ${Math.round(box.width)} px`);
      }
      return narrow;
    },
    { selector: within, min: MIN_FIELD_WIDTH },
  );
}
