// La référence des règles de Cambrai 1917 (issue 29.5) : pour chaque section de l'aide de jeu que le
// jeu cite (l'aide nomme ses sections ; seules 5.5 et 10.5.3 ont un numéro), ce qu'elle fait, dans nos
// propres mots, avec les termes du jeu en français : barrage d'ouragan, jet du crépuscule, PC, épuisé.
export const RULES: Record<string, string> = {
  'Sequence of Play':
    'Chaque jour du 20 au 26 novembre compte une phase de l’aube, une phase de jour faite d’impulsions, une phase de nuit et une phase finale.',
  'Dawn Phase':
    'Aube : les renforts entrent dans les zones de leurs cartes, les garnisons allemandes perdues reviennent (une par zone), et un dé fixe la météo : 1-4 couvert, 5-6 dégagé.',
  '5.5': 'Les renforts entrent dans les zones indiquées sur leur carte de renfort ; leur propriétaire peut échanger des unités entre elles à son gré.',
  Daylight: 'La piste des impulsions compte les impulsions de la phase de jour ; le jet du crépuscule se compare à elle.',
  'Daylight Phase': 'Jour : les camps alternent les impulsions (passe, regroupement ou assaut) jusqu’à ce que le jet du crépuscule termine la journée.',
  'Sunset DR':
    'Le premier 2d6 lancé par les Britanniques dans leur impulsion (ou un jet à sa fin) est le jet du crépuscule : sous le numéro d’impulsion, la journée s’achève ; égal, la météo change.',
  Impulses:
    'Une impulsion est une passe, un regroupement (les unités d’une zone active vont vers des zones libres voisines) ou un assaut depuis une zone active.',
  Assault:
    'Un assaut depuis une zone active : tirez un barrage d’ouragan, placez les marqueurs de barrage roulant, d’appui direct et d’appui aérien, déplacez les unités, puis combattez.',
  'Hurricane Barrage':
    'Une fois par assaut, jusqu’à deux zones : choisissez une cible principale, lancez 1d6+7 (+2 contre quatre unités ou plus) contre 1d6 + terrain du défenseur (+2 par temps couvert) ; l’écart donne les PC du barrage.',
  'Barrage CP': 'Pertes du barrage : 2 PC épuisent une unité fraîche (hors char) ou éliminent une unité épuisée ; pour un char il en faut 4 à chaque fois.',
  'Rolling Barrage': 'Un marqueur de barrage roulant fait coûter 2 PM de moins l’entrée dans sa zone, sauf pour franchir un canal.',
  'Direct Support': 'Chaque marqueur d’appui direct sur la zone attaquée donne +1 au jet d’attaque.',
  'Air Support': 'Par temps dégagé seulement, le marqueur d’appui aérien donne +1 au jet d’attaque.',
  'Move Units':
    'Les unités de la zone active bougent une à une et paient 1 à 4 PM selon la présence ennemie (1 PM de moins par temps couvert) ; 9 unités au plus par zone sans compter chars et garnisons, 5 par pont et par impulsion.',
  '10.5.3':
    'Les 20 et 21 novembre l’attaque britannique reste dans les secteurs de corps : une unité britannique n’entre que dans les zones de son corps (notre lecture de l’aide, qui ne fait que citer la règle).',
  Combat:
    'Après le mouvement, résolvez chaque combat obligatoire (zones où l’on vient d’entrer) et ceux, facultatifs, que vous voulez. Attaque 2d6 + unité de pointe + modificateurs contre défense 2d6 + unité avancée + modificateurs : plus bas, échec ; égal, impasse ; plus haut, succès.',
  'Attack CP':
    'Pertes d’une attaque réussie : 3 PC éliminent une unité fraîche, 1 l’épuise, 2 éliminent une unité épuisée, 1 fait retraiter une unité épuisée. L’unité avancée paie d’abord.',
  Overrun:
    'Quand un succès mené par un char laisse des pertes impayées et vide la zone, l’attaquant peut placer d’autres marqueurs d’appui, pousser ses unités plus loin et combattre de nouveau.',
  'Demolish Bridges':
    'Un camp qui tient un pont de la zone active peut tenter de le faire sauter quand l’ennemi est d’un côté : 1d6 plus modificateurs, 7 ou plus réussit.',
  'Advantage Marker':
    'Son détenteur peut dépenser l’Avantage une fois : inverser la météo, changer un échec ou un succès en impasse, remettre en état un char, recevoir 2d6 munitions de plus ou empêcher Haig d’arrêter la partie. Dépensé ou non, il change de main après la journée.',
  'Night Phase':
    'Nuit : jets pour récupérer les marqueurs de barrage d’ouragan, munitions reçues, achat de marqueurs d’artillerie, remise en état des chars épuisés et de l’infanterie ravitaillée.',
  'End Phase':
    'Fin : une cavalerie britannique fraîche et ravitaillée en zone B, C ou D gagne aussitôt ; dès le 21 novembre Haig peut arrêter la partie ; après le 26 novembre les Britanniques gagnent avec 20 marqueurs de contrôle ravitaillés.',
  'Haig Decides':
    'Dès le 21 novembre, lancez 1d6 plus les bonus des zones 1 et 6 et de l’est du canal tenues par les Britanniques : sous 7 la partie s’arrête, et les Britanniques ne gagnent qu’avec 20 PV ou plus.',
  'Special November 20 Turn':
    'Le 20 novembre : temps dégagé sans jet, la première impulsion britannique n’est que le barrage d’ouragan d’ouverture, le crépuscule ne clôt pas la journée, les secteurs de corps s’appliquent, la cavalerie a 5 PM, les chars ajoutent +1 en attaque.',
  counters: 'Chaque unité a son propre pion identifié ; une action doit nommer une unité de cette partie.',
  map: 'La carte numérote ses zones de 1 à 38 et de 51 à 66 ; les zones lettrées A à L valent les zones 39 à 50.',
};
