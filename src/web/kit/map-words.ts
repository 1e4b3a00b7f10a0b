// The names the area map and its panel draw from data ids (a unit's nation and type, a ground feature,
// a group released during play), read from the interface's catalogues (src/i18n, the 'area.' keys,
// where the map's other words are too).
import { type MessageKey, catalogues } from '../../i18n/index.ts';
import { phase, t } from '../i18n.ts';

/** The catalogue's word for `id` under `prefix`; `fallback` (the id itself) where it has none. */
function named(prefix: string, id: string, fallback = id): string {
  const key = `${prefix}.${id}`;
  return key in catalogues.en ? t(key as MessageKey) : fallback;
}

/** A ground feature's name (a river, a ridge, a road...) as the map's tooltips give it. */
export const groundName = (name: string): string => named('area.ground', name);

/** A unit's type ("armor"), in the interface language. */
export const unitType = (type: string): string => named('area.type', type);

/** A unit's nation and type ("British infantry"), in the interface language. */
export function unitKind(u: { nation: string; type: string }): string {
  return t('area.kind', { nation: named('area.nation', u.nation), type: unitType(u.type) });
}

/** A group of units released during play (15, 13), by name. */
export const releaseName = (id: string): string => named('area.release', id, phase(id));
