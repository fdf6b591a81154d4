# Español: translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/es.md.

## Lists

list-one = { $item }
list-or-pair = { $first } o { $last }
list-and-pair = { $first } y { $last }
list-comma = { $first }, { $last }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = No hay ningún idioma «{ $tag }».
language-unreadable = No se pudo leer el catálogo { $tag }: { $problem }

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
solve-no-limit = sin límite
solve-limit-expanded-wrong = El límite de nodos expandidos debe ser un número no menor que { $min }.
solve-limit-memory-wrong = El límite de memoria debe ser un número no menor que { $min }.
solve-limit-time-wrong = El límite de tiempo debe ser un número no menor que { $min }.
solve-solve = Resolver
solve-cancel = Cancelar
solve-stop = Detener
solve-stop-title = Dejar de buscar y quedarse con la mejor solución hasta ahora
solve-offer-bar = Descarga de las bases de datos de patrones más fuertes
solve-export = Exportar la solución como SVG
solve-heuristic = Heurística
solve-weight = Peso
solve-algorithm = Algoritmo
solve-explain-h = Explicar h
solve-limits = Límites
solve-limit-expanded = Nodos expandidos
solve-limit-memory = Memoria (MB)
solve-limit-time = Tiempo (s)
solve-idle-run = Pulsa Resolver para ejecutar { $algorithm }.
solve-idle = Pulsa Resolver para buscar una solución desde el tablero que se muestra.
solve-strip-caption = { $algorithm }: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }
solve-strip-caption-optimal = { $algorithm }: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }, óptima
solve-stopped-press = { $reason } Pulsa Resolver para buscar desde este tablero.
solve-heuristic-chosen-by = La elige { $algorithm }
solve-heuristic-none-used = Ninguna ({ $algorithm } no usa ninguna)
solve-heuristic-chosen = { $heuristic } (la elige { $algorithm })
solve-databases-building = Construyendo las bases de datos de patrones (una sola vez; se guardan para la próxima)
solve-databases-downloading = Descargando las bases de datos de patrones (una sola vez; se guardan para la próxima)
solve-databases-loading = Cargando las bases de datos de patrones…
solve-percent = { $percent } %
solve-size-of = { $size } de { $total }
solve-stronger-switched = Llegaron las bases de datos { $name }: la búsqueda sigue con ellas
solve-stronger-downloading = Descargando las bases de datos { $name } para cambiar a ellas
solve-searching = Buscando con { $algorithm }…
solve-searching-best = Buscando: la mejor hasta ahora, { $best }; como mínimo, { $least }.
solve-lower-bound = Cota inferior
solve-kind-optimal = óptima
solve-kind-factor = como mucho { $factor } × la óptima
solve-kind-at-least = la óptima tiene al menos { $least }
solve-kind-not-optimal = sin garantía de ser óptima
solve-solved = Resuelto: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }, { $kind }.
solve-stopped-why = { $title }: { $reason }
solve-algorithm-weighted = { $algorithm } (peso { $weight })
solve-moves = { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }
solve-yes = sí
solve-no = no
solve-optimal-at-least = La óptima tiene al menos
solve-cores = { $count }
solve-cores-failed = { $count } (falló un ayudante)
solve-offer = Las bases de datos de patrones más fuertes resuelven antes los 15-puzles difíciles; con esta conexión no se descargan sin preguntar.
solve-offer-download = Descargar { $size }
solve-offer-downloading = Descargando { $size } de { $total }…
solve-offer-loading = Cargando…
solve-offer-cancel = Cancelar la descarga
solve-offer-done = Descargadas: la próxima resolución las consulta.
solve-swapped = Fichas { $first } y { $second } intercambiadas: ahora el tablero tiene solución.
solve-databases-built = construidas en { $time }
solve-databases-built-two-cores = construidas en { $time } con dos núcleos
solve-databases-cache = cargadas desde la caché de este navegador en { $time }
solve-databases-served = descargadas ya construidas en { $time }
solve-databases-memory = ya cargadas
solve-databases-noted = { $how } ({ $note })
solve-databases-stronger-note = { $how }. { $note }
solve-databases-switched = { $how }; se cambió a las bases de datos { $name } en la iteración { $iteration }
compare-compare = Comparar
compare-run = Ejecutar la comparación
compare-caption-this = Algoritmos comparados en este tablero
compare-caption = Algoritmos comparados en el tablero que se muestra
compare-outcome = Resultado
compare-scroll-hint = Desplaza la tabla hacia el lado para ver todas las columnas →
compare-help = Ejecuta cada algoritmo elegido en el tablero que se muestra, uno tras otro, con la heurística y el peso del panel Resolver, cada uno con los límites de abajo.
compare-algorithms = Algoritmos
compare-choose = Elige al menos un algoritmo para comparar.
compare-running = Ejecutando { $algorithm } ({ $index } de { $total })…
compare-summary = Resueltos: { $solved } de { $total }.
compare-summary-cancelled = Resueltos: { $solved } de { $total }; cancelado.
compare-summary-stopped = Resueltos: { $solved } de { $total }; detenidos por un límite: { $stopped }.
compare-summary-stopped-cancelled = Resueltos: { $solved } de { $total }; detenidos por un límite: { $stopped }; cancelado.
compare-none = ninguna
compare-row-title = { $algorithm } · { $heuristic }
compare-chart-expanded = Nodos expandidos (escala logarítmica)
compare-unit-expanded = nodos expandidos
compare-unit-time = tiempo
compare-chart-length = Longitud de la solución (movimientos)
compare-no-solution = sin solución
compare-unit-moves = movimientos
compare-waiting = en espera
compare-running-row = en ejecución…
compare-skipped = omitido
compare-solved = resuelto
compare-log-scale = escala logarítmica
compare-linear-scale = escala lineal desde 0
compare-chart-label = { $title }, { $scale }: { $values }
compare-chart-value = { $algorithm } { $value }
compare-chart-values = { $first }; { $last }
compare-bar-limited = { $value } · { $reason }
compare-axis = { $unit }, { $scale }
play-kind-free = Juego libre
play-kind-par = Modo par
play-kind-daily = Del día
play-daily = Puzle del día
play-share = Compartir
play-no-bests = Aún no has terminado ninguna partida: resuelve un tablero a mano para marcar un récord.
play-clear-bests = Borrar récords
play-clear-bests-question = ¿Borrar los récords?
play-no-history = Ninguna todavía.
play-bests = Récords personales
play-size = Tamaño
play-game = Partida
play-over-par = Sobre el par
play-fastest = Más rápida
play-solves = Resueltos
play-clear-them = Borrarlos
play-keep-them = Conservarlos
play-clear-confirm = ¿Olvidar todos los récords personales? No se puede deshacer.
play-daily-puzzle = Puzle del día
play-daily-size = Tamaño del puzle del día
play-daily-help = El mismo tablero para todos durante un día UTC, con su longitud óptima como par. Cuenta tu primer intento terminado del día.
play-latest = Últimas partidas
play-bests-cleared = Récords personales borrados.
play-daily-making = Preparando el { $size } de hoy…
play-daily-failed = No hay puzle del día: { $reason }
play-daily-done = El { $size } de hoy: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } (par { $par }, { $over }), { $time }.
play-daily-on-board = El { $size } de hoy está en el tablero: par { $par }.
play-daily-waiting = El { $size } de hoy ({ $date }) te espera: pulsa Puzle del día.
play-share-title = Copiar una línea con tu resultado (no el tablero)
play-share-first = Termina el puzle de hoy para compartir tu resultado
play-no-streak = Aún no tienes racha: termina un puzle del día para empezar una.
play-streak = Racha: { $count ->
        [one] { $count } día seguido
        [many] { $count } de días seguidos
       *[other] { $count } días seguidos
    }.
