# Français: translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/fr.md.

## Lists

list-one = { $item }
list-or-pair = { $first } ou { $last }
list-and-pair = { $first } et { $last }
list-comma = { $first }, { $last }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = Il n’y a pas de langue « { $tag } ».
language-unreadable = Le catalogue { $tag } n’a pas pu être lu : { $problem }

## Model: boards, shapes, moves, goals, parsing, solvability (src/model)

model-cell = ligne { $row }, colonne { $column }
board-wrong-count = une grille { $shape } a { $cells } cases, mais { $count ->
        [one] { $count } nombre a été donné
        [many] { $count } de nombres ont été donnés
       *[other] { $count } nombres ont été donnés
    }{ $missing }
board-out-of-range = { $value } en { $cell } est hors limites : une grille { $shape } a les carreaux 1 à { $last } et une case vide
board-duplicate-tile = le carreau { $tile } apparaît deux fois : en { $first } et en { $second }{ $missing }
board-duplicate-blank = il y a deux cases vides : en { $first } et en { $second } ; une grille en a exactement une{ $missing }
board-missing-none =
board-missing-blank = { " " }; il manque la case vide
board-missing-tiles = { " " }; { $count ->
        [one] il manque le carreau { $tiles }
       *[other] il manque les carreaux { $tiles }
    }
board-missing-blank-and-tiles = { " " }; il manque la case vide et { $count ->
        [one] le carreau { $tiles }
       *[other] les carreaux { $tiles }
    }
shape-out-of-range = une grille doit faire entre 2x2 et 10x10, mais { $shape } a été demandé
shape-unreadable = « { $text } » n'est pas une taille : écrivez lignes x colonnes, comme 4x4
goal-shape-mismatch = le but est { $goal } mais la grille est { $board } ; elles doivent avoir la même forme
goal-unreadable = le but n'est ni « blank-last », ni « blank-first », ni une grille : { $reason }
move-no-tile-to-slide = aucun carreau ne peut glisser vers { $direction ->
        [up] le haut
        [down] le bas
        [left] la gauche
       *[right] la droite
    } : la case vide est au bord de la grille
move-not-next-to-blank = le carreau { $tile } n'est pas à côté de la case vide, il ne peut donc pas glisser
move-no-such-tile = il n'y a pas de carreau { $tile } sur cette grille (les carreaux vont de 1 à { $last })
move-not-in-line = le carreau { $tile } n'est ni sur la ligne ni sur la colonne de la case vide, il ne peut donc pas glisser
move-no-such-cell = il n'y a pas de case { $cell } sur cette grille (les cases vont de 0 à { $last })
move-unreadable = « { $text } » n'est pas un coup : utilisez U, D, L, R (le sens où glisse le carreau) ou un numéro de carreau
parse-at-row = ligne { $row }, position { $item }
parse-at = position { $item }
parse-too-long = l'entrée fait { $count } octets ; une grille fait au plus 64 Kio de texte
parse-empty = l'entrée est vide : tapez une grille, par exemple 1 2 3 4 5 6 7 8 0
parse-not-a-number = « { $token } » en { $at } n'est pas un nombre (écrivez la case vide 0, _, . ou -)
parse-huge-number = { $token } en { $at } est hors limites : les carreaux vont au plus jusqu'à 99
parse-ragged-rows = la ligne { $row } a { $count ->
        [one] { $count } nombre
        [many] { $count } de nombres
       *[other] { $count } nombres
    } mais la ligne 1 en a { $expected } ; chaque ligne doit en avoir autant
parse-not-square = { $count ->
        [one] { $count } nombre ne forme
        [many] { $count } de nombres ne forment
       *[other] { $count } nombres ne forment
    } pas une grille carrée ; { $squares } ; pour un rectangle, écrivez une ligne par ligne de texte ou commencez par sa forme, comme 3x4:
