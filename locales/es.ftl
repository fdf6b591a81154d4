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
solve-error-unsolvable = este tablero no tiene solución. { $reason }
solve-error-pdb-needs-4x4 = la heurística { $heuristic } necesita un tablero de 4x4, no de { $shape }; usa linear-conflict
solve-error-too-large-for = las bases de datos de patrones { $heuristic } necesitan unos { $mb } MB para construirse, demasiado para { $platform }: usa pdb (6-6-3) o pdb-5-5-5
solve-error-shape-mismatch = el objetivo es de { $goal } pero el tablero es de { $board }; deben tener la misma forma
solve-error-not-recordable = el solucionador rápido no se puede grabar (su búsqueda se hace por partes, cada una con su propio árbol); graba idastar en su lugar
solve-error-inner = { $reason }
solve-error-missing-databases = { $databases } no están cargadas: constrúyelas o cárgalas primero
solve-error-not-generic = { $algorithm } necesita las bases de datos de patrones o los solucionadores de tableros grandes, que esta versión no incluye
solve-platform-native = esta máquina
solve-platform-browser = un navegador
solve-limit-expanded-zero = el límite de nodos expandidos debe ser al menos 1
solve-limit-time = el límite de tiempo debe ser un número positivo de milisegundos, no { $ms }
solve-limit-memory-zero = el límite de memoria debe ser al menos 1 MB
solve-limit-memory-too-high = el límite de memoria puede ser como mucho { $most } MB en { $platform } (una instancia de WebAssembly termina en 4 GB, y las tablas de una búsqueda crecen duplicándose), no { $mb } MB
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
play-date-unreadable = «{ $text }» no es una fecha: escríbela como año-mes-día, por ejemplo 2026-11-25
play-date-no-such-day = { $date } no es un día del calendario (años { $first } a { $last })
play-date-out-of-range = { $ms } ms no es un momento entre { $first } y { $last }
play-daily-size = el puzle diario es de 3x3 o 4x4, no de { $shape }
play-daily-none-in-band = ningún tablero de { $shape } con par { $band } entre los primeros { $candidates } candidatos para { $date }

## Lab (src/lab)

lab-error-inner = { $reason }
lab-error-size = el laboratorio comprueba tableros de 2x2, 2x3, 3x3 y 2x4, no de { $shape }: los más grandes tienen demasiados estados para visitarlos todos
lab-error-four-by-four = la base de datos de patrones del laboratorio es pdb (hecha para el tamaño del tablero); { $name } es la del puzle de 15

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
check-variant = { $repeats ->
        [tree] búsqueda en árboles (los tableros repetidos se vuelven a expandir)
        [tree-not-parent] búsqueda en árboles que nunca genera el tablero del que viene
        [path-check] búsqueda en árboles que omite los tableros que ya están en su camino
        [graph-skip-generated] búsqueda en grafos, un tablero repetido se descarta al generarse
        [graph-skip-expanded] búsqueda en grafos, un tablero repetido se descarta al tomarse
        [graph-reopen] búsqueda en grafos, un tablero vuelve a la cola si se alcanza por un camino más corto
       *[other] { $repeats }
    }, { $goal ->
        [generated] el test objetivo al generar
       *[taken] el test objetivo al expandir
    }

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
