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
language-menu = 语言
language-missing = { $count ->
       *[other] 还有 { $count } 句尚未翻译成此语言，暂以英文显示。
    }
language-failed = 无法加载{ $language }文本（{ $problem }），页面以英文显示。

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

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
