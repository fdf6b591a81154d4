# English: the source catalogue. Every other catalogue in this folder has exactly these keys
# and the same $variables (tests/words.rs); the CLI and the Python package print these words.
# Sections are by what says them; keys are prefixed by their section.

## Lists

list-one = { $item }
list-or-pair = { $first } or { $last }
list-and-pair = { $first } and { $last }
list-comma = { $first }, { $last }
list-sentences = { $first } { $rest }

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
pdb-damage = not a pattern database: { $problem }
pdb-damage-header = wrong header
pdb-damage-partition = unknown partition
pdb-damage-count = bad count
pdb-damage-checksum = checksum mismatch (the data is damaged)
pdb-damage-trailing = more bytes after the end
pdb-damage-blank = blank cell out of range
pdb-damage-part = no such part
pdb-damage-inconsistent = entry { $entry } of database { $database } is inconsistent: { $moves } moves, but { $neighbour } one move away (the entries were altered)

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
solve-error-missing-databases = { $databases } are not loaded: build or load them first
solve-error-not-generic = { $algorithm } needs the pattern databases or the large-board solvers, which this build leaves out
solve-platform-native = this machine
solve-platform-browser = a browser
solve-limit-expanded-zero = the expanded-node limit must be at least 1
solve-limit-time-not-positive = the time limit must be a positive number of milliseconds, not { $ms }
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
play-daily-no-size = the daily puzzle comes in 3x3 or 4x4, not { $shape }
play-daily-none-in-band = no { $shape } board within par { $band } among the first { $candidates } candidates for { $date }

## Lab (src/lab)

lab-error-size = the lab checks 2x2, 2x3, 3x3 and 2x4 boards, not { $shape }: larger ones have too many states to visit each
lab-error-four-by-four = the lab's pattern database is pdb (made for the board's size); { $name } is the 15-puzzle's
## Check a student's work (src/check)

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

label-algorithm-bfs = Breadth-first search
label-algorithm-bfs-short = BFS
label-algorithm-bfs-note = Optimal. Explores every board level by level; memory-hungry.
label-algorithm-dfs = Depth-first search
label-algorithm-dfs-short = DFS
label-algorithm-dfs-note = Depth-limited and not optimal: a teaching example.
label-algorithm-iddfs = Iterative deepening DFS
label-algorithm-iddfs-short = IDDFS
label-algorithm-iddfs-note = Optimal with little memory, but slow.
label-algorithm-greedy = Greedy best-first
label-algorithm-greedy-short = Greedy
label-algorithm-greedy-note = Fast, follows the heuristic only; long solutions.
label-algorithm-ucs = Uniform-cost search
label-algorithm-ucs-short = UCS
label-algorithm-ucs-note = Optimal; with unit moves it behaves like BFS.
label-algorithm-astar = A*
label-algorithm-astar-note = Optimal. Guided by the heuristic; stores what it sees.
label-algorithm-wastar = Weighted A*
label-algorithm-wastar-note = At most weight × optimal moves, much faster.
label-algorithm-idastar = IDA*
label-algorithm-idastar-note = Optimal with almost no memory; the choice for 15-puzzles.
label-algorithm-auto = Automatic
label-algorithm-auto-short = Auto
label-algorithm-auto-note = Picks a solver to suit the board.
label-algorithm-fast = Fast
label-algorithm-fast-note = A quick answer, not necessarily the shortest.
label-algorithm-anytime = Anytime beam search
label-algorithm-anytime-short = Anytime
label-algorithm-anytime-note = Ever shorter answers, each with a proved lower bound on the optimum.
label-heuristic-none = None (zero)
label-heuristic-none-short = no heuristic
label-heuristic-hamming = Hamming: misplaced tiles
label-heuristic-hamming-short = Hamming
label-heuristic-manhattan = Manhattan distance
label-heuristic-manhattan-short = Manhattan
label-heuristic-linear-conflict = Linear conflict
label-heuristic-linear-conflict-short = linear conflict
label-heuristic-pdb = Pattern database
label-heuristic-pdb-short = PDB
label-heuristic-pdb-5-5-5 = Pattern database (5-5-5)
label-heuristic-pdb-5-5-5-short = PDB 5-5-5
label-heuristic-pdb-7-7-1 = Pattern database (7-7-1)
label-heuristic-pdb-7-7-1-short = PDB 7-7-1
label-heuristic-pdb-7-8 = Pattern database (7-8)
label-heuristic-pdb-7-8-short = PDB 7-8
label-heuristic-pdb-5-5-5-5-4 = Pattern database (5-5-5-5-4)
label-swap-fix = Swap tiles { $a } and { $b } to make it solvable
label-reason-expanded-limit-short = node limit
label-reason-memory-limit-short = memory limit
label-reason-time-limit-short = time limit
label-reason-cancelled-short = cancelled
label-reason-depth-limit-short = depth limit
label-reason-expanded-limit = Expanded-node limit reached
label-reason-memory-limit = Memory limit reached
label-reason-time-limit = Time limit reached
label-reason-cancelled = Cancelled
label-reason-depth-limit = Depth limit reached
label-preset-easy-8 = 8-puzzle, 20 moves
label-preset-solved-at-once = solved at once
label-preset-hardest-8a = Hardest 8-puzzle A
label-preset-hardest-8b = Hardest 8-puzzle B
label-preset-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
label-preset-size-moves = { $count ->
        [one] { $size }-puzzle, { $count } move
       *[other] { $size }-puzzle, { $count } moves
    }
