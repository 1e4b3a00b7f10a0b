// The rule reference of Counterattack at Arras, the postcard game (issue 29.5): for every rule the
// game cites to players, what it does, in the project's own words (not the rulebook's). The
// rulebook names its sequence and victory paragraphs without numbers. French: rules.fr.ts.
export const RULES: Record<string, string> = {
  Victory: 'The Germans win as soon as one of their units gets off the west edge of the map by turn 8; if none has by then, the Allies win.',
  Sequence:
    'Each turn the Allies play first, then the Germans. The Germans always move, fight and recover in that order; the Allies pick the order of those three phases themselves.',
  '6.0':
    'Every unit exerts a zone of control on the six hexes around it, except a disrupted one. Entering an enemy zone stops movement, and no unit moves straight from one enemy zone to another (advancing after combat may).',
  '7.1': 'A clear hex costs 1 movement point, half a point along a road; crossing a river costs 1 more, unless the unit follows a road.',
  '7.2': 'No stacking: one unit per hex, for both sides, checked at the end of every phase.',
  '8.1':
    'Attacking an adjacent enemy is optional. Compare attack and defence strengths as odds, rounded for the defender, between 1:2 and 4:1, then roll a die on the combat table.',
  '8.2': 'When the Allies fight before they move in their turn, their attacks get one column to the right on the combat table.',
  '8.3': 'A defender standing in Arras is harder to dislodge: one is taken off the combat die.',
  '8.4':
    'Results: Ar the attacker retreats one hex, C no effect, D1 or D2 the defender retreats one or two hexes, De the defender is eliminated, Ex each side loses one unit.',
  '8.5':
    "The attacking player moves every retreating unit, his own and the enemy's. A retreated unit is disrupted; a unit that cannot retreat (enemy zone, map edge) is eliminated.",
  '8.6': "Rommel's panic: each hex a German unit retreats pushes the turn marker on by one turn, each German unit eliminated by three.",
  '8.7': 'After a win the attacker may advance into the emptied hex: infantry one hex, tanks two.',
  '8.8':
    'Once per game, right after the Allies declare an attack, the Germans may fire the 88 at one tank in it with strength 8, before the attack itself is resolved.',
};
