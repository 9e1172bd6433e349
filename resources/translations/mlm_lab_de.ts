<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Catalog</name>
    <message>
        <source>Random tokens (BERT)</source>
        <translation>Zufällige Tokens (BERT)</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>Maskierungswahrscheinlichkeit</translation>
    </message>
    <message>
        <source>BERT&apos;s rule. Every ordinary token is picked on its own, with probability p (15 % in BERT). Of the picked tokens, 80 % are replaced by [MASK], 10 % by a random token and 10 % are left as they are, so the model can never tell which words it will be asked about and must keep a good guess ready for every word. The loss only counts the picked tokens.</source>
        <translation>Die Regel von BERT. Jedes gewöhnliche Token wird einzeln mit der Wahrscheinlichkeit p gewählt (15 % bei BERT). Von den gewählten Tokens werden 80 % durch [MASK] ersetzt, 10 % durch ein zufälliges Token und 10 % bleiben, wie sie sind, sodass das Modell nie weiß, nach welchen Wörtern es gefragt wird, und für jedes Wort eine gute Schätzung bereithalten muss. Der Verlust zählt nur die gewählten Tokens.</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Ganze Wörter</translation>
    </message>
    <message>
        <source>Like random, but a word is picked as a whole: when the tokenizer splits a word into pieces (&quot;play ##ing&quot;), all its pieces are hidden together. Guessing &quot;##ing&quot; after &quot;play&quot; is too easy; hiding the whole word makes the model use the rest of the sentence. On average the same fraction p of the tokens is picked.</source>
        <translation>Wie zufällig, aber ein Wort wird als Ganzes gewählt: wenn der Tokenizer ein Wort in Teile zerlegt („play ##ing“), werden alle seine Teile zusammen verborgen. „##ing“ nach „play“ zu erraten ist zu leicht; das ganze Wort zu verbergen zwingt das Modell, den Rest des Satzes zu nutzen. Im Mittel wird derselbe Anteil p der Tokens gewählt.</translation>
    </message>
    <message>
        <source>Spans of words (SpanBERT)</source>
        <translation>Wortspannen (SpanBERT)</translation>
    </message>
    <message>
        <source>SpanBERT. Runs of whole words are hidden instead of single tokens. Each run&apos;s length is drawn from a geometric distribution (p = 0.2, at most 10 words, about 3.8 words on average), and runs are added until about p of the tokens are covered. To fill a whole phrase the model needs more than the next word; the 80/10/10 rule then applies to every hidden token.</source>
        <translation>SpanBERT. Statt einzelner Tokens werden Folgen ganzer Wörter verborgen. Die Länge jeder Folge wird aus einer geometrischen Verteilung gezogen (p = 0,2, höchstens 10 Wörter, im Mittel etwa 3,8 Wörter), und Folgen werden hinzugefügt, bis etwa p der Tokens abgedeckt sind. Um eine ganze Wendung zu füllen, braucht das Modell mehr als das nächste Wort; die 80/10/10-Regel gilt dann für jedes verborgene Token.</translation>
    </message>
    <message>
        <source>Span corruption (T5)</source>
        <translation>Spannen-Verfälschung (T5)</translation>
    </message>
    <message>
        <source>Noise density</source>
        <translation>Rauschdichte</translation>
    </message>
    <message>
        <source>T5 span corruption. About p of the tokens (15 % in T5) are dropped in spans of 3 tokens on average. Each span becomes one sentinel, &lt;extra_id_0&gt;, &lt;extra_id_1&gt;, ..., in the input, and the target lists each sentinel followed by the tokens it stands for. The input gets shorter, so training is cheaper. T5 is an encoder-decoder; this lab&apos;s model is an encoder, so this view shows the training data, not predictions.</source>
        <translation>T5-Spannen-Verfälschung. Etwa p der Tokens (15 % bei T5) werden in Spannen von im Mittel 3 Tokens weggelassen. Jede Spanne wird in der Eingabe zu einem Platzhalter, &lt;extra_id_0&gt;, &lt;extra_id_1&gt;, ..., und das Ziel listet jeden Platzhalter gefolgt von den Tokens, für die er steht. Die Eingabe wird kürzer, das Training also billiger. T5 ist ein Encoder-Decoder; das Modell dieses Labors ist ein Encoder, daher zeigt diese Ansicht die Trainingsdaten, keine Vorhersagen.</translation>
    </message>
    <message>
        <source>By hand (click tokens)</source>
        <translation>Von Hand (Tokens anklicken)</translation>
    </message>
    <message>
        <source>By hand: click tokens to hide them, click again to show them. Every token you pick is replaced by [MASK] and the model guesses it from everything else. Hide a word, then its neighbours, and watch how the guesses change as the context disappears.</source>
        <translation>Von Hand: Tokens anklicken, um sie zu verbergen, erneut klicken, um sie zu zeigen. Jedes gewählte Token wird durch [MASK] ersetzt und das Modell errät es aus allem anderen. Verbergen Sie ein Wort, dann seine Nachbarn, und sehen Sie, wie sich die Schätzungen ändern, während der Kontext verschwindet.</translation>
    </message>
    <message>
        <source>Permutation order (XLNet)</source>
        <translation>Permutationsreihenfolge (XLNet)</translation>
    </message>
    <message>
        <source>Predicted share</source>
        <translation>Vorhergesagter Anteil</translation>
    </message>
    <message>
        <source>XLNet. No [MASK] at all: the tokens are predicted in a random order, and each one may only look at the tokens that come before it in that order (the matrix: row = the token being predicted, bright = it may look at that column). Over many orders every token learns from both sides. Only the last tokens of the order (about p of them) are predicted. No model is needed for this view.</source>
        <translation>XLNet. Überhaupt kein [MASK]: die Tokens werden in einer zufälligen Reihenfolge vorhergesagt, und jedes darf nur die Tokens sehen, die in dieser Reihenfolge vor ihm kommen (die Matrix: Zeile = das vorhergesagte Token, hell = es darf auf diese Spalte schauen). Über viele Reihenfolgen lernt jedes Token von beiden Seiten. Nur die letzten Tokens der Reihenfolge (etwa p davon) werden vorhergesagt. Für diese Ansicht wird kein Modell gebraucht.</translation>
    </message>
    <message>
        <source>Random (MAE)</source>
        <translation>Zufällig (MAE)</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>Maskierungsanteil</translation>
    </message>
    <message>
        <source>Random: every patch is hidden with the same chance, independently. The MAE paper hides 75 % this way: so much that the model cannot copy neighbours and must learn what objects look like.</source>
        <translation>Zufällig: jedes Bildfeld wird unabhängig mit derselben Wahrscheinlichkeit verborgen. Der MAE-Artikel verbirgt so 75 %: so viel, dass das Modell keine Nachbarn abschreiben kann und lernen muss, wie Gegenstände aussehen.</translation>
    </message>
    <message>
        <source>Block-wise (BEiT)</source>
        <translation>Blockweise (BEiT)</translation>
    </message>
    <message>
        <source>Block-wise: hides whole rectangles of at least 16 patches (as BEiT does), so the model must fill large holes from context far away instead of interpolating from close neighbours.</source>
        <translation>Blockweise: verbirgt ganze Rechtecke von mindestens 16 Bildfeldern (wie BEiT), sodass das Modell große Löcher aus weit entferntem Kontext füllen muss, statt zwischen nahen Nachbarn zu interpolieren.</translation>
    </message>
    <message>
        <source>Grid (keep 1 of 4)</source>
        <translation>Raster (1 von 4 behalten)</translation>
    </message>
    <message>
        <source>Grid: keeps exactly one patch of every 2×2 square and hides the other three (75 %, the slider does not apply). Every hole is next to a visible patch, so this is the easiest task.</source>
        <translation>Raster: behält genau ein Bildfeld jedes 2×2-Quadrats und verbirgt die anderen drei (75 %, der Regler gilt nicht). Jedes Loch liegt neben einem sichtbaren Bildfeld, daher ist dies die leichteste Aufgabe.</translation>
    </message>
    <message>
        <source>Centre box (inpainting)</source>
        <translation>Mittleres Feld (Inpainting)</translation>
    </message>
    <message>
        <source>Centre box: hides the patches nearest the centre, like classic inpainting. The subject of a photo is often in the middle, so the model must invent it from the border.</source>
        <translation>Mittleres Feld: verbirgt die Bildfelder nahe der Mitte, wie beim klassischen Inpainting. Das Motiv eines Fotos ist oft in der Mitte, daher muss das Modell es vom Rand her erfinden.</translation>
    </message>
    <message>
        <source>Paint by hand</source>
        <translation>Von Hand malen</translation>
    </message>
    <message>
        <source>Paint by hand: click a patch to hide or show it; click and drag to paint several. Start from any strategy, then switch here to edit its mask.</source>
        <translation>Von Hand malen: ein Bildfeld anklicken, um es zu verbergen oder zu zeigen; klicken und ziehen, um mehrere zu malen. Beginnen Sie mit einer beliebigen Strategie und wechseln Sie dann hierher, um ihre Maske zu bearbeiten.</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Host a class…</source>
        <translation>Eine Klasse veranstalten…</translation>
    </message>
    <message>
        <source>Serve the open lesson to the room: students join from their lab or a browser with the code on the projector</source>
        <translation>Die offene Lektion dem Raum bereitstellen: Lernende treten aus ihrem Lab oder einem Browser mit dem Code auf dem Projektor bei</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <translation>Einer Klasse beitreten…</translation>
    </message>
    <message>
        <source>Follow a teacher&apos;s lesson from this window</source>
        <translation>Der Lektion einer Lehrkraft in diesem Fenster folgen</translation>
    </message>
    <message>
        <source>QR code of the join link</source>
        <translation>QR-Code des Beitrittslinks</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>Der Klasse beitreten</translation>
    </message>
    <message>
        <source>In a browser, open:</source>
        <translation>Im Browser öffnen:</translation>
    </message>
    <message>
        <source>or in MLM Lab: File &gt; Join a class…</source>
        <translation>oder in MLM Lab: Datei &gt; Einer Klasse beitreten…</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>The class&apos;s code: {code}</source>
        <translation>Der Code der Klasse: {code}</translation>
    </message>
    <message>
        <source>Or scan the code with a phone or tablet:</source>
        <translation>Oder den Code mit Telefon oder Tablet scannen:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>not done</source>
        <translation>nicht erledigt</translation>
    </message>
    <message>
        <source>other answers</source>
        <translation>andere Antworten</translation>
    </message>
    <message>
        <source>{mark} right</source>
        <translation>{mark} richtig</translation>
    </message>
    <message>
        <source>{mark} not yet</source>
        <translation>{mark} noch nicht</translation>
    </message>
    <message>
        <source>{mark} not checked</source>
        <translation>{mark} nicht geprüft</translation>
    </message>
    <message>
        <source>The class&apos;s answers</source>
        <translation>Die Antworten der Klasse</translation>
    </message>
    <message>
        <source>Step {n}: {title}</source>
        <translation>Schritt {n}: {title}</translation>
    </message>
    <message>
        <source>This step asks nothing.</source>
        <translation>Dieser Schritt fragt nichts.</translation>
    </message>
    <message>
        <source>{answered} of {students} answered</source>
        <translation>{answered} von {students} haben geantwortet</translation>
    </message>
    <message>
        <source>{right} right</source>
        <translation>{right} richtig</translation>
    </message>
    <message>
        <source>Class: {name}</source>
        <translation>Klasse: {name}</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Lernende</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>model {share}</source>
        <translation>Modell {share}</translation>
    </message>
    <message>
        <source>◀ the lab: {value}</source>
        <translation>◀ das Labor: {value}</translation>
    </message>
    <message>
        <source>beside each word, the model&apos;s probability for it (its top-5)</source>
        <translation>neben jedem Wort die Wahrscheinlichkeit des Modells dafür (seine Top 5)</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Lock follow</source>
        <translation>Folgen sperren</translation>
    </message>
    <message>
        <source>Students&apos; screens stay on your step (they cannot browse)</source>
        <translation>Die Bildschirme der Lernenden bleiben auf Ihrem Schritt (kein eigenes Blättern)</translation>
    </message>
    <message>
        <source>Pause screens</source>
        <translation>Bildschirme pausieren</translation>
    </message>
    <message>
        <source>Students&apos; screens show “Eyes on the teacher” until you resume</source>
        <translation>Die Bildschirme der Lernenden zeigen „Augen nach vorn“, bis Sie fortsetzen</translation>
    </message>
    <message>
        <source>Reveal answer</source>
        <translation>Antwort aufdecken</translation>
    </message>
    <message>
        <source>Show the current step&apos;s answer here and to the students</source>
        <translation>Die Antwort des aktuellen Schritts hier und den Lernenden zeigen</translation>
    </message>
    <message>
        <source>Show answers on the projector</source>
        <translation>Antworten auf dem Projektor zeigen</translation>
    </message>
    <message>
        <source>The main window shows how many gave each answer, no names</source>
        <translation>Das Hauptfenster zeigt, wie viele welche Antwort gaben, ohne Namen</translation>
    </message>
    <message>
        <source>Remove student</source>
        <translation>Lernende entfernen</translation>
    </message>
    <message>
        <source>Take the selected student out of the class</source>
        <translation>Die ausgewählte Person aus der Klasse nehmen</translation>
    </message>
    <message>
        <source>End class</source>
        <translation>Klasse beenden</translation>
    </message>
    <message>
        <source>End the class for everyone (it stays in its file for export)</source>
        <translation>Die Klasse für alle beenden (sie bleibt zum Export in ihrer Datei)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Write the class&apos;s answers as CSV or JSON</source>
        <translation>Die Antworten der Klasse als CSV oder JSON schreiben</translation>
    </message>
    <message>
        <source>Copy join link</source>
        <translation>Beitrittslink kopieren</translation>
    </message>
    <message>
        <source>Copy the link with the code, to send it to the class</source>
        <translation>Den Link mit dem Code kopieren, um ihn an die Klasse zu schicken</translation>
    </message>
    <message>
        <source>Show the join card</source>
        <translation>Beitrittskarte zeigen</translation>
    </message>
    <message>
        <source>A card for the projector: address, code and QR code</source>
        <translation>Eine Karte für den Projektor: Adresse, Code und QR-Code</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Veranstaltung beenden</translation>
    </message>
    <message>
        <source>Stop the server (the class stays in its file: File &gt; Host a class… can resume it)</source>
        <translation>Den Server anhalten (die Klasse bleibt in ihrer Datei: Datei &gt; Eine Klasse veranstalten… setzt sie fort)</translation>
    </message>
    <message>
        <source>Join at {url}  ·  code {code}</source>
        <translation>Beitreten unter {url}  ·  Code {code}</translation>
    </message>
    <message>
        <source>{online} of {students} connected</source>
        <translation>{online} von {students} verbunden</translation>
    </message>
    <message>
        <source>The class is on step {n} of {count}</source>
        <translation>Die Klasse ist bei Schritt {n} von {count}</translation>
    </message>
    <message>
        <source>The class has ended</source>
        <translation>Die Klasse ist beendet</translation>
    </message>
    <message>
        <source>screens paused</source>
        <translation>Bildschirme pausiert</translation>
    </message>
    <message>
        <source>follow locked</source>
        <translation>Folgen gesperrt</translation>
    </message>
    <message>
        <source>the window shows another lesson: the class stays where it is</source>
        <translation>das Fenster zeigt eine andere Lektion: die Klasse bleibt, wo sie ist</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>● verbunden</translation>
    </message>
    <message>
        <source>○ away</source>
        <translation>○ abwesend</translation>
    </message>
    <message>
        <source>following</source>
        <translation>folgt</translation>
    </message>
    <message>
        <source>browsing</source>
        <translation>blättert selbst</translation>
    </message>
    <message>
        <source>step {n} · {where}</source>
        <translation>Schritt {n} · {where}</translation>
    </message>
    <message>
        <source>Step {n}: {answers}</source>
        <translation>Schritt {n}: {answers}</translation>
    </message>
    <message>
        <source>Step {n}: no answer yet</source>
        <translation>Schritt {n}: noch keine Antwort</translation>
    </message>
    <message>
        <source>{address} — this computer only</source>
        <translation>{address} — nur dieser Rechner</translation>
    </message>
    <message>
        <source>{address} — {interface}</source>
        <translation>{address} — {interface}</translation>
    </message>
    <message>
        <source>Host a class</source>
        <translation>Eine Klasse veranstalten</translation>
    </message>
    <message>
        <source>the lesson&apos;s title</source>
        <translation>der Titel der Lektion</translation>
    </message>
    <message>
        <source>The one network the class listens on: the room&apos;s, so the students&apos; computers reach it</source>
        <translation>Das eine Netz, in dem die Klasse lauscht: das des Raums, damit die Rechner der Lernenden sie erreichen</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>ein freier Port</translation>
    </message>
    <message>
        <source>The TCP port (0: any free one)</source>
        <translation>Der TCP-Port (0: ein beliebiger freier)</translation>
    </message>
    <message>
        <source>Announce on the network (mDNS)</source>
        <translation>Im Netz ankündigen (mDNS)</translation>
    </message>
    <message>
        <source>Students&apos; labs find the class in File &gt; Join a class…</source>
        <translation>Die Labs der Lernenden finden die Klasse unter Datei &gt; Einer Klasse beitreten…</translation>
    </message>
    <message>
        <source>Resume a previous class</source>
        <translation>Eine frühere Klasse fortsetzen</translation>
    </message>
    <message>
        <source>There is no previous class on this computer</source>
        <translation>Auf diesem Rechner gibt es keine frühere Klasse</translation>
    </message>
    <message>
        <source>Start the class</source>
        <translation>Klasse starten</translation>
    </message>
    <message>
        <source>Class name:</source>
        <translation>Name der Klasse:</translation>
    </message>
    <message>
        <source>Lesson:</source>
        <translation>Lektion:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Netz:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Class file:</source>
        <translation>Klassendatei:</translation>
    </message>
    <message>
        <source>The open lesson: {title}</source>
        <translation>Die offene Lektion: {title}</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>The class&apos;s lesson</source>
        <translation>Die Lektion der Klasse</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*{suffix});;All files (*)</source>
        <translation>MLM-Lab-Lektion (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose the class&apos;s lesson first.</source>
        <translation>Wählen Sie zuerst die Lektion der Klasse.</translation>
    </message>
    <message>
        <source>Save the lesson&apos;s changes first: the class gets the lesson as its file says.</source>
        <translation>Speichern Sie zuerst die Änderungen der Lektion: die Klasse erhält die Lektion so, wie ihre Datei sie enthält.</translation>
    </message>
    <message>
        <source>Starting the class…</source>
        <translation>Die Klasse startet…</translation>
    </message>
    <message>
        <source>Cannot host the class: {error}</source>
        <translation>Die Klasse kann nicht veranstaltet werden: {error}</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>verbinde…</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>verbinde erneut…</translation>
    </message>
    <message>
        <source>the class has ended</source>
        <translation>die Klasse ist beendet</translation>
    </message>
    <message>
        <source>the teacher removed you</source>
        <translation>die Lehrkraft hat Sie entfernt</translation>
    </message>
    <message>
        <source>the class no longer lets you in</source>
        <translation>die Klasse lässt Sie nicht mehr hinein</translation>
    </message>
    <message>
        <source>you left the class</source>
        <translation>Sie haben die Klasse verlassen</translation>
    </message>
    <message>
        <source>Type the class&apos;s code: the 6 letters and digits on the projector.</source>
        <translation>Geben Sie den Code der Klasse ein: die 6 Buchstaben und Ziffern auf dem Projektor.</translation>
    </message>
    <message>
        <source>A class code has no {letters} (no 0, O, 1, I, L, 2, Z, 5, S, 8 or B): check the code on the projector.</source>
        <translation>Ein Klassencode enthält kein {letters} (kein 0, O, 1, I, L, 2, Z, 5, S, 8 oder B): prüfen Sie den Code auf dem Projektor.</translation>
    </message>
    <message>
        <source>A class code has {n} letters and digits; this one has {got}.</source>
        <translation>Ein Klassencode hat {n} Buchstaben und Ziffern; dieser hat {got}.</translation>
    </message>
    <message>
        <source>Wrong code: this class has another one (check the projector).</source>
        <translation>Falscher Code: diese Klasse hat einen anderen (prüfen Sie den Projektor).</translation>
    </message>
    <message>
        <source>This class has ended.</source>
        <translation>Diese Klasse ist beendet.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a minute, then try again.</source>
        <translation>Zu viele falsche Codes von diesem Rechner: warten Sie eine Minute und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The class did not let you in: {reason}</source>
        <translation>Die Klasse hat Sie nicht hineingelassen: {reason}</translation>
    </message>
    <message>
        <source>No class answers at {address}: is the teacher&apos;s lab hosting, and is this the address on the projector?</source>
        <translation>Unter {address} antwortet keine Klasse: veranstaltet das Lab der Lehrkraft eine, und ist das die Adresse auf dem Projektor?</translation>
    </message>
    <message>
        <source>Cannot join: {error}</source>
        <translation>Beitritt nicht möglich: {error}</translation>
    </message>
    <message>
        <source>Join a class</source>
        <translation>Einer Klasse beitreten</translation>
    </message>
    <message>
        <source>Classes on this network:</source>
        <translation>Klassen in diesem Netz:</translation>
    </message>
    <message>
        <source>Classes on this network</source>
        <translation>Klassen in diesem Netz</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <source>Search the network again</source>
        <translation>Das Netz erneut durchsuchen</translation>
    </message>
    <message>
        <source>Look for classes on this network again</source>
        <translation>Erneut nach Klassen in diesem Netz suchen</translation>
    </message>
    <message>
        <source>192.168.1.5:8765 or the join link</source>
        <translation>192.168.1.5:8765 oder der Beitrittslink</translation>
    </message>
    <message>
        <source>Class address</source>
        <translation>Adresse der Klasse</translation>
    </message>
    <message>
        <source>6 letters and digits, as on the projector</source>
        <translation>6 Buchstaben und Ziffern, wie auf dem Projektor</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>Klassencode</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>as the teacher will see it</source>
        <translation>so, wie die Lehrkraft ihn sieht</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ihr Name:</translation>
    </message>
    <message>
        <source>Searching the network for classes…</source>
        <translation>Suche im Netz nach Klassen…</translation>
    </message>
    <message>
        <source>Cannot search this network ({error}): type the address on the projector.</source>
        <translation>Dieses Netz lässt sich nicht durchsuchen ({error}): geben Sie die Adresse vom Projektor ein.</translation>
    </message>
    <message numerus="yes">
        <source>%n class(es) found: pick one, or type the address.</source>
        <translation>
            <numerusform>%n Klasse gefunden: wählen Sie sie oder geben Sie die Adresse ein.</numerusform>
            <numerusform>%n Klassen gefunden: wählen Sie eine oder geben Sie die Adresse ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>No class found on this network: type the address on the projector.</source>
        <translation>In diesem Netz wurde keine Klasse gefunden: geben Sie die Adresse vom Projektor ein.</translation>
    </message>
    <message>
        <source>Not a class address: {error}</source>
        <translation>Keine Klassenadresse: {error}</translation>
    </message>
    <message>
        <source>Give your name, as the teacher will see it.</source>
        <translation>Geben Sie Ihren Namen an, so wie die Lehrkraft ihn sehen soll.</translation>
    </message>
    <message>
        <source>Discard the lesson&apos;s changes?</source>
        <translation>Änderungen der Lektion verwerfen?</translation>
    </message>
    <message>
        <source>Joining opens the class&apos;s lesson: the changes to “{title}” that are not saved would be lost. Discard them?</source>
        <translation>Der Beitritt öffnet die Lektion der Klasse: die nicht gespeicherten Änderungen an „{title}“ gingen verloren. Verwerfen?</translation>
    </message>
    <message>
        <source>Not joined: save the lesson&apos;s changes first.</source>
        <translation>Nicht beigetreten: speichern Sie zuerst die Änderungen der Lektion.</translation>
    </message>
    <message>
        <source>Joining the class at {address}…</source>
        <translation>Trete der Klasse unter {address} bei…</translation>
    </message>
    <message>
        <source>The class&apos;s lesson cannot be shown here: {error}</source>
        <translation>Die Lektion der Klasse kann hier nicht gezeigt werden: {error}</translation>
    </message>
    <message>
        <source>Leave the class?</source>
        <translation>Die Klasse verlassen?</translation>
    </message>
    <message>
        <source>This window follows the class “{name}”. Leave it?</source>
        <translation>Dieses Fenster folgt der Klasse „{name}“. Verlassen?</translation>
    </message>
    <message>
        <source>This window hosts a class: join from another computer or another window of the lab.</source>
        <translation>Dieses Fenster veranstaltet eine Klasse: treten Sie von einem anderen Rechner oder einem anderen Fenster des Labs bei.</translation>
    </message>
    <message>
        <source>The class is paused</source>
        <translation>Die Klasse ist pausiert</translation>
    </message>
    <message>
        <source>The teacher paused the class — eyes to the front</source>
        <translation>Die Lehrkraft hat die Klasse pausiert — Augen nach vorn</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Follow the teacher</source>
        <translation>Der Lehrkraft folgen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>Die Klasse verlassen</translation>
    </message>
    <message>
        <source>Leave the class (the lesson stays open)</source>
        <translation>Die Klasse verlassen (die Lektion bleibt offen)</translation>
    </message>
    <message>
        <source>The class did not take that: {error}</source>
        <translation>Die Klasse hat das nicht angenommen: {error}</translation>
    </message>
    <message>
        <source>The teacher locked the class to their step</source>
        <translation>Die Lehrkraft hat die Klasse an ihren Schritt gebunden</translation>
    </message>
    <message>
        <source>Show the step the teacher shows (off: move on your own; the teacher sees where you are)</source>
        <translation>Den Schritt zeigen, den die Lehrkraft zeigt (aus: selbst weitergehen; die Lehrkraft sieht, wo Sie sind)</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) waiting to be sent</source>
        <translation>
            <numerusform>%n Antwort wartet auf das Senden</numerusform>
            <numerusform>%n Antworten warten auf das Senden</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the class bar</source>
        <translation>Klassenleiste schließen</translation>
    </message>
    <message>
        <source>Hide this bar (the lesson stays open)</source>
        <translation>Diese Leiste ausblenden (die Lektion bleibt offen)</translation>
    </message>
    <message>
        <source>The class&apos;s lesson file is not on this computer any more: the class goes on from its record.</source>
        <translation>Die Lektionsdatei der Klasse ist nicht mehr auf diesem Rechner: die Klasse geht nach ihrer Aufzeichnung weiter.</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Schritt {n}</translation>
    </message>
    <message>
        <source>The class did not take “{command}”: {error}</source>
        <translation>Die Klasse hat „{command}“ nicht angenommen: {error}</translation>
    </message>
    <message>
        <source>Remove the student?</source>
        <translation>Die Person entfernen?</translation>
    </message>
    <message>
        <source>Take “{name}” out of the class? Their answers stay in the class&apos;s record.</source>
        <translation>„{name}“ aus der Klasse nehmen? Die Antworten bleiben in der Aufzeichnung der Klasse.</translation>
    </message>
    <message>
        <source>End the class?</source>
        <translation>Die Klasse beenden?</translation>
    </message>
    <message>
        <source>End the class for everyone? The students&apos; screens say it has ended; the answers stay in the class&apos;s file for export.</source>
        <translation>Die Klasse für alle beenden? Die Bildschirme der Lernenden melden das Ende; die Antworten bleiben zum Export in der Datei der Klasse.</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the class&apos;s answers</source>
        <translation>Die Antworten der Klasse exportieren</translation>
    </message>
    <message>
        <source>Wrote {rows} row(s) to {path}</source>
        <translation>{rows} Zeile(n) nach {path} geschrieben</translation>
    </message>
    <message>
        <source>Cannot export the class: {error}</source>
        <translation>Die Klasse kann nicht exportiert werden: {error}</translation>
    </message>
    <message>
        <source>Copied the join link: {link}</source>
        <translation>Beitrittslink kopiert: {link}</translation>
    </message>
    <message>
        <source>The class is no longer hosted; File &gt; Host a class… can resume it from {path}</source>
        <translation>Die Klasse wird nicht mehr veranstaltet; Datei &gt; Eine Klasse veranstalten… setzt sie aus {path} fort</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>frame {n} of {total}</source>
        <translation>Bild {n} von {total}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop recording the animation; nothing is written</source>
        <translation>Aufnahme der Animation beenden; es wird nichts geschrieben</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animation:</translation>
    </message>
    <message>
        <source>An animation is being recorded already: wait for it or cancel it.</source>
        <translation>Es wird bereits eine Animation aufgenommen: warten Sie darauf oder brechen Sie sie ab.</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>die Animation hat keine Bilder</translation>
    </message>
    <message>
        <source>Cannot record the animation: {error}</source>
        <translation>Die Animation kann nicht aufgezeichnet werden: {error}</translation>
    </message>
    <message>
        <source>Recording {n} frames for {name}…</source>
        <translation>{n} Bilder für {name} werden aufgezeichnet…</translation>
    </message>
    <message>
        <source>Writing {n} frames to {name}…</source>
        <translation>{n} Bilder werden in {name} geschrieben…</translation>
    </message>
    <message>
        <source>Wrote {path} ({n} frames at {fps} fps)</source>
        <translation>{path} geschrieben ({n} Bilder mit {fps} fps)</translation>
    </message>
    <message>
        <source>Animation canceled; nothing was written</source>
        <translation>Animation abgebrochen; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>mask ratio</source>
        <translation>Maskierungsanteil</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>mask probability</source>
        <translation>Maskierungswahrscheinlichkeit</translation>
    </message>
    <message>
        <source>attention layer</source>
        <translation>Aufmerksamkeitsschicht</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>{name} (slider)</source>
        <translation>{name} (Schieberegler)</translation>
    </message>
    <message>
        <source>a series of seeds</source>
        <translation>eine Reihe von Seeds</translation>
    </message>
    <message>
        <source>the rounds of the generation</source>
        <translation>die Runden der Erzeugung</translation>
    </message>
    <message>
        <source>the rounds of &quot;Fill several masks&quot;</source>
        <translation>die Runden von „Mehrere Masken füllen“</translation>
    </message>
    <message>
        <source>a run&apos;s checkpoints</source>
        <translation>die Checkpoints eines Laufs</translation>
    </message>
    <message>
        <source>Export an animation</source>
        <translation>Eine Animation exportieren</translation>
    </message>
    <message>
        <source>What changes from frame to frame</source>
        <translation>Was sich von Bild zu Bild ändert</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Durchlauf</translation>
    </message>
    <message>
        <source>From / to / step</source>
        <translation>Von / bis / Schritt</translation>
    </message>
    <message>
        <source>a run folder (with checkpoints/step-N)</source>
        <translation>ein Lauf-Ordner (mit checkpoints/step-N)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>Size (width x height)</source>
        <translation>Größe (Breite x Höhe)</translation>
    </message>
    <message>
        <source>.gif, .png (animated PNG) or .mp4 (needs the optional imageio-ffmpeg)</source>
        <translation>.gif, .png (animiertes PNG) oder .mp4 (braucht das optionale imageio-ffmpeg)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>A run folder</source>
        <translation>Ein Laufordner</translation>
    </message>
    <message>
        <source>Save the animation as</source>
        <translation>Animation speichern unter</translation>
    </message>
    <message>
        <source>GIF (*.gif);;Animated PNG (*.png);;MP4 video (*.mp4)</source>
        <translation>GIF (*.gif);;Animiertes PNG (*.png);;MP4-Video (*.mp4)</translation>
    </message>
    <message>
        <source>the {tab} tab has nothing to sweep</source>
        <translation>der Tab {tab} hat nichts zum Durchlaufen</translation>
    </message>
    <message>
        <source>no such run folder: {folder}</source>
        <translation>kein solcher Laufordner: {folder}</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(keiner angegeben)</translation>
    </message>
    <message>
        <source>a vector figure is written as .svg or .pdf, not {suffix}</source>
        <translation>eine Vektorgrafik wird als .svg oder .pdf geschrieben, nicht {suffix}</translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation>eine Datei ohne Endung</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>{path} kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>The whole tab</source>
        <translation>Der ganze Tab</translation>
    </message>
    <message>
        <source>a plot</source>
        <translation>ein Diagramm</translation>
    </message>
    <message>
        <source>Export as SVG or PDF</source>
        <translation>Als SVG oder PDF exportieren</translation>
    </message>
    <message>
        <source>The whole tab or one of its panes</source>
        <translation>Der ganze Reiter oder eine seiner Ansichten</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>.svg (for slides and editing) or .pdf (for a paper)</source>
        <translation>.svg (für Folien und zum Bearbeiten) oder .pdf (für einen Artikel)</translation>
    </message>
    <message>
        <source>Text stays text and plots stay vectors; pictures are embedded as images.</source>
        <translation>Text bleibt Text und Diagramme bleiben Vektoren; Bilder werden als Bilder eingebettet.</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>MLM Lab: what masking does</source>
        <translation>MLM Lab: was Maskierung bewirkt</translation>
    </message>
    <message>
        <source>{strategy}, seed {seed}, on {source}: original with its patch grid, what the encoder sees, the reconstruction, the visible patches pasted back, and the error per hidden patch. Drag the slider (or use the arrow keys).</source>
        <translation>{strategy}, Seed {seed}, auf {source}: das Original mit seinem Bildfeldraster, was der Encoder sieht, die Rekonstruktion, die sichtbaren Bildfelder wieder eingesetzt und der Fehler je verborgenem Bildfeld. Den Schieberegler ziehen (oder die Pfeiltasten verwenden).</translation>
    </message>
    <message>
        <source>Made with MLM Lab ({models}). This page needs no network.</source>
        <translation>Erstellt mit MLM Lab ({models}). Diese Seite braucht kein Netzwerk.</translation>
    </message>
    <message>
        <source>Made with MLM Lab. This page needs no network.</source>
        <translation>Erstellt mit MLM Lab. Diese Seite braucht kein Netzwerk.</translation>
    </message>
    <message>
        <source>A web page is being written already.</source>
        <translation>Es wird bereits eine Webseite geschrieben.</translation>
    </message>
    <message>
        <source>a web page is written as .html, not {suffix}</source>
        <translation>eine Webseite wird als .html geschrieben, nicht {suffix}</translation>
    </message>
    <message>
        <source>no suffix</source>
        <translation>keine Endung</translation>
    </message>
    <message>
        <source>Cannot write the web page: {error}</source>
        <translation>Die Webseite kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Web page: frame {n} of {total}…</source>
        <translation>Webseite: Bild {n} von {total}…</translation>
    </message>
    <message>
        <source>Wrote {path} ({size} MB, opens with no network)</source>
        <translation>{path} geschrieben ({size} MB, öffnet ohne Netzwerk)</translation>
    </message>
</context>
<context>
    <name>FeaturesTab</name>
    <message>
        <source>Image: PCA maps and patch similarity</source>
        <translation>Bild: PCA-Karten und Bildfeld-Ähnlichkeit</translation>
    </message>
    <message>
        <source>Text: token neighbours, sentence search</source>
        <translation>Text: Token-Nachbarn, Satzsuche</translation>
    </message>
    <message>
        <source>Probe: accuracy per layer, on its own</source>
        <translation>Sonde: Genauigkeit je Schicht, für sich allein</translation>
    </message>
    <message>
        <source>final (after the last block)</source>
        <translation>final (nach dem letzten Block)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Which encoder layer&apos;s features are shown: 0 = the embeddings, k = after block k, the lowest value = the encoder&apos;s final output</source>
        <translation>Welche Encoder-Schicht gezeigt wird: 0 = die Einbettungen, k = nach Block k, der niedrigste Wert = die Endausgabe des Encoders</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>Pictures (up to %1)</source>
        <translation>Bilder (bis zu %1)</translation>
    </message>
    <message>
        <source>Add a sample photo…</source>
        <translation>Ein Beispielfoto hinzufügen…</translation>
    </message>
    <message>
        <source>Add an image file…</source>
        <translation>Eine Bilddatei hinzufügen…</translation>
    </message>
    <message>
        <source>The first picture is the current one; the PCA is fitted on all of them together, so a colour means the same feature direction in every picture.</source>
        <translation>Das erste Bild ist das aktuelle; die PCA wird an allen zusammen angepasst, daher bedeutet eine Farbe in jedem Bild dieselbe Merkmalsrichtung.</translation>
    </message>
    <message>
        <source>The pictures shown, the current one first</source>
        <translation>Die gezeigten Bilder, das aktuelle zuerst</translation>
    </message>
    <message>
        <source>Remove the selected picture</source>
        <translation>Das ausgewählte Bild entfernen</translation>
    </message>
    <message>
        <source>Remove background (threshold the first
PCA component; off = every patch)</source>
        <translation>Hintergrund entfernen (Schwelle auf der ersten
PCA-Komponente; aus = jedes Bildfeld)</translation>
    </message>
    <message>
        <source>DINOv2&apos;s recipe: the first component often separates object from background; its side that holds the borders is blacked out and the colours are refitted on the rest. Not always right: look.</source>
        <translation>Das Rezept von DINOv2: die erste Komponente trennt oft Objekt und Hintergrund; die Seite mit den Rändern wird geschwärzt und die Farben werden am Rest neu angepasst. Nicht immer richtig: schauen Sie hin.</translation>
    </message>
    <message>
        <source>Random-init twin (same shape, seed 0,
never trained) instead of the model</source>
        <translation>Zufällig initialisierter Zwilling (gleiche Form, Startwert 0,
nie trainiert) statt des Modells</translation>
    </message>
    <message>
        <source>Draw the maps and the similarity for a randomly initialised copy of the image model: what the encoder shows before any masked pretraining</source>
        <translation>Karten und Ähnlichkeit für eine zufällig initialisierte Kopie des Bildmodells zeichnen: was der Encoder vor jedem maskierten Vortraining zeigt</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Press Enter: the sentence&apos;s tokens appear in the text view</source>
        <translation>Eingabetaste drücken: die Tokens des Satzes erscheinen in der Textansicht</translation>
    </message>
    <message>
        <source>current: %1</source>
        <translation>aktuell: %1</translation>
    </message>
    <message>
        <source>Word category (text)</source>
        <translation>Wortart (Text)</translation>
    </message>
    <message>
        <source>Subject number at the verb (text)</source>
        <translation>Numerus des Subjekts am Verb (Text)</translation>
    </message>
    <message>
        <source>Shape of a generated picture (images)</source>
        <translation>Form eines erzeugten Bildes (Bilder)</translation>
    </message>
    <message>
        <source>A class folder: one subfolder per class (images)</source>
        <translation>Ein Klassenordner: ein Unterordner je Klasse (Bilder)</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>random init</source>
        <translation>zufällig initialisiert</translation>
    </message>
    <message>
        <source>raw pixels</source>
        <translation>rohe Pixel</translation>
    </message>
    <message>
        <source>majority</source>
        <translation>Mehrheit</translation>
    </message>
    <message>
        <source>Probe: a linear classifier on each layer&apos;s frozen features</source>
        <translation>Sonde: ein linearer Klassifikator auf den eingefrorenen Merkmalen jeder Schicht</translation>
    </message>
    <message>
        <source>Run a probe to see how much of a label each layer holds.</source>
        <translation>Führen Sie eine Sonde aus, um zu sehen, wie viel von einer Kategorie jede Schicht enthält.</translation>
    </message>
    <message>
        <source>What the probe is asked to read out of the features</source>
        <translation>Was die Sonde aus den Merkmalen auslesen soll</translation>
    </message>
    <message>
        <source>Run probe</source>
        <translation>Sonde ausführen</translation>
    </message>
    <message>
        <source>Fit a logistic regression on every layer, for this model and for a randomly initialised model of the same shape (in the background)</source>
        <translation>Eine logistische Regression an jeder Schicht anpassen, für dieses Modell und für ein zufällig initialisiertes Modell gleicher Form (im Hintergrund)</translation>
    </message>
    <message>
        <source>Probe accuracy per layer</source>
        <translation>Genauigkeit der Sonde je Schicht</translation>
    </message>
    <message>
        <source>accuracy (%)</source>
        <translation>Genauigkeit (%)</translation>
    </message>
    <message>
        <source>Choose a task and press Run probe</source>
        <translation>Eine Aufgabe wählen und „Sonde ausführen“ drücken</translation>
    </message>
    <message>
        <source>layer (0 = embeddings)</source>
        <translation>Schicht (0 = Einbettungen)</translation>
    </message>
    <message>
        <source>A folder with one subfolder of pictures per class</source>
        <translation>Ein Ordner mit einem Unterordner von Bildern je Klasse</translation>
    </message>
    <message>
        <source>%1, probe &apos;%2&apos; (%3 train / %4 test examples): best %5 at layer %6, random init best %7, majority %8</source>
        <translation>%1, Sonde „%2“ (%3 Trainings- / %4 Testbeispiele): am besten %5 in Schicht %6, zufällig initialisiert am besten %7, Mehrheit %8</translation>
    </message>
    <message>
        <source>, raw pixels %1</source>
        <translation>, rohe Pixel %1</translation>
    </message>
    <message>
        <source>measured on these weights on %1 and shipped with the app</source>
        <translation>mit diesen Gewichten am %1 gemessen und mit der App ausgeliefert</translation>
    </message>
    <message>
        <source>Shown as %1; Run probe measures it again.</source>
        <translation>Gezeigt wie %1; „Sonde ausführen“ misst es neu.</translation>
    </message>
    <message>
        <source>Word category</source>
        <translation>Wortart</translation>
    </message>
    <message>
        <source>Subject number at the verb</source>
        <translation>Numerus des Subjekts am Verb</translation>
    </message>
    <message>
        <source>Shape of a generated picture</source>
        <translation>Form eines erzeugten Bildes</translation>
    </message>
    <message>
        <source>Only the checkpoints the run still has are probed: the engine keeps the newest few (keep_checkpoints in the run&apos;s config), so earlier steps cannot be shown.</source>
        <translation>Nur die Checkpoints, die der Lauf noch hat, werden sondiert: die Engine behält die neuesten paar (keep_checkpoints in der Konfiguration des Laufs), frühere Schritte lassen sich daher nicht zeigen.</translation>
    </message>
    <message>
        <source>final layer</source>
        <translation>letzte Schicht</translation>
    </message>
    <message>
        <source>Probe checkpoints</source>
        <translation>Checkpoints sondieren</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Sonde</translation>
    </message>
    <message>
        <source>Probe accuracy of the kept checkpoints</source>
        <translation>Genauigkeit der Sonde an den behaltenen Checkpoints</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Lauf: %1</translation>
    </message>
    <message>
        <source>Probing every kept checkpoint of %1 for &apos;%2&apos;… %3</source>
        <translation>Jeder behaltene Checkpoint von %1 wird für „%2“ sondiert… %3</translation>
    </message>
    <message numerus="yes">
        <source>Probe &apos;%1&apos; accuracy, %n kept checkpoint(s)</source>
        <translation>
            <numerusform>Genauigkeit der Sonde „%1“, %n behaltener Checkpoint</numerusform>
            <numerusform>Genauigkeit der Sonde „%1“, %n behaltene Checkpoints</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>The probe could not run: %1. %2</source>
        <translation>Die Sonde konnte nicht laufen: %1. %2</translation>
    </message>
    <message>
        <source>How good are raw masked-LM sentence embeddings? Not very: the mean of a masked LM&apos;s token vectors, with no training for similarity, is dominated by frequent words and sentence form, so it often finds sentences that look alike rather than mean alike, and a bag-of-words TF-IDF baseline is a hard one to beat (Reimers and Gurevych 2019 found mean-pooled BERT below averaged GloVe vectors on STS). Compare the two lists: where they differ, judge which one found the meaning.</source>
        <translation>Wie gut sind rohe Satzeinbettungen eines maskierten Sprachmodells? Nicht sehr: das Mittel der Token-Vektoren eines maskierten Sprachmodells, ohne Training auf Ähnlichkeit, wird von häufigen Wörtern und der Satzform bestimmt; es findet daher oft Sätze, die ähnlich aussehen, statt solche, die Ähnliches bedeuten, und eine Bag-of-Words-Basislinie mit TF-IDF ist schwer zu schlagen (Reimers und Gurevych 2019 fanden gemitteltes BERT unter gemittelten GloVe-Vektoren auf STS). Die beiden Listen vergleichen: wo sie sich unterscheiden, beurteilen, welche die Bedeutung gefunden hat.</translation>
    </message>
    <message>
        <source>The corpus index is built the first time this view is used.</source>
        <translation>Der Korpusindex wird bei der ersten Nutzung dieser Ansicht erstellt.</translation>
    </message>
    <message>
        <source>index: %p %</source>
        <translation>Index: %p %</translation>
    </message>
    <message>
        <source>Click a token: its nearest neighbours among the corpus tokens</source>
        <translation>Ein Token anklicken: seine nächsten Nachbarn unter den Tokens des Korpus</translation>
    </message>
    <message>
        <source>Neighbours appear here.</source>
        <translation>Hier erscheinen die Nachbarn.</translation>
    </message>
    <message>
        <source>Sentence search: nearest corpus sentences</source>
        <translation>Satzsuche: die ähnlichsten Sätze des Korpus</translation>
    </message>
    <message>
        <source>Type a sentence and press Enter</source>
        <translation>Einen Satz eingeben und die Eingabetaste drücken</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Mean-pooled embedding (the model)</source>
        <translation>Gemittelte Einbettung (das Modell)</translation>
    </message>
    <message>
        <source>TF-IDF (bag of words, the baseline)</source>
        <translation>TF-IDF (Bag of Words, die Basislinie)</translation>
    </message>
    <message>
        <source>List this token&apos;s nearest neighbours</source>
        <translation>Die nächsten Nachbarn dieses Tokens auflisten</translation>
    </message>
    <message>
        <source>special token</source>
        <translation>Sondertoken</translation>
    </message>
    <message numerus="yes">
        <source>%1: the %n nearest corpus token(s) by cosine similarity of their contextual embeddings</source>
        <translation>
            <numerusform>%1: %n nächstes Korpus-Token nach Kosinus-Ähnlichkeit der kontextuellen Einbettungen</numerusform>
            <numerusform>%1: die %n nächsten Korpus-Tokens nach Kosinus-Ähnlichkeit der kontextuellen Einbettungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n sentence(s) are in both lists.</source>
        <translation>
            <numerusform>%1 von %n Satz steht in beiden Listen.</numerusform>
            <numerusform>%1 der %n Sätze stehen in beiden Listen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the image model (the window loads one when it starts)…</source>
        <translation>Warten auf das Bildmodell (das Fenster lädt eines beim Start)…</translation>
    </message>
    <message>
        <source>Loading the image model… its features follow.</source>
        <translation>Bildmodell wird geladen… seine Merkmale folgen.</translation>
    </message>
    <message numerus="yes">
        <source>Features of %n picture(s) at layer %1 in %2 ms</source>
        <translation>
            <numerusform>Merkmale von %n Bild in Schicht %1 in %2 ms</numerusform>
            <numerusform>Merkmale von %n Bildern in Schicht %1 in %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Click a patch: its similarity to every patch is drawn</source>
        <translation>Ein Bildfeld anklicken: seine Ähnlichkeit zu jedem Bildfeld wird gezeichnet</translation>
    </message>
    <message>
        <source>PCA of patch features</source>
        <translation>PCA der Bildfeld-Merkmale</translation>
    </message>
    <message>
        <source>First three principal components of the patch features as RGB, one fit over every picture shown, so a colour means the same thing in each</source>
        <translation>Die ersten drei Hauptkomponenten der Bildfeld-Merkmale als RGB, eine gemeinsame Anpassung über alle gezeigten Bilder, damit eine Farbe in jedem dasselbe bedeutet</translation>
    </message>
    <message>
        <source>Similarity to the clicked patch</source>
        <translation>Ähnlichkeit zum angeklickten Bildfeld</translation>
    </message>
    <message>
        <source>Cosine similarity with the clicked patch (bright = similar); the green square is each picture&apos;s best-matching patch</source>
        <translation>Kosinus-Ähnlichkeit mit dem angeklickten Bildfeld (hell = ähnlich); das grüne Quadrat ist das passendste Bildfeld jedes Bildes</translation>
    </message>
    <message>
        <source>Click a patch of any picture</source>
        <translation>Ein Bildfeld eines beliebigen Bildes anklicken</translation>
    </message>
    <message>
        <source>%1 x %2 patches</source>
        <translation>%1 x %2 Bildfelder</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Einbettungen</translation>
    </message>
    <message>
        <source>Layer %1 of %2</source>
        <translation>Schicht %1 von %2</translation>
    </message>
    <message>
        <source>Background removed: patches on the side of the first component that holds the borders are black.</source>
        <translation>Hintergrund entfernt: Bildfelder auf der Seite der ersten Komponente, auf der die Ränder liegen, sind schwarz.</translation>
    </message>
    <message>
        <source>Background kept (the option on the left blacks it out).</source>
        <translation>Hintergrund behalten (die Option links schwärzt ihn).</translation>
    </message>
    <message>
        <source>Random-init twin of the model (seed 0, never trained). </source>
        <translation>Zufällig initialisierter Zwilling des Modells (Seed 0, nie trainiert). </translation>
    </message>
    <message numerus="yes">
        <source>PCA of patch features, first 3 components as RGB, fitted jointly on %n patch(es)</source>
        <translation>
            <numerusform>PCA der Bildfeld-Merkmale, erste 3 Komponenten als RGB, gemeinsam angepasst auf %n Bildfeld</numerusform>
            <numerusform>PCA der Bildfeld-Merkmale, erste 3 Komponenten als RGB, gemeinsam angepasst auf %n Bildfelder</numerusform>
        </translation>
    </message>
    <message>
        <source>; background (first component) removed</source>
        <translation>; Hintergrund (erste Komponente) entfernt</translation>
    </message>
    <message>
        <source>%1%2. %3 (variance %4). %5</source>
        <translation>%1%2. %3 (Varianz %4). %5</translation>
    </message>
    <message>
        <source>the clicked patch (white)</source>
        <translation>das angeklickte Bildfeld (weiß)</translation>
    </message>
    <message>
        <source>best match (green): patch %1, cosine %2</source>
        <translation>beste Übereinstimmung (grün): Bildfeld %1, Kosinus %2</translation>
    </message>
    <message>
        <source>picture %1</source>
        <translation>Bild %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 by %2 patches.</source>
        <translation>%1 mal %2 Bildfelder.</translation>
    </message>
    <message>
        <source>Cursor on patch %1 (row %2, column %3); Enter picks it.</source>
        <translation>Cursor auf Bildfeld %1 (Zeile %2, Spalte %3); Eingabe wählt es.</translation>
    </message>
    <message>
        <source>No patch picked.</source>
        <translation>Kein Bildfeld gewählt.</translation>
    </message>
    <message>
        <source>Picked: patch %1 (row %2, column %3) of this picture.</source>
        <translation>Gewählt: Bildfeld %1 (Zeile %2, Spalte %3) dieses Bildes.</translation>
    </message>
    <message>
        <source>Picked: patch %1 of picture %2.</source>
        <translation>Gewählt: Bildfeld %1 von Bild %2.</translation>
    </message>
    <message>
        <source>Most similar patch here: %1 (row %2, column %3), cosine %4.</source>
        <translation>Ähnlichstes Bildfeld hier: %1 (Zeile %2, Spalte %3), Kosinus %4.</translation>
    </message>
    <message>
        <source>Add an image</source>
        <translation>Ein Bild hinzufügen</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The new image model could not be loaded; the features shown are the previous model&apos;s.</source>
        <translation>Das neue Bildmodell konnte nicht geladen werden; die gezeigten Merkmale sind die des vorigen Modells.</translation>
    </message>
    <message>
        <source>No image model is loaded: choose one in the toolbar.</source>
        <translation>Kein Bildmodell geladen: eines in der Werkzeugleiste wählen.</translation>
    </message>
    <message>
        <source>%1 gives features only (no pixel decoder): the maps, the similarity and the probe below are its own; the Image tab cannot reconstruct with it.</source>
        <translation>%1 liefert nur Merkmale (kein Pixel-Decoder): die Karten, die Ähnlichkeit und die Sonde unten stammen von ihm; der Bild-Tab kann damit nicht rekonstruieren.</translation>
    </message>
    <message>
        <source>Image model %1: its features are computed when this view is in front.</source>
        <translation>Bildmodell %1: seine Merkmale werden berechnet, wenn diese Ansicht vorne ist.</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>geladen</translation>
    </message>
    <message>
        <source>Loading the text model… the corpus index is built for it next.</source>
        <translation>Textmodell wird geladen… danach wird der Korpusindex dafür gebaut.</translation>
    </message>
    <message>
        <source>The corpus index is being built for this model; the results follow.</source>
        <translation>Der Korpusindex wird für dieses Modell gebaut; die Ergebnisse folgen.</translation>
    </message>
    <message>
        <source>Corpus index ready: %1 tokens</source>
        <translation>Korpusindex bereit: %1 Tokens</translation>
    </message>
    <message>
        <source>Cannot show those pictures: %1. The view is unchanged.</source>
        <translation>Diese Bilder können nicht gezeigt werden: %1. Die Ansicht bleibt unverändert.</translation>
    </message>
    <message>
        <source>The probe could not run: %1</source>
        <translation>Die Sonde konnte nicht laufen: %1</translation>
    </message>
    <message>
        <source>The probe could not run: %1. The plot is unchanged.</source>
        <translation>Die Sonde konnte nicht laufen: %1. Das Diagramm bleibt unverändert.</translation>
    </message>
    <message>
        <source>The corpus index could not be built: %1</source>
        <translation>Der Korpusindex konnte nicht gebaut werden: %1</translation>
    </message>
    <message>
        <source>Features: %1</source>
        <translation>Merkmale: %1</translation>
    </message>
    <message>
        <source>Nothing measured yet: wait for the maps or run a probe.</source>
        <translation>Noch nichts gemessen: auf die Karten warten oder eine Sonde ausführen.</translation>
    </message>
    <message>
        <source>No text model is loaded yet: the probe needs one.</source>
        <translation>Noch kein Textmodell geladen: die Sonde braucht eines.</translation>
    </message>
    <message>
        <source>No image model is loaded yet: the probe needs one.</source>
        <translation>Noch kein Bildmodell geladen: die Sonde braucht eines.</translation>
    </message>
    <message>
        <source>the text model</source>
        <translation>das Textmodell</translation>
    </message>
    <message>
        <source>the image model</source>
        <translation>das Bildmodell</translation>
    </message>
    <message>
        <source>Probing every layer of %1 and of a random-init twin…</source>
        <translation>Jede Schicht von %1 und eines zufällig initialisierten Zwillings wird sondiert…</translation>
    </message>
    <message>
        <source>Looking for this probe measured on the weights of %1, else measuring it…</source>
        <translation>Diese Sonde, gemessen an den Gewichten von %1, wird gesucht, sonst gemessen…</translation>
    </message>
    <message numerus="yes">
        <source>Indexing %n corpus sentence(s) with %1 (once per model and layer; kept in the cache)…</source>
        <translation>
            <numerusform>%n Korpussatz wird mit %1 indiziert (einmal je Modell und Schicht; im Cache behalten)…</numerusform>
            <numerusform>%n Korpussätze werden mit %1 indiziert (einmal je Modell und Schicht; im Cache behalten)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Building the corpus index in the background…</source>
        <translation>Der Korpusindex wird im Hintergrund gebaut…</translation>
    </message>
    <message>
        <source>Corpus index: %1 tokens of %2 sentences at layer %3 (%4).</source>
        <translation>Korpusindex: %1 Tokens aus %2 Sätzen in Schicht %3 (%4).</translation>
    </message>
    <message>
        <source>Click a token of the sentence.</source>
        <translation>Ein Token des Satzes anklicken.</translation>
    </message>
    <message>
        <source>Indexing the corpus: %1 of %2 sentences…</source>
        <translation>Korpus wird indiziert: %1 von %2 Sätzen…</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Bedienelemente</translation>
    </message>
</context>
<context>
    <name>GenerateTab</name>
    <message>
        <source>Put [MASK] where the model should fill in; without [MASK] it writes “length” tokens after the prompt; leave it empty to write from nothing.</source>
        <translation>Setzen Sie [MASK], wo das Modell ausfüllen soll; ohne [MASK] schreibt es „Länge“ Tokens nach der Vorgabe; leer lassen, um aus dem Nichts zu schreiben.</translation>
    </message>
    <message>
        <source>Most confident (LLaDA)</source>
        <translation>Am sichersten (LLaDA)</translation>
    </message>
    <message>
        <source>Each step every masked position gets a drawn token; the ones the model is most sure of are kept and the rest go back to [MASK] (LLaDA&apos;s low-confidence remasking, MaskGIT).</source>
        <translation>In jedem Schritt bekommt jede maskierte Stelle ein gezogenes Token; die, bei denen das Modell am sichersten ist, werden behalten, der Rest wird wieder zu [MASK] (das Remasking mit niedriger Konfidenz von LLaDA, MaskGIT).</translation>
    </message>
    <message>
        <source>Random (MDLM)</source>
        <translation>Zufällig (MDLM)</translation>
    </message>
    <message>
        <source>The positions kept each step are a uniformly random subset: the exact reverse of the forward masking process, as MDLM samples.</source>
        <translation>Die in jedem Schritt behaltenen Stellen sind eine gleichverteilt zufällige Teilmenge: genau die Umkehrung des vorwärts laufenden Maskierungsprozesses, wie MDLM zieht.</translation>
    </message>
    <message>
        <source>Largest margin</source>
        <translation>Größter Abstand</translation>
    </message>
    <message>
        <source>Keep the positions where the first choice beats the second by the widest gap.</source>
        <translation>Die Stellen behalten, an denen die erste Wahl die zweite mit dem größten Abstand schlägt.</translation>
    </message>
    <message>
        <source>Lowest entropy</source>
        <translation>Niedrigste Entropie</translation>
    </message>
    <message>
        <source>Keep the positions whose predicted distribution is the least spread out.</source>
        <translation>Die Stellen behalten, deren vorhergesagte Verteilung am wenigsten gestreut ist.</translation>
    </message>
    <message>
        <source>Left to right</source>
        <translation>Von links nach rechts</translation>
    </message>
    <message>
        <source>One position a step, the leftmost first: the order a GPT-style model writes in (steps is ignored: one step per position).</source>
        <translation>Eine Stelle pro Schritt, die linke zuerst: die Reihenfolge, in der ein Modell im GPT-Stil schreibt (die Schrittzahl wird ignoriert: ein Schritt pro Stelle).</translation>
    </message>
    <message>
        <source>Every sure token (Fast-dLLM)</source>
        <translation>Jedes sichere Token (Fast-dLLM)</translation>
    </message>
    <message>
        <source>Parallel decoding: each step keeps every drawn token the model gives at least the threshold&apos;s probability, and at least the surest one, so the number of steps follows the model&apos;s confidence (steps and schedule are not used).</source>
        <translation>Paralleles Dekodieren: Jeder Schritt behält jedes gezogene Token, dem das Modell mindestens die Wahrscheinlichkeit der Schwelle gibt, und mindestens das sicherste, sodass die Zahl der Schritte der Sicherheit des Modells folgt (Schritte und Zeitplan werden nicht verwendet).</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>MDLM and LLaDA: the share still masked falls linearly from 1 to 0, so each of the K steps reveals about n / K positions.</source>
        <translation>MDLM und LLaDA: der noch maskierte Anteil fällt linear von 1 auf 0, daher deckt jeder der K Schritte etwa n / K Stellen auf.</translation>
    </message>
    <message>
        <source>Cosine</source>
        <translation>Kosinus</translation>
    </message>
    <message>
        <source>MaskGIT: the share still masked follows cos(π t / 2): few positions while the context is thin, more at the end.</source>
        <translation>MaskGIT: der noch maskierte Anteil folgt cos(π t / 2): wenige Stellen, solange der Kontext dünn ist, mehr am Ende.</translation>
    </message>
    <message>
        <source>Full (both ways)</source>
        <translation>Voll (in beide Richtungen)</translation>
    </message>
    <message>
        <source>Every position sees every other, as the model was trained.</source>
        <translation>Jede Position sieht jede andere, so wie das Modell trainiert wurde.</translation>
    </message>
    <message>
        <source>Block-causal (BD3-LM)</source>
        <translation>Blockkausal (BD3-LM)</translation>
    </message>
    <message>
        <source>A block sees the prompt, itself and the blocks before it, never a later one: what makes a cache exact. The bundled models were trained with full attention and write worse under it.</source>
        <translation>Ein Block sieht den Prompt, sich selbst und die Blöcke davor, nie einen späteren: Das macht einen Cache exakt. Die mitgelieferten Modelle wurden mit voller Attention trainiert und schreiben damit schlechter.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Every call computes every position.</source>
        <translation>Jeder Aufruf berechnet jede Position.</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>Präfix</translation>
    </message>
    <message>
        <source>Keep the keys and values of the prompt and the finished blocks; compute the block and what follows it each call (Fast-dLLM&apos;s prefix cache).</source>
        <translation>Die Keys und Values des Prompts und der fertigen Blöcke behalten; den Block und alles danach bei jedem Aufruf berechnen (Präfix-Cache von Fast-dLLM).</translation>
    </message>
    <message>
        <source>Dual</source>
        <translation>Dual</translation>
    </message>
    <message>
        <source>Also keep what follows the block, and compute the block alone each call (Fast-dLLM&apos;s DualCache).</source>
        <translation>Auch behalten, was dem Block folgt, und bei jedem Aufruf nur den Block berechnen (DualCache von Fast-dLLM).</translation>
    </message>
    <message>
        <source>How many [MASK] positions are written after the prompt when it holds no [MASK] (the generated sequence&apos;s length n).</source>
        <translation>Wie viele [MASK]-Stellen nach der Vorgabe geschrieben werden, wenn sie kein [MASK] enthält (die Länge n der erzeugten Folge).</translation>
    </message>
    <message>
        <source>K, the number of denoising steps: the model runs K times and each step reveals the schedule&apos;s share of the positions, going from t = 1 (all masked) to t = 0. 1 step is BERT&apos;s one-shot fill-in; K = n reveals one position a step. At most the number of positions to fill.</source>
        <translation>K, die Zahl der Entrauschungsschritte: das Modell läuft K-mal und jeder Schritt deckt den vom Plan vorgesehenen Anteil der Stellen auf, von t = 1 (alles maskiert) bis t = 0. 1 Schritt ist das Ausfüllen in einem Durchgang wie bei BERT; K = n deckt eine Stelle pro Schritt auf. Höchstens die Zahl der auszufüllenden Stellen.</translation>
    </message>
    <message>
        <source>The logits are divided by this before a token is drawn at each masked position: below 1 is sharper (near 0: almost always the most probable token), above 1 more varied.</source>
        <translation>Die Logits werden durch diesen Wert geteilt, bevor an jeder maskierten Stelle ein Token gezogen wird: unter 1 schärfer (nahe 0: fast immer das wahrscheinlichste Token), über 1 vielfältiger.</translation>
    </message>
    <message>
        <source>Draw only among the k most probable tokens at each position (0 = all of them; 1 = greedy). The probability shown on a chip is the model&apos;s own, before temperature and top-k.</source>
        <translation>Nur unter den k wahrscheinlichsten Tokens jeder Stelle ziehen (0 = alle; 1 = gierig). Die auf einem Chip gezeigte Wahrscheinlichkeit ist die des Modells selbst, vor Temperatur und Top-k.</translation>
    </message>
    <message>
        <source>Semi-autoregressive decoding (LLaDA): the positions are cut into blocks of this many, decoded left to right, each finished before the next starts; the steps are shared out by block size. 0 = one block, the whole sequence at once.</source>
        <translation>Halb-autoregressives Dekodieren (LLaDA): die Stellen werden in Blöcke dieser Größe geteilt und von links nach rechts dekodiert, jeder fertig, bevor der nächste beginnt; die Schritte werden nach Blockgröße verteilt. 0 = ein Block, die ganze Folge auf einmal.</translation>
    </message>
    <message>
        <source>Remasking “Every sure token”: a step reveals every masked position whose drawn token has at least this probability (at least one a step). Lower: fewer model calls and more tokens decided at once, each against less context.</source>
        <translation>Remasking „Jedes sichere Token“: Ein Schritt deckt jede maskierte Position auf, deren gezogenes Token mindestens diese Wahrscheinlichkeit hat (mindestens eine pro Schritt). Niedriger: weniger Modellaufrufe und mehr Token auf einmal entschieden, jedes mit weniger Kontext.</translation>
    </message>
    <message>
        <source>Taking a token back (ReMDM): the middle steps each put this share of the written tokens back under [MASK], the least sure most often, and the model writes them again with all the context it has. Steps K may then exceed the length: the extra steps revise. A revised chip is marked ↺; hover it for its history. Off: a revealed token is never changed.</source>
        <translation>Ein Token zurücknehmen (ReMDM): die mittleren Schritte setzen jeweils diesen Anteil der geschriebenen Tokens wieder auf [MASK], die unsichersten am häufigsten, und das Modell schreibt sie mit dem ganzen Kontext, den es hat, neu. Die Schritte K dürfen dann die Länge übersteigen: die zusätzlichen Schritte überarbeiten. Ein überarbeiteter Chip ist mit ↺ markiert; den Mauszeiger darüber halten, um seinen Verlauf zu sehen. Aus: ein aufgedecktes Token wird nie geändert.</translation>
    </message>
    <message>
        <source>With full attention a kept key or value goes stale as the block changes: every position is computed again every this many calls (1 = every call, no saving).</source>
        <translation>Mit voller Attention veraltet ein behaltener Key oder Value, wenn sich der Block ändert: Alle so viele Aufrufe wird jede Position neu berechnet (1 = jeder Aufruf, keine Ersparnis).</translation>
    </message>
    <message>
        <source>The random seed of the draws: the same seed and settings give the same rounds.</source>
        <translation>Der Startwert der Ziehungen: derselbe Startwert und dieselben Einstellungen ergeben dieselben Runden.</translation>
    </message>
    <message>
        <source>Sequences drawn together in one batch from the same prompt, one row each (1 to {n}). The side-by-side view draws one of each kind.</source>
        <translation>Sequenzen, die zusammen in einem Batch aus demselben Prompt gezogen werden, je eine Zeile (1 bis {n}). Die Nebeneinander-Ansicht zieht eine von jeder Art.</translation>
    </message>
    <message>
        <source>Show the same prompt decoded three ways, one row each: 1 step (all at once, BERT-style), K steps with the chosen rule, and left to right one position a step (the autoregressive order). The round slider walks the K-step row; the others are shown at the same share of their own steps.</source>
        <translation>Dieselbe Vorgabe auf drei Arten dekodiert zeigen, je eine Zeile: 1 Schritt (alles auf einmal, wie BERT), K Schritte mit der gewählten Regel und von links nach rechts eine Stelle pro Schritt (die autoregressive Reihenfolge). Der Rundenregler durchläuft die Zeile mit K Schritten; die anderen werden beim selben Anteil ihrer eigenen Schritte gezeigt.</translation>
    </message>
    <message>
        <source>Run the generation now (it also reruns by itself a moment after a setting changes). The model runs in the background; every round is kept, so the slider replays them at once.</source>
        <translation>Die Erzeugung jetzt ausführen (sie läuft auch von selbst neu, kurz nachdem sich eine Einstellung ändert). Das Modell läuft im Hintergrund; jede Runde wird behalten, daher spielt der Regler sie sofort ab.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Generation by unmasking&lt;/b&gt; (masked diffusion: MDLM, LLaDA). Every position to write starts as [MASK]. At each of K steps the model predicts all masked positions at once, a token is drawn for each, and the schedule&apos;s share of them is kept; the rest are masked again and predicted anew with more context. A revealed token is never changed. BERT&apos;s fill-in is the 1-step case; left to right, one position a step, is how an autoregressive model writes.</source>
        <translation>&lt;b&gt;Erzeugen durch Aufdecken&lt;/b&gt; (maskierte Diffusion: MDLM, LLaDA). Jede zu schreibende Stelle beginnt als [MASK]. In jedem von K Schritten sagt das Modell alle maskierten Stellen auf einmal vorher, für jede wird ein Token gezogen, und der vom Plan vorgesehene Anteil wird behalten; der Rest wird wieder maskiert und mit mehr Kontext neu vorhergesagt. Ein aufgedecktes Token wird nie geändert. Das Ausfüllen von BERT ist der Fall mit 1 Schritt; von links nach rechts, eine Stelle pro Schritt, schreibt ein autoregressives Modell.</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>empty: write from nothing</source>
        <translation>leer: aus dem Nichts schreiben</translation>
    </message>
    <message>
        <source>Insert [MASK]</source>
        <translation>[MASK] einfügen</translation>
    </message>
    <message>
        <source>Put a [MASK] at the cursor: a position for the model to fill in</source>
        <translation>Ein [MASK] an der Schreibmarke einfügen: eine Stelle, die das Modell ausfüllt</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Empty the prompt: the model writes “length” tokens from nothing</source>
        <translation>Die Vorgabe leeren: das Modell schreibt „Länge“ Tokens aus dem Nichts</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>Dekodierung</translation>
    </message>
    <message>
        <source>Remasking: which of the drawn tokens each step keeps; the others go back to [MASK]. Hover an entry for what it does.</source>
        <translation>Neu maskieren: welche der gezogenen Tokens jeder Schritt behält; die anderen werden wieder zu [MASK]. Zeigen Sie auf einen Eintrag, um zu sehen, was er tut.</translation>
    </message>
    <message>
        <source>The noise schedule: how many positions each step reveals (the share still masked at time t). Hover an entry for what it does.</source>
        <translation>Der Rauschplan: wie viele Stellen jeder Schritt aufdeckt (der zur Zeit t noch maskierte Anteil). Zeigen Sie auf einen Eintrag, um zu sehen, was er tut.</translation>
    </message>
    <message>
        <source>What a position attends to while the blocks are decoded. Hover an entry for what it does.</source>
        <translation>Worauf eine Position achtet, während die Blöcke dekodiert werden. Für die Bedeutung mit der Maus über einen Eintrag fahren.</translation>
    </message>
    <message>
        <source>Key/value cache: keep what positions outside the block computed and compute fewer rows each call. Exact with block-causal attention, approximate with full attention. Hover an entry for what it does.</source>
        <translation>Key/Value-Cache: behalten, was Positionen außerhalb des Blocks berechnet haben, und bei jedem Aufruf weniger Zeilen berechnen. Exakt mit blockkausaler Attention, näherungsweise mit voller Attention. Für die Bedeutung mit der Maus über einen Eintrag fahren.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>one block</source>
        <translation>ein Block</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>Draw again with the next seed [R]</source>
        <translation>Mit dem nächsten Startwert neu ziehen [R]</translation>
    </message>
    <message>
        <source>Length n</source>
        <translation>Länge n</translation>
    </message>
    <message>
        <source>Steps K</source>
        <translation>Schritte K</translation>
    </message>
    <message>
        <source>Remasking</source>
        <translation>Neu maskieren</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>Refresh every</source>
        <translation>Erneuern alle</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Block length</source>
        <translation>Blocklänge</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>the prompt three ways: 1 step (BERT), K steps, left to right</source>
        <translation>die Vorgabe auf drei Arten: 1 Schritt (BERT), K Schritte, von links nach rechts</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>trained as a masked LM at one rate, not with the diffusion objective: expect repeats (“. . .”); a generator trained for it is used once it is shipped</source>
        <translation>als maskiertes Sprachmodell mit einer Rate trainiert, nicht mit dem Diffusionsziel: Wiederholungen sind zu erwarten („. . .“); ein dafür trainierter Generator wird verwendet, sobald er ausgeliefert wird</translation>
    </message>
    <message>
        <source>The model that generates: the bundled generator</source>
        <translation>Das Modell, das erzeugt: der mitgelieferte Generator</translation>
    </message>
    <message>
        <source>What the round on screen revealed: each token, the model&apos;s probability of it, and its position</source>
        <translation>Was die gezeigte Runde aufgedeckt hat: jedes Token, seine Wahrscheinlichkeit laut Modell und seine Stelle</translation>
    </message>
    <message>
        <source>With a key/value cache: how far the keys and values kept from an earlier call were from fresh ones, and how often the likeliest token was the same</source>
        <translation>Mit einem Key/Value-Cache: wie weit die von einem früheren Aufruf behaltenen Keys und Values von frischen entfernt waren und wie oft das wahrscheinlichste Token dasselbe war</translation>
    </message>
    <message>
        <source>{model} is a causal (left-to-right) model: generation by unmasking needs a masked LM; still using {current}.</source>
        <translation>{model} ist ein kausales Modell (von links nach rechts): Erzeugen durch Aufdecken braucht ein maskiertes Sprachmodell; weiterhin wird {current} verwendet.</translation>
    </message>
    <message>
        <source>Generator: {model}</source>
        <translation>Generator: {model}</translation>
    </message>
    <message>
        <source>Loading the generator…</source>
        <translation>Der Generator wird geladen…</translation>
    </message>
    <message>
        <source>No generator could be loaded</source>
        <translation>Es konnte kein Generator geladen werden</translation>
    </message>
    <message>
        <source>Generator: loaded when this tab is first shown</source>
        <translation>Generator: wird geladen, wenn dieser Reiter zum ersten Mal gezeigt wird</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Wird erzeugt…</translation>
    </message>
    <message>
        <source>The generator could not be loaded: {error}</source>
        <translation>Der Generator konnte nicht geladen werden: {error}</translation>
    </message>
    <message>
        <source>The rows show the last generation.</source>
        <translation>Die Zeilen zeigen die letzte Erzeugung.</translation>
    </message>
    <message>
        <source>Cannot generate: {error}.</source>
        <translation>Erzeugen nicht möglich: {error}.</translation>
    </message>
    <message>
        <source>Cannot generate: {error}</source>
        <translation>Erzeugen nicht möglich: {error}</translation>
    </message>
    <message>
        <source>No generator: nothing to show</source>
        <translation>Kein Generator: nichts zu zeigen</translation>
    </message>
    <message>
        <source>{row}: round {n} of {total}</source>
        <translation>{row}: Runde {n} von {total}</translation>
    </message>
    <message>
        <source>Nothing has been generated yet: press Generate, then export again.</source>
        <translation>Noch nichts erzeugt: „Erzeugen“ drücken, dann erneut exportieren.</translation>
    </message>
    <message>
        <source>position {n}: “{token}”, from the prompt (never changed)</source>
        <translation>Position {n}: „{token}“, aus dem Prompt (nie geändert)</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>position {n}: still masked; the model predicts it again at the next step</source>
        <translation>Position {n}: noch maskiert; das Modell sagt sie im nächsten Schritt erneut vorher</translation>
    </message>
    <message>
        <source>position {n}: revealed in round {round} (hidden until the answer is revealed)</source>
        <translation>Position {n}: in Runde {round} aufgedeckt (verborgen, bis die Antwort aufgedeckt wird)</translation>
    </message>
    <message>
        <source>position {n}: “{token}”, revealed in round {round} with probability {p}</source>
        <translation>Position {n}: „{token}“, in Runde {round} mit Wahrscheinlichkeit {p} aufgedeckt</translation>
    </message>
    <message>
        <source>(this round)</source>
        <translation>(diese Runde)</translation>
    </message>
    <message numerus="yes">
        <source>Generated %n position(s)</source>
        <translation>
            <numerusform>%n Stelle erzeugt</numerusform>
            <numerusform>%n Stellen erzeugt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n step(s)</source>
        <translation>
            <numerusform>in %n Schritt</numerusform>
            <numerusform>in %n Schritten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>in {ms} ms</source>
        <translation>in {ms} ms</translation>
    </message>
    <message>
        <source>exact: block-causal attention, the kept keys/values never change</source>
        <translation>exakt: blockkausale Attention, die behaltenen Keys/Values ändern sich nie</translation>
    </message>
    <message>
        <source>approximate: all computed again every {n} calls</source>
        <translation>näherungsweise: alles alle {n} Aufrufe neu berechnet</translation>
    </message>
    <message>
        <source>Cache {cache} ({kind}): {full} full calls, {rows} on the block alone; the kept keys/values were {drift:.1f} % from fresh ones and gave the likeliest token fresh ones give at {agree:.0f} % of the positions</source>
        <translation>Cache {cache} ({kind}): {full} volle Aufrufe, {rows} nur auf dem Block; die behaltenen Keys/Values lagen {drift:.1f} % von frischen entfernt und ergaben an {agree:.0f} % der Positionen das wahrscheinlichste Token, das frische ergeben</translation>
    </message>
    <message>
        <source>1 step (all at once, BERT-style)</source>
        <translation>1 Schritt (alles auf einmal, wie BERT)</translation>
    </message>
    <message>
        <source>{n} steps (every token at least {threshold:g} sure)</source>
        <translation>{n} Schritte (jedes Token mindestens {threshold:g} sicher)</translation>
    </message>
    <message>
        <source>{n} steps ({remasking}, {schedule})</source>
        <translation>{n} Schritte ({remasking}, {schedule})</translation>
    </message>
    <message>
        <source>left to right ({n} steps, autoregressive order)</source>
        <translation>von links nach rechts ({n} Schritte, autoregressive Reihenfolge)</translation>
    </message>
    <message>
        <source>Sample {n}</source>
        <translation>Stichprobe {n}</translation>
    </message>
    <message>
        <source>“{token}” {p} at {n}</source>
        <translation>„{token}“ {p} an {n}</translation>
    </message>
    <message>
        <source>and {n} more</source>
        <translation>und {n} weitere</translation>
    </message>
    <message>
        <source>Round {shown} of {k}: each sample revealed {n}; sample 1: {words}</source>
        <translation>Runde {shown} von {k}: jede Stichprobe deckte {n} auf; Stichprobe 1: {words}</translation>
    </message>
    <message>
        <source>Round {shown} of {k}: revealed {n} ({words})</source>
        <translation>Runde {shown} von {k}: {n} aufgedeckt ({words})</translation>
    </message>
    <message>
        <source>took back {n} first ({words})</source>
        <translation>zuerst {n} zurückgenommen ({words})</translation>
    </message>
    <message>
        <source>{n} still masked</source>
        <translation>{n} noch maskiert</translation>
    </message>
    <message>
        <source>every position is revealed</source>
        <translation>jede Stelle ist aufgedeckt</translation>
    </message>
    <message>
        <source>revised: {history}</source>
        <translation>überarbeitet: {history}</translation>
    </message>
    <message>
        <source>Generated sequences</source>
        <translation>Erzeugte Folgen</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Show the rounds one after another, from the first; press again to pause</source>
        <translation>Die Runden nacheinander zeigen, ab der ersten; erneut drücken zum Anhalten</translation>
    </message>
    <message>
        <source>“{token}” (given)</source>
        <translation>„{token}“ (vorgegeben)</translation>
    </message>
    <message>
        <source>“{token}” (round {round}, p {p})</source>
        <translation>„{token}“ (Runde {round}, p {p})</translation>
    </message>
    <message>
        <source>was {was}, taken back in round {back}, replaced by “{new}” in round {round}</source>
        <translation>war {was}, in Runde {back} zurückgenommen, in Runde {round} durch „{new}“ ersetzt</translation>
    </message>
    <message>
        <source>was {was}, taken back in round {back}</source>
        <translation>war {was}, in Runde {back} zurückgenommen</translation>
    </message>
    <message>
        <source>Revised: {history}</source>
        <translation>Überarbeitet: {history}</translation>
    </message>
    <message>
        <source>The round shown: drag back to see which positions were still masked then. Every round was computed once; moving this does not run the model.</source>
        <translation>Die gezeigte Runde: zurückziehen, um zu sehen, welche Stellen damals noch maskiert waren. Jede Runde wurde einmal berechnet; das Verschieben führt das Modell nicht aus.</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ Anhalten</translation>
    </message>
    <message>
        <source>Under a token: r&lt;round&gt; · &lt;probability&gt;; a thick border: revealed in the round shown</source>
        <translation>Unter einem Token: r&lt;Runde&gt; · &lt;Wahrscheinlichkeit&gt;; ein dicker Rand: in der gezeigten Runde aufgedeckt</translation>
    </message>
    <message>
        <source>↺: taken back and written again</source>
        <translation>↺: zurückgenommen und neu geschrieben</translation>
    </message>
    <message>
        <source>What the chips show: the number under a revealed token is its round and the model&apos;s probability of it; the colour says the same probability</source>
        <translation>Was die Chips zeigen: die Zahl unter einem aufgedeckten Token ist seine Runde und seine Wahrscheinlichkeit laut Modell; die Farbe zeigt dieselbe Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>[MASK]: still hidden</source>
        <translation>[MASK]: noch verborgen</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>Vorgabe</translation>
    </message>
</context>
<context>
    <name>ImageTab</name>
    <message>
        <source>Masked (right)</source>
        <translation>Maskiert (rechts)</translation>
    </message>
    <message>
        <source>The patches the right side hides</source>
        <translation>Die Bildfelder, die die rechte Seite verbirgt</translation>
    </message>
    <message>
        <source>Reconstruction + visible (right)</source>
        <translation>Rekonstruktion + sichtbar (rechts)</translation>
    </message>
    <message>
        <source>The right model&apos;s hidden patches pasted into the visible ones</source>
        <translation>Die verborgenen Bildfelder des rechten Modells, in die sichtbaren eingefügt</translation>
    </message>
    <message>
        <source>Error per hidden patch (right)</source>
        <translation>Fehler je verborgenem Bildfeld (rechts)</translation>
    </message>
    <message>
        <source>Mean squared error of each hidden patch on the right</source>
        <translation>Mittlerer quadratischer Fehler jedes verborgenen Bildfelds rechts</translation>
    </message>
    <message>
        <source>Preparing {model}…</source>
        <translation>{model} wird vorbereitet…</translation>
    </message>
    <message>
        <source>Waiting for the tab&apos;s model…</source>
        <translation>Warten auf das Modell des Tabs…</translation>
    </message>
    <message>
        <source>Right: &lt;b&gt;{model}&lt;/b&gt; ({size} px, {rows}×{cols} patches)</source>
        <translation>Rechts: &lt;b&gt;{model}&lt;/b&gt; ({size} px, {rows}×{cols} Bildfelder)</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>das Modell</translation>
    </message>
    <message>
        <source>{model} (same model)</source>
        <translation>{model} (dasselbe Modell)</translation>
    </message>
    <message>
        <source>{model} (same model, ratio {ratio})</source>
        <translation>{model} (dasselbe Modell, Anteil {ratio})</translation>
    </message>
    <message>
        <source>random-init twin of {model}</source>
        <translation>zufällig initialisierter Zwilling von {model}</translation>
    </message>
    <message>
        <source>bundled mae-tiny</source>
        <translation>mitgeliefertes mae-tiny</translation>
    </message>
    <message>
        <source>The right side&apos;s reconstruction failed: {error}</source>
        <translation>Die Rekonstruktion der rechten Seite ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>dark 0 → bright {top} MSE</source>
        <translation>dunkel 0 → hell {top} MSE</translation>
    </message>
    <message>
        <source>nothing hidden</source>
        <translation>nichts verborgen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right, over its hidden patches&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;model loss {loss}</source>
        <translation>&lt;b&gt;Rechts, über seine verborgenen Bildfelder&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;Modellverlust {loss}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is hidden on the right&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rechts ist nichts verborgen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;Nebeneinander:&lt;/b&gt; {hint}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; comparing…</source>
        <translation>&lt;b&gt;Nebeneinander:&lt;/b&gt; wird verglichen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Left vs right:&lt;/b&gt; {summary}</source>
        <translation>&lt;b&gt;Links gegen rechts:&lt;/b&gt; {summary}</translation>
    </message>
    <message>
        <source>Astronaut (Eileen Collins)</source>
        <translation>Astronautin (Eileen Collins)</translation>
    </message>
    <message>
        <source>Cup of coffee</source>
        <translation>Tasse Kaffee</translation>
    </message>
    <message>
        <source>Chelsea the cat</source>
        <translation>Die Katze Chelsea</translation>
    </message>
    <message>
        <source>Rocket launch</source>
        <translation>Raketenstart</translation>
    </message>
    <message>
        <source>Stained tissue</source>
        <translation>Gefärbtes Gewebe</translation>
    </message>
    <message>
        <source>Hubble deep field</source>
        <translation>Hubble Deep Field</translation>
    </message>
    <message>
        <source>Colour wheel</source>
        <translation>Farbkreis</translation>
    </message>
    <message>
        <source>Cameraman (grey)</source>
        <translation>Kameramann (grau)</translation>
    </message>
    <message>
        <source>Coins (grey)</source>
        <translation>Münzen (grau)</translation>
    </message>
    <message>
        <source>Brick wall (grey)</source>
        <translation>Ziegelmauer (grau)</translation>
    </message>
    <message>
        <source>Retina</source>
        <translation>Netzhaut</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Photos that come with scikit-image; or open your own</source>
        <translation>Fotos, die mit scikit-image geliefert werden; oder öffnen Sie ein eigenes</translation>
    </message>
    <message>
        <source>Open image…</source>
        <translation>Bild öffnen…</translation>
    </message>
    <message>
        <source>Open a PNG, JPEG, TIFF, BMP or WebP file (or drop one on this tab)</source>
        <translation>Eine PNG-, JPEG-, TIFF-, BMP- oder WebP-Datei öffnen (oder auf diesen Reiter ziehen)</translation>
    </message>
    <message>
        <source>or drop an image file here</source>
        <translation>oder eine Bilddatei hierher ziehen</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>Maskierung</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Fraction of patches hidden from the encoder (MAE uses 75 %)</source>
        <translation>Anteil der vor dem Encoder verborgenen Bildfelder (MAE verwendet 75 %)</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>Maskierungsanteil</translation>
    </message>
    <message>
        <source>The random seed of the mask: the same seed gives the same mask</source>
        <translation>Der Startwert der Maske: derselbe Startwert ergibt dieselbe Maske</translation>
    </message>
    <message>
        <source>Resample</source>
        <translation>Neu ziehen</translation>
    </message>
    <message>
        <source>Draw a new mask (next seed) [R]</source>
        <translation>Eine neue Maske ziehen (nächster Startwert) [R]</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <source>Make every patch visible</source>
        <translation>Jedes Bildfeld sichtbar machen</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>Umkehren</translation>
    </message>
    <message>
        <source>Hide the visible patches and show the hidden ones</source>
        <translation>Die sichtbaren Bildfelder verbergen und die verborgenen zeigen</translation>
    </message>
    <message>
        <source>Reveal in rounds…</source>
        <translation>In Runden aufdecken…</translation>
    </message>
    <message>
        <source>Hide 95 % of the picture, reconstruct, keep one round&apos;s predicted patches as if they were seen, repeat; shown beside the one-shot reconstruction. A pixel-regression MAE blurs what it predicts, so feeding it back does not help (image generators unmask discrete tokens instead)</source>
        <translation>95 % des Bildes verbergen, rekonstruieren, die vorhergesagten Bildfelder einer Runde behalten, als wären sie gesehen, wiederholen; gezeigt neben der Rekonstruktion in einem Durchgang. Ein MAE mit Pixelregression verwischt, was er vorhersagt, daher hilft das Zurückspeisen nicht (Bildgeneratoren decken stattdessen diskrete Tokens auf)</translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Datei: {name}</translation>
    </message>
    <message>
        <source>Occlusion</source>
        <translation>Okklusion</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>Gradient</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Attention-Rollout</translation>
    </message>
    <message>
        <source>how much the hidden patch&apos;s error grows when this visible patch is also dropped (red: it helps; blue: the patch is better rebuilt without it)</source>
        <translation>wie stark der Fehler des verborgenen Bildfelds wächst, wenn dieses sichtbare Bildfeld ebenfalls weggelassen wird (rot: es hilft; blau: das Bildfeld wird ohne es besser rekonstruiert)</translation>
    </message>
    <message>
        <source>the size of the gradient of the hidden patch&apos;s error with respect to this patch&apos;s pixels</source>
        <translation>die Größe des Gradienten des Fehlers des verborgenen Bildfelds nach den Pixeln dieses Bildfelds</translation>
    </message>
    <message>
        <source>the share of the hidden patch&apos;s attention rollout (decoder, then encoder) that reaches this patch</source>
        <translation>der Anteil des Attention-Rollouts des verborgenen Bildfelds (Decoder, dann Encoder), der dieses Bildfeld erreicht</translation>
    </message>
    <message>
        <source>Dropping one patch says nothing of patches that stand in for each other (both look unimportant).</source>
        <translation>Ein Bildfeld wegzulassen sagt nichts über Bildfelder, die einander ersetzen können (beide wirken unwichtig).</translation>
    </message>
    <message>
        <source>A gradient is local: it says what a small change would do, not what the patch contributes.</source>
        <translation>Ein Gradient ist lokal: er sagt, was eine kleine Änderung bewirken würde, nicht, was das Bildfeld beiträgt.</translation>
    </message>
    <message>
        <source>Attention is not explanation (Jain &amp; Wallace 2019): where information may flow, not that it is used.</source>
        <translation>Aufmerksamkeit ist keine Erklärung (Jain &amp; Wallace 2019): wohin Information fließen kann, nicht, dass sie genutzt wird.</translation>
    </message>
    <message>
        <source>Click a hidden patch on the Masked or Reconstruction panel: which visible patches rebuild it?</source>
        <translation>Klicken Sie auf ein verborgenes Bildfeld in der Ansicht Maskiert oder Rekonstruktion: welche sichtbaren Bildfelder bauen es wieder auf?</translation>
    </message>
    <message>
        <source>How the influence of each visible patch on the clicked hidden patch is measured</source>
        <translation>Wie der Einfluss jedes sichtbaren Bildfelds auf das angeklickte verborgene Bildfeld gemessen wird</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why this patch&lt;/b&gt;</source>
        <translation>&lt;b&gt;Warum dieses Bildfeld&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Patch ({row}, {col}) is visible: click a hidden (grey) patch; the model rebuilds only those.</source>
        <translation>Bildfeld ({row}, {col}) ist sichtbar: ein verborgenes (graues) Bildfeld anklicken; das Modell rekonstruiert nur diese.</translation>
    </message>
    <message>
        <source>patch ({row}, {col}) is outside the {rows} x {cols} grid</source>
        <translation>Bildfeld ({row}, {col}) liegt außerhalb des Rasters {rows} x {cols}</translation>
    </message>
    <message>
        <source>patch ({row}, {col}) is visible in this mask: only hidden patches are rebuilt</source>
        <translation>Bildfeld ({row}, {col}) ist in dieser Maske sichtbar: nur verborgene Bildfelder werden rekonstruiert</translation>
    </message>
    <message>
        <source>Image explanation cleared: {problem}.</source>
        <translation>Bilderklärung gelöscht: {problem}.</translation>
    </message>
    <message>
        <source>image.explain.patch: {problem}. The explanation is cleared.</source>
        <translation>image.explain.patch: {problem}. Die Erklärung ist gelöscht.</translation>
    </message>
    <message>
        <source>{problem}: click a hidden patch.</source>
        <translation>{problem}: ein verborgenes Bildfeld anklicken.</translation>
    </message>
    <message>
        <source>Explaining patch ({row}, {col})…</source>
        <translation>Bildfeld ({row}, {col}) wird erklärt…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Patch ({row}, {col})&lt;/b&gt;, error {error}: on the Original panel, {meaning}. Most: ({top_row}, {top_col}) {score}. &lt;i&gt;{failure}&lt;/i&gt; Click it again or Esc to clear.</source>
        <translation>&lt;b&gt;Bildfeld ({row}, {col})&lt;/b&gt;, Fehler {error}: im Original-Feld {meaning}. Am meisten: ({top_row}, {top_col}) {score}. &lt;i&gt;{failure}&lt;/i&gt; Erneut anklicken oder Esc zum Löschen.</translation>
    </message>
    <message>
        <source>Cannot explain this patch: {error}</source>
        <translation>Dieses Bildfeld lässt sich nicht erklären: {error}</translation>
    </message>
    <message>
        <source>Image explanation: {error}</source>
        <translation>Bilderklärung: {error}</translation>
    </message>
    <message numerus="yes">
        <source>{hidden} of %n patch(es) hidden ({share}: the nearest the grid gets to {asked})</source>
        <translation>
            <numerusform>{hidden} von %n Bildfeld verborgen ({share}: am nächsten, was das Raster an {asked} herankommt)</numerusform>
            <numerusform>{hidden} von %n Bildfeldern verborgen ({share}: am nächsten, was das Raster an {asked} herankommt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hidden} of %n patch(es) hidden ({share})</source>
        <translation>
            <numerusform>{hidden} von %n Bildfeld verborgen ({share})</numerusform>
            <numerusform>{hidden} von %n Bildfeldern verborgen ({share})</numerusform>
        </translation>
    </message>
    <message>
        <source>{size} px · {rows}×{cols} patches</source>
        <translation>{size} px · {rows}×{cols} Bildfelder</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}, hidden</source>
        <translation>{panel}, Bildfeld Zeile {row}, Spalte {col}, verborgen</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}, visible</source>
        <translation>{panel}, Bildfeld Zeile {row}, Spalte {col}, sichtbar</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}</source>
        <translation>{panel}, Bildfeld Zeile {row}, Spalte {col}</translation>
    </message>
    <message>
        <source>What the model sees (its input size), with the patch grid. Click or drag on it to hide patches by hand.</source>
        <translation>Was das Modell sieht (seine Eingabegröße), mit dem Raster der Bildfelder. Klicken oder ziehen, um Bildfelder von Hand zu verbergen.</translation>
    </message>
    <message>
        <source>Masked</source>
        <translation>Maskiert</translation>
    </message>
    <message>
        <source>The hidden patches are grey: the encoder never sees them</source>
        <translation>Die verborgenen Bildfelder sind grau: der Encoder sieht sie nie</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>Rekonstruktion</translation>
    </message>
    <message>
        <source>The decoder&apos;s prediction for every patch</source>
        <translation>Die Vorhersage des Decoders für jedes Bildfeld</translation>
    </message>
    <message>
        <source>Reconstruction + visible</source>
        <translation>Rekonstruktion + sichtbar</translation>
    </message>
    <message>
        <source>Visible patches from the original, hidden ones from the model (the MAE paper&apos;s figures)</source>
        <translation>Sichtbare Bildfelder aus dem Original, verborgene vom Modell (wie in den Abbildungen des MAE-Artikels)</translation>
    </message>
    <message>
        <source>Error per hidden patch</source>
        <translation>Fehler je verborgenem Bildfeld</translation>
    </message>
    <message>
        <source>Mean squared error of each hidden patch: dark is good, bright is bad; visible patches are light grey (they are not scored)</source>
        <translation>Mittlerer quadratischer Fehler jedes verborgenen Bildfelds: dunkel ist gut, hell ist schlecht; sichtbare Bildfelder sind hellgrau (sie werden nicht bewertet)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>PSNR and SSIM compare the reconstruction with the original over the hidden patches only: the visible ones would be perfect anyway</source>
        <translation>PSNR und SSIM vergleichen die Rekonstruktion mit dem Original nur über die verborgenen Bildfelder: die sichtbaren wären ohnehin perfekt</translation>
    </message>
    <message>
        <source>true mean/std per patch</source>
        <translation>wahrer Mittelwert/Streuung je Bildfeld</translation>
    </message>
    <message>
        <source>dark 0 → bright {top} MSE · light grey: visible</source>
        <translation>dunkel 0 → hell {top} MSE · hellgrau: sichtbar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over the hidden patches&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;model loss {loss}</source>
        <translation>&lt;b&gt;Über die verborgenen Bildfelder&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;Modellverlust {loss}</translation>
    </message>
    <message>
        <source>{hidden} of {total} patches hidden, {share}</source>
        <translation>{hidden} von {total} Bildfeldern verborgen, {share}</translation>
    </message>
    <message>
        <source>PSNR {psnr} over the hidden patches</source>
        <translation>PSNR {psnr} über die verborgenen Bildfelder</translation>
    </message>
    <message>
        <source>the picture, {size} pixels square, in a grid of {rows} by {cols} patches; {hidden}, shown darkened</source>
        <translation>das Bild, {size} Pixel im Quadrat, in einem Raster von {rows} mal {cols} Bildfeldern; {hidden}, abgedunkelt gezeigt</translation>
    </message>
    <message>
        <source>{hidden}; {psnr}</source>
        <translation>{hidden}; {psnr}</translation>
    </message>
    <message>
        <source>the model&apos;s reconstruction of every patch; {psnr}</source>
        <translation>die Rekonstruktion jedes Bildfelds durch das Modell; {psnr}</translation>
    </message>
    <message>
        <source>visible patches from the original, the {hidden} hidden ones from the model</source>
        <translation>sichtbare Bildfelder aus dem Original, die {hidden} verborgenen vom Modell</translation>
    </message>
    <message>
        <source>error of each hidden patch, dark for small, bright for large, up to {top} mean squared error; visible patches light grey</source>
        <translation>Fehler jedes verborgenen Bildfelds, dunkel für klein, hell für groß, bis {top} mittlerer quadratischer Fehler; sichtbare Bildfelder hellgrau</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is hidden&lt;/b&gt;&lt;br&gt;move the slider or paint patches</source>
        <translation>&lt;b&gt;Nichts ist verborgen&lt;/b&gt;&lt;br&gt;bewegen Sie den Regler oder malen Sie Bildfelder</translation>
    </message>
    <message>
        <source>shown with the true per-patch mean/std (norm_pix_loss)</source>
        <translation>gezeigt mit dem wahren Mittelwert/der wahren Streuung je Bildfeld (norm_pix_loss)</translation>
    </message>
    <message>
        <source>model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>Reveal in rounds</source>
        <translation>In Runden aufdecken</translation>
    </message>
    <message>
        <source>Share of the patches hidden at the start</source>
        <translation>Anteil der zu Beginn verborgenen Bildfelder</translation>
    </message>
    <message>
        <source>Model passes: each reveals an equal share of the hidden patches, the last one the rest. 1 round is the ordinary one-shot reconstruction</source>
        <translation>Modelldurchgänge: jeder deckt einen gleichen Anteil der verborgenen Bildfelder auf, der letzte den Rest. 1 Runde ist die gewöhnliche Rekonstruktion in einem Durchgang</translation>
    </message>
    <message>
        <source>Which still-hidden patches a round reveals</source>
        <translation>Welche noch verborgenen Bildfelder eine Runde aufdeckt</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Nearest to what is visible</source>
        <translation>Am nächsten am Sichtbaren</translation>
    </message>
    <message>
        <source>A regression MAE gives no probability to rank patches by, so this is a stand-in for &apos;most confident first&apos;: the hidden patches nearest to a visible one are revealed first</source>
        <translation>Ein Regressions-MAE liefert keine Wahrscheinlichkeit, nach der sich Bildfelder ordnen ließen; dies ist daher ein Ersatz für „das Sicherste zuerst“: die verborgenen Bildfelder, die einem sichtbaren am nächsten liegen, werden zuerst aufgedeckt</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Each round reveals a uniformly random share of the patches still hidden</source>
        <translation>Jede Runde deckt einen gleichverteilt zufälligen Anteil der noch verborgenen Bildfelder auf</translation>
    </message>
    <message>
        <source>A pixel-regression MAE predicts the average of what could be in a hidden patch: a blur. Revealing in rounds feeds that blur back as if it had been seen, so each round works from blurrier input and the detail never comes back. Image generators (MaskGIT, MAGE) unmask discrete tokens instead: each round commits to one sharp choice per patch.</source>
        <translation>Ein Pixel-Regressions-MAE sagt den Mittelwert dessen vorher, was in einem verborgenen Bildfeld sein könnte: eine Unschärfe. Aufdecken in Runden gibt diese Unschärfe zurück, als wäre sie gesehen worden, daher arbeitet jede Runde mit unschärferer Eingabe und das Detail kommt nie zurück. Bildgeneratoren (MaskGIT, MAGE) decken stattdessen diskrete Tokens auf: jede Runde legt sich je Bildfeld auf eine scharfe Wahl fest.</translation>
    </message>
    <message>
        <source>{value} dB</source>
        <translation>{value} dB</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Verborgen</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Hidden at the start</source>
        <translation>Zu Beginn verborgen</translation>
    </message>
    <message>
        <source>Grey: the patches the model must fill</source>
        <translation>Grau: die Bildfelder, die das Modell füllen muss</translation>
    </message>
    <message>
        <source>One shot</source>
        <translation>Ein Durchgang</translation>
    </message>
    <message>
        <source>Every hidden patch predicted in one pass from the real visible patches: the MAE&apos;s normal use</source>
        <translation>Jedes verborgene Bildfeld in einem Durchgang aus den echten sichtbaren Bildfeldern vorhergesagt: die normale Nutzung des MAE</translation>
    </message>
    <message>
        <source>In rounds: the model&apos;s own predictions become its visible input (faded: still hidden, this round&apos;s guess)</source>
        <translation>In Runden: die eigenen Vorhersagen des Modells werden zu seiner sichtbaren Eingabe (blass: noch verborgen, Schätzung dieser Runde)</translation>
    </message>
    <message>
        <source>PSNR {psnr}</source>
        <translation>PSNR {psnr}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Over the {hidden} hidden patches&lt;/b&gt; · one shot: PSNR &lt;b&gt;{one_shot}&lt;/b&gt;, fine detail {one_shot_detail} of the original&apos;s · %n round(s): PSNR &lt;b&gt;{final}&lt;/b&gt;, fine detail {final_detail} &lt;span style=&apos;color:#59636e&apos;&gt;(detail: mean step between neighbouring pixels inside a patch)&lt;/span&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Über die {hidden} verborgenen Bildfelder&lt;/b&gt; · auf einmal: PSNR &lt;b&gt;{one_shot}&lt;/b&gt;, feines Detail {one_shot_detail} des Originals · %n Runde: PSNR &lt;b&gt;{final}&lt;/b&gt;, feines Detail {final_detail} &lt;span style=&apos;color:#59636e&apos;&gt;(Detail: mittlerer Sprung zwischen benachbarten Pixeln in einem Bildfeld)&lt;/span&gt;</numerusform>
            <numerusform>&lt;b&gt;Über die {hidden} verborgenen Bildfelder&lt;/b&gt; · auf einmal: PSNR &lt;b&gt;{one_shot}&lt;/b&gt;, feines Detail {one_shot_detail} des Originals · %n Runden: PSNR &lt;b&gt;{final}&lt;/b&gt;, feines Detail {final_detail} &lt;span style=&apos;color:#59636e&apos;&gt;(Detail: mittlerer Sprung zwischen benachbarten Pixeln in einem Bildfeld)&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message numerus="yes">
        <source>Round {n} of {total}: %n patch(es) revealed, {left} still hidden</source>
        <translation>
            <numerusform>Runde {n} von {total}: %n Bildfeld aufgedeckt, {left} noch verborgen</numerusform>
            <numerusform>Runde {n} von {total}: %n Bildfelder aufgedeckt, {left} noch verborgen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot reveal in rounds:&lt;/b&gt; {error}</source>
        <translation>&lt;b&gt;Aufdecken in Runden nicht möglich:&lt;/b&gt; {error}</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>No image model loaded</source>
        <translation>Kein Bildmodell geladen</translation>
    </message>
    <message>
        <source>%1 has no pixel decoder: it gives features, not reconstructions; see the Features tab</source>
        <translation>%1 hat keinen Pixel-Decoder: es liefert Merkmale, keine Rekonstruktionen; siehe den Tab „Merkmale“</translation>
    </message>
    <message>
        <source>This model</source>
        <translation>Dieses Modell</translation>
    </message>
    <message>
        <source>This model predicts each patch&apos;s pixels normalized by the patch&apos;s own mean and spread (norm_pix_loss). The reconstruction is shown with the true mean and spread of each hidden patch put back, as in the MAE paper&apos;s figures: the colours and brightness of hidden patches come from the original, the shapes from the model.</source>
        <translation>Dieses Modell sagt die Pixel jedes Bildfelds normiert auf dessen eigenen Mittelwert und Streuung vorher (norm_pix_loss). Die Rekonstruktion wird mit dem wahren Mittelwert und der wahren Streuung jedes verborgenen Bildfelds gezeigt, wie in den Abbildungen des MAE-Artikels: Farben und Helligkeit der verborgenen Bildfelder stammen aus dem Original, die Formen vom Modell.</translation>
    </message>
    <message>
        <source>Loading the image model…</source>
        <translation>Bildmodell wird geladen…</translation>
    </message>
    <message>
        <source>Reading {picture}…</source>
        <translation>{picture} wird gelesen…</translation>
    </message>
    <message>
        <source>The reconstruction is not ready yet: export again in a moment.</source>
        <translation>Die Rekonstruktion ist noch nicht fertig: gleich erneut exportieren.</translation>
    </message>
    <message>
        <source>Reconstructing…</source>
        <translation>Wird rekonstruiert…</translation>
    </message>
    <message>
        <source>Reading the picture…</source>
        <translation>Bild wird gelesen…</translation>
    </message>
    <message>
        <source>Revealing in rounds…</source>
        <translation>Aufdecken in Runden…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>In Arbeit…</translation>
    </message>
    <message>
        <source>no image model is loaded yet</source>
        <translation>noch kein Bildmodell geladen</translation>
    </message>
    <message>
        <source>the picture is not read yet</source>
        <translation>das Bild ist noch nicht gelesen</translation>
    </message>
    <message>
        <source>Image: {picture}</source>
        <translation>Bild: {picture}</translation>
    </message>
    <message>
        <source>Cannot use that image: {error}. The previous image stays.</source>
        <translation>Dieses Bild kann nicht verwendet werden: {error}. Das vorige Bild bleibt.</translation>
    </message>
    <message>
        <source>Reconstruction failed: {error}</source>
        <translation>Rekonstruktion fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Open an image</source>
        <translation>Ein Bild öffnen</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp *.gif);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp *.gif);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>With discrete tokens (MaskGIT): each round draws a token for every masked patch and keeps the most confident (framed); faded: still masked</source>
        <translation>Mit diskreten Tokens (MaskGIT): jede Runde zieht ein Token für jedes maskierte Bildfeld und behält die sichersten (umrahmt); blass: noch maskiert</translation>
    </message>
    <message>
        <source>Tokenizer alone</source>
        <translation>Nur der Tokenizer</translation>
    </message>
    <message>
        <source>The VQ tokenizer&apos;s own reconstruction of the whole photo, nothing masked: the best any choice of its tokens can give back</source>
        <translation>Die eigene Rekonstruktion des ganzen Fotos durch den VQ-Tokenizer, nichts maskiert: das Beste, was irgendeine Wahl seiner Tokens wiedergeben kann</translation>
    </message>
    <message>
        <source>Reveal order</source>
        <translation>Aufdeckreihenfolge</translation>
    </message>
    <message>
        <source>Each hidden patch coloured by the round that committed its token: light first (the model was most confident), dark last</source>
        <translation>Jedes verborgene Bildfeld in der Farbe der Runde, die sein Token festgelegt hat: hell zuerst (das Modell war am sichersten), dunkel zuletzt</translation>
    </message>
    <message>
        <source>fine detail {share}</source>
        <translation>feine Details {share}</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;With tokens&lt;/b&gt; · %n round(s): fine detail &lt;b&gt;{final}&lt;/b&gt; of the original&apos;s (the tokenizer alone: {ceiling}), PSNR &lt;b&gt;{psnr}&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Mit Tokens&lt;/b&gt; · %n Runde: feine Details &lt;b&gt;{final}&lt;/b&gt; des Originals (der Tokenizer allein: {ceiling}), PSNR &lt;b&gt;{psnr}&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;Mit Tokens&lt;/b&gt; · %n Runden: feine Details &lt;b&gt;{final}&lt;/b&gt; des Originals (der Tokenizer allein: {ceiling}), PSNR &lt;b&gt;{psnr}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {n}: {count} tokens committed, their probability {high} to {low}; {left} still masked</source>
        <translation>Runde {n}: {count} Tokens festgelegt, ihre Wahrscheinlichkeit {high} bis {low}; {left} noch maskiert</translation>
    </message>
    <message>
        <source>No token model</source>
        <translation>Kein Token-Modell</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot reveal tokens:&lt;/b&gt; {error}</source>
        <translation>&lt;b&gt;Tokens können nicht aufgedeckt werden:&lt;/b&gt; {error}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>PDF on A4 paper (*.pdf)</source>
        <translation>PDF auf A4-Papier (*.pdf)</translation>
    </message>
    <message>
        <source>PDF on US Letter paper (*.pdf)</source>
        <translation>PDF auf US-Letter-Papier (*.pdf)</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>Lektion öffnen…</translation>
    </message>
    <message>
        <source>Open a lesson (.mlmlesson): a sequence of prepared views with narration</source>
        <translation>Eine Lektion (.mlmlesson) öffnen: eine Folge vorbereiteter Ansichten mit Erläuterungen</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>New lesson from this view</source>
        <translation>Neue Lektion aus dieser Ansicht</translation>
    </message>
    <message>
        <source>Add this view as a step</source>
        <translation>Diese Ansicht als Schritt hinzufügen</translation>
    </message>
    <message>
        <source>Edit lesson</source>
        <translation>Lektion bearbeiten</translation>
    </message>
    <message>
        <source>The lesson&apos;s steps and the buttons that edit them, under the narration</source>
        <translation>Die Schritte der Lektion und die Knöpfe zu ihrer Bearbeitung, unter dem Erzähltext</translation>
    </message>
    <message>
        <source>Export handout (PDF)…</source>
        <translation>Handout exportieren (PDF)…</translation>
    </message>
    <message>
        <source>Export teacher&apos;s handout, with answers (PDF)…</source>
        <translation>Handout für Lehrkräfte mit Lösungen exportieren (PDF)…</translation>
    </message>
    <message>
        <source>The handout with each exercise&apos;s answer on its page (the students&apos; copy has none)</source>
        <translation>Das Handout mit der Lösung jeder Aufgabe auf ihrer Seite (die Ausgabe für die Lernenden hat keine)</translation>
    </message>
    <message>
        <source>Export progress…</source>
        <translation>Fortschritt exportieren…</translation>
    </message>
    <message>
        <source>The students&apos; answers and scores on this computer, as CSV or JSON</source>
        <translation>Die Antworten und Punkte der Lernenden auf diesem Computer, als CSV oder JSON</translation>
    </message>
    <message>
        <source>Show the narration panel</source>
        <translation>Erläuterungsfeld zeigen</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>Lektion schließen</translation>
    </message>
    <message>
        <source>Reveal the answer</source>
        <translation>Lösung aufdecken</translation>
    </message>
    <message>
        <source>Show the step&apos;s hidden answer (Space); nothing else</source>
        <translation>Die verborgene Lösung des Schritts zeigen (Leertaste); sonst nichts</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>The next step (Page Down; Right in presentation mode)</source>
        <translation>Der nächste Schritt (Bild ab; im Präsentationsmodus Rechts)</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>The previous step (Page Up; Left in presentation mode)</source>
        <translation>Der vorherige Schritt (Bild auf; im Präsentationsmodus Links)</translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>Eine Lektion öffnen</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*%1);;All files (*)</source>
        <translation>MLM-Lab-Lektion (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open a lesson first: the handout has one page per step.</source>
        <translation>Öffnen Sie zuerst eine Lektion: das Handout hat eine Seite pro Schritt.</translation>
    </message>
    <message>
        <source> (answers)</source>
        <translation> (Lösungen)</translation>
    </message>
    <message>
        <source>Export the lesson as a PDF handout</source>
        <translation>Die Lektion als PDF-Handout exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the handout %1 (%n page(s))</source>
        <translation>
            <numerusform>Handout %1 geschrieben (%n Seite)</numerusform>
            <numerusform>Handout %1 geschrieben (%n Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <source>Text: the token chips and the top-5 under the masks</source>
        <translation>Text: die Token-Chips und die Top-5 unter den Masken</translation>
    </message>
    <message>
        <source>Text: the views below the chips</source>
        <translation>Text: die Ansichten unter den Chips</translation>
    </message>
    <message>
        <source>Image: the reconstruction panels</source>
        <translation>Bild: die Rekonstruktionsfelder</translation>
    </message>
    <message>
        <source>Image: the control panel</source>
        <translation>Bild: das Bedienfeld</translation>
    </message>
    <message>
        <source>Training: the run&apos;s form</source>
        <translation>Training: das Formular des Laufs</translation>
    </message>
    <message>
        <source>Training: the loss and metric plots</source>
        <translation>Training: die Verlust- und Metrikdiagramme</translation>
    </message>
    <message>
        <source>Training: the list of runs</source>
        <translation>Training: die Liste der Läufe</translation>
    </message>
    <message>
        <source>Training: the snapshots</source>
        <translation>Training: die Momentaufnahmen</translation>
    </message>
    <message>
        <source>Features: the feature maps</source>
        <translation>Merkmale: die Merkmalskarten</translation>
    </message>
    <message>
        <source>Features: the probe</source>
        <translation>Merkmale: die Sonde</translation>
    </message>
    <message>
        <source>Generate: the rows of steps</source>
        <translation>Erzeugen: die Zeilen der Schritte</translation>
    </message>
    <message>
        <source>Plain text; a blank line starts a paragraph. **bold**, *italic*, `code`, and lines starting with “- ” make a list. No HTML or links.</source>
        <translation>Reiner Text; eine Leerzeile beginnt einen Absatz. **fett**, *kursiv*, `Code`, und Zeilen, die mit „- “ beginnen, bilden eine Liste. Kein HTML, keine Links.</translation>
    </message>
    <message>
        <source>Edit step</source>
        <translation>Schritt bearbeiten</translation>
    </message>
    <message>
        <source>What to say at this step</source>
        <translation>Was bei diesem Schritt gesagt wird</translation>
    </message>
    <message>
        <source>Optional: a question for the room</source>
        <translation>Optional: eine Frage an die Klasse</translation>
    </message>
    <message>
        <source>Hide the model&apos;s answer until I reveal it (Space)</source>
        <translation>Die Antwort des Modells verbergen, bis ich sie aufdecke (Leertaste)</translation>
    </message>
    <message>
        <source>The part of the view the narration talks about: the step scrolls it into sight. It must be on the tab the step shows.</source>
        <translation>Der Teil der Ansicht, von dem die Erläuterung spricht: der Schritt rollt ihn ins Bild. Er muss auf dem Reiter liegen, den der Schritt zeigt.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Space starts / stops the training run at this step</source>
        <translation>Die Leertaste startet / stoppt bei diesem Schritt den Trainingslauf</translation>
    </message>
    <message>
        <source>Otherwise Space only reveals. For a step that shows the Training tab.</source>
        <translation>Sonst deckt die Leertaste nur auf. Für einen Schritt, der den Reiter Training zeigt.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Erläuterung</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Fokus</translation>
    </message>
    <message>
        <source>The narration is {n} characters; at most {limit}.</source>
        <translation>Die Erzählung hat {n} Zeichen; höchstens {limit}.</translation>
    </message>
    <message>
        <source>Space would start a training run, but the step shows the {tab} tab; untick it, or show the Training tab in this step</source>
        <translation>die Leertaste würde einen Trainingslauf starten, aber der Schritt zeigt den Tab {tab}; das Häkchen entfernen oder in diesem Schritt den Training-Tab zeigen</translation>
    </message>
    <message>
        <source>Edit the lesson</source>
        <translation>Die Lektion bearbeiten</translation>
    </message>
    <message>
        <source>Capture the view on screen as a new step after this one</source>
        <translation>Die Ansicht auf dem Bildschirm als neuen Schritt nach diesem festhalten</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the selected step&apos;s title, narration, question and reveal</source>
        <translation>Titel, Erzählung, Frage und Aufdecken des gewählten Schritts bearbeiten</translation>
    </message>
    <message>
        <source>Update from view</source>
        <translation>Aus der Ansicht aktualisieren</translation>
    </message>
    <message>
        <source>Replace the current step&apos;s view with the view on screen</source>
        <translation>Die Ansicht des aktuellen Schritts durch die Ansicht auf dem Bildschirm ersetzen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Lesson title…</source>
        <translation>Titel der Lektion…</translation>
    </message>
    <message>
        <source>The lesson&apos;s title (menus, the panel and the handout show it)</source>
        <translation>Der Titel der Lektion (Menüs, Leiste und Handout zeigen ihn)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the lesson (.mlmlesson)</source>
        <translation>Die Lektion speichern (.mlmlesson)</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Double-click or Enter to show this step</source>
        <translation>Doppelklick oder Eingabetaste zeigt diesen Schritt</translation>
    </message>
    <message>
        <source>the answer for this view</source>
        <translation>die Antwort für diese Ansicht</translation>
    </message>
    <message numerus="yes">
        <source>%n try</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tries</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>Schritt {number}</translation>
    </message>
    <message>
        <source>Type a word</source>
        <translation>Ein Wort eingeben</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Check the answer (retries allowed)</source>
        <translation>Die Antwort prüfen (weitere Versuche erlaubt)</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Die Lösung zeigen</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>not right yet</source>
        <translation>noch nicht richtig</translation>
    </message>
    <message>
        <source>Your last answer: {answer} ({verdict}, {tries}).</source>
        <translation>Ihre letzte Antwort: {answer} ({verdict}, {tries}).</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>Lösung: {answer}</translation>
    </message>
    <message>
        <source>Your score ({student}): {right} of {total}</source>
        <translation>Ihr Ergebnis ({student}): {right} von {total}</translation>
    </message>
    <message>
        <source>Your score: {right} of {total}</source>
        <translation>Ihr Ergebnis: {right} von {total}</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>Step {number}, {title} ({kind}): {tries}</source>
        <translation>Schritt {number}, {title} ({kind}): {tries}</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Your name, for the answers to “{title}”:</source>
        <translation>Ihr Name, für die Antworten zu „{title}“:</translation>
    </message>
    <message>
        <source>Cannot read the saved answers: {error}</source>
        <translation>Die gespeicherten Antworten können nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Type a word first.</source>
        <translation>Geben Sie zuerst ein Wort ein.</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>Wählen Sie zuerst eine Antwort.</translation>
    </message>
    <message>
        <source>The estimate is about this step&apos;s view, shown again now: press Check once the lab has computed it.</source>
        <translation>Die Schätzung betrifft die Ansicht dieses Schritts, die jetzt wieder gezeigt wird: drücken Sie Prüfen, sobald das Labor sie berechnet hat.</translation>
    </message>
    <message>
        <source>The lab is still computing {what}: press Check again in a moment.</source>
        <translation>Das Labor berechnet noch {what}: drücken Sie gleich noch einmal auf „Prüfen“.</translation>
    </message>
    <message>
        <source>Enter your name to have your answers checked and kept.</source>
        <translation>Geben Sie Ihren Namen ein, damit Ihre Antworten geprüft und gespeichert werden.</translation>
    </message>
    <message>
        <source>Not checked: the saved answers cannot be read (see the message above).</source>
        <translation>Nicht geprüft: die gespeicherten Antworten können nicht gelesen werden (siehe die Meldung oben).</translation>
    </message>
    <message>
        <source>Cannot keep the answer in {path}: {error}</source>
        <translation>Die Antwort kann nicht in {path} gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Export the students&apos; progress</source>
        <translation>Den Fortschritt der Lernenden exportieren</translation>
    </message>
    <message>
        <source>CSV, one row per student and step (*.csv);;JSON (*.json)</source>
        <translation>CSV, eine Zeile je Lernende(r) und Schritt (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the progress to {path}: {error}</source>
        <translation>Der Fortschritt kann nicht nach {path} exportiert werden: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n answer(s) to {path}</source>
        <translation>
            <numerusform>%n Antwort nach {path} exportiert</numerusform>
            <numerusform>%n Antworten nach {path} exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>(skipped, unreadable: {files})</source>
        <translation>(übersprungen, nicht lesbar: {files})</translation>
    </message>
    <message>
        <source>Guess the word</source>
        <translation>Das Wort raten</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Schätzen</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>PSNR over the hidden patches</source>
        <translation>PSNR über die verborgenen Bildfelder</translation>
    </message>
    <message>
        <source>SSIM over the hidden patches</source>
        <translation>SSIM über die verborgenen Bildfelder</translation>
    </message>
    <message>
        <source>patches hidden</source>
        <translation>verborgene Bildfelder</translation>
    </message>
    <message>
        <source>share of patches hidden</source>
        <translation>Anteil verborgener Bildfelder</translation>
    </message>
    <message>
        <source>top-1 accuracy at the masked tokens</source>
        <translation>Top-1-Genauigkeit an den maskierten Tokens</translation>
    </message>
    <message>
        <source>mean loss at the masked tokens</source>
        <translation>mittlerer Verlust an den maskierten Tokens</translation>
    </message>
    <message>
        <source>tokens chosen for prediction</source>
        <translation>zur Vorhersage gewählte Tokens</translation>
    </message>
    <message>
        <source>No exercise</source>
        <translation>Keine Aufgabe</translation>
    </message>
    <message>
        <source>The question (empty: the step&apos;s question)</source>
        <translation>Die Frage (leer: die Frage des Schritts)</translation>
    </message>
    <message>
        <source>Optional: shown with the answer, printed in the teacher&apos;s key</source>
        <translation>Optional: wird mit der Lösung gezeigt und im Lösungsschlüssel gedruckt</translation>
    </message>
    <message>
        <source>The token index of the blank ([CLS] is 0), as the Text tab&apos;s chips count</source>
        <translation>Der Token-Index der Lücke ([CLS] ist 0), gezählt wie die Chips des Reiters Text</translation>
    </message>
    <message>
        <source>Other spellings counted right, separated by commas</source>
        <translation>Andere Schreibweisen, die als richtig gelten, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>One answer a line</source>
        <translation>Eine Antwort pro Zeile</translation>
    </message>
    <message>
        <source>The right options&apos; letters, e.g. A, C</source>
        <translation>Die Buchstaben der richtigen Optionen, z. B. A, C</translation>
    </message>
    <message>
        <source>Optional: what you measured (the teacher&apos;s key prints it)</source>
        <translation>Optional: was Sie gemessen haben (der Lösungsschlüssel druckt es)</translation>
    </message>
    <message>
        <source>Optional: a lab state that does the task (JSON)</source>
        <translation>Optional: ein Laborstand, der die Aufgabe erfüllt (JSON)</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Blank (token index)</source>
        <translation>Lücke (Token-Index)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Also right</source>
        <translation>Ebenfalls richtig</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Right options</source>
        <translation>Richtige Optionen</translation>
    </message>
    <message>
        <source>Live figure</source>
        <translation>Live-Kennzahl</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Condition (JSON)</source>
        <translation>Bedingung (JSON)</translation>
    </message>
    <message>
        <source>Solution (JSON)</source>
        <translation>Lösung (JSON)</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Show the model&apos;s answer (Space)</source>
        <translation>Die Antwort des Modells zeigen (Leertaste)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Show the lesson&apos;s steps and the buttons that edit them (hidden while you teach, so the narration has the room)</source>
        <translation>Die Schritte der Lektion und die Knöpfe zu ihrer Bearbeitung zeigen (beim Unterrichten verborgen, damit der Erzähltext Platz hat)</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Keine Lektion geöffnet</translation>
    </message>
    <message>
        <source>Open a lesson from the Lessons menu, or drop a .mlmlesson file on the window.</source>
        <translation>Öffnen Sie eine Lektion über das Menü Lektionen oder ziehen Sie eine .mlmlesson-Datei auf das Fenster.</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Schritt {n} von {total}</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Schritt {n}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Question:&lt;/b&gt; {question}</source>
        <translation>&lt;b&gt;Frage:&lt;/b&gt; {question}</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>Titel der Lektion</translation>
    </message>
    <message>
        <source>Title of the lesson:</source>
        <translation>Titel der Lektion:</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>Lektion speichern</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*{suffix})</source>
        <translation>MLM-Lab-Lektion (*{suffix})</translation>
    </message>
    <message>
        <source>Cannot save the lesson to {path}: {error}</source>
        <translation>Die Lektion kann nicht in {path} gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Saved the lesson to {path}</source>
        <translation>Lektion in {path} gespeichert</translation>
    </message>
    <message>
        <source>Cannot open the lesson: {error}</source>
        <translation>Die Lektion kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>Lektion ohne Titel</translation>
    </message>
    <message>
        <source>The first step</source>
        <translation>Der erste Schritt</translation>
    </message>
    <message>
        <source>Discard the lesson&apos;s changes?</source>
        <translation>Änderungen der Lektion verwerfen?</translation>
    </message>
    <message>
        <source>“{title}” has changes that are not saved. Discard them?</source>
        <translation>„{title}“ hat Änderungen, die nicht gespeichert sind. Verwerfen?</translation>
    </message>
    <message>
        <source>The step now shows the {tab} tab: its focus ({focus}) was on another tab and is cleared (Edit… sets a new one).</source>
        <translation>Der Schritt zeigt jetzt den Tab {tab}: sein Fokus ({focus}) lag auf einem anderen Tab und wird gelöscht („Bearbeiten…“ setzt einen neuen).</translation>
    </message>
    <message>
        <source>A lesson needs at least one step: add another before deleting this one.</source>
        <translation>Eine Lektion braucht mindestens einen Schritt: fügen Sie einen weiteren hinzu, bevor Sie diesen löschen.</translation>
    </message>
    <message>
        <source>the lesson has no file yet: choose where to save it</source>
        <translation>die Lektion hat noch keine Datei: wählen, wo sie gespeichert wird</translation>
    </message>
    <message>
        <source>This lesson is shown from its translation: saving it here would replace the English original. Save it under another name.</source>
        <translation>Diese Lektion wird aus ihrer Übersetzung gezeigt: hier zu speichern würde das englische Original ersetzen. Unter einem anderen Namen speichern.</translation>
    </message>
    <message>
        <source>Welcome to MLM Lab</source>
        <translation>Willkommen bei MLM Lab</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to MLM Lab&lt;/h2&gt;&lt;p&gt;Start with a guided lesson (a few prepared views, each with a short explanation; Next and Back move through them), or explore on your own. The lessons are also in the &lt;b&gt;Lessons&lt;/b&gt; menu.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Willkommen bei MLM Lab&lt;/h2&gt;&lt;p&gt;Beginnen Sie mit einer geführten Lektion (einige vorbereitete Ansichten, jede mit einer kurzen Erklärung; Weiter und Zurück blättern durch sie) oder erkunden Sie selbst. Die Lektionen finden Sie auch im Menü &lt;b&gt;Lektionen&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Explore on my own</source>
        <translation>Selbst erkunden</translation>
    </message>
    <message>
        <source>Show this page when MLM Lab starts</source>
        <translation>Diese Seite beim Start von MLM Lab zeigen</translation>
    </message>
    <message>
        <source>Press Space or Reveal to show the model&apos;s answer</source>
        <translation>Leertaste oder „Aufdecken“ drücken, um die Antwort des Modells zu zeigen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>MLM Lab will be in %1 the next time it starts.</source>
        <translation>MLM Lab erscheint beim nächsten Start auf %1.</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>Full screen, large high-contrast text, keyboard control (F11)
Left/Right: move the slider · R: resample · H: hide controls · Esc: leave
Space: reveal a lesson&apos;s answer; on the Training tab without a lesson, start/stop training</source>
        <translation>Vollbild, große kontrastreiche Schrift, Steuerung per Tastatur (F11)
Links/Rechts: Schieberegler bewegen · R: neu ziehen · H: Bedienelemente ausblenden · Esc: beenden
Leertaste: Lösung einer Lektion zeigen; auf dem Reiter Training ohne Lektion: Training starten/anhalten</translation>
    </message>
    <message>
        <source>Hide controls</source>
        <translation>Bedienelemente ausblenden</translation>
    </message>
    <message>
        <source>Hide the control panels so the panes fill the screen (H)</source>
        <translation>Die Bedienfelder ausblenden, damit die Ansichten den Bildschirm füllen (H)</translation>
    </message>
    <message>
        <source>Export view as PNG…</source>
        <translation>Ansicht als PNG exportieren…</translation>
    </message>
    <message>
        <source>Export metrics as CSV…</source>
        <translation>Messwerte als CSV exportieren…</translation>
    </message>
    <message>
        <source>Save lab state…</source>
        <translation>Laborstand speichern…</translation>
    </message>
    <message>
        <source>Save tab, text, image, strategy, probabilities, seed and model to a .mlmlab file</source>
        <translation>Reiter, Text, Bild, Strategie, Wahrscheinlichkeiten, Startwert und Modell in einer .mlmlab-Datei speichern</translation>
    </message>
    <message>
        <source>Open lab state…</source>
        <translation>Laborstand öffnen…</translation>
    </message>
    <message>
        <source>Open image…</source>
        <translation>Bild öffnen…</translation>
    </message>
    <message>
        <source>Open model folder…</source>
        <translation>Modellordner öffnen…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source> Model: </source>
        <translation> Modell: </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Save the current view as a PNG picture, SVG / PDF, an animation or a web page, or its metrics as CSV</source>
        <translation>Die aktuelle Ansicht als PNG-Bild, SVG / PDF, Animation oder Webseite speichern, oder ihre Messwerte als CSV</translation>
    </message>
    <message>
        <source>Lab file</source>
        <translation>Labordatei</translation>
    </message>
    <message>
        <source>Save or open the whole lab state (.mlmlab): hand students a starting point</source>
        <translation>Den ganzen Laborstand (.mlmlab) speichern oder öffnen: geben Sie den Lernenden einen Ausgangspunkt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>%1 tab</source>
        <translation>Reiter %1</translation>
    </message>
    <message>
        <source>Next tab</source>
        <translation>Nächster Reiter</translation>
    </message>
    <message>
        <source>Previous tab</source>
        <translation>Vorheriger Reiter</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet…</translation>
    </message>
    <message>
        <source>Device: …</source>
        <translation>Gerät: …</translation>
    </message>
    <message>
        <source>Where the Text and Image tabs run their model</source>
        <translation>Wo die Reiter Text und Bild ihr Modell ausführen</translation>
    </message>
    <message>
        <source>Models: loading…</source>
        <translation>Modelle: werden geladen…</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Black text on white with heavy outlines on every control (remembered)</source>
        <translation>Schwarze Schrift auf Weiß mit kräftigen Umrissen an jedem Bedienelement (wird gespeichert)</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>Stopping the training run (Space): it keeps its last checkpoint.</source>
        <translation>Der Trainingslauf wird angehalten (Leertaste): er behält seinen letzten Checkpoint.</translation>
    </message>
    <message>
        <source>Training started (Space). Space again stops it.</source>
        <translation>Training gestartet (Leertaste). Erneut Leertaste hält es an.</translation>
    </message>
    <message>
        <source>MLM Lab</source>
        <translation>MLM Lab</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Wird geladen: %1…</translation>
    </message>
    <message>
        <source>Using {models}</source>
        <translation>Verwendet: {models}</translation>
    </message>
    <message>
        <source>{problem}. Pick a model with the Model menu in the toolbar.</source>
        <translation>{problem}. Ein Modell im Modell-Menü der Werkzeugleiste wählen.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Could not load the model from %1: %2. Still using %3.</source>
        <translation>Das Modell aus %1 konnte nicht geladen werden: %2. Weiterhin in Gebrauch: %3.</translation>
    </message>
    <message>
        <source>Device: {device}</source>
        <translation>Gerät: {device}</translation>
    </message>
    <message>
        <source>Loading the models…</source>
        <translation>Die Modelle werden geladen…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Run: {name}</source>
        <translation>Lauf: {name}</translation>
    </message>
    <message>
        <source>Open a model folder or a training run</source>
        <translation>Einen Modellordner oder einen Trainingslauf öffnen</translation>
    </message>
    <message>
        <source>Stop training?</source>
        <translation>Training anhalten?</translation>
    </message>
    <message>
        <source>A training run is still going. Stop it and close MLM Lab?
The run keeps its last checkpoint and can be resumed later.</source>
        <translation>Ein Trainingslauf läuft noch. Anhalten und MLM Lab schließen?
Der Lauf behält seinen letzten Checkpoint und kann später fortgesetzt werden.</translation>
    </message>
    <message>
        <source>text masked LM</source>
        <translation>maskiertes Text-Sprachmodell</translation>
    </message>
    <message>
        <source>MAE (image)</source>
        <translation>MAE (Bild)</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>image features (ViT, DINOv2)</source>
        <translation>Bildmerkmale (ViT, DINOv2)</translation>
    </message>
    <message>
        <source>Which model the Text and Image tabs use: the bundled ones, a training run&apos;s newest checkpoint, or a model folder</source>
        <translation>Welches Modell die Reiter Text und Bild verwenden: die mitgelieferten, der neueste Checkpoint eines Trainingslaufs oder ein Modellordner</translation>
    </message>
    <message>
        <source>Bundled models</source>
        <translation>Mitgelieferte Modelle</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <source>Model folder…</source>
        <translation>Modellordner…</translation>
    </message>
    <message>
        <source>%1, image features</source>
        <translation>%1, Bildmerkmale</translation>
    </message>
    <message>
        <source>HF cache: %1 (%2, %3)</source>
        <translation>HF-Cache: %1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>%1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>Cannot save {path}: {error}</source>
        <translation>{path} kann nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Cannot write {path}: {error}</source>
        <translation>{path} kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>Animation exportieren…</translation>
    </message>
    <message>
        <source>Record a slider sweep, seeds, rounds or a run&apos;s checkpoints as GIF, APNG or MP4</source>
        <translation>Einen Reglerdurchlauf, Startwerte, Runden oder die Checkpoints eines Laufs als GIF, APNG oder MP4 aufnehmen</translation>
    </message>
    <message>
        <source>Export as SVG or PDF…</source>
        <translation>Als SVG oder PDF exportieren…</translation>
    </message>
    <message>
        <source>The tab or one pane as vectors: text stays text, plots stay vectors</source>
        <translation>Der Reiter oder eine Ansicht als Vektoren: Text bleibt Text, Diagramme bleiben Vektoren</translation>
    </message>
    <message>
        <source>Export web page…</source>
        <translation>Webseite exportieren…</translation>
    </message>
    <message>
        <source>One self-contained HTML file: the Text view and an Image ratio slider</source>
        <translation>Eine eigenständige HTML-Datei: die Textansicht und ein Regler für den Bildanteil</translation>
    </message>
    <message>
        <source>There are no metrics to export yet.</source>
        <translation>Es gibt noch keine Metriken zum Exportieren.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n row(s) to {path}</source>
        <translation>
            <numerusform>%n Zeile in {path} geschrieben</numerusform>
            <numerusform>%n Zeilen in {path} geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>Export the view as PNG</source>
        <translation>Die Ansicht als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export metrics as CSV</source>
        <translation>Metriken als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export: {error}</source>
        <translation>Export nicht möglich: {error}</translation>
    </message>
    <message>
        <source>Export a web page</source>
        <translation>Eine Webseite exportieren</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>the bundled models</source>
        <translation>die mitgelieferten Modelle</translation>
    </message>
    <message>
        <source>CPU ({n} cores)</source>
        <translation>CPU ({n} Kerne)</translation>
    </message>
    <message>
        <source>(training can use {gpu})</source>
        <translation>(Training kann {gpu} nutzen)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Cannot open the lab file: {error}</source>
        <translation>Die Lab-Datei kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>Saved the lab state to {path}</source>
        <translation>Lab-Zustand in {path} gespeichert</translation>
    </message>
    <message>
        <source>Opened {name}, but {notes} (ignored).</source>
        <translation>{name} geöffnet, aber {notes} (ignoriert).</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name} geöffnet</translation>
    </message>
    <message>
        <source>Save the lab state</source>
        <translation>Lab-Zustand speichern</translation>
    </message>
    <message>
        <source>MLM Lab state (*{suffix})</source>
        <translation>MLM-Lab-Zustand (*{suffix})</translation>
    </message>
    <message>
        <source>Open a lab state</source>
        <translation>Einen Lab-Zustand öffnen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot use that image: {error}. The previous image stays.</source>
        <translation>Dieses Bild kann nicht verwendet werden: {error}. Das vorige Bild bleibt.</translation>
    </message>
    <message>
        <source>Cannot open {name}: {error}</source>
        <translation>{name} kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>hide: hides every tab ({names}); a lab file must leave at least one tab to show</source>
        <translation>hide: blendet jeden Reiter aus ({names}); eine Labordatei muss mindestens einen Reiter sichtbar lassen</translation>
    </message>
    <message>
        <source>its hide list names no control: {names}</source>
        <translation>seine Ausblendliste nennt kein Bedienelement: {names}</translation>
    </message>
    <message>
        <source>it holds settings this version does not know: {names}</source>
        <translation>sie enthält Einstellungen, die diese Version nicht kennt: {names}</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>In Arbeit…</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>no such model folder (not found): {path}</source>
        <translation>kein solcher Modellordner (nicht gefunden): {path}</translation>
    </message>
    <message>
        <source>no model.safetensors and no config.json in {path} (its pytorch_model.bin is a pickle, which the lab never opens), and it is not a training run with a checkpoint</source>
        <translation>weder model.safetensors noch config.json in {path} (die pytorch_model.bin darin ist ein Pickle, das das Labor nie öffnet), und es ist kein Trainingslauf mit Checkpoint</translation>
    </message>
    <message>
        <source>no model.safetensors and no config.json in {path}, and it is not a training run with a checkpoint</source>
        <translation>weder model.safetensors noch config.json in {path}, und es ist kein Trainingslauf mit Checkpoint</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>mitgeliefert</translation>
    </message>
    <message>
        <source>run %1 @ %2</source>
        <translation>Lauf %1 @ %2</translation>
    </message>
    <message>
        <source>bundled %1</source>
        <translation>mitgeliefertes %1</translation>
    </message>
    <message>
        <source>{folder}/config.json does not say which model it holds (no known &quot;kind&quot;)</source>
        <translation>{folder}/config.json sagt nicht, welches Modell der Ordner enthält (kein bekanntes &quot;kind&quot;)</translation>
    </message>
    <message>
        <source>cannot load {folder}: {error}</source>
        <translation>{folder} kann nicht geladen werden: {error}</translation>
    </message>
    <message>
        <source>The user guide is not built yet: run “make docs” in %1, then choose Help &gt; User guide again (it opens %2).</source>
        <translation>Das Benutzerhandbuch ist noch nicht erstellt: Führen Sie „make docs“ in %1 aus und wählen Sie dann erneut Hilfe &gt; Benutzerhandbuch (es öffnet %2).</translation>
    </message>
    <message>
        <source>No built user guide at %2. Build it with “make docs” in a source checkout of MLM Lab (%1 is not one), or set MLM_LAB_DOCS_SITE to a folder holding a built copy.</source>
        <translation>Kein erstelltes Benutzerhandbuch unter %2. Erstellen Sie es mit „make docs“ in einem Quellcode-Checkout von MLM Lab (%1 ist keiner), oder setzen Sie MLM_LAB_DOCS_SITE auf einen Ordner mit einer erstellten Kopie.</translation>
    </message>
    <message>
        <source>Opened the user guide in the browser: %1</source>
        <translation>Benutzerhandbuch im Browser geöffnet: %1</translation>
    </message>
    <message>
        <source>Could not open a browser. Open %1 in one to read the user guide.</source>
        <translation>Es ließ sich kein Browser öffnen. Öffnen Sie %1 in einem Browser, um das Benutzerhandbuch zu lesen.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Open the documentation (built with make docs) in the browser</source>
        <translation>Die Dokumentation (erstellt mit make docs) im Browser öffnen</translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Masked language modeling (BERT): hide words and watch the model guess them</source>
        <translation>Maskiertes Sprachmodell (BERT): Wörter verdecken und zusehen, wie das Modell sie errät</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Masked autoencoding (MAE): hide image patches and watch them rebuilt</source>
        <translation>Maskierter Autoencoder (MAE): Bildfelder verdecken und zusehen, wie sie wiederhergestellt werden</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Pretrain a tiny model yourself and watch it learn</source>
        <translation>Ein winziges Modell selbst vortrainieren und ihm beim Lernen zusehen</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>What the encoder learned: PCA maps, patch similarity, token neighbours, linear probes per layer</source>
        <translation>Was der Encoder gelernt hat: PCA-Karten, Ähnlichkeit der Bildfelder, Nachbarn der Tokens, lineare Sonden je Schicht</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Generation by unmasking (masked diffusion, MDLM / LLaDA): start from [MASK] everywhere and watch the model reveal the tokens round by round</source>
        <translation>Erzeugen durch Aufdecken (maskierte Diffusion, MDLM / LLaDA): überall mit [MASK] beginnen und zusehen, wie das Modell die Tokens Runde für Runde aufdeckt</translation>
    </message>
</context>
<context>
    <name>TextTab</name>
    <message>
        <source>Attention appears when the model is loaded.</source>
        <translation>Die Attention erscheint, sobald das Modell geladen ist.</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>Which Transformer layer&apos;s attention to show (1 = closest to the input).</source>
        <translation>Die Attention welcher Transformer-Schicht gezeigt wird (1 = am nächsten an der Eingabe).</translation>
    </message>
    <message>
        <source>Which attention head of that layer; the mean averages every head.</source>
        <translation>Welcher Attention-Kopf dieser Schicht; der Mittelwert mittelt über alle Köpfe.</translation>
    </message>
    <message>
        <source>Attention in</source>
        <translation>Attention in</translation>
    </message>
    <message>
        <source>The selected token&apos;s attention over the sentence: darker = more attention.</source>
        <translation>Die Aufmerksamkeit des gewählten Tokens über den Satz: dunkler = mehr Aufmerksamkeit.</translation>
    </message>
    <message>
        <source>The whole attention matrix of this layer and head: row = the token that looks, column = the token it looks at; each row sums to 1. The red box is the selected token.</source>
        <translation>Die ganze Aufmerksamkeitsmatrix dieser Schicht und dieses Kopfes: Zeile = das Token, das schaut, Spalte = das Token, auf das es schaut; jede Zeile summiert sich zu 1. Der rote Rahmen ist das gewählte Token.</translation>
    </message>
    <message>
        <source>token that looks</source>
        <translation>schauendes Token</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>betrachtetes Token</translation>
    </message>
    <message>
        <source>mean of all heads</source>
        <translation>Mittel aller Köpfe</translation>
    </message>
    <message>
        <source>head {n}</source>
        <translation>Kopf {n}</translation>
    </message>
    <message>
        <source>Waiting for the model…</source>
        <translation>Warten auf das Modell…</translation>
    </message>
    <message>
        <source>Click a token to see where it looks.</source>
        <translation>Ein Token anklicken, um zu sehen, wohin es schaut.</translation>
    </message>
    <message>
        <source>{token}: {percent} of the attention of &apos;{source}&apos;</source>
        <translation>{token}: {percent} der Aufmerksamkeit von „{source}“</translation>
    </message>
    <message>
        <source>the mean of all heads</source>
        <translation>das Mittel aller Köpfe</translation>
    </message>
    <message>
        <source>Where &lt;b&gt;{token}&lt;/b&gt; (position {position}) looks, layer {layer}, {head}: most at &lt;b&gt;{best}&lt;/b&gt; ({percent}).</source>
        <translation>Wohin &lt;b&gt;{token}&lt;/b&gt; (Position {position}) schaut, Schicht {layer}, {head}: am meisten auf &lt;b&gt;{best}&lt;/b&gt; ({percent}).</translation>
    </message>
    <message>
        <source>Choose the permutation strategy to see an XLNet factorization order.</source>
        <translation>Wählen Sie die Permutationsstrategie, um eine XLNet-Faktorisierungsreihenfolge zu sehen.</translation>
    </message>
    <message>
        <source>a token sees itself (content stream)</source>
        <translation>ein Token sieht sich selbst (Inhaltsstrom)</translation>
    </message>
    <message>
        <source>XLNet has two streams. The query stream, which makes the prediction, must not see the token it predicts (unchecked); the content stream, which later tokens read, includes it (checked).</source>
        <translation>XLNet hat zwei Ströme. Der Anfragestrom, der die Vorhersage macht, darf das vorhergesagte Token nicht sehen (nicht angehakt); der Inhaltsstrom, den spätere Tokens lesen, schließt es ein (angehakt).</translation>
    </message>
    <message>
        <source>The tokens in the order they are predicted; the number is the step.</source>
        <translation>Die Tokens in der Reihenfolge ihrer Vorhersage; die Zahl ist der Schritt.</translation>
    </message>
    <message>
        <source>Row = the token being predicted, column = a token it may look at (bright = allowed). Everything above a token in the order is visible to it.</source>
        <translation>Zeile = das vorhergesagte Token, Spalte = ein Token, auf das es schauen darf (hell = erlaubt). Alles, was in der Reihenfolge vor einem Token steht, ist für es sichtbar.</translation>
    </message>
    <message>
        <source>predicting</source>
        <translation>vorhergesagt</translation>
    </message>
    <message>
        <source>may look at</source>
        <translation>darf schauen auf</translation>
    </message>
    <message>
        <source>Choose “Permutation order (XLNet)” to see a factorization order and its mask.</source>
        <translation>Wählen Sie „Permutationsreihenfolge (XLNet)“, um eine Faktorisierungsreihenfolge und ihre Maske zu sehen.</translation>
    </message>
    <message>
        <source>step {n}</source>
        <translation>Schritt {n}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is predicted at step {n} of {total}</source>
        <translation>„{token}“ wird in Schritt {n} von {total} vorhergesagt</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s), predicted in the order below (blue: the {counted} the loss counts). Click a token to follow it.</source>
        <translation>
            <numerusform>%n Token, vorhergesagt in der Reihenfolge unten (blau: die {counted}, die der Verlust zählt). Ein Token anklicken, um ihm zu folgen.</numerusform>
            <numerusform>%n Tokens, vorhergesagt in der Reihenfolge unten (blau: die {counted}, die der Verlust zählt). Ein Token anklicken, um ihm zu folgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing: it comes first</source>
        <translation>nichts: es kommt zuerst</translation>
    </message>
    <message>
        <source>&lt;b&gt;{token}&lt;/b&gt; is predicted at step {n} and may look at: {seen}.</source>
        <translation>&lt;b&gt;{token}&lt;/b&gt; wird in Schritt {n} vorhergesagt und darf schauen auf: {seen}.</translation>
    </message>
    <message>
        <source>replaced by [MASK]</source>
        <translation>durch [MASK] ersetzt</translation>
    </message>
    <message>
        <source>replaced by a random token</source>
        <translation>durch ein zufälliges Token ersetzt</translation>
    </message>
    <message>
        <source>kept, but predicted</source>
        <translation>behalten, aber vorhergesagt</translation>
    </message>
    <message>
        <source>untouched</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>special token (never masked)</source>
        <translation>Sondertoken (nie maskiert)</translation>
    </message>
    <message>
        <source>dropped (T5)</source>
        <translation>entfernt (T5)</translation>
    </message>
    <message>
        <source>sentinel &lt;extra_id_k&gt;</source>
        <translation>Sentinel &lt;extra_id_k&gt;</translation>
    </message>
    <message>
        <source>predicted (last in the order)</source>
        <translation>vorhergesagt (zuletzt in der Reihenfolge)</translation>
    </message>
    <message>
        <source>The model sees [MASK] here and must guess the original token.</source>
        <translation>Das Modell sieht hier [MASK] und muss das ursprüngliche Token erraten.</translation>
    </message>
    <message>
        <source>The model sees a random token here, and must still guess the original one.</source>
        <translation>Das Modell sieht hier ein zufälliges Token und muss trotzdem das ursprüngliche erraten.</translation>
    </message>
    <message>
        <source>The model sees the original token here, but is still asked to predict it (and scored on it).</source>
        <translation>Das Modell sieht hier das ursprüngliche Token, soll es aber trotzdem vorhersagen (und wird danach bewertet).</translation>
    </message>
    <message>
        <source>Left as it is; the model is not asked about it.</source>
        <translation>Bleibt, wie es ist; das Modell wird nicht danach gefragt.</translation>
    </message>
    <message>
        <source>[CLS], [SEP] and unknown-word tokens are never chosen for masking.</source>
        <translation>[CLS], [SEP] und Tokens für unbekannte Wörter werden nie zum Maskieren gewählt.</translation>
    </message>
    <message>
        <source>Dropped from the input: T5 puts one sentinel for the whole span and asks for the tokens in the target.</source>
        <translation>Aus der Eingabe entfernt: T5 setzt einen Sentinel für die ganze Spanne und fragt im Ziel nach ihren Tokens.</translation>
    </message>
    <message>
        <source>A sentinel stands for one dropped span; in the target it announces the tokens of that span.</source>
        <translation>Ein Sentinel steht für eine entfernte Spanne; im Ziel kündigt er die Tokens dieser Spanne an.</translation>
    </message>
    <message>
        <source>Predicted from the tokens before it in the factorization order.</source>
        <translation>Aus den Tokens vorhergesagt, die in der Faktorisierungsreihenfolge davor stehen.</translation>
    </message>
    <message>
        <source>token {i}, {token}</source>
        <translation>Token {i}, {token}</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>What the chip colours and symbols mean</source>
        <translation>Was die Farben und Symbole der Chips bedeuten</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>mask p</source>
        <translation>Maskierung p</translation>
    </message>
    <message>
        <source>Waiting for the tab&apos;s model…</source>
        <translation>Warten auf das Modell des Tabs…</translation>
    </message>
    <message>
        <source>Preparing {model}…</source>
        <translation>{model} wird vorbereitet…</translation>
    </message>
    <message>
        <source>{model} (same model)</source>
        <translation>{model} (dasselbe Modell)</translation>
    </message>
    <message>
        <source>{model} (same model, mask p {percent})</source>
        <translation>{model} (dasselbe Modell, Maskierung p {percent})</translation>
    </message>
    <message>
        <source>random-init twin of {model}</source>
        <translation>zufällig initialisierter Zwilling von {model}</translation>
    </message>
    <message>
        <source>bundled text-tiny</source>
        <translation>mitgeliefertes text-tiny</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nebeneinander&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side&lt;/b&gt; compares the models&apos; predictions: choose random, whole word, span or by hand.</source>
        <translation>&lt;b&gt;Nebeneinander&lt;/b&gt; vergleicht die Vorhersagen der Modelle: wählen Sie Zufall, ganze Wörter, Spannen oder von Hand.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;Nebeneinander:&lt;/b&gt; {hint}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; comparing…</source>
        <translation>&lt;b&gt;Nebeneinander:&lt;/b&gt; wird verglichen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Left vs right:&lt;/b&gt; {summary}</source>
        <translation>&lt;b&gt;Links gegen rechts:&lt;/b&gt; {summary}</translation>
    </message>
    <message>
        <source>Top-1 and top-5 per masked position, left → right:</source>
        <translation>Top-1 und Top-5 je maskierter Position, links → rechts:</translation>
    </message>
    <message>
        <source>The model on the right could not answer ({error}).</source>
        <translation>Das Modell rechts konnte nicht antworten ({error}).</translation>
    </message>
    <message>
        <source>Write your own…</source>
        <translation>Eigenen Text schreiben…</translation>
    </message>
    <message>
        <source>By hand, every picked token becomes [MASK]; the 80/10/10 rule is not used.</source>
        <translation>Von Hand wird jedes gewählte Token zu [MASK]; die 80/10/10-Regel gilt nicht.</translation>
    </message>
    <message>
        <source>T5 replaces whole spans by sentinels; the 80/10/10 rule is not used.</source>
        <translation>T5 ersetzt ganze Spannen durch Sentinels; die 80/10/10-Regel gilt nicht.</translation>
    </message>
    <message>
        <source>XLNet uses no [MASK]; the 80/10/10 rule is not used.</source>
        <translation>XLNet verwendet kein [MASK]; die 80/10/10-Regel gilt nicht.</translation>
    </message>
    <message>
        <source>The text is {length} characters long: the box keeps the first {kept} and the rest is cut off (the model reads only the first tokens anyway).</source>
        <translation>Der Text ist {length} Zeichen lang: das Feld behält die ersten {kept}, der Rest wird abgeschnitten (das Modell liest ohnehin nur die ersten Tokens).</translation>
    </message>
    <message>
        <source>Text controls</source>
        <translation>Bedienelemente für Text</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Ready example sentences; or choose “Write your own…” and type in the box below.</source>
        <translation>Fertige Beispielsätze; oder wählen Sie „Write your own…“ und schreiben Sie in das Feld darunter.</translation>
    </message>
    <message>
        <source>Type a sentence…</source>
        <translation>Einen Satz eingeben…</translation>
    </message>
    <message>
        <source>The text to mask. It is split into WordPiece tokens; text longer than the model can read is cut off (you are told when).</source>
        <translation>Der zu maskierende Text. Er wird in WordPiece-Tokens zerlegt; Text, der länger ist, als das Modell lesen kann, wird abgeschnitten (Sie erfahren, wann).</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>Maskierung</translation>
    </message>
    <message>
        <source>How tokens are chosen for the model to predict; the paragraph below explains the one in use.</source>
        <translation>Wie die Tokens gewählt werden, die das Modell vorhersagen soll; der Absatz darunter erklärt die gewählte Strategie.</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>p: the expected fraction of tokens chosen for prediction (BERT uses 15 %). Left/Right keys move it in presentation mode.</source>
        <translation>p: der erwartete Anteil der zur Vorhersage gewählten Tokens (BERT verwendet 15 %). Im Präsentationsmodus bewegen ihn die Tasten Links/Rechts.</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>Maskierungswahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share replaced by [MASK].</source>
        <translation>Von den gewählten Tokens der Anteil, der durch [MASK] ersetzt wird.</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share replaced by a random token from the vocabulary.</source>
        <translation>Von den gewählten Tokens der Anteil, der durch ein zufälliges Token aus dem Vokabular ersetzt wird.</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share left unchanged (the model is still asked about them).</source>
        <translation>Von den gewählten Tokens der Anteil, der unverändert bleibt (das Modell wird trotzdem danach gefragt).</translation>
    </message>
    <message>
        <source>→ [MASK]</source>
        <translation>→ [MASK]</translation>
    </message>
    <message>
        <source>→ random token</source>
        <translation>→ zufälliges Token</translation>
    </message>
    <message>
        <source>→ kept</source>
        <translation>→ unverändert</translation>
    </message>
    <message>
        <source>The three always sum to 1: changing one scales the other two.</source>
        <translation>Die drei ergeben immer 1: wer einen ändert, skaliert die anderen beiden.</translation>
    </message>
    <message>
        <source>Chosen tokens</source>
        <translation>Gewählte Tokens</translation>
    </message>
    <message>
        <source>BERT&apos;s 80/10/10 rule: what happens to a token chosen for prediction.</source>
        <translation>Die 80/10/10-Regel von BERT: was mit einem zur Vorhersage gewählten Token geschieht.</translation>
    </message>
    <message>
        <source>The random seed: the same seed and settings always give the same mask.</source>
        <translation>Der Startwert: derselbe Startwert und dieselben Einstellungen ergeben immer dieselbe Maske.</translation>
    </message>
    <message>
        <source>Resample</source>
        <translation>Neu ziehen</translation>
    </message>
    <message>
        <source>Draw a new mask with the same settings (the next seed). Key: R.</source>
        <translation>Eine neue Maske mit denselben Einstellungen ziehen (der nächste Startwert). Taste: R.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>What this strategy does</source>
        <translation>Was diese Strategie tut</translation>
    </message>
    <message>
        <source>A plain-words description of the current strategy.</source>
        <translation>Eine Beschreibung der aktuellen Strategie in einfachen Worten.</translation>
    </message>
    <message>
        <source>BERT&apos;s 80/10/10 rule, editable.</source>
        <translation>Die 80/10/10-Regel von BERT, veränderbar.</translation>
    </message>
    <message>
        <source>Occlusion</source>
        <translation>Okklusion</translation>
    </message>
    <message>
        <source>Integrated gradients</source>
        <translation>Integrierte Gradienten</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>Gradient × Eingabe</translation>
    </message>
    <message>
        <source>Layer lens</source>
        <translation>Schichtlinse</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Attention-Rollout</translation>
    </message>
    <message>
        <source>how much log p(target) drops when this token is hidden ([MASK])</source>
        <translation>wie stark log p(Ziel) fällt, wenn dieses Token verborgen wird ([MASK])</translation>
    </message>
    <message>
        <source>this token&apos;s share of log p(target) minus log p(target | every word [MASK]) (integrated gradients)</source>
        <translation>der Anteil dieses Tokens an log p(Ziel) minus log p(Ziel | jedes Wort [MASK]) (integrierte Gradienten)</translation>
    </message>
    <message>
        <source>gradient of log p(target) times (embedding − [MASK]&apos;s embedding), at the input only</source>
        <translation>Gradient von log p(Ziel) mal (Einbettung − Einbettung von [MASK]), nur an der Eingabe</translation>
    </message>
    <message>
        <source>no score per token: the table reads the model&apos;s guess at every layer</source>
        <translation>kein Wert je Token: die Tabelle liest die Schätzung des Modells in jeder Schicht</translation>
    </message>
    <message>
        <source>the share of the position&apos;s attention rollout (all layers, residual included) on this token</source>
        <translation>der Anteil des Attention-Rollouts der Position (alle Schichten, mit Residualverbindung) auf diesem Token</translation>
    </message>
    <message>
        <source>Hides one token at a time: two tokens that stand in for each other both look unimportant; [MASK] for one word is out of distribution only mildly for an MLM, which trained on [MASK]s.</source>
        <translation>Verbirgt ein Token nach dem anderen: zwei Tokens, die einander ersetzen können, wirken beide unwichtig; [MASK] für ein Wort liegt für ein MLM, das mit [MASK]s trainiert wurde, nur leicht außerhalb der Verteilung.</translation>
    </message>
    <message>
        <source>Depends on the baseline (here every word [MASK]): the scores add up to the change from it (completeness), which is not the same as importance.</source>
        <translation>Hängt von der Basislinie ab (hier jedes Wort [MASK]): die Werte summieren sich zur Änderung gegenüber ihr (Vollständigkeit), was nicht dasselbe wie Wichtigkeit ist.</translation>
    </message>
    <message>
        <source>Not complete: one gradient at the input does not add up to the change in log p (see its gap); saturated tokens get little.</source>
        <translation>Nicht vollständig: ein Gradient an der Eingabe ergibt nicht die Änderung von log p (siehe die Lücke); gesättigte Tokens bekommen wenig.</translation>
    </message>
    <message>
        <source>Early layers were never trained to be read by the MLM head: it shows when the guess becomes readable, not what a layer knows.</source>
        <translation>Frühe Schichten wurden nie darauf trainiert, vom MLM-Kopf gelesen zu werden: es zeigt, wann die Schätzung lesbar wird, nicht, was eine Schicht weiß.</translation>
    </message>
    <message>
        <source>Attention is not explanation (Jain &amp; Wallace 2019): it shows where information may flow, not that the guess uses it.</source>
        <translation>Aufmerksamkeit ist keine Erklärung (Jain &amp; Wallace 2019): sie zeigt, wohin Information fließen kann, nicht, dass die Schätzung sie nutzt.</translation>
    </message>
    <message>
        <source>Click a predicted chip (a masked position), then Why?</source>
        <translation>Einen vorhergesagten Chip (eine maskierte Position) anklicken, dann „Warum?“</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>Explain the guess at the clicked predicted chip: which context tokens it rests on (occlusion, gradients), how it forms layer by layer, where attention goes</source>
        <translation>Die Schätzung am angeklickten vorhergesagten Chip erklären: auf welche Kontext-Tokens sie sich stützt (Verdeckung, Gradienten), wie sie Schicht für Schicht entsteht, wohin die Attention geht</translation>
    </message>
    <message>
        <source>How the guess is explained (each method&apos;s known failure mode is said under the strip)</source>
        <translation>Wie die Schätzung erklärt wird (die bekannte Schwäche jeder Methode steht unter dem Streifen)</translation>
    </message>
    <message>
        <source>Explain which token: the model&apos;s top-1, another of its top-5, or the true one</source>
        <translation>Welches Token erklärt wird: die Top-1 des Modells, ein anderes seiner Top-5 oder das wahre</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the explanation</source>
        <translation>Die Erklärung schließen</translation>
    </message>
    <message>
        <source>The MLM head read at every layer&apos;s hidden state of the position (0: the embeddings): the top-5 with probabilities, and the target&apos;s probability and rank</source>
        <translation>Der MLM-Kopf, angewandt auf den verborgenen Zustand der Stelle in jeder Schicht (0: die Einbettungen): die Top-5 mit Wahrscheinlichkeiten sowie Wahrscheinlichkeit und Rang des Ziels</translation>
    </message>
    <message>
        <source>Every layer × head (click one to open it large):</source>
        <translation>Jede Schicht × jeder Kopf (einen anklicken, um ihn groß zu öffnen):</translation>
    </message>
    <message>
        <source>Why? (explain this guess)</source>
        <translation>Warum? (diese Schätzung erklären)</translation>
    </message>
    <message>
        <source>Why? needs a model: none is loaded yet.</source>
        <translation>„Warum?“ braucht ein Modell: noch keines geladen.</translation>
    </message>
    <message>
        <source>Type a sentence first.</source>
        <translation>Zuerst einen Satz eingeben.</translation>
    </message>
    <message>
        <source>Why? explains a masked LM&apos;s guess; the {strategy} view has none.</source>
        <translation>„Warum?“ erklärt die Schätzung eines maskierten Sprachmodells; die Ansicht {strategy} hat keine.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Token {position} is not one the model is asked about (predicted positions: {asked}).</source>
        <translation>Nach Token {position} wird das Modell nicht gefragt (vorhergesagte Positionen: {asked}).</translation>
    </message>
    <message>
        <source>The explanation is closed.</source>
        <translation>Die Erklärung ist geschlossen.</translation>
    </message>
    <message>
        <source>Explaining position {n}…</source>
        <translation>Position {n} wird erklärt…</translation>
    </message>
    <message>
        <source>Cannot explain this: {error}</source>
        <translation>Das lässt sich nicht erklären: {error}</translation>
    </message>
    <message>
        <source>Why?: {error}</source>
        <translation>Warum?: {error}</translation>
    </message>
    <message>
        <source>(true: &lt;b&gt;{token}&lt;/b&gt;)</source>
        <translation>(richtig: &lt;b&gt;{token}&lt;/b&gt;)</translation>
    </message>
    <message>
        <source>Why &lt;b&gt;{target}&lt;/b&gt; at position {position}?</source>
        <translation>Warum &lt;b&gt;{target}&lt;/b&gt; an Position {position}?</translation>
    </message>
    <message>
        <source>The model saw &lt;b&gt;{token}&lt;/b&gt; at the position; the explanation asks with [MASK] there.</source>
        <translation>Das Modell sah &lt;b&gt;{token}&lt;/b&gt; an der Position; die Erklärung fragt mit [MASK] an dieser Stelle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The number:&lt;/b&gt; {meaning}.</source>
        <translation>&lt;b&gt;Die Zahl:&lt;/b&gt; {meaning}.</translation>
    </message>
    <message>
        <source>Known failure mode: {failure}</source>
        <translation>Bekannte Schwäche: {failure}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Completeness:&lt;/b&gt; the scores sum to {sum}; f(input) − f(baseline) = {f_input} − ({f_baseline}) = {delta}; gap {gap}</source>
        <translation>&lt;b&gt;Vollständigkeit:&lt;/b&gt; die Werte summieren sich zu {sum}; f(Eingabe) − f(Basislinie) = {f_input} − ({f_baseline}) = {delta}; Lücke {gap}</translation>
    </message>
    <message>
        <source>at {n} steps</source>
        <translation>bei {n} Schritten</translation>
    </message>
    <message>
        <source>(baseline: every word [MASK], [CLS]/[SEP] kept)</source>
        <translation>(Basislinie: jedes Wort [MASK], [CLS]/[SEP] behalten)</translation>
    </message>
    <message>
        <source>top-1: {token} ({percent})</source>
        <translation>Top-1: {token} ({percent})</translation>
    </message>
    <message>
        <source>true: {token}</source>
        <translation>richtig: {token}</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>Einbettungen</translation>
    </message>
    <message>
        <source>block {n} (output)</source>
        <translation>Block {n} (Ausgabe)</translation>
    </message>
    <message>
        <source>block {n}</source>
        <translation>Block {n}</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>guessed &apos;{guess}&apos; ({percent}); the true token is &apos;{token}&apos;</source>
        <translation>geschätzt „{guess}“ ({percent}); das richtige Token ist „{token}“</translation>
    </message>
    <message>
        <source>not masked here</source>
        <translation>hier nicht maskiert</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{right} of {total}&lt;/b&gt; right, %n forward pass(es)</source>
        <translation>
            <numerusform>&lt;b&gt;{right} von {total}&lt;/b&gt; richtig, %n Vorwärtsdurchlauf</numerusform>
            <numerusform>&lt;b&gt;{right} von {total}&lt;/b&gt; richtig, %n Vorwärtsdurchläufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Every token the model is asked about is hidden as [MASK] and filled in two ways. Green: the guess is the true token; red: it is not.</source>
        <translation>Jedes Token, nach dem das Modell gefragt wird, wird als [MASK] verborgen und auf zwei Arten ausgefüllt. Grün: die Schätzung ist das wahre Token; rot: sie ist es nicht.</translation>
    </message>
    <message>
        <source>All at once (one pass)</source>
        <translation>Alle auf einmal (1 Durchlauf)</translation>
    </message>
    <message>
        <source>What BERT&apos;s fill-mask pipeline does: one forward pass, and each mask takes its own top-1 guess, without knowing what the other masks became.</source>
        <translation>Was die Fill-Mask-Pipeline von BERT tut: ein Vorwärtsdurchlauf, und jede Maske nimmt ihre eigene Top-1-Schätzung, ohne zu wissen, was aus den anderen Masken wurde.</translation>
    </message>
    <message>
        <source>One by one (MaskGIT style)</source>
        <translation>Nacheinander (MaskGIT-Stil)</translation>
    </message>
    <message>
        <source>Each round fills only the mask the model is most confident about, then predicts the rest again with that word in place, so later guesses can agree with earlier ones.</source>
        <translation>Jede Runde füllt nur die Maske, bei der das Modell am sichersten ist, und sagt dann den Rest mit diesem Wort neu vorher, sodass spätere Schätzungen zu früheren passen können.</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>filled with</source>
        <translation>gefüllt mit</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>true token</source>
        <translation>richtiges Token</translation>
    </message>
    <message>
        <source>The rounds of the one-by-one filling; select a round to see the sentence after it.</source>
        <translation>Die Runden des schrittweisen Ausfüllens; wählen Sie eine Runde, um den Satz danach zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) hidden as [MASK] and filled in two ways ({cut} more left out: one-by-one filling runs one pass per mask).</source>
        <translation>
            <numerusform>%n Token als [MASK] verborgen und auf zwei Arten gefüllt ({cut} weitere ausgelassen: das Füllen nacheinander braucht einen Durchlauf je Maske).</numerusform>
            <numerusform>%n Tokens als [MASK] verborgen und auf zwei Arten gefüllt ({cut} weitere ausgelassen: das Füllen nacheinander braucht einen Durchlauf je Maske).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) hidden as [MASK] and filled in two ways.</source>
        <translation>
            <numerusform>%n Token als [MASK] verborgen und auf zwei Arten gefüllt.</numerusform>
            <numerusform>%n Tokens als [MASK] verborgen und auf zwei Arten gefüllt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Green: the guess is the true token; red: it is not.</source>
        <translation>Grün: die Schätzung ist das richtige Token; rot: sie ist es nicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{right} of {n}&lt;/b&gt; right, 1 forward pass</source>
        <translation>&lt;b&gt;{right} von {n}&lt;/b&gt; richtig, 1 Vorwärtsdurchlauf</translation>
    </message>
    <message>
        <source>after round {n} of {total}</source>
        <translation>nach Runde {n} von {total}</translation>
    </message>
    <message>
        <source>The true token is not among the model&apos;s top guesses.</source>
        <translation>Das wahre Token ist nicht unter den besten Schätzungen des Modells.</translation>
    </message>
    <message>
        <source>the true token</source>
        <translation>das richtige Token</translation>
    </message>
    <message>
        <source>guess {n}</source>
        <translation>Schätzung {n}</translation>
    </message>
    <message>
        <source>true: {token} (rank {rank}, {percent})</source>
        <translation>richtig: {token} (Rang {rank}, {percent})</translation>
    </message>
    <message>
        <source>Statistics appear here: 1,000 resamples of the current setting.</source>
        <translation>Hier erscheinen Statistiken: 1.000 Ziehungen der aktuellen Einstellung.</translation>
    </message>
    <message>
        <source>The same setting sampled 1,000 times with fresh random draws.</source>
        <translation>Dieselbe Einstellung 1.000-mal mit neuen Zufallsziehungen.</translation>
    </message>
    <message>
        <source>Selected fraction</source>
        <translation>Gewählter Anteil</translation>
    </message>
    <message>
        <source>Span lengths</source>
        <translation>Spannenlängen</translation>
    </message>
    <message>
        <source>fraction selected in one resample</source>
        <translation>in einer Neuziehung gewählter Anteil</translation>
    </message>
    <message>
        <source>resamples</source>
        <translation>Neuziehungen</translation>
    </message>
    <message>
        <source>share of selected tokens</source>
        <translation>Anteil der gewählten Tokens</translation>
    </message>
    <message>
        <source>share of spans</source>
        <translation>Anteil der Spannen</translation>
    </message>
    <message>
        <source>Resampling 1,000 times…</source>
        <translation>Es wird 1.000-mal neu gezogen…</translation>
    </message>
    <message>
        <source>No statistics for this strategy: nothing is drawn at random.</source>
        <translation>Keine Statistik für diese Strategie: nichts wird zufällig gezogen.</translation>
    </message>
    <message>
        <source>within 3σ of p: the rule holds</source>
        <translation>innerhalb von 3σ um p: die Regel gilt</translation>
    </message>
    <message>
        <source>more than 3σ from p: the sentence is too short for this p (whole words or spans overshoot)</source>
        <translation>mehr als 3σ von p entfernt: der Satz ist für dieses p zu kurz (ganze Wörter oder Spannen schießen darüber hinaus)</translation>
    </message>
    <message>
        <source>T5 drops round(p·n) tokens, so the fraction is that rounding of p</source>
        <translation>T5 entfernt round(p·n) Tokens, der Anteil ist also diese Rundung von p</translation>
    </message>
    <message>
        <source>&lt;b&gt;{resamples} resamples&lt;/b&gt; of {eligible} maskable tokens: mean fraction selected &lt;b&gt;{mean}&lt;/b&gt; (p = {p}, σ of the mean = {sigma}): {verdict}.</source>
        <translation>&lt;b&gt;{resamples} Neuziehungen&lt;/b&gt; von {eligible} maskierbaren Tokens: mittlerer gewählter Anteil &lt;b&gt;{mean}&lt;/b&gt; (p = {p}, σ des Mittels = {sigma}): {verdict}.</translation>
    </message>
    <message>
        <source>[MASK] / random / kept: &lt;b&gt;{observed} %&lt;/b&gt; (configured {configured} %).</source>
        <translation>[MASK] / zufällig / behalten: &lt;b&gt;{observed} %&lt;/b&gt; (eingestellt {configured} %).</translation>
    </message>
    <message>
        <source>Mean span length {mean} {unit}.</source>
        <translation>Mittlere Spannenlänge {mean} {unit}.</translation>
    </message>
    <message>
        <source>mean {value}</source>
        <translation>Mittel {value}</translation>
    </message>
    <message>
        <source>80/10/10 split: not used</source>
        <translation>80/10/10-Aufteilung: nicht verwendet</translation>
    </message>
    <message>
        <source>Span lengths ({unit})</source>
        <translation>Spannenlängen ({unit})</translation>
    </message>
    <message>
        <source>span length ({unit})</source>
        <translation>Spannenlänge ({unit})</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>erwartet</translation>
    </message>
    <message>
        <source>80/10/10 split</source>
        <translation>80/10/10-Aufteilung</translation>
    </message>
    <message>
        <source>words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>T5 drops exactly round(density x tokens) tokens each time, so the fraction barely varies; the number of spans is round(dropped / 3).</source>
        <translation>T5 entfernt jedes Mal genau round(Dichte x Tokens) Tokens, daher schwankt der Anteil kaum; die Zahl der Spannen ist round(entfernt / 3).</translation>
    </message>
    <message>
        <source>Spans are drawn from the geometric distribution, but a span cannot be longer than the free words left in the sentence ({n} words here), so short sentences see fewer long spans.</source>
        <translation>Spannen werden aus der geometrischen Verteilung gezogen, aber eine Spanne kann nicht länger sein als die freien Wörter, die im Satz übrig sind (hier {n} Wörter), daher haben kurze Sätze weniger lange Spannen.</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>beobachtet</translation>
    </message>
    <message>
        <source>configured</source>
        <translation>eingestellt</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>behalten</translation>
    </message>
    <message>
        <source>Span lengths: no spans</source>
        <translation>Spannenlängen: keine Spannen</translation>
    </message>
    <message>
        <source>replaced by [MASK]; the model must guess it</source>
        <translation>durch [MASK] ersetzt; das Modell muss es erraten</translation>
    </message>
    <message>
        <source>kept as it is, but the model is asked about it too</source>
        <translation>bleibt, wie es ist, aber das Modell wird auch danach gefragt</translation>
    </message>
    <message>
        <source>a special token: never masked</source>
        <translation>ein Sondertoken: nie maskiert</translation>
    </message>
    <message>
        <source>dropped: a sentinel stands for its span</source>
        <translation>entfernt: ein Sentinel steht für seine Spanne</translation>
    </message>
    <message>
        <source>predicted from the tokens earlier in the order</source>
        <translation>aus den früheren Tokens der Reihenfolge vorhergesagt</translation>
    </message>
    <message>
        <source>was: ?</source>
        <translation>war: ?</translation>
    </message>
    <message>
        <source>was: {token}</source>
        <translation>war: {token}</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>token {i}: (hidden until the answer is revealed)</source>
        <translation>Token {i}: (verborgen, bis die Antwort aufgedeckt wird)</translation>
    </message>
    <message>
        <source>token {i}: “{token}”</source>
        <translation>Token {i}: „{token}“</translation>
    </message>
    <message>
        <source>(word {n})</source>
        <translation>(Wort {n})</translation>
    </message>
    <message>
        <source>replaced by the random token “{token}”; the model must still guess the original</source>
        <translation>durch das zufällige Token „{token}“ ersetzt; das Modell muss trotzdem das ursprüngliche erraten</translation>
    </message>
    <message>
        <source>Click to hide or show it.</source>
        <translation>Klicken, um es zu verbergen oder zu zeigen.</translation>
    </message>
    <message>
        <source>Click to follow it in the views below.</source>
        <translation>Klicken, um ihm in den Ansichten unten zu folgen.</translation>
    </message>
    <message>
        <source>Click tokens to hide them.</source>
        <translation>Tokens anklicken, um sie zu verbergen.</translation>
    </message>
    <message>
        <source>No token chosen: raise p or resample.</source>
        <translation>Kein Token gewählt: p erhöhen oder neu ziehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) to predict</source>
        <translation>
            <numerusform>%n Token vorherzusagen</numerusform>
            <numerusform>%n Tokens vorherzusagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) to predict…</source>
        <translation>
            <numerusform>%n Token vorherzusagen…</numerusform>
            <numerusform>%n Tokens vorherzusagen…</numerusform>
        </translation>
    </message>
    <message>
        <source>masked-LM loss &lt;b&gt;{loss}&lt;/b&gt; nats · accuracy &lt;b&gt;{hits}/{n}&lt;/b&gt; ({percent})</source>
        <translation>MLM-Verlust &lt;b&gt;{loss}&lt;/b&gt; nats · Genauigkeit &lt;b&gt;{hits}/{n}&lt;/b&gt; ({percent})</translation>
    </message>
    <message numerus="yes">
        <source>Text: loss {loss} nats, accuracy {percent} over %n token(s)</source>
        <translation>
            <numerusform>Text: Verlust {loss} nats, Genauigkeit {percent} über %n Token</numerusform>
            <numerusform>Text: Verlust {loss} nats, Genauigkeit {percent} über %n Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Tab to the tokens, arrows move, Enter or Space hides or shows one</source>
        <translation>Mit Tab zu den Tokens, Pfeiltasten bewegen, Eingabe oder Leertaste verbirgt oder zeigt eines</translation>
    </message>
    <message>
        <source>Tab to the tokens, arrows move, Enter or Space follows one in the views below</source>
        <translation>Mit Tab zu den Tokens, Pfeiltasten bewegen, Eingabe oder Leertaste folgt einem in den Ansichten unten</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>model&apos;s first guess {word}, {percent}</source>
        <translation>erste Schätzung des Modells {word}, {percent}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>the true token is its guess number {n}</source>
        <translation>das richtige Token ist seine Schätzung Nummer {n}</translation>
    </message>
    <message>
        <source>The model that makes the predictions (choose another in the toolbar).</source>
        <translation>Das Modell, das die Vorhersagen macht (ein anderes in der Werkzeugleiste wählen).</translation>
    </message>
    <message>
        <source>Cross-entropy of the true tokens at the predicted positions (lower is better; ln(vocabulary size) is a blind guess) and top-1 accuracy there.</source>
        <translation>Kreuzentropie der wahren Tokens an den vorhergesagten Stellen (niedriger ist besser; ln(Vokabulargröße) ist blindes Raten) und die Top-1-Genauigkeit dort.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>The WordPiece tokens. Click one to follow it in the views below (in “By hand” mode, a click hides or shows it).</source>
        <translation>Die WordPiece-Tokens. Eines anklicken, um ihm in den Ansichten darunter zu folgen (im Modus „Von Hand“ verbirgt oder zeigt ein Klick es).</translation>
    </message>
    <message>
        <source>T5 sees and writes</source>
        <translation>T5 sieht und schreibt</translation>
    </message>
    <message>
        <source>The encoder&apos;s input: each dropped span is one sentinel.</source>
        <translation>Die Eingabe des Encoders: jede weggelassene Spanne ist ein Platzhalter (Sentinel).</translation>
    </message>
    <message>
        <source>The decoder&apos;s target: each sentinel, then the tokens it replaced; a last sentinel ends it.</source>
        <translation>Das Ziel des Decoders: jeder Platzhalter, dann die Tokens, die er ersetzt hat; ein letzter Platzhalter beendet es.</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Model: &lt;b&gt;{name}&lt;/b&gt; ({layers} layers × {width}, {length} tokens)</source>
        <translation>Modell: &lt;b&gt;{name}&lt;/b&gt; ({layers} Schichten × {width}, {length} Tokens)</translation>
    </message>
    <message>
        <source>{layers} layers, {heads} heads, width {width}, vocabulary {vocab}; reads up to {length} tokens</source>
        <translation>{layers} Schichten, {heads} Köpfe, Breite {width}, Vokabular {vocab}; liest bis zu {length} Tokens</translation>
    </message>
    <message>
        <source>&lt;b&gt;Loading model…&lt;/b&gt; the masking works already; predictions follow.</source>
        <translation>&lt;b&gt;Modell wird geladen…&lt;/b&gt; die Maskierung funktioniert schon; Vorhersagen folgen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model&lt;/b&gt; ({error}): masking only, no predictions.</source>
        <translation>&lt;b&gt;Kein Modell&lt;/b&gt; ({error}): nur Maskierung, keine Vorhersagen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model loaded yet&lt;/b&gt;: masking only, no predictions.</source>
        <translation>&lt;b&gt;Noch kein Modell geladen&lt;/b&gt;: nur Maskierung, keine Vorhersagen.</translation>
    </message>
    <message>
        <source>Choose a model in the toolbar; until then the bundled tokenizer splits the text.</source>
        <translation>Wählen Sie ein Modell in der Werkzeugleiste; bis dahin zerlegt der mitgelieferte Tokenizer den Text.</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} Tokens</translation>
    </message>
    <message>
        <source>more than {n} tokens ({chars} characters are read)</source>
        <translation>mehr als {n} Tokens ({chars} Zeichen werden gelesen)</translation>
    </message>
    <message>
        <source>The text is {length} long; the model reads at most {n}, so it was cut off after token {last} (the rest is not shown).</source>
        <translation>Der Text ist {length} lang; das Modell liest höchstens {n}, daher wurde er nach Token {last} abgeschnitten (der Rest wird nicht gezeigt).</translation>
    </message>
    <message>
        <source>predicting…</source>
        <translation>wird vorhergesagt…</translation>
    </message>
    <message>
        <source>model&apos;s guess pending</source>
        <translation>Schätzung des Modells steht aus</translation>
    </message>
    <message>
        <source>T5 sees and writes: the input is {saved} tokens shorter, the target {n} tokens long</source>
        <translation>T5 sieht und schreibt: die Eingabe ist {saved} Tokens kürzer, das Ziel {n} Tokens lang</translation>
    </message>
    <message>
        <source>Where the selected token looks, for a chosen layer and head.</source>
        <translation>Wohin das gewählte Token schaut, für eine gewählte Schicht und einen Kopf.</translation>
    </message>
    <message>
        <source>Fill every hidden token at once, or one by one (most confident first).</source>
        <translation>Alle verborgenen Tokens auf einmal füllen oder eines nach dem anderen (das sicherste zuerst).</translation>
    </message>
    <message>
        <source>The current setting resampled 1,000 times: does the rule hold?</source>
        <translation>Die aktuelle Einstellung 1.000-mal neu gezogen: gilt die Regel?</translation>
    </message>
    <message>
        <source>XLNet&apos;s factorization order and attention mask for this sentence.</source>
        <translation>Die Faktorisierungsreihenfolge und Attention-Maske von XLNet für diesen Satz.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Fill several masks</source>
        <translation>Mehrere Masken füllen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Permutation (XLNet)</source>
        <translation>Permutation (XLNet)</translation>
    </message>
    <message>
        <source>Type a sentence to see its attention.</source>
        <translation>Einen Satz eingeben, um seine Aufmerksamkeit zu sehen.</translation>
    </message>
    <message>
        <source>Type a sentence to see the statistics of its masking.</source>
        <translation>Einen Satz eingeben, um die Statistik seiner Maskierung zu sehen.</translation>
    </message>
    <message>
        <source>Type a sentence to fill its masks.</source>
        <translation>Einen Satz eingeben, um seine Masken zu füllen.</translation>
    </message>
    <message>
        <source>Loading the model… attention appears when it is loaded.</source>
        <translation>Modell wird geladen… die Aufmerksamkeit erscheint, sobald es geladen ist.</translation>
    </message>
    <message>
        <source>No model loaded: choose one in the toolbar to see attention.</source>
        <translation>Kein Modell geladen: eines in der Werkzeugleiste wählen, um die Aufmerksamkeit zu sehen.</translation>
    </message>
    <message>
        <source>Loading the model… the masks are filled when it is loaded.</source>
        <translation>Modell wird geladen… die Masken werden gefüllt, sobald es geladen ist.</translation>
    </message>
    <message>
        <source>No model loaded: choose one in the toolbar to see the masks filled.</source>
        <translation>Kein Modell geladen: eines in der Werkzeugleiste wählen, um die Masken gefüllt zu sehen.</translation>
    </message>
    <message>
        <source>Filling masks needs [MASK] tokens: choose random, whole word, span or by hand.</source>
        <translation>Masken füllen braucht [MASK]-Tokens: zufällig, ganze Wörter, Spannen oder von Hand wählen.</translation>
    </message>
    <message>
        <source>No hidden token to fill.</source>
        <translation>Kein verborgenes Token zu füllen.</translation>
    </message>
    <message>
        <source>By hand, nothing is drawn at random: no statistics to show.</source>
        <translation>Von Hand wird nichts zufällig gezogen: keine Statistik zu zeigen.</translation>
    </message>
    <message>
        <source>A permutation order is a uniform shuffle; its statistics are not shown here.</source>
        <translation>Eine Permutationsreihenfolge ist ein gleichverteiltes Mischen; ihre Statistik wird hier nicht gezeigt.</translation>
    </message>
    <message>
        <source>This model was trained on the generated language: the examples are now sentences of that language (English falls apart into pieces for it).</source>
        <translation>Dieses Modell wurde mit der erzeugten Sprache trainiert: die Beispiele sind jetzt Sätze dieser Sprache (Englisch zerfällt für es in Stücke).</translation>
    </message>
    <message>
        <source>Filling the masks both ways…</source>
        <translation>Die Masken werden auf beide Arten gefüllt…</translation>
    </message>
    <message>
        <source>The masking core could not start: {error}</source>
        <translation>Der Maskierungskern konnte nicht starten: {error}</translation>
    </message>
    <message>
        <source>Text tab: {task} failed: {error}</source>
        <translation>Text-Tab: {task} fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>The model could not answer ({error}). The masking above is still correct.</source>
        <translation>Das Modell konnte nicht antworten ({error}). Die Maskierung oben stimmt trotzdem.</translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>nano: 2-minute runs</source>
        <translation>nano: Läufe von 2 Minuten</translation>
    </message>
    <message>
        <source>tiny: bundled size, slow</source>
        <translation>tiny: Größe des mitgelieferten Modells, langsam</translation>
    </message>
    <message>
        <source>Generated language (built in)</source>
        <translation>Erzeugte Sprache (eingebaut)</translation>
    </message>
    <message>
        <source>A text file or folder…</source>
        <translation>Eine Textdatei oder ein Ordner…</translation>
    </message>
    <message>
        <source>Generated images (built in)</source>
        <translation>Erzeugte Bilder (eingebaut)</translation>
    </message>
    <message>
        <source>Sample photos (scikit-image)</source>
        <translation>Beispielfotos (scikit-image)</translation>
    </message>
    <message>
        <source>A folder of images…</source>
        <translation>Ein Ordner mit Bildern…</translation>
    </message>
    <message>
        <source>Masked LM (BERT)</source>
        <translation>Maskiertes Sprachmodell (BERT)</translation>
    </message>
    <message>
        <source>Masked diffusion (MDLM, LLaDA)</source>
        <translation>Maskierte Diffusion (MDLM, LLaDA)</translation>
    </message>
    <message>
        <source>Causal LM (left to right)</source>
        <translation>Kausales Sprachmodell (von links nach rechts)</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>Neuer Lauf</translation>
    </message>
    <message>
        <source>Text: masked language model</source>
        <translation>Text: maskiertes Sprachmodell</translation>
    </message>
    <message>
        <source>Images: masked autoencoder</source>
        <translation>Bilder: maskierter Autoencoder</translation>
    </message>
    <message>
        <source>What to pretrain: a BERT-style text encoder or an MAE for images</source>
        <translation>Was vortrainiert wird: ein Text-Encoder nach Art von BERT oder ein MAE für Bilder</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Generated data learns fastest; your own files show what a model makes of them</source>
        <translation>Mit erzeugten Daten lernt es am schnellsten; Ihre eigenen Dateien zeigen, was ein Modell daraus macht</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>a .txt file or a folder</source>
        <translation>eine .txt-Datei oder ein Ordner</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>File/folder</source>
        <translation>Datei/Ordner</translation>
    </message>
    <message>
        <source>Model size: nano learns the generated data in a couple of CPU minutes</source>
        <translation>Modellgröße: nano lernt die erzeugten Daten in ein paar CPU-Minuten</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>How the training examples are masked</source>
        <translation>Wie die Trainingsbeispiele maskiert werden</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>Maskierung</translation>
    </message>
    <message>
        <source>Text: what the model learns. Masked LM: the chosen share of tokens, the 80/10/10 rule (BERT). Masked diffusion: each row masked at its own rate t from 0 to 1, the loss weighted by 1/t (MDLM, LLaDA): a model that can write by unmasking; the mask probability is not used. Causal LM: the next token from the left only.</source>
        <translation>Text: was das Modell lernt. Masked LM: der gewählte Anteil der Tokens, die 80/10/10-Regel (BERT). Maskierte Diffusion: jede Zeile mit ihrer eigenen Rate t von 0 bis 1 maskiert, der Verlust mit 1/t gewichtet (MDLM, LLaDA): ein Modell, das durch Aufdecken schreiben kann; die Maskierungswahrscheinlichkeit wird nicht verwendet. Kausales LM: das nächste Token, nur von links.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Lernziel</translation>
    </message>
    <message>
        <source>Mask probability (text) or mask ratio (images). Accuracy is always measured at 15 % masking, so runs at different rates compare.</source>
        <translation>Maskierungswahrscheinlichkeit (Text) oder Maskierungsanteil (Bilder). Die Genauigkeit wird immer bei 15 % Maskierung gemessen, damit Läufe mit verschiedenen Raten vergleichbar sind.</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>Maskierungswahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Optimizer steps; a nano model on generated data learns in 300-600</source>
        <translation>Optimierungsschritte; ein nano-Modell lernt erzeugte Daten in 300-600</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Peak learning rate (AdamW: a linear warmup, then cosine decay)</source>
        <translation>Höchste Lernrate (AdamW: lineares Aufwärmen, dann Kosinus-Abfall)</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>optional, e.g. mask-40</source>
        <translation>optional, z. B. mask-40</translation>
    </message>
    <message>
        <source>A name for the run folder (the date and time come first)</source>
        <translation>Ein Name für den Lauf-Ordner (Datum und Uhrzeit stehen davor)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>Maskierungsanteil</translation>
    </message>
    <message>
        <source>A text file (or cancel to pick a folder)</source>
        <translation>Eine Textdatei (oder abbrechen, um einen Ordner zu wählen)</translation>
    </message>
    <message>
        <source>Text (*.txt);;All files (*)</source>
        <translation>Text (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>A folder of .txt files</source>
        <translation>Ein Ordner mit .txt-Dateien</translation>
    </message>
    <message>
        <source>A folder of images</source>
        <translation>Ein Ordner mit Bildern</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Diverged</source>
        <translation>Divergiert</translation>
    </message>
    <message>
        <source>Resume refused</source>
        <translation>Fortsetzen abgelehnt</translation>
    </message>
    <message>
        <source>Cannot start: {error}</source>
        <translation>Start nicht möglich: {error}</translation>
    </message>
    <message>
        <source>Run {name} has no checkpoint to resume from.</source>
        <translation>Lauf {name} hat keinen Checkpoint zum Fortsetzen.</translation>
    </message>
    <message>
        <source>Cannot start the run: {error}</source>
        <translation>Der Lauf kann nicht starten: {error}</translation>
    </message>
    <message>
        <source>step %v / %m</source>
        <translation>Schritt %v / %m</translation>
    </message>
    <message>
        <source>Starting the training process…</source>
        <translation>Der Trainingsprozess wird gestartet…</translation>
    </message>
    <message>
        <source>Training started</source>
        <translation>Training gestartet</translation>
    </message>
    <message>
        <source>Training resumed</source>
        <translation>Training fortgesetzt</translation>
    </message>
    <message>
        <source>Stopping after this step…</source>
        <translation>Stoppt nach diesem Schritt…</translation>
    </message>
    <message>
        <source>the run cannot be resumed</source>
        <translation>der Lauf kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>; the run is as it was</source>
        <translation>; der Lauf bleibt, wie er war</translation>
    </message>
    <message>
        <source>Training: resume refused: {reason}</source>
        <translation>Training: Fortsetzen abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>Resume refused: {reason}</source>
        <translation>Fortsetzen abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>Training: {message}</source>
        <translation>Training: {message}</translation>
    </message>
    <message>
        <source>The run failed: {message}</source>
        <translation>Der Lauf ist fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <source>The run diverged: {message}</source>
        <translation>Der Lauf ist divergiert: {message}</translation>
    </message>
    <message>
        <source>Step {done} of {total} · elapsed {elapsed} · about {left} left</source>
        <translation>Schritt {done} von {total} · vergangen {elapsed} · noch etwa {left}</translation>
    </message>
    <message>
        <source>Resume refused; the run is as it was (see the message above)</source>
        <translation>Fortsetzen abgelehnt; der Lauf ist unverändert (siehe die Meldung oben)</translation>
    </message>
    <message>
        <source>not resumed</source>
        <translation>nicht fortgesetzt</translation>
    </message>
    <message>
        <source>{ended} at step {step} of {total} after {elapsed}</source>
        <translation>{ended} bei Schritt {step} von {total} nach {elapsed}</translation>
    </message>
    <message>
        <source>Runs (tick to overlay)</source>
        <translation>Läufe (zum Überlagern anhaken)</translation>
    </message>
    <message>
        <source>Tick runs to overlay their curves; select one to resume it or use its model</source>
        <translation>Läufe anhaken, um ihre Kurven zu überlagern; einen auswählen, um ihn fortzusetzen oder sein Modell zu verwenden</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>Dieses Modell verwenden</translation>
    </message>
    <message>
        <source>Load the selected run&apos;s newest checkpoint into the Text or Image tab</source>
        <translation>Den neuesten Checkpoint des ausgewählten Laufs in den Reiter Text oder Bild laden</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Probe checkpoints</source>
        <translation>Checkpoints sondieren</translation>
    </message>
    <message>
        <source>Probe each checkpoint the selected run kept (a linear classifier on its frozen features) and plot accuracy against step</source>
        <translation>Jeden gespeicherten Checkpoint des ausgewählten Laufs sondieren (ein linearer Klassifikator auf seinen eingefrorenen Merkmalen) und die Genauigkeit über den Schritten zeichnen</translation>
    </message>
    <message>
        <source>Select a run in the list first.</source>
        <translation>Zuerst einen Lauf in der Liste wählen.</translation>
    </message>
    <message>
        <source>Run {name} has no checkpoint yet.</source>
        <translation>Lauf {name} hat noch keinen Checkpoint.</translation>
    </message>
    <message>
        <source>Cannot read the metrics of {name}: {error}</source>
        <translation>Die Metriken von {name} können nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>each: masked · reconstruction + visible · original</source>
        <translation>je: maskiert · Rekonstruktion + sichtbar · Original</translation>
    </message>
    <message>
        <source>Snapshots: the model on fixed examples</source>
        <translation>Momentaufnahmen: das Modell an festen Beispielen</translation>
    </message>
    <message>
        <source>Start a run: its predictions appear here as it learns.</source>
        <translation>Starten Sie einen Lauf: seine Vorhersagen erscheinen hier, während er lernt.</translation>
    </message>
    <message>
        <source>Waiting for the first snapshot…</source>
        <translation>Warten auf die erste Momentaufnahme…</translation>
    </message>
    <message>
        <source>Step {step}</source>
        <translation>Schritt {step}</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>Trainingsschritte</translation>
    </message>
    <message>
        <source>tokens seen</source>
        <translation>gesehene Tokens</translation>
    </message>
    <message>
        <source>supervised (loss-bearing) tokens</source>
        <translation>überwachte Tokens (mit Verlust)</translation>
    </message>
    <message>
        <source>wall time, s</source>
        <translation>Laufzeit, s</translation>
    </message>
    <message>
        <source>held-out loss of its own objective</source>
        <translation>Verlust des eigenen Ziels auf zurückgehaltenen Daten</translation>
    </message>
    <message>
        <source>held-out accuracy of its own objective</source>
        <translation>Genauigkeit des eigenen Ziels auf zurückgehaltenen Daten</translation>
    </message>
    <message>
        <source>training loss</source>
        <translation>Trainingsverlust</translation>
    </message>
    <message>
        <source>masked tokens, 15 % masked</source>
        <translation>maskierte Tokens, 15 % maskiert</translation>
    </message>
    <message>
        <source>next token</source>
        <translation>nächstes Token</translation>
    </message>
    <message>
        <source>No comparison in this folder. An objective study (mlm vs clm) writes compare.json when it finishes; `mlm-lab study compare STUDY_DIR` writes it for one that has its run folders.</source>
        <translation>Kein Vergleich in diesem Ordner. Eine Ziel-Studie (mlm gegen clm) schreibt compare.json, wenn sie fertig ist; `mlm-lab study compare STUDY_DIR` schreibt sie für eine, die ihre Laufordner hat.</translation>
    </message>
    <message>
        <source>This objective study finished before comparisons were kept; its run folders are here, so the comparison can be measured now: curves from the runs&apos; records, probes and cloze on each run&apos;s final checkpoint (under a minute for a nano study), in a separate process.</source>
        <translation>Diese Ziel-Studie wurde beendet, bevor Vergleiche gespeichert wurden; ihre Laufordner sind hier, daher lässt sich der Vergleich jetzt messen: Kurven aus den Aufzeichnungen der Läufe, Sonden und Lückentext am letzten Checkpoint jedes Laufs (unter einer Minute für eine nano-Studie), in einem eigenen Prozess.</translation>
    </message>
    <message>
        <source>Measure the comparison</source>
        <translation>Den Vergleich messen</translation>
    </message>
    <message>
        <source>Runs `mlm-lab study compare` on this study&apos;s run folders and shows what it writes (compare.json, compare.png)</source>
        <translation>Führt `mlm-lab study compare` über die Lauf-Ordner dieser Studie aus und zeigt, was es schreibt (compare.json, compare.png)</translation>
    </message>
    <message>
        <source>The x-axis of the curves: per step, a causal LM is supervised at every position, a masked LM at the masked ones only</source>
        <translation>Die x-Achse der Kurven: pro Schritt wird ein kausales LM an jeder Stelle überwacht, ein maskiertes LM nur an den maskierten</translation>
    </message>
    <message>
        <source>x-axis</source>
        <translation>x-Achse</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <source>Both objectives during training</source>
        <translation>Beide Ziele während des Trainings</translation>
    </message>
    <message>
        <source>Probe per layer (word category)</source>
        <translation>Sonde je Schicht (Wortart)</translation>
    </message>
    <message>
        <source>layer (0 = embeddings)</source>
        <translation>Schicht (0 = Einbettungen)</translation>
    </message>
    <message>
        <source>probe accuracy</source>
        <translation>Genauigkeit der Sonde</translation>
    </message>
    <message>
        <source>Cloze by side of the clue</source>
        <translation>Lückentext nach Seite des Hinweises</translation>
    </message>
    <message>
        <source>cloze accuracy</source>
        <translation>Lückentext-Genauigkeit</translation>
    </message>
    <message>
        <source>clue left</source>
        <translation>Hinweis links</translation>
    </message>
    <message>
        <source>clue right</source>
        <translation>Hinweis rechts</translation>
    </message>
    <message>
        <source>Measuring the comparison of {name} in a separate process ...</source>
        <translation>Der Vergleich von {name} wird in einem eigenen Prozess gemessen ...</translation>
    </message>
    <message>
        <source>Measuring the comparison of {name} in a separate process: {line}</source>
        <translation>Der Vergleich von {name} wird in einem eigenen Prozess gemessen: {line}</translation>
    </message>
    <message>
        <source>exit status {code}</source>
        <translation>Exit-Status {code}</translation>
    </message>
    <message>
        <source>The comparison could not be measured: {reason}</source>
        <translation>Der Vergleich konnte nicht gemessen werden: {reason}</translation>
    </message>
    <message>
        <source>random init (dotted)</source>
        <translation>zufällig initialisiert (gepunktet)</translation>
    </message>
    <message>
        <source>emb</source>
        <comment>the embeddings&apos; tick on a layer axis</comment>
        <translation>Emb</translation>
    </message>
    <message>
        <source>most frequent {share}</source>
        <translation>häufigste {share}</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>{name}: {seen} tokens seen and {supervised} supervised per step</source>
        <translation>{name}: {seen} gesehene und {supervised} überwachte Tokens je Schritt</translation>
    </message>
    <message>
        <source>Lines: mean over seeds; bands and bars: min-max. Probes and cloze at the final checkpoints.</source>
        <translation>Linien: Mittel über die Seeds; Bänder und Balken: Minimum bis Maximum. Sonden und Lückentext an den letzten Checkpoints.</translation>
    </message>
    <message>
        <source>Mask rate (text)</source>
        <translation>Maskierungsrate (Text)</translation>
    </message>
    <message>
        <source>Mask ratio (images)</source>
        <translation>Maskierungsanteil (Bilder)</translation>
    </message>
    <message>
        <source>Masking strategy</source>
        <translation>Maskierungsstrategie</translation>
    </message>
    <message>
        <source>Objective: masked vs causal LM</source>
        <translation>Ziel: maskiertes gegen kausales Sprachmodell</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diesem Rechner</translation>
    </message>
    <message>
        <source>a Ray cluster at</source>
        <translation>einem Ray-Cluster unter</translation>
    </message>
    <message>
        <source>New study: one knob (or two), the rest fixed</source>
        <translation>Neue Studie: ein Regler (oder zwei), der Rest fest</translation>
    </message>
    <message>
        <source>What differs between the runs; everything else is the same in all of them</source>
        <translation>Was sich zwischen den Läufen unterscheidet; alles andere ist in allen gleich</translation>
    </message>
    <message>
        <source>Knob</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Text (masked LM) or images (MAE); a knob may be for one of them only</source>
        <translation>Text (maskiertes LM) oder Bilder (MAE); ein Regler kann nur für eines davon gelten</translation>
    </message>
    <message>
        <source>The knob&apos;s values, separated by commas: one run per value and seed</source>
        <translation>Die Werte des Reglers, durch Kommas getrennt: ein Lauf pro Wert und Startwert</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>A second knob makes a grid: every combination of both knobs&apos; values, a heatmap per metric</source>
        <translation>Ein zweiter Regler ergibt ein Raster: jede Kombination der Werte beider Regler, eine Heatmap pro Metrik</translation>
    </message>
    <message>
        <source>Second knob</source>
        <translation>Zweiter Regler</translation>
    </message>
    <message>
        <source>The second knob&apos;s values, separated by commas</source>
        <translation>Die Werte des zweiten Reglers, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Its values</source>
        <translation>Seine Werte</translation>
    </message>
    <message>
        <source>Runs per value with seeds 0, 1, ...: the plot shows their mean and spread</source>
        <translation>Läufe pro Wert mit den Startwerten 0, 1, ...: das Diagramm zeigt ihren Mittelwert und ihre Streuung</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Startwerte</translation>
    </message>
    <message>
        <source>Optimizer steps per run (the CLI&apos;s default: 600)</source>
        <translation>Optimierungsschritte pro Lauf (Vorgabe der Kommandozeile: 600)</translation>
    </message>
    <message>
        <source>Steps per run</source>
        <translation>Schritte pro Lauf</translation>
    </message>
    <message>
        <source>Where the runs run: here, or each run a Ray task on a cluster (the study folder on a filesystem every node sees)</source>
        <translation>Wo die Läufe laufen: hier oder jeder Lauf als Ray-Task auf einem Cluster (der Studienordner auf einem Dateisystem, das jeder Knoten sieht)</translation>
    </message>
    <message>
        <source>Run on</source>
        <translation>Ausführen auf</translation>
    </message>
    <message>
        <source>HOST:PORT (empty: a local Ray)</source>
        <translation>HOST:PORT (leer: ein lokales Ray)</translation>
    </message>
    <message>
        <source>The Ray head&apos;s address, as `ray start --head` prints it (mlm-lab study --address)</source>
        <translation>Die Adresse des Ray-Heads, wie `ray start --head` sie ausgibt (mlm-lab study --address)</translation>
    </message>
    <message>
        <source>Ray address</source>
        <translation>Ray-Adresse</translation>
    </message>
    <message>
        <source>none (one knob)</source>
        <translation>keiner (ein Regler)</translation>
    </message>
    <message>
        <source>Start study</source>
        <translation>Studie starten</translation>
    </message>
    <message>
        <source>Run every value and seed one after another (continues a stopped study)</source>
        <translation>Jeden Wert und Startwert nacheinander ausführen (setzt eine gestoppte Studie fort)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Checkpoint the run in progress and stop; Start with the same settings goes on</source>
        <translation>Den laufenden Lauf sichern und stoppen; Start mit denselben Einstellungen macht weiter</translation>
    </message>
    <message>
        <source>Continue the study in view (as mlm-lab study resume): finished runs kept, a stopped one from its checkpoint</source>
        <translation>Die angezeigte Studie fortsetzen (wie mlm-lab study resume): fertige Läufe bleiben, ein gestoppter setzt an seinem Checkpoint fort</translation>
    </message>
    <message>
        <source>no study running</source>
        <translation>keine Studie läuft</translation>
    </message>
    <message>
        <source>Open study folder…</source>
        <translation>Studienordner öffnen…</translation>
    </message>
    <message>
        <source>Show a study folder&apos;s results (e.g. docs/studies/mask-rate-text); nothing is run</source>
        <translation>Die Ergebnisse eines Studienordners zeigen (z. B. docs/studies/mask-rate-text); nichts wird ausgeführt</translation>
    </message>
    <message>
        <source>{values} x {values2} values x {seeds} seed(s)</source>
        <translation>{values} x {values2} Werte x {seeds} Seed(s)</translation>
    </message>
    <message>
        <source>{values} value(s) x {seeds} seed(s)</source>
        <translation>{values} Wert(e) x {seeds} Seed(s)</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n run(s) are done in {folder}: Start continues it, about {time} for the {left} left (rough).</source>
        <translation>
            <numerusform>{done} von %n Lauf sind in {folder} fertig: „Start“ setzt fort, etwa {time} für die {left} übrigen (grob).</numerusform>
            <numerusform>{done} von %n Läufen sind in {folder} fertig: „Start“ setzt fort, etwa {time} für die {left} übrigen (grob).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) ({shape}): about {time} in all (rough).</source>
        <translation>
            <numerusform>%n Lauf ({shape}): insgesamt etwa {time} (grob).</numerusform>
            <numerusform>%n Läufe ({shape}): insgesamt etwa {time} (grob).</numerusform>
        </translation>
    </message>
    <message>
        <source>Study folder: {folder}</source>
        <translation>Studienordner: {folder}</translation>
    </message>
    <message>
        <source>Open a study folder (with study.json)</source>
        <translation>Einen Studienordner öffnen (mit study.json)</translation>
    </message>
    <message>
        <source>A study is running: stop it before opening another.</source>
        <translation>Eine Studie läuft: sie anhalten, bevor eine andere geöffnet wird.</translation>
    </message>
    <message>
        <source>Cannot open the study: {error}</source>
        <translation>Die Studie kann nicht geöffnet werden: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Study {name}: {done} of %n run(s) done</source>
        <translation>
            <numerusform>Studie {name}: {done} von %n Lauf fertig</numerusform>
            <numerusform>Studie {name}: {done} von %n Läufen fertig</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start the study: {error}</source>
        <translation>Die Studie kann nicht starten: {error}</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>%v von %m Läufen</translation>
    </message>
    <message>
        <source>Starting the study process…</source>
        <translation>Der Studienprozess wird gestartet…</translation>
    </message>
    <message>
        <source>Study started in {folder}</source>
        <translation>Studie in {folder} gestartet</translation>
    </message>
    <message>
        <source>no study with runs to resume is open</source>
        <translation>keine Studie mit fortsetzbaren Läufen geöffnet</translation>
    </message>
    <message>
        <source>Cannot resume the study: {error}</source>
        <translation>Die Studie kann nicht fortgesetzt werden: {error}</translation>
    </message>
    <message>
        <source>A run of the study failed: {message}</source>
        <translation>Ein Lauf der Studie ist fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <source>Study finished: {message}</source>
        <translation>Studie beendet: {message}</translation>
    </message>
    <message>
        <source>Study stopped: {message}</source>
        <translation>Studie angehalten: {message}</translation>
    </message>
    <message>
        <source>Study failed: {message}</source>
        <translation>Studie fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <source>Cannot run the study: {message}</source>
        <translation>Die Studie kann nicht laufen: {message}</translation>
    </message>
    <message>
        <source>Study: {message}</source>
        <translation>Studie: {message}</translation>
    </message>
    <message>
        <source>Run {n} of {total} ({value} seed {seed}): step {step} of {steps} · elapsed {elapsed}</source>
        <translation>Lauf {n} von {total} ({value} Seed {seed}): Schritt {step} von {steps} · vergangen {elapsed}</translation>
    </message>
    <message>
        <source>Stopped (Start with the same settings continues it)</source>
        <translation>Angehalten („Start“ mit denselben Einstellungen setzt fort)</translation>
    </message>
    <message numerus="yes">
        <source>{ended}: {done} of %n run(s) done after {elapsed}</source>
        <translation>
            <numerusform>{ended}: {done} von %n Lauf fertig nach {elapsed}</numerusform>
            <numerusform>{ended}: {done} von %n Läufen fertig nach {elapsed}</numerusform>
        </translation>
    </message>
    <message>
        <source>Curves are not shipped with this study (only study.json and results.csv). Run it with the same settings to see them.</source>
        <translation>Kurven werden mit dieser Studie nicht ausgeliefert (nur study.json und results.csv). Sie mit denselben Einstellungen laufen lassen, um sie zu sehen.</translation>
    </message>
    <message>
        <source>No study open: start one with the form, or open a study folder (e.g. docs/studies/mask-rate-text).</source>
        <translation>Keine Studie geöffnet: starten Sie eine mit dem Formular oder öffnen Sie einen Studienordner (z. B. docs/studies/mask-rate-text).</translation>
    </message>
    <message>
        <source>Which final metric to plot against the knob</source>
        <translation>Welche Endmetrik über dem Regler gezeichnet wird</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Runs during training</source>
        <translation>Läufe während des Trainings</translation>
    </message>
    <message>
        <source>held-out metric</source>
        <translation>Metrik auf zurückgehaltenen Daten</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Masked vs causal</source>
        <translation>Maskiert gegen kausal</translation>
    </message>
    <message>
        <source>Each run&apos;s held-out metric as it trained (colour: knob value; dashed: other seeds).</source>
        <translation>Die Metrik jedes Laufs auf zurückgehaltenen Daten im Lauf des Trainings (Farbe: Reglerwert; gestrichelt: andere Seeds).</translation>
    </message>
    <message>
        <source>The runs so far; the run in progress grows as it trains.</source>
        <translation>Die bisherigen Läufe; der laufende wächst während des Trainings.</translation>
    </message>
    <message>
        <source>finished {when}</source>
        <translation>beendet {when}</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>diverged</source>
        <translation>divergiert</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a run&apos;s state</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>text</source>
        <comment>a run&apos;s task</comment>
        <translation>Text</translation>
    </message>
    <message>
        <source>image</source>
        <comment>a run&apos;s task</comment>
        <translation>Bild</translation>
    </message>
    <message>
        <source>its status.json is damaged</source>
        <translation>seine status.json ist beschädigt</translation>
    </message>
    <message>
        <source>causal LM</source>
        <translation>kausales Sprachmodell</translation>
    </message>
    <message>
        <source>mask {share}</source>
        <translation>Maskierung {share}</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>Schritt {step}</translation>
    </message>
    <message>
        <source>eval loss {loss}</source>
        <translation>Eval-Verlust {loss}</translation>
    </message>
    <message>
        <source>accuracy {accuracy}</source>
        <translation>Genauigkeit {accuracy}</translation>
    </message>
    <message>
        <source>PSNR {psnr} dB</source>
        <translation>PSNR {psnr} dB</translation>
    </message>
    <message>
        <source>(true: {answer})</source>
        <translation>(richtig: {answer})</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} is {width}x{height} pixels, far larger than the lab writes (at most {limit} megapixels); it is not shown</source>
        <translation>die Momentaufnahme {name} des Laufs hat {width}x{height} Pixel, weit mehr, als das Labor schreibt (höchstens {limit} Megapixel); sie wird nicht gezeigt</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} claims over {limit} megapixels (a decompression bomb); it is not shown</source>
        <translation>die Momentaufnahme {name} des Laufs gibt über {limit} Megapixel an (eine Dekompressionsbombe); sie wird nicht gezeigt</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} is not a picture</source>
        <translation>die Momentaufnahme {name} des Laufs ist kein Bild</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} could not be read ({error})</source>
        <translation>die Momentaufnahme {name} des Laufs konnte nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} is not laid out as the lab writes it; it is not shown</source>
        <translation>die Momentaufnahme {name} des Laufs ist nicht so aufgebaut, wie das Labor sie schreibt; sie wird nicht gezeigt</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <source>&lt;b&gt;{knob} grid&lt;/b&gt; · {task} {preset} · {steps} steps · seeds {seeds} · {done}</source>
        <translation>&lt;b&gt;Raster: {knob}&lt;/b&gt; · {task} {preset} · {steps} Schritte · Seeds {seeds} · {done}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{knob} study&lt;/b&gt; · {task} {preset} · {steps} steps · seeds {seeds} · {done}</source>
        <translation>&lt;b&gt;Studie: {knob}&lt;/b&gt; · {task} {preset} · {steps} Schritte · Seeds {seeds} · {done}</translation>
    </message>
    <message>
        <source>most frequent class</source>
        <translation>häufigste Klasse</translation>
    </message>
    <message>
        <source>unigram baseline</source>
        <translation>Unigramm-Basislinie</translation>
    </message>
    <message>
        <source>held-out accuracy (15 % masked)</source>
        <translation>Genauigkeit auf zurückgehaltenen Daten (15 % maskiert)</translation>
    </message>
    <message>
        <source>held-out PSNR (dB, 75 % hidden)</source>
        <translation>PSNR auf zurückgehaltenen Daten (dB, 75 % verborgen)</translation>
    </message>
    <message>
        <source>held-out loss</source>
        <translation>Verlust auf zurückgehaltenen Daten</translation>
    </message>
    <message>
        <source>No study open.</source>
        <translation>Keine Studie geöffnet.</translation>
    </message>
    <message>
        <source>Training finished</source>
        <translation>Training beendet</translation>
    </message>
    <message>
        <source>Training stopped</source>
        <translation>Training angehalten</translation>
    </message>
    <message>
        <source>Training failed</source>
        <translation>Training fehlgeschlagen</translation>
    </message>
    <message>
        <source>Training diverged</source>
        <translation>Training divergiert</translation>
    </message>
    <message>
        <source>Resume refused; the run is as it was</source>
        <translation>Fortsetzen abgelehnt; der Lauf bleibt, wie er war</translation>
    </message>
    <message>
        <source>Training {status}</source>
        <translation>Training {status}</translation>
    </message>
    <message>
        <source>Single run</source>
        <translation>Einzelner Lauf</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studie</translation>
    </message>
    <message>
        <source>A series of runs that differ in one knob (mask rate, strategy...): the metric against the knob, the runs&apos; curves, a results table</source>
        <translation>Eine Reihe von Läufen, die sich in einem Regler unterscheiden (Maskierungsrate, Strategie...): die Metrik gegen den Regler, die Kurven der Läufe, eine Ergebnistabelle</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Start a new run with these settings [Space in presentation mode]</source>
        <translation>Einen neuen Lauf mit diesen Einstellungen starten [Leertaste im Präsentationsmodus]</translation>
    </message>
    <message>
        <source>Finish the current step, save a checkpoint and stop</source>
        <translation>Den aktuellen Schritt beenden, einen Checkpoint speichern und stoppen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Continue the run selected in the list from its newest checkpoint</source>
        <translation>Den in der Liste ausgewählten Lauf ab seinem neuesten Checkpoint fortsetzen</translation>
    </message>
    <message>
        <source>no run yet</source>
        <translation>noch kein Lauf</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>Noch kein Lauf</translation>
    </message>
    <message>
        <source>No run yet: press Start, or tick a run to overlay it</source>
        <translation>Noch kein Lauf: „Start“ drücken oder einen Lauf ankreuzen, um ihn einzublenden</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>cross-entropy (nats)</source>
        <translation>Kreuzentropie (nats)</translation>
    </message>
    <message>
        <source>Masked-token accuracy (at 15 %)</source>
        <translation>Genauigkeit der maskierten Tokens (bei 15 %)</translation>
    </message>
    <message>
        <source>accuracy (%)</source>
        <translation>Genauigkeit (%)</translation>
    </message>
    <message>
        <source>A training run is going: stop it (Single run page) before starting a study.</source>
        <translation>Ein Trainingslauf läuft: ihn anhalten (Seite „Einzelner Lauf“), bevor eine Studie startet.</translation>
    </message>
    <message>
        <source>A study is running: stop it (Study page) before starting a single run.</source>
        <translation>Eine Studie läuft: sie anhalten (Seite „Studie“), bevor ein einzelner Lauf startet.</translation>
    </message>
    <message>
        <source>PSNR over hidden patches</source>
        <translation>PSNR über verborgene Bildfelder</translation>
    </message>
    <message>
        <source>PSNR (dB)</source>
        <translation>PSNR (dB)</translation>
    </message>
    <message>
        <source>Run {name}: {problem}</source>
        <translation>Lauf {name}: {problem}</translation>
    </message>
    <message>
        <source>{run}, step {step}</source>
        <translation>{run}, Schritt {step}</translation>
    </message>
    <message>
        <source>No run to export: start one, or select a run in the list.</source>
        <translation>Kein Lauf zum Exportieren: einen starten oder einen Lauf in der Liste wählen.</translation>
    </message>
    <message>
        <source>Select a run with at least one checkpoint first.</source>
        <translation>Zuerst einen Lauf mit mindestens einem Checkpoint wählen.</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <source>{min} min {s} s</source>
        <translation>{min} min {s} s</translation>
    </message>
    <message>
        <source>{h} h {min} min</source>
        <translation>{h} h {min} min</translation>
    </message>
    <message>
        <source>no free study folder named {name} in {folder}</source>
        <translation>kein freier Studienordner namens {name} in {folder}</translation>
    </message>
    <message>
        <source>mean over seeds; framed: the lowest</source>
        <translation>Mittel über die Seeds; umrahmt: der niedrigste</translation>
    </message>
    <message>
        <source>mean over seeds; framed: the highest</source>
        <translation>Mittel über die Seeds; umrahmt: der höchste</translation>
    </message>