label-direction-up = up
label-direction-down = down
label-direction-left = left
label-direction-right = right
shell-tab-play = Play
shell-tab-solve = Solve
shell-tab-compare = Compare
shell-tab-search = Search
shell-tab-lab = Lab
shell-step-past-recording = step: { $step } is past the last expansion recorded ({ $last }); showing expansion { $last }
shell-dismiss = Dismiss
shell-link-ignored = Some parts of this link were ignored:
shell-link-unknown-setting = “{ $name }” is not something a link can set.
shell-setting-problem = { $name }: { $problem }
shell-step-past-solution = step: { $step } is past the solution's last step ({ $last }); showing step { $last }.
shell-page-title = npuzzle · sliding-puzzle playground
shell-skip-to-board = Skip to the board
shell-tagline = Sliding-tile puzzles, played and solved in your browser
shell-puzzle = Puzzle
shell-controls = Controls
shell-panels = Panels
shell-tab-board = Board
shell-footer = Rules, parsing, randomness and every search run in Rust compiled to WebAssembly; searches run in a Web Worker. Works offline once loaded.
embed-page-title = npuzzle · embedded puzzle
embed-unknown-parameter = “{ $name }” is not a parameter of this puzzle ({ $known }).
embed-open-playground = Open in the npuzzle playground ↗
embed-parameters-ignored = Some parameters of this link were ignored:
widget-default-board = A default board
widget-solve-off = Solve is off: the board given has a mistake (see above), so this is a default board.
widget-title-puzzle = { $tiles }-puzzle
widget-title-daily = Daily { $date }
widget-undo-title = Take back the last move
widget-reset-said = Back to the start.
widget-goal-said = The goal. Undo goes back.
widget-click-hint = Click a tile to slide it.
widget-solved = Solved!
widget-tiles-moved = Tile { $tiles } moved.
widget-past-last-step = { $name }: { $step } is past the solution's last step ({ $last })
widget-board-not-shown = The board given cannot be shown; a default board stands in:
widget-settings-ignored = Some settings of this puzzle were ignored:
widget-image-not-loaded = the image at { $url } could not be loaded
offline-page-title = Offline · npuzzle
offline-heading = You are offline
offline-no-copy = This page has not been opened on this device while it was online, so there is no copy of it to show.
offline-pages-before = The pages you have opened before come back without the network, among them
offline-playground = the npuzzle playground
offline-pages-after = , which works offline once loaded.
shell-number = { $count }
shell-milliseconds = { $ms } ms
shell-seconds = { $seconds } s
shell-minutes = { $minutes } min { $seconds } s
shell-kilobytes = { $size } KB
shell-megabytes = { $size } MB

## Page: the board and its controls (www/board)

board-size = Board size
board-size-help = Choosing a size deals a random board of that size.
board-tiles-show = Tiles show
board-skin-numbers = Numbers
board-skin-picture = Picture
board-picture-choose = Choose an image…
board-picture-numbers = Show numbers
board-moves = Moves
board-undo = Undo
board-redo = Redo
board-reset = Reset
board-reset-title = Back to the board you started from (Undo comes back)
board-goal = Goal
board-goal-title = Show the goal board (Undo comes back)
board-hint = Hint
board-help = Click or tap a tile in the blank's row or column to slide it (and any tiles between). Arrow keys and { $w } { $a } { $s } { $d } slide a tile { $direction } into the blank, as the letters U, D, L, R of a solution do; swipe on a touch screen.
board-help-direction = in that direction
board-text = Board text
board-text-help = Paste a board in any format: one row per line, rows separated by { $slash } ({ $rows }, as this page writes boards), one line of numbers ({ $line }), compact digits ({ $digits }), { $shape }, JSON, tuples ({ $tuples }) or a Markdown or ASCII table ({ $table }, an empty cell the blank). The blank is { $zero }, { $underscore }, { $dot } or { $dash }.
board-loading = Loading…
board-goal-blank-last = Blank last
board-goal-blank-first = Blank first
board-goal-custom = Custom
board-goal-custom-label = Custom goal
board-goal-help = Any arrangement of the board's tiles, in any board format.
board-goal-from-board = Use the current board
board-shuffle = Shuffle
board-random = Random board
board-random-help = Uniformly random, always solvable.
board-scramble = Scramble
board-presets = Presets
board-mirror = Board
board-puzzle-board = Puzzle board
board-back-to-yours = Back to your board
board-showing = Showing { $label }, not yours.
board-puzzle-board-showing = Puzzle board showing { $label }, not yours: { $board }
board-puzzle-board-stale = Puzzle board (out of date: the board text has a mistake)
board-mirror-size = Board, { $rows } rows by { $cols } columns
board-cell-blank = blank
board-cell-blank-at = Blank, row { $row }, column { $column }
board-cell-tile-at = Tile { $tile }, row { $row }, column { $column }
board-par-good = Good move.
board-par-away = A step away.
board-time = Time
board-par = Par
board-daily-par = Daily { $date }: par { $par }.
board-par-counting = Counting the moves to go…
board-par-at-goal = At the goal.
board-par-to-go = { $count } to go.
board-explain-failed = Explain h: { $problem }
board-explain-group = { $count ->
        [one] Tiles { $tiles }: { $count } move
       *[other] Tiles { $tiles }: { $count } moves
    }
board-explain-direct = Direct lookup: { $sum }
board-explain-reflected = Reflected lookup (the board mirrored across its diagonal): { $sum }
board-picture-dusk = Dusk (built in)
board-picture-not-image = { $file } is not an image (its type is { $type })
board-picture-not-image-untyped = { $file } is not an image (its type is unknown)
board-picture-unreadable = { $file } could not be read as an image
board-goal-error = { $problem }. Until it is fixed, the goal is blank last.
board-more-sizes = More sizes…
board-reset-said = Back to the board you started from.
board-goal-said = The goal board. Undo goes back.
board-scramble-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
board-preset-loaded = { $name } loaded.
board-undone = Undone.
board-redone = Redone.
board-new-board = New { $rows } by { $cols } board.
board-step = Step
board-tiles-moved = { $count ->
        [one] Tile { $last } moved { $direction }.
       *[other] Tiles { $tiles } and { $last } moved { $direction }.
    }
