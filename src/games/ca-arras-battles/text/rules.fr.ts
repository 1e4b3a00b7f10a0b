// La référence des règles de Counter-Attack Arras, édition Battles (issue 29.5) : pour chaque numéro
// de règle que le jeu cite, ce que fait la règle, dans nos propres mots (pas ceux du livret), avec les
// termes du livret : Secteur, Zone, Initiative, Fraîche/Fatiguée, Unité de Pointe, Unité Avancée, PP, MET.
export const RULES: Record<string, string> = {
  '2.1.1': 'La carte a 28 Secteurs numérotés et 6 Zones extérieures (A à F). Deux Secteurs qui ne se touchent que par un coin ne sont pas adjacents.',
  '2.1.4':
    'Secteurs opérationnels : les Identificateurs bleus commencent alliés, les noirs allemands. Les unités allemandes n’agissent que dans les Secteurs à Identificateur noir ou moitié noir.',
  '3.0':
    'Les pions : unités britanniques (rouges), françaises (bleues), de la Wehrmacht et SS (vert foncé), de six types : infanterie, blindé, anti-char, FLAK, artillerie et chef. Chaque unité a une face Fraîche et une face Fatiguée.',
  '4.0': 'Chaque tour : on détermine l’Initiative, on vérifie le soutien aérien, puis viennent les phases de Combat, de Réorganisation et Finale.',
  '4.1':
    'Les Alliés ont l’Initiative aux tours 1-2, les Allemands aux tours 6-7. Entre les deux, chaque camp lance deux dés ; les Alliés ont +1 pour Wailly et pour Beaurains s’ils les tiennent, et -1 si les Allemands tiennent Frévin.',
  '4.2': 'Chaque camp regarde combien de pions de soutien aérien il reçoit ce tour (voir 8.3).',
  '4.3':
    'Phase de Combat : le camp qui a l’Initiative active des Secteurs l’un après l’autre jusqu’à ce qu’il passe, n’ait plus d’unité Fraîche ou rate un assaut ou un bombardement ; l’Initiative change alors de camp. Deux Passes de suite terminent la phase.',
  '4.4': 'Phase de Réorganisation : les Alliés puis les Allemands peuvent ramener des unités éliminées (voir 10.0).',
  '4.5':
    'Phase Finale : vérifier la victoire automatique, remettre Fraîches toutes les unités Fatiguées et avancer le marqueur de Tour ; après le dernier tour, compter les points de victoire.',
  '5.0':
    'Mouvement : activez un Secteur qui contient une unité amie Fraîche et déplacez celles de ses unités Fraîches que vous voulez. Une unité qui a bougé devient Fatiguée.',
  '5.1': 'Les unités passent d’un Secteur à un Secteur adjacent ; à la fin, une unité Fraîche qui a bougé passe sur sa face Fatiguée.',
  '5.1.2': 'Les unités allemandes n’entrent que dans les Secteurs à Identificateur noir ou moitié noir ; les alliées vont partout.',
  '5.1.3': 'Empilement : 10 unités au plus par camp dans un Secteur (5 par camp à Arras), à tout moment, mouvement compris. Les chefs ne comptent pas.',
  '5.2':
    'Le coût dépend de l’ennemi : 1 FM vers un Secteur calme, 2 à côté d’un ennemi Frais non contesté, 3 vers des ennemis Fatigués seulement, 4 vers un ennemi Frais ; quitter un Secteur tenu par l’ennemi coûte 3 ou tout. Seul le coût le plus haut compte.',
  '5.2.1':
    'Entrer chez l’ennemi oblige à un assaut. Les unités déjà dans un Secteur Contesté peuvent y attaquer en dépensant tout leur mouvement. Les arrivants ne se joignent jamais aux unités déjà présentes.',
  '5.2.2':
    'Seule une Unité de Pointe (infanterie, blindé, anti-char ou FLAK) entre dans un Secteur ennemi non contesté. L’artillerie n’entre jamais chez l’ennemi ; les chefs ne font que suivre.',
  '6.1':
    'Assaut : l’attaquant désigne son Unité de Pointe et ses unités, le défenseur son Unité Avancée ; chaque camp ajoute deux dés à sa valeur et l’on compare les totaux.',
  '6.1.1': 'Chaque camp lance deux dés en même temps (un JD) et y ajoute sa valeur d’attaque ou de défense.',
  '6.2':
    'Valeur d’Attaque (VA) : l’attaque de l’Unité de Pointe, +1 par autre attaquant, -1 si Français et Britanniques (ou Wehrmacht et SS) attaquent ensemble, -1 si les attaquants ont franchi une rivière.',
  '6.3': 'Valeur Défensive (VD) : la défense de l’Unité Avancée, +1 par autre défenseur Frais, + le MET du Secteur, +2 si Rommel est là.',
  '6.4.1':
    'Échec (TA pas plus haut que TD) : on élimine l’Unité de Pointe, les autres attaquants deviennent Fatigués et retournent d’où ils venaient ; l’Initiative passe à l’adversaire.',
  '6.4.2':
    'Réussite (TA plus haut que TD) : les attaquants deviennent Fatigués et le défenseur perd la différence en Points de Pertes (PP), quitte à en perdre plus.',
  '6.4.2.a':
    'Points de Pertes : éliminer une unité Fraîche vaut 5, fatiguer une unité Fraîche 2, éliminer une unité Fatiguée 2, faire retraiter une unité Fatiguée 2. L’Unité Avancée prend la première perte.',
  '6.5':
    'Débordement : quand un assaut mené par un blindé élimine tous les défenseurs, les unités à facteur d’attaque en italique peuvent utiliser le mouvement qui leur reste pour continuer ou attaquer un Secteur voisin.',
  '6.5.1':
    'Pas de Débordement si attaquants et défenseurs étaient dans un même Secteur au début de l’impulsion, ou si les attaquants sont entrés dans un Secteur à Identificateur carré.',
  '6.6':
    'Retraites : les attaquants qui n’infligent aucune perte retournent au Secteur d’où ils ont attaqué ; un blindé parti d’un Secteur tenu par l’ennemi est alors éliminé. Les défenseurs peuvent retraiter pour payer des PP.',
  '6.6.1':
    'Les unités retraitent une à une ; quand un Secteur est plein, les suivantes continuent vers un autre selon les priorités. Une unité qui ne peut pas retraiter est éliminée.',
  '6.6.2':
    'Priorités de retraite : d’abord un Secteur Libre touchant le moins possible de Secteurs ennemis, puis un Secteur contesté ami, puis un Secteur contesté ennemi.',
  '6.6.3':
    'Après un assaut, quel qu’en soit le résultat, le défenseur peut retirer une partie ou la totalité de ses unités ; elles deviennent Fatiguées. L’Unité Avancée n’est pas obligée de partir.',
  '7.0': 'Le Bombardement remplace mouvement et assaut : jusqu’à deux artilleries d’un même Secteur tirent, chacune sur un Secteur Cible différent.',
  '7.1':
    'Portée : l’artillerie allemande frappe tout Secteur au sud de la Scarpe ; l’alliée frappe au nord de la Scarpe ou à côté, et partout une fois passée au sud. On ne bombarde jamais une Zone.',
  '7.2':
    'Bombardement : l’attaque de l’artillerie plus deux dés, contre la défense du plus fort défenseur plus le MET plus deux dés. L’artillerie devient Fatiguée.',
  '7.3': 'Le camp bombardé paie ses pertes en PP, comme après un assaut (6.4.2.a).',
  '8.0':
    'Soutien du combat : juste avant la résolution d’un assaut, chaque camp peut ajouter un soutien pour lancer trois dés au lieu de deux ; le camp sans l’Avantage décide en premier.',
  '8.1':
    'Soutien d’artillerie : une artillerie Fraîche soutient un assaut dans son propre Secteur s’il est contesté, ou jusqu’à deux Secteurs s’il est Libre, puis devient Fatiguée ; elle doit partager la nationalité (ou SS/Wehrmacht) de l’assaut.',
  '8.3':
    'Soutien aérien : sans limite de portée ; chaque usage consomme un pion de soutien aérien. L’aviation alliée ne soutient que des assauts avec des Britanniques.',
  '9.0': 'L’Avantage : les Alliés le détiennent au départ. Son détenteur peut l’utiliser, puis le donne à l’adversaire.',
  '9.1':
    'Utilisez l’Avantage pour faire relancer les deux camps lors d’un assaut ou d’un bombardement, avant toute autre action ; le nouveau jet peut être pire.',
  '9.2':
    'Utilisez l’Avantage pour prolonger le tour : toutes les unités Fatiguées redeviennent Fraîches et la phase de Combat recommence (les éliminés restent dehors, les pions aériens utilisés restent perdus).',
  '9.3': 'Utilisez l’Avantage pour remettre Fraîches 1D6 unités Fatiguées d’un même Secteur.',
  '9.4':
    'L’Avantage peut aussi forcer un nouveau JD d’Initiative, libérer aussitôt la cavalerie française, les Panzers ou les éléments de la 5e Panzer, ou passer outre la décision de Gort.',
  '10.0': 'Réorganisation : des unités éliminées peuvent revenir, les Alliés d’abord, puis les Allemands.',
  '10.1':
    'Une unité non blindée revient Fatiguée dans un Secteur ami non contesté avec une autre unité amie, en retirant pour toujours une autre unité éliminée du même type, de défense Fatiguée au moins égale.',
  '10.2':
    'Un blindé éliminé revient sous son pion réduit, Fatigué, dans un Secteur ami non contesté avec une autre unité amie ; l’original est perdu pour de bon.',
  '11.1':
    'Victoire automatique : les Alliés gagnent en fin de tour s’ils tiennent ensemble les Secteurs 2, 4, 6 et 7, ou la Zone A ou B ; les Allemands gagnent si les Alliés ont moins d’1 point de victoire.',
  '11.2':
    'Points de victoire (alliés seulement) : 1 par Secteur de départ allemand sous contrôle allié relié à une Zone alliée, +1 si Rommel est éliminé, +1 pour deux Secteurs cerclés de rouge tenus.',
  '11.3': 'Sans victoire automatique, les Alliés l’emportent s’ils totalisent au moins 10 PV quand s’achève le tour de 21 h ; sinon les Allemands gagnent.',
  '12.0': 'Préparation : marqueur de Tour sur 15 h, l’Avantage aux Alliés, les pions réorganisés (R) de côté, puis le placement.',
  '12.2': 'Placement : les joueurs posent à tour de rôle un groupe lettré, les Allemands d’abord, un groupe au plus par Secteur, toutes les unités Fraîches.',
  '13.0': 'Règles spéciales : arrivées des Français, des Panzers, de la réserve britannique et de la 5e Panzer, décision de Gort et Rommel part au nord.',
  '13.1': 'Le corps de cavalerie français arrive au tour 2 sur un dé de 4-6, sinon au tour 3, par le Secteur 20 ou 21.',
  '13.2': 'Les régiments de Panzers arrivent au tour 3 sur un dé de 4-6, sinon au tour 4, par la Zone D ou les Secteurs 14, 15 ou 17.',
  '13.3':
    'La réserve britannique (9e Durham) peut agir dès le premier tour qui commence avec un Britannique à Ficheux, Mercatel, Wancourt ou Neuville ; elle entre par la Zone D, E ou F.',
  '13.4': 'Les éléments de la 5e Panzer attendent à Cambrai (Zone A) : un dé de 5-6 au tour 6, ou de 4-6 au tour 7, les libère ; sinon ils y restent.',
  '13.5':
    'Décision de Gort : dès le tour 4, à chaque phase Finale les Britanniques lancent un dé, aidés s’ils tiennent ou contestent Tilloy, Beaurains et Ficheux ; sous 7 la partie s’arrête et l’on vérifie la victoire.',
  '13.6':
    'Rommel part au nord : dès le tour 4 les Allemands lancent un dé chaque tour, aidés par les entrées alliées dans les Secteurs 1 et 3 ; 6 ou plus lève les limites de secteurs allemandes et coûte des PV aux Alliés pour les Secteurs bleus tenus.',
  '14.0': 'Règles optionnelles, choisies à la création de la partie : enchères pour les camps et placement historique.',
  '14.1': 'Choix des camps : sert quand les deux joueurs veulent le même camp.',
  '14.1.1': 'Chaque joueur propose en secret des points de victoire pour commander les Alliés ; la plus forte enchère les prend et concède autant de points.',
  '14.1.2': 'Enchères égales : un dé décide qui prend les Alliés, à la valeur de l’enchère.',
  '14.2': 'Placement historique : chaque groupe commence dans son Secteur historique.',
  '14.2.3a': 'Avec le placement historique, la cavalerie française attend à Mont-St-Éloi, fermé aux deux camps, jusqu’à sa libération au tour 2 (dé 4-6) ou 3.',
  '14.2.3b': 'Avec le placement historique, les Panzers attendent à Haute-Avesnes, fermé aux deux camps, jusqu’à leur libération au tour 3 (dé 4-6) ou 4.',
  '15.1':
    'Équilibrage pour les Alliés : les Allemands ont un pion de soutien aérien de moins par tour, ou la réserve britannique arrive dès que les Alliés ont 8 PV.',
  '15.2':
    'Équilibrage pour les Allemands : les Alliés ont un pion de soutien aérien de moins par tour, ou l’artillerie 7/3/78 rejoint le groupe allemand B, ou les Allemands ont un pion aérien de plus par tour.',
};
