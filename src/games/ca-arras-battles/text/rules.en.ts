// The rule reference of Counter-Attack Arras, the Battles magazine edition (issue 29.5): for every
// rule number the game cites to players, what the rule does, in the project's own words (the
// rulebook is in French; this is no translation of it). French: rules.fr.ts.
export const RULES: Record<string, string> = {
  '2.1.1': 'The map has 28 numbered Sectors and 6 outer Zones (A to F). Sectors sharing only a corner are not adjacent.',
  '2.1.4':
    'Operational sectors: blue identifiers start Allied, black ones German. German units may only operate in Sectors with a black or half-black identifier.',
  '3.0':
    'The counters: British (red), French (blue), army and SS German units (dark green), of six types: infantry, armour, anti-tank, FLAK, artillery and leaders. Each unit has a Fresh and a Spent side.',
  '4.0': 'Each turn: the Initiative is decided, air support is checked, then the Combat phase, the Reorganization phase and the End phase.',
  '4.1':
    'The Allies have the Initiative on turns 1-2, the Germans on turns 6-7. In between each side rolls two dice; the Allies add +1 for each of Wailly and Beaurains they hold and take -1 if the Germans hold Frevin.',
  '4.2': 'Both sides check how many air support counters they get this turn (see 8.3).',
  '4.3':
    'Combat phase: the side with the Initiative activates Sectors one after another until it passes, has no Fresh unit left, or an assault or bombardment fails; then the Initiative goes over. Two passes in a row end the phase.',
  '4.4': 'Reorganization phase: the Allies, then the Germans, may bring eliminated units back (see 10.0).',
  '4.5': 'End phase: check automatic victory, turn every Spent unit back to Fresh and advance the turn marker; after the last turn, count the victory points.',
  '5.0': 'Movement: activate one Sector holding a Fresh friendly unit and move any of its Fresh units. A unit that has moved becomes Spent.',
  '5.1': 'Units move from Sector to adjacent Sector; when done, a Fresh unit that moved turns to its Spent side.',
  '5.1.2': 'German units may only enter Sectors with a black or half-black identifier; Allied units may go anywhere.',
  '5.1.3': 'Stacking: at most 10 units per side in a Sector (5 per side in Arras), at all times, movement included. Leaders do not count.',
  '5.2':
    'Movement costs depend on the enemy: 1 into a quiet Sector, 2 next to an uncontested Fresh enemy, 3 into Spent enemies only, 4 into a Fresh enemy; leaving an enemy-held Sector costs 3 or everything. Only the highest cost counts.',
  '5.2.1':
    'Entering enemy units forces an assault. Units already in a Contested Sector may assault there by spending all their movement. Newcomers never join units already present.',
  '5.2.2':
    'Only a point unit (infantry, armour, anti-tank or FLAK) may enter an uncontested enemy Sector. Artillery never enters enemy units; leaders may only follow others in.',
  '6.1':
    'Assault: the attacker names the point unit and the attacking units, the defender picks the forward unit; each side adds two dice to its value and the totals are compared.',
  '6.1.1': 'Each side rolls two dice at the same time (a JD) and adds its attack or defence value.',
  '6.2':
    "Attack value: the point unit's attack factor, +1 per other attacker, -1 when French and British (or army and SS) attack together, -1 when the attackers crossed a river.",
  '6.3': "Defence value: the forward unit's defence factor, +1 per other Fresh defender, + the Sector's terrain modifier, +2 when Rommel is there.",
  '6.4.1':
    'Failure (attack total not above defence total): the point unit is eliminated, the other attackers become Spent and go back where they came from; the Initiative passes.',
  '6.4.2':
    'Success (attack total above defence total): the attackers become Spent and the defender loses the difference in loss points (PP), even if that means losing more.',
  '6.4.2.a':
    'Loss points: eliminating a Fresh unit pays 5, making a Fresh unit Spent 2, eliminating a Spent unit 2, retreating a Spent unit 2. The forward unit takes the first loss.',
  '6.5':
    'Overrun: when an armour-led assault eliminates every defender, the units with an italic attack factor may use their remaining movement to move on or assault a neighbouring Sector.',
  '6.5.1':
    'No overrun when attackers and defenders started the impulse in the same Sector, or when the attackers moved into a Sector with a square identifier.',
  '6.6':
    'Retreats: attackers that inflict no loss go back to the Sector they attacked from; armour that attacked out of an enemy-held Sector is eliminated instead. Defenders may retreat to pay loss points.',
  '6.6.1': 'Units retreat one at a time; when a Sector fills up, the rest go on to another one by the priorities. A unit that cannot retreat is eliminated.',
  '6.6.2': 'Retreat priorities: first a Free Sector next to the fewest enemy Sectors, then a friendly Contested Sector, then an enemy Contested Sector.',
  '6.6.3': 'After an assault, whatever its result, the defender may pull some or all units out; they become Spent. The forward unit need not go with them.',
  '7.0': 'Bombardment replaces a move and assault: up to two artillery units of one Sector fire, each at a different target Sector.',
  '7.1':
    'Range: German artillery hits any Sector south of the Scarpe; Allied artillery hits Sectors north of or next to the Scarpe, and anywhere once it has moved south. Zones are never bombarded.',
  '7.2':
    "Bombardment: the artillery's attack factor plus two dice, against the strongest defender's defence factor plus terrain modifier plus two dice. The artillery becomes Spent.",
  '7.3': 'The bombarded side pays losses in loss points, as after an assault (6.4.2.a).',
  '8.0':
    'Combat support: before an assault is resolved, each side may add one support to roll three dice instead of two; the side without the Advantage decides first.',
  '8.1':
    'Artillery support: a Fresh artillery unit supports an assault in its own Sector if contested, or within two Sectors if Free, then becomes Spent; it must share a nationality (or SS/army) with the assault.',
  '8.3': 'Air support: no range limit; each use spends one air support counter. Allied air only supports assaults with British units.',
  '9.0': 'The Advantage: the Allies hold it at the start. Its holder may use it, and then hands it to the opponent.',
  '9.1': 'Use the Advantage to make both sides roll an assault or bombardment again, before anything else happens; the new roll may be worse.',
  '9.2':
    'Use the Advantage to extend the turn: every Spent unit turns Fresh and the Combat phase starts over (eliminated units stay out, used air counters stay used).',
  '9.3': 'Use the Advantage to turn 1D6 Spent units of one Sector back to Fresh.',
  '9.4':
    "The Advantage may also force a new Initiative roll, release at once the French cavalry, the Panzers or the 5th Panzer elements, or overrule Gort's decision.",
  '10.0': 'Reorganization: eliminated units may come back, the Allies first, then the Germans.',
  '10.1':
    'A non-armour unit comes back Spent in a friendly uncontested Sector holding another friendly unit, by removing for good another eliminated unit of the same type with at least its Spent defence.',
  '10.2':
    'An eliminated armour unit comes back as its reduced counter, Spent, in a friendly uncontested Sector with another friendly unit; the original is gone for good.',
  '11.1':
    'Automatic victory: the Allies win at the end of a turn holding Sectors 2, 4, 6 and 7 together, or Zone A or B; the Germans win if the Allies have less than 1 victory point.',
  '11.2':
    'Victory points (Allied only): 1 per German starting Sector under Allied control linked to an Allied Zone, +1 if Rommel is eliminated, +1 for holding two red-ringed Sectors.',
  '11.3': 'Without an automatic victory, the Allies win with 10 or more victory points at the end of the 21:00 turn; otherwise the Germans win.',
  '12.0': 'Preparing play: the turn marker on 15:00, the Advantage to the Allies, the reorganized (R) counters aside, then the setup.',
  '12.2': 'Setup: the players place one lettered group at a time, alternately, the Germans first, at most one group per Sector, every unit Fresh.',
  '13.0': "Special rules: arrivals of the French, the Panzers, the British reserve and the 5th Panzer, Gort's decision and Rommel turning north.",
  '13.1': 'The French cavalry corps arrives on turn 2 on a die of 4-6, otherwise on turn 3, entering in Sector 20 or 21.',
  '13.2': 'The Panzer regiments arrive on turn 3 on a die of 4-6, otherwise on turn 4, through Zone D or Sectors 14, 15 or 17.',
  '13.3':
    'The British reserve (9th Durham) may act from the first turn starting with a British unit in Ficheux, Mercatel, Wancourt or Neuville; it enters through Zone D, E or F.',
  '13.4': 'The 5th Panzer elements wait in Cambrai (Zone A): a die of 5-6 on turn 6, or 4-6 on turn 7, lets them act; otherwise they stay there.',
  '13.5':
    "Gort's decision: from turn 4, each End phase the British roll a die, helped by holding or contesting Tilloy, Beaurains and Ficheux; under 7 the game ends and victory is checked.",
  '13.6':
    'Rommel turns north: from turn 4 the Germans roll each turn, helped by Allied moves into Sectors 1 and 3; 6 or more frees German units from their sector limits and costs the Allies VP for blue Sectors held.',
  '14.0': 'Optional rules, chosen when the game is created: bidding for sides and the historical setup.',
  '14.1': 'Choosing sides: used when both players want the same side.',
  '14.1.1': 'Each player secretly bids victory points to command the Allies; the higher bid takes them and that many points are conceded.',
  '14.1.2': 'Equal bids: a die decides who takes the Allies, at the bid value.',
  '14.2': 'Historical setup: each group starts in its historical Sector.',
  '14.2.3a': 'With the historical setup, the French cavalry waits in Mont-St-Eloi, closed to both sides, until released on turn 2 (die 4-6) or 3.',
  '14.2.3b': 'With the historical setup, the Panzers wait in Haute-Avesnes, closed to both sides, until released on turn 3 (die 4-6) or 4.',
  '15.1': 'Balance for the Allies: the Germans get one air support counter less per turn, or the British reserve arrives as soon as the Allies reach 8 VP.',
  '15.2':
    'Balance for the Germans: the Allies get one air support counter less per turn, or the 7/3/78 artillery joins German group B, or the Germans get one more air support counter per turn.',
};
