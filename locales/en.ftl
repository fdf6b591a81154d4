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
bench-line = line { $line }: { $problem }
bench-no-optimal = expected `id optimal t0 t1 ...`
bench-bad-optimal = '{ $text }' is not an optimal length (a whole number)
bench-empty = it holds no instances (lines `id optimal t0 t1 ...`)
bench-too-large = it is too large: at most { $most } instances and 16 MiB are read
bench-bad-random = 'random:{ $spec }' is not a random spec: write random:RxC:COUNT or random:RxC:COUNT:SEED, e.g. random:10x10:100

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
