# 简体中文: translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/zh-Hans.md.

## Lists

list-one = { $item }
list-or-pair = { $first }或{ $last }
list-and-pair = { $first }和{ $last }
list-comma = { $first }、{ $last }
list-sentences = { $first }{ $rest }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = 没有“{ $tag }”这种语言。
language-unreadable = 无法读取 { $tag } 语言文件：{ $problem }
language-menu = 语言
language-missing = { $count ->
       *[other] 还有 { $count } 句尚未翻译成此语言，暂以英文显示。
    }
language-failed = 无法加载{ $language }界面文字（{ $problem }），页面以英文显示。

## Model: boards, shapes, moves, goals, parsing, solvability (src/model)

model-cell = 第 { $row } 行第 { $column } 列
board-wrong-count = { $shape } 棋盘有 { $cells } 个格子，但给出了 { $count } 个数字{ $missing }
board-out-of-range = { $cell }的 { $value } 超出范围：{ $shape } 棋盘的滑块是 1 到 { $last }，外加一个空格
board-duplicate-tile = 滑块 { $tile } 出现了两次：分别在{ $first }和{ $second }{ $missing }
board-duplicate-blank = 有两个空格：分别在{ $first }和{ $second }；棋盘只能有一个空格{ $missing }
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
goal-unreadable = 目标既不是“blank-last”或“blank-first”，也不是棋盘：{ $reason }
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

explain-hamming = h = { $h }（汉明距离：{ $tiles } 个滑块中有 { $misplaced } 个不在目标格子上）
explain-manhattan = h = { $h }（曼哈顿距离：{ $distances }）
explain-terms = { $terms }
explain-every-tile-home = 每个滑块都已归位
explain-linear-conflict = h = { $h } = 曼哈顿距离 { $manhattan } + { $conflicts } 个线性冲突 × 2
explain-none = h = 0（无启发函数：每个棋盘都记为 0）
explain-custom = h = { $h } = { $formula }
explain-custom-negative = h = { $h } = { $formula } = −{ $raw }，记为 0
explain-custom-rounded = h = { $h } = { $formula } = { $raw }，向上取整
explain-lookups = h = { $h } = { $terms }（模式数据库 { $partition }）
explain-lookups-reflected = h = { $h } = { $terms }（镜像查找；直接查找为 { $other }）（模式数据库 { $partition }）
explain-lookups-direct = h = { $h } = { $terms }（直接查找；镜像查找为 { $other }）（模式数据库 { $partition }）
explain-with-truth = { $sum } · h* = { $distance }
explain-awaiting = { $partition } 模式数据库尚未加载（用它们求解时会加载）；暂时使用线性冲突：{ $sum }
custom-count = 自定义启发函数由四个数组成：汉明距离、曼哈顿距离和线性冲突的权重，以及一个常数（custom:0,1.5,0,0），而不是“{ $text }”
custom-unreadable = { $part }必须是最多三位小数的数（如 1.5），而不是“{ $text }”
custom-out-of-range = { $part }必须在 -{ $max } 到 { $max } 之间，而不是 { $text }
custom-hamming-weight = 汉明距离权重
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

## Solve: algorithms, plans, limits, retries, reports (src/solve)

solve-retry-idastar-databases = 用 IDA* + 模式数据库求解
solve-retry-anytime = 用随时搜索（anytime）求解
solve-retry-idastar-linear-conflict = 用 IDA* + 线性冲突求解
solve-retry-fast = 用快速求解器求解
solve-why-idastar-databases = 使用模式数据库的 IDA* 只在内存中保存当前路径，几秒内就能找到最短解
solve-why-anytime = 随时搜索能立即给出二十四数码问题的解，并在运行中不断缩短它（“停止”会保留最好的解）
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
solve-suggest-fast = 请放宽限制：快速求解器所需的扩展次数虽不多，但仍超过了当前限制
solve-suggest-anytime = 请放宽限制：随时搜索一找到第一个解就会给出答案
solve-stopped-node-limit = 扩展了 { $count } 个节点后停止，已达节点数限制；{ $advice }。
solve-stopped-memory-limit = 扩展了 { $count } 个节点后因达到内存限制（{ $mb } MB）而停止：它在内存中保存的 { $stored } 个棋盘占满了内存；{ $advice }。
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
solve-error-missing-databases = { $databases } 尚未加载：请先构建或加载
solve-error-not-generic = { $algorithm } 需要模式数据库或大棋盘求解器，而这个版本不包含它们
solve-platform-native = 本机
solve-platform-browser = 浏览器
solve-limit-expanded-zero = 扩展节点数限制至少为 1
solve-limit-time-not-positive = 时间限制必须是正的毫秒数，而不是 { $ms }
solve-limit-memory-zero = 内存限制至少为 1 MB
solve-limit-memory-too-high = 在{ $platform }中，内存限制最多为 { $most } MB（WebAssembly 实例的上限是 4 GB，而搜索的表按倍数增长），而不是 { $mb } MB
solve-weight-too-low = 权重必须是不小于 1 的数，而不是 { $weight }
solve-weight-too-high = 权重最多为 100（远未到 100，加权 A* 就已与贪婪最佳优先搜索无异），而不是 { $weight }
solve-algorithm-unknown = 未知算法“{ $name }”：请使用 { $list }
solve-algorithm-uninformed = { $algorithm } 不使用启发函数，所以不能搭配“{ $heuristic }”

## Game (src/play)