play-copied = Copiado: { $line }
play-copy-this = Copia esta línea: { $line }
play-at-par = en el par
play-history-entry = { $size } { $kind ->
        [free] juego libre
        [par] modo par
       *[daily] del día
    }: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }, { $time } · { $date }
play-history-entry-over = { $size } { $kind ->
        [free] juego libre
        [par] modo par
       *[daily] del día
    }: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } ({ $over }), { $time } · { $date }
play-history-entry-over-known = { $size } { $kind ->
        [free] juego libre
        [par] modo par
       *[daily] del día
    }: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } ({ $over } respecto a la mejor conocida), { $time } · { $date }
lab-heuristic-pdb = Base de datos de patrones (aditiva)
lab-heuristic-custom = Personalizada: suma ponderada
lab-weight-hamming = Peso de Hamming
lab-weight-manhattan = Peso de Manhattan
lab-weight-conflicts = Peso del conflicto lineal
lab-weight-constant = Constante
lab-phase-distances = Buscando la distancia real de cada estado
lab-phase-estimates = Estimando cada estado
lab-phase-moves = Comprobando cada movimiento
lab-phase-counterexample = Ejecutando A* en los peores tableros
lab-size-option = { $size } ({ $count ->
        [one] { $count } estado
        [many] { $count } de estados
       *[other] { $count } estados
    })
