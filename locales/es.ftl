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
pdb-damage = no es una base de datos de patrones: { $problem }
pdb-damage-header = cabecera incorrecta
pdb-damage-partition = partición desconocida
pdb-damage-count = cuenta no válida
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

## Game (src/play)

## Lab (src/lab)

## Check a student's work (src/check)

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
