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

## Search: engines, records, replay, why this node, exercises' grading (src/search)

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
