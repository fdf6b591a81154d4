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

label-algorithm-bfs = Búsqueda primero en anchura
label-algorithm-bfs-short = BFS
label-algorithm-bfs-note = Óptima. Explora todos los tableros nivel por nivel; consume mucha memoria.
label-algorithm-dfs = Búsqueda primero en profundidad
label-algorithm-dfs-short = DFS
label-algorithm-dfs-note = Con límite de profundidad y no óptima: un ejemplo para aprender.
label-algorithm-iddfs = Búsqueda en profundidad iterativa
label-algorithm-iddfs-short = IDDFS
label-algorithm-iddfs-note = Óptima con poca memoria, pero lenta.
label-algorithm-greedy = Búsqueda voraz primero el mejor
label-algorithm-greedy-short = Voraz
label-algorithm-greedy-note = Rápida, solo sigue la heurística; soluciones largas.
label-algorithm-ucs = Búsqueda de costo uniforme
label-algorithm-ucs-short = UCS
label-algorithm-ucs-note = Óptima; con movimientos de costo unitario se comporta como BFS.
label-algorithm-astar = A*
label-algorithm-astar-note = Óptima. Guiada por la heurística; guarda todo lo que ve.
label-algorithm-wastar = A* ponderado
label-algorithm-wastar-note = Como mucho peso × los movimientos óptimos, mucho más rápida.
label-algorithm-idastar = IDA*
label-algorithm-idastar-note = Óptima casi sin memoria; la elección para los puzles de 15.
label-algorithm-auto = Automático
label-algorithm-auto-short = Auto
label-algorithm-auto-note = Elige un algoritmo adecuado para el tablero.
label-algorithm-fast = Rápido
label-algorithm-fast-note = Una respuesta rápida, no necesariamente la más corta.
label-algorithm-anytime = Búsqueda en haz de tiempo flexible
label-algorithm-anytime-short = Tiempo flexible
label-algorithm-anytime-note = Respuestas cada vez más cortas, cada una con una cota inferior demostrada del óptimo.
label-heuristic-none = Ninguna (cero)
label-heuristic-none-short = sin heurística
label-heuristic-hamming = Hamming: fichas mal colocadas
label-heuristic-hamming-short = Hamming
label-heuristic-manhattan = Distancia de Manhattan
label-heuristic-manhattan-short = Manhattan
label-heuristic-linear-conflict = Conflicto lineal
label-heuristic-linear-conflict-short = conflicto lineal
label-heuristic-pdb = Base de datos de patrones
label-heuristic-pdb-short = PDB
label-heuristic-pdb-5-5-5 = Base de datos de patrones (5-5-5)
label-heuristic-pdb-5-5-5-short = PDB 5-5-5
label-heuristic-pdb-7-7-1 = Base de datos de patrones (7-7-1)
label-heuristic-pdb-7-7-1-short = PDB 7-7-1
label-heuristic-pdb-7-8 = Base de datos de patrones (7-8)
label-heuristic-pdb-7-8-short = PDB 7-8
label-heuristic-pdb-5-5-5-5-4 = Base de datos de patrones (5-5-5-5-4)
label-swap-fix = Intercambia las fichas { $a } y { $b } para que tenga solución
label-reason-expanded-limit-short = límite de nodos
label-reason-memory-limit-short = límite de memoria
label-reason-time-limit-short = límite de tiempo
label-reason-cancelled-short = cancelada
label-reason-depth-limit-short = límite de profundidad
label-reason-expanded-limit = Se alcanzó el límite de nodos expandidos
label-reason-memory-limit = Se alcanzó el límite de memoria
label-reason-time-limit = Se alcanzó el límite de tiempo
label-reason-cancelled = Cancelada
label-reason-depth-limit = Se alcanzó el límite de profundidad
label-preset-easy-8 = Puzle de 8, 20 movimientos
label-preset-solved-at-once = se resuelve al instante
label-preset-hardest-8a = El puzle de 8 más difícil A
label-preset-hardest-8b = El puzle de 8 más difícil B
label-preset-moves = { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }
label-preset-size-moves = { $count ->
        [one] Puzle de { $size }, { $count } movimiento
        [many] Puzle de { $size }, { $count } de movimientos
       *[other] Puzle de { $size }, { $count } movimientos
    }