parse-square-fit = { $cells } forment une grille { $shape }
parse-squares-between = { $below } et { $above }
parse-squares-largest = { $below } (la plus grande)
parse-compact-too-long = « { $token } » a { $count } chiffres, mais des chiffres écrits collés ne valent que pour des grilles d'au plus 10 cases ; séparez les nombres par des espaces
parse-bad-prefix = « { $text }: » n'est pas une forme : écrivez lignes x colonnes avant les deux-points, comme 3x4:
parse-prefix-mismatch = le préfixe indique { $prefix } mais les lignes écrites forment { $rows } ; écrivez les lignes sur une seule ligne ou retirez le préfixe
parse-json = JSON : { $problem } au caractère { $offset }
parse-json-after-end = texte inattendu après le ] fermant
parse-json-expected-open = [ attendu
parse-json-expected-close = ] attendu
parse-json-expected-comma = , ou ] attendu
parse-json-expected-number = nombre attendu
solvable-explanation = En lisant ligne par ligne, { $inversions ->
        [one] { $inversions } paire de carreaux est
        [many] { $inversions } de paires de carreaux sont
       *[other] { $inversions } paires de carreaux sont
    } dans l'ordre inverse de celui du but (inversions). { $rule } { $verdict }
solvable-even-width = La largeur { $width } est paire, donc un coup vers le haut ou vers le bas change le nombre d'inversions d'un nombre impair pendant que la case vide change de ligne : les inversions plus la distance de la case vide à sa ligne but (ici { $inversions } + { $distance } = { $parity }) restent toujours paires ou toujours impaires.
solvable-odd-width = La largeur { $width } est impaire, donc aucun coup ne change la parité du nombre d'inversions (ici { $inversions }).
solvable-yes = Soluble : { $parity } est pair, comme pour le but.
solvable-no = Insoluble : { $parity } est impair mais le but a 0, donc aucune suite de coups ne peut l'atteindre. Échanger les carreaux { $first } et { $second } la rend soluble.
move-in-list = coup { $step } sur { $count } : { $reason }

## Heuristics and pattern databases (src/heuristic)

explain-hamming = h = { $h } (Hamming : { $misplaced ->
        [one] { $misplaced } carreau sur { $tiles } n'est pas sur sa case but
       *[other] { $misplaced } carreaux sur { $tiles } ne sont pas sur leur case but
    })
explain-manhattan = h = { $h } (Manhattan : { $distances })
explain-terms = { $terms }
explain-every-tile-home = chaque carreau est à sa place
explain-linear-conflict = h = { $h } = Manhattan { $manhattan } + { $conflicts ->
        [one] { $conflicts } conflit linéaire
        [many] { $conflicts } de conflits linéaires
       *[other] { $conflicts } conflits linéaires
    } × 2
