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

solve-retry-idastar-databases = Resolver com IDA* + bancos de dados
solve-retry-anytime = Resolver com a busca anytime
solve-retry-idastar-linear-conflict = Resolver com IDA* + conflito linear
solve-retry-fast = Resolver com o solucionador rápido
solve-why-idastar-databases = IDA* com os bancos de dados de padrões guarda na memória só o seu caminho e encontra a solução mais curta em segundos
solve-why-anytime = a busca anytime responde na hora a um quebra-cabeça de 24 peças e encurta a resposta enquanto roda (Parar guarda a melhor)
solve-why-idastar-linear-conflict = IDA* com conflito linear guarda na memória só o seu caminho e encontra a solução mais curta na hora
solve-why-fast = o solucionador rápido resolve tabuleiros tão grandes num instante (nem sempre com o menor número de movimentos)
solve-retry-without-node-limit = Resolver de novo sem o limite de nós
solve-retry-without-time-limit = Resolver de novo sem o limite de tempo
solve-retry-without-memory-limit = Resolver de novo sem o limite de memória
solve-retry-with-memory = Resolver de novo com { $mb } MB
solve-why-node-limit = ela precisa de mais expansões do que o limite permite
solve-why-time-limit = ela precisa de mais tempo do que o limite permite
solve-why-memory-limit = ela precisa de mais memória do que o limite permite
solve-suggest-uninformed = A* ou IDA* com a heurística de conflito linear exploram muito menos estados
solve-suggest-astar = IDA* quase não precisa de memória, e A* ponderado encontra uma resposta quase ótima muito mais rápido
solve-suggest-idastar = A* ponderado encontra uma resposta quase ótima muito mais rápido
solve-suggest-fast = aumente o limite: o solucionador rápido precisa de poucas expansões, mas de mais do que isso
solve-suggest-anytime = aumente o limite: a busca anytime responde assim que encontra a primeira solução
solve-stopped-node-limit = parou após { $count ->
        [one] { $count } nó expandido
        [many] { $count } de nós expandidos
       *[other] { $count } nós expandidos
    }, o limite; { $advice }.
solve-stopped-memory-limit = parou após { $count ->
        [one] { $count } nó expandido
        [many] { $count } de nós expandidos
       *[other] { $count } nós expandidos
    } no limite de memória ({ $mb } MB): os { $stored } tabuleiros que ela guarda na memória o encheram; { $advice }.
solve-stopped-time-limit = parou após { $ms } ms, o limite de tempo, com { $count ->
        [one] { $count } nó expandido
        [many] { $count } de nós expandidos
       *[other] { $count } nós expandidos
    }; { $advice }.
solve-cancelled = cancelada após { $count ->
        [one] { $count } nó expandido
        [many] { $count } de nós expandidos
       *[other] { $count } nós expandidos
    }.
solve-stopped-depth-limit = nenhuma solução dentro do limite de profundidade de { $depth ->
        [one] { $depth } movimento
        [many] { $depth } de movimentos
       *[other] { $depth } movimentos
    } (a busca em profundidade não desce mais); { $advice }.
solve-cancelled-before-start = cancelada enquanto os bancos de dados de padrões eram preparados; nada foi guardado.
solve-stopped-before-start = parou após { $ms } ms, o limite de tempo ({ $limit } ms), antes de a busca começar: os bancos de dados de padrões de que ela precisa ainda estavam sendo preparados (construí-los leva segundos, uma única vez); aumente o limite de tempo.

## Game (src/play)

play-solved = Resolvido em { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }, { $time }.
play-solved-optimal = { $solved } Ótimo: { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } ({ $over }).
play-solved-best-known = { $solved } Melhor conhecido: { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } ({ $over }).
play-share = npuzzle diário { $date } { $shape }: { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } (par { $par }), { $time }

## Lab (src/lab)

## Check a student's work (src/check)

check-algorithm = { $algorithm ->
        [bfs] BFS
        [dfs] DFS
        [iddfs] IDDFS
        [greedy] a busca gulosa
        [ucs] a busca de custo uniforme
        [astar] A*
        [wastar] A* ponderado
        [idastar] IDA*
       *[other] { $algorithm }
    }
check-heuristic = { $heuristic ->
        [none] nenhuma heurística
        [hamming] Hamming
        [manhattan] Manhattan
        [linear-conflict] conflito linear
       *[other] { $heuristic }
    }
check-spec = { $algorithm }
check-spec-heuristic = { $algorithm } com { $heuristic }
check-spec-weighted = { $algorithm } (w = { $weight }) com { $heuristic }
check-nothing = { "" }
check-valid = um rastreamento válido de { $spec }, { $count ->
        [0] nenhuma expansão
        [one] { $count } expansão
        [many] { $count } de expansões
       *[other] { $count } expansões
    }{ $variant }{ $limit }{ $iterations }
