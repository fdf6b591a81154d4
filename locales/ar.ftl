# العربية: translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/ar.md.

## Lists

list-one = { $item }
list-or-pair = { $first } أو { $last }
list-and-pair = { $first } و{ $last }
list-comma = { $first }، { $last }

## Languages (src/wasm/words.rs, www/words.js)

language-unknown = لا توجد لغة باسم «{ $tag }».
language-unreadable = تعذّرت قراءة فهرس { $tag }: { $problem }
language-menu = اللغة
language-missing = { $count ->
        [zero] لا توجد جمل لم تُترجم بعد إلى هذه اللغة.
        [one] جملة واحدة لم تُترجم بعد إلى هذه اللغة، وتظهر بالإنجليزية.
        [two] جملتان لم تُترجما بعد إلى هذه اللغة، وتظهران بالإنجليزية.
        [few] { $count } جمل لم تُترجم بعد إلى هذه اللغة، وتظهر بالإنجليزية.
        [many] { $count } جملةً لم تُترجم بعد إلى هذه اللغة، وتظهر بالإنجليزية.
       *[other] { $count } جملة لم تُترجم بعد إلى هذه اللغة، وتظهر بالإنجليزية.
    }
language-failed = تعذّر تحميل نصوص { $language } ({ $problem })، لذا تظهر الصفحة بالإنجليزية.

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
