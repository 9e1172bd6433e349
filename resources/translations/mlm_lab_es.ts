<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Catalog</name>
    <message>
        <source>Random tokens (BERT)</source>
        <translation>Tokens aleatorios (BERT)</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>Probabilidad de máscara</translation>
    </message>
    <message>
        <source>BERT&apos;s rule. Every ordinary token is picked on its own, with probability p (15 % in BERT). Of the picked tokens, 80 % are replaced by [MASK], 10 % by a random token and 10 % are left as they are, so the model can never tell which words it will be asked about and must keep a good guess ready for every word. The loss only counts the picked tokens.</source>
        <translation>La regla de BERT. Cada token ordinario se elige por separado con probabilidad p (15 % en BERT). De los tokens elegidos, el 80 % se sustituye por [MASK], el 10 % por un token aleatorio y el 10 % se deja como está, de modo que el modelo nunca sabe por qué palabras se le preguntará y debe tener lista una buena conjetura para cada palabra. La pérdida solo cuenta los tokens elegidos.</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Palabras completas</translation>
    </message>
    <message>
        <source>Like random, but a word is picked as a whole: when the tokenizer splits a word into pieces (&quot;play ##ing&quot;), all its pieces are hidden together. Guessing &quot;##ing&quot; after &quot;play&quot; is too easy; hiding the whole word makes the model use the rest of the sentence. On average the same fraction p of the tokens is picked.</source>
        <translation>Como aleatorio, pero una palabra se elige entera: cuando el tokenizador divide una palabra en trozos («play ##ing»), todos sus trozos se ocultan juntos. Adivinar «##ing» tras «play» es demasiado fácil; ocultar la palabra entera obliga al modelo a usar el resto de la frase. En promedio se elige la misma fracción p de los tokens.</translation>
    </message>
    <message>
        <source>Spans of words (SpanBERT)</source>
        <translation>Tramos de palabras (SpanBERT)</translation>
    </message>
    <message>
        <source>SpanBERT. Runs of whole words are hidden instead of single tokens. Each run&apos;s length is drawn from a geometric distribution (p = 0.2, at most 10 words, about 3.8 words on average), and runs are added until about p of the tokens are covered. To fill a whole phrase the model needs more than the next word; the 80/10/10 rule then applies to every hidden token.</source>
        <translation>SpanBERT. Se ocultan tramos de palabras completas en lugar de tokens sueltos. La longitud de cada tramo se extrae de una distribución geométrica (p = 0,2, como máximo 10 palabras, unas 3,8 palabras de media), y se añaden tramos hasta cubrir aproximadamente p de los tokens. Para rellenar una frase entera el modelo necesita más que la palabra siguiente; después la regla 80/10/10 se aplica a cada token oculto.</translation>
    </message>
    <message>
        <source>Span corruption (T5)</source>
        <translation>Corrupción de tramos (T5)</translation>
    </message>
    <message>
        <source>Noise density</source>
        <translation>Densidad de ruido</translation>
    </message>
    <message>
        <source>T5 span corruption. About p of the tokens (15 % in T5) are dropped in spans of 3 tokens on average. Each span becomes one sentinel, &lt;extra_id_0&gt;, &lt;extra_id_1&gt;, ..., in the input, and the target lists each sentinel followed by the tokens it stands for. The input gets shorter, so training is cheaper. T5 is an encoder-decoder; this lab&apos;s model is an encoder, so this view shows the training data, not predictions.</source>
        <translation>Corrupción de tramos de T5. Aproximadamente p de los tokens (15 % en T5) se eliminan en tramos de 3 tokens de media. Cada tramo se convierte en un centinela, &lt;extra_id_0&gt;, &lt;extra_id_1&gt;, ..., en la entrada, y el objetivo enumera cada centinela seguido de los tokens que representa. La entrada se acorta, así que el entrenamiento es más barato. T5 es un codificador-decodificador; el modelo de este laboratorio es un codificador, así que esta vista muestra los datos de entrenamiento, no predicciones.</translation>
    </message>
    <message>
        <source>By hand (click tokens)</source>
        <translation>A mano (clic en los tokens)</translation>
    </message>
    <message>
        <source>By hand: click tokens to hide them, click again to show them. Every token you pick is replaced by [MASK] and the model guesses it from everything else. Hide a word, then its neighbours, and watch how the guesses change as the context disappears.</source>
        <translation>A mano: haga clic en los tokens para ocultarlos y de nuevo para mostrarlos. Cada token elegido se sustituye por [MASK] y el modelo lo adivina a partir de todo lo demás. Oculte una palabra, luego sus vecinas, y vea cómo cambian las conjeturas a medida que desaparece el contexto.</translation>
    </message>
    <message>
        <source>Permutation order (XLNet)</source>
        <translation>Orden de permutación (XLNet)</translation>
    </message>
    <message>
        <source>Predicted share</source>
        <translation>Proporción predicha</translation>
    </message>
    <message>
        <source>XLNet. No [MASK] at all: the tokens are predicted in a random order, and each one may only look at the tokens that come before it in that order (the matrix: row = the token being predicted, bright = it may look at that column). Over many orders every token learns from both sides. Only the last tokens of the order (about p of them) are predicted. No model is needed for this view.</source>
        <translation>XLNet. Ningún [MASK]: los tokens se predicen en un orden aleatorio, y cada uno solo puede mirar los tokens que van antes que él en ese orden (la matriz: fila = el token que se predice, claro = puede mirar esa columna). A lo largo de muchos órdenes cada token aprende de ambos lados. Solo se predicen los últimos tokens del orden (aproximadamente p de ellos). Esta vista no necesita ningún modelo.</translation>
    </message>
    <message>
        <source>Random (MAE)</source>
        <translation>Aleatorio (MAE)</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>Proporción de máscara</translation>
    </message>
    <message>
        <source>Random: every patch is hidden with the same chance, independently. The MAE paper hides 75 % this way: so much that the model cannot copy neighbours and must learn what objects look like.</source>
        <translation>Aleatorio: cada parche se oculta con la misma probabilidad, de forma independiente. El artículo de MAE oculta así el 75 %: tanto que el modelo no puede copiar a los vecinos y debe aprender cómo son los objetos.</translation>
    </message>
    <message>
        <source>Block-wise (BEiT)</source>
        <translation>Por bloques (BEiT)</translation>
    </message>
    <message>
        <source>Block-wise: hides whole rectangles of at least 16 patches (as BEiT does), so the model must fill large holes from context far away instead of interpolating from close neighbours.</source>
        <translation>Por bloques: oculta rectángulos enteros de al menos 16 parches (como BEiT), de modo que el modelo debe rellenar agujeros grandes a partir de contexto lejano en lugar de interpolar entre vecinos cercanos.</translation>
    </message>
    <message>
        <source>Grid (keep 1 of 4)</source>
        <translation>Cuadrícula (conservar 1 de 4)</translation>
    </message>
    <message>
        <source>Grid: keeps exactly one patch of every 2×2 square and hides the other three (75 %, the slider does not apply). Every hole is next to a visible patch, so this is the easiest task.</source>
        <translation>Cuadrícula: conserva exactamente un parche de cada cuadrado de 2×2 y oculta los otros tres (75 %, el control deslizante no se aplica). Cada agujero está junto a un parche visible, así que es la tarea más fácil.</translation>
    </message>
    <message>
        <source>Centre box (inpainting)</source>
        <translation>Recuadro central (inpainting)</translation>
    </message>
    <message>
        <source>Centre box: hides the patches nearest the centre, like classic inpainting. The subject of a photo is often in the middle, so the model must invent it from the border.</source>
        <translation>Recuadro central: oculta los parches más cercanos al centro, como el inpainting clásico. El motivo de una foto suele estar en el centro, así que el modelo debe inventarlo a partir del borde.</translation>
    </message>
    <message>
        <source>Paint by hand</source>
        <translation>Pintar a mano</translation>
    </message>
    <message>
        <source>Paint by hand: click a patch to hide or show it; click and drag to paint several. Start from any strategy, then switch here to edit its mask.</source>
        <translation>Pintar a mano: haga clic en un parche para ocultarlo o mostrarlo; haga clic y arrastre para pintar varios. Empiece con cualquier estrategia y luego cambie aquí para editar su máscara.</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Host a class…</source>
        <translation>Alojar una clase…</translation>
    </message>
    <message>
        <source>Serve the open lesson to the room: students join from their lab or a browser with the code on the projector</source>
        <translation>Ofrecer la lección abierta al aula: los estudiantes se unen desde su laboratorio o un navegador con el código del proyector</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <translation>Unirse a una clase…</translation>
    </message>
    <message>
        <source>Follow a teacher&apos;s lesson from this window</source>
        <translation>Seguir la lección de un profesor desde esta ventana</translation>
    </message>
    <message>
        <source>QR code of the join link</source>
        <translation>Código QR del enlace para unirse</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>Únase a la clase</translation>
    </message>
    <message>
        <source>In a browser, open:</source>
        <translation>En un navegador, abra:</translation>
    </message>
    <message>
        <source>or in MLM Lab: File &gt; Join a class…</source>
        <translation>o en MLM Lab: Archivo &gt; Unirse a una clase…</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>The class&apos;s code: {code}</source>
        <translation>El código de la clase: {code}</translation>
    </message>
    <message>
        <source>Or scan the code with a phone or tablet:</source>
        <translation>O escanee el código con un teléfono o una tableta:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>not done</source>
        <translation>sin hacer</translation>
    </message>
    <message>
        <source>other answers</source>
        <translation>otras respuestas</translation>
    </message>
    <message>
        <source>{mark} right</source>
        <translation>{mark} correcto</translation>
    </message>
    <message>
        <source>{mark} not yet</source>
        <translation>{mark} todavía no</translation>
    </message>
    <message>
        <source>{mark} not checked</source>
        <translation>{mark} sin comprobar</translation>
    </message>
    <message>
        <source>The class&apos;s answers</source>
        <translation>Las respuestas de la clase</translation>
    </message>
    <message>
        <source>Step {n}: {title}</source>
        <translation>Paso {n}: {title}</translation>
    </message>
    <message>
        <source>This step asks nothing.</source>
        <translation>Este paso no pregunta nada.</translation>
    </message>
    <message>
        <source>{answered} of {students} answered</source>
        <translation>{answered} de {students} han respondido</translation>
    </message>
    <message>
        <source>{right} right</source>
        <translation>{right} correctas</translation>
    </message>
    <message>
        <source>Class: {name}</source>
        <translation>Clase: {name}</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Estudiantes</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>model {share}</source>
        <translation>modelo {share}</translation>
    </message>
    <message>
        <source>◀ the lab: {value}</source>
        <translation>◀ el laboratorio: {value}</translation>
    </message>
    <message>
        <source>beside each word, the model&apos;s probability for it (its top-5)</source>
        <translation>junto a cada palabra, la probabilidad que le da el modelo (su top 5)</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Conectado</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Lock follow</source>
        <translation>Bloquear el seguimiento</translation>
    </message>
    <message>
        <source>Students&apos; screens stay on your step (they cannot browse)</source>
        <translation>Las pantallas de los estudiantes se quedan en su paso (no pueden ir a otro)</translation>
    </message>
    <message>
        <source>Pause screens</source>
        <translation>Pausar pantallas</translation>
    </message>
    <message>
        <source>Students&apos; screens show “Eyes on the teacher” until you resume</source>
        <translation>Las pantallas de los estudiantes muestran «Mirad al profesor» hasta que reanude</translation>
    </message>
    <message>
        <source>Reveal answer</source>
        <translation>Mostrar la respuesta</translation>
    </message>
    <message>
        <source>Show the current step&apos;s answer here and to the students</source>
        <translation>Mostrar la respuesta del paso actual aquí y a los estudiantes</translation>
    </message>
    <message>
        <source>Show answers on the projector</source>
        <translation>Mostrar las respuestas en el proyector</translation>
    </message>
    <message>
        <source>The main window shows how many gave each answer, no names</source>
        <translation>La ventana principal muestra cuántos dieron cada respuesta, sin nombres</translation>
    </message>
    <message>
        <source>Remove student</source>
        <translation>Quitar estudiante</translation>
    </message>
    <message>
        <source>Take the selected student out of the class</source>
        <translation>Sacar de la clase al estudiante seleccionado</translation>
    </message>
    <message>
        <source>End class</source>
        <translation>Terminar la clase</translation>
    </message>
    <message>
        <source>End the class for everyone (it stays in its file for export)</source>
        <translation>Terminar la clase para todos (queda en su archivo para exportarla)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Write the class&apos;s answers as CSV or JSON</source>
        <translation>Escribir las respuestas de la clase como CSV o JSON</translation>
    </message>
    <message>
        <source>Copy join link</source>
        <translation>Copiar el enlace para unirse</translation>
    </message>
    <message>
        <source>Copy the link with the code, to send it to the class</source>
        <translation>Copiar el enlace con el código para enviarlo a la clase</translation>
    </message>
    <message>
        <source>Show the join card</source>
        <translation>Mostrar la tarjeta para unirse</translation>
    </message>
    <message>
        <source>A card for the projector: address, code and QR code</source>
        <translation>Una tarjeta para el proyector: dirección, código y código QR</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Dejar de alojar</translation>
    </message>
    <message>
        <source>Stop the server (the class stays in its file: File &gt; Host a class… can resume it)</source>
        <translation>Detener el servidor (la clase queda en su archivo: Archivo &gt; Alojar una clase… puede reanudarla)</translation>
    </message>
    <message>
        <source>Join at {url}  ·  code {code}</source>
        <translation>Únase en {url}  ·  código {code}</translation>
    </message>
    <message>
        <source>{online} of {students} connected</source>
        <translation>{online} de {students} conectados</translation>
    </message>
    <message>
        <source>The class is on step {n} of {count}</source>
        <translation>La clase está en el paso {n} de {count}</translation>
    </message>
    <message>
        <source>The class has ended</source>
        <translation>La clase ha terminado</translation>
    </message>
    <message>
        <source>screens paused</source>
        <translation>pantallas en pausa</translation>
    </message>
    <message>
        <source>follow locked</source>
        <translation>seguimiento bloqueado</translation>
    </message>
    <message>
        <source>the window shows another lesson: the class stays where it is</source>
        <translation>la ventana muestra otra lección: la clase se queda donde está</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>● conectado</translation>
    </message>
    <message>
        <source>○ away</source>
        <translation>○ ausente</translation>
    </message>
    <message>
        <source>following</source>
        <translation>siguiendo</translation>
    </message>
    <message>
        <source>browsing</source>
        <translation>por su cuenta</translation>
    </message>
    <message>
        <source>step {n} · {where}</source>
        <translation>paso {n} · {where}</translation>
    </message>
    <message>
        <source>Step {n}: {answers}</source>
        <translation>Paso {n}: {answers}</translation>
    </message>
    <message>
        <source>Step {n}: no answer yet</source>
        <translation>Paso {n}: aún sin respuesta</translation>
    </message>
    <message>
        <source>{address} — this computer only</source>
        <translation>{address} — solo este equipo</translation>
    </message>
    <message>
        <source>{address} — {interface}</source>
        <translation>{address} — {interface}</translation>
    </message>
    <message>
        <source>Host a class</source>
        <translation>Alojar una clase</translation>
    </message>
    <message>
        <source>the lesson&apos;s title</source>
        <translation>el título de la lección</translation>
    </message>
    <message>
        <source>The one network the class listens on: the room&apos;s, so the students&apos; computers reach it</source>
        <translation>La única red en la que escucha la clase: la del aula, para que los equipos de los estudiantes la alcancen</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>cualquier puerto libre</translation>
    </message>
    <message>
        <source>The TCP port (0: any free one)</source>
        <translation>El puerto TCP (0: cualquiera libre)</translation>
    </message>
    <message>
        <source>Announce on the network (mDNS)</source>
        <translation>Anunciar en la red (mDNS)</translation>
    </message>
    <message>
        <source>Students&apos; labs find the class in File &gt; Join a class…</source>
        <translation>Los laboratorios de los estudiantes encuentran la clase en Archivo &gt; Unirse a una clase…</translation>
    </message>
    <message>
        <source>Resume a previous class</source>
        <translation>Reanudar una clase anterior</translation>
    </message>
    <message>
        <source>There is no previous class on this computer</source>
        <translation>No hay ninguna clase anterior en este equipo</translation>
    </message>
    <message>
        <source>Start the class</source>
        <translation>Empezar la clase</translation>
    </message>
    <message>
        <source>Class name:</source>
        <translation>Nombre de la clase:</translation>
    </message>
    <message>
        <source>Lesson:</source>
        <translation>Lección:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Red:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <source>Class file:</source>
        <translation>Archivo de la clase:</translation>
    </message>
    <message>
        <source>The open lesson: {title}</source>
        <translation>La lección abierta: {title}</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Abrir archivo…</translation>
    </message>
    <message>
        <source>The class&apos;s lesson</source>
        <translation>La lección de la clase</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*{suffix});;All files (*)</source>
        <translation>Lección de MLM Lab (*{suffix});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Choose the class&apos;s lesson first.</source>
        <translation>Elija primero la lección de la clase.</translation>
    </message>
    <message>
        <source>Save the lesson&apos;s changes first: the class gets the lesson as its file says.</source>
        <translation>Guarde primero los cambios de la lección: la clase recibe la lección tal como está en su archivo.</translation>
    </message>
    <message>
        <source>Starting the class…</source>
        <translation>Empezando la clase…</translation>
    </message>
    <message>
        <source>Cannot host the class: {error}</source>
        <translation>No se puede alojar la clase: {error}</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>conectando…</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconectando…</translation>
    </message>
    <message>
        <source>the class has ended</source>
        <translation>la clase ha terminado</translation>
    </message>
    <message>
        <source>the teacher removed you</source>
        <translation>el profesor le ha quitado de la clase</translation>
    </message>
    <message>
        <source>the class no longer lets you in</source>
        <translation>la clase ya no le deja entrar</translation>
    </message>
    <message>
        <source>you left the class</source>
        <translation>ha salido de la clase</translation>
    </message>
    <message>
        <source>Type the class&apos;s code: the 6 letters and digits on the projector.</source>
        <translation>Escriba el código de la clase: las 6 letras y cifras del proyector.</translation>
    </message>
    <message>
        <source>A class code has no {letters} (no 0, O, 1, I, L, 2, Z, 5, S, 8 or B): check the code on the projector.</source>
        <translation>Un código de clase no tiene {letters} (ni 0, O, 1, I, L, 2, Z, 5, S, 8 ni B): compruebe el código del proyector.</translation>
    </message>
    <message>
        <source>A class code has {n} letters and digits; this one has {got}.</source>
        <translation>Un código de clase tiene {n} letras y cifras; este tiene {got}.</translation>
    </message>
    <message>
        <source>Wrong code: this class has another one (check the projector).</source>
        <translation>Código incorrecto: esta clase tiene otro (mire el proyector).</translation>
    </message>
    <message>
        <source>This class has ended.</source>
        <translation>Esta clase ha terminado.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a minute, then try again.</source>
        <translation>Demasiados códigos incorrectos desde este equipo: espere un minuto y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The class did not let you in: {reason}</source>
        <translation>La clase no le ha dejado entrar: {reason}</translation>
    </message>
    <message>
        <source>No class answers at {address}: is the teacher&apos;s lab hosting, and is this the address on the projector?</source>
        <translation>Ninguna clase responde en {address}: ¿está el laboratorio del profesor alojando una, y es esta la dirección del proyector?</translation>
    </message>
    <message>
        <source>Cannot join: {error}</source>
        <translation>No se puede unir: {error}</translation>
    </message>
    <message>
        <source>Join a class</source>
        <translation>Unirse a una clase</translation>
    </message>
    <message>
        <source>Classes on this network:</source>
        <translation>Clases en esta red:</translation>
    </message>
    <message>
        <source>Classes on this network</source>
        <translation>Clases en esta red</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <source>Search the network again</source>
        <translation>Buscar de nuevo en la red</translation>
    </message>
    <message>
        <source>Look for classes on this network again</source>
        <translation>Volver a buscar clases en esta red</translation>
    </message>
    <message>
        <source>192.168.1.5:8765 or the join link</source>
        <translation>192.168.1.5:8765 o el enlace para unirse</translation>
    </message>
    <message>
        <source>Class address</source>
        <translation>Dirección de la clase</translation>
    </message>
    <message>
        <source>6 letters and digits, as on the projector</source>
        <translation>6 letras y cifras, como en el proyector</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>Código de la clase</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>as the teacher will see it</source>
        <translation>tal como lo verá el profesor</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Código:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Su nombre:</translation>
    </message>
    <message>
        <source>Searching the network for classes…</source>
        <translation>Buscando clases en la red…</translation>
    </message>
    <message>
        <source>Cannot search this network ({error}): type the address on the projector.</source>
        <translation>No se puede buscar en esta red ({error}): escriba la dirección del proyector.</translation>
    </message>
    <message numerus="yes">
        <source>%n class(es) found: pick one, or type the address.</source>
        <translation>
            <numerusform>%n clase encontrada: elíjala o escriba la dirección.</numerusform>
            <numerusform>%n clases encontradas: elija una o escriba la dirección.</numerusform>
        </translation>
    </message>
    <message>
        <source>No class found on this network: type the address on the projector.</source>
        <translation>No se ha encontrado ninguna clase en esta red: escriba la dirección del proyector.</translation>
    </message>
    <message>
        <source>Not a class address: {error}</source>
        <translation>No es una dirección de clase: {error}</translation>
    </message>
    <message>
        <source>Give your name, as the teacher will see it.</source>
        <translation>Escriba su nombre, tal como lo verá el profesor.</translation>
    </message>
    <message>
        <source>Discard the lesson&apos;s changes?</source>
        <translation>¿Descartar los cambios de la lección?</translation>
    </message>
    <message>
        <source>Joining opens the class&apos;s lesson: the changes to “{title}” that are not saved would be lost. Discard them?</source>
        <translation>Al unirse se abre la lección de la clase: se perderían los cambios sin guardar de «{title}». ¿Descartarlos?</translation>
    </message>
    <message>
        <source>Not joined: save the lesson&apos;s changes first.</source>
        <translation>No se ha unido: guarde primero los cambios de la lección.</translation>
    </message>
    <message>
        <source>Joining the class at {address}…</source>
        <translation>Uniéndose a la clase en {address}…</translation>
    </message>
    <message>
        <source>The class&apos;s lesson cannot be shown here: {error}</source>
        <translation>La lección de la clase no se puede mostrar aquí: {error}</translation>
    </message>
    <message>
        <source>Leave the class?</source>
        <translation>¿Salir de la clase?</translation>
    </message>
    <message>
        <source>This window follows the class “{name}”. Leave it?</source>
        <translation>Esta ventana sigue la clase «{name}». ¿Salir?</translation>
    </message>
    <message>
        <source>This window hosts a class: join from another computer or another window of the lab.</source>
        <translation>Esta ventana aloja una clase: únase desde otro equipo u otra ventana del laboratorio.</translation>
    </message>
    <message>
        <source>The class is paused</source>
        <translation>La clase está en pausa</translation>
    </message>
    <message>
        <source>The teacher paused the class — eyes to the front</source>
        <translation>El profesor ha pausado la clase: miren al frente</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Conexión</translation>
    </message>
    <message>
        <source>Follow the teacher</source>
        <translation>Seguir al profesor</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>Salir de la clase</translation>
    </message>
    <message>
        <source>Leave the class (the lesson stays open)</source>
        <translation>Salir de la clase (la lección sigue abierta)</translation>
    </message>
    <message>
        <source>The class did not take that: {error}</source>
        <translation>La clase no lo ha aceptado: {error}</translation>
    </message>
    <message>
        <source>The teacher locked the class to their step</source>
        <translation>El profesor ha fijado la clase en su paso</translation>
    </message>
    <message>
        <source>Show the step the teacher shows (off: move on your own; the teacher sees where you are)</source>
        <translation>Mostrar el paso que muestra el profesor (desactivado: avance por su cuenta; el profesor ve dónde está)</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) waiting to be sent</source>
        <translation>
            <numerusform>%n respuesta pendiente de enviar</numerusform>
            <numerusform>%n respuestas pendientes de enviar</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the class bar</source>
        <translation>Cerrar la barra de la clase</translation>
    </message>
    <message>
        <source>Hide this bar (the lesson stays open)</source>
        <translation>Ocultar esta barra (la lección sigue abierta)</translation>
    </message>
    <message>
        <source>The class&apos;s lesson file is not on this computer any more: the class goes on from its record.</source>
        <translation>El archivo de la lección de la clase ya no está en este equipo: la clase sigue según su registro.</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Paso {n}</translation>
    </message>
    <message>
        <source>The class did not take “{command}”: {error}</source>
        <translation>La clase no ha aceptado «{command}»: {error}</translation>
    </message>
    <message>
        <source>Remove the student?</source>
        <translation>¿Quitar al estudiante?</translation>
    </message>
    <message>
        <source>Take “{name}” out of the class? Their answers stay in the class&apos;s record.</source>
        <translation>¿Sacar a «{name}» de la clase? Sus respuestas quedan en el registro de la clase.</translation>
    </message>
    <message>
        <source>End the class?</source>
        <translation>¿Terminar la clase?</translation>
    </message>
    <message>
        <source>End the class for everyone? The students&apos; screens say it has ended; the answers stay in the class&apos;s file for export.</source>
        <translation>¿Terminar la clase para todos? Las pantallas de los estudiantes dirán que ha terminado; las respuestas quedan en el archivo de la clase para exportarlas.</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabla CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the class&apos;s answers</source>
        <translation>Exportar las respuestas de la clase</translation>
    </message>
    <message>
        <source>Wrote {rows} row(s) to {path}</source>
        <translation>Se escribieron {rows} fila(s) en {path}</translation>
    </message>
    <message>
        <source>Cannot export the class: {error}</source>
        <translation>No se puede exportar la clase: {error}</translation>
    </message>
    <message>
        <source>Copied the join link: {link}</source>
        <translation>Enlace para unirse copiado: {link}</translation>
    </message>
    <message>
        <source>The class is no longer hosted; File &gt; Host a class… can resume it from {path}</source>
        <translation>La clase ya no está alojada; Archivo &gt; Alojar una clase… puede reanudarla desde {path}</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>frame {n} of {total}</source>
        <translation>fotograma {n} de {total}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop recording the animation; nothing is written</source>
        <translation>Detener la grabación de la animación; no se escribe nada</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animación:</translation>
    </message>
    <message>
        <source>An animation is being recorded already: wait for it or cancel it.</source>
        <translation>Ya se está grabando una animación: espere a que termine o cancélela.</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>la animación no tiene fotogramas</translation>
    </message>
    <message>
        <source>Cannot record the animation: {error}</source>
        <translation>No se puede grabar la animación: {error}</translation>
    </message>
    <message>
        <source>Recording {n} frames for {name}…</source>
        <translation>Grabando {n} fotogramas para {name}…</translation>
    </message>
    <message>
        <source>Writing {n} frames to {name}…</source>
        <translation>Escribiendo {n} fotogramas en {name}…</translation>
    </message>
    <message>
        <source>Wrote {path} ({n} frames at {fps} fps)</source>
        <translation>Se escribió {path} ({n} fotogramas a {fps} fps)</translation>
    </message>
    <message>
        <source>Animation canceled; nothing was written</source>
        <translation>Animación cancelada; no se escribió nada</translation>
    </message>
    <message>
        <source>mask ratio</source>
        <translation>proporción de máscara</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <source>mask probability</source>
        <translation>probabilidad de máscara</translation>
    </message>
    <message>
        <source>attention layer</source>
        <translation>capa de atención</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <source>{name} (slider)</source>
        <translation>{name} (control deslizante)</translation>
    </message>
    <message>
        <source>a series of seeds</source>
        <translation>una serie de semillas</translation>
    </message>
    <message>
        <source>the rounds of the generation</source>
        <translation>las rondas de la generación</translation>
    </message>
    <message>
        <source>the rounds of &quot;Fill several masks&quot;</source>
        <translation>las rondas de «Rellenar varias máscaras»</translation>
    </message>
    <message>
        <source>a run&apos;s checkpoints</source>
        <translation>los checkpoints de una ejecución</translation>
    </message>
    <message>
        <source>Export an animation</source>
        <translation>Exportar una animación</translation>
    </message>
    <message>
        <source>What changes from frame to frame</source>
        <translation>Qué cambia de un fotograma a otro</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Barrido</translation>
    </message>
    <message>
        <source>From / to / step</source>
        <translation>Desde / hasta / paso</translation>
    </message>
    <message>
        <source>a run folder (with checkpoints/step-N)</source>
        <translation>una carpeta de ejecución (con checkpoints/step-N)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>Fotogramas por segundo</translation>
    </message>
    <message>
        <source>Size (width x height)</source>
        <translation>Tamaño (ancho x alto)</translation>
    </message>
    <message>
        <source>.gif, .png (animated PNG) or .mp4 (needs the optional imageio-ffmpeg)</source>
        <translation>.gif, .png (PNG animado) o .mp4 (requiere el opcional imageio-ffmpeg)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Grabar</translation>
    </message>
    <message>
        <source>A run folder</source>
        <translation>Una carpeta de ejecución</translation>
    </message>
    <message>
        <source>Save the animation as</source>
        <translation>Guardar la animación como</translation>
    </message>
    <message>
        <source>GIF (*.gif);;Animated PNG (*.png);;MP4 video (*.mp4)</source>
        <translation>GIF (*.gif);;PNG animado (*.png);;Vídeo MP4 (*.mp4)</translation>
    </message>
    <message>
        <source>the {tab} tab has nothing to sweep</source>
        <translation>la pestaña {tab} no tiene nada que recorrer</translation>
    </message>
    <message>
        <source>no such run folder: {folder}</source>
        <translation>no existe la carpeta de ejecución: {folder}</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(no se indicó ninguna)</translation>
    </message>
    <message>
        <source>a vector figure is written as .svg or .pdf, not {suffix}</source>
        <translation>una figura vectorial se escribe como .svg o .pdf, no {suffix}</translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation>un archivo sin extensión</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>no se puede escribir {path}: {error}</translation>
    </message>
    <message>
        <source>The whole tab</source>
        <translation>La pestaña entera</translation>
    </message>
    <message>
        <source>a plot</source>
        <translation>un gráfico</translation>
    </message>
    <message>
        <source>Export as SVG or PDF</source>
        <translation>Exportar como SVG o PDF</translation>
    </message>
    <message>
        <source>The whole tab or one of its panes</source>
        <translation>La pestaña entera o una de sus vistas</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>.svg (for slides and editing) or .pdf (for a paper)</source>
        <translation>.svg (para diapositivas y edición) o .pdf (para un artículo)</translation>
    </message>
    <message>
        <source>Text stays text and plots stay vectors; pictures are embedded as images.</source>
        <translation>El texto sigue siendo texto y los gráficos siguen siendo vectores; las fotos se incrustan como imágenes.</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Dibujo SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>MLM Lab: what masking does</source>
        <translation>MLM Lab: lo que hace el enmascarado</translation>
    </message>
    <message>
        <source>{strategy}, seed {seed}, on {source}: original with its patch grid, what the encoder sees, the reconstruction, the visible patches pasted back, and the error per hidden patch. Drag the slider (or use the arrow keys).</source>
        <translation>{strategy}, semilla {seed}, sobre {source}: el original con su cuadrícula de parches, lo que ve el codificador, la reconstrucción, los parches visibles pegados de nuevo y el error por parche oculto. Arrastre el control deslizante (o use las flechas).</translation>
    </message>
    <message>
        <source>Made with MLM Lab ({models}). This page needs no network.</source>
        <translation>Hecho con MLM Lab ({models}). Esta página no necesita red.</translation>
    </message>
    <message>
        <source>Made with MLM Lab. This page needs no network.</source>
        <translation>Hecho con MLM Lab. Esta página no necesita red.</translation>
    </message>
    <message>
        <source>A web page is being written already.</source>
        <translation>Ya se está escribiendo una página web.</translation>
    </message>
    <message>
        <source>a web page is written as .html, not {suffix}</source>
        <translation>una página web se escribe como .html, no {suffix}</translation>
    </message>
    <message>
        <source>no suffix</source>
        <translation>sin extensión</translation>
    </message>
    <message>
        <source>Cannot write the web page: {error}</source>
        <translation>No se puede escribir la página web: {error}</translation>
    </message>
    <message>
        <source>Web page: frame {n} of {total}…</source>
        <translation>Página web: fotograma {n} de {total}…</translation>
    </message>
    <message>
        <source>Wrote {path} ({size} MB, opens with no network)</source>
        <translation>Se escribió {path} ({size} MB, se abre sin red)</translation>
    </message>