board-solved-in = { $count ->
        [one] Solved in { $count } move!
       *[other] Solved in { $count } moves!
    }
board-at-goal-undo = This is the goal. Undo goes back to your board.
board-goal-reached = { $count ->
        [one] Goal reached in { $count } move.
       *[other] Goal reached in { $count } moves.
    }
board-at-goal-play = This is the goal. Shuffle or scramble to play.
board-not-checked = Not checked: the board text has a mistake.
board-hint-unavailable = Hints cover boards of up to { $largest } cells for now; this one has { $cells }.
board-hint-thinking = Looking for the best move…
board-hint-building = Building pattern databases (once; cached for next time)… { $percent }%
board-hint-downloading = Downloading pattern databases (once; cached for next time)… { $percent }%
board-hint-loading = Loading pattern databases…
board-hint-solved = Solved: no moves left.
board-hint-best = { $count ->
        [one] Best next move: tile { $tile } { $direction } { $arrow } · { $count } move to the goal (optimal).
       *[other] Best next move: tile { $tile } { $direction } { $arrow } · { $count } moves to the goal (optimal).
    }
board-checking = Checking…
board-solvable = Solvable
board-unsolvable = Unsolvable
board-swapped = Swapped tiles { $a } and { $b }; the board is solvable now.
board-fact-inversions = { $count ->
        [one] { $count } inversion
       *[other] { $count } inversions
    }
board-fact-blank-rows = { $count ->
        [one] blank { $count } row from its goal row
       *[other] blank { $count } rows from its goal row
    }
board-fact-manhattan = Manhattan distance { $count }

## Page: session, settings and workers (www/session, www/workers)

session-stopped-board-changed = The board changed, so the search was stopped.
session-refused-stale = The board text has a mistake: fix it (or deal a new board) to play on.
session-left-solution-move = You moved a tile at step { $step } of { $count }, which leaves the solution. Solving again starts from the board shown.
session-left-solution-reset = Reset leaves the solution. Solving again starts from the board shown.
session-left-solution-goal = Going to the goal leaves the solution. Solving again starts from the board shown.
session-left-solution-history = Undo and redo leave the solution. Solving again starts from the board shown.
session-stopped-goal-changed = The goal changed, so the search was stopped.
session-goal-empty = Type the goal arrangement
session-stale-solve = The board text has a mistake: fix it before solving.
session-stale-search = The board text has a mistake: fix it before searching.
session-no-hint = No hint: { $problem }
settings-more-problems = …and { $count } more.
settings-given-twice = “{ $name }” is given twice; the first one counts.
settings-too-long = { $name }: the value is too long (at most { $kib } KiB).
settings-too-many = { $count ->
        [one] only the first { $read } settings are read; { $count } more was ignored.
       *[other] only the first { $read } settings are read; { $count } more were ignored.
    }
settings-size-mismatch = { $name }: { $size } does not match the board, which is { $board }; the board's size counts
settings-goal-fallback = { $problem }; the goal is blank last
settings-not-control = controls: “{ $value }” is not a control ({ $known })
settings-not-mode = “{ $value }” is not a mode ({ $known })
settings-not-seed = “{ $value }” is not a seed (a whole number)
settings-not-colour = “{ $value }” is not something to colour by ({ $known })
settings-not-check = “{ $value }” is not something to check ({ $known })
settings-not-speed = “{ $value }” is not a speed (a whole number of moves per second, 1 to { $most })
settings-not-step = “{ $value }” is not a step number
settings-not-step-counted = “{ $value }” is not a step number (0, 1, 2, …)
settings-end-before-start = end: { $end } comes before start { $start }
settings-not-theme = “{ $value }” is not a theme ({ $known })
settings-not-view = “{ $value }” is not a view ({ $known })
settings-not-explain = “{ $value }” is not something to explain (h, the heuristic, or off)
settings-not-url = “{ $value }” is not a URL
settings-not-http = only http(s) image addresses are shown, not { $protocol }
settings-not-flag = “{ $value }” is not true or false
session-worker-not-started = it could not start
session-worker-unreadable = a message from it could not be read
session-worker-restarted = The solver worker failed ({ $reason }); it has been restarted.
session-worker-keeps-failing = The solver worker keeps failing ({ $reason }); reload the page to try again.
session-played-waiting = Optimal: working it out…
session-played-helped = Not recorded: the solution player moved the board.
session-par-unproved = Par needs the optimal count, and no search proved it for this board.
session-par-no-count = Par found no optimal count in time: { $problem }
session-par-search-stopped = the search stopped
session-par-no-solver = Par could not ask the solver.
worker-not-downloaded = they could not be downloaded
worker-stronger-failed = The { $partition } databases could not be downloaded ({ $reason }), so the search went on with { $quick }.
worker-download-not-offered = This download is offered after a 15-puzzle solve: solve one, then download.
worker-download-failed = The pattern databases could not be downloaded: { $reason }.
worker-not-served = they are not served
worker-download-cancelled = The download was cancelled.
worker-stored-refused-download = The stored pattern databases were refused ({ $reason }), so they are downloaded again.
worker-stored-refused-build = The stored pattern databases were refused ({ $reason }), so they are built again.
worker-build-failed = the pattern databases could not be built: { $reason }
worker-prebuilt-refused = The prebuilt pattern databases could not be used ({ $reason }), so they are built here.
worker-store-unavailable = They cannot be stored in this browser, so they are built again on each visit.
worker-store-full-quota = They could not be stored in this browser (it keeps at most { $megabytes } MB for this site), so they are kept in memory until the page is closed.
worker-store-full = They could not be stored in this browser, so they are kept in memory until the page is closed.
worker-checker-not-loaded = the checker's module could not load: { $reason }
worker-lab-not-loaded = the lab's module could not load: { $reason }
worker-helper-not-started = a helper worker could not start ({ $reason })
worker-helper-stopped = it stopped
worker-helper-no-store = the pattern databases are not stored in this browser, and helper workers load them from there
worker-helper-strange-answer = it answered what it should not
worker-helper-failed = a helper worker failed ({ $reason })
worker-alone = The search goes on without help: { $reason }.
worker-site-answered = the site answered { $status }
worker-no-body = the response has no body
worker-file-too-long = the file is longer than the { $count } bytes of the set

