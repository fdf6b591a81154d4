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

## Game (src/play)

## Lab (src/lab)

## Check a student's work (src/check)

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

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
