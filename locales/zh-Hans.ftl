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
pdb-damage = 不是模式数据库：{ $problem }
pdb-damage-header = 文件头错误
pdb-damage-partition = 未知划分
pdb-damage-count = 计数无效
pdb-damage-checksum = 校验和不匹配（数据已损坏）
pdb-damage-trailing = 结尾之后还有多余字节
pdb-damage-blank = 空格的格子超出范围
pdb-damage-part = 没有这一部分
pdb-damage-inconsistent = 数据库 { $database } 的条目 { $entry } 不一致：{ $moves } 步，但相邻一步处为 { $neighbour }（条目被改动过）

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
