# Português (Brasil): translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/pt-BR.md.

## Lists

list-one = { $item }
list-or-pair = { $first } ou { $last }
list-and-pair = { $first } e { $last }
list-comma = { $first }, { $last }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = Não há o idioma “{ $tag }”.
language-unreadable = Não foi possível ler o catálogo { $tag }: { $problem }

## Model: boards, shapes, moves, goals, parsing, solvability (src/model)

model-cell = linha { $row }, coluna { $column }
board-wrong-count = um tabuleiro { $shape } tem { $cells } casas, mas { $count ->
        [0] nenhum número foi dado
        [one] { $count } número foi dado
        [many] { $count } de números foram dados
       *[other] { $count } números foram dados
    }{ $missing }
board-out-of-range = { $value } em { $cell } está fora do intervalo: um tabuleiro { $shape } tem as peças de 1 a { $last } e um espaço vazio
board-duplicate-tile = a peça { $tile } aparece duas vezes: em { $first } e em { $second }{ $missing }
board-duplicate-blank = há dois espaços vazios: em { $first } e em { $second }; um tabuleiro tem exatamente um{ $missing }
board-missing-none =
board-missing-blank = ; falta o espaço vazio
board-missing-tiles = ; { $count ->
        [one] falta a peça { $tiles }
       *[other] faltam as peças { $tiles }
    }
board-missing-blank-and-tiles = ; faltam o espaço vazio e { $count ->
        [one] a peça { $tiles }
       *[other] as peças { $tiles }
    }
shape-out-of-range = um tabuleiro deve ter entre 2x2 e 10x10, mas foi pedido { $shape }
shape-unreadable = “{ $text }” não é um tamanho: escreva linhas x colunas, como 4x4
goal-shape-mismatch = o objetivo é { $goal } mas o tabuleiro é { $board }; eles precisam ter o mesmo formato
goal-unreadable = o objetivo não é “blank-last”, “blank-first” nem um tabuleiro: { $reason }
move-no-tile-to-slide = nenhuma peça pode deslizar para { $direction ->
        [up] cima
        [down] baixo
        [left] a esquerda
       *[right] a direita
    }: o espaço vazio está na borda do tabuleiro
move-not-next-to-blank = a peça { $tile } não está ao lado do espaço vazio, então não pode deslizar
move-no-such-tile = não há peça { $tile } neste tabuleiro (as peças vão de 1 a { $last })
move-not-in-line = a peça { $tile } não está na linha nem na coluna do espaço vazio, então não pode deslizar
move-no-such-cell = não há casa { $cell } neste tabuleiro (as casas vão de 0 a { $last })
move-unreadable = “{ $text }” não é um movimento: use U, D, L, R (o sentido em que a peça desliza) ou o número de uma peça
parse-at-row = linha { $row }, posição { $item }
parse-at = posição { $item }
parse-too-long = a entrada tem { $count } bytes; um tabuleiro tem no máximo 64 KiB de texto
parse-empty = a entrada está vazia: digite um tabuleiro, por exemplo 1 2 3 4 5 6 7 8 0
parse-not-a-number = “{ $token }” em { $at } não é um número (escreva o espaço vazio como 0, _, . ou -)
parse-huge-number = { $token } em { $at } está fora do intervalo: as peças vão no máximo até 99
parse-ragged-rows = a linha { $row } tem { $count ->
        [0] nenhum número
        [one] { $count } número
        [many] { $count } de números
       *[other] { $count } números
    } mas a linha 1 tem { $expected }; toda linha precisa da mesma quantidade
parse-not-square = { $count ->
        [one] { $count } número não forma
        [many] { $count } de números não formam
       *[other] { $count } números não formam
    } um tabuleiro quadrado; { $squares }; para um retângulo, escreva uma linha do tabuleiro por linha de texto ou comece com o formato, como 3x4:
parse-square-fit = { $cells } formam um tabuleiro { $shape }
parse-squares-between = { $below } e { $above }
parse-squares-largest = { $below } (o maior)
parse-compact-too-long = “{ $token }” tem { $count } dígitos, mas dígitos escritos juntos só servem para tabuleiros de no máximo 10 casas; separe os números com espaços
parse-bad-prefix = “{ $text }:” não é um formato: escreva linhas x colunas antes dos dois-pontos, como 3x4:
parse-prefix-mismatch = o prefixo diz { $prefix } mas as linhas escritas formam { $rows }; escreva as linhas em uma só linha ou remova o prefixo
parse-json = JSON: { $problem } no caractere { $offset }
parse-json-after-end = texto inesperado depois do ] final
parse-json-expected-open = esperava-se [
parse-json-expected-close = esperava-se ]
parse-json-expected-comma = esperava-se , ou ]
parse-json-expected-number = esperava-se um número
solvable-explanation = Lendo linha por linha, { $inversions ->
        [0] nenhum par de peças está
        [one] { $inversions } par de peças está
        [many] { $inversions } de pares de peças estão
       *[other] { $inversions } pares de peças estão
    } na ordem oposta à do objetivo (inversões). { $rule } { $verdict }
solvable-even-width = A largura { $width } é par, então um movimento para cima ou para baixo muda o número de inversões por um número ímpar enquanto o espaço vazio muda de linha: as inversões mais a distância do espaço vazio até sua linha no objetivo (aqui { $inversions } + { $distance } = { $parity }) continuam sempre pares ou sempre ímpares.
solvable-odd-width = A largura { $width } é ímpar, então nenhum movimento muda se o número de inversões (aqui { $inversions }) é par ou ímpar.
solvable-yes = Solucionável: { $parity } é par, como no objetivo.
solvable-no = Sem solução: { $parity } é ímpar mas o objetivo tem 0, então nenhuma sequência de movimentos pode alcançá-lo. Trocar as peças { $first } e { $second } torna o tabuleiro solucionável.
move-in-list = movimento { $step } de { $count }: { $reason }

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

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
