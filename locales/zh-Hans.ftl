# 简体中文: translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/zh-Hans.md.

## Lists

list-one = { $item }
list-or-pair = { $first }或{ $last }
list-and-pair = { $first }和{ $last }
list-comma = { $first }、{ $last }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = 没有“{ $tag }”这种语言。
language-unreadable = 无法读取 { $tag } 目录：{ $problem }

## Model: boards, shapes, moves, goals, parsing, solvability (src/model)

## Heuristics and pattern databases (src/heuristic)

## Search: engines, records, replay, why this node, exercises' grading (src/search)

## Solve: algorithms, plans, limits, retries, reports (src/solve)

solve-retry-idastar-databases = 用 IDA* + 模式数据库求解
solve-retry-anytime = 用随时搜索（anytime）求解
solve-retry-idastar-linear-conflict = 用 IDA* + 线性冲突求解
solve-retry-fast = 用快速求解器求解
solve-why-idastar-databases = 使用模式数据库的 IDA* 只在内存中保存当前路径，几秒内就能找到最短解
solve-why-anytime = 随时搜索能立即给出 24 数码问题的解，并在运行中不断缩短它（“停止”会保留最好的解）
solve-why-idastar-linear-conflict = 使用线性冲突的 IDA* 只在内存中保存当前路径，能立即找到最短解
solve-why-fast = 快速求解器能在片刻间解出这么大的棋盘（但步数不一定最少）
solve-retry-without-node-limit = 取消节点数限制后重新求解
solve-retry-without-time-limit = 取消时间限制后重新求解
solve-retry-without-memory-limit = 取消内存限制后重新求解
solve-retry-with-memory = 用 { $mb } MB 内存重新求解
solve-why-node-limit = 它需要的扩展次数超过了限制
solve-why-time-limit = 它需要的时间超过了限制
solve-why-memory-limit = 它需要的内存超过了限制
solve-suggest-uninformed = 使用线性冲突启发函数的 A* 或 IDA* 搜索的状态要少得多
solve-suggest-astar = IDA* 几乎不需要内存，而加权 A* 能快得多地找到接近最优的解
solve-suggest-idastar = 加权 A* 能快得多地找到接近最优的解
solve-suggest-fast = 请提高限制：快速求解器需要的扩展次数不多，但比这更多
solve-suggest-anytime = 请提高限制：随时搜索一找到第一个解就会给出答案
solve-stopped-node-limit = 扩展了 { $count } 个节点后停止，已达上限；{ $advice }。
solve-stopped-memory-limit = 扩展了 { $count } 个节点后在内存限制（{ $mb } MB）处停止：它在内存中保存的 { $stored } 个棋盘占满了内存；{ $advice }。
solve-stopped-time-limit = { $ms } ms 后停止，已达时间限制，共扩展了 { $count } 个节点；{ $advice }。
solve-cancelled = 扩展了 { $count } 个节点后已取消。
solve-stopped-depth-limit = 在 { $depth } 步的深度限制内没有解（深度优先搜索不会再往深处走）；{ $advice }。
solve-cancelled-before-start = 在准备模式数据库时已取消；没有保留任何结果。
solve-stopped-before-start = { $ms } ms 后停止，已达时间限制（{ $limit } ms），搜索尚未开始：所需的模式数据库仍在准备中（构建只需几秒，且只需一次）；请提高时间限制。
solve-error-unsolvable = 这个棋盘无解。{ $reason }
solve-error-pdb-needs-4x4 = { $heuristic } 启发函数需要 4x4 棋盘，而不是 { $shape }；请使用 linear-conflict
solve-error-too-large-for = 构建 { $heuristic } 模式数据库需要约 { $mb } MB 内存，对{ $platform }来说太多：请使用 pdb (6-6-3) 或 pdb-5-5-5
solve-error-shape-mismatch = 目标是 { $goal }，但棋盘是 { $board }；两者的形状必须相同
solve-error-not-recordable = 快速求解器无法记录（它的搜索分段进行，每段有自己的树）；请改为记录 idastar
solve-error-inner = { $reason }
solve-error-missing-databases = { $databases } 尚未加载：请先构建或加载
solve-error-not-generic = { $algorithm } 需要模式数据库或大棋盘求解器，而这个版本不包含它们
solve-platform-native = 本机
solve-platform-browser = 浏览器
solve-limit-expanded-zero = 扩展节点数限制至少为 1
solve-limit-time = 时间限制必须是正的毫秒数，而不是 { $ms }
solve-limit-memory-zero = 内存限制至少为 1 MB
solve-limit-memory-too-high = 在{ $platform }中，内存限制最多为 { $most } MB（WebAssembly 实例的上限是 4 GB，而搜索的表按倍数增长），而不是 { $mb } MB
solve-weight-too-low = 权重必须是不小于 1 的数，而不是 { $weight }
solve-weight-too-high = 权重最多为 100（远在此之前，加权 A* 就已等同于贪婪搜索），而不是 { $weight }
solve-algorithm-unknown = 未知算法“{ $name }”：请使用 { $list }
solve-algorithm-uninformed = { $algorithm } 不使用启发函数，所以不能搭配“{ $heuristic }”

