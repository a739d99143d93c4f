/**
 * What each kind of direction asks and how to do it well, in the page's language: content JSON an
 * editor changes without code (content/en and content/pt, the same shape), loaded with the reader.
 */
import type { DirectionKind, OrderDirection } from '../../../domain/orders/types';

export interface KindWords {
  title: string;
  asks: string;
  howTo: string;
}
export type DirectionsContent = {
  kinds: Record<DirectionKind, KindWords>;
  /** A direction listing a hearing is 'other' by kind, but explained as the hearing it is. */
  hearings: Record<'final' | 'preliminary', KindWords>;
};

export function wordsFor(content: DirectionsContent, direction: Pick<OrderDirection, 'kind' | 'listing'>): KindWords {
  return direction.listing ? content.hearings[direction.listing] : content.kinds[direction.kind];
}

export async function directionsContent(language: 'en' | 'pt'): Promise<DirectionsContent> {
  const module =
    language === 'pt'
      ? await import('../../../../content/pt/order-directions.json')
      : await import('../../../../content/en/order-directions.json');
  return module.default;
}
