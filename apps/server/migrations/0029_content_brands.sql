-- Issue 18: the first published versions of the terms of use (cgu), the legal notices and the
-- privacy policy, present on every database (docs/content.md#first-versions), and the index of the
-- chain's own brands' lookup (docs/brands.md#which-brands). '{email}' in a body is replaced by the
-- contact e-mail of the server's settings when it is read (CONTACT_EMAIL).

create index products_marque_idx on products (lower(marque), id) where marque is not null;

insert into content_versions (doc, version, body_fr, body_ar, effective_on, published_at, created_at)
select 'cgu', 1, $cgu_fr$## Article 1 – Mentions légales

L'application Qadhya est éditée par Qadhya SA, société anonyme de droit tunisien dont le siège est à Tunis, qui exploite la chaîne de supermarchés Qadhya. Le détail de l'éditeur, de l'hébergeur et des crédits figure dans la page « Mentions légales » de l'application.

Pour toute question sur ces conditions, écrivez-nous à {email}.

## Article 2 – Accès à l'application

L'application est gratuite. Elle se télécharge depuis les magasins d'applications (App Store, Google Play) et peut aussi s'installer depuis le navigateur du téléphone.

La consultation du catalogue, des promotions et des magasins est ouverte à tous. La liste de courses partagée, la carte de fidélité, les jeux et la recharge téléphonique demandent un compte ouvert avec un numéro de téléphone tunisien. Les frais de connexion à Internet restent à la charge de l'utilisateur.

## Article 3 – Objet

Les présentes conditions générales d'utilisation fixent les règles d'usage des services de l'application :

- le scan des codes-barres des produits, pour voir leur fiche et leur prix ;
- le stock en direct des produits dans chaque magasin ;
- le catalogue hebdomadaire et ses promotions ;
- la localisation des magasins et leurs horaires ;
- les jeux et leurs lots ;
- la recharge téléphonique.

Les prix et les stocks affichés sont ceux du système du magasin au moment de la consultation ; le prix payé est celui affiché en caisse.

## Article 4 – Données personnelles

Collecte : nous collectons les données que vous nous donnez (nom, numéro de téléphone, e-mail, lieu de résidence, photo de profil) et celles que produit l'usage de l'application (listes de courses, favoris, achats liés à la carte de fidélité, participations aux jeux, position lorsque vous l'autorisez).

Consentement : les données facultatives, la position et les notifications ne sont utilisées qu'avec votre accord, que vous pouvez retirer à tout moment dans les réglages de l'application ou du téléphone.

Conservation : les données du compte sont conservées tant que le compte existe, puis supprimées ou anonymisées, sauf obligation légale de conservation (factures, comptabilité). Les cookies et traceurs sont conservés 13 mois au plus.

Droits : conformément à la loi organique n° 2004-63 du 27 juillet 2004 relative à la protection des données à caractère personnel, vous disposez d'un droit d'accès, de rectification et d'opposition. Adressez votre demande à {email} : nous y répondons dans un délai d'un mois. Vous pouvez aussi saisir l'Instance nationale de protection des données personnelles (INPDP).

## Article 5 – Modifications

Qadhya peut modifier les présentes conditions pour suivre l'évolution des services ou de la loi. Chaque nouvelle version indique sa date d'entrée en vigueur ; l'application vous la présente et vous demande de l'accepter une fois avant de continuer à utiliser les services liés à votre compte.

## Article 6 – Droit applicable

Les présentes conditions sont régies par le droit tunisien. À défaut d'accord amiable, tout litige relève des tribunaux compétents de Tunis.$cgu_fr$,
$cgu_ar$## الفصل 1 – البيانات القانونية

ينشر تطبيق قضية شركة قضية خفية الاسم، وهي شركة خاضعة للقانون التونسي مقرّها بتونس، تستغلّ سلسلة المساحات التجارية قضية. تجدون تفاصيل الناشر والمستضيف والاعتمادات في صفحة «البيانات القانونية» داخل التطبيق.

لأيّ سؤال حول هذه الشروط، راسلونا على {email}.

## الفصل 2 – الدخول إلى التطبيق

التطبيق مجاني. يُحمَّل من متاجر التطبيقات (App Store وGoogle Play) ويمكن أيضًا تثبيته من متصفّح الهاتف.

تصفّح الكتالوج والعروض والمغازات متاح للجميع. أمّا قائمة المشتريات المشتركة وبطاقة الوفاء والألعاب وشحن رصيد الهاتف فتتطلّب حسابًا مفتوحًا برقم هاتف تونسي. تبقى تكاليف الاتصال بالإنترنت على عاتق المستخدم.

## الفصل 3 – الموضوع

تضبط شروط الاستخدام العامة هذه قواعد استعمال خدمات التطبيق:

- مسح الرموز الشريطية للمنتجات للاطّلاع على بطاقتها وسعرها؛
- المخزون المباشر للمنتجات في كلّ مغازة؛
- الكتالوج الأسبوعي وعروضه؛
- تحديد مواقع المغازات وأوقات عملها؛
- الألعاب وجوائزها؛
- شحن رصيد الهاتف.

الأسعار والمخزون المعروضة هي تلك المسجّلة في نظام المغازة لحظة الاطّلاع؛ والسعر المدفوع هو المعروض عند الخزينة.

## الفصل 4 – المعطيات الشخصية

الجمع: نجمع المعطيات التي تقدّمونها لنا (الاسم، رقم الهاتف، البريد الإلكتروني، مكان الإقامة، صورة الملف الشخصي) وتلك الناتجة عن استعمال التطبيق (قوائم المشتريات، المفضّلة، المشتريات المرتبطة ببطاقة الوفاء، المشاركة في الألعاب، الموقع عندما تسمحون بذلك).

الموافقة: لا تُستعمل المعطيات الاختيارية والموقع والإشعارات إلا بموافقتكم، ويمكنكم سحبها في أيّ وقت من إعدادات التطبيق أو الهاتف.

الحفظ: تُحفظ معطيات الحساب ما دام الحساب قائمًا، ثمّ تُحذف أو تُجعل مجهولة الهوية، إلا إذا فرض القانون حفظها (الفواتير، المحاسبة). تُحفظ ملفات تعريف الارتباط وأدوات التتبّع 13 شهرًا على الأكثر.

الحقوق: طبقًا للقانون الأساسي عدد 63 لسنة 2004 المؤرّخ في 27 جويلية 2004 المتعلّق بحماية المعطيات الشخصية، لكم حقّ النفاذ والتصحيح والاعتراض. وجّهوا طلبكم إلى {email}: نجيب عنه في أجل شهر واحد. ويمكنكم أيضًا اللجوء إلى الهيئة الوطنية لحماية المعطيات الشخصية.

## الفصل 5 – التعديلات

يمكن لقضية تعديل هذه الشروط لمواكبة تطوّر الخدمات أو القانون. تذكر كلّ نسخة جديدة تاريخ دخولها حيّز التنفيذ، ويعرضها عليكم التطبيق ويطلب منكم قبولها مرّة واحدة قبل مواصلة استعمال الخدمات المرتبطة بحسابكم.

## الفصل 6 – القانون المنطبق

تخضع هذه الشروط للقانون التونسي. وفي غياب حلّ بالتراضي، يكون كلّ نزاع من أنظار المحاكم المختصّة بتونس.$cgu_ar$,
  date '2025-12-31', now(), now()
where not exists (select 1 from content_versions where doc = 'cgu');

insert into content_versions (doc, version, body_fr, body_ar, effective_on, published_at, created_at)
select 'legal', 1, $legal_fr$## Éditeur

L'application Qadhya est éditée par Qadhya SA, société anonyme de droit tunisien, siège social à Tunis (Tunisie), qui exploite la chaîne de supermarchés Qadhya.

Directeur de la publication : le représentant légal de Qadhya SA.

## Contact

Par e-mail : {email}. Par téléphone : le numéro vert de la chaîne, gratuit depuis la Tunisie, indiqué dans le menu de l'application. Dans nos magasins : à l'accueil.

## Hébergement

Le serveur de l'application et ses données sont hébergés en Tunisie, pour le compte de Qadhya SA. L'application n'appelle aucun service tiers pour fonctionner : images, polices et cartes de base sont servies par notre serveur.

## Propriété intellectuelle

Les textes, logos, visuels des catalogues et l'application elle-même appartiennent à Qadhya SA ou à ses partenaires. Les marques des produits appartiennent à leurs titulaires. Toute reproduction sans autorisation est interdite.

## Crédits

Une partie des produits et de leurs codes-barres provient d'Open Food Facts (© les contributeurs d'Open Food Facts, licence ODbL). Les limites des gouvernorats proviennent d'OpenStreetMap (© les contributeurs d'OpenStreetMap, licence ODbL).$legal_fr$,
$legal_ar$## الناشر

ينشر تطبيق قضية شركة قضية خفية الاسم، وهي شركة خاضعة للقانون التونسي مقرّها الاجتماعي بتونس، تستغلّ سلسلة المساحات التجارية قضية.

مدير النشر: الممثّل القانوني لشركة قضية خفية الاسم.

## الاتصال

بالبريد الإلكتروني: {email}. بالهاتف: الرقم الأخضر للسلسلة، مجاني من تونس، والمذكور في قائمة التطبيق. في مغازاتنا: لدى الاستقبال.

## الاستضافة

يُستضاف خادم التطبيق ومعطياته في تونس لحساب شركة قضية خفية الاسم. لا يستدعي التطبيق أيّ خدمة خارجية ليعمل: الصور والخطوط والخرائط الأساسية يقدّمها خادمنا.

## الملكية الفكرية

النصوص والشعارات ومرئيات الكتالوجات والتطبيق نفسه ملك لشركة قضية خفية الاسم أو لشركائها. وعلامات المنتجات ملك لأصحابها. يُمنع كلّ نسخ دون ترخيص.

## الاعتمادات

جزء من المنتجات ورموزها الشريطية مأخوذ من Open Food Facts (© المساهمون في Open Food Facts، رخصة ODbL). وحدود الولايات مأخوذة من OpenStreetMap (© المساهمون في OpenStreetMap، رخصة ODbL).$legal_ar$,
  date '2025-12-31', now(), now()
where not exists (select 1 from content_versions where doc = 'legal');

insert into content_versions (doc, version, body_fr, body_ar, effective_on, published_at, created_at)
select 'privacy', 1, $privacy_fr$## Qui traite vos données

Qadhya SA, qui édite l'application, est responsable du traitement de vos données personnelles. Pour toute question ou demande : {email}.

## Ce que nous collectons et pourquoi

Votre numéro de téléphone, pour ouvrir et sécuriser votre compte (code de vérification par SMS). Votre nom, votre e-mail, votre lieu de résidence et votre photo, si vous les donnez, pour personnaliser l'application. Vos listes de courses, vos favoris et votre famille, pour les services que vous utilisez. Vos achats liés à la carte de fidélité, pour calculer vos points et vos bons. Votre position, seulement si vous l'autorisez, pour trouver le magasin le plus proche ; elle n'est pas conservée.

## Ce que nous ne faisons pas

Nous ne vendons pas vos données. Nous ne les transmettons qu'aux prestataires nécessaires au service (envoi des SMS, hébergement), tenus à la confidentialité, et aux autorités lorsque la loi l'exige.

## Durées de conservation

Les données du compte sont gardées tant que le compte existe ; quand vous supprimez votre compte, elles sont effacées ou anonymisées, sauf celles que la loi nous oblige à garder (factures, comptabilité). Les cookies et traceurs sont conservés 13 mois au plus.

## Vos droits

Selon la loi organique n° 2004-63 du 27 juillet 2004, vous pouvez accéder à vos données, les faire corriger ou vous opposer à leur traitement. Écrivez à {email} : nous répondons dans un délai d'un mois. Vous pouvez aussi saisir l'Instance nationale de protection des données personnelles (INPDP).

## Politique de cookies

L'application n'utilise pas de cookies publicitaires. Elle garde sur votre téléphone ce qui lui est nécessaire : votre session, votre langue, votre thème, vos choix (magasin, région, marque) et une copie des pages lues pour les afficher hors connexion. Ces éléments et les éventuels cookies de mesure d'audience sont conservés 13 mois au plus, puis supprimés ou redemandés. Vous pouvez les effacer à tout moment en vous déconnectant ou depuis les réglages de votre navigateur.$privacy_fr$,
$privacy_ar$## من يعالج معطياتكم

شركة قضية خفية الاسم، ناشرة التطبيق، هي المسؤولة عن معالجة معطياتكم الشخصية. لأيّ سؤال أو طلب: {email}.

## ما نجمعه ولماذا

رقم هاتفكم، لفتح حسابكم وتأمينه (رمز التحقّق عبر الإرساليات القصيرة). اسمكم وبريدكم الإلكتروني ومكان إقامتكم وصورتكم، إن قدّمتموها، لتخصيص التطبيق. قوائم مشترياتكم ومفضّلتكم وعائلتكم، للخدمات التي تستعملونها. مشترياتكم المرتبطة ببطاقة الوفاء، لاحتساب نقاطكم وقسائمكم. موقعكم، فقط إذا سمحتم بذلك، لإيجاد أقرب مغازة؛ ولا يُحفظ.

## ما لا نفعله

لا نبيع معطياتكم. ولا نحيلها إلا إلى مزوّدي الخدمات الضروريين (إرسال الإرساليات القصيرة، الاستضافة) الملزمين بالسرّية، وإلى السلطات عندما يفرض القانون ذلك.

## مدّة الحفظ

تُحفظ معطيات الحساب ما دام الحساب قائمًا؛ وعند حذف حسابكم تُمحى أو تُجعل مجهولة الهوية، باستثناء ما يفرض القانون حفظه (الفواتير، المحاسبة). تُحفظ ملفات تعريف الارتباط وأدوات التتبّع 13 شهرًا على الأكثر.

## حقوقكم

طبقًا للقانون الأساسي عدد 63 لسنة 2004 المؤرّخ في 27 جويلية 2004، يمكنكم النفاذ إلى معطياتكم وطلب تصحيحها أو الاعتراض على معالجتها. راسلونا على {email}: نجيب في أجل شهر واحد. ويمكنكم أيضًا اللجوء إلى الهيئة الوطنية لحماية المعطيات الشخصية.

## سياسة ملفات تعريف الارتباط

لا يستعمل التطبيق ملفات تعريف ارتباط إشهارية. يحفظ على هاتفكم ما يلزمه فقط: جلستكم، لغتكم، مظهر العرض، اختياراتكم (المغازة، الجهة، العلامة) ونسخة من الصفحات المقروءة لعرضها دون اتصال. تُحفظ هذه العناصر وملفات قياس الجمهور إن وُجدت 13 شهرًا على الأكثر، ثمّ تُحذف أو يُطلب إذنكم من جديد. يمكنكم محوها في أيّ وقت بتسجيل الخروج أو من إعدادات متصفّحكم.$privacy_ar$,
  date '2025-12-31', now(), now()
where not exists (select 1 from content_versions where doc = 'privacy');
