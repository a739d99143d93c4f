/**
 * Fills {placeholders} in a label, as format() in src/i18n/island-messages.ts does; not imported
 * from there because that module brings both languages' whole catalogues into this chunk.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
