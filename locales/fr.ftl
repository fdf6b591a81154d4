# Français: translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/fr.md.

## Lists

list-one = { $item }
list-or-pair = { $first } ou { $last }
list-and-pair = { $first } et { $last }
list-comma = { $first }, { $last }
list-sentences = { $first } { $rest }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = Il n’y a pas de langue « { $tag } ».
language-unreadable = Le catalogue { $tag } n’a pas pu être lu : { $problem }
language-menu = Langue
language-missing = { $count ->
        [one] { $count } phrase n’est pas encore traduite dans cette langue ; elle s’affiche en anglais.
        [many] { $count } de phrases ne sont pas encore traduites dans cette langue ; elles s’affichent en anglais.
       *[other] { $count } phrases ne sont pas encore traduites dans cette langue ; elles s’affichent en anglais.
    }
language-failed = Les textes en { $language } n’ont pas pu être chargés ({ $problem }) : la page est en anglais.

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
shape-unreadable = « { $text } » n’est pas une taille : écrivez lignes x colonnes, comme 4x4
goal-shape-mismatch = le but est { $goal } mais la grille est { $board } ; ils doivent avoir la même forme
goal-unreadable = le but n’est ni « blank-last », ni « blank-first », ni une grille : { $reason }
move-no-tile-to-slide = aucun carreau ne peut glisser vers { $direction ->
        [up] le haut
        [down] le bas
        [left] la gauche
       *[right] la droite
    } : la case vide est au bord de la grille
move-not-next-to-blank = le carreau { $tile } n’est pas à côté de la case vide, il ne peut donc pas glisser
move-no-such-tile = il n’y a pas de carreau { $tile } sur cette grille (les carreaux vont de 1 à { $last })
move-not-in-line = le carreau { $tile } n’est ni sur la ligne ni sur la colonne de la case vide, il ne peut donc pas glisser
move-no-such-cell = il n’y a pas de case { $cell } sur cette grille (les cases vont de 0 à { $last })
move-unreadable = « { $text } » n’est pas un coup : utilisez U, D, L, R (le sens où glisse le carreau) ou un numéro de carreau
parse-at-row = ligne { $row }, position { $item }
parse-at = position { $item }
parse-too-long = l’entrée fait { $count } octets ; une grille fait au plus 64 Kio de texte
parse-empty = l’entrée est vide : tapez une grille, par exemple 1 2 3 4 5 6 7 8 0
parse-not-a-number = « { $token } » en { $at } n’est pas un nombre (écrivez la case vide 0, _, . ou -)
parse-huge-number = { $token } en { $at } est hors limites : les carreaux vont au plus jusqu’à 99
parse-ragged-rows = la ligne { $row } a { $count ->
        [one] { $count } nombre
        [many] { $count } de nombres
       *[other] { $count } nombres
    } mais la ligne 1 en a { $expected } ; chaque ligne doit en avoir autant
parse-not-square = { $count ->
        [one] { $count } nombre ne forme
        [many] { $count } de nombres ne forment
       *[other] { $count } nombres ne forment
    } pas une grille carrée ; { $squares } ; pour un rectangle, écrivez chaque ligne de la grille sur sa propre ligne ou commencez par sa forme, comme 3x4:
parse-square-fit = { $cells } forment une grille { $shape }
parse-squares-between = { $below } et { $above }
parse-squares-largest = { $below } (la plus grande)
parse-compact-too-long = « { $token } » a { $count } chiffres, mais des chiffres écrits collés ne valent que pour des grilles d’au plus 10 cases ; séparez les nombres par des espaces
parse-bad-prefix = « { $text }: » n’est pas une forme : écrivez lignes x colonnes avant les deux-points, comme 3x4:
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
    } dans l’ordre inverse de celui du but (inversions). { $rule } { $verdict }
solvable-even-width = La largeur { $width } est paire, donc un coup vers le haut ou vers le bas change le nombre d’inversions d’un nombre impair pendant que la case vide change de ligne : les inversions plus la distance de la case vide à sa ligne but (ici { $inversions } + { $distance } = { $parity }) restent toujours paires ou toujours impaires.
solvable-odd-width = La largeur { $width } est impaire, donc aucun coup ne change la parité du nombre d’inversions (ici { $inversions }).
solvable-yes = Soluble : { $parity } est pair, comme pour le but.
solvable-no = Insoluble : { $parity } est impair mais le but a 0, donc aucune suite de coups ne peut l’atteindre. Échanger les carreaux { $first } et { $second } la rend soluble.
move-in-list = coup { $step } sur { $count } : { $reason }

## Heuristics and pattern databases (src/heuristic)

