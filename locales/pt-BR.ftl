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

label-algorithm-bfs = Busca em largura
label-algorithm-bfs-short = BFS
label-algorithm-bfs-note = Ótima. Explora todos os tabuleiros nível por nível; consome muita memória.
label-algorithm-dfs = Busca em profundidade
label-algorithm-dfs-short = DFS
label-algorithm-dfs-note = Com limite de profundidade e não ótima: um exemplo para aprender.
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
label-algorithm-wastar-note = No máximo peso × os movimentos ótimos, muito mais rápido.
label-algorithm-idastar = IDA*
label-algorithm-idastar-note = Ótimo quase sem memória; a escolha para o quebra-cabeça de 15 peças.
label-algorithm-auto = Automático
label-algorithm-auto-short = Auto
label-algorithm-auto-note = Escolhe um algoritmo adequado ao tabuleiro.
label-algorithm-fast = Rápido
label-algorithm-fast-note = Uma resposta rápida, não necessariamente a mais curta.
label-algorithm-anytime = Busca em feixe interrompível
label-algorithm-anytime-short = Interrompível
label-algorithm-anytime-note = Respostas cada vez mais curtas, cada uma com um limite inferior provado do ótimo.
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
label-preset-hardest-8a = O mais difícil de 8 peças A
label-preset-hardest-8b = O mais difícil de 8 peças B
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
shell-page-title = npuzzle · playground de quebra-cabeças deslizantes
shell-skip-to-board = Pular para o tabuleiro
shell-tagline = Quebra-cabeças de peças deslizantes, jogados e resolvidos no seu navegador
shell-puzzle = Quebra-cabeça
shell-controls = Controles
shell-panels = Painéis
shell-tab-board = Tabuleiro
shell-footer = As regras, a leitura dos tabuleiros, o acaso e cada busca rodam em Rust compilado para WebAssembly; as buscas rodam em um processo em segundo plano. Funciona offline depois de carregado.
embed-page-title = npuzzle · quebra-cabeça incorporado
embed-unknown-parameter = “{ $name }” não é um parâmetro deste quebra-cabeça ({ $known }).
embed-open-playground = Abrir no playground do npuzzle ↗
embed-parameters-ignored = Alguns parâmetros deste link foram ignorados:
widget-default-board = Um tabuleiro padrão
widget-solve-off = Resolver está desativado: o tabuleiro informado tem um erro (veja acima), então este é um tabuleiro padrão.
widget-title-puzzle = Quebra-cabeça de { $tiles } peças
widget-title-daily = Diário { $date }
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
offline-playground = o playground do npuzzle
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
board-reset-title = Voltar ao tabuleiro de onde você começou (Desfazer o traz de volta)
board-goal = Objetivo
board-goal-title = Mostrar o tabuleiro objetivo (Desfazer o traz de volta)
board-hint = Dica
board-help = Clique ou toque em uma peça da linha ou coluna do espaço vazio para deslizá-la (junto com as peças entre elas). As setas e { $w } { $a } { $s } { $d } deslizam uma peça { $direction } para o espaço vazio, como as letras U, D, L, R de uma solução; em uma tela sensível ao toque, deslize o dedo.
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
board-daily-par = Diário { $date }: par { $par }.
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
        [0] vazio na sua linha objetivo
        [one] vazio a { $count } linha da sua linha objetivo
        [many] vazio a { $count } de linhas da sua linha objetivo
       *[other] vazio a { $count } linhas da sua linha objetivo
    }
board-fact-manhattan = Distância de Manhattan { $count }

## Page: session, settings and workers (www/session, www/workers)

session-stopped-board-changed = O tabuleiro mudou, então a busca foi interrompida.
session-refused-stale = O texto do tabuleiro tem um erro: corrija-o (ou distribua um novo tabuleiro) para continuar jogando.
session-left-solution-move = Você moveu uma peça no passo { $step } de { $count }, o que sai da solução. Resolver de novo parte do tabuleiro mostrado.
session-left-solution-reset = Reiniciar sai da solução. Resolver de novo parte do tabuleiro mostrado.
session-left-solution-goal = Ir ao objetivo sai da solução. Resolver de novo parte do tabuleiro mostrado.
session-left-solution-history = Desfazer e refazer saem da solução. Resolver de novo parte do tabuleiro mostrado.
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
session-played-waiting = Ótimo: calculando…
session-played-helped = Não registrado: o reprodutor da solução moveu o tabuleiro.
session-par-unproved = O par precisa do número ótimo de movimentos, e nenhuma busca o provou para este tabuleiro.
session-par-no-count = O par não encontrou o número ótimo a tempo: { $problem }
session-par-search-stopped = a busca parou
session-par-no-solver = O par não conseguiu consultar o resolvedor.
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

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