lab-check = Comprobar
lab-custom-help = LC es solo el extra del conflicto lineal, 2 movimientos por conflicto: Manhattan 1 y LC 1 forman la heurística de conflicto lineal. Los pesos pueden ser fraccionarios (1,5); una suma menor que 0 cuenta como 0.
lab-help = Compara una heurística con la distancia real h* de cada estado de un tamaño de tablero, hallada con una búsqueda primero en anchura hacia atrás desde el objetivo. Se dejan fuera 3 × 4 y los mayores: 239.500.800 estados o más son demasiados para visitarlos uno a uno en una pestaña.
lab-size = Tamaño
lab-fix-weights = Corrige los pesos para comprobar esta heurística.
lab-checking = Comprobando la heurística en { $count ->
        [one] { $count } estado
        [many] { $count } de estados
       *[other] { $count } estados
    }…
lab-cancelled = Cancelado.
lab-verdict-both = admisible y consistente
lab-verdict-admissible = admisible, pero no consistente
lab-verdict-consistent = no admisible, pero consistente
lab-verdict-neither = ni admisible ni consistente
lab-states = Estados
lab-admissible = Admisible
lab-consistent = Consistente
lab-mean-ratio = Media de h/h*
lab-farthest = Estado más lejano
lab-overestimated = { $count ->
        [0] ningún estado
        [one] { $count } de { $total } estados
       *[other] { $count } de { $total } estados
    } con h por encima de h*
lab-inconsistent = { $count ->
        [0] ningún estado
       *[other] { $count } de { $total } estados
    } con un movimiento que baja h en más de 1
lab-fact-note = : { $note }
lab-done = { $name } es { $verdict } en los { $count } estados de { $size }.
lab-done-below-zero = { $name } es { $verdict } en los { $count } estados de { $size }. La suma es menor que 0 en { $below } de { $count } estados: los totales negativos cuentan como 0.
lab-inconsistency-label = Un movimiento que muestra que no es consistente
lab-inconsistency-title = No consistente
lab-inconsistency = Un movimiento lleva h de { $h } a { $next }: baja { $drop }, más que el 1 movimiento hecho.
lab-h = h = { $h }
lab-h-true = h = { $h }, h* = { $distance }
lab-solving = Resolviéndolo con A* y con una búsqueda óptima…
lab-counterexample-label = Contraejemplo
lab-counterexample-title = No admisible: un contraejemplo
lab-counterexample = En este tablero h = { $h }, por encima de su distancia real h* = { $distance }.
lab-astar-longer = A* con esta heurística devuelve { $moves }: { $longer } más que el más corto.
lab-astar-shortest = A* con esta heurística sigue devolviendo aquí un camino más corto ({ $moves }); en los { $tried } peores tableros probados nunca se equivocó.
lab-astar-with = A* con { $heuristic }
lab-shortest = El más corto ({ $algorithm }, conflicto lineal)
lab-step-of = Paso { $step } de { $last }
lab-solved-in = { $moves }: resuelto
lab-move-of = Movimiento { $move } de { $total }
lab-step = Paso
lab-path-label = { $title }: { $moves }
lab-heat-map = Mapa de calor de los estados según la estimación h y la distancia real h*: { $count ->
        [0] ninguno
       *[other] { $count }
    } por encima de la diagonal, donde h sobreestima. La tabla de abajo da cada cantidad.
