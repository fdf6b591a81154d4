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

## Game (src/play)

## Lab (src/lab)

## Check a student's work (src/check)

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)
solve-no-limit = 无限制
solve-limit-expanded-wrong = 已扩展节点数的限制必须是不小于 { $min } 的数。
solve-limit-memory-wrong = 内存限制必须是不小于 { $min } 的数。
solve-limit-time-wrong = 时间限制必须是不小于 { $min } 的数。
solve-solve = 求解
solve-cancel = 取消
solve-stop = 停止
solve-stop-title = 停止搜索并保留目前最好的解
solve-offer-bar = 更强模式数据库的下载
solve-export = 将解导出为 SVG
solve-heuristic = 启发函数
solve-weight = 权重
solve-algorithm = 算法
solve-explain-h = 解释 h
solve-limits = 限制
solve-limit-expanded = 已扩展节点
solve-limit-memory = 内存 (MB)
solve-limit-time = 时间（秒）
solve-idle-run = 按“求解”运行 { $algorithm }。
solve-idle = 按“求解”从所示棋盘开始搜索解。
solve-strip-caption = { $algorithm }：{ $count } 步
solve-strip-caption-optimal = { $algorithm }：{ $count } 步，最优
solve-stopped-press = { $reason } 按“求解”从这个棋盘开始搜索。
solve-heuristic-chosen-by = 由 { $algorithm } 选择
solve-heuristic-none-used = 无（{ $algorithm } 不使用启发函数）
solve-heuristic-chosen = { $heuristic }（由 { $algorithm } 选择）
solve-databases-building = 正在构建模式数据库（只需一次；已缓存供下次使用）
solve-databases-downloading = 正在下载模式数据库（只需一次；已缓存供下次使用）
solve-databases-loading = 正在加载模式数据库…
solve-percent = { $percent }%
solve-size-of = { $size } / { $total }
solve-stronger-switched = { $name } 数据库已到：搜索改用它们继续
solve-stronger-downloading = 正在下载 { $name } 数据库，以便切换
solve-searching = 正在用 { $algorithm } 搜索…
solve-searching-best = 正在搜索：目前最好 { $best } 步，至少 { $least } 步。
solve-lower-bound = 下界
solve-kind-optimal = 最优
solve-kind-factor = 至多为最优的 { $factor } 倍
solve-kind-at-least = 最优解至少 { $least } 步
solve-kind-not-optimal = 不保证最优
solve-solved = 已求解：{ $count } 步，{ $kind }。
solve-stopped-why = { $title }：{ $reason }
solve-algorithm-weighted = { $algorithm }（权重 { $weight }）
solve-moves = { $count } 步
solve-yes = 是
solve-no = 否
solve-optimal-at-least = 最优解至少
solve-cores = { $count }
solve-cores-failed = { $count }（一个帮手失败了）
solve-offer = 更强的模式数据库能更快解出困难的 15 数码；在这种网络连接下，不经询问不会下载。
solve-offer-download = 下载 { $size }
solve-offer-downloading = 正在下载 { $size } / { $total }…
solve-offer-loading = 正在加载…
solve-offer-cancel = 取消下载
solve-offer-done = 已下载：下次求解会用到它们。
solve-swapped = 已交换滑块 { $first } 和 { $second }：现在棋盘可以求解了。
solve-databases-built = 构建用时 { $time }
solve-databases-built-two-cores = 在两个核心上构建，用时 { $time }
solve-databases-cache = 从本浏览器的缓存加载，用时 { $time }
solve-databases-served = 下载预构建版本，用时 { $time }
solve-databases-memory = 已加载
solve-databases-noted = { $how }（{ $note }）
solve-databases-stronger-note = { $how }。{ $note }
solve-databases-switched = { $how }；在第 { $iteration } 轮迭代时切换到 { $name } 数据库
compare-compare = 比较
compare-run = 运行比较
compare-caption-this = 在这个棋盘上比较的算法
compare-caption = 在所示棋盘上比较的算法
compare-outcome = 结果
compare-scroll-hint = 横向滚动表格以查看所有列 →
compare-help = 在所示棋盘上依次运行每个选中的算法，使用“求解”面板的启发函数和权重，每个都受下面的限制。
compare-algorithms = 算法
compare-choose = 请至少选择一个算法进行比较。
compare-running = 正在运行 { $algorithm }（第 { $index } 个，共 { $total } 个）…
compare-summary = 已解出 { $solved } 个，共 { $total } 个。
compare-summary-cancelled = 已解出 { $solved } 个，共 { $total } 个，已取消。
compare-summary-stopped = 已解出 { $solved } 个，共 { $total } 个；{ $stopped } 个因达到限制而停止。
compare-summary-stopped-cancelled = 已解出 { $solved } 个，共 { $total } 个；{ $stopped } 个因达到限制而停止；已取消。
compare-none = 无
compare-row-title = { $algorithm } · { $heuristic }
compare-chart-expanded = 已扩展节点（对数刻度）
compare-unit-expanded = 已扩展节点
compare-unit-time = 时间
compare-chart-length = 解的长度（步数）
compare-no-solution = 无解
compare-unit-moves = 步数
compare-waiting = 等待中
compare-running-row = 运行中…
compare-skipped = 已跳过
compare-solved = 已解出
compare-log-scale = 对数刻度
compare-linear-scale = 从 0 开始的线性刻度
compare-chart-label = { $title }，{ $scale }：{ $values }
compare-chart-value = { $algorithm } { $value }
compare-chart-values = { $first }；{ $last }
compare-bar-limited = { $value } · { $reason }
compare-axis = { $unit }，{ $scale }
play-kind-free = 自由游戏
play-kind-par = 标准步数模式
play-kind-daily = 每日一题
play-daily = 每日一题
play-share = 分享
play-no-bests = 还没有完成的游戏：手动解开一个棋盘来创下最佳成绩。
play-clear-bests = 清除最佳成绩
play-clear-bests-question = 清除最佳成绩？
play-no-history = 还没有。
play-bests = 个人最佳
play-size = 尺寸
play-game = 游戏
play-over-par = 超出标准步数
play-fastest = 最快
play-solves = 解出次数
play-clear-them = 清除
play-keep-them = 保留
play-clear-confirm = 忘记所有个人最佳成绩？此操作无法撤销。
play-daily-puzzle = 每日一题
play-daily-size = 每日一题的尺寸
play-daily-help = 每个 UTC 日所有人都是同一个棋盘，以其最优长度作为标准步数。你当天第一次完成的尝试计入成绩。
play-latest = 最近的游戏
play-bests-cleared = 个人最佳成绩已清除。
play-daily-making = 正在生成今天的 { $size }…
play-daily-failed = 没有每日一题：{ $reason }
play-daily-done = 今天的 { $size }：{ $count } 步（标准步数 { $par }，{ $over }），{ $time }。
play-daily-on-board = 今天的 { $size } 已在棋盘上：标准步数 { $par }。
play-daily-waiting = 今天的 { $size }（{ $date }）正在等你：按“每日一题”。
play-share-title = 复制一行你的成绩（不含棋盘）
play-share-first = 完成今天的题目才能分享成绩
play-no-streak = 还没有连续天数：完成一道每日一题即可开始。
play-streak = 连续天数：已连续 { $count } 天。
play-copied = 已复制：{ $line }
play-copy-this = 复制这一行：{ $line }
play-at-par = 持平
play-history-entry = { $size } { $kind ->
        [free] 自由游戏
        [par] 标准步数模式
       *[daily] 每日一题
    }：{ $count } 步，{ $time } · { $date }
