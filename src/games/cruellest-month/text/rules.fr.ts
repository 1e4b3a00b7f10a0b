// La référence des règles de The Cruellest Month (issue 29.5) : pour chaque numéro de règle que le
// jeu cite, ce que fait la règle, dans nos propres mots, avec les termes du jeu en français
// (aérodrome, désorganisé, interdit, réduit, regroupement général, mission aérienne, PV).
export const RULES: Record<string, string> = {
  '3.0':
    'Termes clés : les unités aériennes sont chasseurs (F), chasseurs-bombardiers (FB) et avions de reconnaissance-bombardement (RB) ; aérodromes et villes (Arras, Lens) tirent en DCA ; un hex appartient au camp dont une unité terrestre l’a tenu en dernier.',
  '4.0':
    'Chaque tour (deux jours) enchaîne : événement aléatoire, construction d’aérodromes, initiative, opérations aériennes, opérations terrestres, ravitaillement, regroupement, renforts et points de victoire.',
  '5.0': 'Au début de chaque tour un dé à dix faces tire un événement aléatoire dans la liste imprimée sur la carte (météo, espions, offensives ailleurs…).',
  '6.1': 'Le tableau des aérodromes de chaque camp est caché à l’autre. Seuls l’espionnage et la reconnaissance révèlent ce que contient un aérodrome ennemi.',
  '6.5':
    'Les Allemands peuvent construire un aérodrome mobile (Feldflugplatz) sur un hex de voie ferrée ravitaillé qu’ils contrôlent, hors ville et à plus de 4 hex de l’infanterie alliée ; jamais deux dans un même hex.',
  '6.5.2': 'Un Feldflugplatz neuf est posé désorganisé, « en construction » ; il devient opérationnel en phase de regroupement s’il est ravitaillé.',
  '6.5.3': 'Un Feldflugplatz en construction peut être bombardé comme tout aérodrome mais n’a pas de DCA ; le désorganiser ou le détruire le retire.',
  '6.5.4': 'Un Feldflugplatz non désorganisé et sans avion peut être démonté en phase de regroupement, puis reconstruit ailleurs dès le tour suivant.',
  '6.6.2': 'Un aérodrome désorganisé tire moins en DCA, ses avions décollent moins bien en alerte, et ses unités ne peuvent pas s’y regrouper.',
  '6.6.3': 'Un aérodrome détruit sur la carte disparaît pour le reste de la partie.',
  '6.6.4': 'On ne prend jamais un aérodrome : une unité terrestre ennemie qui entre dans l’hex le détruit aussitôt.',
  '6.6.5':
    'Quand des troupes ennemies atteignent un aérodrome, chacun de ses avions lance un dé pour fuir vers un autre aérodrome ami ; ceux qui échouent sont perdus.',
  '7.0':
    'Phase d’initiative : on détermine le camp qui mène le tour (le joueur d’initiative ; l’autre est le joueur de réaction). Au tour 1 ce sont toujours les Alliés.',
  '7.1':
    'Regroupement général : une fois par partie chaque camp peut déclarer un tour de regroupement général ; les Alliés décident en premier, et les deux ne peuvent pas le faire au même tour.',
  '7.2': 'Marquez en secret les avions désorganisés de vos aérodromes qui tenteront de se regrouper en phase de regroupement.',
  '7.3':
    'Chaque tour les Alliés disent s’ils engagent la réserve du RFC (IX Brigade), ce qui donne 1 PV aux Allemands ; un jet par unité de réserve dit ensuite comment elle arrive.',
  '7.4':
    'Reconnaissance : les Allemands peuvent envoyer un RB au-dessus d’Arras, les Alliés deux au-dessus de Cambrai ou Douai ; chacun en place améliore des jets du tour (initiative, décollages).',
  '7.4.2':
    'Chaque avion de reconnaissance lance un dé à dix faces : 6 ou moins il vole, 7-9 il reste au sol ce tour, 10 ou plus il est réduit (éliminé s’il l’était déjà).',
  '7.4.3': 'Un avion de reconnaissance en place peut examiner un aérodrome ennemi : l’adversaire révèle combien de chasseurs et de bombardiers s’y trouvent.',
  '7.5':
    'Initiative : les Alliés lancent un dé à dix faces modifié par la crête de Vimy, Lens, les coups sur Arras, la reconnaissance et les regroupements ; 6 ou plus donne l’initiative aux Allemands, 5 ou moins aux Alliés.',
  '7.6': 'Le joueur d’initiative tire le nombre de missions aériennes qu’il vole d’abord : 1 sur 1-4, 2 sur 5-8, 3 sur 9-10.',
  '8.1': 'Opérations aériennes : le joueur d’initiative vole ses premières missions, puis les camps alternent, une mission aérienne chacun.',
  '8.1.3': 'Un joueur peut passer au lieu de voler une mission ; la main passe à l’adversaire.',
  '8.1.4': 'Les opérations aériennes finissent quand les deux camps passent l’un après l’autre, ou quand plus aucun avion ne peut voler.',
  '8.1.5':
    'Taille d’une mission : les Alliés volent jusqu’à 4 avions d’une même brigade ou 2 de brigades mêlées, les Allemands jusqu’à 3 ; pendant un tour de regroupement général, 2 au plus.',
  '8.1.7': 'Le joueur en mission marque l’hex cible de la mission (un transfert n’en a pas).',
  '8.3': 'Transfert : au lieu d’attaquer, déplacez un avion d’un aérodrome ami vers un autre qui n’est pas désorganisé.',
  '8.4': 'Jusqu’à deux chasseurs ennemis à portée de la cible peuvent tenter de décoller en alerte pour intercepter la mission.',
  '8.4.1':
    'Chaque tentative d’interception désigne un chasseur et lance un dé à dix faces, diminué pour un long trajet jusqu’à la cible (au plus -4), les observateurs au sol et la reconnaissance amie, augmenté si le chasseur a volé, est désorganisé, est sur un aérodrome désorganisé ou doit se regrouper.',
  '8.4.2': 'L’interception réussit quand le jet à dix faces modifié ne dépasse pas l’indice de décollage (SR) du chasseur ; il rejoint alors l’hex cible.',
  '8.4.3': 'Sans interception réussie, pas de combat aérien : la mission passe directement au tir de DCA de l’objectif, puis à son attaque.',
  '8.5': 'Les avions basés dans l’hex cible peuvent tenter de décoller pour échapper à l’attaque, en lançant contre leur indice de décollage.',
  '8.5.1': 'Le jet de fuite est aggravé par les interceptions déjà tentées depuis la base, par un vol déjà fait et par la désorganisation.',
  '8.5.2': 'Un avion qui s’échappe gagne un autre aérodrome ami à sa portée imprimée et ne peut pas y être touché.',
  '8.6':
    'Une mission désigne un seul objectif dans son hex : une unité ou une installation à bombarder ou mitrailler, une division sur laquelle régler l’artillerie (bombardiers de reconnaissance), ou un ballon à abattre (chasseurs) ; chaque avion s’en tient à cette tâche.',
  '8.7': 'Il n’y a combat aérien que si des intercepteurs ont atteint l’hex cible ; il se joue sur le plateau de combat aérien.',
  '8.7.1':
    'Des avions venus d’aérodromes différents peuvent arriver en retard : un jet à dix faces inférieur à l’écart de distance fait entrer le groupe en retard au deuxième round.',
  '8.7.2':
    'Le combat utilise le plateau de combat aérien, les marqueurs d’altitude et les marqueurs d’ordre de mouvement : 4 pour les Alliés, 3 pour les Allemands.',
  '8.7.3':
    'Mise en place : chaque joueur donne en secret à chacun de ses avions un marqueur d’ordre de mouvement et une altitude ; la mission entre par la zone d’entrée du raid.',
  '8.7.4': 'À chaque round les avions bougent dans l’ordre des marqueurs, avec DCA, bombardement et tirs aériens en chemin, huit rounds au plus.',
  '8.7.5': 'Les avions en mission partent de la zone d’entrée du raid ; les intercepteurs entrent par un hex de bord tiré au dé, ou attendent hors du plateau.',
  '8.7.6':
    'Un avion en mission qui quitte le plateau rentre pour de bon ; un intercepteur peut revenir à un round suivant. Sortir coûte 1 PM depuis un hex de bord.',
  '8.7.7':
    'Les avions dépensent des points de mouvement pour avancer, virer, monter ou piquer, et doivent en principe tous les utiliser ; un avion désorganisé a 1 PM de moins.',
  '8.7.8':
    'Un avion tire une fois par round sur un ennemi dans son angle et à sa propre altitude : un chasseur jusqu’à quatre hex, un RB avec son observateur jusqu’à deux.',
  '8.7.9':
    'Tir aérien : lancez un dé à dix faces, ajoutez le tir du tireur et ses bonus (tir par l’arrière ou de face, As, surprise, soleil), ôtez la défense de la cible, la distance et les autres malus, et lisez la table des dégâts.',
  '8.7.10': 'Un avion allié qui réduit ou détruit un avion ou un ballon allemand peut gagner un As sur 9-10, tant qu’il reste des pions d’As.',
  '8.7.11': 'Quand un RB ou un F2a est désorganisé ou réduit, un dé à six faces dit si son observateur est perdu ; un RB sans observateur doit abandonner.',
  '8.8': 'Un RB peut abandonner sa mission avant la DCA, ce qui donne 1 PV à l’ennemi ; il abandonne aussi s’il n’a pas bombardé en huit rounds.',
  '8.9': 'Un bombardier ou un chasseur en mitraillage au-dessus de sa cible subit d’abord la DCA de la cible, à l’altitude où il vole.',
  '8.9.2': 'DCA : un jet à dix faces modifié, lu dans la colonne du facteur de DCA de la cible, peut désorganiser, réduire ou détruire le bombardier.',
  '8.10': 'Après la DCA, chaque bombardier ou chasseur en mitraillage au-dessus de la cible l’attaque.',
  '8.10.1': 'Seul un avion doté d’un facteur de bombardement imprimé, et qui porte ses bombes, peut bombarder l’objectif.',
  '8.10.2': 'Les chasseurs qui n’ont pas combattu en l’air peuvent mitrailler à basse altitude, avec un facteur de bombardement de 1.',
  '8.10.3':
    'Réglage d’artillerie : un RB vole 2 ou 3 hex en ligne droite à travers la zone cible, à basse ou moyenne altitude, puis lance comme pour un bombardement.',
  '8.10.4': 'Un bombardier doit atteindre un des hex de zone cible du plateau (sans combat aérien il y est d’office) et annoncer sa cible.',
  '8.10.5': 'Bombardement : lancez un dé à six faces modifié (altitude, As, météo, état de la cible) et comparez-le au facteur de bombardement de l’avion.',
  '8.10.6':
    'Au facteur de bombardement ou sous lui, la cible prend des coups ; très en dessous, des coups ou bien désorganisation/interdiction. Pour un réglage, le succès élève le niveau de soutien d’artillerie.',
  '8.11':
    'Chasse aux ballons : des avions attaquent un ballon d’observation ennemi au-dessus d’infanterie ennemie proche d’infanterie amie, pour baisser le soutien d’artillerie adverse.',
  '8.11.1': 'Le ballon est défendu par des canons de DCA, leur nombre dépendant de la force et de l’état de l’infanterie en dessous.',
  '8.11.2': 'Le ballon change d’altitude en deux rounds : annoncé et retourné au premier, déplacé au second.',
  '8.12': 'Après la mission, les survivants se posent sur n’importe quel aérodrome ami, dans sa partie « ayant volé ».',
  '8.12.1':
    'Chaque avion désorganisé qui se pose lance un dé d’accident, pire sur un aérodrome désorganisé et pour le F2a et le R.E.8, meilleur pour le B.E.2 ; 10 ou plus le réduit (l’élimine s’il l’était déjà).',
  '8.13': 'Fin des opérations aériennes : les avions de reconnaissance se posent et l’on compte les PV de la réserve du RFC qui a volé.',
  '9.2': 'Les unités terrestres avancent d’un hex par tour vers un hex terrestre adjacent, jamais hors de la carte.',
  '9.3': 'Deux unités terrestres amies au plus par hex ; des ennemis ne partagent jamais un hex. Une retraite peut surempiler un moment.',
  '9.4':
    'Le combat terrestre est volontaire : une unité non gênée attaque un ennemi adjacent ; on annonce d’abord les attaques, puis on répartit les soutiens, puis on lit la table de combat.',
  '9.4.1':
    'Les points de soutien d’artillerie s’ajoutent au jet de combat, au plus la meilleure valeur de combat de l’infanterie engagée, pris sur le niveau du corps ou du Gruppe.',
  '9.4.2':
    'Les ballons décalent la colonne du combat : un corps ou une Gruppe à l’observation normale gagne une colonne en sa faveur, affaiblie aucune, réduite une colonne contre elle.',
  '9.4.3':
    'Les points de soutien de chars alliés, tirés chaque tour et de moins en moins nombreux, n’aident que les attaques alliées : 2 par division à pleine force, 1 si réduite.',
  '9.4.4':
    'Résultats au sol : sans effet, attaquant ou défenseur interdit, ou réduit (éliminé s’il l’était déjà) ; un défenseur réduit retraite aussi et l’attaquant peut avancer.',
  '9.4.6': 'Une unité qui retraite s’éloigne d’un hex de son attaquant, vers son ravitaillement si possible, jamais dans un hex ennemi.',
  '9.5.1':
    'Le niveau de soutien d’artillerie de chaque corps ou Gruppe se fixe en phase de ravitaillement selon les coups sur les villes, les réglages réussis et l’état des ballons.',
  '10.3': 'Les unités terrestres qui ne peuvent pas tracer de ravitaillement deviennent interdites, et les aérodromes désorganisés.',
  '11.1':
    'Phase de regroupement : les unités et aérodromes désorganisés ou interdits peuvent tenter de revenir à l’état normal ; les avions désorganisés doivent avoir été marqués avant (7.2).',
  '11.1.1': 'Les avions marqués se regroupent avant les aérodromes, jamais sur un aérodrome désorganisé, chacun avec un jet à dix faces.',
  '11.1.2': 'Un aérodrome désorganisé et ravitaillé revient à l’état normal sur 1-6 (allié) ou 1-7 (allemand) au dé à dix faces.',
  '11.1.3': 'Une unité terrestre interdite revient à l’état normal sur 1-5 (alliée) ou 1-6 (allemande) au dé à dix faces.',
  '11.2.2': 'Pendant un tour de regroupement général, tout avion désorganisé qui n’a pas volé, et tout aérodrome ravitaillé, revient à l’état normal sans jet.',
  '11.2.3':
    'Le camp qui a déclaré le regroupement général lance un dé à dix faces pour des pas qui reconstituent des avions réduits ou détruits ; l’adversaire marque des PV pour chaque pas.',
  '11.4': 'Un Feldflugplatz en construction et ravitaillé devient opérationnel ; les Allemands peuvent aussi retirer des aérodromes mobiles pour les déplacer.',
  '11.5.1': 'Chaque tour un camp peut retirer jusqu’à trois coups au total sur les villes qu’il contrôle.',
  '11.5.2': 'Jusqu’à trois coups au total peuvent être retirés chaque tour des zones hors carte de Cambrai et Douai.',
  '12.1': 'Renforts alliés : presque tout commence en jeu ou en réserve ; seule l’escadrille IX/100 arrive, par événement aléatoire.',
  '12.1.1':
    'Les divisions de la réserve stratégique alliée peuvent entrer à partir du tour de regroupement général allié, près d’autres unités alliées et loin de l’ennemi.',
  '12.2': 'Les renforts allemands comptent des avions et des divisions terrestres.',
  '12.2.1': 'Chaque tour, après l’initiative, chaque RB allemand en réserve lance un dé à six faces pour voir s’il arrive.',
  '12.2.3':
    'Les divisions de réserve de la VIe Armée lancent chaque tour (sauf en regroupement général) pour arriver dans une ville ou un hex de la ligne Hindenburg ravitaillé, loin de l’ennemi.',
  '13.1':
    'Points de victoire en cours de partie : bombardiers qui abandonnent, réserve du RFC engagée, pertes, coups restant sur les villes et d’autres, chaque camp marquant sur les difficultés de l’autre.',
  '13.2':
    'À la fin, chaque camp marque les lieux qu’il contrôle : hex de la ligne Hindenburg, de la crête de Vimy et villes pour les Alliés, Arras et la crête de Vimy pour les Allemands.',
  '13.3': 'Ôtez les PV allemands des PV alliés : 19 ou moins, victoire allemande ; 20 à 40, match nul ; 41 ou plus, victoire alliée.',
  '14.0': 'Mise en place : toutes les unités commencent à pleine force et à l’état normal ; les Alliés se placent d’abord et ont l’initiative au tour 1.',
  '14.1': 'Mise en place alliée : divisions aux hex indiqués ou en réserve stratégique, avions sur le tableau des aérodromes alliés.',
  '14.2': 'Mise en place allemande : divisions aux hex indiqués ou en réserve, avions sur le tableau des aérodromes allemands.',
  '14.3': 'Marqueurs de départ : niveaux de soutien d’artillerie, points de soutien de chars et autres pistes.',
  '14.3.1': 'Les Alliés commencent avec 6 points de soutien de chars et un niveau de soutien d’artillerie par corps, certains tirés au dé.',
  '15.1': 'Vent (optionnel) : un dé fixe sa direction ; voler vent arrière peut donner un point de mouvement gratuit, vent de face peut en coûter un.',
  '15.2': 'Soleil (optionnel) : un dé place le soleil sur le plateau ; tirer en venant du soleil donne +1.',
};
