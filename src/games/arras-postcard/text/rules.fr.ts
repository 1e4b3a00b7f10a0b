// La référence des règles de Counterattack at Arras, le jeu sur carte postale (issue 29.5) : pour
// chaque règle que le jeu cite, ce qu'elle fait, dans nos propres mots, avec les termes de l'édition
// française (Battles) : zone de contrôle, désorganisée, retraite, avance après combat.
export const RULES: Record<string, string> = {
  Victory: 'Les Allemands gagnent dès qu’une de leurs unités sort par le bord ouest de la carte au plus tard au tour 8 ; sinon, les Alliés gagnent.',
  Sequence:
    'À chaque tour les Alliés jouent d’abord, puis les Allemands. Les Allemands font toujours mouvement, combat puis récupération ; les Alliés choisissent eux-mêmes l’ordre de ces trois phases.',
  '6.0':
    'Chaque unité exerce une zone de contrôle sur les six hexagones autour d’elle, sauf si elle est désorganisée. Entrer dans une zone ennemie arrête le mouvement, et on ne passe pas directement d’une zone ennemie à une autre (l’avance après combat le peut).',
  '7.1': 'Un hexagone dégagé coûte 1 point de mouvement, un demi-point par la route ; franchir une rivière coûte 1 de plus, sauf en suivant une route.',
  '7.2': 'Pas d’empilement : une unité par hexagone, pour les deux camps, vérifié à la fin de chaque phase.',
  '8.1':
    'Attaquer un ennemi adjacent est facultatif. On compare attaque et défense en rapport de forces, arrondi en faveur du défenseur, entre 1:2 et 4:1, puis on lance un dé sur la table des combats.',
  '8.2': 'Quand les Alliés combattent avant de bouger pendant leur tour, leurs attaques se lisent une colonne plus à droite sur la table.',
  '8.3': 'Un défenseur dans Arras tient mieux : on retire un au dé de combat.',
  '8.4':
    'Résultats : Ar l’attaquant retraite d’un hexagone, C sans effet, D1 ou D2 le défenseur retraite d’un ou deux hexagones, De le défenseur est éliminé, Ex chaque camp perd une unité.',
  '8.5':
    'Le joueur qui attaque déplace toutes les unités qui retraitent, les siennes comme celles de l’ennemi. Une unité qui a retraité est désorganisée ; une unité qui ne peut pas retraiter (zone ennemie, bord de carte) est éliminée.',
  '8.6':
    'La panique de Rommel : chaque hexagone de retraite d’une unité allemande avance le marqueur de tour d’un tour, chaque unité allemande éliminée de trois.',
  '8.7': 'Après une victoire l’attaquant peut avancer dans l’hexagone libéré : l’infanterie d’un hexagone, les chars de deux.',
  '8.8':
    'Une fois par partie, juste après l’annonce d’une attaque alliée, les Allemands peuvent tirer au 88 sur un de ses chars avec une force de 8, avant de résoudre l’attaque elle-même.',
};
