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

## Game (src/play)

## Lab (src/lab)

## Check a student's work (src/check)

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

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
solve-cores-failed = { $count } (um ajudante falhou)
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
solve-databases-noted = { $how } ({ $note })
solve-databases-stronger-note = { $how }. { $note }
solve-databases-switched = { $how }; trocou para os bancos de dados { $name } na iteração { $iteration }
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
compare-summary-cancelled = Resolvidos: { $solved } de { $total }; cancelado.
compare-summary-stopped = Resolvidos: { $solved } de { $total }; parados por um limite: { $stopped }.
compare-summary-stopped-cancelled = Resolvidos: { $solved } de { $total }; parados por um limite: { $stopped }; cancelado.
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
play-share = Compartilhar
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
play-streak = Sequência: { $count ->
        [one] { $count } dia seguido
        [many] { $count } de dias seguidos
       *[other] { $count } dias seguidos
    }.
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
lab-help = Compara uma heurística com a distância real h* de cada estado de um tamanho de tabuleiro, encontrada por uma busca em largura para trás a partir do objetivo. 3 × 4 e maiores ficam de fora: 239.500.800 estados ou mais são demais para visitar um a um numa aba.
lab-size = Tamanho
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
lab-inconsistency = Um movimento leva h de { $h } a { $next }: ela cai { $drop }, mais que o 1 movimento feito.
lab-h = h = { $h }
lab-h-true = h = { $h }, h* = { $distance }
lab-solving = Resolvendo com A* e com uma busca ótima…
lab-counterexample-label = Contraexemplo
lab-counterexample-title = Não admissível: um contraexemplo
lab-counterexample = Neste tabuleiro h = { $h }, acima da sua distância real h* = { $distance }.
lab-astar-longer = A* com esta heurística retorna { $moves }: { $longer } a mais que o mais curto.
lab-astar-shortest = A* com esta heurística ainda retorna um caminho mais curto aqui ({ $moves }); nos { $tried } piores tabuleiros testados ele nunca foi enganado.
lab-astar-with = A* com { $heuristic }
lab-shortest = O mais curto ({ $algorithm }, conflito linear)
lab-step-of = Passo { $step } de { $last }
lab-solved-in = { $moves }: resolvido
lab-move-of = Movimento { $move } de { $total }
lab-step = Passo
lab-path-label = { $title }: { $moves }
lab-heat-map = Mapa de calor dos estados pela estimativa h e pela distância real h*: { $count ->
        [0] nenhum
       *[other] { $count }
    } acima da diagonal, onde h superestima. A tabela abaixo lista cada contagem.
lab-histogram-table = O histograma como tabela
lab-histogram-caption = Estados pela estimativa h (para cima) e pela distância real h* (na horizontal); acima da diagonal, h superestima
lab-key = Legenda de cores
lab-key-one = 1 estado
lab-key-most = { $count } estados (mais escuro: mais, em escala logarítmica)
lab-key-over = h acima de h*: superestima
lab-axis-true = h* (distância real)
lab-histogram-table-caption = Número de estados para cada estimativa h (linhas) e distância real h* (colunas)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
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
        [one] { $count } expansão gravada
        [many] { $count } de expansões gravadas
       *[other] { $count } expansões gravadas
    }.
search-stale-board = O tabuleiro mudou: grave de novo.
search-stale-goal = O objetivo mudou: grave de novo.
search-stale-search = A busca escolhida mudou: grave de novo.
search-peek-board = o tabuleiro da expansão { $step }
search-pause = Pausar
search-play = Reproduzir
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
search-speed = Velocidade
search-expansion = Expansão
search-colours = Cores
search-help = Teclas (aqui): seta para a direita ou N, próxima expansão; seta para a esquerda ou P, anterior; Espaço, reproduzir ou pausar; Home e End, primeira e última. A árvore abre nos nós em volta da expansão: o caminho desde o início, os nós ao lado e os filhos, cada um um tabuleiro com g, h e f emoldurado na sua cor; cada outro ramo fica recolhido num número. Ajustar mostra a árvore inteira; Focar, de novo os nós em volta da expansão; arraste para mover; a roda, uma pinça ou os botões dão zoom, centrado no nó expandido. Clique num nó ou numa entrada da borda para mostrar o tabuleiro dele no tabuleiro principal. “Comparar com” grava uma segunda busca ao lado da primeira; as duas avançam juntas.
search-cap = Expansões a gravar
search-compare = Comparar com
search-colour = Colorir por
search-exercise = Exercício
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
    } abaixo
