# العربية: translated from en.ftl, with the same keys and $variables (tests/words.rs). Terms follow
# glossary/ar.md.

## Lists

list-one = { $item }
list-or-pair = { $first } أو { $last }
list-and-pair = { $first } و{ $last }
list-comma = { $first }، { $last }
list-sentences = { $first } { $rest }

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
        [two] القطعتان { $tiles } مفقودتان
       *[other] القطع { $tiles } مفقودة
    }
board-missing-blank-and-tiles = ؛ الخانة الفارغة مفقودة، وكذلك { $count ->
        [one] القطعة { $tiles }
        [two] القطعتان { $tiles }
       *[other] القطع { $tiles }
    }
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
parse-empty = المُدخَل فارغ: يمكنك كتابة لوحة، مثل ⁦1 2 3 4 5 6 7 8 0⁩
parse-not-a-number = «{ $token }» في { $at } ليس عددًا (تُكتب الخانة الفارغة 0 أو _ أو . أو -)
parse-huge-number = { $token } في { $at } خارج النطاق: أرقام القطع لا تتجاوز 99
parse-ragged-rows = الصف { $row } { $count ->
        [zero] لا أعداد فيه
        [one] فيه عدد واحد
        [two] فيه عددان
        [few] فيه { $count } أعداد
        [many] فيه { $count } عددًا
       *[other] فيه { $count } عدد
    } لكن الصف 1 فيه { $expected }؛ يجب أن يتساوى عدد الأعداد في كل الصفوف
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
solvable-odd-width = العرض { $width } فردي، لذا لا تغيّر أي حركة زوجيةَ عدد الانعكاسات (هنا { $inversions }).
solvable-yes = قابلة للحل: { $parity } عدد زوجي، كما هو في الهدف.
solvable-no = غير قابلة للحل: { $parity } عدد فردي بينما هو 0 في الهدف، لذا لا توصل إليه أي سلسلة من الحركات. تبديل القطعتين { $first } و{ $second } يجعلها قابلة للحل.
move-in-list = الحركة { $step } من { $count }: { $reason }

## Heuristics and pattern databases (src/heuristic)

explain-hamming = h = { $h } (هامنج: عدد القطع في غير خانات هدفها { $misplaced } من { $tiles })
explain-manhattan = h = { $h } (مسافة مانهاتن: { $distances })
explain-terms = { $terms }
explain-every-tile-home = كل قطعة في مكانها
explain-linear-conflict = h = { $h } = مانهاتن { $manhattan } + عدد التعارضات الخطية { $conflicts } × 2
explain-none = h = 0 (بلا دالة استدلالية: كل لوحة تُحسب 0)
explain-custom = h = { $h } = { $formula }
explain-custom-negative = h = { $h } = { $formula } = −{ $raw }، وتُحسب 0
explain-custom-rounded = h = { $h } = { $formula } = { $raw }، مقرّبة إلى الأعلى
explain-lookups = h = { $h } = { $terms } (قواعد بيانات الأنماط { $partition })
explain-lookups-reflected = h = { $h } = { $terms } (استعلام بالانعكاس؛ الاستعلام المباشر: { $other }) (قواعد بيانات الأنماط { $partition })
explain-lookups-direct = h = { $h } = { $terms } (استعلام مباشر؛ الاستعلام بالانعكاس: { $other }) (قواعد بيانات الأنماط { $partition })
explain-with-truth = { $sum } · h* = { $distance }
explain-awaiting = قواعد بيانات الأنماط { $partition } لم تُحمَّل بعد (يحمّلها الحل الذي يستخدمها)؛ وفي الأثناء التعارض الخطي: { $sum }
custom-count = الدالة الاستدلالية المخصّصة أربعة أعداد: أوزان هامنج ومانهاتن والتعارض الخطي وثابت (⁦custom:0,1.5,0,0⁩)، وليست «{ $text }»
custom-unreadable = يجب أن يكون { $part } عددًا بثلاث منازل عشرية على الأكثر (مثل 1.5)، وليس «{ $text }»
custom-out-of-range = يجب أن يكون { $part } بين -{ $max } و{ $max }، وليس { $text }
custom-hamming-weight = وزن هامنج
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
pdb-damage-blank = موضع الخانة الفارغة خارج النطاق
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

## Solve: algorithms, plans, limits, retries, reports (src/solve)

solve-retry-idastar-databases = الحل باستخدام IDA* + قواعد البيانات
solve-retry-anytime = الحل بالبحث في أي وقت
solve-retry-idastar-linear-conflict = الحل باستخدام IDA* + التعارض الخطي
solve-retry-fast = الحل باستخدام الحلّال السريع
solve-why-idastar-databases = IDA* مع قواعد بيانات الأنماط لا تحفظ في الذاكرة إلا مسارها، وتجد أقصر حل في ثوانٍ
solve-why-anytime = البحث في أي وقت يجيب فورًا عن لغز الأربع والعشرين قطعة ويقصّر إجابته أثناء عمله (الإيقاف يحتفظ بأفضلها)
solve-why-idastar-linear-conflict = IDA* مع التعارض الخطي لا تحفظ في الذاكرة إلا مسارها، وتجد أقصر حل فورًا
solve-why-fast = الحلّال السريع يحل لوحات بهذا الحجم في لحظات (لا بأقل عدد من الحركات دائمًا)
solve-retry-without-node-limit = إعادة الحل دون حد العقد
solve-retry-without-time-limit = إعادة الحل دون حد الوقت
solve-retry-without-memory-limit = إعادة الحل دون حد الذاكرة
solve-retry-with-memory = إعادة الحل بذاكرة { $mb } MB
solve-why-node-limit = يحتاج إلى توسيعات أكثر مما يسمح به الحد
solve-why-time-limit = يحتاج إلى وقت أكثر مما يسمح به الحد
solve-why-memory-limit = يحتاج إلى ذاكرة أكثر مما يسمح به الحد
solve-suggest-uninformed = A* أو IDA* مع دالة التعارض الخطي تبحث في حالات أقل بكثير
solve-suggest-astar = IDA* لا تكاد تحتاج إلى ذاكرة، وA* الموزونة تجد إجابة قريبة من المثلى أسرع بكثير
solve-suggest-idastar = A* الموزونة تجد إجابة قريبة من المثلى أسرع بكثير
solve-suggest-fast = يمكنك رفع الحد: الحلّال السريع يحتاج إلى توسيعات قليلة، لكن أكثر من هذه
solve-suggest-anytime = يمكنك رفع الحد: البحث في أي وقت يجيب حالما يجد حله الأول
solve-stopped-node-limit = توقف البحث عند الحد، وعدد العقد الموسَّعة: { $count }؛ { $advice }.
solve-stopped-memory-limit = توقف البحث عند حد الذاكرة ({ $mb } MB) إذ ملأتها اللوحات التي يحفظها، وعددها { $stored }؛ عدد العقد الموسَّعة: { $count }؛ { $advice }.
solve-stopped-time-limit = توقف البحث بعد { $ms } ms، وهو حد الوقت، وعدد العقد الموسَّعة: { $count }؛ { $advice }.
solve-cancelled = أُلغي البحث، وعدد العقد الموسَّعة: { $count }.
solve-stopped-depth-limit = لا حل ضمن حد العمق، وهو { $depth } (البحث بالعمق أولاً لا يتعمّق أكثر)؛ { $advice }.
solve-cancelled-before-start = أُلغي البحث أثناء تحضير قواعد بيانات الأنماط؛ ولم يُحفظ شيء.
solve-stopped-before-start = توقف الحل بعد { $ms } ms، وهو حد الوقت ({ $limit } ms)، قبل أن يبدأ البحث: كانت قواعد بيانات الأنماط التي يحتاجها لا تزال قيد التحضير (بناؤها يستغرق ثوانيَ، مرة واحدة)؛ يمكنك رفع حد الوقت.
solve-error-unsolvable = لا حل لهذه اللوحة. { $reason }
solve-error-pdb-needs-4x4 = الدالة الاستدلالية { $heuristic } تحتاج إلى لوحة 4x4، لا { $shape }؛ يمكنك استخدام linear-conflict
solve-error-too-large-for = تحتاج قواعد بيانات الأنماط { $heuristic } إلى نحو { $mb } MB لبنائها، وهذا كثير على { $platform }: يمكنك استخدام pdb (6-6-3) أو pdb-5-5-5
solve-error-shape-mismatch = الهدف { $goal } لكن اللوحة { $board }؛ يجب أن يكون لهما الشكل نفسه
solve-error-not-recordable = لا يمكن تسجيل الحلّال السريع (بحثه يجري على أجزاء، لكل منها شجرته)؛ يمكنك تسجيل idastar بدلًا منه
solve-error-missing-databases = { $databases } غير محمّلة: يمكنك بناؤها أو تحميلها أولًا
solve-error-not-generic = { $algorithm } يحتاج إلى قواعد بيانات الأنماط أو حلّالات اللوحات الكبيرة، وهذا الإصدار لا يتضمنها
solve-platform-native = هذا الجهاز
solve-platform-browser = المتصفح
solve-limit-expanded-zero = يجب أن يكون حد العقد الموسَّعة 1 على الأقل
solve-limit-time-not-positive = يجب أن يكون حد الوقت عددًا موجبًا من الملّي ثانية، لا { $ms }
solve-limit-memory-zero = يجب أن يكون حد الذاكرة 1 MB على الأقل
solve-limit-memory-too-high = حد الذاكرة { $most } MB على الأكثر في { $platform } (تنتهي نسخة WebAssembly عند 4 GB، وجداول البحث تكبر بالمضاعفة)، لا { $mb } MB
solve-weight-too-low = يجب أن يكون الوزن عددًا لا يقل عن 1، لا { $weight }
solve-weight-too-high = يجب ألا يزيد الوزن على 100 (فـ A* الموزونة تصير بحثًا جشعًا قبل ذلك بكثير)، لا { $weight }
solve-algorithm-unknown = خوارزمية غير معروفة «{ $name }»: يمكنك استخدام { $list }
solve-algorithm-uninformed = { $algorithm } لا يستخدم دالة استدلالية، فلا يمكن أن تُستخدم معه «{ $heuristic }»

