// The prompt of each decision (issue 14): one sentence in the game's own terms, with its rule, in
// English and French. The web page shows it above the few buttons that are not on the map.
import type { Role, StepPrompt } from '../../kernel/game.ts';
import type { State } from './state.ts';

type Line = [en: string, fr: string, rule: string];

/** Strategic steps (4.0 sequence of play). */
const STEPS: Record<string, Line> = {
  'deploy-allied': [
    'Adjust your set-up: click a division or an Aerodrome, then a highlighted hex; Done when ready.',
    'Ajustez votre déploiement : cliquez une division ou un aérodrome, puis un hexagone en surbrillance ; Terminé quand vous êtes prêt.',
    '14.1',
  ],
  'deploy-german': [
    'Adjust your set-up: click a division or a Feldflugplatz, then a highlighted hex; Done when ready.',
    'Ajustez votre déploiement : cliquez une division ou un Feldflugplatz, puis un hexagone en surbrillance ; Terminé quand vous êtes prêt.',
    '14.2',
  ],
  'allied-ace': [
    'Give the Allied Ace to an IX Brigade squadron: click it in your Airbase Display, or set the Ace aside.',
    "Confiez l'As allié à une escadrille de la IXe brigade : cliquez-la dans votre tableau des aérodromes, ou mettez l'As de côté.",
    '14.1',
  ],
  'gr-allied': ['Declare a General Regroup Turn, or not.', 'Déclarez un tour de regroupement général, ou non.', '7.1'],
  'gr-german': ['Declare a General Regroup Turn, or not.', 'Déclarez un tour de regroupement général, ou non.', '7.1'],
  designate: [
    'Secretly slate Disrupted units for an individual regroup: click them in your Airbase Display, then Done.',
    'Désignez en secret les unités désorganisées à regrouper : cliquez-les dans votre tableau des aérodromes, puis Terminé.',
    '7.2',
  ],
  rfc: ['Commit the RFC Reserve (the German gains 1 VP), or not.', 'Engagez la réserve du RFC (l’Allemand gagne 1 PV), ou non.', '7.3'],
  'recon-allied': [
    'Choose reconnaissance flights: click a Ready RB unit, then Douai or Cambrai; Done when chosen.',
    'Choisissez les vols de reconnaissance : cliquez une unité RB prête, puis Douai ou Cambrai ; Terminé une fois choisis.',
    '7.4',
  ],
  'recon-german': [
    'Choose a reconnaissance flight: click a Ready RB unit, then Arras; Done when chosen.',
    'Choisissez un vol de reconnaissance : cliquez une unité RB prête, puis Arras ; Terminé une fois choisi.',
    '7.4',
  ],
  spy: ['Espionage: choose the enemy Airbase whose contents you learn.', 'Espionnage : choisissez l’aérodrome ennemi dont vous apprenez le contenu.', '6.1'],
  examine: [
    'Reconnaissance: choose the enemy Airbase to examine (numbers and types), or none.',
    'Reconnaissance : choisissez l’aérodrome ennemi à examiner (nombre et types), ou aucun.',
    '7.4.3',
  ],
  construct: [
    'Build a Feldflugplatz: click a highlighted railway hex, or end construction.',
    'Construisez un Feldflugplatz : cliquez un hexagone de voie ferrée en surbrillance, ou terminez la construction.',
    '6.5',
  ],
  'place-air': [
    'Base the arriving aerial unit: choose Douai, Cambrai or an empty Feldflugplatz.',
    'Basez l’unité aérienne qui arrive : choisissez Douai, Cambrai ou un Feldflugplatz vide.',
    '12.2',
  ],
  'place-ground': [
    'Place the arriving division on a highlighted hex, or hold it in reserve.',
    'Placez la division qui arrive sur un hexagone en surbrillance, ou gardez-la en réserve.',
    '12.2.3',
  ],
  'place-allied': [
    'Place reserve divisions: click a division, then a highlighted hex; Done when finished.',
    'Placez les divisions de réserve : cliquez une division, puis un hexagone en surbrillance ; Terminé à la fin.',
    '12.1.1',
  ],
  restore: [
    'Spend replacement steps: click a Reduced unit to restore it, then Done.',
    'Dépensez les pas de remplacement : cliquez une unité réduite pour la reconstituer, puis Terminé.',
    '11.2.3',
  ],
  dismantle: [
    'Dismantle a Feldflugplatz to rebuild it elsewhere, or keep them.',
    'Démontez un Feldflugplatz pour le reconstruire ailleurs, ou gardez-les.',
    '6.5.4',
  ],
  move: [
    'Ground movement: click a division, then the adjacent hex it moves to; end movement when done.',
    'Mouvement terrestre : cliquez une division, puis l’hexagone adjacent où elle va ; terminez le mouvement à la fin.',
    '9.2',
  ],
  attack: [
    'Ground combat: click an attacking division, then the adjacent enemy hex it attacks (the defender chooses which of his divisions there meets ' +
      'it); then resolve the attacks.',
    'Combat terrestre : cliquez une division qui attaque, puis l’hexagone ennemi adjacent attaqué (le défenseur choisit ' +
      'laquelle de ses divisions y reçoit l’attaque) ; puis résolvez les attaques.',
    '9.4',
  ],
  defend: [
    'Your hex is attacked: choose which of your divisions there meets the attack.',
    'Votre hexagone est attaqué : choisissez laquelle de vos divisions y reçoit l’attaque.',
    '9.4',
  ],
  support: ['Choose the Artillery (and Tank) Support for this combat.', 'Choisissez le soutien d’artillerie (et de chars) de ce combat.', '9.4.1'],
  retreat: ['Choose the hex the defeated division retreats to.', 'Choisissez l’hexagone où la division battue retraite.', '9.4.6'],
  advance: ['Advance into the vacated hex, or stay.', 'Avancez dans l’hexagone libéré, ou restez.', '9.4.4'],
};