play-solved = 用 { $count } 步解出，用时 { $time }。
play-solved-optimal = { $solved }最优解：{ $count } 步（{ $over }）。
play-solved-best-known = { $solved }已知最好解：{ $count } 步（{ $over }）。
play-share = npuzzle 每日一题 { $date } { $shape }：{ $count } 步（标准步数 { $par }），{ $time }
play-date-unreadable = “{ $text }”不是日期：请按 年-月-日 的格式写，例如 2026-11-25
play-date-no-such-day = { $date } 不是日历上的日期（年份 { $first } 到 { $last }）
play-date-out-of-range = { $ms } ms 不是 { $first } 年到 { $last } 年之间的时刻
play-daily-no-size = 每日一题只有 3x3 和 4x4，没有 { $shape }
play-daily-none-in-band = 在 { $date } 的前 { $candidates } 个候选中，没有标准步数在 { $band } 之内的 { $shape } 棋盘

## Lab (src/lab)

lab-error-size = 实验室只检查 2x2、2x3、3x3 和 2x4 棋盘，不检查 { $shape }：更大的棋盘状态太多，无法逐一访问
lab-error-four-by-four = 实验室的模式数据库是 pdb（按棋盘大小构建）；{ $name } 是十五数码问题用的
## Check a student's work (src/check)

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

label-algorithm-bfs = 广度优先搜索
label-algorithm-bfs-short = BFS
label-algorithm-bfs-note = 最优。逐层探索所有棋盘；占用大量内存。
label-algorithm-dfs = 深度优先搜索
label-algorithm-dfs-short = DFS
label-algorithm-dfs-note = 有深度限制，不保证最优：用于教学的例子。
label-algorithm-iddfs = 迭代加深搜索
label-algorithm-iddfs-short = IDDFS
label-algorithm-iddfs-note = 最优且内存占用少，但速度慢。
label-algorithm-greedy = 贪婪最佳优先搜索
label-algorithm-greedy-short = 贪婪
label-algorithm-greedy-note = 速度快，只看启发函数；解往往很长。
label-algorithm-ucs = 一致代价搜索
label-algorithm-ucs-short = UCS
label-algorithm-ucs-note = 最优；每步代价相同时，表现与 BFS 一样。
label-algorithm-astar = A*
label-algorithm-astar-note = 最优。由启发函数引导；保存见过的所有棋盘。
label-algorithm-wastar = 加权 A*
label-algorithm-wastar-note = 最多为权重 × 最优步数，速度快得多。
label-algorithm-idastar = IDA*
label-algorithm-idastar-note = 最优且几乎不占内存；十五数码问题的首选。
label-algorithm-auto = 自动
label-algorithm-auto-short = 自动
label-algorithm-auto-note = 根据棋盘选择合适的求解算法。
label-algorithm-fast = 快速
label-algorithm-fast-note = 很快给出答案，但不一定最短。
label-algorithm-anytime = 随时束搜索
label-algorithm-anytime-short = 随时
label-algorithm-anytime-note = 答案越来越短，每个答案都附有已证明的最优值下界。
label-heuristic-none = 无（零）
label-heuristic-none-short = 无启发函数
label-heuristic-hamming = 汉明距离：错位滑块数
label-heuristic-hamming-short = 汉明
label-heuristic-manhattan = 曼哈顿距离
label-heuristic-manhattan-short = 曼哈顿
label-heuristic-linear-conflict = 线性冲突
label-heuristic-linear-conflict-short = 线性冲突
label-heuristic-pdb = 模式数据库
label-heuristic-pdb-short = PDB
label-heuristic-pdb-5-5-5 = 模式数据库（5-5-5）
label-heuristic-pdb-5-5-5-short = PDB 5-5-5
label-heuristic-pdb-7-7-1 = 模式数据库（7-7-1）
label-heuristic-pdb-7-7-1-short = PDB 7-7-1
label-heuristic-pdb-7-8 = 模式数据库（7-8）
label-heuristic-pdb-7-8-short = PDB 7-8
label-heuristic-pdb-5-5-5-5-4 = 模式数据库（5-5-5-5-4）
label-swap-fix = 交换滑块 { $a } 和 { $b }，使其可解
label-reason-expanded-limit-short = 节点数限制
label-reason-memory-limit-short = 内存限制
label-reason-time-limit-short = 时间限制
label-reason-cancelled-short = 已取消
label-reason-depth-limit-short = 深度限制
label-reason-expanded-limit = 已达到扩展节点数限制
label-reason-memory-limit = 已达到内存限制
label-reason-time-limit = 已达到时间限制
label-reason-cancelled = 已取消
label-reason-depth-limit = 已达到深度限制
label-preset-easy-8 = 八数码，20 步
label-preset-solved-at-once = 瞬间求解
label-preset-hardest-8a = 最难的八数码 A
label-preset-hardest-8b = 最难的八数码 B
label-preset-moves = { $count ->
       *[other] { $count } 步
    }
label-preset-size-moves = { $count ->
       *[other] { $size } 数码，{ $count } 步
    }
