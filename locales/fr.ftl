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

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

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
solve-stronger-downloading = Téléchargement des bases de données { $name } pour passer à elles
solve-searching = Recherche avec { $algorithm }…
solve-searching-best = Recherche : meilleure jusqu’ici { $best }, au moins { $least }.
solve-lower-bound = Borne inférieure
solve-kind-optimal = optimale
solve-kind-factor = au plus { $factor } × l’optimale
solve-kind-at-least = l’optimale fait au moins { $least }
solve-kind-not-optimal = optimalité non garantie
solve-solved = Résolu : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }, { $kind }.
solve-stopped-why = { $title } : { $reason }
solve-algorithm-weighted = { $algorithm } (poids { $weight })
solve-moves = { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }
solve-yes = oui
solve-no = non
solve-optimal-at-least = L’optimale fait au moins
solve-cores = { $count }
solve-cores-failed = { $count } (un assistant a échoué)
solve-offer = Des bases de données de motifs plus fortes résolvent plus vite les taquins de 15 difficiles ; sur cette connexion, elles ne sont pas téléchargées sans demander.
solve-offer-download = Télécharger { $size }
solve-offer-downloading = Téléchargement de { $size } sur { $total }…
solve-offer-loading = Chargement…
solve-offer-cancel = Annuler le téléchargement
solve-offer-done = Téléchargées : la prochaine résolution les consulte.
solve-swapped = Carreaux { $first } et { $second } échangés : la grille peut maintenant être résolue.
solve-databases-built = construites en { $time }
solve-databases-built-two-cores = construites en { $time } sur deux cœurs
solve-databases-cache = chargées depuis le cache de ce navigateur en { $time }
solve-databases-served = téléchargées toutes faites en { $time }
solve-databases-memory = déjà chargées
solve-databases-noted = { $how } ({ $note })
solve-databases-stronger-note = { $how }. { $note }
solve-databases-switched = { $how } ; passage aux bases de données { $name } à l’itération { $iteration }
compare-compare = Comparer
compare-run = Lancer la comparaison
compare-caption-this = Algorithmes comparés sur cette grille
compare-caption = Algorithmes comparés sur la grille affichée
compare-outcome = Issue
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
compare-skipped = ignoré
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
play-kind-daily = Du jour
play-daily = Taquin du jour
play-share = Partager
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
play-daily-help = La même grille pour tout le monde pendant un jour UTC, avec sa longueur optimale pour par. Votre première tentative terminée du jour compte.
play-latest = Dernières parties
play-bests-cleared = Records personnels effacés.
play-daily-making = Préparation du { $size } du jour…
play-daily-failed = Pas de taquin du jour : { $reason }
play-daily-done = Le { $size } du jour : { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    } (par { $par }, { $over }), { $time }.
play-daily-on-board = Le { $size } du jour est sur la grille : par { $par }.
play-daily-waiting = Le { $size } du jour ({ $date }) vous attend : appuyez sur Taquin du jour.
play-share-title = Copier une ligne avec votre résultat (pas la grille)
play-share-first = Terminez le taquin du jour pour partager votre résultat
play-no-streak = Pas encore de série : terminez un taquin du jour pour en commencer une.
play-streak = Série : { $count ->
        [one] { $count } jour d’affilée
        [many] { $count } de jours d’affilée
       *[other] { $count } jours d’affilée
    }.
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
lab-custom-help = LC est le seul supplément du conflit linéaire, 2 coups par conflit : Manhattan 1 et LC 1 donnent l’heuristique du conflit linéaire. Les poids peuvent être fractionnaires (1,5) ; une somme inférieure à 0 compte pour 0.
lab-help = Compare une heuristique à la vraie distance h* de chaque état d’une taille de grille, trouvée par une recherche en largeur d’abord partie du but. 3 × 4 et plus sont exclus : 239 500 800 états et plus, c’est trop pour les visiter un à un dans un onglet.
lab-size = Taille
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
       *[other] { $count } états sur { $total }
    } avec h au-dessus de h*
lab-inconsistent = { $count ->
        [0] aucun état
       *[other] { $count } états sur { $total }
    } avec un coup qui fait baisser h de plus de 1
