/**
 * RFC 8058 one-click unsubscribe: the signed link checked first (its token is the proof), then the
 * one-click body, then the one switch its purpose names turned off (db/reminder-settings.ts keeps
 * the other settings).
 */
import type { Database } from '../../db/client';
import { switchOff } from '../../db/reminder-settings';
import { type UnsubscribePurpose, verifyUnsubscribe } from './tokens';

export async function unsubscribeByLink(
  db: Database,
  secret: string,
  request: { token: string; oneClick: boolean },
): Promise<{ purpose: UnsubscribePurpose; refused?: undefined } | { purpose?: undefined; refused: 'invalid' | 'notOneClick' }> {
  const claims = await verifyUnsubscribe(secret, request.token);
  if (!claims) return { refused: 'invalid' };
  if (!request.oneClick) return { refused: 'notOneClick' };
  await switchOff(db, claims.userId, claims.purpose === 'digest' ? 'digest' : 'enabled', new Date().toISOString());
  return { purpose: claims.purpose };
}
