<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_XA">
<context>
    <name>Catalog</name>
    <message>
        <source>Random tokens (BERT)</source>
        <translation>[Ráñdöm tökéñs (BÉRT)~~~~~~~~]</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>[Másk pröbábîlîtý~~~~~~~]</translation>
    </message>
    <message>
        <source>BERT's rule. Every ordinary token is picked on its own, with probability p (15 % in BERT). Of the picked tokens, 80 % are replaced by [MASK], 10 % by a random token and 10 % are left as they are, so the model can never tell which words it will be asked about and must keep a good guess ready for every word. The loss only counts the picked tokens.</source>
        <translation>[BÉRT's rúlé. Évérý ördîñárý tökéñ îs pîçkéd öñ îts öwñ, wîth pröbábîlîtý p (15 % îñ BÉRT). Öf thé pîçkéd tökéñs, 80 % áré répláçéd bý [MÁSK], 10 % bý á ráñdöm tökéñ áñd 10 % áré léft ás théý áré, sö thé mödél çáñ ñévér téll whîçh wörds ît wîll bé áskéd áböút áñd múst kéép á gööd gúéss réádý för évérý wörd. Thé löss öñlý çöúñts thé pîçkéd tökéñs.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>[Whölé wörds~~~~~]</translation>
    </message>
    <message>
        <source>Like random, but a word is picked as a whole: when the tokenizer splits a word into pieces ("play ##ing"), all its pieces are hidden together. Guessing "##ing" after "play" is too easy; hiding the whole word makes the model use the rest of the sentence. On average the same fraction p of the tokens is picked.</source>
        <translation>[Lîké ráñdöm, bút á wörd îs pîçkéd ás á whölé: whéñ thé tökéñîzér splîts á wörd îñtö pîéçés ("pláý ##îñg"), áll îts pîéçés áré hîddéñ tögéthér. Gúéssîñg "##îñg" áftér "pláý" îs töö éásý; hîdîñg thé whölé wörd mákés thé mödél úsé thé rést öf thé séñtéñçé. Öñ ávérágé thé sámé fráçtîöñ p öf thé tökéñs îs pîçkéd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Spans of words (SpanBERT)</source>
        <translation>[Spáñs öf wörds (SpáñBÉRT)~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>SpanBERT. Runs of whole words are hidden instead of single tokens. Each run's length is drawn from a geometric distribution (p = 0.2, at most 10 words, about 3.8 words on average), and runs are added until about p of the tokens are covered. To fill a whole phrase the model needs more than the next word; the 80/10/10 rule then applies to every hidden token.</source>
        <translation>[SpáñBÉRT. Rúñs öf whölé wörds áré hîddéñ îñstéád öf sîñglé tökéñs. Éáçh rúñ's léñgth îs dráwñ fröm á géömétrîç dîstrîbútîöñ (p = 0.2, át möst 10 wörds, áböút 3.8 wörds öñ ávérágé), áñd rúñs áré áddéd úñtîl áböút p öf thé tökéñs áré çövéréd. Tö fîll á whölé phrásé thé mödél ñééds möré tháñ thé ñéxt wörd; thé 80/10/10 rúlé théñ ápplîés tö évérý hîddéñ tökéñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Span corruption (T5)</source>
        <translation>[Spáñ çörrúptîöñ (T5)~~~~~~~~]</translation>
    </message>
    <message>
        <source>Noise density</source>
        <translation>[Ñöîsé déñsîtý~~~~~~]</translation>
    </message>
    <message>
        <source>T5 span corruption. About p of the tokens (15 % in T5) are dropped in spans of 3 tokens on average. Each span becomes one sentinel, &lt;extra_id_0&gt;, &lt;extra_id_1&gt;, ..., in the input, and the target lists each sentinel followed by the tokens it stands for. The input gets shorter, so training is cheaper. T5 is an encoder-decoder; this lab's model is an encoder, so this view shows the training data, not predictions.</source>
        <translation>[T5 spáñ çörrúptîöñ. Áböút p öf thé tökéñs (15 % îñ T5) áré dröppéd îñ spáñs öf 3 tökéñs öñ ávérágé. Éáçh spáñ béçömés öñé séñtîñél, &lt;extra_id_0&gt;, &lt;extra_id_1&gt;, ..., îñ thé îñpút, áñd thé tárgét lîsts éáçh séñtîñél föllöwéd bý thé tökéñs ît stáñds för. Thé îñpút géts shörtér, sö tráîñîñg îs çhéápér. T5 îs áñ éñçödér-déçödér; thîs láb's mödél îs áñ éñçödér, sö thîs vîéw shöws thé tráîñîñg dátá, ñöt prédîçtîöñs.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>By hand (click tokens)</source>
        <translation>[Bý háñd (çlîçk tökéñs)~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>By hand: click tokens to hide them, click again to show them. Every token you pick is replaced by [MASK] and the model guesses it from everything else. Hide a word, then its neighbours, and watch how the guesses change as the context disappears.</source>
        <translation>[Bý háñd: çlîçk tökéñs tö hîdé thém, çlîçk ágáîñ tö shöw thém. Évérý tökéñ ýöú pîçk îs répláçéd bý [MÁSK] áñd thé mödél gúéssés ît fröm évérýthîñg élsé. Hîdé á wörd, théñ îts ñéîghböúrs, áñd wátçh höw thé gúéssés çháñgé ás thé çöñtéxt dîsáppéárs.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Permutation order (XLNet)</source>
        <translation>[Pérmútátîöñ ördér (XLÑét)~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Predicted share</source>
        <translation>[Prédîçtéd sháré~~~~~~]</translation>
    </message>
    <message>
        <source>XLNet. No [MASK] at all: the tokens are predicted in a random order, and each one may only look at the tokens that come before it in that order (the matrix: row = the token being predicted, bright = it may look at that column). Over many orders every token learns from both sides. Only the last tokens of the order (about p of them) are predicted. No model is needed for this view.</source>
        <translation>[XLÑét. Ñö [MÁSK] át áll: thé tökéñs áré prédîçtéd îñ á ráñdöm ördér, áñd éáçh öñé máý öñlý löök át thé tökéñs thát çömé béföré ît îñ thát ördér (thé mátrîx: röw = thé tökéñ béîñg prédîçtéd, brîght = ît máý löök át thát çölúmñ). Övér máñý ördérs évérý tökéñ léárñs fröm böth sîdés. Öñlý thé lást tökéñs öf thé ördér (áböút p öf thém) áré prédîçtéd. Ñö mödél îs ñéédéd för thîs vîéw.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Random (MAE)</source>
        <translation>[Ráñdöm (MÁÉ)~~~~~]</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>[Másk rátîö~~~~]</translation>
    </message>
    <message>
        <source>Random: every patch is hidden with the same chance, independently. The MAE paper hides 75 % this way: so much that the model cannot copy neighbours and must learn what objects look like.</source>
        <translation>[Ráñdöm: évérý pátçh îs hîddéñ wîth thé sámé çháñçé, îñdépéñdéñtlý. Thé MÁÉ pápér hîdés 75 % thîs wáý: sö múçh thát thé mödél çáññöt çöpý ñéîghböúrs áñd múst léárñ whát öbjéçts löök lîké.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Block-wise (BEiT)</source>
        <translation>[Blöçk-wîsé (BÉîT)~~~~~~~]</translation>
    </message>
    <message>
        <source>Block-wise: hides whole rectangles of at least 16 patches (as BEiT does), so the model must fill large holes from context far away instead of interpolating from close neighbours.</source>
        <translation>[Blöçk-wîsé: hîdés whölé réçtáñglés öf át léást 16 pátçhés (ás BÉîT döés), sö thé mödél múst fîll lárgé hölés fröm çöñtéxt fár áwáý îñstéád öf îñtérpölátîñg fröm çlösé ñéîghböúrs.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Grid (keep 1 of 4)</source>
        <translation>[Grîd (kéép 1 öf 4)~~~~~~~~]</translation>
    </message>
    <message>
        <source>Grid: keeps exactly one patch of every 2×2 square and hides the other three (75 %, the slider does not apply). Every hole is next to a visible patch, so this is the easiest task.</source>
        <translation>[Grîd: kééps éxáçtlý öñé pátçh öf évérý 2×2 sqúáré áñd hîdés thé öthér thréé (75 %, thé slîdér döés ñöt ápplý). Évérý hölé îs ñéxt tö á vîsîblé pátçh, sö thîs îs thé éásîést tásk.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Centre box (inpainting)</source>
        <translation>[Çéñtré böx (îñpáîñtîñg)~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Centre box: hides the patches nearest the centre, like classic inpainting. The subject of a photo is often in the middle, so the model must invent it from the border.</source>
        <translation>[Çéñtré böx: hîdés thé pátçhés ñéárést thé çéñtré, lîké çlássîç îñpáîñtîñg. Thé súbjéçt öf á phötö îs öftéñ îñ thé mîddlé, sö thé mödél múst îñvéñt ît fröm thé bördér.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Paint by hand</source>
        <translation>[Páîñt bý háñd~~~~~~]</translation>
    </message>
    <message>
        <source>Paint by hand: click a patch to hide or show it; click and drag to paint several. Start from any strategy, then switch here to edit its mask.</source>
        <translation>[Páîñt bý háñd: çlîçk á pátçh tö hîdé ör shöw ît; çlîçk áñd drág tö páîñt sévérál. Stárt fröm áñý strátégý, théñ swîtçh héré tö édît îts másk.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Host a class…</source>
        <translation>[Höst á çláss…~~~~~~]</translation>
    </message>
    <message>
        <source>Serve the open lesson to the room: students join from their lab or a browser with the code on the projector</source>
        <translation>[Sérvé thé öpéñ léssöñ tö thé rööm: stúdéñts jöîñ fröm théîr láb ör á bröwsér wîth thé çödé öñ thé pröjéçtör~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <translation>[Jöîñ á çláss…~~~~~~]</translation>
    </message>
    <message>
        <source>Follow a teacher's lesson from this window</source>
        <translation>[Föllöw á téáçhér's léssöñ fröm thîs wîñdöw~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>QR code of the join link</source>
        <translation>[QR çödé öf thé jöîñ lîñk~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>[Jöîñ thé çláss~~~~~~]</translation>
    </message>
    <message>
        <source>In a browser, open:</source>
        <translation>[Îñ á bröwsér, öpéñ:~~~~~~~~]</translation>
    </message>
    <message>
        <source>or in MLM Lab: File &gt; Join a class…</source>
        <translation>[ör îñ MLM Láb: Fîlé &gt; Jöîñ á çláss…~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>[Çödé~~]</translation>
    </message>
    <message>
        <source>The class's code: {code}</source>
        <translation>[Thé çláss's çödé: {code}~~~~~~~~]</translation>
    </message>
    <message>
        <source>Or scan the code with a phone or tablet:</source>
        <translation>[Ör sçáñ thé çödé wîth á phöñé ör táblét:~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>[Çlösé~~]</translation>
    </message>
    <message>
        <source>done</source>
        <translation>[döñé~~]</translation>
    </message>
    <message>
        <source>not done</source>
        <translation>[ñöt döñé~~~~]</translation>
    </message>
    <message>
        <source>other answers</source>
        <translation>[öthér áñswérs~~~~~~]</translation>
    </message>
    <message>
        <source>{mark} right</source>
        <translation>[{mark} rîght~~~]</translation>
    </message>
    <message>
        <source>{mark} not yet</source>
        <translation>[{mark} ñöt ýét~~~~]</translation>
    </message>
    <message>
        <source>{mark} not checked</source>
        <translation>[{mark} ñöt çhéçkéd~~~~~]</translation>
    </message>
    <message>
        <source>The class's answers</source>
        <translation>[Thé çláss's áñswérs~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step {n}: {title}</source>
        <translation>[Stép {n}: {title}~~~]</translation>
    </message>
    <message>
        <source>This step asks nothing.</source>
        <translation>[Thîs stép ásks ñöthîñg.~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{answered} of {students} answered</source>
        <translation>[{answered} öf {students} áñswéréd~~~~~~]</translation>
    </message>
    <message>
        <source>{right} right</source>
        <translation>[{right} rîght~~~]</translation>
    </message>
    <message>
        <source>Class: {name}</source>
        <translation>[Çláss: {name}~~~]</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>[Stúdéñts~~~~]</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>[Ñámé~~]</translation>
    </message>
    <message>
        <source>model {share}</source>
        <translation>[mödél {share}~~~]</translation>
    </message>
    <message>
        <source>◀ the lab: {value}</source>
        <translation>[◀ thé láb: {value}~~~~~]</translation>
    </message>
    <message>
        <source>beside each word, the model's probability for it (its top-5)</source>
        <translation>[bésîdé éáçh wörd, thé mödél's pröbábîlîtý för ît (îts töp-5)~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>[Çöññéçtéd~~~~]</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>[Stép~~]</translation>
    </message>
    <message>
        <source>Lock follow</source>
        <translation>[Löçk föllöw~~~~~]</translation>
    </message>
    <message>
        <source>Students' screens stay on your step (they cannot browse)</source>
        <translation>[Stúdéñts' sçrééñs stáý öñ ýöúr stép (théý çáññöt bröwsé)~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Pause screens</source>
        <translation>[Páúsé sçrééñs~~~~~~]</translation>
    </message>
    <message>
        <source>Students' screens show “Eyes on the teacher” until you resume</source>
        <translation>[Stúdéñts' sçrééñs shöw “Éýés öñ thé téáçhér” úñtîl ýöú résúmé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Reveal answer</source>
        <translation>[Révéál áñswér~~~~~~]</translation>
    </message>
    <message>
        <source>Show the current step's answer here and to the students</source>
        <translation>[Shöw thé çúrréñt stép's áñswér héré áñd tö thé stúdéñts~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Show answers on the projector</source>
        <translation>[Shöw áñswérs öñ thé pröjéçtör~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The main window shows how many gave each answer, no names</source>
        <translation>[Thé máîñ wîñdöw shöws höw máñý gávé éáçh áñswér, ñö ñámés~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Remove student</source>
        <translation>[Rémövé stúdéñt~~~~~~]</translation>
    </message>
    <message>
        <source>Take the selected student out of the class</source>
        <translation>[Táké thé séléçtéd stúdéñt öút öf thé çláss~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>End class</source>
        <translation>[Éñd çláss~~~~]</translation>
    </message>
    <message>
        <source>End the class for everyone (it stays in its file for export)</source>
        <translation>[Éñd thé çláss för évérýöñé (ît stáýs îñ îts fîlé för éxpört)~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>[Éxpört…~~~]</translation>
    </message>
    <message>
        <source>Write the class's answers as CSV or JSON</source>
        <translation>[Wrîté thé çláss's áñswérs ás ÇSV ör JSÖÑ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Copy join link</source>
        <translation>[Çöpý jöîñ lîñk~~~~~~]</translation>
    </message>
    <message>
        <source>Copy the link with the code, to send it to the class</source>
        <translation>[Çöpý thé lîñk wîth thé çödé, tö séñd ît tö thé çláss~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Show the join card</source>
        <translation>[Shöw thé jöîñ çárd~~~~~~~~]</translation>
    </message>
    <message>
        <source>A card for the projector: address, code and QR code</source>
        <translation>[Á çárd för thé pröjéçtör: áddréss, çödé áñd QR çödé~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>[Stöp höstîñg~~~~~]</translation>
    </message>
    <message>
        <source>Stop the server (the class stays in its file: File &gt; Host a class… can resume it)</source>
        <translation>[Stöp thé sérvér (thé çláss stáýs îñ îts fîlé: Fîlé &gt; Höst á çláss… çáñ résúmé ît)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Join at {url}  ·  code {code}</source>
        <translation>[Jöîñ át {url}  ·  çödé {code}~~~~~~~~]</translation>
    </message>
    <message>
        <source>{online} of {students} connected</source>
        <translation>[{online} öf {students} çöññéçtéd~~~~~~]</translation>
    </message>
    <message>
        <source>The class is on step {n} of {count}</source>
        <translation>[Thé çláss îs öñ stép {n} öf {count}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The class has ended</source>
        <translation>[Thé çláss hás éñdéd~~~~~~~~]</translation>
    </message>
    <message>
        <source>screens paused</source>
        <translation>[sçrééñs páúséd~~~~~~]</translation>
    </message>
    <message>
        <source>follow locked</source>
        <translation>[föllöw löçkéd~~~~~~]</translation>
    </message>
    <message>
        <source>the window shows another lesson: the class stays where it is</source>
        <translation>[thé wîñdöw shöws áñöthér léssöñ: thé çláss stáýs whéré ît îs~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>[● çöññéçtéd~~~~~]</translation>
    </message>
    <message>
        <source>○ away</source>
        <translation>[○ áwáý~~~]</translation>
    </message>
    <message>
        <source>following</source>
        <translation>[föllöwîñg~~~~]</translation>
    </message>
    <message>
        <source>browsing</source>
        <translation>[bröwsîñg~~~~]</translation>
    </message>
    <message>
        <source>step {n} · {where}</source>
        <translation>[stép {n} · {where}~~~~]</translation>
    </message>
    <message>
        <source>Step {n}: {answers}</source>
        <translation>[Stép {n}: {answers}~~~]</translation>
    </message>
    <message>
        <source>Step {n}: no answer yet</source>
        <translation>[Stép {n}: ñö áñswér ýét~~~~~~~~]</translation>
    </message>
    <message>
        <source>{address} — this computer only</source>
        <translation>[{address} — thîs çömpútér öñlý~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{address} — {interface}</source>
        <translation>[{address} — {interface}~~]</translation>
    </message>
    <message>
        <source>Host a class</source>
        <translation>[Höst á çláss~~~~~]</translation>
    </message>
    <message>
        <source>the lesson's title</source>
        <translation>[thé léssöñ's tîtlé~~~~~~~~]</translation>
    </message>
    <message>
        <source>The one network the class listens on: the room's, so the students' computers reach it</source>
        <translation>[Thé öñé ñétwörk thé çláss lîstéñs öñ: thé rööm's, sö thé stúdéñts' çömpútérs réáçh ît~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>[áñý fréé pört~~~~~~]</translation>
    </message>
    <message>
        <source>The TCP port (0: any free one)</source>
        <translation>[Thé TÇP pört (0: áñý fréé öñé)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Announce on the network (mDNS)</source>
        <translation>[Áññöúñçé öñ thé ñétwörk (mDÑS)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Students' labs find the class in File &gt; Join a class…</source>
        <translation>[Stúdéñts' lábs fîñd thé çláss îñ Fîlé &gt; Jöîñ á çláss…~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Resume a previous class</source>
        <translation>[Résúmé á prévîöús çláss~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>There is no previous class on this computer</source>
        <translation>[Théré îs ñö prévîöús çláss öñ thîs çömpútér~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Start the class</source>
        <translation>[Stárt thé çláss~~~~~~]</translation>
    </message>
    <message>
        <source>Class name:</source>
        <translation>[Çláss ñámé:~~~~~]</translation>
    </message>
    <message>
        <source>Lesson:</source>
        <translation>[Léssöñ:~~~]</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>[Ñétwörk:~~~~]</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>[Pört:~~]</translation>
    </message>
    <message>
        <source>Class file:</source>
        <translation>[Çláss fîlé:~~~~~]</translation>
    </message>
    <message>
        <source>The open lesson: {title}</source>
        <translation>[Thé öpéñ léssöñ: {title}~~~~~~~]</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>[Öpéñ fîlé…~~~~]</translation>
    </message>
    <message>
        <source>The class's lesson</source>
        <translation>[Thé çláss's léssöñ~~~~~~~~]</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*{suffix});;All files (*)</source>
        <translation>[MLM Láb léssöñ (*{suffix});;Áll fîlés (*)~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Choose the class's lesson first.</source>
        <translation>[Çhöösé thé çláss's léssöñ fîrst.~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Save the lesson's changes first: the class gets the lesson as its file says.</source>
        <translation>[Sávé thé léssöñ's çháñgés fîrst: thé çláss géts thé léssöñ ás îts fîlé sáýs.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Starting the class…</source>
        <translation>[Stártîñg thé çláss…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot host the class: {error}</source>
        <translation>[Çáññöt höst thé çláss: {error}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>[çöññéçtîñg…~~~~~]</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>[çöññéçtéd~~~~]</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>[réçöññéçtîñg…~~~~~~]</translation>
    </message>
    <message>
        <source>the class has ended</source>
        <translation>[thé çláss hás éñdéd~~~~~~~~]</translation>
    </message>
    <message>
        <source>the teacher removed you</source>
        <translation>[thé téáçhér rémövéd ýöú~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the class no longer lets you in</source>
        <translation>[thé çláss ñö löñgér léts ýöú îñ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>you left the class</source>
        <translation>[ýöú léft thé çláss~~~~~~~~]</translation>
    </message>
    <message>
        <source>Type the class's code: the 6 letters and digits on the projector.</source>
        <translation>[Týpé thé çláss's çödé: thé 6 léttérs áñd dîgîts öñ thé pröjéçtör.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>A class code has no {letters} (no 0, O, 1, I, L, 2, Z, 5, S, 8 or B): check the code on the projector.</source>
        <translation>[Á çláss çödé hás ñö {letters} (ñö 0, Ö, 1, Î, L, 2, Z, 5, S, 8 ör B): çhéçk thé çödé öñ thé pröjéçtör.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>A class code has {n} letters and digits; this one has {got}.</source>
        <translation>[Á çláss çödé hás {n} léttérs áñd dîgîts; thîs öñé hás {got}.~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Wrong code: this class has another one (check the projector).</source>
        <translation>[Wröñg çödé: thîs çláss hás áñöthér öñé (çhéçk thé pröjéçtör).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>This class has ended.</source>
        <translation>[Thîs çláss hás éñdéd.~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a minute, then try again.</source>
        <translation>[Töö máñý wröñg çödés fröm thîs çömpútér: wáît á mîñúté, théñ trý ágáîñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>The class did not let you in: {reason}</source>
        <translation>[Thé çláss dîd ñöt lét ýöú îñ: {reason}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>No class answers at {address}: is the teacher's lab hosting, and is this the address on the projector?</source>
        <translation>[Ñö çláss áñswérs át {address}: îs thé téáçhér's láb höstîñg, áñd îs thîs thé áddréss öñ thé pröjéçtör?~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot join: {error}</source>
        <translation>[Çáññöt jöîñ: {error}~~~~~~]</translation>
    </message>
    <message>
        <source>Join a class</source>
        <translation>[Jöîñ á çláss~~~~~]</translation>
    </message>
    <message>
        <source>Classes on this network:</source>
        <translation>[Çlássés öñ thîs ñétwörk:~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Classes on this network</source>
        <translation>[Çlássés öñ thîs ñétwörk~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>[Séárçh ágáîñ~~~~~]</translation>
    </message>
    <message>
        <source>Search the network again</source>
        <translation>[Séárçh thé ñétwörk ágáîñ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Look for classes on this network again</source>
        <translation>[Löök för çlássés öñ thîs ñétwörk ágáîñ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>192.168.1.5:8765 or the join link</source>
        <translation>[192.168.1.5:8765 ör thé jöîñ lîñk~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Class address</source>
        <translation>[Çláss áddréss~~~~~~]</translation>
    </message>
    <message>
        <source>6 letters and digits, as on the projector</source>
        <translation>[6 léttérs áñd dîgîts, ás öñ thé pröjéçtör~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>[Çláss çödé~~~~]</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>[Ýöúr ñámé~~~~]</translation>
    </message>
    <message>
        <source>as the teacher will see it</source>
        <translation>[ás thé téáçhér wîll séé ît~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>[Mésságé~~~]</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>[Jöîñ~~]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>[Çáñçél~~~]</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>[Áddréss:~~~~]</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>[Çödé:~~]</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>[Ýöúr ñámé:~~~~]</translation>
    </message>
    <message>
        <source>Searching the network for classes…</source>
        <translation>[Séárçhîñg thé ñétwörk för çlássés…~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot search this network ({error}): type the address on the projector.</source>
        <translation>[Çáññöt séárçh thîs ñétwörk ({error}): týpé thé áddréss öñ thé pröjéçtör.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message numerus="yes">
        <source>%n class(es) found: pick one, or type the address.</source>
        <translation><numerusform>[%n çláss(és) föúñd: pîçk öñé, ör týpé thé áddréss.~~~~~~~~ ~~~~~~~~ ~~~~]</numerusform><numerusform>[%n çláss(és) föúñd: pîçk öñé, ör týpé thé áddréss.~~~~~~~~ ~~~~~~~~ ~~~~]</numerusform></translation>
    </message>
    <message>
        <source>No class found on this network: type the address on the projector.</source>
        <translation>[Ñö çláss föúñd öñ thîs ñétwörk: týpé thé áddréss öñ thé pröjéçtör.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Not a class address: {error}</source>
        <translation>[Ñöt á çláss áddréss: {error}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Give your name, as the teacher will see it.</source>
        <translation>[Gîvé ýöúr ñámé, ás thé téáçhér wîll séé ît.~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Discard the lesson's changes?</source>
        <translation>[Dîsçárd thé léssöñ's çháñgés?~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Joining opens the class's lesson: the changes to “{title}” that are not saved would be lost. Discard them?</source>
        <translation>[Jöîñîñg öpéñs thé çláss's léssöñ: thé çháñgés tö “{title}” thát áré ñöt sávéd wöúld bé löst. Dîsçárd thém?~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Not joined: save the lesson's changes first.</source>
        <translation>[Ñöt jöîñéd: sávé thé léssöñ's çháñgés fîrst.~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Joining the class at {address}…</source>
        <translation>[Jöîñîñg thé çláss át {address}…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The class's lesson cannot be shown here: {error}</source>
        <translation>[Thé çláss's léssöñ çáññöt bé shöwñ héré: {error}~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Leave the class?</source>
        <translation>[Léávé thé çláss?~~~~~~~]</translation>
    </message>
    <message>
        <source>This window follows the class “{name}”. Leave it?</source>
        <translation>[Thîs wîñdöw föllöws thé çláss “{name}”. Léávé ît?~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>This window hosts a class: join from another computer or another window of the lab.</source>
        <translation>[Thîs wîñdöw hösts á çláss: jöîñ fröm áñöthér çömpútér ör áñöthér wîñdöw öf thé láb.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The class is paused</source>
        <translation>[Thé çláss îs páúséd~~~~~~~~]</translation>
    </message>
    <message>
        <source>The teacher paused the class — eyes to the front</source>
        <translation>[Thé téáçhér páúséd thé çláss — éýés tö thé fröñt~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>[Çláss~~]</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>[Çöññéçtîöñ~~~~]</translation>
    </message>
    <message>
        <source>Follow the teacher</source>
        <translation>[Föllöw thé téáçhér~~~~~~~~]</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>[Léávé~~]</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>[Léávé thé çláss~~~~~~]</translation>
    </message>
    <message>
        <source>Leave the class (the lesson stays open)</source>
        <translation>[Léávé thé çláss (thé léssöñ stáýs öpéñ)~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The class did not take that: {error}</source>
        <translation>[Thé çláss dîd ñöt táké thát: {error}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The teacher locked the class to their step</source>
        <translation>[Thé téáçhér löçkéd thé çláss tö théîr stép~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Show the step the teacher shows (off: move on your own; the teacher sees where you are)</source>
        <translation>[Shöw thé stép thé téáçhér shöws (öff: mövé öñ ýöúr öwñ; thé téáçhér séés whéré ýöú áré)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) waiting to be sent</source>
        <translation><numerusform>[%n áñswér(s) wáîtîñg tö bé séñt~~~~~~~~ ~~~~]</numerusform><numerusform>[%n áñswér(s) wáîtîñg tö bé séñt~~~~~~~~ ~~~~]</numerusform></translation>
    </message>
    <message>
        <source>Close the class bar</source>
        <translation>[Çlösé thé çláss bár~~~~~~~~]</translation>
    </message>
    <message>
        <source>Hide this bar (the lesson stays open)</source>
        <translation>[Hîdé thîs bár (thé léssöñ stáýs öpéñ)~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>The class's lesson file is not on this computer any more: the class goes on from its record.</source>
        <translation>[Thé çláss's léssöñ fîlé îs ñöt öñ thîs çömpútér áñý möré: thé çláss göés öñ fröm îts réçörd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>[Stép {n}~~]</translation>
    </message>
    <message>
        <source>The class did not take “{command}”: {error}</source>
        <translation>[Thé çláss dîd ñöt táké “{command}”: {error}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Remove the student?</source>
        <translation>[Rémövé thé stúdéñt?~~~~~~~~]</translation>
    </message>
    <message>
        <source>Take “{name}” out of the class? Their answers stay in the class's record.</source>
        <translation>[Táké “{name}” öút öf thé çláss? Théîr áñswérs stáý îñ thé çláss's réçörd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>End the class?</source>
        <translation>[Éñd thé çláss?~~~~~~]</translation>
    </message>
    <message>
        <source>End the class for everyone? The students' screens say it has ended; the answers stay in the class's file for export.</source>
        <translation>[Éñd thé çláss för évérýöñé? Thé stúdéñts' sçrééñs sáý ît hás éñdéd; thé áñswérs stáý îñ thé çláss's fîlé för éxpört.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>[ÇSV táblé (*.çsv)~~~~~~~]</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>[JSÖÑ (*.jsöñ)~~~~~~]</translation>
    </message>
    <message>
        <source>Export the class's answers</source>
        <translation>[Éxpört thé çláss's áñswérs~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Wrote {rows} row(s) to {path}</source>
        <translation>[Wröté {rows} röw(s) tö {path}~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot export the class: {error}</source>
        <translation>[Çáññöt éxpört thé çláss: {error}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Copied the join link: {link}</source>
        <translation>[Çöpîéd thé jöîñ lîñk: {link}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The class is no longer hosted; File &gt; Host a class… can resume it from {path}</source>
        <translation>[Thé çláss îs ñö löñgér höstéd; Fîlé &gt; Höst á çláss… çáñ résúmé ît fröm {path}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>frame {n} of {total}</source>
        <translation>[frámé {n} öf {total}~~~~]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>[Çáñçél~~~]</translation>
    </message>
    <message>
        <source>Stop recording the animation; nothing is written</source>
        <translation>[Stöp réçördîñg thé áñîmátîöñ; ñöthîñg îs wrîttéñ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>[Áñîmátîöñ:~~~~]</translation>
    </message>
    <message>
        <source>An animation is being recorded already: wait for it or cancel it.</source>
        <translation>[Áñ áñîmátîöñ îs béîñg réçördéd álréádý: wáît för ît ör çáñçél ît.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>[thé áñîmátîöñ hás ñö frámés~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Cannot record the animation: {error}</source>
        <translation>[Çáññöt réçörd thé áñîmátîöñ: {error}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Recording {n} frames for {name}…</source>
        <translation>[Réçördîñg {n} frámés för {name}…~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Writing {n} frames to {name}…</source>
        <translation>[Wrîtîñg {n} frámés tö {name}…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Wrote {path} ({n} frames at {fps} fps)</source>
        <translation>[Wröté {path} ({n} frámés át {fps} fps)~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Animation canceled; nothing was written</source>
        <translation>[Áñîmátîöñ çáñçéléd; ñöthîñg wás wrîttéñ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>mask ratio</source>
        <translation>[másk rátîö~~~~]</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>[sééd~~]</translation>
    </message>
    <message>
        <source>mask probability</source>
        <translation>[másk pröbábîlîtý~~~~~~~]</translation>
    </message>
    <message>
        <source>attention layer</source>
        <translation>[áttéñtîöñ láýér~~~~~~]</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>[láýér~~]</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>[stéps~~]</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>[témpérátúré~~~~~]</translation>
    </message>
    <message>
        <source>{name} (slider)</source>
        <translation>[{name} (slîdér)~~~~]</translation>
    </message>
    <message>
        <source>a series of seeds</source>
        <translation>[á sérîés öf sééds~~~~~~~]</translation>
    </message>
    <message>
        <source>the rounds of the generation</source>
        <translation>[thé röúñds öf thé géñérátîöñ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the rounds of "Fill several masks"</source>
        <translation>[thé röúñds öf "Fîll sévérál másks"~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>a run's checkpoints</source>
        <translation>[á rúñ's çhéçkpöîñts~~~~~~~~]</translation>
    </message>
    <message>
        <source>Export an animation</source>
        <translation>[Éxpört áñ áñîmátîöñ~~~~~~~~]</translation>
    </message>
    <message>
        <source>What changes from frame to frame</source>
        <translation>[Whát çháñgés fröm frámé tö frámé~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>[Swéép~~]</translation>
    </message>
    <message>
        <source>From / to / step</source>
        <translation>[Fröm / tö / stép~~~~~~~]</translation>
    </message>
    <message>
        <source>a run folder (with checkpoints/step-N)</source>
        <translation>[á rúñ földér (wîth çhéçkpöîñts/stép-Ñ)~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>[Bröwsé…~~~]</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>[Rúñ~~]</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>[Frámés á séçöñd~~~~~~]</translation>
    </message>
    <message>
        <source>Size (width x height)</source>
        <translation>[Sîzé (wîdth x héîght)~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>.gif, .png (animated PNG) or .mp4 (needs the optional imageio-ffmpeg)</source>
        <translation>[.gîf, .pñg (áñîmátéd PÑG) ör .mp4 (ñééds thé öptîöñál îmágéîö-ffmpég)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>File</source>
        <translation>[Fîlé~~]</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>[Réçörd~~~]</translation>
    </message>
    <message>
        <source>A run folder</source>
        <translation>[Á rúñ földér~~~~~]</translation>
    </message>
    <message>
        <source>Save the animation as</source>
        <translation>[Sávé thé áñîmátîöñ ás~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>GIF (*.gif);;Animated PNG (*.png);;MP4 video (*.mp4)</source>
        <translation>[GÎF (*.gîf);;Áñîmátéd PÑG (*.pñg);;MP4 vîdéö (*.mp4)~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the {tab} tab has nothing to sweep</source>
        <translation>[thé {tab} táb hás ñöthîñg tö swéép~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>no such run folder: {folder}</source>
        <translation>[ñö súçh rúñ földér: {folder}~~~~~~~~]</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>[(ñöñé gîvéñ)~~~~~]</translation>
    </message>
    <message>
        <source>a vector figure is written as .svg or .pdf, not {suffix}</source>
        <translation>[á véçtör fîgúré îs wrîttéñ ás .svg ör .pdf, ñöt {suffix}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation>[á fîlé wîthöút á súffîx~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>[çáññöt wrîté {path}: {error}~~~~~~]</translation>
    </message>
    <message>
        <source>The whole tab</source>
        <translation>[Thé whölé táb~~~~~~]</translation>
    </message>
    <message>
        <source>a plot</source>
        <translation>[á plöt~~~]</translation>
    </message>
    <message>
        <source>Export as SVG or PDF</source>
        <translation>[Éxpört ás SVG ör PDF~~~~~~~~]</translation>
    </message>
    <message>
        <source>The whole tab or one of its panes</source>
        <translation>[Thé whölé táb ör öñé öf îts páñés~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>What</source>
        <translation>[Whát~~]</translation>
    </message>
    <message>
        <source>.svg (for slides and editing) or .pdf (for a paper)</source>
        <translation>[.svg (för slîdés áñd édîtîñg) ör .pdf (för á pápér)~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Text stays text and plots stay vectors; pictures are embedded as images.</source>
        <translation>[Téxt stáýs téxt áñd plöts stáý véçtörs; pîçtúrés áré émbéddéd ás îmágés.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>[Sávé ás~~~]</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>[SVG dráwîñg (*.svg);;PDF döçúméñt (*.pdf)~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>MLM Lab: what masking does</source>
        <translation>[MLM Láb: whát máskîñg döés~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{strategy}, seed {seed}, on {source}: original with its patch grid, what the encoder sees, the reconstruction, the visible patches pasted back, and the error per hidden patch. Drag the slider (or use the arrow keys).</source>
        <translation>[{strategy}, sééd {seed}, öñ {source}: örîgîñál wîth îts pátçh grîd, whát thé éñçödér séés, thé réçöñstrúçtîöñ, thé vîsîblé pátçhés pástéd báçk, áñd thé érrör pér hîddéñ pátçh. Drág thé slîdér (ör úsé thé árröw kéýs).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Made with MLM Lab ({models}). This page needs no network.</source>
        <translation>[Mádé wîth MLM Láb ({models}). Thîs págé ñééds ñö ñétwörk.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Made with MLM Lab. This page needs no network.</source>
        <translation>[Mádé wîth MLM Láb. Thîs págé ñééds ñö ñétwörk.~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>A web page is being written already.</source>
        <translation>[Á wéb págé îs béîñg wrîttéñ álréádý.~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>a web page is written as .html, not {suffix}</source>
        <translation>[á wéb págé îs wrîttéñ ás .html, ñöt {suffix}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>no suffix</source>
        <translation>[ñö súffîx~~~~]</translation>
    </message>
    <message>
        <source>Cannot write the web page: {error}</source>
        <translation>[Çáññöt wrîté thé wéb págé: {error}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Web page: frame {n} of {total}…</source>
        <translation>[Wéb págé: frámé {n} öf {total}…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Wrote {path} ({size} MB, opens with no network)</source>
        <translation>[Wröté {path} ({size} MB, öpéñs wîth ñö ñétwörk)~~~~~~~~ ~~~~~~]</translation>
    </message>
</context>
<context>
    <name>FeaturesTab</name>
    <message>
        <source>Image: PCA maps and patch similarity</source>
        <translation>[Îmágé: PÇÁ máps áñd pátçh sîmîlárîtý~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Text: token neighbours, sentence search</source>
        <translation>[Téxt: tökéñ ñéîghböúrs, séñtéñçé séárçh~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Probe: accuracy per layer, on its own</source>
        <translation>[Pröbé: áççúráçý pér láýér, öñ îts öwñ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>final (after the last block)</source>
        <translation>[fîñál (áftér thé lást blöçk)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>View</source>
        <translation>[Vîéw~~]</translation>
    </message>
    <message>
        <source>Which encoder layer's features are shown: 0 = the embeddings, k = after block k, the lowest value = the encoder's final output</source>
        <translation>[Whîçh éñçödér láýér's féátúrés áré shöwñ: 0 = thé émbéddîñgs, k = áftér blöçk k, thé löwést válúé = thé éñçödér's fîñál öútpút~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>[Láýér~~]</translation>
    </message>
    <message>
        <source>Pictures (up to %1)</source>
        <translation>[Pîçtúrés (úp tö %1)~~~~~~~]</translation>
    </message>
    <message>
        <source>Add a sample photo…</source>
        <translation>[Ádd á sámplé phötö…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Add an image file…</source>
        <translation>[Ádd áñ îmágé fîlé…~~~~~~~~]</translation>
    </message>
    <message>
        <source>The first picture is the current one; the PCA is fitted on all of them together, so a colour means the same feature direction in every picture.</source>
        <translation>[Thé fîrst pîçtúré îs thé çúrréñt öñé; thé PÇÁ îs fîttéd öñ áll öf thém tögéthér, sö á çölöúr méáñs thé sámé féátúré dîréçtîöñ îñ évérý pîçtúré.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The pictures shown, the current one first</source>
        <translation>[Thé pîçtúrés shöwñ, thé çúrréñt öñé fîrst~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Remove the selected picture</source>
        <translation>[Rémövé thé séléçtéd pîçtúré~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Remove background (threshold the first
PCA component; off = every patch)</source>
        <translation>[Rémövé báçkgröúñd (thréshöld thé fîrst
PÇÁ çömpöñéñt; öff = évérý pátçh)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>DINOv2's recipe: the first component often separates object from background; its side that holds the borders is blacked out and the colours are refitted on the rest. Not always right: look.</source>
        <translation>[DÎÑÖv2's réçîpé: thé fîrst çömpöñéñt öftéñ sépárátés öbjéçt fröm báçkgröúñd; îts sîdé thát hölds thé bördérs îs bláçkéd öút áñd thé çölöúrs áré réfîttéd öñ thé rést. Ñöt álwáýs rîght: löök.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Random-init twin (same shape, seed 0,
never trained) instead of the model</source>
        <translation>[Ráñdöm-îñît twîñ (sámé shápé, sééd 0,
ñévér tráîñéd) îñstéád öf thé mödél~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Draw the maps and the similarity for a randomly initialised copy of the image model: what the encoder shows before any masked pretraining</source>
        <translation>[Dráw thé máps áñd thé sîmîlárîtý för á ráñdömlý îñîtîálîséd çöpý öf thé îmágé mödél: whát thé éñçödér shöws béföré áñý máskéd prétráîñîñg~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>[Séñtéñçé~~~~]</translation>
    </message>
    <message>
        <source>Press Enter: the sentence's tokens appear in the text view</source>
        <translation>[Préss Éñtér: thé séñtéñçé's tökéñs áppéár îñ thé téxt vîéw~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>current: %1</source>
        <translation>[çúrréñt: %1~~~~]</translation>
    </message>
    <message>
        <source>Word category (text)</source>
        <translation>[Wörd çátégörý (téxt)~~~~~~~~]</translation>
    </message>
    <message>
        <source>Subject number at the verb (text)</source>
        <translation>[Súbjéçt ñúmbér át thé vérb (téxt)~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Shape of a generated picture (images)</source>
        <translation>[Shápé öf á géñérátéd pîçtúré (îmágés)~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>A class folder: one subfolder per class (images)</source>
        <translation>[Á çláss földér: öñé súbföldér pér çláss (îmágés)~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>model</source>
        <translation>[mödél~~]</translation>
    </message>
    <message>
        <source>random init</source>
        <translation>[ráñdöm îñît~~~~~]</translation>
    </message>
    <message>
        <source>raw pixels</source>
        <translation>[ráw pîxéls~~~~]</translation>
    </message>
    <message>
        <source>majority</source>
        <translation>[májörîtý~~~~]</translation>
    </message>
    <message>
        <source>Probe: a linear classifier on each layer's frozen features</source>
        <translation>[Pröbé: á lîñéár çlássîfîér öñ éáçh láýér's frözéñ féátúrés~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Run a probe to see how much of a label each layer holds.</source>
        <translation>[Rúñ á pröbé tö séé höw múçh öf á lábél éáçh láýér hölds.~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>What the probe is asked to read out of the features</source>
        <translation>[Whát thé pröbé îs áskéd tö réád öút öf thé féátúrés~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Run probe</source>
        <translation>[Rúñ pröbé~~~~]</translation>
    </message>
    <message>
        <source>Fit a logistic regression on every layer, for this model and for a randomly initialised model of the same shape (in the background)</source>
        <translation>[Fît á lögîstîç régréssîöñ öñ évérý láýér, för thîs mödél áñd för á ráñdömlý îñîtîálîséd mödél öf thé sámé shápé (îñ thé báçkgröúñd)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Probe accuracy per layer</source>
        <translation>[Pröbé áççúráçý pér láýér~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>accuracy (%)</source>
        <translation>[áççúráçý (%)~~~~~]</translation>
    </message>
    <message>
        <source>Choose a task and press Run probe</source>
        <translation>[Çhöösé á tásk áñd préss Rúñ pröbé~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>layer (0 = embeddings)</source>
        <translation>[láýér (0 = émbéddîñgs)~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>A folder with one subfolder of pictures per class</source>
        <translation>[Á földér wîth öñé súbföldér öf pîçtúrés pér çláss~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>%1, probe '%2' (%3 train / %4 test examples): best %5 at layer %6, random init best %7, majority %8</source>
        <translation>[%1, pröbé '%2' (%3 tráîñ / %4 tést éxámplés): bést %5 át láýér %6, ráñdöm îñît bést %7, májörîtý %8~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>, raw pixels %1</source>
        <translation>[, ráw pîxéls %1~~~~~~]</translation>
    </message>
    <message>
        <source>measured on these weights on %1 and shipped with the app</source>
        <translation>[méásúréd öñ thésé wéîghts öñ %1 áñd shîppéd wîth thé ápp~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Shown as %1; Run probe measures it again.</source>
        <translation>[Shöwñ ás %1; Rúñ pröbé méásúrés ît ágáîñ.~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Word category</source>
        <translation>[Wörd çátégörý~~~~~~]</translation>
    </message>
    <message>
        <source>Subject number at the verb</source>
        <translation>[Súbjéçt ñúmbér át thé vérb~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Shape of a generated picture</source>
        <translation>[Shápé öf á géñérátéd pîçtúré~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Only the checkpoints the run still has are probed: the engine keeps the newest few (keep_checkpoints in the run's config), so earlier steps cannot be shown.</source>
        <translation>[Öñlý thé çhéçkpöîñts thé rúñ stîll hás áré pröbéd: thé éñgîñé kééps thé ñéwést féw (kéép_çhéçkpöîñts îñ thé rúñ's çöñfîg), sö éárlîér stéps çáññöt bé shöwñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>final layer</source>
        <translation>[fîñál láýér~~~~~]</translation>
    </message>
    <message>
        <source>Probe checkpoints</source>
        <translation>[Pröbé çhéçkpöîñts~~~~~~~]</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>[Pröbé~~]</translation>
    </message>
    <message>
        <source>Probe accuracy of the kept checkpoints</source>
        <translation>[Pröbé áççúráçý öf thé képt çhéçkpöîñts~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>[tráîñîñg stép~~~~~~]</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>[Rúñ: %1~~]</translation>
    </message>
    <message>
        <source>Probing every kept checkpoint of %1 for '%2'… %3</source>
        <translation>[Pröbîñg évérý képt çhéçkpöîñt öf %1 för '%2'… %3~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message numerus="yes">
        <source>Probe '%1' accuracy, %n kept checkpoint(s)</source>
        <translation><numerusform>[Pröbé '%1' áççúráçý, %n képt çhéçkpöîñt(s)~~~~~~~~ ~~~~~~~~]</numerusform><numerusform>[Pröbé '%1' áççúráçý, %n képt çhéçkpöîñt(s)~~~~~~~~ ~~~~~~~~]</numerusform></translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>[stép %1: %2~~~]</translation>
    </message>
    <message>
        <source>The probe could not run: %1. %2</source>
        <translation>[Thé pröbé çöúld ñöt rúñ: %1. %2~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>How good are raw masked-LM sentence embeddings? Not very: the mean of a masked LM's token vectors, with no training for similarity, is dominated by frequent words and sentence form, so it often finds sentences that look alike rather than mean alike, and a bag-of-words TF-IDF baseline is a hard one to beat (Reimers and Gurevych 2019 found mean-pooled BERT below averaged GloVe vectors on STS). Compare the two lists: where they differ, judge which one found the meaning.</source>
        <translation>[Höw gööd áré ráw máskéd-LM séñtéñçé émbéddîñgs? Ñöt vérý: thé méáñ öf á máskéd LM's tökéñ véçtörs, wîth ñö tráîñîñg för sîmîlárîtý, îs dömîñátéd bý fréqúéñt wörds áñd séñtéñçé förm, sö ît öftéñ fîñds séñtéñçés thát löök álîké ráthér tháñ méáñ álîké, áñd á bág-öf-wörds TF-ÎDF básélîñé îs á hárd öñé tö béát (Réîmérs áñd Gúrévýçh 2019 föúñd méáñ-pööléd BÉRT bélöw ávérágéd GlöVé véçtörs öñ STS). Çömpáré thé twö lîsts: whéré théý dîffér, júdgé whîçh öñé föúñd thé méáñîñg.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>The corpus index is built the first time this view is used.</source>
        <translation>[Thé çörpús îñdéx îs búîlt thé fîrst tîmé thîs vîéw îs úséd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>index: %p %</source>
        <translation>[îñdéx: %p %~~~~~]</translation>
    </message>
    <message>
        <source>Click a token: its nearest neighbours among the corpus tokens</source>
        <translation>[Çlîçk á tökéñ: îts ñéárést ñéîghböúrs ámöñg thé çörpús tökéñs~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Neighbours appear here.</source>
        <translation>[Ñéîghböúrs áppéár héré.~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Sentence search: nearest corpus sentences</source>
        <translation>[Séñtéñçé séárçh: ñéárést çörpús séñtéñçés~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Type a sentence and press Enter</source>
        <translation>[Týpé á séñtéñçé áñd préss Éñtér~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>[Séárçh~~~]</translation>
    </message>
    <message>
        <source>Mean-pooled embedding (the model)</source>
        <translation>[Méáñ-pööléd émbéddîñg (thé mödél)~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>TF-IDF (bag of words, the baseline)</source>
        <translation>[TF-ÎDF (bág öf wörds, thé básélîñé)~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>List this token's nearest neighbours</source>
        <translation>[Lîst thîs tökéñ's ñéárést ñéîghböúrs~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>special token</source>
        <translation>[spéçîál tökéñ~~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>%1: the %n nearest corpus token(s) by cosine similarity of their contextual embeddings</source>
        <translation><numerusform>[%1: thé %n ñéárést çörpús tökéñ(s) bý çösîñé sîmîlárîtý öf théîr çöñtéxtúál émbéddîñgs~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</numerusform><numerusform>[%1: thé %n ñéárést çörpús tökéñ(s) bý çösîñé sîmîlárîtý öf théîr çöñtéxtúál émbéddîñgs~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n sentence(s) are in both lists.</source>
        <translation><numerusform>[%1 öf thé %n séñtéñçé(s) áré îñ böth lîsts.~~~~~~~~ ~~~~~~~~]</numerusform><numerusform>[%1 öf thé %n séñtéñçé(s) áré îñ böth lîsts.~~~~~~~~ ~~~~~~~~]</numerusform></translation>
    </message>
    <message>
        <source>Waiting for the image model (the window loads one when it starts)…</source>
        <translation>[Wáîtîñg för thé îmágé mödél (thé wîñdöw löáds öñé whéñ ît stárts)…~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Loading the image model… its features follow.</source>
        <translation>[Löádîñg thé îmágé mödél… îts féátúrés föllöw.~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message numerus="yes">
        <source>Features of %n picture(s) at layer %1 in %2 ms</source>
        <translation><numerusform>[Féátúrés öf %n pîçtúré(s) át láýér %1 îñ %2 ms~~~~~~~~ ~~~~~~~~]</numerusform><numerusform>[Féátúrés öf %n pîçtúré(s) át láýér %1 îñ %2 ms~~~~~~~~ ~~~~~~~~]</numerusform></translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>[Pîçtúré~~~]</translation>
    </message>
    <message>
        <source>Click a patch: its similarity to every patch is drawn</source>
        <translation>[Çlîçk á pátçh: îts sîmîlárîtý tö évérý pátçh îs dráwñ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>PCA of patch features</source>
        <translation>[PÇÁ öf pátçh féátúrés~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>First three principal components of the patch features as RGB, one fit over every picture shown, so a colour means the same thing in each</source>
        <translation>[Fîrst thréé prîñçîpál çömpöñéñts öf thé pátçh féátúrés ás RGB, öñé fît övér évérý pîçtúré shöwñ, sö á çölöúr méáñs thé sámé thîñg îñ éáçh~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Similarity to the clicked patch</source>
        <translation>[Sîmîlárîtý tö thé çlîçkéd pátçh~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Cosine similarity with the clicked patch (bright = similar); the green square is each picture's best-matching patch</source>
        <translation>[Çösîñé sîmîlárîtý wîth thé çlîçkéd pátçh (brîght = sîmîlár); thé grééñ sqúáré îs éáçh pîçtúré's bést-mátçhîñg pátçh~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Click a patch of any picture</source>
        <translation>[Çlîçk á pátçh öf áñý pîçtúré~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>%1 x %2 patches</source>
        <translation>[%1 x %2 pátçhés~~~~~]</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>[Émbéddîñgs~~~~]</translation>
    </message>
    <message>
        <source>Layer %1 of %2</source>
        <translation>[Láýér %1 öf %2~~~~]</translation>
    </message>
    <message>
        <source>Background removed: patches on the side of the first component that holds the borders are black.</source>
        <translation>[Báçkgröúñd rémövéd: pátçhés öñ thé sîdé öf thé fîrst çömpöñéñt thát hölds thé bördérs áré bláçk.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Background kept (the option on the left blacks it out).</source>
        <translation>[Báçkgröúñd képt (thé öptîöñ öñ thé léft bláçks ît öút).~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Random-init twin of the model (seed 0, never trained). </source>
        <translation>[Ráñdöm-îñît twîñ öf thé mödél (sééd 0, ñévér tráîñéd). ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>PCA of patch features, first 3 components as RGB, fitted jointly on %n patch(es)</source>
        <translation><numerusform>[PÇÁ öf pátçh féátúrés, fîrst 3 çömpöñéñts ás RGB, fîttéd jöîñtlý öñ %n pátçh(és)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</numerusform><numerusform>[PÇÁ öf pátçh féátúrés, fîrst 3 çömpöñéñts ás RGB, fîttéd jöîñtlý öñ %n pátçh(és)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</numerusform></translation>
    </message>
    <message>
        <source>; background (first component) removed</source>
        <translation>[; báçkgröúñd (fîrst çömpöñéñt) rémövéd~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>%1%2. %3 (variance %4). %5</source>
        <translation>[%1%2. %3 (várîáñçé %4). %5~~~~~~~]</translation>
    </message>
    <message>
        <source>the clicked patch (white)</source>
        <translation>[thé çlîçkéd pátçh (whîté)~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>best match (green): patch %1, cosine %2</source>
        <translation>[bést mátçh (grééñ): pátçh %1, çösîñé %2~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>picture %1</source>
        <translation>[pîçtúré %1~~~~]</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>[%1, %2~]</translation>
    </message>
    <message>
        <source>%1 by %2 patches.</source>
        <translation>[%1 bý %2 pátçhés.~~~~~~]</translation>
    </message>
    <message>
        <source>Cursor on patch %1 (row %2, column %3); Enter picks it.</source>
        <translation>[Çúrsör öñ pátçh %1 (röw %2, çölúmñ %3); Éñtér pîçks ît.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>No patch picked.</source>
        <translation>[Ñö pátçh pîçkéd.~~~~~~~]</translation>
    </message>
    <message>
        <source>Picked: patch %1 (row %2, column %3) of this picture.</source>
        <translation>[Pîçkéd: pátçh %1 (röw %2, çölúmñ %3) öf thîs pîçtúré.~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Picked: patch %1 of picture %2.</source>
        <translation>[Pîçkéd: pátçh %1 öf pîçtúré %2.~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Most similar patch here: %1 (row %2, column %3), cosine %4.</source>
        <translation>[Möst sîmîlár pátçh héré: %1 (röw %2, çölúmñ %3), çösîñé %4.~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Add an image</source>
        <translation>[Ádd áñ îmágé~~~~~]</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp);;All files (*)</source>
        <translation>[Îmágés (*.pñg *.jpg *.jpég *.bmp *.tîf *.tîff *.wébp);;Áll fîlés (*)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The new image model could not be loaded; the features shown are the previous model's.</source>
        <translation>[Thé ñéw îmágé mödél çöúld ñöt bé löádéd; thé féátúrés shöwñ áré thé prévîöús mödél's.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>No image model is loaded: choose one in the toolbar.</source>
        <translation>[Ñö îmágé mödél îs löádéd: çhöösé öñé îñ thé töölbár.~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>%1 gives features only (no pixel decoder): the maps, the similarity and the probe below are its own; the Image tab cannot reconstruct with it.</source>
        <translation>[%1 gîvés féátúrés öñlý (ñö pîxél déçödér): thé máps, thé sîmîlárîtý áñd thé pröbé bélöw áré îts öwñ; thé Îmágé táb çáññöt réçöñstrúçt wîth ît.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Image model %1: its features are computed when this view is in front.</source>
        <translation>[Îmágé mödél %1: îts féátúrés áré çömpútéd whéñ thîs vîéw îs îñ fröñt.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>[löádéd~~~]</translation>
    </message>
    <message>
        <source>Loading the text model… the corpus index is built for it next.</source>
        <translation>[Löádîñg thé téxt mödél… thé çörpús îñdéx îs búîlt för ît ñéxt.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The corpus index is being built for this model; the results follow.</source>
        <translation>[Thé çörpús îñdéx îs béîñg búîlt för thîs mödél; thé résúlts föllöw.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Corpus index ready: %1 tokens</source>
        <translation>[Çörpús îñdéx réádý: %1 tökéñs~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Cannot show those pictures: %1. The view is unchanged.</source>
        <translation>[Çáññöt shöw thösé pîçtúrés: %1. Thé vîéw îs úñçháñgéd.~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>The probe could not run: %1</source>
        <translation>[Thé pröbé çöúld ñöt rúñ: %1~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The probe could not run: %1. The plot is unchanged.</source>
        <translation>[Thé pröbé çöúld ñöt rúñ: %1. Thé plöt îs úñçháñgéd.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The corpus index could not be built: %1</source>
        <translation>[Thé çörpús îñdéx çöúld ñöt bé búîlt: %1~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Features: %1</source>
        <translation>[Féátúrés: %1~~~~]</translation>
    </message>
    <message>
        <source>Nothing measured yet: wait for the maps or run a probe.</source>
        <translation>[Ñöthîñg méásúréd ýét: wáît för thé máps ör rúñ á pröbé.~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>No text model is loaded yet: the probe needs one.</source>
        <translation>[Ñö téxt mödél îs löádéd ýét: thé pröbé ñééds öñé.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>No image model is loaded yet: the probe needs one.</source>
        <translation>[Ñö îmágé mödél îs löádéd ýét: thé pröbé ñééds öñé.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the text model</source>
        <translation>[thé téxt mödél~~~~~~]</translation>
    </message>
    <message>
        <source>the image model</source>
        <translation>[thé îmágé mödél~~~~~~]</translation>
    </message>
    <message>
        <source>Probing every layer of %1 and of a random-init twin…</source>
        <translation>[Pröbîñg évérý láýér öf %1 áñd öf á ráñdöm-îñît twîñ…~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Looking for this probe measured on the weights of %1, else measuring it…</source>
        <translation>[Löökîñg för thîs pröbé méásúréd öñ thé wéîghts öf %1, élsé méásúrîñg ît…~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>Indexing %n corpus sentence(s) with %1 (once per model and layer; kept in the cache)…</source>
        <translation><numerusform>[Îñdéxîñg %n çörpús séñtéñçé(s) wîth %1 (öñçé pér mödél áñd láýér; képt îñ thé çáçhé)…~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</numerusform><numerusform>[Îñdéxîñg %n çörpús séñtéñçé(s) wîth %1 (öñçé pér mödél áñd láýér; képt îñ thé çáçhé)…~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</numerusform></translation>
    </message>
    <message>
        <source>Building the corpus index in the background…</source>
        <translation>[Búîldîñg thé çörpús îñdéx îñ thé báçkgröúñd…~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Corpus index: %1 tokens of %2 sentences at layer %3 (%4).</source>
        <translation>[Çörpús îñdéx: %1 tökéñs öf %2 séñtéñçés át láýér %3 (%4).~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Click a token of the sentence.</source>
        <translation>[Çlîçk á tökéñ öf thé séñtéñçé.~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Indexing the corpus: %1 of %2 sentences…</source>
        <translation>[Îñdéxîñg thé çörpús: %1 öf %2 séñtéñçés…~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>[Çöñtröls~~~~]</translation>
    </message>
</context>
<context>
    <name>GenerateTab</name>
    <message>
        <source>Put [MASK] where the model should fill in; without [MASK] it writes “length” tokens after the prompt; leave it empty to write from nothing.</source>
        <translation>[Pút [MÁSK] whéré thé mödél shöúld fîll îñ; wîthöút [MÁSK] ît wrîtés “léñgth” tökéñs áftér thé prömpt; léávé ît émptý tö wrîté fröm ñöthîñg.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Most confident (LLaDA)</source>
        <translation>[Möst çöñfîdéñt (LLáDÁ)~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Each step every masked position gets a drawn token; the ones the model is most sure of are kept and the rest go back to [MASK] (LLaDA's low-confidence remasking, MaskGIT).</source>
        <translation>[Éáçh stép évérý máskéd pösîtîöñ géts á dráwñ tökéñ; thé öñés thé mödél îs möst súré öf áré képt áñd thé rést gö báçk tö [MÁSK] (LLáDÁ's löw-çöñfîdéñçé rémáskîñg, MáskGÎT).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Random (MDLM)</source>
        <translation>[Ráñdöm (MDLM)~~~~~~]</translation>
    </message>
    <message>
        <source>The positions kept each step are a uniformly random subset: the exact reverse of the forward masking process, as MDLM samples.</source>
        <translation>[Thé pösîtîöñs képt éáçh stép áré á úñîförmlý ráñdöm súbsét: thé éxáçt révérsé öf thé förwárd máskîñg pröçéss, ás MDLM sámplés.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Largest margin</source>
        <translation>[Lárgést márgîñ~~~~~~]</translation>
    </message>
    <message>
        <source>Keep the positions where the first choice beats the second by the widest gap.</source>
        <translation>[Kéép thé pösîtîöñs whéré thé fîrst çhöîçé béáts thé séçöñd bý thé wîdést gáp.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Lowest entropy</source>
        <translation>[Löwést éñtröpý~~~~~~]</translation>
    </message>
    <message>
        <source>Keep the positions whose predicted distribution is the least spread out.</source>
        <translation>[Kéép thé pösîtîöñs whösé prédîçtéd dîstrîbútîöñ îs thé léást spréád öút.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Left to right</source>
        <translation>[Léft tö rîght~~~~~~]</translation>
    </message>
    <message>
        <source>One position a step, the leftmost first: the order a GPT-style model writes in (steps is ignored: one step per position).</source>
        <translation>[Öñé pösîtîöñ á stép, thé léftmöst fîrst: thé ördér á GPT-stýlé mödél wrîtés îñ (stéps îs îgñöréd: öñé stép pér pösîtîöñ).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Every sure token (Fast-dLLM)</source>
        <translation>[Évérý súré tökéñ (Fást-dLLM)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Parallel decoding: each step keeps every drawn token the model gives at least the threshold's probability, and at least the surest one, so the number of steps follows the model's confidence (steps and schedule are not used).</source>
        <translation>[Párállél déçödîñg: éáçh stép kééps évérý dráwñ tökéñ thé mödél gîvés át léást thé thréshöld's pröbábîlîtý, áñd át léást thé súrést öñé, sö thé ñúmbér öf stéps föllöws thé mödél's çöñfîdéñçé (stéps áñd sçhédúlé áré ñöt úséd).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>[Lîñéár~~~]</translation>
    </message>
    <message>
        <source>MDLM and LLaDA: the share still masked falls linearly from 1 to 0, so each of the K steps reveals about n / K positions.</source>
        <translation>[MDLM áñd LLáDÁ: thé sháré stîll máskéd fálls lîñéárlý fröm 1 tö 0, sö éáçh öf thé K stéps révéáls áböút ñ / K pösîtîöñs.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cosine</source>
        <translation>[Çösîñé~~~]</translation>
    </message>
    <message>
        <source>MaskGIT: the share still masked follows cos(π t / 2): few positions while the context is thin, more at the end.</source>
        <translation>[MáskGÎT: thé sháré stîll máskéd föllöws çös(π t / 2): féw pösîtîöñs whîlé thé çöñtéxt îs thîñ, möré át thé éñd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Full (both ways)</source>
        <translation>[Fúll (böth wáýs)~~~~~~~]</translation>
    </message>
    <message>
        <source>Every position sees every other, as the model was trained.</source>
        <translation>[Évérý pösîtîöñ séés évérý öthér, ás thé mödél wás tráîñéd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Block-causal (BD3-LM)</source>
        <translation>[Blöçk-çáúsál (BD3-LM)~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>A block sees the prompt, itself and the blocks before it, never a later one: what makes a cache exact. The bundled models were trained with full attention and write worse under it.</source>
        <translation>[Á blöçk séés thé prömpt, îtsélf áñd thé blöçks béföré ît, ñévér á látér öñé: whát mákés á çáçhé éxáçt. Thé búñdléd mödéls wéré tráîñéd wîth fúll áttéñtîöñ áñd wrîté wörsé úñdér ît.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>None</source>
        <translation>[Ñöñé~~]</translation>
    </message>
    <message>
        <source>Every call computes every position.</source>
        <translation>[Évérý çáll çömpútés évérý pösîtîöñ.~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>[Préfîx~~~]</translation>
    </message>
    <message>
        <source>Keep the keys and values of the prompt and the finished blocks; compute the block and what follows it each call (Fast-dLLM's prefix cache).</source>
        <translation>[Kéép thé kéýs áñd válúés öf thé prömpt áñd thé fîñîshéd blöçks; çömpúté thé blöçk áñd whát föllöws ît éáçh çáll (Fást-dLLM's préfîx çáçhé).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Dual</source>
        <translation>[Dúál~~]</translation>
    </message>
    <message>
        <source>Also keep what follows the block, and compute the block alone each call (Fast-dLLM's DualCache).</source>
        <translation>[Álsö kéép whát föllöws thé blöçk, áñd çömpúté thé blöçk álöñé éáçh çáll (Fást-dLLM's DúálÇáçhé).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>How many [MASK] positions are written after the prompt when it holds no [MASK] (the generated sequence's length n).</source>
        <translation>[Höw máñý [MÁSK] pösîtîöñs áré wrîttéñ áftér thé prömpt whéñ ît hölds ñö [MÁSK] (thé géñérátéd séqúéñçé's léñgth ñ).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>K, the number of denoising steps: the model runs K times and each step reveals the schedule's share of the positions, going from t = 1 (all masked) to t = 0. 1 step is BERT's one-shot fill-in; K = n reveals one position a step. At most the number of positions to fill.</source>
        <translation>[K, thé ñúmbér öf déñöîsîñg stéps: thé mödél rúñs K tîmés áñd éáçh stép révéáls thé sçhédúlé's sháré öf thé pösîtîöñs, göîñg fröm t = 1 (áll máskéd) tö t = 0. 1 stép îs BÉRT's öñé-shöt fîll-îñ; K = ñ révéáls öñé pösîtîöñ á stép. Át möst thé ñúmbér öf pösîtîöñs tö fîll.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The logits are divided by this before a token is drawn at each masked position: below 1 is sharper (near 0: almost always the most probable token), above 1 more varied.</source>
        <translation>[Thé lögîts áré dîvîdéd bý thîs béföré á tökéñ îs dráwñ át éáçh máskéd pösîtîöñ: bélöw 1 îs shárpér (ñéár 0: álmöst álwáýs thé möst pröbáblé tökéñ), ábövé 1 möré várîéd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Draw only among the k most probable tokens at each position (0 = all of them; 1 = greedy). The probability shown on a chip is the model's own, before temperature and top-k.</source>
        <translation>[Dráw öñlý ámöñg thé k möst pröbáblé tökéñs át éáçh pösîtîöñ (0 = áll öf thém; 1 = gréédý). Thé pröbábîlîtý shöwñ öñ á çhîp îs thé mödél's öwñ, béföré témpérátúré áñd töp-k.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Semi-autoregressive decoding (LLaDA): the positions are cut into blocks of this many, decoded left to right, each finished before the next starts; the steps are shared out by block size. 0 = one block, the whole sequence at once.</source>
        <translation>[Sémî-áútörégréssîvé déçödîñg (LLáDÁ): thé pösîtîöñs áré çút îñtö blöçks öf thîs máñý, déçödéd léft tö rîght, éáçh fîñîshéd béföré thé ñéxt stárts; thé stéps áré sháréd öút bý blöçk sîzé. 0 = öñé blöçk, thé whölé séqúéñçé át öñçé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Remasking “Every sure token”: a step reveals every masked position whose drawn token has at least this probability (at least one a step). Lower: fewer model calls and more tokens decided at once, each against less context.</source>
        <translation>[Rémáskîñg “Évérý súré tökéñ”: á stép révéáls évérý máskéd pösîtîöñ whösé dráwñ tökéñ hás át léást thîs pröbábîlîtý (át léást öñé á stép). Löwér: féwér mödél çálls áñd möré tökéñs déçîdéd át öñçé, éáçh ágáîñst léss çöñtéxt.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Taking a token back (ReMDM): the middle steps each put this share of the written tokens back under [MASK], the least sure most often, and the model writes them again with all the context it has. Steps K may then exceed the length: the extra steps revise. A revised chip is marked ↺; hover it for its history. Off: a revealed token is never changed.</source>
        <translation>[Tákîñg á tökéñ báçk (RéMDM): thé mîddlé stéps éáçh pút thîs sháré öf thé wrîttéñ tökéñs báçk úñdér [MÁSK], thé léást súré möst öftéñ, áñd thé mödél wrîtés thém ágáîñ wîth áll thé çöñtéxt ît hás. Stéps K máý théñ éxçééd thé léñgth: thé éxtrá stéps révîsé. Á révîséd çhîp îs márkéd ↺; hövér ît för îts hîstörý. Öff: á révéáléd tökéñ îs ñévér çháñgéd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>With full attention a kept key or value goes stale as the block changes: every position is computed again every this many calls (1 = every call, no saving).</source>
        <translation>[Wîth fúll áttéñtîöñ á képt kéý ör válúé göés stálé ás thé blöçk çháñgés: évérý pösîtîöñ îs çömpútéd ágáîñ évérý thîs máñý çálls (1 = évérý çáll, ñö sávîñg).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>The random seed of the draws: the same seed and settings give the same rounds.</source>
        <translation>[Thé ráñdöm sééd öf thé dráws: thé sámé sééd áñd séttîñgs gîvé thé sámé röúñds.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Sequences drawn together in one batch from the same prompt, one row each (1 to {n}). The side-by-side view draws one of each kind.</source>
        <translation>[Séqúéñçés dráwñ tögéthér îñ öñé bátçh fröm thé sámé prömpt, öñé röw éáçh (1 tö {n}). Thé sîdé-bý-sîdé vîéw dráws öñé öf éáçh kîñd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Show the same prompt decoded three ways, one row each: 1 step (all at once, BERT-style), K steps with the chosen rule, and left to right one position a step (the autoregressive order). The round slider walks the K-step row; the others are shown at the same share of their own steps.</source>
        <translation>[Shöw thé sámé prömpt déçödéd thréé wáýs, öñé röw éáçh: 1 stép (áll át öñçé, BÉRT-stýlé), K stéps wîth thé çhöséñ rúlé, áñd léft tö rîght öñé pösîtîöñ á stép (thé áútörégréssîvé ördér). Thé röúñd slîdér wálks thé K-stép röw; thé öthérs áré shöwñ át thé sámé sháré öf théîr öwñ stéps.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Run the generation now (it also reruns by itself a moment after a setting changes). The model runs in the background; every round is kept, so the slider replays them at once.</source>
        <translation>[Rúñ thé géñérátîöñ ñöw (ît álsö rérúñs bý îtsélf á möméñt áftér á séttîñg çháñgés). Thé mödél rúñs îñ thé báçkgröúñd; évérý röúñd îs képt, sö thé slîdér répláýs thém át öñçé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Generation by unmasking&lt;/b&gt; (masked diffusion: MDLM, LLaDA). Every position to write starts as [MASK]. At each of K steps the model predicts all masked positions at once, a token is drawn for each, and the schedule's share of them is kept; the rest are masked again and predicted anew with more context. A revealed token is never changed. BERT's fill-in is the 1-step case; left to right, one position a step, is how an autoregressive model writes.</source>
        <translation>[&lt;b&gt;Géñérátîöñ bý úñmáskîñg&lt;/b&gt; (máskéd dîffúsîöñ: MDLM, LLáDÁ). Évérý pösîtîöñ tö wrîté stárts ás [MÁSK]. Át éáçh öf K stéps thé mödél prédîçts áll máskéd pösîtîöñs át öñçé, á tökéñ îs dráwñ för éáçh, áñd thé sçhédúlé's sháré öf thém îs képt; thé rést áré máskéd ágáîñ áñd prédîçtéd áñéw wîth möré çöñtéxt. Á révéáléd tökéñ îs ñévér çháñgéd. BÉRT's fîll-îñ îs thé 1-stép çásé; léft tö rîght, öñé pösîtîöñ á stép, îs höw áñ áútörégréssîvé mödél wrîtés.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>[Prömpt~~~]</translation>
    </message>
    <message>
        <source>empty: write from nothing</source>
        <translation>[émptý: wrîté fröm ñöthîñg~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Insert [MASK]</source>
        <translation>[Îñsért [MÁSK]~~~~~~]</translation>
    </message>
    <message>
        <source>Put a [MASK] at the cursor: a position for the model to fill in</source>
        <translation>[Pút á [MÁSK] át thé çúrsör: á pösîtîöñ för thé mödél tö fîll îñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>[Çléár~~]</translation>
    </message>
    <message>
        <source>Empty the prompt: the model writes “length” tokens from nothing</source>
        <translation>[Émptý thé prömpt: thé mödél wrîtés “léñgth” tökéñs fröm ñöthîñg~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>[Déçödîñg~~~~]</translation>
    </message>
    <message>
        <source>Remasking: which of the drawn tokens each step keeps; the others go back to [MASK]. Hover an entry for what it does.</source>
        <translation>[Rémáskîñg: whîçh öf thé dráwñ tökéñs éáçh stép kééps; thé öthérs gö báçk tö [MÁSK]. Hövér áñ éñtrý för whát ît döés.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>The noise schedule: how many positions each step reveals (the share still masked at time t). Hover an entry for what it does.</source>
        <translation>[Thé ñöîsé sçhédúlé: höw máñý pösîtîöñs éáçh stép révéáls (thé sháré stîll máskéd át tîmé t). Hövér áñ éñtrý för whát ît döés.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>What a position attends to while the blocks are decoded. Hover an entry for what it does.</source>
        <translation>[Whát á pösîtîöñ áttéñds tö whîlé thé blöçks áré déçödéd. Hövér áñ éñtrý för whát ît döés.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Key/value cache: keep what positions outside the block computed and compute fewer rows each call. Exact with block-causal attention, approximate with full attention. Hover an entry for what it does.</source>
        <translation>[Kéý/válúé çáçhé: kéép whát pösîtîöñs öútsîdé thé blöçk çömpútéd áñd çömpúté féwér röws éáçh çáll. Éxáçt wîth blöçk-çáúsál áttéñtîöñ, áppröxîmáté wîth fúll áttéñtîöñ. Hövér áñ éñtrý för whát ît döés.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>off</source>
        <translation>[öff~~]</translation>
    </message>
    <message>
        <source>all</source>
        <translation>[áll~~]</translation>
    </message>
    <message>
        <source>one block</source>
        <translation>[öñé blöçk~~~~]</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>[Ñéw sééd~~~~]</translation>
    </message>
    <message>
        <source>Draw again with the next seed [R]</source>
        <translation>[Dráw ágáîñ wîth thé ñéxt sééd [R]~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Length n</source>
        <translation>[Léñgth ñ~~~~]</translation>
    </message>
    <message>
        <source>Steps K</source>
        <translation>[Stéps K~~~]</translation>
    </message>
    <message>
        <source>Remasking</source>
        <translation>[Rémáskîñg~~~~]</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>[Thréshöld~~~~]</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>[Táké báçk~~~~]</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>[Sçhédúlé~~~~]</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>[Áttéñtîöñ~~~~]</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>[Çáçhé~~]</translation>
    </message>
    <message>
        <source>Refresh every</source>
        <translation>[Réfrésh évérý~~~~~~]</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>[Témpérátúré~~~~~]</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>[Töp-k~~]</translation>
    </message>
    <message>
        <source>Block length</source>
        <translation>[Blöçk léñgth~~~~~]</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>[Sééd~~]</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>[Sámplés~~~]</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>[Sîdé bý sîdé~~~~~]</translation>
    </message>
    <message>
        <source>the prompt three ways: 1 step (BERT), K steps, left to right</source>
        <translation>[thé prömpt thréé wáýs: 1 stép (BÉRT), K stéps, léft tö rîght~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>[Géñéráté~~~~]</translation>
    </message>
    <message>
        <source>trained as a masked LM at one rate, not with the diffusion objective: expect repeats (“. . .”); a generator trained for it is used once it is shipped</source>
        <translation>[tráîñéd ás á máskéd LM át öñé ráté, ñöt wîth thé dîffúsîöñ öbjéçtîvé: éxpéçt répéáts (“. . .”); á géñérátör tráîñéd för ît îs úséd öñçé ît îs shîppéd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The model that generates: the bundled generator</source>
        <translation>[Thé mödél thát géñérátés: thé búñdléd géñérátör~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>What the round on screen revealed: each token, the model's probability of it, and its position</source>
        <translation>[Whát thé röúñd öñ sçrééñ révéáléd: éáçh tökéñ, thé mödél's pröbábîlîtý öf ît, áñd îts pösîtîöñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>With a key/value cache: how far the keys and values kept from an earlier call were from fresh ones, and how often the likeliest token was the same</source>
        <translation>[Wîth á kéý/válúé çáçhé: höw fár thé kéýs áñd válúés képt fröm áñ éárlîér çáll wéré fröm frésh öñés, áñd höw öftéñ thé lîkélîést tökéñ wás thé sámé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{model} is a causal (left-to-right) model: generation by unmasking needs a masked LM; still using {current}.</source>
        <translation>[{model} îs á çáúsál (léft-tö-rîght) mödél: géñérátîöñ bý úñmáskîñg ñééds á máskéd LM; stîll úsîñg {current}.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Generator: {model}</source>
        <translation>[Géñérátör: {model}~~~~~]</translation>
    </message>
    <message>
        <source>Loading the generator…</source>
        <translation>[Löádîñg thé géñérátör…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>No generator could be loaded</source>
        <translation>[Ñö géñérátör çöúld bé löádéd~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Generator: loaded when this tab is first shown</source>
        <translation>[Géñérátör: löádéd whéñ thîs táb îs fîrst shöwñ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>[Géñérátîñg…~~~~~]</translation>
    </message>
    <message>
        <source>The generator could not be loaded: {error}</source>
        <translation>[Thé géñérátör çöúld ñöt bé löádéd: {error}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>The rows show the last generation.</source>
        <translation>[Thé röws shöw thé lást géñérátîöñ.~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot generate: {error}.</source>
        <translation>[Çáññöt géñéráté: {error}.~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot generate: {error}</source>
        <translation>[Çáññöt géñéráté: {error}~~~~~~~]</translation>
    </message>
    <message>
        <source>No generator: nothing to show</source>
        <translation>[Ñö géñérátör: ñöthîñg tö shöw~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{row}: round {n} of {total}</source>
        <translation>[{row}: röúñd {n} öf {total}~~~~~]</translation>
    </message>
    <message>
        <source>Nothing has been generated yet: press Generate, then export again.</source>
        <translation>[Ñöthîñg hás bééñ géñérátéd ýét: préss Géñéráté, théñ éxpört ágáîñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>position {n}: “{token}”, from the prompt (never changed)</source>
        <translation>[pösîtîöñ {n}: “{token}”, fröm thé prömpt (ñévér çháñgéd)~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>[hîddéñ~~~]</translation>
    </message>
    <message>
        <source>position {n}: still masked; the model predicts it again at the next step</source>
        <translation>[pösîtîöñ {n}: stîll máskéd; thé mödél prédîçts ît ágáîñ át thé ñéxt stép~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>position {n}: revealed in round {round} (hidden until the answer is revealed)</source>
        <translation>[pösîtîöñ {n}: révéáléd îñ röúñd {round} (hîddéñ úñtîl thé áñswér îs révéáléd)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>position {n}: “{token}”, revealed in round {round} with probability {p}</source>
        <translation>[pösîtîöñ {n}: “{token}”, révéáléd îñ röúñd {round} wîth pröbábîlîtý {p}~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>(this round)</source>
        <translation>[(thîs röúñd)~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>Generated %n position(s)</source>
        <translation><numerusform>[Géñérátéd %n pösîtîöñ(s)~~~~~~~~ ~]</numerusform><numerusform>[Géñérátéd %n pösîtîöñ(s)~~~~~~~~ ~]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>in %n step(s)</source>
        <translation><numerusform>[îñ %n stép(s)~~~~~]</numerusform><numerusform>[îñ %n stép(s)~~~~~]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation><numerusform>[%n röw(s)~~~]</numerusform><numerusform>[%n röw(s)~~~]</numerusform></translation>
    </message>
    <message>
        <source>in {ms} ms</source>
        <translation>[îñ {ms} ms~~~]</translation>
    </message>
    <message>
        <source>exact: block-causal attention, the kept keys/values never change</source>
        <translation>[éxáçt: blöçk-çáúsál áttéñtîöñ, thé képt kéýs/válúés ñévér çháñgé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>approximate: all computed again every {n} calls</source>
        <translation>[áppröxîmáté: áll çömpútéd ágáîñ évérý {n} çálls~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Cache {cache} ({kind}): {full} full calls, {rows} on the block alone; the kept keys/values were {drift:.1f} % from fresh ones and gave the likeliest token fresh ones give at {agree:.0f} % of the positions</source>
        <translation>[Çáçhé {cache} ({kind}): {full} fúll çálls, {rows} öñ thé blöçk álöñé; thé képt kéýs/válúés wéré {drîft:.1f} % fröm frésh öñés áñd gávé thé lîkélîést tökéñ frésh öñés gîvé át {ágréé:.0f} % öf thé pösîtîöñs~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>1 step (all at once, BERT-style)</source>
        <translation>[1 stép (áll át öñçé, BÉRT-stýlé)~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{n} steps (every token at least {threshold:g} sure)</source>
        <translation>[{n} stéps (évérý tökéñ át léást {thréshöld:g} súré)~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{n} steps ({remasking}, {schedule})</source>
        <translation>[{n} stéps ({remasking}, {schedule})~~~~~]</translation>
    </message>
    <message>
        <source>left to right ({n} steps, autoregressive order)</source>
        <translation>[léft tö rîght ({n} stéps, áútörégréssîvé ördér)~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Sample {n}</source>
        <translation>[Sámplé {n}~~~]</translation>
    </message>
    <message>
        <source>“{token}” {p} at {n}</source>
        <translation>[“{token}” {p} át {n}~~~]</translation>
    </message>
    <message>
        <source>and {n} more</source>
        <translation>[áñd {n} möré~~~~]</translation>
    </message>
    <message>
        <source>Round {shown} of {k}: each sample revealed {n}; sample 1: {words}</source>
        <translation>[Röúñd {shown} öf {k}: éáçh sámplé révéáléd {n}; sámplé 1: {words}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Round {shown} of {k}: revealed {n} ({words})</source>
        <translation>[Röúñd {shown} öf {k}: révéáléd {n} ({words})~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>took back {n} first ({words})</source>
        <translation>[töök báçk {n} fîrst ({words})~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} still masked</source>
        <translation>[{n} stîll máskéd~~~~~~]</translation>
    </message>
    <message>
        <source>every position is revealed</source>
        <translation>[évérý pösîtîöñ îs révéáléd~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>revised: {history}</source>
        <translation>[révîséd: {history}~~~~]</translation>
    </message>
    <message>
        <source>Generated sequences</source>
        <translation>[Géñérátéd séqúéñçés~~~~~~~~]</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>[▶ Pláý~~~]</translation>
    </message>
    <message>
        <source>Show the rounds one after another, from the first; press again to pause</source>
        <translation>[Shöw thé röúñds öñé áftér áñöthér, fröm thé fîrst; préss ágáîñ tö páúsé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>“{token}” (given)</source>
        <translation>[“{token}” (gîvéñ)~~~~]</translation>
    </message>
    <message>
        <source>“{token}” (round {round}, p {p})</source>
        <translation>[“{token}” (röúñd {round}, p {p})~~~~~~]</translation>
    </message>
    <message>
        <source>was {was}, taken back in round {back}, replaced by “{new}” in round {round}</source>
        <translation>[wás {was}, tákéñ báçk îñ röúñd {back}, répláçéd bý “{new}” îñ röúñd {round}~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>was {was}, taken back in round {back}</source>
        <translation>[wás {was}, tákéñ báçk îñ röúñd {back}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Revised: {history}</source>
        <translation>[Révîséd: {history}~~~~]</translation>
    </message>
    <message>
        <source>The round shown: drag back to see which positions were still masked then. Every round was computed once; moving this does not run the model.</source>
        <translation>[Thé röúñd shöwñ: drág báçk tö séé whîçh pösîtîöñs wéré stîll máskéd théñ. Évérý röúñd wás çömpútéd öñçé; mövîñg thîs döés ñöt rúñ thé mödél.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>round</source>
        <translation>[röúñd~~]</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>[Röúñd~~]</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>[⏸ Páúsé~~~]</translation>
    </message>
    <message>
        <source>Under a token: r&lt;round&gt; · &lt;probability&gt;; a thick border: revealed in the round shown</source>
        <translation>[Úñdér á tökéñ: r&lt;round&gt; · &lt;probability&gt;; á thîçk bördér: révéáléd îñ thé röúñd shöwñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>↺: taken back and written again</source>
        <translation>[↺: tákéñ báçk áñd wrîttéñ ágáîñ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>What the chips show: the number under a revealed token is its round and the model's probability of it; the colour says the same probability</source>
        <translation>[Whát thé çhîps shöw: thé ñúmbér úñdér á révéáléd tökéñ îs îts röúñd áñd thé mödél's pröbábîlîtý öf ît; thé çölöúr sáýs thé sámé pröbábîlîtý~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>[MASK]: still hidden</source>
        <translation>[[MÁSK]: stîll hîddéñ~~~~~~~~]</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>[prömpt~~~]</translation>
    </message>
</context>
<context>
    <name>ImageTab</name>
    <message>
        <source>Masked (right)</source>
        <translation>[Máskéd (rîght)~~~~~~]</translation>
    </message>
    <message>
        <source>The patches the right side hides</source>
        <translation>[Thé pátçhés thé rîght sîdé hîdés~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Reconstruction + visible (right)</source>
        <translation>[Réçöñstrúçtîöñ + vîsîblé (rîght)~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>The right model's hidden patches pasted into the visible ones</source>
        <translation>[Thé rîght mödél's hîddéñ pátçhés pástéd îñtö thé vîsîblé öñés~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Error per hidden patch (right)</source>
        <translation>[Érrör pér hîddéñ pátçh (rîght)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Mean squared error of each hidden patch on the right</source>
        <translation>[Méáñ sqúáréd érrör öf éáçh hîddéñ pátçh öñ thé rîght~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Preparing {model}…</source>
        <translation>[Prépárîñg {model}…~~~~~]</translation>
    </message>
    <message>
        <source>Waiting for the tab's model…</source>
        <translation>[Wáîtîñg för thé táb's mödél…~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Right: &lt;b&gt;{model}&lt;/b&gt; ({size} px, {rows}×{cols} patches)</source>
        <translation>[Rîght: &lt;b&gt;{model}&lt;/b&gt; ({size} px, {rows}×{cols} pátçhés)~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>[thé mödél~~~~]</translation>
    </message>
    <message>
        <source>{model} (same model)</source>
        <translation>[{model} (sámé mödél)~~~~~~]</translation>
    </message>
    <message>
        <source>{model} (same model, ratio {ratio})</source>
        <translation>[{model} (sámé mödél, rátîö {ratio})~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>random-init twin of {model}</source>
        <translation>[ráñdöm-îñît twîñ öf {model}~~~~~~~~]</translation>
    </message>
    <message>
        <source>bundled mae-tiny</source>
        <translation>[búñdléd máé-tîñý~~~~~~~]</translation>
    </message>
    <message>
        <source>The right side's reconstruction failed: {error}</source>
        <translation>[Thé rîght sîdé's réçöñstrúçtîöñ fáîléd: {error}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>dark 0 → bright {top} MSE</source>
        <translation>[dárk 0 → brîght {top} MSÉ~~~~~~~~]</translation>
    </message>
    <message>
        <source>nothing hidden</source>
        <translation>[ñöthîñg hîddéñ~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right, over its hidden patches&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;model loss {loss}</source>
        <translation>[&lt;b&gt;Rîght, övér îts hîddéñ pátçhés&lt;/b&gt;&lt;br&gt;PSÑR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSÎM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;mödél löss {loss}~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is hidden on the right&lt;/b&gt;</source>
        <translation>[&lt;b&gt;Ñöthîñg îs hîddéñ öñ thé rîght&lt;/b&gt;~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; {hint}</source>
        <translation>[&lt;b&gt;Sîdé bý sîdé:&lt;/b&gt; {hint}~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; comparing…</source>
        <translation>[&lt;b&gt;Sîdé bý sîdé:&lt;/b&gt; çömpárîñg…~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Left vs right:&lt;/b&gt; {summary}</source>
        <translation>[&lt;b&gt;Léft vs rîght:&lt;/b&gt; {summary}~~~~~~]</translation>
    </message>
    <message>
        <source>Astronaut (Eileen Collins)</source>
        <translation>[Áströñáút (Éîlééñ Çöllîñs)~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Cup of coffee</source>
        <translation>[Çúp öf çöfféé~~~~~~]</translation>
    </message>
    <message>
        <source>Chelsea the cat</source>
        <translation>[Çhélséá thé çát~~~~~~]</translation>
    </message>
    <message>
        <source>Rocket launch</source>
        <translation>[Röçkét láúñçh~~~~~~]</translation>
    </message>
    <message>
        <source>Stained tissue</source>
        <translation>[Stáîñéd tîssúé~~~~~~]</translation>
    </message>
    <message>
        <source>Hubble deep field</source>
        <translation>[Húbblé déép fîéld~~~~~~~]</translation>
    </message>
    <message>
        <source>Colour wheel</source>
        <translation>[Çölöúr whéél~~~~~]</translation>
    </message>
    <message>
        <source>Cameraman (grey)</source>
        <translation>[Çámérámáñ (gréý)~~~~~~~]</translation>
    </message>
    <message>
        <source>Coins (grey)</source>
        <translation>[Çöîñs (gréý)~~~~~]</translation>
    </message>
    <message>
        <source>Brick wall (grey)</source>
        <translation>[Brîçk wáll (gréý)~~~~~~~]</translation>
    </message>
    <message>
        <source>Retina</source>
        <translation>[Rétîñá~~~]</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>[Îmágé~~]</translation>
    </message>
    <message>
        <source>Photos that come with scikit-image; or open your own</source>
        <translation>[Phötös thát çömé wîth sçîkît-îmágé; ör öpéñ ýöúr öwñ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Open image…</source>
        <translation>[Öpéñ îmágé…~~~~~]</translation>
    </message>
    <message>
        <source>Open a PNG, JPEG, TIFF, BMP or WebP file (or drop one on this tab)</source>
        <translation>[Öpéñ á PÑG, JPÉG, TÎFF, BMP ör WébP fîlé (ör dröp öñé öñ thîs táb)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>or drop an image file here</source>
        <translation>[ör dröp áñ îmágé fîlé héré~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>[Máskîñg~~~]</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>[Strátégý~~~~]</translation>
    </message>
    <message>
        <source>Fraction of patches hidden from the encoder (MAE uses 75 %)</source>
        <translation>[Fráçtîöñ öf pátçhés hîddéñ fröm thé éñçödér (MÁÉ úsés 75 %)~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>[Másk rátîö~~~~]</translation>
    </message>
    <message>
        <source>The random seed of the mask: the same seed gives the same mask</source>
        <translation>[Thé ráñdöm sééd öf thé másk: thé sámé sééd gîvés thé sámé másk~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Resample</source>
        <translation>[Résámplé~~~~]</translation>
    </message>
    <message>
        <source>Draw a new mask (next seed) [R]</source>
        <translation>[Dráw á ñéw másk (ñéxt sééd) [R]~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>[Sééd~~]</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>[Shöw áll~~~~]</translation>
    </message>
    <message>
        <source>Make every patch visible</source>
        <translation>[Máké évérý pátçh vîsîblé~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>[Îñvért~~~]</translation>
    </message>
    <message>
        <source>Hide the visible patches and show the hidden ones</source>
        <translation>[Hîdé thé vîsîblé pátçhés áñd shöw thé hîddéñ öñés~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Reveal in rounds…</source>
        <translation>[Révéál îñ röúñds…~~~~~~~]</translation>
    </message>
    <message>
        <source>Hide 95 % of the picture, reconstruct, keep one round's predicted patches as if they were seen, repeat; shown beside the one-shot reconstruction. A pixel-regression MAE blurs what it predicts, so feeding it back does not help (image generators unmask discrete tokens instead)</source>
        <translation>[Hîdé 95 % öf thé pîçtúré, réçöñstrúçt, kéép öñé röúñd's prédîçtéd pátçhés ás îf théý wéré sééñ, répéát; shöwñ bésîdé thé öñé-shöt réçöñstrúçtîöñ. Á pîxél-régréssîöñ MÁÉ blúrs whát ît prédîçts, sö féédîñg ît báçk döés ñöt hélp (îmágé géñérátörs úñmásk dîsçrété tökéñs îñstéád)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>[Fîlé: {name}~~~]</translation>
    </message>
    <message>
        <source>Occlusion</source>
        <translation>[Öççlúsîöñ~~~~]</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>[Grádîéñt~~~~]</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>[Áttéñtîöñ röllöút~~~~~~~]</translation>
    </message>
    <message>
        <source>how much the hidden patch's error grows when this visible patch is also dropped (red: it helps; blue: the patch is better rebuilt without it)</source>
        <translation>[höw múçh thé hîddéñ pátçh's érrör gröws whéñ thîs vîsîblé pátçh îs álsö dröppéd (réd: ît hélps; blúé: thé pátçh îs béttér rébúîlt wîthöút ît)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>the size of the gradient of the hidden patch's error with respect to this patch's pixels</source>
        <translation>[thé sîzé öf thé grádîéñt öf thé hîddéñ pátçh's érrör wîth réspéçt tö thîs pátçh's pîxéls~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the share of the hidden patch's attention rollout (decoder, then encoder) that reaches this patch</source>
        <translation>[thé sháré öf thé hîddéñ pátçh's áttéñtîöñ röllöút (déçödér, théñ éñçödér) thát réáçhés thîs pátçh~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Dropping one patch says nothing of patches that stand in for each other (both look unimportant).</source>
        <translation>[Dröppîñg öñé pátçh sáýs ñöthîñg öf pátçhés thát stáñd îñ för éáçh öthér (böth löök úñîmpörtáñt).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>A gradient is local: it says what a small change would do, not what the patch contributes.</source>
        <translation>[Á grádîéñt îs löçál: ît sáýs whát á smáll çháñgé wöúld dö, ñöt whát thé pátçh çöñtrîbútés.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Attention is not explanation (Jain &amp; Wallace 2019): where information may flow, not that it is used.</source>
        <translation>[Áttéñtîöñ îs ñöt éxpláñátîöñ (Jáîñ &amp; Wálláçé 2019): whéré îñförmátîöñ máý flöw, ñöt thát ît îs úséd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Click a hidden patch on the Masked or Reconstruction panel: which visible patches rebuild it?</source>
        <translation>[Çlîçk á hîddéñ pátçh öñ thé Máskéd ör Réçöñstrúçtîöñ páñél: whîçh vîsîblé pátçhés rébúîld ît?~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>How the influence of each visible patch on the clicked hidden patch is measured</source>
        <translation>[Höw thé îñflúéñçé öf éáçh vîsîblé pátçh öñ thé çlîçkéd hîddéñ pátçh îs méásúréd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why this patch&lt;/b&gt;</source>
        <translation>[&lt;b&gt;Whý thîs pátçh&lt;/b&gt;~~~~~~]</translation>
    </message>
    <message>
        <source>Patch ({row}, {col}) is visible: click a hidden (grey) patch; the model rebuilds only those.</source>
        <translation>[Pátçh ({row}, {col}) îs vîsîblé: çlîçk á hîddéñ (gréý) pátçh; thé mödél rébúîlds öñlý thösé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>patch ({row}, {col}) is outside the {rows} x {cols} grid</source>
        <translation>[pátçh ({row}, {col}) îs öútsîdé thé {rows} x {cols} grîd~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>patch ({row}, {col}) is visible in this mask: only hidden patches are rebuilt</source>
        <translation>[pátçh ({row}, {col}) îs vîsîblé îñ thîs másk: öñlý hîddéñ pátçhés áré rébúîlt~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Image explanation cleared: {problem}.</source>
        <translation>[Îmágé éxpláñátîöñ çléáréd: {problem}.~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>image.explain.patch: {problem}. The explanation is cleared.</source>
        <translation>[îmágé.éxpláîñ.pátçh: {problem}. Thé éxpláñátîöñ îs çléáréd.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{problem}: click a hidden patch.</source>
        <translation>[{problem}: çlîçk á hîddéñ pátçh.~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Explaining patch ({row}, {col})…</source>
        <translation>[Éxpláîñîñg pátçh ({row}, {col})…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Patch ({row}, {col})&lt;/b&gt;, error {error}: on the Original panel, {meaning}. Most: ({top_row}, {top_col}) {score}. &lt;i&gt;{failure}&lt;/i&gt; Click it again or Esc to clear.</source>
        <translation>[&lt;b&gt;Pátçh ({row}, {col})&lt;/b&gt;, érrör {error}: öñ thé Örîgîñál páñél, {meaning}. Möst: ({top_row}, {top_col}) {score}. &lt;i&gt;{failure}&lt;/i&gt; Çlîçk ît ágáîñ ör Ésç tö çléár.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Cannot explain this patch: {error}</source>
        <translation>[Çáññöt éxpláîñ thîs pátçh: {error}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Image explanation: {error}</source>
        <translation>[Îmágé éxpláñátîöñ: {error}~~~~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>{hidden} of %n patch(es) hidden ({share}: the nearest the grid gets to {asked})</source>
        <translation><numerusform>[{hidden} öf %n pátçh(és) hîddéñ ({share}: thé ñéárést thé grîd géts tö {asked})~~~~~~~~ ~~~~~~~~ ~~~~~~]</numerusform><numerusform>[{hidden} öf %n pátçh(és) hîddéñ ({share}: thé ñéárést thé grîd géts tö {asked})~~~~~~~~ ~~~~~~~~ ~~~~~~]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>{hidden} of %n patch(es) hidden ({share})</source>
        <translation><numerusform>[{hidden} öf %n pátçh(és) hîddéñ ({share})~~~~~~~~ ~~]</numerusform><numerusform>[{hidden} öf %n pátçh(és) hîddéñ ({share})~~~~~~~~ ~~]</numerusform></translation>
    </message>
    <message>
        <source>{size} px · {rows}×{cols} patches</source>
        <translation>[{size} px · {rows}×{cols} pátçhés~~~~~~]</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}, hidden</source>
        <translation>[{panel}, pátçh röw {row}, çölúmñ {col}, hîddéñ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}, visible</source>
        <translation>[{panel}, pátçh röw {row}, çölúmñ {col}, vîsîblé~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}</source>
        <translation>[{panel}, pátçh röw {row}, çölúmñ {col}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>What the model sees (its input size), with the patch grid. Click or drag on it to hide patches by hand.</source>
        <translation>[Whát thé mödél séés (îts îñpút sîzé), wîth thé pátçh grîd. Çlîçk ör drág öñ ît tö hîdé pátçhés bý háñd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Masked</source>
        <translation>[Máskéd~~~]</translation>
    </message>
    <message>
        <source>The hidden patches are grey: the encoder never sees them</source>
        <translation>[Thé hîddéñ pátçhés áré gréý: thé éñçödér ñévér séés thém~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>[Réçöñstrúçtîöñ~~~~~~]</translation>
    </message>
    <message>
        <source>The decoder's prediction for every patch</source>
        <translation>[Thé déçödér's prédîçtîöñ för évérý pátçh~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Reconstruction + visible</source>
        <translation>[Réçöñstrúçtîöñ + vîsîblé~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Visible patches from the original, hidden ones from the model (the MAE paper's figures)</source>
        <translation>[Vîsîblé pátçhés fröm thé örîgîñál, hîddéñ öñés fröm thé mödél (thé MÁÉ pápér's fîgúrés)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Error per hidden patch</source>
        <translation>[Érrör pér hîddéñ pátçh~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Mean squared error of each hidden patch: dark is good, bright is bad; visible patches are light grey (they are not scored)</source>
        <translation>[Méáñ sqúáréd érrör öf éáçh hîddéñ pátçh: dárk îs gööd, brîght îs bád; vîsîblé pátçhés áré lîght gréý (théý áré ñöt sçöréd)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>[Löádîñg…~~~~]</translation>
    </message>
    <message>
        <source>PSNR and SSIM compare the reconstruction with the original over the hidden patches only: the visible ones would be perfect anyway</source>
        <translation>[PSÑR áñd SSÎM çömpáré thé réçöñstrúçtîöñ wîth thé örîgîñál övér thé hîddéñ pátçhés öñlý: thé vîsîblé öñés wöúld bé pérféçt áñýwáý~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>true mean/std per patch</source>
        <translation>[trúé méáñ/std pér pátçh~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>dark 0 → bright {top} MSE · light grey: visible</source>
        <translation>[dárk 0 → brîght {top} MSÉ · lîght gréý: vîsîblé~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over the hidden patches&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;model loss {loss}</source>
        <translation>[&lt;b&gt;Övér thé hîddéñ pátçhés&lt;/b&gt;&lt;br&gt;PSÑR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSÎM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;mödél löss {loss}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{hidden} of {total} patches hidden, {share}</source>
        <translation>[{hidden} öf {total} pátçhés hîddéñ, {share}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>PSNR {psnr} over the hidden patches</source>
        <translation>[PSÑR {psnr} övér thé hîddéñ pátçhés~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the picture, {size} pixels square, in a grid of {rows} by {cols} patches; {hidden}, shown darkened</source>
        <translation>[thé pîçtúré, {size} pîxéls sqúáré, îñ á grîd öf {rows} bý {cols} pátçhés; {hidden}, shöwñ dárkéñéd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{hidden}; {psnr}</source>
        <translation>[{hidden}; {psnr}~]</translation>
    </message>
    <message>
        <source>the model's reconstruction of every patch; {psnr}</source>
        <translation>[thé mödél's réçöñstrúçtîöñ öf évérý pátçh; {psnr}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>visible patches from the original, the {hidden} hidden ones from the model</source>
        <translation>[vîsîblé pátçhés fröm thé örîgîñál, thé {hidden} hîddéñ öñés fröm thé mödél~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>error of each hidden patch, dark for small, bright for large, up to {top} mean squared error; visible patches light grey</source>
        <translation>[érrör öf éáçh hîddéñ pátçh, dárk för smáll, brîght för lárgé, úp tö {top} méáñ sqúáréd érrör; vîsîblé pátçhés lîght gréý~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is hidden&lt;/b&gt;&lt;br&gt;move the slider or paint patches</source>
        <translation>[&lt;b&gt;Ñöthîñg îs hîddéñ&lt;/b&gt;&lt;br&gt;mövé thé slîdér ör páîñt pátçhés~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>shown with the true per-patch mean/std (norm_pix_loss)</source>
        <translation>[shöwñ wîth thé trúé pér-pátçh méáñ/std (ñörm_pîx_löss)~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>model: %1</source>
        <translation>[mödél: %1~~~]</translation>
    </message>
    <message>
        <source>Reveal in rounds</source>
        <translation>[Révéál îñ röúñds~~~~~~~]</translation>
    </message>
    <message>
        <source>Share of the patches hidden at the start</source>
        <translation>[Sháré öf thé pátçhés hîddéñ át thé stárt~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Model passes: each reveals an equal share of the hidden patches, the last one the rest. 1 round is the ordinary one-shot reconstruction</source>
        <translation>[Mödél pássés: éáçh révéáls áñ éqúál sháré öf thé hîddéñ pátçhés, thé lást öñé thé rést. 1 röúñd îs thé ördîñárý öñé-shöt réçöñstrúçtîöñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Which still-hidden patches a round reveals</source>
        <translation>[Whîçh stîll-hîddéñ pátçhés á röúñd révéáls~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>[Örîgîñál~~~~]</translation>
    </message>
    <message>
        <source>Nearest to what is visible</source>
        <translation>[Ñéárést tö whát îs vîsîblé~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>A regression MAE gives no probability to rank patches by, so this is a stand-in for 'most confident first': the hidden patches nearest to a visible one are revealed first</source>
        <translation>[Á régréssîöñ MÁÉ gîvés ñö pröbábîlîtý tö ráñk pátçhés bý, sö thîs îs á stáñd-îñ för 'möst çöñfîdéñt fîrst': thé hîddéñ pátçhés ñéárést tö á vîsîblé öñé áré révéáléd fîrst~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>[Ráñdöm~~~]</translation>
    </message>
    <message>
        <source>Each round reveals a uniformly random share of the patches still hidden</source>
        <translation>[Éáçh röúñd révéáls á úñîförmlý ráñdöm sháré öf thé pátçhés stîll hîddéñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>A pixel-regression MAE predicts the average of what could be in a hidden patch: a blur. Revealing in rounds feeds that blur back as if it had been seen, so each round works from blurrier input and the detail never comes back. Image generators (MaskGIT, MAGE) unmask discrete tokens instead: each round commits to one sharp choice per patch.</source>
        <translation>[Á pîxél-régréssîöñ MÁÉ prédîçts thé ávérágé öf whát çöúld bé îñ á hîddéñ pátçh: á blúr. Révéálîñg îñ röúñds fééds thát blúr báçk ás îf ît hád bééñ sééñ, sö éáçh röúñd wörks fröm blúrrîér îñpút áñd thé détáîl ñévér çömés báçk. Îmágé géñérátörs (MáskGÎT, MÁGÉ) úñmásk dîsçrété tökéñs îñstéád: éáçh röúñd çömmîts tö öñé shárp çhöîçé pér pátçh.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{value} dB</source>
        <translation>[{value} dB~~]</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>[Hîddéñ~~~]</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>[Röúñds~~~]</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>[Ördér~~]</translation>
    </message>
    <message>
        <source>Hidden at the start</source>
        <translation>[Hîddéñ át thé stárt~~~~~~~~]</translation>
    </message>
    <message>
        <source>Grey: the patches the model must fill</source>
        <translation>[Gréý: thé pátçhés thé mödél múst fîll~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>One shot</source>
        <translation>[Öñé shöt~~~~]</translation>
    </message>
    <message>
        <source>Every hidden patch predicted in one pass from the real visible patches: the MAE's normal use</source>
        <translation>[Évérý hîddéñ pátçh prédîçtéd îñ öñé páss fröm thé réál vîsîblé pátçhés: thé MÁÉ's ñörmál úsé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>In rounds: the model's own predictions become its visible input (faded: still hidden, this round's guess)</source>
        <translation>[Îñ röúñds: thé mödél's öwñ prédîçtîöñs béçömé îts vîsîblé îñpút (fádéd: stîll hîddéñ, thîs röúñd's gúéss)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>PSNR {psnr}</source>
        <translation>[PSÑR {psnr}~~]</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Over the {hidden} hidden patches&lt;/b&gt; · one shot: PSNR &lt;b&gt;{one_shot}&lt;/b&gt;, fine detail {one_shot_detail} of the original's · %n round(s): PSNR &lt;b&gt;{final}&lt;/b&gt;, fine detail {final_detail} &lt;span style='color:#59636e'&gt;(detail: mean step between neighbouring pixels inside a patch)&lt;/span&gt;</source>
        <translation><numerusform>[&lt;b&gt;Övér thé {hidden} hîddéñ pátçhés&lt;/b&gt; · öñé shöt: PSÑR &lt;b&gt;{one_shot}&lt;/b&gt;, fîñé détáîl {one_shot_detail} öf thé örîgîñál's · %n röúñd(s): PSÑR &lt;b&gt;{final}&lt;/b&gt;, fîñé détáîl {final_detail} &lt;span style='color:#59636e'&gt;(détáîl: méáñ stép bétwééñ ñéîghböúrîñg pîxéls îñsîdé á pátçh)&lt;/span&gt;~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</numerusform><numerusform>[&lt;b&gt;Övér thé {hidden} hîddéñ pátçhés&lt;/b&gt; · öñé shöt: PSÑR &lt;b&gt;{one_shot}&lt;/b&gt;, fîñé détáîl {one_shot_detail} öf thé örîgîñál's · %n röúñd(s): PSÑR &lt;b&gt;{final}&lt;/b&gt;, fîñé détáîl {final_detail} &lt;span style='color:#59636e'&gt;(détáîl: méáñ stép bétwééñ ñéîghböúrîñg pîxéls îñsîdé á pátçh)&lt;/span&gt;~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</numerusform></translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>[Röúñd {n}~~~]</translation>
    </message>
    <message numerus="yes">
        <source>Round {n} of {total}: %n patch(es) revealed, {left} still hidden</source>
        <translation><numerusform>[Röúñd {n} öf {total}: %n pátçh(és) révéáléd, {left} stîll hîddéñ~~~~~~~~ ~~~~~~~~ ~~~]</numerusform><numerusform>[Röúñd {n} öf {total}: %n pátçh(és) révéáléd, {left} stîll hîddéñ~~~~~~~~ ~~~~~~~~ ~~~]</numerusform></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot reveal in rounds:&lt;/b&gt; {error}</source>
        <translation>[&lt;b&gt;Çáññöt révéál îñ röúñds:&lt;/b&gt; {error}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>[Çömpútîñg…~~~~]</translation>
    </message>
    <message>
        <source>No image model loaded</source>
        <translation>[Ñö îmágé mödél löádéd~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>%1 has no pixel decoder: it gives features, not reconstructions; see the Features tab</source>
        <translation>[%1 hás ñö pîxél déçödér: ît gîvés féátúrés, ñöt réçöñstrúçtîöñs; séé thé Féátúrés táb~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>This model</source>
        <translation>[Thîs mödél~~~~]</translation>
    </message>
    <message>
        <source>This model predicts each patch's pixels normalized by the patch's own mean and spread (norm_pix_loss). The reconstruction is shown with the true mean and spread of each hidden patch put back, as in the MAE paper's figures: the colours and brightness of hidden patches come from the original, the shapes from the model.</source>
        <translation>[Thîs mödél prédîçts éáçh pátçh's pîxéls ñörmálîzéd bý thé pátçh's öwñ méáñ áñd spréád (ñörm_pîx_löss). Thé réçöñstrúçtîöñ îs shöwñ wîth thé trúé méáñ áñd spréád öf éáçh hîddéñ pátçh pút báçk, ás îñ thé MÁÉ pápér's fîgúrés: thé çölöúrs áñd brîghtñéss öf hîddéñ pátçhés çömé fröm thé örîgîñál, thé shápés fröm thé mödél.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Loading the image model…</source>
        <translation>[Löádîñg thé îmágé mödél…~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Reading {picture}…</source>
        <translation>[Réádîñg {picture}…~~~~]</translation>
    </message>
    <message>
        <source>The reconstruction is not ready yet: export again in a moment.</source>
        <translation>[Thé réçöñstrúçtîöñ îs ñöt réádý ýét: éxpört ágáîñ îñ á möméñt.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Reconstructing…</source>
        <translation>[Réçöñstrúçtîñg…~~~~~~]</translation>
    </message>
    <message>
        <source>Reading the picture…</source>
        <translation>[Réádîñg thé pîçtúré…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Revealing in rounds…</source>
        <translation>[Révéálîñg îñ röúñds…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>[Wörkîñg…~~~~]</translation>
    </message>
    <message>
        <source>no image model is loaded yet</source>
        <translation>[ñö îmágé mödél îs löádéd ýét~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the picture is not read yet</source>
        <translation>[thé pîçtúré îs ñöt réád ýét~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Image: {picture}</source>
        <translation>[Îmágé: {picture}~~~]</translation>
    </message>
    <message>
        <source>Cannot use that image: {error}. The previous image stays.</source>
        <translation>[Çáññöt úsé thát îmágé: {error}. Thé prévîöús îmágé stáýs.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Reconstruction failed: {error}</source>
        <translation>[Réçöñstrúçtîöñ fáîléd: {error}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Open an image</source>
        <translation>[Öpéñ áñ îmágé~~~~~~]</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp *.gif);;All files (*)</source>
        <translation>[Îmágés (*.pñg *.jpg *.jpég *.bmp *.tîf *.tîff *.wébp *.gîf);;Áll fîlés (*)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>With discrete tokens (MaskGIT): each round draws a token for every masked patch and keeps the most confident (framed); faded: still masked</source>
        <translation>[Wîth dîsçrété tökéñs (MáskGÎT): éáçh röúñd dráws á tökéñ för évérý máskéd pátçh áñd kééps thé möst çöñfîdéñt (fráméd); fádéd: stîll máskéd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Tokenizer alone</source>
        <translation>[Tökéñîzér álöñé~~~~~~]</translation>
    </message>
    <message>
        <source>The VQ tokenizer's own reconstruction of the whole photo, nothing masked: the best any choice of its tokens can give back</source>
        <translation>[Thé VQ tökéñîzér's öwñ réçöñstrúçtîöñ öf thé whölé phötö, ñöthîñg máskéd: thé bést áñý çhöîçé öf îts tökéñs çáñ gîvé báçk~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Reveal order</source>
        <translation>[Révéál ördér~~~~~]</translation>
    </message>
    <message>
        <source>Each hidden patch coloured by the round that committed its token: light first (the model was most confident), dark last</source>
        <translation>[Éáçh hîddéñ pátçh çölöúréd bý thé röúñd thát çömmîttéd îts tökéñ: lîght fîrst (thé mödél wás möst çöñfîdéñt), dárk lást~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>fine detail {share}</source>
        <translation>[fîñé détáîl {share}~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation><numerusform>[%n röúñd(s)~~~~]</numerusform><numerusform>[%n röúñd(s)~~~~]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;With tokens&lt;/b&gt; · %n round(s): fine detail &lt;b&gt;{final}&lt;/b&gt; of the original's (the tokenizer alone: {ceiling}), PSNR &lt;b&gt;{psnr}&lt;/b&gt;</source>
        <translation><numerusform>[&lt;b&gt;Wîth tökéñs&lt;/b&gt; · %n röúñd(s): fîñé détáîl &lt;b&gt;{final}&lt;/b&gt; öf thé örîgîñál's (thé tökéñîzér álöñé: {ceiling}), PSÑR &lt;b&gt;{psnr}&lt;/b&gt;~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</numerusform><numerusform>[&lt;b&gt;Wîth tökéñs&lt;/b&gt; · %n röúñd(s): fîñé détáîl &lt;b&gt;{final}&lt;/b&gt; öf thé örîgîñál's (thé tökéñîzér álöñé: {ceiling}), PSÑR &lt;b&gt;{psnr}&lt;/b&gt;~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation><numerusform>[%n tökéñ(s)~~~~]</numerusform><numerusform>[%n tökéñ(s)~~~~]</numerusform></translation>
    </message>
    <message>
        <source>Round {n}: {count} tokens committed, their probability {high} to {low}; {left} still masked</source>
        <translation>[Röúñd {n}: {count} tökéñs çömmîttéd, théîr pröbábîlîtý {high} tö {low}; {left} stîll máskéd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>No token model</source>
        <translation>[Ñö tökéñ mödél~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot reveal tokens:&lt;/b&gt; {error}</source>
        <translation>[&lt;b&gt;Çáññöt révéál tökéñs:&lt;/b&gt; {error}~~~~~~~~ ~]</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>PDF on A4 paper (*.pdf)</source>
        <translation>[PDF öñ Á4 pápér (*.pdf)~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>PDF on US Letter paper (*.pdf)</source>
        <translation>[PDF öñ ÚS Léttér pápér (*.pdf)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>[Léssöñ~~~]</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>[Öpéñ léssöñ…~~~~~]</translation>
    </message>
    <message>
        <source>Open a lesson (.mlmlesson): a sequence of prepared views with narration</source>
        <translation>[Öpéñ á léssöñ (.mlmléssöñ): á séqúéñçé öf prépáréd vîéws wîth ñárrátîöñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>[&amp;Léssöñs~~~]</translation>
    </message>
    <message>
        <source>New lesson from this view</source>
        <translation>[Ñéw léssöñ fröm thîs vîéw~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Add this view as a step</source>
        <translation>[Ádd thîs vîéw ás á stép~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Edit lesson</source>
        <translation>[Édît léssöñ~~~~~]</translation>
    </message>
    <message>
        <source>The lesson's steps and the buttons that edit them, under the narration</source>
        <translation>[Thé léssöñ's stéps áñd thé búttöñs thát édît thém, úñdér thé ñárrátîöñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Export handout (PDF)…</source>
        <translation>[Éxpört háñdöút (PDF)…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Export teacher's handout, with answers (PDF)…</source>
        <translation>[Éxpört téáçhér's háñdöút, wîth áñswérs (PDF)…~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The handout with each exercise's answer on its page (the students' copy has none)</source>
        <translation>[Thé háñdöút wîth éáçh éxérçîsé's áñswér öñ îts págé (thé stúdéñts' çöpý hás ñöñé)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Export progress…</source>
        <translation>[Éxpört prögréss…~~~~~~~]</translation>
    </message>
    <message>
        <source>The students' answers and scores on this computer, as CSV or JSON</source>
        <translation>[Thé stúdéñts' áñswérs áñd sçörés öñ thîs çömpútér, ás ÇSV ör JSÖÑ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Show the narration panel</source>
        <translation>[Shöw thé ñárrátîöñ páñél~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>[Çlösé léssöñ~~~~~]</translation>
    </message>
    <message>
        <source>Reveal the answer</source>
        <translation>[Révéál thé áñswér~~~~~~~]</translation>
    </message>
    <message>
        <source>Show the step's hidden answer (Space); nothing else</source>
        <translation>[Shöw thé stép's hîddéñ áñswér (Spáçé); ñöthîñg élsé~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>[Ñéxt stép~~~~]</translation>
    </message>
    <message>
        <source>The next step (Page Down; Right in presentation mode)</source>
        <translation>[Thé ñéxt stép (Págé Döwñ; Rîght îñ préséñtátîöñ mödé)~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>[Prévîöús stép~~~~~~]</translation>
    </message>
    <message>
        <source>The previous step (Page Up; Left in presentation mode)</source>
        <translation>[Thé prévîöús stép (Págé Úp; Léft îñ préséñtátîöñ mödé)~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>[Öpéñ á léssöñ~~~~~~]</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*%1);;All files (*)</source>
        <translation>[MLM Láb léssöñ (*%1);;Áll fîlés (*)~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Open a lesson first: the handout has one page per step.</source>
        <translation>[Öpéñ á léssöñ fîrst: thé háñdöút hás öñé págé pér stép.~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source> (answers)</source>
        <translation>[ (áñswérs)~~~~]</translation>
    </message>
    <message>
        <source>Export the lesson as a PDF handout</source>
        <translation>[Éxpört thé léssöñ ás á PDF háñdöút~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the handout %1 (%n page(s))</source>
        <translation><numerusform>[Wröté thé háñdöút %1 (%n págé(s))~~~~~~~~ ~~~~]</numerusform><numerusform>[Wröté thé háñdöút %1 (%n págé(s))~~~~~~~~ ~~~~]</numerusform></translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>[Léssöñ: %1~~~~]</translation>
    </message>
    <message>
        <source>Text: the token chips and the top-5 under the masks</source>
        <translation>[Téxt: thé tökéñ çhîps áñd thé töp-5 úñdér thé másks~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Text: the views below the chips</source>
        <translation>[Téxt: thé vîéws bélöw thé çhîps~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Image: the reconstruction panels</source>
        <translation>[Îmágé: thé réçöñstrúçtîöñ páñéls~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Image: the control panel</source>
        <translation>[Îmágé: thé çöñtröl páñél~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Training: the run's form</source>
        <translation>[Tráîñîñg: thé rúñ's förm~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Training: the loss and metric plots</source>
        <translation>[Tráîñîñg: thé löss áñd métrîç plöts~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Training: the list of runs</source>
        <translation>[Tráîñîñg: thé lîst öf rúñs~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Training: the snapshots</source>
        <translation>[Tráîñîñg: thé sñápshöts~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Features: the feature maps</source>
        <translation>[Féátúrés: thé féátúré máps~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Features: the probe</source>
        <translation>[Féátúrés: thé pröbé~~~~~~~~]</translation>
    </message>
    <message>
        <source>Generate: the rows of steps</source>
        <translation>[Géñéráté: thé röws öf stéps~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Plain text; a blank line starts a paragraph. **bold**, *italic*, `code`, and lines starting with “- ” make a list. No HTML or links.</source>
        <translation>[Pláîñ téxt; á bláñk lîñé stárts á párágráph. **böld**, *îtálîç*, `çödé`, áñd lîñés stártîñg wîth “- ” máké á lîst. Ñö HTML ör lîñks.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Edit step</source>
        <translation>[Édît stép~~~~]</translation>
    </message>
    <message>
        <source>What to say at this step</source>
        <translation>[Whát tö sáý át thîs stép~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Optional: a question for the room</source>
        <translation>[Öptîöñál: á qúéstîöñ för thé rööm~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Hide the model's answer until I reveal it (Space)</source>
        <translation>[Hîdé thé mödél's áñswér úñtîl Î révéál ît (Spáçé)~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The part of the view the narration talks about: the step scrolls it into sight. It must be on the tab the step shows.</source>
        <translation>[Thé párt öf thé vîéw thé ñárrátîöñ tálks áböút: thé stép sçrölls ît îñtö sîght. Ît múst bé öñ thé táb thé stép shöws.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>None</source>
        <translation>[Ñöñé~~]</translation>
    </message>
    <message>
        <source>Space starts / stops the training run at this step</source>
        <translation>[Spáçé stárts / stöps thé tráîñîñg rúñ át thîs stép~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Otherwise Space only reveals. For a step that shows the Training tab.</source>
        <translation>[Öthérwîsé Spáçé öñlý révéáls. För á stép thát shöws thé Tráîñîñg táb.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>[Tîtlé~~]</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>[Ñárrátîöñ~~~~]</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>[Prévîéw~~~]</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>[Qúéstîöñ~~~~]</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>[Föçús~~]</translation>
    </message>
    <message>
        <source>The narration is {n} characters; at most {limit}.</source>
        <translation>[Thé ñárrátîöñ îs {n} çháráçtérs; át möst {limit}.~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Space would start a training run, but the step shows the {tab} tab; untick it, or show the Training tab in this step</source>
        <translation>[Spáçé wöúld stárt á tráîñîñg rúñ, bút thé stép shöws thé {tab} táb; úñtîçk ît, ör shöw thé Tráîñîñg táb îñ thîs stép~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Edit the lesson</source>
        <translation>[Édît thé léssöñ~~~~~~]</translation>
    </message>
    <message>
        <source>Capture the view on screen as a new step after this one</source>
        <translation>[Çáptúré thé vîéw öñ sçrééñ ás á ñéw stép áftér thîs öñé~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>[Édît…~~]</translation>
    </message>
    <message>
        <source>Edit the selected step's title, narration, question and reveal</source>
        <translation>[Édît thé séléçtéd stép's tîtlé, ñárrátîöñ, qúéstîöñ áñd révéál~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Update from view</source>
        <translation>[Úpdáté fröm vîéw~~~~~~~]</translation>
    </message>
    <message>
        <source>Replace the current step's view with the view on screen</source>
        <translation>[Répláçé thé çúrréñt stép's vîéw wîth thé vîéw öñ sçrééñ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>[Mövé úp~~~]</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>[Mövé döwñ~~~~]</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>[Dúplîçáté~~~~]</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>[Délété~~~]</translation>
    </message>
    <message>
        <source>Lesson title…</source>
        <translation>[Léssöñ tîtlé…~~~~~~]</translation>
    </message>
    <message>
        <source>The lesson's title (menus, the panel and the handout show it)</source>
        <translation>[Thé léssöñ's tîtlé (méñús, thé páñél áñd thé háñdöút shöw ît)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>[Sávé~~]</translation>
    </message>
    <message>
        <source>Save the lesson (.mlmlesson)</source>
        <translation>[Sávé thé léssöñ (.mlmléssöñ)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>[Sávé ás…~~~~]</translation>
    </message>
    <message>
        <source>Double-click or Enter to show this step</source>
        <translation>[Döúblé-çlîçk ör Éñtér tö shöw thîs stép~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the answer for this view</source>
        <translation>[thé áñswér för thîs vîéw~~~~~~~~ ~~]</translation>
    </message>
    <message numerus="yes">
        <source>%n try</source>
        <translation><numerusform>[%n trý~~]</numerusform><numerusform>[%n trý~~]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tries</source>
        <translation><numerusform>[%n trîés~~~]</numerusform><numerusform>[%n trîés~~~]</numerusform></translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>[Stép {number}~~]</translation>
    </message>
    <message>
        <source>Type a word</source>
        <translation>[Týpé á wörd~~~~~]</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>[Çhéçk~~]</translation>
    </message>
    <message>
        <source>Check the answer (retries allowed)</source>
        <translation>[Çhéçk thé áñswér (rétrîés állöwéd)~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>[Shöw thé áñswér~~~~~~]</translation>
    </message>
    <message>
        <source>right</source>
        <translation>[rîght~~]</translation>
    </message>
    <message>
        <source>not right yet</source>
        <translation>[ñöt rîght ýét~~~~~~]</translation>
    </message>
    <message>
        <source>Your last answer: {answer} ({verdict}, {tries}).</source>
        <translation>[Ýöúr lást áñswér: {answer} ({verdict}, {tries}).~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>[Áñswér: {answer}~~~~]</translation>
    </message>
    <message>
        <source>Your score ({student}): {right} of {total}</source>
        <translation>[Ýöúr sçöré ({student}): {right} öf {total}~~~~~~~~]</translation>
    </message>
    <message>
        <source>Your score: {right} of {total}</source>
        <translation>[Ýöúr sçöré: {right} öf {total}~~~~~~~]</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>[ñöt áñswéréd~~~~~]</translation>
    </message>
    <message>
        <source>Step {number}, {title} ({kind}): {tries}</source>
        <translation>[Stép {number}, {title} ({kind}): {tries}~~~~~]</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>[Ýöúr ñámé~~~~]</translation>
    </message>
    <message>
        <source>Your name, for the answers to “{title}”:</source>
        <translation>[Ýöúr ñámé, för thé áñswérs tö “{title}”:~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot read the saved answers: {error}</source>
        <translation>[Çáññöt réád thé sávéd áñswérs: {error}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Type a word first.</source>
        <translation>[Týpé á wörd fîrst.~~~~~~~~]</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>[Pîçk áñ áñswér fîrst.~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The estimate is about this step's view, shown again now: press Check once the lab has computed it.</source>
        <translation>[Thé éstîmáté îs áböút thîs stép's vîéw, shöwñ ágáîñ ñöw: préss Çhéçk öñçé thé láb hás çömpútéd ît.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The lab is still computing {what}: press Check again in a moment.</source>
        <translation>[Thé láb îs stîll çömpútîñg {what}: préss Çhéçk ágáîñ îñ á möméñt.~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Enter your name to have your answers checked and kept.</source>
        <translation>[Éñtér ýöúr ñámé tö hávé ýöúr áñswérs çhéçkéd áñd képt.~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Not checked: the saved answers cannot be read (see the message above).</source>
        <translation>[Ñöt çhéçkéd: thé sávéd áñswérs çáññöt bé réád (séé thé mésságé ábövé).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Cannot keep the answer in {path}: {error}</source>
        <translation>[Çáññöt kéép thé áñswér îñ {path}: {error}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Export the students' progress</source>
        <translation>[Éxpört thé stúdéñts' prögréss~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>CSV, one row per student and step (*.csv);;JSON (*.json)</source>
        <translation>[ÇSV, öñé röw pér stúdéñt áñd stép (*.çsv);;JSÖÑ (*.jsöñ)~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot export the progress to {path}: {error}</source>
        <translation>[Çáññöt éxpört thé prögréss tö {path}: {error}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n answer(s) to {path}</source>
        <translation><numerusform>[Éxpörtéd %n áñswér(s) tö {path}~~~~~~~~ ~~]</numerusform><numerusform>[Éxpörtéd %n áñswér(s) tö {path}~~~~~~~~ ~~]</numerusform></translation>
    </message>
    <message>
        <source>(skipped, unreadable: {files})</source>
        <translation>[(skîppéd, úñréádáblé: {files})~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Guess the word</source>
        <translation>[Gúéss thé wörd~~~~~~]</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>[Çhöösé~~~]</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>[Éstîmáté~~~~]</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>[Tásk~~]</translation>
    </message>
    <message>
        <source>PSNR over the hidden patches</source>
        <translation>[PSÑR övér thé hîddéñ pátçhés~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>SSIM over the hidden patches</source>
        <translation>[SSÎM övér thé hîddéñ pátçhés~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>patches hidden</source>
        <translation>[pátçhés hîddéñ~~~~~~]</translation>
    </message>
    <message>
        <source>share of patches hidden</source>
        <translation>[sháré öf pátçhés hîddéñ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>top-1 accuracy at the masked tokens</source>
        <translation>[töp-1 áççúráçý át thé máskéd tökéñs~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>mean loss at the masked tokens</source>
        <translation>[méáñ löss át thé máskéd tökéñs~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>tokens chosen for prediction</source>
        <translation>[tökéñs çhöséñ för prédîçtîöñ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>No exercise</source>
        <translation>[Ñö éxérçîsé~~~~~]</translation>
    </message>
    <message>
        <source>The question (empty: the step's question)</source>
        <translation>[Thé qúéstîöñ (émptý: thé stép's qúéstîöñ)~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Optional: shown with the answer, printed in the teacher's key</source>
        <translation>[Öptîöñál: shöwñ wîth thé áñswér, prîñtéd îñ thé téáçhér's kéý~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The token index of the blank ([CLS] is 0), as the Text tab's chips count</source>
        <translation>[Thé tökéñ îñdéx öf thé bláñk ([ÇLS] îs 0), ás thé Téxt táb's çhîps çöúñt~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Other spellings counted right, separated by commas</source>
        <translation>[Öthér spéllîñgs çöúñtéd rîght, sépárátéd bý çömmás~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>One answer a line</source>
        <translation>[Öñé áñswér á lîñé~~~~~~~]</translation>
    </message>
    <message>
        <source>The right options' letters, e.g. A, C</source>
        <translation>[Thé rîght öptîöñs' léttérs, é.g. Á, Ç~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Optional: what you measured (the teacher's key prints it)</source>
        <translation>[Öptîöñál: whát ýöú méásúréd (thé téáçhér's kéý prîñts ît)~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Optional: a lab state that does the task (JSON)</source>
        <translation>[Öptîöñál: á láb státé thát döés thé tásk (JSÖÑ)~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>[Éxérçîsé~~~~]</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>[Prömpt~~~]</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>[Éxpláñátîöñ~~~~~]</translation>
    </message>
    <message>
        <source>Blank (token index)</source>
        <translation>[Bláñk (tökéñ îñdéx)~~~~~~~~]</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>[Áñswér~~~]</translation>
    </message>
    <message>
        <source>Also right</source>
        <translation>[Álsö rîght~~~~]</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>[Öptîöñs~~~]</translation>
    </message>
    <message>
        <source>Right options</source>
        <translation>[Rîght öptîöñs~~~~~~]</translation>
    </message>
    <message>
        <source>Live figure</source>
        <translation>[Lîvé fîgúré~~~~~]</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>[Töléráñçé~~~~]</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>[Méásúréd~~~~]</translation>
    </message>
    <message>
        <source>Condition (JSON)</source>
        <translation>[Çöñdîtîöñ (JSÖÑ)~~~~~~~]</translation>
    </message>
    <message>
        <source>Solution (JSON)</source>
        <translation>[Sölútîöñ (JSÖÑ)~~~~~~]</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>[Révéál~~~]</translation>
    </message>
    <message>
        <source>Show the model's answer (Space)</source>
        <translation>[Shöw thé mödél's áñswér (Spáçé)~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>[◀ Báçk~~~]</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>[Ñéxt ▶~~~]</translation>
    </message>
    <message>
        <source>Show the lesson's steps and the buttons that edit them (hidden while you teach, so the narration has the room)</source>
        <translation>[Shöw thé léssöñ's stéps áñd thé búttöñs thát édît thém (hîddéñ whîlé ýöú téáçh, sö thé ñárrátîöñ hás thé rööm)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>[Ñö léssöñ öpéñ~~~~~~]</translation>
    </message>
    <message>
        <source>Open a lesson from the Lessons menu, or drop a .mlmlesson file on the window.</source>
        <translation>[Öpéñ á léssöñ fröm thé Léssöñs méñú, ör dröp á .mlmléssöñ fîlé öñ thé wîñdöw.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>[Ñöt sávéd ýét~~~~~~]</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>[Stép {n} öf {total}~~~~]</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>[Stép {n}~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Question:&lt;/b&gt; {question}</source>
        <translation>[&lt;b&gt;Qúéstîöñ:&lt;/b&gt; {question}~~~~]</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>[Léssöñ tîtlé~~~~~]</translation>
    </message>
    <message>
        <source>Title of the lesson:</source>
        <translation>[Tîtlé öf thé léssöñ:~~~~~~~~]</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>[Sávé thé léssöñ~~~~~~]</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*{suffix})</source>
        <translation>[MLM Láb léssöñ (*{suffix})~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot save the lesson to {path}: {error}</source>
        <translation>[Çáññöt sávé thé léssöñ tö {path}: {error}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Saved the lesson to {path}</source>
        <translation>[Sávéd thé léssöñ tö {path}~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot open the lesson: {error}</source>
        <translation>[Çáññöt öpéñ thé léssöñ: {error}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>[Úñtîtléd léssöñ~~~~~~]</translation>
    </message>
    <message>
        <source>The first step</source>
        <translation>[Thé fîrst stép~~~~~~]</translation>
    </message>
    <message>
        <source>Discard the lesson's changes?</source>
        <translation>[Dîsçárd thé léssöñ's çháñgés?~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>“{title}” has changes that are not saved. Discard them?</source>
        <translation>[“{title}” hás çháñgés thát áré ñöt sávéd. Dîsçárd thém?~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The step now shows the {tab} tab: its focus ({focus}) was on another tab and is cleared (Edit… sets a new one).</source>
        <translation>[Thé stép ñöw shöws thé {tab} táb: îts föçús ({focus}) wás öñ áñöthér táb áñd îs çléáréd (Édît… séts á ñéw öñé).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>A lesson needs at least one step: add another before deleting this one.</source>
        <translation>[Á léssöñ ñééds át léást öñé stép: ádd áñöthér béföré délétîñg thîs öñé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the lesson has no file yet: choose where to save it</source>
        <translation>[thé léssöñ hás ñö fîlé ýét: çhöösé whéré tö sávé ît~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>This lesson is shown from its translation: saving it here would replace the English original. Save it under another name.</source>
        <translation>[Thîs léssöñ îs shöwñ fröm îts tráñslátîöñ: sávîñg ît héré wöúld répláçé thé Éñglîsh örîgîñál. Sávé ît úñdér áñöthér ñámé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Welcome to MLM Lab</source>
        <translation>[Wélçömé tö MLM Láb~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to MLM Lab&lt;/h2&gt;&lt;p&gt;Start with a guided lesson (a few prepared views, each with a short explanation; Next and Back move through them), or explore on your own. The lessons are also in the &lt;b&gt;Lessons&lt;/b&gt; menu.&lt;/p&gt;</source>
        <translation>[&lt;h2&gt;Wélçömé tö MLM Láb&lt;/h2&gt;&lt;p&gt;Stárt wîth á gúîdéd léssöñ (á féw prépáréd vîéws, éáçh wîth á shört éxpláñátîöñ; Ñéxt áñd Báçk mövé thröúgh thém), ör éxplöré öñ ýöúr öwñ. Thé léssöñs áré álsö îñ thé &lt;b&gt;Léssöñs&lt;/b&gt; méñú.&lt;/p&gt;~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Explore on my own</source>
        <translation>[Éxplöré öñ mý öwñ~~~~~~~]</translation>
    </message>
    <message>
        <source>Show this page when MLM Lab starts</source>
        <translation>[Shöw thîs págé whéñ MLM Láb stárts~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Press Space or Reveal to show the model's answer</source>
        <translation>[Préss Spáçé ör Révéál tö shöw thé mödél's áñswér~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>MLM Lab will be in %1 the next time it starts.</source>
        <translation>[MLM Láb wîll bé îñ %1 thé ñéxt tîmé ît stárts.~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>[Préséñtátîöñ~~~~~]</translation>
    </message>
    <message>
        <source>Full screen, large high-contrast text, keyboard control (F11)
Left/Right: move the slider · R: resample · H: hide controls · Esc: leave
Space: reveal a lesson's answer; on the Training tab without a lesson, start/stop training</source>
        <translation>[Fúll sçrééñ, lárgé hîgh-çöñtrást téxt, kéýböárd çöñtröl (F11)
Léft/Rîght: mövé thé slîdér · R: résámplé · H: hîdé çöñtröls · Ésç: léávé
Spáçé: révéál á léssöñ's áñswér; öñ thé Tráîñîñg táb wîthöút á léssöñ, stárt/stöp tráîñîñg~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Hide controls</source>
        <translation>[Hîdé çöñtröls~~~~~~]</translation>
    </message>
    <message>
        <source>Hide the control panels so the panes fill the screen (H)</source>
        <translation>[Hîdé thé çöñtröl páñéls sö thé páñés fîll thé sçrééñ (H)~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Export view as PNG…</source>
        <translation>[Éxpört vîéw ás PÑG…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Export metrics as CSV…</source>
        <translation>[Éxpört métrîçs ás ÇSV…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Save lab state…</source>
        <translation>[Sávé láb státé…~~~~~~]</translation>
    </message>
    <message>
        <source>Save tab, text, image, strategy, probabilities, seed and model to a .mlmlab file</source>
        <translation>[Sávé táb, téxt, îmágé, strátégý, pröbábîlîtîés, sééd áñd mödél tö á .mlmláb fîlé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Open lab state…</source>
        <translation>[Öpéñ láb státé…~~~~~~]</translation>
    </message>
    <message>
        <source>Open image…</source>
        <translation>[Öpéñ îmágé…~~~~~]</translation>
    </message>
    <message>
        <source>Open model folder…</source>
        <translation>[Öpéñ mödél földér…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>[Qúît~~]</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>[Máîñ töölbár~~~~~]</translation>
    </message>
    <message>
        <source> Model: </source>
        <translation>[ Mödél: ~~~~]</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>[Éxpört~~~]</translation>
    </message>
    <message>
        <source>Save the current view as a PNG picture, SVG / PDF, an animation or a web page, or its metrics as CSV</source>
        <translation>[Sávé thé çúrréñt vîéw ás á PÑG pîçtúré, SVG / PDF, áñ áñîmátîöñ ör á wéb págé, ör îts métrîçs ás ÇSV~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Lab file</source>
        <translation>[Láb fîlé~~~~]</translation>
    </message>
    <message>
        <source>Save or open the whole lab state (.mlmlab): hand students a starting point</source>
        <translation>[Sávé ör öpéñ thé whölé láb státé (.mlmláb): háñd stúdéñts á stártîñg pöîñt~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>[&amp;Fîlé~~]</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>[&amp;Vîéw~~]</translation>
    </message>
    <message>
        <source>%1 tab</source>
        <translation>[%1 táb~~]</translation>
    </message>
    <message>
        <source>Next tab</source>
        <translation>[Ñéxt táb~~~~]</translation>
    </message>
    <message>
        <source>Previous tab</source>
        <translation>[Prévîöús táb~~~~~]</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>[&amp;Láñgúágé~~~~]</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>[Stártîñg…~~~~]</translation>
    </message>
    <message>
        <source>Device: …</source>
        <translation>[Dévîçé: …~~~~]</translation>
    </message>
    <message>
        <source>Where the Text and Image tabs run their model</source>
        <translation>[Whéré thé Téxt áñd Îmágé tábs rúñ théîr mödél~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Models: loading…</source>
        <translation>[Mödéls: löádîñg…~~~~~~~]</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>[Hîgh çöñtrást~~~~~~]</translation>
    </message>
    <message>
        <source>Black text on white with heavy outlines on every control (remembered)</source>
        <translation>[Bláçk téxt öñ whîté wîth héávý öútlîñés öñ évérý çöñtröl (rémémbéréd)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>[Téxt sîzé~~~~]</translation>
    </message>
    <message>
        <source>Stopping the training run (Space): it keeps its last checkpoint.</source>
        <translation>[Stöppîñg thé tráîñîñg rúñ (Spáçé): ît kééps îts lást çhéçkpöîñt.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Training started (Space). Space again stops it.</source>
        <translation>[Tráîñîñg stártéd (Spáçé). Spáçé ágáîñ stöps ît.~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>MLM Lab</source>
        <translation>[MLM Láb~~~]</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>[Löádîñg %1…~~~~]</translation>
    </message>
    <message>
        <source>Using {models}</source>
        <translation>[Úsîñg {models}~~~]</translation>
    </message>
    <message>
        <source>{problem}. Pick a model with the Model menu in the toolbar.</source>
        <translation>[{problem}. Pîçk á mödél wîth thé Mödél méñú îñ thé töölbár.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>none</source>
        <translation>[ñöñé~~]</translation>
    </message>
    <message>
        <source>Could not load the model from %1: %2. Still using %3.</source>
        <translation>[Çöúld ñöt löád thé mödél fröm %1: %2. Stîll úsîñg %3.~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Device: {device}</source>
        <translation>[Dévîçé: {device}~~~~]</translation>
    </message>
    <message>
        <source>Loading the models…</source>
        <translation>[Löádîñg thé mödéls…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>[Réádý~~]</translation>
    </message>
    <message>
        <source>Run: {name}</source>
        <translation>[Rúñ: {name}~~]</translation>
    </message>
    <message>
        <source>Open a model folder or a training run</source>
        <translation>[Öpéñ á mödél földér ör á tráîñîñg rúñ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Stop training?</source>
        <translation>[Stöp tráîñîñg?~~~~~~]</translation>
    </message>
    <message>
        <source>A training run is still going. Stop it and close MLM Lab?
The run keeps its last checkpoint and can be resumed later.</source>
        <translation>[Á tráîñîñg rúñ îs stîll göîñg. Stöp ît áñd çlösé MLM Láb?
Thé rúñ kééps îts lást çhéçkpöîñt áñd çáñ bé résúméd látér.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>text masked LM</source>
        <translation>[téxt máskéd LM~~~~~~]</translation>
    </message>
    <message>
        <source>MAE (image)</source>
        <translation>[MÁÉ (îmágé)~~~~~]</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>[úñsúppörtéd~~~~~]</translation>
    </message>
    <message>
        <source>image features (ViT, DINOv2)</source>
        <translation>[îmágé féátúrés (VîT, DÎÑÖv2)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Which model the Text and Image tabs use: the bundled ones, a training run's newest checkpoint, or a model folder</source>
        <translation>[Whîçh mödél thé Téxt áñd Îmágé tábs úsé: thé búñdléd öñés, á tráîñîñg rúñ's ñéwést çhéçkpöîñt, ör á mödél földér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Bundled models</source>
        <translation>[Búñdléd mödéls~~~~~~]</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>[Földér: %1~~~~]</translation>
    </message>
    <message>
        <source>Model folder…</source>
        <translation>[Mödél földér…~~~~~~]</translation>
    </message>
    <message>
        <source>%1, image features</source>
        <translation>[%1, îmágé féátúrés~~~~~~~]</translation>
    </message>
    <message>
        <source>HF cache: %1 (%2, %3)</source>
        <translation>[HF çáçhé: %1 (%2, %3)~~~~~~]</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>[%1 çáññöt bé úséd: %2~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot save {path}: {error}</source>
        <translation>[Çáññöt sávé {path}: {error}~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot write {path}: {error}</source>
        <translation>[Çáññöt wrîté {path}: {error}~~~~~~]</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>[Éxpört áñîmátîöñ…~~~~~~~]</translation>
    </message>
    <message>
        <source>Record a slider sweep, seeds, rounds or a run's checkpoints as GIF, APNG or MP4</source>
        <translation>[Réçörd á slîdér swéép, sééds, röúñds ör á rúñ's çhéçkpöîñts ás GÎF, ÁPÑG ör MP4~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Export as SVG or PDF…</source>
        <translation>[Éxpört ás SVG ör PDF…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The tab or one pane as vectors: text stays text, plots stay vectors</source>
        <translation>[Thé táb ör öñé páñé ás véçtörs: téxt stáýs téxt, plöts stáý véçtörs~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Export web page…</source>
        <translation>[Éxpört wéb págé…~~~~~~~]</translation>
    </message>
    <message>
        <source>One self-contained HTML file: the Text view and an Image ratio slider</source>
        <translation>[Öñé sélf-çöñtáîñéd HTML fîlé: thé Téxt vîéw áñd áñ Îmágé rátîö slîdér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>There are no metrics to export yet.</source>
        <translation>[Théré áré ñö métrîçs tö éxpört ýét.~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n row(s) to {path}</source>
        <translation><numerusform>[Wröté %n röw(s) tö {path}~~~~~~~]</numerusform><numerusform>[Wröté %n röw(s) tö {path}~~~~~~~]</numerusform></translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>[Sávéd {path}~~~]</translation>
    </message>
    <message>
        <source>Export the view as PNG</source>
        <translation>[Éxpört thé vîéw ás PÑG~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>[PÑG îmágé (*.pñg)~~~~~~~]</translation>
    </message>
    <message>
        <source>Export metrics as CSV</source>
        <translation>[Éxpört métrîçs ás ÇSV~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>[ÇSV táblé (*.çsv)~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot export: {error}</source>
        <translation>[Çáññöt éxpört: {error}~~~~~~]</translation>
    </message>
    <message>
        <source>Export a web page</source>
        <translation>[Éxpört á wéb págé~~~~~~~]</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>[Wéb págé (*.html)~~~~~~~]</translation>
    </message>
    <message>
        <source>the bundled models</source>
        <translation>[thé búñdléd mödéls~~~~~~~~]</translation>
    </message>
    <message>
        <source>CPU ({n} cores)</source>
        <translation>[ÇPÚ ({n} çörés)~~~~~]</translation>
    </message>
    <message>
        <source>(training can use {gpu})</source>
        <translation>[(tráîñîñg çáñ úsé {gpu})~~~~~~~~]</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>[Téxt~~]</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>[Îmágé~~]</translation>
    </message>
    <message>
        <source>Cannot open the lab file: {error}</source>
        <translation>[Çáññöt öpéñ thé láb fîlé: {error}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Saved the lab state to {path}</source>
        <translation>[Sávéd thé láb státé tö {path}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Opened {name}, but {notes} (ignored).</source>
        <translation>[Öpéñéd {name}, bút {notes} (îgñöréd).~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>[Öpéñéd {name}~~~]</translation>
    </message>
    <message>
        <source>Save the lab state</source>
        <translation>[Sávé thé láb státé~~~~~~~~]</translation>
    </message>
    <message>
        <source>MLM Lab state (*{suffix})</source>
        <translation>[MLM Láb státé (*{suffix})~~~~~~~]</translation>
    </message>
    <message>
        <source>Open a lab state</source>
        <translation>[Öpéñ á láb státé~~~~~~~]</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>[Áll fîlés (*)~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot use that image: {error}. The previous image stays.</source>
        <translation>[Çáññöt úsé thát îmágé: {error}. Thé prévîöús îmágé stáýs.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Cannot open {name}: {error}</source>
        <translation>[Çáññöt öpéñ {name}: {error}~~~~~~]</translation>
    </message>
    <message>
        <source>hide: hides every tab ({names}); a lab file must leave at least one tab to show</source>
        <translation>[hîdé: hîdés évérý táb ({names}); á láb fîlé múst léávé át léást öñé táb tö shöw~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>its hide list names no control: {names}</source>
        <translation>[îts hîdé lîst ñámés ñö çöñtröl: {names}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>it holds settings this version does not know: {names}</source>
        <translation>[ît hölds séttîñgs thîs vérsîöñ döés ñöt kñöw: {names}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>[Wörkîñg…~~~~]</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>[Îdlé~~]</translation>
    </message>
    <message>
        <source>no such model folder (not found): {path}</source>
        <translation>[ñö súçh mödél földér (ñöt föúñd): {path}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>no model.safetensors and no config.json in {path} (its pytorch_model.bin is a pickle, which the lab never opens), and it is not a training run with a checkpoint</source>
        <translation>[ñö mödél.sáfétéñsörs áñd ñö çöñfîg.jsöñ îñ {path} (îts pýtörçh_mödél.bîñ îs á pîçklé, whîçh thé láb ñévér öpéñs), áñd ît îs ñöt á tráîñîñg rúñ wîth á çhéçkpöîñt~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>no model.safetensors and no config.json in {path}, and it is not a training run with a checkpoint</source>
        <translation>[ñö mödél.sáfétéñsörs áñd ñö çöñfîg.jsöñ îñ {path}, áñd ît îs ñöt á tráîñîñg rúñ wîth á çhéçkpöîñt~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>[búñdléd~~~]</translation>
    </message>
    <message>
        <source>run %1 @ %2</source>
        <translation>[rúñ %1 @ %2~~~]</translation>
    </message>
    <message>
        <source>bundled %1</source>
        <translation>[búñdléd %1~~~~]</translation>
    </message>
    <message>
        <source>{folder}/config.json does not say which model it holds (no known "kind")</source>
        <translation>[{folder}/çöñfîg.jsöñ döés ñöt sáý whîçh mödél ît hölds (ñö kñöwñ "kîñd")~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot load {folder}: {error}</source>
        <translation>[çáññöt löád {folder}: {error}~~~~~~]</translation>
    </message>
    <message>
        <source>The user guide is not built yet: run “make docs” in %1, then choose Help &gt; User guide again (it opens %2).</source>
        <translation>[Thé úsér gúîdé îs ñöt búîlt ýét: rúñ “máké döçs” îñ %1, théñ çhöösé Hélp &gt; Úsér gúîdé ágáîñ (ît öpéñs %2).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>No built user guide at %2. Build it with “make docs” in a source checkout of MLM Lab (%1 is not one), or set MLM_LAB_DOCS_SITE to a folder holding a built copy.</source>
        <translation>[Ñö búîlt úsér gúîdé át %2. Búîld ît wîth “máké döçs” îñ á söúrçé çhéçköút öf MLM Láb (%1 îs ñöt öñé), ör sét MLM_LÁB_DÖÇS_SÎTÉ tö á földér höldîñg á búîlt çöpý.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Opened the user guide in the browser: %1</source>
        <translation>[Öpéñéd thé úsér gúîdé îñ thé bröwsér: %1~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Could not open a browser. Open %1 in one to read the user guide.</source>
        <translation>[Çöúld ñöt öpéñ á bröwsér. Öpéñ %1 îñ öñé tö réád thé úsér gúîdé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>[&amp;Hélp~~]</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>[Úsér gúîdé~~~~]</translation>
    </message>
    <message>
        <source>Open the documentation (built with make docs) in the browser</source>
        <translation>[Öpéñ thé döçúméñtátîöñ (búîlt wîth máké döçs) îñ thé bröwsér~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Text</source>
        <translation>[Téxt~~]</translation>
    </message>
    <message>
        <source>Masked language modeling (BERT): hide words and watch the model guess them</source>
        <translation>[Máskéd láñgúágé mödélîñg (BÉRT): hîdé wörds áñd wátçh thé mödél gúéss thém~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>[Îmágé~~]</translation>
    </message>
    <message>
        <source>Masked autoencoding (MAE): hide image patches and watch them rebuilt</source>
        <translation>[Máskéd áútöéñçödîñg (MÁÉ): hîdé îmágé pátçhés áñd wátçh thém rébúîlt~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>[Tráîñîñg~~~~]</translation>
    </message>
    <message>
        <source>Pretrain a tiny model yourself and watch it learn</source>
        <translation>[Prétráîñ á tîñý mödél ýöúrsélf áñd wátçh ît léárñ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>[Féátúrés~~~~]</translation>
    </message>
    <message>
        <source>What the encoder learned: PCA maps, patch similarity, token neighbours, linear probes per layer</source>
        <translation>[Whát thé éñçödér léárñéd: PÇÁ máps, pátçh sîmîlárîtý, tökéñ ñéîghböúrs, lîñéár pröbés pér láýér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>[Géñéráté~~~~]</translation>
    </message>
    <message>
        <source>Generation by unmasking (masked diffusion, MDLM / LLaDA): start from [MASK] everywhere and watch the model reveal the tokens round by round</source>
        <translation>[Géñérátîöñ bý úñmáskîñg (máskéd dîffúsîöñ, MDLM / LLáDÁ): stárt fröm [MÁSK] évérýwhéré áñd wátçh thé mödél révéál thé tökéñs röúñd bý röúñd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>TextTab</name>
    <message>
        <source>Attention appears when the model is loaded.</source>
        <translation>[Áttéñtîöñ áppéárs whéñ thé mödél îs löádéd.~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>[láýér~~]</translation>
    </message>
    <message>
        <source>Which Transformer layer's attention to show (1 = closest to the input).</source>
        <translation>[Whîçh Tráñsförmér láýér's áttéñtîöñ tö shöw (1 = çlösést tö thé îñpút).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Which attention head of that layer; the mean averages every head.</source>
        <translation>[Whîçh áttéñtîöñ héád öf thát láýér; thé méáñ ávérágés évérý héád.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Attention in</source>
        <translation>[Áttéñtîöñ îñ~~~~~]</translation>
    </message>
    <message>
        <source>The selected token's attention over the sentence: darker = more attention.</source>
        <translation>[Thé séléçtéd tökéñ's áttéñtîöñ övér thé séñtéñçé: dárkér = möré áttéñtîöñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>The whole attention matrix of this layer and head: row = the token that looks, column = the token it looks at; each row sums to 1. The red box is the selected token.</source>
        <translation>[Thé whölé áttéñtîöñ mátrîx öf thîs láýér áñd héád: röw = thé tökéñ thát lööks, çölúmñ = thé tökéñ ît lööks át; éáçh röw súms tö 1. Thé réd böx îs thé séléçtéd tökéñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>token that looks</source>
        <translation>[tökéñ thát lööks~~~~~~~]</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>[tökéñ löökéd át~~~~~~]</translation>
    </message>
    <message>
        <source>mean of all heads</source>
        <translation>[méáñ öf áll héáds~~~~~~~]</translation>
    </message>
    <message>
        <source>head {n}</source>
        <translation>[héád {n}~~]</translation>
    </message>
    <message>
        <source>Waiting for the model…</source>
        <translation>[Wáîtîñg för thé mödél…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Click a token to see where it looks.</source>
        <translation>[Çlîçk á tökéñ tö séé whéré ît lööks.~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{token}: {percent} of the attention of '{source}'</source>
        <translation>[{token}: {percent} öf thé áttéñtîöñ öf '{source}'~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the mean of all heads</source>
        <translation>[thé méáñ öf áll héáds~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Where &lt;b&gt;{token}&lt;/b&gt; (position {position}) looks, layer {layer}, {head}: most at &lt;b&gt;{best}&lt;/b&gt; ({percent}).</source>
        <translation>[Whéré &lt;b&gt;{token}&lt;/b&gt; (pösîtîöñ {position}) lööks, láýér {layer}, {head}: möst át &lt;b&gt;{best}&lt;/b&gt; ({percent}).~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Choose the permutation strategy to see an XLNet factorization order.</source>
        <translation>[Çhöösé thé pérmútátîöñ strátégý tö séé áñ XLÑét fáçtörîzátîöñ ördér.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a token sees itself (content stream)</source>
        <translation>[á tökéñ séés îtsélf (çöñtéñt stréám)~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>XLNet has two streams. The query stream, which makes the prediction, must not see the token it predicts (unchecked); the content stream, which later tokens read, includes it (checked).</source>
        <translation>[XLÑét hás twö stréáms. Thé qúérý stréám, whîçh mákés thé prédîçtîöñ, múst ñöt séé thé tökéñ ît prédîçts (úñçhéçkéd); thé çöñtéñt stréám, whîçh látér tökéñs réád, îñçlúdés ît (çhéçkéd).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The tokens in the order they are predicted; the number is the step.</source>
        <translation>[Thé tökéñs îñ thé ördér théý áré prédîçtéd; thé ñúmbér îs thé stép.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Row = the token being predicted, column = a token it may look at (bright = allowed). Everything above a token in the order is visible to it.</source>
        <translation>[Röw = thé tökéñ béîñg prédîçtéd, çölúmñ = á tökéñ ît máý löök át (brîght = állöwéd). Évérýthîñg ábövé á tökéñ îñ thé ördér îs vîsîblé tö ît.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>predicting</source>
        <translation>[prédîçtîñg~~~~]</translation>
    </message>
    <message>
        <source>may look at</source>
        <translation>[máý löök át~~~~~]</translation>
    </message>
    <message>
        <source>Choose “Permutation order (XLNet)” to see a factorization order and its mask.</source>
        <translation>[Çhöösé “Pérmútátîöñ ördér (XLÑét)” tö séé á fáçtörîzátîöñ ördér áñd îts másk.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>step {n}</source>
        <translation>[stép {n}~~]</translation>
    </message>
    <message>
        <source>'{token}' is predicted at step {n} of {total}</source>
        <translation>['{token}' îs prédîçtéd át stép {n} öf {total}~~~~~~~~ ~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s), predicted in the order below (blue: the {counted} the loss counts). Click a token to follow it.</source>
        <translation><numerusform>[%n tökéñ(s), prédîçtéd îñ thé ördér bélöw (blúé: thé {counted} thé löss çöúñts). Çlîçk á tökéñ tö föllöw ît.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</numerusform><numerusform>[%n tökéñ(s), prédîçtéd îñ thé ördér bélöw (blúé: thé {counted} thé löss çöúñts). Çlîçk á tökéñ tö föllöw ît.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</numerusform></translation>
    </message>
    <message>
        <source>nothing: it comes first</source>
        <translation>[ñöthîñg: ît çömés fîrst~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;{token}&lt;/b&gt; is predicted at step {n} and may look at: {seen}.</source>
        <translation>[&lt;b&gt;{token}&lt;/b&gt; îs prédîçtéd át stép {n} áñd máý löök át: {seen}.~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>replaced by [MASK]</source>
        <translation>[répláçéd bý [MÁSK]~~~~~~~~]</translation>
    </message>
    <message>
        <source>replaced by a random token</source>
        <translation>[répláçéd bý á ráñdöm tökéñ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>kept, but predicted</source>
        <translation>[képt, bút prédîçtéd~~~~~~~~]</translation>
    </message>
    <message>
        <source>untouched</source>
        <translation>[úñtöúçhéd~~~~]</translation>
    </message>
    <message>
        <source>special token (never masked)</source>
        <translation>[spéçîál tökéñ (ñévér máskéd)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>dropped (T5)</source>
        <translation>[dröppéd (T5)~~~~~]</translation>
    </message>
    <message>
        <source>sentinel &lt;extra_id_k&gt;</source>
        <translation>[séñtîñél &lt;extra_id_k&gt;~~~~]</translation>
    </message>
    <message>
        <source>predicted (last in the order)</source>
        <translation>[prédîçtéd (lást îñ thé ördér)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The model sees [MASK] here and must guess the original token.</source>
        <translation>[Thé mödél séés [MÁSK] héré áñd múst gúéss thé örîgîñál tökéñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The model sees a random token here, and must still guess the original one.</source>
        <translation>[Thé mödél séés á ráñdöm tökéñ héré, áñd múst stîll gúéss thé örîgîñál öñé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>The model sees the original token here, but is still asked to predict it (and scored on it).</source>
        <translation>[Thé mödél séés thé örîgîñál tökéñ héré, bút îs stîll áskéd tö prédîçt ît (áñd sçöréd öñ ît).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Left as it is; the model is not asked about it.</source>
        <translation>[Léft ás ît îs; thé mödél îs ñöt áskéd áböút ît.~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>[CLS], [SEP] and unknown-word tokens are never chosen for masking.</source>
        <translation>[[ÇLS], [SÉP] áñd úñkñöwñ-wörd tökéñs áré ñévér çhöséñ för máskîñg.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Dropped from the input: T5 puts one sentinel for the whole span and asks for the tokens in the target.</source>
        <translation>[Dröppéd fröm thé îñpút: T5 púts öñé séñtîñél för thé whölé spáñ áñd ásks för thé tökéñs îñ thé tárgét.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>A sentinel stands for one dropped span; in the target it announces the tokens of that span.</source>
        <translation>[Á séñtîñél stáñds för öñé dröppéd spáñ; îñ thé tárgét ît áññöúñçés thé tökéñs öf thát spáñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Predicted from the tokens before it in the factorization order.</source>
        <translation>[Prédîçtéd fröm thé tökéñs béföré ît îñ thé fáçtörîzátîöñ ördér.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>token {i}, {token}</source>
        <translation>[tökéñ {i}, {token}~~~~]</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>[séléçtéd~~~~]</translation>
    </message>
    <message>
        <source>What the chip colours and symbols mean</source>
        <translation>[Whát thé çhîp çölöúrs áñd sýmböls méáñ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>[Légéñd~~~]</translation>
    </message>
    <message>
        <source>mask p</source>
        <translation>[másk p~~~]</translation>
    </message>
    <message>
        <source>Waiting for the tab's model…</source>
        <translation>[Wáîtîñg för thé táb's mödél…~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Preparing {model}…</source>
        <translation>[Prépárîñg {model}…~~~~~]</translation>
    </message>
    <message>
        <source>{model} (same model)</source>
        <translation>[{model} (sámé mödél)~~~~~~]</translation>
    </message>
    <message>
        <source>{model} (same model, mask p {percent})</source>
        <translation>[{model} (sámé mödél, másk p {percent})~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>random-init twin of {model}</source>
        <translation>[ráñdöm-îñît twîñ öf {model}~~~~~~~~]</translation>
    </message>
    <message>
        <source>bundled text-tiny</source>
        <translation>[búñdléd téxt-tîñý~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side&lt;/b&gt;</source>
        <translation>[&lt;b&gt;Sîdé bý sîdé&lt;/b&gt;~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side&lt;/b&gt; compares the models' predictions: choose random, whole word, span or by hand.</source>
        <translation>[&lt;b&gt;Sîdé bý sîdé&lt;/b&gt; çömpárés thé mödéls' prédîçtîöñs: çhöösé ráñdöm, whölé wörd, spáñ ör bý háñd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; {hint}</source>
        <translation>[&lt;b&gt;Sîdé bý sîdé:&lt;/b&gt; {hint}~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; comparing…</source>
        <translation>[&lt;b&gt;Sîdé bý sîdé:&lt;/b&gt; çömpárîñg…~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Left vs right:&lt;/b&gt; {summary}</source>
        <translation>[&lt;b&gt;Léft vs rîght:&lt;/b&gt; {summary}~~~~~~]</translation>
    </message>
    <message>
        <source>Top-1 and top-5 per masked position, left → right:</source>
        <translation>[Töp-1 áñd töp-5 pér máskéd pösîtîöñ, léft → rîght:~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The model on the right could not answer ({error}).</source>
        <translation>[Thé mödél öñ thé rîght çöúld ñöt áñswér ({error}).~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Write your own…</source>
        <translation>[Wrîté ýöúr öwñ…~~~~~~]</translation>
    </message>
    <message>
        <source>By hand, every picked token becomes [MASK]; the 80/10/10 rule is not used.</source>
        <translation>[Bý háñd, évérý pîçkéd tökéñ béçömés [MÁSK]; thé 80/10/10 rúlé îs ñöt úséd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>T5 replaces whole spans by sentinels; the 80/10/10 rule is not used.</source>
        <translation>[T5 répláçés whölé spáñs bý séñtîñéls; thé 80/10/10 rúlé îs ñöt úséd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>XLNet uses no [MASK]; the 80/10/10 rule is not used.</source>
        <translation>[XLÑét úsés ñö [MÁSK]; thé 80/10/10 rúlé îs ñöt úséd.~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>The text is {length} characters long: the box keeps the first {kept} and the rest is cut off (the model reads only the first tokens anyway).</source>
        <translation>[Thé téxt îs {length} çháráçtérs löñg: thé böx kééps thé fîrst {kept} áñd thé rést îs çút öff (thé mödél réáds öñlý thé fîrst tökéñs áñýwáý).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Text controls</source>
        <translation>[Téxt çöñtröls~~~~~~]</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>[Séñtéñçé~~~~]</translation>
    </message>
    <message>
        <source>Ready example sentences; or choose “Write your own…” and type in the box below.</source>
        <translation>[Réádý éxámplé séñtéñçés; ör çhöösé “Wrîté ýöúr öwñ…” áñd týpé îñ thé böx bélöw.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Type a sentence…</source>
        <translation>[Týpé á séñtéñçé…~~~~~~~]</translation>
    </message>
    <message>
        <source>The text to mask. It is split into WordPiece tokens; text longer than the model can read is cut off (you are told when).</source>
        <translation>[Thé téxt tö másk. Ît îs splît îñtö WördPîéçé tökéñs; téxt löñgér tháñ thé mödél çáñ réád îs çút öff (ýöú áré töld whéñ).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>[Máskîñg~~~]</translation>
    </message>
    <message>
        <source>How tokens are chosen for the model to predict; the paragraph below explains the one in use.</source>
        <translation>[Höw tökéñs áré çhöséñ för thé mödél tö prédîçt; thé párágráph bélöw éxpláîñs thé öñé îñ úsé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>[Strátégý~~~~]</translation>
    </message>
    <message>
        <source>p: the expected fraction of tokens chosen for prediction (BERT uses 15 %). Left/Right keys move it in presentation mode.</source>
        <translation>[p: thé éxpéçtéd fráçtîöñ öf tökéñs çhöséñ för prédîçtîöñ (BÉRT úsés 15 %). Léft/Rîght kéýs mövé ît îñ préséñtátîöñ mödé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>[Másk pröbábîlîtý~~~~~~~]</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share replaced by [MASK].</source>
        <translation>[Öf thé çhöséñ tökéñs, thé sháré répláçéd bý [MÁSK].~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share replaced by a random token from the vocabulary.</source>
        <translation>[Öf thé çhöséñ tökéñs, thé sháré répláçéd bý á ráñdöm tökéñ fröm thé vöçábúlárý.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share left unchanged (the model is still asked about them).</source>
        <translation>[Öf thé çhöséñ tökéñs, thé sháré léft úñçháñgéd (thé mödél îs stîll áskéd áböút thém).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>→ [MASK]</source>
        <translation>[→ [MÁSK]~~~~]</translation>
    </message>
    <message>
        <source>→ random token</source>
        <translation>[→ ráñdöm tökéñ~~~~~~]</translation>
    </message>
    <message>
        <source>→ kept</source>
        <translation>[→ képt~~~]</translation>
    </message>
    <message>
        <source>The three always sum to 1: changing one scales the other two.</source>
        <translation>[Thé thréé álwáýs súm tö 1: çháñgîñg öñé sçálés thé öthér twö.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Chosen tokens</source>
        <translation>[Çhöséñ tökéñs~~~~~~]</translation>
    </message>
    <message>
        <source>BERT's 80/10/10 rule: what happens to a token chosen for prediction.</source>
        <translation>[BÉRT's 80/10/10 rúlé: whát háppéñs tö á tökéñ çhöséñ för prédîçtîöñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The random seed: the same seed and settings always give the same mask.</source>
        <translation>[Thé ráñdöm sééd: thé sámé sééd áñd séttîñgs álwáýs gîvé thé sámé másk.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Resample</source>
        <translation>[Résámplé~~~~]</translation>
    </message>
    <message>
        <source>Draw a new mask with the same settings (the next seed). Key: R.</source>
        <translation>[Dráw á ñéw másk wîth thé sámé séttîñgs (thé ñéxt sééd). Kéý: R.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>[Sééd~~]</translation>
    </message>
    <message>
        <source>What this strategy does</source>
        <translation>[Whát thîs strátégý döés~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>A plain-words description of the current strategy.</source>
        <translation>[Á pláîñ-wörds désçrîptîöñ öf thé çúrréñt strátégý.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>BERT's 80/10/10 rule, editable.</source>
        <translation>[BÉRT's 80/10/10 rúlé, édîtáblé.~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Occlusion</source>
        <translation>[Öççlúsîöñ~~~~]</translation>
    </message>
    <message>
        <source>Integrated gradients</source>
        <translation>[Îñtégrátéd grádîéñts~~~~~~~~]</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>[Grádîéñt × îñpút~~~~~~~]</translation>
    </message>
    <message>
        <source>Layer lens</source>
        <translation>[Láýér léñs~~~~]</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>[Áttéñtîöñ röllöút~~~~~~~]</translation>
    </message>
    <message>
        <source>how much log p(target) drops when this token is hidden ([MASK])</source>
        <translation>[höw múçh lög p(tárgét) dröps whéñ thîs tökéñ îs hîddéñ ([MÁSK])~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>this token's share of log p(target) minus log p(target | every word [MASK]) (integrated gradients)</source>
        <translation>[thîs tökéñ's sháré öf lög p(tárgét) mîñús lög p(tárgét | évérý wörd [MÁSK]) (îñtégrátéd grádîéñts)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>gradient of log p(target) times (embedding − [MASK]'s embedding), at the input only</source>
        <translation>[grádîéñt öf lög p(tárgét) tîmés (émbéddîñg − [MÁSK]'s émbéddîñg), át thé îñpút öñlý~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>no score per token: the table reads the model's guess at every layer</source>
        <translation>[ñö sçöré pér tökéñ: thé táblé réáds thé mödél's gúéss át évérý láýér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the share of the position's attention rollout (all layers, residual included) on this token</source>
        <translation>[thé sháré öf thé pösîtîöñ's áttéñtîöñ röllöút (áll láýérs, résîdúál îñçlúdéd) öñ thîs tökéñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Hides one token at a time: two tokens that stand in for each other both look unimportant; [MASK] for one word is out of distribution only mildly for an MLM, which trained on [MASK]s.</source>
        <translation>[Hîdés öñé tökéñ át á tîmé: twö tökéñs thát stáñd îñ för éáçh öthér böth löök úñîmpörtáñt; [MÁSK] för öñé wörd îs öút öf dîstrîbútîöñ öñlý mîldlý för áñ MLM, whîçh tráîñéd öñ [MÁSK]s.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Depends on the baseline (here every word [MASK]): the scores add up to the change from it (completeness), which is not the same as importance.</source>
        <translation>[Dépéñds öñ thé básélîñé (héré évérý wörd [MÁSK]): thé sçörés ádd úp tö thé çháñgé fröm ît (çömplétéñéss), whîçh îs ñöt thé sámé ás împörtáñçé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Not complete: one gradient at the input does not add up to the change in log p (see its gap); saturated tokens get little.</source>
        <translation>[Ñöt çömplété: öñé grádîéñt át thé îñpút döés ñöt ádd úp tö thé çháñgé îñ lög p (séé îts gáp); sátúrátéd tökéñs gét lîttlé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Early layers were never trained to be read by the MLM head: it shows when the guess becomes readable, not what a layer knows.</source>
        <translation>[Éárlý láýérs wéré ñévér tráîñéd tö bé réád bý thé MLM héád: ît shöws whéñ thé gúéss béçömés réádáblé, ñöt whát á láýér kñöws.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Attention is not explanation (Jain &amp; Wallace 2019): it shows where information may flow, not that the guess uses it.</source>
        <translation>[Áttéñtîöñ îs ñöt éxpláñátîöñ (Jáîñ &amp; Wálláçé 2019): ît shöws whéré îñförmátîöñ máý flöw, ñöt thát thé gúéss úsés ît.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Click a predicted chip (a masked position), then Why?</source>
        <translation>[Çlîçk á prédîçtéd çhîp (á máskéd pösîtîöñ), théñ Whý?~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>[Whý?~~]</translation>
    </message>
    <message>
        <source>Explain the guess at the clicked predicted chip: which context tokens it rests on (occlusion, gradients), how it forms layer by layer, where attention goes</source>
        <translation>[Éxpláîñ thé gúéss át thé çlîçkéd prédîçtéd çhîp: whîçh çöñtéxt tökéñs ît résts öñ (öççlúsîöñ, grádîéñts), höw ît förms láýér bý láýér, whéré áttéñtîöñ göés~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>How the guess is explained (each method's known failure mode is said under the strip)</source>
        <translation>[Höw thé gúéss îs éxpláîñéd (éáçh méthöd's kñöwñ fáîlúré mödé îs sáîd úñdér thé strîp)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Explain which token: the model's top-1, another of its top-5, or the true one</source>
        <translation>[Éxpláîñ whîçh tökéñ: thé mödél's töp-1, áñöthér öf îts töp-5, ör thé trúé öñé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>[Çlösé~~]</translation>
    </message>
    <message>
        <source>Close the explanation</source>
        <translation>[Çlösé thé éxpláñátîöñ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The MLM head read at every layer's hidden state of the position (0: the embeddings): the top-5 with probabilities, and the target's probability and rank</source>
        <translation>[Thé MLM héád réád át évérý láýér's hîddéñ státé öf thé pösîtîöñ (0: thé émbéddîñgs): thé töp-5 wîth pröbábîlîtîés, áñd thé tárgét's pröbábîlîtý áñd ráñk~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Every layer × head (click one to open it large):</source>
        <translation>[Évérý láýér × héád (çlîçk öñé tö öpéñ ît lárgé):~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Why? (explain this guess)</source>
        <translation>[Whý? (éxpláîñ thîs gúéss)~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Why? needs a model: none is loaded yet.</source>
        <translation>[Whý? ñééds á mödél: ñöñé îs löádéd ýét.~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Type a sentence first.</source>
        <translation>[Týpé á séñtéñçé fîrst.~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Why? explains a masked LM's guess; the {strategy} view has none.</source>
        <translation>[Whý? éxpláîñs á máskéd LM's gúéss; thé {strategy} vîéw hás ñöñé.~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>none</source>
        <translation>[ñöñé~~]</translation>
    </message>
    <message>
        <source>Token {position} is not one the model is asked about (predicted positions: {asked}).</source>
        <translation>[Tökéñ {position} îs ñöt öñé thé mödél îs áskéd áböút (prédîçtéd pösîtîöñs: {asked}).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>The explanation is closed.</source>
        <translation>[Thé éxpláñátîöñ îs çlöséd.~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Explaining position {n}…</source>
        <translation>[Éxpláîñîñg pösîtîöñ {n}…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Cannot explain this: {error}</source>
        <translation>[Çáññöt éxpláîñ thîs: {error}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Why?: {error}</source>
        <translation>[Whý?: {error}~~~]</translation>
    </message>
    <message>
        <source>(true: &lt;b&gt;{token}&lt;/b&gt;)</source>
        <translation>[(trúé: &lt;b&gt;{token}&lt;/b&gt;)~~~~]</translation>
    </message>
    <message>
        <source>Why &lt;b&gt;{target}&lt;/b&gt; at position {position}?</source>
        <translation>[Whý &lt;b&gt;{target}&lt;/b&gt; át pösîtîöñ {position}?~~~~~~~~]</translation>
    </message>
    <message>
        <source>The model saw &lt;b&gt;{token}&lt;/b&gt; at the position; the explanation asks with [MASK] there.</source>
        <translation>[Thé mödél sáw &lt;b&gt;{token}&lt;/b&gt; át thé pösîtîöñ; thé éxpláñátîöñ ásks wîth [MÁSK] théré.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;The number:&lt;/b&gt; {meaning}.</source>
        <translation>[&lt;b&gt;Thé ñúmbér:&lt;/b&gt; {meaning}.~~~~~~]</translation>
    </message>
    <message>
        <source>Known failure mode: {failure}</source>
        <translation>[Kñöwñ fáîlúré mödé: {failure}~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Completeness:&lt;/b&gt; the scores sum to {sum}; f(input) − f(baseline) = {f_input} − ({f_baseline}) = {delta}; gap {gap}</source>
        <translation>[&lt;b&gt;Çömplétéñéss:&lt;/b&gt; thé sçörés súm tö {sum}; f(îñpút) − f(básélîñé) = {f_input} − ({f_baseline}) = {delta}; gáp {gap}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>at {n} steps</source>
        <translation>[át {n} stéps~~~~]</translation>
    </message>
    <message>
        <source>(baseline: every word [MASK], [CLS]/[SEP] kept)</source>
        <translation>[(básélîñé: évérý wörd [MÁSK], [ÇLS]/[SÉP] képt)~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>top-1: {token} ({percent})</source>
        <translation>[töp-1: {token} ({percent})~~~~]</translation>
    </message>
    <message>
        <source>true: {token}</source>
        <translation>[trúé: {token}~~~]</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>[émbéddîñgs~~~~]</translation>
    </message>
    <message>
        <source>block {n} (output)</source>
        <translation>[blöçk {n} (öútpút)~~~~~~]</translation>
    </message>
    <message>
        <source>block {n}</source>
        <translation>[blöçk {n}~~~]</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>[röúñd {n}~~~]</translation>
    </message>
    <message>
        <source>guessed '{guess}' ({percent}); the true token is '{token}'</source>
        <translation>[gúésséd '{guess}' ({percent}); thé trúé tökéñ îs '{token}'~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>not masked here</source>
        <translation>[ñöt máskéd héré~~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{right} of {total}&lt;/b&gt; right, %n forward pass(es)</source>
        <translation><numerusform>[&lt;b&gt;{right} öf {total}&lt;/b&gt; rîght, %n förwárd páss(és)~~~~~~~~ ~~~~]</numerusform><numerusform>[&lt;b&gt;{right} öf {total}&lt;/b&gt; rîght, %n förwárd páss(és)~~~~~~~~ ~~~~]</numerusform></translation>
    </message>
    <message>
        <source>Every token the model is asked about is hidden as [MASK] and filled in two ways. Green: the guess is the true token; red: it is not.</source>
        <translation>[Évérý tökéñ thé mödél îs áskéd áböút îs hîddéñ ás [MÁSK] áñd fîlléd îñ twö wáýs. Grééñ: thé gúéss îs thé trúé tökéñ; réd: ît îs ñöt.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>All at once (one pass)</source>
        <translation>[Áll át öñçé (öñé páss)~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>What BERT's fill-mask pipeline does: one forward pass, and each mask takes its own top-1 guess, without knowing what the other masks became.</source>
        <translation>[Whát BÉRT's fîll-másk pîpélîñé döés: öñé förwárd páss, áñd éáçh másk tákés îts öwñ töp-1 gúéss, wîthöút kñöwîñg whát thé öthér másks béçámé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>One by one (MaskGIT style)</source>
        <translation>[Öñé bý öñé (MáskGÎT stýlé)~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Each round fills only the mask the model is most confident about, then predicts the rest again with that word in place, so later guesses can agree with earlier ones.</source>
        <translation>[Éáçh röúñd fîlls öñlý thé másk thé mödél îs möst çöñfîdéñt áböút, théñ prédîçts thé rést ágáîñ wîth thát wörd îñ pláçé, sö látér gúéssés çáñ ágréé wîth éárlîér öñés.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>round</source>
        <translation>[röúñd~~]</translation>
    </message>
    <message>
        <source>position</source>
        <translation>[pösîtîöñ~~~~]</translation>
    </message>
    <message>
        <source>filled with</source>
        <translation>[fîlléd wîth~~~~~]</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>[pröbábîlîtý~~~~~]</translation>
    </message>
    <message>
        <source>true token</source>
        <translation>[trúé tökéñ~~~~]</translation>
    </message>
    <message>
        <source>The rounds of the one-by-one filling; select a round to see the sentence after it.</source>
        <translation>[Thé röúñds öf thé öñé-bý-öñé fîllîñg; séléçt á röúñd tö séé thé séñtéñçé áftér ît.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) hidden as [MASK] and filled in two ways ({cut} more left out: one-by-one filling runs one pass per mask).</source>
        <translation><numerusform>[%n tökéñ(s) hîddéñ ás [MÁSK] áñd fîlléd îñ twö wáýs ({cut} möré léft öút: öñé-bý-öñé fîllîñg rúñs öñé páss pér másk).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</numerusform><numerusform>[%n tökéñ(s) hîddéñ ás [MÁSK] áñd fîlléd îñ twö wáýs ({cut} möré léft öút: öñé-bý-öñé fîllîñg rúñs öñé páss pér másk).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) hidden as [MASK] and filled in two ways.</source>
        <translation><numerusform>[%n tökéñ(s) hîddéñ ás [MÁSK] áñd fîlléd îñ twö wáýs.~~~~~~~~ ~~~~~~~~ ~~~~]</numerusform><numerusform>[%n tökéñ(s) hîddéñ ás [MÁSK] áñd fîlléd îñ twö wáýs.~~~~~~~~ ~~~~~~~~ ~~~~]</numerusform></translation>
    </message>
    <message>
        <source>Green: the guess is the true token; red: it is not.</source>
        <translation>[Grééñ: thé gúéss îs thé trúé tökéñ; réd: ît îs ñöt.~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;{right} of {n}&lt;/b&gt; right, 1 forward pass</source>
        <translation>[&lt;b&gt;{right} öf {n}&lt;/b&gt; rîght, 1 förwárd páss~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>after round {n} of {total}</source>
        <translation>[áftér röúñd {n} öf {total}~~~~~~~]</translation>
    </message>
    <message>
        <source>The true token is not among the model's top guesses.</source>
        <translation>[Thé trúé tökéñ îs ñöt ámöñg thé mödél's töp gúéssés.~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the true token</source>
        <translation>[thé trúé tökéñ~~~~~~]</translation>
    </message>
    <message>
        <source>guess {n}</source>
        <translation>[gúéss {n}~~~]</translation>
    </message>
    <message>
        <source>true: {token} (rank {rank}, {percent})</source>
        <translation>[trúé: {token} (ráñk {rank}, {percent})~~~~~~~]</translation>
    </message>
    <message>
        <source>Statistics appear here: 1,000 resamples of the current setting.</source>
        <translation>[Státîstîçs áppéár héré: 1,000 résámplés öf thé çúrréñt séttîñg.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The same setting sampled 1,000 times with fresh random draws.</source>
        <translation>[Thé sámé séttîñg sámpléd 1,000 tîmés wîth frésh ráñdöm dráws.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Selected fraction</source>
        <translation>[Séléçtéd fráçtîöñ~~~~~~~]</translation>
    </message>
    <message>
        <source>Span lengths</source>
        <translation>[Spáñ léñgths~~~~~]</translation>
    </message>
    <message>
        <source>fraction selected in one resample</source>
        <translation>[fráçtîöñ séléçtéd îñ öñé résámplé~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>resamples</source>
        <translation>[résámplés~~~~]</translation>
    </message>
    <message>
        <source>share of selected tokens</source>
        <translation>[sháré öf séléçtéd tökéñs~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>share of spans</source>
        <translation>[sháré öf spáñs~~~~~~]</translation>
    </message>
    <message>
        <source>Resampling 1,000 times…</source>
        <translation>[Résámplîñg 1,000 tîmés…~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>No statistics for this strategy: nothing is drawn at random.</source>
        <translation>[Ñö státîstîçs för thîs strátégý: ñöthîñg îs dráwñ át ráñdöm.~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>within 3σ of p: the rule holds</source>
        <translation>[wîthîñ 3σ öf p: thé rúlé hölds~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>more than 3σ from p: the sentence is too short for this p (whole words or spans overshoot)</source>
        <translation>[möré tháñ 3σ fröm p: thé séñtéñçé îs töö shört för thîs p (whölé wörds ör spáñs övérshööt)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>T5 drops round(p·n) tokens, so the fraction is that rounding of p</source>
        <translation>[T5 dröps röúñd(p·ñ) tökéñs, sö thé fráçtîöñ îs thát röúñdîñg öf p~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;{resamples} resamples&lt;/b&gt; of {eligible} maskable tokens: mean fraction selected &lt;b&gt;{mean}&lt;/b&gt; (p = {p}, σ of the mean = {sigma}): {verdict}.</source>
        <translation>[&lt;b&gt;{resamples} résámplés&lt;/b&gt; öf {eligible} máskáblé tökéñs: méáñ fráçtîöñ séléçtéd &lt;b&gt;{mean}&lt;/b&gt; (p = {p}, σ öf thé méáñ = {sigma}): {verdict}.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>[MASK] / random / kept: &lt;b&gt;{observed} %&lt;/b&gt; (configured {configured} %).</source>
        <translation>[[MÁSK] / ráñdöm / képt: &lt;b&gt;{observed} %&lt;/b&gt; (çöñfîgúréd {configured} %).~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Mean span length {mean} {unit}.</source>
        <translation>[Méáñ spáñ léñgth {mean} {unit}.~~~~~~~~]</translation>
    </message>
    <message>
        <source>mean {value}</source>
        <translation>[méáñ {value}~~]</translation>
    </message>
    <message>
        <source>80/10/10 split: not used</source>
        <translation>[80/10/10 splît: ñöt úséd~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Span lengths ({unit})</source>
        <translation>[Spáñ léñgths ({unit})~~~~~~]</translation>
    </message>
    <message>
        <source>span length ({unit})</source>
        <translation>[spáñ léñgth ({unit})~~~~~~]</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>[éxpéçtéd~~~~]</translation>
    </message>
    <message>
        <source>80/10/10 split</source>
        <translation>[80/10/10 splît~~~~~~]</translation>
    </message>
    <message>
        <source>words</source>
        <translation>[wörds~~]</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>[tökéñs~~~]</translation>
    </message>
    <message>
        <source>T5 drops exactly round(density x tokens) tokens each time, so the fraction barely varies; the number of spans is round(dropped / 3).</source>
        <translation>[T5 dröps éxáçtlý röúñd(déñsîtý x tökéñs) tökéñs éáçh tîmé, sö thé fráçtîöñ bárélý várîés; thé ñúmbér öf spáñs îs röúñd(dröppéd / 3).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Spans are drawn from the geometric distribution, but a span cannot be longer than the free words left in the sentence ({n} words here), so short sentences see fewer long spans.</source>
        <translation>[Spáñs áré dráwñ fröm thé géömétrîç dîstrîbútîöñ, bút á spáñ çáññöt bé löñgér tháñ thé fréé wörds léft îñ thé séñtéñçé ({n} wörds héré), sö shört séñtéñçés séé féwér löñg spáñs.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>[öbsérvéd~~~~]</translation>
    </message>
    <message>
        <source>configured</source>
        <translation>[çöñfîgúréd~~~~]</translation>
    </message>
    <message>
        <source>random</source>
        <translation>[ráñdöm~~~]</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>[képt~~]</translation>
    </message>
    <message>
        <source>Span lengths: no spans</source>
        <translation>[Spáñ léñgths: ñö spáñs~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>replaced by [MASK]; the model must guess it</source>
        <translation>[répláçéd bý [MÁSK]; thé mödél múst gúéss ît~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>kept as it is, but the model is asked about it too</source>
        <translation>[képt ás ît îs, bút thé mödél îs áskéd áböút ît töö~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a special token: never masked</source>
        <translation>[á spéçîál tökéñ: ñévér máskéd~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>dropped: a sentinel stands for its span</source>
        <translation>[dröppéd: á séñtîñél stáñds för îts spáñ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>predicted from the tokens earlier in the order</source>
        <translation>[prédîçtéd fröm thé tökéñs éárlîér îñ thé ördér~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>was: ?</source>
        <translation>[wás: ?~~~]</translation>
    </message>
    <message>
        <source>was: {token}</source>
        <translation>[wás: {token}~~]</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>[dröppéd~~~]</translation>
    </message>
    <message>
        <source>token {i}: (hidden until the answer is revealed)</source>
        <translation>[tökéñ {i}: (hîddéñ úñtîl thé áñswér îs révéáléd)~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>token {i}: “{token}”</source>
        <translation>[tökéñ {i}: “{token}”~~~~]</translation>
    </message>
    <message>
        <source>(word {n})</source>
        <translation>[(wörd {n})~~~]</translation>
    </message>
    <message>
        <source>replaced by the random token “{token}”; the model must still guess the original</source>
        <translation>[répláçéd bý thé ráñdöm tökéñ “{token}”; thé mödél múst stîll gúéss thé örîgîñál~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Click to hide or show it.</source>
        <translation>[Çlîçk tö hîdé ör shöw ît.~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Click to follow it in the views below.</source>
        <translation>[Çlîçk tö föllöw ît îñ thé vîéws bélöw.~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Click tokens to hide them.</source>
        <translation>[Çlîçk tökéñs tö hîdé thém.~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>No token chosen: raise p or resample.</source>
        <translation>[Ñö tökéñ çhöséñ: ráîsé p ör résámplé.~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) to predict</source>
        <translation><numerusform>[%n tökéñ(s) tö prédîçt~~~~~~~~]</numerusform><numerusform>[%n tökéñ(s) tö prédîçt~~~~~~~~]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) to predict…</source>
        <translation><numerusform>[%n tökéñ(s) tö prédîçt…~~~~~~~~ ~]</numerusform><numerusform>[%n tökéñ(s) tö prédîçt…~~~~~~~~ ~]</numerusform></translation>
    </message>
    <message>
        <source>masked-LM loss &lt;b&gt;{loss}&lt;/b&gt; nats · accuracy &lt;b&gt;{hits}/{n}&lt;/b&gt; ({percent})</source>
        <translation>[máskéd-LM löss &lt;b&gt;{loss}&lt;/b&gt; ñáts · áççúráçý &lt;b&gt;{hits}/{n}&lt;/b&gt; ({percent})~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>Text: loss {loss} nats, accuracy {percent} over %n token(s)</source>
        <translation><numerusform>[Téxt: löss {loss} ñáts, áççúráçý {percent} övér %n tökéñ(s)~~~~~~~~ ~~~~~~~~ ~]</numerusform><numerusform>[Téxt: löss {loss} ñáts, áççúráçý {percent} övér %n tökéñ(s)~~~~~~~~ ~~~~~~~~ ~]</numerusform></translation>
    </message>
    <message>
        <source>Tab to the tokens, arrows move, Enter or Space hides or shows one</source>
        <translation>[Táb tö thé tökéñs, árröws mövé, Éñtér ör Spáçé hîdés ör shöws öñé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Tab to the tokens, arrows move, Enter or Space follows one in the views below</source>
        <translation>[Táb tö thé tökéñs, árröws mövé, Éñtér ör Spáçé föllöws öñé îñ thé vîéws bélöw~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation><numerusform>[%n tökéñ(s)~~~~]</numerusform><numerusform>[%n tökéñ(s)~~~~]</numerusform></translation>
    </message>
    <message>
        <source>model's first guess {word}, {percent}</source>
        <translation>[mödél's fîrst gúéss {word}, {percent}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>right</source>
        <translation>[rîght~~]</translation>
    </message>
    <message>
        <source>the true token is its guess number {n}</source>
        <translation>[thé trúé tökéñ îs îts gúéss ñúmbér {n}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>The model that makes the predictions (choose another in the toolbar).</source>
        <translation>[Thé mödél thát mákés thé prédîçtîöñs (çhöösé áñöthér îñ thé töölbár).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Cross-entropy of the true tokens at the predicted positions (lower is better; ln(vocabulary size) is a blind guess) and top-1 accuracy there.</source>
        <translation>[Çröss-éñtröpý öf thé trúé tökéñs át thé prédîçtéd pösîtîöñs (löwér îs béttér; lñ(vöçábúlárý sîzé) îs á blîñd gúéss) áñd töp-1 áççúráçý théré.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>[Tökéñs~~~]</translation>
    </message>
    <message>
        <source>The WordPiece tokens. Click one to follow it in the views below (in “By hand” mode, a click hides or shows it).</source>
        <translation>[Thé WördPîéçé tökéñs. Çlîçk öñé tö föllöw ît îñ thé vîéws bélöw (îñ “Bý háñd” mödé, á çlîçk hîdés ör shöws ît).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>T5 sees and writes</source>
        <translation>[T5 séés áñd wrîtés~~~~~~~~]</translation>
    </message>
    <message>
        <source>The encoder's input: each dropped span is one sentinel.</source>
        <translation>[Thé éñçödér's îñpút: éáçh dröppéd spáñ îs öñé séñtîñél.~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>The decoder's target: each sentinel, then the tokens it replaced; a last sentinel ends it.</source>
        <translation>[Thé déçödér's tárgét: éáçh séñtîñél, théñ thé tökéñs ît répláçéd; á lást séñtîñél éñds ît.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>[Îñpút~~]</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>[Tárgét~~~]</translation>
    </message>
    <message>
        <source>Model: &lt;b&gt;{name}&lt;/b&gt; ({layers} layers × {width}, {length} tokens)</source>
        <translation>[Mödél: &lt;b&gt;{name}&lt;/b&gt; ({layers} láýérs × {width}, {length} tökéñs)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{layers} layers, {heads} heads, width {width}, vocabulary {vocab}; reads up to {length} tokens</source>
        <translation>[{layers} láýérs, {heads} héáds, wîdth {width}, vöçábúlárý {vocab}; réáds úp tö {length} tökéñs~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Loading model…&lt;/b&gt; the masking works already; predictions follow.</source>
        <translation>[&lt;b&gt;Löádîñg mödél…&lt;/b&gt; thé máskîñg wörks álréádý; prédîçtîöñs föllöw.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model&lt;/b&gt; ({error}): masking only, no predictions.</source>
        <translation>[&lt;b&gt;Ñö mödél&lt;/b&gt; ({error}): máskîñg öñlý, ñö prédîçtîöñs.~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model loaded yet&lt;/b&gt;: masking only, no predictions.</source>
        <translation>[&lt;b&gt;Ñö mödél löádéd ýét&lt;/b&gt;: máskîñg öñlý, ñö prédîçtîöñs.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Choose a model in the toolbar; until then the bundled tokenizer splits the text.</source>
        <translation>[Çhöösé á mödél îñ thé töölbár; úñtîl théñ thé búñdléd tökéñîzér splîts thé téxt.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>[{n} tökéñs~~~]</translation>
    </message>
    <message>
        <source>more than {n} tokens ({chars} characters are read)</source>
        <translation>[möré tháñ {n} tökéñs ({chars} çháráçtérs áré réád)~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The text is {length} long; the model reads at most {n}, so it was cut off after token {last} (the rest is not shown).</source>
        <translation>[Thé téxt îs {length} löñg; thé mödél réáds át möst {n}, sö ît wás çút öff áftér tökéñ {last} (thé rést îs ñöt shöwñ).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>predicting…</source>
        <translation>[prédîçtîñg…~~~~~]</translation>
    </message>
    <message>
        <source>model's guess pending</source>
        <translation>[mödél's gúéss péñdîñg~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>T5 sees and writes: the input is {saved} tokens shorter, the target {n} tokens long</source>
        <translation>[T5 séés áñd wrîtés: thé îñpút îs {saved} tökéñs shörtér, thé tárgét {n} tökéñs löñg~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Where the selected token looks, for a chosen layer and head.</source>
        <translation>[Whéré thé séléçtéd tökéñ lööks, för á çhöséñ láýér áñd héád.~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Fill every hidden token at once, or one by one (most confident first).</source>
        <translation>[Fîll évérý hîddéñ tökéñ át öñçé, ör öñé bý öñé (möst çöñfîdéñt fîrst).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The current setting resampled 1,000 times: does the rule hold?</source>
        <translation>[Thé çúrréñt séttîñg résámpléd 1,000 tîmés: döés thé rúlé höld?~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>XLNet's factorization order and attention mask for this sentence.</source>
        <translation>[XLÑét's fáçtörîzátîöñ ördér áñd áttéñtîöñ másk för thîs séñtéñçé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>[Áttéñtîöñ~~~~]</translation>
    </message>
    <message>
        <source>Fill several masks</source>
        <translation>[Fîll sévérál másks~~~~~~~~]</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>[Státîstîçs~~~~]</translation>
    </message>
    <message>
        <source>Permutation (XLNet)</source>
        <translation>[Pérmútátîöñ (XLÑét)~~~~~~~~]</translation>
    </message>
    <message>
        <source>Type a sentence to see its attention.</source>
        <translation>[Týpé á séñtéñçé tö séé îts áttéñtîöñ.~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Type a sentence to see the statistics of its masking.</source>
        <translation>[Týpé á séñtéñçé tö séé thé státîstîçs öf îts máskîñg.~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Type a sentence to fill its masks.</source>
        <translation>[Týpé á séñtéñçé tö fîll îts másks.~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Loading the model… attention appears when it is loaded.</source>
        <translation>[Löádîñg thé mödél… áttéñtîöñ áppéárs whéñ ît îs löádéd.~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>No model loaded: choose one in the toolbar to see attention.</source>
        <translation>[Ñö mödél löádéd: çhöösé öñé îñ thé töölbár tö séé áttéñtîöñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Loading the model… the masks are filled when it is loaded.</source>
        <translation>[Löádîñg thé mödél… thé másks áré fîlléd whéñ ît îs löádéd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>No model loaded: choose one in the toolbar to see the masks filled.</source>
        <translation>[Ñö mödél löádéd: çhöösé öñé îñ thé töölbár tö séé thé másks fîlléd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Filling masks needs [MASK] tokens: choose random, whole word, span or by hand.</source>
        <translation>[Fîllîñg másks ñééds [MÁSK] tökéñs: çhöösé ráñdöm, whölé wörd, spáñ ör bý háñd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>No hidden token to fill.</source>
        <translation>[Ñö hîddéñ tökéñ tö fîll.~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>By hand, nothing is drawn at random: no statistics to show.</source>
        <translation>[Bý háñd, ñöthîñg îs dráwñ át ráñdöm: ñö státîstîçs tö shöw.~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>A permutation order is a uniform shuffle; its statistics are not shown here.</source>
        <translation>[Á pérmútátîöñ ördér îs á úñîförm shúfflé; îts státîstîçs áré ñöt shöwñ héré.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>This model was trained on the generated language: the examples are now sentences of that language (English falls apart into pieces for it).</source>
        <translation>[Thîs mödél wás tráîñéd öñ thé géñérátéd láñgúágé: thé éxámplés áré ñöw séñtéñçés öf thát láñgúágé (Éñglîsh fálls ápárt îñtö pîéçés för ît).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Filling the masks both ways…</source>
        <translation>[Fîllîñg thé másks böth wáýs…~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The masking core could not start: {error}</source>
        <translation>[Thé máskîñg çöré çöúld ñöt stárt: {error}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Text tab: {task} failed: {error}</source>
        <translation>[Téxt táb: {task} fáîléd: {error}~~~~~~~~]</translation>
    </message>
    <message>
        <source>The model could not answer ({error}). The masking above is still correct.</source>
        <translation>[Thé mödél çöúld ñöt áñswér ({error}). Thé máskîñg ábövé îs stîll çörréçt.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>nano: 2-minute runs</source>
        <translation>[ñáñö: 2-mîñúté rúñs~~~~~~~~]</translation>
    </message>
    <message>
        <source>tiny: bundled size, slow</source>
        <translation>[tîñý: búñdléd sîzé, slöw~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Generated language (built in)</source>
        <translation>[Géñérátéd láñgúágé (búîlt îñ)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>A text file or folder…</source>
        <translation>[Á téxt fîlé ör földér…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Generated images (built in)</source>
        <translation>[Géñérátéd îmágés (búîlt îñ)~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Sample photos (scikit-image)</source>
        <translation>[Sámplé phötös (sçîkît-îmágé)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>A folder of images…</source>
        <translation>[Á földér öf îmágés…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Masked LM (BERT)</source>
        <translation>[Máskéd LM (BÉRT)~~~~~~~]</translation>
    </message>
    <message>
        <source>Masked diffusion (MDLM, LLaDA)</source>
        <translation>[Máskéd dîffúsîöñ (MDLM, LLáDÁ)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Causal LM (left to right)</source>
        <translation>[Çáúsál LM (léft tö rîght)~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>[Ñéw rúñ~~~]</translation>
    </message>
    <message>
        <source>Text: masked language model</source>
        <translation>[Téxt: máskéd láñgúágé mödél~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Images: masked autoencoder</source>
        <translation>[Îmágés: máskéd áútöéñçödér~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>What to pretrain: a BERT-style text encoder or an MAE for images</source>
        <translation>[Whát tö prétráîñ: á BÉRT-stýlé téxt éñçödér ör áñ MÁÉ för îmágés~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>[Tásk~~]</translation>
    </message>
    <message>
        <source>Generated data learns fastest; your own files show what a model makes of them</source>
        <translation>[Géñérátéd dátá léárñs fástést; ýöúr öwñ fîlés shöw whát á mödél mákés öf thém~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>[Dátá~~]</translation>
    </message>
    <message>
        <source>a .txt file or a folder</source>
        <translation>[á .txt fîlé ör á földér~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>[Bröwsé…~~~]</translation>
    </message>
    <message>
        <source>File/folder</source>
        <translation>[Fîlé/földér~~~~~]</translation>
    </message>
    <message>
        <source>Model size: nano learns the generated data in a couple of CPU minutes</source>
        <translation>[Mödél sîzé: ñáñö léárñs thé géñérátéd dátá îñ á çöúplé öf ÇPÚ mîñútés~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>[Mödél~~]</translation>
    </message>
    <message>
        <source>How the training examples are masked</source>
        <translation>[Höw thé tráîñîñg éxámplés áré máskéd~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>[Máskîñg~~~]</translation>
    </message>
    <message>
        <source>Text: what the model learns. Masked LM: the chosen share of tokens, the 80/10/10 rule (BERT). Masked diffusion: each row masked at its own rate t from 0 to 1, the loss weighted by 1/t (MDLM, LLaDA): a model that can write by unmasking; the mask probability is not used. Causal LM: the next token from the left only.</source>
        <translation>[Téxt: whát thé mödél léárñs. Máskéd LM: thé çhöséñ sháré öf tökéñs, thé 80/10/10 rúlé (BÉRT). Máskéd dîffúsîöñ: éáçh röw máskéd át îts öwñ ráté t fröm 0 tö 1, thé löss wéîghtéd bý 1/t (MDLM, LLáDÁ): á mödél thát çáñ wrîté bý úñmáskîñg; thé másk pröbábîlîtý îs ñöt úséd. Çáúsál LM: thé ñéxt tökéñ fröm thé léft öñlý.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>[Öbjéçtîvé~~~~]</translation>
    </message>
    <message>
        <source>Mask probability (text) or mask ratio (images). Accuracy is always measured at 15 % masking, so runs at different rates compare.</source>
        <translation>[Másk pröbábîlîtý (téxt) ör másk rátîö (îmágés). Áççúráçý îs álwáýs méásúréd át 15 % máskîñg, sö rúñs át dîfféréñt rátés çömpáré.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>[Másk pröbábîlîtý~~~~~~~]</translation>
    </message>
    <message>
        <source>Optimizer steps; a nano model on generated data learns in 300-600</source>
        <translation>[Öptîmîzér stéps; á ñáñö mödél öñ géñérátéd dátá léárñs îñ 300-600~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>[Stéps~~]</translation>
    </message>
    <message>
        <source>Peak learning rate (AdamW: a linear warmup, then cosine decay)</source>
        <translation>[Péák léárñîñg ráté (ÁdámW: á lîñéár wármúp, théñ çösîñé déçáý)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>[Léárñîñg ráté~~~~~~]</translation>
    </message>
    <message>
        <source>optional, e.g. mask-40</source>
        <translation>[öptîöñál, é.g. másk-40~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>A name for the run folder (the date and time come first)</source>
        <translation>[Á ñámé för thé rúñ földér (thé dáté áñd tîmé çömé fîrst)~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>[Ñámé~~]</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>[Másk rátîö~~~~]</translation>
    </message>
    <message>
        <source>A text file (or cancel to pick a folder)</source>
        <translation>[Á téxt fîlé (ör çáñçél tö pîçk á földér)~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Text (*.txt);;All files (*)</source>
        <translation>[Téxt (*.txt);;Áll fîlés (*)~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>A folder of .txt files</source>
        <translation>[Á földér öf .txt fîlés~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>A folder of images</source>
        <translation>[Á földér öf îmágés~~~~~~~~]</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>[Fîñîshéd~~~~]</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>[Stöppéd~~~]</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>[Fáîléd~~~]</translation>
    </message>
    <message>
        <source>Diverged</source>
        <translation>[Dîvérgéd~~~~]</translation>
    </message>
    <message>
        <source>Resume refused</source>
        <translation>[Résúmé réfúséd~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot start: {error}</source>
        <translation>[Çáññöt stárt: {error}~~~~~~]</translation>
    </message>
    <message>
        <source>Run {name} has no checkpoint to resume from.</source>
        <translation>[Rúñ {name} hás ñö çhéçkpöîñt tö résúmé fröm.~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot start the run: {error}</source>
        <translation>[Çáññöt stárt thé rúñ: {error}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>step %v / %m</source>
        <translation>[stép %v / %m~~~~~]</translation>
    </message>
    <message>
        <source>Starting the training process…</source>
        <translation>[Stártîñg thé tráîñîñg pröçéss…~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Training started</source>
        <translation>[Tráîñîñg stártéd~~~~~~~]</translation>
    </message>
    <message>
        <source>Training resumed</source>
        <translation>[Tráîñîñg résúméd~~~~~~~]</translation>
    </message>
    <message>
        <source>Stopping after this step…</source>
        <translation>[Stöppîñg áftér thîs stép…~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the run cannot be resumed</source>
        <translation>[thé rúñ çáññöt bé résúméd~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>; the run is as it was</source>
        <translation>[; thé rúñ îs ás ît wás~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Training: resume refused: {reason}</source>
        <translation>[Tráîñîñg: résúmé réfúséd: {reason}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Resume refused: {reason}</source>
        <translation>[Résúmé réfúséd: {reason}~~~~~~~]</translation>
    </message>
    <message>
        <source>Training: {message}</source>
        <translation>[Tráîñîñg: {message}~~~~]</translation>
    </message>
    <message>
        <source>The run failed: {message}</source>
        <translation>[Thé rúñ fáîléd: {message}~~~~~~~]</translation>
    </message>
    <message>
        <source>The run diverged: {message}</source>
        <translation>[Thé rúñ dîvérgéd: {message}~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step {done} of {total} · elapsed {elapsed} · about {left} left</source>
        <translation>[Stép {done} öf {total} · élápséd {elapsed} · áböút {left} léft~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Resume refused; the run is as it was (see the message above)</source>
        <translation>[Résúmé réfúséd; thé rúñ îs ás ît wás (séé thé mésságé ábövé)~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>not resumed</source>
        <translation>[ñöt résúméd~~~~~]</translation>
    </message>
    <message>
        <source>{ended} at step {step} of {total} after {elapsed}</source>
        <translation>[{ended} át stép {step} öf {total} áftér {elapsed}~~~~~~~~]</translation>
    </message>
    <message>
        <source>Runs (tick to overlay)</source>
        <translation>[Rúñs (tîçk tö övérláý)~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Tick runs to overlay their curves; select one to resume it or use its model</source>
        <translation>[Tîçk rúñs tö övérláý théîr çúrvés; séléçt öñé tö résúmé ît ör úsé îts mödél~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>[Úsé thîs mödél~~~~~~]</translation>
    </message>
    <message>
        <source>Load the selected run's newest checkpoint into the Text or Image tab</source>
        <translation>[Löád thé séléçtéd rúñ's ñéwést çhéçkpöîñt îñtö thé Téxt ör Îmágé táb~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>[Réfrésh~~~]</translation>
    </message>
    <message>
        <source>Probe checkpoints</source>
        <translation>[Pröbé çhéçkpöîñts~~~~~~~]</translation>
    </message>
    <message>
        <source>Probe each checkpoint the selected run kept (a linear classifier on its frozen features) and plot accuracy against step</source>
        <translation>[Pröbé éáçh çhéçkpöîñt thé séléçtéd rúñ képt (á lîñéár çlássîfîér öñ îts frözéñ féátúrés) áñd plöt áççúráçý ágáîñst stép~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Select a run in the list first.</source>
        <translation>[Séléçt á rúñ îñ thé lîst fîrst.~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Run {name} has no checkpoint yet.</source>
        <translation>[Rúñ {name} hás ñö çhéçkpöîñt ýét.~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Cannot read the metrics of {name}: {error}</source>
        <translation>[Çáññöt réád thé métrîçs öf {name}: {error}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>each: masked · reconstruction + visible · original</source>
        <translation>[éáçh: máskéd · réçöñstrúçtîöñ + vîsîblé · örîgîñál~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Snapshots: the model on fixed examples</source>
        <translation>[Sñápshöts: thé mödél öñ fîxéd éxámplés~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Start a run: its predictions appear here as it learns.</source>
        <translation>[Stárt á rúñ: îts prédîçtîöñs áppéár héré ás ît léárñs.~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Waiting for the first snapshot…</source>
        <translation>[Wáîtîñg för thé fîrst sñápshöt…~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Step {step}</source>
        <translation>[Stép {step}~~]</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>[tráîñîñg stéps~~~~~~]</translation>
    </message>
    <message>
        <source>tokens seen</source>
        <translation>[tökéñs sééñ~~~~~]</translation>
    </message>
    <message>
        <source>supervised (loss-bearing) tokens</source>
        <translation>[súpérvîséd (löss-béárîñg) tökéñs~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>wall time, s</source>
        <translation>[wáll tîmé, s~~~~~]</translation>
    </message>
    <message>
        <source>held-out loss of its own objective</source>
        <translation>[héld-öút löss öf îts öwñ öbjéçtîvé~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>held-out accuracy of its own objective</source>
        <translation>[héld-öút áççúráçý öf îts öwñ öbjéçtîvé~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>training loss</source>
        <translation>[tráîñîñg löss~~~~~~]</translation>
    </message>
    <message>
        <source>masked tokens, 15 % masked</source>
        <translation>[máskéd tökéñs, 15 % máskéd~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>next token</source>
        <translation>[ñéxt tökéñ~~~~]</translation>
    </message>
    <message>
        <source>No comparison in this folder. An objective study (mlm vs clm) writes compare.json when it finishes; `mlm-lab study compare STUDY_DIR` writes it for one that has its run folders.</source>
        <translation>[Ñö çömpárîsöñ îñ thîs földér. Áñ öbjéçtîvé stúdý (mlm vs çlm) wrîtés çömpáré.jsöñ whéñ ît fîñîshés; `mlm-láb stúdý çömpáré STÚDÝ_DÎR` wrîtés ît för öñé thát hás îts rúñ földérs.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>This objective study finished before comparisons were kept; its run folders are here, so the comparison can be measured now: curves from the runs' records, probes and cloze on each run's final checkpoint (under a minute for a nano study), in a separate process.</source>
        <translation>[Thîs öbjéçtîvé stúdý fîñîshéd béföré çömpárîsöñs wéré képt; îts rúñ földérs áré héré, sö thé çömpárîsöñ çáñ bé méásúréd ñöw: çúrvés fröm thé rúñs' réçörds, pröbés áñd çlözé öñ éáçh rúñ's fîñál çhéçkpöîñt (úñdér á mîñúté för á ñáñö stúdý), îñ á sépáráté pröçéss.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Measure the comparison</source>
        <translation>[Méásúré thé çömpárîsöñ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Runs `mlm-lab study compare` on this study's run folders and shows what it writes (compare.json, compare.png)</source>
        <translation>[Rúñs `mlm-láb stúdý çömpáré` öñ thîs stúdý's rúñ földérs áñd shöws whát ît wrîtés (çömpáré.jsöñ, çömpáré.pñg)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The x-axis of the curves: per step, a causal LM is supervised at every position, a masked LM at the masked ones only</source>
        <translation>[Thé x-áxîs öf thé çúrvés: pér stép, á çáúsál LM îs súpérvîséd át évérý pösîtîöñ, á máskéd LM át thé máskéd öñés öñlý~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>x-axis</source>
        <translation>[x-áxîs~~~]</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>[çúrvé~~]</translation>
    </message>
    <message>
        <source>Both objectives during training</source>
        <translation>[Böth öbjéçtîvés dúrîñg tráîñîñg~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Probe per layer (word category)</source>
        <translation>[Pröbé pér láýér (wörd çátégörý)~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>layer (0 = embeddings)</source>
        <translation>[láýér (0 = émbéddîñgs)~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>probe accuracy</source>
        <translation>[pröbé áççúráçý~~~~~~]</translation>
    </message>
    <message>
        <source>Cloze by side of the clue</source>
        <translation>[Çlözé bý sîdé öf thé çlúé~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cloze accuracy</source>
        <translation>[çlözé áççúráçý~~~~~~]</translation>
    </message>
    <message>
        <source>clue left</source>
        <translation>[çlúé léft~~~~]</translation>
    </message>
    <message>
        <source>clue right</source>
        <translation>[çlúé rîght~~~~]</translation>
    </message>
    <message>
        <source>Measuring the comparison of {name} in a separate process ...</source>
        <translation>[Méásúrîñg thé çömpárîsöñ öf {name} îñ á sépáráté pröçéss ...~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Measuring the comparison of {name} in a separate process: {line}</source>
        <translation>[Méásúrîñg thé çömpárîsöñ öf {name} îñ á sépáráté pröçéss: {line}~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>exit status {code}</source>
        <translation>[éxît státús {code}~~~~~]</translation>
    </message>
    <message>
        <source>The comparison could not be measured: {reason}</source>
        <translation>[Thé çömpárîsöñ çöúld ñöt bé méásúréd: {reason}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>random init (dotted)</source>
        <translation>[ráñdöm îñît (döttéd)~~~~~~~~]</translation>
    </message>
    <message>
        <source>emb</source>
        <comment>the embeddings' tick on a layer axis</comment>
        <translation>[émb~~]</translation>
    </message>
    <message>
        <source>most frequent {share}</source>
        <translation>[möst fréqúéñt {share}~~~~~~]</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>[çháñçé~~~]</translation>
    </message>
    <message>
        <source>{name}: {seen} tokens seen and {supervised} supervised per step</source>
        <translation>[{name}: {seen} tökéñs sééñ áñd {supervised} súpérvîséd pér stép~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Lines: mean over seeds; bands and bars: min-max. Probes and cloze at the final checkpoints.</source>
        <translation>[Lîñés: méáñ övér sééds; báñds áñd bárs: mîñ-máx. Pröbés áñd çlözé át thé fîñál çhéçkpöîñts.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Mask rate (text)</source>
        <translation>[Másk ráté (téxt)~~~~~~~]</translation>
    </message>
    <message>
        <source>Mask ratio (images)</source>
        <translation>[Másk rátîö (îmágés)~~~~~~~~]</translation>
    </message>
    <message>
        <source>Masking strategy</source>
        <translation>[Máskîñg strátégý~~~~~~~]</translation>
    </message>
    <message>
        <source>Objective: masked vs causal LM</source>
        <translation>[Öbjéçtîvé: máskéd vs çáúsál LM~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>[thîs máçhîñé~~~~~]</translation>
    </message>
    <message>
        <source>a Ray cluster at</source>
        <translation>[á Ráý çlústér át~~~~~~~]</translation>
    </message>
    <message>
        <source>New study: one knob (or two), the rest fixed</source>
        <translation>[Ñéw stúdý: öñé kñöb (ör twö), thé rést fîxéd~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>What differs between the runs; everything else is the same in all of them</source>
        <translation>[Whát dîfférs bétwééñ thé rúñs; évérýthîñg élsé îs thé sámé îñ áll öf thém~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Knob</source>
        <translation>[Kñöb~~]</translation>
    </message>
    <message>
        <source>Text (masked LM) or images (MAE); a knob may be for one of them only</source>
        <translation>[Téxt (máskéd LM) ör îmágés (MÁÉ); á kñöb máý bé för öñé öf thém öñlý~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The knob's values, separated by commas: one run per value and seed</source>
        <translation>[Thé kñöb's válúés, sépárátéd bý çömmás: öñé rúñ pér válúé áñd sééd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>[Válúés~~~]</translation>
    </message>
    <message>
        <source>A second knob makes a grid: every combination of both knobs' values, a heatmap per metric</source>
        <translation>[Á séçöñd kñöb mákés á grîd: évérý çömbîñátîöñ öf böth kñöbs' válúés, á héátmáp pér métrîç~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Second knob</source>
        <translation>[Séçöñd kñöb~~~~~]</translation>
    </message>
    <message>
        <source>The second knob's values, separated by commas</source>
        <translation>[Thé séçöñd kñöb's válúés, sépárátéd bý çömmás~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Its values</source>
        <translation>[Îts válúés~~~~]</translation>
    </message>
    <message>
        <source>Runs per value with seeds 0, 1, ...: the plot shows their mean and spread</source>
        <translation>[Rúñs pér válúé wîth sééds 0, 1, ...: thé plöt shöws théîr méáñ áñd spréád~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>[Sééds~~]</translation>
    </message>
    <message>
        <source>Optimizer steps per run (the CLI's default: 600)</source>
        <translation>[Öptîmîzér stéps pér rúñ (thé ÇLÎ's défáúlt: 600)~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Steps per run</source>
        <translation>[Stéps pér rúñ~~~~~~]</translation>
    </message>
    <message>
        <source>Where the runs run: here, or each run a Ray task on a cluster (the study folder on a filesystem every node sees)</source>
        <translation>[Whéré thé rúñs rúñ: héré, ör éáçh rúñ á Ráý tásk öñ á çlústér (thé stúdý földér öñ á fîlésýstém évérý ñödé séés)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Run on</source>
        <translation>[Rúñ öñ~~~]</translation>
    </message>
    <message>
        <source>HOST:PORT (empty: a local Ray)</source>
        <translation>[HÖST:PÖRT (émptý: á löçál Ráý)~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The Ray head's address, as `ray start --head` prints it (mlm-lab study --address)</source>
        <translation>[Thé Ráý héád's áddréss, ás `ráý stárt --héád` prîñts ît (mlm-láb stúdý --áddréss)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Ray address</source>
        <translation>[Ráý áddréss~~~~~]</translation>
    </message>
    <message>
        <source>none (one knob)</source>
        <translation>[ñöñé (öñé kñöb)~~~~~~]</translation>
    </message>
    <message>
        <source>Start study</source>
        <translation>[Stárt stúdý~~~~~]</translation>
    </message>
    <message>
        <source>Run every value and seed one after another (continues a stopped study)</source>
        <translation>[Rúñ évérý válúé áñd sééd öñé áftér áñöthér (çöñtîñúés á stöppéd stúdý)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>[Stöp~~]</translation>
    </message>
    <message>
        <source>Checkpoint the run in progress and stop; Start with the same settings goes on</source>
        <translation>[Çhéçkpöîñt thé rúñ îñ prögréss áñd stöp; Stárt wîth thé sámé séttîñgs göés öñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Continue the study in view (as mlm-lab study resume): finished runs kept, a stopped one from its checkpoint</source>
        <translation>[Çöñtîñúé thé stúdý îñ vîéw (ás mlm-láb stúdý résúmé): fîñîshéd rúñs képt, á stöppéd öñé fröm îts çhéçkpöîñt~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>no study running</source>
        <translation>[ñö stúdý rúññîñg~~~~~~~]</translation>
    </message>
    <message>
        <source>Open study folder…</source>
        <translation>[Öpéñ stúdý földér…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Show a study folder's results (e.g. docs/studies/mask-rate-text); nothing is run</source>
        <translation>[Shöw á stúdý földér's résúlts (é.g. döçs/stúdîés/másk-ráté-téxt); ñöthîñg îs rúñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{values} x {values2} values x {seeds} seed(s)</source>
        <translation>[{values} x {values2} válúés x {seeds} sééd(s)~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{values} value(s) x {seeds} seed(s)</source>
        <translation>[{values} válúé(s) x {seeds} sééd(s)~~~~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n run(s) are done in {folder}: Start continues it, about {time} for the {left} left (rough).</source>
        <translation><numerusform>[{done} öf %n rúñ(s) áré döñé îñ {folder}: Stárt çöñtîñúés ît, áböút {time} för thé {left} léft (röúgh).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</numerusform><numerusform>[{done} öf %n rúñ(s) áré döñé îñ {folder}: Stárt çöñtîñúés ît, áböút {time} för thé {left} léft (röúgh).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) ({shape}): about {time} in all (rough).</source>
        <translation><numerusform>[%n rúñ(s) ({shape}): áböút {time} îñ áll (röúgh).~~~~~~~~ ~~~~~~]</numerusform><numerusform>[%n rúñ(s) ({shape}): áböút {time} îñ áll (röúgh).~~~~~~~~ ~~~~~~]</numerusform></translation>
    </message>
    <message>
        <source>Study folder: {folder}</source>
        <translation>[Stúdý földér: {folder}~~~~~~]</translation>
    </message>
    <message>
        <source>Open a study folder (with study.json)</source>
        <translation>[Öpéñ á stúdý földér (wîth stúdý.jsöñ)~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>A study is running: stop it before opening another.</source>
        <translation>[Á stúdý îs rúññîñg: stöp ît béföré öpéñîñg áñöthér.~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Cannot open the study: {error}</source>
        <translation>[Çáññöt öpéñ thé stúdý: {error}~~~~~~~~ ~~]</translation>
    </message>
    <message numerus="yes">
        <source>Study {name}: {done} of %n run(s) done</source>
        <translation><numerusform>[Stúdý {name}: {done} öf %n rúñ(s) döñé~~~~~~~~ ~~]</numerusform><numerusform>[Stúdý {name}: {done} öf %n rúñ(s) döñé~~~~~~~~ ~~]</numerusform></translation>
    </message>
    <message>
        <source>Cannot start the study: {error}</source>
        <translation>[Çáññöt stárt thé stúdý: {error}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>[%v öf %m rúñs~~~~~~]</translation>
    </message>
    <message>
        <source>Starting the study process…</source>
        <translation>[Stártîñg thé stúdý pröçéss…~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Study started in {folder}</source>
        <translation>[Stúdý stártéd îñ {folder}~~~~~~~]</translation>
    </message>
    <message>
        <source>no study with runs to resume is open</source>
        <translation>[ñö stúdý wîth rúñs tö résúmé îs öpéñ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot resume the study: {error}</source>
        <translation>[Çáññöt résúmé thé stúdý: {error}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>A run of the study failed: {message}</source>
        <translation>[Á rúñ öf thé stúdý fáîléd: {message}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Study finished: {message}</source>
        <translation>[Stúdý fîñîshéd: {message}~~~~~~~]</translation>
    </message>
    <message>
        <source>Study stopped: {message}</source>
        <translation>[Stúdý stöppéd: {message}~~~~~~]</translation>
    </message>
    <message>
        <source>Study failed: {message}</source>
        <translation>[Stúdý fáîléd: {message}~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot run the study: {message}</source>
        <translation>[Çáññöt rúñ thé stúdý: {message}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Study: {message}</source>
        <translation>[Stúdý: {message}~~~]</translation>
    </message>
    <message>
        <source>Run {n} of {total} ({value} seed {seed}): step {step} of {steps} · elapsed {elapsed}</source>
        <translation>[Rúñ {n} öf {total} ({value} sééd {seed}): stép {step} öf {steps} · élápséd {elapsed}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Stopped (Start with the same settings continues it)</source>
        <translation>[Stöppéd (Stárt wîth thé sámé séttîñgs çöñtîñúés ît)~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message numerus="yes">
        <source>{ended}: {done} of %n run(s) done after {elapsed}</source>
        <translation><numerusform>[{ended}: {done} öf %n rúñ(s) döñé áftér {elapsed}~~~~~~~~ ~~]</numerusform><numerusform>[{ended}: {done} öf %n rúñ(s) döñé áftér {elapsed}~~~~~~~~ ~~]</numerusform></translation>
    </message>
    <message>
        <source>Curves are not shipped with this study (only study.json and results.csv). Run it with the same settings to see them.</source>
        <translation>[Çúrvés áré ñöt shîppéd wîth thîs stúdý (öñlý stúdý.jsöñ áñd résúlts.çsv). Rúñ ît wîth thé sámé séttîñgs tö séé thém.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>No study open: start one with the form, or open a study folder (e.g. docs/studies/mask-rate-text).</source>
        <translation>[Ñö stúdý öpéñ: stárt öñé wîth thé förm, ör öpéñ á stúdý földér (é.g. döçs/stúdîés/másk-ráté-téxt).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Which final metric to plot against the knob</source>
        <translation>[Whîçh fîñál métrîç tö plöt ágáîñst thé kñöb~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>[Métrîç~~~]</translation>
    </message>
    <message>
        <source>Runs during training</source>
        <translation>[Rúñs dúrîñg tráîñîñg~~~~~~~~]</translation>
    </message>
    <message>
        <source>held-out metric</source>
        <translation>[héld-öút métrîç~~~~~~]</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>[Résúlts~~~]</translation>
    </message>
    <message>
        <source>Masked vs causal</source>
        <translation>[Máskéd vs çáúsál~~~~~~~]</translation>
    </message>
    <message>
        <source>Each run's held-out metric as it trained (colour: knob value; dashed: other seeds).</source>
        <translation>[Éáçh rúñ's héld-öút métrîç ás ît tráîñéd (çölöúr: kñöb válúé; dáshéd: öthér sééds).~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The runs so far; the run in progress grows as it trains.</source>
        <translation>[Thé rúñs sö fár; thé rúñ îñ prögréss gröws ás ît tráîñs.~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>finished {when}</source>
        <translation>[fîñîshéd {when}~~~~]</translation>
    </message>
    <message>
        <source>running</source>
        <translation>[rúññîñg~~~]</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>[stöppéd~~~]</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>[fîñîshéd~~~~]</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>[fáîléd~~~]</translation>
    </message>
    <message>
        <source>diverged</source>
        <translation>[dîvérgéd~~~~]</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>[îñtérrúptéd~~~~~]</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a run's state</comment>
        <translation>[úñkñöwñ~~~]</translation>
    </message>
    <message>
        <source>text</source>
        <comment>a run's task</comment>
        <translation>[téxt~~]</translation>
    </message>
    <message>
        <source>image</source>
        <comment>a run's task</comment>
        <translation>[îmágé~~]</translation>
    </message>
    <message>
        <source>its status.json is damaged</source>
        <translation>[îts státús.jsöñ îs dámágéd~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>causal LM</source>
        <translation>[çáúsál LM~~~~]</translation>
    </message>
    <message>
        <source>mask {share}</source>
        <translation>[másk {share}~~]</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>[stép {step}~~]</translation>
    </message>
    <message>
        <source>eval loss {loss}</source>
        <translation>[évál löss {loss}~~~~]</translation>
    </message>
    <message>
        <source>accuracy {accuracy}</source>
        <translation>[áççúráçý {accuracy}~~~~]</translation>
    </message>
    <message>
        <source>PSNR {psnr} dB</source>
        <translation>[PSÑR {psnr} dB~~~~]</translation>
    </message>
    <message>
        <source>(true: {answer})</source>
        <translation>[(trúé: {answer})~~~~]</translation>
    </message>
    <message>
        <source>the run's snapshot {name} is {width}x{height} pixels, far larger than the lab writes (at most {limit} megapixels); it is not shown</source>
        <translation>[thé rúñ's sñápshöt {name} îs {width}x{height} pîxéls, fár lárgér tháñ thé láb wrîtés (át möst {limit} mégápîxéls); ît îs ñöt shöwñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>the run's snapshot {name} claims over {limit} megapixels (a decompression bomb); it is not shown</source>
        <translation>[thé rúñ's sñápshöt {name} çláîms övér {limit} mégápîxéls (á déçömpréssîöñ bömb); ît îs ñöt shöwñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the run's snapshot {name} is not a picture</source>
        <translation>[thé rúñ's sñápshöt {name} îs ñöt á pîçtúré~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the run's snapshot {name} could not be read ({error})</source>
        <translation>[thé rúñ's sñápshöt {name} çöúld ñöt bé réád ({error})~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the run's snapshot {name} is not laid out as the lab writes it; it is not shown</source>
        <translation>[thé rúñ's sñápshöt {name} îs ñöt láîd öút ás thé láb wrîtés ît; ît îs ñöt shöwñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>[ñöt fîñîshéd~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;{knob} grid&lt;/b&gt; · {task} {preset} · {steps} steps · seeds {seeds} · {done}</source>
        <translation>[&lt;b&gt;{knob} grîd&lt;/b&gt; · {task} {preset} · {steps} stéps · sééds {seeds} · {done}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;{knob} study&lt;/b&gt; · {task} {preset} · {steps} steps · seeds {seeds} · {done}</source>
        <translation>[&lt;b&gt;{knob} stúdý&lt;/b&gt; · {task} {preset} · {steps} stéps · sééds {seeds} · {done}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>most frequent class</source>
        <translation>[möst fréqúéñt çláss~~~~~~~~]</translation>
    </message>
    <message>
        <source>unigram baseline</source>
        <translation>[úñîgrám básélîñé~~~~~~~]</translation>
    </message>
    <message>
        <source>held-out accuracy (15 % masked)</source>
        <translation>[héld-öút áççúráçý (15 % máskéd)~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>held-out PSNR (dB, 75 % hidden)</source>
        <translation>[héld-öút PSÑR (dB, 75 % hîddéñ)~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>held-out loss</source>
        <translation>[héld-öút löss~~~~~~]</translation>
    </message>
    <message>
        <source>No study open.</source>
        <translation>[Ñö stúdý öpéñ.~~~~~~]</translation>
    </message>
    <message>
        <source>Training finished</source>
        <translation>[Tráîñîñg fîñîshéd~~~~~~~]</translation>
    </message>
    <message>
        <source>Training stopped</source>
        <translation>[Tráîñîñg stöppéd~~~~~~~]</translation>
    </message>
    <message>
        <source>Training failed</source>
        <translation>[Tráîñîñg fáîléd~~~~~~]</translation>
    </message>
    <message>
        <source>Training diverged</source>
        <translation>[Tráîñîñg dîvérgéd~~~~~~~]</translation>
    </message>
    <message>
        <source>Resume refused; the run is as it was</source>
        <translation>[Résúmé réfúséd; thé rúñ îs ás ît wás~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Training {status}</source>
        <translation>[Tráîñîñg {status}~~~~]</translation>
    </message>
    <message>
        <source>Single run</source>
        <translation>[Sîñglé rúñ~~~~]</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>[Stúdý~~]</translation>
    </message>
    <message>
        <source>A series of runs that differ in one knob (mask rate, strategy...): the metric against the knob, the runs' curves, a results table</source>
        <translation>[Á sérîés öf rúñs thát dîffér îñ öñé kñöb (másk ráté, strátégý...): thé métrîç ágáîñst thé kñöb, thé rúñs' çúrvés, á résúlts táblé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>[Stárt~~]</translation>
    </message>
    <message>
        <source>Start a new run with these settings [Space in presentation mode]</source>
        <translation>[Stárt á ñéw rúñ wîth thésé séttîñgs [Spáçé îñ préséñtátîöñ mödé]~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Finish the current step, save a checkpoint and stop</source>
        <translation>[Fîñîsh thé çúrréñt stép, sávé á çhéçkpöîñt áñd stöp~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>[Résúmé~~~]</translation>
    </message>
    <message>
        <source>Continue the run selected in the list from its newest checkpoint</source>
        <translation>[Çöñtîñúé thé rúñ séléçtéd îñ thé lîst fröm îts ñéwést çhéçkpöîñt~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>no run yet</source>
        <translation>[ñö rúñ ýét~~~~]</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>[Ñö rúñ ýét~~~~]</translation>
    </message>
    <message>
        <source>No run yet: press Start, or tick a run to overlay it</source>
        <translation>[Ñö rúñ ýét: préss Stárt, ör tîçk á rúñ tö övérláý ît~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>[Löss~~]</translation>
    </message>
    <message>
        <source>cross-entropy (nats)</source>
        <translation>[çröss-éñtröpý (ñáts)~~~~~~~~]</translation>
    </message>
    <message>
        <source>Masked-token accuracy (at 15 %)</source>
        <translation>[Máskéd-tökéñ áççúráçý (át 15 %)~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>accuracy (%)</source>
        <translation>[áççúráçý (%)~~~~~]</translation>
    </message>
    <message>
        <source>A training run is going: stop it (Single run page) before starting a study.</source>
        <translation>[Á tráîñîñg rúñ îs göîñg: stöp ît (Sîñglé rúñ págé) béföré stártîñg á stúdý.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>A study is running: stop it (Study page) before starting a single run.</source>
        <translation>[Á stúdý îs rúññîñg: stöp ît (Stúdý págé) béföré stártîñg á sîñglé rúñ.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>PSNR over hidden patches</source>
        <translation>[PSÑR övér hîddéñ pátçhés~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>PSNR (dB)</source>
        <translation>[PSÑR (dB)~~~~]</translation>
    </message>
    <message>
        <source>Run {name}: {problem}</source>
        <translation>[Rúñ {name}: {problem}~~~]</translation>
    </message>
    <message>
        <source>{run}, step {step}</source>
        <translation>[{run}, stép {step}~~~]</translation>
    </message>
    <message>
        <source>No run to export: start one, or select a run in the list.</source>
        <translation>[Ñö rúñ tö éxpört: stárt öñé, ör séléçt á rúñ îñ thé lîst.~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Select a run with at least one checkpoint first.</source>
        <translation>[Séléçt á rúñ wîth át léást öñé çhéçkpöîñt fîrst.~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>[{s} s~]</translation>
    </message>
    <message>
        <source>{min} min {s} s</source>
        <translation>[{min} mîñ {s} s~~~]</translation>
    </message>
    <message>
        <source>{h} h {min} min</source>
        <translation>[{h} h {min} mîñ~~~]</translation>
    </message>
    <message>
        <source>no free study folder named {name} in {folder}</source>
        <translation>[ñö fréé stúdý földér ñáméd {name} îñ {folder}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>mean over seeds; framed: the lowest</source>
        <translation>[méáñ övér sééds; fráméd: thé löwést~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>mean over seeds; framed: the highest</source>
        <translation>[méáñ övér sééds; fráméd: thé hîghést~~~~~~~~ ~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Widgets</name>
    <message>
        <source>the same model</source>
        <translation>[thé sámé mödél~~~~~~]</translation>
    </message>
    <message>
        <source>its random-init twin</source>
        <translation>[îts ráñdöm-îñît twîñ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the bundled model</source>
        <translation>[thé búñdléd mödél~~~~~~~]</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>[Rîght:~~~]</translation>
    </message>
    <message>
        <source>Which model answers on the right: the same model (at another mask rate), its random-init twin (same shape, seed 0, never trained), the bundled model, a training run's newest checkpoint or a model folder</source>
        <translation>[Whîçh mödél áñswérs öñ thé rîght: thé sámé mödél (át áñöthér másk ráté), îts ráñdöm-îñît twîñ (sámé shápé, sééd 0, ñévér tráîñéd), thé búñdléd mödél, á tráîñîñg rúñ's ñéwést çhéçkpöîñt ör á mödél földér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>same</source>
        <translation>[sámé~~]</translation>
    </message>
    <message>
        <source>The right side's mask rate; "same" hides exactly the left's positions (same seed, same strategy). Another rate draws with the same seed.</source>
        <translation>[Thé rîght sîdé's másk ráté; "sámé" hîdés éxáçtlý thé léft's pösîtîöñs (sámé sééd, sámé strátégý). Áñöthér ráté dráws wîth thé sámé sééd.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Same model</source>
        <translation>[Sámé mödél~~~~]</translation>
    </message>
    <message>
        <source>Random-init twin (never trained)</source>
        <translation>[Ráñdöm-îñît twîñ (ñévér tráîñéd)~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Bundled model</source>
        <translation>[Búñdléd mödél~~~~~~]</translation>
    </message>
    <message>
        <source>Run: {name}</source>
        <translation>[Rúñ: {name}~~]</translation>
    </message>
    <message>
        <source>Folder: {name}</source>
        <translation>[Földér: {name}~~~~]</translation>
    </message>
    <message>
        <source>Model folder or run…</source>
        <translation>[Mödél földér ör rúñ…~~~~~~~~]</translation>
    </message>
    <message>
        <source>Compare with a model folder or a training run</source>
        <translation>[Çömpáré wîth á mödél földér ör á tráîñîñg rúñ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>[Çömpáré…~~~~]</translation>
    </message>
    <message>
        <source>Side by side: the same input and mask for a second model, or for this model at another mask rate, with the differences named</source>
        <translation>[Sîdé bý sîdé: thé sámé îñpút áñd másk för á séçöñd mödél, ör för thîs mödél át áñöthér másk ráté, wîth thé dîfféréñçés ñáméd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Close compare</source>
        <translation>[Çlösé çömpáré~~~~~~]</translation>
    </message>
    <message>
        <source>Loading {model} for the right side…</source>
        <translation>[Löádîñg {model} för thé rîght sîdé…~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Cannot compare with {model}: {error}. The right side still shows {kept}.</source>
        <translation>[Çáññöt çömpáré wîth {model}: {error}. Thé rîght sîdé stîll shöws {kept}.~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>it holds an image model, not a text model</source>
        <translation>[ît hölds áñ îmágé mödél, ñöt á téxt mödél~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>it holds a text model, not an image model</source>
        <translation>[ît hölds á téxt mödél, ñöt áñ îmágé mödél~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>no model in it</source>
        <translation>[ñö mödél îñ ît~~~~~~]</translation>
    </message>
    <message>
        <source>Compare side by side…</source>
        <translation>[Çömpáré sîdé bý sîdé…~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Split the Text or Image tab: the same input and mask for a second model (its random-init twin, a training run, a model folder) or at another mask rate, with the differences named</source>
        <translation>[Splît thé Téxt ör Îmágé táb: thé sámé îñpút áñd másk för á séçöñd mödél (îts ráñdöm-îñît twîñ, á tráîñîñg rúñ, á mödél földér) ör át áñöthér másk ráté, wîth thé dîfféréñçés ñáméd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the explained position ({n}): {label}</source>
        <translation>[thé éxpláîñéd pösîtîöñ ({n}): {label}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{token} ({n}): not scored (a special token or another [MASK])</source>
        <translation>[{token} ({n}): ñöt sçöréd (á spéçîál tökéñ ör áñöthér [MÁSK])~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Every layer (rows, 1 at the top) and head (columns): who attends to whom. Click a map to open it large.</source>
        <translation>[Évérý láýér (röws, 1 át thé töp) áñd héád (çölúmñs): whö áttéñds tö whöm. Çlîçk á máp tö öpéñ ît lárgé.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Attention, large</source>
        <translation>[Áttéñtîöñ, lárgé~~~~~~~]</translation>
    </message>
    <message>
        <source>Layer {layer}, head {head}: row i is where token i looks (its attention over the columns sums to 1); darker is more.</source>
        <translation>[Láýér {layer}, héád {head}: röw î îs whéré tökéñ î lööks (îts áttéñtîöñ övér thé çölúmñs súms tö 1); dárkér îs möré.~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Dismiss this message</source>
        <translation>[Dîsmîss thîs mésságé~~~~~~~~]</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>[Çöñtröls~~~~]</translation>
    </message>
    <message>
        <source>Tabs: {names}</source>
        <translation>[Tábs: {names}~~~]</translation>
    </message>
    <message>
        <source>{name} tab</source>
        <translation>[{name} táb~~]</translation>
    </message>
    <message>
        <source>step</source>
        <translation>[stép~~]</translation>
    </message>
</context>
</TS>
