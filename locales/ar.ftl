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

## Model: boards, shapes, moves, goals, parsing, solvability (src/model)

model-cell = الصف { $row }، العمود { $column }
board-wrong-count = لوحة { $shape } فيها { $cells ->
        [few] { $cells } خانات
        [many] { $cells } خانةً
       *[other] { $cells } خانة
    }، لكن { $count ->
        [zero] لم يُعطَ أي عدد
        [one] أُعطي عدد واحد
        [two] أُعطي عددان
        [few] أُعطيت { $count } أعداد
        [many] أُعطي { $count } عددًا
       *[other] أُعطي { $count } عدد
    }{ $missing }
board-out-of-range = { $value } في { $cell } خارج النطاق: لوحة { $shape } فيها القطع من 1 إلى { $last } وخانة فارغة واحدة
board-duplicate-tile = القطعة { $tile } تظهر مرتين: في { $first } وفي { $second }{ $missing }
board-duplicate-blank = توجد خانتان فارغتان: في { $first } وفي { $second }؛ للوحة خانة فارغة واحدة بالضبط{ $missing }
board-missing-none =
board-missing-blank = ؛ الخانة الفارغة مفقودة
board-missing-tiles = ؛ { $count ->
        [one] القطعة { $tiles } مفقودة
       *[other] القطع { $tiles } مفقودة
    }
board-missing-blank-and-tiles = ؛ الخانة الفارغة و{ $count ->
        [one] القطعة { $tiles }
       *[other] القطع { $tiles }
    } مفقودة
shape-out-of-range = يجب أن تكون اللوحة بين 2x2 و10x10، لكن المطلوب { $shape }
shape-unreadable = «{ $text }» ليس حجمًا: يمكنك كتابة الصفوف x الأعمدة، مثل 4x4
goal-shape-mismatch = الهدف { $goal } لكن اللوحة { $board }؛ يجب أن يكون لهما الشكل نفسه
goal-unreadable = الهدف ليس «blank-last» ولا «blank-first» ولا لوحة: { $reason }
move-no-tile-to-slide = لا يمكن لأي قطعة أن تنزلق نحو { $direction ->
        [up] الأعلى
        [down] الأسفل
        [left] اليسار
       *[right] اليمين
    }: الخانة الفارغة على حافة اللوحة
move-not-next-to-blank = القطعة { $tile } ليست بجوار الخانة الفارغة، لذا لا يمكن تحريكها
move-no-such-tile = لا توجد قطعة { $tile } في هذه اللوحة (القطع من 1 إلى { $last })
move-not-in-line = القطعة { $tile } ليست في صف الخانة الفارغة ولا في عمودها، لذا لا يمكن تحريكها
move-no-such-cell = لا توجد خانة { $cell } في هذه اللوحة (الخانات من 0 إلى { $last })
move-unreadable = «{ $text }» ليست حركة: يمكنك استخدام U أو D أو L أو R (اتجاه انزلاق القطعة) أو رقم قطعة
parse-at-row = الصف { $row }، الموضع { $item }
parse-at = الموضع { $item }
parse-too-long = طول المُدخَل { $count } بايت؛ اللوحة نصّ لا يتجاوز 64 كيلوبايت
parse-empty = المُدخَل فارغ: يمكنك كتابة لوحة، مثل 1 2 3 4 5 6 7 8 0
parse-not-a-number = «{ $token }» في { $at } ليس عددًا (تُكتب الخانة الفارغة 0 أو _ أو . أو -)
parse-huge-number = { $token } في { $at } خارج النطاق: أرقام القطع لا تتجاوز 99
parse-ragged-rows = في الصف { $row } { $count ->
        [zero] لا أعداد
        [one] عدد واحد
        [two] عددان
        [few] { $count } أعداد
        [many] { $count } عددًا
       *[other] { $count } عدد
    } لكن في الصف 1 عدد الأعداد { $expected }؛ يجب أن يتساوى عدد الأعداد في كل الصفوف
parse-not-square = عدد الأعداد { $count } لا يكوّن لوحة مربعة؛ { $squares }؛ للوحة مستطيلة يمكنك كتابة صف في كل سطر أو البدء بشكلها، مثل 3x4:
parse-square-fit = { $cells ->
        [few] { $cells } أعداد
        [many] { $cells } عددًا
       *[other] { $cells } عدد
    } تكوّن لوحة { $shape }