explain-hamming = h = { $h } (Hamming : { $misplaced ->
        [one] { $misplaced } carreau sur { $tiles } n’est pas sur sa case but
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
explain-lookups-reflected = h = { $h } = { $terms } (consultation symétrique ; la directe : { $other }) (bases de données de motifs { $partition })
explain-lookups-direct = h = { $h } = { $terms } (consultation directe ; la symétrique : { $other }) (bases de données de motifs { $partition })
explain-with-truth = { $sum } · h* = { $distance }
explain-awaiting = Les bases de données de motifs { $partition } ne sont pas encore chargées (une résolution qui les utilise les charge) ; en attendant, conflit linéaire : { $sum }
custom-count = une heuristique personnalisée se compose de quatre nombres : les poids de Hamming, de Manhattan et du conflit linéaire, et une constante (custom:0,1.5,0,0), pas « { $text } »
custom-unreadable = { $part } doit être un nombre d’au plus trois décimales (comme 1.5), pas « { $text } »
custom-out-of-range = { $part } doit être compris entre -{ $max } et { $max }, pas { $text }
custom-hamming-weight = le poids de Hamming
custom-manhattan-weight = le poids de Manhattan
custom-conflict-weight = le poids du conflit linéaire
custom-constant = la constante
heuristic-unknown = heuristique inconnue « { $name } » : utilisez { $known } (les pdb sur les grilles 4x4 seulement), ou custom:a,b,c,d
pdb-unknown-partition = partition inconnue « { $name } » : utilisez { $known }
pdb-not-four-by-four = les bases de données de motifs sont prévues pour les grilles 4x4, pas { $shape }
pdb-no-such-cell = la case but de la case vide va de 0 à { $last }, pas { $cell }
pdb-unknown-key = « { $text } » ne désigne pas des bases de données de motifs (comme pdb-v3/6-6-3/0)
pdb-blank-mismatch = ces bases de données sont prévues pour une case vide finissant sur la case { $built }, mais dans le but, la case vide finit sur la case { $goal }
pdb24-not-five-by-five = les bases de données de motifs 5x5 sont prévues pour les grilles 5x5, pas { $shape }
pdb24-unknown-partition = partition 5x5 inconnue « { $name } » : utilisez { $known }
pdb24-unknown-key = « { $text } » ne désigne pas des bases de données de motifs 5x5 (comme pdb5x5-v1/5-5-5-5-4/0)
pdb-set = les bases de données de motifs { $partition } pour la case vide finissant sur la case { $cell }
pdb24-set = les bases de données de motifs { $partition } de la grille 5x5 pour la case vide finissant sur la case { $cell }
small-pdb-too-large = ces bases de données de motifs sont prévues pour des grilles d’au plus { $most } cases, pas { $shape }
pdb-wrong-part = la base de données proposée n’est pas la partie { $part } de { $set }
heuristic-too-large-for-tab = l’heuristique { $heuristic } demande plus de mémoire qu’un onglet de navigateur n’en a
pdb-damage = ce n’est pas une base de données de motifs : { $problem }
pdb-damage-header = en-tête incorrect
pdb-damage-partition = partition inconnue
pdb-damage-count = compte invalide
pdb-damage-checksum = la somme de contrôle ne correspond pas (les données sont endommagées)
pdb-damage-trailing = des octets suivent la fin
pdb-damage-blank = case vide hors limites
pdb-damage-part = cette partie n’existe pas
pdb-damage-inconsistent = l’entrée { $entry } de la base de données { $database } est incohérente : { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }, mais { $neighbour } à un coup de là (les entrées ont été modifiées)

## Search: engines, records, replay, why this node, exercises' grading (src/search)

replay-ragged = les colonnes d’un fragment de l’enregistrement n’ont pas la même longueur
replay-kind = événement { $event } : { $value } n’est pas un type d’événement
replay-fate = événement { $event } : { $value } n’est pas un devenir de nœud
replay-out-of-order = événement { $event } : le nœud { $node } de l’arbre arrive dans le désordre (le suivant est { $expected })
replay-unknown-node = événement { $event } : le nœud { $node } de l’arbre n’existe pas encore
replay-no-such-node = il n’y a pas de nœud { $node } dans l’arbre
replay-no-question = il n’y a aucun développement après l’étape { $step } sur lequel poser une question
replay-not-a-choice = le nœud { $node } de l’arbre ne fait pas partie des choix
replay-not-a-move = nœud { $node } de l’arbre : la case { $cell } n’est pas à un coup de la case vide de son parent
exercise-question-count = « { $text } » n’est pas un nombre de questions : utilisez un nombre entier de 1 à { $most }
exercise-unknown = exercice inconnu « { $name } » : utilisez { $known }
record-cap = une recherche enregistre de 1 à { $most } développements, pas { $given }
record-cap-number = { $number }
record-cap-text = « { $text } »
replay-no-frontier = { $algorithm } ne garde aucune frontière à rejouer
record-chunk-unbuilt = impossible de construire un fragment de l’enregistrement

## Solve: algorithms, plans, limits, retries, reports (src/solve)

solve-retry-idastar-databases = Résoudre avec IDA* + bases de données
solve-retry-anytime = Résoudre avec la recherche interruptible
solve-retry-idastar-linear-conflict = Résoudre avec IDA* + conflit linéaire
solve-retry-fast = Résoudre avec le solveur rapide
solve-why-idastar-databases = IDA* avec les bases de données de motifs ne garde en mémoire que son chemin et trouve la solution la plus courte en quelques secondes
solve-why-anytime = la recherche interruptible répond aussitôt pour un taquin 5×5 et raccourcit sa réponse pendant qu’elle tourne (Arrêter garde la meilleure)
solve-why-idastar-linear-conflict = IDA* avec le conflit linéaire ne garde en mémoire que son chemin et trouve aussitôt la solution la plus courte
solve-why-fast = le solveur rapide répond en un instant sur des grilles aussi grandes (pas toujours avec le moins de coups)
solve-retry-without-node-limit = Résoudre à nouveau sans la limite de nœuds
solve-retry-without-time-limit = Résoudre à nouveau sans la limite de temps
solve-retry-without-memory-limit = Résoudre à nouveau sans la limite de mémoire
solve-retry-with-memory = Résoudre à nouveau avec { $mb } Mo
solve-why-node-limit = il lui faut plus de développements que la limite n’en permet
solve-why-time-limit = il lui faut plus de temps que la limite n’en permet
solve-why-memory-limit = il lui faut plus de mémoire que la limite n’en permet
solve-suggest-uninformed = A* ou IDA* avec l’heuristique du conflit linéaire explorent bien moins d’états
solve-suggest-astar = IDA* ne demande presque pas de mémoire, et A* pondéré trouve bien plus vite une réponse presque optimale
solve-suggest-idastar = A* pondéré trouve bien plus vite une réponse presque optimale
solve-suggest-fast = relevez la limite : le solveur rapide a besoin de peu de développements, mais de plus que cela
solve-suggest-anytime = relevez la limite : la recherche interruptible répond dès qu’elle trouve sa première solution
solve-stopped-node-limit = arrêt à la limite de { $count ->
        [one] { $count } nœud développé
        [many] { $count } de nœuds développés
       *[other] { $count } nœuds développés
    } ; { $advice }.
solve-stopped-memory-limit = arrêt après { $count ->
        [one] { $count } nœud développé
        [many] { $count } de nœuds développés
       *[other] { $count } nœuds développés
    } à la limite de mémoire ({ $mb } Mo) : les { $stored } grilles qu’elle garde en mémoire l’ont remplie ; { $advice }.
solve-stopped-time-limit = arrêt à la limite de temps ({ $ms } ms), avec { $count ->
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
    } (la recherche en profondeur d’abord ne descend pas plus bas) ; { $advice }.
solve-cancelled-before-start = annulé pendant la préparation des bases de données de motifs ; rien n’a été gardé.
solve-stopped-before-start = arrêt après { $ms } ms, la limite de temps ({ $limit } ms), avant le début de la recherche : les bases de données de motifs dont elle a besoin étaient encore en préparation (leur construction prend quelques secondes, une seule fois) ; relevez la limite de temps.
solve-error-unsolvable = cette grille est insoluble. { $reason }
solve-error-pdb-needs-4x4 = l’heuristique { $heuristic } demande une grille 4x4, pas { $shape } ; utilisez linear-conflict
solve-error-too-large-for = les bases de données de motifs { $heuristic } demandent environ { $mb } Mo pour être construites, trop pour { $platform } : utilisez pdb (6-6-3) ou pdb-5-5-5
solve-error-shape-mismatch = le but est { $goal } mais la grille est { $board } ; ils doivent avoir la même forme
solve-error-not-recordable = le solveur rapide ne peut pas être enregistré (sa recherche se fait par morceaux, chacun avec son propre arbre) ; enregistrez plutôt idastar
solve-error-missing-databases = { $databases } ne sont pas chargées : construisez-les ou chargez-les d’abord
solve-error-not-generic = { $algorithm } demande les bases de données de motifs ou les solveurs des grandes grilles, que cette version ne contient pas
solve-platform-native = cette machine
solve-platform-browser = un navigateur
solve-limit-expanded-zero = la limite de nœuds développés doit être d’au moins 1
solve-limit-time-not-positive = la limite de temps doit être un nombre positif de millisecondes, pas { $ms }
solve-limit-memory-zero = la limite de mémoire doit être d’au moins 1 Mo
solve-limit-memory-too-high = la limite de mémoire est d’au plus { $most } Mo dans { $platform } (une instance WebAssembly s’arrête à 4 Go, et les tables d’une recherche grandissent en doublant), pas { $mb } Mo
solve-weight-too-low = le poids doit être un nombre d’au moins 1, pas { $weight }
solve-weight-too-high = le poids doit être d’au plus 100 (A* pondéré est une recherche gloutonne bien avant), pas { $weight }
solve-algorithm-unknown = algorithme inconnu « { $name } » : utilisez { $list }
solve-algorithm-uninformed = { $algorithm } n’utilise pas d’heuristique, donc « { $heuristic } » ne peut pas lui être associée

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
play-date-unreadable = « { $text } » n’est pas une date : écrivez-la sous la forme année-mois-jour, comme 2026-11-25
play-date-no-such-day = { $date } n’est pas un jour du calendrier (années { $first } à { $last })
play-date-out-of-range = { $ms } ms n’est pas un instant entre { $first } et { $last }
play-daily-no-size = le taquin du jour existe en 3x3 ou 4x4, pas en { $shape }
play-daily-none-in-band = aucune grille { $shape } de par { $band } parmi les { $candidates } premières candidates pour le { $date }

## Lab (src/lab)

lab-error-size = le laboratoire vérifie les grilles 2x2, 2x3, 3x3 et 2x4, pas { $shape } : les plus grandes ont trop d’états pour les visiter tous
lab-error-four-by-four = la base de données de motifs du laboratoire est pdb (faite pour la taille de la grille) ; { $name } est celle du taquin 4×4
## Check a student's work (src/check)

check-variant = { $repeats ->
        [tree] recherche arborescente (les grilles répétées sont développées à nouveau)
        [tree-not-parent] recherche arborescente qui ne génère jamais la grille d’où elle vient
        [path-check] recherche arborescente qui écarte les grilles déjà sur son chemin
        [graph-skip-generated] recherche en graphe, une grille répétée écartée à sa génération
        [graph-skip-expanded] recherche en graphe, une grille répétée écartée quand elle sort de la frontière
        [graph-reopen] recherche en graphe, une grille remise en file quand un chemin plus court l’atteint
       *[other] { $repeats }
    }, { $goal ->
        [generated] le test de but à la génération
       *[taken] le test de but au développement
    }

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

label-algorithm-bfs = Recherche en largeur d’abord
label-algorithm-bfs-short = BFS
label-algorithm-bfs-note = Optimale. Explore toutes les grilles niveau par niveau ; gourmande en mémoire.
label-algorithm-dfs = Recherche en profondeur d’abord
label-algorithm-dfs-short = DFS
label-algorithm-dfs-note = Limitée en profondeur et non optimale : un exemple pédagogique.
label-algorithm-iddfs = Recherche en profondeur itérative
label-algorithm-iddfs-short = IDDFS
label-algorithm-iddfs-note = Optimale avec peu de mémoire, mais lente.
label-algorithm-greedy = Recherche gloutonne par le meilleur d’abord
label-algorithm-greedy-short = Gloutonne
label-algorithm-greedy-note = Rapide, ne suit que l’heuristique ; solutions longues.
label-algorithm-ucs = Recherche à coût uniforme
label-algorithm-ucs-short = UCS
label-algorithm-ucs-note = Optimale ; avec des coups de coût unitaire, elle se comporte comme BFS.
label-algorithm-astar = A*
label-algorithm-astar-note = Optimal. Guidé par l’heuristique ; garde tout ce qu’il voit.
label-algorithm-wastar = A* pondéré
label-algorithm-wastar-note = Au plus poids × le nombre optimal de coups, beaucoup plus rapide.
label-algorithm-idastar = IDA*
label-algorithm-idastar-note = Optimal avec presque pas de mémoire ; le choix pour le taquin 4×4.
label-algorithm-auto = Automatique
label-algorithm-auto-short = Auto
label-algorithm-auto-note = Choisit un algorithme adapté à la grille.
label-algorithm-fast = Rapide
label-algorithm-fast-note = Une réponse rapide, pas forcément la plus courte.
label-algorithm-anytime = Recherche en faisceau interruptible
label-algorithm-anytime-short = Interruptible
label-algorithm-anytime-note = Des réponses de plus en plus courtes, chacune avec une borne inférieure prouvée de l’optimum.
label-heuristic-none = Aucune (zéro)
label-heuristic-none-short = sans heuristique
label-heuristic-hamming = Hamming : carreaux mal placés
label-heuristic-hamming-short = Hamming
label-heuristic-manhattan = Distance de Manhattan
label-heuristic-manhattan-short = Manhattan
label-heuristic-linear-conflict = Conflit linéaire
label-heuristic-linear-conflict-short = conflit linéaire
label-heuristic-pdb = Base de données de motifs
label-heuristic-pdb-short = PDB
label-heuristic-pdb-5-5-5 = Base de données de motifs (5-5-5)
label-heuristic-pdb-5-5-5-short = PDB 5-5-5
label-heuristic-pdb-7-7-1 = Base de données de motifs (7-7-1)
label-heuristic-pdb-7-7-1-short = PDB 7-7-1
label-heuristic-pdb-7-8 = Base de données de motifs (7-8)
label-heuristic-pdb-7-8-short = PDB 7-8
label-heuristic-pdb-5-5-5-5-4 = Base de données de motifs (5-5-5-5-4)
label-swap-fix = Échanger les carreaux { $a } et { $b } pour la rendre soluble
label-reason-expanded-limit-short = limite de nœuds
label-reason-memory-limit-short = limite de mémoire
label-reason-time-limit-short = limite de temps
label-reason-cancelled-short = annulée
label-reason-depth-limit-short = limite de profondeur
label-reason-expanded-limit = Limite de nœuds développés atteinte
label-reason-memory-limit = Limite de mémoire atteinte
label-reason-time-limit = Limite de temps atteinte
label-reason-cancelled = Annulée
label-reason-depth-limit = Limite de profondeur atteinte
label-preset-easy-8 = Taquin 3×3, 20 coups
label-preset-solved-at-once = résolu instantanément
label-preset-hardest-8a = Taquin 3×3 le plus difficile A
label-preset-hardest-8b = Taquin 3×3 le plus difficile B
label-preset-moves = { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }
label-preset-size-moves = { $count ->
        [one] Taquin à { $size } carreaux, { $count } coup
        [many] Taquin à { $size } carreaux, { $count } de coups
       *[other] Taquin à { $size } carreaux, { $count } coups
    }
label-direction-up = vers le haut
label-direction-down = vers le bas
label-direction-left = vers la gauche
label-direction-right = vers la droite
shell-tab-play = Jouer
shell-tab-solve = Résoudre
shell-tab-compare = Comparer
shell-tab-search = Recherche
shell-tab-lab = Laboratoire
shell-step-past-recording = step : { $step } dépasse le dernier développement enregistré ({ $last }) ; affichage du développement { $last }
shell-dismiss = Fermer
shell-link-ignored = Certaines parties de ce lien ont été ignorées :
shell-link-unknown-setting = « { $name } » n’est pas un réglage qu’un lien peut fixer.
shell-setting-problem = { $name } : { $problem }
shell-step-past-solution = step : { $step } dépasse la dernière étape de la solution ({ $last }) ; affichage de l’étape { $last }.
shell-page-title = npuzzle · terrain de jeu du taquin
shell-skip-to-board = Aller à la grille
shell-tagline = Des taquins, joués et résolus dans votre navigateur
shell-puzzle = Taquin
shell-controls = Commandes
shell-panels = Panneaux
shell-tab-board = Grille
shell-footer = Les règles, la lecture des grilles, le hasard et chaque recherche tournent en Rust compilé en WebAssembly ; les recherches tournent dans un processus en arrière-plan. Fonctionne hors ligne une fois chargé.
embed-page-title = npuzzle · taquin intégré
embed-unknown-parameter = « { $name } » n’est pas un paramètre de ce taquin ({ $known }).
embed-open-playground = Ouvrir dans le terrain de jeu npuzzle ↗
embed-parameters-ignored = Certains paramètres de ce lien ont été ignorés :
widget-default-board = Une grille par défaut
widget-solve-off = Résoudre est désactivé : la grille donnée contient une erreur (voir ci-dessus), la grille affichée est donc une grille par défaut.
widget-title-puzzle = Taquin à { $tiles } carreaux
widget-title-daily = Taquin du jour { $date }
widget-undo-title = Annuler le dernier coup
widget-reset-said = Retour au départ.
widget-goal-said = Le but. Annuler revient en arrière.
widget-click-hint = Cliquez sur un carreau pour le faire glisser.
widget-solved = Résolu !
widget-tiles-moved = Carreau { $tiles } déplacé.
widget-past-last-step = { $name } : { $step } dépasse la dernière étape de la solution ({ $last })
widget-board-not-shown = La grille donnée ne peut pas être affichée ; une grille par défaut la remplace :
widget-settings-ignored = Certains réglages de ce taquin ont été ignorés :
widget-image-not-loaded = l’image à l’adresse { $url } n’a pas pu être chargée
offline-page-title = Hors ligne · npuzzle
offline-heading = Vous êtes hors ligne
offline-no-copy = Cette page n’a pas été ouverte sur cet appareil pendant qu’il était en ligne : il n’y en a donc aucune copie à afficher.
offline-pages-before = Les pages que vous avez déjà ouvertes restent disponibles sans réseau, notamment
offline-playground = le terrain de jeu npuzzle
offline-pages-after = , qui fonctionne hors ligne une fois chargé.
shell-number = { $count }
shell-milliseconds = { $ms } ms
shell-seconds = { $seconds } s
shell-minutes = { $minutes } min { $seconds } s
shell-kilobytes = { $size } Ko
shell-megabytes = { $size } Mo

## Page: the board and its controls (www/board)

board-size = Taille de la grille
board-size-help = Choisir une taille distribue une grille aléatoire de cette taille.
board-tiles-show = Affichage des carreaux
board-skin-numbers = Numéros
board-skin-picture = Image
board-picture-choose = Choisir une image…
board-picture-numbers = Afficher les numéros
board-moves = Coups
board-undo = Annuler
board-redo = Rétablir
board-reset = Recommencer
board-reset-title = Revenir à la grille de départ (Annuler la ramène)
board-goal = But
board-goal-title = Afficher la grille but (Annuler la ramène)
board-hint = Indice
board-help = Cliquez ou touchez un carreau de la ligne ou de la colonne de la case vide pour le faire glisser (avec les carreaux entre les deux). Les touches fléchées et { $w } { $a } { $s } { $d } font glisser un carreau { $direction } vers la case vide, comme les lettres U, D, L, R d’une solution ; sur un écran tactile, balayez.
board-help-direction = dans cette direction
board-text = Texte de la grille
board-text-help = Collez une grille dans n’importe quel format : une ligne de la grille par ligne, lignes séparées par { $slash } ({ $rows }, comme cette page écrit les grilles), une ligne de nombres ({ $line }), des chiffres accolés ({ $digits }), { $shape }, JSON, des tuples ({ $tuples }) ou un tableau Markdown ou ASCII ({ $table }, une cellule vide étant la case vide). La case vide est { $zero }, { $underscore }, { $dot } ou { $dash }.
board-loading = Chargement…
board-goal-blank-last = Case vide à la fin
board-goal-blank-first = Case vide au début
board-goal-custom = Personnalisé
board-goal-custom-label = But personnalisé
board-goal-help = N’importe quelle configuration des carreaux de la grille, dans n’importe quel format de grille.
board-goal-from-board = Utiliser la grille actuelle
board-shuffle = Mélanger
board-random = Grille aléatoire
board-random-help = Uniformément aléatoire, toujours soluble.
board-scramble = Brouiller
board-presets = Grilles prêtes
board-mirror = Grille
board-puzzle-board = Grille du taquin
board-back-to-yours = Revenir à votre grille
board-showing = Affichage de { $label }, pas de la vôtre.
board-puzzle-board-showing = Grille du taquin affichant { $label }, pas la vôtre : { $board }
board-puzzle-board-stale = Grille du taquin (périmée : le texte de la grille contient une erreur)
board-mirror-size = Grille, { $rows } lignes sur { $cols } colonnes
board-cell-blank = case vide
board-cell-blank-at = Case vide, ligne { $row }, colonne { $column }
board-cell-tile-at = Carreau { $tile }, ligne { $row }, colonne { $column }
board-par-good = Bon coup.
board-par-away = Ce coup éloigne du but.
board-time = Temps
board-par = Par
board-daily-par = Taquin du jour { $date } : par { $par }.
board-par-counting = Calcul des coups restants…
board-par-at-goal = Au but.
board-par-to-go = { $count ->
        [one] Encore { $count } coup.
        [many] Encore { $count } de coups.
       *[other] Encore { $count } coups.
    }
board-explain-failed = Expliquer h : { $problem }
board-explain-group = { $count ->
        [one] Carreaux { $tiles } : { $count } coup
        [many] Carreaux { $tiles } : { $count } de coups
       *[other] Carreaux { $tiles } : { $count } coups
    }
board-explain-direct = Consultation directe : { $sum }
board-explain-reflected = Consultation symétrique (la grille reflétée par rapport à sa diagonale) : { $sum }
board-picture-dusk = Crépuscule (intégrée)
board-picture-not-image = { $file } n’est pas une image (son type est { $type })
board-picture-not-image-untyped = { $file } n’est pas une image (son type est inconnu)
board-picture-unreadable = { $file } n’a pas pu être lu comme une image
board-goal-error = { $problem }. Tant que ce n’est pas corrigé, le but a la case vide à la fin.
board-more-sizes = Autres tailles…
board-reset-said = Retour à la grille de départ.
board-goal-said = La grille but. Annuler revient en arrière.
board-scramble-moves = { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }
board-preset-loaded = { $name } chargé.
board-undone = Annulé.
board-redone = Rétabli.
board-new-board = Nouvelle grille de { $rows } sur { $cols }.
board-step = Étape
board-tiles-moved = { $count ->
        [one] Le carreau { $last } a glissé { $direction }.
       *[other] Les carreaux { $tiles } et { $last } ont glissé { $direction }.
    }
board-solved-in = { $count ->
        [one] Résolu en { $count } coup !
        [many] Résolu en { $count } de coups !
       *[other] Résolu en { $count } coups !
    }
board-at-goal-undo = Voici le but. Annuler revient à votre grille.
board-goal-reached = { $count ->
        [one] But atteint en { $count } coup.
        [many] But atteint en { $count } de coups.
       *[other] But atteint en { $count } coups.
    }
board-at-goal-play = Voici le but. Mélangez ou brouillez pour jouer.
board-not-checked = Non vérifiée : le texte de la grille contient une erreur.
board-hint-unavailable = Pour l’instant, les indices couvrent les grilles d’au plus { $largest } cases ; celle-ci en a { $cells }.
board-hint-thinking = Recherche du meilleur coup…
board-hint-building = Construction des bases de données de motifs (une fois ; gardées pour la prochaine fois)… { $percent } %
board-hint-downloading = Téléchargement des bases de données de motifs (une fois ; gardées pour la prochaine fois)… { $percent } %
board-hint-loading = Chargement des bases de données de motifs…
board-hint-solved = Résolu : plus aucun coup à jouer.
board-hint-best = { $count ->
        [one] Meilleur coup : carreau { $tile } { $direction } { $arrow } · { $count } coup jusqu’au but (optimal).
        [many] Meilleur coup : carreau { $tile } { $direction } { $arrow } · { $count } de coups jusqu’au but (optimal).
       *[other] Meilleur coup : carreau { $tile } { $direction } { $arrow } · { $count } coups jusqu’au but (optimal).
    }
board-checking = Vérification…
board-solvable = Soluble
board-unsolvable = Insoluble
board-swapped = Carreaux { $a } et { $b } échangés ; la grille est maintenant soluble.
board-fact-inversions = { $count ->
        [one] { $count } inversion
        [many] { $count } d’inversions
       *[other] { $count } inversions
    }
board-fact-blank-rows = { $count ->
        [one] case vide à { $count } ligne de sa ligne but
        [many] case vide à { $count } de lignes de sa ligne but
       *[other] case vide à { $count } lignes de sa ligne but
    }
board-fact-manhattan = Distance de Manhattan { $count }

## Page: session, settings and workers (www/session, www/workers)

session-stopped-board-changed = La grille a changé, la recherche a donc été arrêtée.
session-refused-stale = Le texte de la grille contient une erreur : corrigez-le (ou distribuez une nouvelle grille) pour continuer à jouer.
session-left-solution-move = Vous avez déplacé un carreau à l’étape { $step } sur { $count } : vous quittez la solution. Résoudre à nouveau part de la grille affichée.
session-left-solution-reset = Recommencer abandonne la solution. Résoudre à nouveau part de la grille affichée.
session-left-solution-goal = Aller au but abandonne la solution. Résoudre à nouveau part de la grille affichée.
session-left-solution-history = Annuler et Rétablir abandonnent la solution. Résoudre à nouveau part de la grille affichée.
session-stopped-goal-changed = Le but a changé, la recherche a donc été arrêtée.
session-goal-empty = Tapez la configuration but
session-stale-solve = Le texte de la grille contient une erreur : corrigez-le avant de résoudre.
session-stale-search = Le texte de la grille contient une erreur : corrigez-le avant de chercher.
session-no-hint = Pas d’indice : { $problem }
settings-more-problems = …et { $count } de plus.
settings-given-twice = « { $name } » est donné deux fois ; le premier compte.
settings-too-long = { $name } : la valeur est trop longue (au plus { $kib } Kio).
settings-too-many = { $count ->
        [one] seuls les { $read } premiers réglages sont lus ; { $count } autre a été ignoré.
       *[other] seuls les { $read } premiers réglages sont lus ; { $count } autres ont été ignorés.
    }
settings-size-mismatch = { $name } : { $size } ne correspond pas à la grille, qui est de { $board } ; la taille de la grille compte
settings-goal-fallback = { $problem } ; le but a la case vide à la fin
settings-not-control = controls : « { $value } » n’est pas une commande ({ $known })
settings-not-mode = « { $value } » n’est pas un mode ({ $known })
settings-not-seed = « { $value } » n’est pas une graine (un nombre entier)
settings-not-colour = « { $value } » n’est pas un critère de couleur ({ $known })
settings-not-check = « { $value } » n’est pas une chose à vérifier ({ $known })
settings-not-speed = « { $value } » n’est pas une vitesse (un nombre entier de coups par seconde, de 1 à { $most })
settings-not-step = « { $value } » n’est pas un numéro d’étape
settings-not-step-counted = « { $value } » n’est pas un numéro d’étape (0, 1, 2, …)
settings-end-before-start = end : { $end } vient avant start { $start }
settings-not-theme = « { $value } » n’est pas un thème ({ $known })
settings-not-view = « { $value } » n’est pas une vue ({ $known })
settings-not-explain = « { $value } » n’est pas une chose à expliquer (h, l’heuristique, ou off)
settings-not-url = « { $value } » n’est pas une URL
settings-not-http = seules les adresses d’image http(s) sont affichées, pas { $protocol }
settings-not-flag = « { $value } » n’est ni true ni false
session-worker-not-started = il n’a pas pu démarrer
session-worker-unreadable = un de ses messages n’a pas pu être lu
session-worker-restarted = Le processus de résolution en arrière-plan a échoué ({ $reason }) ; il a été redémarré.
session-worker-keeps-failing = Le processus de résolution en arrière-plan échoue sans cesse ({ $reason }) ; rechargez la page pour réessayer.
session-played-waiting = Optimal : calcul en cours…
session-played-helped = Non enregistré : le lecteur de solution a déplacé les carreaux.
session-par-unproved = Le par demande le nombre optimal de coups, et aucune recherche ne l’a prouvé pour cette grille.
session-par-no-count = Le par n’a pas trouvé le nombre optimal à temps : { $problem }
session-par-search-stopped = la recherche s’est arrêtée
session-par-no-solver = Le par n’a pas pu interroger le solveur.
worker-not-downloaded = elles n’ont pas pu être téléchargées
worker-stronger-failed = Les bases de données { $partition } n’ont pas pu être téléchargées ({ $reason }), la recherche a donc continué avec { $quick }.
worker-download-not-offered = Ce téléchargement est proposé après la résolution d’un taquin 4×4 : résolvez-en un, puis téléchargez.
worker-download-failed = Les bases de données de motifs n’ont pas pu être téléchargées : { $reason }.
worker-not-served = le site ne les propose pas
worker-download-cancelled = Le téléchargement a été annulé.
worker-stored-refused-download = Les bases de données de motifs enregistrées ont été refusées ({ $reason }), elles sont donc téléchargées à nouveau.
worker-stored-refused-build = Les bases de données de motifs enregistrées ont été refusées ({ $reason }), elles sont donc construites à nouveau.
worker-build-failed = les bases de données de motifs n’ont pas pu être construites : { $reason }
worker-prebuilt-refused = Les bases de données de motifs précalculées n’ont pas pu être utilisées ({ $reason }), elles sont donc construites ici.
worker-store-unavailable = Elles ne peuvent pas être enregistrées dans ce navigateur : elles sont donc reconstruites à chaque visite.
worker-store-full-quota = Elles n’ont pas pu être enregistrées dans ce navigateur (il garde au plus { $megabytes } Mo pour ce site) : elles restent donc en mémoire jusqu’à la fermeture de la page.
worker-store-full = Elles n’ont pas pu être enregistrées dans ce navigateur : elles restent donc en mémoire jusqu’à la fermeture de la page.
worker-checker-not-loaded = le module du vérificateur n’a pas pu se charger : { $reason }
worker-lab-not-loaded = le module du laboratoire n’a pas pu se charger : { $reason }
worker-helper-not-started = un processus d’aide n’a pas pu démarrer ({ $reason })
worker-helper-stopped = il s’est arrêté
worker-helper-no-store = les bases de données de motifs ne sont pas enregistrées dans ce navigateur, or c’est de là que les processus d’aide les chargent
worker-helper-strange-answer = il a répondu ce qu’il ne devait pas
worker-helper-failed = un processus d’aide a échoué ({ $reason })
worker-alone = La recherche continue sans aide : { $reason }.
worker-site-answered = le site a répondu { $status }
worker-no-body = la réponse n’a pas de corps
worker-file-too-long = le fichier dépasse les { $count } octets de l’ensemble

## Page: Solve, Compare, Play and Lab views (www/views)
solve-no-limit = aucune limite
solve-limit-expanded-wrong = La limite de nœuds développés doit être un nombre d’au moins { $min }.
solve-limit-memory-wrong = La limite de mémoire doit être un nombre d’au moins { $min }.
solve-limit-time-wrong = La limite de temps doit être un nombre d’au moins { $min }.
solve-solve = Résoudre
solve-cancel = Annuler
solve-stop = Arrêter
solve-stop-title = Arrêter la recherche et garder la meilleure solution trouvée
solve-offer-bar = Téléchargement des bases de données de motifs plus fortes
solve-export = Exporter la solution en SVG
solve-heuristic = Heuristique
solve-weight = Poids
solve-algorithm = Algorithme
solve-explain-h = Expliquer h
solve-limits = Limites
solve-limit-expanded = Nœuds développés
solve-limit-memory = Mémoire (Mo)
solve-limit-time = Temps (s)
solve-idle-run = Appuyez sur Résoudre pour lancer { $algorithm }.
solve-idle = Appuyez sur Résoudre pour chercher une solution depuis la grille affichée.
solve-strip-caption = { $algorithm } : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }
solve-strip-caption-optimal = { $algorithm } : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }, optimale
solve-stopped-press = { $reason } Appuyez sur Résoudre pour chercher depuis cette grille.
solve-heuristic-chosen-by = Choisie par { $algorithm }
solve-heuristic-none-used = Aucune ({ $algorithm } n’en utilise aucune)
solve-heuristic-chosen = { $heuristic } (choisie par { $algorithm })
solve-databases-building = Construction des bases de données de motifs (une seule fois ; gardées pour la prochaine)
solve-databases-downloading = Téléchargement des bases de données de motifs (une seule fois ; gardées pour la prochaine)
solve-databases-loading = Chargement des bases de données de motifs…
solve-percent = { $percent } %
solve-size-of = { $size } sur { $total }
solve-stronger-switched = Les bases de données { $name } sont arrivées : la recherche continue avec elles
solve-stronger-downloading = Téléchargement des bases de données { $name } pour y basculer
solve-searching = Recherche avec { $algorithm }…
solve-searching-best = Recherche : meilleure jusqu’ici { $best }, au moins { $least }.
solve-lower-bound = Borne inférieure
solve-kind-optimal = solution optimale
solve-kind-factor = au plus { $factor } × l’optimum
solve-kind-at-least = l’optimum est d’au moins { $least }
solve-kind-not-optimal = optimalité non garantie
solve-solved = Résolu en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } : { $kind }.
solve-stopped-why = { $title } : { $reason }
solve-algorithm-weighted = { $algorithm } (poids { $weight })
solve-moves = { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }
solve-yes = oui
solve-no = non
solve-optimal-at-least = L’optimum est d’au moins
solve-cores = { $count }
solve-cores-failed = { $count } (un processus d’aide a échoué)
solve-offer = Des bases de données de motifs plus fortes résolvent plus vite les taquins 4×4 difficiles ; sur cette connexion, elles ne sont pas téléchargées sans demander.
solve-offer-download = Télécharger { $size }
solve-offer-downloading = Téléchargement de { $size } sur { $total }…
solve-offer-loading = Chargement…
solve-offer-cancel = Annuler le téléchargement
solve-offer-done = Téléchargées : la prochaine résolution les utilisera.
solve-swapped = Carreaux { $first } et { $second } échangés : la grille peut maintenant être résolue.
solve-databases-built = construites en { $time }
solve-databases-built-two-cores = construites en { $time } sur deux cœurs
solve-databases-cache = chargées depuis le cache de ce navigateur en { $time }
solve-databases-served = téléchargées précalculées en { $time }
solve-databases-memory = déjà chargées
solve-databases-set = { $set }, { $how }
solve-databases-noted = { $how } ({ $note })
solve-databases-stronger-note = { $how }. { $note }
solve-databases-switched = { $how } ; passage aux bases de données { $name } à l’itération { $iteration }
lab-size = Taille
lab-h = h = { $h }
lab-step-of = Étape { $step } sur { $last }
lab-step = Étape

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
search-pause = Pause
search-play = Lire
search-speed = Vitesse
search-colour = Colorer selon
search-exercise = Exercice
player-first = Première étape
player-previous = Étape précédente
player-next = Étape suivante
player-last = Dernière étape
player-solution = Solution
player-moves = Coups de la solution
player-solve-again = Résoudre d’ici
player-controls = Parcourir la solution pas à pas
player-optimal = optimale
player-not-optimal = non optimale
player-title-part = Coups { $from } à { $to } sur { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } ({ $kind })
player-title = Solution : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } ({ $kind })
player-title-named = Solution : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } ({ $algorithm }, { $kind })
player-speed = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }/s
player-goal = But atteint en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }.
player-move = Coup { $index } : carreau { $tile } { $way ->
        [U] vers le haut
        [D] vers le bas
        [L] vers la gauche
        [R] vers la droite
       *[other] { $way }
    }

