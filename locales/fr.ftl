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

## Heuristics and pattern databases (src/heuristic)

## Search: engines, records, replay, why this node, exercises' grading (src/search)

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
solve-error-unsolvable = cette grille est insoluble. { $reason }
solve-error-pdb-needs-4x4 = l'heuristique { $heuristic } demande une grille 4x4, pas { $shape } ; utilisez linear-conflict
solve-error-too-large-for = les bases de données de motifs { $heuristic } demandent environ { $mb } Mo pour être construites, trop pour { $platform } : utilisez pdb (6-6-3) ou pdb-5-5-5
solve-error-shape-mismatch = le but est { $goal } mais la grille est { $board } ; ils doivent avoir la même forme
solve-error-not-recordable = le solveur rapide ne peut pas être enregistré (sa recherche se fait par morceaux, chacun avec son propre arbre) ; enregistrez plutôt idastar
solve-error-inner = { $reason }
solve-error-missing-databases = { $databases } ne sont pas chargées : construisez-les ou chargez-les d'abord
solve-error-not-generic = { $algorithm } demande les bases de données de motifs ou les solveurs des grandes grilles, que cette version ne contient pas
solve-platform-native = cette machine
solve-platform-browser = un navigateur
solve-limit-expanded-zero = la limite de nœuds développés doit être d'au moins 1
solve-limit-time = la limite de temps doit être un nombre positif de millisecondes, pas { $ms }
solve-limit-memory-zero = la limite de mémoire doit être d'au moins 1 Mo
solve-limit-memory-too-high = la limite de mémoire est d'au plus { $most } Mo dans { $platform } (une instance WebAssembly s'arrête à 4 Go, et les tables d'une recherche grandissent en doublant), pas { $mb } Mo
solve-weight-too-low = le poids doit être un nombre d'au moins 1, pas { $weight }
solve-weight-too-high = le poids doit être d'au plus 100 (A* pondéré est une recherche gloutonne bien avant), pas { $weight }
solve-algorithm-unknown = algorithme inconnu « { $name } » : utilisez { $list }
solve-algorithm-uninformed = { $algorithm } n'utilise pas d'heuristique, donc « { $heuristic } » ne peut pas aller avec lui

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
play-date-unreadable = « { $text } » n'est pas une date : écrivez-la sous la forme année-mois-jour, comme 2026-11-25
play-date-no-such-day = { $date } n'est pas un jour du calendrier (années { $first } à { $last })
play-date-out-of-range = { $ms } ms n'est pas un instant entre { $first } et { $last }
play-daily-size = le taquin du jour existe en 3x3 ou 4x4, pas en { $shape }
play-daily-none-in-band = aucune grille { $shape } de par { $band } parmi les { $candidates } premières candidates pour le { $date }

## Lab (src/lab)

lab-error-inner = { $reason }
lab-error-size = le laboratoire vérifie les grilles 2x2, 2x3, 3x3 et 2x4, pas { $shape } : les plus grandes ont trop d'états pour les visiter tous
lab-error-four-by-four = la base de données de motifs du laboratoire est pdb (faite pour la taille de la grille) ; { $name } est celle du taquin 4×4

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
check-variant = { $repeats ->
        [tree] recherche arborescente (les grilles répétées sont développées à nouveau)
        [tree-not-parent] recherche arborescente qui ne génère jamais la grille d'où elle vient
        [path-check] recherche arborescente qui saute les grilles déjà sur son chemin
        [graph-skip-generated] recherche en graphe, une grille répétée écartée à sa génération
        [graph-skip-expanded] recherche en graphe, une grille répétée écartée quand elle est prise
        [graph-reopen] recherche en graphe, une grille remise en file quand un chemin plus court l'atteint
       *[other] { $repeats }
    }, { $goal ->
        [generated] le test de but à la génération
       *[taken] le test de but au développement
    }

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