## Game (src/play)

play-solved = حُلّ اللغز في { $time }، وعدد الحركات: { $count }.
play-solved-optimal = { $solved } الحل الأمثل: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    } ({ $over }).
play-solved-best-known = { $solved } أفضل حل معروف: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    } ({ $over }).
play-share = npuzzle اليومي { $date } { $shape }: عدد الحركات { $count } (المعدّل { $par })، { $time }
play-date-unreadable = «{ $text }» ليس تاريخًا: يمكنك كتابته بصيغة سنة-شهر-يوم، مثل 2026-11-25
play-date-no-such-day = { $date } ليس يومًا في التقويم (السنوات من { $first } إلى { $last })
play-date-out-of-range = { $ms } ms ليست لحظة بين { $first } و{ $last }
play-daily-no-size = اللغز اليومي بحجم 3x3 أو 4x4، لا { $shape }
play-daily-none-in-band = لا لوحة { $shape } ضمن المعدّل { $band } بين المرشّحات الأولى ({ $candidates }) ليوم { $date }

## Lab (src/lab)

lab-error-size = يفحص المختبر لوحات 2x2 و2x3 و3x3 و2x4، لا { $shape }: في اللوحات الأكبر حالات كثيرة جدًا لزيارة كل منها
lab-error-four-by-four = قاعدة بيانات الأنماط في المختبر هي pdb (مصنوعة لحجم اللوحة)؛ و{ $name } خاصة بلغز الخمس عشرة قطعة
## Check a student's work (src/check)

check-variant = { $repeats ->
        [tree] بحث شجري (تُوسَّع اللوحات المكررة من جديد)
        [tree-not-parent] بحث شجري لا يولّد أبدًا اللوحة التي جاء منها
        [path-check] بحث شجري يتخطى اللوحات الموجودة على مساره
        [graph-skip-generated] بحث في المخطط، تُتخطى اللوحة المكررة عند توليدها
        [graph-skip-expanded] بحث في المخطط، تُتخطى اللوحة المكررة عند أخذها من الحافة
        [graph-reopen] بحث في المخطط، تعود اللوحة إلى الحافة إذا بُلغت بمسار أقصر
       *[other] { $repeats }
    }، { $goal ->
        [generated] واختبار الهدف عند التوليد
       *[taken] واختبار الهدف عند التوسيع
    }

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

label-algorithm-bfs = البحث بالعرض أولاً
label-algorithm-bfs-short = BFS
label-algorithm-bfs-note = أمثل. يستكشف كل اللوحات مستوى بعد مستوى؛ يستهلك ذاكرة كبيرة.
label-algorithm-dfs = البحث بالعمق أولاً
label-algorithm-dfs-short = DFS
label-algorithm-dfs-note = محدود العمق وغير أمثل: مثال تعليمي.
label-algorithm-iddfs = البحث بالتعميق التكراري
label-algorithm-iddfs-short = IDDFS
label-algorithm-iddfs-note = أمثل مع ذاكرة قليلة، لكنه بطيء.
label-algorithm-greedy = البحث الجشع بالأفضل أولاً
label-algorithm-greedy-short = الجشع
label-algorithm-greedy-note = سريع، يتبع الدالة الاستدلالية وحدها؛ حلول طويلة.
label-algorithm-ucs = البحث بالتكلفة الموحّدة
label-algorithm-ucs-short = UCS
label-algorithm-ucs-note = أمثل؛ عندما تتساوى تكلفة الحركات يتصرف مثل BFS.
label-algorithm-astar = A*
label-algorithm-astar-note = مُثلى. تقودها الدالة الاستدلالية؛ تحفظ كل ما تراه.
label-algorithm-wastar = A* الموزونة
label-algorithm-wastar-note = حلها لا يتجاوز الوزن × الأمثل، وهي أسرع بكثير.
label-algorithm-idastar = IDA*
label-algorithm-idastar-note = مُثلى بلا ذاكرة تقريبًا؛ الخيار المناسب للغز الخمس عشرة قطعة.
label-algorithm-auto = تلقائي
label-algorithm-auto-short = تلقائي
label-algorithm-auto-note = يختار خوارزمية حل تناسب اللوحة.
label-algorithm-fast = سريع
label-algorithm-fast-note = إجابة سريعة، ليست بالضرورة الأقصر.
label-algorithm-anytime = بحث الحزمة في أي وقت
label-algorithm-anytime-short = في أي وقت
label-algorithm-anytime-note = إجابات تقصر شيئًا فشيئًا، لكل منها حد أدنى مُثبت للقيمة المثلى.
label-heuristic-none = لا شيء (صفر)
label-heuristic-none-short = بلا دالة استدلالية
label-heuristic-hamming = هامنج: عدد القطع في غير مكانها
label-heuristic-hamming-short = هامنج
label-heuristic-manhattan = مسافة مانهاتن
label-heuristic-manhattan-short = مانهاتن
label-heuristic-linear-conflict = التعارض الخطي
label-heuristic-linear-conflict-short = التعارض الخطي
label-heuristic-pdb = قاعدة بيانات الأنماط
label-heuristic-pdb-short = PDB
label-heuristic-pdb-5-5-5 = قاعدة بيانات الأنماط (5-5-5)
label-heuristic-pdb-5-5-5-short = PDB 5-5-5
label-heuristic-pdb-7-7-1 = قاعدة بيانات الأنماط (7-7-1)
label-heuristic-pdb-7-7-1-short = PDB 7-7-1
label-heuristic-pdb-7-8 = قاعدة بيانات الأنماط (7-8)
label-heuristic-pdb-7-8-short = PDB 7-8
label-heuristic-pdb-5-5-5-5-4 = قاعدة بيانات الأنماط (5-5-5-5-4)
label-swap-fix = تبديل القطعتين { $a } و{ $b } لتصبح قابلة للحل
label-reason-expanded-limit-short = حد العقد
label-reason-memory-limit-short = حد الذاكرة
label-reason-time-limit-short = حد الوقت
label-reason-cancelled-short = أُلغي
label-reason-depth-limit-short = حد العمق
label-reason-expanded-limit = بُلغ حد العقد الموسَّعة
label-reason-memory-limit = بُلغ حد الذاكرة
label-reason-time-limit = بُلغ حد الوقت
label-reason-cancelled = أُلغي
label-reason-depth-limit = بُلغ حد العمق
label-preset-easy-8 = لغز الثماني قطع، 20 حركة
label-preset-solved-at-once = يُحل فورًا
label-preset-hardest-8a = أصعب لغز ثماني قطع A
label-preset-hardest-8b = أصعب لغز ثماني قطع B
label-preset-moves = { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    }
label-preset-size-moves = لغز { $size ->
        [few] { $size } قطع
       *[other] { $size } قطعة
    }، { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    }
label-direction-up = إلى الأعلى
label-direction-down = إلى الأسفل
label-direction-left = إلى اليسار
label-direction-right = إلى اليمين
shell-tab-play = اللعب
shell-tab-solve = الحل
shell-tab-compare = المقارنة
shell-tab-search = البحث
shell-tab-lab = المختبر
shell-step-past-recording = step: { $step } بعد آخر توسيع مسجَّل ({ $last })؛ يُعرض التوسيع { $last }
shell-dismiss = إغلاق
shell-link-ignored = تم تجاهل بعض أجزاء هذا الرابط:
shell-link-unknown-setting = «{ $name }» ليس إعدادًا يمكن للرابط ضبطه.
shell-setting-problem = { $name }: { $problem }
shell-step-past-solution = step: { $step } بعد آخر خطوة في الحل ({ $last })؛ تُعرض الخطوة { $last }.
shell-page-title = npuzzle · ساحة ألغاز القطع المنزلقة
shell-skip-to-board = الانتقال إلى اللوحة
shell-tagline = ألغاز القطع المنزلقة، تُلعب وتُحل في متصفحك
shell-puzzle = اللغز
shell-controls = عناصر التحكم
shell-panels = الأقسام
shell-tab-board = اللوحة
shell-footer = القواعد وقراءة اللوحات والعشوائية وكل بحث مكتوبة بلغة Rust ومترجمة إلى WebAssembly؛ ويجري البحث في عملية في الخلفية (Web Worker). تعمل الصفحة دون اتصال بعد تحميلها مرة.
embed-page-title = npuzzle · لغز مضمَّن
embed-unknown-parameter = «{ $name }» ليس معاملًا لهذا اللغز ({ $known }).
embed-open-playground = الفتح في ساحة npuzzle ↗
embed-parameters-ignored = تم تجاهل بعض معاملات هذا الرابط:
widget-default-board = لوحة افتراضية
widget-solve-off = الحل معطَّل: في اللوحة المعطاة خطأ (مبيَّن أعلاه)، لذا هذه لوحة افتراضية.
widget-title-puzzle = { $tiles ->
        [few] لغز { $tiles } قطع
       *[other] لغز { $tiles } قطعة
    }
