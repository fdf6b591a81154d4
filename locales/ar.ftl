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

solve-retry-idastar-databases = الحل باستخدام IDA* + قواعد البيانات
solve-retry-anytime = الحل باستخدام البحث في أي وقت (anytime)
solve-retry-idastar-linear-conflict = الحل باستخدام IDA* + التعارض الخطي
solve-retry-fast = الحل باستخدام الحلّال السريع
solve-why-idastar-databases = IDA* مع قواعد بيانات الأنماط لا يحفظ في الذاكرة إلا مساره ويجد أقصر حل في ثوانٍ
solve-why-anytime = البحث في أي وقت يجيب فورًا عن لغز الأربع والعشرين قطعة ويقصّر إجابته أثناء عمله (الإيقاف يحتفظ بأفضلها)
solve-why-idastar-linear-conflict = IDA* مع التعارض الخطي لا يحفظ في الذاكرة إلا مساره ويجد أقصر حل فورًا
solve-why-fast = الحلّال السريع يحل لوحات بهذا الحجم في لحظات (لا بأقل عدد من الحركات دائمًا)
solve-retry-without-node-limit = إعادة الحل دون حد العقد
solve-retry-without-time-limit = إعادة الحل دون حد الوقت
solve-retry-without-memory-limit = إعادة الحل دون حد الذاكرة
solve-retry-with-memory = إعادة الحل بذاكرة { $mb } MB
solve-why-node-limit = يحتاج إلى توسيعات أكثر مما يسمح به الحد
solve-why-time-limit = يحتاج إلى وقت أكثر مما يسمح به الحد
solve-why-memory-limit = يحتاج إلى ذاكرة أكثر مما يسمح به الحد
solve-suggest-uninformed = A* أو IDA* مع الدالة الاستدلالية للتعارض الخطي يبحثان في حالات أقل بكثير
solve-suggest-astar = IDA* لا يحتاج تقريبًا إلى ذاكرة، وA* الموزونة تجد إجابة قريبة من المثلى أسرع بكثير
solve-suggest-idastar = A* الموزونة تجد إجابة قريبة من المثلى أسرع بكثير
solve-suggest-fast = يمكنك رفع الحد: الحلّال السريع يحتاج إلى توسيعات قليلة، لكن أكثر من هذه
solve-suggest-anytime = يمكنك رفع الحد: البحث في أي وقت يجيب حالما يجد حله الأول
solve-stopped-node-limit = توقف البحث عند الحد، وعدد العقد الموسَّعة: { $count }؛ { $advice }.
solve-stopped-memory-limit = توقف البحث عند حد الذاكرة ({ $mb } MB)، وعدد العقد الموسَّعة: { $count }: ملأتها اللوحات التي يحفظها في الذاكرة وعددها { $stored }؛ { $advice }.
solve-stopped-time-limit = توقف البحث بعد { $ms } ms، وهو حد الوقت، وعدد العقد الموسَّعة: { $count }؛ { $advice }.
solve-cancelled = أُلغي البحث، وعدد العقد الموسَّعة: { $count }.
solve-stopped-depth-limit = لا حل ضمن حد العمق وهو { $depth } (البحث بالعمق أولاً لا ينزل أعمق)؛ { $advice }.
solve-cancelled-before-start = أُلغي البحث أثناء تحضير قواعد بيانات الأنماط؛ ولم يُحفظ شيء.
solve-stopped-before-start = توقف بعد { $ms } ms، وهو حد الوقت ({ $limit } ms)، قبل أن يبدأ البحث: كانت قواعد بيانات الأنماط التي يحتاجها لا تزال قيد التحضير (بناؤها يستغرق ثوانيَ، مرة واحدة)؛ يمكنك رفع حد الوقت.

## Game (src/play)

play-solved = حُلّ اللغز في { $time }، وعدد الحركات: { $count }.
play-solved-optimal = { $solved } الأمثل: { $count } ({ $over }).
play-solved-best-known = { $solved } الأفضل المعروف: { $count } ({ $over }).
play-share = npuzzle اليومي { $date } { $shape }: عدد الحركات { $count } (المعيار { $par })، { $time }

