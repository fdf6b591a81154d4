# Français: translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/fr.md.

## Lists

list-one = { $item }
list-or-pair = { $first } ou { $last }
list-and-pair = { $first } et { $last }
list-comma = { $first }, { $last }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = Il n’y a pas de langue « { $tag } ».
language-unreadable = Le catalogue { $tag } n’a pas pu être lu : { $problem }
language-menu = Langue
language-missing = { $count ->
        [one] { $count } phrase n’est pas encore traduite dans cette langue ; elle s’affiche en anglais.
        [many] { $count } de phrases ne sont pas encore traduites dans cette langue ; elles s’affichent en anglais.
       *[other] { $count } phrases ne sont pas encore traduites dans cette langue ; elles s’affichent en anglais.
    }
language-failed = Les textes en { $language } n’ont pas pu être chargés ({ $problem }) : la page est en anglais.

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