widget-title-daily = لغز اليوم { $date }
widget-undo-title = التراجع عن آخر حركة
widget-reset-said = العودة إلى البداية.
widget-goal-said = الهدف. التراجع يعيدك.
widget-click-hint = يمكنك النقر على قطعة لتحريكها.
widget-solved = تم الحل!
widget-tiles-moved = تحركت القطعة { $tiles }.
widget-past-last-step = { $name }: { $step } بعد آخر خطوة في الحل ({ $last })
widget-board-not-shown = تعذّر عرض اللوحة المعطاة؛ وتحل محلها لوحة افتراضية:
widget-settings-ignored = تم تجاهل بعض إعدادات هذا اللغز:
widget-image-not-loaded = تعذّر تحميل الصورة في { $url }
offline-page-title = دون اتصال · npuzzle
offline-heading = لا يوجد اتصال بالشبكة
offline-no-copy = لم تُفتح هذه الصفحة على هذا الجهاز وهو متصل، لذا لا توجد نسخة منها لعرضها.
offline-pages-before = الصفحات التي فتحتها من قبل تعود دون شبكة، ومنها
offline-playground = ساحة npuzzle
offline-pages-after = ، التي تعمل دون اتصال بعد تحميلها.
shell-number = { $count }
shell-milliseconds = { $ms } ملّي ثانية
shell-seconds = { $seconds } ثانية
shell-minutes = { $minutes } دقيقة و{ $seconds } ثانية
shell-kilobytes = { $size } كيلوبايت
shell-megabytes = { $size } ميغابايت

## Page: the board and its controls (www/board)

board-size = حجم اللوحة
board-size-help = اختيار حجم يُنشئ لوحة عشوائية بهذا الحجم.
board-tiles-show = عرض القطع
board-skin-numbers = أرقام
board-skin-picture = صورة
board-picture-choose = اختيار صورة…
board-picture-numbers = عرض الأرقام
board-moves = الحركات
board-undo = تراجع
board-redo = إعادة
board-reset = إعادة البدء
board-reset-title = العودة إلى اللوحة التي بدأت منها (التراجع يعيدها)
board-goal = الهدف
board-goal-title = عرض لوحة الهدف (التراجع يعيدها)
board-hint = تلميح
board-help = يمكنك النقر على قطعة في صف الخانة الفارغة أو عمودها أو لمسها لتحريكها (مع القطع التي بينهما). مفاتيح الأسهم و{ $w } { $a } { $s } { $d } تحرّك قطعة { $direction } إلى الخانة الفارغة، كما تفعل الحروف U وD وL وR في الحل؛ وعلى شاشة اللمس يكفي السحب بالإصبع.
board-help-direction = في ذلك الاتجاه
board-text = نص اللوحة
board-text-help = الصق لوحة بأي صيغة: صف في كل سطر، أو صفوف مفصولة بـ { $slash } ({ $rows }، كما تكتب هذه الصفحة اللوحات)، أو سطر من الأرقام ({ $line })، أو أرقام متلاصقة ({ $digits })، أو { $shape }، أو JSON، أو صفوف بين أقواس ({ $tuples })، أو جدول Markdown أو ASCII ({ $table }، والخلية الفارغة هي الخانة الفارغة). الخانة الفارغة هي { $zero } أو { $underscore } أو { $dot } أو { $dash }.
board-loading = جارٍ التحميل…
board-goal-blank-last = الفارغة في الآخر
board-goal-blank-first = الفارغة في الأول
board-goal-custom = مخصص
board-goal-custom-label = هدف مخصص
board-goal-help = أي ترتيب لقطع اللوحة، بأي صيغة للوحة.
board-goal-from-board = استخدام اللوحة الحالية
board-shuffle = الخلط
board-random = لوحة عشوائية
board-random-help = عشوائية بانتظام، وقابلة للحل دائمًا.
board-scramble = بعثرة
board-presets = لوحات جاهزة
board-mirror = اللوحة
board-puzzle-board = لوحة اللغز
board-back-to-yours = العودة إلى لوحتك
board-showing = تُعرض { $label }، لا لوحتك.
board-puzzle-board-showing = لوحة اللغز تعرض { $label }، لا لوحتك: { $board }
board-puzzle-board-stale = لوحة اللغز (غير محدَّثة: في نص اللوحة خطأ)
board-mirror-size = اللوحة، الصفوف: { $rows }، الأعمدة: { $cols }
board-cell-blank = فارغة
board-cell-blank-at = الخانة الفارغة، الصف { $row }، العمود { $column }
board-cell-tile-at = القطعة { $tile }، الصف { $row }، العمود { $column }
board-par-good = حركة جيدة.
board-par-away = خطوة أبعد عن الهدف.
board-time = الوقت
board-par = المعدّل
board-daily-par = لغز اليوم { $date }: المعدّل { $par }.
board-par-counting = جارٍ عدّ الحركات المتبقية…
board-par-at-goal = عند الهدف.
board-par-to-go = { $count ->
        [one] بقيت حركة واحدة.
        [two] بقيت حركتان.
        [few] بقيت { $count } حركات.
        [many] بقيت { $count } حركةً.
       *[other] الحركات المتبقية: { $count }.
    }
board-explain-failed = شرح h: { $problem }
board-explain-group = { $count ->
        [zero] القطع { $tiles }: لا حركات
        [one] القطع { $tiles }: حركة واحدة
        [two] القطع { $tiles }: حركتان
        [few] القطع { $tiles }: { $count } حركات
        [many] القطع { $tiles }: { $count } حركةً
       *[other] القطع { $tiles }: { $count } حركة
    }
board-explain-direct = استعلام مباشر: { $sum }
board-explain-reflected = استعلام بالانعكاس (اللوحة معكوسة حول قطرها): { $sum }
board-picture-dusk = الغسق (مدمجة)
board-picture-not-image = { $file } ليس صورة (نوعه { $type })
board-picture-not-image-untyped = { $file } ليس صورة (نوعه غير معروف)
board-picture-unreadable = تعذّرت قراءة { $file } كصورة
board-goal-error = { $problem }. حتى يُصحَّح، يكون الهدف بالخانة الفارغة في الآخر.
board-more-sizes = أحجام أخرى…
board-reset-said = العودة إلى لوحة البداية.
board-goal-said = لوحة الهدف. التراجع يعيدك.
board-scramble-moves = { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    }
board-preset-loaded = تم تحميل { $name }.
board-undone = تم التراجع.
board-redone = تمت الإعادة.
board-new-board = لوحة جديدة { $rows } × { $cols }.
board-step = الخطوة
board-tiles-moved = { $count ->
        [one] تحركت القطعة { $last } { $direction }.
        [two] تحركت القطعتان { $tiles } و{ $last } { $direction }.
       *[other] تحركت القطع { $tiles } و{ $last } { $direction }.
    }
board-solved-in = { $count ->
        [one] تم الحل بحركة واحدة!
        [two] تم الحل بحركتين!
        [few] تم الحل في { $count } حركات!
        [many] تم الحل في { $count } حركةً!
       *[other] تم الحل! عدد الحركات: { $count }
    }
board-at-goal-undo = هذا هو الهدف. التراجع يعيدك إلى لوحتك.
board-goal-reached = { $count ->
        [zero] بُلغ الهدف دون حركات.
        [one] بُلغ الهدف بحركة واحدة.
        [two] بُلغ الهدف بحركتين.
        [few] بُلغ الهدف في { $count } حركات.
        [many] بُلغ الهدف في { $count } حركةً.
       *[other] بُلغ الهدف. عدد الحركات: { $count }.
    }
board-at-goal-play = هذا هو الهدف. للعب، يمكنك خلط اللوحة أو بعثرتها.
board-not-checked = لم يُفحص: في نص اللوحة خطأ.
board-hint-unavailable = تغطي التلميحات حاليًا لوحات حتى { $largest } خانة؛ وهذه فيها { $cells }.
board-hint-thinking = جارٍ البحث عن أفضل حركة…
board-hint-building = جارٍ بناء قواعد بيانات الأنماط (مرة واحدة؛ وتُحفظ للمرة القادمة)… { $percent }٪
board-hint-downloading = جارٍ تنزيل قواعد بيانات الأنماط (مرة واحدة؛ وتُحفظ للمرة القادمة)… { $percent }٪
board-hint-loading = جارٍ تحميل قواعد بيانات الأنماط…
board-hint-solved = تم الحل: لم تبقَ حركات.
board-hint-best = { $count ->
        [one] أفضل حركة تالية: القطعة { $tile } { $direction } { $arrow } · بقيت حركة واحدة حتى الهدف (أمثل).
        [two] أفضل حركة تالية: القطعة { $tile } { $direction } { $arrow } · بقيت حركتان حتى الهدف (أمثل).
        [few] أفضل حركة تالية: القطعة { $tile } { $direction } { $arrow } · بقيت { $count } حركات حتى الهدف (أمثل).
        [many] أفضل حركة تالية: القطعة { $tile } { $direction } { $arrow } · بقيت { $count } حركةً حتى الهدف (أمثل).
       *[other] أفضل حركة تالية: القطعة { $tile } { $direction } { $arrow } · الحركات المتبقية حتى الهدف: { $count } (أمثل).
    }
board-checking = جارٍ الفحص…
board-solvable = قابلة للحل
board-unsolvable = غير قابلة للحل
board-swapped = تم تبديل القطعتين { $a } و{ $b }؛ أصبحت اللوحة قابلة للحل.
board-fact-inversions = { $count ->
        [zero] لا انعكاسات
        [one] انعكاس واحد
        [two] انعكاسان
        [few] { $count } انعكاسات
        [many] { $count } انعكاسًا
       *[other] { $count } انعكاس
    }
board-fact-blank-rows = { $count ->
        [zero] الخانة الفارغة في صف هدفها
        [one] الخانة الفارغة على بُعد صف واحد من صف هدفها
        [two] الخانة الفارغة على بُعد صفّين من صف هدفها
        [few] الخانة الفارغة على بُعد { $count } صفوف من صف هدفها
        [many] الخانة الفارغة على بُعد { $count } صفًّا من صف هدفها
       *[other] الخانة الفارغة على بُعد { $count } صف من صف هدفها
    }