## Page: glossary (www/views/terms.js)

term-algorithm = Algorithme
term-heuristic = Heuristique
term-length = Longueur
term-optimal = Optimale
term-expanded = Développés
term-generated = Générés
term-frontier = Frontière
term-max-frontier = Frontière maximale
term-memory = Mémoire
term-peak-memory = Mémoire maximale
term-time = Temps
term-elapsed = Temps écoulé
term-bound = Seuil
term-depth = Profondeur
term-databases = Bases de données de motifs
term-cores = Cœurs
term-algorithm-definition = La recherche exécutée : si Automatique était demandé, celle qu’il a choisie.
term-heuristic-definition = L’estimation des coups restants qui a guidé la recherche ; aucune pour une recherche non informée.
term-length-definition = Les coups de la solution trouvée.
term-optimal-definition = Si la solution est à coup sûr l’une des plus courtes : un algorithme optimal avec une heuristique qui ne surestime jamais.
term-expanded-definition = Grilles que la recherche a prises et dont elle a généré les coups ; la mesure habituelle de son travail.
term-generated-definition = Grilles auxquelles ces coups ont mené, comptées chaque fois qu’elles ont été atteintes, répétitions comprises.
term-frontier-definition = Grilles atteintes mais pas encore développées, en attente : la file, la liste ouverte ou la pile.
term-max-frontier-definition = Le plus grand nombre de grilles en attente de développement à un même moment.
term-stored = Stockées
term-stored-definition = Grilles gardées en mémoire maintenant : toutes celles vues, ou seulement le chemin courant d’une recherche itérative.
term-memory-definition = Octets estimés des grilles stockées maintenant (pas la mémoire de tout l’onglet).
term-peak-memory-definition = Octets estimés pour le plus grand nombre de grilles stockées à la fois ; c’est à cela qu’une limite de mémoire se mesure.
term-time-definition = Temps réel de la demande à la réponse, préparation des bases de données de motifs comprise.
term-elapsed-definition = Temps réel depuis la demande, préparation des bases de données de motifs comprise.
term-bound-definition = Le seuil que ne doivent pas dépasser les coups joués plus les coups estimés, dans l’itération en cours d’une recherche itérative.
term-depth-definition = Le plus grand nombre de coups depuis le départ parmi les grilles développées jusqu’ici.
term-databases-definition = Tables précalculées des coups exacts pour des groupes de carreaux, l’heuristique la plus forte ici : d’où elles viennent et combien de temps cela a pris.
term-cores-definition = Processus en arrière-plan qui se partagent la recherche : celui de cet onglet et ses aides.
## Page: check my work (www/views/check-work.js)

