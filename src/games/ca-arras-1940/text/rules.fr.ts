// La référence des règles de Counter-Attack: The Battle of Arras, 1940 (issue 29.5) : pour chaque
// numéro de règle que le jeu cite, ce que fait la règle, dans nos propres mots, avec les termes de
// l'édition française (Battles) : Secteur, Initiative, Fraîche/Fatiguée, Unité de Pointe, PP, MET.
export const RULES: Record<string, string> = {
  '2.1': 'Dés : « dr » est un seul dé à six faces, « DR » (JD) la somme de deux dés. Le serveur les lance ; personne ne les choisit ni ne les voit à l’avance.',
  '3.1':
    'La carte compte 30 Secteurs numérotés et les Zones A à F, qui valent des Secteurs. Deux Secteurs sont adjacents seulement s’ils partagent une limite.',
  '3.1.4':
    'Les Secteurs à numéro bleu sont alliés au départ, ceux à numéro gris allemands ; le Secteur 20, mi-bleu mi-gris, commence allié. Les unités allemandes n’agissent que dans les Secteurs gris ou mi-gris.',
  '4.0':
    'Les pions : unités de combat (infanterie, blindés, anti-char/FLAK, artillerie), chefs et marqueurs. Chaque unité a une face Fraîche et une face Fatiguée.',
  '5.0':
    'Préparation : la partie dure sept tours d’une heure, le 21 mai 1940, à partir de 14 h. Les marqueurs vont sur leurs pistes, puis les deux camps se placent.',
  '5.3':
    'Placement : toutes les unités commencent Fraîches. Celles qui ont une place imposée d’abord ; puis chaque joueur place à son tour un groupe de ses unités, les Alliés en premier.',
  '6.0':
    'Chaque tour enchaîne les phases d’Initiative, de Combat, de Réorganisation et Finale. L’essentiel du jeu se passe en phase de Combat, en un nombre variable d’impulsions.',
  '6.1':
    'Phase d’Initiative : on fait d’abord les jets de libération des unités retenues, puis on détermine qui a l’Initiative du tour. Ce camp est l’Attaquant et joue la première impulsion.',
  '6.1.1':
    'Les Alliés ont l’Initiative aux tours 1-2, les Allemands aux tours 6-7. Aux tours 3 à 5 chacun lance un dé, le plus haut gagne, l’égalité va aux Allemands ; les Alliés ont +1 pour Wailly et pour Beaurains s’ils les tiennent, et -2 sans Frévin.',
  '6.1.2': 'Quand les Allemands gagnent l’Initiative (et toujours aux tours 6-7), leurs unités de 5 facteurs de mouvement en ont un de plus pour tout le tour.',
  '6.2': 'Phase de Combat : le camp qui a l’Initiative joue les impulsions. L’autre ne peut pas bouger pendant ce temps, sauf pour retraiter.',
  '6.2.1':
    'À partir de la deuxième impulsion, l’Attaquant lance un dé avant chaque impulsion et peut perdre l’Initiative. Le risque augmente à chaque impulsion (1 à la 2e, jusqu’à 1-5 dès la 6e) ; un 6 la garde toujours.',
  '6.2.2': 'Une impulsion est d’un de trois types : Assaut, Bombardement ou Passe.',
  '6.2.3': 'Impulsion d’Assaut : choisissez un Secteur Actif. Ses unités Fraîches peuvent en partir pour se déplacer et attaquer pendant l’impulsion.',
  '6.2.4':
    'Impulsion de Bombardement : choisissez un Secteur Cible contenant au moins une unité ennemie et tirez dessus à l’artillerie (ou avec un pion aérien) ; rien ne bouge.',
  '6.2.5': 'Passe : ne rien faire. Deux Passes de suite, une par camp, terminent la phase de Combat.',
  '6.3': 'Phase de Réorganisation : les Alliés puis les Allemands remettent en jeu des unités éliminées (voir 12.0).',
  '6.4':
    'Phase Finale : vérifier la victoire automatique, compter les points de victoire, remettre Fraîches toutes les unités Fatiguées et rendre les marqueurs de relance utilisés.',
  '8.1':
    'Mouvement : en impulsion d’Assaut, choisissez des unités Fraîches du Secteur Actif et déplacez-les une à une d’un Secteur à un Secteur adjacent. Les unités Fatiguées ne peuvent pas être activées.',
  '8.2':
    'Le coût dépend de l’ennemi : 1 FM vers un Secteur vide et calme, 2 à côté d’un ennemi Frais, 3 vers un Secteur d’ennemis Fatigués seulement, 4 vers un Secteur avec un ennemi Frais. Le coût le plus élevé s’applique, et l’unité s’arrête en entrant chez l’ennemi.',
  '8.2.1':
    'Les unités d’un même Secteur Actif peuvent aller vers des Secteurs différents et faire des attaques séparées ; chacune peut attendre le résultat de la précédente.',
  '8.3.1': 'Aucune unité ne peut entrer dans un Secteur qui contient déjà six unités amies ; le traverser en retraite reste permis.',
  '8.3.2': 'Secteurs opérationnels : les unités allemandes restent dans les Secteurs à Identificateur gris ou à moitié gris. Les unités alliées vont partout.',
  '8.3.3': 'Les unités d’un Secteur Contesté doivent d’abord passer par un Secteur Libre avant d’entrer dans un Secteur contrôlé ou contesté par l’ennemi.',
  '8.3.4':
    'L’artillerie et les chefs n’entrent pas seuls dans un Secteur ennemi non contesté : une unité anti-char, blindée ou d’infanterie doit les accompagner.',
  '8.3.5':
    'Les unités anti-char et FLAK n’entrent dans un Secteur ennemi non contesté que s’il est vide, sauf si des blindés ou de l’infanterie entrent avec elles.',
  '8.3.6':
    'Un simple coin ne rend pas adjacent : les Secteurs 9 et 11, et 10 et 12, ne se touchent que par un coin, on ne passe donc pas directement de l’un à l’autre.',
  '9.1':
    'Entrer chez l’ennemi dans un Secteur qui n’était pas Contesté au début de l’impulsion oblige à attaquer. Si cette attaque échoue (repoussée), tous les attaquants doivent retraiter.',
  '9.2': 'Quand l’attaque n’est pas obligatoire, l’Attaquant choisit lesquelles des unités entrées attaquent ; au moins une, s’il y a attaque.',
  '9.4.1': 'Combat : les deux camps lancent deux dés en même temps et les ajoutent à leurs valeurs.',
  '9.4.2':
    'Valeur d’Attaque (VA) : l’attaque imprimée de l’Unité de Pointe, +1 par autre attaquant (+2 pour Rommel), +1 si trois types d’unités participent, +1 de soutien aérien allemand à partir du tour 4.',
  '9.4.2A': 'Seule une unité d’infanterie ou blindée peut être l’Unité de Pointe ; son facteur d’attaque est la base de la VA.',
  '9.4.3':
    'Valeur Défensive (VD) : le facteur de défense de l’Unité Avancée, +1 par autre défenseur Frais (hors chefs), + le MET du Secteur, + un bonus si tous les attaquants d’une attaque obligatoire ont franchi une rivière (+1) ou un canal (+2), +1 par chef en défense.',
  '9.4.3A': 'Le défenseur choisit n’importe laquelle de ses unités du Secteur comme Unité Avancée ; son facteur de défense est la base de la VD.',
  '9.4.4':
    'Résultats : TA inférieur au TD, l’attaque est repoussée (Unité de Pointe éliminée, les autres Fatiguées) ; égal, impasse (tous les attaquants Fatigués) ; supérieur, réussite, et le défenseur paie la différence en PP. Si une réussite menée par un blindé laisse des PP impayés, c’est un Débordement et les attaquants peuvent agir encore.',
  '10.2.1':
    'Le camp qui bombarde désigne une Cible Principale dans le Secteur Cible ; elle subit le premier PP. Un chef n’est désigné que s’il est seul sur place.',
  '10.3':
    'VA du bombardement : le facteur d’attaque d’une artillerie, +2 avec une seconde artillerie en soutien, +1 contre un Secteur de plus de quatre unités.',
  '10.3B': 'Une seconde artillerie, même d’un autre Secteur, peut soutenir le bombardement pour +2. Artillerie SS et de la Wehrmacht ne se soutiennent jamais.',
  '10.4':
    'VD du bombardement : le MET du Secteur Cible plus 1 par artillerie en défense. Chaque camp ajoute deux dés ; seul un TA supérieur cause des pertes, égales à la différence.',
  '11.1':
    'Les Points de Pertes (PP) paient les pertes, l’Unité Avancée ou la Cible Principale d’abord : 3 éliminent une unité Fraîche, 1 la fatigue, 2 éliminent une unité Fatiguée, 1 fait retraiter une unité Fatiguée. Les PP que le Secteur ne peut pas payer sont ignorés.',
  '11.2': 'Retraites : si les deux camps retraitent, l’attaquant d’abord. Les attaquants ne peuvent que revenir d’où ils venaient.',
  '11.2.2':
    'S’il y a le choix, l’ordre est : un Secteur Libre touchant le moins possible de Secteurs ennemis, puis un Secteur contesté ami, puis un Secteur contesté ennemi ; les Secteurs pleins peuvent être traversés.',
  '11.2.3':
    'Après toute attaque ou tout bombardement, quel qu’en soit le résultat, le défenseur peut retirer une partie ou la totalité de ses unités du Secteur.',
  '11.2.4': 'Une unité sans retraite permise est éliminée ; de même une unité ni d’infanterie ni chef dont le seul chemin franchit l’eau sans pont.',
  '12.1':
    'Réorganisation : remettez une unité éliminée, Fraîche, dans un Secteur ami non contesté où se trouve une autre unité amie, en retirant définitivement une autre unité éliminée du même type.',
  '12.2': 'Les chefs ne s’échangent pas comme les unités : un chef éliminé lance un dé ; 1-2 tué, 3-4 de retour au tour suivant, 5-6 de retour tout de suite.',
  '13.0': 'L’Avantage : un camp le détient toujours, les Alliés au départ. L’utiliser le fait passer à l’adversaire.',
  '13.1A':
    'Avec l’Avantage, exigez de relancer n’importe quel jet de la phase de Combat ; pour une attaque ou un bombardement, les quatre dés sont relancés, pour le meilleur ou pour le pire.',
  '13.1B':
    'Avec l’Avantage, au début de votre impulsion, remettez la piste des impulsions à zéro : toutes les unités Fatiguées redeviennent Fraîches et le compte repart de 1.',
  '13.2': 'Avec l’Avantage en phase de Réorganisation, ralliez une unité éliminée sans en retirer une autre en échange.',
  '13.3': 'Une fois utilisé, l’Avantage n’est à personne jusqu’à la fin de la phase ou de l’impulsion, puis passe au camp qui ne l’a pas utilisé.',
  '13.4':
    'Chaque camp reçoit un marqueur de Relance par tour : il fait relancer les quatre dés d’un combat (pas d’un bombardement), quel que soit le détenteur de l’Avantage.',
  '14.1':
    'On n’entre dans une Zone que depuis un Secteur ou une Zone adjacents, et le mouvement s’y arrête. En sortir coûte le prix normal du Secteur où l’on entre.',
  '14.2.1': 'Les Zones D, E et F sont alliées : les unités alliées y circulent librement, les allemandes n’y entrent jamais.',
  '14.2.2': 'Les Zones A, B et C sont allemandes : les unités allemandes y circulent librement, les alliées n’y entrent que par les sorties de 14.2.3.',
  '14.2.3':
    'Les unités alliées n’atteignent la Zone A ou B que depuis un Secteur 2, 4, 6, 7 ou 8 sous contrôle allié, et ne peuvent plus ensuite passer de A à B ni entrer en C.',
  '14.2.4': 'Aucune unité ne passe jamais entre les Zones A et F, ni entre les Zones C et D.',
  '15.1': 'La réserve britannique (9th Durham Light Infantry) attend en Zone E. Au tour 3 un dé de 4-6 la libère, sinon elle est libre au début du tour 4.',
  '15.2':
    'Le corps de cavalerie français attend dans le Secteur 21, où personne n’entre entre-temps. Au tour 2 un dé de 4-6 le libère, sinon il est libre au tour 3.',
  '15.3':
    'Le 25e régiment de Panzers attend dans le Secteur 19 ; son jet de libération (4-6) vient un tour après la libération française, sinon il est libre le tour suivant. D’ici là il gêne moins le mouvement allié.',
  '16.0': 'Victoire : une victoire automatique peut survenir à la fin de chaque tour ; sinon les points de victoire décident après le tour 7.',
  '16.1.1':
    'Les Alliés gagnent aussitôt si, en phase Finale, ils tiennent une Zone A ou B libre d’Allemands, reliée à la Zone E par une chaîne de Secteurs sous contrôle allié.',
  '16.1.2':
    'Les Allemands gagnent aussitôt si, en phase Finale, ils tiennent Arras (Secteur 25) et que les Alliés tiennent moins de deux Secteurs au sud de la Scarpe.',
  '16.2':
    'À chaque phase Finale, les Alliés marquent les Secteurs allemands listés qu’ils tiennent ou contestent : 2 points s’ils les contrôlent, 1 s’ils les contestent seulement.',
  '16.3':
    'Sans victoire automatique après le tour 7, les Alliés gagnent avec 10 points de victoire ou plus (ou l’enchère gagnante), sinon les Allemands gagnent.',
  '17.1':
    'Enchères pour les camps : chacun propose en secret un nombre de points de victoire pour jouer les Alliés ; la plus forte enchère les joue et doit atteindre ce nombre pour gagner.',
  '18.0': 'Règles optionnelles : des ajouts pour joueurs expérimentés, pour plus d’histoire ou de variété. Chacune s’active à la création de la partie.',
  '18.1': 'Placement historique : chaque unité commence à l’endroit imprimé sur son pion au lieu d’être placée librement.',
  '18.1.1': 'Avec le placement historique, les Alliés ne peuvent ni entrer dans les Secteurs 1 et 3, ni les attaquer, ni les bombarder au tour 1.',
  '18.2':
    'La décision de Gort : à la fin du tour 4 les Britanniques lancent un dé plus leurs points de victoire ; sous 7 la partie s’arrête sur une victoire allemande.',
  '18.2.1': 'Le joueur allié peut dépenser l’Avantage pour faire changer Gort d’avis et continuer ; les Allemands ne le peuvent pas.',
  '18.3':
    'Rommel part au nord : à la libération du 25e Panzers, un second jet allemand (aidé par la présence alliée dans les Secteurs 1 et 3) de 6 ou plus libère les unités allemandes de leurs secteurs opérationnels.',
  '18.4':
    'Unités optionnelles : trois unités de la 5e Panzer attendent en Zone A ; un jet aux tours 6 et 7 peut les libérer, et un assaut allié précoce sur le Secteur 1 ou 3 les libère au tour 6.',
  '18.5': 'Coordination : une attaque mêlant Français et Britanniques, ou SS et Wehrmacht, subit -1 à sa VA.',
  '18.6':
    'Bombardement aérien : comme seule action d’une impulsion de Bombardement, un pion aérien frappe n’importe quel Secteur (pas une Zone, ni un Secteur pas encore libéré) avec la valeur imprimée sur le pion.',
  '18.6.1': 'Le pion aérien allemand arrive au début du tour 4 et sert aux tours 4 à 7.',
  '18.6.2': 'Le pion aérien allié sert aux tours 1 à 3 et quitte le jeu à la fin du tour 3.',
  '18.6.3':
    'Erreur de cible : en bombardant un Secteur Contesté, si les deux jets bruts sont égaux, le camp qui bombarde perd lui-même la moitié de son jet en PP.',
};