play-history-entry-over = { $size } { $kind ->
        [free] 自由游戏
        [par] 标准步数模式
       *[daily] 每日一题
    }：{ $count } 步（{ $over }），{ $time } · { $date }
play-history-entry-over-known = { $size } { $kind ->
        [free] 自由游戏
        [par] 标准步数模式
       *[daily] 每日一题
    }：{ $count } 步（相对已知最好解 { $over }），{ $time } · { $date }
lab-heuristic-pdb = 模式数据库（可加）
lab-heuristic-custom = 自定义：加权和
lab-weight-hamming = Hamming 权重
lab-weight-manhattan = Manhattan 权重
lab-weight-conflicts = 线性冲突权重
lab-weight-constant = 常数
lab-phase-distances = 正在求每个状态的真实距离
lab-phase-estimates = 正在估计每个状态
lab-phase-moves = 正在检查每一步移动
lab-phase-counterexample = 正在最差的棋盘上运行 A*
lab-size-option = { $size }（{ $count } 个状态）
lab-check = 检查
lab-custom-help = LC 仅指线性冲突的附加部分，每个冲突 2 步：Manhattan 取 1、LC 取 1 即为线性冲突启发函数。权重可以是小数（1.5）；和小于 0 时按 0 计。
lab-help = 将启发函数与某一棋盘尺寸下每个状态的真实距离 h* 对照检查，h* 由一次从目标出发的反向广度优先搜索求得。3 × 4 及更大的尺寸不在其列：239,500,800 个及更多状态，在一个标签页中逐一访问太多了。
lab-size = 尺寸
lab-fix-weights = 请修正权重以检查这个启发函数。
lab-checking = 正在 { $count } 个状态上检查启发函数…
lab-cancelled = 已取消。
lab-verdict-both = 可采纳且一致的
lab-verdict-admissible = 可采纳的，但不一致
lab-verdict-consistent = 不可采纳的，但一致
lab-verdict-neither = 既不可采纳也不一致的
lab-states = 状态数
lab-admissible = 可采纳
lab-consistent = 一致
lab-mean-ratio = h/h* 均值
lab-farthest = 最远的状态
lab-overestimated = { $count ->
        [0] 没有状态
       *[other] { $total } 个状态中有 { $count } 个
    }的 h 高于 h*