check-page-search = Vérifier ma recherche
check-page-search-label = Grilles développées par votre recherche
check-page-search-help = Collez les grilles que votre programme a développées, dans l’ordre, en commençant par la grille de départ (une par ligne, en blocs de lignes, ou en liste Python ou JSON ; ses propres lignes de journal sont ignorées), ou déposez un fichier ici. La vérification accepte tout ordre que pourrait suivre une exécution correcte, quels que soient le départage et l’ordre des successeurs, et désigne le premier développement qu’aucune ne pourrait faire.
check-page-search-button = Vérifier
check-page-solution = Vérifier ma solution
check-page-solution-label = Vos coups
check-page-solution-help = Collez les coups que votre programme a trouvés depuis la grille affichée : lettres des carreaux (U D L R, le sens où glisse le carreau), sens où va la case vide, numéros des carreaux, ou les grilles l’une après l’autre. La vérification indique comment elle les a lus et désigne le premier coup erroné ; le lecteur pas à pas parcourt ensuite vos coups.
check-page-solution-button = Vérifier la solution
check-page-progress-label = Vérifié jusqu’ici
check-page-progress-hinting = Essai d’autres algorithmes
check-page-progress = { $count ->
        [one] { $step } sur { $count } développement vérifié
        [many] { $step } sur { $count } de développements vérifiés
       *[other] { $step } sur { $count } développements vérifiés
    }