## Lab (src/lab)

## Check a student's work (src/check)

check-algorithm = { $algorithm ->
        [bfs] BFS
        [dfs] DFS
        [iddfs] IDDFS
        [greedy] البحث الجشع
        [ucs] البحث بالتكلفة الموحّدة
        [astar] A*
        [wastar] A* الموزونة
        [idastar] IDA*
       *[other] { $algorithm }
    }
check-heuristic = { $heuristic ->
        [none] دون دالة استدلالية
        [hamming] هامنج
        [manhattan] مانهاتن
        [linear-conflict] التعارض الخطي
       *[other] { $heuristic }
    }
check-spec = { $algorithm }
check-spec-heuristic = { $algorithm } مع { $heuristic }
check-spec-weighted = { $algorithm } (w = { $weight }) مع { $heuristic }
check-nothing = { "" }
check-valid = سجل تتبّع صحيح لـ { $spec }، عدد التوسيعات: { $count }{ $variant }{ $limit }{ $iterations }
check-valid-variant = : { $variant }
check-valid-variant-others = : { $variant } (أو { $count ->
        [one] صيغة واحدة أخرى
        [two] صيغتان أخريان
        [few] { $count } صيغ أخرى
        [many] { $count } صيغةً أخرى
       *[other] { $count } صيغة أخرى
    })
check-valid-depth-limit = ، وأُسقطت اللوحات عند العمق { $depth } دون توسيع
check-valid-iterations = ، في { $count ->
        [one] دورة واحدة
        [two] دورتين
        [few] { $count } دورات
        [many] { $count } دورةً
       *[other] { $count } دورة
    }
