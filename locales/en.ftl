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

## Model: boards, shapes, moves, goals, parsing, solvability (src/model)

## Heuristics and pattern databases (src/heuristic)

## Search: engines, records, replay, why this node, exercises' grading (src/search)

## Solve: algorithms, plans, limits, retries, reports (src/solve)

solve-retry-idastar-databases = Solve with IDA* + databases
solve-retry-anytime = Solve with the anytime search
solve-retry-idastar-linear-conflict = Solve with IDA* + linear conflict
solve-retry-fast = Solve with the fast solver
solve-why-idastar-databases = IDA* with the pattern databases keeps only its path in memory and finds the shortest solution in seconds
solve-why-anytime = the anytime search answers a 24-puzzle at once and shortens its answer while it runs (Stop keeps the best)
solve-why-idastar-linear-conflict = IDA* with linear conflict keeps only its path in memory and finds the shortest solution at once
solve-why-fast = the fast solver answers boards this large in moments (not always with the fewest moves)
solve-retry-without-node-limit = Solve again without the node limit
solve-retry-without-time-limit = Solve again without the time limit
solve-retry-without-memory-limit = Solve again without the memory limit
solve-retry-with-memory = Solve again with { $mb } MB
solve-why-node-limit = it needs more expansions than the limit allows
solve-why-time-limit = it needs more time than the limit allows
solve-why-memory-limit = it needs more memory than the limit allows
solve-suggest-uninformed = A* or IDA* with the linear-conflict heuristic search far fewer states
solve-suggest-astar = IDA* needs almost no memory, and weighted A* finds a near-optimal answer much faster
solve-suggest-idastar = weighted A* finds a near-optimal answer much faster
solve-suggest-fast = raise the limit: the fast solver needs few expansions, but more than this
solve-suggest-anytime = raise the limit: the anytime search answers as soon as its first solution is found
solve-stopped-node-limit = stopped after { $count ->
        [one] { $count } expanded node
       *[other] { $count } expanded nodes
    }, the limit; { $advice }.
solve-stopped-memory-limit = stopped after { $count ->
        [one] { $count } expanded node
       *[other] { $count } expanded nodes
    } at the memory limit ({ $mb } MB): the { $stored } boards it keeps in memory filled it; { $advice }.
solve-stopped-time-limit = stopped after { $ms } ms, the time limit, with { $count ->
        [one] { $count } node
       *[other] { $count } nodes
    } expanded; { $advice }.
solve-cancelled = cancelled after { $count ->
        [one] { $count } expanded node
       *[other] { $count } expanded nodes
    }.
solve-stopped-depth-limit = no solution within the depth limit of { $depth ->
        [one] { $depth } move
       *[other] { $depth } moves
    } (depth-first search goes no deeper); { $advice }.
solve-cancelled-before-start = cancelled while the pattern databases were being prepared; nothing was kept.
solve-stopped-before-start = stopped after { $ms } ms, the time limit ({ $limit } ms), before the search began: the pattern databases it needs were still being prepared (building them takes seconds, once); raise the time limit.
solve-error-unsolvable = this board cannot be solved. { $reason }
solve-error-pdb-needs-4x4 = the { $heuristic } heuristic needs a 4x4 board, not { $shape }; use linear-conflict
solve-error-too-large-for = the { $heuristic } pattern databases need about { $mb } MB to build, too much for { $platform }: use pdb (6-6-3) or pdb-5-5-5
solve-error-shape-mismatch = the goal is { $goal } but the board is { $board }; they must have the same shape
solve-error-not-recordable = the fast solver cannot be recorded (its search runs in pieces, each with its own tree); record idastar instead
solve-error-inner = { $reason }
solve-error-missing-databases = { $databases } are not loaded: build or load them first
solve-error-not-generic = { $algorithm } needs the pattern databases or the large-board solvers, which this build leaves out
solve-platform-native = this machine
solve-platform-browser = a browser
solve-limit-expanded-zero = the expanded-node limit must be at least 1
solve-limit-time = the time limit must be a positive number of milliseconds, not { $ms }
solve-limit-memory-zero = the memory limit must be at least 1 MB
solve-limit-memory-too-high = the memory limit can be at most { $most } MB in { $platform } (a WebAssembly instance ends at 4 GB, and a search's tables grow by doubling), not { $mb } MB
solve-weight-too-low = the weight must be a number of at least 1, not { $weight }
solve-weight-too-high = the weight must be at most 100 (weighted A* is greedy search long before), not { $weight }
solve-algorithm-unknown = unknown algorithm '{ $name }': use { $list }
solve-algorithm-uninformed = { $algorithm } uses no heuristic, so '{ $heuristic }' cannot go with it

## Game (src/play)

play-solved = Solved in { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $time }.
play-solved-optimal = { $solved } Optimal: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } ({ $over }).
play-solved-best-known = { $solved } Best known: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } ({ $over }).
play-share = npuzzle daily { $date } { $shape }: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } (par { $par }), { $time }
play-date-unreadable = '{ $text }' is not a date: write it as year-month-day, like 2026-11-25
play-date-no-such-day = { $date } is not a day of the calendar (years { $first } to { $last })
play-date-out-of-range = { $ms } ms is not a moment between { $first } and { $last }
play-daily-size = the daily puzzle comes in 3x3 or 4x4, not { $shape }
play-daily-none-in-band = no { $shape } board within par { $band } among the first { $candidates } candidates for { $date }