label-direction-up = hacia arriba
label-direction-down = hacia abajo
label-direction-left = hacia la izquierda
label-direction-right = hacia la derecha
shell-tab-play = Jugar
shell-tab-solve = Resolver
shell-tab-compare = Comparar
shell-tab-search = Búsqueda
shell-tab-lab = Laboratorio
shell-step-past-recording = step: { $step } está más allá de la última expansión grabada ({ $last }); se muestra la expansión { $last }
shell-dismiss = Cerrar
shell-link-ignored = Se ignoraron algunas partes de este enlace:
shell-link-unknown-setting = «{ $name }» no es algo que un enlace pueda ajustar.
shell-setting-problem = { $name }: { $problem }
shell-step-past-solution = step: { $step } está más allá del último paso de la solución ({ $last }); se muestra el paso { $last }.
shell-page-title = npuzzle · zona de juego de puzles deslizantes
shell-skip-to-board = Saltar al tablero
shell-tagline = Puzles de fichas deslizantes, jugados y resueltos en tu navegador
shell-puzzle = Puzle
shell-controls = Controles
shell-panels = Paneles
shell-tab-board = Tablero
shell-footer = Las reglas, la lectura de tableros, el azar y cada búsqueda se ejecutan en Rust compilado a WebAssembly; las búsquedas corren en un proceso en segundo plano. Funciona sin conexión una vez cargado.
embed-page-title = npuzzle · puzle incrustado
embed-unknown-parameter = «{ $name }» no es un parámetro de este puzle ({ $known }).
embed-open-playground = Abrir en la zona de juego de npuzzle ↗
embed-parameters-ignored = Se ignoraron algunos parámetros de este enlace:
widget-default-board = Un tablero predeterminado
widget-solve-off = Resolver está desactivado: el tablero dado tiene un error (mira arriba), así que este es un tablero predeterminado.
widget-title-puzzle = Puzle de { $tiles }
widget-title-daily = Diario { $date }
widget-undo-title = Deshacer el último movimiento
widget-reset-said = De vuelta al inicio.
widget-goal-said = El objetivo. Deshacer vuelve atrás.
widget-click-hint = Haz clic en una ficha para deslizarla.
widget-solved = ¡Resuelto!
widget-tiles-moved = Se movió la ficha { $tiles }.
widget-past-last-step = { $name }: { $step } está más allá del último paso de la solución ({ $last })
widget-board-not-shown = El tablero dado no se puede mostrar; lo sustituye un tablero predeterminado:
widget-settings-ignored = Se ignoraron algunos ajustes de este puzle:
widget-image-not-loaded = no se pudo cargar la imagen de { $url }
offline-page-title = Sin conexión · npuzzle
offline-heading = Estás sin conexión
offline-no-copy = Esta página no se abrió en este dispositivo mientras estaba en línea, así que no hay ninguna copia que mostrar.
offline-pages-before = Las páginas que abriste antes vuelven sin red, entre ellas
offline-playground = la zona de juego de npuzzle
offline-pages-after = , que funciona sin conexión una vez cargada.
shell-number = { $count }
shell-milliseconds = { $ms } ms
shell-seconds = { $seconds } s
shell-minutes = { $minutes } min { $seconds } s
shell-kilobytes = { $size } KB
shell-megabytes = { $size } MB

## Page: the board and its controls (www/board)