lab-histogram-table = El histograma como tabla
lab-histogram-caption = Estados según la estimación h (hacia arriba) y la distancia real h* (a lo ancho); por encima de la diagonal, h sobreestima
lab-key = Leyenda de colores
lab-key-one = 1 estado
lab-key-most = { $count } estados (más oscuro: más, en escala logarítmica)
lab-key-over = h por encima de h*: sobreestima
lab-axis-true = h* (distancia real)
lab-histogram-table-caption = Número de estados para cada estimación h (filas) y distancia real h* (columnas)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
search-speed-value = { $count ->
        [one] { $count } expansión
        [many] { $count } de expansiones
       *[other] { $count } expansiones
    } por segundo
search-cap-error = Expansiones que grabar: { $reason }.
search-exercise-end = Terminar el ejercicio
search-exercise-start = Empezar el ejercicio
search-recording = Grabando { $algorithm }…
search-done-unsolved = Terminado: { $reason }.
search-done-no-solution = Terminado: sin solución.
search-done-past = Terminado, más allá de la grabación: la respuesta tiene { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    }; expansiones grabadas: { $count }.
search-done-goal = Terminado: la respuesta tiene { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    }; expansiones grabadas hasta el objetivo: { $count }.
search-failed-lane = { $algorithm }: { $reason }
search-stopped = Detenida: { $count ->
        [one] { $count } expansión grabada
        [many] { $count } de expansiones grabadas
       *[other] { $count } expansiones grabadas
    }.
search-stale-board = El tablero cambió: vuelve a grabar.
search-stale-goal = El objetivo cambió: vuelve a grabar.
search-stale-search = La búsqueda elegida cambió: vuelve a grabar.
search-peek-board = el tablero de la expansión { $step }
search-pause = Pausa
search-play = Reproducir
search-step-of = Expansión { $step } de { $total }
search-step-of-node = Expansión { $step } de { $total }: { $node }
search-live = Expansión { $step }: frontera { $frontier }, explorados { $explored }
search-live-node = Expansión { $step }: profundidad { $depth }, { $costs }; frontera { $frontier }, explorados { $explored }
search-compare-nothing = Nada
search-record = Grabar la búsqueda
search-idle = Pulsa «Grabar la búsqueda» para grabar una búsqueda desde el tablero que se muestra y recorrerla paso a paso.
search-record-more = Grabar más expansiones
search-colour-state = estado
search-exercise-predict = predecir
search-exercise-expand = expandir
search-exercise-values = valores
search-previous = Expansión anterior
search-next = Expansión siguiente
search-speed = Velocidad
search-expansion = Expansión
search-colours = Colores
search-help = Teclas (aquí): flecha derecha o N, expansión siguiente; flecha izquierda o P, anterior; Espacio, reproducir o pausar; Inicio y Fin, primera y última. El árbol se abre en los nodos que rodean la expansión: su camino desde el inicio, los nodos a su lado y sus hijos, cada uno un tablero con g, h y f enmarcado en su color; cada otra rama se pliega en un número. Ajustar muestra el árbol entero; Enfocar, de nuevo los nodos que rodean la expansión; arrastra para desplazarte; la rueda, un pellizco o los botones hacen zoom, centrado en el nodo expandido. Haz clic en un nodo o en una entrada de la frontera para ver su tablero en el tablero principal. «Comparar con» graba una segunda búsqueda junto a la primera; las dos avanzan juntas.
search-cap = Expansiones que grabar
search-compare = Comparar con
search-colour = Colorear por
search-exercise = Ejercicio
search-bands = Colores: franjas de { $key }
search-band = { $key } { $value }
search-bands-more = … { $count } más
search-records-chosen = Graba una búsqueda desde el tablero que se muestra con el algoritmo y la heurística elegidos en el panel Resolver, y la recorre paso a paso.
search-records-one = Graba { $name } desde el tablero que se muestra y lo recorre paso a paso.
search-records-two = Graba { $names } desde el tablero que se muestra y recorre ambas paso a paso.
search-legend-current = En expansión
search-legend-open = Abierto (frontera)
search-legend-closed = Cerrado (expandido)
search-legend-duplicate = Repetido
search-legend-pruned = Podado
search-legend-dropped = Descartado o sustituido
search-legend-path = Camino de la solución
search-node-current = en expansión
search-node-on-path = en el camino de la solución
search-node-folded = { $count ->
        [one] { $count } nodo plegado
        [many] { $count } de nodos plegados
       *[other] { $count } nodos plegados
    } debajo