label-direction-up = 向上
label-direction-down = 向下
label-direction-left = 向左
label-direction-right = 向右
shell-tab-play = 游戏
shell-tab-solve = 求解
shell-tab-compare = 比较
shell-tab-search = 搜索
shell-tab-lab = 实验室
shell-step-past-recording = step：{ $step } 超出了已记录的最后一次扩展（{ $last }）；显示第 { $last } 次扩展。
shell-dismiss = 关闭
shell-link-ignored = 此链接的部分内容已被忽略：
shell-link-unknown-setting = “{ $name }”不是链接可以设置的内容。
shell-setting-problem = { $name }：{ $problem }
shell-step-past-solution = step：{ $step } 超出了解的最后一步（{ $last }）；显示第 { $last } 步。
shell-page-title = npuzzle · 滑块拼图练习场
shell-skip-to-board = 跳到棋盘
shell-tagline = 在浏览器中玩和求解滑块拼图
shell-puzzle = 拼图
shell-controls = 控制
shell-panels = 面板
shell-tab-board = 棋盘
shell-footer = 规则、解析、随机数和每一次搜索都在编译为 WebAssembly 的 Rust 中运行；搜索在后台线程中运行。加载一次后即可离线使用。
embed-page-title = npuzzle · 嵌入式拼图
embed-unknown-parameter = “{ $name }”不是此拼图的参数（{ $known }）。
embed-open-playground = 在 npuzzle 练习场中打开 ↗
embed-parameters-ignored = 此链接的部分参数已被忽略：
widget-default-board = 默认棋盘
widget-solve-off = 求解已关闭：给出的棋盘有错误（见上方），因此这是一个默认棋盘。
widget-title-puzzle = { $tiles } 数码
widget-title-daily = 每日一题 { $date }
widget-undo-title = 撤销上一步
widget-reset-said = 回到起点。
widget-goal-said = 目标。撤销可返回。
widget-click-hint = 点击滑块即可滑动。
widget-solved = 解开了！
widget-tiles-moved = 滑块 { $tiles } 已移动。
widget-past-last-step = { $name }：{ $step } 超出了解的最后一步（{ $last }）。
widget-board-not-shown = 无法显示给出的棋盘；以默认棋盘代替：
widget-settings-ignored = 此拼图的部分设置已被忽略：
widget-image-not-loaded = 无法加载 { $url } 处的图片
offline-page-title = 离线 · npuzzle
offline-heading = 你已离线
offline-no-copy = 此设备在线时没有打开过这个页面，因此没有可显示的副本。
offline-pages-before = 你以前打开过的页面在没有网络时仍可使用，其中包括
offline-playground = npuzzle 练习场
offline-pages-after = ，它加载一次后即可离线使用。
shell-number = { $count }
shell-milliseconds = { $ms } 毫秒
shell-seconds = { $seconds } 秒
shell-minutes = { $minutes } 分 { $seconds } 秒
shell-kilobytes = { $size } KB
shell-megabytes = { $size } MB

## Page: the board and its controls (www/board)

board-size = 棋盘大小
board-size-help = 选择一个大小，会生成该大小的随机棋盘。
board-tiles-show = 滑块显示
board-skin-numbers = 数字
board-skin-picture = 图片
board-picture-choose = 选择图片…
board-picture-numbers = 显示数字
board-moves = 步数
board-undo = 撤销
board-redo = 重做
board-reset = 重置
board-reset-title = 回到开始时的棋盘（撤销可恢复）
board-goal = 目标
board-goal-title = 显示目标棋盘（撤销可恢复）
board-hint = 提示
board-help = 点击或轻触空格所在行或列中的滑块即可滑动它（连同中间的滑块）。方向键和 { $w } { $a } { $s } { $d } 把一个滑块{ $direction }滑入空格，与解中的字母 U、D、L、R 含义相同；在触摸屏上可以滑动手指。
board-help-direction = 朝该方向
board-text = 棋盘文本
board-text-help = 可以粘贴任意格式的棋盘：每行写棋盘的一行，用 { $slash } 分隔各行（{ $rows }，本页就这样写棋盘），一行数字（{ $line }），连写数字（{ $digits }），{ $shape }，JSON，元组（{ $tuples }），或者 Markdown 或 ASCII 表格（{ $table }，空单元格为空格）。空格写作 { $zero }、{ $underscore }、{ $dot } 或 { $dash }。
board-loading = 加载中…
board-goal-blank-last = 空格在最后
board-goal-blank-first = 空格在最前
board-goal-custom = 自定义
board-goal-custom-label = 自定义目标
board-goal-help = 棋盘滑块的任意布局，可用任意棋盘格式。
board-goal-from-board = 使用当前棋盘
board-shuffle = 洗牌
board-random = 随机棋盘
board-random-help = 均匀随机，总是可解。
board-scramble = 打乱
board-presets = 预设
board-mirror = 棋盘
board-puzzle-board = 拼图棋盘
board-back-to-yours = 回到你的棋盘
board-showing = 正在显示{ $label }，不是你的棋盘。
board-puzzle-board-showing = 拼图棋盘正在显示{ $label }，不是你的棋盘：{ $board }
board-puzzle-board-stale = 拼图棋盘（已过时：棋盘文本有错误）
board-mirror-size = 棋盘，{ $rows } 行 { $cols } 列
board-cell-blank = 空格
board-cell-blank-at = 空格，第 { $row } 行，第 { $column } 列
board-cell-tile-at = 滑块 { $tile }，第 { $row } 行，第 { $column } 列
board-par-good = 好棋。
board-par-away = 远了一步。
board-time = 时间
board-par = 标准步数
board-daily-par = 每日一题 { $date }：标准步数 { $par }。
board-par-counting = 正在计算剩余步数…
board-par-at-goal = 已到达目标。
board-par-to-go = { $count ->
       *[other] 还差 { $count } 步。
    }
board-explain-failed = 解释 h：{ $problem }
board-explain-group = { $count ->
       *[other] 滑块 { $tiles }：{ $count } 步
    }
