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

## Game (src/play)

## Lab (src/lab)

## Check a student's work (src/check)

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

label-algorithm-bfs = Recherche en largeur d'abord
label-algorithm-bfs-short = BFS
label-algorithm-bfs-note = Optimale. Explore toutes les grilles niveau par niveau ; gourmande en mémoire.
label-algorithm-dfs = Recherche en profondeur d'abord
label-algorithm-dfs-short = DFS
label-algorithm-dfs-note = Limitée en profondeur et non optimale : un exemple pour apprendre.
label-algorithm-iddfs = Recherche en profondeur itérative
label-algorithm-iddfs-short = IDDFS
label-algorithm-iddfs-note = Optimale avec peu de mémoire, mais lente.
label-algorithm-greedy = Recherche gloutonne par le meilleur d'abord
label-algorithm-greedy-short = Gloutonne
label-algorithm-greedy-note = Rapide, ne suit que l'heuristique ; solutions longues.
label-algorithm-ucs = Recherche à coût uniforme
label-algorithm-ucs-short = UCS
label-algorithm-ucs-note = Optimale ; avec des coups de coût unitaire, elle se comporte comme BFS.
label-algorithm-astar = A*
label-algorithm-astar-note = Optimal. Guidé par l'heuristique ; garde tout ce qu'il voit.
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
label-algorithm-anytime-note = Des réponses de plus en plus courtes, chacune avec une borne inférieure prouvée de l'optimum.
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
label-preset-solved-at-once = résolu aussitôt
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
shell-link-unknown-setting = « { $name } » n'est pas un réglage qu'un lien peut fixer.
shell-setting-problem = { $name } : { $problem }
shell-step-past-solution = step : { $step } dépasse la dernière étape de la solution ({ $last }) ; affichage de l'étape { $last }.
shell-page-title = npuzzle · terrain de jeu du taquin
shell-skip-to-board = Aller à la grille
shell-tagline = Des taquins, joués et résolus dans votre navigateur
shell-puzzle = Taquin
shell-controls = Commandes
shell-panels = Panneaux
shell-tab-board = Grille
shell-footer = Les règles, la lecture des grilles, le hasard et chaque recherche tournent en Rust compilé en WebAssembly ; les recherches tournent dans un processus en arrière-plan. Fonctionne hors ligne une fois chargé.
embed-page-title = npuzzle · taquin intégré
embed-unknown-parameter = « { $name } » n'est pas un paramètre de ce taquin ({ $known }).
embed-open-playground = Ouvrir dans le terrain de jeu npuzzle ↗
embed-parameters-ignored = Certains paramètres de ce lien ont été ignorés :
widget-default-board = Une grille par défaut
widget-solve-off = Résoudre est désactivé : la grille donnée contient une erreur (voir ci-dessus), il s'agit donc d'une grille par défaut.
widget-title-puzzle = Taquin à { $tiles } carreaux
widget-title-daily = Du jour { $date }
widget-undo-title = Annuler le dernier coup
widget-reset-said = Retour au départ.
widget-goal-said = Le but. Annuler revient en arrière.
widget-click-hint = Cliquez sur un carreau pour le faire glisser.
widget-solved = Résolu !
widget-tiles-moved = Carreau { $tiles } déplacé.
widget-past-last-step = { $name } : { $step } dépasse la dernière étape de la solution ({ $last })
widget-board-not-shown = La grille donnée ne peut pas être affichée ; une grille par défaut la remplace :
widget-settings-ignored = Certains réglages de ce taquin ont été ignorés :
widget-image-not-loaded = l'image à l'adresse { $url } n'a pas pu être chargée
offline-page-title = Hors ligne · npuzzle
offline-heading = Vous êtes hors ligne
offline-no-copy = Cette page n'a pas été ouverte sur cet appareil pendant qu'il était en ligne : il n'y en a donc aucune copie à afficher.
offline-pages-before = Les pages que vous avez déjà ouvertes reviennent sans réseau, parmi elles
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
board-tiles-show = Les carreaux montrent
board-skin-numbers = Des nombres
board-skin-picture = Une image
board-picture-choose = Choisir une image…
board-picture-numbers = Afficher les nombres
board-moves = Coups
board-undo = Annuler
board-redo = Rétablir
board-reset = Recommencer
board-reset-title = Revenir à la grille de départ (Annuler la ramène)
board-goal = But
board-goal-title = Afficher la grille but (Annuler la ramène)
board-hint = Indice
board-help = Cliquez ou touchez un carreau de la ligne ou de la colonne de la case vide pour le faire glisser (avec les carreaux entre les deux). Les flèches et { $w } { $a } { $s } { $d } font glisser un carreau { $direction } vers la case vide, comme les lettres U, D, L, R d'une solution ; sur un écran tactile, balayez.
board-help-direction = dans cette direction
board-text = Texte de la grille
board-text-help = Collez une grille dans n'importe quel format : une ligne de la grille par ligne, lignes séparées par { $slash } ({ $rows }, comme cette page écrit les grilles), une ligne de nombres ({ $line }), des chiffres accolés ({ $digits }), { $shape }, JSON, des tuples ({ $tuples }) ou un tableau Markdown ou ASCII ({ $table }, une cellule vide étant la case vide). La case vide est { $zero }, { $underscore }, { $dot } ou { $dash }.
board-loading = Chargement…
board-goal-blank-last = Case vide à la fin
board-goal-blank-first = Case vide au début
board-goal-custom = Personnalisé
board-goal-custom-label = But personnalisé
board-goal-help = N'importe quelle disposition des carreaux de la grille, dans n'importe quel format de grille.
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
board-par-away = Un pas de plus.
board-time = Temps
board-par = Par
board-daily-par = Du jour { $date } : par { $par }.
board-par-counting = Calcul des coups restants…
board-par-at-goal = Au but.
board-par-to-go = { $count ->
        [one] Encore { $count }.
       *[other] Encore { $count }.
    }