check-page-file-unreadable = Le fichier n’a pas pu être lu : { $reason }
check-page-cancelled = Vérification annulée.
check-page-trace-refused = Impossible de vérifier cette trace : { $reason }
check-page-moves-refused = Impossible de vérifier ces coups : { $reason }
check-page-matches = Correspond à : { $variants }.
check-page-furthest = Concorde le plus longtemps avec : { $variants }.
check-page-variant-list = { $first } ; { $last }
check-page-hint = Indice : { $hint }.
check-page-wrong-board = Votre développement { $expansion } : le premier erroné
check-page-moves = Vos coups : { $count }
check-page-moves-legal = Vos coups : { $count ->
        [one] { $count } légal
       *[other] { $count } légaux
    }
check-page-moves-wrong = Vos coups : { $count ->
        [one] { $count } légal
       *[other] { $count } légaux
    }, puis le coup { $step } est erroné

## Later: the views loaded later (the Search view, exercises, Compare, Play, the Lab); the first wasm module leaves these out (build.rs)

compare-compare = Comparer
compare-run = Lancer la comparaison
compare-caption-this = Algorithmes comparés sur cette grille
compare-caption = Algorithmes comparés sur la grille affichée
compare-outcome = Résultat
compare-scroll-hint = Faites défiler le tableau sur le côté pour voir toutes les colonnes →
compare-help = Lance chaque algorithme choisi sur la grille affichée, l’un après l’autre, avec l’heuristique et le poids du panneau Résoudre, chacun sous les limites ci-dessous.
compare-algorithms = Algorithmes
compare-choose = Choisissez au moins un algorithme à comparer.
compare-running = Exécution de { $algorithm } ({ $index } sur { $total })…
compare-summary = Résolus : { $solved } sur { $total }.
compare-summary-cancelled = Résolus : { $solved } sur { $total } ; annulé.
compare-summary-stopped = Résolus : { $solved } sur { $total } ; arrêtés par une limite : { $stopped }.
compare-summary-stopped-cancelled = Résolus : { $solved } sur { $total } ; arrêtés par une limite : { $stopped } ; annulé.
compare-none = aucune
compare-row-title = { $algorithm } · { $heuristic }
compare-chart-expanded = Nœuds développés (échelle logarithmique)
compare-unit-expanded = nœuds développés
compare-unit-time = temps
compare-chart-length = Longueur de la solution (coups)
compare-no-solution = pas de solution
compare-unit-moves = coups
compare-waiting = en attente
compare-running-row = en cours…
compare-skipped = non lancé
compare-solved = résolu
compare-log-scale = échelle logarithmique
compare-linear-scale = échelle linéaire depuis 0
compare-chart-label = { $title }, { $scale } : { $values }
compare-chart-value = { $algorithm } { $value }
compare-chart-values = { $first } ; { $last }
compare-bar-limited = { $value } · { $reason }
compare-axis = { $unit }, { $scale }
play-kind-free = Jeu libre
play-kind-par = Mode par
play-kind-daily = Taquin du jour
play-daily = Taquin du jour
play-share-button = Partager
play-no-bests = Aucune partie terminée pour l’instant : résolvez une grille à la main pour établir un record.
play-clear-bests = Effacer les records
play-clear-bests-question = Effacer les records ?
play-no-history = Aucune pour l’instant.
play-bests = Records personnels
play-size = Taille
play-game = Partie
play-over-par = Au-dessus du par
play-fastest = La plus rapide
play-solves = Résolues
play-clear-them = Les effacer
play-keep-them = Les garder
play-clear-confirm = Oublier tous les records personnels ? C’est irréversible.
play-daily-puzzle = Taquin du jour
play-daily-size = Taille du taquin du jour
play-daily-help = La même grille pour tout le monde pendant un jour UTC, avec pour par sa longueur optimale. Votre première tentative terminée du jour compte.
play-latest = Dernières parties
play-bests-cleared = Records personnels effacés.
play-daily-making = Préparation du taquin { $size } du jour…
play-daily-failed = Pas de taquin du jour : { $reason }
play-daily-done = Le taquin { $size } du jour : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } (par { $par }, { $over }), { $time }.
play-daily-on-board = Le taquin { $size } du jour est sur la grille : par { $par }.
play-daily-waiting = Le taquin { $size } du jour ({ $date }) vous attend : appuyez sur Taquin du jour.
play-share-title = Copier une ligne avec votre résultat (pas la grille)
play-share-first = Terminez le taquin du jour pour partager votre résultat
play-no-streak = Pas encore de série : terminez un taquin du jour pour en commencer une.
play-copied = Copié : { $line }
play-copy-this = Copiez cette ligne : { $line }
play-at-par = au par
play-history-entry = { $size } { $kind ->
        [free] jeu libre
        [par] mode par
       *[daily] du jour
    } : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }, { $time } · { $date }
play-history-entry-over = { $size } { $kind ->
        [free] jeu libre
        [par] mode par
       *[daily] du jour
    } : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } ({ $over }), { $time } · { $date }