lab-fact-note = { " " }: { $note }
lab-done = { $name } est { $verdict } sur les { $count } états de { $size }.
lab-done-below-zero = { $name } est { $verdict } sur les { $count } états de { $size }. La somme est inférieure à 0 sur { $below } états sur { $count } : les totaux négatifs comptent pour 0.
lab-inconsistency-label = Un coup qui montre qu’elle n’est pas cohérente
lab-inconsistency-title = Pas cohérente
lab-inconsistency = Un coup fait passer h de { $h } à { $next } : elle baisse de { $drop }, plus que le coup joué.
lab-h = h = { $h }
lab-h-true = h = { $h }, h* = { $distance }
lab-solving = Résolution avec A* et avec une recherche optimale…
lab-counterexample-label = Contre-exemple
lab-counterexample-title = Non admissible : un contre-exemple
lab-counterexample = Sur cette grille, h = { $h }, au-dessus de sa vraie distance h* = { $distance }.
lab-astar-longer = A* avec cette heuristique renvoie { $moves } : { $longer } de plus que le plus court.
lab-astar-shortest = A* avec cette heuristique renvoie encore ici un plus court chemin ({ $moves }) ; sur les { $tried } pires grilles essayées, il n’a jamais été trompé.
lab-astar-with = A* avec { $heuristic }
lab-shortest = Le plus court ({ $algorithm }, conflit linéaire)
lab-step-of = Étape { $step } sur { $last }
lab-solved-in = { $moves } : résolu
lab-move-of = Coup { $move } sur { $total }
lab-step = Étape
lab-path-label = { $title } : { $moves }
lab-heat-map = Carte de chaleur des états selon l’estimation h et la vraie distance h* : { $count ->
        [0] aucun
       *[other] { $count }
    } au-dessus de la diagonale, où h surestime. Le tableau ci-dessous donne chaque effectif.
lab-histogram-table = L’histogramme sous forme de tableau
lab-histogram-caption = États selon l’estimation h (vers le haut) et la vraie distance h* (en largeur) ; au-dessus de la diagonale, h surestime
lab-key = Légende des couleurs
lab-key-one = 1 état
lab-key-most = { $count } états (plus foncé : plus nombreux, sur une échelle logarithmique)
lab-key-over = h au-dessus de h* : surestime
lab-axis-true = h* (vraie distance)
lab-histogram-table-caption = Nombre d’états pour chaque estimation h (lignes) et vraie distance h* (colonnes)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
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
search-pause = Pause
search-play = Lire
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
search-speed = Vitesse
search-expansion = Développement
search-colours = Couleurs
search-help = Touches (ici) : flèche droite ou N, développement suivant ; flèche gauche ou P, précédent ; Espace, lire ou mettre en pause ; Début et Fin, premier et dernier. L’arbre s’ouvre sur les nœuds autour du développement : son chemin depuis le départ, les nœuds voisins et ses enfants, chacun une grille avec g, h et f encadrée de sa couleur ; toute autre branche est repliée en un nombre. Ajuster montre l’arbre entier, Recentrer de nouveau les nœuds autour du développement ; faites glisser pour vous déplacer ; la molette, un pincement ou les boutons zooment, centrés sur le nœud développé. Cliquez sur un nœud ou une entrée de la frontière pour afficher sa grille sur la grille principale. « Comparer avec » enregistre une seconde recherche à côté de la première ; les deux avancent ensemble.
search-cap = Développements à enregistrer
search-compare = Comparer avec
search-colour = Colorer selon
search-exercise = Exercice
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
search-tree = L’arbre de recherche
search-zoom-in = Zoom avant
search-zoom-out = Zoom arrière
search-fit = Ajuster
search-fit-title = L’arbre entier, le nœud développé entouré
search-focus = Recentrer
search-focus-title = Les nœuds autour du développement, en grilles
search-export-svg = Exporter l’arbre en SVG
search-export-png = Exporter l’arbre en PNG
search-why = Pourquoi ce nœud
search-where-iteration = Itération { $iteration }, seuil { $bound }.
search-where-layer = Développement de la couche de profondeur { $depth }.
search-where-goal = But trouvé : son chemin, de { $count ->
        [one] { $count } coup
        [many] { $count } de coups
       *[other] { $count } coups
    }, est marqué en vert.
