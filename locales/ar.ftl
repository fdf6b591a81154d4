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
solve-error-unsolvable = لا حل لهذه اللوحة. { $reason }
solve-error-pdb-needs-4x4 = الدالة الاستدلالية { $heuristic } تحتاج إلى لوحة 4x4، لا { $shape }؛ يمكنك استخدام linear-conflict
solve-error-too-large-for = تحتاج قواعد بيانات الأنماط { $heuristic } إلى نحو { $mb } MB لبنائها، وهذا كثير على { $platform }: يمكنك استخدام pdb (6-6-3) أو pdb-5-5-5
solve-error-shape-mismatch = الهدف { $goal } لكن اللوحة { $board }؛ يجب أن يكون لهما الشكل نفسه
solve-error-not-recordable = لا يمكن تسجيل الحلّال السريع (بحثه يجري على أجزاء، لكل منها شجرته)؛ يمكنك تسجيل idastar بدلًا منه
solve-error-inner = { $reason }
solve-error-missing-databases = { $databases } غير محمّلة: يمكنك بناؤها أو تحميلها أولًا
solve-error-not-generic = { $algorithm } يحتاج إلى قواعد بيانات الأنماط أو حلّالات اللوحات الكبيرة، وهذا الإصدار لا يتضمنها
solve-platform-native = هذا الجهاز
solve-platform-browser = المتصفح
solve-limit-expanded-zero = يجب أن يكون حد العقد الموسَّعة 1 على الأقل
solve-limit-time = يجب أن يكون حد الوقت عددًا موجبًا من الملّي ثانية، لا { $ms }
solve-limit-memory-zero = يجب أن يكون حد الذاكرة 1 MB على الأقل
solve-limit-memory-too-high = حد الذاكرة { $most } MB على الأكثر في { $platform } (تنتهي نسخة WebAssembly عند 4 GB، وجداول البحث تكبر بالمضاعفة)، لا { $mb } MB
solve-weight-too-low = يجب أن يكون الوزن عددًا لا يقل عن 1، لا { $weight }
solve-weight-too-high = يجب ألا يزيد الوزن على 100 (فـ A* الموزونة تصير بحثًا جشعًا قبل ذلك بكثير)، لا { $weight }
solve-algorithm-unknown = خوارزمية غير معروفة «{ $name }»: يمكنك استخدام { $list }
solve-algorithm-uninformed = { $algorithm } لا يستخدم دالة استدلالية، فلا يمكن أن تُستخدم معه «{ $heuristic }»

## Game (src/play)

play-solved = حُلّ اللغز في { $time }، وعدد الحركات: { $count }.
play-solved-optimal = { $solved } الأمثل: { $count } ({ $over }).
play-solved-best-known = { $solved } الأفضل المعروف: { $count } ({ $over }).
play-share = npuzzle اليومي { $date } { $shape }: عدد الحركات { $count } (المعيار { $par })، { $time }
play-date-unreadable = «{ $text }» ليس تاريخًا: يمكنك كتابته بصيغة سنة-شهر-يوم، مثل 2026-11-25
play-date-no-such-day = { $date } ليس يومًا في التقويم (السنوات من { $first } إلى { $last })
play-date-out-of-range = { $ms } ms ليست لحظة بين { $first } و{ $last }
play-daily-size = اللغز اليومي بحجم 3x3 أو 4x4، لا { $shape }
play-daily-none-in-band = لا لوحة { $shape } ضمن المعيار { $band } بين أول { $candidates } مرشحًا ليوم { $date }

## Lab (src/lab)

lab-error-inner = { $reason }
lab-error-size = يفحص المختبر لوحات 2x2 و2x3 و3x3 و2x4، لا { $shape }: في اللوحات الأكبر حالات كثيرة جدًا لزيارة كل منها
lab-error-four-by-four = قاعدة بيانات الأنماط في المختبر هي pdb (مصنوعة لحجم اللوحة)؛ و{ $name } خاصة بلغز الخمس عشرة قطعة

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
check-variant = { $repeats ->
        [tree] بحث شجري (تُوسَّع اللوحات المكررة من جديد)
        [tree-not-parent] بحث شجري لا يولّد أبدًا اللوحة التي جاء منها
        [path-check] بحث شجري يتخطى اللوحات الموجودة على مساره
        [graph-skip-generated] بحث في المخطط، تُتخطى اللوحة المكررة عند توليدها
        [graph-skip-expanded] بحث في المخطط، تُتخطى اللوحة المكررة عند أخذها
        [graph-reopen] بحث في المخطط، تعود اللوحة إلى الطابور إذا بُلغت بمسار أقصر
       *[other] { $repeats }
    }، { $goal ->
        [generated] واختبار الهدف عند التوليد
       *[taken] واختبار الهدف عند التوسيع
    }

## Page: shells, menus, notices, the widget (www/*.js, index.html, embed.html, offline.html)

## Page: the board and its controls (www/board)

## Page: session, settings and workers (www/session, www/workers)

## Page: Solve, Compare, Play and Lab views (www/views)

## Page: Search view and exercises (www/views/search, exercise.js, step-player.js)

## Page: glossary (www/views/terms.js)

## Page: check my work (www/views/check-work.js)
