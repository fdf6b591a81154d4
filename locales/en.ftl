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