board-explain-direct = 直接查找：{ $sum }
board-explain-reflected = 镜像查找（棋盘沿对角线翻转）：{ $sum }
board-picture-dusk = 黄昏（内置）
board-picture-not-image = { $file } 不是图片（其类型为 { $type }）
board-picture-not-image-untyped = { $file } 不是图片（其类型未知）
board-picture-unreadable = 无法把 { $file } 作为图片读取
board-goal-error = { $problem }。在修正之前，目标为空格在最后。
board-more-sizes = 更多大小…
board-reset-said = 回到开始时的棋盘。
board-goal-said = 目标棋盘。撤销可返回。
board-scramble-moves = { $count ->
       *[other] { $count } 步
    }
board-preset-loaded = 已载入{ $name }。
board-undone = 已撤销。
board-redone = 已重做。
board-new-board = 新的 { $rows } × { $cols } 棋盘。
board-step = 步
board-tiles-moved = { $count ->
        [1] 滑块 { $last } { $direction }滑动了。
       *[other] 滑块 { $tiles } 和 { $last } { $direction }滑动了。
    }
board-solved-in = { $count ->
       *[other] 用 { $count } 步解开！
    }
board-at-goal-undo = 这就是目标。撤销可回到你的棋盘。
board-goal-reached = { $count ->
       *[other] 用 { $count } 步到达目标。
    }
board-at-goal-play = 这就是目标。洗牌或打乱后开始游戏。
board-not-checked = 未检查：棋盘文本有错误。
board-hint-unavailable = 目前提示只支持最多 { $largest } 个格子的棋盘；这个棋盘有 { $cells } 个。
board-hint-thinking = 正在寻找最佳一步…
board-hint-building = 正在构建模式数据库（仅一次；会缓存供下次使用）… { $percent }%
board-hint-downloading = 正在下载模式数据库（仅一次；会缓存供下次使用）… { $percent }%
board-hint-loading = 正在加载模式数据库…
board-hint-solved = 已解开：不需要再走了。
board-hint-best = { $count ->
       *[other] 最佳下一步：滑块 { $tile } { $direction } { $arrow } · 距目标还有 { $count } 步（最优）。
    }
board-checking = 检查中…
board-solvable = 可解
board-unsolvable = 无解
board-swapped = 已交换滑块 { $a } 和 { $b }；棋盘现在可解。
board-fact-inversions = { $count ->
       *[other] { $count } 个逆序对
    }
board-fact-blank-rows = { $count ->
       *[other] 空格距目标行 { $count } 行
    }
board-fact-manhattan = 曼哈顿距离 { $count }

## Page: session, settings and workers (www/session, www/workers)

session-stopped-board-changed = 棋盘已改变，因此搜索已停止。
session-refused-stale = 棋盘文本有错误：修正它（或换一个新棋盘）才能继续玩。
session-left-solution-move = 你在第 { $step } 步（共 { $count } 步）移动了滑块，离开了解。重新求解将从当前显示的棋盘开始。
session-left-solution-reset = 重置会离开解。重新求解将从当前显示的棋盘开始。
session-left-solution-goal = 前往目标会离开解。重新求解将从当前显示的棋盘开始。
session-left-solution-history = 撤销和重做会离开解。重新求解将从当前显示的棋盘开始。
session-stopped-goal-changed = 目标已改变，因此搜索已停止。
session-goal-empty = 输入目标布局
session-stale-solve = 棋盘文本有错误：求解前请先修正。
session-stale-search = 棋盘文本有错误：搜索前请先修正。
session-no-hint = 没有提示：{ $problem }
settings-more-problems = …还有 { $count } 条。
settings-given-twice = “{ $name }”出现了两次；以第一次为准。
settings-too-long = { $name }：值太长（最多 { $kib } KiB）。
settings-too-many = { $count ->
       *[other] 只读取前 { $read } 个设置；另外 { $count } 个已被忽略。
    }