lab-inconsistent = { $count ->
        [0] 没有状态
       *[other] { $total } 个状态中有 { $count } 个
    }存在让 h 下降超过 1 的移动
lab-fact-note = ：{ $note }
lab-done = 在 { $size } 的 { $count } 个状态上，{ $name } 是{ $verdict }。
lab-done-below-zero = 在 { $size } 的 { $count } 个状态上，{ $name } 是{ $verdict }。{ $count } 个状态中有 { $below } 个的和小于 0：负的总和按 0 计。
lab-inconsistency-label = 一个表明它不一致的移动
lab-inconsistency-title = 不一致
lab-inconsistency = 一步移动让 h 从 { $h } 变为 { $next }：下降了 { $drop }，超过了所走的 1 步。
lab-h = h = { $h }
lab-h-true = h = { $h }，h* = { $distance }
lab-solving = 正在用 A* 和一种最优搜索求解…
lab-counterexample-label = 反例
lab-counterexample-title = 不可采纳：一个反例
lab-counterexample = 在这个棋盘上 h = { $h }，高于它的真实距离 h* = { $distance }。
lab-astar-longer = 使用这个启发函数的 A* 返回 { $moves }：比最短路径多 { $longer }。
lab-astar-shortest = 使用这个启发函数的 A* 在这里仍返回一条最短路径（{ $moves }）；在试过的 { $tried } 个最差棋盘上它从未被误导。
lab-astar-with = 使用 { $heuristic } 的 A*
lab-shortest = 最短（{ $algorithm }，线性冲突）
lab-step-of = 第 { $step } 步，共 { $last } 步
lab-solved-in = { $moves }：已解出
lab-move-of = 第 { $move } 步，共 { $total } 步
lab-step = 步
lab-path-label = { $title }：{ $moves }
lab-heat-map = 按估计值 h 和真实距离 h* 排列的状态热力图：对角线以上（h 高估之处）有 { $count ->
        [0] 0
       *[other] { $count }
    } 个。下表列出了每个计数。