board-size = Tamaño del tablero
board-size-help = Al elegir un tamaño se reparte un tablero aleatorio de ese tamaño.
board-tiles-show = Las fichas muestran
board-skin-numbers = Números
board-skin-picture = Imagen
board-picture-choose = Elegir una imagen…
board-picture-numbers = Mostrar números
board-moves = Movimientos
board-undo = Deshacer
board-redo = Rehacer
board-reset = Reiniciar
board-reset-title = Volver al tablero del que partiste (Deshacer lo recupera)
board-goal = Objetivo
board-goal-title = Mostrar el tablero objetivo (Deshacer lo recupera)
board-hint = Pista
board-help = Haz clic o toca una ficha de la fila o columna del hueco para deslizarla (junto con las fichas intermedias). Las flechas y { $w } { $a } { $s } { $d } deslizan una ficha { $direction } hacia el hueco, como las letras U, D, L, R de una solución; en una pantalla táctil, desliza el dedo.
board-help-direction = en esa dirección
board-text = Texto del tablero
board-text-help = Pega un tablero en cualquier formato: una fila por línea, filas separadas por { $slash } ({ $rows }, como esta página escribe los tableros), una línea de números ({ $line }), dígitos seguidos ({ $digits }), { $shape }, JSON, tuplas ({ $tuples }) o una tabla Markdown o ASCII ({ $table }, una celda vacía es el hueco). El hueco es { $zero }, { $underscore }, { $dot } o { $dash }.
board-loading = Cargando…
board-goal-blank-last = Hueco al final
board-goal-blank-first = Hueco al principio
board-goal-custom = Personalizado
board-goal-custom-label = Objetivo personalizado
board-goal-help = Cualquier disposición de las fichas del tablero, en cualquier formato de tablero.
board-goal-from-board = Usar el tablero actual
board-shuffle = Mezclar
board-random = Tablero aleatorio
board-random-help = Uniformemente aleatorio, siempre con solución.
board-scramble = Revolver
board-presets = Tableros de ejemplo
board-mirror = Tablero
board-puzzle-board = Tablero del puzle
board-back-to-yours = Volver a tu tablero
board-showing = Se muestra { $label }, no el tuyo.
board-puzzle-board-showing = Tablero del puzle que muestra { $label }, no el tuyo: { $board }
board-puzzle-board-stale = Tablero del puzle (desactualizado: el texto del tablero tiene un error)
board-mirror-size = Tablero, { $rows } filas por { $cols } columnas
board-cell-blank = hueco
board-cell-blank-at = Hueco, fila { $row }, columna { $column }
board-cell-tile-at = Ficha { $tile }, fila { $row }, columna { $column }
board-par-good = Buen movimiento.
board-par-away = Un paso más lejos.
board-time = Tiempo
board-par = Par
board-daily-par = Diario { $date }: par { $par }.
board-par-counting = Contando los movimientos que faltan…
board-par-at-goal = En el objetivo.
board-par-to-go = { $count ->
        [one] Falta { $count }.
        [many] Faltan { $count } de movimientos.
       *[other] Faltan { $count }.
    }
board-explain-failed = Explicar h: { $problem }
board-explain-group = { $count ->
        [one] Fichas { $tiles }: { $count } movimiento
        [many] Fichas { $tiles }: { $count } de movimientos
       *[other] Fichas { $tiles }: { $count } movimientos
    }
board-explain-direct = Consulta directa: { $sum }
board-explain-reflected = Consulta reflejada (el tablero reflejado sobre su diagonal): { $sum }
board-picture-dusk = Atardecer (incluida)
board-picture-not-image = { $file } no es una imagen (su tipo es { $type })
board-picture-not-image-untyped = { $file } no es una imagen (su tipo es desconocido)
board-picture-unreadable = { $file } no se pudo leer como imagen
board-goal-error = { $problem }. Hasta que se corrija, el objetivo es con el hueco al final.
board-more-sizes = Más tamaños…
board-reset-said = De vuelta al tablero del que partiste.
board-goal-said = El tablero objetivo. Deshacer vuelve atrás.
board-scramble-moves = { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }
board-preset-loaded = { $name } cargado.
board-undone = Deshecho.
board-redone = Rehecho.
board-new-board = Nuevo tablero de { $rows } por { $cols }.
board-step = Paso
board-tiles-moved = { $count ->
        [one] La ficha { $last } se movió { $direction }.
       *[other] Las fichas { $tiles } y { $last } se movieron { $direction }.
    }
board-solved-in = { $count ->
        [one] ¡Resuelto en { $count } movimiento!
        [many] ¡Resuelto en { $count } de movimientos!
       *[other] ¡Resuelto en { $count } movimientos!
    }
