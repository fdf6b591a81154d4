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

solve-retry-idastar-databases = Résoudre avec IDA* + bases de données
solve-retry-anytime = Résoudre avec la recherche anytime
solve-retry-idastar-linear-conflict = Résoudre avec IDA* + conflit linéaire
solve-retry-fast = Résoudre avec le solveur rapide
solve-why-idastar-databases = IDA* avec les bases de données de motifs ne garde en mémoire que son chemin et trouve la solution la plus courte en quelques secondes
solve-why-anytime = la recherche anytime répond aussitôt pour un taquin 5×5 et raccourcit sa réponse pendant qu'elle tourne (Arrêter garde la meilleure)
solve-why-idastar-linear-conflict = IDA* avec le conflit linéaire ne garde en mémoire que son chemin et trouve aussitôt la solution la plus courte
solve-why-fast = le solveur rapide répond en un instant sur des grilles aussi grandes (pas toujours avec le moins de coups)
solve-retry-without-node-limit = Résoudre à nouveau sans la limite de nœuds
solve-retry-without-time-limit = Résoudre à nouveau sans la limite de temps
solve-retry-without-memory-limit = Résoudre à nouveau sans la limite de mémoire
solve-retry-with-memory = Résoudre à nouveau avec { $mb } Mo
solve-why-node-limit = il lui faut plus de développements que la limite n'en permet
solve-why-time-limit = il lui faut plus de temps que la limite n'en permet
solve-why-memory-limit = il lui faut plus de mémoire que la limite n'en permet
solve-suggest-uninformed = A* ou IDA* avec l'heuristique du conflit linéaire explorent bien moins d'états
solve-suggest-astar = IDA* ne demande presque pas de mémoire, et A* pondéré trouve bien plus vite une réponse presque optimale
solve-suggest-idastar = A* pondéré trouve bien plus vite une réponse presque optimale
solve-suggest-fast = relevez la limite : le solveur rapide a besoin de peu de développements, mais de plus que cela
solve-suggest-anytime = relevez la limite : la recherche anytime répond dès qu'elle trouve sa première solution
solve-stopped-node-limit = arrêt après { $count ->
        [one] { $count } nœud développé
        [many] { $count } de nœuds développés
       *[other] { $count } nœuds développés
    }, la limite ; { $advice }.
solve-stopped-memory-limit = arrêt après { $count ->
        [one] { $count } nœud développé
        [many] { $count } de nœuds développés
       *[other] { $count } nœuds développés
    } à la limite de mémoire ({ $mb } Mo) : les { $stored } grilles qu'elle garde en mémoire l'ont remplie ; { $advice }.
solve-stopped-time-limit = arrêt après { $ms } ms, la limite de temps, avec { $count ->
        [one] { $count } nœud développé
        [many] { $count } de nœuds développés
       *[other] { $count } nœuds développés
    } ; { $advice }.
solve-cancelled = annulé après { $count ->
        [one] { $count } nœud développé
        [many] { $count } de nœuds développés
       *[other] { $count } nœuds développés
    }.
solve-stopped-depth-limit = aucune solution dans la limite de profondeur de { $depth ->
        [one] { $depth } coup
        [many] { $depth } de coups
       *[other] { $depth } coups
    } (la recherche en profondeur d'abord ne descend pas plus bas) ; { $advice }.
solve-cancelled-before-start = annulé pendant la préparation des bases de données de motifs ; rien n'a été gardé.
solve-stopped-before-start = arrêt après { $ms } ms, la limite de temps ({ $limit } ms), avant le début de la recherche : les bases de données de motifs dont elle a besoin étaient encore en préparation (leur construction prend quelques secondes, une seule fois) ; relevez la limite de temps.

## Game (src/play)

play-solved = Résolu en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }, { $time }.
play-solved-optimal = { $solved } Optimum : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } ({ $over }).
play-solved-best-known = { $solved } Meilleur connu : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } ({ $over }).
play-share = npuzzle du jour { $date } { $shape } : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } (par { $par }), { $time }

## Lab (src/lab)

## Check a student's work (src/check)

check-algorithm = { $algorithm ->
        [bfs] BFS
        [dfs] DFS
        [iddfs] IDDFS
        [greedy] la recherche gloutonne
        [ucs] la recherche à coût uniforme
        [astar] A*
        [wastar] A* pondéré
        [idastar] IDA*
       *[other] { $algorithm }
    }
check-heuristic = { $heuristic ->
        [none] aucune heuristique
        [hamming] Hamming
        [manhattan] Manhattan
        [linear-conflict] conflit linéaire
       *[other] { $heuristic }
    }
check-spec = { $algorithm }
check-spec-heuristic = { $algorithm } avec { $heuristic }
check-spec-weighted = { $algorithm } (w = { $weight }) avec { $heuristic }
check-nothing = { "" }
check-valid = une trace valide de { $spec }, { $count ->
        [one] { $count } développement
        [many] { $count } de développements
       *[other] { $count } développements
    }{ $variant }{ $limit }{ $iterations }