play-history-entry-over-known = { $size } { $kind ->
        [free] jeu libre
        [par] mode par
       *[daily] du jour
    } : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } ({ $over } par rapport à la meilleure connue), { $time } · { $date }
lab-heuristic-pdb = Base de données de motifs (additive)
lab-heuristic-custom = Personnalisée : somme pondérée
lab-weight-hamming = Poids de Hamming
lab-weight-manhattan = Poids de Manhattan
lab-weight-conflicts = Poids du conflit linéaire
lab-weight-constant = Constante
lab-phase-distances = Recherche de la vraie distance de chaque état
lab-phase-estimates = Estimation de chaque état
lab-phase-moves = Vérification de chaque coup
lab-phase-counterexample = Exécution d’A* sur les pires grilles
lab-size-option = { $size } ({ $count ->
        [one] { $count } état
        [many] { $count } d’états
       *[other] { $count } états
    })
lab-check = Vérifier
lab-custom-help = LC est seulement le supplément du conflit linéaire, 2 coups par conflit : Manhattan 1 et LC 1 donnent l’heuristique du conflit linéaire. Les poids peuvent être fractionnaires (1,5) ; une somme inférieure à 0 compte pour 0.
lab-help = Compare une heuristique à la vraie distance h* de chaque état d’une taille de grille, trouvée par une recherche en largeur d’abord partie du but. 3 × 4 et plus sont exclus : 239 500 800 états et plus, c’est trop pour les visiter un à un dans un onglet.
lab-fix-weights = Corrigez les poids pour vérifier cette heuristique.
lab-checking = Vérification de l’heuristique sur { $count ->
        [one] { $count } état
        [many] { $count } d’états
       *[other] { $count } états
    }…
lab-cancelled = Annulé.
lab-verdict-both = admissible et cohérente
lab-verdict-admissible = admissible, mais pas cohérente
lab-verdict-consistent = non admissible, mais cohérente
lab-verdict-neither = ni admissible ni cohérente
lab-states = États
lab-admissible = Admissible
lab-consistent = Cohérente
lab-mean-ratio = Moyenne de h/h*
lab-farthest = État le plus éloigné
lab-overestimated = { $count ->
        [0] aucun état
        [one] { $count } état sur { $total }
       *[other] { $count } états sur { $total }
    } avec h au-dessus de h*
lab-inconsistent = { $count ->
        [0] aucun état
        [one] { $count } état sur { $total }
       *[other] { $count } états sur { $total }
    } avec un coup qui fait baisser h de plus de 1
lab-fact-note = { " " }: { $note }
lab-done = { $name } est { $verdict } sur les { $count } états de { $size }.
lab-done-below-zero = { $name } est { $verdict } sur les { $count } états de { $size }. La somme est inférieure à 0 pour { $below } des { $count } états : les totaux négatifs comptent pour 0.
lab-inconsistency-label = Un coup qui montre qu’elle n’est pas cohérente
lab-inconsistency-title = Pas cohérente
lab-inconsistency = Un coup fait passer h de { $h } à { $next } : elle baisse de { $drop }, plus que le coût (1) du coup joué.
lab-h-true = h = { $h }, h* = { $distance }
lab-solving = Résolution avec A* et avec une recherche optimale…
lab-counterexample-label = Contre-exemple
lab-counterexample-title = Non admissible : un contre-exemple
lab-astar-longer = A* avec cette heuristique renvoie { $moves } : { $longer } de plus que le plus court.
lab-astar-shortest = A* avec cette heuristique renvoie encore ici un plus court chemin ({ $moves }) ; sur les { $tried } pires grilles essayées, il n’a jamais été trompé.
lab-astar-with = A* avec { $heuristic }
lab-shortest = Le plus court ({ $algorithm }, conflit linéaire)
lab-solved-in = { $moves } : résolu
lab-move-of = Coup { $move } sur { $total }
lab-path-label = { $title } : { $moves }
lab-heat-map = Carte de chaleur des états selon l’estimation h et la vraie distance h* : { $count ->
        [0] aucun
       *[other] { $count }
    } au-dessus de la diagonale, où h surestime. Le tableau ci-dessous donne chaque effectif.
lab-histogram-caption = États selon l’estimation h (vers le haut) et la vraie distance h* (en largeur) ; au-dessus de la diagonale, h surestime
lab-key = Légende des couleurs
lab-key-one = 1 état
lab-key-most = { $count } états (plus foncé : plus nombreux, sur une échelle logarithmique)
lab-key-over = h au-dessus de h* : surestime
lab-axis-true = h* (vraie distance)
lab-histogram-table-caption = Nombre d’états pour chaque estimation h (lignes) et vraie distance h* (colonnes)
search-speed-value = { $count ->
        [one] { $count } développement
        [many] { $count } de développements
       *[other] { $count } développements
    } par seconde
search-cap-error = Développements à enregistrer : { $reason }.
search-exercise-end = Terminer l’exercice
search-exercise-start = Commencer l’exercice
search-recording = Enregistrement de { $algorithm }…
search-done-unsolved = Terminé : { $reason }.
search-done-no-solution = Terminé : pas de solution.
search-done-past = Terminé, au-delà de l’enregistrement : la réponse a { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } ; développements enregistrés : { $count }.
search-done-goal = Terminé : la réponse a { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } ; développements enregistrés jusqu’au but : { $count }.
search-failed-lane = { $algorithm } : { $reason }
search-stopped = Arrêtée : { $count ->
        [one] { $count } développement enregistré
        [many] { $count } de développements enregistrés
       *[other] { $count } développements enregistrés
    }.
search-stale-board = La grille a changé : enregistrez à nouveau.
search-stale-goal = Le but a changé : enregistrez à nouveau.
search-stale-search = La recherche choisie a changé : enregistrez à nouveau.
search-peek-board = la grille du développement { $step }
search-step-of = Développement { $step } sur { $total }
search-step-of-node = Développement { $step } sur { $total } : { $node }
search-live = Développement { $step } : frontière { $frontier }, explorés { $explored }
search-live-node = Développement { $step } : profondeur { $depth }, { $costs } ; frontière { $frontier }, explorés { $explored }
search-compare-nothing = Rien
search-record = Enregistrer la recherche
search-idle = Appuyez sur « Enregistrer la recherche » pour enregistrer une recherche depuis la grille affichée, puis la parcourir pas à pas.
search-record-more = Enregistrer plus de développements
search-colour-state = état
search-exercise-predict = prédire
search-exercise-expand = développer
search-exercise-values = valeurs
search-previous = Développement précédent
search-next = Développement suivant
search-expansion = Développement
search-colours = Couleurs
search-help = Touches (ici) : flèche droite ou N, développement suivant ; flèche gauche ou P, précédent ; Espace, lire ou mettre en pause ; Début et Fin, premier et dernier. L’arbre s’ouvre sur les nœuds autour du développement : son chemin depuis le départ, les nœuds voisins et ses enfants, chacun une grille avec g, h et f encadrée de sa couleur ; toute autre branche est repliée en un nombre. Ajuster montre l’arbre entier, Recentrer de nouveau les nœuds autour du développement ; faites glisser pour vous déplacer ; la molette, un pincement ou les boutons zooment, centrés sur le nœud développé. Cliquez sur un nœud ou une entrée de la frontière pour afficher sa grille sur la grille principale. « Comparer avec » enregistre une seconde recherche à côté de la première ; les deux avancent ensemble.
search-cap = Développements à enregistrer
search-compare = Comparer avec
search-bands = Couleurs : tranches de { $key }
search-band = { $key } { $value }
search-bands-more = … { $count } de plus
search-records-chosen = Enregistre une recherche depuis la grille affichée avec l’algorithme et l’heuristique choisis dans le panneau Résoudre, puis la parcourt pas à pas.
search-records-one = Enregistre { $name } depuis la grille affichée, puis le parcourt pas à pas.
search-records-two = Enregistre { $names } depuis la grille affichée, puis parcourt les deux pas à pas.
search-legend-current = En cours de développement
search-legend-open = Ouvert (frontière)
search-legend-closed = Fermé (développé)
search-legend-duplicate = Doublon
search-legend-pruned = Élagué
search-legend-dropped = Abandonné ou remplacé
search-legend-path = Chemin de la solution
search-node-current = en cours de développement
search-node-on-path = sur le chemin de la solution
search-node-folded = { $count ->
        [one] { $count } nœud replié
        [many] { $count } de nœuds repliés
       *[other] { $count } nœuds repliés
    } en dessous
search-notes = { $first } ; { $last }
search-order-queue = file (premier entré, premier sorti)
search-order-stack = pile (dernier entré, premier sorti)
search-order-f = par f = g + h
search-order-h = par h
search-order-g = par g
search-order-weighted = par f = g + { $weight }·h
search-zoom-in = Zoom avant
search-zoom-out = Zoom arrière
search-fit = Ajuster
search-fit-title = L’arbre entier, le nœud développé entouré
search-focus = Recentrer
search-focus-title = Les nœuds autour du développement, en grilles
search-export-svg = Exporter l’arbre en SVG
search-export-png = Exporter l’arbre en PNG
search-where-iteration = Itération { $iteration }, seuil { $bound }.
search-where-layer = Développement de la couche de profondeur { $depth }.
search-where-goal = But trouvé : son chemin, de { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }, est marqué en vert.
search-stopped-to = Premiers développements enregistrés : { $count } ; la recherche a continué jusqu’à { $went }.
search-stopped-past = Premiers développements enregistrés : { $count } ; la recherche a continué au-delà de { $count }.
search-counts-iteration = Frontière { $frontier }, explorés { $explored } ; l’arbre de cette itération a { $count ->
        [one] { $count } nœud
        [many] { $count } de nœuds
       *[other] { $count } nœuds
    }.