explain-none = h = 0 (aucune heuristique : chaque grille compte 0)
explain-custom = h = { $h } = { $formula }
explain-custom-negative = h = { $h } = { $formula } = −{ $raw }, compté comme 0
explain-custom-rounded = h = { $h } = { $formula } = { $raw }, arrondi au supérieur
explain-lookups = h = { $h } = { $terms } (bases de données de motifs { $partition })
explain-lookups-reflected = h = { $h } = { $terms } (consultation réfléchie ; la directe : { $other }) (bases de données de motifs { $partition })
explain-lookups-direct = h = { $h } = { $terms } (consultation ; la réfléchie : { $other }) (bases de données de motifs { $partition })
explain-with-truth = { $sum } · h* = { $distance }
explain-awaiting = Les bases de données de motifs { $partition } ne sont pas encore chargées (une résolution qui les utilise les charge) ; en attendant, conflit linéaire : { $sum }
custom-count = une heuristique personnalisée, ce sont quatre nombres, les poids de Hamming, de Manhattan et du conflit linéaire et une constante (custom:0,1.5,0,0), pas « { $text } »
custom-unreadable = { $part } doit être un nombre d'au plus trois décimales (comme 1.5), pas « { $text } »
custom-out-of-range = { $part } doit être compris entre -{ $max } et { $max }, pas { $text }
custom-hamming-weight = le poids de Hamming
custom-manhattan-weight = le poids de Manhattan
custom-conflict-weight = le poids du conflit linéaire
custom-constant = la constante
heuristic-unknown = heuristique inconnue « { $name } » : utilisez { $known } (les pdb sur les grilles 4x4 seulement), ou custom:a,b,c,d
pdb-unknown-partition = partition inconnue « { $name } » : utilisez { $known }
pdb-not-four-by-four = les bases de données de motifs sont pour les grilles 4x4, pas { $shape }
pdb-no-such-cell = la case but de la case vide va de 0 à { $last }, pas { $cell }
pdb-unknown-key = « { $text } » ne désigne pas des bases de données de motifs (comme pdb-v3/6-6-3/0)
pdb-blank-mismatch = ces bases de données sont pour la case vide finissant sur la case { $built }, mais la case vide du but finit sur la case { $goal }
pdb24-not-five-by-five = les bases de données de motifs 5x5 sont pour les grilles 5x5, pas { $shape }
pdb24-unknown-partition = partition 5x5 inconnue « { $name } » : utilisez { $known }
pdb24-unknown-key = « { $text } » ne désigne pas des bases de données de motifs 5x5 (comme pdb5x5-v1/5-5-5-5-4/0)
pdb-set = les bases de données de motifs { $partition } pour la case vide finissant sur la case { $cell }
pdb24-set = les bases de données de motifs { $partition } de la grille 5x5 pour la case vide finissant sur la case { $cell }
small-pdb-too-large = ces bases de données de motifs sont pour des grilles d'au plus { $most } cases, pas { $shape }
pdb-wrong-part = la base de données proposée n'est pas la partie { $part } de { $set }
heuristic-too-large-for-tab = l'heuristique { $heuristic } demande plus de mémoire qu'un onglet de navigateur n'en a
pdb-damage = ce n'est pas une base de données de motifs : { $problem }
pdb-damage-header = en-tête incorrect
pdb-damage-partition = partition inconnue
pdb-damage-count = compte invalide
pdb-damage-checksum = la somme de contrôle ne correspond pas (les données sont endommagées)
pdb-damage-trailing = des octets suivent la fin
pdb-damage-blank = case vide hors limites
pdb-damage-part = cette partie n'existe pas
pdb-damage-inconsistent = l'entrée { $entry } de la base de données { $database } est incohérente : { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }, mais { $neighbour } à un coup de là (les entrées ont été modifiées)

## Search: engines, records, replay, why this node, exercises' grading (src/search)

replay-ragged = les colonnes d'un fragment de l'enregistrement n'ont pas la même longueur
replay-kind = événement { $event } : { $value } n'est pas un type d'événement
replay-fate = événement { $event } : { $value } n'est pas un devenir de nœud
replay-out-of-order = événement { $event } : le nœud { $node } de l'arbre arrive dans le désordre (le suivant est { $expected })
replay-unknown-node = événement { $event } : le nœud { $node } de l'arbre n'existe pas encore
replay-no-such-node = il n'y a pas de nœud { $node } dans l'arbre
replay-no-question = il n'y a aucun développement après l'étape { $step } sur lequel poser une question
replay-not-a-choice = le nœud { $node } de l'arbre ne fait pas partie des choix
replay-not-a-move = nœud { $node } de l'arbre : la case { $cell } n'est pas à un coup de la case vide de son parent
exercise-question-count = « { $text } » n'est pas un nombre de questions : utilisez un nombre entier de 1 à { $most }
exercise-unknown = exercice inconnu « { $name } » : utilisez { $known }
record-cap = une recherche enregistre de 1 à { $most } développements, pas { $given }
record-cap-number = { $number }
record-cap-text = « { $text } »
replay-no-frontier = { $algorithm } ne garde aucune frontière à rejouer
record-chunk-unbuilt = impossible de construire un fragment de l'enregistrement
bench-line = ligne { $line } : { $problem }
bench-no-optimal = `id optimal t0 t1 ...` attendu
bench-bad-optimal = « { $text } » n'est pas une longueur optimale (un nombre entier)
bench-empty = il ne contient aucune instance (lignes `id optimal t0 t1 ...`)
bench-too-large = il est trop grand : au plus { $most } instances et 16 Mio sont lus
bench-bad-random = « random:{ $spec } » n'est pas une spécification aléatoire : écrivez random:RxC:NOMBRE ou random:RxC:NOMBRE:GRAINE, par ex. random:10x10:100

## Solve: algorithms, plans, limits, retries, reports (src/solve)

## Game (src/play)

## Lab (src/lab)

## Check a student's work (src/check)

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
