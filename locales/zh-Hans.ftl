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

model-cell = 第 { $row } 行第 { $column } 列
board-wrong-count = { $shape } 棋盘有 { $cells } 个格子，但给出了 { $count } 个数字{ $missing }
board-out-of-range = { $cell }的 { $value } 超出范围：{ $shape } 棋盘的滑块是 1 到 { $last }，外加一个空格
board-duplicate-tile = 滑块 { $tile } 出现了两次：在{ $first }和{ $second }{ $missing }
board-duplicate-blank = 有两个空格：在{ $first }和{ $second }；棋盘恰好只有一个空格{ $missing }
board-missing-none =
board-missing-blank = ；缺少空格
board-missing-tiles = ；{ $count ->
       *[other] 缺少滑块 { $tiles }
    }
board-missing-blank-and-tiles = ；{ $count ->
       *[other] 缺少空格和滑块 { $tiles }
    }
shape-out-of-range = 棋盘大小必须在 2x2 到 10x10 之间，但请求的是 { $shape }
shape-unreadable = “{ $text }”不是大小：请写成 行数x列数，例如 4x4
goal-shape-mismatch = 目标是 { $goal }，但棋盘是 { $board }；两者必须形状相同
goal-unreadable = 目标既不是“blank-last”“blank-first”，也不是棋盘：{ $reason }
move-no-tile-to-slide = 没有滑块可以向{ $direction ->
        [up] 上
        [down] 下
        [left] 左
       *[right] 右
    }滑动：空格在棋盘边缘
move-not-next-to-blank = 滑块 { $tile } 不在空格旁边，所以不能滑动
move-no-such-tile = 这个棋盘上没有滑块 { $tile }（滑块是 1 到 { $last }）
move-not-in-line = 滑块 { $tile } 不在空格所在的行或列，所以不能滑动
move-no-such-cell = 这个棋盘上没有格子 { $cell }（格子是 0 到 { $last }）
move-unreadable = “{ $text }”不是一步移动：请用 U、D、L、R（滑块滑动的方向）或滑块编号
parse-at-row = 第 { $row } 行第 { $item } 个位置
parse-at = 第 { $item } 个位置
parse-too-long = 输入有 { $count } 字节；棋盘文本最多 64 KiB
parse-empty = 输入为空：请输入一个棋盘，例如 1 2 3 4 5 6 7 8 0
parse-not-a-number = { $at }的“{ $token }”不是数字（空格可写作 0、_、. 或 -）
parse-huge-number = { $at }的 { $token } 超出范围：滑块最大为 99
parse-ragged-rows = 第 { $row } 行有 { $count } 个数字，但第 1 行有 { $expected } 个；每行的数字个数必须相同
parse-not-square = { $count } 个数字不能组成正方形棋盘；{ $squares }；若是长方形，请每行写一行，或以形状开头，例如 3x4:
parse-square-fit = { $cells } 个数字组成 { $shape } 棋盘
parse-squares-between = { $below }，{ $above }
parse-squares-largest = { $below }（最大）
parse-compact-too-long = “{ $token }”有 { $count } 位数字，但连写的数字只适用于最多 10 个格子的棋盘；请用空格分隔数字
parse-bad-prefix = “{ $text }:”不是形状：请在冒号前写 行数x列数，例如 3x4:
parse-prefix-mismatch = 前缀写的是 { $prefix }，但写出的行组成 { $rows }；请把各行写在一行里，或去掉前缀
parse-json = JSON：第 { $offset } 个字符处{ $problem }
parse-json-after-end = 结尾的 ] 之后有多余的文本
parse-json-expected-open = 应为 [
parse-json-expected-close = 应为 ]
parse-json-expected-comma = 应为 , 或 ]
parse-json-expected-number = 应为数字
solvable-explanation = 逐行读取，有 { $inversions } 对滑块的顺序与目标相反（逆序对）。{ $rule }{ $verdict }
solvable-even-width = 宽度 { $width } 是偶数，所以空格换行时，向上或向下的移动会使逆序数改变一个奇数：逆序数加上空格到其目标行的距离（这里 { $inversions } + { $distance } = { $parity }）始终保持偶数或始终保持奇数。
solvable-odd-width = 宽度 { $width } 是奇数，所以任何移动都不会改变逆序数（这里为 { $inversions }）的奇偶性。
solvable-yes = 可解：{ $parity } 是偶数，与目标相同。
solvable-no = 无解：{ $parity } 是奇数，而目标为 0，所以任何移动序列都无法到达目标。交换滑块 { $first } 和 { $second } 即可变为可解。
move-in-list = 第 { $step } 步（共 { $count } 步）：{ $reason }

## Heuristics and pattern databases (src/heuristic)

