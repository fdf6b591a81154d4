# Português (Brasil): translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/pt-BR.md.

## Lists

list-one = { $item }
list-or-pair = { $first } ou { $last }
list-and-pair = { $first } e { $last }
list-comma = { $first }, { $last }
list-sentences = { $first } { $rest }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = Não há o idioma “{ $tag }”.
language-unreadable = Não foi possível ler o catálogo { $tag }: { $problem }
language-menu = Idioma
language-missing = { $count ->
        [one] { $count } frase ainda não foi traduzida para este idioma; ela aparece em inglês.
        [many] { $count } de frases ainda não foram traduzidas para este idioma; elas aparecem em inglês.
       *[other] { $count } frases ainda não foram traduzidas para este idioma; elas aparecem em inglês.
    }
language-failed = Não foi possível carregar os textos em { $language } ({ $problem }); a página está em inglês.

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
goal-shape-mismatch = o objetivo é { $goal }, mas o tabuleiro é { $board }; eles precisam ter o mesmo formato
goal-unreadable = o objetivo não é “blank-last”, “blank-first” nem um tabuleiro: { $reason }
move-no-tile-to-slide = nenhuma peça pode deslizar para { $direction ->
        [up] cima
        [down] baixo
        [left] a esquerda
       *[right] a direita
    }: o espaço vazio está na beirada do tabuleiro
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
    }, mas a linha 1 tem { $expected }; todas as linhas precisam ter a mesma quantidade
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
parse-prefix-mismatch = o prefixo diz { $prefix }, mas as linhas escritas formam { $rows }; escreva tudo em uma só linha ou remova o prefixo
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
solvable-even-width = A largura { $width } é par, então um movimento para cima ou para baixo altera o número de inversões em um número ímpar, enquanto o espaço vazio muda de linha: a soma das inversões com a distância do espaço vazio até sua linha no objetivo (aqui { $inversions } + { $distance } = { $parity }) mantém sempre a mesma paridade.
solvable-odd-width = A largura { $width } é ímpar, então nenhum movimento muda a paridade do número de inversões (aqui { $inversions }).
solvable-yes = Solucionável: { $parity } é par, como no objetivo.
solvable-no = Sem solução: { $parity } é ímpar, mas o objetivo tem 0, então nenhuma sequência de movimentos pode alcançá-lo. Trocar as peças { $first } e { $second } torna o tabuleiro solucionável.
move-in-list = movimento { $step } de { $count }: { $reason }

## Heuristics and pattern databases (src/heuristic)