search-notes = { $first }; { $last }
search-order-queue = cola (el primero en entrar es el primero en salir)
search-order-stack = pila (el último en entrar es el primero en salir)
search-order-f = por f = g + h
search-order-h = por h
search-order-g = por g
search-order-weighted = por f = g + { $weight }·h
search-tree = El árbol de búsqueda
search-zoom-in = Acercar
search-zoom-out = Alejar
search-fit = Ajustar
search-fit-title = El árbol entero, con el nodo expandido rodeado
search-focus = Enfocar
search-focus-title = Los nodos que rodean la expansión, como tableros
search-export-svg = Exportar el árbol como SVG
search-export-png = Exportar el árbol como PNG
search-why = Por qué este nodo
search-where-iteration = Iteración { $iteration }, cota { $bound }.
search-where-layer = Expandiendo la capa de profundidad { $depth }.
search-where-goal = Objetivo encontrado: su camino, de { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }, está marcado en verde.
search-stopped-to = Se grabaron las primeras expansiones, { $count }; la búsqueda siguió hasta { $went }.
search-stopped-past = Se grabaron las primeras expansiones, { $count }; la búsqueda siguió más allá de { $count }.
search-counts = Frontera { $frontier }, explorados { $explored }; el árbol tiene { $count ->
        [one] { $count } nodo
        [many] { $count } de nodos
       *[other] { $count } nodos
    }.
search-counts-iteration = Frontera { $frontier }, explorados { $explored }; el árbol de esta iteración tiene { $count ->
        [one] { $count } nodo
        [many] { $count } de nodos
       *[other] { $count } nodos
    }.
search-why-first = Avanza hasta la primera expansión para ver por qué se elige cada nodo.
search-frontier-path = El camino actual (el más profundo primero)
search-frontier-next = Siguientes en la frontera: { $order }
search-info-start = { $node }: profundidad { $depth }, { $costs } (el inicio)
search-info = { $node }: profundidad { $depth }, { $costs }; ficha movida: { $tile }
search-info-board = el tablero a profundidad { $depth } del árbol
search-figure-caption = { $algorithm }: expansión { $step } de { $total }; frontera { $frontier }, explorados { $explored }
search-why-lowest = Tenía el menor { $key ->
        [g] g (el costo del camino)
        [h] h (la estimación)
       *[f] f
    } de la frontera ({ $count ->
        [one] { $count } nodo
        [many] { $count } de nodos
       *[other] { $count } nodos
    }): { $formula }.
search-why-and-others = { $names } y { $count ->
        [one] { $count } más
       *[other] { $count } más
    }
search-why-tied = { $count ->
        [one] Otro nodo también tenía
       *[other] Otros { $count } nodos también tenían
    } { $key } { $value } ({ $others }); los empates se resuelven a favor del nodo más nuevo, el último alcanzado, así que este fue primero.