explain-hamming = h = { $h }（Hamming：{ $tiles } 个滑块中有 { $misplaced } 个不在目标格子上）
explain-manhattan = h = { $h }（曼哈顿距离：{ $distances }）
explain-terms = { $terms }
explain-every-tile-home = 每个滑块都已归位
explain-linear-conflict = h = { $h } = 曼哈顿距离 { $manhattan } + { $conflicts } 个线性冲突 × 2
explain-none = h = 0（无启发函数：每个棋盘都记为 0）
explain-custom = h = { $h } = { $formula }
explain-custom-negative = h = { $h } = { $formula } = −{ $raw }，记为 0
explain-custom-rounded = h = { $h } = { $formula } = { $raw }，向上取整
explain-lookups = h = { $h } = { $terms }（模式数据库 { $partition }）
explain-lookups-reflected = h = { $h } = { $terms }（对称查询；直接查询为 { $other }）（模式数据库 { $partition }）
explain-lookups-direct = h = { $h } = { $terms }（查询；对称查询为 { $other }）（模式数据库 { $partition }）
explain-with-truth = { $sum } · h* = { $distance }
explain-awaiting = { $partition } 模式数据库尚未加载（用它们求解时会加载）；暂时使用线性冲突：{ $sum }
custom-count = 自定义启发函数由四个数组成：Hamming、曼哈顿距离和线性冲突的权重，以及一个常数（custom:0,1.5,0,0），而不是“{ $text }”
custom-unreadable = { $part }必须是最多三位小数的数（如 1.5），而不是“{ $text }”
custom-out-of-range = { $part }必须在 -{ $max } 到 { $max } 之间，而不是 { $text }
custom-hamming-weight = Hamming 权重
custom-manhattan-weight = 曼哈顿距离权重
custom-conflict-weight = 线性冲突权重
custom-constant = 常数
heuristic-unknown = 未知启发函数“{ $name }”：请用 { $known }（pdb 类仅限 4x4 棋盘），或 custom:a,b,c,d
pdb-unknown-partition = 未知划分“{ $name }”：请用 { $known }
pdb-not-four-by-four = 模式数据库用于 4x4 棋盘，而不是 { $shape }
pdb-no-such-cell = 空格的目标格子是 0 到 { $last }，而不是 { $cell }
pdb-unknown-key = “{ $text }”不是模式数据库的名称（例如 pdb-v3/6-6-3/0）
pdb-blank-mismatch = 这些数据库适用于空格最终在格子 { $built } 的情况，但目标的空格在格子 { $goal }
pdb24-not-five-by-five = 5x5 模式数据库用于 5x5 棋盘，而不是 { $shape }
pdb24-unknown-partition = 未知 5x5 划分“{ $name }”：请用 { $known }
pdb24-unknown-key = “{ $text }”不是 5x5 模式数据库的名称（例如 pdb5x5-v1/5-5-5-5-4/0）
pdb-set = 空格最终在格子 { $cell } 的 { $partition } 模式数据库
pdb24-set = 5x5 棋盘上空格最终在格子 { $cell } 的 { $partition } 模式数据库
small-pdb-too-large = 这些模式数据库用于最多 { $most } 个格子的棋盘，而不是 { $shape }
pdb-wrong-part = 提供的数据库不是{ $set }的第 { $part } 部分
heuristic-too-large-for-tab = 启发函数 { $heuristic } 需要的内存超过浏览器标签页所能提供的

## Search: engines, records, replay, why this node, exercises' grading (src/search)

replay-ragged = 记录片段的各列长度不一致
replay-kind = 事件 { $event }：{ $value } 不是事件类型
replay-fate = 事件 { $event }：{ $value } 不是节点去向
replay-out-of-order = 事件 { $event }：树节点 { $node } 顺序不对（下一个应为 { $expected }）
replay-unknown-node = 事件 { $event }：树节点 { $node } 尚不存在
replay-no-such-node = 没有树节点 { $node }
replay-no-question = 第 { $step } 步之后没有可提问的扩展
replay-not-a-choice = 树节点 { $node } 不在选项之中
replay-not-a-move = 树节点 { $node }：格子 { $cell } 与其父节点的空格不相邻
exercise-question-count = “{ $text }”不是题目数量：请用 1 到 { $most } 之间的整数
exercise-unknown = 未知练习“{ $name }”：请用 { $known }
record-cap = 一次搜索可记录 1 到 { $most } 次扩展，而不是 { $given }
record-cap-number = { $number }
record-cap-text = “{ $text }”
replay-no-frontier = { $algorithm } 不保存可回放的边界
record-chunk-unbuilt = 无法构建记录片段
bench-line = 第 { $line } 行：{ $problem }
bench-no-optimal = 应为 `id 最优长度 t0 t1 ...`
bench-bad-optimal = “{ $text }”不是最优长度（应为整数）
bench-empty = 其中没有任何实例（每行为 `id 最优长度 t0 t1 ...`）
bench-too-large = 文件太大：最多读取 { $most } 个实例和 16 MiB
bench-bad-random = “random:{ $spec }”不是随机规格：请写成 random:RxC:数量 或 random:RxC:数量:种子，例如 random:10x10:100

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

## Game (src/play)

play-solved = 用 { $count } 步解出，用时 { $time }。
play-solved-optimal = { $solved }最优：{ $count } 步（{ $over }）。
play-solved-best-known = { $solved }已知最好：{ $count } 步（{ $over }）。
play-share = npuzzle 每日谜题 { $date } { $shape }：{ $count } 步（标准 { $par }），{ $time }

## Lab (src/lab)

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

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
