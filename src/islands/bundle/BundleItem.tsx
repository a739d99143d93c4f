/**
 * One file in the 'Build hearing bundle' list: include it or not, its date and description for the
 * index (in English, the tribunal's language), its section, Move up / Move down
 * (named 'Move up: {file}', so a screen reader knows which file and voice control still finds the
 * words on the button, WCAG 2.5.3), and a drag handle that is the whole row (native HTML5 drag and
 * drop; the buttons are the way on touch screens and keyboards).
 */
import { documentKind } from '../../bundle-pdf/kinds';
import { isBundleSection } from '../../bundle-pdf/sections';
import { BUNDLE_SECTIONS, type BundleSection } from '../../bundle-pdf/types';
import { MAX_DOCUMENT_DESCRIPTION } from '../../domain/bundle-arrangement-values';
import { format, type Messages } from '../../i18n/island-messages';
import type { Arranged } from './bundle-order';
import type { HearingBundleMessageKey } from './hearing-bundle-messages';

export type Direction = 'up' | 'down';

interface Props {
  file: { fileName: string; fileType: string; uploadDate: string };
  item: Arranged;
  index: number;
  idPrefix: string;
  busy: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  dragging: boolean;
  dropTarget: boolean;
  messages: Messages<HearingBundleMessageKey>;
  longDate: (iso: string) => string;
  onInclude(included: boolean): void;
  onSection(section: BundleSection | null): void;
  /** The document's own date (yyyy-mm-dd) or description changed; an empty field is none. */
  onDetails(details: { documentDate?: string | null; description?: string | null }): void;
  onMove(direction: Direction): void;
  /** Gives the list the Move buttons, so focus can be put back on them after a move. */
  moveButton(direction: Direction, element: HTMLButtonElement | null): void;
  drag: {
    start(): void;
    /** Whether a drop here is accepted. */
    over(): boolean;
    leave(): void;
    drop(): void;
    end(): void;
  };
}

export default function BundleItem({
  file,
  item,
  index,
  idPrefix,
  busy,
  canMoveUp,
  canMoveDown,
  dragging,
  dropTarget,
  messages: t,
  longDate,
  onInclude,
  onSection,
  onDetails,
  onMove,
  moveButton,
  drag,
}: Props) {
  const checkboxId = `${idPrefix}-include-${index}`;
  const selectId = `${idPrefix}-section-${index}`;
  const dateId = `${idPrefix}-date-${index}`;
  const descriptionId = `${idPrefix}-description-${index}`;
  const isDocx = documentKind(file.fileName, file.fileType) === 'docx';
  const className = [
    'bundle-item',
    item.included ? '' : 'bundle-item-left-out',
    dragging ? 'bundle-item-dragging' : '',
    dropTarget ? 'bundle-item-drop' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const moveProps = (direction: Direction) => ({
    type: 'button' as const,
    className: 'button button-secondary',
    ref: (element: HTMLButtonElement | null) => moveButton(direction, element),
    'aria-label': format(t[direction === 'up' ? 'bundleBuilder.moveUpLabel' : 'bundleBuilder.moveDownLabel'], {
      file: file.fileName,
    }),
    disabled: busy || !(direction === 'up' ? canMoveUp : canMoveDown),
    onClick: () => onMove(direction),
  });

  return (
    <li
      className={className}
      draggable={!busy}
      onDragStart={(event) => {
        // Firefox starts a drag only when data is set.
        event.dataTransfer.setData('text/plain', file.fileName);
        event.dataTransfer.effectAllowed = 'move';
        drag.start();
      }}
      onDragOver={(event) => {
        if (!drag.over()) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDragLeave={drag.leave}
      onDrop={(event) => {
        event.preventDefault();
        drag.drop();
      }}
      onDragEnd={drag.end}
    >
      <div className="bundle-item-head">
        <input
          type="checkbox"
          id={checkboxId}
          checked={item.included}
          disabled={busy}
          onChange={(event) => onInclude(event.target.checked)}
        />
        <label htmlFor={checkboxId}>
          {/* Heard as 'Include {file}'; seen as the file's name, which can be clicked too. */}
          <span className="visually-hidden">{format(t['bundleBuilder.include'], { file: file.fileName })}</span>
          <span className="bundle-item-name" aria-hidden="true">
            {file.fileName}
          </span>
        </label>
        <span className="bundle-item-date">{format(t['bundleBuilder.uploaded'], { date: longDate(file.uploadDate) })}</span>
      </div>
      {isDocx && <p className="bundle-item-note">{t['bundleBuilder.docxNote']}</p>}
      <div className="bundle-item-details">
        <div className="field">
          <label htmlFor={descriptionId}>{t['bundleBuilder.description']}</label>
          <p className="hint" id={`${descriptionId}-hint`}>
            {t['bundleBuilder.descriptionHint']}
          </p>
          <input
            id={descriptionId}
            type="text"
            value={item.description ?? ''}
            maxLength={MAX_DOCUMENT_DESCRIPTION}
            disabled={busy}
            aria-describedby={`${descriptionId}-hint`}
            onChange={(event) => onDetails({ description: event.target.value === '' ? null : event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={dateId}>{t['bundleBuilder.documentDate']}</label>
          <p className="hint" id={`${dateId}-hint`}>
            {t['bundleBuilder.documentDateHint']}
          </p>
          <input
            id={dateId}
            type="date"
            value={item.documentDate ?? ''}
            disabled={busy}
            aria-describedby={`${dateId}-hint`}
            onChange={(event) => onDetails({ documentDate: event.target.value === '' ? null : event.target.value })}
          />
        </div>
      </div>
      <div className="bundle-item-controls">
        <div className="field bundle-item-section">
          <label htmlFor={selectId}>{t['bundleBuilder.section']}</label>
          <select
            id={selectId}
            value={item.section ?? ''}
            disabled={busy}
            onChange={(event) => onSection(isBundleSection(event.target.value) ? event.target.value : null)}
          >
            <option value="">{t['bundleBuilder.noSection']}</option>
            {BUNDLE_SECTIONS.map((section) => (
              <option key={section} value={section}>
                {t[`bundlePdf.section.${section}`]}
              </option>
            ))}
          </select>
        </div>
        <div className="bundle-item-moves">
          <button {...moveProps('up')}>
            <span aria-hidden="true">↑ </span>
            {t['bundleBuilder.moveUp']}
          </button>
          <button {...moveProps('down')}>
            <span aria-hidden="true">↓ </span>
            {t['bundleBuilder.moveDown']}
          </button>
        </div>
      </div>
    </li>
  );
}
