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
solve-heuristic-chosen-by = يختارها { $algorithm }
solve-heuristic-none-used = لا شيء ({ $algorithm } لا يستخدم دالة استدلالية)
solve-heuristic-chosen = { $heuristic } (يختارها { $algorithm })
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
solve-databases-noted = { $how } ({ $note })
solve-databases-stronger-note = { $how }. { $note }
solve-databases-switched = { $how }؛ وانتقل إلى قواعد البيانات { $name } في الدورة { $iteration }
compare-compare = مقارنة
compare-run = تشغيل المقارنة
compare-caption-this = الخوارزميات المقارَنة على هذه اللوحة
compare-caption = الخوارزميات المقارَنة على اللوحة المعروضة
compare-outcome = النتيجة
compare-scroll-hint = ← مرِّر الجدول أفقياً لرؤية كل الأعمدة
compare-help = تُشغَّل كل خوارزمية مختارة على اللوحة المعروضة واحدة تلو الأخرى، بالدالة الاستدلالية والوزن المحدَّدين في لوحة «حل»، وكل منها ضمن الحدود أدناه.
compare-algorithms = الخوارزميات
compare-choose = يمكنك اختيار خوارزمية واحدة على الأقل للمقارنة.
compare-running = جارٍ تشغيل { $algorithm } ({ $index } من { $total })…
compare-summary = حُلَّ { $solved } من { $total }.
compare-summary-cancelled = حُلَّ { $solved } من { $total }، ثم أُلغي.
compare-summary-stopped = حُلَّ { $solved } من { $total }؛ عدد ما توقف عند حد: { $stopped }.
compare-summary-stopped-cancelled = حُلَّ { $solved } من { $total }؛ عدد ما توقف عند حد: { $stopped }؛ ثم أُلغي.
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
play-share = مشاركة
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
play-streak = السلسلة: { $count ->
        [zero] لا أيام متتالية
        [one] يوم واحد
        [two] يومان متتاليان
        [few] { $count } أيام متتالية
        [many] { $count } يومًا متتاليًا
       *[other] { $count } يوم متتالٍ
    }.
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
lab-weight-hamming = وزن Hamming
lab-weight-manhattan = وزن Manhattan
lab-weight-conflicts = وزن التعارض الخطي
lab-weight-constant = الثابت
lab-phase-distances = جارٍ إيجاد المسافة الحقيقية لكل حالة
lab-phase-estimates = جارٍ تقدير كل حالة
lab-phase-moves = جارٍ فحص كل حركة
lab-phase-counterexample = جارٍ تشغيل A* على أسوأ اللوحات
lab-size-option = { $size } (عدد الحالات: { $count })
lab-check = فحص
lab-custom-help = LC هي الزيادة الخاصة بالتعارض الخطي وحدها، حركتان لكل تعارض: Manhattan 1 مع LC 1 يعطيان دالة التعارض الخطي. يمكن أن تكون الأوزان كسرية (1.5)؛ والمجموع الأقل من 0 يُحسب 0.
lab-help = يقارن دالة استدلالية بالمسافة الحقيقية h* لكل حالة من حجم لوحة، وتُوجد بالبحث بالعرض أولاً مرة واحدة رجوعاً من الهدف. يُستبعد 3 × 4 وما هو أكبر: 239,500,800 حالة أو أكثر عدد أكبر من أن تُزار كل حالة منه في تبويب.
lab-size = الحجم
lab-fix-weights = يمكنك تصحيح الأوزان لفحص هذه الدالة الاستدلالية.
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
lab-done = { $name } { $verdict } على حالات { $size } وعددها { $count }.
lab-done-below-zero = { $name } { $verdict } على حالات { $size } وعددها { $count }. المجموع أقل من 0 في { $below } من { $count } حالة: المجاميع السالبة تُحسب 0.
lab-inconsistency-label = حركة تبيّن أنها غير متّسقة
lab-inconsistency-title = غير متّسقة
lab-inconsistency = حركة واحدة تنقل h من { $h } إلى { $next }: تنقص بمقدار { $drop }، أكثر من الحركة الواحدة المنفَّذة.
lab-h = h = { $h }
lab-h-true = h = { $h }، h* = { $distance }
lab-solving = جارٍ حلها بـ A* وببحث أمثل…
lab-counterexample-label = مثال مضاد
lab-counterexample-title = غير مقبولة: مثال مضاد
lab-counterexample = على هذه اللوحة h = { $h }، وهي أكبر من المسافة الحقيقية h* = { $distance }.
lab-astar-longer = يُعيد A* بهذه الدالة الاستدلالية { $moves }: أطول من الأقصر بمقدار { $longer }.
lab-astar-shortest = ما زال A* بهذه الدالة الاستدلالية يُعيد هنا أقصر مسار ({ $moves })؛ ولم يُضلَّل قط في أسوأ اللوحات المجرَّبة وعددها { $tried }.
lab-astar-with = A* مع { $heuristic }
lab-shortest = الأقصر ({ $algorithm }، التعارض الخطي)
lab-step-of = الخطوة { $step } من { $last }
lab-solved-in = { $moves }: تم الحل
lab-move-of = الحركة { $move } من { $total }
lab-step = الخطوة
lab-path-label = { $title }: { $moves }
lab-heat-map = خريطة حرارية للحالات حسب التقدير h والمسافة الحقيقية h*: { $count ->
        [0] لا شيء
       *[other] { $count }
    } فوق القطر، حيث تبالغ h في التقدير. يسرد الجدول أدناه كل عدد.