## Page: Solve, Compare, Play and Lab views (www/views)
solve-no-limit = no limit
solve-limit-expanded-wrong = The expanded-node limit must be a number of at least { $min }.
solve-limit-memory-wrong = The memory limit must be a number of at least { $min }.
solve-limit-time-wrong = The time limit must be a number of at least { $min }.
solve-solve = Solve
solve-cancel = Cancel
solve-stop = Stop
solve-stop-title = Stop searching and keep the best solution so far
solve-offer-bar = Download of the stronger pattern databases
solve-export = Export solution as SVG
solve-heuristic = Heuristic
solve-weight = Weight
solve-algorithm = Algorithm
solve-explain-h = Explain h
solve-limits = Limits
solve-limit-expanded = Expanded nodes
solve-limit-memory = Memory (MB)
solve-limit-time = Time (s)
solve-idle-run = Press Solve to run { $algorithm }.
solve-idle = Press Solve to search for a solution from the board shown.
solve-strip-caption = { $algorithm }: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
solve-strip-caption-optimal = { $algorithm }: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, optimal
solve-stopped-press = { $reason } Press Solve to search from this board.
solve-heuristic-chosen-by = Chosen by { $algorithm }
solve-heuristic-none-used = None ({ $algorithm } uses none)
solve-heuristic-chosen = { $heuristic } (chosen by { $algorithm })
solve-databases-building = Building pattern databases (once; cached for next time)
solve-databases-downloading = Downloading pattern databases (once; cached for next time)
solve-databases-loading = Loading pattern databases…
solve-percent = { $percent }%
solve-size-of = { $size } of { $total }
solve-stronger-switched = The { $name } databases arrived: the search goes on with them
solve-stronger-downloading = Downloading the { $name } databases to switch to
solve-searching = Searching with { $algorithm }…
solve-searching-best = Searching: best so far { $best }, at least { $least }.
solve-lower-bound = Lower bound
solve-kind-optimal = optimal
solve-kind-factor = at most { $factor } × optimal
solve-kind-at-least = optimal is at least { $least }
solve-kind-not-optimal = not guaranteed optimal
solve-solved = Solved: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $kind }.
solve-stopped-why = { $title }: { $reason }
solve-algorithm-weighted = { $algorithm } (weight { $weight })
solve-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
solve-yes = yes
solve-no = no
solve-optimal-at-least = Optimal is at least
solve-cores = { $count }
solve-cores-failed = { $count } (a helper failed)
solve-offer = Stronger pattern databases answer hard 15-puzzles faster; on this connection they are not downloaded without asking.
solve-offer-download = Download { $size }
solve-offer-downloading = Downloading { $size } of { $total }…
solve-offer-loading = Loading…
solve-offer-cancel = Cancel download
solve-offer-done = Downloaded: the next solve looks them up.
solve-swapped = Tiles { $first } and { $second } swapped: the board can be solved now.
solve-databases-built = built in { $time }
solve-databases-built-two-cores = built in { $time } on two cores
solve-databases-cache = loaded from this browser's cache in { $time }
solve-databases-served = downloaded prebuilt in { $time }
solve-databases-memory = already loaded
solve-databases-set = { $set }, { $how }
solve-databases-noted = { $how } ({ $note })
solve-databases-stronger-note = { $how }. { $note }
solve-databases-switched = { $how }; switched to the { $name } databases at iteration { $iteration }
lab-size = Size
lab-h = h = { $h }
lab-step-of = Step { $step } of { $last }
lab-step = Step

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
search-pause = Pause
search-play = Play
search-speed = Speed
search-colour = Colour by
search-exercise = Exercise
player-first = First step
player-previous = Previous step
player-next = Next step
player-last = Last step
player-solution = Solution
player-moves = Moves of the solution
player-solve-again = Solve from here
player-controls = Step through the solution
player-optimal = optimal
player-not-optimal = not optimal
player-title-part = Moves { $from }–{ $to } of { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } ({ $kind })
player-title = Solution: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } ({ $kind })
player-title-named = Solution: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } ({ $algorithm }, { $kind })
player-speed = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }/s
player-goal = Goal reached in { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }.
player-move = Move { $index }: tile { $tile } { $way ->
        [U] up
        [D] down
        [L] left
        [R] right
       *[other] { $way }
    }

## Page: glossary (www/views/terms.js)

term-algorithm = Algorithm
term-heuristic = Heuristic
term-length = Length
term-optimal = Optimal
term-expanded = Expanded
term-generated = Generated
term-frontier = Frontier
term-max-frontier = Largest frontier
term-memory = Memory
term-peak-memory = Peak memory
term-time = Time
term-elapsed = Elapsed
term-bound = Bound
term-depth = Depth
term-databases = Pattern databases
term-cores = Cores
term-algorithm-definition = The search that ran: what Automatic chose, when it was asked for.
term-heuristic-definition = The estimate of the moves left that guided the search; none for an uninformed search.
term-length-definition = The moves in the solution found.
term-optimal-definition = Whether the solution is sure to be a shortest one: an optimal algorithm with a heuristic that never overestimates.
term-expanded-definition = Boards the search took up and generated the moves of; the usual measure of its work.
term-generated-definition = Boards those moves led to, counted each time they were reached, repeats included.
term-frontier-definition = Boards reached but not yet expanded, waiting now: the queue, open list or stack.
term-max-frontier-definition = The most boards waiting to be expanded at any one time.
term-stored = Stored
term-stored-definition = Boards held in memory now: every one seen, or only the current path of an iterative search.
term-memory-definition = Estimated bytes for the boards stored now (not the whole tab’s memory).
term-peak-memory-definition = Estimated bytes for the most boards stored at once; what a memory limit is measured against.
term-time-definition = Wall-clock time from the request to the answer, preparing pattern databases included.
term-elapsed-definition = Wall-clock time since the request, preparing pattern databases included.
term-bound-definition = The limit on moves made plus moves estimated in the current pass of an iterative search.
term-depth-definition = The most moves from the start of any board expanded so far.
term-databases-definition = Precomputed tables of exact moves for groups of tiles, the strongest heuristic here: where they came from and how long that took.
term-cores-definition = Workers sharing the search: this tab’s own and its helpers.
## Page: check my work (www/views/check-work.js)