board-fact-manhattan = مسافة مانهاتن: { $count }

## Page: session, settings and workers (www/session, www/workers)

session-stopped-board-changed = تغيّرت اللوحة، لذا أُوقف البحث.
session-refused-stale = في نص اللوحة خطأ: يمكنك تصحيحه (أو توزيع لوحة جديدة) لمواصلة اللعب.
session-left-solution-move = حُرّكت قطعة عند الخطوة { $step } من { $count }، وهذا يخرج عن الحل. الحل من جديد يبدأ من اللوحة المعروضة.
session-left-solution-reset = إعادة البدء تخرج عن الحل. الحل من جديد يبدأ من اللوحة المعروضة.
session-left-solution-goal = الذهاب إلى الهدف يخرج عن الحل. الحل من جديد يبدأ من اللوحة المعروضة.
session-left-solution-history = التراجع والإعادة يخرجان عن الحل. الحل من جديد يبدأ من اللوحة المعروضة.
session-stopped-goal-changed = تغيّر الهدف، لذا أُوقف البحث.
session-goal-empty = يمكنك كتابة ترتيب الهدف
session-stale-solve = في نص اللوحة خطأ: يمكنك تصحيحه قبل الحل.
session-stale-search = في نص اللوحة خطأ: يمكنك تصحيحه قبل البحث.
session-no-hint = لا تلميح: { $problem }
settings-more-problems = …و{ $count } غيرها.
settings-given-twice = «{ $name }» مذكور مرتين؛ والمعتمد الأول.
settings-too-long = { $name }: القيمة طويلة جدًا (الحد الأقصى { $kib } KiB).
settings-too-many = { $count ->
       *[other] تُقرأ أول { $read } من الإعدادات فقط؛ وتم تجاهل الباقي: { $count }.
    }
settings-size-mismatch = { $name }: { $size } لا يطابق اللوحة، وحجمها { $board }؛ والمعتمد حجم اللوحة
settings-goal-fallback = { $problem }؛ الهدف بالخانة الفارغة في الآخر
settings-not-control = controls: «{ $value }» ليس عنصر تحكم ({ $known })
settings-not-mode = «{ $value }» ليس وضعًا ({ $known })
settings-not-seed = «{ $value }» ليس بذرة (عددًا صحيحًا)
settings-not-colour = «{ $value }» ليس معيارًا للتلوين ({ $known })
settings-not-check = «{ $value }» ليس شيئًا يمكن فحصه ({ $known })
settings-not-speed = «{ $value }» ليس سرعة (عدد صحيح من الحركات في الثانية، من 1 إلى { $most })
settings-not-step = «{ $value }» ليس رقم خطوة
settings-not-step-counted = «{ $value }» ليس رقم خطوة (0، 1، 2، …)
settings-end-before-start = end: { $end } يأتي قبل start { $start }
settings-not-theme = «{ $value }» ليس سمة ({ $known })
settings-not-view = «{ $value }» ليس عرضًا ({ $known })
settings-not-explain = «{ $value }» ليس شيئًا يمكن شرحه (h، أي الدالة الاستدلالية، أو off)
settings-not-url = «{ $value }» ليس عنوان URL
settings-not-http = تُعرض عناوين الصور http(s) فقط، لا { $protocol }
settings-not-flag = «{ $value }» ليس true ولا false
session-worker-not-started = تعذّر تشغيلها
session-worker-unreadable = تعذّرت قراءة رسالة منها
session-worker-restarted = فشلت عملية الحل في الخلفية ({ $reason })؛ وأُعيد تشغيلها.
session-worker-keeps-failing = عملية الحل في الخلفية تفشل مرارًا ({ $reason })؛ يمكنك إعادة تحميل الصفحة للمحاولة من جديد.
session-played-waiting = الأمثل: جارٍ حسابه…
session-played-helped = لم يُسجَّل: مشغّل الحل حرّك اللوحة.
session-par-unproved = يحتاج المعدّل إلى أقل عدد من الحركات، ولم يُثبته أي بحث لهذه اللوحة.
session-par-no-count = لم يجد المعدّل أقل عدد من الحركات في الوقت المحدد: { $problem }
session-par-search-stopped = توقف البحث
session-par-no-solver = تعذّر على المعدّل سؤال خوارزمية الحل.
worker-not-downloaded = تعذّر تنزيلها
worker-stronger-failed = تعذّر تنزيل قواعد البيانات { $partition } ({ $reason })، لذا واصل البحث باستخدام { $quick }.
worker-download-not-offered = يُتاح هذا التنزيل بعد حل لغز خمس عشرة قطعة: يمكنك حل واحد أولًا ثم التنزيل.
worker-download-failed = تعذّر تنزيل قواعد بيانات الأنماط: { $reason }.
worker-not-served = الموقع لا يقدّمها
worker-download-cancelled = أُلغي التنزيل.
worker-stored-refused-download = رُفضت قواعد بيانات الأنماط المحفوظة ({ $reason })، لذا تُنزَّل من جديد.
worker-stored-refused-build = رُفضت قواعد بيانات الأنماط المحفوظة ({ $reason })، لذا تُبنى من جديد.
worker-build-failed = تعذّر بناء قواعد بيانات الأنماط: { $reason }
worker-prebuilt-refused = تعذّر استخدام قواعد بيانات الأنماط الجاهزة ({ $reason })، لذا تُبنى هنا.
worker-store-unavailable = لا يمكن حفظها في هذا المتصفح، لذا تُبنى من جديد في كل زيارة.
worker-store-full-quota = تعذّر حفظها في هذا المتصفح (يحتفظ لهذا الموقع بـ { $megabytes } MB على الأكثر)، لذا تبقى في الذاكرة حتى إغلاق الصفحة.
worker-store-full = تعذّر حفظها في هذا المتصفح، لذا تبقى في الذاكرة حتى إغلاق الصفحة.
worker-checker-not-loaded = تعذّر تحميل وحدة الفاحص: { $reason }
worker-lab-not-loaded = تعذّر تحميل وحدة المختبر: { $reason }
worker-helper-not-started = تعذّر تشغيل عملية مساعدة ({ $reason })
worker-helper-stopped = توقفت
worker-helper-no-store = قواعد بيانات الأنماط غير محفوظة في هذا المتصفح، والعمليات المساعدة تحمّلها من هناك
worker-helper-strange-answer = أجابت بما لا ينبغي
worker-helper-failed = فشلت عملية مساعدة ({ $reason })
worker-alone = يستمر البحث دون مساعدة: { $reason }.
worker-site-answered = أجاب الموقع بـ { $status }
worker-no-body = الاستجابة بلا محتوى
worker-file-too-long = الملف أطول من حجم المجموعة ({ $count } بايت)