settings-size-mismatch = { $name }：{ $size } 与棋盘不符，棋盘为 { $board }；以棋盘的大小为准。
settings-goal-fallback = { $problem }；目标为空格在最后。
settings-not-control = controls：“{ $value }”不是控件（{ $known }）。
settings-not-mode = “{ $value }”不是模式（{ $known }）。
settings-not-seed = “{ $value }”不是种子（一个整数）。
settings-not-colour = “{ $value }”不是可用于着色的依据（{ $known }）。
settings-not-check = “{ $value }”不是可检查的内容（{ $known }）。
settings-not-speed = “{ $value }”不是速度（每秒移动的整数步数，1 到 { $most }）。
settings-not-step = “{ $value }”不是步号。
settings-not-step-counted = “{ $value }”不是步号（0、1、2、…）。
settings-end-before-start = end：{ $end } 在 start { $start } 之前。
settings-not-theme = “{ $value }”不是主题（{ $known }）。
settings-not-view = “{ $value }”不是视图（{ $known }）。
settings-not-explain = “{ $value }”不是可解释的内容（h，即启发函数，或 off）。
settings-not-url = “{ $value }”不是 URL。
settings-not-http = 只显示 http(s) 图片地址，不显示 { $protocol }。
settings-not-flag = “{ $value }”不是 true 或 false。
session-worker-not-started = 它无法启动
session-worker-unreadable = 无法读取它发来的消息
session-worker-restarted = 求解的后台线程出错（{ $reason }）；已重新启动。
session-worker-keeps-failing = 求解的后台线程反复出错（{ $reason }）；请重新加载页面再试。
session-played-waiting = 最优步数：正在计算…
session-played-helped = 未记录：解的播放器移动了棋盘。
session-par-unproved = 标准步数取最优步数，但还没有搜索证明过这个棋盘的最优步数。
session-par-no-count = 未能及时求出标准步数所需的最优步数：{ $problem }
session-par-search-stopped = 搜索已停止
session-par-no-solver = 无法向求解器询问标准步数。
worker-not-downloaded = 无法下载
worker-stronger-failed = { $partition } 数据库无法下载（{ $reason }），因此搜索改用 { $quick } 继续。
worker-download-not-offered = 求解一个十五数码问题之后才提供此下载：请先求解，再下载。
worker-download-failed = 无法下载模式数据库：{ $reason }。
worker-not-served = 网站未提供
worker-download-cancelled = 下载已取消。
worker-stored-refused-download = 已保存的模式数据库被拒绝（{ $reason }），因此重新下载。
worker-stored-refused-build = 已保存的模式数据库被拒绝（{ $reason }），因此重新构建。
worker-build-failed = 无法构建模式数据库：{ $reason }
worker-prebuilt-refused = 无法使用预先构建的模式数据库（{ $reason }），因此在这里构建。
worker-store-unavailable = 无法保存在此浏览器中，因此每次访问都会重新构建。
worker-store-full-quota = 无法保存在此浏览器中（它为本网站最多保留 { $megabytes } MB），因此保存在内存中，直到页面关闭。
worker-store-full = 无法保存在此浏览器中，因此保存在内存中，直到页面关闭。
worker-checker-not-loaded = 检查器模块无法加载：{ $reason }
worker-lab-not-loaded = 实验室模块无法加载：{ $reason }
worker-helper-not-started = 一个辅助线程无法启动（{ $reason }）
worker-helper-stopped = 它停止了
worker-helper-no-store = 模式数据库未保存在此浏览器中，而辅助线程要从那里加载它们
worker-helper-strange-answer = 它给出了不应有的回答
worker-helper-failed = 一个辅助线程出错（{ $reason }）
worker-alone = 搜索将在没有辅助线程的情况下继续：{ $reason }。
worker-site-answered = 网站返回 { $status }
worker-no-body = 响应没有内容
worker-file-too-long = 文件超过了该组数据的 { $count } 字节

## Page: Solve, Compare, Play and Lab views (www/views)
solve-no-limit = 无限制
solve-limit-expanded-wrong = 扩展节点数限制必须是不小于 { $min } 的数。
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
solve-limit-expanded = 扩展节点数
solve-limit-memory = 内存（MB）
solve-limit-time = 时间（秒）
solve-idle-run = 按“求解”运行 { $algorithm }。
solve-idle = 按“求解”从所示棋盘开始搜索解。
solve-strip-caption = { $algorithm }：{ $count } 步
solve-strip-caption-optimal = { $algorithm }：{ $count } 步，最优
solve-stopped-press = { $reason } 按“求解”从这个棋盘开始搜索。
solve-heuristic-chosen-by = 由 { $algorithm } 选择
solve-heuristic-none-used = 无（{ $algorithm } 不使用启发函数）
solve-heuristic-chosen = { $heuristic }（由 { $algorithm } 选择）
solve-databases-building = 正在构建模式数据库（仅一次；会缓存供下次使用）
solve-databases-downloading = 正在下载模式数据库（仅一次；会缓存供下次使用）
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
solve-cores-failed = { $count }（一个辅助线程出错）
solve-offer = 更强的模式数据库能更快解出困难的十五数码问题；在当前网络连接下，不经你同意不会下载。
solve-offer-download = 下载 { $size }
solve-offer-downloading = 正在下载 { $size } / { $total }…
solve-offer-loading = 正在加载…
solve-offer-cancel = 取消下载
solve-offer-done = 已下载：下次求解会用到它们。
solve-swapped = 已交换滑块 { $first } 和 { $second }：现在棋盘可以求解了。
solve-databases-built = 构建用时 { $time }
solve-databases-built-two-cores = 在两个核心上构建，用时 { $time }
solve-databases-cache = 从本浏览器的缓存加载，用时 { $time }
solve-databases-served = 已下载预构建版本，用时 { $time }
solve-databases-memory = 已加载
solve-databases-set = { $set }，{ $how }
solve-databases-noted = { $how }（{ $note }）
solve-databases-stronger-note = { $how }。{ $note }
solve-databases-switched = { $how }；在第 { $iteration } 轮迭代时切换到 { $name } 数据库
lab-size = 尺寸
lab-h = h = { $h }
lab-step-of = 第 { $step } 步，共 { $last } 步
lab-step = 步

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
search-pause = 暂停
search-play = 播放
search-speed = 速度
search-colour = 着色依据
search-exercise = 练习
player-first = 第一步
player-previous = 上一步
player-next = 下一步
player-last = 最后一步
player-solution = 解
player-moves = 解的各步
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
term-heuristic = 启发函数
term-length = 长度
term-optimal = 最优
term-expanded = 扩展节点数
term-generated = 生成节点数
term-frontier = 边界
term-max-frontier = 最大边界
term-memory = 内存
term-peak-memory = 内存峰值
term-time = 时间
term-elapsed = 已用时间
term-bound = 阈值
term-depth = 深度
term-databases = 模式数据库
term-cores = 核心
term-algorithm-definition = 实际运行的搜索；若选了“自动”，即它选中的算法。
term-heuristic-definition = 引导搜索的剩余步数估计值；无信息搜索没有启发函数。
term-length-definition = 所找到的解的步数。
term-optimal-definition = 解是否一定最短：需要最优算法，且启发函数从不高估。
term-expanded-definition = 搜索从边界取出、并为其生成后继的棋盘；衡量搜索工作量的常用指标。
term-generated-definition = 这些移动所到达的棋盘，每到达一次计一次，包括重复。
term-frontier-definition = 已到达但尚未扩展、正在等待的棋盘：队列、OPEN 表或栈。
term-max-frontier-definition = 任一时刻等待扩展的棋盘的最大数量。
term-stored = 已存储
term-stored-definition = 当前保存在内存中的棋盘：见过的每一个，或迭代搜索中仅当前路径上的。
term-memory-definition = 当前存储的棋盘估计占用的字节数（不是整个标签页的内存）。
term-peak-memory-definition = 同时存储棋盘最多时估计占用的字节数；内存限制以此衡量。
term-time-definition = 从请求到得到答案的实际时间，包括准备模式数据库的时间。
term-elapsed-definition = 自请求以来的实际时间，包括准备模式数据库的时间。
term-bound-definition = 迭代搜索当前一轮中，已走步数加估计步数的上限。
term-depth-definition = 目前已扩展的棋盘中，离初始棋盘最远的步数。
term-databases-definition = 为各组滑块预先计算的精确步数表，这里最强的启发函数：它们从哪里来、花了多长时间。
term-cores-definition = 共同承担搜索的后台线程：本标签页自己的线程及其辅助线程。
## Page: check my work (www/views/check-work.js)