lab-histogram-table = 以表格显示直方图
lab-histogram-caption = 按估计值 h（纵向）和真实距离 h*（横向）排列的状态；对角线以上 h 高估
lab-key = 颜色图例
lab-key-one = 1 个状态
lab-key-most = { $count } 个状态（越深越多，对数刻度）
lab-key-over = h 高于 h*：高估
lab-axis-true = h*（真实距离）
lab-histogram-table-caption = 每个估计值 h（行）和真实距离 h*（列）对应的状态数

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
search-speed-value = 每秒 { $count } 次扩展
search-cap-error = 要记录的扩展数：{ $reason }。
search-exercise-end = 结束练习
search-exercise-start = 开始练习
search-recording = 正在记录 { $algorithm }…
search-done-unsolved = 完成：{ $reason }。
search-done-no-solution = 完成：无解。
search-done-past = 完成，超出了记录范围：答案有 { $moves } 步；记录了 { $count } 次扩展。
search-done-goal = 完成：答案有 { $moves } 步，直到目标共记录了 { $count } 次扩展。
search-failed-lane = { $algorithm }：{ $reason }
search-stopped = 已停止：记录了 { $count } 次扩展。
search-stale-board = 棋盘已改变：请重新记录。
search-stale-goal = 目标已改变：请重新记录。
search-stale-search = 所选的搜索已改变：请重新记录。
search-peek-board = 第 { $step } 次扩展的棋盘
search-pause = 暂停
search-play = 播放
search-step-of = 第 { $step } 次扩展，共 { $total } 次
search-step-of-node = 第 { $step } 次扩展，共 { $total } 次：{ $node }
search-live = 第 { $step } 次扩展：边界 { $frontier }，已探索 { $explored }
search-live-node = 第 { $step } 次扩展：深度 { $depth }，{ $costs }；边界 { $frontier }，已探索 { $explored }
search-compare-nothing = 无
search-record = 记录搜索
search-idle = 按“记录搜索”从所示棋盘记录一次搜索，然后逐步查看。
search-record-more = 记录更多扩展
search-colour-state = 状态
search-exercise-predict = 预测
search-exercise-expand = 扩展
search-exercise-values = 数值
search-previous = 上一次扩展
search-next = 下一次扩展
search-speed = 速度
search-expansion = 扩展
search-colours = 颜色
search-help = 按键（在此处）：右方向键或 N，下一次扩展；左方向键或 P，上一次；空格，播放或暂停；Home 和 End，第一次和最后一次。搜索树打开时显示当前扩展周围的节点：从初始棋盘到它的路径、它旁边的节点和它的子节点，每个都是一个棋盘，带有 g、h 和 f，边框为其颜色；其他分支都折叠成一个计数。“适配”显示整棵树，“聚焦”重新显示扩展周围的节点；拖动可平移；滚轮、双指捏合或按钮可缩放，以被扩展的节点为中心。点击一个节点或边界中的一项，可在主棋盘上显示它的棋盘。“比较对象”会在第一次搜索旁记录第二次搜索；两者同步前进。
search-cap = 要记录的扩展数
search-compare = 比较对象
search-colour = 着色依据
search-exercise = 练习
search-bands = 颜色：{ $key } 分段
search-band = { $key } { $value }
search-bands-more = … 还有 { $count } 个
search-records-chosen = 用“求解”面板中选定的算法和启发函数，从所示棋盘记录一次搜索，然后逐步查看。
search-records-one = 从所示棋盘记录 { $name }，然后逐步查看。
search-records-two = 从所示棋盘记录 { $names }，然后同时逐步查看两者。
search-legend-current = 正在扩展
search-legend-open = 开放（边界）
search-legend-closed = 关闭（已扩展）
search-legend-duplicate = 重复
search-legend-pruned = 已剪枝
search-legend-dropped = 已丢弃或被替换
search-legend-path = 解路径
search-node-current = 正在扩展
search-node-on-path = 在解路径上
search-node-folded = 其下折叠了 { $count } 个节点
search-notes = { $first }；{ $last }
search-order-queue = 队列（先进先出）
search-order-stack = 栈（后进先出）
search-order-f = 按 f = g + h
search-order-h = 按 h
search-order-g = 按 g
search-order-weighted = 按 f = g + { $weight }·h
search-tree = 搜索树
search-zoom-in = 放大
search-zoom-out = 缩小
search-fit = 适配
search-fit-title = 整棵树，被扩展的节点加圈标出
search-focus = 聚焦
search-focus-title = 扩展周围的节点，以棋盘显示
search-export-svg = 将树导出为 SVG
search-export-png = 将树导出为 PNG
search-why = 为什么是这个节点
search-where-iteration = 第 { $iteration } 轮迭代，阈值 { $bound }。
search-where-layer = 正在扩展深度为 { $depth } 的一层。
search-where-goal = 已找到目标：它的路径（{ $count } 步）以绿色标出。
search-stopped-to = 记录了前 { $count } 次扩展；搜索继续进行到 { $went } 次。
search-stopped-past = 记录了前 { $count } 次扩展；搜索继续进行，超过了 { $count } 次。
search-counts = 边界 { $frontier }，已探索 { $explored }；树有 { $count } 个节点。
search-counts-iteration = 边界 { $frontier }，已探索 { $explored }；本轮迭代的树有 { $count } 个节点。
search-why-first = 前进到第一次扩展，看看每个节点为什么被选中。
search-frontier-path = 当前路径（最深的在前）
search-frontier-next = 边界上的下一个：{ $order }
search-info-start = { $node }：深度 { $depth }，{ $costs }（初始棋盘）
search-info = { $node }：深度 { $depth }，{ $costs }；移动的滑块 { $tile }
search-info-board = 树中深度为 { $depth } 的棋盘
search-figure-caption = { $algorithm }：第 { $step } 次扩展，共 { $total } 次；边界 { $frontier }，已探索 { $explored }
search-why-lowest = 它在边界（{ $count } 个节点）中的 { $key ->
        [g] g（路径代价）
        [h] h（估计值）
       *[f] f
    } 最小：{ $formula }。
