// The game's words in English: the prompt of each decision (issue 14: one sentence in the game's own
// terms; its rule is given by the step, steps.ts), the scenario and the option, and the words of the
// action schema. The log, refusals and descriptions are English only so far (docs/games/arras-postcard.md).

export const en = {
  prompt: {
    choose: 'Choose your next phase: movement, combat or recovery.',
    movement: 'Move your units: choose a unit, then its destination hex; end the phase when done.',
    combat: 'Attack: choose an enemy unit, then the attackers; end the phase when done.',
    flak: 'Fire the 88 at an attacking tank, or hold fire.',
    retreat: 'Choose the hex the defeated unit retreats to.',
    loss: 'Choose the attacking unit that is eliminated.',
    advance: 'Advance a victorious unit into the vacated hex, or stop.',
    /** A step with no decision of a player (dice, the end of the game). */
    other: 'Choose your action.',
  },
  scenario: {
    label: '21 May 1940',
    description: 'The British counterattack south of Arras against 7th Panzer and SS Totenkopf; 8 turns, Allied turn first.',
  },
  shiftThenCap: 'Other reading of 8.1/8.2: the 8.2 shift from odds below 1:2 (1:3 shifts to 1:2), then the limits (ruling 8 caps first)',
  unknownPhase: (phase: unknown) => `unknown phase ${JSON.stringify(phase)}: movement, combat or recovery`,
};

export type Words = Omit<typeof en, 'unknownPhase'>;