/** An overrun Airbase's unit that made its evacuation roll (6.6.5). */
const RELOCATE: Line = [
  'Airbase overrun: choose the Airbase the evacuating unit flies to.',
  'Aérodrome submergé : choisissez l’aérodrome où l’unité évacuée se pose.',
  '6.6.5',
];

/** Air Operations Phase (8.0): the mission's step, or the choice of the next mission. */
const MISSION: Record<string, Line> = {
  choose: [
    'Fly a mission (click its target on the map: an Airbase, a city, a division), stage a unit, or pass.',
    'Lancez une mission (cliquez sa cible sur la carte : aérodrome, ville, division), transférez une unité, ou passez.',
    '8.1',
  ],
  compose: [
    'Compose the mission: click Ready units in your Airbase Display to add them, then launch it.',
    'Composez la mission : cliquez des unités prêtes dans votre tableau des aérodromes pour les ajouter, puis lancez-la.',
    '8.1.5',
  ],
  scramble: [
    'Interceptor scramble: click up to two Ready fighters to intercept, then Done.',
    'Décollage d’interception : cliquez jusqu’à deux chasseurs prêts pour intercepter, puis Terminé.',
    '8.4',
  ],
  'target-scramble': [
    'Target scramble: move units out of the threatened Airbase, then Done.',
    'Décollage d’évacuation : faites partir des unités de l’aérodrome menacé, puis Terminé.',
    '8.5',
  ],
  late: ['Choose the Airbase whose units arrive late.', 'Choisissez l’aérodrome dont les unités arrivent en retard.', '8.7.1'],
  altitude: ['Choose the altitude at which each unit attacks the target.', 'Choisissez l’altitude à laquelle chaque unité attaque la cible.', '8.9'],
  land: [
    'Return to base: click the Airbase where the unit lands (outlined on the map and in your Airbase Display).',
    'Retour à la base : cliquez l’aérodrome où l’unité atterrit (en surbrillance sur la carte et dans votre tableau des aérodromes).',
    '8.12',
  ],
};

/** The Air Battle Board (8.7). */
const BATTLE: Record<string, Line> = {
  sequence: [
    'Secretly give each of your aircraft its movement sequence and altitude: click an aircraft under the board, then choose.',
    'Attribuez en secret à chacun de vos avions son ordre de mouvement et son altitude : cliquez un avion sous le plateau, puis choisissez.',
    '8.7.3',
  ],
  place: [
    'Place the raid: click an aircraft, then a hex of the Raid Entry Area with its facing.',
    'Placez le raid : cliquez un avion, puis un hexagone de la zone d’entrée du raid avec son orientation.',
    '8.7.5',
  ],
  'aa-place': ['Place your AA units on the Air Battle Board.', 'Placez vos unités de DCA sur le plateau de combat aérien.', '8.11.1'],
  balloon: ['Raise or lower the balloon.', 'Montez ou descendez le ballon.', '8.11.2'],
  move: [
    'Move the highlighted aircraft: click a hex it may reach (arrows) or a target it may fire at, or end its move.',
    'Déplacez l’avion en surbrillance : cliquez un hexagone qu’il peut atteindre (flèches) ou une cible qu’il peut viser, ou terminez son mouvement.',
    '8.7.7',
  ],
  defensive: [
    'Defensive fire: choose which of your aircraft fires back, or hold.',
    'Tir défensif : choisissez lequel de vos avions riposte, ou retenez le tir.',
    '8.7.8',
  ],
};

const pick = (line: Line | undefined, lang: string): StepPrompt | null => (line ? { text: lang === 'fr' ? line[1] : line[0], rule: line[2] } : null);
const fallback = (lang: string): StepPrompt => ({ text: lang === 'fr' ? 'Choisissez votre action.' : 'Choose your action.', rule: '4.0' });
type Prompt = (s: State, role: Role, lang?: string) => StepPrompt;

/** The prompt of a strategic decision step. */
export const stepPrompt =
  (step: string): Prompt =>
  (_s, _role, lang = 'en') =>
    pick(STEPS[step], lang) ?? fallback(lang);
/** The prompt of the air step (8.1): the mission's step, or the choice of the next mission. */
export const airPrompt: Prompt = (s, _role, lang = 'en') => pick(MISSION[s.mission ? s.mission.step : 'choose'], lang) ?? fallback(lang);
/** The prompt of an evacuating unit's relocation (6.6.5). */
export const relocatePrompt: Prompt = (_s, _role, lang = 'en') => pick(RELOCATE, lang) ?? fallback(lang);
/** The prompt of the Air Battle Board (8.7). */
export const battlePrompt: Prompt = (s, _role, lang = 'en') => {
  const b = s.battle!;
  return pick(BATTLE[b.phase === 'move' && b.defensive ? 'defensive' : b.phase], lang) ?? fallback(lang);
};

/** The prompt wherever the game stands (while dice are due or when it is over: the step they interrupt). */
export function prompt(s: State, role: Role, lang = 'en'): StepPrompt {
  if (s.battle) return battlePrompt(s, role, lang);
  if (s.relocate) return relocatePrompt(s, role, lang);
  if (s.step === 'air') return airPrompt(s, role, lang);
  return stepPrompt(s.step)(s, role, lang);
}