parse-squares-between = { $below } و{ $above }
parse-squares-largest = { $below } (الأكبر)
parse-compact-too-long = في «{ $token }» عدد الأرقام { $count }، لكن الأرقام المكتوبة متلاصقة لا تصلح إلا للوحات من 10 خانات على الأكثر؛ يمكنك فصل الأعداد بمسافات
parse-bad-prefix = «{ $text }:» ليس شكلًا: يمكنك كتابة الصفوف x الأعمدة قبل النقطتين، مثل 3x4:
parse-prefix-mismatch = البادئة تقول { $prefix } لكن الصفوف المكتوبة تكوّن { $rows }؛ يمكنك كتابة الصفوف في سطر واحد أو حذف البادئة
parse-json = JSON: { $problem } عند المحرف { $offset }
parse-json-after-end = نص غير متوقع بعد ] الختامية
parse-json-expected-open = كان المتوقع [
parse-json-expected-close = كان المتوقع ]
parse-json-expected-comma = كان المتوقع , أو ]
parse-json-expected-number = كان المتوقع عددًا
solvable-explanation = بالقراءة صفًّا صفًّا، عدد أزواج القطع المرتبة عكس ترتيب الهدف (الانعكاسات) { $inversions }. { $rule } { $verdict }
solvable-even-width = العرض { $width } زوجي، لذا فإن الحركة إلى الأعلى أو الأسفل تغيّر عدد الانعكاسات بعدد فردي بينما تنتقل الخانة الفارغة إلى صف آخر: مجموع الانعكاسات وبُعد الخانة الفارغة عن صفها في الهدف (هنا { $inversions } + { $distance } = { $parity }) يبقى دائمًا زوجيًا أو دائمًا فرديًا.
solvable-odd-width = العرض { $width } فردي، لذا لا تغيّر أي حركة كونَ عدد الانعكاسات (هنا { $inversions }) زوجيًا أو فرديًا.
solvable-yes = قابلة للحل: { $parity } عدد زوجي، كما هو في الهدف.
solvable-no = غير قابلة للحل: { $parity } عدد فردي بينما هو 0 في الهدف، لذا لا يمكن لأي تتابع من الحركات الوصول إليه. تبديل القطعتين { $first } و{ $second } يجعلها قابلة للحل.
move-in-list = الحركة { $step } من { $count }: { $reason }

## Heuristics and pattern databases (src/heuristic)

explain-hamming = h = { $h } (Hamming: عدد القطع التي ليست في خانتها في الهدف { $misplaced } من { $tiles })
explain-manhattan = h = { $h } (مسافة مانهاتن: { $distances })
explain-terms = { $terms }
explain-every-tile-home = كل قطعة في مكانها
explain-linear-conflict = h = { $h } = مانهاتن { $manhattan } + عدد التعارضات الخطية { $conflicts } × 2
explain-none = h = 0 (بلا دالة استدلالية: كل لوحة تُحسب 0)
explain-custom = h = { $h } = { $formula }
explain-custom-negative = h = { $h } = { $formula } = −{ $raw }، وتُحسب 0
explain-custom-rounded = h = { $h } = { $formula } = { $raw }، مقرّبة إلى الأعلى
explain-lookups = h = { $h } = { $terms } (قواعد بيانات الأنماط { $partition })
explain-lookups-reflected = h = { $h } = { $terms } (بحث معكوس؛ البحث المباشر: { $other }) (قواعد بيانات الأنماط { $partition })
explain-lookups-direct = h = { $h } = { $terms } (بحث؛ البحث المعكوس: { $other }) (قواعد بيانات الأنماط { $partition })
explain-with-truth = { $sum } · h* = { $distance }
explain-awaiting = قواعد بيانات الأنماط { $partition } لم تُحمَّل بعد (يحمّلها الحل الذي يستخدمها)؛ وفي الأثناء التعارض الخطي: { $sum }
custom-count = الدالة الاستدلالية المخصّصة أربعة أعداد: أوزان Hamming ومانهاتن والتعارض الخطي وثابت (custom:0,1.5,0,0)، وليست «{ $text }»
custom-unreadable = يجب أن يكون { $part } عددًا بثلاث منازل عشرية على الأكثر (مثل 1.5)، وليس «{ $text }»
custom-out-of-range = يجب أن يكون { $part } بين -{ $max } و{ $max }، وليس { $text }
custom-hamming-weight = وزن Hamming
custom-manhattan-weight = وزن مانهاتن
custom-conflict-weight = وزن التعارض الخطي
custom-constant = الثابت
heuristic-unknown = دالة استدلالية غير معروفة «{ $name }»: يمكنك استخدام { $known } (دوال pdb على لوحات 4x4 فقط)، أو custom:a,b,c,d
pdb-unknown-partition = تقسيم غير معروف «{ $name }»: يمكنك استخدام { $known }
pdb-not-four-by-four = قواعد بيانات الأنماط للوحات 4x4، وليست لـ { $shape }
pdb-no-such-cell = خانة الهدف للخانة الفارغة من 0 إلى { $last }، وليست { $cell }
pdb-unknown-key = «{ $text }» ليس اسم قواعد بيانات أنماط (مثل pdb-v3/6-6-3/0)
pdb-blank-mismatch = هذه القواعد للخانة الفارغة المنتهية في الخانة { $built }، لكن الخانة الفارغة في الهدف تنتهي في الخانة { $goal }
pdb24-not-five-by-five = قواعد بيانات الأنماط 5x5 للوحات 5x5، وليست لـ { $shape }
pdb24-unknown-partition = تقسيم 5x5 غير معروف «{ $name }»: يمكنك استخدام { $known }
pdb24-unknown-key = «{ $text }» ليس اسم قواعد بيانات أنماط 5x5 (مثل pdb5x5-v1/5-5-5-5-4/0)
pdb-set = قواعد بيانات الأنماط { $partition } للخانة الفارغة المنتهية في الخانة { $cell }
pdb24-set = قواعد بيانات الأنماط { $partition } للوحة 5x5 للخانة الفارغة المنتهية في الخانة { $cell }
small-pdb-too-large = قواعد بيانات الأنماط هذه للوحات من { $most } خانة على الأكثر، وليست لـ { $shape }
pdb-wrong-part = قاعدة البيانات المقدَّمة ليست الجزء { $part } من { $set }
heuristic-too-large-for-tab = الدالة الاستدلالية { $heuristic } تحتاج إلى ذاكرة أكبر مما يتوفر لعلامة تبويب في المتصفح
pdb-damage = ليست قاعدة بيانات أنماط: { $problem }
pdb-damage-header = ترويسة خاطئة
pdb-damage-partition = تقسيم غير معروف
pdb-damage-count = عدد غير صالح
pdb-damage-checksum = المجموع الاختباري غير مطابق (البيانات تالفة)
pdb-damage-trailing = توجد بايتات بعد النهاية
pdb-damage-blank = خانة الخانة الفارغة خارج النطاق
pdb-damage-part = لا يوجد هذا الجزء
pdb-damage-inconsistent = المدخل { $entry } في قاعدة البيانات { $database } غير متسق: عدد الحركات { $moves }، لكن { $neighbour } على بُعد حركة واحدة (عُدِّلت المدخلات)