check-page-search = Check my search
check-page-search-label = Boards your search expanded
check-page-search-help = Paste the boards your program expanded, in order, the start first (one a line, blocks of rows, or a Python or JSON list; its own log lines are skipped), or drop a file here. The check accepts every order a correct run could take, any tie-breaking and any successor order, and names the first expansion none could.
check-page-search-button = Check
check-page-solution = Check my solution
check-page-solution-label = Your moves
check-page-solution-help = Paste the moves your program found from the board shown: tile letters (U D L R, the way a tile slides), the way the blank goes, tile numbers, or the boards one after another. The check says which way it read them and names the first wrong move; the step player then steps through your moves.
check-page-solution-button = Check solution
check-page-progress-label = Checked so far
check-page-progress-hinting = Trying other algorithms
check-page-progress = { $step } of { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    } checked
check-page-file-unreadable = The file could not be read: { $reason }
check-page-cancelled = Check cancelled.
check-page-trace-refused = Cannot check this trace: { $reason }
check-page-moves-refused = Cannot check these moves: { $reason }
check-page-matches = Matches: { $variants }.
check-page-furthest = Got furthest as: { $variants }.
check-page-variant-list = { $first }; { $last }
check-page-hint = Hint: { $hint }.
check-page-wrong-board = Your expansion { $expansion }: the first wrong one
check-page-moves = Your moves: { $count }
check-page-moves-legal = Your moves: { $count } legal
check-page-moves-wrong = Your moves: { $count } legal, then move { $step } is wrong

## Later: the views loaded later (the Search view, exercises, Compare, Play, the Lab); the first wasm module leaves these out (build.rs)

compare-compare = Compare
compare-run = Run comparison
compare-caption-this = Algorithms compared on this board
compare-caption = Algorithms compared on the board shown
compare-outcome = Outcome
compare-scroll-hint = Scroll the table sideways for every column →
compare-help = Runs each chosen algorithm on the board shown, one after another, with the heuristic and weight of the Solve panel, each under the limits below.
compare-algorithms = Algorithms
compare-choose = Choose at least one algorithm to compare.
compare-running = Running { $algorithm } ({ $index } of { $total })…
compare-summary = { $solved } of { $total } solved.
compare-summary-cancelled = { $solved } of { $total } solved, cancelled.
compare-summary-stopped = { $solved } of { $total } solved, { $stopped } stopped at a limit.
compare-summary-stopped-cancelled = { $solved } of { $total } solved, { $stopped } stopped at a limit, cancelled.
compare-none = none
compare-row-title = { $algorithm } · { $heuristic }
compare-chart-expanded = Expanded nodes (log scale)
compare-unit-expanded = expanded nodes
compare-unit-time = time
compare-chart-length = Solution length (moves)
compare-no-solution = no solution
compare-unit-moves = moves
compare-waiting = waiting
compare-running-row = running…
compare-skipped = skipped
compare-solved = solved
compare-log-scale = log scale
compare-linear-scale = linear scale from 0
compare-chart-label = { $title }, { $scale }: { $values }
compare-chart-value = { $algorithm } { $value }
compare-chart-values = { $first }; { $last }
compare-bar-limited = { $value } · { $reason }
compare-axis = { $unit }, { $scale }
play-kind-free = Free play
play-kind-par = Par mode
play-kind-daily = Daily
play-daily = Daily
play-share-button = Share
play-no-bests = No games finished yet: solve a board by hand to set a best.
play-clear-bests = Clear bests
play-clear-bests-question = Clear bests?
play-no-history = None yet.
play-bests = Personal bests
play-size = Size
play-game = Game
play-over-par = Over par
play-fastest = Fastest
play-solves = Solves
play-clear-them = Clear them
play-keep-them = Keep them
play-clear-confirm = Forget every personal best? This cannot be undone.
play-daily-puzzle = Daily puzzle
play-daily-size = Daily size
play-daily-help = The same board for everyone on a UTC day, with its optimal length as par. Your first finished attempt of the day counts.
play-latest = Latest games
play-bests-cleared = Personal bests cleared.
play-daily-making = Making today's { $size }…
play-daily-failed = No daily puzzle: { $reason }
play-daily-done = Today's { $size }: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } (par { $par }, { $over }), { $time }.
play-daily-on-board = Today's { $size } is on the board: par { $par }.
play-daily-waiting = Today's { $size } ({ $date }) is waiting: press Daily.
play-share-title = Copy a line with your result (not the board)
play-share-first = Finish today's puzzle to share your result
play-no-streak = No streak yet: finish a daily puzzle to start one.
play-copied = Copied: { $line }
play-copy-this = Copy this line: { $line }
play-at-par = at par
play-history-entry = { $size } { $kind ->
        [free] free play
        [par] par mode
       *[daily] daily
    }: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $time } · { $date }
