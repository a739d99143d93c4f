/** The case's past analyses, newest first: show one, or delete it (the screen asks first). */
import { format, type Messages } from '../../i18n/island-messages';
import type { ResearchItem } from './use-research';

type Key = 'research.pastTitle' | 'research.pastItem' | 'research.showing' | 'research.delete' | 'research.deleteLabel';

interface Props {
  items: readonly ResearchItem[];
  shownId: string | null;
  /** When it was made: '22 November 2026, 12:00'. */
  when(item: ResearchItem): string;
  onShow(id: string): void;
  onDelete(item: ResearchItem): void;
  messages: Messages<Key>;
}

export default function PastResearch({ items, shownId, when, onShow, onDelete, messages: t }: Props) {
  return (
    <section className="research-past" aria-labelledby="research-past-title">
      <h2 id="research-past-title">{t['research.pastTitle']}</h2>
      <ul>
        {items.map((item) => {
          const date = when(item);
          const current = item.id === shownId;
          return (
            <li key={item.id} data-research-id={item.id}>
              <button
                type="button"
                className="link-button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onShow(item.id)}
              >
                {format(t['research.pastItem'], { date })}
              </button>
              {current && <span className="badge badge-secondary">{t['research.showing']}</span>}
              <button
                type="button"
                className="button button-secondary"
                aria-label={format(t['research.deleteLabel'], { date })}
                onClick={() => onDelete(item)}
              >
                {t['research.delete']}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
