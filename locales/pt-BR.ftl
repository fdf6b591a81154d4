# Português (Brasil): translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/pt-BR.md.

## Lists

list-one = { $item }
list-or-pair = { $first } ou { $last }
list-and-pair = { $first } e { $last }
list-comma = { $first }, { $last }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = Não há o idioma “{ $tag }”.
language-unreadable = Não foi possível ler o catálogo { $tag }: { $problem }
language-menu = Idioma
language-missing = { $count ->
        [one] { $count } frase ainda não foi traduzida para este idioma; ela aparece em inglês.
        [many] { $count } de frases ainda não foram traduzidas para este idioma; elas aparecem em inglês.
       *[other] { $count } frases ainda não foram traduzidas para este idioma; elas aparecem em inglês.
    }
language-failed = Não foi possível carregar os textos em { $language } ({ $problem }); a página está em inglês.

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
