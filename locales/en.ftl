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

model-cell = row { $row }, column { $column }
board-wrong-count = a { $shape } board has { $cells } cells, but { $count ->
        [one] { $count } number was
       *[other] { $count } numbers were
    } given{ $missing }
board-out-of-range = { $value } at { $cell } is out of range: a { $shape } board has tiles 1 to { $last } and one blank
board-duplicate-tile = tile { $tile } appears twice: at { $first } and at { $second }{ $missing }
board-duplicate-blank = there are two blanks: at { $first } and at { $second }; a board has exactly one{ $missing }
board-missing-none =
board-missing-blank = ; the blank is missing
board-missing-tiles = ; { $count ->
        [one] tile { $tiles } is
       *[other] tiles { $tiles } are
    } missing
board-missing-blank-and-tiles = ; the blank and { $count ->
        [one] tile { $tiles }
       *[other] tiles { $tiles }
    } are missing
shape-out-of-range = a board must be between 2x2 and 10x10, but { $shape } was asked for
shape-unreadable = '{ $text }' is not a size: write rows x columns, like 4x4
goal-shape-mismatch = the goal is { $goal } but the board is { $board }; they must have the same shape
goal-unreadable = the goal is not 'blank-last', 'blank-first' or a board: { $reason }
move-no-tile-to-slide = no tile can slide { $direction ->
        [up] up
        [down] down
        [left] left
       *[right] right
    }: the blank is at the edge of the board
move-not-next-to-blank = tile { $tile } is not next to the blank, so it cannot slide
move-no-such-tile = there is no tile { $tile } on this board (tiles are 1 to { $last })
move-not-in-line = tile { $tile } is not in the blank's row or column, so it cannot slide
move-no-such-cell = there is no cell { $cell } on this board (cells are 0 to { $last })
move-unreadable = '{ $text }' is not a move: use U, D, L, R (the way the tile slides) or a tile number
parse-at-row = row { $row }, position { $item }
parse-at = position { $item }
parse-too-long = the input is { $count } bytes long; a board is at most 64 KiB of text
parse-empty = the input is empty: type a board, for example 1 2 3 4 5 6 7 8 0
parse-not-a-number = '{ $token }' at { $at } is not a number (write the blank as 0, _, . or -)
parse-huge-number = { $token } at { $at } is out of range: tiles go up to 99 at most
parse-ragged-rows = row { $row } has { $count ->
        [one] { $count } number
       *[other] { $count } numbers
    } but row 1 has { $expected }; every row needs the same count
parse-not-square = { $count ->
        [one] { $count } number does
       *[other] { $count } numbers do
    } not make a square board; { $squares }; for a rectangle put one row per line or start with its shape, like 3x4:
parse-square-fit = { $cells } make a { $shape } board
parse-squares-between = { $below } and { $above }
parse-squares-largest = { $below } (the largest)
parse-compact-too-long = '{ $token }' has { $count } digits, but digits written together only work for boards of at most 10 cells; separate the numbers with spaces
parse-bad-prefix = '{ $text }:' is not a shape: write rows x columns before the colon, like 3x4:
parse-prefix-mismatch = the prefix says { $prefix } but the rows written make { $rows }; write the rows on one line or drop the prefix
parse-json = JSON: { $problem } at character { $offset }
parse-json-after-end = unexpected text after the closing ]
parse-json-expected-open = expected [
parse-json-expected-close = expected ]
parse-json-expected-comma = expected , or ]
parse-json-expected-number = expected a number
solvable-explanation = Reading row by row, { $inversions ->
        [one] { $inversions } pair of tiles is
       *[other] { $inversions } pairs of tiles are
    } in the opposite order to the goal (inversions). { $rule } { $verdict }
solvable-even-width = The width { $width } is even, so an up or down move changes the inversion count by an odd number while the blank changes row: inversions plus the blank's distance from its goal row (here { $inversions } + { $distance } = { $parity }) always stays even or always stays odd.
solvable-odd-width = The width { $width } is odd, so no move changes whether the inversion count (here { $inversions }) is even or odd.
solvable-yes = Solvable: { $parity } is even, as it is for the goal.
solvable-no = Unsolvable: { $parity } is odd but the goal has 0, so no sequence of moves can reach it. Swapping tiles { $first } and { $second } makes it solvable.
move-in-list = move { $step } of { $count }: { $reason }

## Heuristics and pattern databases (src/heuristic)

explain-hamming = h = { $h } (Hamming: { $misplaced } of { $tiles } tiles { $misplaced ->
        [one] is
       *[other] are
    } not on their goal cell)
