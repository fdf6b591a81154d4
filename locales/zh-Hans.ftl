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
label-algorithm-greedy-note = 速度快，只看启发函数；解很长。
label-algorithm-ucs = 一致代价搜索
label-algorithm-ucs-short = UCS
label-algorithm-ucs-note = 最优；每步代价相同时，表现与 BFS 一样。
label-algorithm-astar = A*
label-algorithm-astar-note = 最优。由启发函数引导；保存它见过的一切。
label-algorithm-wastar = 加权 A*
label-algorithm-wastar-note = 最多为权重 × 最优步数，速度快得多。
label-algorithm-idastar = IDA*
label-algorithm-idastar-note = 最优且几乎不占内存；15 数码的首选。
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
label-heuristic-pdb-5-5-5 = 模式数据库 (5-5-5)
label-heuristic-pdb-5-5-5-short = PDB 5-5-5
label-heuristic-pdb-7-7-1 = 模式数据库 (7-7-1)
label-heuristic-pdb-7-7-1-short = PDB 7-7-1
label-heuristic-pdb-7-8 = 模式数据库 (7-8)
label-heuristic-pdb-7-8-short = PDB 7-8
label-heuristic-pdb-5-5-5-5-4 = 模式数据库 (5-5-5-5-4)
label-swap-fix = 交换滑块 { $a } 和 { $b }，使其可解
label-reason-expanded-limit-short = 节点上限
label-reason-memory-limit-short = 内存上限
label-reason-time-limit-short = 时间上限
label-reason-cancelled-short = 已取消
label-reason-depth-limit-short = 深度限制
label-reason-expanded-limit = 已达到扩展节点数上限
label-reason-memory-limit = 已达到内存上限
label-reason-time-limit = 已达到时间上限
label-reason-cancelled = 已取消
label-reason-depth-limit = 已达到深度限制
label-preset-easy-8 = 8 数码，20 步
label-preset-solved-at-once = 瞬间求解
label-preset-hardest-8a = 最难的 8 数码 A
label-preset-hardest-8b = 最难的 8 数码 B
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
widget-title-daily = 每日 { $date }
widget-undo-title = 撤销上一步
widget-reset-said = 回到起点。
widget-goal-said = 目标。撤销可返回。
widget-click-hint = 点击滑块即可滑动。
widget-solved = 已解决！
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
board-size-help = 选择大小会发一个该大小的随机棋盘。
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
board-text-help = 可以粘贴任意格式的棋盘：每行一行，用 { $slash } 分隔各行（{ $rows }，本页就这样写棋盘），一行数字（{ $line }），紧凑数字（{ $digits }），{ $shape }，JSON，元组（{ $tuples }），或者 Markdown 或 ASCII 表格（{ $table }，空单元格为空格）。空格写作 { $zero }、{ $underscore }、{ $dot } 或 { $dash }。
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
board-daily-par = 每日 { $date }：标准步数 { $par }。
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
        [1] 滑块 { $last } { $direction }移动了。
       *[other] 滑块 { $tiles } 和 { $last } { $direction }移动了。
    }
board-solved-in = { $count ->
       *[other] 用 { $count } 步解决！
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
board-hint-solved = 已解决：没有剩余步数。
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
session-refused-stale = 棋盘文本有错误：修正它（或发一个新棋盘）才能继续玩。
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
session-par-unproved = 标准步数需要最优步数，但没有搜索为这个棋盘证明它。
session-par-no-count = 标准步数未能及时得到最优步数：{ $problem }
session-par-search-stopped = 搜索已停止
session-par-no-solver = 标准步数无法询问求解器。
worker-not-downloaded = 无法下载
worker-stronger-failed = { $partition } 数据库无法下载（{ $reason }），因此搜索改用 { $quick } 继续。
worker-download-not-offered = 求解一个 15 数码之后才提供此下载：先求解一个，再下载。
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
worker-alone = 搜索在没有帮助的情况下继续：{ $reason }。
worker-site-answered = 网站返回 { $status }
worker-no-body = 响应没有内容
worker-file-too-long = 文件超过了该组数据的 { $count } 字节

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