play-history-entry-over = { $size } { $kind ->
        [free] free play
        [par] par mode
       *[daily] daily
    }: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } ({ $over }), { $time } · { $date }
play-history-entry-over-known = { $size } { $kind ->
        [free] free play
        [par] par mode
       *[daily] daily
    }: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } ({ $over } on the best known), { $time } · { $date }
lab-heuristic-pdb = Pattern database (additive)
lab-heuristic-custom = Custom: weighted sum
lab-weight-hamming = Hamming weight
lab-weight-manhattan = Manhattan weight
lab-weight-conflicts = Linear conflict weight
lab-weight-constant = Constant
lab-phase-distances = Finding the true distance of every state
lab-phase-estimates = Estimating every state
lab-phase-moves = Checking every move
lab-phase-counterexample = Running A* on the worst boards
lab-size-option = { $size } ({ $count } states)
lab-check = Check
lab-custom-help = LC is linear conflict’s extra alone, 2 moves per conflict: Manhattan 1 and LC 1 make the linear-conflict heuristic. Weights may be fractional (1.5); a sum below 0 counts as 0.
lab-help = Checks a heuristic against the true distance h* of every state of a board size, found by one breadth-first search back from the goal. 3 × 4 and larger are left out: 239,500,800 states and more are too many to visit each in a tab.
lab-fix-weights = Fix the weights to check this heuristic.
lab-checking = Checking the heuristic on { $count } states…
lab-cancelled = Cancelled.
lab-verdict-both = admissible and consistent
lab-verdict-admissible = admissible, but not consistent
lab-verdict-consistent = not admissible, but consistent
lab-verdict-neither = not admissible and not consistent
lab-states = States
lab-admissible = Admissible
lab-consistent = Consistent
lab-mean-ratio = Mean h/h*
lab-farthest = Farthest state
lab-overestimated = { $count ->
        [0] no state
       *[other] { $count } of { $total } states
    } with h above h*
lab-inconsistent = { $count ->
        [0] no state
       *[other] { $count } of { $total } states
    } with a move dropping h by more than 1
lab-fact-note = : { $note }
lab-done = { $name } is { $verdict } on the { $count } states of { $size }.
lab-done-below-zero = { $name } is { $verdict } on the { $count } states of { $size }. The sum is below 0 on { $below } of { $count } states: negative totals count as 0.
lab-inconsistency-label = A move that shows it is not consistent
lab-inconsistency-title = Not consistent
lab-inconsistency = One move takes h from { $h } to { $next }: it drops by { $drop }, more than the 1 move made.
lab-h-true = h = { $h }, h* = { $distance }
lab-solving = Solving it with A* and with an optimal search…
lab-counterexample-label = Counterexample
lab-counterexample-title = Not admissible: a counterexample
lab-astar-longer = A* with this heuristic returns { $moves }: { $longer } longer than the shortest.
lab-astar-shortest = A* with this heuristic still returns a shortest path here ({ $moves }); on the { $tried } worst boards tried it was never misled.
lab-astar-with = A* with { $heuristic }
lab-shortest = Shortest ({ $algorithm }, linear conflict)
lab-solved-in = { $moves }: solved
lab-move-of = Move { $move } of { $total }
lab-path-label = { $title }: { $moves }
lab-heat-map = Heat map of the states by estimate h and true distance h*: { $count ->
        [0] none
       *[other] { $count }
    } above the diagonal, where h overestimates. The table below lists every count.
lab-histogram-caption = States by estimate h (up) and true distance h* (across); above the diagonal h overestimates
lab-key = Colour key
lab-key-one = 1 state
lab-key-most = { $count } states (darker: more, on a log scale)
lab-key-over = h above h*: overestimates
lab-axis-true = h* (true distance)
lab-histogram-table-caption = Number of states for each estimate h (rows) and true distance h* (columns)
search-speed-value = { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    } a second
search-cap-error = Expansions to record: { $reason }.
search-exercise-end = End exercise
search-exercise-start = Start exercise
search-recording = Recording { $algorithm }…
search-done-unsolved = Done: { $reason }.
search-done-no-solution = Done: no solution.
search-done-past = Done, past the recording: the answer has { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }; { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    } recorded.
search-done-goal = Done: the answer has { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    } recorded up to the goal.
search-failed-lane = { $algorithm }: { $reason }
search-stopped = Stopped: { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    } recorded.
search-stale-board = The board changed: record again.
search-stale-goal = The goal changed: record again.
search-stale-search = The search chosen changed: record again.
search-peek-board = expansion { $step }'s board
search-step-of = Expansion { $step } of { $total }
search-step-of-node = Expansion { $step } of { $total }: { $node }
search-live = Expansion { $step }: frontier { $frontier }, explored { $explored }
search-live-node = Expansion { $step }: depth { $depth }, { $costs }; frontier { $frontier }, explored { $explored }
search-compare-nothing = Nothing
search-record = Record search
search-idle = Press “Record search” to record a search from the board shown, then step through it.
search-record-more = Record more expansions
search-colour-state = state
search-exercise-predict = predict
search-exercise-expand = expand
search-exercise-values = values
search-previous = Previous expansion
search-next = Next expansion
search-expansion = Expansion
search-colours = Colours
search-help = Keys (here): Right arrow or N, next expansion; Left arrow or P, previous; Space, play or pause; Home and End, first and last. The tree opens on the nodes around the expansion: its path from the start, the nodes beside it and its children, each a board with g, h and f framed in its colour, every other branch folded into a count. Fit shows the whole tree, Focus the nodes around the expansion again; drag to pan; the wheel, a pinch or the buttons zoom, centred on the node expanded. Click a node or a frontier entry to show its board on the main board. "Compare with" records a second search beside the first; both step together.
search-cap = Expansions to record
search-compare = Compare with
search-bands = Colours: { $key } bands
search-band = { $key } { $value }
search-bands-more = … { $count } more
search-records-chosen = Records a search from the board shown with the algorithm and heuristic chosen in the Solve panel, then steps through it.
search-records-one = Records { $name } from the board shown, then steps through it.
search-records-two = Records { $names } from the board shown, then steps through both.
search-legend-current = Being expanded
search-legend-open = Open (frontier)
search-legend-closed = Closed (expanded)
search-legend-duplicate = Duplicate
search-legend-pruned = Pruned
search-legend-dropped = Dropped or replaced
search-legend-path = Solution path
search-node-current = being expanded
search-node-on-path = on the solution path
search-node-folded = { $count ->
        [one] { $count } node
       *[other] { $count } nodes
    } folded beneath it