search-why-first = Avancez jusqu’au premier développement pour voir pourquoi chaque nœud est choisi.
search-frontier-path = Le chemin courant (le plus profond d’abord)
search-frontier-next = Suivants sur la frontière : { $order }
search-info-start = { $node } : profondeur { $depth }, { $costs } (le départ)
search-info-board = la grille à la profondeur { $depth } de l’arbre
search-figure-caption = { $algorithm } : développement { $step } sur { $total } ; frontière { $frontier }, explorés { $explored }
search-why-lowest = Il avait le plus petit { $key ->
        [g] g (le coût du chemin)
        [h] h (l’estimation)
       *[f] f
    } de la frontière ({ $count ->
        [one] { $count } nœud
        [many] { $count } de nœuds
       *[other] { $count } nœuds
    }) : { $formula }.
search-why-and-others = { $names } et { $count ->
        [one] { $count } autre
       *[other] { $count } autres
    }
search-why-tied = { $count ->
        [one] { $count } autre nœud avait
       *[other] { $count } autres nœuds avaient
    } aussi { $key } { $value } ({ $others }) ; à égalité, le nœud le plus récent, le dernier atteint, passe d’abord : celui-ci est donc venu en premier.
search-why-untied = Aucun autre nœud n’avait { $key } { $value }.
search-why-oldest = C’est l’entrée la plus ancienne de la file (premier entré, premier sorti), à la profondeur { $depth } : BFS développe tous les nœuds de profondeur { $depth } avant tout nœud plus profond.
search-why-newest = C’est l’entrée la plus récente de la pile (dernier entré, premier sorti), à la profondeur { $depth } (au plus { $limit }).
search-why-cost-f = f = g + h = { $f }
search-why-cost-depth = profondeur { $depth }
search-why-iteration-f = Une nouvelle itération commence : le seuil monte à { $bound }, le plus petit f qui a dépassé le seuil précédent, et la recherche repart de la racine.
search-why-iteration-depth = Une nouvelle itération commence : la limite de profondeur passe à { $bound }, la plus petite profondeur qui a dépassé la limite précédente, et la recherche repart de la racine.
search-why-first-iteration-f = La première itération : le seuil est le h du départ, { $bound }.
search-why-first-iteration-depth = La première itération : la limite de profondeur est { $bound }.
search-why-depth-first = En profondeur d’abord : c’est l’enfant suivant de son parent avec { $cost }, sans dépasser le seuil { $bound }.
search-why-replaced = Il a été atteint de nouveau par un chemin moins coûteux (g { $g }, avant g { $before }) et a remplacé cette entrée.
search-why-dropped = Retirés de la pile d’abord et abandonnés : { $items }.
search-why-skipped = Essayés avant lui et écartés : { $items }.
search-why-queued-path = { $count ->
        [one] { $count } enfant mis
        [many] { $count } d’enfants mis
       *[other] { $count } enfants mis
    } sur le chemin tour à tour
search-why-queued = { $count ->
        [one] { $count } enfant mis
        [many] { $count } d’enfants mis
       *[other] { $count } enfants mis
    } sur la frontière
search-why-requeued = { $count ->
        [one] { $count } enfant remis
        [many] { $count } d’enfants remis
       *[other] { $count } enfants remis
    } sur la frontière, atteints à moindre coût
search-why-expanding = Son développement : { $items }.
search-why-goal-generated = Son enfant { $node } est le but : la recherche teste chaque nœud quand elle le génère, et s’arrête.
search-why-goal-path = Ensuite, le but entre sur le chemin : la recherche s’arrête là.
search-why-goal-frontier = Ensuite, le but quitte la frontière : la recherche s’arrête là.
search-skip-limit = { $node } (à la limite de profondeur { $limit })
search-skip-pruned-f = { $node } élagué (f { $f } au-delà du seuil { $bound })
search-skip-pruned-depth = { $node } élagué (profondeur { $depth } au-delà de la limite { $bound })
search-skip-seen = { $node } écarté, une grille déjà vue
search-skip-back-parent = { $node } écarté, le coup qui revient à son parent
search-skip-back-grandparent = { $node } écarté, le coup qui revient à son grand-parent
search-skip-duplicate = { $node } écarté, doublon du nœud à la profondeur { $depth } ({ $state ->
        [closed] déjà développé
        [open] encore sur la frontière
        [goal] le but
       *[other] déjà vu
    })
exercise-prompt-predict = Quel nœud est développé ensuite ?
exercise-prompt-expand = Quel nœud est développé ensuite ? Choisissez-le pour le développer.
exercise-prompt-values = Que valent g, h et f pour ce nœud ?
exercise-column-question = Question
exercise-column-board = Grille
exercise-column-answer = Votre réponse
exercise-column-right = Bonne réponse
exercise-column-result = Résultat
exercise-title = Exercice : { $kind ->
        [predict] prédire
        [expand] développer
       *[values] valeurs
    }
exercise-next = Question suivante
exercise-score = Score : { $score } sur { $total }
exercise-question = Question { $index } sur { $total }, après { $count ->
        [one] { $count } développement
        [many] { $count } de développements
       *[other] { $count } développements
    } : { $prompt }
exercise-put-on = Les mettre sur la frontière
exercise-mark-mine-right = Votre réponse, juste
exercise-mark-right = Bonne réponse
exercise-mark-mine-wrong = Votre réponse, fausse
exercise-lowest-same = { $algorithm } développe le plus petit { $key } : ce nœud a { $key } { $value }.
exercise-lowest-other = { $algorithm } développe le plus petit { $key } : ce nœud a { $key } { $answer }, celui-là { $key } { $value }.
exercise-ties = { $count ->
        [one] { $count } autre nœud est à égalité avec lui et est juste aussi.
       *[other] { $count } autres nœuds sont à égalité avec lui et sont justes aussi.
    }
exercise-lowest-tie = { $algorithm } développe le plus petit { $key } : ce nœud est à égalité avec { $taken } à { $key } { $value } ; à égalité, le nœud { $rule ->
        [newer] le plus récent
       *[other] { $rule }
    } passe d’abord, donc l’algorithme prend { $taken }.
exercise-oldest = { $algorithm } développe le nœud le plus ancien de la file (premier entré, premier sorti) : { $taken }, à la profondeur { $depth }.
exercise-oldest-later = { $algorithm } développe le nœud le plus ancien de la file (premier entré, premier sorti) : { $taken }, à la profondeur { $depth } ; ce nœud est venu plus tard, à la profondeur { $later }.
exercise-newest = { $algorithm } développe le nœud le plus récent de la pile (dernier entré, premier sorti) : { $taken }.
exercise-newest-after = { $algorithm } développe le nœud le plus récent de la pile (dernier entré, premier sorti) : { $taken }, mis après celui-ci.
exercise-bound = { $algorithm } va en profondeur d’abord, les enfants de chaque nœud dans l’ordre des coups, sans dépasser le seuil { $bound } : { $taken } ({ $costs }) vient ensuite.
exercise-bound-skipped = { $algorithm } va en profondeur d’abord, les enfants de chaque nœud dans l’ordre des coups, sans dépasser le seuil { $bound } : { $taken } ({ $costs }) vient ensuite ; { $skipped }.
exercise-skipped-pruned = celui-ci, { $costs }, dépasse le seuil
exercise-skipped-seen = celui-ci répète une grille déjà vue
exercise-children-path = { $reason } Développez-le maintenant : lesquels de ces enfants, essayés dans l’ordre des coups, ne dépassent pas le seuil ? Laissez de côté les doublons et les enfants élagués.
exercise-children-frontier = { $reason } Développez-le maintenant : lesquels de ses enfants vont sur la frontière ? Laissez de côté les doublons et les enfants élagués.
exercise-queued-path = { $queued } de ses { $count ->
        [one] { $count } enfant
       *[other] { $count } enfants
    } { $queued ->
        [one] ne dépasse pas le seuil
       *[other] ne dépassent pas le seuil
    }
exercise-queued-frontier = { $queued } de ses { $count ->
        [one] { $count } enfant
       *[other] { $count } enfants
    } { $queued ->
        [one] va sur la frontière
       *[other] vont sur la frontière
    }
exercise-missed = vous n’avez pas choisi { $names }
exercise-left = laissés de côté : { $items }
exercise-expand-reason = { $parts }.
exercise-none = aucun
exercise-answer-children = { $board } ; enfants : { $children }
exercise-asked-node = Le nœud demandé : { $board }
exercise-asked-board = la grille demandée
exercise-give-all = Donnez les trois : g, h et f.
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value } (vous avez donné { $given })
exercise-values-reason = { $values } ({ $formula }).
exercise-right = Juste. { $reason }
exercise-not-quite = Pas tout à fait. { $reason }
exercise-see-summary = Voir le bilan
exercise-nothing = Cette recherche ne laisse rien à demander de ce type (aucun développement avec un choix à faire) : essayez un autre exercice, algorithme ou grille.
exercise-done = Terminé : { $score } sur { $total } justes.
exercise-your-answers = Vos réponses
exercise-summary-asked = La grille demandée : { $board }
exercise-summary-expanded = La grille développée : { $board }
exercise-question-number = Question { $index }
exercise-result-right = Juste
exercise-result-wrong = Pas tout à fait : { $reason }
check-page-lane = Votre recherche
check-page-mark = Votre premier développement erroné
check-page-found-title = Ce que la vérification a trouvé ici
check-page-counts-all = { $count ->
        [one] { $count } grille dans votre trace ; elle est dans cet arbre.
        [many] { $count } de grilles dans votre trace ; toutes dans cet arbre.
       *[other] { $count } grilles dans votre trace ; toutes dans cet arbre.
    }
check-page-counts-first = { $count ->
        [one] { $count } grille
        [many] { $count } de grilles
       *[other] { $count } grilles
    } dans votre trace ; les { $drawn } premières dans cet arbre.
check-page-found-start = Avancez jusqu’à votre premier développement pour voir ce que la vérification y a trouvé.
check-page-found-wrong = Votre premier développement erroné, marqué en rouge : { $verdict }.
check-page-found-ends-verdict = L’arbre de votre recherche s’arrête au développement { $step } : { $verdict }.
check-page-found-ends-cap = L’arbre de votre recherche s’arrête au développement { $step } : un arbre contient au plus { $count ->
        [one] { $count } développement
        [many] { $count } de développements
       *[other] { $count } développements
    }.