check-mistake-not-start = التوسيع رقم 1 هو { $board }، لا اللوحة الابتدائية { $start }
check-mistake-not-generated = التوسيع رقم { $expansion } لم يُولَّد قط: ليس على بعد حركة واحدة من أي لوحة وُسِّعت قبله
check-mistake-repeated-graph = التوسيع رقم { $expansion } يكرّر التوسيع رقم { $earlier }، والبحث في المخطط يوسّع كل لوحة مرة واحدة
check-mistake-repeated-tree = التوسيع رقم { $expansion } يكرّر التوسيع رقم { $earlier }، ولم تولّده من جديد أي لوحة وُسِّعت بعده
check-mistake-not-waiting = التوسيع رقم { $expansion }: وُلِّدت { $board }، لكن الحركة التي تلغي الحركة السابقة لا تُولَّد
check-mistake-deeper = التوسيع رقم { $expansion }: وسّع { $algorithm } لوحة عند العمق { $depth } بينما كانت تنتظر لوحات عند العمق { $waiting-depth } (عددها { $count })، مثل { $example }
check-mistake-not-on-top = التوسيع رقم { $expansion }: يأخذ { $algorithm } أحدث اللوحات أولًا، لكن { $board } لم تكن بينها: كانت تنتظر لوحات ولّدها التوسيع رقم { $from } (عددها { $count })، مثل { $example }
check-mistake-not-best = التوسيع رقم { $expansion }: لـ { $board } القيمة { $key } = { $value }، لكن لوحات قيمتها { $key } = { $best } كانت تنتظر (عددها { $count })، مثل { $example }
check-mistake-over-depth-limit = التوسيع رقم { $expansion }: { $board } عند العمق { $depth }، بعد حد العمق { $bound } لهذه الدورة
check-mistake-over-bound = التوسيع رقم { $expansion }: لـ { $board } القيمة f = { $f }، فوق عتبة هذه الدورة { $bound }
check-mistake-too-deep = التوسيع رقم { $expansion }: { $board } عند العمق { $depth }، لكن البحث كان قد أسقط اللوحات عند العمق { $limit } لأنها أعمق من اللازم
check-mistake-not-root = التوسيع رقم { $expansion }: تأتي { $board } بعد نهاية دورة؛ والدورة التالية، بعتبة { $bound }، تبدأ من جديد من اللوحة الابتدائية
check-mistake-exhausted = التوسيع رقم { $expansion }: تأتي { $board } بعد أن لم يبقَ للبحث ما يوسّعه
check-mistake-ends-before-goal = ينتهي سجل التتبّع قبل توسيع الهدف
check-mistake-after-goal-generated = يستمر سجل التتبّع بعد الهدف: ولّده التوسيع رقم { $goal }، ويليه التوسيع رقم { $expansion }
check-mistake-after-goal-expanded = يستمر سجل التتبّع بعد الهدف: وسّعه التوسيع رقم { $goal }، ويليه التوسيع رقم { $expansion }
check-hint-greedy = هذا ترتيب صحيح للبحث الجشع مع { $heuristic }: تبدو الأولوية h وحدها، دون g
check-hint-uniform-cost = هذا ترتيب صحيح للبحث بالتكلفة الموحّدة: تبدو الأولوية g وحدها، دون h
check-hint-dfs-not-bfs = هذا ترتيب صحيح لـ DFS: مكدس حيث يحتاج BFS إلى طابور
check-hint-bfs-not-dfs = هذا ترتيب صحيح لـ BFS: طابور حيث يحتاج DFS إلى مكدس
check-hint-other-heuristic = هذا ترتيب صحيح لـ { $algorithm } مع { $heuristic }، لا مع { $asked }
check-hint-other = هذا ترتيب صحيح لـ { $spec }
check-sentences = { $first } { $rest }
check-read = عدد الحركات: { $count }، قُرئت على أنها { $how }{ $why }.
check-read-tile-directions = الاتجاه الذي تنزلق فيه كل قطعة
check-read-blank-directions = الاتجاه الذي تذهب إليه الخانة الفارغة
check-read-tile-numbers = رقم القطعة المنزلقة
check-read-boards = اللوحات واحدة تلو الأخرى
check-read-asked = ، كما طُلب
check-read-only-legal = ، وهي القراءة الوحيدة الصحيحة
check-read-same-end = { " " }(قراءة README: القراءتان صحيحتان وتنتهيان على اللوحة نفسها)
check-read-only-reaches-goal = : القراءتان صحيحتان، وهذه وحدها تصل إلى الهدف
check-read-goes-further = : لا قراءة صحيحة، وهذه تذهب أبعد
check-solved = كل الحركات صحيحة ويُبلَغ الهدف، وعدد الحركات: { $count }.
check-solved-optimal = كل الحركات صحيحة ويُبلَغ الهدف، وعدد الحركات: { $count }، وهو الأمثل.
check-solved-longer = كل الحركات صحيحة ويُبلَغ الهدف، وعدد الحركات: { $count }، أي { $more } زيادةً على الأمثل { $best }.
check-solved-at-least = كل الحركات صحيحة ويُبلَغ الهدف، وعدد الحركات: { $count }؛ والأمثل { $bound } على الأقل.
check-stops-short = { $count ->
        [one] الحركة صحيحة، لكن الهدف لا يُبلَغ.
        [two] الحركتان صحيحتان، لكن الهدف لا يُبلَغ.
       *[other] الحركات كلها صحيحة (عددها { $count })، لكن الهدف لا يُبلَغ.
    }
check-start-is-goal = اللوحة الابتدائية هي الهدف أصلًا، وتليها حركات عددها { $count }.
check-passed-goal = يُبلَغ الهدف بعد الحركة رقم { $at }، وتليها حركات أخرى عددها { $count }.
check-ends = تنتهي الحركات الملعوبة على { $board }، على مسافة مانهاتن { $distance } من الهدف.
check-wrong-no-tile = الحركة رقم { $step }، { $written }: { $edge ->
        [up] لا قطعة فوق الخانة الفارغة، وهي في الصف العلوي.
        [down] لا قطعة تحت الخانة الفارغة، وهي في الصف السفلي.
        [left] لا قطعة على يسار الخانة الفارغة، وهي في العمود الأيسر.
       *[right] لا قطعة على يمين الخانة الفارغة، وهي في العمود الأيمن.
    }
