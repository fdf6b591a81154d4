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
label-algorithm-astar-note = أمثل. تقوده الدالة الاستدلالية؛ يحفظ كل ما يراه.
label-algorithm-wastar = A* الموزونة
label-algorithm-wastar-note = لا يتجاوز الوزن × عدد الحركات الأمثل، وأسرع بكثير.
label-algorithm-idastar = IDA*
label-algorithm-idastar-note = أمثل بلا ذاكرة تقريبًا؛ الخيار المناسب للغز الخمس عشرة قطعة.
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
label-preset-size-moves = { $count ->
        [few] لغز { $size } قطعة، { $count } حركات
        [many] لغز { $size } قطعة، { $count } حركةً
       *[other] لغز { $size } قطعة، عدد الحركات: { $count }
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
shell-panels = اللوحات الجانبية
shell-tab-board = اللوحة
shell-footer = القواعد والقراءة والعشوائية وكل بحث تعمل بلغة Rust مترجمة إلى WebAssembly؛ وتعمل عمليات البحث في عملية في الخلفية. يعمل دون اتصال بعد تحميله مرة.
embed-page-title = npuzzle · لغز مضمَّن
embed-unknown-parameter = «{ $name }» ليس معاملًا لهذا اللغز ({ $known }).
embed-open-playground = الفتح في ساحة npuzzle ↗
embed-parameters-ignored = تم تجاهل بعض معاملات هذا الرابط:
widget-default-board = لوحة افتراضية
widget-solve-off = الحل متوقف: في اللوحة المعطاة خطأ (انظر أعلاه)، لذا هذه لوحة افتراضية.
widget-title-puzzle = لغز { $tiles } قطعة
widget-title-daily = لغز اليوم { $date }
widget-undo-title = التراجع عن آخر حركة
widget-reset-said = العودة إلى البداية.
widget-goal-said = الهدف. التراجع يعيدك.
widget-click-hint = انقر على قطعة لتحريكها.
widget-solved = تم الحل!
widget-tiles-moved = تحركت القطعة { $tiles }.
widget-past-last-step = { $name }: { $step } بعد آخر خطوة في الحل ({ $last })
widget-board-not-shown = تعذّر عرض اللوحة المعطاة؛ وتحل محلها لوحة افتراضية:
widget-settings-ignored = تم تجاهل بعض إعدادات هذا اللغز:
widget-image-not-loaded = تعذّر تحميل الصورة في { $url }
offline-page-title = دون اتصال · npuzzle
offline-heading = أنت غير متصل
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
board-size-help = اختيار حجم يوزّع لوحة عشوائية بذلك الحجم.
board-tiles-show = تعرض القطع
board-skin-numbers = أرقامًا
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
board-help = انقر أو المس قطعة في صف الخانة الفارغة أو عمودها لتحريكها (مع القطع التي بينهما). تحرّك مفاتيح الأسهم و{ $w } { $a } { $s } { $d } قطعة { $direction } إلى الخانة الفارغة، كما تفعل الحروف U وD وL وR في الحل؛ وعلى شاشة اللمس اسحب بإصبعك.
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
board-par-away = ابتعدت خطوة.
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
board-explain-direct = بحث مباشر: { $sum }
board-explain-reflected = بحث معكوس (اللوحة منعكسة حول قطرها): { $sum }
board-picture-dusk = الغسق (مدمجة)
board-picture-not-image = { $file } ليس صورة (نوعه { $type })
board-picture-not-image-untyped = { $file } ليس صورة (نوعه غير معروف)
board-picture-unreadable = تعذّرت قراءة { $file } كصورة
board-goal-error = { $problem }. حتى يُصحَّح، يكون الهدف بالخانة الفارغة في الآخر.
board-more-sizes = أحجام أخرى…
board-reset-said = عدت إلى اللوحة التي بدأت منها.
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
board-at-goal-play = هذا هو الهدف. اخلط اللوحة أو بعثرها لتلعب.
board-not-checked = لم يُفحص: في نص اللوحة خطأ.
board-hint-unavailable = تغطي التلميحات حاليًا لوحات حتى { $largest } خانة؛ وهذه فيها { $cells }.
board-hint-thinking = جارٍ البحث عن أفضل حركة…
board-hint-building = جارٍ بناء قواعد بيانات الأنماط (مرة واحدة؛ وتُحفظ للمرة القادمة)… { $percent }٪
board-hint-downloading = جارٍ تنزيل قواعد بيانات الأنماط (مرة واحدة؛ وتُحفظ للمرة القادمة)… { $percent }٪
board-hint-loading = جارٍ تحميل قواعد بيانات الأنماط…
board-hint-solved = تم الحل: لم تبقَ حركات.
board-hint-best = { $count ->
       *[other] أفضل حركة تالية: القطعة { $tile } { $direction } { $arrow } · الحركات المتبقية حتى الهدف: { $count } (أمثل).
    }
board-checking = جارٍ الفحص…
board-solvable = قابلة للحل
board-unsolvable = غير قابلة للحل
board-swapped = تم تبديل القطعتين { $a } و{ $b }؛ أصبحت اللوحة قابلة للحل.
board-fact-inversions = { $count ->
       *[other] الانقلابات: { $count }
    }
board-fact-blank-rows = { $count ->
       *[other] بُعد الخانة الفارغة عن صف هدفها بالصفوف: { $count }
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
worker-download-not-offered = يُتاح هذا التنزيل بعد حل لغز الخمس عشرة قطعة: حُلّ واحدًا ثم نزّلها.
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
worker-file-too-long = الملف أطول من { $count } بايت للمجموعة

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