search-notes = { $first }; { $last }
search-order-queue = queue (first in, first out)
search-order-stack = stack (last in, first out)
search-order-f = by f = g + h
search-order-h = by h
search-order-g = by g
search-order-weighted = by f = g + { $weight }·h
search-zoom-in = Zoom in
search-zoom-out = Zoom out
search-fit = Fit
search-fit-title = The whole tree, the node expanded ringed
search-focus = Focus
search-focus-title = The nodes around the expansion, as boards
search-export-svg = Export tree as SVG
search-export-png = Export tree as PNG
search-where-iteration = Iteration { $iteration }, bound { $bound }.
search-where-layer = Expanding depth layer { $depth }.
search-where-goal = Goal found: its path, { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, is marked in green.
search-stopped-to = Recorded the first { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    }; the search went on to { $went }.
search-stopped-past = Recorded the first { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    }; the search went on past { $count }.
search-counts-iteration = Frontier { $frontier }, explored { $explored }; this iteration's tree has { $count ->
        [one] { $count } node
       *[other] { $count } nodes
    }.
search-why-first = Step to the first expansion to see why each node is chosen.
search-frontier-path = The current path (deepest first)
search-frontier-next = Next on the frontier: { $order }
search-info-start = { $node }: depth { $depth }, { $costs } (the start)
search-info-board = the board at depth { $depth } of the tree
search-figure-caption = { $algorithm }: expansion { $step } of { $total }; frontier { $frontier }, explored { $explored }
search-why-lowest = It had the lowest { $key ->
        [g] g (the path cost)
        [h] h (the estimate)
       *[f] f
    } on the frontier ({ $count ->
        [one] { $count } node
       *[other] { $count } nodes
    }): { $formula }.
search-why-and-others = { $names } and { $count ->
        [one] { $count } other
       *[other] { $count } others
    }
search-why-tied = { $count ->
        [one] { $count } other node
       *[other] { $count } other nodes
    } had { $key } { $value } too ({ $others }); ties go to the newer node, the one reached last, so this one came first.
search-why-untied = No other node had { $key } { $value }.
search-why-oldest = It is the oldest entry in the queue (first in, first out), at depth { $depth }: BFS expands every node at depth { $depth } before any deeper one.
search-why-newest = It is the newest entry on the stack (last in, first out), at depth { $depth } of at most { $limit }.
search-why-cost-f = f = g + h = { $f }
search-why-cost-depth = depth { $depth }
search-why-iteration-f = A new iteration begins: the bound rises to { $bound }, the smallest f that went past the last bound, and the search starts again from the root.
search-why-iteration-depth = A new iteration begins: the bound rises to { $bound }, the smallest depth that went past the last bound, and the search starts again from the root.
search-why-first-iteration-f = The first iteration: the bound is the start's h { $bound }.
search-why-first-iteration-depth = The first iteration: the bound is depth { $bound }.
search-why-depth-first = Depth first: it is the next child of its parent with { $cost } within the bound { $bound }.
search-why-replaced = It was reached again by a cheaper path (g { $g }, before g { $before }) and replaced that entry.
search-why-dropped = Taken off the stack first and dropped: { $items }.
search-why-skipped = Tried before it and skipped: { $items }.
search-why-queued-path = { $count ->
        [one] { $count } child
       *[other] { $count } children
    } put on the path in turn
search-why-queued = { $count ->
        [one] { $count } child
       *[other] { $count } children
    } put on the frontier
search-why-requeued = { $count ->
        [one] { $count } child
       *[other] { $count } children
    } put back on the frontier, reached more cheaply
search-why-expanding = Expanding it: { $items }.
search-why-goal-generated = Its child { $node } is the goal: the search tests each node as it generates it, and stops.
search-why-goal-path = Next the goal is entered: the search stops there.
search-why-goal-frontier = Next the goal leaves the frontier: the search stops there.
search-skip-limit = { $node } (at the depth limit { $limit })
search-skip-pruned-f = { $node } pruned (f { $f } past the bound { $bound })
search-skip-pruned-depth = { $node } pruned (depth { $depth } past the bound { $bound })
search-skip-seen = { $node } skipped, a board already seen
search-skip-back-parent = { $node } skipped, the move back to its parent
search-skip-back-grandparent = { $node } skipped, the move back to its grandparent
search-skip-duplicate = { $node } skipped, a duplicate of the node at depth { $depth } ({ $state ->
        [closed] already expanded
        [open] still on the frontier
        [goal] the goal
       *[other] seen before
    })
exercise-prompt-predict = Which node is expanded next?
exercise-prompt-expand = Which node is expanded next? Pick it to expand it.
exercise-prompt-values = What are g, h and f of this node?
exercise-column-question = Question
exercise-column-board = Board
exercise-column-answer = Your answer
exercise-column-right = Right answer
exercise-column-result = Result
exercise-title = Exercise: { $kind ->
        [predict] predict
        [expand] expand
       *[values] values
    }
