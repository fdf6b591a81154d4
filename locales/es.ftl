# Español: translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/es.md.

## Lists

list-one = { $item }
list-or-pair = { $first } o { $last }
list-and-pair = { $first } y { $last }
list-comma = { $first }, { $last }
list-sentences = { $first } { $rest }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = No hay ningún idioma «{ $tag }».
language-unreadable = No se pudo leer el catálogo { $tag }: { $problem }
language-menu = Idioma
language-missing = { $count ->
        [one] { $count } frase aún no está traducida a este idioma; se muestra en inglés.
        [many] { $count } de frases aún no están traducidas a este idioma; se muestran en inglés.
       *[other] { $count } frases aún no están traducidas a este idioma; se muestran en inglés.
    }
language-failed = No se pudieron cargar los textos en { $language } ({ $problem }), así que la página está en inglés.

## Model: boards, shapes, moves, goals, parsing, solvability (src/model)

model-cell = fila { $row }, columna { $column }
board-wrong-count = un tablero de { $shape } tiene { $cells } casillas, pero { $count ->
        [one] se dio { $count } número
        [many] se dieron { $count } de números
       *[other] se dieron { $count } números
    }{ $missing }
board-out-of-range = { $value } en la { $cell } está fuera de rango: un tablero de { $shape } tiene las fichas 1 a { $last } y un hueco
board-duplicate-tile = la ficha { $tile } aparece dos veces: en la { $first } y en la { $second }{ $missing }
board-duplicate-blank = hay dos huecos: en la { $first } y en la { $second }; un tablero tiene exactamente uno{ $missing }
board-missing-none =
board-missing-blank = ; falta el hueco
board-missing-tiles = ; { $count ->
        [one] falta la ficha { $tiles }
       *[other] faltan las fichas { $tiles }
    }
board-missing-blank-and-tiles = ; faltan el hueco y { $count ->
        [one] la ficha { $tiles }
       *[other] las fichas { $tiles }
    }
shape-out-of-range = un tablero debe medir entre 2x2 y 10x10, pero se pidió { $shape }
shape-unreadable = «{ $text }» no es un tamaño: escribe filas x columnas, como 4x4
goal-shape-mismatch = el objetivo es de { $goal } pero el tablero es de { $board }; deben tener la misma forma
goal-unreadable = el objetivo no es «blank-last», «blank-first» ni un tablero: { $reason }
move-no-tile-to-slide = ninguna ficha puede deslizarse hacia { $direction ->
        [up] arriba
        [down] abajo
        [left] la izquierda
       *[right] la derecha
    }: el hueco está en el borde del tablero
move-not-next-to-blank = la ficha { $tile } no está junto al hueco, así que no puede deslizarse
move-no-such-tile = no hay ficha { $tile } en este tablero (las fichas van de 1 a { $last })
move-not-in-line = la ficha { $tile } no está en la fila ni en la columna del hueco, así que no puede deslizarse
move-no-such-cell = no hay casilla { $cell } en este tablero (las casillas van de 0 a { $last })
move-unreadable = «{ $text }» no es un movimiento: usa U, D, L, R (hacia donde se desliza la ficha) o un número de ficha
parse-at-row = fila { $row }, posición { $item }
parse-at = posición { $item }
parse-too-long = la entrada ocupa { $count } bytes; un tablero ocupa como mucho 64 KiB de texto
parse-empty = la entrada está vacía: escribe un tablero, por ejemplo 1 2 3 4 5 6 7 8 0
parse-not-a-number = «{ $token }» en la { $at } no es un número (escribe el hueco como 0, _, . o -)
parse-huge-number = { $token } en la { $at } está fuera de rango: las fichas llegan como mucho a 99
parse-ragged-rows = la fila { $row } tiene { $count ->
        [one] { $count } número
        [many] { $count } de números
       *[other] { $count } números
    } pero la fila 1 tiene { $expected }; todas las filas necesitan la misma cantidad
parse-not-square = { $count ->
        [one] { $count } número no forma
        [many] { $count } de números no forman
       *[other] { $count } números no forman
    } un tablero cuadrado; { $squares }; para un rectángulo escribe una fila por línea o empieza con su forma, como 3x4:
parse-square-fit = { $cells } forman un tablero de { $shape }
parse-squares-between = { $below } y { $above }
parse-squares-largest = { $below } (el mayor)
parse-compact-too-long = «{ $token }» tiene { $count } dígitos, pero los dígitos escritos juntos solo sirven para tableros de 10 casillas como mucho; separa los números con espacios
parse-bad-prefix = «{ $text }:» no es una forma: escribe filas x columnas antes de los dos puntos, como 3x4:
parse-prefix-mismatch = el prefijo dice { $prefix } pero las filas escritas forman { $rows }; escribe las filas en una línea o quita el prefijo
parse-json = JSON: { $problem } en el carácter { $offset }
parse-json-after-end = texto inesperado tras el ] de cierre
parse-json-expected-open = se esperaba [
parse-json-expected-close = se esperaba ]
parse-json-expected-comma = se esperaba , o ]
parse-json-expected-number = se esperaba un número
solvable-explanation = Leyendo fila por fila, { $inversions ->
        [one] { $inversions } par de fichas está
        [many] { $inversions } de pares de fichas están
       *[other] { $inversions } pares de fichas están
    } en orden opuesto al del objetivo (inversiones). { $rule } { $verdict }
solvable-even-width = El ancho { $width } es par, así que un movimiento hacia arriba o hacia abajo cambia el número de inversiones en una cantidad impar mientras el hueco cambia de fila: la suma de las inversiones y la distancia del hueco a su fila objetivo (aquí { $inversions } + { $distance } = { $parity }) es siempre par o siempre impar.
solvable-odd-width = El ancho { $width } es impar, así que ningún movimiento cambia la paridad del número de inversiones (aquí { $inversions }).
solvable-yes = Resoluble: { $parity } es par, como en el objetivo.
solvable-no = Sin solución: { $parity } es impar pero el objetivo tiene 0, así que ninguna secuencia de movimientos puede alcanzarlo. Intercambiar las fichas { $first } y { $second } lo hace resoluble.
move-in-list = movimiento { $step } de { $count }: { $reason }

## Heuristics and pattern databases (src/heuristic)

explain-hamming = h = { $h } (Hamming: { $misplaced } de { $tiles } fichas { $misplaced ->
        [one] no está en su casilla objetivo
       *[other] no están en su casilla objetivo
    })