check-page-found-ends-ungenerated = L’arbre de votre recherche s’arrête au développement { $step } : aucune grille dessinée avant votre développement { $next } ne l’a générée, l’arbre ne peut donc pas la contenir.
check-page-found-after = Votre développement { $step }, après le premier erroné (développement { $wrong }).
check-page-found-allowed = Votre développement { $step } : une exécution de { $search } pourrait développer cette grille ici.

## Later: what only the full module says (checks of a student's work, the Lab, the tuned and anytime searches, bench files); the first wasm module leaves these out (build.rs)

bench-line = ligne { $line } : { $problem }
bench-no-optimal = `id optimal t0 t1 ...` attendu
bench-bad-optimal = « { $text } » n’est pas une longueur optimale (un nombre entier)
bench-empty = il ne contient aucune instance (lignes `id optimal t0 t1 ...`)
bench-too-large = il est trop grand : au plus { $most } instances et 16 Mio sont lus
bench-bad-random = « random:{ $spec } » n’est pas une spécification aléatoire : écrivez random:RxC:NOMBRE ou random:RxC:NOMBRE:GRAINE, par ex. random:10x10:100

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
check-valid-unchecked = { $valid }, vérifiée seulement jusqu’au développement { $last } : au-delà, les façons de départager ses égalités dépassaient { $most }, trop pour les suivre, et la suite n’a pas été vérifiée
check-valid-variant = { " " }: { $variant }
check-valid-variant-others = { " " }: { $variant } (ou { $count ->
        [one] { $count } autre variante
        [many] { $count } d’autres variantes
       *[other] { $count } autres variantes
    })
check-valid-depth-limit = , les grilles de profondeur { $depth } écartées sans être développées
check-valid-iterations = , en { $count ->
        [one] { $count } itération
        [many] { $count } d’itérations
       *[other] { $count } itérations
    }
check-mistake-not-start = le développement 1 est { $board }, et non la grille de départ { $start }
check-mistake-not-generated = la grille du développement { $expansion } n’a jamais été générée : elle n’est à un coup d’aucune grille développée avant elle
check-mistake-repeated-graph = le développement { $expansion } répète le développement { $earlier }, or une recherche en graphe ne développe chaque grille qu’une fois
check-mistake-repeated-tree = le développement { $expansion } répète le développement { $earlier }, et aucune grille développée depuis ne l’a générée à nouveau
check-mistake-not-waiting = développement { $expansion } : { $board } a été générée, mais un coup qui annule le précédent ne l’est pas
check-mistake-deeper = développement { $expansion } : { $algorithm } a développé une grille de profondeur { $depth } alors que { $count ->
        [one] { $count } grille de profondeur { $waiting-depth } attendait : { $example }
        [many] { $count } de grilles de profondeur { $waiting-depth } attendaient, par exemple { $example }
       *[other] { $count } grilles de profondeur { $waiting-depth } attendaient, par exemple { $example }
    }
check-mistake-not-on-top = développement { $expansion } : { $algorithm } prend d’abord les grilles les plus récentes, mais { $board } n’en faisait pas partie : { $count ->
        [one] { $count } grille générée par le développement { $from } attendait : { $example }
        [many] { $count } de grilles générées par le développement { $from } attendaient, par exemple { $example }
       *[other] { $count } grilles générées par le développement { $from } attendaient, par exemple { $example }
    }
check-mistake-not-best = développement { $expansion } : { $board } a { $key } = { $value }, mais { $count ->
        [one] { $count } grille avec { $key } = { $best } attendait : { $example }
        [many] { $count } de grilles avec { $key } = { $best } attendaient, par exemple { $example }
       *[other] { $count } grilles avec { $key } = { $best } attendaient, par exemple { $example }
    }
check-mistake-over-depth-limit = développement { $expansion } : { $board } est à la profondeur { $depth }, au-delà de la limite de profondeur { $bound } de l’itération
check-mistake-over-bound = développement { $expansion } : { $board } a f = { $f }, au-dessus du seuil { $bound } de l’itération
check-mistake-too-deep = développement { $expansion } : { $board } est à la profondeur { $depth }, mais la recherche avait écarté comme trop profondes les grilles de profondeur { $limit }
check-mistake-not-root = développement { $expansion } : { $board } suit la fin d’une itération ; la suivante, de seuil { $bound }, repart de la grille de départ
check-mistake-exhausted = développement { $expansion } : { $board } vient alors que la recherche n’avait plus rien à développer
check-mistake-ends-before-goal = la trace s’arrête avant que le but soit développé
check-mistake-after-goal-generated = la trace continue après le but : le développement { $goal } l’a généré, et le développement { $expansion } suit
check-mistake-after-goal-expanded = la trace continue après le but : le développement { $goal } l’a développé, et le développement { $expansion } suit
check-hint-greedy = c’est un ordre valide de la recherche gloutonne avec { $heuristic } : la priorité ressemble à h seul, sans g
check-hint-uniform-cost = c’est un ordre valide de la recherche à coût uniforme : la priorité ressemble à g seul, sans h
check-hint-dfs-not-bfs = c’est un ordre valide de DFS : une pile là où BFS demande une file
check-hint-bfs-not-dfs = c’est un ordre valide de BFS : une file là où DFS demande une pile
check-hint-other-heuristic = c’est un ordre valide de { $algorithm } avec { $heuristic }, et non { $asked }
check-hint-other = c’est un ordre valide de { $spec }
check-read = { $count ->
        [one] { $count } coup, lu selon { $how }{ $why }.
        [many] { $count } de coups, lus selon { $how }{ $why }.
       *[other] { $count } coups, lus selon { $how }{ $why }.
    }
check-read-tile-directions = le sens où glisse chaque carreau
check-read-blank-directions = le sens où va la case vide
check-read-tile-numbers = le numéro du carreau déplacé
check-read-boards = les grilles l’une après l’autre
check-read-asked = , comme demandé
check-read-only-legal = , la seule lecture légale
check-read-same-end = { " " }(la lecture du README : les deux sont légales et finissent sur la même grille)
check-read-only-reaches-goal = { " " }: les deux lectures sont légales, et seule celle-ci atteint le but
check-read-goes-further = { " " }: aucune lecture n’est légale, et celle-ci va plus loin
check-solved = Tous les coups sont légaux et le but est atteint en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }.
check-solved-optimal = Tous les coups sont légaux et le but est atteint en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } : c’est optimal.
check-solved-longer = Tous les coups sont légaux et le but est atteint en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }, { $more } de plus que l’optimum, { $best }.
check-solved-at-least = Tous les coups sont légaux et le but est atteint en { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } ; l’optimum est d’au moins { $bound }.
check-stops-short = { $count ->
        [one] Le coup est légal, mais le but n’est pas atteint.
       *[other] Les { $count } coups sont légaux, mais le but n’est pas atteint.
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
check-wrong-first-board = La grille 1 n’est ni la grille de départ ni à un coup d’elle.
check-wrong-board = La grille { $board } n’est pas à un coup de la grille { $before }.
check-error-empty-trace = la trace est vide : listez les grilles que la recherche a développées, la grille de départ en premier
check-error-trace-shape = le développement { $expansion } est une grille { $found }, mais la grille de départ est { $expected }
check-error-goal-shape = le but est une grille { $found }, mais la grille de départ est { $expected }
check-error-algorithm = { $algorithm } lance d’autres recherches : vérifiez une trace de bfs, dfs, iddfs, greedy, ucs, astar, wastar ou idastar
check-error-databases = les bases de données de motifs ({ $heuristic }) ne sont pas disponibles pour le vérificateur : utilisez hamming, manhattan, linear-conflict ou custom:a,b,c,d
check-trace-too-long = la trace fait { $bytes } octets ; une trace fait au plus 16 Mio ({ $most } octets)
check-trace-too-many-boards = la trace contient plus de { $most } grilles, le maximum pour une trace
check-trace-no-boards = aucune grille { $shape } trouvée dans la trace : écrivez une grille par ligne, ou les lignes de chaque grille sur des lignes consécutives
check-trace-bad-board = grille { $index } (ligne { $line }) : { $reason }
check-trace-wrong-shape = la grille { $index } (ligne { $line }) est une grille { $found }, mais la grille de départ est { $expected }
check-trace-part-board = la grille { $index } (ligne { $line }) a { $found } des { $rows } lignes d’une grille { $shape } : les lignes d’une grille se suivent
check-trace-unclosed = la liste de grilles ouverte à la ligne 1 ne se ferme jamais : il manque un ] ou un )
check-convention-unknown = « { $name } » n’est pas une convention : utilisez { $list }
check-moves-empty = aucun coup n’a été donné : écrivez les coups en lettres (U D L R), en mots, en numéros de carreaux ou en grilles
check-moves-too-many = la liste a plus de { $most } coups, le maximum pour une solution
check-moves-unreadable = « { $token } » (mot { $word }) n’est pas un coup : écrivez U, D, L, R ou up, down, left, right, ou des numéros de carreaux, ou des grilles
check-moves-ambiguous = les directions sont légales selon les deux lectures et finissent sur des grilles différentes : comme coups des carreaux (la convention du README), sur { $tile-end }, à une distance de Manhattan de { $tile-distance } du but ; comme coups de la case vide, sur { $blank-end }, à une distance de { $blank-distance } ; précisez la convention (tile ou blank)
play-streak = Série : { $count ->
        [one] { $count } jour d’affilée
        [many] { $count } de jours d’affilée
       *[other] { $count } jours d’affilée
    }.
lab-counterexample = Sur cette grille, h = { $h }, au-dessus de sa vraie distance h* = { $distance }.
lab-histogram-table = L’histogramme sous forme de tableau
search-tree = L’arbre de recherche
search-why = Pourquoi ce nœud
search-counts = Frontière { $frontier }, explorés { $explored } ; l’arbre a { $count ->
        [one] { $count } nœud
        [many] { $count } de nœuds
       *[other] { $count } nœuds
    }.
search-info = { $node } : profondeur { $depth }, { $costs } ; carreau déplacé : { $tile }
exercise-check = Vérifier
exercise-again = Réessayer
exercise-after = après { $count ->
        [one] { $count } développement
        [many] { $count } de développements
       *[other] { $count } développements
    }