check-page-search = 检查我的搜索
check-page-search-label = 你的搜索扩展的棋盘
check-page-search-help = 按顺序粘贴你的程序扩展的棋盘，从初始棋盘开始（每行一个、按行分块，或 Python 或 JSON 列表；程序自己的日志行会被跳过），或把文件拖放到这里。检查会接受正确运行可能产生的任何顺序（任何平局处理规则、任何后继顺序），并指出第一个任何正确运行都不会做出的扩展。
check-page-search-button = 检查
check-page-solution = 检查我的解
check-page-solution-label = 你的移动
check-page-solution-help = 粘贴你的程序从当前棋盘找到的移动：滑块字母（U D L R，即滑块滑动的方向）、空格移动的方向、滑块编号，或依次排列的棋盘。检查会说明它按哪种方式读取，并指出第一步错误的移动；之后可以在逐步播放器中一步步查看你的移动。
check-page-solution-button = 检查解
check-page-progress-label = 检查进度
check-page-progress-hinting = 正在尝试其他算法
check-page-progress = 已检查 { $step } / { $count } 次扩展
check-page-file-unreadable = 无法读取文件：{ $reason }
check-page-cancelled = 检查已取消。
check-page-trace-refused = 无法检查这份执行轨迹：{ $reason }
check-page-moves-refused = 无法检查这些移动：{ $reason }
check-page-matches = 符合：{ $variants }。
check-page-furthest = 匹配得最远的是：{ $variants }。
check-page-variant-list = { $first }；{ $last }
check-page-hint = 提示：{ $hint }。
check-page-wrong-board = 你的第 { $expansion } 次扩展：第一个错误的扩展
check-page-moves = 你的移动：{ $count } 步
check-page-moves-legal = 你的移动：{ $count } 步合法
check-page-moves-wrong = 你的移动：{ $count } 步合法，然后第 { $step } 步错误

## Later: the views loaded later (the Search view, exercises, Compare, Play, the Lab); the first wasm module leaves these out (build.rs)

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
compare-chart-expanded = 扩展节点数（对数刻度）
compare-unit-expanded = 扩展节点数
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
play-share-button = 分享
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
play-clear-confirm = 清除所有个人最佳成绩？此操作无法撤销。
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
lab-weight-hamming = 汉明距离权重
lab-weight-manhattan = 曼哈顿距离权重
lab-weight-conflicts = 线性冲突权重
lab-weight-constant = 常数
lab-phase-distances = 正在求每个状态的真实距离
lab-phase-estimates = 正在估计每个状态
lab-phase-moves = 正在检查每一步移动
lab-phase-counterexample = 正在最差的棋盘上运行 A*
lab-size-option = { $size }（{ $count } 个状态）
lab-check = 检查
lab-custom-help = LC 仅指线性冲突的附加部分，每个冲突 2 步：曼哈顿距离取 1、LC 取 1 即为线性冲突启发函数。权重可以是小数（1.5）；和小于 0 时按 0 计。
lab-help = 将启发函数与某一棋盘尺寸下每个状态的真实距离 h* 对照检查，h* 由一次从目标出发的反向广度优先搜索求得。不含 3 × 4 及更大的尺寸：239,500,800 个及更多的状态太多，无法在一个标签页中逐一访问。
lab-fix-weights = 请修正权重以检查这个启发函数。
lab-checking = 正在 { $count } 个状态上检查启发函数…
lab-cancelled = 已取消。
lab-verdict-both = 可采纳且一致的
lab-verdict-admissible = 可采纳的，但不一致
lab-verdict-consistent = 不可采纳的，但是一致的
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
lab-h-true = h = { $h }，h* = { $distance }
lab-solving = 正在用 A* 和一种最优搜索求解…
lab-counterexample-label = 反例
lab-counterexample-title = 不可采纳：一个反例
lab-astar-longer = 使用这个启发函数的 A* 返回 { $moves }：比最短路径多 { $longer }。
lab-astar-shortest = 使用这个启发函数的 A* 在这里仍返回一条最短路径（{ $moves }）；在试过的 { $tried } 个最差棋盘上它从未被误导。
lab-astar-with = 使用 { $heuristic } 的 A*
lab-shortest = 最短（{ $algorithm }，线性冲突）
lab-solved-in = { $moves }：已解出
lab-move-of = 第 { $move } 步，共 { $total } 步
lab-path-label = { $title }：{ $moves }
lab-heat-map = 按估计值 h 和真实距离 h* 排列的状态热力图：对角线以上（h 高估之处）有 { $count ->
        [0] 0
       *[other] { $count }
    } 个。下表列出了每个计数。