## Page: Solve, Compare, Play and Lab views (www/views)
solve-no-limit = بلا حد
solve-limit-expanded-wrong = يجب أن يكون حد العقد الموسَّعة عدداً لا يقل عن { $min }.
solve-limit-memory-wrong = يجب أن يكون حد الذاكرة عدداً لا يقل عن { $min }.
solve-limit-time-wrong = يجب أن يكون حد الوقت عدداً لا يقل عن { $min }.
solve-solve = حل
solve-cancel = إلغاء
solve-stop = إيقاف
solve-stop-title = إيقاف البحث والاحتفاظ بأفضل حل حتى الآن
solve-offer-bar = تنزيل قواعد بيانات الأنماط الأقوى
solve-export = تصدير الحل بصيغة SVG
solve-heuristic = الدالة الاستدلالية
solve-weight = الوزن
solve-algorithm = الخوارزمية
solve-explain-h = شرح h
solve-limits = الحدود
solve-limit-expanded = العقد الموسَّعة
solve-limit-memory = الذاكرة (MB)
solve-limit-time = الوقت (ث)
solve-idle-run = يمكنك الضغط على «حل» لتشغيل { $algorithm }.
solve-idle = يمكنك الضغط على «حل» للبحث عن حل انطلاقاً من اللوحة المعروضة.
solve-strip-caption = { $algorithm }: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    }
solve-strip-caption-optimal = { $algorithm }: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    }، حل أمثل
solve-stopped-press = { $reason } يمكنك الضغط على «حل» للبحث انطلاقاً من هذه اللوحة.
solve-heuristic-chosen-by = من اختيار { $algorithm }
solve-heuristic-none-used = لا شيء ({ $algorithm } لا يستخدم دالة استدلالية)
solve-heuristic-chosen = { $heuristic } (من اختيار { $algorithm })
solve-databases-building = جارٍ بناء قواعد بيانات الأنماط (مرة واحدة؛ تُحفظ للمرة القادمة)
solve-databases-downloading = جارٍ تنزيل قواعد بيانات الأنماط (مرة واحدة؛ تُحفظ للمرة القادمة)
solve-databases-loading = جارٍ تحميل قواعد بيانات الأنماط…
solve-percent = { $percent }٪
solve-size-of = { $size } من { $total }
solve-stronger-switched = وصلت قواعد البيانات { $name }: يتابع البحث بها
solve-stronger-downloading = جارٍ تنزيل قواعد البيانات { $name } للانتقال إليها
solve-searching = جارٍ البحث بـ { $algorithm }…
solve-searching-best = جارٍ البحث: الأفضل حتى الآن { $best }، والحد الأدنى { $least }.
solve-lower-bound = الحد الأدنى
solve-kind-optimal = حل أمثل
solve-kind-factor = لا يتجاوز { $factor } × الأمثل
solve-kind-at-least = الحل الأمثل لا يقل عن { $least }
solve-kind-not-optimal = دون ضمان أنه أمثل
solve-solved = تم الحل: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    }، { $kind }.
solve-stopped-why = { $title }: { $reason }
solve-algorithm-weighted = { $algorithm } (الوزن { $weight })
solve-moves = { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    }
solve-yes = نعم
solve-no = لا
solve-optimal-at-least = الحل الأمثل لا يقل عن
solve-cores = { $count }
solve-cores-failed = { $count } (تعطلت عملية مساعدة)
solve-offer = قواعد بيانات الأنماط الأقوى تحل ألغاز الخمس عشرة قطعة الصعبة أسرع؛ ولا تُنزَّل على هذا الاتصال دون سؤال.
solve-offer-download = تنزيل { $size }
solve-offer-downloading = جارٍ تنزيل { $size } من { $total }…
solve-offer-loading = جارٍ التحميل…
solve-offer-cancel = إلغاء التنزيل
solve-offer-done = اكتمل التنزيل: سيستعين بها الحل القادم.
solve-swapped = تم تبديل القطعتين { $first } و{ $second }: يمكن حل اللوحة الآن.
solve-databases-built = بُنيت في { $time }
solve-databases-built-two-cores = بُنيت في { $time } على نواتين
solve-databases-cache = حُمِّلت من ذاكرة التخزين المؤقت لهذا المتصفح في { $time }
solve-databases-served = نُزِّلت جاهزة في { $time }
solve-databases-memory = محمَّلة مسبقاً
solve-databases-set = { $set }، { $how }
solve-databases-noted = { $how } ({ $note })
solve-databases-stronger-note = { $how }. { $note }
solve-databases-switched = { $how }؛ وانتقل البحث إلى قواعد البيانات { $name } في الدورة { $iteration }
lab-size = الحجم
lab-h = h = { $h }
lab-step-of = الخطوة { $step } من { $last }
lab-step = الخطوة

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
search-pause = إيقاف مؤقت
search-play = تشغيل
search-speed = السرعة
search-colour = التلوين حسب
search-exercise = التمرين
player-first = الخطوة الأولى
player-previous = الخطوة السابقة
player-next = الخطوة التالية
player-last = الخطوة الأخيرة
player-solution = الحل
player-moves = حركات الحل
player-solve-again = الحل من هنا
player-controls = تتبّع الحل خطوة خطوة
player-optimal = أمثل
player-not-optimal = غير أمثل
player-title-part = الحركات { $from }–{ $to } من { $count } ({ $kind })
player-title = الحل: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    } ({ $kind })
player-title-named = الحل: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    } ({ $algorithm }، { $kind })
player-speed = { $count } حركة/ث
player-goal = { $count ->
        [zero] بُلغ الهدف دون حركات.
        [one] بُلغ الهدف بحركة واحدة.
        [two] بُلغ الهدف بحركتين.
        [few] بُلغ الهدف في { $count } حركات.
        [many] بُلغ الهدف في { $count } حركةً.
       *[other] بُلغ الهدف. عدد الحركات: { $count }.
    }
player-move = الحركة { $index }: القطعة { $tile } { $way ->
        [U] إلى الأعلى
        [D] إلى الأسفل
        [L] إلى اليسار
        [R] إلى اليمين
       *[other] { $way }
    }

## Page: glossary (www/views/terms.js)

term-algorithm = الخوارزمية
term-heuristic = الدالة الاستدلالية
term-length = الطول
term-optimal = أمثل
term-expanded = الموسَّعة
term-generated = المولَّدة
term-frontier = الحافة
term-max-frontier = أكبر حافة
term-memory = الذاكرة
term-peak-memory = ذروة الذاكرة
term-time = الوقت
term-elapsed = المنقضي
term-bound = العتبة
term-depth = العمق
term-databases = قواعد بيانات الأنماط
term-cores = الأنوية
term-algorithm-definition = البحث الذي نُفِّذ: ما اختاره الوضع التلقائي عند طلبه.
term-heuristic-definition = تقدير الحركات المتبقية الذي وجّه البحث؛ لا شيء في البحث غير المستنير.
term-length-definition = عدد حركات الحل الذي وُجد.
term-optimal-definition = هل الحل مضمون أنه من أقصر الحلول: يتحقق ذلك بخوارزمية مُثلى مع دالة استدلالية لا تبالغ أبدًا في التقدير.
term-expanded-definition = اللوحات التي تناولها البحث وولّد حركاتها؛ المقياس المعتاد لعمله.
term-generated-definition = اللوحات التي أدت إليها تلك الحركات، تُعدّ في كل مرة وُصل إليها، بما فيها المكررة.
term-frontier-definition = اللوحات التي وُصل إليها ولم تُوسَّع بعد، وهي تنتظر الآن: الطابور أو القائمة المفتوحة أو المكدس.
term-max-frontier-definition = أكبر عدد من اللوحات انتظرت التوسيع في وقت واحد.
term-stored = المخزَّنة
term-stored-definition = اللوحات المحفوظة في الذاكرة الآن: كل ما شوهد منها، أو المسار الحالي فقط في البحث التكراري.
term-memory-definition = البايتات المقدَّرة للوحات المخزَّنة الآن (لا ذاكرة علامة التبويب كلها).
term-peak-memory-definition = البايتات المقدَّرة لأكبر عدد من اللوحات خُزِّن في وقت واحد؛ وبه يُقاس حد الذاكرة.
term-time-definition = الوقت الفعلي من الطلب إلى الجواب، ومنه تجهيز قواعد بيانات الأنماط.
term-elapsed-definition = الوقت الفعلي منذ الطلب، ومنه تجهيز قواعد بيانات الأنماط.
term-bound-definition = الحد على الحركات المنفَّذة مضافاً إليها الحركات المقدَّرة في الدورة الحالية من البحث التكراري.
term-depth-definition = أكبر عدد من الحركات من البداية بين اللوحات الموسَّعة حتى الآن.
term-databases-definition = جداول محسوبة مسبقاً للحركات الدقيقة لمجموعات من القطع، وهي أقوى دالة استدلالية هنا: من أين جاءت وكم استغرق ذلك.
term-cores-definition = العمليات الخلفية التي تتقاسم البحث: عملية هذا التبويب والعمليات المساعدة.
## Page: check my work (www/views/check-work.js)

check-page-search = فحص بحثي
check-page-search-label = اللوحات التي وسّعها بحثك
check-page-search-help = يمكنك لصق اللوحات التي وسّعها برنامجك بالترتيب، بدءًا باللوحة الابتدائية (لوحة في كل سطر، أو كتل من الصفوف، أو قائمة Python أو JSON؛ وتُتجاهَل أسطر السجل الخاصة بالبرنامج)، أو إفلات ملف هنا. يقبل الفحص أي ترتيب قد يتّبعه تشغيل صحيح، مهما كانت طريقة كسر التعادل وترتيب الحالات اللاحقة، ويحدّد أول توسيع لا يمكن لأي تشغيل صحيح أن يقوم به.
check-page-search-button = فحص
check-page-solution = فحص حلّي
check-page-solution-label = حركاتك
check-page-solution-help = يمكنك لصق الحركات التي وجدها برنامجك من اللوحة المعروضة: حروف القطع (U D L R، أي الاتجاه الذي تنزلق فيه القطعة)، أو الاتجاه الذي تذهب إليه الخانة الفارغة، أو أرقام القطع، أو اللوحات واحدة تلو الأخرى. يبيّن الفحص الطريقة التي قرأها بها ويحدّد أول حركة خاطئة؛ ثم يعرض مشغّل الخطوات حركاتك خطوةً خطوة.
check-page-solution-button = فحص الحل
check-page-progress-label = ما فُحص حتى الآن
check-page-progress-hinting = تجربة خوارزميات أخرى
check-page-progress = التوسيعات المفحوصة: { $step } من { $count }
check-page-file-unreadable = تعذّرت قراءة الملف: { $reason }
check-page-cancelled = أُلغي الفحص.
check-page-trace-refused = يتعذّر فحص سجل التتبّع هذا: { $reason }
check-page-moves-refused = يتعذّر فحص هذه الحركات: { $reason }
check-page-matches = يطابق: { $variants }.
check-page-furthest = أطول تطابق: { $variants }.
check-page-variant-list = { $first }؛ { $last }
check-page-hint = تلميح: { $hint }.
check-page-wrong-board = توسيعك رقم { $expansion }: أول توسيع خاطئ
check-page-moves = حركاتك: { $count }
check-page-moves-legal = حركاتك: الصحيحة منها { $count }
check-page-moves-wrong = حركاتك: الصحيحة منها { $count }، ثم الحركة { $step } خاطئة

## Later: the views loaded later (the Search view, exercises, Compare, Play, the Lab); the first wasm module leaves these out (build.rs)