explain-manhattan = h = { $h } (Manhattan: { $distances })
explain-terms = { $terms }
explain-every-tile-home = todas las fichas están en su sitio
explain-linear-conflict = h = { $h } = Manhattan { $manhattan } + { $conflicts ->
        [one] { $conflicts } conflicto lineal
        [many] { $conflicts } de conflictos lineales
       *[other] { $conflicts } conflictos lineales
    } × 2
explain-none = h = 0 (sin heurística: todos los tableros valen 0)
explain-custom = h = { $h } = { $formula }
explain-custom-negative = h = { $h } = { $formula } = −{ $raw }, se cuenta como 0
explain-custom-rounded = h = { $h } = { $formula } = { $raw }, redondeado hacia arriba
explain-lookups = h = { $h } = { $terms } (bases de datos de patrones { $partition })
explain-lookups-reflected = h = { $h } = { $terms } (consulta reflejada; la directa: { $other }) (bases de datos de patrones { $partition })
explain-lookups-direct = h = { $h } = { $terms } (consulta; la reflejada: { $other }) (bases de datos de patrones { $partition })
explain-with-truth = { $sum } · h* = { $distance }
explain-awaiting = Las bases de datos de patrones { $partition } aún no están cargadas (una resolución con ellas las carga); mientras tanto, conflicto lineal: { $sum }
custom-count = una heurística personalizada son cuatro números, los pesos de Hamming, Manhattan y conflicto lineal y una constante (custom:0,1.5,0,0), no «{ $text }»
custom-unreadable = { $part } debe ser un número con tres decimales como mucho (como 1.5), no «{ $text }»
custom-out-of-range = { $part } debe estar entre -{ $max } y { $max }, no { $text }
custom-hamming-weight = el peso de Hamming
custom-manhattan-weight = el peso de Manhattan
custom-conflict-weight = el peso del conflicto lineal
custom-constant = la constante
heuristic-unknown = heurística desconocida «{ $name }»: usa { $known } (las pdb solo en tableros de 4x4), o custom:a,b,c,d
pdb-unknown-partition = partición desconocida «{ $name }»: usa { $known }
pdb-not-four-by-four = las bases de datos de patrones son para tableros de 4x4, no de { $shape }
pdb-no-such-cell = la casilla objetivo del hueco va de 0 a { $last }, no { $cell }
pdb-unknown-key = «{ $text }» no nombra bases de datos de patrones (como pdb-v3/6-6-3/0)
pdb-blank-mismatch = estas bases de datos son para un hueco que termina en la casilla { $built }, pero en el objetivo el hueco termina en la casilla { $goal }
pdb24-not-five-by-five = las bases de datos de patrones de 5x5 son para tableros de 5x5, no de { $shape }
pdb24-unknown-partition = partición de 5x5 desconocida «{ $name }»: usa { $known }
pdb24-unknown-key = «{ $text }» no nombra bases de datos de patrones de 5x5 (como pdb5x5-v1/5-5-5-5-4/0)
pdb-set = las bases de datos de patrones { $partition } para un hueco que termina en la casilla { $cell }
pdb24-set = las bases de datos de patrones { $partition } del tablero de 5x5 para un hueco que termina en la casilla { $cell }
small-pdb-too-large = estas bases de datos de patrones son para tableros de { $most } casillas como mucho, no de { $shape }
pdb-wrong-part = la base de datos ofrecida no es la parte { $part } de { $set }
heuristic-too-large-for-tab = la heurística { $heuristic } necesita más memoria de la que tiene una pestaña del navegador
pdb-damage = no es una base de datos de patrones: { $problem }
pdb-damage-header = cabecera incorrecta
pdb-damage-partition = partición desconocida
pdb-damage-count = recuento incorrecto
pdb-damage-checksum = la suma de comprobación no coincide (los datos están dañados)
pdb-damage-trailing = hay más bytes después del final
pdb-damage-blank = casilla del hueco fuera de rango
pdb-damage-part = no existe esa parte
pdb-damage-inconsistent = la entrada { $entry } de la base de datos { $database } es inconsistente: { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    }, pero { $neighbour } a un movimiento de distancia (las entradas fueron alteradas)

## Search: engines, records, replay, why this node, exercises' grading (src/search)

replay-ragged = las columnas de un fragmento de la grabación tienen longitudes distintas
replay-kind = evento { $event }: { $value } no es un tipo de evento
replay-fate = evento { $event }: { $value } no es un destino
replay-out-of-order = evento { $event }: el nodo { $node } del árbol llega fuera de orden (el siguiente es { $expected })
replay-unknown-node = evento { $event }: el nodo { $node } del árbol aún no existe
replay-no-such-node = no hay nodo { $node } en el árbol
replay-no-question = no hay ninguna expansión después del paso { $step } sobre la que preguntar
replay-not-a-choice = el nodo { $node } del árbol no es una de las opciones
replay-not-a-move = nodo { $node } del árbol: la casilla { $cell } no está a un movimiento del hueco de su padre
exercise-question-count = «{ $text }» no es un número de preguntas: usa un número entero de 1 a { $most }
exercise-unknown = ejercicio desconocido «{ $name }»: usa { $known }
record-cap = una búsqueda graba de 1 a { $most } expansiones, no { $given }
record-cap-number = { $number }
record-cap-text = «{ $text }»
replay-no-frontier = { $algorithm } no mantiene ninguna frontera que reproducir
record-chunk-unbuilt = no se puede construir un fragmento de la grabación

## Solve: algorithms, plans, limits, retries, reports (src/solve)