search-notes = { $first }; { $last }
search-order-queue = fila (o primeiro a entrar é o primeiro a sair)
search-order-stack = pilha (o último a entrar é o primeiro a sair)
search-order-f = por f = g + h
search-order-h = por h
search-order-g = por g
search-order-weighted = por f = g + { $weight }·h
search-tree = A árvore de busca
search-zoom-in = Aproximar
search-zoom-out = Afastar
search-fit = Ajustar
search-fit-title = A árvore inteira, com o nó expandido circulado
search-focus = Focar
search-focus-title = Os nós em volta da expansão, como tabuleiros
search-export-svg = Exportar a árvore como SVG
search-export-png = Exportar a árvore como PNG
search-why = Por que este nó
search-where-iteration = Iteração { $iteration }, limite { $bound }.
search-where-layer = Expandindo a camada de profundidade { $depth }.
search-where-goal = Objetivo encontrado: o caminho, de { $count ->
        [0] nenhum movimento
        [one] { $count } movimento
        [many] { $count } de movimentos
       *[other] { $count } movimentos
    }, está marcado em verde.
search-stopped-to = Foram gravadas as primeiras expansões, { $count }; a busca continuou até { $went }.
search-stopped-past = Foram gravadas as primeiras expansões, { $count }; a busca continuou além de { $count }.
search-counts = Borda { $frontier }, explorados { $explored }; a árvore tem { $count ->
        [one] { $count } nó
        [many] { $count } de nós
       *[other] { $count } nós
    }.
search-counts-iteration = Borda { $frontier }, explorados { $explored }; a árvore desta iteração tem { $count ->
        [one] { $count } nó
        [many] { $count } de nós
       *[other] { $count } nós
    }.
search-why-first = Avance até a primeira expansão para ver por que cada nó é escolhido.
search-frontier-path = O caminho atual (o mais profundo primeiro)
search-frontier-next = Próximos na borda: { $order }
search-info-start = { $node }: profundidade { $depth }, { $costs } (o início)
search-info = { $node }: profundidade { $depth }, { $costs }; peça movida: { $tile }
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
search-why-dropped = Retirados antes da pilha e descartados: { $items }.
search-why-skipped = Testados antes e ignorados: { $items }.
search-why-queued-path = { $count ->
        [one] { $count } filho posto
        [many] { $count } de filhos postos
       *[other] { $count } filhos postos
    } no caminho por vez
search-why-queued = { $count ->
        [one] { $count } filho posto
        [many] { $count } de filhos postos
       *[other] { $count } filhos postos
    } na borda
search-why-requeued = { $count ->
        [one] { $count } filho devolvido
        [many] { $count } de filhos devolvidos
       *[other] { $count } filhos devolvidos
    } à borda, alcançados de forma mais barata
search-why-expanding = Ao expandi-lo: { $items }.
search-why-goal-generated = O filho { $node } é o objetivo: a busca testa cada nó ao gerá-lo, e para.
search-why-goal-path = Em seguida entra-se no objetivo: a busca para ali.
search-why-goal-frontier = Em seguida o objetivo sai da borda: a busca para ali.
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
exercise-question = Pergunta { $index } de { $total }, após { $count ->
        [one] { $count } expansão
        [many] { $count } de expansões
       *[other] { $count } expansões
    }: { $prompt }
exercise-put-on = Pôr na borda
exercise-mark-mine-right = Sua resposta, certa
exercise-mark-right = Resposta certa
exercise-mark-mine-wrong = Sua resposta, errada
exercise-lowest-same = { $algorithm } expande o menor { $key }: este nó tem { $key } { $value }.
exercise-lowest-other = { $algorithm } expande o menor { $key }: este nó tem { $key } { $answer }; aquele, { $key } { $value }.
exercise-ties = { $count ->
        [one] Outro nó empata com ele e também está certo.
       *[other] Outros { $count } nós empatam com ele e também estão certos.
    }
exercise-lowest-tie = { $algorithm } expande o menor { $key }: este nó empata com { $taken } em { $key } { $value }; o desempate favorece o nó { $rule ->
        [newer] mais novo
       *[other] { $rule }
    }, então o algoritmo pega { $taken }.