</context>
<context>
    <name>FeaturesTab</name>
    <message>
        <source>Image: PCA maps and patch similarity</source>
        <translation>Imagen: mapas PCA y similitud de parches</translation>
    </message>
    <message>
        <source>Text: token neighbours, sentence search</source>
        <translation>Texto: vecinos de tokens, búsqueda de frases</translation>
    </message>
    <message>
        <source>Probe: accuracy per layer, on its own</source>
        <translation>Sonda: exactitud por capa, por sí sola</translation>
    </message>
    <message>
        <source>final (after the last block)</source>
        <translation>final (tras el último bloque)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Vista</translation>
    </message>
    <message>
        <source>Which encoder layer&apos;s features are shown: 0 = the embeddings, k = after block k, the lowest value = the encoder&apos;s final output</source>
        <translation>Qué capa del codificador se muestra: 0 = las incrustaciones, k = tras el bloque k, el valor más bajo = la salida final del codificador</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Pictures (up to %1)</source>
        <translation>Imágenes (hasta %1)</translation>
    </message>
    <message>
        <source>Add a sample photo…</source>
        <translation>Añadir una foto de ejemplo…</translation>
    </message>
    <message>
        <source>Add an image file…</source>
        <translation>Añadir un archivo de imagen…</translation>
    </message>
    <message>
        <source>The first picture is the current one; the PCA is fitted on all of them together, so a colour means the same feature direction in every picture.</source>
        <translation>La primera imagen es la actual; el PCA se ajusta con todas juntas, así que un color significa la misma dirección de rasgos en cada imagen.</translation>
    </message>
    <message>
        <source>The pictures shown, the current one first</source>
        <translation>Las imágenes mostradas, la actual primero</translation>
    </message>
    <message>
        <source>Remove the selected picture</source>
        <translation>Quitar la imagen seleccionada</translation>
    </message>
    <message>
        <source>Remove background (threshold the first
PCA component; off = every patch)</source>
        <translation>Quitar el fondo (umbral sobre la primera
componente PCA; desactivado = todos los parches)</translation>
    </message>
    <message>
        <source>DINOv2&apos;s recipe: the first component often separates object from background; its side that holds the borders is blacked out and the colours are refitted on the rest. Not always right: look.</source>
        <translation>La receta de DINOv2: la primera componente suele separar el objeto del fondo; el lado que contiene los bordes se oscurece y los colores se reajustan con el resto. No siempre acierta: mire.</translation>
    </message>
    <message>
        <source>Random-init twin (same shape, seed 0,
never trained) instead of the model</source>
        <translation>Gemelo con inicialización aleatoria (misma forma, semilla 0,
nunca entrenado) en lugar del modelo</translation>
    </message>
    <message>
        <source>Draw the maps and the similarity for a randomly initialised copy of the image model: what the encoder shows before any masked pretraining</source>
        <translation>Dibujar los mapas y la similitud de una copia del modelo de imagen con inicialización aleatoria: lo que muestra el codificador antes de cualquier preentrenamiento enmascarado</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Frase</translation>
    </message>
    <message>
        <source>Press Enter: the sentence&apos;s tokens appear in the text view</source>
        <translation>Pulse Intro: los tokens de la frase aparecen en la vista de texto</translation>
    </message>
    <message>
        <source>current: %1</source>
        <translation>actual: %1</translation>
    </message>
    <message>
        <source>Word category (text)</source>
        <translation>Categoría de palabra (texto)</translation>
    </message>
    <message>
        <source>Subject number at the verb (text)</source>
        <translation>Número del sujeto en el verbo (texto)</translation>
    </message>
    <message>
        <source>Shape of a generated picture (images)</source>
        <translation>Forma de una imagen generada (imágenes)</translation>
    </message>
    <message>
        <source>A class folder: one subfolder per class (images)</source>
        <translation>Una carpeta de clases: una subcarpeta por clase (imágenes)</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>random init</source>
        <translation>inicialización aleatoria</translation>
    </message>
    <message>
        <source>raw pixels</source>
        <translation>píxeles en bruto</translation>
    </message>
    <message>
        <source>majority</source>
        <translation>mayoría</translation>
    </message>
    <message>
        <source>Probe: a linear classifier on each layer&apos;s frozen features</source>
        <translation>Sonda: un clasificador lineal sobre los rasgos congelados de cada capa</translation>
    </message>
    <message>
        <source>Run a probe to see how much of a label each layer holds.</source>
        <translation>Ejecute una sonda para ver cuánto de una etiqueta contiene cada capa.</translation>
    </message>
    <message>
        <source>What the probe is asked to read out of the features</source>
        <translation>Qué debe leer la sonda en los rasgos</translation>
    </message>
    <message>
        <source>Run probe</source>
        <translation>Ejecutar sonda</translation>
    </message>
    <message>
        <source>Fit a logistic regression on every layer, for this model and for a randomly initialised model of the same shape (in the background)</source>
        <translation>Ajustar una regresión logística en cada capa, para este modelo y para un modelo de la misma forma con inicialización aleatoria (en segundo plano)</translation>
    </message>
    <message>
        <source>Probe accuracy per layer</source>
        <translation>Exactitud de la sonda por capa</translation>
    </message>
    <message>
        <source>accuracy (%)</source>
        <translation>exactitud (%)</translation>
    </message>
    <message>
        <source>Choose a task and press Run probe</source>
        <translation>Elija una tarea y pulse Ejecutar sonda</translation>
    </message>
    <message>
        <source>layer (0 = embeddings)</source>
        <translation>capa (0 = embeddings)</translation>
    </message>
    <message>
        <source>A folder with one subfolder of pictures per class</source>
        <translation>Una carpeta con una subcarpeta de imágenes por clase</translation>
    </message>
    <message>
        <source>%1, probe &apos;%2&apos; (%3 train / %4 test examples): best %5 at layer %6, random init best %7, majority %8</source>
        <translation>%1, sonda «%2» (%3 ejemplos de entrenamiento / %4 de prueba): mejor %5 en la capa %6, inicialización aleatoria mejor %7, mayoría %8</translation>
    </message>
    <message>
        <source>, raw pixels %1</source>
        <translation>, píxeles en bruto %1</translation>
    </message>
    <message>
        <source>measured on these weights on %1 and shipped with the app</source>
        <translation>medido con estos pesos el %1 e incluido con la aplicación</translation>
    </message>
    <message>
        <source>Shown as %1; Run probe measures it again.</source>
        <translation>Se muestra como %1; Ejecutar sonda lo vuelve a medir.</translation>
    </message>
    <message>
        <source>Word category</source>
        <translation>Categoría de palabra</translation>
    </message>
    <message>
        <source>Subject number at the verb</source>
        <translation>Número del sujeto en el verbo</translation>
    </message>
    <message>
        <source>Shape of a generated picture</source>
        <translation>Forma de una imagen generada</translation>
    </message>
    <message>
        <source>Only the checkpoints the run still has are probed: the engine keeps the newest few (keep_checkpoints in the run&apos;s config), so earlier steps cannot be shown.</source>
        <translation>Solo se sondean los checkpoints que la ejecución aún conserva: el motor guarda los más recientes (keep_checkpoints en la configuración de la ejecución), así que los pasos anteriores no se pueden mostrar.</translation>
    </message>
    <message>
        <source>final layer</source>
        <translation>capa final</translation>
    </message>
    <message>
        <source>Probe checkpoints</source>
        <translation>Sondear puntos de control</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Sonda</translation>
    </message>
    <message>
        <source>Probe accuracy of the kept checkpoints</source>
        <translation>Exactitud de la sonda en los checkpoints conservados</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>paso de entrenamiento</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Ejecución: %1</translation>
    </message>
    <message>
        <source>Probing every kept checkpoint of %1 for &apos;%2&apos;… %3</source>
        <translation>Sondeando cada checkpoint conservado de %1 para «%2»… %3</translation>
    </message>
    <message numerus="yes">
        <source>Probe &apos;%1&apos; accuracy, %n kept checkpoint(s)</source>
        <translation>
            <numerusform>Exactitud de la sonda «%1», %n checkpoint conservado</numerusform>
            <numerusform>Exactitud de la sonda «%1», %n checkpoints conservados</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>paso %1: %2</translation>
    </message>
    <message>
        <source>The probe could not run: %1. %2</source>
        <translation>La sonda no pudo ejecutarse: %1. %2</translation>
    </message>
    <message>
        <source>How good are raw masked-LM sentence embeddings? Not very: the mean of a masked LM&apos;s token vectors, with no training for similarity, is dominated by frequent words and sentence form, so it often finds sentences that look alike rather than mean alike, and a bag-of-words TF-IDF baseline is a hard one to beat (Reimers and Gurevych 2019 found mean-pooled BERT below averaged GloVe vectors on STS). Compare the two lists: where they differ, judge which one found the meaning.</source>
        <translation>¿Qué tal son los embeddings de frase en bruto de un modelo de lenguaje enmascarado? No muy buenos: la media de los vectores de tokens de un modelo enmascarado, sin entrenamiento para la similitud, está dominada por las palabras frecuentes y la forma de la frase, así que a menudo encuentra frases que se parecen en vez de frases que significan lo mismo, y una línea base de bolsa de palabras con TF-IDF es difícil de superar (Reimers y Gurevych 2019 vieron BERT promediado por debajo de vectores GloVe promediados en STS). Compare las dos listas: donde difieran, juzgue cuál encontró el significado.</translation>
    </message>
    <message>
        <source>The corpus index is built the first time this view is used.</source>
        <translation>El índice del corpus se construye la primera vez que se usa esta vista.</translation>
    </message>
    <message>
        <source>index: %p %</source>
        <translation>índice: %p %</translation>
    </message>
    <message>
        <source>Click a token: its nearest neighbours among the corpus tokens</source>
        <translation>Haga clic en un token: sus vecinos más cercanos entre los tokens del corpus</translation>
    </message>
    <message>
        <source>Neighbours appear here.</source>
        <translation>Los vecinos aparecen aquí.</translation>
    </message>
    <message>
        <source>Sentence search: nearest corpus sentences</source>
        <translation>Búsqueda de frases: las frases más cercanas del corpus</translation>
    </message>
    <message>
        <source>Type a sentence and press Enter</source>
        <translation>Escriba una frase y pulse Intro</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Mean-pooled embedding (the model)</source>
        <translation>Embedding promediado (el modelo)</translation>
    </message>
    <message>
        <source>TF-IDF (bag of words, the baseline)</source>
        <translation>TF-IDF (bolsa de palabras, la línea base)</translation>
    </message>
    <message>
        <source>List this token&apos;s nearest neighbours</source>
        <translation>Listar los vecinos más cercanos de este token</translation>
    </message>
    <message>
        <source>special token</source>
        <translation>token especial</translation>
    </message>
    <message numerus="yes">
        <source>%1: the %n nearest corpus token(s) by cosine similarity of their contextual embeddings</source>
        <translation>
            <numerusform>%1: %n token del corpus más cercano por similitud coseno de sus embeddings contextuales</numerusform>
            <numerusform>%1: los %n tokens del corpus más cercanos por similitud coseno de sus embeddings contextuales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n sentence(s) are in both lists.</source>
        <translation>
            <numerusform>%1 de %n frase está en ambas listas.</numerusform>
            <numerusform>%1 de las %n frases están en ambas listas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the image model (the window loads one when it starts)…</source>
        <translation>Esperando el modelo de imagen (la ventana carga uno al arrancar)…</translation>
    </message>
    <message>
        <source>Loading the image model… its features follow.</source>
        <translation>Cargando el modelo de imagen… sus características vienen a continuación.</translation>
    </message>
    <message numerus="yes">
        <source>Features of %n picture(s) at layer %1 in %2 ms</source>
        <translation>
            <numerusform>Características de %n imagen en la capa %1 en %2 ms</numerusform>
            <numerusform>Características de %n imágenes en la capa %1 en %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Click a patch: its similarity to every patch is drawn</source>
        <translation>Haga clic en un parche: se dibuja su similitud con cada parche</translation>
    </message>
    <message>
        <source>PCA of patch features</source>
        <translation>PCA de los rasgos de los parches</translation>
    </message>
    <message>
        <source>First three principal components of the patch features as RGB, one fit over every picture shown, so a colour means the same thing in each</source>
        <translation>Las tres primeras componentes principales de los rasgos de los parches como RGB, con un único ajuste sobre todas las imágenes mostradas, para que un color signifique lo mismo en cada una</translation>
    </message>
    <message>
        <source>Similarity to the clicked patch</source>
        <translation>Similitud con el parche seleccionado</translation>
    </message>
    <message>
        <source>Cosine similarity with the clicked patch (bright = similar); the green square is each picture&apos;s best-matching patch</source>
        <translation>Similitud coseno con el parche seleccionado (claro = similar); el cuadrado verde es el parche más parecido de cada imagen</translation>
    </message>
    <message>
        <source>Click a patch of any picture</source>
        <translation>Haga clic en un parche de cualquier imagen</translation>
    </message>
    <message>
        <source>%1 x %2 patches</source>
        <translation>%1 x %2 parches</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Embeddings</translation>
    </message>
    <message>
        <source>Layer %1 of %2</source>
        <translation>Capa %1 de %2</translation>
    </message>
    <message>
        <source>Background removed: patches on the side of the first component that holds the borders are black.</source>
        <translation>Fondo eliminado: los parches del lado de la primera componente que contiene los bordes están en negro.</translation>
    </message>
    <message>
        <source>Background kept (the option on the left blacks it out).</source>
        <translation>Fondo conservado (la opción de la izquierda lo pone en negro).</translation>
    </message>
    <message>
        <source>Random-init twin of the model (seed 0, never trained). </source>
        <translation>Gemelo del modelo con inicialización aleatoria (semilla 0, nunca entrenado). </translation>
    </message>
    <message numerus="yes">
        <source>PCA of patch features, first 3 components as RGB, fitted jointly on %n patch(es)</source>
        <translation>
            <numerusform>PCA de las características de los parches, 3 primeras componentes como RGB, ajustada conjuntamente sobre %n parche</numerusform>
            <numerusform>PCA de las características de los parches, 3 primeras componentes como RGB, ajustada conjuntamente sobre %n parches</numerusform>
        </translation>
    </message>
    <message>
        <source>; background (first component) removed</source>
        <translation>; fondo (primera componente) eliminado</translation>
    </message>
    <message>
        <source>%1%2. %3 (variance %4). %5</source>
        <translation>%1%2. %3 (varianza %4). %5</translation>
    </message>
    <message>
        <source>the clicked patch (white)</source>
        <translation>el parche pulsado (blanco)</translation>
    </message>
    <message>
        <source>best match (green): patch %1, cosine %2</source>
        <translation>mejor coincidencia (verde): parche %1, coseno %2</translation>
    </message>
    <message>
        <source>picture %1</source>
        <translation>imagen %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 by %2 patches.</source>
        <translation>%1 por %2 parches.</translation>
    </message>
    <message>
        <source>Cursor on patch %1 (row %2, column %3); Enter picks it.</source>
        <translation>Cursor en el parche %1 (fila %2, columna %3); Intro lo elige.</translation>
    </message>
    <message>
        <source>No patch picked.</source>
        <translation>Ningún parche elegido.</translation>
    </message>
    <message>
        <source>Picked: patch %1 (row %2, column %3) of this picture.</source>
        <translation>Elegido: parche %1 (fila %2, columna %3) de esta imagen.</translation>
    </message>
    <message>
        <source>Picked: patch %1 of picture %2.</source>
        <translation>Elegido: parche %1 de la imagen %2.</translation>
    </message>
    <message>
        <source>Most similar patch here: %1 (row %2, column %3), cosine %4.</source>
        <translation>Parche más parecido aquí: %1 (fila %2, columna %3), coseno %4.</translation>
    </message>
    <message>
        <source>Add an image</source>
        <translation>Añadir una imagen</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp);;All files (*)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The new image model could not be loaded; the features shown are the previous model&apos;s.</source>
        <translation>No se pudo cargar el nuevo modelo de imagen; las características mostradas son las del modelo anterior.</translation>
    </message>
    <message>
        <source>No image model is loaded: choose one in the toolbar.</source>
        <translation>No hay ningún modelo de imagen cargado: elija uno en la barra de herramientas.</translation>
    </message>
    <message>
        <source>%1 gives features only (no pixel decoder): the maps, the similarity and the probe below are its own; the Image tab cannot reconstruct with it.</source>
        <translation>%1 solo da características (sin decodificador de píxeles): los mapas, la similitud y la sonda de abajo son suyos; la pestaña Imagen no puede reconstruir con él.</translation>
    </message>
    <message>
        <source>Image model %1: its features are computed when this view is in front.</source>
        <translation>Modelo de imagen %1: sus características se calculan cuando esta vista está delante.</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>cargado</translation>
    </message>
    <message>
        <source>Loading the text model… the corpus index is built for it next.</source>
        <translation>Cargando el modelo de texto… después se construye el índice del corpus para él.</translation>
    </message>
    <message>
        <source>The corpus index is being built for this model; the results follow.</source>
        <translation>Se está construyendo el índice del corpus para este modelo; los resultados vienen a continuación.</translation>
    </message>
    <message>
        <source>Corpus index ready: %1 tokens</source>
        <translation>Índice del corpus listo: %1 tokens</translation>
    </message>
    <message>
        <source>Cannot show those pictures: %1. The view is unchanged.</source>
        <translation>No se pueden mostrar esas imágenes: %1. La vista no cambia.</translation>
    </message>
    <message>
        <source>The probe could not run: %1</source>
        <translation>La sonda no pudo ejecutarse: %1</translation>
    </message>
    <message>
        <source>The probe could not run: %1. The plot is unchanged.</source>
        <translation>La sonda no pudo ejecutarse: %1. El gráfico no cambia.</translation>
    </message>
    <message>
        <source>The corpus index could not be built: %1</source>
        <translation>No se pudo construir el índice del corpus: %1</translation>
    </message>
    <message>
        <source>Features: %1</source>
        <translation>Características: %1</translation>
    </message>
    <message>
        <source>Nothing measured yet: wait for the maps or run a probe.</source>
        <translation>Aún no se ha medido nada: espere a los mapas o ejecute una sonda.</translation>
    </message>
    <message>
        <source>No text model is loaded yet: the probe needs one.</source>
        <translation>Aún no hay ningún modelo de texto cargado: la sonda necesita uno.</translation>
    </message>
    <message>
        <source>No image model is loaded yet: the probe needs one.</source>
        <translation>Aún no hay ningún modelo de imagen cargado: la sonda necesita uno.</translation>
    </message>
    <message>
        <source>the text model</source>
        <translation>el modelo de texto</translation>
    </message>
    <message>
        <source>the image model</source>
        <translation>el modelo de imagen</translation>
    </message>
    <message>
        <source>Probing every layer of %1 and of a random-init twin…</source>
        <translation>Sondeando cada capa de %1 y de un gemelo con inicialización aleatoria…</translation>
    </message>
    <message>
        <source>Looking for this probe measured on the weights of %1, else measuring it…</source>
        <translation>Buscando esta sonda medida con los pesos de %1; si no, midiéndola…</translation>
    </message>
    <message numerus="yes">
        <source>Indexing %n corpus sentence(s) with %1 (once per model and layer; kept in the cache)…</source>
        <translation>
            <numerusform>Indexando %n frase del corpus con %1 (una vez por modelo y capa; se guarda en la caché)…</numerusform>
            <numerusform>Indexando %n frases del corpus con %1 (una vez por modelo y capa; se guarda en la caché)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Building the corpus index in the background…</source>
        <translation>Construyendo el índice del corpus en segundo plano…</translation>
    </message>
    <message>
        <source>Corpus index: %1 tokens of %2 sentences at layer %3 (%4).</source>
        <translation>Índice del corpus: %1 tokens de %2 frases en la capa %3 (%4).</translation>
    </message>
    <message>
        <source>Click a token of the sentence.</source>
        <translation>Haga clic en un token de la frase.</translation>
    </message>
    <message>
        <source>Indexing the corpus: %1 of %2 sentences…</source>
        <translation>Indexando el corpus: %1 de %2 frases…</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