explain-hamming = h = { $h } (Hamming: { $misplaced ->
        [0] nenhuma das { $tiles } peças está fora do lugar
        [one] { $misplaced } das { $tiles } peças está fora do lugar
       *[other] { $misplaced } das { $tiles } peças estão fora do lugar
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
explain-none = h = 0 (sem heurística: todo tabuleiro vale 0)
explain-custom = h = { $h } = { $formula }
explain-custom-negative = h = { $h } = { $formula } = −{ $raw }, contado como 0
explain-custom-rounded = h = { $h } = { $formula } = { $raw }, arredondado para cima
explain-lookups = h = { $h } = { $terms } (bancos de dados de padrões { $partition })
explain-lookups-reflected = h = { $h } = { $terms } (consulta refletida; a direta: { $other }) (bancos de dados de padrões { $partition })
explain-lookups-direct = h = { $h } = { $terms } (consulta; a refletida: { $other }) (bancos de dados de padrões { $partition })
explain-with-truth = { $sum } · h* = { $distance }
explain-awaiting = Os bancos de dados de padrões { $partition } ainda não foram carregados (resolver com eles os carrega); enquanto isso, conflito linear: { $sum }
custom-count = uma heurística personalizada tem quatro números: os pesos de Hamming, Manhattan e conflito linear e uma constante (custom:0,1.5,0,0), não “{ $text }”
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

## Solve: algorithms, plans, limits, retries, reports (src/solve)

solve-retry-idastar-databases = Resolver com IDA* + bancos de dados
solve-retry-anytime = Resolver com a busca interrompível
solve-retry-idastar-linear-conflict = Resolver com IDA* + conflito linear
solve-retry-fast = Resolver com o solucionador rápido
solve-why-idastar-databases = IDA* com os bancos de dados de padrões guarda na memória só o seu caminho e encontra a solução mais curta em segundos
solve-why-anytime = a busca interrompível responde na hora a um quebra-cabeça de 24 peças e encurta a resposta enquanto roda (Parar guarda a melhor)
solve-why-idastar-linear-conflict = IDA* com conflito linear guarda na memória só o seu caminho e encontra a solução mais curta na hora
solve-why-fast = o solucionador rápido resolve tabuleiros tão grandes num instante (nem sempre com o menor número de movimentos)
solve-retry-without-node-limit = Resolver de novo sem o limite de nós
solve-retry-without-time-limit = Resolver de novo sem o limite de tempo
solve-retry-without-memory-limit = Resolver de novo sem o limite de memória
solve-retry-with-memory = Resolver de novo com { $mb } MB
solve-why-node-limit = a busca precisa de mais expansões do que o limite permite
solve-why-time-limit = a busca precisa de mais tempo do que o limite permite
solve-why-memory-limit = a busca precisa de mais memória do que o limite permite
solve-suggest-uninformed = A* ou IDA* com a heurística de conflito linear exploram muito menos estados
solve-suggest-astar = IDA* quase não precisa de memória, e A* ponderado encontra uma resposta quase ótima muito mais rápido
solve-suggest-idastar = A* ponderado encontra uma resposta quase ótima muito mais rápido
solve-suggest-fast = aumente o limite: o solucionador rápido precisa de poucas expansões, mas de mais do que isso
solve-suggest-anytime = aumente o limite: a busca interrompível responde assim que encontra a primeira solução
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
        [0] nenhum nó expandido
        [one] { $count } nó expandido
        [many] { $count } de nós expandidos
       *[other] { $count } nós expandidos
    }; { $advice }.
solve-cancelled = { $count ->
        [0] cancelada antes de expandir qualquer nó.
        [one] cancelada após { $count } nó expandido.
        [many] cancelada após { $count } de nós expandidos.
       *[other] cancelada após { $count } nós expandidos.
    }
solve-stopped-depth-limit = nenhuma solução dentro do limite de profundidade de { $depth ->
        [one] { $depth } movimento
        [many] { $depth } de movimentos
       *[other] { $depth } movimentos
    } (a busca em profundidade não desce mais); { $advice }.
solve-cancelled-before-start = cancelada enquanto os bancos de dados de padrões eram preparados; nada foi guardado.
solve-stopped-before-start = parou após { $ms } ms, o limite de tempo ({ $limit } ms), antes de a busca começar: os bancos de dados de padrões de que ela precisa ainda estavam sendo preparados (construí-los leva segundos, uma única vez); aumente o limite de tempo.
solve-error-unsolvable = este tabuleiro não tem solução. { $reason }
solve-error-pdb-needs-4x4 = a heurística { $heuristic } precisa de um tabuleiro 4x4, não { $shape }; use linear-conflict
solve-error-too-large-for = os bancos de dados de padrões { $heuristic } precisam de cerca de { $mb } MB para serem construídos, demais para { $platform }: use pdb (6-6-3) ou pdb-5-5-5
solve-error-shape-mismatch = o objetivo é { $goal }, mas o tabuleiro é { $board }; eles precisam ter o mesmo formato
solve-error-not-recordable = o solucionador rápido não pode ser gravado (a busca dele é feita em partes, cada uma com a sua árvore); grave idastar em vez disso
solve-error-missing-databases = { $databases } não estão carregados: construa-os ou carregue-os primeiro
solve-error-not-generic = { $algorithm } precisa dos bancos de dados de padrões ou dos solucionadores de tabuleiros grandes, que esta versão não inclui
solve-platform-native = esta máquina
solve-platform-browser = um navegador
solve-limit-expanded-zero = o limite de nós expandidos precisa ser pelo menos 1
solve-limit-time-not-positive = o limite de tempo precisa ser um número positivo de milissegundos, não { $ms }
solve-limit-memory-zero = o limite de memória precisa ser pelo menos 1 MB
solve-limit-memory-too-high = o limite de memória pode ser no máximo { $most } MB em { $platform } (uma instância de WebAssembly tem no máximo 4 GB, e as tabelas de uma busca crescem dobrando de tamanho), não { $mb } MB
solve-weight-too-low = o peso precisa ser um número de pelo menos 1, não { $weight }
solve-weight-too-high = o peso pode ser no máximo 100 (muito antes disso, A* ponderado já é uma busca gulosa), não { $weight }
solve-algorithm-unknown = algoritmo desconhecido “{ $name }”: use { $list }
solve-algorithm-uninformed = { $algorithm } não usa heurística, então “{ $heuristic }” não pode ser usada com ele

## Game (src/play)

play-solved = Resolvido em { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }, { $time }.
play-solved-optimal = { $solved } Solução ótima: { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } ({ $over }).
play-solved-best-known = { $solved } Melhor solução conhecida: { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } ({ $over }).
play-share = npuzzle · desafio do dia { $date } { $shape }: { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } (par { $par }), { $time }
play-date-unreadable = “{ $text }” não é uma data: escreva como ano-mês-dia, por exemplo 2026-11-25
play-date-no-such-day = { $date } não é um dia do calendário (anos { $first } a { $last })
play-date-out-of-range = { $ms } ms não é um momento entre { $first } e { $last }
play-daily-no-size = o desafio do dia é 3x3 ou 4x4, não { $shape }
play-daily-none-in-band = nenhum tabuleiro { $shape } com par { $band } entre os { $candidates } primeiros candidatos para { $date }

## Lab (src/lab)

lab-error-size = o laboratório verifica tabuleiros 2x2, 2x3, 3x3 e 2x4, não { $shape }: os maiores têm estados demais para visitar um a um
lab-error-four-by-four = o banco de dados de padrões do laboratório é pdb (feito para o tamanho do tabuleiro); { $name } é o do quebra-cabeça de 15 peças
## Check a student's work (src/check)

check-variant = { $repeats ->
        [tree] busca em árvore (tabuleiros repetidos expandidos de novo)
        [tree-not-parent] busca em árvore que nunca gera o tabuleiro de onde veio
        [path-check] busca em árvore que pula os tabuleiros que já estão no seu caminho
        [graph-skip-generated] busca em grafo, um tabuleiro repetido descartado ao ser gerado
        [graph-skip-expanded] busca em grafo, um tabuleiro repetido descartado ao ser retirado
        [graph-reopen] busca em grafo, um tabuleiro volta à fila quando alcançado por um caminho mais curto
       *[other] { $repeats }
    }, { $goal ->
        [generated] o teste de objetivo ao gerar
       *[taken] o teste de objetivo ao expandir
    }

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

label-algorithm-bfs = Busca em largura
label-algorithm-bfs-short = BFS
label-algorithm-bfs-note = Ótima. Explora todos os tabuleiros nível por nível; consome muita memória.
label-algorithm-dfs = Busca em profundidade
label-algorithm-dfs-short = DFS
label-algorithm-dfs-note = Com limite de profundidade e não ótima: um exemplo didático.
label-algorithm-iddfs = Busca de aprofundamento iterativo
label-algorithm-iddfs-short = IDDFS
label-algorithm-iddfs-note = Ótima com pouca memória, mas lenta.
label-algorithm-greedy = Busca gulosa de melhor escolha
label-algorithm-greedy-short = Gulosa
label-algorithm-greedy-note = Rápida, segue apenas a heurística; soluções longas.
label-algorithm-ucs = Busca de custo uniforme
label-algorithm-ucs-short = UCS
label-algorithm-ucs-note = Ótima; com movimentos de custo unitário, comporta-se como a BFS.
label-algorithm-astar = A*
label-algorithm-astar-note = Ótimo. Guiado pela heurística; guarda tudo o que vê.
label-algorithm-wastar = A* ponderado
label-algorithm-wastar-note = No máximo peso × o número ótimo de movimentos; muito mais rápido.
label-algorithm-idastar = IDA*
label-algorithm-idastar-note = Ótimo quase sem memória; a escolha para o quebra-cabeça de 15 peças.
label-algorithm-auto = Automático
label-algorithm-auto-short = Auto
label-algorithm-auto-note = Escolhe um algoritmo adequado ao tabuleiro.
label-algorithm-fast = Rápido
label-algorithm-fast-note = Uma resposta rápida, não necessariamente a mais curta.
label-algorithm-anytime = Busca em feixe interrompível
label-algorithm-anytime-short = Interrompível
label-algorithm-anytime-note = Respostas cada vez mais curtas, cada uma com um limite inferior comprovado para o ótimo.
label-heuristic-none = Nenhuma (zero)
label-heuristic-none-short = sem heurística
label-heuristic-hamming = Hamming: peças fora do lugar
label-heuristic-hamming-short = Hamming
label-heuristic-manhattan = Distância de Manhattan
label-heuristic-manhattan-short = Manhattan
label-heuristic-linear-conflict = Conflito linear
label-heuristic-linear-conflict-short = conflito linear
label-heuristic-pdb = Banco de dados de padrões
label-heuristic-pdb-short = PDB
label-heuristic-pdb-5-5-5 = Banco de dados de padrões (5-5-5)
label-heuristic-pdb-5-5-5-short = PDB 5-5-5
label-heuristic-pdb-7-7-1 = Banco de dados de padrões (7-7-1)
label-heuristic-pdb-7-7-1-short = PDB 7-7-1
label-heuristic-pdb-7-8 = Banco de dados de padrões (7-8)
label-heuristic-pdb-7-8-short = PDB 7-8
label-heuristic-pdb-5-5-5-5-4 = Banco de dados de padrões (5-5-5-5-4)
label-swap-fix = Troque as peças { $a } e { $b } para que tenha solução
label-reason-expanded-limit-short = limite de nós
label-reason-memory-limit-short = limite de memória
label-reason-time-limit-short = limite de tempo
label-reason-cancelled-short = cancelada
label-reason-depth-limit-short = limite de profundidade
label-reason-expanded-limit = Limite de nós expandidos atingido
label-reason-memory-limit = Limite de memória atingido
label-reason-time-limit = Limite de tempo atingido
label-reason-cancelled = Cancelada
label-reason-depth-limit = Limite de profundidade atingido
label-preset-easy-8 = Quebra-cabeça de 8 peças, 20 movimentos
label-preset-solved-at-once = resolvido na hora
label-preset-hardest-8a = O mais difícil de 8 peças (A)
label-preset-hardest-8b = O mais difícil de 8 peças (B)
label-preset-moves = { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }
label-preset-size-moves = { $count ->
        [one] Quebra-cabeça de { $size } peças, { $count } movimento
        [many] Quebra-cabeça de { $size } peças, { $count } de movimentos
       *[other] Quebra-cabeça de { $size } peças, { $count } movimentos
    }
label-direction-up = para cima
label-direction-down = para baixo
label-direction-left = para a esquerda
label-direction-right = para a direita
shell-tab-play = Jogar
shell-tab-solve = Resolver
shell-tab-compare = Comparar
shell-tab-search = Busca
shell-tab-lab = Laboratório
shell-step-past-recording = step: { $step } passa da última expansão gravada ({ $last }); mostrando a expansão { $last }
shell-dismiss = Fechar
shell-link-ignored = Algumas partes deste link foram ignoradas:
shell-link-unknown-setting = “{ $name }” não é algo que um link possa definir.
shell-setting-problem = { $name }: { $problem }
shell-step-past-solution = step: { $step } passa do último passo da solução ({ $last }); mostrando o passo { $last }.
shell-page-title = npuzzle · ambiente interativo de quebra-cabeças deslizantes
shell-skip-to-board = Pular para o tabuleiro
shell-tagline = Quebra-cabeças de peças deslizantes, jogados e resolvidos no seu navegador
shell-puzzle = Quebra-cabeça
shell-controls = Controles
shell-panels = Painéis
shell-tab-board = Tabuleiro
shell-footer = As regras, a leitura dos tabuleiros, a aleatoriedade e cada busca rodam em Rust compilado para WebAssembly; as buscas rodam em um processo em segundo plano. Funciona offline depois de carregado.
embed-page-title = npuzzle · quebra-cabeça incorporado
embed-unknown-parameter = “{ $name }” não é um parâmetro deste quebra-cabeça ({ $known }).
embed-open-playground = Abrir no site do npuzzle ↗
embed-parameters-ignored = Alguns parâmetros deste link foram ignorados:
widget-default-board = Um tabuleiro padrão
widget-solve-off = Resolver está desativado: o tabuleiro informado tem um erro (veja acima), então este é um tabuleiro padrão.
widget-title-puzzle = Quebra-cabeça de { $tiles } peças
widget-title-daily = Desafio do dia { $date }
widget-undo-title = Desfazer o último movimento
widget-reset-said = De volta ao início.
widget-goal-said = O objetivo. Desfazer volta.
widget-click-hint = Clique em uma peça para deslizá-la.
widget-solved = Resolvido!
widget-tiles-moved = Peça { $tiles } movida.
widget-past-last-step = { $name }: { $step } passa do último passo da solução ({ $last })
widget-board-not-shown = O tabuleiro informado não pode ser mostrado; um tabuleiro padrão o substitui:
widget-settings-ignored = Algumas configurações deste quebra-cabeça foram ignoradas:
widget-image-not-loaded = não foi possível carregar a imagem em { $url }
offline-page-title = Offline · npuzzle
offline-heading = Você está offline
offline-no-copy = Esta página não foi aberta neste dispositivo enquanto ele estava online, então não há nenhuma cópia dela para mostrar.
offline-pages-before = As páginas que você já abriu voltam sem a rede, entre elas
offline-playground = o site do npuzzle
offline-pages-after = , que funciona offline depois de carregado.
shell-number = { $count }
shell-milliseconds = { $ms } ms
shell-seconds = { $seconds } s
shell-minutes = { $minutes } min { $seconds } s
shell-kilobytes = { $size } KB
shell-megabytes = { $size } MB

## Page: the board and its controls (www/board)

board-size = Tamanho do tabuleiro
board-size-help = Escolher um tamanho distribui um tabuleiro aleatório desse tamanho.
board-tiles-show = As peças mostram
board-skin-numbers = Números
board-skin-picture = Imagem
board-picture-choose = Escolher uma imagem…
board-picture-numbers = Mostrar números
board-moves = Movimentos
board-undo = Desfazer
board-redo = Refazer
board-reset = Reiniciar
board-reset-title = Voltar ao tabuleiro de onde você começou (pode ser desfeito)
board-goal = Objetivo
board-goal-title = Mostrar o tabuleiro objetivo (pode ser desfeito)
board-hint = Dica
board-help = Clique ou toque em uma peça da linha ou coluna do espaço vazio para deslizá-la (junto com as peças entre ela e o espaço vazio). As teclas de seta e { $w } { $a } { $s } { $d } deslizam uma peça { $direction } para o espaço vazio, como as letras U, D, L, R de uma solução; em uma tela sensível ao toque, deslize o dedo.
board-help-direction = nessa direção
board-text = Texto do tabuleiro
board-text-help = Cole um tabuleiro em qualquer formato: uma linha do tabuleiro por linha, linhas separadas por { $slash } ({ $rows }, como esta página escreve os tabuleiros), uma linha de números ({ $line }), dígitos juntos ({ $digits }), { $shape }, JSON, tuplas ({ $tuples }) ou uma tabela Markdown ou ASCII ({ $table }, uma célula vazia é o espaço vazio). O espaço vazio é { $zero }, { $underscore }, { $dot } ou { $dash }.
board-loading = Carregando…
board-goal-blank-last = Vazio no fim
board-goal-blank-first = Vazio no início
board-goal-custom = Personalizado
board-goal-custom-label = Objetivo personalizado
board-goal-help = Qualquer arranjo das peças do tabuleiro, em qualquer formato de tabuleiro.
board-goal-from-board = Usar o tabuleiro atual
board-shuffle = Embaralhar
board-random = Tabuleiro aleatório
board-random-help = Uniformemente aleatório, sempre com solução.
board-scramble = Bagunçar
board-presets = Tabuleiros prontos
board-mirror = Tabuleiro
board-puzzle-board = Tabuleiro do quebra-cabeça
board-back-to-yours = Voltar ao seu tabuleiro
board-showing = Mostrando { $label }, não o seu.
board-puzzle-board-showing = Tabuleiro do quebra-cabeça mostrando { $label }, não o seu: { $board }
board-puzzle-board-stale = Tabuleiro do quebra-cabeça (desatualizado: o texto do tabuleiro tem um erro)
board-mirror-size = Tabuleiro, { $rows } linhas por { $cols } colunas
board-cell-blank = vazio
board-cell-blank-at = Vazio, linha { $row }, coluna { $column }
board-cell-tile-at = Peça { $tile }, linha { $row }, coluna { $column }
board-par-good = Bom movimento.
board-par-away = Um passo mais longe.
board-time = Tempo
board-par = Par
board-daily-par = Desafio do dia { $date }: par { $par }.
board-par-counting = Contando os movimentos que faltam…
board-par-at-goal = No objetivo.
board-par-to-go = { $count ->
        [one] Falta { $count }.
       *[other] Faltam { $count }.
    }
board-explain-failed = Explicar h: { $problem }
board-explain-group = { $count ->
        [0] Peças { $tiles }: nenhum movimento
        [one] Peças { $tiles }: { $count } movimento
        [many] Peças { $tiles }: { $count } de movimentos
       *[other] Peças { $tiles }: { $count } movimentos
    }
board-explain-direct = Consulta direta: { $sum }
board-explain-reflected = Consulta refletida (o tabuleiro espelhado na sua diagonal): { $sum }
board-picture-dusk = Crepúsculo (incluída)
board-picture-not-image = { $file } não é uma imagem (o tipo é { $type })
board-picture-not-image-untyped = { $file } não é uma imagem (o tipo é desconhecido)
board-picture-unreadable = não foi possível ler { $file } como imagem
board-goal-error = { $problem }. Até que seja corrigido, o objetivo tem o vazio no fim.
board-more-sizes = Mais tamanhos…
board-reset-said = De volta ao tabuleiro de onde você começou.
board-goal-said = O tabuleiro objetivo. Desfazer volta.
board-scramble-moves = { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }
board-preset-loaded = { $name } carregado.
board-undone = Desfeito.
board-redone = Refeito.
board-new-board = Novo tabuleiro de { $rows } por { $cols }.
board-step = Passo
board-tiles-moved = { $count ->
        [one] A peça { $last } deslizou { $direction }.
       *[other] As peças { $tiles } e { $last } deslizaram { $direction }.
    }
board-solved-in = { $count ->
        [one] Resolvido em { $count } movimento!
        [many] Resolvido em { $count } de movimentos!
       *[other] Resolvido em { $count } movimentos!
    }
board-at-goal-undo = Este é o objetivo. Desfazer volta ao seu tabuleiro.
board-goal-reached = { $count ->
        [0] Objetivo alcançado sem nenhum movimento.
        [one] Objetivo alcançado em { $count } movimento.
        [many] Objetivo alcançado em { $count } de movimentos.
       *[other] Objetivo alcançado em { $count } movimentos.
    }
board-at-goal-play = Este é o objetivo. Embaralhe ou bagunce para jogar.
board-not-checked = Não verificado: o texto do tabuleiro tem um erro.
board-hint-unavailable = Por enquanto, as dicas cobrem tabuleiros de até { $largest } casas; este tem { $cells }.
board-hint-thinking = Procurando o melhor movimento…
board-hint-building = Construindo os bancos de dados de padrões (uma vez; guardados para a próxima)… { $percent }%
board-hint-downloading = Baixando os bancos de dados de padrões (uma vez; guardados para a próxima)… { $percent }%
board-hint-loading = Carregando os bancos de dados de padrões…
board-hint-solved = Resolvido: não resta nenhum movimento.
board-hint-best = { $count ->
        [one] Melhor movimento: peça { $tile } { $direction } { $arrow } · { $count } movimento até o objetivo (ótimo).
        [many] Melhor movimento: peça { $tile } { $direction } { $arrow } · { $count } de movimentos até o objetivo (ótimo).
       *[other] Melhor movimento: peça { $tile } { $direction } { $arrow } · { $count } movimentos até o objetivo (ótimo).
    }
board-checking = Verificando…
board-solvable = Tem solução
board-unsolvable = Sem solução
board-swapped = As peças { $a } e { $b } foram trocadas; agora o tabuleiro tem solução.
board-fact-inversions = { $count ->
        [0] nenhuma inversão
        [one] { $count } inversão
        [many] { $count } de inversões
       *[other] { $count } inversões
    }
board-fact-blank-rows = { $count ->
        [0] vazio já na sua linha do objetivo
        [one] vazio a { $count } linha da sua linha do objetivo
        [many] vazio a { $count } de linhas da sua linha do objetivo
       *[other] vazio a { $count } linhas da sua linha do objetivo
    }
board-fact-manhattan = Distância de Manhattan { $count }

## Page: session, settings and workers (www/session, www/workers)

session-stopped-board-changed = O tabuleiro mudou, então a busca foi interrompida.
session-refused-stale = O texto do tabuleiro tem um erro: corrija-o (ou distribua um novo tabuleiro) para continuar jogando.
session-left-solution-move = Você moveu uma peça no passo { $step } de { $count } e saiu da solução. Resolver de novo parte do tabuleiro mostrado.
session-left-solution-reset = Reiniciar abandona a solução. Resolver de novo parte do tabuleiro mostrado.
session-left-solution-goal = Ir ao objetivo abandona a solução. Resolver de novo parte do tabuleiro mostrado.
session-left-solution-history = Desfazer e refazer abandonam a solução. Resolver de novo parte do tabuleiro mostrado.
session-stopped-goal-changed = O objetivo mudou, então a busca foi interrompida.
session-goal-empty = Digite o arranjo objetivo
session-stale-solve = O texto do tabuleiro tem um erro: corrija-o antes de resolver.
session-stale-search = O texto do tabuleiro tem um erro: corrija-o antes de buscar.
session-no-hint = Sem dica: { $problem }
settings-more-problems = …e mais { $count }.
settings-given-twice = “{ $name }” aparece duas vezes; vale o primeiro.
settings-too-long = { $name }: o valor é longo demais (no máximo { $kib } KiB).
settings-too-many = { $count ->
        [one] só as primeiras { $read } configurações são lidas; mais { $count } foi ignorada.
       *[other] só as primeiras { $read } configurações são lidas; mais { $count } foram ignoradas.
    }
settings-size-mismatch = { $name }: { $size } não corresponde ao tabuleiro, que é { $board }; vale o tamanho do tabuleiro
settings-goal-fallback = { $problem }; o objetivo tem o vazio no fim
settings-not-control = controls: “{ $value }” não é um controle ({ $known })
settings-not-mode = “{ $value }” não é um modo ({ $known })
settings-not-seed = “{ $value }” não é uma semente (um número inteiro)
settings-not-colour = “{ $value }” não é algo pelo qual colorir ({ $known })
settings-not-check = “{ $value }” não é algo a verificar ({ $known })
settings-not-speed = “{ $value }” não é uma velocidade (um número inteiro de movimentos por segundo, de 1 a { $most })
settings-not-step = “{ $value }” não é um número de passo
settings-not-step-counted = “{ $value }” não é um número de passo (0, 1, 2, …)
settings-end-before-start = end: { $end } vem antes de start { $start }
settings-not-theme = “{ $value }” não é um tema ({ $known })
settings-not-view = “{ $value }” não é uma visão ({ $known })
settings-not-explain = “{ $value }” não é algo a explicar (h, a heurística, ou off)
settings-not-url = “{ $value }” não é uma URL
settings-not-http = só endereços de imagem http(s) são mostrados, não { $protocol }
settings-not-flag = “{ $value }” não é true nem false
session-worker-not-started = ele não pôde iniciar
session-worker-unreadable = não foi possível ler uma mensagem dele
session-worker-restarted = O processo em segundo plano que resolve falhou ({ $reason }); ele foi reiniciado.
session-worker-keeps-failing = O processo em segundo plano que resolve continua falhando ({ $reason }); recarregue a página para tentar de novo.
session-played-waiting = Solução ótima: calculando…
session-played-helped = Não registrado: o reprodutor da solução moveu o tabuleiro.
session-par-unproved = O par precisa do número ótimo de movimentos, e nenhuma busca o comprovou para este tabuleiro.
session-par-no-count = O par não encontrou o número ótimo a tempo: { $problem }
session-par-search-stopped = a busca parou
session-par-no-solver = O par não conseguiu consultar o solucionador.
worker-not-downloaded = não foi possível baixá-los
worker-stronger-failed = Não foi possível baixar os bancos de dados { $partition } ({ $reason }), então a busca continuou com { $quick }.
worker-download-not-offered = Este download é oferecido depois de resolver um quebra-cabeça de 15 peças: resolva um e depois baixe.
worker-download-failed = Não foi possível baixar os bancos de dados de padrões: { $reason }.
worker-not-served = o site não os oferece
worker-download-cancelled = O download foi cancelado.
worker-stored-refused-download = Os bancos de dados de padrões guardados foram recusados ({ $reason }), então são baixados de novo.
worker-stored-refused-build = Os bancos de dados de padrões guardados foram recusados ({ $reason }), então são construídos de novo.
worker-build-failed = não foi possível construir os bancos de dados de padrões: { $reason }
worker-prebuilt-refused = Não foi possível usar os bancos de dados de padrões pré-calculados ({ $reason }), então eles são construídos aqui.
worker-store-unavailable = Eles não podem ser guardados neste navegador, então são construídos de novo a cada visita.
worker-store-full-quota = Não foi possível guardá-los neste navegador (ele guarda no máximo { $megabytes } MB para este site), então ficam na memória até a página ser fechada.
worker-store-full = Não foi possível guardá-los neste navegador, então ficam na memória até a página ser fechada.
worker-checker-not-loaded = não foi possível carregar o módulo do verificador: { $reason }
worker-lab-not-loaded = não foi possível carregar o módulo do laboratório: { $reason }
worker-helper-not-started = um processo auxiliar não pôde iniciar ({ $reason })
worker-helper-stopped = ele parou
worker-helper-no-store = os bancos de dados de padrões não estão guardados neste navegador, e os processos auxiliares os carregam de lá
worker-helper-strange-answer = ele respondeu o que não devia
worker-helper-failed = um processo auxiliar falhou ({ $reason })
worker-alone = A busca continua sem ajuda: { $reason }.
worker-site-answered = o site respondeu { $status }
worker-no-body = a resposta não tem corpo
worker-file-too-long = o arquivo passa dos { $count } bytes do conjunto

## Page: Solve, Compare, Play and Lab views (www/views)
solve-no-limit = sem limite
solve-limit-expanded-wrong = O limite de nós expandidos deve ser um número de pelo menos { $min }.
solve-limit-memory-wrong = O limite de memória deve ser um número de pelo menos { $min }.
solve-limit-time-wrong = O limite de tempo deve ser um número de pelo menos { $min }.
solve-solve = Resolver
solve-cancel = Cancelar
solve-stop = Parar
solve-stop-title = Parar a busca e ficar com a melhor solução até agora
solve-offer-bar = Download dos bancos de dados de padrões mais fortes
solve-export = Exportar a solução como SVG
solve-heuristic = Heurística
solve-weight = Peso
solve-algorithm = Algoritmo
solve-explain-h = Explicar h
solve-limits = Limites
solve-limit-expanded = Nós expandidos
solve-limit-memory = Memória (MB)
solve-limit-time = Tempo (s)
solve-idle-run = Clique em Resolver para executar { $algorithm }.
solve-idle = Clique em Resolver para buscar uma solução a partir do tabuleiro mostrado.
solve-strip-caption = { $algorithm }: { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }
solve-strip-caption-optimal = { $algorithm }: { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }, ótima
solve-stopped-press = { $reason } Clique em Resolver para buscar a partir deste tabuleiro.
solve-heuristic-chosen-by = Escolhida por { $algorithm }
solve-heuristic-none-used = Nenhuma ({ $algorithm } não usa nenhuma)
solve-heuristic-chosen = { $heuristic } (escolhida por { $algorithm })
solve-databases-building = Construindo os bancos de dados de padrões (uma vez só; guardados para a próxima)
solve-databases-downloading = Baixando os bancos de dados de padrões (uma vez só; guardados para a próxima)
solve-databases-loading = Carregando os bancos de dados de padrões…
solve-percent = { $percent }%
solve-size-of = { $size } de { $total }
solve-stronger-switched = Os bancos de dados { $name } chegaram: a busca continua com eles
solve-stronger-downloading = Baixando os bancos de dados { $name } para trocar para eles
solve-searching = Buscando com { $algorithm }…
solve-searching-best = Buscando: a melhor até agora, { $best }; no mínimo, { $least }.
solve-lower-bound = Limite inferior
solve-kind-optimal = ótima
solve-kind-factor = no máximo { $factor } × a ótima
solve-kind-at-least = a ótima tem pelo menos { $least }
solve-kind-not-optimal = sem garantia de ser ótima
solve-solved = Resolvido: { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }, { $kind }.
solve-stopped-why = { $title }: { $reason }
solve-algorithm-weighted = { $algorithm } (peso { $weight })
solve-moves = { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }
solve-yes = sim
solve-no = não
solve-optimal-at-least = A ótima tem pelo menos
solve-cores = { $count }
solve-cores-failed = { $count } (um auxiliar falhou)
solve-offer = Bancos de dados de padrões mais fortes resolvem mais rápido quebra-cabeças de 15 peças difíceis; nesta conexão eles não são baixados sem perguntar.
solve-offer-download = Baixar { $size }
solve-offer-downloading = Baixando { $size } de { $total }…
solve-offer-loading = Carregando…
solve-offer-cancel = Cancelar o download
solve-offer-done = Baixados: a próxima resolução vai consultá-los.
solve-swapped = Peças { $first } e { $second } trocadas: agora o tabuleiro tem solução.
solve-databases-built = construídos em { $time }
solve-databases-built-two-cores = construídos em { $time } com dois núcleos
solve-databases-cache = carregados do cache deste navegador em { $time }
solve-databases-served = baixados já construídos em { $time }
solve-databases-memory = já carregados
solve-databases-set = { $set }, { $how }
solve-databases-noted = { $how } ({ $note })
solve-databases-stronger-note = { $how }. { $note }
solve-databases-switched = { $how }; trocou para os bancos de dados { $name } na iteração { $iteration }
lab-size = Tamanho
lab-h = h = { $h }
lab-step-of = Passo { $step } de { $last }
lab-step = Passo

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
search-pause = Pausar
search-play = Reproduzir
search-speed = Velocidade
search-colour = Colorir por
search-exercise = Exercício
player-first = Primeiro passo
player-previous = Passo anterior
player-next = Próximo passo
player-last = Último passo
player-solution = Solução
player-moves = Movimentos da solução
player-solve-again = Resolver a partir daqui
player-controls = Percorrer a solução passo a passo
player-optimal = ótima
player-not-optimal = não ótima
player-title-part = Movimentos { $from }–{ $to } de { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } ({ $kind })
player-title = Solução: { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } ({ $kind })
player-title-named = Solução: { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } ({ $algorithm }, { $kind })
player-speed = { $count ->
        [one] { $count } movimento
       *[other] { $count } movimentos
    }/s
player-goal = Objetivo alcançado em { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }.
player-move = Movimento { $index }: peça { $tile } { $way ->
        [U] para cima
        [D] para baixo
        [L] para a esquerda
        [R] para a direita
       *[other] { $way }
    }

## Page: glossary (www/views/terms.js)

term-algorithm = Algoritmo
term-heuristic = Heurística
term-length = Comprimento
term-optimal = Ótima
term-expanded = Expandidos
term-generated = Gerados
term-frontier = Borda
term-max-frontier = Maior borda
term-memory = Memória
term-peak-memory = Pico de memória
term-time = Tempo
term-elapsed = Decorrido
term-bound = Limite
term-depth = Profundidade
term-databases = Bancos de dados de padrões
term-cores = Núcleos
term-algorithm-definition = A busca que foi executada: a que o Automático escolheu, quando ele foi pedido.
term-heuristic-definition = A estimativa dos movimentos restantes que guiou a busca; nenhuma numa busca sem informação.
term-length-definition = Os movimentos da solução encontrada.
term-optimal-definition = Se a solução é com certeza uma das mais curtas: um algoritmo ótimo com uma heurística que nunca superestima.
term-expanded-definition = Tabuleiros que a busca retirou da borda para gerar seus sucessores; a medida usual do esforço da busca.
term-generated-definition = Tabuleiros a que esses movimentos levaram, contados cada vez que foram alcançados, repetições incluídas.
term-frontier-definition = Tabuleiros já alcançados, mas ainda não expandidos, que aguardam a vez: a fila, a lista aberta ou a pilha.
term-max-frontier-definition = O maior número de tabuleiros aguardando expansão ao mesmo tempo.
term-stored = Armazenados
term-stored-definition = Tabuleiros mantidos na memória agora: todos os vistos, ou só o caminho atual de uma busca iterativa.
term-memory-definition = Bytes estimados dos tabuleiros armazenados agora (não a memória da aba inteira).
term-peak-memory-definition = Bytes estimados do maior número de tabuleiros armazenados de uma vez; é com isso que se mede um limite de memória.
term-time-definition = Tempo real do pedido até a resposta, incluindo a preparação dos bancos de dados de padrões.
term-elapsed-definition = Tempo real desde o pedido, incluindo a preparação dos bancos de dados de padrões.
term-bound-definition = O limite para a soma dos movimentos feitos e dos estimados na iteração atual de uma busca iterativa.
term-depth-definition = O maior número de movimentos desde o início entre os tabuleiros expandidos até agora.
term-databases-definition = Tabelas pré-calculadas dos movimentos exatos para grupos de peças, a heurística mais forte aqui: de onde vieram e quanto tempo levou.
term-cores-definition = Processos em segundo plano que dividem a busca: o desta aba e seus auxiliares.
## Page: check my work (www/views/check-work.js)

check-page-search = Verificar minha busca
check-page-search-label = Tabuleiros que sua busca expandiu
check-page-search-help = Cole os tabuleiros que seu programa expandiu, em ordem, começando pelo inicial (um por linha, em blocos de linhas ou como lista Python ou JSON; as linhas de log do próprio programa são ignoradas), ou solte um arquivo aqui. A verificação aceita qualquer ordem que uma execução correta poderia seguir, com qualquer desempate e qualquer ordem de sucessores, e aponta a primeira expansão que nenhuma poderia fazer.
check-page-search-button = Verificar
check-page-solution = Verificar minha solução
check-page-solution-label = Seus movimentos
check-page-solution-help = Cole os movimentos que seu programa encontrou a partir do tabuleiro mostrado: letras das peças (U D L R, o sentido em que a peça desliza), o sentido em que o espaço vazio vai, números das peças ou os tabuleiros um após o outro. A verificação diz como os leu e aponta o primeiro movimento errado; depois, o reprodutor passo a passo percorre seus movimentos.
check-page-solution-button = Verificar solução
check-page-progress-label = Verificado até agora
check-page-progress-hinting = Tentando outros algoritmos
check-page-progress = { $count ->
        [0] nenhuma expansão a verificar
        [one] { $step } de { $count } expansão verificada
        [many] { $step } de { $count } de expansões verificadas
       *[other] { $step } de { $count } expansões verificadas
    }
check-page-file-unreadable = Não foi possível ler o arquivo: { $reason }
check-page-cancelled = Verificação cancelada.
check-page-trace-refused = Não é possível verificar este rastreamento: { $reason }
check-page-moves-refused = Não é possível verificar estes movimentos: { $reason }
check-page-matches = Corresponde a: { $variants }.
check-page-furthest = Chegou mais longe como: { $variants }.
check-page-variant-list = { $first }; { $last }
check-page-hint = Dica: { $hint }.
check-page-wrong-board = Sua expansão { $expansion }: a primeira errada
check-page-moves = Seus movimentos: { $count }
check-page-moves-legal = Seus movimentos: { $count ->
        [0] nenhum válido
        [one] { $count } válido
       *[other] { $count } válidos
    }
check-page-moves-wrong = Seus movimentos: { $count ->
        [0] nenhum válido
        [one] { $count } válido
       *[other] { $count } válidos
    }, mas o movimento { $step } está errado

## Later: the views loaded later (the Search view, exercises, Compare, Play, the Lab); the first wasm module leaves these out (build.rs)

compare-compare = Comparar
compare-run = Executar a comparação
compare-caption-this = Algoritmos comparados neste tabuleiro
compare-caption = Algoritmos comparados no tabuleiro mostrado
compare-outcome = Resultado
compare-scroll-hint = Role a tabela para o lado para ver todas as colunas →
compare-help = Executa cada algoritmo escolhido no tabuleiro mostrado, um após o outro, com a heurística e o peso do painel Resolver, cada um sob os limites abaixo.
compare-algorithms = Algoritmos
compare-choose = Escolha pelo menos um algoritmo para comparar.
compare-running = Executando { $algorithm } ({ $index } de { $total })…
compare-summary = Resolvidos: { $solved } de { $total }.
compare-summary-cancelled = Resolvidos: { $solved } de { $total }; comparação cancelada.
compare-summary-stopped = Resolvidos: { $solved } de { $total }; parados por um limite: { $stopped }.
compare-summary-stopped-cancelled = Resolvidos: { $solved } de { $total }; parados por um limite: { $stopped }; comparação cancelada.
compare-none = nenhuma
compare-row-title = { $algorithm } · { $heuristic }
compare-chart-expanded = Nós expandidos (escala logarítmica)
compare-unit-expanded = nós expandidos
compare-unit-time = tempo
compare-chart-length = Comprimento da solução (movimentos)
compare-no-solution = sem solução
compare-unit-moves = movimentos
compare-waiting = aguardando
compare-running-row = executando…
compare-skipped = ignorado
compare-solved = resolvido
compare-log-scale = escala logarítmica
compare-linear-scale = escala linear a partir de 0
compare-chart-label = { $title }, { $scale }: { $values }
compare-chart-value = { $algorithm } { $value }
compare-chart-values = { $first }; { $last }
compare-bar-limited = { $value } · { $reason }
compare-axis = { $unit }, { $scale }
play-kind-free = Jogo livre
play-kind-par = Modo par
play-kind-daily = Do dia
play-daily = Desafio do dia
play-share-button = Compartilhar
play-no-bests = Nenhum jogo terminado ainda: resolva um tabuleiro à mão para marcar um recorde.
play-clear-bests = Apagar recordes
play-clear-bests-question = Apagar os recordes?
play-no-history = Nenhum ainda.
play-bests = Recordes pessoais
play-size = Tamanho
play-game = Jogo
play-over-par = Acima do par
play-fastest = Mais rápido
play-solves = Resolvidos
play-clear-them = Apagar
play-keep-them = Manter
play-clear-confirm = Esquecer todos os recordes pessoais? Não dá para desfazer.
play-daily-puzzle = Desafio do dia
play-daily-size = Tamanho do desafio do dia
play-daily-help = O mesmo tabuleiro para todos durante um dia UTC, com o comprimento ótimo como par. Vale a sua primeira tentativa terminada do dia.
play-latest = Últimos jogos
play-bests-cleared = Recordes pessoais apagados.
play-daily-making = Preparando o { $size } de hoje…
play-daily-failed = Sem desafio do dia: { $reason }
play-daily-done = O { $size } de hoje: { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } (par { $par }, { $over }), { $time }.
play-daily-on-board = O { $size } de hoje está no tabuleiro: par { $par }.
play-daily-waiting = O { $size } de hoje ({ $date }) está esperando: clique em Desafio do dia.
play-share-title = Copiar uma linha com o seu resultado (não o tabuleiro)
play-share-first = Termine o desafio de hoje para compartilhar o seu resultado
play-no-streak = Nenhuma sequência ainda: termine um desafio do dia para começar uma.
play-copied = Copiado: { $line }
play-copy-this = Copie esta linha: { $line }
play-at-par = no par
play-history-entry = { $size } { $kind ->
        [free] jogo livre
        [par] modo par
       *[daily] do dia
    }: { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }, { $time } · { $date }
play-history-entry-over = { $size } { $kind ->
        [free] jogo livre
        [par] modo par
       *[daily] do dia
    }: { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } ({ $over }), { $time } · { $date }
play-history-entry-over-known = { $size } { $kind ->
        [free] jogo livre
        [par] modo par
       *[daily] do dia
    }: { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    } ({ $over } em relação à melhor conhecida), { $time } · { $date }
lab-heuristic-pdb = Banco de dados de padrões (aditivo)
lab-heuristic-custom = Personalizada: soma ponderada
lab-weight-hamming = Peso de Hamming
lab-weight-manhattan = Peso de Manhattan
lab-weight-conflicts = Peso do conflito linear
lab-weight-constant = Constante
lab-phase-distances = Encontrando a distância real de cada estado
lab-phase-estimates = Estimando cada estado
lab-phase-moves = Verificando cada movimento
lab-phase-counterexample = Executando A* nos piores tabuleiros
lab-size-option = { $size } ({ $count ->
        [one] { $count } estado
        [many] { $count } de estados
       *[other] { $count } estados
    })
lab-check = Verificar
lab-custom-help = LC é só o acréscimo do conflito linear, 2 movimentos por conflito: Manhattan 1 e LC 1 formam a heurística de conflito linear. Os pesos podem ser fracionários (1,5); uma soma abaixo de 0 conta como 0.
lab-help = Compara uma heurística com a distância real h* de cada estado de um tamanho de tabuleiro, encontrada por uma única busca em largura que parte do objetivo. 3 × 4 e maiores ficam de fora: 239.500.800 estados ou mais são demais para visitar um a um numa aba.
lab-fix-weights = Corrija os pesos para verificar esta heurística.
lab-checking = Verificando a heurística em { $count ->
        [one] { $count } estado
        [many] { $count } de estados
       *[other] { $count } estados
    }…
lab-cancelled = Cancelado.
lab-verdict-both = admissível e consistente
lab-verdict-admissible = admissível, mas não consistente
lab-verdict-consistent = não admissível, mas consistente
lab-verdict-neither = nem admissível nem consistente
lab-states = Estados
lab-admissible = Admissível
lab-consistent = Consistente
lab-mean-ratio = Média de h/h*
lab-farthest = Estado mais distante
lab-overestimated = { $count ->
        [0] nenhum estado
       *[other] { $count } de { $total } estados
    } com h acima de h*
lab-inconsistent = { $count ->
        [0] nenhum estado
       *[other] { $count } de { $total } estados
    } com um movimento que baixa h em mais de 1
lab-fact-note = : { $note }
lab-done = { $name } é { $verdict } nos { $count } estados de { $size }.
lab-done-below-zero = { $name } é { $verdict } nos { $count } estados de { $size }. A soma fica abaixo de 0 em { $below } de { $count } estados: totais negativos contam como 0.
lab-inconsistency-label = Um movimento que mostra que ela não é consistente
lab-inconsistency-title = Não consistente
lab-inconsistency = Um movimento leva h de { $h } a { $next }: ela cai { $drop }, mais do que o único movimento feito.
lab-h-true = h = { $h }, h* = { $distance }
lab-solving = Resolvendo com A* e com uma busca ótima…
lab-counterexample-label = Contraexemplo
lab-counterexample-title = Não admissível: um contraexemplo
lab-astar-longer = A* com esta heurística retorna { $moves }: { $longer } a mais que o caminho mais curto.
lab-astar-shortest = A* com esta heurística ainda retorna um caminho ótimo aqui ({ $moves }); nos { $tried } piores tabuleiros testados ele nunca foi enganado.
lab-astar-with = A* com { $heuristic }
lab-shortest = O mais curto ({ $algorithm }, conflito linear)
lab-solved-in = { $moves }: resolvido
lab-move-of = Movimento { $move } de { $total }
lab-path-label = { $title }: { $moves }
lab-heat-map = Mapa de calor dos estados pela estimativa h e pela distância real h*: { $count ->
        [0] nenhum
       *[other] { $count }
    } acima da diagonal, onde h superestima. A tabela abaixo lista cada contagem.
lab-histogram-caption = Estados pela estimativa h (na vertical) e pela distância real h* (na horizontal); acima da diagonal, h superestima
lab-key = Legenda de cores
lab-key-one = 1 estado
lab-key-most = { $count } estados (mais escuro: mais, em escala logarítmica)
lab-key-over = h acima de h*: superestima
lab-axis-true = h* (distância real)
lab-histogram-table-caption = Número de estados para cada estimativa h (linhas) e distância real h* (colunas)
search-speed-value = { $count ->
        [one] { $count } expansão
        [many] { $count } de expansões
       *[other] { $count } expansões
    } por segundo
search-cap-error = Expansões a gravar: { $reason }.
search-exercise-end = Encerrar o exercício
search-exercise-start = Começar o exercício
search-recording = Gravando { $algorithm }…
search-done-unsolved = Concluído: { $reason }.
search-done-no-solution = Concluído: sem solução.
search-done-past = Concluído, além da gravação: a resposta tem { $moves ->
        [0] nenhum movimento
        [one] { $moves } movimento
        [many] { $moves } de movimentos
       *[other] { $moves } movimentos
    }; expansões gravadas: { $count }.
search-done-goal = Concluído: a resposta tem { $moves ->
        [0] nenhum movimento
        [one] { $moves } movimento
        [many] { $moves } de movimentos
       *[other] { $moves } movimentos
    }; expansões gravadas até o objetivo: { $count }.
search-failed-lane = { $algorithm }: { $reason }
search-stopped = Parada: { $count ->
        [0] nenhuma expansão gravada
        [one] { $count } expansão gravada
        [many] { $count } de expansões gravadas
       *[other] { $count } expansões gravadas
    }.
search-stale-board = O tabuleiro mudou: grave de novo.
search-stale-goal = O objetivo mudou: grave de novo.
search-stale-search = A busca escolhida mudou: grave de novo.
search-peek-board = o tabuleiro da expansão { $step }
search-step-of = Expansão { $step } de { $total }
search-step-of-node = Expansão { $step } de { $total }: { $node }
search-live = Expansão { $step }: borda { $frontier }, explorados { $explored }
search-live-node = Expansão { $step }: profundidade { $depth }, { $costs }; borda { $frontier }, explorados { $explored }
search-compare-nothing = Nada
search-record = Gravar a busca
search-idle = Clique em “Gravar a busca” para gravar uma busca a partir do tabuleiro mostrado e percorrê-la passo a passo.
search-record-more = Gravar mais expansões
search-colour-state = estado
search-exercise-predict = prever
search-exercise-expand = expandir
search-exercise-values = valores
search-previous = Expansão anterior
search-next = Próxima expansão
search-expansion = Expansão
search-colours = Cores
search-help = Teclas (aqui): seta para a direita ou N, próxima expansão; seta para a esquerda ou P, anterior; Espaço, reproduzir ou pausar; Home e End, primeira e última. A árvore abre nos nós em volta da expansão: o caminho desde o início, os nós ao lado dela e os filhos, cada nó um tabuleiro com g, h e f numa moldura da sua cor; os demais ramos ficam recolhidos numa contagem. Ajustar mostra a árvore inteira; Focar, de novo os nós em volta da expansão; arraste para mover; a roda do mouse, o gesto de pinça ou os botões dão zoom, centrado no nó expandido. Clique num nó ou numa entrada da borda para mostrar o tabuleiro dele no tabuleiro principal. “Comparar com” grava uma segunda busca ao lado da primeira; as duas avançam juntas.
search-cap = Expansões a gravar
search-compare = Comparar com
search-bands = Cores: faixas de { $key }
search-band = { $key } { $value }
search-bands-more = … mais { $count }
search-records-chosen = Grava uma busca a partir do tabuleiro mostrado com o algoritmo e a heurística escolhidos no painel Resolver e a percorre passo a passo.
search-records-one = Grava { $name } a partir do tabuleiro mostrado e o percorre passo a passo.
search-records-two = Grava { $names } a partir do tabuleiro mostrado e percorre as duas passo a passo.
search-legend-current = Sendo expandido
search-legend-open = Aberto (borda)
search-legend-closed = Fechado (expandido)
search-legend-duplicate = Repetido
search-legend-pruned = Podado
search-legend-dropped = Descartado ou substituído
search-legend-path = Caminho da solução
search-node-current = sendo expandido
search-node-on-path = no caminho da solução
search-node-folded = { $count ->
        [one] { $count } nó recolhido
        [many] { $count } de nós recolhidos
       *[other] { $count } nós recolhidos
    } abaixo dele
search-notes = { $first }; { $last }
search-order-queue = fila (o primeiro a entrar é o primeiro a sair)
search-order-stack = pilha (o último a entrar é o primeiro a sair)
search-order-f = por f = g + h
search-order-h = por h
search-order-g = por g
search-order-weighted = por f = g + { $weight }·h
search-zoom-in = Aproximar
search-zoom-out = Afastar
search-fit = Ajustar
search-fit-title = A árvore inteira, com o nó expandido circulado
search-focus = Focar
search-focus-title = Os nós em volta da expansão, como tabuleiros
search-export-svg = Exportar a árvore como SVG
search-export-png = Exportar a árvore como PNG
search-where-iteration = Iteração { $iteration }, limite { $bound }.
search-where-layer = Expandindo a camada de profundidade { $depth }.
search-where-goal = Objetivo encontrado: o caminho, de { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }, está marcado em verde.
search-stopped-to = { $count ->
        [one] Foi gravada só a primeira expansão; a busca continuou até { $went }.
       *[other] Foram gravadas as { $count } primeiras expansões; a busca continuou até { $went }.
    }
search-stopped-past = { $count ->
        [one] Foi gravada só a primeira expansão; a busca continuou depois dela.
       *[other] Foram gravadas as { $count } primeiras expansões; a busca continuou depois delas.
    }
search-counts-iteration = Borda { $frontier }, explorados { $explored }; a árvore desta iteração tem { $count ->
        [one] { $count } nó
        [many] { $count } de nós
       *[other] { $count } nós
    }.
search-why-first = Avance até a primeira expansão para ver por que cada nó é escolhido.
search-frontier-path = O caminho atual (o mais profundo primeiro)
search-frontier-next = Próximos na borda: { $order }
search-info-start = { $node }: profundidade { $depth }, { $costs } (o início)
search-info-board = o tabuleiro na profundidade { $depth } da árvore
search-figure-caption = { $algorithm }: expansão { $step } de { $total }; borda { $frontier }, explorados { $explored }
search-why-lowest = Ele tinha o menor { $key ->
        [g] g (o custo do caminho)
        [h] h (a estimativa)
       *[f] f
    } da borda ({ $count ->
        [one] { $count } nó
        [many] { $count } de nós
       *[other] { $count } nós
    }): { $formula }.
search-why-and-others = { $names } e mais { $count }
search-why-tied = { $count ->
        [one] Outro nó também tinha
       *[other] Outros { $count } nós também tinham
    } { $key } { $value } ({ $others }); o desempate favorece o nó mais novo, o último alcançado, então este veio primeiro.
search-why-untied = Nenhum outro nó tinha { $key } { $value }.
search-why-oldest = É a entrada mais antiga da fila (o primeiro a entrar é o primeiro a sair), na profundidade { $depth }: a BFS expande todos os nós de profundidade { $depth } antes de qualquer um mais profundo.
search-why-newest = É a entrada mais recente da pilha (o último a entrar é o primeiro a sair), na profundidade { $depth } de no máximo { $limit }.
search-why-cost-f = f = g + h = { $f }
search-why-cost-depth = profundidade { $depth }
search-why-iteration-f = Começa uma nova iteração: o limite sobe para { $bound }, o menor f que passou do limite anterior, e a busca recomeça a partir da raiz.
search-why-iteration-depth = Começa uma nova iteração: o limite sobe para { $bound }, a menor profundidade que passou do limite anterior, e a busca recomeça a partir da raiz.
search-why-first-iteration-f = A primeira iteração: o limite é o h do início, { $bound }.
search-why-first-iteration-depth = A primeira iteração: o limite é a profundidade { $bound }.
search-why-depth-first = Em profundidade: é o próximo filho do pai com { $cost } dentro do limite { $bound }.
search-why-replaced = Foi alcançado de novo por um caminho mais barato (g { $g }, antes g { $before }) e substituiu aquela entrada.
search-why-dropped = Retirados da pilha antes dele e descartados: { $items }.
search-why-skipped = Testados antes dele e ignorados: { $items }.
search-why-queued-path = { $count ->
        [one] { $count } filho colocado no caminho
        [many] { $count } de filhos colocados no caminho, um de cada vez
       *[other] { $count } filhos colocados no caminho, um de cada vez
    }
search-why-queued = { $count ->
        [one] { $count } filho colocado
        [many] { $count } de filhos colocados
       *[other] { $count } filhos colocados
    } na borda
search-why-requeued = { $count ->
        [one] { $count } filho devolvido
        [many] { $count } de filhos devolvidos
       *[other] { $count } filhos devolvidos
    } à borda, alcançados por um caminho mais barato
search-why-expanding = Ao expandi-lo: { $items }.
search-why-goal-generated = O filho { $node } é o objetivo: a busca testa cada nó ao gerá-lo, e para.
search-why-goal-path = Em seguida, o objetivo entra no caminho: a busca para ali.
search-why-goal-frontier = Em seguida, o objetivo sai da borda: a busca para ali.
search-skip-limit = { $node } (no limite de profundidade { $limit })
search-skip-pruned-f = { $node } podado (f { $f } passa do limite { $bound })
search-skip-pruned-depth = { $node } podado (profundidade { $depth } passa do limite { $bound })
search-skip-seen = { $node } ignorado, um tabuleiro já visto
search-skip-back-parent = { $node } ignorado, o movimento de volta ao pai
search-skip-back-grandparent = { $node } ignorado, o movimento de volta ao avô
search-skip-duplicate = { $node } ignorado, uma duplicata do nó na profundidade { $depth } ({ $state ->
        [closed] já expandido
        [open] ainda na borda
        [goal] o objetivo
       *[other] visto antes
    })
exercise-prompt-predict = Qual nó é expandido a seguir?
exercise-prompt-expand = Qual nó é expandido a seguir? Escolha-o para expandi-lo.
exercise-prompt-values = Quais são g, h e f deste nó?
exercise-column-question = Pergunta
exercise-column-board = Tabuleiro
exercise-column-answer = Sua resposta
exercise-column-right = Resposta certa
exercise-column-result = Resultado
exercise-title = Exercício: { $kind ->
        [predict] prever
        [expand] expandir
       *[values] valores
    }
exercise-next = Próxima pergunta
exercise-score = Pontuação: { $score } de { $total }
exercise-question = Pergunta { $index } de { $total }, { $count ->
        [0] no início
        [one] após { $count } expansão
        [many] após { $count } de expansões
       *[other] após { $count } expansões
    }: { $prompt }
exercise-put-on = Colocar na borda
exercise-mark-mine-right = Sua resposta, certa
exercise-mark-right = Resposta certa
exercise-mark-mine-wrong = Sua resposta, errada
exercise-lowest-same = { $algorithm } expande o nó de menor { $key }: este nó tem { $key } { $value }.
exercise-lowest-other = { $algorithm } expande o nó de menor { $key }: este nó tem { $key } { $answer }; aquele, { $key } { $value }.
exercise-ties = { $count ->
        [one] Outro nó empata com ele e também está certo.
       *[other] Outros { $count } nós empatam com ele e também estão certos.
    }
exercise-lowest-tie = { $algorithm } expande o nó de menor { $key }: este nó empata com { $taken } em { $key } { $value }; o desempate favorece o nó { $rule ->
        [newer] mais novo
       *[other] { $rule }
    }, então o algoritmo pega { $taken }.
exercise-oldest = { $algorithm } expande o nó mais antigo da fila (o primeiro a entrar é o primeiro a sair): { $taken }, na profundidade { $depth }.
exercise-oldest-later = { $algorithm } expande o nó mais antigo da fila (o primeiro a entrar é o primeiro a sair): { $taken }, na profundidade { $depth }; este nó chegou depois, na profundidade { $later }.
exercise-newest = { $algorithm } expande o nó mais recente da pilha (o último a entrar é o primeiro a sair): { $taken }.
exercise-newest-after = { $algorithm } expande o nó mais recente da pilha (o último a entrar é o primeiro a sair): { $taken }, empilhado depois deste.
exercise-bound = { $algorithm } vai em profundidade, os filhos de cada nó na ordem dos movimentos, dentro do limite { $bound }: { $taken } ({ $costs }) vem a seguir.
exercise-bound-skipped = { $algorithm } vai em profundidade, os filhos de cada nó na ordem dos movimentos, dentro do limite { $bound }: { $taken } ({ $costs }) vem a seguir; { $skipped }.
exercise-skipped-pruned = este, com { $costs }, passa do limite
exercise-skipped-seen = este repete um tabuleiro já visto
exercise-children-path = { $reason } Agora expanda-o: quais destes filhos, testados na ordem dos movimentos, estão dentro do limite? Deixe de fora as duplicatas e os filhos podados.
exercise-children-frontier = { $reason } Agora expanda-o: quais dos filhos vão para a borda? Deixe de fora as duplicatas e os filhos podados.
exercise-queued-path = { $queued } de { $count ->
        [one] { $count } filho
       *[other] { $count } filhos
    } { $queued ->
        [0] estão dentro do limite
        [one] está dentro do limite
       *[other] estão dentro do limite
    }
exercise-queued-frontier = { $queued } de { $count ->
        [one] { $count } filho
       *[other] { $count } filhos
    } { $queued ->
        [0] vão para a borda
        [one] vai para a borda
       *[other] vão para a borda
    }
exercise-missed = você não escolheu { $names }
exercise-left = deixados de fora: { $items }
exercise-expand-reason = { $parts }.
exercise-none = nenhum
exercise-answer-children = { $board }; filhos: { $children }
exercise-asked-node = O nó da pergunta: { $board }
exercise-asked-board = o tabuleiro da pergunta
exercise-give-all = Dê os três: g, h e f.
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value } (você deu { $given })
exercise-values-reason = { $values } ({ $formula }).
exercise-right = Certo. { $reason }
exercise-not-quite = Não exatamente. { $reason }
exercise-see-summary = Ver o resumo
exercise-nothing = Esta busca não deixa nada para perguntar deste tipo (nenhuma expansão com uma escolha a fazer): tente outro exercício, algoritmo ou tabuleiro.
exercise-done = Concluído: { $score } de { $total } certas.
exercise-your-answers = Suas respostas
exercise-summary-asked = O tabuleiro da pergunta: { $board }
exercise-summary-expanded = O tabuleiro expandido: { $board }
exercise-question-number = Pergunta { $index }
exercise-result-right = Certo
exercise-result-wrong = Não exatamente: { $reason }
check-page-lane = Sua busca
check-page-mark = Sua primeira expansão errada
check-page-found-title = O que a verificação encontrou aqui
check-page-counts-all = { $count ->
        [0] Nenhum tabuleiro no seu rastreamento.
        [one] { $count } tabuleiro no seu rastreamento; ele está nesta árvore.
        [many] { $count } de tabuleiros no seu rastreamento; todos nesta árvore.
       *[other] { $count } tabuleiros no seu rastreamento; todos nesta árvore.
    }