compare-compare = مقارنة
compare-run = تشغيل المقارنة
compare-caption-this = الخوارزميات المقارَنة على هذه اللوحة
compare-caption = الخوارزميات المقارَنة على اللوحة المعروضة
compare-outcome = النتيجة
compare-scroll-hint = ← تمرير الجدول أفقياً يُظهر كل الأعمدة
compare-help = تُشغَّل كل خوارزمية مختارة على اللوحة المعروضة واحدة تلو الأخرى، بالدالة الاستدلالية والوزن المحدَّدين في قسم «الحل»، وكل منها ضمن الحدود أدناه.
compare-algorithms = الخوارزميات
compare-choose = يلزم اختيار خوارزمية واحدة على الأقل للمقارنة.
compare-running = جارٍ تشغيل { $algorithm } ({ $index } من { $total })…
compare-summary = حُلَّ { $solved } من { $total }.
compare-summary-cancelled = حُلَّ { $solved } من { $total }، ثم أُلغيت المقارنة.
compare-summary-stopped = حُلَّ { $solved } من { $total }، وتوقف { $stopped } عند أحد الحدود.
compare-summary-stopped-cancelled = حُلَّ { $solved } من { $total }، وتوقف { $stopped } عند أحد الحدود، ثم أُلغيت المقارنة.
compare-none = لا شيء
compare-row-title = { $algorithm } · { $heuristic }
compare-chart-expanded = العقد الموسَّعة (مقياس لوغاريتمي)
compare-unit-expanded = العقد الموسَّعة
compare-unit-time = الوقت
compare-chart-length = طول الحل (بالحركات)
compare-no-solution = لا حل
compare-unit-moves = الحركات
compare-waiting = في الانتظار
compare-running-row = قيد التشغيل…
compare-skipped = متجاوَز
compare-solved = حُلَّت
compare-log-scale = مقياس لوغاريتمي
compare-linear-scale = مقياس خطي يبدأ من 0
compare-chart-label = { $title }، { $scale }: { $values }
compare-chart-value = { $algorithm } { $value }
compare-chart-values = { $first }؛ { $last }
compare-bar-limited = { $value } · { $reason }
compare-axis = { $unit }، { $scale }
play-kind-free = لعب حر
play-kind-par = وضع المعدّل
play-kind-daily = لغز اليوم
play-daily = لغز اليوم
play-share-button = مشاركة
play-no-bests = لم تنتهِ أي لعبة بعد: يمكنك حل لوحة يدوياً لتسجيل أفضل نتيجة.
play-clear-bests = مسح أفضل النتائج
play-clear-bests-question = مسح أفضل النتائج؟
play-no-history = لا شيء بعد.
play-bests = أفضل النتائج الشخصية
play-size = الحجم
play-game = اللعبة
play-over-par = فوق المعدّل
play-fastest = الأسرع
play-solves = مرات الحل
play-clear-them = مسحها
play-keep-them = الإبقاء عليها
play-clear-confirm = نسيان كل أفضل النتائج الشخصية؟ لا يمكن التراجع عن ذلك.
play-daily-puzzle = لغز اليوم
play-daily-size = حجم لغز اليوم
play-daily-help = اللوحة نفسها للجميع طوال يوم بتوقيت UTC، وطولها الأمثل هو المعدّل. تُحتسب أول محاولة مكتملة لك في اليوم.
play-latest = أحدث الألعاب
play-bests-cleared = مُسحت أفضل النتائج الشخصية.
play-daily-making = جارٍ إعداد لغز { $size } لليوم…
play-daily-failed = لا يوجد لغز اليوم: { $reason }
play-daily-done = لغز { $size } لليوم: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    } (المعدّل { $par }، { $over })، { $time }.
play-daily-on-board = لغز { $size } لليوم على اللوحة: المعدّل { $par }.
play-daily-waiting = لغز { $size } لليوم ({ $date }) في انتظارك: يمكنك الضغط على «لغز اليوم».
play-share-title = نسخ سطر فيه نتيجتك (دون اللوحة)
play-share-first = يمكنك مشاركة نتيجتك بعد إنهاء لغز اليوم
play-no-streak = لا توجد سلسلة أيام متتالية بعد: يمكنك إنهاء لغز يوم لبدء واحدة.
play-copied = نُسخ: { $line }
play-copy-this = يمكنك نسخ هذا السطر: { $line }
play-at-par = على المعدّل
play-history-entry = { $size } { $kind ->
        [free] لعب حر
        [par] وضع المعدّل
       *[daily] لغز اليوم
    }: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    }، { $time } · { $date }
play-history-entry-over = { $size } { $kind ->
        [free] لعب حر
        [par] وضع المعدّل
       *[daily] لغز اليوم
    }: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    } ({ $over })، { $time } · { $date }
play-history-entry-over-known = { $size } { $kind ->
        [free] لعب حر
        [par] وضع المعدّل
       *[daily] لغز اليوم
    }: { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتان
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    } ({ $over } مقارنة بأفضل حل معروف)، { $time } · { $date }
lab-heuristic-pdb = قاعدة بيانات الأنماط (جمعية)
lab-heuristic-custom = مخصَّصة: مجموع موزون
lab-weight-hamming = وزن هامنج
lab-weight-manhattan = وزن مانهاتن
lab-weight-conflicts = وزن التعارض الخطي
lab-weight-constant = الثابت
lab-phase-distances = جارٍ إيجاد المسافة الحقيقية لكل حالة
lab-phase-estimates = جارٍ تقدير كل حالة
lab-phase-moves = جارٍ فحص كل حركة
lab-phase-counterexample = جارٍ تشغيل A* على أسوأ اللوحات
lab-size-option = { $size } (عدد الحالات: { $count })
lab-check = فحص
lab-custom-help = LC هي الزيادة الخاصة بالتعارض الخطي وحدها، حركتان لكل تعارض: مانهاتن 1 مع LC 1 يعطيان دالة التعارض الخطي. يمكن أن تكون الأوزان كسرية (1.5)؛ والمجموع الأقل من 0 يُحسب 0.
lab-help = يقارن دالة استدلالية بالمسافة الحقيقية h* لكل حالة من حجم لوحة، وتُوجد بالبحث بالعرض أولاً مرة واحدة رجوعاً من الهدف. يُستبعد 3 × 4 وما هو أكبر: 239,500,800 حالة أو أكثر عدد أكبر من أن تُزار كل حالة منه في تبويب.
lab-fix-weights = يلزم تصحيح الأوزان لفحص هذه الدالة الاستدلالية.
lab-checking = جارٍ فحص الدالة الاستدلالية على الحالات (عددها { $count })…
lab-cancelled = أُلغي.
lab-verdict-both = مقبولة ومتّسقة
lab-verdict-admissible = مقبولة، لكنها غير متّسقة
lab-verdict-consistent = غير مقبولة، لكنها متّسقة
lab-verdict-neither = غير مقبولة وغير متّسقة
lab-states = الحالات
lab-admissible = مقبولة
lab-consistent = متّسقة
lab-mean-ratio = متوسط h/h*
lab-farthest = أبعد حالة
lab-overestimated = { $count ->
        [0] لا حالة
       *[other] { $count } من { $total } حالة
    } فيها h أكبر من h*
lab-inconsistent = { $count ->
        [0] لا حالة
       *[other] { $count } من { $total } حالة
    } فيها حركة تُنقص h بأكثر من 1
lab-fact-note = : { $note }
lab-done = { $name }: { $verdict } على حالات { $size } كلها ({ $count }).
lab-done-below-zero = { $name }: { $verdict } على حالات { $size } كلها ({ $count }). المجموع أقل من 0 في { $below } من { $count } حالة: المجاميع السالبة تُحسب 0.
lab-inconsistency-label = حركة تبيّن أنها غير متّسقة
lab-inconsistency-title = غير متّسقة
lab-inconsistency = حركة واحدة تنقل h من { $h } إلى { $next }: تنقص بمقدار { $drop }، أكثر من الحركة الواحدة المنفَّذة.
lab-h-true = h = { $h }، h* = { $distance }
lab-solving = جارٍ حلها بـ A* وببحث أمثل…
lab-counterexample-label = مثال مضاد
lab-counterexample-title = غير مقبولة: مثال مضاد
lab-astar-longer = خوارزمية A* بهذه الدالة الاستدلالية تُعيد { $moves }: أطول من الأقصر بمقدار { $longer }.
lab-astar-shortest = ما زالت A* بهذه الدالة الاستدلالية تُعيد هنا أقصر مسار ({ $moves })؛ ولم تُضلَّل قط في أسوأ اللوحات المجرَّبة، وعددها { $tried }.
lab-astar-with = A* مع { $heuristic }
lab-shortest = الأقصر ({ $algorithm }، التعارض الخطي)
lab-solved-in = { $moves }: تم الحل
lab-move-of = الحركة { $move } من { $total }
lab-path-label = { $title }: { $moves }
lab-heat-map = خريطة حرارية للحالات حسب التقدير h والمسافة الحقيقية h*: { $count ->
        [0] لا شيء
       *[other] { $count }
    } فوق القطر، حيث تبالغ h في التقدير. يسرد الجدول أدناه كل عدد.
lab-histogram-caption = الحالات حسب التقدير h (عمودياً) والمسافة الحقيقية h* (أفقياً)؛ فوق القطر تبالغ h في التقدير
lab-key = مفتاح الألوان
lab-key-one = حالة واحدة
lab-key-most = عدد الحالات { $count } (الأغمق: أكثر، على مقياس لوغاريتمي)
lab-key-over = h أكبر من h*: مبالغة في التقدير
lab-axis-true = h* (المسافة الحقيقية)
lab-histogram-table-caption = عدد الحالات لكل تقدير h (الصفوف) ومسافة حقيقية h* (الأعمدة)
search-speed-value = { $count ->
        [zero] لا توسيعات
        [one] توسيع واحد
        [two] توسيعان
        [few] { $count } توسيعات
        [many] { $count } توسيعًا
       *[other] { $count } توسيع
    } في الثانية