search-why-untied = Ningún otro nodo tenía { $key } { $value }.
search-why-oldest = Es la entrada más antigua de la cola (el primero en entrar es el primero en salir), a profundidad { $depth }: BFS expande todos los nodos de profundidad { $depth } antes que cualquiera más profundo.
search-why-newest = Es la entrada más reciente de la pila (el último en entrar es el primero en salir), a profundidad { $depth } de un máximo de { $limit }.
search-why-cost-f = f = g + h = { $f }
search-why-cost-depth = profundidad { $depth }
search-why-iteration-f = Empieza una nueva iteración: la cota sube a { $bound }, el menor f que superó la cota anterior, y la búsqueda vuelve a empezar desde la raíz.
search-why-iteration-depth = Empieza una nueva iteración: la cota sube a { $bound }, la menor profundidad que superó la cota anterior, y la búsqueda vuelve a empezar desde la raíz.
search-why-first-iteration-f = La primera iteración: la cota es la h del inicio, { $bound }.
search-why-first-iteration-depth = La primera iteración: la cota es la profundidad { $bound }.
search-why-depth-first = Primero en profundidad: es el siguiente hijo de su padre con { $cost } dentro de la cota { $bound }.
search-why-replaced = Se alcanzó de nuevo por un camino más barato (g { $g }, antes g { $before }) y sustituyó esa entrada.
search-why-dropped = Sacados antes de la pila y descartados: { $items }.
search-why-skipped = Probados antes y omitidos: { $items }.
search-why-queued-path = { $count ->
        [one] { $count } hijo puesto
        [many] { $count } de hijos puestos
       *[other] { $count } hijos puestos
    } en el camino por turno
search-why-queued = { $count ->
        [one] { $count } hijo puesto
        [many] { $count } de hijos puestos
       *[other] { $count } hijos puestos
    } en la frontera
search-why-requeued = { $count ->
        [one] { $count } hijo devuelto
        [many] { $count } de hijos devueltos
       *[other] { $count } hijos devueltos
    } a la frontera, alcanzados de forma más barata
search-why-expanding = Al expandirlo: { $items }.
search-why-goal-generated = Su hijo { $node } es el objetivo: la búsqueda comprueba cada nodo al generarlo, y se detiene.
search-why-goal-path = A continuación se entra en el objetivo: la búsqueda se detiene ahí.
search-why-goal-frontier = A continuación el objetivo sale de la frontera: la búsqueda se detiene ahí.
search-skip-limit = { $node } (en el límite de profundidad { $limit })
search-skip-pruned-f = { $node } podado (f { $f } supera la cota { $bound })
search-skip-pruned-depth = { $node } podado (profundidad { $depth } supera la cota { $bound })
search-skip-seen = { $node } omitido, un tablero ya visto
search-skip-back-parent = { $node } omitido, el movimiento de vuelta a su padre
search-skip-back-grandparent = { $node } omitido, el movimiento de vuelta a su abuelo
search-skip-duplicate = { $node } omitido, un duplicado del nodo a profundidad { $depth } ({ $state ->
        [closed] ya expandido
        [open] aún en la frontera
        [goal] el objetivo
       *[other] visto antes
    })
exercise-prompt-predict = ¿Qué nodo se expande a continuación?
exercise-prompt-expand = ¿Qué nodo se expande a continuación? Elígelo para expandirlo.
exercise-prompt-values = ¿Cuáles son g, h y f de este nodo?
exercise-column-question = Pregunta
exercise-column-board = Tablero
exercise-column-answer = Tu respuesta
exercise-column-right = Respuesta correcta
exercise-column-result = Resultado
exercise-title = Ejercicio: { $kind ->
        [predict] predecir
        [expand] expandir
       *[values] valores
    }