solve-retry-idastar-databases = Resolver con IDA* + bases de datos
solve-retry-anytime = Resolver con la búsqueda interrumpible
solve-retry-idastar-linear-conflict = Resolver con IDA* + conflicto lineal
solve-retry-fast = Resolver con el solucionador rápido
solve-why-idastar-databases = IDA* con las bases de datos de patrones solo guarda su camino en memoria y encuentra la solución más corta en segundos
solve-why-anytime = la búsqueda interrumpible responde al instante a un puzle de 24 y acorta su respuesta mientras se ejecuta (Detener conserva la mejor)
solve-why-idastar-linear-conflict = IDA* con conflicto lineal solo guarda su camino en memoria y encuentra la solución más corta al instante
solve-why-fast = el solucionador rápido resuelve tableros tan grandes en un instante (no siempre con el menor número de movimientos)
solve-retry-without-node-limit = Resolver de nuevo sin el límite de nodos
solve-retry-without-time-limit = Resolver de nuevo sin el límite de tiempo
solve-retry-without-memory-limit = Resolver de nuevo sin el límite de memoria
solve-retry-with-memory = Resolver de nuevo con { $mb } MB
solve-why-node-limit = necesita más expansiones de las que permite el límite
solve-why-time-limit = necesita más tiempo del que permite el límite
solve-why-memory-limit = necesita más memoria de la que permite el límite
solve-suggest-uninformed = A* o IDA* con la heurística de conflicto lineal exploran muchos menos estados
solve-suggest-astar = IDA* casi no necesita memoria, y A* ponderado encuentra una respuesta casi óptima mucho más rápido
solve-suggest-idastar = A* ponderado encuentra una respuesta casi óptima mucho más rápido
solve-suggest-fast = aumenta el límite: el solucionador rápido necesita pocas expansiones, pero más de las que permite este límite
solve-suggest-anytime = aumenta el límite: la búsqueda interrumpible responde en cuanto encuentra su primera solución
solve-stopped-node-limit = se detuvo tras { $count ->
        [one] { $count } nodo expandido
        [many] { $count } de nodos expandidos
       *[other] { $count } nodos expandidos
    }, el límite; { $advice }.
solve-stopped-memory-limit = se detuvo tras { $count ->
        [one] { $count } nodo expandido
        [many] { $count } de nodos expandidos
       *[other] { $count } nodos expandidos
    } en el límite de memoria ({ $mb } MB): lo llenaron los { $stored } tableros que guarda en memoria; { $advice }.
solve-stopped-time-limit = se detuvo tras { $ms } ms, el límite de tiempo, con { $count ->
        [one] { $count } nodo expandido
        [many] { $count } de nodos expandidos
       *[other] { $count } nodos expandidos
    }; { $advice }.
solve-cancelled = cancelado tras { $count ->
        [one] { $count } nodo expandido
        [many] { $count } de nodos expandidos
       *[other] { $count } nodos expandidos
    }.
solve-stopped-depth-limit = no hay solución dentro del límite de profundidad de { $depth ->
        [one] { $depth } movimiento
        [many] { $depth } de movimientos
       *[other] { $depth } movimientos
    } (la búsqueda en profundidad no baja más); { $advice }.
solve-cancelled-before-start = cancelado mientras se preparaban las bases de datos de patrones; no se guardó nada.
solve-stopped-before-start = se detuvo tras { $ms } ms, el límite de tiempo ({ $limit } ms), antes de empezar la búsqueda: las bases de datos de patrones que necesita aún se estaban preparando (construirlas lleva segundos, una sola vez); aumenta el límite de tiempo.
solve-error-unsolvable = este tablero no tiene solución. { $reason }
solve-error-pdb-needs-4x4 = la heurística { $heuristic } necesita un tablero de 4x4, no de { $shape }; usa linear-conflict
solve-error-too-large-for = las bases de datos de patrones { $heuristic } necesitan unos { $mb } MB para construirse, demasiado para { $platform }: usa pdb (6-6-3) o pdb-5-5-5
solve-error-shape-mismatch = el objetivo es de { $goal } pero el tablero es de { $board }; deben tener la misma forma
solve-error-not-recordable = el solucionador rápido no se puede grabar (su búsqueda se hace por partes, cada una con su propio árbol); graba idastar en su lugar
solve-error-missing-databases = { $databases } no están cargadas: constrúyelas o cárgalas primero
solve-error-not-generic = { $algorithm } necesita las bases de datos de patrones o los solucionadores de tableros grandes, que esta versión no incluye
solve-platform-native = esta máquina
solve-platform-browser = un navegador
solve-limit-expanded-zero = el límite de nodos expandidos debe ser al menos 1
solve-limit-time-not-positive = el límite de tiempo debe ser un número positivo de milisegundos, no { $ms }
solve-limit-memory-zero = el límite de memoria debe ser al menos 1 MB
solve-limit-memory-too-high = el límite de memoria puede ser como mucho { $most } MB en { $platform } (una instancia de WebAssembly no pasa de 4 GB, y las tablas de una búsqueda crecen duplicándose), no { $mb } MB
solve-weight-too-low = el peso debe ser un número de al menos 1, no { $weight }
solve-weight-too-high = el peso debe ser como mucho 100 (mucho antes, A* ponderado ya es una búsqueda voraz), no { $weight }
solve-algorithm-unknown = algoritmo desconocido «{ $name }»: usa { $list }
solve-algorithm-uninformed = { $algorithm } no usa heurística, así que «{ $heuristic }» no puede ir con él

## Game (src/play)

play-solved = Resuelto en { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }, { $time }.
play-solved-optimal = { $solved } Óptimo: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } ({ $over }).
play-solved-best-known = { $solved } Mínimo conocido: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } ({ $over }).
play-share = npuzzle del día { $date } { $shape }: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } (par { $par }), { $time }
play-date-unreadable = «{ $text }» no es una fecha: escríbela como año-mes-día, por ejemplo 2026-11-25
play-date-no-such-day = { $date } no es un día del calendario (años { $first } a { $last })
play-date-out-of-range = { $ms } ms no es un momento entre { $first } y { $last }
play-daily-no-size = el puzle del día es de 3x3 o 4x4, no de { $shape }
play-daily-none-in-band = ningún tablero de { $shape } con par { $band } entre los primeros { $candidates } candidatos para { $date }

## Lab (src/lab)

lab-error-size = el laboratorio comprueba tableros de 2x2, 2x3, 3x3 y 2x4, no de { $shape }: los más grandes tienen demasiados estados para visitarlos todos
lab-error-four-by-four = la base de datos de patrones del laboratorio es pdb (hecha para el tamaño del tablero); { $name } es la del puzle de 15
## Check a student's work (src/check)

check-variant = { $repeats ->
        [tree] búsqueda en árboles (los tableros repetidos se vuelven a expandir)
        [tree-not-parent] búsqueda en árboles que nunca genera el tablero del que viene
        [path-check] búsqueda en árboles que omite los tableros que ya están en su camino
        [graph-skip-generated] búsqueda en grafos, un tablero repetido se descarta al generarse
        [graph-skip-expanded] búsqueda en grafos, un tablero repetido se descarta al sacarlo de la frontera
        [graph-reopen] búsqueda en grafos, un tablero vuelve a la cola si se alcanza por un camino más corto
       *[other] { $repeats }
    }, { $goal ->
        [generated] el test objetivo al generar
       *[taken] el test objetivo al expandir
    }

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