lab-histogram-caption = 按估计值 h（纵向）和真实距离 h*（横向）排列的状态；对角线以上 h 高估
lab-key = 颜色图例
lab-key-one = 1 个状态
lab-key-most = { $count } 个状态（越深越多，对数刻度）
lab-key-over = h 高于 h*：高估
lab-axis-true = h*（真实距离）
lab-histogram-table-caption = 每个估计值 h（行）和真实距离 h*（列）对应的状态数
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
search-expansion = 扩展
search-colours = 颜色
search-help = 按键（在此处）：右方向键或 N，下一次扩展；左方向键或 P，上一次；空格键，播放或暂停；Home 和 End，第一次和最后一次。搜索树打开时显示当前扩展周围的节点：从初始棋盘到它的路径、它旁边的节点和它的子节点，每个都是一个棋盘，带有 g、h 和 f，边框为其颜色；其他分支都折叠成一个计数。“适配”显示整棵树，“聚焦”重新显示扩展周围的节点；拖动可平移；滚轮、双指捏合或按钮可缩放，以被扩展的节点为中心。点击一个节点或边界中的一项，可在主棋盘上显示它的棋盘。“比较对象”会在第一次搜索旁记录第二次搜索；两者同步前进。
search-cap = 要记录的扩展数
search-compare = 比较对象
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
search-zoom-in = 放大
search-zoom-out = 缩小
search-fit = 适配
search-fit-title = 整棵树，被扩展的节点加圈标出
search-focus = 聚焦
search-focus-title = 扩展周围的节点，以棋盘显示
search-export-svg = 将树导出为 SVG
search-export-png = 将树导出为 PNG
search-where-iteration = 第 { $iteration } 轮迭代，阈值 { $bound }。
search-where-layer = 正在扩展深度为 { $depth } 的一层。
search-where-goal = 已找到目标：它的路径（{ $count } 步）以绿色标出。
search-stopped-to = 记录了前 { $count } 次扩展；搜索一直进行到第 { $went } 次扩展。
search-stopped-past = 记录了前 { $count } 次扩展；搜索继续进行，超过了 { $count } 次。
search-counts-iteration = 边界 { $frontier }，已探索 { $explored }；本轮迭代的树有 { $count } 个节点。
search-why-first = 前进到第一次扩展，看看每个节点为什么被选中。
search-frontier-path = 当前路径（最深的在前）
search-frontier-next = 边界上的下一个：{ $order }
search-info-start = { $node }：深度 { $depth }，{ $costs }（初始棋盘）
search-info-board = 树中深度为 { $depth } 的棋盘
search-figure-caption = { $algorithm }：第 { $step } 次扩展，共 { $total } 次；边界 { $frontier }，已探索 { $explored }
search-why-lowest = 它在边界（{ $count } 个节点）中的 { $key ->
        [g] g（路径代价）
        [h] h（估计值）
       *[f] f
    } 最小：{ $formula }。
search-why-and-others = { $names } 以及另外 { $count } 个
search-why-tied = 另有 { $count } 个节点的 { $key } 也是 { $value }（{ $others }）；{ $key } 值相同时优先取较新的节点，即最后到达的那个，所以先选这个节点。
search-why-untied = 没有其他节点的 { $key } 为 { $value }。
search-why-oldest = 它是队列（先进先出）中最早的一项，深度为 { $depth }：BFS 会先扩展深度为 { $depth } 的所有节点，再扩展更深的节点。
search-why-newest = 它是栈（后进先出）中最新的一项，深度为 { $depth }（深度限制为 { $limit }）。
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
exercise-ties = 另有 { $count } 个节点与它并列，也是正确答案。
exercise-lowest-tie = { $algorithm } 扩展 { $key } 最小的节点：这个节点与 { $taken } 的 { $key } 同为 { $value }；{ $key } 值相同时优先取{ $rule ->
        [newer] 较新的
       *[other] { $rule }
    }节点，所以算法选 { $taken }。