exercise-next = Next question
exercise-score = Score: { $score } of { $total }
exercise-question = Question { $index } of { $total }, after { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    }: { $prompt }
exercise-put-on = Put them on the frontier
exercise-mark-mine-right = Your answer, right
exercise-mark-right = Right answer
exercise-mark-mine-wrong = Your answer, not right
exercise-lowest-same = { $algorithm } expands the lowest { $key }: this node has { $key } { $value }.
exercise-lowest-other = { $algorithm } expands the lowest { $key }: this node has { $key } { $answer }, that one { $key } { $value }.
exercise-ties = { $count ->
        [one] { $count } other node ties with it and is right too.
       *[other] { $count } other nodes tie with it and are right too.
    }
exercise-lowest-tie = { $algorithm } expands the lowest { $key }: this node ties with { $taken } at { $key } { $value }; ties go to the { $rule ->
        [newer] newer
       *[other] { $rule }
    } node, so the algorithm takes { $taken }.
exercise-oldest = { $algorithm } expands the oldest node on the queue (first in, first out): { $taken }, at depth { $depth }.
exercise-oldest-later = { $algorithm } expands the oldest node on the queue (first in, first out): { $taken }, at depth { $depth }; this node came later, at depth { $later }.
exercise-newest = { $algorithm } expands the newest node on the stack (last in, first out): { $taken }.
exercise-newest-after = { $algorithm } expands the newest node on the stack (last in, first out): { $taken }, put on after this one.
exercise-bound = { $algorithm } goes depth first, each node's children in move order, within the bound { $bound }: { $taken } ({ $costs }) comes next.
exercise-bound-skipped = { $algorithm } goes depth first, each node's children in move order, within the bound { $bound }: { $taken } ({ $costs }) comes next; { $skipped }.
exercise-skipped-pruned = this one, { $costs }, is past the bound
exercise-skipped-seen = this one repeats a board already seen
exercise-children-path = { $reason } Now expand it: which of these children, tried in move order, are within the bound? Leave out duplicates and pruned children.
exercise-children-frontier = { $reason } Now expand it: which of its children go on the frontier? Leave out duplicates and pruned children.
exercise-queued-path = { $queued } of its { $count ->
        [one] { $count } child
       *[other] { $count } children
    } { $queued ->
        [one] is within the bound
       *[other] are within the bound
    }
exercise-queued-frontier = { $queued } of its { $count ->
        [one] { $count } child
       *[other] { $count } children
    } { $queued ->
        [one] goes on the frontier
       *[other] go on the frontier
    }
exercise-missed = you did not choose { $names }
exercise-left = left out: { $items }
exercise-expand-reason = { $parts }.
exercise-none = none
exercise-answer-children = { $board }; children: { $children }
exercise-asked-node = The node asked about: { $board }
exercise-asked-board = the board asked about
exercise-give-all = Give all three: g, h and f.
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value } (you gave { $given })
exercise-values-reason = { $values } ({ $formula }).
exercise-right = Right. { $reason }
exercise-not-quite = Not quite. { $reason }
exercise-see-summary = See the summary
exercise-nothing = This search leaves nothing to ask of this kind (no expansion with a choice to make): try another exercise, algorithm or board.
exercise-done = Done: { $score } of { $total } right.
exercise-your-answers = Your answers
exercise-summary-asked = The board asked about: { $board }
exercise-summary-expanded = The board expanded: { $board }
exercise-question-number = Question { $index }
exercise-result-right = Right
exercise-result-wrong = Not quite: { $reason }
check-page-lane = Your search
check-page-mark = Your first wrong expansion
check-page-found-title = What the check found here
check-page-counts-all = { $count ->
        [one] { $count } board
       *[other] { $count } boards
    } in your trace; all in this tree.
check-page-counts-first = { $count ->
        [one] { $count } board
       *[other] { $count } boards
    } in your trace; the first { $drawn } in this tree.
check-page-found-start = Step to your first expansion to see what the check found there.
check-page-found-wrong = Your first wrong expansion, marked in red: { $verdict }.
check-page-found-ends-verdict = Your search's tree ends at expansion { $step }: { $verdict }.
check-page-found-ends-cap = Your search's tree ends at expansion { $step }: a tree holds at most { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    }.
check-page-found-ends-ungenerated = Your search's tree ends at expansion { $step }: no board drawn before your expansion { $next } generated it, so the tree cannot hold it.
check-page-found-after = Your expansion { $step }, after the first wrong one (expansion { $wrong }).
check-page-found-allowed = Your expansion { $step }: a run of { $search } could expand this board here.

## Later: what only the full module says (checks of a student's work, the Lab, the tuned and anytime searches, bench files); the first wasm module leaves these out (build.rs)

bench-line = line { $line }: { $problem }
bench-no-optimal = expected `id optimal t0 t1 ...`
bench-bad-optimal = '{ $text }' is not an optimal length (a whole number)
bench-empty = it holds no instances (lines `id optimal t0 t1 ...`)
bench-too-large = it is too large: at most { $most } instances and 16 MiB are read
bench-bad-random = 'random:{ $spec }' is not a random spec: write random:RxC:COUNT or random:RxC:COUNT:SEED, e.g. random:10x10:100

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
check-valid-unchecked = { $valid }, checked only as far as expansion { $last }: past it, the ways its ties could be broken grew beyond { $most }, too many to follow, and the rest was not checked
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
play-streak = Streak: { $count ->
        [one] { $count } day
       *[other] { $count } days
    } in a row.
lab-counterexample = On this board h = { $h }, above its true distance h* = { $distance }.
lab-histogram-table = The histogram as a table
search-tree = The search tree
search-why = Why this node
search-counts = Frontier { $frontier }, explored { $explored }; the tree has { $count ->
        [one] { $count } node
       *[other] { $count } nodes
    }.
search-info = { $node }: depth { $depth }, { $costs }; moved tile { $tile }
exercise-check = Check
exercise-again = Try again
exercise-after = after { $count ->
        [one] { $count } expansion
       *[other] { $count } expansions
    }