label-algorithm-bfs = Búsqueda primero en anchura
label-algorithm-bfs-short = BFS
label-algorithm-bfs-note = Óptima. Explora todos los tableros nivel por nivel; consume mucha memoria.
label-algorithm-dfs = Búsqueda primero en profundidad
label-algorithm-dfs-short = DFS
label-algorithm-dfs-note = Con límite de profundidad y no óptima: un ejemplo didáctico.
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
label-algorithm-astar-note = Óptimo. Guiado por la heurística; guarda todo lo que ve.
label-algorithm-wastar = A* ponderado
label-algorithm-wastar-note = A lo sumo peso × los movimientos óptimos; mucho más rápido.
label-algorithm-idastar = IDA*
label-algorithm-idastar-note = Óptimo casi sin memoria; el indicado para el puzle de 15.
label-algorithm-auto = Automático
label-algorithm-auto-short = Auto
label-algorithm-auto-note = Elige un algoritmo adecuado para el tablero.
label-algorithm-fast = Rápido
label-algorithm-fast-note = Una respuesta rápida, no necesariamente la más corta.
label-algorithm-anytime = Búsqueda en haz interrumpible
label-algorithm-anytime-short = Interrumpible
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
label-preset-hardest-8a = El puzle de 8 más difícil (A)
label-preset-hardest-8b = El puzle de 8 más difícil (B)
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
widget-solve-off = Resolver está desactivado: el tablero dado tiene un error (ver arriba), así que este es un tablero predeterminado.
widget-title-puzzle = Puzle de { $tiles }
widget-title-daily = Puzle del día { $date }
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
offline-pages-before = Las páginas que ya abriste funcionan sin red, entre ellas
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
board-help = Haz clic o toca una ficha de la fila o columna del hueco para deslizarla (junto con las fichas intermedias). Las teclas de flecha y { $w } { $a } { $s } { $d } deslizan una ficha { $direction } hacia el hueco, como las letras U, D, L, R de una solución; en una pantalla táctil, desliza el dedo.
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
board-daily-par = Puzle del día { $date }: par { $par }.
board-par-counting = Contando los movimientos que faltan…
board-par-at-goal = En el objetivo.
board-par-to-go = { $count ->
        [one] Falta { $count }.
        [many] Faltan { $count }.
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
board-goal-error = { $problem }. Hasta que se corrija, el objetivo tiene el hueco al final.
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
session-left-solution-move = Moviste una ficha en el paso { $step } de { $count }, así que ya no sigues la solución. Al resolver de nuevo se parte del tablero mostrado.
session-left-solution-reset = Reiniciar te saca de la solución. Al resolver de nuevo se parte del tablero mostrado.
session-left-solution-goal = Ir al objetivo te saca de la solución. Al resolver de nuevo se parte del tablero mostrado.
session-left-solution-history = Deshacer y rehacer te sacan de la solución. Al resolver de nuevo se parte del tablero mostrado.
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
settings-goal-fallback = { $problem }; el objetivo tiene el hueco al final
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
session-worker-restarted = El proceso en segundo plano del solucionador falló ({ $reason }); se ha reiniciado.
session-worker-keeps-failing = El proceso en segundo plano del solucionador sigue fallando ({ $reason }); recarga la página para intentarlo de nuevo.
session-played-waiting = Óptimo: calculándolo…
session-played-helped = No registrado: el reproductor de la solución movió el tablero.
session-par-unproved = El par necesita el número óptimo de movimientos, y ninguna búsqueda lo demostró para este tablero.
session-par-no-count = El par no encontró a tiempo el número óptimo: { $problem }
session-par-search-stopped = la búsqueda se detuvo
session-par-no-solver = El par no pudo consultar al solucionador.
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
solve-cores-failed = { $count } (falló un proceso auxiliar)
solve-offer = Las bases de datos de patrones más fuertes resuelven antes los puzles de 15 difíciles; con esta conexión no se descargan sin preguntar.
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
solve-databases-set = { $set }, { $how }
solve-databases-noted = { $how } ({ $note })
solve-databases-stronger-note = { $how }. { $note }
solve-databases-switched = { $how }; se cambió a las bases de datos { $name } en la iteración { $iteration }
lab-size = Tamaño
lab-h = h = { $h }
lab-step-of = Paso { $step } de { $last }
lab-step = Paso

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
search-pause = Pausa
search-play = Reproducir
search-speed = Velocidad
search-colour = Colorear por
search-exercise = Ejercicio
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
term-heuristic = Heurística
term-length = Longitud
term-optimal = Óptima
term-expanded = Expandidos
term-generated = Generados
term-frontier = Frontera
term-max-frontier = Frontera máxima
term-memory = Memoria
term-peak-memory = Memoria máxima
term-time = Tiempo
term-elapsed = Transcurrido
term-bound = Cota
term-depth = Profundidad
term-databases = Bases de datos de patrones
term-cores = Núcleos
term-algorithm-definition = La búsqueda que se ejecutó: la que eligió Automático, si se le pidió.
term-heuristic-definition = La estimación de los movimientos restantes que guio la búsqueda; ninguna en una búsqueda no informada.
term-length-definition = Los movimientos de la solución encontrada.
term-optimal-definition = Si está garantizado que la solución es una de las más cortas: un algoritmo óptimo con una heurística que nunca sobreestima.
term-expanded-definition = Tableros que la búsqueda tomó para generar sus movimientos; la medida habitual de su trabajo.
term-generated-definition = Tableros a los que llevaron esos movimientos, contados cada vez que se alcanzaron, repeticiones incluidas.
term-frontier-definition = Tableros alcanzados pero aún no expandidos, que esperan ahora: la cola, la lista abierta o la pila.
term-max-frontier-definition = El máximo de tableros que esperaban a ser expandidos en un mismo momento.
term-stored = Guardados
term-stored-definition = Tableros en memoria ahora: todos los vistos, o solo el camino actual de una búsqueda iterativa.
term-memory-definition = Bytes estimados de los tableros guardados ahora (no la memoria de toda la pestaña).
term-peak-memory-definition = Bytes estimados del mayor número de tableros guardados a la vez; con esto se compara un límite de memoria.
term-time-definition = Tiempo real desde la petición hasta la respuesta, incluida la preparación de las bases de datos de patrones.
term-elapsed-definition = Tiempo real desde la petición, incluida la preparación de las bases de datos de patrones.
term-bound-definition = La cota de movimientos hechos más movimientos estimados en la iteración actual de una búsqueda iterativa.
term-depth-definition = La mayor distancia en movimientos desde el inicio entre los tableros expandidos hasta ahora.
term-databases-definition = Tablas precalculadas de los movimientos exactos para grupos de fichas, la heurística más fuerte aquí: de dónde salieron y cuánto se tardó.
term-cores-definition = Procesos en segundo plano que comparten la búsqueda: el de esta pestaña y sus auxiliares.
## Page: check my work (www/views/check-work.js)

check-page-search = Comprobar mi búsqueda
check-page-search-label = Tableros que expandió tu búsqueda
check-page-search-help = Pega los tableros que expandió tu programa, en orden y empezando por el inicial (uno por línea, en bloques de filas o como lista de Python o JSON; sus propias líneas de registro se omiten), o suelta aquí un archivo. La comprobación acepta cualquier orden que pudiera seguir una ejecución correcta, con cualquier desempate y cualquier orden de sucesores, y señala la primera expansión que ninguna admite.
check-page-search-button = Comprobar
check-page-solution = Comprobar mi solución
check-page-solution-label = Tus movimientos
check-page-solution-help = Pega los movimientos que encontró tu programa desde el tablero mostrado: letras de ficha (U D L R, el sentido en que se desliza la ficha), el sentido en que va el hueco, números de ficha o los tableros uno tras otro. La comprobación indica cómo los leyó y señala el primer movimiento incorrecto; luego el reproductor paso a paso recorre tus movimientos.
check-page-solution-button = Comprobar solución
check-page-progress-label = Comprobado hasta ahora
check-page-progress-hinting = Probando otros algoritmos
check-page-progress = { $count ->
        [one] { $step } de { $count } expansión comprobada
        [many] { $step } de { $count } de expansiones comprobadas
       *[other] { $step } de { $count } expansiones comprobadas
    }
check-page-file-unreadable = No se pudo leer el archivo: { $reason }
check-page-cancelled = Comprobación cancelada.
check-page-trace-refused = No se puede comprobar esta traza: { $reason }
check-page-moves-refused = No se pueden comprobar estos movimientos: { $reason }
check-page-matches = Coincide con: { $variants }.
check-page-furthest = Coincide durante más pasos con: { $variants }.
check-page-variant-list = { $first }; { $last }
check-page-hint = Pista: { $hint }.
check-page-wrong-board = Tu expansión { $expansion }: la primera incorrecta
check-page-moves = Tus movimientos: { $count }
check-page-moves-legal = Tus movimientos: { $count ->
        [one] { $count } legal
       *[other] { $count } legales
    }
check-page-moves-wrong = Tus movimientos: { $count ->
        [one] { $count } legal
       *[other] { $count } legales
    }, y luego el movimiento { $step } es incorrecto

## Later: the views loaded later (the Search view, exercises, Compare, Play, the Lab); the first wasm module leaves these out (build.rs)

compare-compare = Comparar
compare-run = Ejecutar la comparación
compare-caption-this = Algoritmos comparados en este tablero
compare-caption = Algoritmos comparados en el tablero que se muestra
compare-outcome = Resultado
compare-scroll-hint = Desplaza la tabla en horizontal para ver todas las columnas →
compare-help = Ejecuta cada algoritmo elegido en el tablero que se muestra, uno tras otro, con la heurística y el peso del panel Resolver, cada uno con los límites de abajo.
compare-algorithms = Algoritmos
compare-choose = Elige al menos un algoritmo para comparar.
compare-running = Ejecutando { $algorithm } ({ $index } de { $total })…
compare-summary = Resueltos: { $solved } de { $total }.
compare-summary-cancelled = Resueltos: { $solved } de { $total }; se canceló.
compare-summary-stopped = Resueltos: { $solved } de { $total }; detenidos por un límite: { $stopped }.
compare-summary-stopped-cancelled = Resueltos: { $solved } de { $total }; detenidos por un límite: { $stopped }; se canceló.
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
play-share-button = Compartir
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
lab-phase-distances = Calculando la distancia real de cada estado
lab-phase-estimates = Estimando cada estado
lab-phase-moves = Comprobando cada movimiento
lab-phase-counterexample = Ejecutando A* en los peores tableros
lab-size-option = { $size } ({ $count ->
        [one] { $count } estado
        [many] { $count } de estados
       *[other] { $count } estados
    })
lab-check = Comprobar
lab-custom-help = LC es solo el término extra del conflicto lineal, 2 movimientos por conflicto: Manhattan 1 y LC 1 forman la heurística de conflicto lineal. Los pesos pueden ser fraccionarios (1,5); una suma menor que 0 cuenta como 0.
lab-help = Compara una heurística con la distancia real h* de cada estado de un tamaño de tablero, hallada con una búsqueda primero en anchura hacia atrás desde el objetivo. Se dejan fuera 3 × 4 y los mayores: 239.500.800 estados o más son demasiados para visitarlos uno a uno en una pestaña.
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
lab-inconsistency = Un movimiento lleva h de { $h } a { $next }: baja { $drop }, más que el costo del movimiento, 1.
lab-h-true = h = { $h }, h* = { $distance }
lab-solving = Resolviéndolo con A* y con una búsqueda óptima…
lab-counterexample-label = Contraejemplo
lab-counterexample-title = No admisible: un contraejemplo
lab-astar-longer = A* con esta heurística devuelve { $moves }: { $longer } más que el camino más corto.
lab-astar-shortest = A* con esta heurística sigue devolviendo aquí un camino óptimo ({ $moves }); en los { $tried } peores tableros probados nunca se dejó engañar.
lab-astar-with = A* con { $heuristic }
lab-shortest = El más corto ({ $algorithm }, conflicto lineal)
lab-solved-in = { $moves }: resuelto
lab-move-of = Movimiento { $move } de { $total }
lab-path-label = { $title }: { $moves }
lab-heat-map = Mapa de calor de los estados según la estimación h y la distancia real h*: { $count ->
        [0] ninguno
       *[other] { $count }
    } por encima de la diagonal, donde h sobreestima. La tabla de abajo recoge todos los recuentos.
lab-histogram-caption = Estados según la estimación h (hacia arriba) y la distancia real h* (a lo ancho); por encima de la diagonal, h sobreestima
lab-key = Leyenda de colores
lab-key-one = 1 estado
lab-key-most = { $count } estados (más oscuro: más, en escala logarítmica)
lab-key-over = h por encima de h*: sobreestima
lab-axis-true = h* (distancia real)
lab-histogram-table-caption = Número de estados para cada estimación h (filas) y distancia real h* (columnas)
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
search-expansion = Expansión
search-colours = Colores
search-help = Teclas (aquí): flecha derecha o N, expansión siguiente; flecha izquierda o P, anterior; Espacio, reproducir o pausar; Inicio y Fin, primera y última. El árbol se abre en los nodos que rodean la expansión: su camino desde el inicio, los nodos a su lado y sus hijos, cada uno un tablero con g, h y f enmarcado en su color; las demás ramas se pliegan en un recuento. Ajustar muestra el árbol entero; Enfocar, de nuevo los nodos que rodean la expansión; arrastra para desplazarte; la rueda, un pellizco o los botones hacen zoom, centrado en el nodo expandido. Haz clic en un nodo o en una entrada de la frontera para ver su tablero en el tablero principal. «Comparar con» graba una segunda búsqueda junto a la primera; las dos avanzan juntas.
search-cap = Expansiones que grabar
search-compare = Comparar con
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
search-zoom-in = Acercar
search-zoom-out = Alejar
search-fit = Ajustar
search-fit-title = El árbol entero, con el nodo expandido marcado
search-focus = Enfocar
search-focus-title = Los nodos que rodean la expansión, como tableros
search-export-svg = Exportar el árbol como SVG
search-export-png = Exportar el árbol como PNG
search-where-iteration = Iteración { $iteration }, cota { $bound }.
search-where-layer = Expandiendo la capa de profundidad { $depth }.
search-where-goal = Objetivo encontrado: su camino, de { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }, está marcado en verde.
search-stopped-to = { $count ->
        [one] Se grabó la primera expansión
        [many] Se grabaron las primeras { $count } de expansiones
       *[other] Se grabaron las primeras { $count } expansiones
    }; la búsqueda siguió hasta { $went }.
search-stopped-past = { $count ->
        [one] Se grabó la primera expansión
        [many] Se grabaron las primeras { $count } de expansiones
       *[other] Se grabaron las primeras { $count } expansiones
    }; la búsqueda siguió más allá de { $count }.
search-counts-iteration = Frontera { $frontier }, explorados { $explored }; el árbol de esta iteración tiene { $count ->
        [one] { $count } nodo
        [many] { $count } de nodos
       *[other] { $count } nodos
    }.
search-why-first = Avanza hasta la primera expansión para ver por qué se elige cada nodo.
search-frontier-path = El camino actual (el más profundo primero)
search-frontier-next = Siguientes en la frontera: { $order }
search-info-start = { $node }: profundidad { $depth }, { $costs } (el inicio)
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
    } { $key } { $value } ({ $others }); los empates se resuelven a favor del nodo más nuevo, el último alcanzado, así que este salió primero.
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
search-why-replaced = Se alcanzó de nuevo por un camino de menor costo (g { $g }, antes g { $before }) y sustituyó esa entrada.
search-why-dropped = Sacados antes de la pila y descartados: { $items }.
search-why-skipped = Probados antes y omitidos: { $items }.
search-why-queued-path = { $count ->
        [one] { $count } hijo añadido al camino
        [many] { $count } de hijos añadidos por turno al camino
       *[other] { $count } hijos añadidos por turno al camino
    }