exercise-next = Siguiente pregunta
exercise-score = Puntuación: { $score } de { $total }
exercise-question = Pregunta { $index } de { $total }, tras { $count ->
        [one] { $count } expansión
        [many] { $count } de expansiones
       *[other] { $count } expansiones
    }: { $prompt }
exercise-put-on = Ponerlos en la frontera
exercise-mark-mine-right = Tu respuesta, correcta
exercise-mark-right = Respuesta correcta
exercise-mark-mine-wrong = Tu respuesta, incorrecta
exercise-lowest-same = { $algorithm } expande el menor { $key }: este nodo tiene { $key } { $value }.
exercise-lowest-other = { $algorithm } expande el menor { $key }: este nodo tiene { $key } { $answer }; aquel, { $key } { $value }.
exercise-ties = { $count ->
        [one] Otro nodo empata con él y también es correcto.
       *[other] Otros { $count } nodos empatan con él y también son correctos.
    }
exercise-lowest-tie = { $algorithm } expande el menor { $key }: este nodo empata con { $taken } en { $key } { $value }; los empates se resuelven a favor del nodo { $rule ->
        [newer] más nuevo
       *[other] { $rule }
    }, así que el algoritmo toma { $taken }.
exercise-oldest = { $algorithm } expande el nodo más antiguo de la cola (el primero en entrar es el primero en salir): { $taken }, a profundidad { $depth }.
exercise-oldest-later = { $algorithm } expande el nodo más antiguo de la cola (el primero en entrar es el primero en salir): { $taken }, a profundidad { $depth }; este nodo llegó después, a profundidad { $later }.
exercise-newest = { $algorithm } expande el nodo más reciente de la pila (el último en entrar es el primero en salir): { $taken }.
exercise-newest-after = { $algorithm } expande el nodo más reciente de la pila (el último en entrar es el primero en salir): { $taken }, puesto después de este.
exercise-bound = { $algorithm } va primero en profundidad, los hijos de cada nodo en el orden de los movimientos, dentro de la cota { $bound }: { $taken } ({ $costs }) va a continuación.
exercise-bound-skipped = { $algorithm } va primero en profundidad, los hijos de cada nodo en el orden de los movimientos, dentro de la cota { $bound }: { $taken } ({ $costs }) va a continuación; { $skipped }.
exercise-skipped-pruned = este, con { $costs }, supera la cota
exercise-skipped-seen = este repite un tablero ya visto
exercise-children-path = { $reason } Ahora expándelo: ¿cuáles de estos hijos, probados en el orden de los movimientos, están dentro de la cota? Deja fuera los duplicados y los hijos podados.
exercise-children-frontier = { $reason } Ahora expándelo: ¿cuáles de sus hijos van a la frontera? Deja fuera los duplicados y los hijos podados.
exercise-queued-path = { $queued } de sus { $count ->
        [one] { $count } hijo
       *[other] { $count } hijos
    } { $queued ->
        [one] está dentro de la cota
       *[other] están dentro de la cota
    }
exercise-queued-frontier = { $queued } de sus { $count ->
        [one] { $count } hijo
       *[other] { $count } hijos
    } { $queued ->
        [one] va a la frontera
       *[other] van a la frontera
    }
exercise-missed = no elegiste { $names }
exercise-left = dejados fuera: { $items }
exercise-expand-reason = { $parts }.
exercise-none = ninguno
exercise-answer-children = { $board }; hijos: { $children }
exercise-asked-node = El nodo por el que se pregunta: { $board }
exercise-asked-board = el tablero por el que se pregunta
exercise-check = Comprobar
exercise-give-all = Da los tres: g, h y f.
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value } (diste { $given })
exercise-values-reason = { $values } ({ $formula }).
exercise-right = Correcto. { $reason }
exercise-not-quite = No del todo. { $reason }
exercise-see-summary = Ver el resumen
exercise-nothing = Esta búsqueda no deja nada que preguntar de este tipo (ninguna expansión con una elección que hacer): prueba otro ejercicio, algoritmo o tablero.
exercise-done = Terminado: { $score } de { $total } correctas.
exercise-again = Intentar de nuevo
exercise-your-answers = Tus respuestas
exercise-summary-asked = El tablero por el que se preguntó: { $board }
exercise-summary-expanded = El tablero expandido: { $board }
exercise-question-number = Pregunta { $index }
exercise-after = tras { $count ->
        [one] { $count } expansión
        [many] { $count } de expansiones
       *[other] { $count } expansiones
    }