check-wrong-blank-at-edge = الحركة رقم { $step }، { $written }: { $edge ->
        [up] لا يمكن للخانة الفارغة أن تصعد، فهي في الصف العلوي.
        [down] لا يمكن للخانة الفارغة أن تنزل، فهي في الصف السفلي.
        [left] لا يمكن للخانة الفارغة أن تذهب يسارًا، فهي في العمود الأيسر.
       *[right] لا يمكن للخانة الفارغة أن تذهب يمينًا، فهي في العمود الأيمن.
    }
check-wrong-tile = الحركة رقم { $step }: { $reason }.
check-wrong-first-board = اللوحة 1 ليست اللوحة الابتدائية ولا على بعد حركة واحدة منها.
check-wrong-board = اللوحة { $board } ليست على بعد حركة واحدة من اللوحة { $before }.
check-error-empty-trace = سجل التتبّع فارغ: يمكنك إدراج اللوحات التي وسّعها البحث، بدءًا باللوحة الابتدائية
check-error-trace-shape = التوسيع رقم { $expansion } لوحة { $found }، لكن اللوحة الابتدائية { $expected }
check-error-goal-shape = الهدف لوحة { $found }، لكن اللوحة الابتدائية { $expected }
check-error-algorithm = { $algorithm } يشغّل عمليات بحث أخرى: يمكنك فحص سجل تتبّع لـ bfs أو dfs أو iddfs أو greedy أو ucs أو astar أو wastar أو idastar
check-error-databases = قواعد بيانات الأنماط ({ $heuristic }) غير متاحة للمدقق: يمكنك استخدام hamming أو manhattan أو linear-conflict أو custom:a,b,c,d
check-trace-too-long = طول سجل التتبّع { $bytes } بايت؛ والحد الأقصى لسجل التتبّع 16 MiB ({ $most } بايت)
check-trace-too-many-boards = يحوي سجل التتبّع أكثر من { $most } لوحة، وهو الحد الأقصى
check-trace-no-boards = لم يُعثر في سجل التتبّع على أي لوحة { $shape }: يمكنك كتابة لوحة في كل سطر، أو صفوف كل لوحة في أسطر متتالية
check-trace-bad-board = اللوحة { $index } (السطر { $line }): { $reason }
check-trace-wrong-shape = اللوحة { $index } (السطر { $line }) لوحة { $found }، لكن اللوحة الابتدائية { $expected }
check-trace-part-board = في اللوحة { $index } (السطر { $line }) { $found } من أصل { $rows } صفوف للوحة { $shape }: صفوف اللوحة تُكتب في أسطر متتالية
check-trace-unclosed = قائمة اللوحات التي فُتحت في السطر 1 لا تُغلق أبدًا: ينقص ] أو )
check-convention-unknown = «{ $name }» ليس اصطلاحًا: يمكنك استخدام { $list }
check-moves-empty = لم تُعطَ أي حركات: يمكنك كتابة الحركات حروفًا (U D L R) أو كلمات أو أرقام قطع أو لوحات
check-moves-too-many = في القائمة أكثر من { $most } حركة، وهو الحد الأقصى للحل
check-moves-unreadable = «{ $token }» (الكلمة { $word }) ليست حركة: يمكنك كتابة U أو D أو L أو R أو up أو down أو left أو right، أو أرقام قطع، أو لوحات
check-moves-ambiguous = الاتجاهات صحيحة بالقراءتين وتنتهي على لوحتين مختلفتين: كحركات للقطع (اصطلاح README) على { $tile-end }، على مسافة مانهاتن { $tile-distance } من الهدف؛ وكحركات للخانة الفارغة على { $blank-end }، على مسافة { $blank-distance }؛ يمكنك تحديد الاصطلاح (tile أو blank)

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