search-stopped-to = Premiers développements enregistrés : { $count } ; la recherche a continué jusqu’à { $went }.
search-stopped-past = Premiers développements enregistrés : { $count } ; la recherche a continué au-delà de { $count }.
search-counts = Frontière { $frontier }, explorés { $explored } ; l’arbre a { $count ->
        [one] { $count } nœud
        [many] { $count } de nœuds
       *[other] { $count } nœuds
    }.
search-counts-iteration = Frontière { $frontier }, explorés { $explored } ; l’arbre de cette itération a { $count ->
        [one] { $count } nœud
        [many] { $count } de nœuds
       *[other] { $count } nœuds
    }.
search-why-first = Avancez jusqu’au premier développement pour voir pourquoi chaque nœud est choisi.
search-frontier-path = Le chemin courant (le plus profond d’abord)
search-frontier-next = Suivants sur la frontière : { $order }
search-info-start = { $node } : profondeur { $depth }, { $costs } (le départ)
search-info = { $node } : profondeur { $depth }, { $costs } ; carreau déplacé : { $tile }
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
search-why-newest = C’est l’entrée la plus récente de la pile (dernier entré, premier sorti), à la profondeur { $depth } sur { $limit } au plus.
search-why-cost-f = f = g + h = { $f }
search-why-cost-depth = profondeur { $depth }
search-why-iteration-f = Une nouvelle itération commence : le seuil monte à { $bound }, le plus petit f qui a dépassé le seuil précédent, et la recherche repart de la racine.
search-why-iteration-depth = Une nouvelle itération commence : le seuil monte à { $bound }, la plus petite profondeur qui a dépassé le seuil précédent, et la recherche repart de la racine.
search-why-first-iteration-f = La première itération : le seuil est le h du départ, { $bound }.
search-why-first-iteration-depth = La première itération : le seuil est la profondeur { $bound }.
search-why-depth-first = En profondeur d’abord : c’est l’enfant suivant de son parent avec { $cost } dans le seuil { $bound }.
search-why-replaced = Il a été atteint de nouveau par un chemin moins coûteux (g { $g }, avant g { $before }) et a remplacé cette entrée.
search-why-dropped = Retirés de la pile d’abord et abandonnés : { $items }.
search-why-skipped = Essayés avant lui et ignorés : { $items }.
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
search-why-expanding = En le développant : { $items }.
search-why-goal-generated = Son enfant { $node } est le but : la recherche teste chaque nœud quand elle le génère, et s’arrête.
search-why-goal-path = Ensuite, le but est atteint : la recherche s’arrête là.
search-why-goal-frontier = Ensuite, le but quitte la frontière : la recherche s’arrête là.
search-skip-limit = { $node } (à la limite de profondeur { $limit })
search-skip-pruned-f = { $node } élagué (f { $f } au-delà du seuil { $bound })
search-skip-pruned-depth = { $node } élagué (profondeur { $depth } au-delà du seuil { $bound })
search-skip-seen = { $node } ignoré, une grille déjà vue
search-skip-back-parent = { $node } ignoré, le coup qui revient à son parent
search-skip-back-grandparent = { $node } ignoré, le coup qui revient à son grand-parent
search-skip-duplicate = { $node } ignoré, doublon du nœud à la profondeur { $depth } ({ $state ->
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
exercise-bound = { $algorithm } va en profondeur d’abord, les enfants de chaque nœud dans l’ordre des coups, dans le seuil { $bound } : { $taken } ({ $costs }) vient ensuite.
exercise-bound-skipped = { $algorithm } va en profondeur d’abord, les enfants de chaque nœud dans l’ordre des coups, dans le seuil { $bound } : { $taken } ({ $costs }) vient ensuite ; { $skipped }.
exercise-skipped-pruned = celui-ci, { $costs }, dépasse le seuil
exercise-skipped-seen = celui-ci répète une grille déjà vue
exercise-children-path = { $reason } Développez-le maintenant : lesquels de ces enfants, essayés dans l’ordre des coups, sont dans le seuil ? Laissez de côté les doublons et les enfants élagués.
exercise-children-frontier = { $reason } Développez-le maintenant : lesquels de ses enfants vont sur la frontière ? Laissez de côté les doublons et les enfants élagués.
exercise-queued-path = { $queued } de ses { $count ->
        [one] { $count } enfant
       *[other] { $count } enfants
    } { $queued ->
        [one] est dans le seuil
       *[other] sont dans le seuil
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
exercise-check = Vérifier
exercise-give-all = Donnez les trois : g, h et f.
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value } (vous avez donné { $given })
exercise-values-reason = { $values } ({ $formula }).
exercise-right = Juste. { $reason }
exercise-not-quite = Pas tout à fait. { $reason }
exercise-see-summary = Voir le bilan
exercise-nothing = Cette recherche ne laisse rien à demander de ce type (aucun développement avec un choix à faire) : essayez un autre exercice, algorithme ou grille.
exercise-done = Terminé : { $score } sur { $total } justes.
exercise-again = Réessayer
exercise-your-answers = Vos réponses
exercise-summary-asked = La grille demandée : { $board }
exercise-summary-expanded = La grille développée : { $board }
exercise-question-number = Question { $index }
exercise-after = après { $count ->
        [one] { $count } développement
        [many] { $count } de développements
       *[other] { $count } développements
    }
exercise-result-right = Juste
exercise-result-wrong = Pas tout à fait : { $reason }
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
term-algorithm-definition = La recherche exécutée : celle qu’a choisie Automatique, quand on le lui a demandé.
term-heuristic = Heuristique
term-heuristic-definition = L’estimation des coups restants qui a guidé la recherche ; aucune pour une recherche non informée.
term-length = Longueur
term-length-definition = Les coups de la solution trouvée.
term-optimal = Optimale
term-optimal-definition = Si la solution est à coup sûr l’une des plus courtes : un algorithme optimal avec une heuristique qui ne surestime jamais.
term-expanded = Développés
term-expanded-definition = Grilles que la recherche a prises et dont elle a généré les coups ; la mesure habituelle de son travail.
term-generated = Générés
term-generated-definition = Grilles auxquelles ces coups ont mené, comptées chaque fois qu’elles ont été atteintes, répétitions comprises.
term-frontier = Frontière
term-frontier-definition = Grilles atteintes mais pas encore développées, en attente : la file, la liste ouverte ou la pile.
term-max-frontier = Frontière maximale
term-max-frontier-definition = Le plus grand nombre de grilles en attente de développement à un même moment.
term-stored = Stockées
term-stored-definition = Grilles gardées en mémoire maintenant : toutes celles vues, ou seulement le chemin courant d’une recherche itérative.
term-memory = Mémoire
term-memory-definition = Octets estimés des grilles stockées maintenant (pas la mémoire de tout l’onglet).
term-peak-memory = Mémoire maximale
term-peak-memory-definition = Octets estimés pour le plus grand nombre de grilles stockées à la fois ; c’est à cela qu’une limite de mémoire se mesure.
term-time = Temps
term-time-definition = Temps réel de la demande à la réponse, préparation des bases de données de motifs comprise.
term-elapsed = Écoulé
term-elapsed-definition = Temps réel depuis la demande, préparation des bases de données de motifs comprise.
term-bound = Seuil
term-bound-definition = La limite des coups joués plus les coups estimés dans l’itération en cours d’une recherche itérative.
term-depth = Profondeur
term-depth-definition = Le plus grand nombre de coups depuis le départ parmi les grilles développées jusqu’ici.
term-databases = Bases de données de motifs
term-databases-definition = Tables précalculées des coups exacts pour des groupes de carreaux, l’heuristique la plus forte ici : d’où elles viennent et combien de temps cela a pris.
term-cores = Cœurs
term-cores-definition = Processus d’arrière-plan qui se partagent la recherche : celui de cet onglet et ses aides.

## Page: check my work (www/views/check-work.js)
