# English: the source catalogue. Every other catalogue in this folder has exactly these keys
# and the same $variables (tests/words.rs); the CLI and the Python package print these words.
# Sections are by what says them; keys are prefixed by their section.

## Lists

list-one = { $item }
list-or-pair = { $first } or { $last }
list-and-pair = { $first } and { $last }
list-comma = { $first }, { $last }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = There is no language “{ $tag }”.
language-unreadable = The { $tag } catalogue could not be read: { $problem }
language-menu = Language
language-missing = { $count ->
        [one] { $count } sentence is not translated into this language yet; it is shown in English.
       *[other] { $count } sentences are not translated into this language yet; they are shown in English.
    }
language-failed = The words in { $language } could not be loaded ({ $problem }), so the page is in English.

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