search-cap-error = التوسيعات المطلوب تسجيلها: { $reason }.
search-exercise-end = إنهاء التمرين
search-exercise-start = بدء التمرين
search-recording = جارٍ تسجيل { $algorithm }…
search-done-unsolved = انتهى: { $reason }.
search-done-no-solution = انتهى: لا حل.
search-done-past = انتهى بعد حدود التسجيل: عدد حركات الجواب { $moves }؛ وعدد التوسيعات المسجَّلة { $count }.
search-done-goal = انتهى: عدد حركات الجواب { $moves }، وعدد التوسيعات المسجَّلة حتى الهدف { $count }.
search-failed-lane = { $algorithm }: { $reason }
search-stopped = توقف: عدد التوسيعات المسجَّلة { $count }.
search-stale-board = تغيّرت اللوحة: يمكنك التسجيل من جديد.
search-stale-goal = تغيّر الهدف: يمكنك التسجيل من جديد.
search-stale-search = تغيّر البحث المختار: يمكنك التسجيل من جديد.
search-peek-board = لوحة التوسيع { $step }
search-step-of = التوسيع { $step } من { $total }
search-step-of-node = التوسيع { $step } من { $total }: { $node }
search-live = التوسيع { $step }: الحافة { $frontier }، المستكشَفة { $explored }
search-live-node = التوسيع { $step }: العمق { $depth }، { $costs }؛ الحافة { $frontier }، المستكشَفة { $explored }
search-compare-nothing = لا شيء
search-record = تسجيل البحث
search-idle = يمكنك الضغط على «تسجيل البحث» لتسجيل بحث انطلاقاً من اللوحة المعروضة، ثم تتبّعه خطوة خطوة.
search-record-more = تسجيل مزيد من التوسيعات
search-colour-state = الحالة
search-exercise-predict = التوقع
search-exercise-expand = التوسيع
search-exercise-values = القيم
search-previous = التوسيع السابق
search-next = التوسيع التالي
search-expansion = التوسيع
search-colours = الألوان
search-help = المفاتيح (هنا): السهم الأيمن أو N للتوسيع التالي؛ السهم الأيسر أو P للسابق؛ مفتاح المسافة للتشغيل أو الإيقاف المؤقت؛ Home وEnd للأول والأخير. تُفتح الشجرة على العقد المحيطة بالتوسيع: مسارها من البداية، والعقد المجاورة لها، وأبناؤها، وكل منها لوحة عليها g وh وf بإطار بلونها؛ وتُطوى الفروع الأخرى كلها في عدد. يعرض «ملاءمة» الشجرة كلها، و«تركيز» العقد المحيطة بالتوسيع مجدداً؛ السحب يحرّك العرض؛ وتكبّر العجلة أو القرص بإصبعين أو الأزرار مع التمركز على العقدة الموسَّعة. النقر على عقدة أو مدخل في الحافة يعرض لوحتها على اللوحة الرئيسية. يسجّل «مقارنة مع» بحثاً ثانياً بجانب الأول؛ ويتقدمان معاً.
search-cap = التوسيعات المطلوب تسجيلها
search-compare = مقارنة مع
search-bands = الألوان: نطاقات { $key }
search-band = { $key } { $value }
search-bands-more = … و{ $count } أخرى
search-records-chosen = يسجّل بحثاً انطلاقاً من اللوحة المعروضة بالخوارزمية والدالة الاستدلالية المختارتين في قسم «الحل»، ثم يتتبّعه خطوة خطوة.
search-records-one = يسجّل { $name } انطلاقاً من اللوحة المعروضة، ثم يتتبّعه خطوة خطوة.
search-records-two = يسجّل { $names } انطلاقاً من اللوحة المعروضة، ثم يتتبّع كليهما خطوة خطوة.
search-legend-current = قيد التوسيع
search-legend-open = مفتوحة (الحافة)
search-legend-closed = مغلقة (موسَّعة)
search-legend-duplicate = مكررة
search-legend-pruned = مقلَّمة
search-legend-dropped = مستبعَدة أو مستبدَلة
search-legend-path = مسار الحل
search-node-current = قيد التوسيع
search-node-on-path = على مسار الحل
search-node-folded = عدد العقد المطوية تحتها: { $count }
search-notes = { $first }؛ { $last }
search-order-queue = طابور (الداخل أولاً يخرج أولاً)
search-order-stack = مكدس (الداخل أخيراً يخرج أولاً)
search-order-f = حسب f = g + h
search-order-h = حسب h
search-order-g = حسب g
search-order-weighted = حسب f = g + { $weight }·h
search-zoom-in = تكبير
search-zoom-out = تصغير
search-fit = ملاءمة
search-fit-title = الشجرة كلها، والعقدة الموسَّعة محاطة بحلقة
search-focus = تركيز
search-focus-title = العقد المحيطة بالتوسيع، في صورة لوحات
search-export-svg = تصدير الشجرة بصيغة SVG
search-export-png = تصدير الشجرة بصيغة PNG
search-where-iteration = الدورة { $iteration }، العتبة { $bound }.
search-where-layer = جارٍ توسيع طبقة العمق { $depth }.
search-where-goal = وُجد الهدف: مساره، وعدد حركاته { $count }، مُعلَّم بالأخضر.
search-stopped-to = سُجِّلت التوسيعات الأولى وعددها { $count }؛ وتابع البحث حتى { $went }.
search-stopped-past = سُجِّلت التوسيعات الأولى وعددها { $count }؛ وتابع البحث إلى ما بعد { $count }.
search-counts-iteration = الحافة { $frontier }، المستكشَفة { $explored }؛ عدد عقد شجرة هذه الدورة { $count }.
search-why-first = يمكنك التقدم إلى التوسيع الأول لمعرفة سبب اختيار كل عقدة.
search-frontier-path = المسار الحالي (الأعمق أولاً)
search-frontier-next = التالي في الحافة: { $order }
search-info-start = { $node }: العمق { $depth }، { $costs } (البداية)
search-info-board = اللوحة على العمق { $depth } من الشجرة
search-figure-caption = { $algorithm }: التوسيع { $step } من { $total }؛ الحافة { $frontier }، المستكشَفة { $explored }
search-why-lowest = كانت لها أصغر قيمة { $key ->
        [g] g (تكلفة المسار)
        [h] h (التقدير)
       *[f] f
    } في الحافة (عدد العقد { $count }): { $formula }.
search-why-and-others = { $names } و{ $count } غيرها
search-why-tied = كانت لعقد أخرى (عددها { $count }) القيمة { $key } { $value } أيضاً ({ $others })؛ يُكسر التعادل لصالح العقدة الأحدث، أي آخر عقدة وُصل إليها، لذا جاءت هذه أولاً.
search-why-untied = لم تكن لأي عقدة أخرى القيمة { $key } { $value }.
search-why-oldest = إنها أقدم مدخل في الطابور (الداخل أولاً يخرج أولاً)، على العمق { $depth }: يوسّع BFS كل عقدة على العمق { $depth } قبل أي عقدة أعمق.
search-why-newest = إنها أحدث مدخل في المكدس (الداخل أخيراً يخرج أولاً)، على العمق { $depth } من { $limit } على الأكثر.
search-why-cost-f = f = g + h = { $f }
search-why-cost-depth = العمق { $depth }
search-why-iteration-f = تبدأ دورة جديدة: ترتفع العتبة إلى { $bound }، وهي أصغر قيمة f تجاوزت العتبة السابقة، ويبدأ البحث من الجذر مجدداً.
search-why-iteration-depth = تبدأ دورة جديدة: ترتفع العتبة إلى { $bound }، وهي أصغر عمق تجاوز العتبة السابقة، ويبدأ البحث من الجذر مجدداً.
search-why-first-iteration-f = الدورة الأولى: العتبة هي قيمة h للبداية، أي { $bound }.
search-why-first-iteration-depth = الدورة الأولى: العتبة هي العمق { $bound }.
search-why-depth-first = العمق أولاً: إنها العقدة الابن التالية لأبيها بقيمة { $cost } ضمن العتبة { $bound }.
search-why-replaced = وُصل إليها مجدداً بمسار أرخص (g { $g }، وكانت g { $before }) فحلّت محل ذلك المدخل.
search-why-dropped = أُخرجت من المكدس أولاً واستُبعدت: { $items }.
search-why-skipped = جُرِّبت قبلها وتم تجاوزها: { $items }.
search-why-queued-path = { $count ->
        [zero] لم يوضع أي ابن على المسار
        [one] ابن واحد وُضع على المسار بالتتابع
        [two] ابنان وُضعا على المسار بالتتابع
        [few] { $count } أبناء وُضعت على المسار بالتتابع
        [many] { $count } ابنًا وُضعت على المسار بالتتابع
       *[other] { $count } ابن وُضعت على المسار بالتتابع
    }
search-why-queued = { $count ->
        [zero] لم يوضع أي ابن على الحافة
        [one] ابن واحد وُضع على الحافة
        [two] ابنان وُضعا على الحافة
        [few] { $count } أبناء وُضعت على الحافة
        [many] { $count } ابنًا وُضعت على الحافة
       *[other] { $count } ابن وُضعت على الحافة
    }
search-why-requeued = { $count ->
        [zero] لم يُعَد أي ابن إلى الحافة
        [one] ابن واحد أُعيد إلى الحافة لأنه بُلغ بتكلفة أقل
        [two] ابنان أُعيدا إلى الحافة لأنهما بُلغا بتكلفة أقل
        [few] { $count } أبناء أُعيدت إلى الحافة لأنها بُلغت بتكلفة أقل
        [many] { $count } ابنًا أُعيدت إلى الحافة لأنها بُلغت بتكلفة أقل
       *[other] { $count } ابن أُعيدت إلى الحافة لأنها بُلغت بتكلفة أقل
    }
