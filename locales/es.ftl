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
parse-too-long = la entrada mide { $count } bytes; un tablero ocupa como mucho 64 KiB de texto
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
solvable-even-width = El ancho { $width } es par, así que un movimiento hacia arriba o hacia abajo cambia el número de inversiones en una cantidad impar mientras el hueco cambia de fila: las inversiones más la distancia del hueco a su fila objetivo (aquí { $inversions } + { $distance } = { $parity }) siempre siguen siendo pares o siempre impares.
solvable-odd-width = El ancho { $width } es impar, así que ningún movimiento cambia si el número de inversiones (aquí { $inversions }) es par o impar.
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
explain-none = h = 0 (sin heurística: todo tablero cuenta 0)
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
pdb-blank-mismatch = estas bases de datos son para el hueco terminando en la casilla { $built }, pero el hueco del objetivo termina en la casilla { $goal }
pdb24-not-five-by-five = las bases de datos de patrones de 5x5 son para tableros de 5x5, no de { $shape }
pdb24-unknown-partition = partición de 5x5 desconocida «{ $name }»: usa { $known }
pdb24-unknown-key = «{ $text }» no nombra bases de datos de patrones de 5x5 (como pdb5x5-v1/5-5-5-5-4/0)
pdb-set = las bases de datos de patrones { $partition } para el hueco terminando en la casilla { $cell }
pdb24-set = las bases de datos de patrones { $partition } del tablero de 5x5 para el hueco terminando en la casilla { $cell }
small-pdb-too-large = estas bases de datos de patrones son para tableros de { $most } casillas como mucho, no de { $shape }
pdb-wrong-part = la base de datos ofrecida no es la parte { $part } de { $set }
heuristic-too-large-for-tab = la heurística { $heuristic } necesita más memoria de la que tiene una pestaña del navegador

## Search: engines, records, replay, why this node, exercises' grading (src/search)

replay-ragged = las columnas de un fragmento del registro tienen longitudes distintas
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
record-cap = una búsqueda registra de 1 a { $most } expansiones, no { $given }
record-cap-number = { $number }
record-cap-text = «{ $text }»
replay-no-frontier = { $algorithm } no mantiene ninguna frontera que reproducir
record-chunk-unbuilt = no se puede construir un fragmento del registro
bench-line = línea { $line }: { $problem }
bench-no-optimal = se esperaba `id óptimo t0 t1 ...`
bench-bad-optimal = «{ $text }» no es una longitud óptima (un número entero)
bench-empty = no contiene ninguna instancia (líneas `id óptimo t0 t1 ...`)
bench-too-large = es demasiado grande: se leen como mucho { $most } instancias y 16 MiB
bench-bad-random = «random:{ $spec }» no es una especificación aleatoria: escribe random:RxC:CANTIDAD o random:RxC:CANTIDAD:SEMILLA, p. ej. random:10x10:100

## Solve: algorithms, plans, limits, retries, reports (src/solve)

solve-retry-idastar-databases = Resolver con IDA* + bases de datos
solve-retry-anytime = Resolver con la búsqueda anytime
solve-retry-idastar-linear-conflict = Resolver con IDA* + conflicto lineal
solve-retry-fast = Resolver con el solucionador rápido
solve-why-idastar-databases = IDA* con las bases de datos de patrones solo guarda su camino en memoria y encuentra la solución más corta en segundos
solve-why-anytime = la búsqueda anytime responde al instante a un puzle de 24 fichas y acorta su respuesta mientras se ejecuta (Detener conserva la mejor)
solve-why-idastar-linear-conflict = IDA* con conflicto lineal solo guarda su camino en memoria y encuentra la solución más corta al instante
solve-why-fast = el solucionador rápido resuelve tableros tan grandes en un momento (no siempre con el menor número de movimientos)
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
solve-suggest-fast = aumenta el límite: el solucionador rápido necesita pocas expansiones, pero más que estas
solve-suggest-anytime = aumenta el límite: la búsqueda anytime responde en cuanto encuentra su primera solución
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
play-solved-best-known = { $solved } Mejor conocido: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } ({ $over }).
play-share = npuzzle diario { $date } { $shape }: { $count ->
        [one] { $count } movimiento
        [many] { $count } de movimientos
       *[other] { $count } movimientos
    } (par { $par }), { $time }

## Lab (src/lab)

## Check a student's work (src/check)

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
check-sentences = { $first } { $rest }
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

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
