// Every action of The Cruellest Month's strategic game described in English (actions.fr.ts: the same in French), keyed
// by its type, naming its rule. game.ts gives each the names it needs in its language (an ActionKit).
import type { Action } from '../../../kernel/game.ts';

/** What a description names, in its language: units, airbases, a mission's target, a hex's defenders, an altitude, an
 * off-map area, a rule that depends on the state (14.1 or 14.2 for a set-up, 7.4.3 or 6.1 for an examination). */
export type ActionKit = {
  u: (id: unknown) => string;
  base: (id: unknown) => string;
  target: (a: Action) => string;
  defenders: (hex: string) => string;
  altitude: (altitude: unknown) => string;
  area: (area: unknown) => string;
  rule: string;
};
type Describe = (a: Action, k: ActionKit) => string;

export const actionsEn = {
  deploy: (a, k) => `set up ${k.u(a.unit)} in ${a.hex} (${k.rule})`,
  'deploy-base': (a, k) => `set up ${k.base(a.base)} in ${a.hex} (${k.rule})`,
  'deploy-done': () => 'set-up done (14.0)',
  ace: (a, k) => `Allied Ace with ${k.u(a.unit)} (14.1)`,
  'no-ace': () => 'Allied Ace set aside (14.1)',
  'general-regroup': () => 'declare a General Regroup Turn (7.1)',
  'no-general-regroup': () => 'no General Regroup (7.1)',
  designate: (a, k) => `slate ${k.u(a.unit)} for an individual regroup (7.2)`,
  'designate-done': () => 'regroup designations done (7.2)',
  commit: () => 'commit the RFC Reserve (+1 VP German, 7.3)',
  'no-commit': () => 'do not commit the RFC Reserve (7.3)',
  recon: (a, k) => `reconnaissance by ${k.u(a.unit)} over ${k.area(a.area)} (7.4)`,
  'no-examine': () => 'examine no Airbase (7.4.3)',
  'recon-done': () => 'reconnaissance flights chosen (7.4)',
  examine: (a, k) => `examine ${k.base(a.base)} (${k.rule})`,
  construct: (a, k) => `build ${k.base(a.base)} at ${a.hex} (6.5)`,
  'construct-done': () => 'end Airbase construction (6.5)',
  place: (a, k) => (a.base ? `base ${k.u(a.unit)} at ${k.base(a.base)} (12.2)` : `place ${k.u(a.unit)} at ${a.hex} (12)`),
  hold: (a, k) => `${k.u(a.unit)} stays in reserve (12.2.3)`,
  'place-done': () => 'end reinforcements (12.1.1)',
  restore: (a, k) => `replacement step for ${k.u(a.unit)} (11.2.3)`,
  'restore-done': () => 'end replacements (11.2.3)',
  dismantle: (a, k) => `dismantle ${k.base(a.base)} (6.5.4)`,
  'dismantle-done': () => 'keep the Feldflugplatz (11.4)',
  pass: () => 'pass (8.1.3)',
  stage: (a, k) => `stage ${k.u(a.unit)} to ${k.base(a.to)} (8.3)`,
  mission: (a, k) => `${a.task} mission against ${k.target(a)}${a.target === 'box' ? '' : ` at ${a.hex}`} (8.1.7, 8.6)`,
  add: (a, k) => `add ${k.u(a.unit)} to the mission (8.1.5)`,
  launch: () => 'launch the mission (8.2)',
  cancel: () => 'cancel the mission (8.1.5)',
  scramble: (a, k) => `interceptor scramble: ${k.u(a.unit)} (8.4)`,
  'scramble-done': () => 'no more interceptor scrambles (8.4)',
  evacuate: (a, k) => `target scramble: ${k.u(a.unit)} to ${k.base(a.to)} (8.5)`,
  'evacuate-done': () => 'no more target scrambles (8.5)',
  late: (a, k) => `units from ${k.base(a.base)} are the late group (8.7.1)`,
  altitude: (a, k) => `${k.u(a.unit)} attacks at ${k.altitude(a.altitude)} altitude (8.9)`,
  relocate: (a, k) => `${k.u(a.unit)} evacuates to ${k.base(a.to)} (6.6.5)`,
  land: (a, k) => `${k.u(a.unit)} lands at ${k.base(a.base)} (8.12)`,
  move: (a, k) => `move ${k.u(a.unit)} to ${a.to} (9.2)`,
  'move-done': () => 'end movement (9.2)',
  attack: (a, k) => `${k.u(a.attacker)} attacks ${k.defenders(String(a.hex))} (9.4)`,
  defend: (a, k) => `${k.u(a.unit)} meets the attack (9.4, defender's choice)`,
  'attacks-done': () => 'resolve the attacks (9.4)',
  support: (a) => `${a.asp} Artillery Support${a.tsp ? `, ${a.tsp} Tank Support` : ''} (9.4.1, 9.4.3)`,
  retreat: (a) => (a.to === 'eliminate' ? 'no hex to retreat to: the division is eliminated (9.4.6)' : `retreat to ${a.to} (9.4.6)`),
  'retreat-off': () => 'retreat off the map (9.4.6)',
  advance: () => 'advance after combat (9.4.4)',
  'no-advance': () => 'do not advance (9.4.4)',
} satisfies Record<string, Describe>;
/** The action descriptions, keyed by action type; actions.fr.ts gives each in French. */
export type ActionWords = typeof actionsEn;