check-valid-variant = { " " }: { $variant }
check-valid-variant-others = { " " }: { $variant } (ou { $count ->
        [one] { $count } autre variante
        [many] { $count } d'autres variantes
       *[other] { $count } autres variantes
    })
check-valid-depth-limit = , les grilles de profondeur { $depth } écartées sans être développées
check-valid-iterations = , en { $count ->
        [one] { $count } itération
        [many] { $count } d'itérations
       *[other] { $count } itérations
    }
check-mistake-not-start = le développement 1 est { $board }, et non la grille de départ { $start }
check-mistake-not-generated = le développement { $expansion } n'a jamais été généré : il n'est à un coup d'aucune grille développée avant lui
check-mistake-repeated-graph = le développement { $expansion } répète le développement { $earlier }, or une recherche en graphe ne développe chaque grille qu'une fois
check-mistake-repeated-tree = le développement { $expansion } répète le développement { $earlier }, et aucune grille développée depuis ne l'a générée à nouveau
check-mistake-not-waiting = développement { $expansion } : { $board } a été générée, mais un coup qui annule le précédent ne l'est pas
check-mistake-deeper = développement { $expansion } : { $algorithm } a développé une grille de profondeur { $depth } alors que { $count ->
        [one] { $count } grille de profondeur { $waiting-depth } attendait : { $example }
        [many] { $count } de grilles de profondeur { $waiting-depth } attendaient, par exemple { $example }
       *[other] { $count } grilles de profondeur { $waiting-depth } attendaient, par exemple { $example }
    }
check-mistake-not-on-top = développement { $expansion } : { $algorithm } prend d'abord les grilles les plus récentes, mais { $board } n'en faisait pas partie : { $count ->
        [one] { $count } grille générée par le développement { $from } attendait : { $example }
        [many] { $count } de grilles générées par le développement { $from } attendaient, par exemple { $example }
       *[other] { $count } grilles générées par le développement { $from } attendaient, par exemple { $example }
    }
check-mistake-not-best = développement { $expansion } : { $board } a { $key } = { $value }, mais { $count ->
        [one] { $count } grille avec { $key } = { $best } attendait : { $example }
        [many] { $count } de grilles avec { $key } = { $best } attendaient, par exemple { $example }
       *[other] { $count } grilles avec { $key } = { $best } attendaient, par exemple { $example }
    }
check-mistake-over-depth-limit = développement { $expansion } : { $board } est à la profondeur { $depth }, au-delà de la limite de profondeur { $bound } de l'itération
check-mistake-over-bound = développement { $expansion } : { $board } a f = { $f }, au-dessus du seuil { $bound } de l'itération
check-mistake-too-deep = développement { $expansion } : { $board } est à la profondeur { $depth }, mais la recherche avait écarté comme trop profondes les grilles de profondeur { $limit }
check-mistake-not-root = développement { $expansion } : { $board } suit la fin d'une itération ; la suivante, de seuil { $bound }, repart de la grille de départ
check-mistake-exhausted = développement { $expansion } : { $board } vient alors que la recherche n'avait plus rien à développer
check-mistake-ends-before-goal = la trace s'arrête avant que le but soit développé
check-mistake-after-goal-generated = la trace continue après le but : le développement { $goal } l'a généré, et le développement { $expansion } suit
check-mistake-after-goal-expanded = la trace continue après le but : le développement { $goal } l'a développé, et le développement { $expansion } suit
check-hint-greedy = c'est un ordre valide de la recherche gloutonne avec { $heuristic } : la priorité ressemble à h seul, sans g
check-hint-uniform-cost = c'est un ordre valide de la recherche à coût uniforme : la priorité ressemble à g seul, sans h
check-hint-dfs-not-bfs = c'est un ordre valide de DFS : une pile là où BFS demande une file
check-hint-bfs-not-dfs = c'est un ordre valide de BFS : une file là où DFS demande une pile
check-hint-other-heuristic = c'est un ordre valide de { $algorithm } avec { $heuristic }, et non { $asked }
check-hint-other = c'est un ordre valide de { $spec }
check-sentences = { $first } { $rest }
check-read = { $count ->
        [one] { $count } coup, lu selon { $how }{ $why }.
        [many] { $count } de coups, lus selon { $how }{ $why }.
       *[other] { $count } coups, lus selon { $how }{ $why }.
    }
