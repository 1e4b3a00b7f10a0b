// The rule reference of Cambrai 1917 (issue 29.5): for every section of the player aid the game
// cites to players (the aid names sections, and numbers only for 5.5 and 10.5.3), what it does, in
// the project's own words (not the aid's). French: rules.fr.ts.
export const RULES: Record<string, string> = {
  'Sequence of Play': 'Each day from 20 to 26 November has a Dawn phase, a Daylight phase of impulses, a Night phase and an End phase.',
  'Dawn Phase':
    'Dawn: reinforcements enter in the zones of their cards, lost German garrisons come back (one per area), and a die sets the weather: 1-4 overcast, 5-6 clear.',
  '5.5': 'Reinforcements enter in the zones named on their reinforcement card; the owner may exchange units between them as he likes.',
  Daylight: 'The impulse track counts the impulses of the Daylight phase; the Sunset roll compares itself with it.',
  'Daylight Phase': 'Daylight: the sides alternate impulses (pass, regroup or assault) until the Sunset roll ends the day.',
  'Sunset DR':
    'The first 2d6 the British roll in their impulse (or a roll at its end) is the Sunset roll: below the impulse number the day ends, equal to it the weather changes.',
  Impulses: 'An impulse is a pass, a regroup (units of one active area move to free areas next to it) or an assault from one active area.',
  Assault: 'An assault from one active area: fire a Hurricane Barrage, place Rolling Barrage, Direct Support and Air Support markers, move units, then fight.',
  'Hurricane Barrage':
    "Once per assault, within two areas: pick a primary target, roll 1d6+7 (+2 against four or more units) against the defender's 1d6 + terrain (+2 if overcast); the gap is barrage CP.",
  'Barrage CP': 'Barrage losses: 2 CP exhaust a fresh non-tank unit or eliminate an exhausted one; tanks cost 4 for each.',
  'Rolling Barrage': 'A Rolling Barrage marker makes entering its area cost 2 MP less, except to cross a canal.',
  'Direct Support': 'Each Direct Support marker on the attacked area gives +1 to the attack roll.',
  'Air Support': 'In clear weather only, the Air Support marker gives +1 to the attack roll.',
  'Move Units':
    'Units of the active area move one by one, paying 1 to 4 MP by the enemy presence (1 MP less when overcast); at most 9 units per area besides tanks and garrisons, 5 per bridge per impulse.',
  '10.5.3':
    'On 20-21 November the British attack stays in corps sectors: a British unit may only enter areas of its own corps (our reading of the aid, which only cites the rule).',
  Combat:
    'After moving, resolve every mandatory combat (newly entered areas) and any optional one. Attack 2d6 + point unit + modifiers against defence 2d6 + forward unit + modifiers: lower is a repulse, equal a stalemate, higher a success.',
  'Attack CP':
    'Losses of a successful attack: 3 CP eliminate a fresh unit, 1 exhausts it, 2 eliminate an exhausted unit, 1 makes an exhausted unit retreat. The forward unit pays first.',
  Overrun:
    'When a tank-led success leaves losses unpaid and the area empty, the attacker may place more support markers, move the attackers on and fight again.',
  'Demolish Bridges':
    'A side holding a bridge of the active area may try to blow it when the enemy is on a side of it: 1d6 plus modifiers, 7 or more succeeds.',
  'Advantage Marker':
    'The holder may spend the Advantage once: reverse the weather roll, change a repulse or success into a stalemate, refit a tank, get 2d6 more ammunition or avoid Haig ending the game. Spent or not, it changes hands after the day.',
  'Night Phase':
    'Night: roll to refresh Hurricane Barrage markers, receive ammunition, buy artillery markers, refit exhausted tanks and refresh infantry that can trace supply.',
  'End Phase':
    'End: a fresh supplied British cavalry unit in zone B, C or D wins at once; from 21 November Haig may stop the game; after 26 November the British win with 20 supplied control markers.',
  'Haig Decides':
    'From 21 November, roll 1d6 plus bonuses for British hold on areas 1 and 6 and east of the canal: below 7 the game ends, and the British win only with 20 VP or more.',
  'Special November 20 Turn':
    'On 20 November: clear weather without a roll, the first British impulse is only the opening Hurricane Barrage, Sunset cannot end the day, corps sectors apply, cavalry has 5 MP, tanks add +1 in attack.',
  counters: 'Every unit has its own counter with an identity; an action must name a unit of this game.',
  map: 'The map numbers its areas 1-38 and 51-66; the lettered zones A to L stand for areas 39 to 50.',
};
