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
board-missing-blank = ; il manque la case vide
board-missing-tiles = ; { $count ->
        [one] il manque le carreau { $tiles }
       *[other] il manque les carreaux { $tiles }
    }
board-missing-blank-and-tiles = ; il manque la case vide et { $count ->
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

## Search: engines, records, replay, why this node, exercises' grading (src/search)

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
