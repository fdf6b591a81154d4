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
board-out-of-range = { $value } na { $cell } está fora do intervalo: um tabuleiro { $shape } tem as peças de 1 a { $last } e um espaço vazio
board-duplicate-tile = a peça { $tile } aparece duas vezes: na { $first } e na { $second }{ $missing }
board-duplicate-blank = há dois espaços vazios: na { $first } e na { $second }; um tabuleiro tem exatamente um{ $missing }
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
parse-not-a-number = “{ $token }” na { $at } não é um número (escreva o espaço vazio como 0, _, . ou -)
parse-huge-number = { $token } na { $at } está fora do intervalo: as peças vão no máximo até 99
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

explain-hamming = h = { $h } (Hamming: { $misplaced ->
        [0] nenhuma de { $tiles } peças está fora da sua casa no objetivo
        [one] { $misplaced } de { $tiles } peças não está na sua casa no objetivo
       *[other] { $misplaced } de { $tiles } peças não estão na sua casa no objetivo
    })
explain-manhattan = h = { $h } (Manhattan: { $distances })
explain-terms = { $terms }
explain-every-tile-home = todas as peças estão no lugar
explain-linear-conflict = h = { $h } = Manhattan { $manhattan } + { $conflicts ->
        [0] nenhum conflito linear
        [one] { $conflicts } conflito linear
        [many] { $conflicts } de conflitos lineares
       *[other] { $conflicts } conflitos lineares
    } × 2
explain-none = h = 0 (sem heurística: todo tabuleiro conta 0)
explain-custom = h = { $h } = { $formula }
explain-custom-negative = h = { $h } = { $formula } = −{ $raw }, contado como 0
explain-custom-rounded = h = { $h } = { $formula } = { $raw }, arredondado para cima
explain-lookups = h = { $h } = { $terms } (bancos de dados de padrões { $partition })
explain-lookups-reflected = h = { $h } = { $terms } (consulta refletida; a direta: { $other }) (bancos de dados de padrões { $partition })
explain-lookups-direct = h = { $h } = { $terms } (consulta; a refletida: { $other }) (bancos de dados de padrões { $partition })
explain-with-truth = { $sum } · h* = { $distance }
explain-awaiting = Os bancos de dados de padrões { $partition } ainda não foram carregados (uma resolução com eles os carrega); enquanto isso, conflito linear: { $sum }
custom-count = uma heurística personalizada são quatro números, os pesos de Hamming, Manhattan e conflito linear e uma constante (custom:0,1.5,0,0), não “{ $text }”
custom-unreadable = { $part } deve ser um número com no máximo três casas decimais (como 1.5), não “{ $text }”
custom-out-of-range = { $part } deve estar entre -{ $max } e { $max }, não { $text }
custom-hamming-weight = o peso de Hamming
custom-manhattan-weight = o peso de Manhattan
custom-conflict-weight = o peso do conflito linear
custom-constant = a constante
heuristic-unknown = heurística desconhecida “{ $name }”: use { $known } (as pdb só em tabuleiros 4x4), ou custom:a,b,c,d
pdb-unknown-partition = partição desconhecida “{ $name }”: use { $known }
pdb-not-four-by-four = os bancos de dados de padrões são para tabuleiros 4x4, não { $shape }
pdb-no-such-cell = a casa do espaço vazio no objetivo vai de 0 a { $last }, não { $cell }
pdb-unknown-key = “{ $text }” não é o nome de bancos de dados de padrões (como pdb-v3/6-6-3/0)
pdb-blank-mismatch = estes bancos de dados são para o espaço vazio terminando na casa { $built }, mas no objetivo o espaço vazio termina na casa { $goal }
pdb24-not-five-by-five = os bancos de dados de padrões 5x5 são para tabuleiros 5x5, não { $shape }
pdb24-unknown-partition = partição 5x5 desconhecida “{ $name }”: use { $known }
pdb24-unknown-key = “{ $text }” não é o nome de bancos de dados de padrões 5x5 (como pdb5x5-v1/5-5-5-5-4/0)
pdb-set = os bancos de dados de padrões { $partition } para o espaço vazio terminando na casa { $cell }
pdb24-set = os bancos de dados de padrões { $partition } do tabuleiro 5x5 para o espaço vazio terminando na casa { $cell }
small-pdb-too-large = estes bancos de dados de padrões são para tabuleiros de no máximo { $most } casas, não { $shape }
pdb-wrong-part = o banco de dados oferecido não é a parte { $part } de { $set }
heuristic-too-large-for-tab = a heurística { $heuristic } precisa de mais memória do que uma aba do navegador tem
pdb-damage = não é um banco de dados de padrões: { $problem }
pdb-damage-header = cabeçalho incorreto
pdb-damage-partition = partição desconhecida
pdb-damage-count = contagem inválida
pdb-damage-checksum = a soma de verificação não confere (os dados estão danificados)
pdb-damage-trailing = há mais bytes depois do fim
pdb-damage-blank = casa do espaço vazio fora do intervalo
pdb-damage-part = essa parte não existe
pdb-damage-inconsistent = a entrada { $entry } do banco de dados { $database } é inconsistente: { $moves ->
        [0] nenhum movimento
        [one] { $moves } movimento
        [many] { $moves } de movimentos
       *[other] { $moves } movimentos
    }, mas { $neighbour } a um movimento de distância (as entradas foram alteradas)

## Search: engines, records, replay, why this node, exercises' grading (src/search)

replay-ragged = as colunas de um trecho do registro têm comprimentos diferentes
replay-kind = evento { $event }: { $value } não é um tipo de evento
replay-fate = evento { $event }: { $value } não é um destino
replay-out-of-order = evento { $event }: o nó { $node } da árvore vem fora de ordem (o próximo é { $expected })
replay-unknown-node = evento { $event }: o nó { $node } da árvore ainda não existe
replay-no-such-node = não há nó { $node } na árvore
replay-no-question = não há expansão depois do passo { $step } sobre a qual perguntar
replay-not-a-choice = o nó { $node } da árvore não é uma das opções
replay-not-a-move = nó { $node } da árvore: a casa { $cell } não está a um movimento do espaço vazio do pai
exercise-question-count = “{ $text }” não é um número de perguntas: use um número inteiro de 1 a { $most }
exercise-unknown = exercício desconhecido “{ $name }”: use { $known }
record-cap = uma busca registra de 1 a { $most } expansões, não { $given }
record-cap-number = { $number }
record-cap-text = “{ $text }”
replay-no-frontier = { $algorithm } não mantém uma borda para reproduzir
record-chunk-unbuilt = não é possível montar um trecho do registro
bench-line = linha { $line }: { $problem }
bench-no-optimal = esperava-se `id ótimo t0 t1 ...`
bench-bad-optimal = “{ $text }” não é um comprimento ótimo (um número inteiro)
bench-empty = não contém nenhuma instância (linhas `id ótimo t0 t1 ...`)
bench-too-large = é grande demais: são lidas no máximo { $most } instâncias e 16 MiB
bench-bad-random = “random:{ $spec }” não é uma especificação aleatória: escreva random:RxC:QUANTIDADE ou random:RxC:QUANTIDADE:SEMENTE, por exemplo random:10x10:100

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