search-why-and-others = { $names } 以及另外 { $count } 个
search-why-tied = 另有 { $count } 个节点的 { $key } 也是 { $value }（{ $others }）；f 值相同时优先取较新的节点，即最后到达的那个，所以这个节点先被选中。
search-why-untied = 没有其他节点的 { $key } 为 { $value }。
search-why-oldest = 它是队列（先进先出）中最早的一项，深度为 { $depth }：BFS 会先扩展深度为 { $depth } 的所有节点，再扩展更深的节点。
search-why-newest = 它是栈（后进先出）中最新的一项，深度为 { $depth }，最多为 { $limit }。
search-why-cost-f = f = g + h = { $f }
search-why-cost-depth = 深度 { $depth }
search-why-iteration-f = 新一轮迭代开始：阈值升至 { $bound }，即超过上一阈值的最小 f，搜索从根节点重新开始。
search-why-iteration-depth = 新一轮迭代开始：阈值升至 { $bound }，即超过上一阈值的最小深度，搜索从根节点重新开始。
search-why-first-iteration-f = 第一轮迭代：阈值是初始棋盘的 h，即 { $bound }。
search-why-first-iteration-depth = 第一轮迭代：阈值是深度 { $bound }。
search-why-depth-first = 深度优先：它是其父节点的下一个子节点，{ $cost } 在阈值 { $bound } 之内。
search-why-replaced = 它经由一条代价更低的路径再次到达（g { $g }，之前为 g { $before }），并替换了那一项。
search-why-dropped = 先从栈中取出并丢弃的：{ $items }。
search-why-skipped = 在它之前尝试并跳过的：{ $items }。
search-why-queued-path = { $count } 个子节点依次放入路径
search-why-queued = { $count } 个子节点放入边界
search-why-requeued = { $count } 个子节点以更低代价到达，重新放回边界
search-why-expanding = 扩展它：{ $items }。
search-why-goal-generated = 它的子节点 { $node } 就是目标：搜索在生成每个节点时就进行目标测试，于是停止。
search-why-goal-path = 接下来进入目标：搜索在那里停止。
search-why-goal-frontier = 接下来目标离开边界：搜索在那里停止。
search-skip-limit = { $node }（已达深度限制 { $limit }）
search-skip-pruned-f = { $node } 被剪枝（f { $f } 超过阈值 { $bound }）
search-skip-pruned-depth = { $node } 被剪枝（深度 { $depth } 超过阈值 { $bound }）
search-skip-seen = { $node } 被跳过，是已见过的棋盘
search-skip-back-parent = { $node } 被跳过，是退回父节点的移动
search-skip-back-grandparent = { $node } 被跳过，是退回祖父节点的移动
search-skip-duplicate = { $node } 被跳过，与深度 { $depth } 的节点重复（{ $state ->
        [closed] 已扩展
        [open] 仍在边界上
        [goal] 目标
       *[other] 之前见过
    }）