</context>
<context>
    <name>GenerateTab</name>
    <message>
        <source>Put [MASK] where the model should fill in; without [MASK] it writes “length” tokens after the prompt; leave it empty to write from nothing.</source>
        <translation>Ponga [MASK] donde el modelo deba rellenar; sin [MASK] escribe «longitud» tokens tras la indicación; déjela vacía para escribir desde cero.</translation>
    </message>
    <message>
        <source>Most confident (LLaDA)</source>
        <translation>Más segura (LLaDA)</translation>
    </message>
    <message>
        <source>Each step every masked position gets a drawn token; the ones the model is most sure of are kept and the rest go back to [MASK] (LLaDA&apos;s low-confidence remasking, MaskGIT).</source>
        <translation>En cada paso, cada posición enmascarada recibe un token sorteado; se conservan aquellos de los que el modelo está más seguro y el resto vuelve a [MASK] (el remasking de baja confianza de LLaDA, MaskGIT).</translation>
    </message>
    <message>
        <source>Random (MDLM)</source>
        <translation>Aleatorio (MDLM)</translation>
    </message>
    <message>
        <source>The positions kept each step are a uniformly random subset: the exact reverse of the forward masking process, as MDLM samples.</source>
        <translation>Las posiciones que se conservan en cada paso son un subconjunto aleatorio uniforme: exactamente el inverso del proceso de enmascarado hacia delante, como muestrea MDLM.</translation>
    </message>
    <message>
        <source>Largest margin</source>
        <translation>Mayor margen</translation>
    </message>
    <message>
        <source>Keep the positions where the first choice beats the second by the widest gap.</source>
        <translation>Conservar las posiciones donde la primera opción supera a la segunda por el mayor margen.</translation>
    </message>
    <message>
        <source>Lowest entropy</source>
        <translation>Menor entropía</translation>
    </message>
    <message>
        <source>Keep the positions whose predicted distribution is the least spread out.</source>
        <translation>Conservar las posiciones cuya distribución predicha está menos dispersa.</translation>
    </message>
    <message>
        <source>Left to right</source>
        <translation>De izquierda a derecha</translation>
    </message>
    <message>
        <source>One position a step, the leftmost first: the order a GPT-style model writes in (steps is ignored: one step per position).</source>
        <translation>Una posición por paso, la de más a la izquierda primero: el orden en que escribe un modelo de estilo GPT (se ignoran los pasos: un paso por posición).</translation>
    </message>
    <message>
        <source>Every sure token (Fast-dLLM)</source>
        <translation>Cada token seguro (Fast-dLLM)</translation>
    </message>
    <message>
        <source>Parallel decoding: each step keeps every drawn token the model gives at least the threshold&apos;s probability, and at least the surest one, so the number of steps follows the model&apos;s confidence (steps and schedule are not used).</source>
        <translation>Decodificación en paralelo: cada paso conserva todo token extraído al que el modelo da al menos la probabilidad del umbral, y al menos el más seguro, de modo que el número de pasos sigue la confianza del modelo (no se usan los pasos ni el programa).</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Lineal</translation>
    </message>
    <message>
        <source>MDLM and LLaDA: the share still masked falls linearly from 1 to 0, so each of the K steps reveals about n / K positions.</source>
        <translation>MDLM y LLaDA: la fracción aún enmascarada baja linealmente de 1 a 0, así que cada uno de los K pasos revela unas n / K posiciones.</translation>
    </message>
    <message>
        <source>Cosine</source>
        <translation>Coseno</translation>
    </message>
    <message>
        <source>MaskGIT: the share still masked follows cos(π t / 2): few positions while the context is thin, more at the end.</source>
        <translation>MaskGIT: la fracción aún enmascarada sigue cos(π t / 2): pocas posiciones mientras el contexto es escaso, más al final.</translation>
    </message>
    <message>
        <source>Full (both ways)</source>
        <translation>Completa (en ambos sentidos)</translation>
    </message>
    <message>
        <source>Every position sees every other, as the model was trained.</source>
        <translation>Cada posición ve todas las demás, como se entrenó el modelo.</translation>
    </message>
    <message>
        <source>Block-causal (BD3-LM)</source>
        <translation>Causal por bloques (BD3-LM)</translation>
    </message>
    <message>
        <source>A block sees the prompt, itself and the blocks before it, never a later one: what makes a cache exact. The bundled models were trained with full attention and write worse under it.</source>
        <translation>Un bloque ve el prompt, a sí mismo y los bloques anteriores, nunca uno posterior: eso hace exacta una caché. Los modelos incluidos se entrenaron con atención completa y escriben peor así.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Every call computes every position.</source>
        <translation>Cada llamada calcula todas las posiciones.</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>Prefijo</translation>
    </message>
    <message>
        <source>Keep the keys and values of the prompt and the finished blocks; compute the block and what follows it each call (Fast-dLLM&apos;s prefix cache).</source>
        <translation>Conservar las claves y valores del prompt y de los bloques terminados; calcular el bloque y lo que le sigue en cada llamada (la caché de prefijo de Fast-dLLM).</translation>
    </message>
    <message>
        <source>Dual</source>
        <translation>Doble</translation>
    </message>
    <message>
        <source>Also keep what follows the block, and compute the block alone each call (Fast-dLLM&apos;s DualCache).</source>
        <translation>Conservar también lo que sigue al bloque y calcular solo el bloque en cada llamada (la DualCache de Fast-dLLM).</translation>
    </message>
    <message>
        <source>How many [MASK] positions are written after the prompt when it holds no [MASK] (the generated sequence&apos;s length n).</source>
        <translation>Cuántas posiciones [MASK] se escriben tras la indicación cuando no contiene [MASK] (la longitud n de la secuencia generada).</translation>
    </message>
    <message>
        <source>K, the number of denoising steps: the model runs K times and each step reveals the schedule&apos;s share of the positions, going from t = 1 (all masked) to t = 0. 1 step is BERT&apos;s one-shot fill-in; K = n reveals one position a step. At most the number of positions to fill.</source>
        <translation>K, el número de pasos de eliminación de ruido: el modelo se ejecuta K veces y cada paso revela la proporción de posiciones que marca el calendario, de t = 1 (todo enmascarado) a t = 0. 1 paso es el rellenado de una sola pasada de BERT; K = n revela una posición por paso. Como máximo, el número de posiciones por rellenar.</translation>
    </message>
    <message>
        <source>The logits are divided by this before a token is drawn at each masked position: below 1 is sharper (near 0: almost always the most probable token), above 1 more varied.</source>
        <translation>Los logits se dividen por este valor antes de sortear un token en cada posición enmascarada: por debajo de 1 es más nítido (cerca de 0: casi siempre el token más probable), por encima de 1 más variado.</translation>
    </message>
    <message>
        <source>Draw only among the k most probable tokens at each position (0 = all of them; 1 = greedy). The probability shown on a chip is the model&apos;s own, before temperature and top-k.</source>
        <translation>Sortear solo entre los k tokens más probables de cada posición (0 = todos; 1 = voraz). La probabilidad mostrada en una ficha es la del propio modelo, antes de la temperatura y el top-k.</translation>
    </message>
    <message>
        <source>Semi-autoregressive decoding (LLaDA): the positions are cut into blocks of this many, decoded left to right, each finished before the next starts; the steps are shared out by block size. 0 = one block, the whole sequence at once.</source>
        <translation>Decodificación semiautorregresiva (LLaDA): las posiciones se cortan en bloques de este tamaño, decodificados de izquierda a derecha, cada uno terminado antes de empezar el siguiente; los pasos se reparten según el tamaño del bloque. 0 = un bloque, toda la secuencia a la vez.</translation>
    </message>
    <message>
        <source>Remasking “Every sure token”: a step reveals every masked position whose drawn token has at least this probability (at least one a step). Lower: fewer model calls and more tokens decided at once, each against less context.</source>
        <translation>Reenmascarado «Cada token seguro»: un paso revela cada posición enmascarada cuyo token extraído tiene al menos esta probabilidad (al menos una por paso). Más bajo: menos llamadas al modelo y más tokens decididos a la vez, cada uno con menos contexto.</translation>
    </message>
    <message>
        <source>Taking a token back (ReMDM): the middle steps each put this share of the written tokens back under [MASK], the least sure most often, and the model writes them again with all the context it has. Steps K may then exceed the length: the extra steps revise. A revised chip is marked ↺; hover it for its history. Off: a revealed token is never changed.</source>
        <translation>Retirar un token (ReMDM): cada uno de los pasos intermedios vuelve a poner bajo [MASK] esta fracción de los tokens escritos, los menos seguros con más frecuencia, y el modelo los escribe de nuevo con todo el contexto que tiene. Los pasos K pueden entonces superar la longitud: los pasos adicionales revisan. Una ficha revisada lleva la marca ↺; pase el puntero sobre ella para ver su historial. Desactivado: un token revelado nunca cambia.</translation>
    </message>
    <message>
        <source>With full attention a kept key or value goes stale as the block changes: every position is computed again every this many calls (1 = every call, no saving).</source>
        <translation>Con atención completa, una clave o un valor conservados quedan obsoletos al cambiar el bloque: todas las posiciones se recalculan cada este número de llamadas (1 = cada llamada, sin ahorro).</translation>
    </message>
    <message>
        <source>The random seed of the draws: the same seed and settings give the same rounds.</source>
        <translation>La semilla aleatoria de los sorteos: la misma semilla y los mismos ajustes dan las mismas rondas.</translation>
    </message>
    <message>
        <source>Sequences drawn together in one batch from the same prompt, one row each (1 to {n}). The side-by-side view draws one of each kind.</source>
        <translation>Secuencias generadas juntas en un lote a partir del mismo prompt, una fila cada una (de 1 a {n}). La vista lado a lado genera una de cada tipo.</translation>
    </message>
    <message>
        <source>Show the same prompt decoded three ways, one row each: 1 step (all at once, BERT-style), K steps with the chosen rule, and left to right one position a step (the autoregressive order). The round slider walks the K-step row; the others are shown at the same share of their own steps.</source>
        <translation>Mostrar la misma indicación decodificada de tres formas, una fila cada una: 1 paso (todo a la vez, al estilo BERT), K pasos con la regla elegida, y de izquierda a derecha una posición por paso (el orden autorregresivo). El control de rondas recorre la fila de K pasos; las otras se muestran en la misma proporción de sus propios pasos.</translation>
    </message>
    <message>
        <source>Run the generation now (it also reruns by itself a moment after a setting changes). The model runs in the background; every round is kept, so the slider replays them at once.</source>
        <translation>Ejecutar la generación ahora (también se repite sola poco después de cambiar un ajuste). El modelo se ejecuta en segundo plano; cada ronda se guarda, así que el control deslizante las reproduce al instante.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Generation by unmasking&lt;/b&gt; (masked diffusion: MDLM, LLaDA). Every position to write starts as [MASK]. At each of K steps the model predicts all masked positions at once, a token is drawn for each, and the schedule&apos;s share of them is kept; the rest are masked again and predicted anew with more context. A revealed token is never changed. BERT&apos;s fill-in is the 1-step case; left to right, one position a step, is how an autoregressive model writes.</source>
        <translation>&lt;b&gt;Generación por desenmascarado&lt;/b&gt; (difusión enmascarada: MDLM, LLaDA). Cada posición por escribir empieza como [MASK]. En cada uno de los K pasos el modelo predice todas las posiciones enmascaradas a la vez, se sortea un token para cada una y se conserva la proporción que marca el calendario; el resto se vuelve a enmascarar y se predice de nuevo con más contexto. Un token revelado nunca cambia. El rellenado de BERT es el caso de 1 paso; de izquierda a derecha, una posición por paso, es como escribe un modelo autorregresivo.</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Indicación</translation>
    </message>
    <message>
        <source>empty: write from nothing</source>
        <translation>vacío: escribir desde cero</translation>
    </message>
    <message>
        <source>Insert [MASK]</source>
        <translation>Insertar [MASK]</translation>
    </message>
    <message>
        <source>Put a [MASK] at the cursor: a position for the model to fill in</source>
        <translation>Poner un [MASK] en el cursor: una posición que el modelo debe rellenar</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Empty the prompt: the model writes “length” tokens from nothing</source>
        <translation>Vaciar la indicación: el modelo escribe «longitud» tokens desde cero</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>Decodificación</translation>
    </message>
    <message>
        <source>Remasking: which of the drawn tokens each step keeps; the others go back to [MASK]. Hover an entry for what it does.</source>
        <translation>Reenmascarado: qué tokens sorteados conserva cada paso; los demás vuelven a [MASK]. Pase el ratón sobre una opción para ver qué hace.</translation>
    </message>
    <message>
        <source>The noise schedule: how many positions each step reveals (the share still masked at time t). Hover an entry for what it does.</source>
        <translation>El calendario de ruido: cuántas posiciones revela cada paso (la proporción aún enmascarada en el tiempo t). Pase el ratón sobre una opción para ver qué hace.</translation>
    </message>
    <message>
        <source>What a position attends to while the blocks are decoded. Hover an entry for what it does.</source>
        <translation>A qué atiende una posición mientras se decodifican los bloques. Pase el ratón sobre una opción para ver qué hace.</translation>
    </message>
    <message>
        <source>Key/value cache: keep what positions outside the block computed and compute fewer rows each call. Exact with block-causal attention, approximate with full attention. Hover an entry for what it does.</source>
        <translation>Caché de claves/valores: conservar lo que calcularon las posiciones fuera del bloque y calcular menos filas en cada llamada. Exacta con atención causal por bloques, aproximada con atención completa. Pase el ratón sobre una opción para ver qué hace.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>one block</source>
        <translation>un bloque</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <source>Draw again with the next seed [R]</source>
        <translation>Sortear de nuevo con la siguiente semilla [R]</translation>
    </message>
    <message>
        <source>Length n</source>
        <translation>Longitud n</translation>
    </message>
    <message>
        <source>Steps K</source>
        <translation>Pasos K</translation>
    </message>
    <message>
        <source>Remasking</source>
        <translation>Reenmascarado</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Caché</translation>
    </message>
    <message>
        <source>Refresh every</source>
        <translation>Renovar cada</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Block length</source>
        <translation>Longitud de bloque</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Muestras</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Lado a lado</translation>
    </message>
    <message>
        <source>the prompt three ways: 1 step (BERT), K steps, left to right</source>
        <translation>la indicación de tres formas: 1 paso (BERT), K pasos, de izquierda a derecha</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>trained as a masked LM at one rate, not with the diffusion objective: expect repeats (“. . .”); a generator trained for it is used once it is shipped</source>
        <translation>entrenado como modelo de lenguaje enmascarado con una sola tasa, no con el objetivo de difusión: espere repeticiones («. . .»); se usará un generador entrenado para ello en cuanto se publique</translation>
    </message>
    <message>
        <source>The model that generates: the bundled generator</source>
        <translation>El modelo que genera: el generador incluido</translation>
    </message>
    <message>
        <source>What the round on screen revealed: each token, the model&apos;s probability of it, and its position</source>
        <translation>Lo que reveló la ronda en pantalla: cada token, su probabilidad según el modelo y su posición</translation>
    </message>
    <message>
        <source>With a key/value cache: how far the keys and values kept from an earlier call were from fresh ones, and how often the likeliest token was the same</source>
        <translation>Con una caché de claves/valores: cuánto se alejaban las claves y valores conservados de una llamada anterior de los recién calculados, y con qué frecuencia el token más probable era el mismo</translation>
    </message>
    <message>
        <source>{model} is a causal (left-to-right) model: generation by unmasking needs a masked LM; still using {current}.</source>
        <translation>{model} es un modelo causal (de izquierda a derecha): generar desenmascarando necesita un modelo de lenguaje enmascarado; se sigue usando {current}.</translation>
    </message>
    <message>
        <source>Generator: {model}</source>
        <translation>Generador: {model}</translation>
    </message>
    <message>
        <source>Loading the generator…</source>
        <translation>Cargando el generador…</translation>
    </message>
    <message>
        <source>No generator could be loaded</source>
        <translation>No se pudo cargar ningún generador</translation>
    </message>
    <message>
        <source>Generator: loaded when this tab is first shown</source>
        <translation>Generador: se carga la primera vez que se muestra esta pestaña</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Generando…</translation>
    </message>
    <message>
        <source>The generator could not be loaded: {error}</source>
        <translation>No se pudo cargar el generador: {error}</translation>
    </message>
    <message>
        <source>The rows show the last generation.</source>
        <translation>Las filas muestran la última generación.</translation>
    </message>
    <message>
        <source>Cannot generate: {error}.</source>
        <translation>No se puede generar: {error}.</translation>
    </message>
    <message>
        <source>Cannot generate: {error}</source>
        <translation>No se puede generar: {error}</translation>
    </message>
    <message>
        <source>No generator: nothing to show</source>
        <translation>Sin generador: nada que mostrar</translation>
    </message>
    <message>
        <source>{row}: round {n} of {total}</source>
        <translation>{row}: ronda {n} de {total}</translation>
    </message>
    <message>
        <source>Nothing has been generated yet: press Generate, then export again.</source>
        <translation>Aún no se ha generado nada: pulse Generar y vuelva a exportar.</translation>
    </message>
    <message>
        <source>position {n}: “{token}”, from the prompt (never changed)</source>
        <translation>posición {n}: «{token}», del prompt (nunca cambia)</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>oculto</translation>
    </message>
    <message>
        <source>position {n}: still masked; the model predicts it again at the next step</source>
        <translation>posición {n}: aún enmascarada; el modelo la vuelve a predecir en el siguiente paso</translation>
    </message>
    <message>
        <source>position {n}: revealed in round {round} (hidden until the answer is revealed)</source>
        <translation>posición {n}: revelada en la ronda {round} (oculta hasta que se revele la respuesta)</translation>
    </message>
    <message>
        <source>position {n}: “{token}”, revealed in round {round} with probability {p}</source>
        <translation>posición {n}: «{token}», revelada en la ronda {round} con probabilidad {p}</translation>
    </message>
    <message>
        <source>(this round)</source>
        <translation>(esta ronda)</translation>
    </message>
    <message numerus="yes">
        <source>Generated %n position(s)</source>
        <translation>
            <numerusform>Generada %n posición</numerusform>
            <numerusform>Generadas %n posiciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n step(s)</source>
        <translation>
            <numerusform>en %n paso</numerusform>
            <numerusform>en %n pasos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n fila</numerusform>
            <numerusform>%n filas</numerusform>
        </translation>
    </message>
    <message>
        <source>in {ms} ms</source>
        <translation>en {ms} ms</translation>
    </message>
    <message>
        <source>exact: block-causal attention, the kept keys/values never change</source>
        <translation>exacta: atención causal por bloques, las claves/valores conservados nunca cambian</translation>
    </message>
    <message>
        <source>approximate: all computed again every {n} calls</source>
        <translation>aproximada: todo se recalcula cada {n} llamadas</translation>
    </message>
    <message>
        <source>Cache {cache} ({kind}): {full} full calls, {rows} on the block alone; the kept keys/values were {drift:.1f} % from fresh ones and gave the likeliest token fresh ones give at {agree:.0f} % of the positions</source>
        <translation>Caché {cache} ({kind}): {full} llamadas completas, {rows} solo sobre el bloque; las claves/valores conservados estaban a {drift:.1f} % de los recién calculados y dieron el token más probable que dan estos en el {agree:.0f} % de las posiciones</translation>
    </message>
    <message>
        <source>1 step (all at once, BERT-style)</source>
        <translation>1 paso (todo a la vez, al estilo BERT)</translation>
    </message>
    <message>
        <source>{n} steps (every token at least {threshold:g} sure)</source>
        <translation>{n} pasos (cada token con al menos {threshold:g} de seguridad)</translation>
    </message>
    <message>
        <source>{n} steps ({remasking}, {schedule})</source>
        <translation>{n} pasos ({remasking}, {schedule})</translation>
    </message>
    <message>
        <source>left to right ({n} steps, autoregressive order)</source>
        <translation>de izquierda a derecha ({n} pasos, orden autorregresivo)</translation>
    </message>
    <message>
        <source>Sample {n}</source>
        <translation>Muestra {n}</translation>
    </message>
    <message>
        <source>“{token}” {p} at {n}</source>
        <translation>«{token}» {p} en {n}</translation>
    </message>
    <message>
        <source>and {n} more</source>
        <translation>y {n} más</translation>
    </message>
    <message>
        <source>Round {shown} of {k}: each sample revealed {n}; sample 1: {words}</source>
        <translation>Ronda {shown} de {k}: cada muestra reveló {n}; muestra 1: {words}</translation>
    </message>
    <message>
        <source>Round {shown} of {k}: revealed {n} ({words})</source>
        <translation>Ronda {shown} de {k}: reveló {n} ({words})</translation>
    </message>
    <message>
        <source>took back {n} first ({words})</source>
        <translation>primero retiró {n} ({words})</translation>
    </message>
    <message>
        <source>{n} still masked</source>
        <translation>{n} aún enmascaradas</translation>
    </message>
    <message>
        <source>every position is revealed</source>
        <translation>todas las posiciones están reveladas</translation>
    </message>
    <message>
        <source>revised: {history}</source>
        <translation>revisado: {history}</translation>
    </message>
    <message>
        <source>Generated sequences</source>
        <translation>Secuencias generadas</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Show the rounds one after another, from the first; press again to pause</source>
        <translation>Mostrar las rondas una tras otra, desde la primera; pulse de nuevo para pausar</translation>
    </message>
    <message>
        <source>“{token}” (given)</source>
        <translation>«{token}» (dado)</translation>
    </message>
    <message>
        <source>“{token}” (round {round}, p {p})</source>
        <translation>«{token}» (ronda {round}, p {p})</translation>
    </message>
    <message>
        <source>was {was}, taken back in round {back}, replaced by “{new}” in round {round}</source>
        <translation>era {was}, retirado en la ronda {back}, sustituido por «{new}» en la ronda {round}</translation>
    </message>
    <message>
        <source>was {was}, taken back in round {back}</source>
        <translation>era {was}, retirado en la ronda {back}</translation>
    </message>
    <message>
        <source>Revised: {history}</source>
        <translation>Revisado: {history}</translation>
    </message>
    <message>
        <source>The round shown: drag back to see which positions were still masked then. Every round was computed once; moving this does not run the model.</source>
        <translation>La ronda mostrada: arrastre hacia atrás para ver qué posiciones seguían enmascaradas. Cada ronda se calculó una vez; mover esto no ejecuta el modelo.</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ Pausa</translation>
    </message>
    <message>
        <source>Under a token: r&lt;round&gt; · &lt;probability&gt;; a thick border: revealed in the round shown</source>
        <translation>Bajo un token: r&lt;ronda&gt; · &lt;probabilidad&gt;; un borde grueso: revelado en la ronda mostrada</translation>
    </message>
    <message>
        <source>↺: taken back and written again</source>
        <translation>↺: retirado y escrito de nuevo</translation>
    </message>
    <message>
        <source>What the chips show: the number under a revealed token is its round and the model&apos;s probability of it; the colour says the same probability</source>
        <translation>Qué muestran las fichas: el número bajo un token revelado es su ronda y su probabilidad según el modelo; el color indica la misma probabilidad</translation>
    </message>
    <message>
        <source>[MASK]: still hidden</source>
        <translation>[MASK]: aún oculto</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>indicación</translation>
    </message>