</context>
<context>
    <name>Widgets</name>
    <message>
        <source>the same model</source>
        <translation>dasselbe Modell</translation>
    </message>
    <message>
        <source>its random-init twin</source>
        <translation>sein zufällig initialisierter Zwilling</translation>
    </message>
    <message>
        <source>the bundled model</source>
        <translation>das mitgelieferte Modell</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Rechts:</translation>
    </message>
    <message>
        <source>Which model answers on the right: the same model (at another mask rate), its random-init twin (same shape, seed 0, never trained), the bundled model, a training run&apos;s newest checkpoint or a model folder</source>
        <translation>Welches Modell rechts antwortet: dasselbe Modell (mit anderer Maskierungsrate), sein zufällig initialisierter Zwilling (gleiche Form, Startwert 0, nie trainiert), das mitgelieferte Modell, der neueste Checkpoint eines Trainingslaufs oder ein Modellordner</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>The right side&apos;s mask rate; &quot;same&quot; hides exactly the left&apos;s positions (same seed, same strategy). Another rate draws with the same seed.</source>
        <translation>Die Maskierungsrate der rechten Seite; „gleich“ verbirgt genau die Stellen der linken (gleicher Startwert, gleiche Strategie). Eine andere Rate zieht mit demselben Startwert.</translation>
    </message>
    <message>
        <source>Same model</source>
        <translation>Dasselbe Modell</translation>
    </message>
    <message>
        <source>Random-init twin (never trained)</source>
        <translation>Zufällig initialisierter Zwilling (nie trainiert)</translation>
    </message>
    <message>
        <source>Bundled model</source>
        <translation>Mitgeliefertes Modell</translation>
    </message>
    <message>
        <source>Run: {name}</source>
        <translation>Lauf: {name}</translation>
    </message>
    <message>
        <source>Folder: {name}</source>
        <translation>Ordner: {name}</translation>
    </message>
    <message>
        <source>Model folder or run…</source>
        <translation>Modellordner oder Lauf…</translation>
    </message>
    <message>
        <source>Compare with a model folder or a training run</source>
        <translation>Mit einem Modellordner oder einem Trainingslauf vergleichen</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>Vergleichen…</translation>
    </message>
    <message>
        <source>Side by side: the same input and mask for a second model, or for this model at another mask rate, with the differences named</source>
        <translation>Nebeneinander: dieselbe Eingabe und Maske für ein zweites Modell oder für dieses Modell mit anderer Maskierungsrate, mit benannten Unterschieden</translation>
    </message>
    <message>
        <source>Close compare</source>
        <translation>Vergleich schließen</translation>
    </message>
    <message>
        <source>Loading {model} for the right side…</source>
        <translation>{model} wird für die rechte Seite geladen…</translation>
    </message>
    <message>
        <source>Cannot compare with {model}: {error}. The right side still shows {kept}.</source>
        <translation>Vergleich mit {model} nicht möglich: {error}. Die rechte Seite zeigt weiter {kept}.</translation>
    </message>
    <message>
        <source>it holds an image model, not a text model</source>
        <translation>er enthält ein Bildmodell, kein Textmodell</translation>
    </message>
    <message>
        <source>it holds a text model, not an image model</source>
        <translation>er enthält ein Textmodell, kein Bildmodell</translation>
    </message>
    <message>
        <source>no model in it</source>
        <translation>kein Modell darin</translation>
    </message>
    <message>
        <source>Compare side by side…</source>
        <translation>Nebeneinander vergleichen…</translation>
    </message>
    <message>
        <source>Split the Text or Image tab: the same input and mask for a second model (its random-init twin, a training run, a model folder) or at another mask rate, with the differences named</source>
        <translation>Den Reiter Text oder Bild teilen: dieselbe Eingabe und Maske für ein zweites Modell (sein zufällig initialisierter Zwilling, ein Trainingslauf, ein Modellordner) oder mit anderer Maskierungsrate, mit benannten Unterschieden</translation>
    </message>
    <message>
        <source>the explained position ({n}): {label}</source>
        <translation>die erklärte Position ({n}): {label}</translation>
    </message>
    <message>
        <source>{token} ({n}): not scored (a special token or another [MASK])</source>
        <translation>{token} ({n}): nicht bewertet (ein Sondertoken oder ein anderes [MASK])</translation>
    </message>
    <message>
        <source>Every layer (rows, 1 at the top) and head (columns): who attends to whom. Click a map to open it large.</source>
        <translation>Jede Schicht (Zeilen, 1 oben) und jeder Kopf (Spalten): wer auf wen achtet. Eine Karte anklicken, um sie groß zu öffnen.</translation>
    </message>
    <message>
        <source>Attention, large</source>
        <translation>Attention, groß</translation>
    </message>
    <message>
        <source>Layer {layer}, head {head}: row i is where token i looks (its attention over the columns sums to 1); darker is more.</source>
        <translation>Schicht {layer}, Kopf {head}: Zeile i zeigt, wohin Token i schaut (seine Aufmerksamkeit über die Spalten summiert sich zu 1); dunkler ist mehr.</translation>
    </message>
    <message>
        <source>Dismiss this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Bedienelemente</translation>
    </message>
    <message>
        <source>Tabs: {names}</source>
        <translation>Tabs: {names}</translation>
    </message>
    <message>
        <source>{name} tab</source>
        <translation>Tab {name}</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
</context>
</TS>