exercise-prompt-predict = 下一个被扩展的是哪个节点？
exercise-prompt-expand = 下一个被扩展的是哪个节点？选中它来扩展。
exercise-prompt-values = 这个节点的 g、h 和 f 是多少？
exercise-column-question = 问题
exercise-column-board = 棋盘
exercise-column-answer = 你的答案
exercise-column-right = 正确答案
exercise-column-result = 结果
exercise-title = 练习：{ $kind ->
        [predict] 预测
        [expand] 扩展
       *[values] 数值
    }
exercise-next = 下一题
exercise-score = 得分：{ $score } / { $total }
exercise-question = 第 { $index } 题，共 { $total } 题，在 { $count } 次扩展之后：{ $prompt }
exercise-put-on = 放入边界
exercise-mark-mine-right = 你的答案，正确
exercise-mark-right = 正确答案
exercise-mark-mine-wrong = 你的答案，不正确
exercise-lowest-same = { $algorithm } 扩展 { $key } 最小的节点：这个节点的 { $key } 为 { $value }。
exercise-lowest-other = { $algorithm } 扩展 { $key } 最小的节点：这个节点的 { $key } 为 { $answer }，那个节点的 { $key } 为 { $value }。
exercise-ties = 另有 { $count } 个节点与它 f 值相同，也是正确答案。
exercise-lowest-tie = { $algorithm } 扩展 { $key } 最小的节点：这个节点与 { $taken } 的 { $key } 同为 { $value }；f 值相同时优先取{ $rule ->
        [newer] 较新的
       *[other] { $rule }
    }节点，所以算法选 { $taken }。
