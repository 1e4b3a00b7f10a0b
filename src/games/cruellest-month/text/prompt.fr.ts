// The prompt of each decision of The Cruellest Month in French, keyed as prompt.en.ts (typed against it: every English
// prompt has its French one).
import type { PromptWords } from './prompt.en.ts';

export const promptFr: PromptWords = {
  steps: {
    'deploy-allied': 'Ajustez votre déploiement : cliquez une division ou un aérodrome, puis un hexagone en surbrillance ; Terminé quand vous êtes prêt.',
    'deploy-german': 'Ajustez votre déploiement : cliquez une division ou un Feldflugplatz, puis un hexagone en surbrillance ; Terminé quand vous êtes prêt.',
    'allied-ace': "Confiez l'As allié à une escadrille de la IXe brigade : cliquez-la dans votre tableau des aérodromes, ou mettez l'As de côté.",
    'gr-allied': 'Déclarez un tour de regroupement général, ou non.',
    'gr-german': 'Déclarez un tour de regroupement général, ou non.',
    designate: 'Désignez en secret les unités désorganisées à regrouper : cliquez-les dans votre tableau des aérodromes, puis Terminé.',
    rfc: 'Engagez la réserve du RFC (l’Allemand gagne 1 PV), ou non.',
    'recon-allied': 'Choisissez les vols de reconnaissance : cliquez une unité RB prête, puis Douai ou Cambrai ; Terminé une fois choisis.',
    'recon-german': 'Choisissez un vol de reconnaissance : cliquez une unité RB prête, puis Arras ; Terminé une fois choisi.',
    spy: 'Espionnage : choisissez l’aérodrome ennemi dont vous apprenez le contenu.',
    examine: 'Reconnaissance : choisissez l’aérodrome ennemi à examiner (nombre et types), ou aucun.',
    construct: 'Construisez un Feldflugplatz : cliquez un hexagone de voie ferrée en surbrillance, ou terminez la construction.',
    'place-air': 'Basez l’unité aérienne qui arrive : choisissez Douai, Cambrai ou un Feldflugplatz vide.',
    'place-ground': 'Placez la division qui arrive sur un hexagone en surbrillance, ou gardez-la en réserve.',
    'place-allied': 'Placez les divisions de réserve : cliquez une division, puis un hexagone en surbrillance ; Terminé à la fin.',
    restore: 'Dépensez les pas de remplacement : cliquez une unité réduite pour la reconstituer, puis Terminé.',
    dismantle: 'Démontez un Feldflugplatz pour le reconstruire ailleurs, ou gardez-les.',
    move: 'Mouvement terrestre : cliquez une division, puis l’hexagone adjacent où elle va ; terminez le mouvement à la fin.',
    attack:
      'Combat terrestre : cliquez une division qui attaque, puis l’hexagone ennemi adjacent attaqué (le défenseur choisit ' +
      'laquelle de ses divisions y reçoit l’attaque) ; puis résolvez les attaques.',
    defend: 'Votre hexagone est attaqué : choisissez laquelle de vos divisions y reçoit l’attaque.',
    support: 'Choisissez le soutien d’artillerie (et de chars) de ce combat.',
    retreat: 'Choisissez l’hexagone où la division battue retraite.',
    advance: 'Avancez dans l’hexagone libéré, ou restez.',
  },
  relocate: 'Aérodrome submergé : choisissez l’aérodrome où l’unité évacuée se pose.',
  mission: {
    choose: 'Lancez une mission (cliquez sa cible sur la carte : aérodrome, ville, division), transférez une unité, ou passez.',
    compose: 'Composez la mission : cliquez des unités prêtes dans votre tableau des aérodromes pour les ajouter, puis lancez-la.',
    scramble: 'Décollage d’interception : cliquez jusqu’à deux chasseurs prêts pour intercepter, puis Terminé.',
    'target-scramble': 'Décollage d’évacuation : faites partir des unités de l’aérodrome menacé, puis Terminé.',
    late: 'Choisissez l’aérodrome dont les unités arrivent en retard.',
    altitude: 'Choisissez l’altitude à laquelle chaque unité attaque la cible.',
    land: 'Retour à la base : cliquez l’aérodrome où l’unité atterrit (en surbrillance sur la carte et dans votre tableau des aérodromes).',
  },
  battle: {
    sequence: 'Attribuez en secret à chacun de vos avions son ordre de mouvement et son altitude : cliquez un avion sous le plateau, puis choisissez.',
    place: 'Placez le raid : cliquez un avion, puis un hexagone de la zone d’entrée du raid avec son orientation.',
    'aa-place': 'Placez vos unités de DCA sur le plateau de combat aérien.',
    balloon: 'Montez ou descendez le ballon.',
    move: 'Déplacez l’avion en surbrillance : cliquez un hexagone qu’il peut atteindre (flèches) ou une cible qu’il peut viser, ou terminez son mouvement.',
    defensive: 'Tir défensif : choisissez lequel de vos avions riposte, ou retenez le tir.',
  },
  fallback: 'Choisissez votre action.',
};