search-why-expanding = بتوسيعها: { $items }.
search-why-goal-generated = ابنها { $node } هو الهدف: يختبر البحث كل عقدة عند توليدها، فيتوقف.
search-why-goal-path = بعد ذلك يدخل البحث الهدف، ويتوقف هناك.
search-why-goal-frontier = بعد ذلك يخرج الهدف من الحافة، فيتوقف البحث هناك.
search-skip-limit = { $node } (عند حد العمق { $limit })
search-skip-pruned-f = { $node } قُلِّمت (f { $f } تتجاوز العتبة { $bound })
search-skip-pruned-depth = { $node } قُلِّمت (العمق { $depth } يتجاوز العتبة { $bound })
search-skip-seen = { $node } تم تجاوزها، لوحة شوهدت من قبل
search-skip-back-parent = { $node } تم تجاوزها، حركة الرجوع إلى أبيها
search-skip-back-grandparent = { $node } تم تجاوزها، حركة الرجوع إلى جدّها
search-skip-duplicate = { $node } تم تجاوزها، مكررة للعقدة على العمق { $depth } ({ $state ->
        [closed] موسَّعة من قبل
        [open] ما زالت في الحافة
        [goal] الهدف
       *[other] شوهدت من قبل
    })
exercise-prompt-predict = أي عقدة تُوسَّع بعد ذلك؟
exercise-prompt-expand = أي عقدة تُوسَّع بعد ذلك؟ يمكنك اختيارها لتوسيعها.
exercise-prompt-values = ما قيم g وh وf لهذه العقدة؟
exercise-column-question = السؤال
exercise-column-board = اللوحة
exercise-column-answer = إجابتك
exercise-column-right = الإجابة الصحيحة
exercise-column-result = النتيجة
exercise-title = التمرين: { $kind ->
        [predict] التوقع
        [expand] التوسيع
       *[values] القيم
    }
exercise-next = السؤال التالي
exercise-score = النتيجة: { $score } من { $total }
exercise-question = السؤال { $index } من { $total }، بعد { $count ->
        [zero] لا توسيعات
        [one] توسيع واحد
        [two] توسيعين
        [few] { $count } توسيعات
        [many] { $count } توسيعًا
       *[other] { $count } توسيع
    }: { $prompt }
exercise-put-on = وضعها على الحافة
exercise-mark-mine-right = إجابتك، صحيحة
exercise-mark-right = الإجابة الصحيحة
exercise-mark-mine-wrong = إجابتك، غير صحيحة
exercise-lowest-same = يوسّع { $algorithm } العقدة ذات أصغر { $key }: لهذه العقدة { $key } { $value }.
exercise-lowest-other = يوسّع { $algorithm } العقدة ذات أصغر { $key }: لهذه العقدة { $key } { $answer }، وللأخرى { $key } { $value }.
exercise-ties = عدد العقد الأخرى المتعادلة معها والصحيحة أيضاً: { $count }.
exercise-lowest-tie = يوسّع { $algorithm } العقدة ذات أصغر { $key }: هذه العقدة متعادلة مع { $taken } عند { $key } { $value }؛ يُكسر التعادل لصالح العقدة { $rule ->
        [newer] الأحدث
       *[other] { $rule }
    }، لذا تأخذ الخوارزمية { $taken }.
exercise-oldest = يوسّع { $algorithm } أقدم عقدة في الطابور (الداخل أولاً يخرج أولاً): { $taken }، على العمق { $depth }.
exercise-oldest-later = يوسّع { $algorithm } أقدم عقدة في الطابور (الداخل أولاً يخرج أولاً): { $taken }، على العمق { $depth }؛ وقد جاءت هذه العقدة لاحقاً، على العمق { $later }.
exercise-newest = يوسّع { $algorithm } أحدث عقدة في المكدس (الداخل أخيراً يخرج أولاً): { $taken }.
exercise-newest-after = يوسّع { $algorithm } أحدث عقدة في المكدس (الداخل أخيراً يخرج أولاً): { $taken }، وقد وُضعت بعد هذه.
exercise-bound = يسير { $algorithm } بالعمق أولاً، وأبناء كل عقدة بترتيب الحركات، ضمن العتبة { $bound }: تأتي { $taken } ({ $costs }) بعد ذلك.
exercise-bound-skipped = يسير { $algorithm } بالعمق أولاً، وأبناء كل عقدة بترتيب الحركات، ضمن العتبة { $bound }: تأتي { $taken } ({ $costs }) بعد ذلك؛ { $skipped }.
exercise-skipped-pruned = هذه العقدة ({ $costs }) تتجاوز العتبة
exercise-skipped-seen = هذه العقدة تكرر لوحة شوهدت من قبل
exercise-children-path = { $reason } حان الآن توسيعها: أيّ أبنائها، مجرَّبةً بترتيب الحركات، يقع ضمن العتبة؟ تُستبعد المكررة والمقلَّمة.
exercise-children-frontier = { $reason } حان الآن توسيعها: أيّ أبنائها يوضع على الحافة؟ تُستبعد المكررة والمقلَّمة.
exercise-queued-path = { $queued } من أبنائها الـ{ $count } ضمن العتبة
exercise-queued-frontier = { $queued } من أبنائها الـ{ $count } توضع على الحافة
exercise-missed = لم تُختر { $names }
exercise-left = المستبعَدة: { $items }
exercise-expand-reason = { $parts }.
exercise-none = لا شيء
exercise-answer-children = { $board }؛ الأبناء: { $children }
exercise-asked-node = العقدة المسؤول عنها: { $board }
exercise-asked-board = اللوحة المسؤول عنها
exercise-give-all = يمكنك إدخال القيم الثلاث: g وh وf.
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value } (إجابتك { $given })
exercise-values-reason = { $values } ({ $formula }).
exercise-right = صحيح. { $reason }
exercise-not-quite = ليس تماماً. { $reason }
exercise-see-summary = عرض الملخص
exercise-nothing = لا يترك هذا البحث شيئاً يُسأل عنه من هذا النوع (لا توسيع فيه اختيار): يمكنك تجربة تمرين أو خوارزمية أو لوحة أخرى.
exercise-done = انتهى: { $score } من { $total } صحيحة.
exercise-your-answers = إجاباتك
exercise-summary-asked = اللوحة المسؤول عنها: { $board }
exercise-summary-expanded = اللوحة الموسَّعة: { $board }
exercise-question-number = السؤال { $index }
exercise-result-right = صحيح
exercise-result-wrong = ليس تماماً: { $reason }
check-page-lane = بحثك
check-page-mark = أول توسيع خاطئ لك
check-page-found-title = ما وجده الفحص هنا
check-page-counts-all = عدد اللوحات في سجل التتبّع: { $count }؛ كلها في هذه الشجرة.
check-page-counts-first = عدد اللوحات في سجل التتبّع: { $count }؛ أول { $drawn } منها في هذه الشجرة.
check-page-found-start = يمكنك التقدّم إلى توسيعك الأول لرؤية ما وجده الفحص هناك.
check-page-found-wrong = أول توسيع خاطئ لك، معلَّم بالأحمر: { $verdict }.
check-page-found-ends-verdict = تنتهي شجرة بحثك عند التوسيع { $step }: { $verdict }.
check-page-found-ends-cap = تنتهي شجرة بحثك عند التوسيع { $step }: الحد الأقصى للتوسيعات في الشجرة { $count }.
check-page-found-ends-ungenerated = تنتهي شجرة بحثك عند التوسيع { $step }: لوحة توسيعك رقم { $next } لم تولّدها أي لوحة مرسومة قبلها، لذا لا تتّسع لها الشجرة.
check-page-found-after = توسيعك رقم { $step }، بعد أول توسيع خاطئ (التوسيع { $wrong }).
check-page-found-allowed = توسيعك رقم { $step }: يمكن لتشغيل من { $search } أن يوسّع هذه اللوحة هنا.

## Later: what only the full module says (checks of a student's work, the Lab, the tuned and anytime searches, bench files); the first wasm module leaves these out (build.rs)

bench-line = السطر { $line }: { $problem }
bench-no-optimal = كان المتوقع `id optimal t0 t1 ...`
bench-bad-optimal = «{ $text }» ليس طول حل أمثل (عددًا صحيحًا)
bench-empty = لا يحتوي على أي مثيل (أسطر `id optimal t0 t1 ...`)
bench-too-large = الملف كبير جدًا: يُقرأ { $most } مثيل و16 MiB على الأكثر
bench-bad-random = «random:{ $spec }» ليس مواصفة عشوائية: يمكنك كتابة random:RxC:COUNT أو random:RxC:COUNT:SEED، مثل random:10x10:100

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
check-valid-unchecked = { $valid }، لكن التحقق لم يشمل إلا حتى التوسيع رقم { $last }: بعده تجاوزت طرق كسر التعادل { $most }، وهي أكثر من أن تُتتبَّع، فلم يُتحقَّق من الباقي
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
check-error-databases = قواعد بيانات الأنماط ({ $heuristic }) غير متاحة للفاحص: يمكنك استخدام hamming أو manhattan أو linear-conflict أو custom:a,b,c,d
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
play-streak = السلسلة: { $count ->
        [zero] لا أيام متتالية
        [one] يوم واحد
        [two] يومان متتاليان
        [few] { $count } أيام متتالية
        [many] { $count } يومًا متتاليًا
       *[other] { $count } يوم متتالٍ
    }.
lab-counterexample = على هذه اللوحة h = { $h }، وهي أكبر من المسافة الحقيقية h* = { $distance }.
lab-histogram-table = المدرج التكراري في جدول
search-tree = شجرة البحث
search-why = لماذا هذه العقدة
search-counts = الحافة { $frontier }، المستكشَفة { $explored }؛ عدد عقد الشجرة { $count }.
search-info = { $node }: العمق { $depth }، { $costs }؛ القطعة المحرَّكة { $tile }
exercise-check = فحص
exercise-again = المحاولة مجدداً
exercise-after = بعد { $count ->
        [zero] لا توسيعات
        [one] توسيع واحد
        [two] توسيعين
        [few] { $count } توسيعات
        [many] { $count } توسيعًا
       *[other] { $count } توسيع
    }