</context>
<context>
    <name>ImageTab</name>
    <message>
        <source>Masked (right)</source>
        <translation>Enmascarada (derecha)</translation>
    </message>
    <message>
        <source>The patches the right side hides</source>
        <translation>Los parches que oculta el lado derecho</translation>
    </message>
    <message>
        <source>Reconstruction + visible (right)</source>
        <translation>Reconstrucción + visibles (derecha)</translation>
    </message>
    <message>
        <source>The right model&apos;s hidden patches pasted into the visible ones</source>
        <translation>Los parches ocultos del modelo derecho pegados entre los visibles</translation>
    </message>
    <message>
        <source>Error per hidden patch (right)</source>
        <translation>Error por parche oculto (derecha)</translation>
    </message>
    <message>
        <source>Mean squared error of each hidden patch on the right</source>
        <translation>Error cuadrático medio de cada parche oculto a la derecha</translation>
    </message>
    <message>
        <source>Preparing {model}…</source>
        <translation>Preparando {model}…</translation>
    </message>
    <message>
        <source>Waiting for the tab&apos;s model…</source>
        <translation>Esperando el modelo de la pestaña…</translation>
    </message>
    <message>
        <source>Right: &lt;b&gt;{model}&lt;/b&gt; ({size} px, {rows}×{cols} patches)</source>
        <translation>Derecha: &lt;b&gt;{model}&lt;/b&gt; ({size} px, {rows}×{cols} parches)</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>el modelo</translation>
    </message>
    <message>
        <source>{model} (same model)</source>
        <translation>{model} (el mismo modelo)</translation>
    </message>
    <message>
        <source>{model} (same model, ratio {ratio})</source>
        <translation>{model} (el mismo modelo, proporción {ratio})</translation>
    </message>
    <message>
        <source>random-init twin of {model}</source>
        <translation>gemelo de {model} con inicialización aleatoria</translation>
    </message>
    <message>
        <source>bundled mae-tiny</source>
        <translation>mae-tiny incluido</translation>
    </message>
    <message>
        <source>The right side&apos;s reconstruction failed: {error}</source>
        <translation>La reconstrucción del lado derecho falló: {error}</translation>
    </message>
    <message>
        <source>dark 0 → bright {top} MSE</source>
        <translation>oscuro 0 → claro {top} MSE</translation>
    </message>
    <message>
        <source>nothing hidden</source>
        <translation>nada oculto</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right, over its hidden patches&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;model loss {loss}</source>
        <translation>&lt;b&gt;Derecha, sobre sus parches ocultos&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;pérdida del modelo {loss}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is hidden on the right&lt;/b&gt;</source>
        <translation>&lt;b&gt;A la derecha no hay nada oculto&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;Lado a lado:&lt;/b&gt; {hint}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; comparing…</source>
        <translation>&lt;b&gt;Lado a lado:&lt;/b&gt; comparando…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Left vs right:&lt;/b&gt; {summary}</source>
        <translation>&lt;b&gt;Izquierda frente a derecha:&lt;/b&gt; {summary}</translation>
    </message>
    <message>
        <source>Astronaut (Eileen Collins)</source>
        <translation>Astronauta (Eileen Collins)</translation>
    </message>
    <message>
        <source>Cup of coffee</source>
        <translation>Taza de café</translation>
    </message>
    <message>
        <source>Chelsea the cat</source>
        <translation>La gata Chelsea</translation>
    </message>
    <message>
        <source>Rocket launch</source>
        <translation>Lanzamiento de un cohete</translation>
    </message>
    <message>
        <source>Stained tissue</source>
        <translation>Tejido teñido</translation>
    </message>
    <message>
        <source>Hubble deep field</source>
        <translation>Campo profundo del Hubble</translation>
    </message>
    <message>
        <source>Colour wheel</source>
        <translation>Rueda de colores</translation>
    </message>
    <message>
        <source>Cameraman (grey)</source>
        <translation>Camarógrafo (gris)</translation>
    </message>
    <message>
        <source>Coins (grey)</source>
        <translation>Monedas (gris)</translation>
    </message>
    <message>
        <source>Brick wall (grey)</source>
        <translation>Muro de ladrillo (gris)</translation>
    </message>
    <message>
        <source>Retina</source>
        <translation>Retina</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Photos that come with scikit-image; or open your own</source>
        <translation>Fotos incluidas con scikit-image; o abra una propia</translation>
    </message>
    <message>
        <source>Open image…</source>
        <translation>Abrir imagen…</translation>
    </message>
    <message>
        <source>Open a PNG, JPEG, TIFF, BMP or WebP file (or drop one on this tab)</source>
        <translation>Abrir un archivo PNG, JPEG, TIFF, BMP o WebP (o soltarlo en esta pestaña)</translation>
    </message>
    <message>
        <source>or drop an image file here</source>
        <translation>o suelte aquí un archivo de imagen</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>Enmascarado</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Estrategia</translation>
    </message>
    <message>
        <source>Fraction of patches hidden from the encoder (MAE uses 75 %)</source>
        <translation>Fracción de parches ocultos al codificador (MAE usa el 75 %)</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>Proporción de máscara</translation>
    </message>
    <message>
        <source>The random seed of the mask: the same seed gives the same mask</source>
        <translation>La semilla aleatoria de la máscara: la misma semilla da la misma máscara</translation>
    </message>
    <message>
        <source>Resample</source>
        <translation>Volver a muestrear</translation>
    </message>
    <message>
        <source>Draw a new mask (next seed) [R]</source>
        <translation>Sortear una máscara nueva (siguiente semilla) [R]</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Mostrar todo</translation>
    </message>
    <message>
        <source>Make every patch visible</source>
        <translation>Hacer visibles todos los parches</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>Invertir</translation>
    </message>
    <message>
        <source>Hide the visible patches and show the hidden ones</source>
        <translation>Ocultar los parches visibles y mostrar los ocultos</translation>
    </message>
    <message>
        <source>Reveal in rounds…</source>
        <translation>Revelar por rondas…</translation>
    </message>
    <message>
        <source>Hide 95 % of the picture, reconstruct, keep one round&apos;s predicted patches as if they were seen, repeat; shown beside the one-shot reconstruction. A pixel-regression MAE blurs what it predicts, so feeding it back does not help (image generators unmask discrete tokens instead)</source>
        <translation>Ocultar el 95 % de la imagen, reconstruir, conservar los parches predichos de una ronda como si se hubieran visto, repetir; se muestra junto a la reconstrucción de una sola pasada. Un MAE de regresión de píxeles difumina lo que predice, así que realimentarlo no ayuda (los generadores de imágenes desenmascaran tokens discretos)</translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Archivo: {name}</translation>
    </message>
    <message>
        <source>Occlusion</source>
        <translation>Oclusión</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>Gradiente</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Attention rollout</translation>
    </message>
    <message>
        <source>how much the hidden patch&apos;s error grows when this visible patch is also dropped (red: it helps; blue: the patch is better rebuilt without it)</source>
        <translation>cuánto crece el error del parche oculto cuando también se quita este parche visible (rojo: ayuda; azul: el parche se reconstruye mejor sin él)</translation>
    </message>
    <message>
        <source>the size of the gradient of the hidden patch&apos;s error with respect to this patch&apos;s pixels</source>
        <translation>el tamaño del gradiente del error del parche oculto respecto a los píxeles de este parche</translation>
    </message>
    <message>
        <source>the share of the hidden patch&apos;s attention rollout (decoder, then encoder) that reaches this patch</source>
        <translation>la parte del attention rollout del parche oculto (decodificador, luego codificador) que llega a este parche</translation>
    </message>
    <message>
        <source>Dropping one patch says nothing of patches that stand in for each other (both look unimportant).</source>
        <translation>Quitar un parche no dice nada de los parches que se sustituyen entre sí (ambos parecen poco importantes).</translation>
    </message>
    <message>
        <source>A gradient is local: it says what a small change would do, not what the patch contributes.</source>
        <translation>Un gradiente es local: dice qué haría un cambio pequeño, no lo que aporta el parche.</translation>
    </message>
    <message>
        <source>Attention is not explanation (Jain &amp; Wallace 2019): where information may flow, not that it is used.</source>
        <translation>La atención no es explicación (Jain &amp; Wallace 2019): por dónde puede fluir la información, no que se use.</translation>
    </message>
    <message>
        <source>Click a hidden patch on the Masked or Reconstruction panel: which visible patches rebuild it?</source>
        <translation>Haga clic en un parche oculto de la vista Enmascarada o Reconstrucción: ¿qué parches visibles lo reconstruyen?</translation>
    </message>
    <message>
        <source>How the influence of each visible patch on the clicked hidden patch is measured</source>
        <translation>Cómo se mide la influencia de cada parche visible sobre el parche oculto seleccionado</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why this patch&lt;/b&gt;</source>
        <translation>&lt;b&gt;Por qué este parche&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Patch ({row}, {col}) is visible: click a hidden (grey) patch; the model rebuilds only those.</source>
        <translation>El parche ({row}, {col}) es visible: haga clic en un parche oculto (gris); el modelo solo reconstruye esos.</translation>
    </message>
    <message>
        <source>patch ({row}, {col}) is outside the {rows} x {cols} grid</source>
        <translation>el parche ({row}, {col}) está fuera de la cuadrícula de {rows} x {cols}</translation>
    </message>
    <message>
        <source>patch ({row}, {col}) is visible in this mask: only hidden patches are rebuilt</source>
        <translation>el parche ({row}, {col}) es visible en esta máscara: solo se reconstruyen los parches ocultos</translation>
    </message>
    <message>
        <source>Image explanation cleared: {problem}.</source>
        <translation>Explicación de imagen borrada: {problem}.</translation>
    </message>
    <message>
        <source>image.explain.patch: {problem}. The explanation is cleared.</source>
        <translation>image.explain.patch: {problem}. La explicación se ha borrado.</translation>
    </message>
    <message>
        <source>{problem}: click a hidden patch.</source>
        <translation>{problem}: haga clic en un parche oculto.</translation>
    </message>
    <message>
        <source>Explaining patch ({row}, {col})…</source>
        <translation>Explicando el parche ({row}, {col})…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Patch ({row}, {col})&lt;/b&gt;, error {error}: on the Original panel, {meaning}. Most: ({top_row}, {top_col}) {score}. &lt;i&gt;{failure}&lt;/i&gt; Click it again or Esc to clear.</source>
        <translation>&lt;b&gt;Parche ({row}, {col})&lt;/b&gt;, error {error}: en el panel Original, {meaning}. El que más: ({top_row}, {top_col}) {score}. &lt;i&gt;{failure}&lt;/i&gt; Haga clic de nuevo o pulse Esc para borrar.</translation>
    </message>
    <message>
        <source>Cannot explain this patch: {error}</source>
        <translation>No se puede explicar este parche: {error}</translation>
    </message>
    <message>
        <source>Image explanation: {error}</source>
        <translation>Explicación de imagen: {error}</translation>
    </message>
    <message numerus="yes">
        <source>{hidden} of %n patch(es) hidden ({share}: the nearest the grid gets to {asked})</source>
        <translation>
            <numerusform>{hidden} de %n parche ocultos ({share}: lo más cerca de {asked} que permite la cuadrícula)</numerusform>
            <numerusform>{hidden} de %n parches ocultos ({share}: lo más cerca de {asked} que permite la cuadrícula)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hidden} of %n patch(es) hidden ({share})</source>
        <translation>
            <numerusform>{hidden} de %n parche ocultos ({share})</numerusform>
            <numerusform>{hidden} de %n parches ocultos ({share})</numerusform>
        </translation>
    </message>
    <message>
        <source>{size} px · {rows}×{cols} patches</source>
        <translation>{size} px · {rows}×{cols} parches</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}, hidden</source>
        <translation>{panel}, parche fila {row}, columna {col}, oculto</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}, visible</source>
        <translation>{panel}, parche fila {row}, columna {col}, visible</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}</source>
        <translation>{panel}, parche fila {row}, columna {col}</translation>
    </message>
    <message>
        <source>What the model sees (its input size), with the patch grid. Click or drag on it to hide patches by hand.</source>
        <translation>Lo que ve el modelo (su tamaño de entrada), con la cuadrícula de parches. Haga clic o arrastre sobre ella para ocultar parches a mano.</translation>
    </message>
    <message>
        <source>Masked</source>
        <translation>Enmascarada</translation>
    </message>
    <message>
        <source>The hidden patches are grey: the encoder never sees them</source>
        <translation>Los parches ocultos son grises: el codificador nunca los ve</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>Reconstrucción</translation>
    </message>
    <message>
        <source>The decoder&apos;s prediction for every patch</source>
        <translation>La predicción del decodificador para cada parche</translation>
    </message>
    <message>
        <source>Reconstruction + visible</source>
        <translation>Reconstrucción + visibles</translation>
    </message>
    <message>
        <source>Visible patches from the original, hidden ones from the model (the MAE paper&apos;s figures)</source>
        <translation>Parches visibles del original, los ocultos del modelo (como en las figuras del artículo de MAE)</translation>
    </message>
    <message>
        <source>Error per hidden patch</source>
        <translation>Error por parche oculto</translation>
    </message>
    <message>
        <source>Mean squared error of each hidden patch: dark is good, bright is bad; visible patches are light grey (they are not scored)</source>
        <translation>Error cuadrático medio de cada parche oculto: oscuro es bueno, claro es malo; los parches visibles son gris claro (no se puntúan)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <source>PSNR and SSIM compare the reconstruction with the original over the hidden patches only: the visible ones would be perfect anyway</source>
        <translation>PSNR y SSIM comparan la reconstrucción con el original solo en los parches ocultos: los visibles serían perfectos de todos modos</translation>
    </message>
    <message>
        <source>true mean/std per patch</source>
        <translation>media/desviación reales por parche</translation>
    </message>
    <message>
        <source>dark 0 → bright {top} MSE · light grey: visible</source>
        <translation>oscuro 0 → claro {top} MSE · gris claro: visible</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over the hidden patches&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;model loss {loss}</source>
        <translation>&lt;b&gt;Sobre los parches ocultos&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;pérdida del modelo {loss}</translation>
    </message>
    <message>
        <source>{hidden} of {total} patches hidden, {share}</source>
        <translation>{hidden} de {total} parches ocultos, {share}</translation>
    </message>
    <message>
        <source>PSNR {psnr} over the hidden patches</source>
        <translation>PSNR {psnr} sobre los parches ocultos</translation>
    </message>
    <message>
        <source>the picture, {size} pixels square, in a grid of {rows} by {cols} patches; {hidden}, shown darkened</source>
        <translation>la imagen, de {size} píxeles de lado, en una cuadrícula de {rows} por {cols} parches; {hidden}, mostrados oscurecidos</translation>
    </message>
    <message>
        <source>{hidden}; {psnr}</source>
        <translation>{hidden}; {psnr}</translation>
    </message>
    <message>
        <source>the model&apos;s reconstruction of every patch; {psnr}</source>
        <translation>la reconstrucción de cada parche por el modelo; {psnr}</translation>
    </message>
    <message>
        <source>visible patches from the original, the {hidden} hidden ones from the model</source>
        <translation>los parches visibles del original, los {hidden} ocultos del modelo</translation>
    </message>
    <message>
        <source>error of each hidden patch, dark for small, bright for large, up to {top} mean squared error; visible patches light grey</source>
        <translation>error de cada parche oculto, oscuro si es pequeño, claro si es grande, hasta un error cuadrático medio de {top}; parches visibles en gris claro</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is hidden&lt;/b&gt;&lt;br&gt;move the slider or paint patches</source>
        <translation>&lt;b&gt;No hay nada oculto&lt;/b&gt;&lt;br&gt;mueva el control deslizante o pinte parches</translation>
    </message>
    <message>
        <source>shown with the true per-patch mean/std (norm_pix_loss)</source>
        <translation>mostrado con la media/desviación reales de cada parche (norm_pix_loss)</translation>
    </message>
    <message>
        <source>model: %1</source>
        <translation>modelo: %1</translation>
    </message>
    <message>
        <source>Reveal in rounds</source>
        <translation>Revelar por rondas</translation>
    </message>
    <message>
        <source>Share of the patches hidden at the start</source>
        <translation>Proporción de parches ocultos al principio</translation>
    </message>
    <message>
        <source>Model passes: each reveals an equal share of the hidden patches, the last one the rest. 1 round is the ordinary one-shot reconstruction</source>
        <translation>Pasadas del modelo: cada una revela una parte igual de los parches ocultos, la última el resto. 1 ronda es la reconstrucción ordinaria de una sola pasada</translation>
    </message>
    <message>
        <source>Which still-hidden patches a round reveals</source>
        <translation>Qué parches aún ocultos revela una ronda</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Nearest to what is visible</source>
        <translation>Más cerca de lo visible</translation>
    </message>
    <message>
        <source>A regression MAE gives no probability to rank patches by, so this is a stand-in for &apos;most confident first&apos;: the hidden patches nearest to a visible one are revealed first</source>
        <translation>Un MAE de regresión no da ninguna probabilidad con la que ordenar los parches, así que esto sustituye a «el más seguro primero»: se revelan primero los parches ocultos más cercanos a uno visible</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Each round reveals a uniformly random share of the patches still hidden</source>
        <translation>Cada ronda revela una parte aleatoria uniforme de los parches aún ocultos</translation>
    </message>
    <message>
        <source>A pixel-regression MAE predicts the average of what could be in a hidden patch: a blur. Revealing in rounds feeds that blur back as if it had been seen, so each round works from blurrier input and the detail never comes back. Image generators (MaskGIT, MAGE) unmask discrete tokens instead: each round commits to one sharp choice per patch.</source>
        <translation>Un MAE de regresión de píxeles predice la media de lo que podría haber en un parche oculto: un borrón. Revelar por rondas realimenta ese borrón como si se hubiera visto, así que cada ronda parte de una entrada más borrosa y el detalle nunca vuelve. Los generadores de imágenes (MaskGIT, MAGE) desenmascaran en cambio tokens discretos: cada ronda se decide por una opción nítida por parche.</translation>
    </message>
    <message>
        <source>{value} dB</source>
        <translation>{value} dB</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Ocultos</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Hidden at the start</source>
        <translation>Ocultos al principio</translation>
    </message>
    <message>
        <source>Grey: the patches the model must fill</source>
        <translation>Gris: los parches que el modelo debe rellenar</translation>
    </message>
    <message>
        <source>One shot</source>
        <translation>Una sola pasada</translation>
    </message>
    <message>
        <source>Every hidden patch predicted in one pass from the real visible patches: the MAE&apos;s normal use</source>
        <translation>Cada parche oculto predicho en una pasada a partir de los parches visibles reales: el uso normal de MAE</translation>
    </message>
    <message>
        <source>In rounds: the model&apos;s own predictions become its visible input (faded: still hidden, this round&apos;s guess)</source>
        <translation>Por rondas: las propias predicciones del modelo pasan a ser su entrada visible (atenuado: aún oculto, conjetura de esta ronda)</translation>
    </message>
    <message>
        <source>PSNR {psnr}</source>
        <translation>PSNR {psnr}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Over the {hidden} hidden patches&lt;/b&gt; · one shot: PSNR &lt;b&gt;{one_shot}&lt;/b&gt;, fine detail {one_shot_detail} of the original&apos;s · %n round(s): PSNR &lt;b&gt;{final}&lt;/b&gt;, fine detail {final_detail} &lt;span style=&apos;color:#59636e&apos;&gt;(detail: mean step between neighbouring pixels inside a patch)&lt;/span&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Sobre los {hidden} parches ocultos&lt;/b&gt; · de una vez: PSNR &lt;b&gt;{one_shot}&lt;/b&gt;, detalle fino {one_shot_detail} del original · %n ronda: PSNR &lt;b&gt;{final}&lt;/b&gt;, detalle fino {final_detail} &lt;span style=&apos;color:#59636e&apos;&gt;(detalle: salto medio entre píxeles vecinos dentro de un parche)&lt;/span&gt;</numerusform>
            <numerusform>&lt;b&gt;Sobre los {hidden} parches ocultos&lt;/b&gt; · de una vez: PSNR &lt;b&gt;{one_shot}&lt;/b&gt;, detalle fino {one_shot_detail} del original · %n rondas: PSNR &lt;b&gt;{final}&lt;/b&gt;, detalle fino {final_detail} &lt;span style=&apos;color:#59636e&apos;&gt;(detalle: salto medio entre píxeles vecinos dentro de un parche)&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
    <message numerus="yes">
        <source>Round {n} of {total}: %n patch(es) revealed, {left} still hidden</source>
        <translation>
            <numerusform>Ronda {n} de {total}: %n parche revelado, {left} aún ocultos</numerusform>
            <numerusform>Ronda {n} de {total}: %n parches revelados, {left} aún ocultos</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot reveal in rounds:&lt;/b&gt; {error}</source>
        <translation>&lt;b&gt;No se puede revelar por rondas:&lt;/b&gt; {error}</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>No image model loaded</source>
        <translation>Ningún modelo de imagen cargado</translation>
    </message>
    <message>
        <source>%1 has no pixel decoder: it gives features, not reconstructions; see the Features tab</source>
        <translation>%1 no tiene decodificador de píxeles: da características, no reconstrucciones; vea la pestaña Características</translation>
    </message>
    <message>
        <source>This model</source>
        <translation>Este modelo</translation>
    </message>
    <message>
        <source>This model predicts each patch&apos;s pixels normalized by the patch&apos;s own mean and spread (norm_pix_loss). The reconstruction is shown with the true mean and spread of each hidden patch put back, as in the MAE paper&apos;s figures: the colours and brightness of hidden patches come from the original, the shapes from the model.</source>
        <translation>Este modelo predice los píxeles de cada parche normalizados por la media y la dispersión del propio parche (norm_pix_loss). La reconstrucción se muestra con la media y la dispersión verdaderas de cada parche oculto restituidas, como en las figuras del artículo de MAE: los colores y el brillo de los parches ocultos vienen del original, las formas del modelo.</translation>
    </message>
    <message>
        <source>Loading the image model…</source>
        <translation>Cargando el modelo de imagen…</translation>
    </message>
    <message>
        <source>Reading {picture}…</source>
        <translation>Leyendo {picture}…</translation>
    </message>
    <message>
        <source>The reconstruction is not ready yet: export again in a moment.</source>
        <translation>La reconstrucción aún no está lista: vuelva a exportar dentro de un momento.</translation>
    </message>
    <message>
        <source>Reconstructing…</source>
        <translation>Reconstruyendo…</translation>
    </message>
    <message>
        <source>Reading the picture…</source>
        <translation>Leyendo la imagen…</translation>
    </message>
    <message>
        <source>Revealing in rounds…</source>
        <translation>Revelando por rondas…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Trabajando…</translation>
    </message>
    <message>
        <source>no image model is loaded yet</source>
        <translation>aún no hay ningún modelo de imagen cargado</translation>
    </message>
    <message>
        <source>the picture is not read yet</source>
        <translation>la imagen aún no se ha leído</translation>
    </message>
    <message>
        <source>Image: {picture}</source>
        <translation>Imagen: {picture}</translation>
    </message>
    <message>
        <source>Cannot use that image: {error}. The previous image stays.</source>
        <translation>No se puede usar esa imagen: {error}. Se mantiene la imagen anterior.</translation>
    </message>
    <message>
        <source>Reconstruction failed: {error}</source>
        <translation>La reconstrucción falló: {error}</translation>
    </message>
    <message>
        <source>Open an image</source>
        <translation>Abrir una imagen</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp *.gif);;All files (*)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp *.gif);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>With discrete tokens (MaskGIT): each round draws a token for every masked patch and keeps the most confident (framed); faded: still masked</source>
        <translation>Con tokens discretos (MaskGIT): cada ronda sortea un token para cada parche enmascarado y conserva los más seguros (enmarcados); atenuados: aún enmascarados</translation>
    </message>
    <message>
        <source>Tokenizer alone</source>
        <translation>Solo el tokenizador</translation>
    </message>
    <message>
        <source>The VQ tokenizer&apos;s own reconstruction of the whole photo, nothing masked: the best any choice of its tokens can give back</source>
        <translation>La reconstrucción de la foto entera hecha por el propio tokenizador VQ, sin nada enmascarado: lo mejor que puede devolver cualquier elección de sus tokens</translation>
    </message>
    <message>
        <source>Reveal order</source>
        <translation>Orden de revelado</translation>
    </message>
    <message>
        <source>Each hidden patch coloured by the round that committed its token: light first (the model was most confident), dark last</source>
        <translation>Cada parche oculto coloreado según la ronda que fijó su token: claro primero (el modelo estaba más seguro), oscuro al final</translation>
    </message>
    <message>
        <source>fine detail {share}</source>
        <translation>detalle fino {share}</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;With tokens&lt;/b&gt; · %n round(s): fine detail &lt;b&gt;{final}&lt;/b&gt; of the original&apos;s (the tokenizer alone: {ceiling}), PSNR &lt;b&gt;{psnr}&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Con tokens&lt;/b&gt; · %n ronda: detalle fino &lt;b&gt;{final}&lt;/b&gt; del original (el tokenizador solo: {ceiling}), PSNR &lt;b&gt;{psnr}&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;Con tokens&lt;/b&gt; · %n rondas: detalle fino &lt;b&gt;{final}&lt;/b&gt; del original (el tokenizador solo: {ceiling}), PSNR &lt;b&gt;{psnr}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {n}: {count} tokens committed, their probability {high} to {low}; {left} still masked</source>
        <translation>Ronda {n}: {count} tokens fijados, con probabilidad de {high} a {low}; {left} aún enmascarados</translation>
    </message>
    <message>
        <source>No token model</source>
        <translation>Ningún modelo de tokens</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot reveal tokens:&lt;/b&gt; {error}</source>
        <translation>&lt;b&gt;No se pueden revelar los tokens:&lt;/b&gt; {error}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>PDF on A4 paper (*.pdf)</source>
        <translation>PDF en papel A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF on US Letter paper (*.pdf)</source>
        <translation>PDF en papel Carta de EE. UU. (*.pdf)</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>Abrir lección…</translation>
    </message>
    <message>
        <source>Open a lesson (.mlmlesson): a sequence of prepared views with narration</source>
        <translation>Abrir una lección (.mlmlesson): una secuencia de vistas preparadas con narración</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lecciones</translation>
    </message>
    <message>
        <source>New lesson from this view</source>
        <translation>Nueva lección a partir de esta vista</translation>
    </message>
    <message>
        <source>Add this view as a step</source>
        <translation>Añadir esta vista como paso</translation>
    </message>
    <message>
        <source>Edit lesson</source>
        <translation>Editar la lección</translation>
    </message>
    <message>
        <source>The lesson&apos;s steps and the buttons that edit them, under the narration</source>
        <translation>Los pasos de la lección y los botones que los editan, bajo la narración</translation>
    </message>
    <message>
        <source>Export handout (PDF)…</source>
        <translation>Exportar material impreso (PDF)…</translation>
    </message>
    <message>
        <source>Export teacher&apos;s handout, with answers (PDF)…</source>
        <translation>Exportar material del docente, con respuestas (PDF)…</translation>
    </message>
    <message>
        <source>The handout with each exercise&apos;s answer on its page (the students&apos; copy has none)</source>
        <translation>El material con la respuesta de cada ejercicio en su página (la copia de los estudiantes no las tiene)</translation>
    </message>
    <message>
        <source>Export progress…</source>
        <translation>Exportar progreso…</translation>
    </message>
    <message>
        <source>The students&apos; answers and scores on this computer, as CSV or JSON</source>
        <translation>Las respuestas y puntuaciones de los estudiantes en este ordenador, como CSV o JSON</translation>
    </message>
    <message>
        <source>Show the narration panel</source>
        <translation>Mostrar el panel de narración</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>Cerrar lección</translation>
    </message>
    <message>
        <source>Reveal the answer</source>
        <translation>Mostrar la respuesta</translation>
    </message>
    <message>
        <source>Show the step&apos;s hidden answer (Space); nothing else</source>
        <translation>Mostrar la respuesta oculta del paso (Espacio); nada más</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <source>The next step (Page Down; Right in presentation mode)</source>
        <translation>El paso siguiente (Av Pág; Derecha en modo presentación)</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Paso anterior</translation>
    </message>
    <message>
        <source>The previous step (Page Up; Left in presentation mode)</source>
        <translation>El paso anterior (Re Pág; Izquierda en modo presentación)</translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>Abrir una lección</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*%1);;All files (*)</source>
        <translation>Lección de MLM Lab (*%1);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a lesson first: the handout has one page per step.</source>
        <translation>Abra primero una lección: el material tiene una página por paso.</translation>
    </message>
    <message>
        <source> (answers)</source>
        <translation> (respuestas)</translation>
    </message>
    <message>
        <source>Export the lesson as a PDF handout</source>
        <translation>Exportar la lección como material en PDF</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the handout %1 (%n page(s))</source>
        <translation>
            <numerusform>Material %1 escrito (%n página)</numerusform>
            <numerusform>Material %1 escrito (%n páginas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lección: %1</translation>
    </message>
    <message>
        <source>Text: the token chips and the top-5 under the masks</source>
        <translation>Texto: las fichas de tokens y el top-5 bajo las máscaras</translation>
    </message>
    <message>
        <source>Text: the views below the chips</source>
        <translation>Texto: las vistas bajo las fichas</translation>
    </message>
    <message>
        <source>Image: the reconstruction panels</source>
        <translation>Imagen: los paneles de reconstrucción</translation>
    </message>
    <message>
        <source>Image: the control panel</source>
        <translation>Imagen: el panel de control</translation>
    </message>
    <message>
        <source>Training: the run&apos;s form</source>
        <translation>Entrenamiento: el formulario de la ejecución</translation>
    </message>
    <message>
        <source>Training: the loss and metric plots</source>
        <translation>Entrenamiento: los gráficos de pérdida y métricas</translation>
    </message>
    <message>
        <source>Training: the list of runs</source>
        <translation>Entrenamiento: la lista de ejecuciones</translation>
    </message>
    <message>
        <source>Training: the snapshots</source>
        <translation>Entrenamiento: las instantáneas</translation>
    </message>
    <message>
        <source>Features: the feature maps</source>
        <translation>Características: los mapas de características</translation>
    </message>
    <message>
        <source>Features: the probe</source>
        <translation>Características: la sonda</translation>
    </message>
    <message>
        <source>Generate: the rows of steps</source>
        <translation>Generar: las filas de pasos</translation>
    </message>
    <message>
        <source>Plain text; a blank line starts a paragraph. **bold**, *italic*, `code`, and lines starting with “- ” make a list. No HTML or links.</source>
        <translation>Texto sin formato; una línea en blanco empieza un párrafo. **negrita**, *cursiva*, `código`, y las líneas que empiezan por «- » forman una lista. Sin HTML ni enlaces.</translation>
    </message>
    <message>
        <source>Edit step</source>
        <translation>Editar paso</translation>
    </message>
    <message>
        <source>What to say at this step</source>
        <translation>Qué decir en este paso</translation>
    </message>
    <message>
        <source>Optional: a question for the room</source>
        <translation>Opcional: una pregunta para la clase</translation>
    </message>
    <message>
        <source>Hide the model&apos;s answer until I reveal it (Space)</source>
        <translation>Ocultar la respuesta del modelo hasta que yo la revele (Espacio)</translation>
    </message>
    <message>
        <source>The part of the view the narration talks about: the step scrolls it into sight. It must be on the tab the step shows.</source>
        <translation>La parte de la vista de la que habla la narración: el paso la desplaza a la vista. Debe estar en la pestaña que muestra el paso.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Space starts / stops the training run at this step</source>
        <translation>Espacio inicia / detiene la ejecución de entrenamiento en este paso</translation>
    </message>
    <message>
        <source>Otherwise Space only reveals. For a step that shows the Training tab.</source>
        <translation>Si no, Espacio solo revela. Para un paso que muestra la pestaña Entrenamiento.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Narración</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Foco</translation>
    </message>
    <message>
        <source>The narration is {n} characters; at most {limit}.</source>
        <translation>La narración tiene {n} caracteres; como máximo {limit}.</translation>
    </message>
    <message>
        <source>Space would start a training run, but the step shows the {tab} tab; untick it, or show the Training tab in this step</source>
        <translation>Espacio iniciaría una ejecución de entrenamiento, pero el paso muestra la pestaña {tab}; desmárquelo o muestre la pestaña Entrenamiento en este paso</translation>
    </message>
    <message>
        <source>Edit the lesson</source>
        <translation>Editar la lección</translation>
    </message>
    <message>
        <source>Capture the view on screen as a new step after this one</source>
        <translation>Capturar la vista en pantalla como un paso nuevo después de este</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Edit the selected step&apos;s title, narration, question and reveal</source>
        <translation>Editar el título, la narración, la pregunta y la revelación del paso seleccionado</translation>
    </message>
    <message>
        <source>Update from view</source>
        <translation>Actualizar desde la vista</translation>
    </message>
    <message>
        <source>Replace the current step&apos;s view with the view on screen</source>
        <translation>Sustituir la vista del paso actual por la vista en pantalla</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Lesson title…</source>
        <translation>Título de la lección…</translation>
    </message>
    <message>
        <source>The lesson&apos;s title (menus, the panel and the handout show it)</source>
        <translation>El título de la lección (lo muestran los menús, el panel y el folleto)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save the lesson (.mlmlesson)</source>
        <translation>Guardar la lección (.mlmlesson)</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Double-click or Enter to show this step</source>
        <translation>Doble clic o Intro para mostrar este paso</translation>
    </message>
    <message>
        <source>the answer for this view</source>
        <translation>la respuesta para esta vista</translation>
    </message>
    <message numerus="yes">
        <source>%n try</source>
        <translation>
            <numerusform>%n intento</numerusform>
            <numerusform>%n intentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tries</source>
        <translation>
            <numerusform>%n intento</numerusform>
            <numerusform>%n intentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>Paso {number}</translation>
    </message>
    <message>
        <source>Type a word</source>
        <translation>Escriba una palabra</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Check the answer (retries allowed)</source>
        <translation>Comprobar la respuesta (se permiten reintentos)</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Mostrar la respuesta</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>not right yet</source>
        <translation>aún no es correcta</translation>
    </message>
    <message>
        <source>Your last answer: {answer} ({verdict}, {tries}).</source>
        <translation>Su última respuesta: {answer} ({verdict}, {tries}).</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>Respuesta: {answer}</translation>
    </message>
    <message>
        <source>Your score ({student}): {right} of {total}</source>
        <translation>Su puntuación ({student}): {right} de {total}</translation>
    </message>
    <message>
        <source>Your score: {right} of {total}</source>
        <translation>Su puntuación: {right} de {total}</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>sin responder</translation>
    </message>
    <message>
        <source>Step {number}, {title} ({kind}): {tries}</source>
        <translation>Paso {number}, {title} ({kind}): {tries}</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>Your name, for the answers to “{title}”:</source>
        <translation>Su nombre, para las respuestas de «{title}»:</translation>
    </message>
    <message>
        <source>Cannot read the saved answers: {error}</source>
        <translation>No se pueden leer las respuestas guardadas: {error}</translation>
    </message>
    <message>
        <source>Type a word first.</source>
        <translation>Escriba primero una palabra.</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>Elija primero una respuesta.</translation>
    </message>
    <message>
        <source>The estimate is about this step&apos;s view, shown again now: press Check once the lab has computed it.</source>
        <translation>La estimación trata de la vista de este paso, que se muestra de nuevo: pulse Comprobar cuando el laboratorio la haya calculado.</translation>
    </message>
    <message>
        <source>The lab is still computing {what}: press Check again in a moment.</source>
        <translation>El laboratorio aún está calculando {what}: pulse Comprobar de nuevo en un momento.</translation>
    </message>
    <message>
        <source>Enter your name to have your answers checked and kept.</source>
        <translation>Escriba su nombre para que sus respuestas se comprueben y se guarden.</translation>
    </message>
    <message>
        <source>Not checked: the saved answers cannot be read (see the message above).</source>
        <translation>Sin comprobar: no se pueden leer las respuestas guardadas (vea el mensaje de arriba).</translation>
    </message>
    <message>
        <source>Cannot keep the answer in {path}: {error}</source>
        <translation>No se puede guardar la respuesta en {path}: {error}</translation>
    </message>
    <message>
        <source>Export the students&apos; progress</source>
        <translation>Exportar el progreso de los estudiantes</translation>
    </message>
    <message>
        <source>CSV, one row per student and step (*.csv);;JSON (*.json)</source>
        <translation>CSV, una fila por estudiante y paso (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the progress to {path}: {error}</source>
        <translation>No se puede exportar el progreso a {path}: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n answer(s) to {path}</source>
        <translation>
            <numerusform>Se exportó %n respuesta a {path}</numerusform>
            <numerusform>Se exportaron %n respuestas a {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>(skipped, unreadable: {files})</source>
        <translation>(omitidos, no se pueden leer: {files})</translation>
    </message>
    <message>
        <source>Guess the word</source>
        <translation>Adivine la palabra</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Elegir</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimar</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>PSNR over the hidden patches</source>
        <translation>PSNR sobre los parches ocultos</translation>
    </message>
    <message>
        <source>SSIM over the hidden patches</source>
        <translation>SSIM sobre los parches ocultos</translation>
    </message>
    <message>
        <source>patches hidden</source>
        <translation>parches ocultos</translation>
    </message>
    <message>
        <source>share of patches hidden</source>
        <translation>proporción de parches ocultos</translation>
    </message>
    <message>
        <source>top-1 accuracy at the masked tokens</source>
        <translation>exactitud top-1 en los tokens enmascarados</translation>
    </message>
    <message>
        <source>mean loss at the masked tokens</source>
        <translation>pérdida media en los tokens enmascarados</translation>
    </message>
    <message>
        <source>tokens chosen for prediction</source>
        <translation>tokens elegidos para predecir</translation>
    </message>
    <message>
        <source>No exercise</source>
        <translation>Sin ejercicio</translation>
    </message>
    <message>
        <source>The question (empty: the step&apos;s question)</source>
        <translation>La pregunta (vacía: la pregunta del paso)</translation>
    </message>
    <message>
        <source>Optional: shown with the answer, printed in the teacher&apos;s key</source>
        <translation>Opcional: se muestra con la respuesta y se imprime en la clave del docente</translation>
    </message>
    <message>
        <source>The token index of the blank ([CLS] is 0), as the Text tab&apos;s chips count</source>
        <translation>El índice del token del hueco ([CLS] es 0), contado como las fichas de la pestaña Texto</translation>
    </message>
    <message>
        <source>Other spellings counted right, separated by commas</source>
        <translation>Otras grafías que cuentan como correctas, separadas por comas</translation>
    </message>
    <message>
        <source>One answer a line</source>
        <translation>Una respuesta por línea</translation>
    </message>
    <message>
        <source>The right options&apos; letters, e.g. A, C</source>
        <translation>Las letras de las opciones correctas, p. ej. A, C</translation>
    </message>
    <message>
        <source>Optional: what you measured (the teacher&apos;s key prints it)</source>
        <translation>Opcional: lo que midió (la clave del docente lo imprime)</translation>
    </message>
    <message>
        <source>Optional: a lab state that does the task (JSON)</source>
        <translation>Opcional: un estado del laboratorio que resuelve la tarea (JSON)</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Enunciado</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Blank (token index)</source>
        <translation>Hueco (índice del token)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Also right</source>
        <translation>También correctas</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Right options</source>
        <translation>Opciones correctas</translation>
    </message>
    <message>
        <source>Live figure</source>
        <translation>Cifra en vivo</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Tolerancia</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>Condition (JSON)</source>
        <translation>Condición (JSON)</translation>
    </message>
    <message>
        <source>Solution (JSON)</source>
        <translation>Solución (JSON)</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Revelar</translation>
    </message>
    <message>
        <source>Show the model&apos;s answer (Space)</source>
        <translation>Mostrar la respuesta del modelo (Espacio)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Show the lesson&apos;s steps and the buttons that edit them (hidden while you teach, so the narration has the room)</source>
        <translation>Mostrar los pasos de la lección y los botones que los editan (ocultos mientras enseña, para que la narración tenga el espacio)</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Ninguna lección abierta</translation>
    </message>
    <message>
        <source>Open a lesson from the Lessons menu, or drop a .mlmlesson file on the window.</source>
        <translation>Abra una lección desde el menú Lecciones o suelte un archivo .mlmlesson en la ventana.</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Aún no guardada</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Paso {n} de {total}</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Paso {n}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Question:&lt;/b&gt; {question}</source>
        <translation>&lt;b&gt;Pregunta:&lt;/b&gt; {question}</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>Título de la lección</translation>
    </message>
    <message>
        <source>Title of the lesson:</source>
        <translation>Título de la lección:</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>Guardar la lección</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*{suffix})</source>
        <translation>Lección de MLM Lab (*{suffix})</translation>
    </message>
    <message>
        <source>Cannot save the lesson to {path}: {error}</source>
        <translation>No se puede guardar la lección en {path}: {error}</translation>
    </message>
    <message>
        <source>Saved the lesson to {path}</source>
        <translation>Lección guardada en {path}</translation>
    </message>
    <message>
        <source>Cannot open the lesson: {error}</source>
        <translation>No se puede abrir la lección: {error}</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>Lección sin título</translation>
    </message>
    <message>
        <source>The first step</source>
        <translation>El primer paso</translation>
    </message>
    <message>
        <source>Discard the lesson&apos;s changes?</source>
        <translation>¿Descartar los cambios de la lección?</translation>
    </message>
    <message>
        <source>“{title}” has changes that are not saved. Discard them?</source>
        <translation>«{title}» tiene cambios sin guardar. ¿Descartarlos?</translation>
    </message>
    <message>
        <source>The step now shows the {tab} tab: its focus ({focus}) was on another tab and is cleared (Edit… sets a new one).</source>
        <translation>El paso muestra ahora la pestaña {tab}: su foco ({focus}) estaba en otra pestaña y se borra (Editar… fija uno nuevo).</translation>
    </message>
    <message>
        <source>A lesson needs at least one step: add another before deleting this one.</source>
        <translation>Una lección necesita al menos un paso: añada otro antes de borrar este.</translation>
    </message>
    <message>
        <source>the lesson has no file yet: choose where to save it</source>
        <translation>la lección aún no tiene archivo: elija dónde guardarla</translation>
    </message>
    <message>
        <source>This lesson is shown from its translation: saving it here would replace the English original. Save it under another name.</source>
        <translation>Esta lección se muestra a partir de su traducción: guardarla aquí sustituiría el original en inglés. Guárdela con otro nombre.</translation>
    </message>
    <message>
        <source>Welcome to MLM Lab</source>
        <translation>Bienvenido a MLM Lab</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to MLM Lab&lt;/h2&gt;&lt;p&gt;Start with a guided lesson (a few prepared views, each with a short explanation; Next and Back move through them), or explore on your own. The lessons are also in the &lt;b&gt;Lessons&lt;/b&gt; menu.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Bienvenido a MLM Lab&lt;/h2&gt;&lt;p&gt;Empiece con una lección guiada (unas vistas preparadas, cada una con una breve explicación; Siguiente y Atrás las recorren) o explore por su cuenta. Las lecciones también están en el menú &lt;b&gt;Lecciones&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Explore on my own</source>
        <translation>Explorar por mi cuenta</translation>
    </message>
    <message>
        <source>Show this page when MLM Lab starts</source>
        <translation>Mostrar esta página al iniciar MLM Lab</translation>
    </message>
    <message>
        <source>Press Space or Reveal to show the model&apos;s answer</source>
        <translation>Pulse Espacio o Revelar para mostrar la respuesta del modelo</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>MLM Lab will be in %1 the next time it starts.</source>
        <translation>MLM Lab estará en %1 la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Presentación</translation>
    </message>
    <message>
        <source>Full screen, large high-contrast text, keyboard control (F11)
Left/Right: move the slider · R: resample · H: hide controls · Esc: leave
Space: reveal a lesson&apos;s answer; on the Training tab without a lesson, start/stop training</source>
        <translation>Pantalla completa, texto grande de alto contraste, control por teclado (F11)
Izquierda/Derecha: mover el control deslizante · R: volver a muestrear · H: ocultar controles · Esc: salir
Espacio: mostrar la respuesta de una lección; en la pestaña Entrenamiento sin lección, iniciar/detener el entrenamiento</translation>
    </message>
    <message>
        <source>Hide controls</source>
        <translation>Ocultar controles</translation>
    </message>
    <message>
        <source>Hide the control panels so the panes fill the screen (H)</source>
        <translation>Ocultar los paneles de control para que las vistas llenen la pantalla (H)</translation>
    </message>
    <message>
        <source>Export view as PNG…</source>
        <translation>Exportar vista como PNG…</translation>
    </message>
    <message>
        <source>Export metrics as CSV…</source>
        <translation>Exportar métricas como CSV…</translation>
    </message>
    <message>
        <source>Save lab state…</source>
        <translation>Guardar estado del laboratorio…</translation>
    </message>
    <message>
        <source>Save tab, text, image, strategy, probabilities, seed and model to a .mlmlab file</source>
        <translation>Guardar pestaña, texto, imagen, estrategia, probabilidades, semilla y modelo en un archivo .mlmlab</translation>
    </message>
    <message>
        <source>Open lab state…</source>
        <translation>Abrir estado del laboratorio…</translation>
    </message>
    <message>
        <source>Open image…</source>
        <translation>Abrir imagen…</translation>
    </message>
    <message>
        <source>Open model folder…</source>
        <translation>Abrir carpeta de modelo…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
    <message>
        <source> Model: </source>
        <translation> Modelo: </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Save the current view as a PNG picture, SVG / PDF, an animation or a web page, or its metrics as CSV</source>
        <translation>Guardar la vista actual como imagen PNG, SVG / PDF, animación o página web, o sus métricas como CSV</translation>
    </message>
    <message>
        <source>Lab file</source>
        <translation>Archivo de laboratorio</translation>
    </message>
    <message>
        <source>Save or open the whole lab state (.mlmlab): hand students a starting point</source>
        <translation>Guardar o abrir todo el estado del laboratorio (.mlmlab): dé a los estudiantes un punto de partida</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>%1 tab</source>
        <translation>Pestaña %1</translation>
    </message>
    <message>
        <source>Next tab</source>
        <translation>Pestaña siguiente</translation>
    </message>
    <message>
        <source>Previous tab</source>
        <translation>Pestaña anterior</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Device: …</source>
        <translation>Dispositivo: …</translation>
    </message>
    <message>
        <source>Where the Text and Image tabs run their model</source>
        <translation>Dónde ejecutan su modelo las pestañas Texto e Imagen</translation>
    </message>
    <message>
        <source>Models: loading…</source>
        <translation>Modelos: cargando…</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Black text on white with heavy outlines on every control (remembered)</source>
        <translation>Texto negro sobre blanco con contornos gruesos en cada control (se recuerda)</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Tamaño del texto</translation>
    </message>
    <message>
        <source>Stopping the training run (Space): it keeps its last checkpoint.</source>
        <translation>Deteniendo la ejecución de entrenamiento (Espacio): conserva su último checkpoint.</translation>
    </message>
    <message>
        <source>Training started (Space). Space again stops it.</source>
        <translation>Entrenamiento iniciado (Espacio). Espacio otra vez lo detiene.</translation>
    </message>
    <message>
        <source>MLM Lab</source>
        <translation>MLM Lab</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Cargando %1…</translation>
    </message>
    <message>
        <source>Using {models}</source>
        <translation>Usando {models}</translation>
    </message>
    <message>
        <source>{problem}. Pick a model with the Model menu in the toolbar.</source>
        <translation>{problem}. Elija un modelo con el menú Modelo de la barra de herramientas.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Could not load the model from %1: %2. Still using %3.</source>
        <translation>No se pudo cargar el modelo desde %1: %2. Se sigue usando %3.</translation>
    </message>
    <message>
        <source>Device: {device}</source>
        <translation>Dispositivo: {device}</translation>
    </message>
    <message>
        <source>Loading the models…</source>
        <translation>Cargando los modelos…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Run: {name}</source>
        <translation>Ejecución: {name}</translation>
    </message>
    <message>
        <source>Open a model folder or a training run</source>
        <translation>Abrir una carpeta de modelo o una ejecución de entrenamiento</translation>
    </message>
    <message>
        <source>Stop training?</source>
        <translation>¿Detener el entrenamiento?</translation>
    </message>
    <message>
        <source>A training run is still going. Stop it and close MLM Lab?
The run keeps its last checkpoint and can be resumed later.</source>
        <translation>Todavía hay una ejecución de entrenamiento en marcha. ¿Detenerla y cerrar MLM Lab?
La ejecución conserva su último checkpoint y puede reanudarse más tarde.</translation>
    </message>
    <message>
        <source>text masked LM</source>
        <translation>modelo de lenguaje enmascarado de texto</translation>
    </message>
    <message>
        <source>MAE (image)</source>
        <translation>MAE (imagen)</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>no compatible</translation>
    </message>
    <message>
        <source>image features (ViT, DINOv2)</source>
        <translation>características de imagen (ViT, DINOv2)</translation>
    </message>
    <message>
        <source>Which model the Text and Image tabs use: the bundled ones, a training run&apos;s newest checkpoint, or a model folder</source>
        <translation>Qué modelo usan las pestañas Texto e Imagen: los incluidos, el punto de control más reciente de una ejecución de entrenamiento o una carpeta de modelo</translation>
    </message>
    <message>
        <source>Bundled models</source>
        <translation>Modelos incluidos</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Carpeta: %1</translation>
    </message>
    <message>
        <source>Model folder…</source>
        <translation>Carpeta de modelo…</translation>
    </message>
    <message>
        <source>%1, image features</source>
        <translation>%1, características de imagen</translation>
    </message>
    <message>
        <source>HF cache: %1 (%2, %3)</source>
        <translation>Caché de HF: %1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>%1 no se puede usar: %2</translation>
    </message>
    <message>
        <source>Cannot save {path}: {error}</source>
        <translation>No se puede guardar {path}: {error}</translation>
    </message>
    <message>
        <source>Cannot write {path}: {error}</source>
        <translation>No se puede escribir {path}: {error}</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>Exportar animación…</translation>
    </message>
    <message>
        <source>Record a slider sweep, seeds, rounds or a run&apos;s checkpoints as GIF, APNG or MP4</source>
        <translation>Grabar un barrido del control deslizante, semillas, rondas o los puntos de control de una ejecución como GIF, APNG o MP4</translation>
    </message>
    <message>
        <source>Export as SVG or PDF…</source>
        <translation>Exportar como SVG o PDF…</translation>
    </message>
    <message>
        <source>The tab or one pane as vectors: text stays text, plots stay vectors</source>
        <translation>La pestaña o una vista como vectores: el texto sigue siendo texto y los gráficos siguen siendo vectores</translation>
    </message>
    <message>
        <source>Export web page…</source>
        <translation>Exportar página web…</translation>
    </message>
    <message>
        <source>One self-contained HTML file: the Text view and an Image ratio slider</source>
        <translation>Un único archivo HTML autónomo: la vista de Texto y un control de proporción de Imagen</translation>
    </message>
    <message>
        <source>There are no metrics to export yet.</source>
        <translation>Aún no hay métricas que exportar.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n row(s) to {path}</source>
        <translation>
            <numerusform>Se escribió %n fila en {path}</numerusform>
            <numerusform>Se escribieron %n filas en {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Se guardó {path}</translation>
    </message>
    <message>
        <source>Export the view as PNG</source>
        <translation>Exportar la vista como PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Export metrics as CSV</source>
        <translation>Exportar las métricas como CSV</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabla CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export: {error}</source>
        <translation>No se puede exportar: {error}</translation>
    </message>
    <message>
        <source>Export a web page</source>
        <translation>Exportar una página web</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>the bundled models</source>
        <translation>los modelos incluidos</translation>
    </message>
    <message>
        <source>CPU ({n} cores)</source>
        <translation>CPU ({n} núcleos)</translation>
    </message>
    <message>
        <source>(training can use {gpu})</source>
        <translation>(el entrenamiento puede usar {gpu})</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Cannot open the lab file: {error}</source>
        <translation>No se puede abrir el archivo del laboratorio: {error}</translation>
    </message>
    <message>
        <source>Saved the lab state to {path}</source>
        <translation>Estado del laboratorio guardado en {path}</translation>
    </message>
    <message>
        <source>Opened {name}, but {notes} (ignored).</source>
        <translation>Se abrió {name}, pero {notes} (se ignora).</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>Se abrió {name}</translation>
    </message>
    <message>
        <source>Save the lab state</source>
        <translation>Guardar el estado del laboratorio</translation>
    </message>
    <message>
        <source>MLM Lab state (*{suffix})</source>
        <translation>Estado de MLM Lab (*{suffix})</translation>
    </message>
    <message>
        <source>Open a lab state</source>
        <translation>Abrir un estado del laboratorio</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot use that image: {error}. The previous image stays.</source>
        <translation>No se puede usar esa imagen: {error}. Se mantiene la imagen anterior.</translation>
    </message>
    <message>
        <source>Cannot open {name}: {error}</source>
        <translation>No se puede abrir {name}: {error}</translation>
    </message>
    <message>
        <source>hide: hides every tab ({names}); a lab file must leave at least one tab to show</source>
        <translation>hide: oculta todas las pestañas ({names}); un archivo del laboratorio debe dejar al menos una pestaña visible</translation>
    </message>
    <message>
        <source>its hide list names no control: {names}</source>
        <translation>su lista de ocultos no nombra ningún control: {names}</translation>
    </message>
    <message>
        <source>it holds settings this version does not know: {names}</source>
        <translation>contiene ajustes que esta versión no conoce: {names}</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Trabajando…</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Inactivo</translation>
    </message>
    <message>
        <source>no such model folder (not found): {path}</source>
        <translation>no existe esa carpeta de modelo (no se encontró): {path}</translation>
    </message>
    <message>
        <source>no model.safetensors and no config.json in {path} (its pytorch_model.bin is a pickle, which the lab never opens), and it is not a training run with a checkpoint</source>
        <translation>no hay model.safetensors ni config.json en {path} (su pytorch_model.bin es un pickle, que el laboratorio nunca abre), y no es una ejecución de entrenamiento con un checkpoint</translation>
    </message>
    <message>
        <source>no model.safetensors and no config.json in {path}, and it is not a training run with a checkpoint</source>
        <translation>no hay model.safetensors ni config.json en {path}, y no es una ejecución de entrenamiento con un checkpoint</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>incluido</translation>
    </message>
    <message>
        <source>run %1 @ %2</source>
        <translation>ejecución %1 @ %2</translation>
    </message>
    <message>
        <source>bundled %1</source>
        <translation>%1 incluido</translation>
    </message>
    <message>
        <source>{folder}/config.json does not say which model it holds (no known &quot;kind&quot;)</source>
        <translation>{folder}/config.json no dice qué modelo contiene (ningún &quot;kind&quot; conocido)</translation>
    </message>
    <message>
        <source>cannot load {folder}: {error}</source>
        <translation>no se puede cargar {folder}: {error}</translation>
    </message>
    <message>
        <source>The user guide is not built yet: run “make docs” in %1, then choose Help &gt; User guide again (it opens %2).</source>
        <translation>La guía de usuario aún no está generada: ejecute «make docs» en %1 y vuelva a elegir Ayuda &gt; Guía de usuario (abre %2).</translation>
    </message>
    <message>
        <source>No built user guide at %2. Build it with “make docs” in a source checkout of MLM Lab (%1 is not one), or set MLM_LAB_DOCS_SITE to a folder holding a built copy.</source>
        <translation>No hay una guía de usuario generada en %2. Genérela con «make docs» en una copia del código fuente de MLM Lab (%1 no lo es), o ponga en MLM_LAB_DOCS_SITE una carpeta con una copia generada.</translation>
    </message>
    <message>
        <source>Opened the user guide in the browser: %1</source>
        <translation>Guía de usuario abierta en el navegador: %1</translation>
    </message>
    <message>
        <source>Could not open a browser. Open %1 in one to read the user guide.</source>
        <translation>No se pudo abrir un navegador. Abra %1 en uno para leer la guía de usuario.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guía de usuario</translation>
    </message>
    <message>
        <source>Open the documentation (built with make docs) in the browser</source>
        <translation>Abrir la documentación (generada con make docs) en el navegador</translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Masked language modeling (BERT): hide words and watch the model guess them</source>
        <translation>Modelado de lenguaje enmascarado (BERT): oculte palabras y vea cómo el modelo las adivina</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Masked autoencoding (MAE): hide image patches and watch them rebuilt</source>
        <translation>Autocodificación enmascarada (MAE): oculte parches de la imagen y vea cómo se reconstruyen</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Pretrain a tiny model yourself and watch it learn</source>
        <translation>Preentrene usted mismo un modelo diminuto y véalo aprender</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Rasgos</translation>
    </message>
    <message>
        <source>What the encoder learned: PCA maps, patch similarity, token neighbours, linear probes per layer</source>
        <translation>Lo que aprendió el codificador: mapas PCA, similitud entre parches, vecinos de tokens, sondas lineales por capa</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>Generation by unmasking (masked diffusion, MDLM / LLaDA): start from [MASK] everywhere and watch the model reveal the tokens round by round</source>
        <translation>Generación por desenmascarado (difusión enmascarada, MDLM / LLaDA): empiece con [MASK] en todas partes y vea cómo el modelo revela los tokens ronda a ronda</translation>
    </message>
</context>
<context>
    <name>TextTab</name>
    <message>
        <source>Attention appears when the model is loaded.</source>
        <translation>La atención aparece cuando se carga el modelo.</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>Which Transformer layer&apos;s attention to show (1 = closest to the input).</source>
        <translation>La atención de qué capa del Transformer se muestra (1 = la más cercana a la entrada).</translation>
    </message>
    <message>
        <source>Which attention head of that layer; the mean averages every head.</source>
        <translation>Qué cabeza de atención de esa capa; la media promedia todas las cabezas.</translation>
    </message>
    <message>
        <source>Attention in</source>
        <translation>Atención en</translation>
    </message>
    <message>
        <source>The selected token&apos;s attention over the sentence: darker = more attention.</source>
        <translation>La atención del token seleccionado sobre la frase: más oscuro = más atención.</translation>
    </message>
    <message>
        <source>The whole attention matrix of this layer and head: row = the token that looks, column = the token it looks at; each row sums to 1. The red box is the selected token.</source>
        <translation>La matriz de atención completa de esta capa y cabeza: fila = el token que mira, columna = el token al que mira; cada fila suma 1. El recuadro rojo es el token seleccionado.</translation>
    </message>
    <message>
        <source>token that looks</source>
        <translation>token que mira</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>token mirado</translation>
    </message>
    <message>
        <source>mean of all heads</source>
        <translation>media de todas las cabezas</translation>
    </message>
    <message>
        <source>head {n}</source>
        <translation>cabeza {n}</translation>
    </message>
    <message>
        <source>Waiting for the model…</source>
        <translation>Esperando al modelo…</translation>
    </message>
    <message>
        <source>Click a token to see where it looks.</source>
        <translation>Haga clic en un token para ver adónde mira.</translation>
    </message>
    <message>
        <source>{token}: {percent} of the attention of &apos;{source}&apos;</source>
        <translation>{token}: {percent} de la atención de «{source}»</translation>
    </message>
    <message>
        <source>the mean of all heads</source>
        <translation>la media de todas las cabezas</translation>
    </message>
    <message>
        <source>Where &lt;b&gt;{token}&lt;/b&gt; (position {position}) looks, layer {layer}, {head}: most at &lt;b&gt;{best}&lt;/b&gt; ({percent}).</source>
        <translation>Adónde mira &lt;b&gt;{token}&lt;/b&gt; (posición {position}), capa {layer}, {head}: sobre todo a &lt;b&gt;{best}&lt;/b&gt; ({percent}).</translation>
    </message>
    <message>
        <source>Choose the permutation strategy to see an XLNet factorization order.</source>
        <translation>Elija la estrategia de permutación para ver un orden de factorización de XLNet.</translation>
    </message>
    <message>
        <source>a token sees itself (content stream)</source>
        <translation>un token se ve a sí mismo (flujo de contenido)</translation>
    </message>
    <message>
        <source>XLNet has two streams. The query stream, which makes the prediction, must not see the token it predicts (unchecked); the content stream, which later tokens read, includes it (checked).</source>
        <translation>XLNet tiene dos flujos. El flujo de consulta, que hace la predicción, no debe ver el token que predice (sin marcar); el flujo de contenido, que leen los tokens posteriores, lo incluye (marcado).</translation>
    </message>
    <message>
        <source>The tokens in the order they are predicted; the number is the step.</source>
        <translation>Los tokens en el orden en que se predicen; el número es el paso.</translation>
    </message>
    <message>
        <source>Row = the token being predicted, column = a token it may look at (bright = allowed). Everything above a token in the order is visible to it.</source>
        <translation>Fila = el token que se predice, columna = un token al que puede mirar (claro = permitido). Todo lo que precede a un token en el orden es visible para él.</translation>
    </message>
    <message>
        <source>predicting</source>
        <translation>se predice</translation>
    </message>
    <message>
        <source>may look at</source>
        <translation>puede mirar</translation>
    </message>
    <message>
        <source>Choose “Permutation order (XLNet)” to see a factorization order and its mask.</source>
        <translation>Elija «Orden de permutación (XLNet)» para ver un orden de factorización y su máscara.</translation>
    </message>
    <message>
        <source>step {n}</source>
        <translation>paso {n}</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is predicted at step {n} of {total}</source>
        <translation>«{token}» se predice en el paso {n} de {total}</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s), predicted in the order below (blue: the {counted} the loss counts). Click a token to follow it.</source>
        <translation>
            <numerusform>%n token, predicho en el orden de abajo (azul: los {counted} que cuenta la pérdida). Haga clic en un token para seguirlo.</numerusform>
            <numerusform>%n tokens, predichos en el orden de abajo (azul: los {counted} que cuenta la pérdida). Haga clic en un token para seguirlo.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing: it comes first</source>
        <translation>nada: va primero</translation>
    </message>
    <message>
        <source>&lt;b&gt;{token}&lt;/b&gt; is predicted at step {n} and may look at: {seen}.</source>
        <translation>&lt;b&gt;{token}&lt;/b&gt; se predice en el paso {n} y puede mirar: {seen}.</translation>
    </message>
    <message>
        <source>replaced by [MASK]</source>
        <translation>sustituido por [MASK]</translation>
    </message>
    <message>
        <source>replaced by a random token</source>
        <translation>sustituido por un token aleatorio</translation>
    </message>
    <message>
        <source>kept, but predicted</source>
        <translation>conservado, pero predicho</translation>
    </message>
    <message>
        <source>untouched</source>
        <translation>intacto</translation>
    </message>
    <message>
        <source>special token (never masked)</source>
        <translation>token especial (nunca enmascarado)</translation>
    </message>
    <message>
        <source>dropped (T5)</source>
        <translation>eliminado (T5)</translation>
    </message>
    <message>
        <source>sentinel &lt;extra_id_k&gt;</source>
        <translation>centinela &lt;extra_id_k&gt;</translation>
    </message>
    <message>
        <source>predicted (last in the order)</source>
        <translation>predicho (último en el orden)</translation>
    </message>
    <message>
        <source>The model sees [MASK] here and must guess the original token.</source>
        <translation>El modelo ve aquí [MASK] y debe adivinar el token original.</translation>
    </message>
    <message>
        <source>The model sees a random token here, and must still guess the original one.</source>
        <translation>El modelo ve aquí un token aleatorio y aun así debe adivinar el original.</translation>
    </message>
    <message>
        <source>The model sees the original token here, but is still asked to predict it (and scored on it).</source>
        <translation>El modelo ve aquí el token original, pero aun así debe predecirlo (y se le puntúa por ello).</translation>
    </message>
    <message>
        <source>Left as it is; the model is not asked about it.</source>
        <translation>Se deja como está; no se le pregunta al modelo por él.</translation>
    </message>
    <message>
        <source>[CLS], [SEP] and unknown-word tokens are never chosen for masking.</source>
        <translation>[CLS], [SEP] y los tokens de palabra desconocida nunca se eligen para enmascarar.</translation>
    </message>
    <message>
        <source>Dropped from the input: T5 puts one sentinel for the whole span and asks for the tokens in the target.</source>
        <translation>Eliminado de la entrada: T5 pone un centinela para todo el tramo y pide sus tokens en el objetivo.</translation>
    </message>
    <message>
        <source>A sentinel stands for one dropped span; in the target it announces the tokens of that span.</source>
        <translation>Un centinela representa un tramo eliminado; en el objetivo anuncia los tokens de ese tramo.</translation>
    </message>
    <message>
        <source>Predicted from the tokens before it in the factorization order.</source>
        <translation>Se predice a partir de los tokens anteriores en el orden de factorización.</translation>
    </message>
    <message>
        <source>token {i}, {token}</source>
        <translation>token {i}, {token}</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>seleccionado</translation>
    </message>
    <message>
        <source>What the chip colours and symbols mean</source>
        <translation>Qué significan los colores y símbolos de las fichas</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>mask p</source>
        <translation>máscara p</translation>
    </message>
    <message>
        <source>Waiting for the tab&apos;s model…</source>
        <translation>Esperando el modelo de la pestaña…</translation>
    </message>
    <message>
        <source>Preparing {model}…</source>
        <translation>Preparando {model}…</translation>
    </message>
    <message>
        <source>{model} (same model)</source>
        <translation>{model} (el mismo modelo)</translation>
    </message>
    <message>
        <source>{model} (same model, mask p {percent})</source>
        <translation>{model} (el mismo modelo, enmascarado p {percent})</translation>
    </message>
    <message>
        <source>random-init twin of {model}</source>
        <translation>gemelo de {model} con inicialización aleatoria</translation>
    </message>
    <message>
        <source>bundled text-tiny</source>
        <translation>text-tiny incluido</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lado a lado&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side&lt;/b&gt; compares the models&apos; predictions: choose random, whole word, span or by hand.</source>
        <translation>&lt;b&gt;Lado a lado&lt;/b&gt; compara las predicciones de los modelos: elija aleatorio, palabra completa, tramo o a mano.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;Lado a lado:&lt;/b&gt; {hint}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; comparing…</source>
        <translation>&lt;b&gt;Lado a lado:&lt;/b&gt; comparando…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Left vs right:&lt;/b&gt; {summary}</source>
        <translation>&lt;b&gt;Izquierda frente a derecha:&lt;/b&gt; {summary}</translation>
    </message>
    <message>
        <source>Top-1 and top-5 per masked position, left → right:</source>
        <translation>Top-1 y top-5 por posición enmascarada, izquierda → derecha:</translation>
    </message>
    <message>
        <source>The model on the right could not answer ({error}).</source>
        <translation>El modelo de la derecha no pudo responder ({error}).</translation>
    </message>
    <message>
        <source>Write your own…</source>
        <translation>Escriba el suyo…</translation>
    </message>
    <message>
        <source>By hand, every picked token becomes [MASK]; the 80/10/10 rule is not used.</source>
        <translation>A mano, cada token elegido pasa a ser [MASK]; no se usa la regla 80/10/10.</translation>
    </message>
    <message>
        <source>T5 replaces whole spans by sentinels; the 80/10/10 rule is not used.</source>
        <translation>T5 sustituye tramos enteros por centinelas; no se usa la regla 80/10/10.</translation>
    </message>
    <message>
        <source>XLNet uses no [MASK]; the 80/10/10 rule is not used.</source>
        <translation>XLNet no usa [MASK]; no se usa la regla 80/10/10.</translation>
    </message>
    <message>
        <source>The text is {length} characters long: the box keeps the first {kept} and the rest is cut off (the model reads only the first tokens anyway).</source>
        <translation>El texto tiene {length} caracteres: el cuadro conserva los primeros {kept} y el resto se corta (el modelo solo lee los primeros tokens de todos modos).</translation>
    </message>
    <message>
        <source>Text controls</source>
        <translation>Controles de texto</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Frase</translation>
    </message>
    <message>
        <source>Ready example sentences; or choose “Write your own…” and type in the box below.</source>
        <translation>Frases de ejemplo listas; o elija «Write your own…» y escriba en el cuadro de abajo.</translation>
    </message>
    <message>
        <source>Type a sentence…</source>
        <translation>Escriba una frase…</translation>
    </message>
    <message>
        <source>The text to mask. It is split into WordPiece tokens; text longer than the model can read is cut off (you are told when).</source>
        <translation>El texto que se enmascara. Se divide en tokens WordPiece; el texto más largo de lo que el modelo puede leer se corta (se le avisa cuándo).</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>Enmascarado</translation>
    </message>
    <message>
        <source>How tokens are chosen for the model to predict; the paragraph below explains the one in use.</source>
        <translation>Cómo se eligen los tokens que el modelo debe predecir; el párrafo de abajo explica la estrategia en uso.</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Estrategia</translation>
    </message>
    <message>
        <source>p: the expected fraction of tokens chosen for prediction (BERT uses 15 %). Left/Right keys move it in presentation mode.</source>
        <translation>p: la fracción esperada de tokens elegidos para predecir (BERT usa el 15 %). En modo presentación lo mueven las teclas Izquierda/Derecha.</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>Probabilidad de máscara</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share replaced by [MASK].</source>
        <translation>De los tokens elegidos, la parte que se sustituye por [MASK].</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share replaced by a random token from the vocabulary.</source>
        <translation>De los tokens elegidos, la parte que se sustituye por un token aleatorio del vocabulario.</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share left unchanged (the model is still asked about them).</source>
        <translation>De los tokens elegidos, la parte que se deja sin cambios (aun así se le pregunta al modelo por ellos).</translation>
    </message>
    <message>
        <source>→ [MASK]</source>
        <translation>→ [MASK]</translation>
    </message>
    <message>
        <source>→ random token</source>
        <translation>→ token aleatorio</translation>
    </message>
    <message>
        <source>→ kept</source>
        <translation>→ sin cambios</translation>
    </message>
    <message>
        <source>The three always sum to 1: changing one scales the other two.</source>
        <translation>Los tres siempre suman 1: al cambiar uno se reescalan los otros dos.</translation>
    </message>
    <message>
        <source>Chosen tokens</source>
        <translation>Tokens elegidos</translation>
    </message>
    <message>
        <source>BERT&apos;s 80/10/10 rule: what happens to a token chosen for prediction.</source>
        <translation>La regla 80/10/10 de BERT: qué le ocurre a un token elegido para predecir.</translation>
    </message>
    <message>
        <source>The random seed: the same seed and settings always give the same mask.</source>
        <translation>La semilla aleatoria: la misma semilla y los mismos ajustes siempre dan la misma máscara.</translation>
    </message>
    <message>
        <source>Resample</source>
        <translation>Volver a muestrear</translation>
    </message>
    <message>
        <source>Draw a new mask with the same settings (the next seed). Key: R.</source>
        <translation>Sortear una máscara nueva con los mismos ajustes (la siguiente semilla). Tecla: R.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>What this strategy does</source>
        <translation>Qué hace esta estrategia</translation>
    </message>
    <message>
        <source>A plain-words description of the current strategy.</source>
        <translation>Una descripción en palabras sencillas de la estrategia actual.</translation>
    </message>
    <message>
        <source>BERT&apos;s 80/10/10 rule, editable.</source>
        <translation>La regla 80/10/10 de BERT, editable.</translation>
    </message>
    <message>
        <source>Occlusion</source>
        <translation>Oclusión</translation>
    </message>
    <message>
        <source>Integrated gradients</source>
        <translation>Gradientes integrados</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>Gradiente × entrada</translation>
    </message>
    <message>
        <source>Layer lens</source>
        <translation>Lente por capas</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Attention rollout</translation>
    </message>
    <message>
        <source>how much log p(target) drops when this token is hidden ([MASK])</source>
        <translation>cuánto baja log p(objetivo) cuando se oculta este token ([MASK])</translation>
    </message>
    <message>
        <source>this token&apos;s share of log p(target) minus log p(target | every word [MASK]) (integrated gradients)</source>
        <translation>la parte de este token en log p(objetivo) menos log p(objetivo | cada palabra [MASK]) (gradientes integrados)</translation>
    </message>
    <message>
        <source>gradient of log p(target) times (embedding − [MASK]&apos;s embedding), at the input only</source>
        <translation>gradiente de log p(objetivo) por (embedding − embedding de [MASK]), solo en la entrada</translation>
    </message>
    <message>
        <source>no score per token: the table reads the model&apos;s guess at every layer</source>
        <translation>ninguna puntuación por token: la tabla lee la conjetura del modelo en cada capa</translation>
    </message>
    <message>
        <source>the share of the position&apos;s attention rollout (all layers, residual included) on this token</source>
        <translation>la parte del attention rollout de la posición (todas las capas, con la residual) sobre este token</translation>
    </message>
    <message>
        <source>Hides one token at a time: two tokens that stand in for each other both look unimportant; [MASK] for one word is out of distribution only mildly for an MLM, which trained on [MASK]s.</source>
        <translation>Oculta un token cada vez: dos tokens que se sustituyen entre sí parecen ambos poco importantes; [MASK] en una palabra está solo un poco fuera de la distribución para un MLM, que se entrenó con [MASK].</translation>
    </message>
    <message>
        <source>Depends on the baseline (here every word [MASK]): the scores add up to the change from it (completeness), which is not the same as importance.</source>
        <translation>Depende de la línea base (aquí cada palabra [MASK]): las puntuaciones suman el cambio respecto a ella (completitud), que no es lo mismo que importancia.</translation>
    </message>
    <message>
        <source>Not complete: one gradient at the input does not add up to the change in log p (see its gap); saturated tokens get little.</source>
        <translation>No es completo: un gradiente en la entrada no suma el cambio de log p (vea su desfase); los tokens saturados reciben poco.</translation>
    </message>
    <message>
        <source>Early layers were never trained to be read by the MLM head: it shows when the guess becomes readable, not what a layer knows.</source>
        <translation>Las primeras capas nunca se entrenaron para que las leyera la cabeza MLM: muestra cuándo la conjetura se vuelve legible, no lo que sabe una capa.</translation>
    </message>
    <message>
        <source>Attention is not explanation (Jain &amp; Wallace 2019): it shows where information may flow, not that the guess uses it.</source>
        <translation>La atención no es explicación (Jain &amp; Wallace 2019): muestra por dónde puede fluir la información, no que la conjetura la use.</translation>
    </message>
    <message>
        <source>Click a predicted chip (a masked position), then Why?</source>
        <translation>Haga clic en una ficha predicha (una posición enmascarada) y luego en ¿Por qué?</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <source>Explain the guess at the clicked predicted chip: which context tokens it rests on (occlusion, gradients), how it forms layer by layer, where attention goes</source>
        <translation>Explicar la conjetura de la ficha predicha seleccionada: en qué tokens de contexto se apoya (oclusión, gradientes), cómo se forma capa a capa, adónde va la atención</translation>
    </message>
    <message>
        <source>How the guess is explained (each method&apos;s known failure mode is said under the strip)</source>
        <translation>Cómo se explica la conjetura (el fallo conocido de cada método se indica bajo la franja)</translation>
    </message>
    <message>
        <source>Explain which token: the model&apos;s top-1, another of its top-5, or the true one</source>
        <translation>Qué token explicar: el top-1 del modelo, otro de su top-5 o el verdadero</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close the explanation</source>
        <translation>Cerrar la explicación</translation>
    </message>
    <message>
        <source>The MLM head read at every layer&apos;s hidden state of the position (0: the embeddings): the top-5 with probabilities, and the target&apos;s probability and rank</source>
        <translation>La cabeza MLM aplicada al estado oculto de la posición en cada capa (0: las incrustaciones): el top-5 con probabilidades, y la probabilidad y el rango del objetivo</translation>
    </message>
    <message>
        <source>Every layer × head (click one to open it large):</source>
        <translation>Cada capa × cabeza (haga clic en una para ampliarla):</translation>
    </message>
    <message>
        <source>Why? (explain this guess)</source>
        <translation>¿Por qué? (explicar esta conjetura)</translation>
    </message>
    <message>
        <source>Why? needs a model: none is loaded yet.</source>
        <translation>¿Por qué? necesita un modelo: aún no hay ninguno cargado.</translation>
    </message>
    <message>
        <source>Type a sentence first.</source>
        <translation>Escriba primero una frase.</translation>
    </message>
    <message>
        <source>Why? explains a masked LM&apos;s guess; the {strategy} view has none.</source>
        <translation>¿Por qué? explica la conjetura de un modelo de lenguaje enmascarado; la vista {strategy} no tiene ninguna.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Token {position} is not one the model is asked about (predicted positions: {asked}).</source>
        <translation>Al modelo no se le pregunta por el token {position} (posiciones predichas: {asked}).</translation>
    </message>
    <message>
        <source>The explanation is closed.</source>
        <translation>La explicación se ha cerrado.</translation>
    </message>
    <message>
        <source>Explaining position {n}…</source>
        <translation>Explicando la posición {n}…</translation>
    </message>
    <message>
        <source>Cannot explain this: {error}</source>
        <translation>No se puede explicar: {error}</translation>
    </message>
    <message>
        <source>Why?: {error}</source>
        <translation>¿Por qué?: {error}</translation>
    </message>
    <message>
        <source>(true: &lt;b&gt;{token}&lt;/b&gt;)</source>
        <translation>(verdadero: &lt;b&gt;{token}&lt;/b&gt;)</translation>
    </message>
    <message>
        <source>Why &lt;b&gt;{target}&lt;/b&gt; at position {position}?</source>
        <translation>¿Por qué &lt;b&gt;{target}&lt;/b&gt; en la posición {position}?</translation>
    </message>
    <message>
        <source>The model saw &lt;b&gt;{token}&lt;/b&gt; at the position; the explanation asks with [MASK] there.</source>
        <translation>El modelo vio &lt;b&gt;{token}&lt;/b&gt; en la posición; la explicación pregunta con [MASK] en ella.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The number:&lt;/b&gt; {meaning}.</source>
        <translation>&lt;b&gt;El número:&lt;/b&gt; {meaning}.</translation>
    </message>
    <message>
        <source>Known failure mode: {failure}</source>
        <translation>Modo de fallo conocido: {failure}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Completeness:&lt;/b&gt; the scores sum to {sum}; f(input) − f(baseline) = {f_input} − ({f_baseline}) = {delta}; gap {gap}</source>
        <translation>&lt;b&gt;Completitud:&lt;/b&gt; las puntuaciones suman {sum}; f(entrada) − f(línea base) = {f_input} − ({f_baseline}) = {delta}; desfase {gap}</translation>
    </message>
    <message>
        <source>at {n} steps</source>
        <translation>con {n} pasos</translation>
    </message>
    <message>
        <source>(baseline: every word [MASK], [CLS]/[SEP] kept)</source>
        <translation>(línea base: cada palabra [MASK], [CLS]/[SEP] conservados)</translation>
    </message>
    <message>
        <source>top-1: {token} ({percent})</source>
        <translation>top-1: {token} ({percent})</translation>
    </message>
    <message>
        <source>true: {token}</source>
        <translation>verdadero: {token}</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>embeddings</translation>
    </message>
    <message>
        <source>block {n} (output)</source>
        <translation>bloque {n} (salida)</translation>
    </message>
    <message>
        <source>block {n}</source>
        <translation>bloque {n}</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>ronda {n}</translation>
    </message>
    <message>
        <source>guessed &apos;{guess}&apos; ({percent}); the true token is &apos;{token}&apos;</source>
        <translation>conjetura «{guess}» ({percent}); el token verdadero es «{token}»</translation>
    </message>
    <message>
        <source>not masked here</source>
        <translation>aquí sin enmascarar</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{right} of {total}&lt;/b&gt; right, %n forward pass(es)</source>
        <translation>
            <numerusform>&lt;b&gt;{right} de {total}&lt;/b&gt; correctos, %n pasada hacia delante</numerusform>
            <numerusform>&lt;b&gt;{right} de {total}&lt;/b&gt; correctos, %n pasadas hacia delante</numerusform>
        </translation>
    </message>
    <message>
        <source>Every token the model is asked about is hidden as [MASK] and filled in two ways. Green: the guess is the true token; red: it is not.</source>
        <translation>Cada token por el que se pregunta al modelo se oculta como [MASK] y se rellena de dos formas. Verde: la conjetura es el token verdadero; rojo: no lo es.</translation>
    </message>
    <message>
        <source>All at once (one pass)</source>
        <translation>Todas a la vez (una pasada)</translation>
    </message>
    <message>
        <source>What BERT&apos;s fill-mask pipeline does: one forward pass, and each mask takes its own top-1 guess, without knowing what the other masks became.</source>
        <translation>Lo que hace la canalización fill-mask de BERT: una pasada hacia delante, y cada máscara toma su propia conjetura top-1, sin saber en qué se convirtieron las demás.</translation>
    </message>
    <message>
        <source>One by one (MaskGIT style)</source>
        <translation>Una a una (estilo MaskGIT)</translation>
    </message>
    <message>
        <source>Each round fills only the mask the model is most confident about, then predicts the rest again with that word in place, so later guesses can agree with earlier ones.</source>
        <translation>Cada ronda rellena solo la máscara de la que el modelo está más seguro y luego vuelve a predecir el resto con esa palabra puesta, de modo que las conjeturas posteriores pueden concordar con las anteriores.</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>filled with</source>
        <translation>rellenado con</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilidad</translation>
    </message>
    <message>
        <source>true token</source>
        <translation>token verdadero</translation>
    </message>
    <message>
        <source>The rounds of the one-by-one filling; select a round to see the sentence after it.</source>
        <translation>Las rondas del rellenado uno a uno; seleccione una ronda para ver la frase después de ella.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) hidden as [MASK] and filled in two ways ({cut} more left out: one-by-one filling runs one pass per mask).</source>
        <translation>
            <numerusform>%n token oculto como [MASK] y rellenado de dos formas ({cut} más omitidos: el relleno uno a uno hace una pasada por máscara).</numerusform>
            <numerusform>%n tokens ocultos como [MASK] y rellenados de dos formas ({cut} más omitidos: el relleno uno a uno hace una pasada por máscara).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) hidden as [MASK] and filled in two ways.</source>
        <translation>
            <numerusform>%n token oculto como [MASK] y rellenado de dos formas.</numerusform>
            <numerusform>%n tokens ocultos como [MASK] y rellenados de dos formas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Green: the guess is the true token; red: it is not.</source>
        <translation>Verde: la conjetura es el token verdadero; rojo: no lo es.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{right} of {n}&lt;/b&gt; right, 1 forward pass</source>
        <translation>&lt;b&gt;{right} de {n}&lt;/b&gt; correctos, 1 pasada hacia delante</translation>
    </message>
    <message>
        <source>after round {n} of {total}</source>
        <translation>tras la ronda {n} de {total}</translation>
    </message>
    <message>
        <source>The true token is not among the model&apos;s top guesses.</source>
        <translation>El token verdadero no está entre las mejores conjeturas del modelo.</translation>
    </message>
    <message>
        <source>the true token</source>
        <translation>el token verdadero</translation>
    </message>
    <message>
        <source>guess {n}</source>
        <translation>conjetura {n}</translation>
    </message>
    <message>
        <source>true: {token} (rank {rank}, {percent})</source>
        <translation>verdadero: {token} (puesto {rank}, {percent})</translation>
    </message>
    <message>
        <source>Statistics appear here: 1,000 resamples of the current setting.</source>
        <translation>Aquí aparecen estadísticas: 1000 remuestreos del ajuste actual.</translation>
    </message>
    <message>
        <source>The same setting sampled 1,000 times with fresh random draws.</source>
        <translation>El mismo ajuste muestreado 1000 veces con sorteos nuevos.</translation>
    </message>
    <message>
        <source>Selected fraction</source>
        <translation>Fracción seleccionada</translation>
    </message>
    <message>
        <source>Span lengths</source>
        <translation>Longitudes de tramo</translation>
    </message>
    <message>
        <source>fraction selected in one resample</source>
        <translation>fracción elegida en un remuestreo</translation>
    </message>
    <message>
        <source>resamples</source>
        <translation>remuestreos</translation>
    </message>
    <message>
        <source>share of selected tokens</source>
        <translation>parte de los tokens elegidos</translation>
    </message>
    <message>
        <source>share of spans</source>
        <translation>parte de los tramos</translation>
    </message>
    <message>
        <source>Resampling 1,000 times…</source>
        <translation>Remuestreando 1000 veces…</translation>
    </message>
    <message>
        <source>No statistics for this strategy: nothing is drawn at random.</source>
        <translation>No hay estadísticas para esta estrategia: nada se sortea al azar.</translation>
    </message>
    <message>
        <source>within 3σ of p: the rule holds</source>
        <translation>dentro de 3σ de p: la regla se cumple</translation>
    </message>
    <message>
        <source>more than 3σ from p: the sentence is too short for this p (whole words or spans overshoot)</source>
        <translation>a más de 3σ de p: la frase es demasiado corta para esta p (las palabras enteras o los tramos se pasan)</translation>
    </message>
    <message>
        <source>T5 drops round(p·n) tokens, so the fraction is that rounding of p</source>
        <translation>T5 elimina round(p·n) tokens, así que la fracción es ese redondeo de p</translation>
    </message>
    <message>
        <source>&lt;b&gt;{resamples} resamples&lt;/b&gt; of {eligible} maskable tokens: mean fraction selected &lt;b&gt;{mean}&lt;/b&gt; (p = {p}, σ of the mean = {sigma}): {verdict}.</source>
        <translation>&lt;b&gt;{resamples} remuestreos&lt;/b&gt; de {eligible} tokens enmascarables: fracción media elegida &lt;b&gt;{mean}&lt;/b&gt; (p = {p}, σ de la media = {sigma}): {verdict}.</translation>
    </message>
    <message>
        <source>[MASK] / random / kept: &lt;b&gt;{observed} %&lt;/b&gt; (configured {configured} %).</source>
        <translation>[MASK] / aleatorio / conservado: &lt;b&gt;{observed} %&lt;/b&gt; (configurado {configured} %).</translation>
    </message>
    <message>
        <source>Mean span length {mean} {unit}.</source>
        <translation>Longitud media de tramo {mean} {unit}.</translation>
    </message>
    <message>
        <source>mean {value}</source>
        <translation>media {value}</translation>
    </message>
    <message>
        <source>80/10/10 split: not used</source>
        <translation>Reparto 80/10/10: no se usa</translation>
    </message>
    <message>
        <source>Span lengths ({unit})</source>
        <translation>Longitudes de tramo ({unit})</translation>
    </message>
    <message>
        <source>span length ({unit})</source>
        <translation>longitud de tramo ({unit})</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>esperado</translation>
    </message>
    <message>
        <source>80/10/10 split</source>
        <translation>Reparto 80/10/10</translation>
    </message>
    <message>
        <source>words</source>
        <translation>palabras</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>T5 drops exactly round(density x tokens) tokens each time, so the fraction barely varies; the number of spans is round(dropped / 3).</source>
        <translation>T5 elimina cada vez exactamente round(densidad x tokens) tokens, así que la fracción apenas varía; el número de tramos es round(eliminados / 3).</translation>
    </message>
    <message>
        <source>Spans are drawn from the geometric distribution, but a span cannot be longer than the free words left in the sentence ({n} words here), so short sentences see fewer long spans.</source>
        <translation>Los tramos se extraen de la distribución geométrica, pero un tramo no puede ser más largo que las palabras libres que quedan en la frase (aquí {n} palabras), así que las frases cortas tienen menos tramos largos.</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>observado</translation>
    </message>
    <message>
        <source>configured</source>
        <translation>configurado</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>conservado</translation>
    </message>
    <message>
        <source>Span lengths: no spans</source>
        <translation>Longitudes de tramo: no hay tramos</translation>
    </message>
    <message>
        <source>replaced by [MASK]; the model must guess it</source>
        <translation>sustituido por [MASK]; el modelo debe adivinarlo</translation>
    </message>
    <message>
        <source>kept as it is, but the model is asked about it too</source>
        <translation>se conserva tal cual, pero también se le pregunta al modelo por él</translation>
    </message>
    <message>
        <source>a special token: never masked</source>
        <translation>un token especial: nunca se enmascara</translation>
    </message>
    <message>
        <source>dropped: a sentinel stands for its span</source>
        <translation>eliminado: un centinela representa su tramo</translation>
    </message>
    <message>
        <source>predicted from the tokens earlier in the order</source>
        <translation>se predice a partir de los tokens anteriores en el orden</translation>
    </message>
    <message>
        <source>was: ?</source>
        <translation>era: ?</translation>
    </message>
    <message>
        <source>was: {token}</source>
        <translation>era: {token}</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>token {i}: (hidden until the answer is revealed)</source>
        <translation>token {i}: (oculto hasta que se revele la respuesta)</translation>
    </message>
    <message>
        <source>token {i}: “{token}”</source>
        <translation>token {i}: «{token}»</translation>
    </message>
    <message>
        <source>(word {n})</source>
        <translation>(palabra {n})</translation>
    </message>
    <message>
        <source>replaced by the random token “{token}”; the model must still guess the original</source>
        <translation>sustituido por el token aleatorio «{token}»; el modelo aún debe adivinar el original</translation>
    </message>
    <message>
        <source>Click to hide or show it.</source>
        <translation>Haga clic para ocultarlo o mostrarlo.</translation>
    </message>
    <message>
        <source>Click to follow it in the views below.</source>
        <translation>Haga clic para seguirlo en las vistas de abajo.</translation>
    </message>
    <message>
        <source>Click tokens to hide them.</source>
        <translation>Haga clic en los tokens para ocultarlos.</translation>
    </message>
    <message>
        <source>No token chosen: raise p or resample.</source>
        <translation>Ningún token elegido: suba p o vuelva a muestrear.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) to predict</source>
        <translation>
            <numerusform>%n token por predecir</numerusform>
            <numerusform>%n tokens por predecir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) to predict…</source>
        <translation>
            <numerusform>%n token por predecir…</numerusform>
            <numerusform>%n tokens por predecir…</numerusform>
        </translation>
    </message>
    <message>
        <source>masked-LM loss &lt;b&gt;{loss}&lt;/b&gt; nats · accuracy &lt;b&gt;{hits}/{n}&lt;/b&gt; ({percent})</source>
        <translation>pérdida MLM &lt;b&gt;{loss}&lt;/b&gt; nats · exactitud &lt;b&gt;{hits}/{n}&lt;/b&gt; ({percent})</translation>
    </message>
    <message numerus="yes">
        <source>Text: loss {loss} nats, accuracy {percent} over %n token(s)</source>
        <translation>
            <numerusform>Texto: pérdida {loss} nats, exactitud {percent} sobre %n token</numerusform>
            <numerusform>Texto: pérdida {loss} nats, exactitud {percent} sobre %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Tab to the tokens, arrows move, Enter or Space hides or shows one</source>
        <translation>Tab lleva a los tokens, las flechas se mueven, Intro o Espacio oculta o muestra uno</translation>
    </message>
    <message>
        <source>Tab to the tokens, arrows move, Enter or Space follows one in the views below</source>
        <translation>Tab lleva a los tokens, las flechas se mueven, Intro o Espacio sigue uno en las vistas de abajo</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>model&apos;s first guess {word}, {percent}</source>
        <translation>primera conjetura del modelo {word}, {percent}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>the true token is its guess number {n}</source>
        <translation>el token verdadero es su conjetura número {n}</translation>
    </message>
    <message>
        <source>The model that makes the predictions (choose another in the toolbar).</source>
        <translation>El modelo que hace las predicciones (elija otro en la barra de herramientas).</translation>
    </message>
    <message>
        <source>Cross-entropy of the true tokens at the predicted positions (lower is better; ln(vocabulary size) is a blind guess) and top-1 accuracy there.</source>
        <translation>Entropía cruzada de los tokens verdaderos en las posiciones predichas (menor es mejor; ln(tamaño del vocabulario) es adivinar a ciegas) y precisión top-1 en ellas.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>The WordPiece tokens. Click one to follow it in the views below (in “By hand” mode, a click hides or shows it).</source>
        <translation>Los tokens WordPiece. Haga clic en uno para seguirlo en las vistas de abajo (en el modo «A mano», un clic lo oculta o lo muestra).</translation>
    </message>
    <message>
        <source>T5 sees and writes</source>
        <translation>T5 ve y escribe</translation>
    </message>
    <message>
        <source>The encoder&apos;s input: each dropped span is one sentinel.</source>
        <translation>La entrada del codificador: cada tramo eliminado es un centinela.</translation>
    </message>
    <message>
        <source>The decoder&apos;s target: each sentinel, then the tokens it replaced; a last sentinel ends it.</source>
        <translation>El objetivo del decodificador: cada centinela y luego los tokens que sustituyó; un último centinela lo cierra.</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Model: &lt;b&gt;{name}&lt;/b&gt; ({layers} layers × {width}, {length} tokens)</source>
        <translation>Modelo: &lt;b&gt;{name}&lt;/b&gt; ({layers} capas × {width}, {length} tokens)</translation>
    </message>
    <message>
        <source>{layers} layers, {heads} heads, width {width}, vocabulary {vocab}; reads up to {length} tokens</source>
        <translation>{layers} capas, {heads} cabezas, anchura {width}, vocabulario {vocab}; lee hasta {length} tokens</translation>
    </message>
    <message>
        <source>&lt;b&gt;Loading model…&lt;/b&gt; the masking works already; predictions follow.</source>
        <translation>&lt;b&gt;Cargando el modelo…&lt;/b&gt; el enmascarado ya funciona; las predicciones llegarán después.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model&lt;/b&gt; ({error}): masking only, no predictions.</source>
        <translation>&lt;b&gt;Sin modelo&lt;/b&gt; ({error}): solo enmascarado, sin predicciones.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model loaded yet&lt;/b&gt;: masking only, no predictions.</source>
        <translation>&lt;b&gt;Aún no hay modelo cargado&lt;/b&gt;: solo enmascarado, sin predicciones.</translation>
    </message>
    <message>
        <source>Choose a model in the toolbar; until then the bundled tokenizer splits the text.</source>
        <translation>Elija un modelo en la barra de herramientas; mientras tanto, el tokenizador incluido divide el texto.</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} tokens</translation>
    </message>
    <message>
        <source>more than {n} tokens ({chars} characters are read)</source>
        <translation>más de {n} tokens (se leen {chars} caracteres)</translation>
    </message>
    <message>
        <source>The text is {length} long; the model reads at most {n}, so it was cut off after token {last} (the rest is not shown).</source>
        <translation>El texto tiene {length}; el modelo lee como máximo {n}, así que se cortó tras el token {last} (el resto no se muestra).</translation>
    </message>
    <message>
        <source>predicting…</source>
        <translation>prediciendo…</translation>
    </message>
    <message>
        <source>model&apos;s guess pending</source>
        <translation>conjetura del modelo pendiente</translation>
    </message>
    <message>
        <source>T5 sees and writes: the input is {saved} tokens shorter, the target {n} tokens long</source>
        <translation>T5 ve y escribe: la entrada es {saved} tokens más corta, el objetivo tiene {n} tokens</translation>
    </message>
    <message>
        <source>Where the selected token looks, for a chosen layer and head.</source>
        <translation>Adónde mira el token seleccionado, para una capa y una cabeza elegidas.</translation>
    </message>
    <message>
        <source>Fill every hidden token at once, or one by one (most confident first).</source>
        <translation>Rellenar todos los tokens ocultos a la vez, o uno a uno (el más seguro primero).</translation>
    </message>
    <message>
        <source>The current setting resampled 1,000 times: does the rule hold?</source>
        <translation>El ajuste actual remuestreado 1000 veces: ¿se cumple la regla?</translation>
    </message>
    <message>
        <source>XLNet&apos;s factorization order and attention mask for this sentence.</source>
        <translation>El orden de factorización y la máscara de atención de XLNet para esta frase.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <source>Fill several masks</source>
        <translation>Rellenar varias máscaras</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Permutation (XLNet)</source>
        <translation>Permutación (XLNet)</translation>
    </message>
    <message>
        <source>Type a sentence to see its attention.</source>
        <translation>Escriba una frase para ver su atención.</translation>
    </message>
    <message>
        <source>Type a sentence to see the statistics of its masking.</source>
        <translation>Escriba una frase para ver la estadística de su enmascarado.</translation>
    </message>
    <message>
        <source>Type a sentence to fill its masks.</source>
        <translation>Escriba una frase para rellenar sus máscaras.</translation>
    </message>
    <message>
        <source>Loading the model… attention appears when it is loaded.</source>
        <translation>Cargando el modelo… la atención aparece cuando esté cargado.</translation>
    </message>
    <message>
        <source>No model loaded: choose one in the toolbar to see attention.</source>
        <translation>Ningún modelo cargado: elija uno en la barra de herramientas para ver la atención.</translation>
    </message>
    <message>
        <source>Loading the model… the masks are filled when it is loaded.</source>
        <translation>Cargando el modelo… las máscaras se rellenan cuando esté cargado.</translation>
    </message>
    <message>
        <source>No model loaded: choose one in the toolbar to see the masks filled.</source>
        <translation>Ningún modelo cargado: elija uno en la barra de herramientas para ver las máscaras rellenadas.</translation>
    </message>
    <message>
        <source>Filling masks needs [MASK] tokens: choose random, whole word, span or by hand.</source>
        <translation>Rellenar máscaras necesita tokens [MASK]: elija aleatorio, palabra entera, tramo o a mano.</translation>
    </message>
    <message>
        <source>No hidden token to fill.</source>
        <translation>No hay ningún token oculto que rellenar.</translation>
    </message>
    <message>
        <source>By hand, nothing is drawn at random: no statistics to show.</source>
        <translation>A mano no se sortea nada: no hay estadística que mostrar.</translation>
    </message>
    <message>
        <source>A permutation order is a uniform shuffle; its statistics are not shown here.</source>
        <translation>Un orden de permutación es una mezcla uniforme; su estadística no se muestra aquí.</translation>
    </message>
    <message>
        <source>This model was trained on the generated language: the examples are now sentences of that language (English falls apart into pieces for it).</source>
        <translation>Este modelo se entrenó con el lenguaje generado: los ejemplos son ahora frases de ese lenguaje (el inglés se le deshace en trozos).</translation>
    </message>
    <message>
        <source>Filling the masks both ways…</source>
        <translation>Rellenando las máscaras de las dos formas…</translation>
    </message>
    <message>
        <source>The masking core could not start: {error}</source>
        <translation>El núcleo de enmascarado no pudo arrancar: {error}</translation>
    </message>
    <message>
        <source>Text tab: {task} failed: {error}</source>
        <translation>Pestaña Texto: {task} falló: {error}</translation>
    </message>
    <message>
        <source>The model could not answer ({error}). The masking above is still correct.</source>
        <translation>El modelo no pudo responder ({error}). El enmascarado de arriba sigue siendo correcto.</translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>nano: 2-minute runs</source>
        <translation>nano: ejecuciones de 2 minutos</translation>
    </message>
    <message>
        <source>tiny: bundled size, slow</source>
        <translation>tiny: tamaño del modelo incluido, lento</translation>
    </message>
    <message>
        <source>Generated language (built in)</source>
        <translation>Lenguaje generado (integrado)</translation>
    </message>
    <message>
        <source>A text file or folder…</source>
        <translation>Un archivo de texto o una carpeta…</translation>
    </message>
    <message>
        <source>Generated images (built in)</source>
        <translation>Imágenes generadas (integradas)</translation>
    </message>
    <message>
        <source>Sample photos (scikit-image)</source>
        <translation>Fotos de ejemplo (scikit-image)</translation>
    </message>
    <message>
        <source>A folder of images…</source>
        <translation>Una carpeta de imágenes…</translation>
    </message>
    <message>
        <source>Masked LM (BERT)</source>
        <translation>Modelo de lenguaje enmascarado (BERT)</translation>
    </message>
    <message>
        <source>Masked diffusion (MDLM, LLaDA)</source>
        <translation>Difusión enmascarada (MDLM, LLaDA)</translation>
    </message>
    <message>
        <source>Causal LM (left to right)</source>
        <translation>Modelo de lenguaje causal (de izquierda a derecha)</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>Nueva ejecución</translation>
    </message>
    <message>
        <source>Text: masked language model</source>
        <translation>Texto: modelo de lenguaje enmascarado</translation>
    </message>
    <message>
        <source>Images: masked autoencoder</source>
        <translation>Imágenes: autocodificador enmascarado</translation>
    </message>
    <message>
        <source>What to pretrain: a BERT-style text encoder or an MAE for images</source>
        <translation>Qué preentrenar: un codificador de texto al estilo BERT o un MAE para imágenes</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>Generated data learns fastest; your own files show what a model makes of them</source>
        <translation>Con datos generados se aprende más rápido; sus propios archivos muestran qué hace un modelo con ellos</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>a .txt file or a folder</source>
        <translation>un archivo .txt o una carpeta</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>File/folder</source>
        <translation>Archivo/carpeta</translation>
    </message>
    <message>
        <source>Model size: nano learns the generated data in a couple of CPU minutes</source>
        <translation>Tamaño del modelo: nano aprende los datos generados en un par de minutos de CPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>How the training examples are masked</source>
        <translation>Cómo se enmascaran los ejemplos de entrenamiento</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>Enmascarado</translation>
    </message>
    <message>
        <source>Text: what the model learns. Masked LM: the chosen share of tokens, the 80/10/10 rule (BERT). Masked diffusion: each row masked at its own rate t from 0 to 1, the loss weighted by 1/t (MDLM, LLaDA): a model that can write by unmasking; the mask probability is not used. Causal LM: the next token from the left only.</source>
        <translation>Texto: qué aprende el modelo. LM enmascarado: la proporción elegida de tokens, la regla 80/10/10 (BERT). Difusión enmascarada: cada fila enmascarada con su propia tasa t de 0 a 1, la pérdida ponderada por 1/t (MDLM, LLaDA): un modelo que puede escribir desenmascarando; no se usa la probabilidad de máscara. LM causal: el siguiente token, solo desde la izquierda.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objetivo de aprendizaje</translation>
    </message>
    <message>
        <source>Mask probability (text) or mask ratio (images). Accuracy is always measured at 15 % masking, so runs at different rates compare.</source>
        <translation>Probabilidad de máscara (texto) o proporción de máscara (imágenes). La precisión siempre se mide con un 15 % de enmascarado, para que las ejecuciones con tasas distintas sean comparables.</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>Probabilidad de máscara</translation>
    </message>
    <message>
        <source>Optimizer steps; a nano model on generated data learns in 300-600</source>
        <translation>Pasos del optimizador; un modelo nano aprende los datos generados en 300-600</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Peak learning rate (AdamW: a linear warmup, then cosine decay)</source>
        <translation>Tasa de aprendizaje máxima (AdamW: calentamiento lineal, luego decaimiento coseno)</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <source>optional, e.g. mask-40</source>
        <translation>opcional, p. ej. mask-40</translation>
    </message>
    <message>
        <source>A name for the run folder (the date and time come first)</source>
        <translation>Un nombre para la carpeta de la ejecución (la fecha y la hora van delante)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>Proporción de máscara</translation>
    </message>
    <message>
        <source>A text file (or cancel to pick a folder)</source>
        <translation>Un archivo de texto (o cancele para elegir una carpeta)</translation>
    </message>
    <message>
        <source>Text (*.txt);;All files (*)</source>
        <translation>Texto (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>A folder of .txt files</source>
        <translation>Una carpeta de archivos .txt</translation>
    </message>
    <message>
        <source>A folder of images</source>
        <translation>Una carpeta de imágenes</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <source>Diverged</source>
        <translation>Divergió</translation>
    </message>
    <message>
        <source>Resume refused</source>
        <translation>Reanudación rechazada</translation>
    </message>
    <message>
        <source>Cannot start: {error}</source>
        <translation>No se puede iniciar: {error}</translation>
    </message>
    <message>
        <source>Run {name} has no checkpoint to resume from.</source>
        <translation>La ejecución {name} no tiene ningún checkpoint desde el que reanudar.</translation>
    </message>
    <message>
        <source>Cannot start the run: {error}</source>
        <translation>No se puede iniciar la ejecución: {error}</translation>
    </message>
    <message>
        <source>step %v / %m</source>
        <translation>paso %v / %m</translation>
    </message>
    <message>
        <source>Starting the training process…</source>
        <translation>Iniciando el proceso de entrenamiento…</translation>
    </message>
    <message>
        <source>Training started</source>
        <translation>Entrenamiento iniciado</translation>
    </message>
    <message>
        <source>Training resumed</source>
        <translation>Entrenamiento reanudado</translation>
    </message>
    <message>
        <source>Stopping after this step…</source>
        <translation>Se detendrá tras este paso…</translation>
    </message>
    <message>
        <source>the run cannot be resumed</source>
        <translation>la ejecución no se puede reanudar</translation>
    </message>
    <message>
        <source>; the run is as it was</source>
        <translation>; la ejecución sigue como estaba</translation>
    </message>
    <message>
        <source>Training: resume refused: {reason}</source>
        <translation>Entrenamiento: reanudación rechazada: {reason}</translation>
    </message>
    <message>
        <source>Resume refused: {reason}</source>
        <translation>Reanudación rechazada: {reason}</translation>
    </message>
    <message>
        <source>Training: {message}</source>
        <translation>Entrenamiento: {message}</translation>
    </message>
    <message>
        <source>The run failed: {message}</source>
        <translation>La ejecución falló: {message}</translation>
    </message>
    <message>
        <source>The run diverged: {message}</source>
        <translation>La ejecución divergió: {message}</translation>
    </message>
    <message>
        <source>Step {done} of {total} · elapsed {elapsed} · about {left} left</source>
        <translation>Paso {done} de {total} · transcurrido {elapsed} · quedan unos {left}</translation>
    </message>
    <message>
        <source>Resume refused; the run is as it was (see the message above)</source>
        <translation>Reanudación rechazada; la ejecución sigue como estaba (vea el mensaje de arriba)</translation>
    </message>
    <message>
        <source>not resumed</source>
        <translation>no reanudada</translation>
    </message>
    <message>
        <source>{ended} at step {step} of {total} after {elapsed}</source>
        <translation>{ended} en el paso {step} de {total} tras {elapsed}</translation>
    </message>
    <message>
        <source>Runs (tick to overlay)</source>
        <translation>Ejecuciones (marque para superponer)</translation>
    </message>
    <message>
        <source>Tick runs to overlay their curves; select one to resume it or use its model</source>
        <translation>Marque ejecuciones para superponer sus curvas; seleccione una para reanudarla o usar su modelo</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>Usar este modelo</translation>
    </message>
    <message>
        <source>Load the selected run&apos;s newest checkpoint into the Text or Image tab</source>
        <translation>Cargar el punto de control más reciente de la ejecución seleccionada en la pestaña Texto o Imagen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Probe checkpoints</source>
        <translation>Sondear puntos de control</translation>
    </message>
    <message>
        <source>Probe each checkpoint the selected run kept (a linear classifier on its frozen features) and plot accuracy against step</source>
        <translation>Sondear cada punto de control guardado de la ejecución seleccionada (un clasificador lineal sobre sus rasgos congelados) y trazar la precisión frente al paso</translation>
    </message>
    <message>
        <source>Select a run in the list first.</source>
        <translation>Seleccione primero una ejecución de la lista.</translation>
    </message>
    <message>
        <source>Run {name} has no checkpoint yet.</source>
        <translation>La ejecución {name} aún no tiene ningún checkpoint.</translation>
    </message>
    <message>
        <source>Cannot read the metrics of {name}: {error}</source>
        <translation>No se pueden leer las métricas de {name}: {error}</translation>
    </message>
    <message>
        <source>each: masked · reconstruction + visible · original</source>
        <translation>cada una: enmascarada · reconstrucción + visibles · original</translation>
    </message>
    <message>
        <source>Snapshots: the model on fixed examples</source>
        <translation>Instantáneas: el modelo con ejemplos fijos</translation>
    </message>
    <message>
        <source>Start a run: its predictions appear here as it learns.</source>
        <translation>Inicie una ejecución: sus predicciones aparecen aquí mientras aprende.</translation>
    </message>
    <message>
        <source>Waiting for the first snapshot…</source>
        <translation>Esperando la primera instantánea…</translation>
    </message>
    <message>
        <source>Step {step}</source>
        <translation>Paso {step}</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>pasos de entrenamiento</translation>
    </message>
    <message>
        <source>tokens seen</source>
        <translation>tokens vistos</translation>
    </message>
    <message>
        <source>supervised (loss-bearing) tokens</source>
        <translation>tokens supervisados (con pérdida)</translation>
    </message>
    <message>
        <source>wall time, s</source>
        <translation>tiempo real, s</translation>
    </message>
    <message>
        <source>held-out loss of its own objective</source>
        <translation>pérdida de su propio objetivo en datos reservados</translation>
    </message>
    <message>
        <source>held-out accuracy of its own objective</source>
        <translation>exactitud de su propio objetivo en datos reservados</translation>
    </message>
    <message>
        <source>training loss</source>
        <translation>pérdida de entrenamiento</translation>
    </message>
    <message>
        <source>masked tokens, 15 % masked</source>
        <translation>tokens enmascarados, 15 % enmascarado</translation>
    </message>
    <message>
        <source>next token</source>
        <translation>siguiente token</translation>
    </message>
    <message>
        <source>No comparison in this folder. An objective study (mlm vs clm) writes compare.json when it finishes; `mlm-lab study compare STUDY_DIR` writes it for one that has its run folders.</source>
        <translation>No hay ninguna comparación en esta carpeta. Un estudio de objetivos (mlm frente a clm) escribe compare.json al terminar; `mlm-lab study compare STUDY_DIR` lo escribe para uno que conserve sus carpetas de ejecución.</translation>
    </message>
    <message>
        <source>This objective study finished before comparisons were kept; its run folders are here, so the comparison can be measured now: curves from the runs&apos; records, probes and cloze on each run&apos;s final checkpoint (under a minute for a nano study), in a separate process.</source>
        <translation>Este estudio de objetivos terminó antes de que se guardaran las comparaciones; sus carpetas de ejecución están aquí, así que la comparación puede medirse ahora: curvas de los registros de las ejecuciones, sondas y cloze en el checkpoint final de cada ejecución (menos de un minuto para un estudio nano), en un proceso aparte.</translation>
    </message>
    <message>
        <source>Measure the comparison</source>
        <translation>Medir la comparación</translation>
    </message>
    <message>
        <source>Runs `mlm-lab study compare` on this study&apos;s run folders and shows what it writes (compare.json, compare.png)</source>
        <translation>Ejecuta `mlm-lab study compare` sobre las carpetas de ejecución de este estudio y muestra lo que escribe (compare.json, compare.png)</translation>
    </message>
    <message>
        <source>The x-axis of the curves: per step, a causal LM is supervised at every position, a masked LM at the masked ones only</source>
        <translation>El eje x de las curvas: por paso, un LM causal se supervisa en cada posición, un LM enmascarado solo en las enmascaradas</translation>
    </message>
    <message>
        <source>x-axis</source>
        <translation>eje x</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>curva</translation>
    </message>
    <message>
        <source>Both objectives during training</source>
        <translation>Ambos objetivos durante el entrenamiento</translation>
    </message>
    <message>
        <source>Probe per layer (word category)</source>
        <translation>Sonda por capa (categoría de palabra)</translation>
    </message>
    <message>
        <source>layer (0 = embeddings)</source>
        <translation>capa (0 = embeddings)</translation>
    </message>
    <message>
        <source>probe accuracy</source>
        <translation>exactitud de la sonda</translation>
    </message>
    <message>
        <source>Cloze by side of the clue</source>
        <translation>Cloze según el lado de la pista</translation>
    </message>
    <message>
        <source>cloze accuracy</source>
        <translation>exactitud en cloze</translation>
    </message>
    <message>
        <source>clue left</source>
        <translation>pista a la izquierda</translation>
    </message>
    <message>
        <source>clue right</source>
        <translation>pista a la derecha</translation>
    </message>
    <message>
        <source>Measuring the comparison of {name} in a separate process ...</source>
        <translation>Midiendo la comparación de {name} en un proceso aparte ...</translation>
    </message>
    <message>
        <source>Measuring the comparison of {name} in a separate process: {line}</source>
        <translation>Midiendo la comparación de {name} en un proceso aparte: {line}</translation>
    </message>
    <message>
        <source>exit status {code}</source>
        <translation>código de salida {code}</translation>
    </message>
    <message>
        <source>The comparison could not be measured: {reason}</source>
        <translation>No se pudo medir la comparación: {reason}</translation>
    </message>
    <message>
        <source>random init (dotted)</source>
        <translation>inicialización aleatoria (punteado)</translation>
    </message>
    <message>
        <source>emb</source>
        <comment>the embeddings&apos; tick on a layer axis</comment>
        <translation>emb</translation>
    </message>
    <message>
        <source>most frequent {share}</source>
        <translation>más frecuente {share}</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>azar</translation>
    </message>
    <message>
        <source>{name}: {seen} tokens seen and {supervised} supervised per step</source>
        <translation>{name}: {seen} tokens vistos y {supervised} supervisados por paso</translation>
    </message>
    <message>
        <source>Lines: mean over seeds; bands and bars: min-max. Probes and cloze at the final checkpoints.</source>
        <translation>Líneas: media sobre las semillas; bandas y barras: mínimo-máximo. Sondas y cloze en los checkpoints finales.</translation>
    </message>
    <message>
        <source>Mask rate (text)</source>
        <translation>Tasa de máscara (texto)</translation>
    </message>
    <message>
        <source>Mask ratio (images)</source>
        <translation>Proporción de máscara (imágenes)</translation>
    </message>
    <message>
        <source>Masking strategy</source>
        <translation>Estrategia de enmascarado</translation>
    </message>
    <message>
        <source>Objective: masked vs causal LM</source>
        <translation>Objetivo: modelo de lenguaje enmascarado frente a causal</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>esta máquina</translation>
    </message>
    <message>
        <source>a Ray cluster at</source>
        <translation>un clúster de Ray en</translation>
    </message>
    <message>
        <source>New study: one knob (or two), the rest fixed</source>
        <translation>Nuevo estudio: un parámetro (o dos), el resto fijo</translation>
    </message>
    <message>
        <source>What differs between the runs; everything else is the same in all of them</source>
        <translation>Lo que difiere entre las ejecuciones; todo lo demás es igual en todas</translation>
    </message>
    <message>
        <source>Knob</source>
        <translation>Parámetro</translation>
    </message>
    <message>
        <source>Text (masked LM) or images (MAE); a knob may be for one of them only</source>
        <translation>Texto (LM enmascarado) o imágenes (MAE); un parámetro puede valer solo para uno de ellos</translation>
    </message>
    <message>
        <source>The knob&apos;s values, separated by commas: one run per value and seed</source>
        <translation>Los valores del parámetro, separados por comas: una ejecución por valor y semilla</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>A second knob makes a grid: every combination of both knobs&apos; values, a heatmap per metric</source>
        <translation>Un segundo parámetro forma una cuadrícula: cada combinación de los valores de ambos parámetros, un mapa de calor por métrica</translation>
    </message>
    <message>
        <source>Second knob</source>
        <translation>Segundo parámetro</translation>
    </message>
    <message>
        <source>The second knob&apos;s values, separated by commas</source>
        <translation>Los valores del segundo parámetro, separados por comas</translation>
    </message>
    <message>
        <source>Its values</source>
        <translation>Sus valores</translation>
    </message>
    <message>
        <source>Runs per value with seeds 0, 1, ...: the plot shows their mean and spread</source>
        <translation>Ejecuciones por valor con semillas 0, 1, ...: el gráfico muestra su media y dispersión</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Semillas</translation>
    </message>
    <message>
        <source>Optimizer steps per run (the CLI&apos;s default: 600)</source>
        <translation>Pasos del optimizador por ejecución (valor por defecto de la línea de órdenes: 600)</translation>
    </message>
    <message>
        <source>Steps per run</source>
        <translation>Pasos por ejecución</translation>
    </message>
    <message>
        <source>Where the runs run: here, or each run a Ray task on a cluster (the study folder on a filesystem every node sees)</source>
        <translation>Dónde se ejecutan las ejecuciones: aquí, o cada una como tarea de Ray en un clúster (la carpeta del estudio en un sistema de archivos que vean todos los nodos)</translation>
    </message>
    <message>
        <source>Run on</source>
        <translation>Ejecutar en</translation>
    </message>
    <message>
        <source>HOST:PORT (empty: a local Ray)</source>
        <translation>HOST:PORT (vacío: un Ray local)</translation>
    </message>
    <message>
        <source>The Ray head&apos;s address, as `ray start --head` prints it (mlm-lab study --address)</source>
        <translation>La dirección del nodo principal de Ray, tal como la muestra `ray start --head` (mlm-lab study --address)</translation>
    </message>
    <message>
        <source>Ray address</source>
        <translation>Dirección de Ray</translation>
    </message>
    <message>
        <source>none (one knob)</source>
        <translation>ninguno (un parámetro)</translation>
    </message>
    <message>
        <source>Start study</source>
        <translation>Iniciar estudio</translation>
    </message>
    <message>
        <source>Run every value and seed one after another (continues a stopped study)</source>
        <translation>Ejecutar cada valor y semilla uno tras otro (continúa un estudio detenido)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Checkpoint the run in progress and stop; Start with the same settings goes on</source>
        <translation>Guardar un punto de control de la ejecución en curso y detenerse; Iniciar con los mismos ajustes continúa</translation>
    </message>
    <message>
        <source>Continue the study in view (as mlm-lab study resume): finished runs kept, a stopped one from its checkpoint</source>
        <translation>Continuar el estudio mostrado (como mlm-lab study resume): se conservan las ejecuciones terminadas y una detenida sigue desde su checkpoint</translation>
    </message>
    <message>
        <source>no study running</source>
        <translation>ningún estudio en marcha</translation>
    </message>
    <message>
        <source>Open study folder…</source>
        <translation>Abrir carpeta de estudio…</translation>
    </message>
    <message>
        <source>Show a study folder&apos;s results (e.g. docs/studies/mask-rate-text); nothing is run</source>
        <translation>Mostrar los resultados de una carpeta de estudio (p. ej. docs/studies/mask-rate-text); no se ejecuta nada</translation>
    </message>
    <message>
        <source>{values} x {values2} values x {seeds} seed(s)</source>
        <translation>{values} x {values2} valores x {seeds} semilla(s)</translation>
    </message>
    <message>
        <source>{values} value(s) x {seeds} seed(s)</source>
        <translation>{values} valor(es) x {seeds} semilla(s)</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n run(s) are done in {folder}: Start continues it, about {time} for the {left} left (rough).</source>
        <translation>
            <numerusform>{done} de %n ejecución están hechas en {folder}: Iniciar continúa, unos {time} para las {left} restantes (aproximado).</numerusform>
            <numerusform>{done} de %n ejecuciones están hechas en {folder}: Iniciar continúa, unos {time} para las {left} restantes (aproximado).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) ({shape}): about {time} in all (rough).</source>
        <translation>
            <numerusform>%n ejecución ({shape}): unos {time} en total (aproximado).</numerusform>
            <numerusform>%n ejecuciones ({shape}): unos {time} en total (aproximado).</numerusform>
        </translation>
    </message>
    <message>
        <source>Study folder: {folder}</source>
        <translation>Carpeta del estudio: {folder}</translation>
    </message>
    <message>
        <source>Open a study folder (with study.json)</source>
        <translation>Abrir una carpeta de estudio (con study.json)</translation>
    </message>
    <message>
        <source>A study is running: stop it before opening another.</source>
        <translation>Hay un estudio en marcha: deténgalo antes de abrir otro.</translation>
    </message>
    <message>
        <source>Cannot open the study: {error}</source>
        <translation>No se puede abrir el estudio: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Study {name}: {done} of %n run(s) done</source>
        <translation>
            <numerusform>Estudio {name}: {done} de %n ejecución hechas</numerusform>
            <numerusform>Estudio {name}: {done} de %n ejecuciones hechas</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start the study: {error}</source>
        <translation>No se puede iniciar el estudio: {error}</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>%v de %m ejecuciones</translation>
    </message>
    <message>
        <source>Starting the study process…</source>
        <translation>Iniciando el proceso del estudio…</translation>
    </message>
    <message>
        <source>Study started in {folder}</source>
        <translation>Estudio iniciado en {folder}</translation>
    </message>
    <message>
        <source>no study with runs to resume is open</source>
        <translation>no hay abierto ningún estudio con ejecuciones que reanudar</translation>
    </message>
    <message>
        <source>Cannot resume the study: {error}</source>
        <translation>No se puede reanudar el estudio: {error}</translation>
    </message>
    <message>
        <source>A run of the study failed: {message}</source>
        <translation>Una ejecución del estudio falló: {message}</translation>
    </message>
    <message>
        <source>Study finished: {message}</source>
        <translation>Estudio terminado: {message}</translation>
    </message>
    <message>
        <source>Study stopped: {message}</source>
        <translation>Estudio detenido: {message}</translation>
    </message>
    <message>
        <source>Study failed: {message}</source>
        <translation>El estudio falló: {message}</translation>
    </message>
    <message>
        <source>Cannot run the study: {message}</source>
        <translation>No se puede ejecutar el estudio: {message}</translation>
    </message>
    <message>
        <source>Study: {message}</source>
        <translation>Estudio: {message}</translation>
    </message>
    <message>
        <source>Run {n} of {total} ({value} seed {seed}): step {step} of {steps} · elapsed {elapsed}</source>
        <translation>Ejecución {n} de {total} ({value} semilla {seed}): paso {step} de {steps} · transcurrido {elapsed}</translation>
    </message>
    <message>
        <source>Stopped (Start with the same settings continues it)</source>
        <translation>Detenido (Iniciar con los mismos ajustes lo continúa)</translation>
    </message>
    <message numerus="yes">
        <source>{ended}: {done} of %n run(s) done after {elapsed}</source>
        <translation>
            <numerusform>{ended}: {done} de %n ejecución hechas tras {elapsed}</numerusform>
            <numerusform>{ended}: {done} de %n ejecuciones hechas tras {elapsed}</numerusform>
        </translation>
    </message>
    <message>
        <source>Curves are not shipped with this study (only study.json and results.csv). Run it with the same settings to see them.</source>
        <translation>Las curvas no vienen con este estudio (solo study.json y results.csv). Ejecútelo con los mismos ajustes para verlas.</translation>
    </message>
    <message>
        <source>No study open: start one with the form, or open a study folder (e.g. docs/studies/mask-rate-text).</source>
        <translation>Ningún estudio abierto: inicie uno con el formulario o abra una carpeta de estudio (p. ej. docs/studies/mask-rate-text).</translation>
    </message>
    <message>
        <source>Which final metric to plot against the knob</source>
        <translation>Qué métrica final trazar frente al parámetro</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Métrica</translation>
    </message>
    <message>
        <source>Runs during training</source>
        <translation>Ejecuciones durante el entrenamiento</translation>
    </message>
    <message>
        <source>held-out metric</source>
        <translation>métrica en datos reservados</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Masked vs causal</source>
        <translation>Enmascarado frente a causal</translation>
    </message>
    <message>
        <source>Each run&apos;s held-out metric as it trained (colour: knob value; dashed: other seeds).</source>
        <translation>La métrica en datos reservados de cada ejecución mientras entrenaba (color: valor del parámetro; discontinua: otras semillas).</translation>
    </message>
    <message>
        <source>The runs so far; the run in progress grows as it trains.</source>
        <translation>Las ejecuciones hasta ahora; la que está en curso crece mientras entrena.</translation>
    </message>
    <message>
        <source>finished {when}</source>
        <translation>terminado {when}</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en marcha</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenida</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>diverged</source>
        <translation>divergió</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>interrumpida</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a run&apos;s state</comment>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>text</source>
        <comment>a run&apos;s task</comment>
        <translation>texto</translation>
    </message>
    <message>
        <source>image</source>
        <comment>a run&apos;s task</comment>
        <translation>imagen</translation>
    </message>
    <message>
        <source>its status.json is damaged</source>
        <translation>su status.json está dañado</translation>
    </message>
    <message>
        <source>causal LM</source>
        <translation>modelo de lenguaje causal</translation>
    </message>
    <message>
        <source>mask {share}</source>
        <translation>máscara {share}</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>paso {step}</translation>
    </message>
    <message>
        <source>eval loss {loss}</source>
        <translation>pérdida de evaluación {loss}</translation>
    </message>
    <message>
        <source>accuracy {accuracy}</source>
        <translation>exactitud {accuracy}</translation>
    </message>
    <message>
        <source>PSNR {psnr} dB</source>
        <translation>PSNR {psnr} dB</translation>
    </message>
    <message>
        <source>(true: {answer})</source>
        <translation>(correcta: {answer})</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} is {width}x{height} pixels, far larger than the lab writes (at most {limit} megapixels); it is not shown</source>
        <translation>la instantánea {name} de la ejecución tiene {width}x{height} píxeles, mucho más de lo que escribe el laboratorio (como mucho {limit} megapíxeles); no se muestra</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} claims over {limit} megapixels (a decompression bomb); it is not shown</source>
        <translation>la instantánea {name} de la ejecución declara más de {limit} megapíxeles (una bomba de descompresión); no se muestra</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} is not a picture</source>
        <translation>la instantánea {name} de la ejecución no es una imagen</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} could not be read ({error})</source>
        <translation>no se pudo leer la instantánea {name} de la ejecución ({error})</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} is not laid out as the lab writes it; it is not shown</source>
        <translation>la instantánea {name} de la ejecución no tiene la disposición que escribe el laboratorio; no se muestra</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>no terminado</translation>
    </message>
    <message>
        <source>&lt;b&gt;{knob} grid&lt;/b&gt; · {task} {preset} · {steps} steps · seeds {seeds} · {done}</source>
        <translation>&lt;b&gt;Cuadrícula de {knob}&lt;/b&gt; · {task} {preset} · {steps} pasos · semillas {seeds} · {done}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{knob} study&lt;/b&gt; · {task} {preset} · {steps} steps · seeds {seeds} · {done}</source>
        <translation>&lt;b&gt;Estudio de {knob}&lt;/b&gt; · {task} {preset} · {steps} pasos · semillas {seeds} · {done}</translation>
    </message>
    <message>
        <source>most frequent class</source>
        <translation>clase más frecuente</translation>
    </message>
    <message>
        <source>unigram baseline</source>
        <translation>línea base de unigramas</translation>
    </message>
    <message>
        <source>held-out accuracy (15 % masked)</source>
        <translation>exactitud en datos reservados (15 % enmascarado)</translation>
    </message>
    <message>
        <source>held-out PSNR (dB, 75 % hidden)</source>
        <translation>PSNR en datos reservados (dB, 75 % oculto)</translation>
    </message>
    <message>
        <source>held-out loss</source>
        <translation>pérdida en datos reservados</translation>
    </message>
    <message>
        <source>No study open.</source>
        <translation>Ningún estudio abierto.</translation>
    </message>
    <message>
        <source>Training finished</source>
        <translation>Entrenamiento terminado</translation>
    </message>
    <message>
        <source>Training stopped</source>
        <translation>Entrenamiento detenido</translation>
    </message>
    <message>
        <source>Training failed</source>
        <translation>El entrenamiento falló</translation>
    </message>
    <message>
        <source>Training diverged</source>
        <translation>El entrenamiento divergió</translation>
    </message>
    <message>
        <source>Resume refused; the run is as it was</source>
        <translation>Reanudación rechazada; la ejecución sigue como estaba</translation>
    </message>
    <message>
        <source>Training {status}</source>
        <translation>Entrenamiento {status}</translation>
    </message>
    <message>
        <source>Single run</source>
        <translation>Ejecución única</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Estudio</translation>
    </message>
    <message>
        <source>A series of runs that differ in one knob (mask rate, strategy...): the metric against the knob, the runs&apos; curves, a results table</source>
        <translation>Una serie de ejecuciones que difieren en un parámetro (tasa de máscara, estrategia...): la métrica frente al parámetro, las curvas de las ejecuciones, una tabla de resultados</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Start a new run with these settings [Space in presentation mode]</source>
        <translation>Iniciar una ejecución nueva con estos ajustes [Espacio en modo presentación]</translation>
    </message>
    <message>
        <source>Finish the current step, save a checkpoint and stop</source>
        <translation>Terminar el paso actual, guardar un punto de control y detenerse</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Continue the run selected in the list from its newest checkpoint</source>
        <translation>Continuar la ejecución seleccionada en la lista desde su punto de control más reciente</translation>
    </message>
    <message>
        <source>no run yet</source>
        <translation>aún no hay ejecución</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>Aún no hay ejecuciones</translation>
    </message>
    <message>
        <source>No run yet: press Start, or tick a run to overlay it</source>
        <translation>Aún no hay ejecución: pulse Iniciar o marque una ejecución para superponerla</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <source>cross-entropy (nats)</source>
        <translation>entropía cruzada (nats)</translation>
    </message>
    <message>
        <source>Masked-token accuracy (at 15 %)</source>
        <translation>Exactitud en los tokens enmascarados (al 15 %)</translation>
    </message>
    <message>
        <source>accuracy (%)</source>
        <translation>exactitud (%)</translation>
    </message>
    <message>
        <source>A training run is going: stop it (Single run page) before starting a study.</source>
        <translation>Hay una ejecución de entrenamiento en marcha: deténgala (página Ejecución única) antes de iniciar un estudio.</translation>
    </message>
    <message>
        <source>A study is running: stop it (Study page) before starting a single run.</source>
        <translation>Hay un estudio en marcha: deténgalo (página Estudio) antes de iniciar una ejecución única.</translation>
    </message>
    <message>
        <source>PSNR over hidden patches</source>
        <translation>PSNR sobre los parches ocultos</translation>
    </message>
    <message>
        <source>PSNR (dB)</source>
        <translation>PSNR (dB)</translation>
    </message>
    <message>
        <source>Run {name}: {problem}</source>
        <translation>Ejecución {name}: {problem}</translation>
    </message>
    <message>
        <source>{run}, step {step}</source>
        <translation>{run}, paso {step}</translation>
    </message>
    <message>
        <source>No run to export: start one, or select a run in the list.</source>
        <translation>No hay ninguna ejecución que exportar: inicie una o seleccione una de la lista.</translation>
    </message>
    <message>
        <source>Select a run with at least one checkpoint first.</source>
        <translation>Seleccione primero una ejecución con al menos un checkpoint.</translation>
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
        <translation>no hay ninguna carpeta de estudio libre llamada {name} en {folder}</translation>
    </message>
    <message>
        <source>mean over seeds; framed: the lowest</source>
        <translation>media sobre las semillas; enmarcado: el más bajo</translation>
    </message>
    <message>
        <source>mean over seeds; framed: the highest</source>
        <translation>media sobre las semillas; enmarcado: el más alto</translation>
    </message>
