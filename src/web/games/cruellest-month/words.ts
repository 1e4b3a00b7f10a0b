// The Cruellest Month board's names built from the interface's catalogues (src/i18n, the 'cm.' keys): the
// sides', the formations', an Airbase state's, and any word the catalogue lists by an id of the game.
import { type MessageKey, catalogues } from '../../../i18n/index.ts';
import { t } from '../../i18n.ts';

/** The catalogue's word for `id` under `prefix` (a phase, a mission's task, an Airbase state...); the id itself where it has none. */
export function named(prefix: string, id: string | number): string {
  const key = `${prefix}.${id}`;
  return key in catalogues.en ? t(key as MessageKey) : String(id);
}
export const sideName = (s: string) => t(s === 'allied' ? 'cm.side.allied' : 'cm.side.german');
/** A formation's name: the Allied corps as printed, the German Gruppen by name. */
export const formation = (f: string) =>
  f === 'Canadian' ? t('cm.canadian') : /^[a-z]/.test(f) ? t('cm.gruppe', { name: `${f[0].toUpperCase()}${f.slice(1)}` }) : f;
export const baseStatus = (s: string) => named('cm.status', s);