exercise-result-right = Correcto
exercise-result-wrong = No del todo: { $reason }
player-first = Primer paso
player-previous = Paso anterior
player-next = Paso siguiente
player-last = Último paso
player-solution = Solución
player-moves = Movimientos de la solución
player-solve-again = Resolver desde aquí
player-controls = Recorrer la solución paso a paso
player-optimal = óptima
player-not-optimal = no óptima
player-title-part = Movimientos { $from }–{ $to } de { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } ({ $kind })
player-title = Solución: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } ({ $kind })
player-title-named = Solución: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } ({ $algorithm }, { $kind })
player-speed = { $count ->
        [one] { $count } movimiento
       *[other] { $count } movimientos
    }/s
player-goal = Objetivo alcanzado en { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }.
player-move = Movimiento { $index }: ficha { $tile } { $way ->
        [U] arriba
        [D] abajo
        [L] a la izquierda
        [R] a la derecha
       *[other] { $way }
    }

## Page: glossary (www/views/terms.js)
term-algorithm = Algoritmo
term-algorithm-definition = La búsqueda que se ejecutó: la que eligió Automático, si se le pidió.
term-heuristic = Heurística
term-heuristic-definition = La estimación de los movimientos que faltan que guio la búsqueda; ninguna en una búsqueda no informada.
term-length = Longitud
term-length-definition = Los movimientos de la solución encontrada.
term-optimal = Óptima
term-optimal-definition = Si la solución es con seguridad una de las más cortas: un algoritmo óptimo con una heurística que nunca sobreestima.
term-expanded = Expandidos
term-expanded-definition = Tableros que la búsqueda tomó y cuyos movimientos generó; la medida habitual de su trabajo.
term-generated = Generados
term-generated-definition = Tableros a los que llevaron esos movimientos, contados cada vez que se alcanzaron, repeticiones incluidas.
term-frontier = Frontera
term-frontier-definition = Tableros alcanzados pero aún no expandidos, que esperan ahora: la cola, la lista abierta o la pila.
term-max-frontier = Frontera máxima
term-max-frontier-definition = El mayor número de tableros que esperaron a ser expandidos a la vez.
term-stored = Guardados
term-stored-definition = Tableros en memoria ahora: todos los vistos, o solo el camino actual de una búsqueda iterativa.
term-memory = Memoria
term-memory-definition = Bytes estimados de los tableros guardados ahora (no la memoria de toda la pestaña).
term-peak-memory = Memoria máxima
term-peak-memory-definition = Bytes estimados del mayor número de tableros guardados a la vez; con esto se compara un límite de memoria.
term-time = Tiempo
term-time-definition = Tiempo real desde la petición hasta la respuesta, incluida la preparación de las bases de datos de patrones.
term-elapsed = Transcurrido
term-elapsed-definition = Tiempo real desde la petición, incluida la preparación de las bases de datos de patrones.
term-bound = Cota
term-bound-definition = El límite de movimientos hechos más movimientos estimados en la iteración actual de una búsqueda iterativa.
term-depth = Profundidad
term-depth-definition = El mayor número de movimientos desde el inicio de los tableros expandidos hasta ahora.
term-databases = Bases de datos de patrones
term-databases-definition = Tablas precalculadas de los movimientos exactos para grupos de fichas, la heurística más fuerte aquí: de dónde salieron y cuánto tardó.
term-cores = Núcleos
term-cores-definition = Procesos en segundo plano que comparten la búsqueda: el de esta pestaña y sus ayudantes.

## Page: check my work (www/views/check-work.js)