board-at-goal-undo = Este es el objetivo. Deshacer vuelve a tu tablero.
board-goal-reached = { $count ->
        [one] Objetivo alcanzado en { $count } movimiento.
        [many] Objetivo alcanzado en { $count } de movimientos.
       *[other] Objetivo alcanzado en { $count } movimientos.
    }
board-at-goal-play = Este es el objetivo. Mezcla o revuelve para jugar.
board-not-checked = Sin comprobar: el texto del tablero tiene un error.
board-hint-unavailable = Por ahora, las pistas cubren tableros de hasta { $largest } casillas; este tiene { $cells }.
board-hint-thinking = Buscando el mejor movimiento…
board-hint-building = Construyendo las bases de datos de patrones (una vez; se guardan para la próxima)… { $percent } %
board-hint-downloading = Descargando las bases de datos de patrones (una vez; se guardan para la próxima)… { $percent } %
board-hint-loading = Cargando las bases de datos de patrones…
board-hint-solved = Resuelto: no quedan movimientos.
board-hint-best = { $count ->
        [one] Mejor movimiento: ficha { $tile } { $direction } { $arrow } · { $count } movimiento hasta el objetivo (óptimo).
        [many] Mejor movimiento: ficha { $tile } { $direction } { $arrow } · { $count } de movimientos hasta el objetivo (óptimo).
       *[other] Mejor movimiento: ficha { $tile } { $direction } { $arrow } · { $count } movimientos hasta el objetivo (óptimo).
    }
board-checking = Comprobando…
board-solvable = Tiene solución
board-unsolvable = Sin solución
board-swapped = Se intercambiaron las fichas { $a } y { $b }; el tablero ya tiene solución.
board-fact-inversions = { $count ->
        [one] { $count } inversión
        [many] { $count } de inversiones
       *[other] { $count } inversiones
    }
board-fact-blank-rows = { $count ->
        [one] hueco a { $count } fila de su fila objetivo
        [many] hueco a { $count } de filas de su fila objetivo
       *[other] hueco a { $count } filas de su fila objetivo
    }
board-fact-manhattan = Distancia de Manhattan { $count }

## Page: session, settings and workers (www/session, www/workers)

session-stopped-board-changed = El tablero cambió, así que se detuvo la búsqueda.
session-refused-stale = El texto del tablero tiene un error: corrígelo (o reparte un tablero nuevo) para seguir jugando.
session-left-solution-move = Moviste una ficha en el paso { $step } de { $count }, lo que abandona la solución. Al resolver de nuevo se parte del tablero mostrado.
session-left-solution-reset = Reiniciar abandona la solución. Al resolver de nuevo se parte del tablero mostrado.
session-left-solution-goal = Ir al objetivo abandona la solución. Al resolver de nuevo se parte del tablero mostrado.
session-left-solution-history = Deshacer y rehacer abandonan la solución. Al resolver de nuevo se parte del tablero mostrado.
session-stopped-goal-changed = El objetivo cambió, así que se detuvo la búsqueda.
session-goal-empty = Escribe la disposición objetivo
session-stale-solve = El texto del tablero tiene un error: corrígelo antes de resolver.
session-stale-search = El texto del tablero tiene un error: corrígelo antes de buscar.
session-no-hint = Sin pista: { $problem }
settings-more-problems = …y { $count } más.
settings-given-twice = «{ $name }» aparece dos veces; cuenta la primera.
settings-too-long = { $name }: el valor es demasiado largo (como mucho { $kib } KiB).
settings-too-many = { $count ->
        [one] solo se leen los primeros { $read } ajustes; se ignoró { $count } más.
       *[other] solo se leen los primeros { $read } ajustes; se ignoraron { $count } más.
    }