search-why-queued = { $count ->
        [one] { $count } hijo añadido
        [many] { $count } de hijos añadidos
       *[other] { $count } hijos añadidos
    } a la frontera
search-why-requeued = { $count ->
        [one] { $count } hijo devuelto a la frontera, alcanzado con menor costo
        [many] { $count } de hijos devueltos a la frontera, alcanzados con menor costo
       *[other] { $count } hijos devueltos a la frontera, alcanzados con menor costo
    }
search-why-expanding = Al expandirlo: { $items }.
search-why-goal-generated = Su hijo { $node } es el objetivo: la búsqueda aplica el test objetivo a cada nodo al generarlo, y se detiene.
search-why-goal-path = A continuación se llega al objetivo: la búsqueda se detiene ahí.
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
exercise-put-on = Añadirlos a la frontera
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
exercise-newest-after = { $algorithm } expande el nodo más reciente de la pila (el último en entrar es el primero en salir): { $taken }, añadido después de este.
exercise-bound = { $algorithm } avanza primero en profundidad, con los hijos de cada nodo en el orden de los movimientos, dentro de la cota { $bound }: ahora toca { $taken } ({ $costs }).
exercise-bound-skipped = { $algorithm } avanza primero en profundidad, con los hijos de cada nodo en el orden de los movimientos, dentro de la cota { $bound }: ahora toca { $taken } ({ $costs }); { $skipped }.
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
exercise-give-all = Da los tres: g, h y f.
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value } (diste { $given })
exercise-values-reason = { $values } ({ $formula }).
exercise-right = Correcto. { $reason }
exercise-not-quite = No del todo. { $reason }
exercise-see-summary = Ver el resumen
exercise-nothing = Esta búsqueda no deja nada que preguntar de este tipo (ninguna expansión con una elección que hacer): prueba otro ejercicio, algoritmo o tablero.
exercise-done = Terminado: { $score } de { $total } correctas.
exercise-your-answers = Tus respuestas
exercise-summary-asked = El tablero por el que se preguntó: { $board }
exercise-summary-expanded = El tablero expandido: { $board }
exercise-question-number = Pregunta { $index }
exercise-result-right = Correcto
exercise-result-wrong = No del todo: { $reason }
check-page-lane = Tu búsqueda
check-page-mark = Tu primera expansión incorrecta
check-page-found-title = Lo que encontró aquí la comprobación
check-page-counts-all = { $count ->
        [one] { $count } tablero en tu traza; está en este árbol.
        [many] { $count } de tableros en tu traza; todos en este árbol.
       *[other] { $count } tableros en tu traza; todos en este árbol.
    }