## Game (src/play)

play-solved = 用 { $count } 步解出，用时 { $time }。
play-solved-optimal = { $solved }最优：{ $count } 步（{ $over }）。
play-solved-best-known = { $solved }已知最好：{ $count } 步（{ $over }）。
play-share = npuzzle 每日谜题 { $date } { $shape }：{ $count } 步（标准 { $par }），{ $time }
play-date-unreadable = “{ $text }”不是日期：请按 年-月-日 的格式写，例如 2026-11-25
play-date-no-such-day = { $date } 不是日历上的日期（年份 { $first } 到 { $last }）
play-date-out-of-range = { $ms } ms 不是 { $first } 年到 { $last } 年之间的时刻
play-daily-size = 每日谜题只有 3x3 和 4x4，没有 { $shape }
play-daily-none-in-band = 在 { $date } 的前 { $candidates } 个候选中，没有标准步数在 { $band } 之内的 { $shape } 棋盘

## Lab (src/lab)

lab-error-inner = { $reason }
lab-error-size = 实验室只检查 2x2、2x3、3x3 和 2x4 棋盘，不检查 { $shape }：更大的棋盘状态太多，无法逐一访问
lab-error-four-by-four = 实验室的模式数据库是 pdb（按棋盘大小构建）；{ $name } 是 15 数码问题用的

## Check a student's work (src/check)

check-algorithm = { $algorithm ->
        [bfs] BFS
        [dfs] DFS
        [iddfs] IDDFS
        [greedy] 贪婪搜索
        [ucs] 一致代价搜索
        [astar] A*
        [wastar] 加权 A*
        [idastar] IDA*
       *[other] { $algorithm }
    }
check-heuristic = { $heuristic ->
        [none] 无启发函数
        [hamming] 汉明距离
        [manhattan] 曼哈顿距离
        [linear-conflict] 线性冲突
       *[other] { $heuristic }
    }