exercise-oldest = { $algorithm } expande o nó mais antigo da fila (o primeiro a entrar é o primeiro a sair): { $taken }, na profundidade { $depth }.
exercise-oldest-later = { $algorithm } expande o nó mais antigo da fila (o primeiro a entrar é o primeiro a sair): { $taken }, na profundidade { $depth }; este nó chegou depois, na profundidade { $later }.
exercise-newest = { $algorithm } expande o nó mais recente da pilha (o último a entrar é o primeiro a sair): { $taken }.
exercise-newest-after = { $algorithm } expande o nó mais recente da pilha (o último a entrar é o primeiro a sair): { $taken }, posto depois deste.
exercise-bound = { $algorithm } vai em profundidade, os filhos de cada nó na ordem dos movimentos, dentro do limite { $bound }: { $taken } ({ $costs }) vem a seguir.
exercise-bound-skipped = { $algorithm } vai em profundidade, os filhos de cada nó na ordem dos movimentos, dentro do limite { $bound }: { $taken } ({ $costs }) vem a seguir; { $skipped }.
exercise-skipped-pruned = este, com { $costs }, passa do limite
exercise-skipped-seen = este repete um tabuleiro já visto
exercise-children-path = { $reason } Agora expanda-o: quais destes filhos, testados na ordem dos movimentos, estão dentro do limite? Deixe de fora as duplicatas e os filhos podados.
exercise-children-frontier = { $reason } Agora expanda-o: quais dos filhos vão para a borda? Deixe de fora as duplicatas e os filhos podados.
exercise-queued-path = { $queued } dos { $count ->
        [one] { $count } filho
       *[other] { $count } filhos
    } { $queued ->
        [one] está dentro do limite
       *[other] estão dentro do limite
    }
exercise-queued-frontier = { $queued } dos { $count ->
        [one] { $count } filho
       *[other] { $count } filhos
    } { $queued ->
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
exercise-check = Verificar
exercise-give-all = Dê os três: g, h e f.
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value } (você deu { $given })
exercise-values-reason = { $values } ({ $formula }).
exercise-right = Certo. { $reason }
exercise-not-quite = Não exatamente. { $reason }
exercise-see-summary = Ver o resumo
exercise-nothing = Esta busca não deixa nada para perguntar deste tipo (nenhuma expansão com uma escolha a fazer): tente outro exercício, algoritmo ou tabuleiro.
exercise-done = Concluído: { $score } de { $total } certas.
exercise-again = Tentar de novo
exercise-your-answers = Suas respostas
exercise-summary-asked = O tabuleiro da pergunta: { $board }
exercise-summary-expanded = O tabuleiro expandido: { $board }
exercise-question-number = Pergunta { $index }
exercise-after = após { $count ->
        [one] { $count } expansão
        [many] { $count } de expansões
       *[other] { $count } expansões
    }
exercise-result-right = Certo
exercise-result-wrong = Não exatamente: { $reason }
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
term-algorithm-definition = A busca que foi executada: a que o Automático escolheu, quando ele foi pedido.
term-heuristic = Heurística
term-heuristic-definition = A estimativa dos movimentos restantes que guiou a busca; nenhuma numa busca sem informação.
term-length = Comprimento
term-length-definition = Os movimentos da solução encontrada.
term-optimal = Ótima
term-optimal-definition = Se a solução é com certeza uma das mais curtas: um algoritmo ótimo com uma heurística que nunca superestima.
term-expanded = Expandidos
term-expanded-definition = Tabuleiros que a busca pegou e cujos movimentos gerou; a medida usual do seu trabalho.
term-generated = Gerados
term-generated-definition = Tabuleiros a que esses movimentos levaram, contados cada vez que foram alcançados, repetições incluídas.
term-frontier = Borda
term-frontier-definition = Tabuleiros alcançados mas ainda não expandidos, esperando agora: a fila, a lista aberta ou a pilha.
term-max-frontier = Maior borda
term-max-frontier-definition = O maior número de tabuleiros esperando para ser expandidos ao mesmo tempo.
term-stored = Armazenados
term-stored-definition = Tabuleiros mantidos na memória agora: todos os vistos, ou só o caminho atual de uma busca iterativa.
term-memory = Memória
term-memory-definition = Bytes estimados dos tabuleiros armazenados agora (não a memória da aba inteira).
term-peak-memory = Pico de memória
term-peak-memory-definition = Bytes estimados do maior número de tabuleiros armazenados de uma vez; é com isso que se mede um limite de memória.
term-time = Tempo
term-time-definition = Tempo real do pedido até a resposta, incluindo a preparação dos bancos de dados de padrões.
term-elapsed = Decorrido
term-elapsed-definition = Tempo real desde o pedido, incluindo a preparação dos bancos de dados de padrões.
term-bound = Limite
term-bound-definition = O limite de movimentos feitos mais movimentos estimados na iteração atual de uma busca iterativa.
term-depth = Profundidade
term-depth-definition = O maior número de movimentos desde o início entre os tabuleiros expandidos até agora.
term-databases = Bancos de dados de padrões
term-databases-definition = Tabelas pré-calculadas dos movimentos exatos para grupos de peças, a heurística mais forte aqui: de onde vieram e quanto tempo levou.
term-cores = Núcleos
term-cores-definition = Processos em segundo plano que dividem a busca: o desta aba e seus ajudantes.

## Page: check my work (www/views/check-work.js)