check-page-counts-first = { $count ->
        [one] { $count } tablero
        [many] { $count } de tableros
       *[other] { $count } tableros
    } en tu traza; los primeros { $drawn } en este árbol.
check-page-found-start = Avanza hasta tu primera expansión para ver lo que encontró allí la comprobación.
check-page-found-wrong = Tu primera expansión incorrecta, marcada en rojo: { $verdict }.
check-page-found-ends-verdict = El árbol de tu búsqueda termina en la expansión { $step }: { $verdict }.
check-page-found-ends-cap = El árbol de tu búsqueda termina en la expansión { $step }: un árbol contiene como máximo { $count ->
        [one] { $count } expansión
        [many] { $count } de expansiones
       *[other] { $count } expansiones
    }.
check-page-found-ends-ungenerated = El árbol de tu búsqueda termina en la expansión { $step }: ningún tablero dibujado antes de tu expansión { $next } lo generó, así que el árbol no puede contenerlo.
check-page-found-after = Tu expansión { $step }, posterior a la primera incorrecta (expansión { $wrong }).
check-page-found-allowed = Tu expansión { $step }: una ejecución de { $search } podría expandir este tablero aquí.

## Later: what only the full module says (checks of a student's work, the Lab, the tuned and anytime searches, bench files); the first wasm module leaves these out (build.rs)

