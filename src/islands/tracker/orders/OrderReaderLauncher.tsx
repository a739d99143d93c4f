/**
 * 'Add dates from an order' on the tracker's tasks panel: a heading, a sentence and one button.
 * The reader itself (its parser, the kinds' explanations and, behind them, the PDF library) is
 * loaded only when the button is pressed, so none of it is in the tracker's first load.
 */
import { type ComponentType, useId, useState } from 'react';
import type { Messages } from '../../../i18n/island-messages';
import type { TaskMessageKey } from '../tasks/task-message-keys';
import type { OrderReaderProps } from './OrderReader';

interface Props {
  caseId: string;
  messages: Messages<TaskMessageKey>;
  longDate: (iso: string) => string;
  /** 'en-GB' or 'pt-PT': the page's language. */
  pluralLocale: string;
  /** After a task is added: the list is read again. */
  onSaved: () => void;
  /** The case's hearing date was set from an order. */
  onCaseChanged?: (() => void) | undefined;
}

type State = 'closed' | 'loading' | 'failed' | { Reader: ComponentType<OrderReaderProps> };

export function OrderReaderLauncher({ caseId, messages: t, longDate, pluralLocale, onSaved, onCaseChanged }: Props) {
  const id = useId();
  const [state, setState] = useState<State>('closed');

  async function open() {
    setState('loading');
    try {
      const { OrderReader } = await import('./OrderReader');
      setState({ Reader: OrderReader });
    } catch (error) {
      console.error('The order reader could not be loaded', error);
      setState('failed');
    }
  }

  return (
    <section className="order-reader task-form" aria-labelledby={`${id}-heading`} data-order-reader>
      <h3 id={`${id}-heading`}>{t['orders.heading']}</h3>
      <p>{t['orders.intro']}</p>
      {typeof state === 'object' ? (
        <div>
          <state.Reader
            caseId={caseId}
            messages={t}
            longDate={longDate}
            language={pluralLocale.startsWith('pt') ? 'pt' : 'en'}
            pluralLocale={pluralLocale}
            onSaved={onSaved}
            onCaseChanged={onCaseChanged}
          />
        </div>
      ) : (
        <>
          {state === 'failed' && (
            <p className="banner banner-warning" role="alert">
              {t['orders.loadError']}
            </p>
          )}
          <button type="button" className="button button-secondary" disabled={state === 'loading'} onClick={() => void open()}>
            {t['orders.open']}
          </button>
          {state === 'loading' && <p role="status">{t['orders.loading']}</p>}
        </>
      )}
    </section>
  );
}