board-explain-failed = Expliquer h : { $problem }
board-explain-group = { $count ->
        [one] Carreaux { $tiles } : { $count } coup
        [many] Carreaux { $tiles } : { $count } de coups
       *[other] Carreaux { $tiles } : { $count } coups
    }
board-explain-direct = Consultation directe : { $sum }
board-explain-reflected = Consultation réfléchie (la grille retournée selon sa diagonale) : { $sum }
board-picture-dusk = Crépuscule (intégrée)
board-picture-not-image = { $file } n'est pas une image (son type est { $type })
board-picture-not-image-untyped = { $file } n'est pas une image (son type est inconnu)
board-picture-unreadable = { $file } n'a pas pu être lu comme une image
board-goal-error = { $problem }. Tant que ce n'est pas corrigé, le but a la case vide à la fin.
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
board-hint-unavailable = Pour l'instant, les indices couvrent les grilles d'au plus { $largest } cases ; celle-ci en a { $cells }.
board-hint-thinking = Recherche du meilleur coup…
board-hint-building = Construction des bases de données de motifs (une fois ; gardées pour la prochaine fois)… { $percent } %
board-hint-downloading = Téléchargement des bases de données de motifs (une fois ; gardées pour la prochaine fois)… { $percent } %
board-hint-loading = Chargement des bases de données de motifs…
board-hint-solved = Résolu : plus aucun coup à jouer.
board-hint-best = { $count ->
        [one] Meilleur coup : carreau { $tile } { $direction } { $arrow } · { $count } coup jusqu'au but (optimal).
        [many] Meilleur coup : carreau { $tile } { $direction } { $arrow } · { $count } de coups jusqu'au but (optimal).
       *[other] Meilleur coup : carreau { $tile } { $direction } { $arrow } · { $count } coups jusqu'au but (optimal).
    }
