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

## Heuristics and pattern databases (src/heuristic)

## Search: engines, records, replay, why this node, exercises' grading (src/search)

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
solve-error-unsolvable = este tabuleiro não tem solução. { $reason }
solve-error-pdb-needs-4x4 = a heurística { $heuristic } precisa de um tabuleiro 4x4, não { $shape }; use linear-conflict
solve-error-too-large-for = os bancos de dados de padrões { $heuristic } precisam de cerca de { $mb } MB para serem construídos, demais para { $platform }: use pdb (6-6-3) ou pdb-5-5-5
solve-error-shape-mismatch = o objetivo é { $goal }, mas o tabuleiro é { $board }; eles precisam ter o mesmo formato
solve-error-not-recordable = o solucionador rápido não pode ser gravado (a busca dele é feita em partes, cada uma com a sua árvore); grave idastar em vez disso
solve-error-inner = { $reason }
solve-error-missing-databases = { $databases } não estão carregados: construa-os ou carregue-os primeiro
solve-error-not-generic = { $algorithm } precisa dos bancos de dados de padrões ou dos solucionadores de tabuleiros grandes, que esta versão não inclui
solve-platform-native = esta máquina
solve-platform-browser = um navegador
solve-limit-expanded-zero = o limite de nós expandidos precisa ser pelo menos 1
solve-limit-time = o limite de tempo precisa ser um número positivo de milissegundos, não { $ms }
solve-limit-memory-zero = o limite de memória precisa ser pelo menos 1 MB
solve-limit-memory-too-high = o limite de memória pode ser no máximo { $most } MB em { $platform } (uma instância de WebAssembly termina em 4 GB, e as tabelas de uma busca crescem dobrando), não { $mb } MB
solve-weight-too-low = o peso precisa ser um número de pelo menos 1, não { $weight }
solve-weight-too-high = o peso pode ser no máximo 100 (muito antes disso, A* ponderado já é uma busca gulosa), não { $weight }
solve-algorithm-unknown = algoritmo desconhecido “{ $name }”: use { $list }
solve-algorithm-uninformed = { $algorithm } não usa heurística, então “{ $heuristic }” não pode ir com ele

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
play-date-unreadable = “{ $text }” não é uma data: escreva como ano-mês-dia, por exemplo 2026-11-25
play-date-no-such-day = { $date } não é um dia do calendário (anos { $first } a { $last })
play-date-out-of-range = { $ms } ms não é um momento entre { $first } e { $last }
play-daily-size = o quebra-cabeça diário é 3x3 ou 4x4, não { $shape }
play-daily-none-in-band = nenhum tabuleiro { $shape } com par { $band } entre os { $candidates } primeiros candidatos para { $date }

## Lab (src/lab)

lab-error-inner = { $reason }
lab-error-size = o laboratório verifica tabuleiros 2x2, 2x3, 3x3 e 2x4, não { $shape }: os maiores têm estados demais para visitar um a um
lab-error-four-by-four = o banco de dados de padrões do laboratório é pdb (feito para o tamanho do tabuleiro); { $name } é o do quebra-cabeça de 15 peças

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

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