## Search: engines, records, replay, why this node, exercises' grading (src/search)

replay-ragged = أعمدة جزء من السجل مختلفة الطول
replay-kind = الحدث { $event }: { $value } ليس نوع حدث
replay-fate = الحدث { $event }: { $value } ليس مصيرًا لعقدة
replay-out-of-order = الحدث { $event }: عقدة الشجرة { $node } جاءت في غير ترتيبها (التالية هي { $expected })
replay-unknown-node = الحدث { $event }: عقدة الشجرة { $node } غير موجودة بعد
replay-no-such-node = لا توجد عقدة { $node } في الشجرة
replay-no-question = لا يوجد توسيع بعد الخطوة { $step } للسؤال عنه
replay-not-a-choice = عقدة الشجرة { $node } ليست من الخيارات
replay-not-a-move = عقدة الشجرة { $node }: الخانة { $cell } ليست على بُعد حركة واحدة من الخانة الفارغة لأبيها
exercise-question-count = «{ $text }» ليس عدد أسئلة: يمكنك استخدام عدد صحيح من 1 إلى { $most }
exercise-unknown = تمرين غير معروف «{ $name }»: يمكنك استخدام { $known }
record-cap = يسجّل البحث من 1 إلى { $most } توسيع، وليس { $given }
record-cap-number = { $number }
record-cap-text = «{ $text }»
replay-no-frontier = { $algorithm } لا يحتفظ بحافة يمكن إعادة تشغيلها
record-chunk-unbuilt = تعذّر بناء جزء من السجل
bench-line = السطر { $line }: { $problem }
bench-no-optimal = كان المتوقع `id optimal t0 t1 ...`
bench-bad-optimal = «{ $text }» ليس طول حل أمثل (عددًا صحيحًا)
bench-empty = لا يحتوي على أي مثيل (أسطر `id optimal t0 t1 ...`)
bench-too-large = الملف كبير جدًا: يُقرأ { $most } مثيل و16 ميبيبايت على الأكثر
bench-bad-random = «random:{ $spec }» ليس مواصفة عشوائية: يمكنك كتابة random:RxC:COUNT أو random:RxC:COUNT:SEED، مثل random:10x10:100

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
