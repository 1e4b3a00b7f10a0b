// The rule reference of The Cruellest Month (issue 29.5): for every rule number the game cites to
// players, what the rule does, in the project's own words (not the rulebook's). The web page shows
// it when a rule chip is opened. French: rules.fr.ts.
export const RULES: Record<string, string> = {
  '3.0':
    'Key terms: an aerial unit is a fighter (F), a fighter-bomber (FB) or a reconnaissance-bomber (RB); airbases and the cities Arras and Lens defend themselves with anti-aircraft fire; a hex belongs to the side whose ground unit last held it.',
  '4.0':
    'Each turn (two days) runs: random event, airbase construction, initiative, air operations, ground operations, supply, regroup, reinforcements and victory points.',
  '5.0': 'At the start of each turn a ten-sided die picks a random event from the list printed on the map (weather, spies, offensives elsewhere...).',
  '6.1': "Each side's airbase display is hidden from the other. Only espionage events and reconnaissance reveal what an enemy airbase holds.",
  '6.5':
    'The Germans may build a mobile airbase (Feldflugplatz) on a supplied railway hex they control, not a city and more than 4 hexes from Allied infantry; never two in one hex.',
  '6.5.2': 'A new Feldflugplatz is placed Disrupted as "under construction"; it becomes operational in the Regroup phase if it can trace supply.',
  '6.5.3': 'A Feldflugplatz under construction can be bombed like any airbase but has no anti-aircraft fire; disrupting or destroying it removes it.',
  '6.5.4': 'An undisrupted Feldflugplatz with no aircraft on it can be dismantled in the Regroup phase and built again elsewhere from the next turn.',
  '6.6.2': 'A Disrupted airbase shoots back less, its aircraft scramble worse, and its units cannot regroup there.',
  '6.6.3': 'A destroyed airbase on the map is gone for the rest of the game.',
  '6.6.4': 'Airbases are never captured: an enemy ground unit entering the hex destroys the airbase at once.',
  '6.6.5': 'When enemy ground troops overrun an airbase, each of its aircraft rolls to escape to another friendly airbase; those that fail are lost.',
  '7.0':
    'Initiative phase: decide the side that leads the turn (the Initiative player; the other is the Reaction player). On turn 1 the Allies always have it.',
  '7.1': 'General regroup: once per game each side may declare a turn of general regroup; the Allies decide first and both cannot declare in the same turn.',
  '7.2': 'Secretly mark Disrupted aircraft at your airbases that will try to regroup in the Regroup phase.',
  '7.3':
    'Each turn the Allies say whether they commit the RFC reserve (IX Brigade), giving the Germans 1 VP; a roll for each reserve unit then tells how it arrives.',
  '7.4':
    'Reconnaissance: the Germans may fly one RB unit over Arras, the Allies two over Cambrai or Douai; each in place improves rolls of the turn (initiative, scrambles).',
  '7.4.2':
    'Each reconnaissance aircraft rolls a ten-sided die: 6 or less it flies, 7-9 it stays grounded this turn, 10 or more it is reduced (eliminated if already reduced).',
  '7.4.3': 'A reconnaissance aircraft in place may examine one enemy airbase: the opponent reveals how many fighters and bombers are there.',
  '7.5':
    'Initiative: the Allies roll a ten-sided die adjusted for Vimy Ridge, Lens, hits on Arras, reconnaissance and regroup turns; 6 or more gives the initiative to the Germans, 5 or less to the Allies.',
  '7.6': 'The Initiative player rolls for the number of air missions he flies first: 1 on 1-4, 2 on 5-8, 3 on 9-10.',
  '8.1': 'Air operations: the Initiative player flies his first missions, then the sides alternate one air mission each.',
  '8.1.3': 'A player may pass instead of flying a mission; the turn to fly goes to the opponent.',
  '8.1.4': 'Air operations end when both sides pass one after the other, or when no aircraft is left to fly.',
  '8.1.5':
    'Mission size: the Allies fly up to 4 aircraft of one brigade or 2 of mixed brigades, the Germans up to 3; in a general regroup turn any mission is 2 aircraft at most.',
  '8.1.7': 'The Mission player marks the target hex of the mission (a staging flight has none).',
  '8.3': 'Staging: instead of attacking, move one aircraft from one friendly airbase to another that is not Disrupted.',
  '8.4': 'Up to two enemy fighters within range of the target may try to scramble and intercept the mission.',
  '8.4.1':
    'Each interception attempt names one fighter and rolls a ten-sided die, lowered for a long flight to the target (at most -4), ground observers and friendly reconnaissance, raised if the fighter has flown, is Disrupted, sits at a Disrupted airbase or is slated to regroup.',
  '8.4.2': "An interception succeeds when the adjusted ten-sided roll is at most the fighter's scramble rating (SR); the fighter then reaches the target hex.",
  '8.4.3': "Without a successful interception there is no air combat: the mission goes straight to the target's anti-aircraft fire, then its attack.",
  '8.5': 'Aircraft based in the target hex may try to scramble away from the attack, rolling against their scramble rating.',
  '8.5.1': 'The escape roll is made worse by earlier interceptions from the base, by having already flown, and by disruption.',
  '8.5.2': 'An aircraft that escapes flies to another friendly airbase within its printed range and cannot be hit there.',
  '8.6':
    'A mission names one target in its hex: a unit or an installation to bomb or strafe, a division to spot for the artillery (reconnaissance bombers), or a balloon to bust (fighters); each aircraft keeps to that task.',
  '8.7': 'Air combat happens only when interceptors have reached the target hex; it is fought on the Aerial Battle Board.',
  '8.7.1': 'Aircraft from different airbases may arrive late: a ten-sided roll below their difference in distance sends the late group in from round two.',
  '8.7.2': 'The battle uses the Aerial Battle Board, altitude markers and the movement sequence markers: 4 for the Allies, 3 for the Germans.',
  '8.7.3': 'Setup: each player secretly gives each of his aircraft a movement sequence marker and an altitude; the mission enters by the raid entry area.',
  '8.7.4': 'Each round the aircraft move in sequence order, with anti-aircraft fire, bombing and air-to-air fire along the way, up to eight rounds.',
  '8.7.5': 'Mission aircraft start on the raid entry area; interceptors enter from an edge hex picked by a die roll, or wait off the board.',
  '8.7.6': 'A mission aircraft that leaves the board goes home for good; an interceptor may come back in a later round. Leaving costs 1 MP from an edge hex.',
  '8.7.7': 'Aircraft spend movement points to move ahead, turn, climb or dive, and must normally use all of them; Disrupted aircraft have 1 MP less.',
  '8.7.8': 'An aircraft fires once per round at an enemy in its arc at its own altitude: a fighter up to four hexes away, an RB with its observer up to two.',
  '8.7.9':
    "Air fire: roll a ten-sided die, add the firer's aerial fire and bonuses (rear or front shot, ace, surprise, sun), subtract the target's defence, range and other penalties, and read the damage table.",
  '8.7.10': 'An Allied aircraft that reduces or destroys a German aircraft or balloon may gain an ace on a roll of 9-10, while ace counters last.',
  '8.7.11': 'When an RB or F2a aircraft is disrupted or reduced, a six-sided die decides whether its observer is lost; an RB without observer must abort.',
  '8.8': 'An RB may abort its mission before anti-aircraft fire, giving the enemy 1 VP; it also aborts if it has not bombed within eight rounds.',
  '8.9': "A bomber or strafing fighter over its target first faces the target's anti-aircraft fire, at the altitude it flies.",
  '8.9.2':
    "Anti-aircraft fire: a ten-sided roll with modifiers, read on the column of the target's anti-aircraft factor, may disrupt, reduce or destroy the bomber.",
  '8.10': 'After anti-aircraft fire, each bomber or strafing fighter over the target attacks it.',
  '8.10.1': 'Only an aircraft with a printed bombing factor, carrying its bombs, can bomb the target.',
  '8.10.2': 'Fighters that did not fight in the air may strafe at low altitude, with a bombing factor of 1.',
  '8.10.3': 'Artillery spotting: an RB flies 2 or 3 hexes straight through the target zone at low or medium altitude, then rolls like a bombing.',
  '8.10.4': 'A bomber must reach one of the target zone hexes of the battle board (without air combat it is simply there) and declare its target.',
  '8.10.5': "Bombing: roll a six-sided die with modifiers (altitude, ace, weather, the target's state) and compare it to the bomber's bombing factor.",
  '8.10.6':
    'At or below the bombing factor the target takes hits; far below, hits or Disruption/Interdiction instead. For spotting, success raises the artillery support level.',
  '8.11': "Balloon busting: aircraft attack an enemy observation balloon over enemy infantry near friendly infantry, to lower that side's artillery support.",
  '8.11.1': 'The balloon is defended by anti-aircraft guns, their number set by the strength and state of the infantry below it.',
  '8.11.2': 'The balloon changes altitude over two rounds: announced and flipped in the first, moved in the second.',
  '8.12': 'After the mission, survivors land at any friendly airbase, in its Flown section.',
  '8.12.1':
    'Each Disrupted aircraft that lands rolls for an accident, worse at a Disrupted base and for the F2a and R.E.8, better for the B.E.2; 10 or more reduces it (eliminates it if already reduced).',
  '8.13': 'End of air operations: reconnaissance aircraft land, and victory points are scored for the RFC reserve that flew.',
  '9.2': 'Ground units move one hex per turn into an adjacent land hex, never off the map.',
  '9.3': 'At most two friendly ground units per hex; enemies never share a hex. Retreats may overstack briefly.',
  '9.4':
    'Ground combat is voluntary: an unhindered unit attacks one adjacent enemy; attacks are declared first, then support is assigned, then the combat table is read.',
  '9.4.1': 'Artillery support points add to the combat roll, up to the best combat factor of the infantry involved, drawn from the corps or Gruppe level.',
  '9.4.2': 'Balloons shift the combat column: a corps or Gruppe with Normal observation gets one column its way, Weakened none, Reduced one column against it.',
  '9.4.3': 'Allied tank support points, rolled each turn and fewer as the game goes on, help Allied attacks only: 2 per full-strength division, 1 if reduced.',
  '9.4.4':
    'Ground results: no effect, attacker or defender Interdicted, or Reduced (eliminated if already Reduced); a reduced defender also retreats and the attacker may advance.',
  '9.4.6': 'A retreating unit moves one hex away from its attacker, towards supply if it can, never into an enemy hex.',
  '9.5.1': "The artillery support level of each corps or Gruppe is set in the Supply phase from hits on cities, spotting missions and the balloons' state.",
  '10.3': 'Ground units that cannot trace supply become Interdicted, and airbases Disrupted.',
  '11.1': 'Regroup phase: Disrupted or Interdicted units and airbases may try to return to Normal; Disrupted aircraft must have been marked earlier (7.2).',
  '11.1.1': 'Marked aircraft regroup before airbases, never at a Disrupted base, each with a ten-sided roll.',
  '11.1.2': 'A supplied Disrupted airbase returns to Normal on 1-6 (Allied) or 1-7 (German) on a ten-sided die.',
  '11.1.3': 'An Interdicted ground unit returns to Normal on 1-5 (Allied) or 1-6 (German) on a ten-sided die.',
  '11.2.2': 'In a general regroup turn, every Disrupted aircraft that did not fly, and every supplied airbase, returns to Normal without a roll.',
  '11.2.3':
    'The side that declared the general regroup rolls a ten-sided die for steps to rebuild reduced or destroyed aircraft; the opponent scores VP for each step.',
  '11.4': 'A supplied Feldflugplatz under construction becomes operational; the Germans may also remove some of their mobile airbases to move them.',
  '11.5.1': 'Each turn a side may remove up to three hits in total from the cities it controls.',
  '11.5.2': 'Up to three hits in total may be removed from the off-map areas of Cambrai and Douai each turn.',
  '12.1': 'Allied reinforcements: almost everything starts in play or in reserve; only the IX/100 squadron arrives, by random event.',
  '12.1.1': 'Allied strategic reserve divisions may enter from the Allied general regroup turn on, next to other Allied units and away from the enemy.',
  '12.2': 'German reinforcements include both aircraft and ground divisions.',
  '12.2.1': 'Each turn, after initiative, each German reserve RB rolls a six-sided die to see if it arrives.',
  '12.2.3':
    'The VI Armee reserve divisions roll each turn (except in a general regroup) to arrive at a supplied town or Hindenburg Line hex away from the enemy.',
  '13.1':
    "Victory points during play: for aborted bombers, the committed RFC reserve, losses, hits left on cities and more, each side scoring from the other's troubles.",
  '13.2':
    'At the end, each side scores the sites it controls: Hindenburg Line and Vimy Ridge hexes and towns for the Allies, Arras and Vimy Ridge for the Germans.',
  '13.3': 'Subtract German VP from Allied VP: 19 or less is a German victory, 20 to 40 a draw, 41 or more an Allied victory.',
  '14.0': 'Setup: all units start at full strength and Normal; the Allies set up first and have the initiative on turn 1.',
  '14.1': 'Allied setup: ground divisions at their listed hexes or in the strategic reserve, aircraft on the Allied airbase display.',
  '14.2': 'German setup: ground divisions at their listed hexes or in reserve, aircraft on the German airbase display.',
  '14.3': 'Starting markers: artillery support levels, tank support points and the other tracks.',
  '14.3.1': 'The Allies start with 6 tank support points and artillery support levels set per corps, some by a die roll.',
  '15.1': 'Optional wind: a die sets its direction; flying with the wind may give a free movement point, flying against it may cost one.',
  '15.2': 'Optional sun: a die places the sun on the battle board; firing out of the sun gives +1.',
};