## Lab (src/lab)

lab-error-inner = { $reason }
lab-error-size = the lab checks 2x2, 2x3, 3x3 and 2x4 boards, not { $shape }: larger ones have too many states to visit each
lab-error-four-by-four = the lab's pattern database is pdb (made for the board's size); { $name } is the 15-puzzle's

## Check a student's work (src/check)

check-algorithm = { $algorithm ->
        [bfs] BFS
        [dfs] DFS
        [iddfs] IDDFS
        [greedy] greedy
        [ucs] uniform-cost
        [astar] A*
        [wastar] weighted A*
        [idastar] IDA*
       *[other] { $algorithm }
    }
check-heuristic = { $heuristic ->
        [none] no heuristic
        [hamming] Hamming
        [manhattan] Manhattan
        [linear-conflict] linear conflict
       *[other] { $heuristic }
    }
check-spec = { $algorithm }
check-spec-heuristic = { $algorithm } with { $heuristic }
check-spec-weighted = { $algorithm } (w = { $weight }) with { $heuristic }
check-nothing = { "" }
check-valid = a valid trace of { $spec }, { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    }{ $variant }{ $limit }{ $iterations }
check-valid-variant = : { $variant }
check-valid-variant-others = : { $variant } (or { $count ->
        [one] { $count } other variant
       *[other] { $count } other variants
    })
check-valid-depth-limit = , boards at depth { $depth } dropped unexpanded
check-valid-iterations = , in { $count ->
        [one] { $count } iteration
       *[other] { $count } iterations
    }
check-mistake-not-start = expansion 1 is { $board }, not the start board { $start }
check-mistake-not-generated = expansion { $expansion } was never generated: it is not one move from any board expanded before it
check-mistake-repeated-graph = expansion { $expansion } repeats expansion { $earlier }, which a graph search expands once
check-mistake-repeated-tree = expansion { $expansion } repeats expansion { $earlier }, and no board expanded since generated it again
check-mistake-not-waiting = expansion { $expansion }: { $board } was generated, but a move that undoes the last one is not
check-mistake-deeper = expansion { $expansion }: { $algorithm } expanded a board at depth { $depth } while { $count ->
        [one] { $count } at depth { $waiting-depth } was waiting: { $example }
       *[other] { $count } at depth { $waiting-depth } were waiting, such as { $example }
    }
check-mistake-not-on-top = expansion { $expansion }: { $algorithm } takes the newest boards first, but { $board } was not among them: { $count ->
        [one] { $count } board generated by expansion { $from } was waiting: { $example }
       *[other] { $count } boards generated by expansion { $from } were waiting, such as { $example }
    }
check-mistake-not-best = expansion { $expansion }: { $board } has { $key } = { $value }, but { $count ->
        [one] { $count } board with { $key } = { $best } was waiting: { $example }
       *[other] { $count } boards with { $key } = { $best } were waiting, such as { $example }
    }