exercise-oldest = { $algorithm } 扩展队列（先进先出）中最早的节点：{ $taken }，深度为 { $depth }。
exercise-oldest-later = { $algorithm } 扩展队列（先进先出）中最早的节点：{ $taken }，深度为 { $depth }；这个节点入队更晚，深度为 { $later }。
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
exercise-give-all = 请给出全部三个值：g、h 和 f。
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value }（你给的是 { $given }）
exercise-values-reason = { $values }（{ $formula }）。
exercise-right = 正确。{ $reason }
exercise-not-quite = 不太对。{ $reason }
exercise-see-summary = 查看总结
exercise-nothing = 这次搜索没有可问的这类问题（没有需要做选择的扩展）：试试别的练习、算法或棋盘。
exercise-done = 完成：{ $total } 题中答对 { $score } 题。
exercise-your-answers = 你的答案
exercise-summary-asked = 所问的棋盘：{ $board }
exercise-summary-expanded = 被扩展的棋盘：{ $board }
exercise-question-number = 第 { $index } 题
exercise-result-right = 正确
exercise-result-wrong = 不太对：{ $reason }
check-page-lane = 你的搜索
check-page-mark = 你的第一个错误扩展
check-page-found-title = 检查在这里发现了什么
check-page-counts-all = 你的执行轨迹中有 { $count } 个棋盘；全部在这棵树中。
check-page-counts-first = 你的执行轨迹中有 { $count } 个棋盘；这棵树中有前 { $drawn } 个。
check-page-found-start = 前进到你的第一次扩展，看看检查在那里发现了什么。
check-page-found-wrong = 你的第一个错误扩展，以红色标出：{ $verdict }。
check-page-found-ends-verdict = 你的搜索树在第 { $step } 次扩展处结束：{ $verdict }。
check-page-found-ends-cap = 你的搜索树在第 { $step } 次扩展处结束：一棵树最多容纳 { $count } 次扩展。
check-page-found-ends-ungenerated = 你的搜索树在第 { $step } 次扩展处结束：在你的第 { $next } 次扩展之前画出的棋盘都没有生成它，所以树中容纳不了它。
check-page-found-after = 你的第 { $step } 次扩展，在第一个错误扩展（第 { $wrong } 次扩展）之后。
check-page-found-allowed = 你的第 { $step } 次扩展：{ $search } 的一次运行可以在这里扩展这个棋盘。

## Later: what only the full module says (checks of a student's work, the Lab, the tuned and anytime searches, bench files); the first wasm module leaves these out (build.rs)

bench-line = 第 { $line } 行：{ $problem }
bench-no-optimal = 应为 `id 最优长度 t0 t1 ...`
bench-bad-optimal = “{ $text }”不是最优长度（应为整数）
bench-empty = 其中没有任何实例（每行为 `id 最优长度 t0 t1 ...`）
bench-too-large = 文件太大：最多读取 { $most } 个实例和 16 MiB
bench-bad-random = “random:{ $spec }”不是随机规格：请写成 random:RxC:数量 或 random:RxC:数量:种子，例如 random:10x10:100

check-algorithm = { $algorithm ->
        [bfs] BFS
        [dfs] DFS
        [iddfs] IDDFS
        [greedy] 贪婪最佳优先搜索
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
check-valid = { $spec } 的有效执行轨迹，共 { $count } 次扩展{ $variant }{ $limit }{ $iterations }
check-valid-unchecked = { $valid }，但只检查到第 { $last } 次扩展：此后打破平局的方式超过 { $most } 种，无法逐一跟踪，其余部分未检查
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
check-hint-greedy = 这是使用 { $heuristic } 的贪婪最佳优先搜索的有效顺序：优先级看起来只有 h，没有 g
check-hint-uniform-cost = 这是一致代价搜索的有效顺序：优先级看起来只有 g，没有 h
check-hint-dfs-not-bfs = 这是 DFS 的有效顺序：用的是栈，而 BFS 需要队列
check-hint-bfs-not-dfs = 这是 BFS 的有效顺序：用的是队列，而 DFS 需要栈
check-hint-other-heuristic = 这是使用{ $heuristic }（而不是{ $asked }）的 { $algorithm } 的有效顺序
check-hint-other = 这是 { $spec } 的有效顺序
check-read = 共 { $count } 步，按{ $how }读取{ $why }。
check-read-tile-directions = 每个滑块滑动的方向
check-read-blank-directions = 空格移动的方向
check-read-tile-numbers = 所滑动滑块的编号
check-read-boards = 依次排列的棋盘
check-read-asked = ，与你指定的一致
check-read-only-legal = ，这是唯一合法的读法
check-read-same-end = （README 的读法：两种读法都合法，且结束于同一棋盘）
check-read-only-reaches-goal = ：两种读法都合法，只有这一种到达目标
check-read-goes-further = ：两种读法都不合法，这一种走得更远
check-solved = 每一步都合法，用 { $count } 步到达目标。
check-solved-optimal = 每一步都合法，用 { $count } 步到达目标：最优。
check-solved-longer = 每一步都合法，用 { $count } 步到达目标，比最优的 { $best } 步多 { $more } 步。
check-solved-at-least = 每一步都合法，用 { $count } 步到达目标；最优解至少 { $bound } 步。
check-stops-short = { $count ->
        [1] 这一步合法，但没有到达目标。
       *[other] 全部 { $count } 步都合法，但没有到达目标。
    }
check-start-is-goal = 初始棋盘已是目标，之后还有 { $count } 步。
check-passed-goal = 第 { $at } 步后已到达目标，之后还多走了 { $count } 步。
check-ends = 这些移动最终停在 { $board }，与目标的曼哈顿距离为 { $distance }。
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
play-streak = 连续天数：已连续 { $count } 天。
lab-counterexample = 在这个棋盘上 h = { $h }，高于它的真实距离 h* = { $distance }。
lab-histogram-table = 以表格显示直方图
search-tree = 搜索树
search-why = 为什么是这个节点
search-counts = 边界 { $frontier }，已探索 { $explored }；树有 { $count } 个节点。
search-info = { $node }：深度 { $depth }，{ $costs }；移动的滑块 { $tile }
exercise-check = 检查
exercise-again = 再试一次
exercise-after = 在 { $count } 次扩展之后