check-spec = { $algorithm }
check-spec-heuristic = { $algorithm }（{ $heuristic }）
check-spec-weighted = { $algorithm }（w = { $weight }，{ $heuristic }）
check-nothing = { "" }
check-valid = 有效的执行轨迹：{ $spec }，共 { $count } 次扩展{ $variant }{ $limit }{ $iterations }
check-valid-variant = ：{ $variant }
check-valid-variant-others = ：{ $variant }（另有 { $count } 种变体）
check-valid-depth-limit = ，深度为 { $depth } 的棋盘被丢弃而未扩展
check-valid-iterations = ，共 { $count } 轮迭代
check-mistake-not-start = 第 1 次扩展是 { $board }，而不是初始棋盘 { $start }
check-mistake-not-generated = 第 { $expansion } 次扩展的棋盘从未被生成：它与之前扩展过的任何棋盘都不相差一步
check-mistake-repeated-graph = 第 { $expansion } 次扩展重复了第 { $earlier } 次扩展，而图搜索对每个棋盘只扩展一次
check-mistake-repeated-tree = 第 { $expansion } 次扩展重复了第 { $earlier } 次扩展，而此后扩展的棋盘都没有再次生成它
check-mistake-not-waiting = 第 { $expansion } 次扩展：{ $board } 确实被生成过，但撤销上一步的移动不会被生成
check-mistake-deeper = 第 { $expansion } 次扩展：{ $algorithm } 扩展了深度为 { $depth } 的棋盘，而深度为 { $waiting-depth } 的 { $count } 个棋盘还在等待，例如 { $example }
check-mistake-not-on-top = 第 { $expansion } 次扩展：{ $algorithm } 先取最新的棋盘，但 { $board } 不在其中：第 { $from } 次扩展生成的 { $count } 个棋盘还在等待，例如 { $example }
check-mistake-not-best = 第 { $expansion } 次扩展：{ $board } 的 { $key } = { $value }，但 { $key } = { $best } 的 { $count } 个棋盘还在等待，例如 { $example }
check-mistake-over-depth-limit = 第 { $expansion } 次扩展：{ $board } 的深度为 { $depth }，超过了本轮迭代的深度限制 { $bound }
check-mistake-over-bound = 第 { $expansion } 次扩展：{ $board } 的 f = { $f }，超过了本轮迭代的阈值 { $bound }
check-mistake-too-deep = 第 { $expansion } 次扩展：{ $board } 的深度为 { $depth }，但搜索已将深度为 { $limit } 的棋盘作为过深而丢弃
check-mistake-not-root = 第 { $expansion } 次扩展：{ $board } 出现在一轮迭代结束之后；下一轮的阈值为 { $bound }，应从初始棋盘重新开始
check-mistake-exhausted = 第 { $expansion } 次扩展：{ $board } 出现时，搜索已没有可扩展的棋盘
check-mistake-ends-before-goal = 执行轨迹在扩展目标之前就结束了
check-mistake-after-goal-generated = 执行轨迹在目标之后仍在继续：第 { $goal } 次扩展已生成目标，之后还有第 { $expansion } 次扩展
check-mistake-after-goal-expanded = 执行轨迹在目标之后仍在继续：第 { $goal } 次扩展已扩展目标，之后还有第 { $expansion } 次扩展
check-hint-greedy = 这是使用{ $heuristic }的贪婪搜索的有效顺序：优先级看起来只有 h，没有 g
check-hint-uniform-cost = 这是一致代价搜索的有效顺序：优先级看起来只有 g，没有 h
check-hint-dfs-not-bfs = 这是 DFS 的有效顺序：用的是栈，而 BFS 需要队列
check-hint-bfs-not-dfs = 这是 BFS 的有效顺序：用的是队列，而 DFS 需要栈
check-hint-other-heuristic = 这是使用{ $heuristic }（而不是{ $asked }）的 { $algorithm } 的有效顺序
check-hint-other = 这是有效的顺序：{ $spec }
check-sentences = { $first }{ $rest }
check-read = 共 { $count } 步，按{ $how }读取{ $why }。
check-read-tile-directions = 每个滑块滑动的方向
check-read-blank-directions = 空格移动的方向
check-read-tile-numbers = 所滑动滑块的编号
check-read-boards = 依次排列的棋盘
check-read-asked = ，如要求所示
check-read-only-legal = ，这是唯一合法的读法
check-read-same-end = （README 的读法：两种读法都合法，且结束于同一棋盘）
check-read-only-reaches-goal = ：两种读法都合法，只有这一种到达目标
check-read-goes-further = ：两种读法都不合法，这一种走得更远
check-solved = 每一步都合法，在 { $count } 步内到达目标。
check-solved-optimal = 每一步都合法，在 { $count } 步内到达目标：最优。
check-solved-longer = 每一步都合法，在 { $count } 步内到达目标，比最优的 { $best } 步多 { $more } 步。
check-solved-at-least = 每一步都合法，在 { $count } 步内到达目标；最优解至少 { $bound } 步。
check-stops-short = { $count ->
        [1] 这一步合法，但没有到达目标。
       *[other] 全部 { $count } 步都合法，但没有到达目标。
    }
