/**
 * The case's evidence items in the order the API sends them (by evidence date, newest first;
 * undated last). Each shows its importance as a badge with words (never colour alone), category,
 * date, description, tags, notes, the document (a file of the case's bundle, or a link only for
 * http(s) addresses), and Edit and Delete; the item being edited shows the form in its place.
 */
import type { ReactNode } from 'react';
import { type EvidenceRecord, evidenceCategories, evidenceImportances } from '../../domain/evidence';
import { format, type Messages, plural } from '../../i18n/island-messages';
import { documentLink } from './evidence-form-values';

export const EVIDENCE_LIST_MESSAGE_KEYS = [
  'evidence.listTitle.one',
  'evidence.listTitle.other',
  'evidence.empty',
  'evidence.emptyHint',
  'evidence.undated',
  'evidence.importance',
  ...evidenceImportances.map((importance) => `evidence.importance.${importance}` as const),
  ...evidenceCategories.map((category) => `evidence.category.${category}` as const),
  'evidence.tagsLabel',
  'evidence.notesLabel',
  'evidence.viewDocument',
  'evidence.location',
  'evidence.bundleFileLabel',
  'evidence.edit',
  'evidence.editLabel',
  'evidence.deleteLabel',
  'external.newTab',
] as const;
type Key = (typeof EVIDENCE_LIST_MESSAGE_KEYS)[number];

/** Badge styles by importance, strongest for critical: critical destructive, high default, medium secondary, low outline. */
const BADGE_STYLE = { critical: 'destructive', high: 'default', medium: 'secondary', low: 'outline' } as const;

interface Props {
  items: readonly EvidenceRecord[];
  /** The id of the list's heading, which takes focus after an item is deleted. */
  headingId: string;
  messages: Messages<Key>;
  longDate: (iso: string) => string;
  pluralLocale: string;
  /** The item whose form is open in its place, and that form. */
  editingId: string | null;
  editor: ReactNode;
  onEdit: (item: EvidenceRecord) => void;
  onDelete: (item: EvidenceRecord) => void;
  /** The names of the case's bundle files, by id (empty while unknown). */
  bundleFileNames: ReadonlyMap<string, string>;
  /** Opens a bundle file through a fresh signed link. */
  onOpenFile: (fileId: string) => void;
}

/** A bin (Material Icons' "delete", Apache-2.0): the delete button's name says what it does. */
function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
    </svg>
  );
}

export default function EvidenceList({
  items,
  headingId,
  messages: t,
  longDate,
  pluralLocale,
  editingId,
  editor,
  onEdit,
  onDelete,
  bundleFileNames,
  onOpenFile,
}: Props) {
  if (items.length === 0) {
    return (
      <section className="evidence-empty" aria-labelledby={headingId}>
        <h2 id={headingId} tabIndex={-1}>
          {t['evidence.empty']}
        </h2>
        <p>{t['evidence.emptyHint']}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {plural(t, 'evidence.listTitle', items.length, pluralLocale)}
      </h2>
      <ul className="evidence-list">
        {items.map((item) => {
          if (item.id === editingId) {
            return (
              <li key={item.id} className="evidence-item-editing">
                {editor}
              </li>
            );
          }
          const link = documentLink(item.documentUrl);
          // A file of the case's bundle opens through a link signed at the moment of the click.
          const { bundleFileId } = item;
          const fileName = bundleFileId ? bundleFileNames.get(bundleFileId) : undefined;
          return (
            <li key={item.id} className="evidence-item card">
              <div className="evidence-item-head">
                <h3>{item.title}</h3>
                <span className={`importance-badge importance-${BADGE_STYLE[item.importance]}`}>
                  <span className="visually-hidden">{t['evidence.importance']}: </span>
                  {t[`evidence.importance.${item.importance}`]}
                </span>
              </div>
              <p className="evidence-meta">
                <span>{t[`evidence.category.${item.category}`]}</span>
                <span aria-hidden="true"> · </span>
                {item.evidenceDate ? (
                  <time dateTime={item.evidenceDate}>{longDate(item.evidenceDate)}</time>
                ) : (
                  <span>{t['evidence.undated']}</span>
                )}
              </p>
              {item.description && <p className="evidence-description">{item.description}</p>}
              {item.tags.length > 0 && (
                <ul className="evidence-tags" aria-label={t['evidence.tagsLabel']}>
                  {item.tags.map((tag) => (
                    <li key={tag} className="tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
              {item.notes && (
                <p className="evidence-notes">
                  <strong>{t['evidence.notesLabel']}: </strong>
                  {item.notes}
                </p>
              )}
              {item.documentUrl && !link && (
                <p className="evidence-location">{format(t['evidence.location'], { location: item.documentUrl })}</p>
              )}
              {fileName && <p className="evidence-location">{format(t['evidence.bundleFileLabel'], { file: fileName })}</p>}
              <div className="evidence-actions">
                {bundleFileId && (
                  <button type="button" className="button button-secondary" onClick={() => onOpenFile(bundleFileId)}>
                    {t['evidence.viewDocument']}
                  </button>
                )}
                {link && !bundleFileId && (
                  <a className="button button-secondary" href={link} target="_blank" rel="noopener noreferrer">
                    {t['evidence.viewDocument']}
                    <span className="visually-hidden"> {t['external.newTab']}</span>
                  </a>
                )}
                <button
                  type="button"
                  className="button button-secondary"
                  data-edit-id={item.id}
                  aria-label={format(t['evidence.editLabel'], { title: item.title })}
                  onClick={() => onEdit(item)}
                >
                  {t['evidence.edit']}
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={format(t['evidence.deleteLabel'], { title: item.title })}
                  onClick={() => onDelete(item)}
                >
                  <TrashIcon />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