lab-histogram-table = المدرج التكراري في جدول
lab-histogram-caption = الحالات حسب التقدير h (عمودياً) والمسافة الحقيقية h* (أفقياً)؛ فوق القطر تبالغ h في التقدير
lab-key = مفتاح الألوان
lab-key-one = حالة واحدة
lab-key-most = عدد الحالات { $count } (الأغمق: أكثر، على مقياس لوغاريتمي)
lab-key-over = h أكبر من h*: مبالغة في التقدير
lab-axis-true = h* (المسافة الحقيقية)
lab-histogram-table-caption = عدد الحالات لكل تقدير h (الصفوف) ومسافة حقيقية h* (الأعمدة)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)
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
search-pause = إيقاف مؤقت
search-play = تشغيل
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
search-speed = السرعة
search-expansion = التوسيع
search-colours = الألوان
search-help = المفاتيح (هنا): السهم الأيمن أو N للتوسيع التالي؛ السهم الأيسر أو P للسابق؛ المسافة للتشغيل أو الإيقاف المؤقت؛ Home وEnd للأول والأخير. تُفتح الشجرة على العقد المحيطة بالتوسيع: مسارها من البداية، والعقد المجاورة لها، وأبناؤها، وكل منها لوحة عليها g وh وf بإطار بلونها؛ وتُطوى كل فروع أخرى في عدد. يعرض «ملاءمة» الشجرة كلها، و«تركيز» العقد المحيطة بالتوسيع مجدداً؛ السحب يحرّك العرض؛ وتكبّر العجلة أو القرص بإصبعين أو الأزرار مع التمركز على العقدة الموسَّعة. النقر على عقدة أو مدخل في الحافة يعرض لوحتها على اللوحة الرئيسية. يسجّل «مقارنة مع» بحثاً ثانياً بجانب الأول؛ ويتقدمان معاً.
search-cap = التوسيعات المطلوب تسجيلها
search-compare = مقارنة مع
search-colour = التلوين حسب
search-exercise = التمرين
search-bands = الألوان: نطاقات { $key }
search-band = { $key } { $value }
search-bands-more = … و{ $count } أخرى
search-records-chosen = يسجّل بحثاً انطلاقاً من اللوحة المعروضة بالخوارزمية والدالة الاستدلالية المختارتين في لوحة «حل»، ثم يتتبّعه خطوة خطوة.
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
search-tree = شجرة البحث
search-zoom-in = تكبير
search-zoom-out = تصغير
search-fit = ملاءمة
search-fit-title = الشجرة كلها، والعقدة الموسَّعة محاطة بحلقة
search-focus = تركيز
search-focus-title = العقد المحيطة بالتوسيع، في صورة لوحات
search-export-svg = تصدير الشجرة بصيغة SVG
search-export-png = تصدير الشجرة بصيغة PNG
search-why = لماذا هذه العقدة
search-where-iteration = الدورة { $iteration }، العتبة { $bound }.
search-where-layer = جارٍ توسيع طبقة العمق { $depth }.
search-where-goal = وُجد الهدف: مساره، وعدد حركاته { $count }، مُعلَّم بالأخضر.
search-stopped-to = سُجِّلت التوسيعات الأولى وعددها { $count }؛ وتابع البحث حتى { $went }.
search-stopped-past = سُجِّلت التوسيعات الأولى وعددها { $count }؛ وتابع البحث إلى ما بعد { $count }.
search-counts = الحافة { $frontier }، المستكشَفة { $explored }؛ عدد عقد الشجرة { $count }.
search-counts-iteration = الحافة { $frontier }، المستكشَفة { $explored }؛ عدد عقد شجرة هذه الدورة { $count }.
search-why-first = يمكنك التقدم إلى التوسيع الأول لمعرفة سبب اختيار كل عقدة.
search-frontier-path = المسار الحالي (الأعمق أولاً)
search-frontier-next = التالي في الحافة: { $order }
search-info-start = { $node }: العمق { $depth }، { $costs } (البداية)
search-info = { $node }: العمق { $depth }، { $costs }؛ القطعة المحرَّكة { $tile }
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
search-why-first-iteration-f = الدورة الأولى: العتبة هي h للبداية، أي { $bound }.
search-why-first-iteration-depth = الدورة الأولى: العتبة هي العمق { $bound }.
search-why-depth-first = العمق أولاً: إنها الابن التالي لأبيها بقيمة { $cost } ضمن العتبة { $bound }.
search-why-replaced = وُصل إليها مجدداً بمسار أرخص (g { $g }، وكانت g { $before }) فحلّت محل ذلك المدخل.
search-why-dropped = أُخرجت من المكدس أولاً واستُبعدت: { $items }.
search-why-skipped = جُرِّبت قبلها وتُجووزت: { $items }.
search-why-queued-path = عدد الأبناء الموضوعة على المسار بالتتابع: { $count }
search-why-queued = عدد الأبناء الموضوعة على الحافة: { $count }
search-why-requeued = عدد الأبناء المعادة إلى الحافة لأنها بُلغت بتكلفة أقل: { $count }
search-why-expanding = بتوسيعها: { $items }.
search-why-goal-generated = ابنها { $node } هو الهدف: يختبر البحث كل عقدة عند توليدها، فيتوقف.
search-why-goal-path = بعد ذلك يُدخل إلى الهدف: ويتوقف البحث هناك.
search-why-goal-frontier = بعد ذلك يخرج الهدف من الحافة: ويتوقف البحث هناك.
search-skip-limit = { $node } (عند حد العمق { $limit })
search-skip-pruned-f = { $node } قُلِّمت (f { $f } تتجاوز العتبة { $bound })
search-skip-pruned-depth = { $node } قُلِّمت (العمق { $depth } يتجاوز العتبة { $bound })
search-skip-seen = { $node } تُجووزت، لوحة رُئيت من قبل
search-skip-back-parent = { $node } تُجووزت، حركة الرجوع إلى أبيها
search-skip-back-grandparent = { $node } تُجووزت، حركة الرجوع إلى جدّها
search-skip-duplicate = { $node } تُجووزت، مكررة للعقدة على العمق { $depth } ({ $state ->
        [closed] موسَّعة من قبل
        [open] ما زالت في الحافة
        [goal] الهدف
       *[other] رُئيت من قبل
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
exercise-skipped-seen = هذه العقدة تكرر لوحة رُئيت من قبل
exercise-children-path = { $reason } يمكنك الآن توسيعها: أي هذه الأبناء، المجرَّبة بترتيب الحركات، يقع ضمن العتبة؟ دون المكررة والمقلَّمة.
exercise-children-frontier = { $reason } يمكنك الآن توسيعها: أي أبنائها يوضع على الحافة؟ دون المكررة والمقلَّمة.
exercise-queued-path = { $queued } من أبنائها الـ{ $count } ضمن العتبة
exercise-queued-frontier = { $queued } من أبنائها الـ{ $count } توضع على الحافة
exercise-missed = لم تُختر { $names }
exercise-left = المستبعَدة: { $items }
exercise-expand-reason = { $parts }.
exercise-none = لا شيء
exercise-answer-children = { $board }؛ الأبناء: { $children }
exercise-asked-node = العقدة المسؤول عنها: { $board }
exercise-asked-board = اللوحة المسؤول عنها
exercise-check = تحقق
exercise-give-all = يمكنك إدخال القيم الثلاث: g وh وf.
exercise-value = { $name } { $value }
exercise-value-wrong = { $name } { $value } (أُدخل { $given })
exercise-values-reason = { $values } ({ $formula }).
exercise-right = صحيح. { $reason }
exercise-not-quite = ليس تماماً. { $reason }
exercise-see-summary = عرض الملخص
exercise-nothing = لا يترك هذا البحث شيئاً يُسأل عنه من هذا النوع (لا توسيع فيه اختيار): يمكنك تجربة تمرين أو خوارزمية أو لوحة أخرى.
exercise-done = انتهى: { $score } من { $total } صحيحة.
exercise-again = المحاولة مجدداً
exercise-your-answers = إجاباتك
exercise-summary-asked = اللوحة المسؤول عنها: { $board }
exercise-summary-expanded = اللوحة الموسَّعة: { $board }
exercise-question-number = السؤال { $index }
exercise-after = بعد { $count ->
        [zero] لا توسيعات
        [one] توسيع واحد
        [two] توسيعين
        [few] { $count } توسيعات
        [many] { $count } توسيعًا
       *[other] { $count } توسيع
    }
exercise-result-right = صحيح
exercise-result-wrong = ليس تماماً: { $reason }
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
player-goal = وُصل إلى الهدف في { $count ->
        [zero] لا حركات
        [one] حركة واحدة
        [two] حركتين
        [few] { $count } حركات
        [many] { $count } حركةً
       *[other] { $count } حركة
    }.
player-move = الحركة { $index }: القطعة { $tile } { $way ->
        [U] إلى الأعلى
        [D] إلى الأسفل
        [L] إلى اليسار
        [R] إلى اليمين
       *[other] { $way }
    }

## Page: glossary (www/views/terms.js)
term-algorithm = الخوارزمية
term-algorithm-definition = البحث الذي نُفِّذ: ما اختاره الوضع التلقائي عند طلبه.
term-heuristic = الدالة الاستدلالية
term-heuristic-definition = تقدير الحركات المتبقية الذي وجّه البحث؛ لا شيء في البحث غير المُوجَّه.
term-length = الطول
term-length-definition = عدد حركات الحل الذي وُجد.
term-optimal = أمثل
term-optimal-definition = هل الحل مضمون أن يكون من أقصر الحلول: خوارزمية مُثلى مع دالة استدلالية لا تبالغ أبداً في التقدير.
term-expanded = الموسَّعة
term-expanded-definition = اللوحات التي تناولها البحث وولّد حركاتها؛ المقياس المعتاد لعمله.
term-generated = المولَّدة
term-generated-definition = اللوحات التي أدت إليها تلك الحركات، تُعدّ في كل مرة وُصل إليها، بما فيها المكررة.
term-frontier = الحافة
term-frontier-definition = اللوحات التي وُصل إليها ولم تُوسَّع بعد، وهي تنتظر الآن: الطابور أو القائمة المفتوحة أو المكدس.
term-max-frontier = أكبر حافة
term-max-frontier-definition = أكبر عدد من اللوحات انتظرت التوسيع في وقت واحد.
term-stored = المخزَّنة
term-stored-definition = اللوحات المحفوظة في الذاكرة الآن: كل ما رُئي منها، أو المسار الحالي فقط في البحث التكراري.
term-memory = الذاكرة
term-memory-definition = البايتات المقدَّرة للوحات المخزَّنة الآن (لا ذاكرة التبويب كله).
term-peak-memory = ذروة الذاكرة
term-peak-memory-definition = البايتات المقدَّرة لأكبر عدد من اللوحات خُزِّن في وقت واحد؛ وبه يُقاس حد الذاكرة.
term-time = الوقت
term-time-definition = الوقت الفعلي من الطلب إلى الجواب، ومنه تجهيز قواعد بيانات الأنماط.
term-elapsed = المنقضي
term-elapsed-definition = الوقت الفعلي منذ الطلب، ومنه تجهيز قواعد بيانات الأنماط.
term-bound = العتبة
term-bound-definition = الحد على الحركات المنفَّذة مضافاً إليها الحركات المقدَّرة في الدورة الحالية من البحث التكراري.
term-depth = العمق
term-depth-definition = أكبر عدد من الحركات من البداية بين اللوحات الموسَّعة حتى الآن.
term-databases = قواعد بيانات الأنماط
term-databases-definition = جداول محسوبة مسبقاً للحركات الدقيقة لمجموعات من القطع، وهي أقوى دالة استدلالية هنا: من أين جاءت وكم استغرق ذلك.
term-cores = الأنوية
term-cores-definition = العمليات الخلفية التي تتقاسم البحث: عملية هذا التبويب ومساعداتها.

## Page: check my work (www/views/check-work.js)