check-start-is-goal = 初始棋盘已是目标，之后还有 { $count } 步。
check-passed-goal = 第 { $at } 步后已到达目标，之后还多走了 { $count } 步。
check-ends = 所走的步骤结束于 { $board }，与目标的曼哈顿距离为 { $distance }。
check-wrong-no-tile = 第 { $step } 步 { $written }：{ $edge ->
        [up] 空格上方没有滑块，空格在最上一行。
        [down] 空格下方没有滑块，空格在最下一行。
        [left] 空格左边没有滑块，空格在最左一列。
       *[right] 空格右边没有滑块，空格在最右一列。
    }
check-wrong-blank-at-edge = 第 { $step } 步 { $written }：{ $edge ->
        [up] 空格不能向上移动，它在最上一行。
        [down] 空格不能向下移动，它在最下一行。
        [left] 空格不能向左移动，它在最左一列。
       *[right] 空格不能向右移动，它在最右一列。
    }
check-wrong-tile = 第 { $step } 步：{ $reason }。
check-wrong-first-board = 棋盘 1 既不是初始棋盘，也不与初始棋盘相差一步。
check-wrong-board = 棋盘 { $board } 与棋盘 { $before } 不相差一步。
check-error-empty-trace = 执行轨迹为空：请列出搜索扩展过的棋盘，初始棋盘在前
check-error-trace-shape = 第 { $expansion } 次扩展是 { $found } 棋盘，但初始棋盘是 { $expected }
check-error-goal-shape = 目标是 { $found } 棋盘，但初始棋盘是 { $expected }
check-error-algorithm = { $algorithm } 会运行其他搜索：请检查 bfs、dfs、iddfs、greedy、ucs、astar、wastar 或 idastar 的执行轨迹
check-error-databases = 检查器无法使用模式数据库（{ $heuristic }）：请使用 hamming、manhattan、linear-conflict 或 custom:a,b,c,d
check-trace-too-long = 执行轨迹长 { $bytes } 字节；执行轨迹最多 16 MiB（{ $most } 字节）
check-trace-too-many-boards = 执行轨迹包含超过 { $most } 个棋盘，这是上限
check-trace-no-boards = 执行轨迹中没有找到 { $shape } 棋盘：请每行写一个棋盘，或把每个棋盘的各行写在相邻的行上
check-trace-bad-board = 棋盘 { $index }（第 { $line } 行）：{ $reason }
check-trace-wrong-shape = 棋盘 { $index }（第 { $line } 行）是 { $found } 棋盘，但初始棋盘是 { $expected }
check-trace-part-board = 棋盘 { $index }（第 { $line } 行）只有 { $found } 行，而 { $shape } 棋盘有 { $rows } 行：一个棋盘的各行应写在相邻的行上
check-trace-unclosed = 第 1 行开始的棋盘列表没有结束：缺少 ] 或 )
check-convention-unknown = “{ $name }”不是一种约定：请使用 { $list }
check-moves-empty = 没有给出任何移动：请用字母（U D L R）、单词、滑块编号或棋盘写出移动
check-moves-too-many = 列表超过 { $most } 步，这是一个解的上限
check-moves-unreadable = “{ $token }”（第 { $word } 个词）不是移动：请写 U、D、L、R 或 up、down、left、right，或滑块编号，或棋盘
check-moves-ambiguous = 这些方向按两种方式读都合法，但结束于不同的棋盘：按滑块的移动读（README 的约定），结束于 { $tile-end }，与目标的曼哈顿距离为 { $tile-distance }；按空格的移动读，结束于 { $blank-end }，距离为 { $blank-distance }；请指明约定（tile 或 blank）
check-variant = { $repeats ->
        [tree] 树搜索（重复的棋盘会再次扩展）
        [tree-not-parent] 从不生成来时棋盘的树搜索
        [path-check] 跳过已在路径上的棋盘的树搜索
        [graph-skip-generated] 图搜索，重复的棋盘在生成时跳过
        [graph-skip-expanded] 图搜索，重复的棋盘在取出时跳过
        [graph-reopen] 图搜索，经更短路径到达的棋盘重新入队
       *[other] { $repeats }
    }，{ $goal ->
        [generated] 生成时做目标测试
       *[taken] 扩展时做目标测试
    }

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