</context>
<context>
    <name>Widgets</name>
    <message>
        <source>the same model</source>
        <translation>el mismo modelo</translation>
    </message>
    <message>
        <source>its random-init twin</source>
        <translation>su gemelo con inicialización aleatoria</translation>
    </message>
    <message>
        <source>the bundled model</source>
        <translation>el modelo incluido</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Derecha:</translation>
    </message>
    <message>
        <source>Which model answers on the right: the same model (at another mask rate), its random-init twin (same shape, seed 0, never trained), the bundled model, a training run&apos;s newest checkpoint or a model folder</source>
        <translation>Qué modelo responde a la derecha: el mismo modelo (con otra tasa de máscara), su gemelo con inicialización aleatoria (misma forma, semilla 0, nunca entrenado), el modelo incluido, el punto de control más reciente de una ejecución o una carpeta de modelo</translation>
    </message>
    <message>
        <source>same</source>
        <translation>igual</translation>
    </message>
    <message>
        <source>The right side&apos;s mask rate; &quot;same&quot; hides exactly the left&apos;s positions (same seed, same strategy). Another rate draws with the same seed.</source>
        <translation>La tasa de máscara del lado derecho; «igual» oculta exactamente las posiciones del izquierdo (misma semilla, misma estrategia). Otra tasa sortea con la misma semilla.</translation>
    </message>
    <message>
        <source>Same model</source>
        <translation>El mismo modelo</translation>
    </message>
    <message>
        <source>Random-init twin (never trained)</source>
        <translation>Gemelo con inicialización aleatoria (nunca entrenado)</translation>
    </message>
    <message>
        <source>Bundled model</source>
        <translation>Modelo incluido</translation>
    </message>
    <message>
        <source>Run: {name}</source>
        <translation>Ejecución: {name}</translation>
    </message>
    <message>
        <source>Folder: {name}</source>
        <translation>Carpeta: {name}</translation>
    </message>
    <message>
        <source>Model folder or run…</source>
        <translation>Carpeta de modelo o ejecución…</translation>
    </message>
    <message>
        <source>Compare with a model folder or a training run</source>
        <translation>Comparar con una carpeta de modelo o una ejecución de entrenamiento</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>Comparar…</translation>
    </message>
    <message>
        <source>Side by side: the same input and mask for a second model, or for this model at another mask rate, with the differences named</source>
        <translation>Lado a lado: la misma entrada y máscara para un segundo modelo, o para este modelo con otra tasa de máscara, con las diferencias señaladas</translation>
    </message>
    <message>
        <source>Close compare</source>
        <translation>Cerrar comparación</translation>
    </message>
    <message>
        <source>Loading {model} for the right side…</source>
        <translation>Cargando {model} para el lado derecho…</translation>
    </message>
    <message>
        <source>Cannot compare with {model}: {error}. The right side still shows {kept}.</source>
        <translation>No se puede comparar con {model}: {error}. El lado derecho sigue mostrando {kept}.</translation>
    </message>
    <message>
        <source>it holds an image model, not a text model</source>
        <translation>contiene un modelo de imagen, no un modelo de texto</translation>
    </message>
    <message>
        <source>it holds a text model, not an image model</source>
        <translation>contiene un modelo de texto, no un modelo de imagen</translation>
    </message>
    <message>
        <source>no model in it</source>
        <translation>no contiene ningún modelo</translation>
    </message>
    <message>
        <source>Compare side by side…</source>
        <translation>Comparar lado a lado…</translation>
    </message>
    <message>
        <source>Split the Text or Image tab: the same input and mask for a second model (its random-init twin, a training run, a model folder) or at another mask rate, with the differences named</source>
        <translation>Dividir la pestaña Texto o Imagen: la misma entrada y máscara para un segundo modelo (su gemelo con inicialización aleatoria, una ejecución de entrenamiento, una carpeta de modelo) o con otra tasa de máscara, con las diferencias señaladas</translation>
    </message>
    <message>
        <source>the explained position ({n}): {label}</source>
        <translation>la posición explicada ({n}): {label}</translation>
    </message>
    <message>
        <source>{token} ({n}): not scored (a special token or another [MASK])</source>
        <translation>{token} ({n}): sin puntuación (un token especial u otro [MASK])</translation>
    </message>
    <message>
        <source>Every layer (rows, 1 at the top) and head (columns): who attends to whom. Click a map to open it large.</source>
        <translation>Cada capa (filas, 1 arriba) y cabeza (columnas): quién atiende a quién. Haga clic en un mapa para ampliarlo.</translation>
    </message>
    <message>
        <source>Attention, large</source>
        <translation>Atención, ampliada</translation>
    </message>
    <message>
        <source>Layer {layer}, head {head}: row i is where token i looks (its attention over the columns sums to 1); darker is more.</source>
        <translation>Capa {layer}, cabeza {head}: la fila i es adónde mira el token i (su atención sobre las columnas suma 1); más oscuro es más.</translation>
    </message>
    <message>
        <source>Dismiss this message</source>
        <translation>Descartar este mensaje</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Tabs: {names}</source>
        <translation>Pestañas: {names}</translation>
    </message>
    <message>
        <source>{name} tab</source>
        <translation>Pestaña {name}</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
</context>
</TS>