settings-size-mismatch = { $name }: { $size } no coincide con el tablero, que es de { $board }; cuenta el tamaño del tablero
settings-goal-fallback = { $problem }; el objetivo es con el hueco al final
settings-not-control = controls: «{ $value }» no es un control ({ $known })
settings-not-mode = «{ $value }» no es un modo ({ $known })
settings-not-seed = «{ $value }» no es una semilla (un número entero)
settings-not-colour = «{ $value }» no es algo por lo que colorear ({ $known })
settings-not-check = «{ $value }» no es algo que comprobar ({ $known })
settings-not-speed = «{ $value }» no es una velocidad (un número entero de movimientos por segundo, de 1 a { $most })
settings-not-step = «{ $value }» no es un número de paso
settings-not-step-counted = «{ $value }» no es un número de paso (0, 1, 2, …)
settings-end-before-start = end: { $end } va antes que start { $start }
settings-not-theme = «{ $value }» no es un tema ({ $known })
settings-not-view = «{ $value }» no es una vista ({ $known })
settings-not-explain = «{ $value }» no es algo que explicar (h, la heurística, u off)
settings-not-url = «{ $value }» no es una URL
settings-not-http = solo se muestran direcciones de imagen http(s), no { $protocol }
settings-not-flag = «{ $value }» no es true ni false
session-worker-not-started = no pudo arrancar
session-worker-unreadable = no se pudo leer un mensaje suyo
session-worker-restarted = El proceso en segundo plano que resuelve falló ({ $reason }); se ha reiniciado.
session-worker-keeps-failing = El proceso en segundo plano que resuelve sigue fallando ({ $reason }); recarga la página para intentarlo de nuevo.
session-played-waiting = Óptimo: calculándolo…
session-played-helped = No registrado: el reproductor de la solución movió el tablero.
session-par-unproved = El par necesita el número óptimo de movimientos, y ninguna búsqueda lo demostró para este tablero.
session-par-no-count = El par no encontró a tiempo el número óptimo: { $problem }
session-par-search-stopped = la búsqueda se detuvo
session-par-no-solver = El par no pudo consultar al algoritmo.
worker-not-downloaded = no se pudieron descargar
worker-stronger-failed = Las bases de datos { $partition } no se pudieron descargar ({ $reason }), así que la búsqueda siguió con { $quick }.
worker-download-not-offered = Esta descarga se ofrece tras resolver un puzle de 15: resuelve uno y luego descarga.
worker-download-failed = No se pudieron descargar las bases de datos de patrones: { $reason }.
worker-not-served = el sitio no las ofrece
worker-download-cancelled = Se canceló la descarga.
worker-stored-refused-download = Se rechazaron las bases de datos de patrones guardadas ({ $reason }), así que se descargan de nuevo.
worker-stored-refused-build = Se rechazaron las bases de datos de patrones guardadas ({ $reason }), así que se construyen de nuevo.
worker-build-failed = no se pudieron construir las bases de datos de patrones: { $reason }
worker-prebuilt-refused = No se pudieron usar las bases de datos de patrones precalculadas ({ $reason }), así que se construyen aquí.
worker-store-unavailable = No se pueden guardar en este navegador, así que se construyen de nuevo en cada visita.
worker-store-full-quota = No se pudieron guardar en este navegador (guarda como mucho { $megabytes } MB para este sitio), así que se mantienen en memoria hasta que se cierre la página.
worker-store-full = No se pudieron guardar en este navegador, así que se mantienen en memoria hasta que se cierre la página.
worker-checker-not-loaded = no se pudo cargar el módulo del comprobador: { $reason }
worker-lab-not-loaded = no se pudo cargar el módulo del laboratorio: { $reason }
worker-helper-not-started = un proceso auxiliar no pudo arrancar ({ $reason })
worker-helper-stopped = se detuvo
worker-helper-no-store = las bases de datos de patrones no están guardadas en este navegador, y los procesos auxiliares las cargan desde ahí
worker-helper-strange-answer = respondió algo que no debía
worker-helper-failed = un proceso auxiliar falló ({ $reason })
worker-alone = La búsqueda sigue sin ayuda: { $reason }.
worker-site-answered = el sitio respondió { $status }
worker-no-body = la respuesta no tiene cuerpo
worker-file-too-long = el archivo supera los { $count } bytes del conjunto

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