check-valid-variant = : { $variant }
check-valid-variant-others = : { $variant } (ou { $count ->
        [one] mais { $count } variante
       *[other] mais { $count } variantes
    })
check-valid-depth-limit = , com os tabuleiros de profundidade { $depth } descartados sem expandir
check-valid-iterations = , em { $count ->
        [one] { $count } iteração
        [many] { $count } de iterações
       *[other] { $count } iterações
    }
check-mistake-not-start = a expansão 1 é { $board }, não o tabuleiro inicial { $start }
check-mistake-not-generated = a expansão { $expansion } nunca foi gerada: não está a um movimento de nenhum tabuleiro expandido antes dela
check-mistake-repeated-graph = a expansão { $expansion } repete a expansão { $earlier }, e uma busca em grafo expande cada tabuleiro uma só vez
check-mistake-repeated-tree = a expansão { $expansion } repete a expansão { $earlier }, e nenhum tabuleiro expandido desde então o gerou de novo
check-mistake-not-waiting = expansão { $expansion }: { $board } foi gerado, mas um movimento que desfaz o anterior não é gerado
check-mistake-deeper = expansão { $expansion }: { $algorithm } expandiu um tabuleiro na profundidade { $depth } enquanto { $count ->
        [one] { $count } na profundidade { $waiting-depth } esperava: { $example }
       *[other] { $count } na profundidade { $waiting-depth } esperavam, como { $example }
    }
check-mistake-not-on-top = expansão { $expansion }: { $algorithm } pega primeiro os tabuleiros mais novos, mas { $board } não estava entre eles: { $count ->
        [one] { $count } tabuleiro gerado pela expansão { $from } esperava: { $example }
       *[other] { $count } tabuleiros gerados pela expansão { $from } esperavam, como { $example }
    }
check-mistake-not-best = expansão { $expansion }: { $board } tem { $key } = { $value }, mas { $count ->
        [one] { $count } tabuleiro com { $key } = { $best } esperava: { $example }
       *[other] { $count } tabuleiros com { $key } = { $best } esperavam, como { $example }
    }
check-mistake-over-depth-limit = expansão { $expansion }: { $board } está na profundidade { $depth }, além do limite de profundidade { $bound } da iteração
check-mistake-over-bound = expansão { $expansion }: { $board } tem f = { $f }, acima do limite { $bound } da iteração
check-mistake-too-deep = expansão { $expansion }: { $board } está na profundidade { $depth }, mas a busca tinha descartado como profundos demais os tabuleiros na profundidade { $limit }
check-mistake-not-root = expansão { $expansion }: { $board } vem depois do fim de uma iteração; a seguinte, com limite { $bound }, recomeça do tabuleiro inicial
check-mistake-exhausted = expansão { $expansion }: { $board } vem quando a busca já não tinha nada para expandir
check-mistake-ends-before-goal = o rastreamento termina antes de o objetivo ser expandido
check-mistake-after-goal-generated = o rastreamento continua depois do objetivo: a expansão { $goal } o gerou, e a expansão { $expansion } vem depois
check-mistake-after-goal-expanded = o rastreamento continua depois do objetivo: a expansão { $goal } o expandiu, e a expansão { $expansion } vem depois
check-hint-greedy = esta é uma ordem válida da busca gulosa com { $heuristic }: a prioridade parece ser só h, sem g
check-hint-uniform-cost = esta é uma ordem válida da busca de custo uniforme: a prioridade parece ser só g, sem h
check-hint-dfs-not-bfs = esta é uma ordem válida de DFS: uma pilha onde a BFS precisa de uma fila
check-hint-bfs-not-dfs = esta é uma ordem válida de BFS: uma fila onde a DFS precisa de uma pilha
check-hint-other-heuristic = esta é uma ordem válida de { $algorithm } com { $heuristic }, não com { $asked }
check-hint-other = esta é uma ordem válida de { $spec }
check-sentences = { $first } { $rest }
check-read = { $count ->
        [one] { $count } movimento, lido conforme { $how }{ $why }.
        [many] { $count } de movimentos, lidos conforme { $how }{ $why }.
       *[other] { $count } movimentos, lidos conforme { $how }{ $why }.
    }
check-read-tile-directions = o sentido em que cada peça desliza
check-read-blank-directions = o sentido em que o espaço vazio vai
check-read-tile-numbers = o número da peça deslizada
check-read-boards = os tabuleiros um após o outro
check-read-asked = , como pedido
check-read-only-legal = , a única leitura válida
check-read-same-end = { " " }(a leitura do README: as duas são válidas e terminam no mesmo tabuleiro)
check-read-only-reaches-goal = : as duas leituras são válidas, e só esta chega ao objetivo
check-read-goes-further = : nenhuma leitura é válida, e esta vai mais longe
check-solved = Todos os movimentos são válidos e o objetivo é alcançado em { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }.
check-solved-optimal = Todos os movimentos são válidos e o objetivo é alcançado em { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }: ótimo.
check-solved-longer = Todos os movimentos são válidos e o objetivo é alcançado em { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }, { $more } a mais que o ótimo, { $best }.
check-solved-at-least = Todos os movimentos são válidos e o objetivo é alcançado em { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }; o ótimo é de pelo menos { $bound }.
check-stops-short = { $count ->
        [one] O movimento é válido, mas o objetivo não é alcançado.
       *[other] Os { $count } movimentos são válidos, mas o objetivo não é alcançado.
    }