exercise-oldest = { $algorithm } 扩展队列（先进先出）中最早的节点：{ $taken }，深度为 { $depth }。
exercise-oldest-later = { $algorithm } 扩展队列（先进先出）中最早的节点：{ $taken }，深度为 { $depth }；这个节点来得更晚，深度为 { $later }。
exercise-newest = { $algorithm } 扩展栈（后进先出）中最新的节点：{ $taken }。
exercise-newest-after = { $algorithm } 扩展栈（后进先出）中最新的节点：{ $taken }，它在这个节点之后入栈。
exercise-bound = { $algorithm } 深度优先，按移动顺序处理每个节点的子节点，在阈值 { $bound } 之内：接下来是 { $taken }（{ $costs }）。
exercise-bound-skipped = { $algorithm } 深度优先，按移动顺序处理每个节点的子节点，在阈值 { $bound } 之内：接下来是 { $taken }（{ $costs }）；{ $skipped }。
exercise-skipped-pruned = 这个节点（{ $costs }）超过了阈值
exercise-skipped-seen = 这个节点重复了已见过的棋盘
exercise-children-path = { $reason } 现在扩展它：这些按移动顺序尝试的子节点中，哪些在阈值之内？不要选重复的和被剪枝的子节点。
exercise-children-frontier = { $reason } 现在扩展它：它的哪些子节点会放入边界？不要选重复的和被剪枝的子节点。
exercise-queued-path = 它的 { $count } 个子节点中有 { $queued } 个在阈值之内
exercise-queued-frontier = 它的 { $count } 个子节点中有 { $queued } 个放入边界
exercise-missed = 你没有选 { $names }
exercise-left = 未放入的：{ $items }
exercise-expand-reason = { $parts }。
exercise-none = 无
exercise-answer-children = { $board }；子节点：{ $children }
exercise-asked-node = 所问的节点：{ $board }
exercise-asked-board = 所问的棋盘
exercise-check = 检查
exercise-give-all = 请给出全部三个值：g、h 和 f。
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value }（你给的是 { $given }）
exercise-values-reason = { $values }（{ $formula }）。
exercise-right = 正确。{ $reason }
exercise-not-quite = 不太对。{ $reason }
exercise-see-summary = 查看总结
exercise-nothing = 这次搜索没有可问的这类问题（没有需要做选择的扩展）：试试别的练习、算法或棋盘。
exercise-done = 完成：{ $total } 题中答对 { $score } 题。
exercise-again = 再试一次
exercise-your-answers = 你的答案
exercise-summary-asked = 所问的棋盘：{ $board }
exercise-summary-expanded = 被扩展的棋盘：{ $board }
exercise-question-number = 第 { $index } 题
exercise-after = 在 { $count } 次扩展之后
exercise-result-right = 正确
exercise-result-wrong = 不太对：{ $reason }
player-first = 第一步
player-previous = 上一步
player-next = 下一步
player-last = 最后一步
player-solution = 解
player-moves = 解的移动
player-solve-again = 从这里求解
player-controls = 逐步查看解
player-optimal = 最优
player-not-optimal = 非最优
player-title-part = 第 { $from }–{ $to } 步，共 { $count } 步（{ $kind }）
player-title = 解：{ $count } 步（{ $kind }）
player-title-named = 解：{ $count } 步（{ $algorithm }，{ $kind }）
player-speed = { $count } 步/秒
player-goal = 用 { $count } 步到达目标。
player-move = 第 { $index } 步：滑块 { $tile } { $way ->
        [U] 向上
        [D] 向下
        [L] 向左
        [R] 向右
       *[other] { $way }
    }

## Page: glossary (www/views/terms.js)
term-algorithm = 算法
term-algorithm-definition = 运行的搜索：选择“自动”时，即它所选的算法。
term-heuristic = 启发函数
term-heuristic-definition = 引导搜索的剩余步数估计值；无信息搜索没有启发函数。
term-length = 长度
term-length-definition = 所找到的解的步数。
term-optimal = 最优
term-optimal-definition = 该解是否一定是最短解之一：最优算法配合从不高估的启发函数。
term-expanded = 已扩展
term-expanded-definition = 搜索取出并生成其移动的棋盘；衡量搜索工作量的常用指标。
term-generated = 已生成
term-generated-definition = 这些移动所到达的棋盘，每到达一次计一次，包括重复。
term-frontier = 边界
term-frontier-definition = 已到达但尚未扩展、正在等待的棋盘：队列、OPEN 表或栈。
term-max-frontier = 最大边界
term-max-frontier-definition = 任一时刻等待扩展的棋盘的最大数量。
term-stored = 已存储
term-stored-definition = 当前保存在内存中的棋盘：见过的每一个，或迭代搜索中仅当前路径上的。
term-memory = 内存
term-memory-definition = 当前存储的棋盘估计占用的字节数（不是整个标签页的内存）。
term-peak-memory = 内存峰值
term-peak-memory-definition = 同时存储棋盘最多时估计占用的字节数；内存限制以此衡量。
term-time = 时间
term-time-definition = 从请求到得到答案的实际时间，包括准备模式数据库的时间。
term-elapsed = 已用时间
term-elapsed-definition = 自请求以来的实际时间，包括准备模式数据库的时间。
term-bound = 阈值
term-bound-definition = 迭代搜索当前一轮中，已走步数加估计步数的上限。
term-depth = 深度
term-depth-definition = 目前已扩展的棋盘中，离初始棋盘最远的步数。
term-databases = 模式数据库
term-databases-definition = 为各组滑块预先计算的精确步数表，这里最强的启发函数：它们从哪里来、花了多长时间。
term-cores = 核心
term-cores-definition = 共同承担搜索的后台线程：本标签页自己的和它的帮手。

## Page: check my work (www/views/check-work.js)