check-page-counts-first = { $count ->
        [one] { $count } tabuleiro
        [many] { $count } de tabuleiros
       *[other] { $count } tabuleiros
    } no seu rastreamento; os { $drawn } primeiros estão nesta árvore.
check-page-found-start = Avance até sua primeira expansão para ver o que a verificação encontrou ali.
check-page-found-wrong = Sua primeira expansão errada, marcada em vermelho: { $verdict }.
check-page-found-ends-verdict = A árvore da sua busca termina na expansão { $step }: { $verdict }.
check-page-found-ends-cap = A árvore da sua busca termina na expansão { $step }: uma árvore comporta no máximo { $count ->
        [one] { $count } expansão
        [many] { $count } de expansões
       *[other] { $count } expansões
    }.
check-page-found-ends-ungenerated = A árvore da sua busca termina na expansão { $step }: nenhum tabuleiro desenhado antes da sua expansão { $next } o gerou, então a árvore não pode contê-lo.
check-page-found-after = Sua expansão { $step }, depois da primeira errada (expansão { $wrong }).
check-page-found-allowed = Sua expansão { $step }: uma execução de { $search } poderia expandir este tabuleiro aqui.

## Later: what only the full module says (checks of a student's work, the Lab, the tuned and anytime searches, bench files); the first wasm module leaves these out (build.rs)