check-start-is-goal = O tabuleiro inicial já é o objetivo, e { $count ->
        [one] { $count } movimento vem depois.
        [many] { $count } de movimentos vêm depois.
       *[other] { $count } movimentos vêm depois.
    }
check-passed-goal = O objetivo é alcançado após o movimento { $at }, e { $count ->
        [one] mais { $count } movimento vem depois.
        [many] mais { $count } de movimentos vêm depois.
       *[other] mais { $count } movimentos vêm depois.
    }
check-ends = Os movimentos jogados terminam em { $board }, a uma distância de Manhattan de { $distance } do objetivo.
check-wrong-no-tile = Movimento { $step }, { $written }: { $edge ->
        [up] não há peça acima do espaço vazio, que está na linha de cima.
        [down] não há peça abaixo do espaço vazio, que está na linha de baixo.
        [left] não há peça à esquerda do espaço vazio, que está na coluna da esquerda.
       *[right] não há peça à direita do espaço vazio, que está na coluna da direita.
    }
check-wrong-blank-at-edge = Movimento { $step }, { $written }: { $edge ->
        [up] o espaço vazio não pode subir, está na linha de cima.
        [down] o espaço vazio não pode descer, está na linha de baixo.
        [left] o espaço vazio não pode ir para a esquerda, está na coluna da esquerda.
       *[right] o espaço vazio não pode ir para a direita, está na coluna da direita.
    }
check-wrong-tile = Movimento { $step }: { $reason }.
check-wrong-first-board = O tabuleiro 1 não é o inicial nem está a um movimento dele.
check-wrong-board = O tabuleiro { $board } não está a um movimento do tabuleiro { $before }.
check-error-empty-trace = o rastreamento está vazio: liste os tabuleiros que a busca expandiu, começando pelo tabuleiro inicial
check-error-trace-shape = a expansão { $expansion } é um tabuleiro { $found }, mas o tabuleiro inicial é { $expected }
check-error-goal-shape = o objetivo é um tabuleiro { $found }, mas o tabuleiro inicial é { $expected }
check-error-algorithm = { $algorithm } executa outras buscas: verifique um rastreamento de bfs, dfs, iddfs, greedy, ucs, astar, wastar ou idastar
check-error-databases = os bancos de dados de padrões ({ $heuristic }) não estão disponíveis para o verificador: use hamming, manhattan, linear-conflict ou custom:a,b,c,d
check-trace-too-long = o rastreamento tem { $bytes } bytes; um rastreamento tem no máximo 16 MiB ({ $most } bytes)
check-trace-too-many-boards = o rastreamento tem mais de { $most } tabuleiros, o máximo permitido
check-trace-no-boards = nenhum tabuleiro { $shape } encontrado no rastreamento: escreva um tabuleiro por linha, ou as linhas de cada tabuleiro em linhas consecutivas
check-trace-bad-board = tabuleiro { $index } (linha { $line }): { $reason }
check-trace-wrong-shape = o tabuleiro { $index } (linha { $line }) é um tabuleiro { $found }, mas o inicial é { $expected }
check-trace-part-board = o tabuleiro { $index } (linha { $line }) tem { $found } das { $rows } linhas de um tabuleiro { $shape }: as linhas de um tabuleiro vêm em linhas consecutivas
check-trace-unclosed = a lista de tabuleiros aberta na linha 1 nunca se fecha: falta um ] ou um )
check-convention-unknown = “{ $name }” não é uma convenção: use { $list }
check-moves-empty = nenhum movimento foi dado: escreva os movimentos como letras (U D L R), palavras, números de peças ou tabuleiros
check-moves-too-many = a lista tem mais de { $most } movimentos, o máximo que uma solução pode ter
check-moves-unreadable = “{ $token }” (palavra { $word }) não é um movimento: escreva U, D, L, R ou up, down, left, right, ou números de peças, ou tabuleiros
check-moves-ambiguous = as direções são válidas lidas dos dois jeitos e terminam em tabuleiros diferentes: como movimentos das peças (a convenção do README), em { $tile-end }, a uma distância de Manhattan de { $tile-distance } do objetivo; como movimentos do espaço vazio, em { $blank-end }, a uma distância de { $blank-distance }; indique a convenção (tile ou blank)

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
