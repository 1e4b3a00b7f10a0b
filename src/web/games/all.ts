// Every game's presentation, registered by importing it here (one line per game).
import { arras1940Presentation } from './ca-arras-1940/board.ts';
import { postcardPresentation } from './arras-postcard/board.ts';
import { battlesPresentation } from './ca-arras-battles/board.ts';
import { cruellestMonthPresentation } from './cruellest-month/board.ts';
import { cambraiPresentation } from './cambrai-1917/board.ts';
import { GROUND_BY_ID } from '../../games/cruellest-month/data.ts';
import { registerPresentation } from './index.ts';
import type { Presentation, RollVerb } from './presentation.ts';

// The actions that roll dice, confirmed after their preview (issue 29: see before you commit).
const byType = (a: { type: string }, verbs: Record<string, RollVerb>): RollVerb | null => verbs[a.type] ?? null;
/** An assault or a bombardment of the 1940 edition (9.4, 10, 18.6); the defender's lead (9.4.3A) rolls too. */
const areaImpulseRolls: Presentation['confirm'] = (a, snap) =>
  a.type === 'lead' && (snap.view as { combat?: { attacker?: string } }).combat?.attacker !== snap.perspective
    ? 'roll'
    : byType(a, { attack: 'attack', resolve: 'attack', lead: 'attack', bombard: 'fire', air: 'fire', support: 'fire', 'no-support': 'fire', primary: 'fire' });
/** An assault or a bombardment of the Battles edition (6.0, 7.2): the last support choice (8.0) or the defender's Unité Avancée (6.1) rolls. */
const battlesRolls: Presentation['confirm'] = (a, snap) =>
  ['support', 'no-support', 'advanced'].includes(a.type) && (snap.view as { combat?: { attacker?: string } }).combat?.attacker !== snap.perspective
    ? 'roll'
    : byType(a, { attack: 'attack', resolve: 'attack', support: 'attack', 'no-support': 'attack', bombard: 'fire' });

registerPresentation('ca-arras-1940', { ...arras1940Presentation, confirm: areaImpulseRolls });
registerPresentation('arras-postcard', { ...postcardPresentation, confirm: (a) => byType(a, { attack: 'attack', flak: 'fire' }) });
registerPresentation('ca-arras-battles', { ...battlesPresentation, confirm: battlesRolls });
/**
 * The Cruellest Month: the last support allocation rolls the ground combat (9.4.1); an altitude, the AA fire and the strike (8.9.2, 8.10.5);
 * the launch of a mission whose strikes' altitude is set (strafing), the same once the Interceptor player has answered (8.4.3).
 * On the Air Battle Board: a unit's fire or defensive fire (8.7.8, 8.7.9); its bombing, strafing or spotting and its attack on an AA unit
 * (8.10, 8.11.1); a manoeuvre that brings the balloon's AA fire (8.11.1). Only an action with a preview waits (the others roll nothing).
 */
const AIR_BATTLE_ROLLS: Record<string, RollVerb> = {
  'ab-fire': 'fire',
  'ab-defend': 'fire',
  'ab-bomb': 'attack',
  'ab-strafe': 'attack',
  'ab-spot': 'attack',
  'ab-attack-aa': 'attack',
  'ab-forward': 'roll',
  'ab-climb': 'roll',
  'ab-dive': 'roll',
  'ab-zoom': 'roll',
  'ab-immelmann': 'roll',
  'ab-roll': 'roll',
  'ab-turn': 'roll',
};
const cruellestRolls: Presentation['confirm'] = (a, snap) =>
  a.type === 'support' && GROUND_BY_ID[(snap.view as { combat?: { attacker?: string } }).combat?.attacker ?? '']?.side !== snap.perspective
    ? 'roll'
    : byType(a, { support: 'attack', altitude: 'attack', launch: 'attack', ...AIR_BATTLE_ROLLS });
registerPresentation('cruellest-month', { ...cruellestMonthPresentation, confirm: cruellestRolls });
registerPresentation('cambrai-1917', {
  ...cambraiPresentation,
  confirm: (a) => byType(a, { hurricane: 'fire', primary: 'fire', attack: 'attack', resolve: 'attack', point: 'attack', forward: 'roll' }),
});
