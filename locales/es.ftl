# Español: translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/es.md.

## Lists

list-one = { $item }
list-or-pair = { $first } o { $last }
list-and-pair = { $first } y { $last }
list-comma = { $first }, { $last }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = No hay ningún idioma «{ $tag }».
language-unreadable = No se pudo leer el catálogo { $tag }: { $problem }
language-menu = Idioma
language-missing = { $count ->
        [one] { $count } frase aún no está traducida a este idioma; se muestra en inglés.
        [many] { $count } de frases aún no están traducidas a este idioma; se muestran en inglés.
       *[other] { $count } frases aún no están traducidas a este idioma; se muestran en inglés.
    }
language-failed = No se pudieron cargar los textos en { $language } ({ $problem }), así que la página está en inglés.

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