bench-line = línea { $line }: { $problem }
bench-no-optimal = se esperaba `id óptimo t0 t1 ...`
bench-bad-optimal = «{ $text }» no es una longitud óptima (un número entero)
bench-empty = no contiene ninguna instancia (líneas `id óptimo t0 t1 ...`)
bench-too-large = es demasiado grande: se leen como mucho { $most } instancias y 16 MiB
bench-bad-random = «random:{ $spec }» no es una especificación aleatoria: escribe random:RxC:CANTIDAD o random:RxC:CANTIDAD:SEMILLA, p. ej. random:10x10:100

check-algorithm = { $algorithm ->
        [bfs] BFS
        [dfs] DFS
        [iddfs] IDDFS
        [greedy] la búsqueda voraz
        [ucs] la búsqueda de costo uniforme
        [astar] A*
        [wastar] A* ponderado
        [idastar] IDA*
       *[other] { $algorithm }
    }
check-heuristic = { $heuristic ->
        [none] ninguna heurística
        [hamming] Hamming
        [manhattan] Manhattan
        [linear-conflict] conflicto lineal
       *[other] { $heuristic }
    }
check-spec = { $algorithm }
check-spec-heuristic = { $algorithm } con { $heuristic }
check-spec-weighted = { $algorithm } (w = { $weight }) con { $heuristic }
check-nothing = { "" }
check-valid = una traza válida de { $spec }, { $count ->
        [one] { $count } expansión
        [many] { $count } de expansiones
       *[other] { $count } expansiones
    }{ $variant }{ $limit }{ $iterations }
check-valid-unchecked = { $valid }, comprobada solo hasta la expansión { $last }: a partir de ahí, las formas de resolver sus empates superaban { $most }, demasiadas para seguirlas, y el resto no se comprobó
check-valid-variant = : { $variant }
check-valid-variant-others = : { $variant } (u { $count ->
        [one] { $count } variante más
       *[other] { $count } variantes más
    })
check-valid-depth-limit = , con los tableros de profundidad { $depth } descartados sin expandir
check-valid-iterations = , en { $count ->
        [one] { $count } iteración
        [many] { $count } de iteraciones
       *[other] { $count } iteraciones
    }
check-mistake-not-start = la expansión 1 es { $board }, no el tablero inicial { $start }
check-mistake-not-generated = la expansión { $expansion } nunca se generó: no está a un movimiento de ningún tablero expandido antes
check-mistake-repeated-graph = la expansión { $expansion } repite la expansión { $earlier }, y una búsqueda en grafos expande cada tablero una sola vez
check-mistake-repeated-tree = la expansión { $expansion } repite la expansión { $earlier }, y ningún tablero expandido desde entonces lo volvió a generar
check-mistake-not-waiting = expansión { $expansion }: { $board } se generó, pero un movimiento que deshace el anterior no se genera
check-mistake-deeper = expansión { $expansion }: { $algorithm } expandió un tablero a profundidad { $depth } mientras { $count ->
        [one] esperaba { $count } a profundidad { $waiting-depth }: { $example }
       *[other] esperaban { $count } a profundidad { $waiting-depth }, como { $example }
    }
check-mistake-not-on-top = expansión { $expansion }: { $algorithm } toma primero los tableros más nuevos, pero { $board } no estaba entre ellos: { $count ->
        [one] esperaba { $count } tablero generado por la expansión { $from }: { $example }
       *[other] esperaban { $count } tableros generados por la expansión { $from }, como { $example }
    }
check-mistake-not-best = expansión { $expansion }: { $board } tiene { $key } = { $value }, pero { $count ->
        [one] esperaba { $count } tablero con { $key } = { $best }: { $example }
       *[other] esperaban { $count } tableros con { $key } = { $best }, como { $example }
    }
check-mistake-over-depth-limit = expansión { $expansion }: { $board } está a profundidad { $depth }, más allá del límite de profundidad { $bound } de la iteración
check-mistake-over-bound = expansión { $expansion }: { $board } tiene f = { $f }, por encima de la cota { $bound } de la iteración
check-mistake-too-deep = expansión { $expansion }: { $board } está a profundidad { $depth }, pero la búsqueda había descartado por demasiado profundos los tableros a profundidad { $limit }
check-mistake-not-root = expansión { $expansion }: { $board } sigue al final de una iteración; la siguiente, con cota { $bound }, vuelve a empezar por el tablero inicial
check-mistake-exhausted = expansión { $expansion }: { $board } llega cuando a la búsqueda ya no le quedaba nada por expandir
check-mistake-ends-before-goal = la traza termina antes de expandir el objetivo
check-mistake-after-goal-generated = la traza sigue después del objetivo: la expansión { $goal } lo generó, y después viene la expansión { $expansion }
check-mistake-after-goal-expanded = la traza sigue después del objetivo: la expansión { $goal } lo expandió, y después viene la expansión { $expansion }
check-hint-greedy = es un orden válido de la búsqueda voraz con { $heuristic }: la prioridad parece ser solo h, sin g
check-hint-uniform-cost = es un orden válido de la búsqueda de costo uniforme: la prioridad parece ser solo g, sin h
check-hint-dfs-not-bfs = es un orden válido de DFS: una pila donde BFS necesita una cola
check-hint-bfs-not-dfs = es un orden válido de BFS: una cola donde DFS necesita una pila
check-hint-other-heuristic = es un orden válido de { $algorithm } con { $heuristic }, no con { $asked }
check-hint-other = es un orden válido de { $spec }
check-read = { $count ->
        [one] { $count } movimiento, leído según { $how }{ $why }.
        [many] { $count } de movimientos, leídos según { $how }{ $why }.
       *[other] { $count } movimientos, leídos según { $how }{ $why }.
    }
