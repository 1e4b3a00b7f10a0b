// The rule reference of Counter-Attack: The Battle of Arras, 1940 (issue 29.5): for every rule number
// the game cites to players, what the rule does, in the project's own words (not the rulebook's).
// The web page shows it when a rule chip is opened. French: rules.fr.ts.
export const RULES: Record<string, string> = {
  '2.1': 'Dice: "dr" is one six-sided die, "DR" is two dice added together. The server rolls them; nobody chooses or sees them in advance.',
  '3.1': 'The map is made of 30 numbered Areas plus the lettered Zones A-F, which count as Areas. Two Areas are adjacent only when they share a boundary.',
  '3.1.4':
    'Areas with blue numbers start Allied, grey ones German; Area 20 is half of each and starts Allied. German units act only in the grey and half-grey Areas.',
  '4.0': 'The counters: combat units (infantry, armour, anti-tank/FLAK, artillery), leaders and the game markers. Each unit has a Fresh side and a Spent side.',
  '5.0': 'Preparing play: the game lasts seven one-hour turns of 21 May 1940, starting at 14:00. Markers go on their tracks, then both sides set up.',
  '5.3':
    'Setup: every unit starts Fresh. Units with a fixed starting place go first; then the players take turns placing one group of their units at a time, the Allies first.',
  '6.0': 'Each turn runs Momentum, Combat, Reorganization and End phases. Most of the play happens in the Combat phase, in a variable number of impulses.',
  '6.1':
    'Momentum phase: release rolls for held-back units are made first, then the side with Momentum for the turn is decided. That side is the Attacker and takes the first impulse.',
  '6.1.1':
    'The Allies have Momentum on turns 1-2 and the Germans on turns 6-7. On turns 3-5 each side rolls a die, highest wins, ties go to the Germans; the Allies add +1 for each of Wailly and Beaurains they hold and take -2 without Frevin.',
  '6.1.2': 'When the Germans win Momentum (and always on turns 6-7), their units with 5 movement factors get one more for the whole turn.',
  '6.2': 'Combat phase: the side with Momentum plays impulses. The other side cannot move during them, except to retreat.',
  '6.2.1':
    'From the second impulse on, the Attacker rolls a die before each impulse and may lose Momentum to the opponent. The loss band grows each impulse (1 on impulse 2, up to 1-5 from impulse 6); a 6 always keeps it.',
  '6.2.2': 'An impulse is one of three kinds: an Assault, a Bombardment or a Pass.',
  '6.2.3': 'Assault impulse: choose one Active Area. Fresh units there may move and attack from it during this impulse.',
  '6.2.4': 'Bombardment impulse: choose a Target Area holding at least one enemy unit and fire artillery (or an air marker) at it; nothing moves.',
  '6.2.5': 'Pass impulse: do nothing. Two passes in a row, one by each side, end the Combat phase.',
  '6.3': 'Reorganization phase: first the Allies, then the Germans bring eliminated units back into play (see 12.0).',
  '6.4': 'End phase: check automatic victory, score victory points, flip every Spent unit back to Fresh and refresh the used reroll markers.',
  '8.1':
    'Movement: in an Assault impulse, pick Fresh units in the Active Area and move them one by one from Area to adjacent Area. Spent units cannot be activated.',
  '8.2':
    'Movement costs depend on the enemy: 1 MF into a quiet vacant Area, 2 next to a Fresh enemy, 3 into an Area of Spent enemies only, 4 into an Area with a Fresh enemy. The highest cost applies and a unit stops when it enters enemy units.',
  '8.2.1': 'Units leaving one Active Area may go to different Areas and make separate attacks; each attack can wait for the result of the previous one.',
  '8.3.1': 'No unit may move into an Area already holding six friendly units; retreating through it is allowed.',
  '8.3.2': 'Operational sectors: German units stay in Areas with a grey or half-grey identifier. Allied units may go anywhere on the map.',
  '8.3.3': 'Units in a Contested Area must first step into a Free Area before entering an Area the enemy controls or contests.',
  '8.3.4': 'Artillery and leaders cannot enter an uncontested enemy Area on their own: an anti-tank, armour or infantry unit must go with them.',
  '8.3.5': 'Anti-tank and FLAK units may enter an uncontested enemy Area only when it is empty, unless armour or infantry go in with them.',
  '8.3.6': 'Corner contacts do not count as adjacency: Areas 9 and 11, and Areas 10 and 12, touch only at a corner, so nothing moves directly between them.',
  '9.1':
    'Entering enemy units in an Area that was not Contested at the start of the impulse forces an attack. If that attack is repulsed, every attacker must retreat.',
  '9.2': 'When no attack is forced, the Attacker chooses which of the units that came in will attack; at least one must, if there is an attack at all.',
  '9.4.1': 'Combat: both sides roll two dice at the same time and add them to their values.',
  '9.4.2':
    "Attack Value: the lead unit's attack factor, +1 per other attacker (+2 for Rommel), +1 when three unit types join in, +1 German air support from turn 4.",
  '9.4.2A': 'Only an infantry or armour unit may lead an attack; its attack factor is the base of the Attack Value.',
  '9.4.3':
    "Defense Value: the lead defender's defense factor, +1 per other Fresh non-leader defender, + the Area's terrain modifier, + a bonus when every attacker crossed water (+1) or a canal (+2) into a forced attack, +1 per defending leader.",
  '9.4.3A': 'The defender picks any one of his units in the Area as lead defender; its defense factor is the base of the Defense Value.',
  '9.4.4':
    'Results: attack total below defense total is a Repulse (lead attacker eliminated, the others Spent); equal is a Stalemate (all attackers Spent); higher is a Success and the defender pays the difference in attrition points. If an armour-led Success leaves points unpaid, it is an Overrun and the attackers may act again.',
  '10.2.1':
    'The bombarding side picks a Primary Target in the Target Area; it takes the first attrition point. A leader may be picked only if nothing else is there.',
  '10.3':
    "Bombardment Attack Value: one artillery unit's attack factor, +2 with a second supporting artillery unit, +1 against an Area of more than four units.",
  '10.3B': 'A second artillery unit, even from another Area, may support the bombardment for +2. SS and army (Wehrmacht) artillery never support each other.',
  '10.4':
    "Bombardment Defense Value: the Target Area's terrain modifier plus 1 per defending artillery unit. Each side adds two dice; only a higher attack total causes losses, equal to the difference.",
  '11.1':
    'Attrition points pay for losses, the lead defender or Primary Target first: 3 eliminate a Fresh unit, 1 turns it Spent, 2 eliminate a Spent unit, 1 makes a Spent unit retreat. Points beyond what the Area can pay are ignored.',
  '11.2': 'Retreats: when both sides retreat the attacker goes first. Attackers may only go back where they came from.',
  '11.2.2':
    'Where several retreat Areas are possible, the order is: a Free Area next to the fewest enemy Areas, then a friendly contested Area, then an enemy contested Area; full Areas may be crossed.',
  '11.2.3': 'After any attack or bombardment, whatever the result, the defender may withdraw some or all units from the Area.',
  '11.2.4': 'A unit that has nowhere legal to retreat is eliminated; so is a non-infantry, non-leader unit whose only way is across water without a bridge.',
  '12.1':
    'Reorganization: bring back one eliminated unit Fresh into a friendly uncontested Area holding another friendly unit, by removing for good another eliminated unit of the same type.',
  '12.2': 'Leaders are not traded like units: an eliminated leader rolls a die; 1-2 killed, 3-4 back next turn, 5-6 back at once.',
  '13.0': 'The Advantage: one side always holds it, the Allies at the start. Using it hands it over to the opponent.',
  '13.1A':
    'With the Advantage, demand a reroll of any roll in the Combat phase; for an attack or bombardment all four dice are rolled again, for better or worse.',
  '13.1B': 'With the Advantage, at the start of your impulse, reset the impulse track: every Spent unit turns Fresh and the impulse count starts again at 1.',
  '13.2': 'With the Advantage in the Reorganization phase, rally one eliminated unit without removing another one for it.',
  '13.3': 'Once used, the Advantage belongs to nobody until the end of that phase or impulse, then passes to the side that did not use it.',
  '13.4': 'Each side gets one Reroll marker per turn: it rerolls all four dice of a combat (not a bombardment), whoever holds the Advantage.',
  '14.1': 'A Zone can only be entered from an adjacent Area or Zone, and the move stops there. Leaving a Zone costs the normal price of the Area entered.',
  '14.2.1': 'Zones D, E and F are Allied: Allied units come and go freely, German units may never enter.',
  '14.2.2': 'Zones A, B and C are German: German units come and go freely, Allied units may enter only by the exit paths of 14.2.3.',
  '14.2.3':
    'Allied units may reach Zone A or B only by leaving Area 2, 4, 6, 7 or 8 while the Allies control it; once there they cannot switch between A and B nor go to C.',
  '14.2.4': 'No unit ever moves between Zones A and F, or between Zones C and D.',
  '15.1':
    'The British reserve (9th Durham Light Infantry) waits in Zone E. On turn 3 a die of 4-6 releases it, otherwise it comes free at the start of turn 4.',
  '15.2': 'The French cavalry corps waits in Area 21, which nobody may enter meanwhile. On turn 2 a die of 4-6 releases it, otherwise it comes free on turn 3.',
  '15.3':
    'The 25th Panzer Regiment waits in Area 19 and its release roll (4-6) comes one turn after the French release; otherwise it comes free the turn after. Until then it slows Allied moves less.',
  '16.0': 'Victory: an automatic victory can come at the end of any turn; otherwise victory points decide after turn 7.',
  '16.1.1': 'The Allies win at once if, in an End phase, they hold a German-free Zone A or B linked to Zone E by a chain of Allied-controlled Areas.',
  '16.1.2': 'The Germans win at once if, in an End phase, they hold Arras (Area 25) and the Allies hold fewer than two Areas south of the Scarpe.',
  '16.2': 'Each End phase, the Allies score the listed German Areas they hold or contest: 2 points if controlled, 1 if only contested.',
  '16.3': 'With no automatic victory after turn 7, the Allies win with 10 or more victory points (or the winning bid), the Germans otherwise.',
  '17.1': 'Bidding for sides: each player secretly bids victory points for the Allies; the higher bid plays them and needs that many points to win.',
  '18.0': 'Optional rules: extras for experienced players, for more history or variety. Each one is switched on when the game is created.',
  '18.1': 'Historical setup: each unit starts in the place printed on its counter instead of being placed freely.',
  '18.1.1': 'With the historical setup, the Allies may not move into, attack or bombard Areas 1 and 3 on turn 1.',
  '18.2': 'Gort decides: at the end of turn 4 the British roll a die plus their victory points; under 7 the game ends in a German victory.',
  '18.2.1': 'The Allied player may spend the Advantage to overrule Gort and play on; the Germans cannot.',
  '18.3':
    'Rommel turns north: when the 25th Panzer Regiment is released, a second German roll (helped by Allied presence in Areas 1 and 3) of 6+ frees German units from their sector limits.',
  '18.4':
    'Optional units: three 5th Panzer units wait in Zone A; a roll on turns 6 and 7 may release them, and an early Allied assault on Area 1 or 3 frees them on turn 6.',
  '18.5': 'Coordination: an attack mixing French and British units, or SS and army units, takes -1 on its Attack Value.',
  '18.6':
    'Air bombardment: as a whole bombardment impulse, an air marker strikes any Area (not a Zone, nor an unreleased Area) with the attack value printed on it.',
  '18.6.1': 'The German air marker arrives at the start of turn 4 and can be used on turns 4 to 7.',
  '18.6.2': 'The Allied air marker can be used on turns 1 to 3 and leaves at the end of turn 3.',
  '18.6.3': "Mistaken attack: bombing a Contested Area, if both raw dice totals are equal, the bomber's own side loses half its roll in attrition points.",
};