check-mistake-over-depth-limit = expansion { $expansion }: { $board } is at depth { $depth }, past the iteration's depth limit { $bound }
check-mistake-over-bound = expansion { $expansion }: { $board } has f = { $f }, over the iteration's bound { $bound }
check-mistake-too-deep = expansion { $expansion }: { $board } is at depth { $depth }, but the search had dropped boards at depth { $limit } as too deep
check-mistake-not-root = expansion { $expansion }: { $board } follows the end of an iteration; the next, with bound { $bound }, starts again from the start board
check-mistake-exhausted = expansion { $expansion }: { $board } comes after the search had nothing left to expand
check-mistake-ends-before-goal = the trace ends before the goal was expanded
check-mistake-after-goal-generated = the trace goes on after the goal: expansion { $goal } generated it, and expansion { $expansion } follows
check-mistake-after-goal-expanded = the trace goes on after the goal: expansion { $goal } expanded it, and expansion { $expansion } follows
check-hint-greedy = this is a valid greedy order with { $heuristic }: the priority looks like h alone, without g
check-hint-uniform-cost = this is a valid uniform-cost order: the priority looks like g alone, without h
check-hint-dfs-not-bfs = this is a valid DFS order: a stack where BFS needs a queue
check-hint-bfs-not-dfs = this is a valid BFS order: a queue where DFS needs a stack
check-hint-other-heuristic = this is a valid { $algorithm } order with { $heuristic }, not { $asked }
check-hint-other = this is a valid { $spec } order
check-sentences = { $first } { $rest }
check-read = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, read as { $how }{ $why }.
check-read-tile-directions = the way each tile slides
check-read-blank-directions = the way the blank goes
check-read-tile-numbers = the number of the tile slid
check-read-boards = the boards one after another
check-read-asked = , as asked
check-read-only-legal = , the only reading that is legal
check-read-same-end = { " " }(the README's reading: both are legal and end on the same board)
check-read-only-reaches-goal = : both readings are legal, and only this one reaches the goal
check-read-goes-further = : neither reading is legal, and this one goes further
check-solved = Every move is legal and the goal is reached in { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }.
check-solved-optimal = Every move is legal and the goal is reached in { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }: optimal.
check-solved-longer = Every move is legal and the goal is reached in { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $more } more than the optimal { $best }.
check-solved-at-least = Every move is legal and the goal is reached in { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }; the optimal is at least { $bound }.
check-stops-short = { $count ->
        [one] The move is legal, but the goal is not reached.
       *[other] All { $count } moves are legal, but the goal is not reached.
    }
check-start-is-goal = The start is already the goal, and { $count ->
        [one] { $count } move follow.
       *[other] { $count } moves follow.
    }
check-passed-goal = The goal is reached after move { $at }, and { $count ->
        [one] { $count } move more follow.
       *[other] { $count } moves more follow.
    }
check-ends = The moves played end on { $board }, at Manhattan distance { $distance } from the goal.
check-wrong-no-tile = Move { $step }, { $written }: { $edge ->
        [up] no tile above the blank, which is on the top row.
        [down] no tile below the blank, which is on the bottom row.
        [left] no tile left of the blank, which is on the left column.
       *[right] no tile right of the blank, which is on the right column.
    }
check-wrong-blank-at-edge = Move { $step }, { $written }: { $edge ->
        [up] the blank cannot go up, it is on the top row.
        [down] the blank cannot go down, it is on the bottom row.
        [left] the blank cannot go left, it is on the left column.
       *[right] the blank cannot go right, it is on the right column.
    }
check-wrong-tile = Move { $step }: { $reason }.
check-wrong-first-board = Board 1 is neither the start nor one move from it.
check-wrong-board = Board { $board } is not one move from board { $before }.
check-error-empty-trace = the trace is empty: list the boards the search expanded, the start board first
check-error-trace-shape = expansion { $expansion } is a { $found } board, but the start board is { $expected }
check-error-goal-shape = the goal is a { $found } board, but the start board is { $expected }
check-error-algorithm = { $algorithm } runs other searches: check a trace of bfs, dfs, iddfs, greedy, ucs, astar, wastar or idastar
check-error-databases = the pattern databases ({ $heuristic }) are not available to the checker: use hamming, manhattan, linear-conflict or custom:a,b,c,d
check-trace-too-long = the trace is { $bytes } bytes long; a trace is at most 16 MiB ({ $most } bytes)
check-trace-too-many-boards = the trace holds more than { $most } boards, the most a trace may hold
check-trace-no-boards = no { $shape } board found in the trace: write one board a line, or each board's rows on consecutive lines
check-trace-bad-board = board { $index } (line { $line }): { $reason }
check-trace-wrong-shape = board { $index } (line { $line }) is a { $found } board, but the start is { $expected }
check-trace-part-board = board { $index } (line { $line }) has { $found } of the { $rows } rows a { $shape } board has: a board's rows go on consecutive lines
check-trace-unclosed = the list of boards opened on line 1 never closes: a ] or ) is missing
check-convention-unknown = '{ $name }' is not a convention: use { $list }
check-moves-empty = no moves were given: write the moves as letters (U D L R), words, tile numbers or boards
check-moves-too-many = the list has more than { $most } moves, the most a solution may have
check-moves-unreadable = '{ $token }' (word { $word }) is not a move: write U, D, L, R or up, down, left, right, or tile numbers, or boards
check-moves-ambiguous = the directions are legal read both ways and end on different boards: as the tiles' moves (the README's convention) on { $tile-end }, at Manhattan distance { $tile-distance } from the goal; as the blank's moves on { $blank-end }, at distance { $blank-distance }; name the convention (tile or blank)
check-variant = { $repeats ->
        [tree] tree search (repeated boards expanded again)
        [tree-not-parent] tree search that never generates the board it came from
        [path-check] tree search that skips boards already on its path
        [graph-skip-generated] graph search, a repeated board skipped when generated
        [graph-skip-expanded] graph search, a repeated board skipped when taken
        [graph-reopen] graph search, a board queued again when reached by a shorter path
       *[other] { $repeats }
    }, { $goal ->
        [generated] the goal tested when generated
       *[taken] the goal tested when expanded
    }

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
