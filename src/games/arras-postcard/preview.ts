// See before you commit (issue 29): what the die of an attack (8.1-8.3) or of the 88 (8.8) will be
// rolled on, before the attack is declared. The numbers come from the rules' own functions, applied
// to a copy of the state (declareAttack, currentOdds, oddsColumn): nothing is computed twice. The
// game has no hidden information, so the preview shows only what both players see.
import type { Action, Preview } from '../../kernel/game.ts';
import { ARRAS_DRM, CRT, FLAK88 } from './data.ts';
import { currentOdds, declareAttack, flakTargets, oddsColumn, shiftThenCapColumn } from './rules/08-combat.ts';
import { ARRAS, type State, actionSchema, unitData } from './state.ts';
import { words } from './text/fr.ts';

/** The odds column, its shift and the die modifier of an attack (8.1-8.3), or of the 88 (8.8). */
export function preview(s: State, _role: string, action: Action, lang = 'en'): Preview | null {
  const say = words(lang).preview;
  // The game's own shapes (the boundary's schema): an action of none has no preview.
  const parsed = actionSchema().safeParse(action);
  if (!parsed.success) return null;
  const a = parsed.data;
  if (a.type === 'attack') {
    const next = structuredClone(s);
    declareAttack(next, a.defender, a.attackers);
    const o = currentOdds(next);
    const base = next.shiftThenCap ? shiftThenCapColumn(o.attack, o.defense, 0) : oddsColumn(o.attack, o.defense);
    const lines: Preview['lines'] = [{ text: say.odds(o.attack, o.defense, CRT.columns[base]), rule: '8.1' }];
    if (next.combat!.attacker === 'allied' && next.shift !== 0) lines.push({ text: say.shift(CRT.columns[o.column]), rule: '8.2' });
    if (o.drm !== 0) lines.push({ text: say.arras(o.drm), rule: '8.3' });
    if (next.combat!.step === 'flak')
      lines.push({
        text: say.flakMay(
          flakTargets(next)
            .map((u) => unitData[u].name)
            .join(', '),
        ),
        rule: '8.8',
      });
    return { lines };
  }
  if (a.type === 'flak') {
    const tank = a.unit;
    const lines: Preview['lines'] = [
      { text: say.flak(unitData[tank].name, unitData[tank].strength, CRT.columns[oddsColumn(FLAK88.strength, unitData[tank].strength)]), rule: '8.8' },
    ];
    if (s.units[tank].hex === ARRAS) lines.push({ text: say.tankArras(ARRAS_DRM.value), rule: '8.3' });
    return { lines };
  }
  return null;
}
