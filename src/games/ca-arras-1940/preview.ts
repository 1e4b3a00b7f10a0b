// See before you commit (issue 29): the values an assault (9.4) or a bombardment (10.3, 10.4, 18.6)
// will be rolled with, before the action that rolls its dice. The action is played on a copy of the
// state by the rules' own perform; when the dice of a Combat Resolution are then due, the values are
// those the rules computed (assaultValues, bombardmentValues): nothing is computed twice. Before
// the leads are chosen, the values with the strongest leads.
import type { Action, Preview } from '../../kernel/game.ts';
import { areaPreview, strongestLeads } from '../../families/area-impulse/preview.ts';
import { groupPreview } from '../../families/area-impulse/setup-groups.ts';
import { UNITS } from './data.ts';
import { assaultValues, partsText } from './rules/09-combat.ts';
import { type BombardmentTerm, bombardmentValues } from './rules/10-bombardment.ts';
import { perform } from './steps.ts';
import { words } from './text/fr.ts';
import { type ArrasState, type RollPurpose, unitsIn } from './state.ts';

/** The actions that may bring the dice of an assault or a bombardment at once (a reroll, 13.4, too). */
const COMMITS = new Set(['attack', 'resolve', 'lead', 'bombard', 'air', 'support', 'no-support', 'primary', 'reroll']);

export const preview = areaPreview(COMMITS, perform, rolled, estimate);

/** The exact values when the dice of a Combat Resolution are due (`next`: the state then); null otherwise. */
function rolled(next: ArrasState, purpose: RollPurpose, lang: string): Preview | null {
  const c = next.combat;
  if (!c) return null;
  const say = words(lang).preview;
  if (purpose === 'combat') {
    const v = assaultValues(next, c);
    const w = words(lang);
    return {
      lines: [
        { text: `${say.attackValue} ${v.av} = ${partsText(v.avParts, w)}`, rule: '9.4.2' },
        { text: `${say.defenseValue} ${v.dv} = ${partsText(v.dvParts, w)}`, rule: '9.4.3' },
      ],
    };
  }
  if (purpose === 'bombardment') {
    const v = bombardmentValues(next, c);
    const w = words(lang);
    const parts = (xs: BombardmentTerm[]) => xs.map((p, i) => `${i ? '+' : ''}${p.n} ${p.say(w)} (${p.rule})`).join(' ');
    const air = c.kind === 'air';
    return {
      lines: [
        { text: `${say.attackValue} ${v.av} = ${parts(v.avParts)}`, rule: air ? '18.6' : '10.3' },
        { text: `${say.defenseValue} ${v.dv} = ${parts(v.dvParts)}`, rule: air ? '18.6' : '10.4' },
      ],
    };
  }
  return null;
}

/**
 * Before an attack is resolved (9.2): the Attack Value with the strongest lead (9.4.2) and the
 * Defense Value with the defender's strongest Lead Defending Unit (9.4.3), each modifier named.
 */
function estimate(s: ArrasState, role: string, a: Action, lang: string): Preview | null {
  if (a.type === 'place') return groupPreview(UNITS, role, a, '5.3', lang);
  const c = s.combat;
  if (a.type !== 'resolve' || s.step.k !== 'attack-select' || !c) return null;
  const leads = c.participants.filter((u) => UNITS[u].type !== 'leader' && UNITS[u].attack !== null);
  const defenders = unitsIn(s, c.area, c.victim).filter((u) => UNITS[u].type !== 'leader');
  const v = strongestLeads(leads, defenders, (lead, defLead) => assaultValues(s, { ...c, lead, defLead }));
  if (!v) return null;
  const w = words(lang);
  return {
    lines: [
      { text: w.preview.av(v.av, partsText(v.avParts, w)), rule: '9.4.2' },
      { text: w.preview.dv(v.dv, partsText(v.dvParts, w)), rule: '9.4.3' },
    ],
  };
}