board-checking = Vérification…
board-solvable = Soluble
board-unsolvable = Insoluble
board-swapped = Carreaux { $a } et { $b } échangés ; la grille est maintenant soluble.
board-fact-inversions = { $count ->
        [one] { $count } inversion
        [many] { $count } d'inversions
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
session-left-solution-move = Vous avez déplacé un carreau à l'étape { $step } sur { $count }, ce qui quitte la solution. Résoudre à nouveau part de la grille affichée.
session-left-solution-reset = Recommencer quitte la solution. Résoudre à nouveau part de la grille affichée.
session-left-solution-goal = Aller au but quitte la solution. Résoudre à nouveau part de la grille affichée.
session-left-solution-history = Annuler et rétablir quittent la solution. Résoudre à nouveau part de la grille affichée.
session-stopped-goal-changed = Le but a changé, la recherche a donc été arrêtée.
session-goal-empty = Tapez la disposition but
session-stale-solve = Le texte de la grille contient une erreur : corrigez-le avant de résoudre.
session-stale-search = Le texte de la grille contient une erreur : corrigez-le avant de chercher.
session-no-hint = Pas d'indice : { $problem }
settings-more-problems = …et { $count } de plus.
settings-given-twice = « { $name } » est donné deux fois ; le premier compte.
settings-too-long = { $name } : la valeur est trop longue (au plus { $kib } Kio).
settings-too-many = { $count ->
        [one] seuls les { $read } premiers réglages sont lus ; { $count } autre a été ignoré.
       *[other] seuls les { $read } premiers réglages sont lus ; { $count } autres ont été ignorés.
    }
settings-size-mismatch = { $name } : { $size } ne correspond pas à la grille, qui est de { $board } ; la taille de la grille compte
settings-goal-fallback = { $problem } ; le but a la case vide à la fin
settings-not-control = controls : « { $value } » n'est pas une commande ({ $known })
settings-not-mode = « { $value } » n'est pas un mode ({ $known })
settings-not-seed = « { $value } » n'est pas une graine (un nombre entier)
settings-not-colour = « { $value } » n'est pas un critère de couleur ({ $known })
settings-not-check = « { $value } » n'est pas une chose à vérifier ({ $known })
settings-not-speed = « { $value } » n'est pas une vitesse (un nombre entier de coups par seconde, de 1 à { $most })
settings-not-step = « { $value } » n'est pas un numéro d'étape
settings-not-step-counted = « { $value } » n'est pas un numéro d'étape (0, 1, 2, …)
settings-end-before-start = end : { $end } vient avant start { $start }
settings-not-theme = « { $value } » n'est pas un thème ({ $known })
settings-not-view = « { $value } » n'est pas une vue ({ $known })
settings-not-explain = « { $value } » n'est pas une chose à expliquer (h, l'heuristique, ou off)
settings-not-url = « { $value } » n'est pas une URL
settings-not-http = seules les adresses d'image http(s) sont affichées, pas { $protocol }
settings-not-flag = « { $value } » n'est ni true ni false
session-worker-not-started = il n'a pas pu démarrer
session-worker-unreadable = un de ses messages n'a pas pu être lu
session-worker-restarted = Le processus de résolution en arrière-plan a échoué ({ $reason }) ; il a été redémarré.
session-worker-keeps-failing = Le processus de résolution en arrière-plan échoue sans cesse ({ $reason }) ; rechargez la page pour réessayer.
session-played-waiting = Optimal : calcul en cours…
session-played-helped = Non enregistré : le lecteur de solution a déplacé les carreaux.
session-par-unproved = Le par demande le nombre optimal de coups, et aucune recherche ne l'a prouvé pour cette grille.
session-par-no-count = Le par n'a pas trouvé le nombre optimal à temps : { $problem }
session-par-search-stopped = la recherche s'est arrêtée
session-par-no-solver = Le par n'a pas pu interroger le solveur.
worker-not-downloaded = elles n'ont pas pu être téléchargées
worker-stronger-failed = Les bases de données { $partition } n'ont pas pu être téléchargées ({ $reason }), la recherche a donc continué avec { $quick }.
worker-download-not-offered = Ce téléchargement est proposé après la résolution d'un taquin 4×4 : résolvez-en un, puis téléchargez.
worker-download-failed = Les bases de données de motifs n'ont pas pu être téléchargées : { $reason }.
worker-not-served = le site ne les propose pas
worker-download-cancelled = Le téléchargement a été annulé.
worker-stored-refused-download = Les bases de données de motifs enregistrées ont été refusées ({ $reason }), elles sont donc téléchargées à nouveau.
worker-stored-refused-build = Les bases de données de motifs enregistrées ont été refusées ({ $reason }), elles sont donc construites à nouveau.
worker-build-failed = les bases de données de motifs n'ont pas pu être construites : { $reason }
worker-prebuilt-refused = Les bases de données de motifs précalculées n'ont pas pu être utilisées ({ $reason }), elles sont donc construites ici.
worker-store-unavailable = Elles ne peuvent pas être enregistrées dans ce navigateur : elles sont donc reconstruites à chaque visite.
worker-store-full-quota = Elles n'ont pas pu être enregistrées dans ce navigateur (il garde au plus { $megabytes } Mo pour ce site) : elles restent donc en mémoire jusqu'à la fermeture de la page.
worker-store-full = Elles n'ont pas pu être enregistrées dans ce navigateur : elles restent donc en mémoire jusqu'à la fermeture de la page.
worker-checker-not-loaded = le module du vérificateur n'a pas pu se charger : { $reason }
worker-lab-not-loaded = le module du laboratoire n'a pas pu se charger : { $reason }
worker-helper-not-started = un processus d'aide n'a pas pu démarrer ({ $reason })
worker-helper-stopped = il s'est arrêté
worker-helper-no-store = les bases de données de motifs ne sont pas enregistrées dans ce navigateur, et les processus d'aide les chargent de là
worker-helper-strange-answer = il a répondu ce qu'il ne devait pas
worker-helper-failed = un processus d'aide a échoué ({ $reason })
worker-alone = La recherche continue sans aide : { $reason }.
worker-site-answered = le site a répondu { $status }
worker-no-body = la réponse n'a pas de corps
worker-file-too-long = le fichier dépasse les { $count } octets de l'ensemble

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