bench-line = linha { $line }: { $problem }
bench-no-optimal = esperava-se `id ótimo t0 t1 ...`
bench-bad-optimal = “{ $text }” não é um comprimento ótimo (um número inteiro)
bench-empty = não contém nenhuma instância (linhas `id ótimo t0 t1 ...`)
bench-too-large = é grande demais: são lidas no máximo { $most } instâncias e 16 MiB
bench-bad-random = “random:{ $spec }” não é uma especificação aleatória: escreva random:RxC:QUANTIDADE ou random:RxC:QUANTIDADE:SEMENTE, por exemplo random:10x10:100

check-algorithm = { $algorithm ->
        [bfs] BFS
        [dfs] DFS
        [iddfs] IDDFS
        [greedy] busca gulosa
        [ucs] busca de custo uniforme
        [astar] A*
        [wastar] A* ponderado
        [idastar] IDA*
       *[other] { $algorithm }
    }
check-heuristic = { $heuristic ->
        [none] heurística nula
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
check-valid-unchecked = { $valid }, verificado apenas até a expansão { $last }: a partir daí, as maneiras possíveis de desempatar passaram de { $most }, demais para acompanhar, e o restante não foi verificado
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
check-mistake-exhausted = expansão { $expansion }: { $board } vem depois que a busca já não tinha nada para expandir
check-mistake-ends-before-goal = o rastreamento termina antes de o objetivo ser expandido
check-mistake-after-goal-generated = o rastreamento continua depois do objetivo: a expansão { $goal } o gerou, e a expansão { $expansion } vem depois
check-mistake-after-goal-expanded = o rastreamento continua depois do objetivo: a expansão { $goal } o expandiu, e a expansão { $expansion } vem depois
check-hint-greedy = esta é uma ordem válida da busca gulosa com { $heuristic }: a prioridade parece ser só h, sem g
check-hint-uniform-cost = esta é uma ordem válida da busca de custo uniforme: a prioridade parece ser só g, sem h
check-hint-dfs-not-bfs = esta é uma ordem válida de DFS: uma pilha onde a BFS precisa de uma fila
check-hint-bfs-not-dfs = esta é uma ordem válida de BFS: uma fila onde a DFS precisa de uma pilha
check-hint-other-heuristic = esta é uma ordem válida de { $algorithm } com { $heuristic }, não com { $asked }
check-hint-other = esta é uma ordem válida de { $spec }
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
    }: uma solução ótima.
check-solved-longer = Todos os movimentos são válidos e o objetivo é alcançado em { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }, { $more } a mais que a solução ótima, de { $best }.
check-solved-at-least = Todos os movimentos são válidos e o objetivo é alcançado em { $count ->
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }; a solução ótima tem pelo menos { $bound }.
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
play-streak = Sequência: { $count ->
        [one] { $count } dia seguido
        [many] { $count } de dias seguidos
       *[other] { $count } dias seguidos
    }.
lab-counterexample = Neste tabuleiro h = { $h }, acima da sua distância real h* = { $distance }.
lab-histogram-table = O histograma como tabela
search-tree = A árvore de busca
search-why = Por que este nó
search-counts = Borda { $frontier }, explorados { $explored }; a árvore tem { $count ->
        [one] { $count } nó
        [many] { $count } de nós
       *[other] { $count } nós
    }.
search-info = { $node }: profundidade { $depth }, { $costs }; peça movida: { $tile }
exercise-check = Verificar
exercise-again = Tentar de novo
exercise-after = { $count ->
        [0] no início
        [one] após { $count } expansão
        [many] após { $count } de expansões
       *[other] após { $count } expansões
    }