check-read-tile-directions = el sentido en que se desliza cada ficha
check-read-blank-directions = el sentido en que va el hueco
check-read-tile-numbers = el número de la ficha deslizada
check-read-boards = los tableros uno tras otro
check-read-asked = , como se pidió
check-read-only-legal = , la única lectura legal
check-read-same-end = { " " }(la lectura del README: ambas son legales y terminan en el mismo tablero)
check-read-only-reaches-goal = : ambas lecturas son legales, y solo esta alcanza el objetivo
check-read-goes-further = : ninguna lectura es legal, y esta llega más lejos
check-solved = Todos los movimientos son legales y se alcanza el objetivo en { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }.
check-solved-optimal = Todos los movimientos son legales y se alcanza el objetivo en { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }: óptimo.
check-solved-longer = Todos los movimientos son legales y se alcanza el objetivo en { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }, { $more } más que el óptimo, { $best }.
check-solved-at-least = Todos los movimientos son legales y se alcanza el objetivo en { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    }; el óptimo es de al menos { $bound }.
check-stops-short = { $count ->
        [one] El movimiento es legal, pero no se alcanza el objetivo.
       *[other] Los { $count } movimientos son legales, pero no se alcanza el objetivo.
    }
check-start-is-goal = El tablero inicial ya es el objetivo, y { $count ->
        [one] le sigue { $count } movimiento.
        [many] le siguen { $count } de movimientos.
       *[other] le siguen { $count } movimientos.
    }
check-passed-goal = El objetivo se alcanza tras el movimiento { $at }, y { $count ->
        [one] le sigue { $count } movimiento más.
        [many] le siguen { $count } de movimientos más.
       *[other] le siguen { $count } movimientos más.
    }
check-ends = Los movimientos jugados terminan en { $board }, a distancia de Manhattan { $distance } del objetivo.
check-wrong-no-tile = Movimiento { $step }, { $written }: { $edge ->
        [up] no hay ninguna ficha encima del hueco, que está en la fila superior.
        [down] no hay ninguna ficha debajo del hueco, que está en la fila inferior.
        [left] no hay ninguna ficha a la izquierda del hueco, que está en la columna izquierda.
       *[right] no hay ninguna ficha a la derecha del hueco, que está en la columna derecha.
    }
check-wrong-blank-at-edge = Movimiento { $step }, { $written }: { $edge ->
        [up] el hueco no puede ir hacia arriba, está en la fila superior.
        [down] el hueco no puede ir hacia abajo, está en la fila inferior.
        [left] el hueco no puede ir hacia la izquierda, está en la columna izquierda.
       *[right] el hueco no puede ir hacia la derecha, está en la columna derecha.
    }
check-wrong-tile = Movimiento { $step }: { $reason }.
check-wrong-first-board = El tablero 1 no es el inicial ni está a un movimiento de él.
check-wrong-board = El tablero { $board } no está a un movimiento del tablero { $before }.
check-error-empty-trace = la traza está vacía: escribe los tableros que expandió la búsqueda, empezando por el tablero inicial
check-error-trace-shape = la expansión { $expansion } es un tablero de { $found }, pero el tablero inicial es de { $expected }
check-error-goal-shape = el objetivo es un tablero de { $found }, pero el tablero inicial es de { $expected }
check-error-algorithm = { $algorithm } ejecuta otras búsquedas: comprueba una traza de bfs, dfs, iddfs, greedy, ucs, astar, wastar o idastar
check-error-databases = las bases de datos de patrones ({ $heuristic }) no están disponibles para el comprobador: usa hamming, manhattan, linear-conflict o custom:a,b,c,d
check-trace-too-long = la traza ocupa { $bytes } bytes; una traza ocupa como mucho 16 MiB ({ $most } bytes)
check-trace-too-many-boards = la traza tiene más de { $most } tableros, el máximo que puede tener
check-trace-no-boards = no se encontró ningún tablero de { $shape } en la traza: escribe un tablero por línea, o las filas de cada tablero en líneas consecutivas
check-trace-bad-board = tablero { $index } (línea { $line }): { $reason }
check-trace-wrong-shape = el tablero { $index } (línea { $line }) es de { $found }, pero el tablero inicial es de { $expected }
check-trace-part-board = el tablero { $index } (línea { $line }) tiene { $found } de las { $rows } filas de un tablero de { $shape }: las filas de un tablero van en líneas consecutivas
check-trace-unclosed = la lista de tableros abierta en la línea 1 no se cierra nunca: falta un ] o un )
check-convention-unknown = «{ $name }» no es una convención: usa { $list }
check-moves-empty = no se dio ningún movimiento: escribe los movimientos como letras (U D L R), palabras, números de ficha o tableros
check-moves-too-many = la lista tiene más de { $most } movimientos, el máximo que puede tener una solución
check-moves-unreadable = «{ $token }» (palabra { $word }) no es un movimiento: escribe U, D, L, R o up, down, left, right, o números de ficha, o tableros
check-moves-ambiguous = las direcciones son legales leídas de las dos formas y terminan en tableros distintos: como movimientos de las fichas (la convención del README), en { $tile-end }, a distancia de Manhattan { $tile-distance } del objetivo; como movimientos del hueco, en { $blank-end }, a distancia { $blank-distance }; indica la convención (tile o blank)
play-streak = Racha: { $count ->
        [one] { $count } día seguido
        [many] { $count } de días seguidos
       *[other] { $count } días seguidos
    }.
lab-counterexample = En este tablero h = { $h }, por encima de su distancia real h* = { $distance }.
lab-histogram-table = El histograma como tabla
search-tree = El árbol de búsqueda
search-why = Por qué este nodo
search-counts = Frontera { $frontier }, explorados { $explored }; el árbol tiene { $count ->
        [one] { $count } nodo
        [many] { $count } de nodos
       *[other] { $count } nodos
    }.
search-info = { $node }: profundidad { $depth }, { $costs }; ficha movida: { $tile }
exercise-check = Comprobar
exercise-again = Intentar de nuevo
exercise-after = tras { $count ->
        [one] { $count } expansión
        [many] { $count } de expansiones
       *[other] { $count } expansiones
    }