check-read-tile-directions = le sens où glisse chaque carreau
check-read-blank-directions = le sens où va la case vide
check-read-tile-numbers = le numéro du carreau déplacé
check-read-boards = les grilles l'une après l'autre
check-read-asked = , comme demandé
check-read-only-legal = , la seule lecture légale
check-read-same-end = { " " }(la lecture du README : les deux sont légales et finissent sur la même grille)
check-read-only-reaches-goal = { " " }: les deux lectures sont légales, et seule celle-ci atteint le but
check-read-goes-further = { " " }: aucune lecture n'est légale, et celle-ci va plus loin
check-solved = Tous les coups sont légaux et le but est atteint en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }.
check-solved-optimal = Tous les coups sont légaux et le but est atteint en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } : c'est optimal.
check-solved-longer = Tous les coups sont légaux et le but est atteint en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }, { $more } de plus que l'optimum, { $best }.
check-solved-at-least = Tous les coups sont légaux et le but est atteint en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } ; l'optimum est d'au moins { $bound }.
check-stops-short = { $count ->
        [one] Le coup est légal, mais le but n'est pas atteint.
       *[other] Les { $count } coups sont légaux, mais le but n'est pas atteint.
    }
check-start-is-goal = La grille de départ est déjà le but, et { $count ->
        [one] { $count } coup suit.
        [many] { $count } de coups suivent.
       *[other] { $count } coups suivent.
    }
check-passed-goal = Le but est atteint après le coup { $at }, et { $count ->
        [one] { $count } coup de plus suit.
        [many] { $count } de coups de plus suivent.
       *[other] { $count } coups de plus suivent.
    }
check-ends = Les coups joués finissent sur { $board }, à une distance de Manhattan de { $distance } du but.
check-wrong-no-tile = Coup { $step }, { $written } : { $edge ->
        [up] aucun carreau au-dessus de la case vide, qui est sur la ligne du haut.
        [down] aucun carreau au-dessous de la case vide, qui est sur la ligne du bas.
        [left] aucun carreau à gauche de la case vide, qui est sur la colonne de gauche.
       *[right] aucun carreau à droite de la case vide, qui est sur la colonne de droite.
    }
check-wrong-blank-at-edge = Coup { $step }, { $written } : { $edge ->
        [up] la case vide ne peut pas monter, elle est sur la ligne du haut.
        [down] la case vide ne peut pas descendre, elle est sur la ligne du bas.
        [left] la case vide ne peut pas aller à gauche, elle est sur la colonne de gauche.
       *[right] la case vide ne peut pas aller à droite, elle est sur la colonne de droite.
    }
check-wrong-tile = Coup { $step } : { $reason }.
check-wrong-first-board = La grille 1 n'est ni la grille de départ ni à un coup d'elle.
check-wrong-board = La grille { $board } n'est pas à un coup de la grille { $before }.
check-error-empty-trace = la trace est vide : listez les grilles que la recherche a développées, la grille de départ en premier
check-error-trace-shape = le développement { $expansion } est une grille { $found }, mais la grille de départ est { $expected }
check-error-goal-shape = le but est une grille { $found }, mais la grille de départ est { $expected }
check-error-algorithm = { $algorithm } lance d'autres recherches : vérifiez une trace de bfs, dfs, iddfs, greedy, ucs, astar, wastar ou idastar
check-error-databases = les bases de données de motifs ({ $heuristic }) ne sont pas disponibles pour le vérificateur : utilisez hamming, manhattan, linear-conflict ou custom:a,b,c,d
check-trace-too-long = la trace fait { $bytes } octets ; une trace fait au plus 16 Mio ({ $most } octets)
check-trace-too-many-boards = la trace contient plus de { $most } grilles, le maximum pour une trace
check-trace-no-boards = aucune grille { $shape } trouvée dans la trace : écrivez une grille par ligne, ou les lignes de chaque grille sur des lignes consécutives
check-trace-bad-board = grille { $index } (ligne { $line }) : { $reason }
check-trace-wrong-shape = la grille { $index } (ligne { $line }) est une grille { $found }, mais la grille de départ est { $expected }
check-trace-part-board = la grille { $index } (ligne { $line }) a { $found } des { $rows } lignes d'une grille { $shape } : les lignes d'une grille se suivent
check-trace-unclosed = la liste de grilles ouverte à la ligne 1 ne se ferme jamais : il manque un ] ou un )
check-convention-unknown = « { $name } » n'est pas une convention : utilisez { $list }
check-moves-empty = aucun coup n'a été donné : écrivez les coups en lettres (U D L R), en mots, en numéros de carreaux ou en grilles
check-moves-too-many = la liste a plus de { $most } coups, le maximum pour une solution
check-moves-unreadable = « { $token } » (mot { $word }) n'est pas un coup : écrivez U, D, L, R ou up, down, left, right, ou des numéros de carreaux, ou des grilles
check-moves-ambiguous = les directions sont légales lues dans les deux sens et finissent sur des grilles différentes : comme coups des carreaux (la convention du README), sur { $tile-end }, à une distance de Manhattan de { $tile-distance } du but ; comme coups de la case vide, sur { $blank-end }, à une distance de { $blank-distance } ; précisez la convention (tile ou blank)

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