explain-manhattan = h = { $h } (Manhattan: { $distances })
explain-terms = { $terms }
explain-every-tile-home = every tile is home
explain-linear-conflict = h = { $h } = Manhattan { $manhattan } + { $conflicts } linear { $conflicts ->
        [one] conflict
       *[other] conflicts
    } × 2
explain-none = h = 0 (no heuristic: every board counts 0)
explain-custom = h = { $h } = { $formula }
explain-custom-negative = h = { $h } = { $formula } = −{ $raw }, counted as 0
explain-custom-rounded = h = { $h } = { $formula } = { $raw }, rounded up
explain-lookups = h = { $h } = { $terms } (pattern databases { $partition })
explain-lookups-reflected = h = { $h } = { $terms } (reflected lookup; the direct one: { $other }) (pattern databases { $partition })
explain-lookups-direct = h = { $h } = { $terms } (lookup; the reflected one: { $other }) (pattern databases { $partition })
explain-with-truth = { $sum } · h* = { $distance }
explain-awaiting = The { $partition } pattern databases are not loaded yet (a solve with them loads them); linear conflict meanwhile: { $sum }
custom-count = a custom heuristic is four numbers, the Hamming, Manhattan and linear-conflict weights and a constant (custom:0,1.5,0,0), not '{ $text }'
custom-unreadable = the { $part } must be a number with at most three decimals (like 1.5), not '{ $text }'
custom-out-of-range = the { $part } must be from -{ $max } to { $max }, not { $text }
custom-hamming-weight = Hamming weight
custom-manhattan-weight = Manhattan weight
custom-conflict-weight = linear-conflict weight
custom-constant = constant
heuristic-unknown = unknown heuristic '{ $name }': use { $known } (the pdb ones on 4x4 boards only), or custom:a,b,c,d
pdb-unknown-partition = unknown partition '{ $name }': use { $known }
pdb-not-four-by-four = pattern databases are for 4x4 boards, not { $shape }
pdb-no-such-cell = the blank's goal cell is 0 to { $last }, not { $cell }
pdb-unknown-key = '{ $text }' does not name pattern databases (like pdb-v3/6-6-3/0)
pdb-blank-mismatch = these databases are for the blank ending on cell { $built }, but the goal's blank ends on cell { $goal }
pdb24-not-five-by-five = the 5x5 pattern databases are for 5x5 boards, not { $shape }
pdb24-unknown-partition = unknown 5x5 partition '{ $name }': use { $known }
pdb24-unknown-key = '{ $text }' does not name 5x5 pattern databases (like pdb5x5-v1/5-5-5-5-4/0)
pdb-set = the { $partition } pattern databases for the blank ending on cell { $cell }
pdb24-set = the { $partition } pattern databases of the 5x5 board for the blank ending on cell { $cell }
small-pdb-too-large = these pattern databases are for boards of at most { $most } cells, not { $shape }
pdb-wrong-part = the database offered is not part { $part } of { $set }
heuristic-too-large-for-tab = the { $heuristic } heuristic needs more memory than a browser tab has

## Search: engines, records, replay, why this node, exercises' grading (src/search)

replay-ragged = a record chunk's columns differ in length
replay-kind = event { $event }: { $value } is not an event kind
replay-fate = event { $event }: { $value } is not a fate
replay-out-of-order = event { $event }: tree node { $node } comes out of order (the next is { $expected })
replay-unknown-node = event { $event }: tree node { $node } does not exist yet
replay-no-such-node = there is no tree node { $node }
replay-no-question = there is no expansion after step { $step } to ask about
replay-not-a-choice = tree node { $node } is not one of the choices
replay-not-a-move = tree node { $node }: cell { $cell } is not one move from its parent's blank
exercise-question-count = '{ $text }' is not a number of questions: use a whole number from 1 to { $most }
exercise-unknown = unknown exercise '{ $name }': use { $known }
record-cap = a search records 1 to { $most } expansions, not { $given }
record-cap-number = { $number }
record-cap-text = '{ $text }'
replay-no-frontier = { $algorithm } keeps no frontier to replay
record-chunk-unbuilt = cannot build a record chunk
bench-line = line { $line }: { $problem }
bench-no-optimal = expected `id optimal t0 t1 ...`
bench-bad-optimal = '{ $text }' is not an optimal length (a whole number)
bench-empty = it holds no instances (lines `id optimal t0 t1 ...`)
bench-too-large = it is too large: at most { $most } instances and 16 MiB are read
bench-bad-random = 'random:{ $spec }' is not a random spec: write random:RxC:COUNT or random:RxC:COUNT:SEED, e.g. random:10x10:100

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

## Lab (src/lab)

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

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
