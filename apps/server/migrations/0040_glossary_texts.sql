-- Issue 33: the first FAQ items (0027) and the first Arabic terms, legal notices and privacy policy
-- (0029) say them with the glossary's words (docs/glossary.md#texts-held-in-the-database). A text
-- is rewritten only while it is still exactly the one 0027 or 0029 inserted (its md5 below): a text
-- staff have edited since in the back office is never overwritten.

-- FAQ: « bons cadeaux », « bon de réduction », « قسائم الهدايا », « بطاقات الشراء », « الولاء »; the
-- screens named as the app names them (« Coupons » / « قسائم التخفيض », « Mes bons d’achat » /
-- « قسائم الشراء »), and a retained idea gives a bon d’achat (« قسيمة شراء »), not a coupon. Each
-- rewritten item moves its version, as a back-office edit does (docs/help.md#faq).
update faq_items set
  question_ar = case md5(question_ar)
    when '62166785ed703cd3142f768eb90dcb47' then replace(question_ar, 'نقاط الولاء', 'نقاط الوفاء')
    when '8b7e0839d944802e19466dc43082c4ee' then replace(question_ar, 'القسائم وبطاقات الشراء', 'قسائم التخفيض وقسائم الشراء')
    else question_ar end,
  answer_fr = case md5(answer_fr)
    when '8b1d4d439343b659f979634465c30728' then replace(answer_fr, 'Mes bons cadeaux', 'Mes bons d’achat')
    when '2203e4268ccb1463a3979d6ee60b8e59' then replace(answer_fr, 'un bon de réduction', 'un bon d’achat')
    else answer_fr end,
  answer_ar = case md5(answer_ar)
    when '174da0832b6234f429c34c9e4adffcaf' then replace(answer_ar, '«القسائم» و«قسائم الهدايا»', '«قسائم التخفيض» و«قسائم الشراء»')
    when 'c2c0835a0db38b3ffec3b15591af176a' then replace(answer_ar, 'تمنحك قسيمة تخفيض', 'تمنحك قسيمة شراء')
    else answer_ar end,
  version = version + 1,
  updated_at = now()
where md5(question_ar) in ('62166785ed703cd3142f768eb90dcb47', '8b7e0839d944802e19466dc43082c4ee')
   or md5(answer_fr) in ('8b1d4d439343b659f979634465c30728', '2203e4268ccb1463a3979d6ee60b8e59')
   or md5(answer_ar) in ('174da0832b6234f429c34c9e4adffcaf', 'c2c0835a0db38b3ffec3b15591af176a');

-- Terms (cgu), legal notices and privacy policy, Arabic: « المغازة/المغازات » → « المتجر/المتاجر »,
-- « قائمة/قوائم المشتريات » → « قائمة/قوائم التسوق ». A wording fix, not a new version: version 1
-- is updated in place, neither its version nor its publication moves, so no shopper is asked to
-- accept the terms again (docs/content.md#first-versions). The French bodies already use the glossary's words.
update content_versions set body_ar =
  replace(replace(replace(replace(replace(replace(replace(replace(body_ar,
    'المغازات', 'المتاجر'),
    'مغازاتنا', 'متاجرنا'),
    'كلّ مغازة', 'كلّ متجر'),
    'أقرب مغازة', 'أقرب متجر'),
    'المغازة', 'المتجر'),
    'قائمة المشتريات', 'قائمة التسوق'),
    'قوائم المشتريات', 'قوائم التسوق'),
    'قوائم مشترياتكم', 'قوائم تسوّقكم')
where version = 1
  and (doc, md5(body_ar)) in (('cgu', '49b62f95f9a7d7ca76db31e383c9eccc'), ('legal', '3dac929c94e91f402ff8286001aa3485'), ('privacy', '501da8bf21cddb30f804e502041f56f8'));
