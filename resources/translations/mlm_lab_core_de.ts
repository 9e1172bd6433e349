<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Core</name>
    <message>
        <source>refused: {name} is the file the command reads ({shown_name_same_as}); writing the {what} there would overwrite it; name another file</source>
        <translation>abgelehnt: {name} ist die Datei, die der Befehl liest ({shown_name_same_as}); die Ausgabe ({what}) dorthin zu schreiben würde sie überschreiben; eine andere Datei nennen</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is {kind}, not a {noun}; name a {noun}</source>
        <translation>{what} kann nicht nach {name} geschrieben werden: es ist {kind}, kein {noun}; nennen Sie ein {noun}</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: folder does not exist: {shown_name_parent}</source>
        <translation>{name} ({what}) kann nicht geschrieben werden: der Ordner existiert nicht: {shown_name_parent}</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: permission denied (the folder {shown_name_parent} is read-only to you)</source>
        <translation>{name} ({what}) kann nicht geschrieben werden: Zugriff verweigert (der Ordner {shown_name_parent} ist für Sie schreibgeschützt)</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {why_exc}</source>
        <translation>{name} ({what}) kann nicht geschrieben werden: {why_exc}</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is a file, not a folder; name a folder</source>
        <translation>die Ausgabe ({what}) kann nicht nach {name} geschrieben werden: es ist eine Datei, kein Ordner; einen Ordner nennen</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: {shown_name_taken_0} in it is {taken_1}, where a file goes; remove it or name another folder</source>
        <translation>{what} kann nicht nach {name} geschrieben werden: {shown_name_taken_0} darin ist {taken_1}, wo eine Datei hingehört; entfernen Sie es oder nennen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is a folder; name a file</source>
        <translation>die Ausgabe ({what}) kann nicht nach {name} geschrieben werden: es ist ein Ordner; eine Datei nennen</translation>
    </message>
    <message>
        <source>refused: {name} exists; name a new file (the {what} never overwrites one)</source>
        <translation>abgelehnt: {name} existiert bereits; eine neue Datei nennen (für {what} wird nie eine vorhandene Datei überschrieben)</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {shown_name_up} is a file, not a folder</source>
        <translation>{name} ({what}) kann nicht geschrieben werden: {shown_name_up} ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {why_exc} (a test write in {shown_name_parent} failed)</source>
        <translation>{name} ({what}) kann nicht geschrieben werden: {why_exc} (ein Probeschreiben in {shown_name_parent} ist fehlgeschlagen)</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>nothing to compare: no token is masked</source>
        <translation>nichts zu vergleichen: kein Token ist maskiert</translation>
    </message>
    <message>
        <source>nothing to compare: no patch is hidden</source>
        <translation>nichts zu vergleichen: kein Bildfeld ist verdeckt</translation>
    </message>
    <message>
        <source> (same top-5)</source>
        <translation> (gleiche Top-5)</translation>
    </message>
    <message>
        <source>the two tokenizers split the sentence differently, so only the totals compare</source>
        <translation>die beiden Tokenizer zerlegen den Satz verschieden, daher sind nur die Summen vergleichbar</translation>
    </message>
    <message>
        <source>loss {self_left_loss} vs {self_right_loss} nats</source>
        <translation>Verlust {self_left_loss} gegen {self_right_loss} nats</translation>
    </message>
    <message>
        <source>accuracy {self_left_hits}/{self_left_count} vs {self_right_hits}/{self_right_count}</source>
        <translation>Genauigkeit {self_left_hits}/{self_left_count} gegen {self_right_hits}/{self_right_count}</translation>
    </message>
    <message>
        <source>hides {self_left_hidden} vs {self_right_hidden} of {self_total} patches</source>
        <translation>verdeckt {self_left_hidden} gegen {self_right_hidden} von {self_total} Bildfeldern</translation>
    </message>
    <message>
        <source>SSIM {self_left_ssim} vs {self_right_ssim}</source>
        <translation>SSIM {self_left_ssim} gegen {self_right_ssim}</translation>
    </message>
    <message>
        <source>top-1 differs at {differ} of {masks} masks{named}</source>
        <translation>Top-1 unterscheidet sich an {differ} von {masks} Masken{named}</translation>
    </message>
    <message>
        <source>top-1 differs at {differ} of {masks} masks both hide{named}</source>
        <translation>Top-1 unterscheidet sich an {differ} der {masks} Masken, die beide verdecken{named}</translation>
    </message>
    <message>
        <source>PSNR {self_left_psnr} vs {self_right_psnr} dB</source>
        <translation>PSNR {self_left_psnr} gegen {self_right_psnr} dB</translation>
    </message>
    <message>
        <source>PSNR {db_self_left_psnr} vs {db_self_right_psnr} dB</source>
        <translation>PSNR {db_self_left_psnr} gegen {db_self_right_psnr} dB</translation>
    </message>
    <message>
        <source>the left rebuilds {self_left_better} of {self_left_hidden} hidden patches better</source>
        <translation>links werden {self_left_better} von {self_left_hidden} verdeckten Bildfeldern besser rekonstruiert</translation>
    </message>
    <message>
        <source>the right rebuilds {self_right_better} of {self_left_hidden} hidden patches better</source>
        <translation>rechts werden {self_right_better} von {self_left_hidden} verdeckten Bildfeldern besser rekonstruiert</translation>
    </message>
    <message>
        <source>{left_rate} vs {right_rate}: {left} vs {right} masks</source>
        <translation>{left_rate} gegen {right_rate}: {left} gegen {right} Masken</translation>
    </message>
    <message>
        <source>{left} vs {right} masks</source>
        <translation>{left} gegen {right} Masken</translation>
    </message>
    <message>
        <source>image file</source>
        <translation>Bilddatei</translation>
    </message>
    <message>
        <source>from {low} to {high}</source>
        <translation>von {low} bis {high}</translation>
    </message>
    <message>
        <source>{name} must be {kind} {span}, got {shown}</source>
        <translation>{name} muss {kind} {span} sein, erhalten: {shown}</translation>
    </message>
    <message>
        <source>more than {low} and less than {high}</source>
        <translation>größer als {low} und kleiner als {high}</translation>
    </message>
    <message>
        <source>more than {low} and at most {high}</source>
        <translation>größer als {low} und höchstens {high}</translation>
    </message>
    <message>
        <source>from {low} to below {high}</source>
        <translation>von {low} bis unter {high}</translation>
    </message>
    <message>
        <source>{what} must be text, got {type_text_name}</source>
        <translation>{what} muss Text sein, nicht {type_text_name}</translation>
    </message>
    <message>
        <source>{what} holds {ascii_text_exc_start} at character {exc_start_1}: a lone surrogate (bytes that were not UTF-8), not a character the tokenizer can read</source>
        <translation>{what} enthält {ascii_text_exc_start} an Zeichenposition {exc_start_1}: ein einzelnes Surrogat (Bytes, die kein UTF-8 waren), kein Zeichen, das der Tokenizer lesen kann</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>{shown_path} is {kind}, not {article_what}: refused</source>
        <translation>{shown_path} ist {kind} (erwartet: {article_what}): abgelehnt</translation>
    </message>
    <message>
        <source>{shown_path} is larger than {size_max_bytes}, the most {article_what} may be: refused</source>
        <translation>{shown_path} ist größer als {size_max_bytes}, die höchste erlaubte Größe ({article_what}): abgelehnt</translation>
    </message>
    <message>
        <source>a whole number of {digits} digits (at most {max_digits})</source>
        <translation>eine ganze Zahl mit {digits} Ziffern (höchstens {max_digits})</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: nested more than {max_depth} levels deep</source>
        <translation>{shown_path} kann nicht als {article_what} gelesen werden: mehr als {max_depth} Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>eine benannte Pipe</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>no such {what}: {shown_path}</source>
        <translation>nicht gefunden ({what}): {shown_path}</translation>
    </message>
    <message>
        <source>cannot open the {what} {shown_path}: {reason_exc}</source>
        <translation>{shown_path} ({what}) kann nicht geöffnet werden: {reason_exc}</translation>
    </message>
    <message>
        <source>cannot read the {what} {shown_path}: {reason_exc}</source>
        <translation>{shown_path} ({what}) kann nicht gelesen werden: {reason_exc}</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: not UTF-8 text (byte {exc_start})</source>
        <translation>{shown_path} kann nicht als {article_what} gelesen werden: kein UTF-8-Text (Byte {exc_start})</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: not valid JSON (line {exc_lineno}: {exc_msg})</source>
        <translation>{shown_path} kann nicht als {article_what} gelesen werden: kein gültiges JSON (Zeile {exc_lineno}: {exc_msg})</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: nested too deeply</source>
        <translation>{shown_path} kann nicht als {article_what} gelesen werden: zu tief verschachtelt</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: it holds {exc}</source>
        <translation>{shown_path} kann nicht als {article_what} gelesen werden: die Datei enthält {exc}</translation>
    </message>
    <message>
        <source>size must be at least 4, got {size}</source>
        <translation>size muss mindestens 4 sein, nicht {size}</translation>
    </message>
    <message>
        <source>no such file or folder: {path}</source>
        <translation>keine solche Datei und kein solcher Ordner: {path}</translation>
    </message>
    <message>
        <source>no image files ({join_image_suffixes_4}, ...) in {where}</source>
        <translation>keine Bilddateien ({join_image_suffixes_4}, ...) in {where}</translation>
    </message>
    <message>
        <source>no readable images in {path} ({len_loaded_skipped} file(s) could not be decoded)</source>
        <translation>keine lesbaren Bilder in {path} (nicht dekodierbare Dateien: {len_loaded_skipped})</translation>
    </message>
    <message>
        <source>scikit-image's sample photos are not available</source>
        <translation>die Beispielfotos von scikit-image sind nicht verfügbar</translation>
    </message>
    <message>
        <source>{path} holds {arr_dtype} {tuple_arr_shape}: expected uint8 pictures [N, H, W, 3]</source>
        <translation>{path} enthält {arr_dtype} {tuple_arr_shape}: erwartet werden uint8-Bilder [N, H, W, 3]</translation>
    </message>
    <message>
        <source>{path} has {arr_shape_0} pictures, fewer than the {rows} asked for</source>
        <translation>{path} hat {arr_shape_0} Bilder, weniger als die verlangten {rows}</translation>
    </message>
    <message>
        <source>{path} is the held-out image itself: nothing is left to train on</source>
        <translation>{path} ist das zurückgehaltene Bild selbst: zum Trainieren bleibt nichts übrig</translation>
    </message>
    <message>
        <source>cannot read {path} as a .npy array of pictures: {e}</source>
        <translation>{path} kann nicht als .npy-Array von Bildern gelesen werden: {e}</translation>
    </message>
    <message>
        <source> outside {exclude}</source>
        <translation> außerhalb von {exclude}</translation>
    </message>
    <message>
        <source>no .txt files in {path}{outside}</source>
        <translation>keine .txt-Dateien in {path}{outside}</translation>
    </message>
    <message>
        <source>{path} is the held-out text itself: nothing is left to train on</source>
        <translation>{path} ist der zurückgehaltene Text selbst: zum Trainieren bleibt nichts übrig</translation>
    </message>
    <message>
        <source>no readable text in {path}</source>
        <translation>kein lesbarer Text in {path}</translation>
    </message>
    <message>
        <source>{file} is not a UTF-8 text file (binary data or another encoding)</source>
        <translation>{file} ist keine UTF-8-Textdatei (Binärdaten oder eine andere Kodierung)</translation>
    </message>
    <message>
        <source>seq_len must be at least 3</source>
        <translation>seq_len muss mindestens 3 sein</translation>
    </message>
    <message>
        <source>cannot read {file}: {exc_strerror_or_exc}</source>
        <translation>{file} kann nicht gelesen werden: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{len_items} items but {len_logprobs} rows of log-probabilities</source>
        <translation>{len_items} Einträge, aber {len_logprobs} Zeilen mit Log-Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>item {item_text} has {len_item_candidates} candidates, got {row_shape}</source>
        <translation>Eintrag {item_text} hat {len_item_candidates} Kandidaten, erhalten: {row_shape}</translation>
    </message>
    <message>
        <source>expected one [MASK] in {chunk_i_text}, found {len_masks}</source>
        <translation>genau ein [MASK] in {chunk_i_text} erwartet, gefunden: {len_masks}</translation>
    </message>
    <message>
        <source>no texts to check</source>
        <translation>keine Texte zu prüfen</translation>
    </message>
    <message>
        <source>a text model cannot explain an image patch: give an image (MAE) model</source>
        <translation>ein Textmodell kann kein Bildfeld erklären: ein Bildmodell (MAE) angeben</translation>
    </message>
    <message>
        <source>unknown method {method}: choose one of {join_patch_methods}</source>
        <translation>unbekannte Methode {method}: eine von {join_patch_methods} wählen</translation>
    </message>
    <message>
        <source>an image is needed</source>
        <translation>ein Bild wird gebraucht</translation>
    </message>
    <message>
        <source>patch ({r}, {c}) is outside the {rows} x {cols} grid (rows and columns from 0)</source>
        <translation>Bildfeld ({r}, {c}) liegt außerhalb des Rasters {rows} x {cols} (Zeilen und Spalten ab 0)</translation>
    </message>
    <message>
        <source>patch ({r}, {c}) is visible: explain a hidden patch (the model rebuilds only those)</source>
        <translation>Bildfeld ({r}, {c}) ist sichtbar: ein verborgenes Bildfeld erklären (das Modell rekonstruiert nur diese)</translation>
    </message>
    <message>
        <source>the mask has {m_size} cells but the model's grid is {rows} x {cols}</source>
        <translation>die Maske hat {m_size} Zellen, aber das Raster des Modells ist {rows} x {cols}</translation>
    </message>
    <message>
        <source>target must be None, 'top1', 'true', a token or an id, got {type_target_name}</source>
        <translation>target muss None, 'top1', 'true', ein Token oder eine ID sein, nicht {type_target_name}</translation>
    </message>
    <message>
        <source>a text model is needed, got {type_model_name}</source>
        <translation>ein Textmodell wird gebraucht, nicht {type_model_name}</translation>
    </message>
    <message>
        <source>position {position} is outside the {len_ids} tokens (0..{len_ids_1})</source>
        <translation>Position {position} liegt außerhalb der {len_ids} Tokens (0..{len_ids_1})</translation>
    </message>
    <message>
        <source>position {position} is a special token ({tok_id_to_token_ids_posi}), not a word</source>
        <translation>Position {position} ist ein Sondertoken ({tok_id_to_token_ids_posi}), kein Wort</translation>
    </message>
    <message>
        <source>target {target} is not in the model's vocabulary (one token, e.g. 'door')</source>
        <translation>Ziel {target} ist nicht im Vokabular des Modells (ein einzelnes Token, z. B. 'door')</translation>
    </message>
    <message>
        <source>unknown method {method}: choose one of {join_text_methods}</source>
        <translation>unbekannte Methode {method}: eine von {join_text_methods} wählen</translation>
    </message>
    <message>
        <source>the text has no {mask_name_tok} to explain (or it was cut off at the model's length)</source>
        <translation>der Text hat kein {mask_name_tok} zu erklären (oder es wurde bei der Länge des Modells abgeschnitten)</translation>
    </message>
    <message>
        <source>unknown precision {precision}: choose one of {join_precisions}</source>
        <translation>unbekannte Genauigkeit {precision}: eine von {join_precisions} wählen</translation>
    </message>
    <message>
        <source>the foil must differ from the target</source>
        <translation>die Alternative (foil) muss sich vom Ziel unterscheiden</translation>
    </message>
    <message>
        <source>no tokens to explain</source>
        <translation>keine Tokens zu erklären</translation>
    </message>
    <message>
        <source>token id {bad_0} is outside the vocabulary of {tok_vocab_size}</source>
        <translation>Token-ID {bad_0} liegt außerhalb des Vokabulars mit {tok_vocab_size} Einträgen</translation>
    </message>
    <message>
        <source>{len_ids} tokens is more than the model's {tm_max_length}</source>
        <translation>{len_ids} Tokens sind mehr als die {tm_max_length} des Modells</translation>
    </message>
    <message>
        <source>the text has {len_masks} [MASK]s: say which to explain with --position (one of {join_map_str_masks})</source>
        <translation>der Text hat {len_masks}-mal [MASK]: mit --position angeben, welches erklärt werden soll (eines von {join_map_str_masks})</translation>
    </message>
    <message>
        <source>target 'true' needs a position that held a token (it was a [MASK])</source>
        <translation>target 'true' braucht eine Position, an der ein Token stand (dort stand ein [MASK])</translation>
    </message>
    <message>
        <source>target id {target} is outside the vocabulary of {tok_vocab_size}</source>
        <translation>Ziel-ID {target} liegt außerhalb des Vokabulars mit {tok_vocab_size} Einträgen</translation>
    </message>
    <message>
        <source>an animation is written as .gif, .png (APNG) or .mp4, not {suffix_or_a_file_without} ({path_path_name})</source>
        <translation>eine Animation wird als .gif, .png (APNG) oder .mp4 geschrieben, nicht als {suffix_or_a_file_without} ({path_path_name})</translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation>eine Datei ohne Endung</translation>
    </message>
    <message>
        <source>the frame rate must be from {min_fps} to {max_fps} frames a second, got {fps}</source>
        <translation>die Bildrate muss zwischen {min_fps} und {max_fps} Bildern pro Sekunde liegen, nicht {fps}</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>die Animation hat keine Bilder</translation>
    </message>
    <message>
        <source>the frames of an animation must all have one size</source>
        <translation>die Bilder einer Animation müssen alle dieselbe Größe haben</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>unknown animation format {fmt}</source>
        <translation>unbekanntes Animationsformat {fmt}</translation>
    </message>
    <message>
        <source>cannot write {path}: {exc_strerror_or_exc}</source>
        <translation>{path} kann nicht geschrieben werden: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{what} must look like FROM:TO or FROM:TO:STEP, got {text}</source>
        <translation>{what} muss die Form FROM:TO oder FROM:TO:STEP haben, nicht {text}</translation>
    </message>
    <message>
        <source>{what} must be finite numbers, got {text}</source>
        <translation>{what} muss aus endlichen Zahlen bestehen, nicht {text}</translation>
    </message>
    <message>
        <source>{what}: the step must not be 0</source>
        <translation>{what}: die Schrittweite darf nicht 0 sein</translation>
    </message>
    <message>
        <source>{what} takes whole numbers, got {text}</source>
        <translation>{what} nimmt ganze Zahlen, nicht {text}</translation>
    </message>
    <message>
        <source>{what} {text} gives no frames (from {start} the step {step} never reaches {stop})</source>
        <translation>{what} {text} ergibt keine Bilder (von {start} aus erreicht die Schrittweite {step} nie {stop})</translation>
    </message>
    <message>
        <source>{what} {text} gives {count} frames; at most {max_frames}</source>
        <translation>{what} {text} ergibt {count} Bilder; höchstens {max_frames}</translation>
    </message>
    <message>
        <source>--sweep must look like image.ratio=0:0.95:0.05, got {spec}</source>
        <translation>--sweep muss die Form image.ratio=0:0.95:0.05 haben, nicht {spec}</translation>
    </message>
    <message>
        <source>--sweep: no tab {part} (one of {join_parts})</source>
        <translation>--sweep: kein Reiter {part} (einer von {join_parts})</translation>
    </message>
    <message>
        <source>--sweep: {part} has no numeric field {name} (one of {join_numeric})</source>
        <translation>--sweep: {part} hat kein Zahlenfeld {name} (eines von {join_numeric})</translation>
    </message>
    <message>
        <source>--sweep {part}.{name} changes the {part} tab, but the frames show the {tab} tab</source>
        <translation>--sweep {part}.{name} ändert den Reiter {part}, aber die Bilder zeigen den Reiter {tab}</translation>
    </message>
    <message>
        <source>--seeds: the {tab} tab has no seed</source>
        <translation>--seeds: der Reiter {tab} hat keinen Startwert</translation>
    </message>
    <message>
        <source>--rounds records the Generate tab's rounds or the Text tab's fill, not the {tab} tab</source>
        <translation>--rounds zeichnet die Runden des Reiters Erzeugen oder das Füllen des Reiters Text auf, nicht den Reiter {tab}</translation>
    </message>
    <message>
        <source>--rounds: the {tab} tab has no rounds to show (0 frames)</source>
        <translation>--rounds: der Reiter {tab} hat keine Runden zu zeigen (0 Bilder)</translation>
    </message>
    <message>
        <source>--run shows a run's checkpoints on the Text or Image tab, not the {tab} tab</source>
        <translation>--run zeigt die Checkpoints eines Laufs auf dem Reiter Text oder Bild, nicht auf dem Reiter {tab}</translation>
    </message>
    <message>
        <source>--run: the run has no checkpoints yet (0 frames)</source>
        <translation>--run: der Lauf hat noch keine Checkpoints (0 Bilder)</translation>
    </message>
    <message>
        <source>{what} must be numbers FROM:TO[:STEP], got {text}</source>
        <translation>{what} muss aus Zahlen FROM:TO[:STEP] bestehen, nicht {text}</translation>
    </message>
    <message>
        <source>{what} needs a step (FROM:TO:STEP), got {text}</source>
        <translation>{what} braucht eine Schrittweite (FROM:TO:STEP), nicht {text}</translation>
    </message>
    <message>
        <source>--seeds is out of range: {exc}</source>
        <translation>--seeds liegt außerhalb des Bereichs: {exc}</translation>
    </message>
    <message>
        <source>--sweep is out of range: {exc}</source>
        <translation>--sweep liegt außerhalb des Bereichs: {exc}</translation>
    </message>
    <message>
        <source>a web page is written as .html, not {path_path_suffix_or_a_fi}</source>
        <translation>eine Webseite wird als .html geschrieben, nicht als {path_path_suffix_or_a_fi}</translation>
    </message>
    <message>
        <source>the web page would be empty: no text view and no image frames</source>
        <translation>die Webseite wäre leer: keine Textansicht und keine Bilder</translation>
    </message>
    <message>
        <source>layer must be in [0, {num_layers}] or negative from the end, got {layer}</source>
        <translation>layer muss in [0, {num_layers}] liegen oder negativ vom Ende gezählt sein, nicht {layer}</translation>
    </message>
    <message>
        <source>images must be [B, H, W, 3] or [B, 3, H, W], got {tuple_x_shape}</source>
        <translation>images muss [B, H, W, 3] oder [B, 3, H, W] sein, nicht {tuple_x_shape}</translation>
    </message>
    <message>
        <source>features must be [N, D] or [B, N, D], got {arr_shape}</source>
        <translation>features muss [N, D] oder [B, N, D] sein, nicht {arr_shape}</translation>
    </message>
    <message>
        <source>a PCA with {n} components needs at least {n} patches, got {x_shape_0}</source>
        <translation>eine PCA mit {n} Komponenten braucht mindestens {n} Bildfelder, erhalten: {x_shape_0}</translation>
    </message>
    <message>
        <source>n must be 1, 2 or 3, got {n}</source>
        <translation>n muss 1, 2 oder 3 sein, nicht {n}</translation>
    </message>
    <message>
        <source>features_a must be one image's patches [N, D], got {a_shape}</source>
        <translation>features_a muss die Bildfelder eines Bildes sein [N, D], nicht {a_shape}</translation>
    </message>
    <message>
        <source>features must be [n, d] with the same d, got {train_x_shape} and {test_x_shape}</source>
        <translation>features muss [n, d] mit demselben d sein, nicht {train_x_shape} und {test_x_shape}</translation>
    </message>
    <message>
        <source>features and labels differ in length</source>
        <translation>features und labels sind verschieden lang</translation>
    </message>
    <message>
        <source>a probe needs at least two classes in its training set</source>
        <translation>eine Sonde braucht mindestens zwei Klassen in ihren Trainingsdaten</translation>
    </message>
    <message>
        <source>text probe task must be one of {text_tasks}, got {task}</source>
        <translation>die Aufgabe einer Textsonde muss eine von {text_tasks} sein, nicht {task}</translation>
    </message>
    <message>
        <source>not a folder: {root}</source>
        <translation>kein Ordner: {root}</translation>
    </message>
    <message>
        <source>{root} needs at least two class subfolders (one per class), found {len_classes}</source>
        <translation>{root} braucht mindestens zwei Klassen-Unterordner (einen je Klasse), gefunden: {len_classes}</translation>
    </message>
    <message>
        <source>{run_dir} has no checkpoints to probe</source>
        <translation>{run_dir} hat keine Checkpoints zum Sondieren</translation>
    </message>
    <message>
        <source>class folder {name} in {root} holds no images</source>
        <translation>der Klassenordner {name} in {root} enthält keine Bilder</translation>
    </message>
    <message>
        <source>class folder {name} in {root} holds one image; a probe needs two or more per class</source>
        <translation>der Klassenordner {name} in {root} enthält nur ein Bild; eine Sonde braucht zwei oder mehr je Klasse</translation>
    </message>
    <message>
        <source>{source} holds too few images ({len_files}) for a train/test split</source>
        <translation>{source} enthält zu wenige Bilder ({len_files}) für eine Aufteilung in Training und Test</translation>
    </message>
    <message>
        <source>{folder} holds a text model; task {task} needs an image model</source>
        <translation>{folder} enthält ein Textmodell; die Aufgabe {task} braucht ein Bildmodell</translation>
    </message>
    <message>
        <source>{folder} holds an image model; task {task} needs a text model</source>
        <translation>{folder} enthält ein Bildmodell; die Aufgabe {task} braucht ein Textmodell</translation>
    </message>
    <message>
        <source>word {word} of {chunk_i} was cut off by the tokenizer</source>
        <translation>Wort {word} von {chunk_i} wurde vom Tokenizer abgeschnitten</translation>
    </message>
    <message>
        <source>a MaskedLM object needs its tokenizer</source>
        <translation>ein MaskedLM-Objekt braucht seinen Tokenizer</translation>
    </message>
    <message>
        <source>the reference corpus is missing: {path}</source>
        <translation>das Referenzkorpus fehlt: {path}</translation>
    </message>
    <message>
        <source>the corpus is empty</source>
        <translation>das Korpus ist leer</translation>
    </message>
    <message>
        <source>cache entry is for another corpus or version</source>
        <translation>der Cache-Eintrag gehört zu einem anderen Korpus oder einer anderen Version</translation>
    </message>
    <message>
        <source>cache entry is incomplete</source>
        <translation>der Cache-Eintrag ist unvollständig</translation>
    </message>
    <message>
        <source>rounds must be a whole number, at least 1; got {rounds}</source>
        <translation>rounds muss eine ganze Zahl sein, mindestens 1; nicht {rounds}</translation>
    </message>
    <message>
        <source>order must be one of {join_orders}; got {order}</source>
        <translation>order muss eines von {join_orders} sein; nicht {order}</translation>
    </message>
    <message>
        <source>a ratio of {ratio} hides no patch of {num_patches}: nothing to reveal</source>
        <translation>ein Anteil von {ratio} verbirgt keines der {num_patches} Bildfelder: nichts aufzudecken</translation>
    </message>
    <message>
        <source>{rounds} rounds for {hidden} hidden patches: every round must reveal at least one, so use at most {hidden} rounds (or hide more)</source>
        <translation>{rounds} Runden für {hidden} verborgene Bildfelder: jede Runde muss mindestens eines aufdecken, also höchstens {hidden} Runden verwenden (oder mehr verbergen)</translation>
    </message>
    <message>
        <source>sample_causal needs a causal model (objective clm)</source>
        <translation>sample_causal braucht ein kausales Modell (objective clm)</translation>
    </message>
    <message>
        <source>the scorer must be a causal model (objective clm)</source>
        <translation>das bewertende Modell muss ein kausales Modell sein (objective clm)</translation>
    </message>
    <message>
        <source>schedule must be one of {schedules}, got {schedule}</source>
        <translation>schedule muss eines von {schedules} sein, nicht {schedule}</translation>
    </message>
    <message>
        <source>need n &gt;= 0 and steps &gt;= 1, got n={n}, steps={steps}</source>
        <translation>n &gt;= 0 und steps &gt;= 1 nötig, erhalten: n={n}, steps={steps}</translation>
    </message>
    <message>
        <source>{steps} steps for {n} masked positions: each step must reveal at least one</source>
        <translation>{steps} Schritte für {n} maskierte Stellen: jeder Schritt muss mindestens eine aufdecken</translation>
    </message>
    <message>
        <source>unknown remasking {rule}</source>
        <translation>unbekannte Regel zum neu Maskieren: {rule}</translation>
    </message>
    <message>
        <source>this model's tokenizer has no [MASK] token: it cannot generate by unmasking</source>
        <translation>der Tokenizer dieses Modells hat kein [MASK]-Token: es kann nicht durch Aufdecken erzeugen</translation>
    </message>
    <message>
        <source>the prompt must be text</source>
        <translation>die Vorgabe muss Text sein</translation>
    </message>
    <message>
        <source>the model's tokenizer does not hold every word of the toy language</source>
        <translation>der Tokenizer des Modells enthält nicht jedes Wort der Spielsprache</translation>
    </message>
    <message>
        <source>need n &gt;= 1 and steps &gt;= 1, got n={n}, steps={steps}</source>
        <translation>n &gt;= 1 und steps &gt;= 1 nötig, erhalten: n={n}, steps={steps}</translation>
    </message>
    <message>
        <source>nothing is hidden: there is no token to reveal</source>
        <translation>nichts ist verborgen: es gibt kein Token aufzudecken</translation>
    </message>
    <message>
        <source>rounds must be a whole number from 1 to {n_hidden} (the hidden tokens), got {rounds}</source>
        <translation>rounds muss eine ganze Zahl von 1 bis {n_hidden} (die verborgenen Tokens) sein, erhalten: {rounds}</translation>
    </message>
    <message>
        <source>{name} must be a number of at least 0, got {value}</source>
        <translation>{name} muss eine Zahl von mindestens 0 sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>the prompt is longer than the model's {limit} tokens</source>
        <translation>die Vorgabe ist länger als die {limit} Tokens des Modells</translation>
    </message>
    <message>
        <source>steps ({settings_steps}) is more than the {n} masked position(s) to fill; use at most {n}</source>
        <translation>steps ({settings_steps}) ist mehr als die Zahl der zu füllenden maskierten Stellen ({n}); höchstens {n} verwenden</translation>
    </message>
    <message>
        <source>this is a causal (left-to-right) model: unmasking needs a bidirectional masked LM</source>
        <translation>dies ist ein kausales Modell (von links nach rechts): Aufdecken braucht ein bidirektionales maskiertes Sprachmodell</translation>
    </message>
    <message>
        <source>{s} samples of {t} tokens is {s_t} tokens in one batch; at most {max_batch_positions} (memory): ask for fewer samples or a shorter length</source>
        <translation>{s} Stichproben zu je {t} Tokens ergeben {s_t} Tokens in einem Batch; höchstens {max_batch_positions} (Speicher): weniger Stichproben oder eine kürzere Länge anfordern</translation>
    </message>
    <message>
        <source>this model computes every position itself: block-causal attention and the key/value caches need one of the lab's own models</source>
        <translation>dieses Modell berechnet jede Position selbst: blockkausale Attention und die Key/Value-Caches brauchen eines der eigenen Modelle des Labors</translation>
    </message>
    <message>
        <source>revise takes rows of one length</source>
        <translation>revise nimmt nur Zeilen gleicher Länge</translation>
    </message>
    <message>
        <source>attention must be one of {join_attention}, got {self_attention}</source>
        <translation>attention muss eines von {join_attention} sein, erhalten: {self_attention}</translation>
    </message>
    <message>
        <source>cache must be one of {join_caches}, got {self_cache}</source>
        <translation>cache muss eines von {join_caches} sein, erhalten: {self_cache}</translation>
    </message>
    <message>
        <source>remasking must be one of {join_remasking}, got {self_remasking}</source>
        <translation>remasking muss eines von {join_remasking} sein, nicht {self_remasking}</translation>
    </message>
    <message>
        <source>schedule must be one of {join_schedules}, got {self_schedule}</source>
        <translation>schedule muss eines von {join_schedules} sein, nicht {self_schedule}</translation>
    </message>
    <message>
        <source>a length of {length} with this prompt needs {len_ids_length} tokens; the model takes at most {limit} (at most {limit_len_ids} to write)</source>
        <translation>eine Länge von {length} braucht mit dieser Vorgabe {len_ids_length} Tokens; das Modell nimmt höchstens {limit} (höchstens {limit_len_ids} zu schreiben)</translation>
    </message>
    <message>
        <source>remask cannot be combined with remasking {self_remasking}: taking tokens back needs the fixed steps of a schedule</source>
        <translation>remask lässt sich nicht mit dem Remasking {self_remasking} verbinden: Tokens zurückzunehmen braucht die festen Schritte eines Zeitplans</translation>
    </message>
    <message>
        <source>remask cannot be combined with blocks (block length {self_block_length}): it revises the whole sequence</source>
        <translation>remask lässt sich nicht mit Blöcken verbinden (Blocklänge {self_block_length}): es überarbeitet die ganze Folge</translation>
    </message>
    <message>
        <source>remask cannot be combined with the {self_cache} cache: a token taken back changes the keys and values it keeps</source>
        <translation>remask lässt sich nicht mit dem Cache {self_cache} verbinden: ein zurückgenommenes Token ändert die Schlüssel und Werte, die er hält</translation>
    </message>
    <message>
        <source>cannot read an image from a {type_source_name}</source>
        <translation>aus einem {type_source_name} kann kein Bild gelesen werden</translation>
    </message>
    <message>
        <source>{name} is {w}x{h} ({w_h_1000000_0} megapixels); the limit is {max_pixels_1000000_0}</source>
        <translation>{name} hat {w}x{h} ({w_h_1000000_0} Megapixel); die Grenze ist {max_pixels_1000000_0}</translation>
    </message>
    <message>
        <source>an image array must be HxW, HxWx1, HxWx3 or HxWx4, got shape {arr_shape}</source>
        <translation>ein Bild-Array muss HxW, HxWx1, HxWx3 oder HxWx4 sein, nicht die Form {arr_shape}</translation>
    </message>
    <message>
        <source>{name} is not an image file (PNG, JPEG, GIF, BMP, TIFF or WebP)</source>
        <translation>{name} ist keine Bilddatei (PNG, JPEG, GIF, BMP, TIFF oder WebP)</translation>
    </message>
    <message>
        <source>{name} could not be decoded ({exc})</source>
        <translation>{name} konnte nicht dekodiert werden ({exc})</translation>
    </message>
    <message>
        <source>the bundled {kind} model is missing from {folder}</source>
        <translation>das mitgelieferte Modell ({kind}) fehlt in {folder}</translation>
    </message>
    <message>
        <source>{ids_shape_1} tokens is more than the model's {tm_max_length}</source>
        <translation>{ids_shape_1} Tokens sind mehr als die {tm_max_length} des Modells</translation>
    </message>
    <message>
        <source>the text has no {own} to fill</source>
        <translation>der Text hat kein {own} zu füllen</translation>
    </message>
    <message>
        <source>every {mask} was cut off: the text is longer than {tm_max_length} tokens</source>
        <translation>jedes {mask} wurde abgeschnitten: der Text ist länger als {tm_max_length} Tokens</translation>
    </message>
    <message>
        <source>{name}: must be between {fmt_lo} and {fmt_hi}, got {show_value}</source>
        <translation>{name}: muss zwischen {fmt_lo} und {fmt_hi} liegen, nicht {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a whole number from {lo} to {hi}, got {show_value}</source>
        <translation>{name}: muss eine ganze Zahl von {lo} bis {hi} sein, nicht {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be one of {join_options}, got {show_value}</source>
        <translation>{name}: muss eines von {join_options} sein, nicht {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be text, got {show_value}</source>
        <translation>{name}: muss Text sein, nicht {show_value}</translation>
    </message>
    <message>
        <source>{name}: must not be empty</source>
        <translation>{name}: darf nicht leer sein</translation>
    </message>
    <message>
        <source>{name}: is {len_value} characters long; at most {limit} are accepted</source>
        <translation>{name}: ist {len_value} Zeichen lang; höchstens {limit} sind erlaubt</translation>
    </message>
    <message>
        <source>{name}: must be true or false, got {show_value}</source>
        <translation>{name}: muss true oder false sein, nicht {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a list of names, got {show_value}</source>
        <translation>{name}: muss eine Liste von Namen sein, nicht {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a list of whole numbers, got {show_value}</source>
        <translation>{name}: muss eine Liste ganzer Zahlen sein, nicht {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a grid of 0 and 1 (a list of up to {limit} rows)</source>
        <translation>{name}: muss ein Raster aus 0 und 1 sein (eine Liste von bis zu {limit} Zeilen)</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object, got {show_value}</source>
        <translation>{name}: muss ein JSON-Objekt sein, nicht {show_value}</translation>
    </message>
    <message>
        <source>{name}[{r}]: must be a row of 0 and 1</source>
        <translation>{name}[{r}]: muss eine Zeile aus 0 und 1 sein</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list of {len_value}</source>
        <translation>eine Liste mit {len_value} Einträgen</translation>
    </message>
    <message>
        <source>{name}: must be {kind} {span}, got {show_value}</source>
        <translation>{name}: muss {kind} {span} sein, erhalten: {show_value}</translation>
    </message>
    <message>
        <source>{name}: rows must all have the same length ({width}), row {r} has {len_row}</source>
        <translation>{name}: alle Zeilen müssen gleich lang sein ({width}), Zeile {r} hat {len_row}</translation>
    </message>
    <message>
        <source>{name}[{r}][{c}]: must be 0 or 1, got {show_cell}</source>
        <translation>{name}[{r}][{c}]: muss 0 oder 1 sein, nicht {show_cell}</translation>
    </message>
    <message>
        <source>{key}.compare.model: no such model or run folder: {choice_model}</source>
        <translation>{key}.compare.model: kein solcher Modell- oder Laufordner: {choice_model}</translation>
    </message>
    <message>
        <source>a lab state</source>
        <translation>Laborstand</translation>
    </message>
    <message>
        <source>{name} is {len_raw_1000000_0} MB; {kind} is a small JSON file</source>
        <translation>{name} ist {len_raw_1000000_0} MB groß; erwartet wird eine kleine JSON-Datei ({kind})</translation>
    </message>
    <message>
        <source>{constant} is not a number {kind} can hold</source>
        <translation>{constant} ist keine Zahl, die hier stehen kann ({kind})</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be {kind} (more than {max_json_depth} levels)</source>
        <translation>{name} ist zu tief verschachtelt (erwartet: {kind}; mehr als {max_json_depth} Ebenen)</translation>
    </message>
    <message>
        <source>{name}: the relative path {shown_name_source} leads out of the {kind}'s folder; a relative path must stay inside it (put the file next to the {kind}, or give its absolute path)</source>
        <translation>{name}: der relative Pfad {shown_name_source} führt aus dem Ordner der Datei ({kind}) heraus; ein relativer Pfad muss darin bleiben (die Datei in denselben Ordner legen wie die Datei ({kind}) oder ihren absoluten Pfad angeben)</translation>
    </message>
    <message>
        <source>no such {kind}: {shown_name_path}</source>
        <translation>nicht gefunden ({kind}): {shown_name_path}</translation>
    </message>
    <message>
        <source>{shown_name_path} is not a file</source>
        <translation>{shown_name_path} ist keine Datei</translation>
    </message>
    <message>
        <source>{shown_name_path_name} is {size_1000000_0} MB; {what} is a small JSON file</source>
        <translation>{shown_name_path_name} ist {size_1000000_0} MB groß; erwartet wird eine kleine JSON-Datei ({what})</translation>
    </message>
    <message>
        <source>a lab state must be a JSON object</source>
        <translation>ein Laborstand muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>format: not an MLM Lab state (format is {checks_show_data_get_for}, expected {format})</source>
        <translation>format: kein Laborstand von MLM Lab (format ist {checks_show_data_get_for}, erwartet: {format})</translation>
    </message>
    <message>
        <source>version: this app reads lab state version {version}, got {checks_show_version}</source>
        <translation>version: diese App liest Laborstände der Version {version}, nicht {checks_show_version}</translation>
    </message>
    <message>
        <source>a number of {len_digits_lstrip} digits; no field of {kind} needs one</source>
        <translation>eine Zahl mit {len_digits_lstrip} Ziffern; kein Feld braucht eine solche ({kind})</translation>
    </message>
    <message>
        <source>{name} is not a text file</source>
        <translation>{name} ist keine Textdatei</translation>
    </message>
    <message>
        <source>{name} is not valid JSON (line {exc_lineno}: {exc_msg})</source>
        <translation>{name} ist kein gültiges JSON (Zeile {exc_lineno}: {exc_msg})</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be {kind}</source>
        <translation>{name} ist zu tief verschachtelt (erwartet: {kind})</translation>
    </message>
    <message>
        <source>{name} holds {exc}</source>
        <translation>{name} enthält {exc}</translation>
    </message>
    <message>
        <source>{name} holds a number that cannot be read ({exc})</source>
        <translation>{name} enthält eine Zahl, die nicht gelesen werden kann ({exc})</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be a lab state</source>
        <translation>{name} ist zu tief verschachtelt für einen Laborstand</translation>
    </message>
    <message>
        <source>cannot open the {kind} {shown_name_path}: {reason_exc}</source>
        <translation>{shown_name_path} ({kind}) kann nicht geöffnet werden: {reason_exc}</translation>
    </message>
    <message>
        <source>cannot read {shown_name_path_name}: {reason_exc}</source>
        <translation>{shown_name_path_name} kann nicht gelesen werden: {reason_exc}</translation>
    </message>
    <message>
        <source>models.{kind}: must map 'text'/'image' to 'bundled' or a folder, got {checks_show_source}</source>
        <translation>models.{kind}: muss 'text'/'image' auf 'bundled' oder einen Ordner abbilden, nicht {checks_show_source}</translation>
    </message>
    <message>
        <source>lab file</source>
        <translation>Labordatei</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object, got {checks_show_data}</source>
        <translation>{name}: muss ein JSON-Objekt sein, nicht {checks_show_data}</translation>
    </message>
    <message>
        <source>{name}.{wrong_0}: not a field of a {kind} exercise</source>
        <translation>{name}.{wrong_0}: kein Feld einer Aufgabe vom Typ {kind}</translation>
    </message>
    <message>
        <source>{name}: no such live figure {checks_show_value} (one of {join_figures})</source>
        <translation>{name}: kein solcher Live-Messwert {checks_show_value} (einer von {join_figures})</translation>
    </message>
    <message>
        <source>{name}: no such state field {checks_show_value} ("tab" or a tab's setting, e.g. "image.strategy")</source>
        <translation>{name}: kein solches Zustandsfeld {checks_show_value} ("tab" oder eine Einstellung eines Reiters, z. B. "image.strategy")</translation>
    </message>
    <message>
        <source>{name}: nested more than {max_depth} deep</source>
        <translation>{name}: mehr als {max_depth} Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>{name}: must be a condition (a JSON object), got {checks_show_data}</source>
        <translation>{name}: muss eine Bedingung (ein JSON-Objekt) sein, nicht {checks_show_data}</translation>
    </message>
    <message>
        <source>{name}.{extra_0}: not allowed beside {join_sorted_keys}</source>
        <translation>{name}.{extra_0}: neben {join_sorted_keys} nicht erlaubt</translation>
    </message>
    <message>
        <source>{name}: give exactly one of {join_allowed} for the {subject}</source>
        <translation>{name}: genau eines von {join_allowed} für {subject} angeben</translation>
    </message>
    <message>
        <source>{subject} between {lo} and {hi}{unit}</source>
        <translation>{subject} zwischen {lo} und {hi}{unit}</translation>
    </message>
    <message>
        <source>{name}.kind: a guess is about a blank of the text tab, but the step shows {tab}</source>
        <translation>{name}.kind: eine Aufgabe vom Typ guess betrifft eine Lücke im Reiter Text, aber der Schritt zeigt {tab}</translation>
    </message>
    <message>
        <source>{name}.{op}: must be a non-empty list of conditions</source>
        <translation>{name}.{op}: muss eine nicht leere Liste von Bedingungen sein</translation>
    </message>
    <message>
        <source>{subject} is one of {join_map_repr_condition}</source>
        <translation>{subject} ist eines von {join_map_repr_condition}</translation>
    </message>
    <message>
        <source>{subject} below {condition_below}{unit}</source>
        <translation>{subject} unter {condition_below}{unit}</translation>
    </message>
    <message>
        <source>{subject} above {condition_above}{unit}</source>
        <translation>{subject} über {condition_above}{unit}</translation>
    </message>
    <message>
        <source>; the model's top-5: {listing} (yours is {where})</source>
        <translation>; die Top-5 des Modells: {listing} (Ihre Antwort: {where})</translation>
    </message>
    <message>
        <source>Right: the blank is “{ex_answer}”{model}.</source>
        <translation>Richtig: in die Lücke gehört „{ex_answer}“{model}.</translation>
    </message>
    <message>
        <source>Not “{word_strip}”: try again, or reveal{model}.</source>
        <translation>Nicht „{word_strip}“: noch einmal versuchen oder auflösen{model}.</translation>
    </message>
    <message>
        <source> ({len_ex_correct} options are right)</source>
        <translation> ({len_ex_correct} Antworten sind richtig)</translation>
    </message>
    <message>
        <source>Not quite{hint}: try again, or reveal.</source>
        <translation>Noch nicht ganz{hint}: noch einmal versuchen oder auflösen.</translation>
    </message>
    <message>
        <source>{shown}{unit} is too low (more than ± {ex_tolerance} off): try again.</source>
        <translation>{shown}{unit} ist zu niedrig (mehr als ± {ex_tolerance} daneben): noch einmal versuchen.</translation>
    </message>
    <message>
        <source>Not yet: the lab needs {describe_condition_ex_co}{measured}.</source>
        <translation>Noch nicht: das Labor braucht {describe_condition_ex_co}{measured}.</translation>
    </message>
    <message>
        <source>{name}.options: must be a list of 2 to {max_options} answers, got {checks_show_options}</source>
        <translation>{name}.options: muss eine Liste von 2 bis {max_options} Antworten sein, nicht {checks_show_options}</translation>
    </message>
    <message>
        <source>{name}.correct: name at least one right option (indices from 0)</source>
        <translation>{name}.correct: mindestens eine richtige Option nennen (Indizes ab 0)</translation>
    </message>
    <message>
        <source>{name}.correct: an option is named twice</source>
        <translation>{name}.correct: eine Option ist zweimal genannt</translation>
    </message>
    <message>
        <source>{name}.between: must be [low, high]</source>
        <translation>{name}.between: muss [low, high] sein</translation>
    </message>
    <message>
        <source>{name}.between: the low end {lo} is above the high end {hi}</source>
        <translation>{name}.between: die untere Grenze {lo} liegt über der oberen Grenze {hi}</translation>
    </message>
    <message>
        <source>{name}.in: must be a list of values</source>
        <translation>{name}.in: muss eine Liste von Werten sein</translation>
    </message>
    <message>
        <source>its #{tokens_index_typed_1}</source>
        <translation>Platz {tokens_index_typed_1}</translation>
    </message>
    <message>
        <source>not in its top-5</source>
        <translation>nicht unter seinen Top-5</translation>
    </message>
    <message>
        <source>Right: {shown}.</source>
        <translation>Richtig: {shown}.</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>Bitte zuerst eine Antwort wählen.</translation>
    </message>
    <message>
        <source>Right: the lab measures {live}{unit}; {shown} is within ± {ex_tolerance}.</source>
        <translation>Richtig: das Labor misst {live}{unit}; {shown} liegt innerhalb von ± {ex_tolerance}.</translation>
    </message>
    <message>
        <source>{shown}{unit} is too high (more than ± {ex_tolerance} off): try again.</source>
        <translation>{shown}{unit} ist zu hoch (mehr als ± {ex_tolerance} daneben): noch einmal versuchen.</translation>
    </message>
    <message>
        <source>Done: {describe_condition_ex_co}{measured}.</source>
        <translation>Erledigt: {describe_condition_ex_co}{measured}.</translation>
    </message>
    <message>
        <source>{name}.solution: must be a lab state (a JSON object), got {checks_show_solution}</source>
        <translation>{name}.solution: muss ein Laborstand (ein JSON-Objekt) sein, nicht {checks_show_solution}</translation>
    </message>
    <message>
        <source>{name}: a condition holds all, any, not, figure or field</source>
        <translation>{name}: eine Bedingung enthält all, any, not, figure oder field</translation>
    </message>
    <message>
        <source>{name}.is: must be a plain value (text, a number, true or false)</source>
        <translation>{name}.is: muss ein einfacher Wert sein (Text, eine Zahl, true oder false)</translation>
    </message>
    <message>
        <source>{name}: must be [row, col] or null, got {checks_show_value}</source>
        <translation>{name}: muss [row, col] oder null sein, nicht {checks_show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a list of 1 to {max_images} pictures ("{sample_prefix}&lt;name&gt;" or image files), got {show_value}</source>
        <translation>{name}: muss eine Liste von 1 bis {max_images} Bildern sein ("{sample_prefix}&lt;name&gt;" oder Bilddateien), nicht {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be [image index, patch index] or null, got {show_value}</source>
        <translation>{name}: muss [Bildindex, Bildfeldindex] oder null sein, nicht {show_value}</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>{name}: no such part {focus} (one of {known})</source>
        <translation>{name}: kein solcher Teil {focus} (einer von {known})</translation>
    </message>
    <message>
        <source>{name}: {focus} is on the {part_tab} tab, but the step shows the {tab} tab</source>
        <translation>{name}: {focus} liegt auf dem Reiter {part_tab}, aber der Schritt zeigt den Reiter {tab}</translation>
    </message>
    <message>
        <source>{name}: must be a lab state (a JSON object), got {checks_show_data}</source>
        <translation>{name}: muss ein Laborstand (ein JSON-Objekt) sein, nicht {checks_show_data}</translation>
    </message>
    <message>
        <source>the lesson file</source>
        <translation>die Lektionsdatei</translation>
    </message>
    <message>
        <source>{name}: a step must be a JSON object, got {checks_show_data}</source>
        <translation>{name}: ein Schritt muss ein JSON-Objekt sein, nicht {checks_show_data}</translation>
    </message>
    <message>
        <source>{name}.state: missing; every step holds the lab state it shows</source>
        <translation>{name}.state: fehlt; jeder Schritt enthält den Laborstand, den er zeigt</translation>
    </message>
    <message>
        <source>a lesson must be a JSON object</source>
        <translation>eine Lektion muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>format: this is a lab state (.mlmlab), not a lesson; open it as a lab file</source>
        <translation>format: dies ist ein Laborstand (.mlmlab), keine Lektion; als Labordatei öffnen</translation>
    </message>
    <message>
        <source>format: not an MLM Lab lesson (format is {checks_show_fmt}, expected {format})</source>
        <translation>format: keine Lektion von MLM Lab (format ist {checks_show_fmt}, erwartet: {format})</translation>
    </message>
    <message>
        <source>version: this app reads lesson version {version}, got {checks_show_version}</source>
        <translation>version: diese App liest Lektionen der Version {version}, nicht {checks_show_version}</translation>
    </message>
    <message>
        <source>steps: must be a list of steps, got {checks_show_steps}</source>
        <translation>steps: muss eine Liste von Schritten sein, nicht {checks_show_steps}</translation>
    </message>
    <message>
        <source>steps: a lesson needs at least one step</source>
        <translation>steps: eine Lektion braucht mindestens einen Schritt</translation>
    </message>
    <message>
        <source>steps: {len_steps} steps; a lesson holds at most {max_steps}</source>
        <translation>steps: {len_steps} Schritte; eine Lektion enthält höchstens {max_steps}</translation>
    </message>
    <message>
        <source>{name}: no such setting: {join_typos}</source>
        <translation>{name}: keine solche Einstellung: {join_typos}</translation>
    </message>
    <message>
        <source>{name}.hide: {join_map_repr_unknown} hides nothing (no such tab or control)</source>
        <translation>{name}.hide: {join_map_repr_unknown} verbirgt nichts (kein solcher Reiter und kein solches Bedienelement)</translation>
    </message>
    <message>
        <source>steps[{i}].state.{exc}</source>
        <translation>steps[{i}].state.{exc}</translation>
    </message>
    <message>
        <source>lesson file</source>
        <translation>Lektionsdatei</translation>
    </message>
    <message>
        <source>a lesson translation</source>
        <translation>Übersetzung einer Lektion</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object</source>
        <translation>{name}: muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>{name}: format: not a lesson translation (expected {format}, got {checks_show_data_get_for})</source>
        <translation>{name}: format: keine Übersetzung einer Lektion (erwartet: {format}, erhalten: {checks_show_data_get_for})</translation>
    </message>
    <message>
        <source>{name}: version: this app reads translation version {version}, got {checks_show_version}</source>
        <translation>{name}: version: diese App liest Übersetzungen der Version {version}, nicht {checks_show_version}</translation>
    </message>
    <message>
        <source>{name}: no such field: {join_unknown}</source>
        <translation>{name}: kein solches Feld: {join_unknown}</translation>
    </message>
    <message>
        <source>{name}.steps: must be a list, got {checks_show_rows}</source>
        <translation>{name}.steps: muss eine Liste sein, nicht {checks_show_rows}</translation>
    </message>
    <message>
        <source>{name}.steps: {len_rows} steps translated, but the lesson has {steps}</source>
        <translation>{name}.steps: {len_rows} Schritte übersetzt, aber die Lektion hat {steps}</translation>
    </message>
    <message>
        <source>{where}: must be a JSON object, got {checks_show_row}</source>
        <translation>{where}: muss ein JSON-Objekt sein, nicht {checks_show_row}</translation>
    </message>
    <message>
        <source>{where}: no such field: {join_unknown}</source>
        <translation>{where}: kein solches Feld: {join_unknown}</translation>
    </message>
    <message>
        <source>{where}.exercise: must be a JSON object, got {checks_show_ex}</source>
        <translation>{where}.exercise: muss ein JSON-Objekt sein, nicht {checks_show_ex}</translation>
    </message>
    <message>
        <source>{where}.exercise.options: must be a list of strings</source>
        <translation>{where}.exercise.options: muss eine Liste von Zeichenketten sein</translation>
    </message>
    <message>
        <source>translation file</source>
        <translation>Übersetzungsdatei</translation>
    </message>
    <message>
        <source>{path_name} is not an MLM Lab progress file</source>
        <translation>{path_name} ist keine Fortschrittsdatei von MLM Lab</translation>
    </message>
    <message>
        <source>{path_name}: students must be an object</source>
        <translation>{path_name}: students muss ein Objekt sein</translation>
    </message>
    <message>
        <source>{path_name}: students.{name} must be an object</source>
        <translation>{path_name}: students.{name} muss ein Objekt sein</translation>
    </message>
    <message>
        <source>{where}.{field} must be {wanted}, got {json_dumps_value_40}: not a progress record</source>
        <translation>{where}.{field} muss {wanted} sein, nicht {json_dumps_value_40}: kein Fortschrittseintrag</translation>
    </message>
    <message>
        <source>{path_name}: students.{name} holds a step that is not a record</source>
        <translation>{path_name}: students.{name} enthält einen Schritt, der kein Datensatz ist</translation>
    </message>
    <message>
        <source>unknown sample photo {name}</source>
        <translation>unbekanntes Beispielfoto {name}</translation>
    </message>
    <message>
        <source>image.source: no sample photo named {source_len_sample_prefix}; the samples are {join_k_for_k_in_samples}</source>
        <translation>image.source: kein Beispielfoto namens {source_len_sample_prefix}; die Beispielfotos sind {join_k_for_k_in_samples}</translation>
    </message>
    <message>
        <source>image.source: {exc}</source>
        <translation>image.source: {exc}</translation>
    </message>
    <message>
        <source>image.source: {shown_name_source} could not be read ({exc})</source>
        <translation>image.source: {shown_name_source} konnte nicht gelesen werden ({exc})</translation>
    </message>
    <message>
        <source>models.{kind}: the {kind} model folder {shown_name_source} does not exist</source>
        <translation>models.{kind}: der Modellordner ({kind}) {shown_name_source} existiert nicht</translation>
    </message>
    <message>
        <source>features.sources[{i}]: no sample photo named {source_len_sample_prefix}</source>
        <translation>features.sources[{i}]: kein Beispielfoto namens {source_len_sample_prefix}</translation>
    </message>
    <message>
        <source>the values have an empty item: {text}</source>
        <translation>die Werte enthalten einen leeren Eintrag: {text}</translation>
    </message>
    <message>
        <source>{name}: mask_token_prob, random_token_prob and keep_prob must sum to 1</source>
        <translation>{name}: mask_token_prob, random_token_prob und keep_prob müssen zusammen 1 ergeben</translation>
    </message>
    <message>
        <source>no such file or folder: {shown_name_self_path}</source>
        <translation>keine solche Datei und kein solcher Ordner: {shown_name_self_path}</translation>
    </message>
    <message>
        <source>{name}: must be a list of run folders, got {checks_show_value}</source>
        <translation>{name}: muss eine Liste von Laufordnern sein, nicht {checks_show_value}</translation>
    </message>
    <message>
        <source>{name}.objective: image runs are masked autoencoders (mlm), got {values_objective}</source>
        <translation>{name}.objective: Bildläufe sind maskierte Autoencoder (mlm), nicht {values_objective}</translation>
    </message>
    <message>
        <source>choose a file or folder for the training data</source>
        <translation>eine Datei oder einen Ordner für die Trainingsdaten wählen</translation>
    </message>
    <message>
        <source>the training data {shown_name_self_path} cannot be a file or folder ({why})</source>
        <translation>die Trainingsdaten {shown_name_self_path} können weder Datei noch Ordner sein ({why})</translation>
    </message>
    <message>
        <source>a name over 255 bytes</source>
        <translation>ein Name über 255 Bytes</translation>
    </message>
    <message>
        <source>strategy {self_key}: family must be one of {families}, got {self_family}</source>
        <translation>Strategie {self_key}: family muss eines von {families} sein, nicht {self_family}</translation>
    </message>
    <message>
        <source>strategy must be one of {token_strategies}, got {self_strategy}</source>
        <translation>strategy muss eines von {token_strategies} sein, nicht {self_strategy}</translation>
    </message>
    <message>
        <source>mask_token_prob + random_token_prob must be at most 1 (got {self_mask_token_prob} + {self_random_token_prob}); the rest is kept</source>
        <translation>mask_token_prob + random_token_prob darf höchstens 1 sein (erhalten: {self_mask_token_prob} + {self_random_token_prob}); der Rest bleibt unverändert</translation>
    </message>
    <message>
        <source>strategy must be one of {patch_strategies}, got {self_strategy}</source>
        <translation>strategy muss eines von {patch_strategies} sein, nicht {self_strategy}</translation>
    </message>
    <message>
        <source>rates must be [B] = [{b}], got {tuple_rates_shape}</source>
        <translation>rates muss [B] = [{b}] sein, nicht {tuple_rates_shape}</translation>
    </message>
    <message>
        <source>need a batch and a grid of at least 1, got {batch} x {n}</source>
        <translation>ein Batch und ein Raster von mindestens 1 nötig, erhalten: {batch} x {n}</translation>
    </message>
    <message>
        <source>grid must be (rows, cols) with both &gt;= 1, got {grid}</source>
        <translation>grid muss (rows, cols) mit beiden &gt;= 1 sein, nicht {grid}</translation>
    </message>
    <message>
        <source>every row of a patch mask must hide the same number of patches</source>
        <translation>jede Zeile einer Bildfeldmaske muss gleich viele Bildfelder verbergen</translation>
    </message>
    <message>
        <source>n must be &gt;= 0, got {n}</source>
        <translation>n muss &gt;= 0 sein, nicht {n}</translation>
    </message>
    <message>
        <source>mean_span_length must be &gt;= 1, got {mean_span_length}</source>
        <translation>mean_span_length muss &gt;= 1 sein, nicht {mean_span_length}</translation>
    </message>
    <message>
        <source>input_ids must be [T] or [B, T], got shape {tuple_ids_shape}</source>
        <translation>input_ids muss [T] oder [B, T] sein, nicht die Form {tuple_ids_shape}</translation>
    </message>
    <message>
        <source>need {num_spans_1} sentinel ids, got {len_sentinel_ids}</source>
        <translation>{num_spans_1} Sentinel-IDs nötig, erhalten: {len_sentinel_ids}</translation>
    </message>
    <message>
        <source>input_ids must be [B, T], got shape {tuple_input_ids_shape}</source>
        <translation>input_ids muss [B, T] sein, nicht die Form {tuple_input_ids_shape}</translation>
    </message>
    <message>
        <source>{name} must have the shape of input_ids {tuple_ids_shape}, got {tuple_tensor_shape}</source>
        <translation>{name} muss die Form von input_ids ({tuple_ids_shape}) haben, nicht {tuple_tensor_shape}</translation>
    </message>
    <message>
        <source>the vocabulary has no ordinary token to draw a random replacement from</source>
        <translation>das Vokabular hat kein gewöhnliches Token, aus dem ein zufälliger Ersatz gezogen werden kann</translation>
    </message>
    <message>
        <source> for training</source>
        <translation> für das Training</translation>
    </message>
    <message>
        <source>cannot read {path}: the safetensors header is not a JSON object</source>
        <translation>{path} kann nicht gelesen werden: der safetensors-Header ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>{path_path_name} does not match {where}: missing {missing_3}, unexpected {unexpected_3}</source>
        <translation>{path_path_name} passt nicht zu {where}: fehlend {missing_3}, unerwartet {unexpected_3}</translation>
    </message>
    <message>
        <source>{where}: {key} {show_value} is not a whole number; set it to a whole number from 1 to {high}</source>
        <translation>{where}: {key} {show_value} ist keine ganze Zahl; eine ganze Zahl von 1 bis {high} eintragen</translation>
    </message>
    <message>
        <source>{where}: {key} {show_value} is out of range; set it to a value from 1 to {high}</source>
        <translation>{where}: {key} {show_value} liegt außerhalb des Bereichs; einen Wert von 1 bis {high} eintragen</translation>
    </message>
    <message>
        <source>{where}: {size} {data_size} does not split into {heads} {data_heads} attention heads; make {size} a multiple of {heads}</source>
        <translation>{where}: {size} {data_size} lässt sich nicht auf {heads} {data_heads} Aufmerksamkeitsköpfe aufteilen; {size} auf ein Vielfaches von {heads} setzen</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc_strerror_or_exc}</source>
        <translation>{path} kann nicht gelesen werden: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>cannot read {path}: the safetensors header is not JSON ({exc})</source>
        <translation>{path} kann nicht gelesen werden: der safetensors-Header ist kein JSON ({exc})</translation>
    </message>
    <message>
        <source>cannot read {path}: the entry for {name} in its header is malformed</source>
        <translation>{path} kann nicht gelesen werden: der Eintrag für {name} in seinem Header ist fehlerhaft</translation>
    </message>
    <message>
        <source>cannot read {path}: it is cut short ({name} ends at byte {offsets_1} of {data_size}); the file is truncated</source>
        <translation>{path} kann nicht gelesen werden: die Datei ist abgeschnitten ({name} endet bei Byte {offsets_1} von {data_size})</translation>
    </message>
    <message>
        <source>cannot read {path}: {name} has dtype {str_info_get_dtype_20}, which is not one safetensors writes</source>
        <translation>{path} kann nicht gelesen werden: {name} hat den Datentyp {str_info_get_dtype_20}, den safetensors nie schreibt</translation>
    </message>
    <message>
        <source>cannot read {path}: its header gives {name} {offsets_1_offsets_0} bytes, but its shape {shape} of {info_dtype} takes {need}; the file is damaged</source>
        <translation>{path} kann nicht gelesen werden: sein Header gibt {name} {offsets_1_offsets_0} Bytes, aber die Form {shape} aus {info_dtype} braucht {need}; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>{path_path_name} does not match {where}: {name} is {list_found_name} in the file, {list_shape} by the config</source>
        <translation>{path_path_name} passt nicht zu {where}: {name} ist in der Datei {list_found_name}, laut Konfiguration {list_shape}</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide {name_image_size} {get_image_size}</source>
        <translation>{field_name} {shown} teilt {name_image_size} {get_image_size} nicht</translation>
    </message>
    <message>
        <source>use one of {join_map_str_sizes_8}</source>
        <translation>eine von {join_map_str_sizes_8} verwenden</translation>
    </message>
    <message>
        <source>{field_name} {shown} cuts a {get_image_size} px image into {patches} patches</source>
        <translation>{field_name} {shown} zerlegt ein Bild von {get_image_size} px in {patches} Bildfelder</translation>
    </message>
    <message>
        <source>use a patch of at least {math_ceil_get_image_size} px (at most {max_patches} patches)</source>
        <translation>ein Bildfeld von mindestens {math_ceil_get_image_size} px verwenden (höchstens {max_patches} Bildfelder)</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide {width} {get_width}</source>
        <translation>{field_name} {shown} teilt {width} {get_width} nicht</translation>
    </message>
    <message>
        <source>use one of {join_map_str_options}</source>
        <translation>eine von {join_map_str_options} verwenden</translation>
    </message>
    <message>
        <source>cannot read {path}: {size} bytes, too short for a safetensors file</source>
        <translation>{path} kann nicht gelesen werden: {size} Bytes, zu kurz für eine safetensors-Datei</translation>
    </message>
    <message>
        <source>cannot read {path}: its header claims {n} bytes of a {size}-byte file</source>
        <translation>{path} kann nicht gelesen werden: sein Header beansprucht {n} Bytes einer Datei von {size} Bytes</translation>
    </message>
    <message>
        <source> (write {int_value}, not {value})</source>
        <translation> ({int_value} schreiben, nicht {value})</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a whole number</source>
        <translation>{field_name} {shown} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>set it to a whole number from {low} to {high}{hint}</source>
        <translation>eine ganze Zahl von {low} bis {high} eintragen{hint}</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a finite number</source>
        <translation>{field_name} {shown} ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>set it to a number from {low} to {high}</source>
        <translation>eine Zahl von {low} bis {high} eintragen</translation>
    </message>
    <message>
        <source>set it to a value from {low} to {high}</source>
        <translation>einen Wert von {low} bis {high} eintragen</translation>
    </message>
    <message>
        <source>{field_name} {shown} is out of range</source>
        <translation>{field_name} {shown} liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a token of the {get_vocab_size}-word vocabulary</source>
        <translation>{field_name} {shown} ist kein Token des Vokabulars mit {get_vocab_size} Wörtern</translation>
    </message>
    <message>
        <source>set it below {name_vocab_size} (0 in the lab's tokenizers)</source>
        <translation>einen Wert unter {name_vocab_size} eintragen (0 bei den Tokenizern des Labors)</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide by 4 (the 2-D sine-cosine positions need it)</source>
        <translation>{field_name} {shown} ist nicht durch 4 teilbar (die 2-D-Sinus-Kosinus-Positionen brauchen das)</translation>
    </message>
    <message>
        <source>use {get_field_4_4_or_4} or {get_field_4_4_4}</source>
        <translation>{get_field_4_4_or_4} oder {get_field_4_4_4} verwenden</translation>
    </message>
    <message>
        <source> above 0</source>
        <translation> über 0</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not {get_in_channels} finite numbers{above}</source>
        <translation>{field_name} {shown} sind nicht {get_in_channels} endliche Zahlen{above}</translation>
    </message>
    <message>
        <source>write a list of {get_in_channels} numbers, e.g. {list_default_stat_field}</source>
        <translation>eine Liste mit {get_in_channels} Zahlen schreiben, z. B. {list_default_stat_field}</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not true or false</source>
        <translation>{field_name} {shown} ist weder true noch false</translation>
    </message>
    <message>
        <source>write {field_name}: true or false</source>
        <translation>{field_name}: true oder false schreiben</translation>
    </message>
    <message>
        <source>hidden_size {self_hidden_size} must divide by num_heads {self_num_heads}</source>
        <translation>hidden_size {self_hidden_size} muss durch num_heads {self_num_heads} teilbar sein</translation>
    </message>
    <message>
        <source>dropout must be in [0, 1), got {self_dropout}</source>
        <translation>dropout muss in [0, 1) liegen, nicht {self_dropout}</translation>
    </message>
    <message>
        <source>sequence of {t} tokens is longer than max_position {self_config_max_position}</source>
        <translation>eine Folge von {t} Tokens ist länger als max_position {self_config_max_position}</translation>
    </message>
    <message>
        <source>{name} must be &gt;= 1</source>
        <translation>{name} muss &gt;= 1 sein</translation>
    </message>
    <message>
        <source>cannot grow {old_layers} blocks to {new_layers}</source>
        <translation>{old_layers} Blöcke können nicht auf {new_layers} erweitert werden</translation>
    </message>
    <message>
        <source>only a pre-LN encoder grows without changing its outputs</source>
        <translation>nur ein Pre-LN-Encoder wächst, ohne seine Ausgaben zu ändern</translation>
    </message>
    <message>
        <source>{folder} holds an image model, not a text model</source>
        <translation>{folder} enthält ein Bildmodell, kein Textmodell</translation>
    </message>
    <message>
        <source>the tokenizer has {tokenizer_vocab_size} tokens but the model only {model_config_vocab_size}</source>
        <translation>der Tokenizer hat {tokenizer_vocab_size} Tokens, das Modell aber nur {model_config_vocab_size}</translation>
    </message>
    <message>
        <source>{text}: no such model folder, and not in the Hugging Face cache ({cache_dir})</source>
        <translation>{text}: kein solcher Modellordner und nicht im Hugging-Face-Cache ({cache_dir})</translation>
    </message>
    <message>
        <source>{text} (Hugging Face cache): {entry_reason}</source>
        <translation>{text} (Hugging-Face-Cache): {entry_reason}</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>a causal LM (objective clm) has no BertForMaskedLM equivalent; only masked LMs export</source>
        <translation>ein kausales Sprachmodell (objective clm) hat keine Entsprechung in BertForMaskedLM; nur maskierte Sprachmodelle lassen sich exportieren</translation>
    </message>
    <message>
        <source>{folder} holds a {model_type} model; the lab imports {supported}</source>
        <translation>{folder} enthält ein Modell vom Typ {model_type}; das Labor importiert {supported}</translation>
    </message>
    <message>
        <source>no such folder: {path} (the lab never downloads; it imports {supported})</source>
        <translation>kein solcher Ordner: {path} (das Labor lädt nie etwas herunter; es importiert {supported})</translation>
    </message>
    <message>
        <source>no config.json in {path}; the lab imports {supported}</source>
        <translation>keine config.json in {path}; das Labor importiert {supported}</translation>
    </message>
    <message>
        <source>no snapshot with a config.json in {snapshots}; the lab imports {supported}</source>
        <translation>kein Snapshot mit einer config.json in {snapshots}; das Labor importiert {supported}</translation>
    </message>
    <message>
        <source>{snapshot} leads outside {snapshots} (to {target_snapshot}); refused</source>
        <translation>{snapshot} führt aus {snapshots} heraus (nach {target_snapshot}); abgelehnt</translation>
    </message>
    <message>
        <source>{folder} is a lab model folder already (use it as it is); the lab imports {supported}</source>
        <translation>{folder} ist bereits ein Modellordner des Labors (so verwenden, wie er ist); das Labor importiert {supported}</translation>
    </message>
    <message>
        <source>{path} is not a Hugging Face config (no model_type); the lab imports {supported}</source>
        <translation>{path} ist keine Hugging-Face-Konfiguration (kein model_type); das Labor importiert {supported}</translation>
    </message>
    <message>
        <source>{folder}: {what}; the lab imports {supported}</source>
        <translation>{folder}: {what}; das Labor importiert {supported}</translation>
    </message>
    <message>
        <source>{folder}/config.json: {key} must be an integer, got {value}</source>
        <translation>{folder}/config.json: {key} muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{folder}: the output projection is not tied to the word embeddings; the lab's MLM head shares them</source>
        <translation>{folder}: die Ausgabeprojektion ist nicht an die Worteinbettungen gebunden; der MLM-Kopf des Labors teilt sie</translation>
    </message>
    <message>
        <source>{folder}/model.safetensors lacks {join_missing_3}</source>
        <translation>in {folder}/model.safetensors fehlt {join_missing_3}</translation>
    </message>
    <message>
        <source>{folder}: {key} {value} is not supported (square images only); the lab imports {supported}</source>
        <translation>{folder}: {key} {value} wird nicht unterstützt (nur quadratische Bilder); das Labor importiert {supported}</translation>
    </message>
    <message>
        <source>{ref} is a link that leads outside the cache entry; refused</source>
        <translation>{ref} ist ein Link, der aus dem Cache-Eintrag herausführt; abgelehnt</translation>
    </message>
    <message>
        <source>{ref} does not name a snapshot (it holds {raw_60}); a ref must be one folder name inside {snapshots}</source>
        <translation>{ref} nennt keinen Snapshot (Inhalt: {raw_60}); eine Ref-Datei muss genau einen Ordnernamen in {snapshots} enthalten</translation>
    </message>
    <message>
        <source>cannot read {snapshots}: {exc_strerror_or_exc}</source>
        <translation>{snapshots} kann nicht gelesen werden: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{ref} names snapshot {name}, which {snapshots} does not hold (with a config.json)</source>
        <translation>{ref} nennt den Snapshot {name}, den {snapshots} nicht enthält (mit einer config.json)</translation>
    </message>
    <message>
        <source>{item} is a link to {target_item}, outside the cache entry; refused</source>
        <translation>{item} ist ein Link auf {target_item}, außerhalb des Cache-Eintrags; abgelehnt</translation>
    </message>
    <message>
        <source>{path} is a link that leads back to itself (a loop); refused</source>
        <translation>{path} ist ein Link, der auf sich selbst zurückführt (eine Schleife); abgelehnt</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc}</source>
        <translation>{path} kann nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>{display_name_folder}: this model would need about {gb_text_need} of memory ({count_1000000_0} M parameters in float32), more than the {gb_text_free} free on this machine; close other programs or choose a smaller model</source>
        <translation>{display_name_folder}: dieses Modell bräuchte etwa {gb_text_need} Speicher ({count_1000000_0} M Parameter in float32), mehr als die {gb_text_free}, die auf diesem Rechner frei sind; andere Programme schließen oder ein kleineres Modell wählen</translation>
    </message>
    <message>
        <source>the transformer takes {self_config_num_tokens} tokens a grid, got {n}</source>
        <translation>der Transformer nimmt {self_config_num_tokens} Tokens je Raster, erhalten: {n}</translation>
    </message>
    <message>
        <source>the tokenizer takes [B, 3, H, W] with H and W multiples of {p}, got {tuple_images_shape}</source>
        <translation>der Tokenizer nimmt [B, 3, H, W] mit H und W als Vielfache von {p}, erhalten: {tuple_images_shape}</translation>
    </message>
    <message>
        <source>decode takes [B, h, w] long ids in 0..{k_1}</source>
        <translation>decode nimmt [B, h, w] ganzzahlige IDs in 0..{k_1}</translation>
    </message>
    <message>
        <source>no model.safetensors in {folder}</source>
        <translation>keine model.safetensors in {folder}</translation>
    </message>
    <message>
        <source>{where}: this model would need about {gb_text_need} of memory ({params_1000000_0} M parameters{for_training_if_factor_1}), more than the {gb_text_free} free on this machine; make it smaller (vocab_size, hidden_size, num_layers)</source>
        <translation>{where}: dieses Modell bräuchte etwa {gb_text_need} Speicher ({params_1000000_0} M Parameter{for_training_if_factor_1}), mehr als die {gb_text_free}, die auf diesem Rechner frei sind; das Modell kleiner machen (vocab_size, hidden_size, num_layers)</translation>
    </message>
    <message>
        <source>{folder}/model.safetensors does not match config.json: {lines_1_if_lines_else_ex}</source>
        <translation>{folder}/model.safetensors passt nicht zu config.json: {lines_1_if_lines_else_ex}</translation>
    </message>
    <message>
        <source>cannot read {ref}: {exc}</source>
        <translation>{ref} kann nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>{index} points outside its folder</source>
        <translation>{index} verweist aus seinem Ordner heraus</translation>
    </message>
    <message>
        <source>{folder} has only {join_pickles}; the lab reads weights from model.safetensors only and never unpickles files (convert with transformers: save_pretrained(..., safe_serialization=True))</source>
        <translation>{folder} hat nur {join_pickles}; das Labor liest Gewichte nur aus model.safetensors und entpickelt nie Dateien (mit transformers umwandeln: save_pretrained(..., safe_serialization=True))</translation>
    </message>
    <message>
        <source>{folder}: {name} has shape {tuple_table_shape}, expected {tuple_buffer_shape}</source>
        <translation>{folder}: {name} hat die Form {tuple_table_shape}, erwartet: {tuple_buffer_shape}</translation>
    </message>
    <message>
        <source>{folder}: the position embeddings are not the fixed 2-D sine-cosine table the lab's MAE uses (max difference {gap})</source>
        <translation>{folder}: die Positionseinbettungen sind nicht die feste 2-D-Sinus-Kosinus-Tabelle, die das MAE des Labors verwendet (größte Abweichung {gap})</translation>
    </message>
    <message>
        <source>cannot read {index}: {exc}</source>
        <translation>{index} kann nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer ({type_tok_name}) has no fast version; the lab needs tokenizer.json (or what transformers converts to one)</source>
        <translation>{display_name_folder}: der Tokenizer ({type_tok_name}) hat keine schnelle Version; das Labor braucht tokenizer.json (oder etwas, das transformers in eine solche umwandelt)</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer has no mask token, so it cannot fill a blank</source>
        <translation>{display_name_folder}: der Tokenizer hat kein Masken-Token und kann daher keine Lücke füllen</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer has {tokenizer_vocab_size} tokens but the model only {model_config_vocab_size}</source>
        <translation>{display_name_folder}: der Tokenizer hat {tokenizer_vocab_size} Tokens, das Modell aber nur {model_config_vocab_size}</translation>
    </message>
    <message>
        <source>sequence of {input_ids_shape_1} tokens is longer than max_position {self_config_max_position}</source>
        <translation>eine Folge von {input_ids_shape_1} Tokens ist länger als max_position {self_config_max_position}</translation>
    </message>
    <message>
        <source>the tokenizer has no mask token ({mask_token} is not in its vocabulary)</source>
        <translation>der Tokenizer hat kein Masken-Token ({mask_token} ist nicht in seinem Vokabular)</translation>
    </message>
    <message>
        <source>cannot read the tokenizer in {display_name_folder}: {first_line_exc}</source>
        <translation>der Tokenizer in {display_name_folder} kann nicht gelesen werden: {first_line_exc}</translation>
    </message>
    <message>
        <source>{display_name_folder}: the weights lack {join_missing_3}{and_more_if_len_missing}: no trained masked-LM head (a discriminator or a bare encoder, not a masked LM)</source>
        <translation>{display_name_folder}: in den Gewichten fehlt {join_missing_3}{and_more_if_len_missing}: kein trainierter Masked-LM-Kopf (ein Diskriminator oder ein bloßer Encoder, kein maskiertes Sprachmodell)</translation>
    </message>
    <message>
        <source> and more</source>
        <translation> und weitere</translation>
    </message>
    <message>
        <source>transformers cannot load {display_name_folder} ({runtime_text_types_model}): {first_line_exc}</source>
        <translation>transformers kann {display_name_folder} ({runtime_text_types_model}) nicht laden: {first_line_exc}</translation>
    </message>
    <message>
        <source>{folder} has only {join_pickles}; the lab reads weights from model.safetensors only and never unpickles files</source>
        <translation>{folder} hat nur {join_pickles}; das Labor liest Gewichte nur aus model.safetensors und entpickelt nie Dateien</translation>
    </message>
    <message>
        <source>{folder}: {exc}; the lab reads WordPiece tokenizers with [PAD] [UNK] [CLS] [SEP] [MASK]</source>
        <translation>{folder}: {exc}; das Labor liest WordPiece-Tokenizer mit [PAD] [UNK] [CLS] [SEP] [MASK]</translation>
    </message>
    <message>
        <source>cannot read the tokenizer in {folder}: {exc}</source>
        <translation>der Tokenizer in {folder} kann nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>no tokenizer.json or vocab.txt in {folder}</source>
        <translation>keine tokenizer.json und keine vocab.txt in {folder}</translation>
    </message>
    <message>
        <source>{display_name_folder} holds a {model_type} model; as an image feature extractor the lab runs {join_vision_types_values}</source>
        <translation>{display_name_folder} enthält ein Modell vom Typ {model_type}; als Bildmerkmal-Extraktor führt das Labor {join_vision_types_values} aus</translation>
    </message>
    <message>
        <source>{display_name_folder} ({vision_types_model_type}) needs the hf extra: pip install 'mlm-lab[hf]'</source>
        <translation>{display_name_folder} ({vision_types_model_type}) braucht das Extra hf: pip install 'mlm-lab[hf]'</translation>
    </message>
    <message>
        <source>transformers cannot load {display_name_folder} ({vision_types_model_type}): {first_line_exc}</source>
        <translation>transformers kann {display_name_folder} ({vision_types_model_type}) nicht laden: {first_line_exc}</translation>
    </message>
    <message>
        <source>{folder} holds no image tokenizer (config.json of kind vq, here or in tokenizer/ or model/); train one with: mlm-lab train image-tokens --stage tokenizer</source>
        <translation>{folder} enthält keinen Bild-Tokenizer (config.json der Art vq, hier oder in tokenizer/ oder model/); einen trainieren mit: mlm-lab train image-tokens --stage tokenizer</translation>
    </message>
    <message>
        <source>{where} does not hold a JSON object</source>
        <translation>{where} enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <source>{where}: hidden_size {config_hidden_size} is not a multiple of num_heads {config_num_heads}</source>
        <translation>{where}: hidden_size {config_hidden_size} ist kein Vielfaches von num_heads {config_num_heads}</translation>
    </message>
    <message>
        <source>{where}: image_size {config_image_size} is not a multiple of {config_patch_size}</source>
        <translation>{where}: image_size {config_image_size} ist kein Vielfaches von {config_patch_size}</translation>
    </message>
    <message>
        <source>{config_path} is of kind {str_found_30}, not {what}{hint}</source>
        <translation>{config_path} ist von der Art {str_found_30}, nicht {what}{hint}</translation>
    </message>
    <message>
        <source>{weights} does not match its config.json ({join_differ_3})</source>
        <translation>{weights} passt nicht zu seiner config.json ({join_differ_3})</translation>
    </message>
    <message>
        <source>no such tokenizer folder: {folder}</source>
        <translation>kein solcher Tokenizer-Ordner: {folder}</translation>
    </message>
    <message>
        <source>no such model folder: {folder}</source>
        <translation>kein solcher Modellordner: {folder}</translation>
    </message>
    <message>
        <source>{folder} holds no image-token model (tokenizer/ and transformer/)</source>
        <translation>{folder} enthält kein Bild-Token-Modell (tokenizer/ und transformer/)</translation>
    </message>
    <message>
        <source>{folder} has a transformer but no tokenizer/ to turn its tokens into pixels</source>
        <translation>{folder} hat einen Transformer, aber kein tokenizer/, das seine Tokens in Pixel verwandelt</translation>
    </message>
    <message>
        <source>the transformer is for {tf_codebook_size} codes on a {tf_grid} x {tf_grid} grid, the tokenizer makes {vq_codebook_size} codes on {vq_grid_0} x {vq_grid_1}</source>
        <translation>der Transformer ist für {tf_codebook_size} Codes auf einem {tf_grid} x {tf_grid}-Raster, der Tokenizer erzeugt {vq_codebook_size} Codes auf {vq_grid_0} x {vq_grid_1}</translation>
    </message>
    <message>
        <source>{where}: {f_name} must be {a_whole_number_if_typ_is} from {low} to {high}, got {str_value_40}</source>
        <translation>{where}: {f_name} muss {a_whole_number_if_typ_is} von {low} bis {high} sein, erhalten: {str_value_40}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>{folder} has no transformer/: a tokenizer alone cannot reveal tokens; train one with: mlm-lab train image-tokens --stage transformer --tokenizer {folder}</source>
        <translation>{folder} hat kein transformer/: ein Tokenizer allein kann keine Tokens aufdecken; einen trainieren mit: mlm-lab train image-tokens --stage transformer --tokenizer {folder}</translation>
    </message>
    <message>
        <source>{where} has kind {short_kind}; the lab knows 'masked_lm' and 'mae'</source>
        <translation>{where} hat kind {short_kind}; das Labor kennt 'masked_lm' und 'mae'</translation>
    </message>
    <message>
        <source>model folder not found: {folder}</source>
        <translation>Modellordner nicht gefunden: {folder}</translation>
    </message>
    <message>
        <source>no model.safetensors in {folder}{hint}</source>
        <translation>keine model.safetensors in {folder}{hint}</translation>
    </message>
    <message>
        <source>no config.json in {folder}</source>
        <translation>keine config.json in {folder}</translation>
    </message>
    <message>
        <source>{config_path} does not hold a JSON object</source>
        <translation>{config_path} enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <source>{weights_name} does not match config.json: missing {missing_3}, unexpected {unexpected_3}</source>
        <translation>{weights_name} passt nicht zu config.json: fehlend {missing_3}, unerwartet {unexpected_3}</translation>
    </message>
    <message>
        <source>invalid {where}: {exc}</source>
        <translation>{where} ist ungültig: {exc}</translation>
    </message>
    <message>
        <source>{folder_name} is a pickle file; the lab never unpickles files. Give a folder with config.json and model.safetensors</source>
        <translation>{folder_name} ist eine Pickle-Datei; das Labor entpickelt nie Dateien. Einen Ordner mit config.json und model.safetensors angeben</translation>
    </message>
    <message>
        <source>cannot read {weights}: {exc}</source>
        <translation>{weights} kann nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>{weights_name} does not match config.json: {str_exc_splitlines_0}</source>
        <translation>{weights_name} passt nicht zu config.json: {str_exc_splitlines_0}</translation>
    </message>
    <message>
        <source> (found {join_pickles}: pickle files are never loaded)</source>
        <translation> (gefunden: {join_pickles}; Pickle-Dateien werden nie geladen)</translation>
    </message>
    <message>
        <source>{display_name_folder}: architecture {model_type}{named} is not supported; the lab runs the masked LMs {known} and ViT-MAE</source>
        <translation>{display_name_folder}: die Architektur {model_type}{named} wird nicht unterstützt; das Labor führt die maskierten Sprachmodelle {known} und ViT-MAE aus</translation>
    </message>
    <message>
        <source>tokenizer has {tokenizer_vocab_size} tokens but the model expects {model_config_vocab_size}</source>
        <translation>der Tokenizer hat {tokenizer_vocab_size} Tokens, das Modell erwartet aber {model_config_vocab_size}</translation>
    </message>
    <message>
        <source>{folder} holds a text model, not an image model</source>
        <translation>{folder} enthält ein Textmodell, kein Bildmodell</translation>
    </message>
    <message>
        <source>position embedding width must divide by 4</source>
        <translation>die Breite der Positionseinbettung muss durch 4 teilbar sein</translation>
    </message>
    <message>
        <source>image_size {self_image_size} must divide by patch_size {self_patch_size}</source>
        <translation>image_size {self_image_size} muss durch patch_size {self_patch_size} teilbar sein</translation>
    </message>
    <message>
        <source>hidden sizes must divide by their number of heads</source>
        <translation>die hidden sizes müssen durch die jeweilige Zahl der Köpfe teilbar sein</translation>
    </message>
    <message>
        <source>unknown text preset {preset}; choose from {sorted_text_presets}</source>
        <translation>unbekannte Textvorlage {preset}; aus {sorted_text_presets} wählen</translation>
    </message>
    <message>
        <source>unknown image preset {preset}; choose from {sorted_image_presets}</source>
        <translation>unbekannte Bildvorlage {preset}; aus {sorted_image_presets} wählen</translation>
    </message>
    <message>
        <source>kind must be 'text', 'image' or 'generator', got {kind}</source>
        <translation>kind muss 'text', 'image' oder 'generator' sein, nicht {kind}</translation>
    </message>
    <message>
        <source>need runs of at least two objectives (mlm, clm, diffusion), found {sorted_groups_or_no_runs}</source>
        <translation>Läufe mit mindestens zwei Lernzielen (mlm, clm, diffusion) nötig, gefunden: {sorted_groups_or_no_runs}</translation>
    </message>
    <message>
        <source>no runs</source>
        <translation>keine Läufe</translation>
    </message>
    <message>
        <source>{study_folder} has no runs/ folder to measure (a shipped study keeps its {compare_file} as is)</source>
        <translation>{study_folder} hat keinen Ordner runs/ zum Messen (eine mitgelieferte Studie behält ihre {compare_file}, wie sie ist)</translation>
    </message>
    <message>
        <source>{path} is not a comparison this version reads</source>
        <translation>{path} ist kein Vergleich, den diese Version lesen kann</translation>
    </message>
    <message>
        <source>cannot rebuild the training data of {run_dir_name} to count its tokens: {exc}</source>
        <translation>die Trainingsdaten von {run_dir_name} können nicht neu erstellt werden, um ihre Tokens zu zählen: {exc}</translation>
    </message>
    <message>
        <source>{run_dir_name} is an {config_task} run; the comparison is of text objectives</source>
        <translation>{run_dir_name} ist ein Lauf mit task {config_task}; der Vergleich gilt Lernzielen für Text</translation>
    </message>
    <message>
        <source>{folder} is not a study folder ({exc})</source>
        <translation>{folder} ist kein Studienordner ({exc})</translation>
    </message>
    <message>
        <source>{path}: objective {name} has malformed curves</source>
        <translation>{path}: das Lernziel {name} hat fehlerhafte Kurven</translation>
    </message>
    <message>
        <source>{run_dir} is not a run folder ({exc})</source>
        <translation>{run_dir} ist kein Laufordner ({exc})</translation>
    </message>
    <message>
        <source>{folder} exists and is not a study folder; choose an empty or new folder</source>
        <translation>{folder} existiert und ist kein Studienordner; einen leeren oder neuen Ordner wählen</translation>
    </message>
    <message>
        <source>{folder} holds another study (it differs in {join_diff}); give another --name or --out to start a new one</source>
        <translation>{folder} enthält eine andere Studie (sie unterscheidet sich in {join_diff}); ein anderes --name oder --out angeben, um eine neue zu beginnen</translation>
    </message>
    <message>
        <source>--address must be HOST:PORT (the head's GCS port, e.g. 10.0.0.5:6379), got {address}</source>
        <translation>--address muss HOST:PORT sein (der GCS-Port des Head-Knotens, z. B. 10.0.0.5:6379), erhalten: {address}</translation>
    </message>
    <message>
        <source>{study_folder_name} is a {study_spec_title} study; compare measures an objective study (mlm vs clm vs diffusion: mlm-lab study objective), or run folders given with --out</source>
        <translation>{study_folder_name} ist eine Studie zu {study_spec_title}; compare misst eine Studie der Ziele (mlm gegen clm gegen diffusion: mlm-lab study objective) oder mit --out angegebene Lauf-Ordner</translation>
    </message>
    <message>
        <source>--address is for --backend ray</source>
        <translation>--address gilt nur für --backend ray</translation>
    </message>
    <message>
        <source>backend must be local or ray, got {backend}</source>
        <translation>backend muss local oder ray sein, erhalten: {backend}</translation>
    </message>
    <message>
        <source>no Ray cluster at {address}: {exc_strerror_or_exc}</source>
        <translation>kein Ray-Cluster unter {address}: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>cannot start or reach Ray{at_address_if_address_el}: {str_exc_splitlines_0_if}</source>
        <translation>Ray{at_address_if_address_el} lässt sich nicht starten oder erreichen: {str_exc_splitlines_0_if}</translation>
    </message>
    <message>
        <source>backend must be one of {join_backends}, got {backend}</source>
        <translation>backend muss eines von {join_backends} sein, erhalten: {backend}</translation>
    </message>
    <message>
        <source>parallel must be at least 1, got {parallel}</source>
        <translation>parallel muss mindestens 1 sein, nicht {parallel}</translation>
    </message>
    <message>
        <source>threads must be 0 or more, got {threads}</source>
        <translation>threads muss 0 oder mehr sein, nicht {threads}</translation>
    </message>
    <message>
        <source>unknown knob {name}; choose from {join_knobs}</source>
        <translation>unbekannter Regler {name}; aus {join_knobs} wählen</translation>
    </message>
    <message>
        <source>the {knob_name} knob is for {and_join_knob_tasks} runs{hint}</source>
        <translation>der Regler {knob_name} gilt für Läufe mit task {and_join_knob_tasks}{hint}</translation>
    </message>
    <message>
        <source>the {knob_name} values must be a list, got {short_values}</source>
        <translation>die Werte für {knob_name} müssen eine Liste sein, nicht {short_values}</translation>
    </message>
    <message>
        <source>give at least one value for {knob_name}</source>
        <translation>mindestens einen Wert für {knob_name} angeben</translation>
    </message>
    <message>
        <source>a study takes at most {max_values} values, got {len_values}</source>
        <translation>eine Studie nimmt höchstens {max_values} Werte, erhalten: {len_values}</translation>
    </message>
    <message>
        <source>the {knob_name} values repeat {join_dupes}; give each value once</source>
        <translation>in den Werten für {knob_name} kommt {join_dupes} mehrfach vor; jeden Wert nur einmal angeben</translation>
    </message>
    <message>
        <source>this engine has no objective field yet (TrainConfig.objective); the objective study needs the causal-LM engine</source>
        <translation>diese Engine hat noch kein Feld objective (TrainConfig.objective); die Ziel-Studie braucht die Engine für kausale Sprachmodelle</translation>
    </message>
    <message>
        <source>the seeds must be a list of integers, got {short_seeds}</source>
        <translation>die Startwerte müssen eine Liste ganzer Zahlen sein, nicht {short_seeds}</translation>
    </message>
    <message>
        <source>a study takes at most {max_seeds} seeds, got {len_seeds}</source>
        <translation>eine Studie nimmt höchstens {max_seeds} Startwerte, erhalten: {len_seeds}</translation>
    </message>
    <message>
        <source>a study needs at least one seed</source>
        <translation>eine Studie braucht mindestens einen Startwert</translation>
    </message>
    <message>
        <source>the seeds repeat; give each seed once</source>
        <translation>die Startwerte wiederholen sich; jeden Startwert nur einmal angeben</translation>
    </message>
    <message>
        <source>the knob must be a name ({join_knobs}), got {short_self_knob}</source>
        <translation>der Regler muss ein Name sein ({join_knobs}), nicht {short_self_knob}</translation>
    </message>
    <message>
        <source>the task must be text or image, got {short_self_task}</source>
        <translation>task muss text oder image sein, nicht {short_self_task}</translation>
    </message>
    <message>
        <source>the fixed config is a {self_fixed_task} config, not {self_task}</source>
        <translation>die feste Konfiguration gilt für {self_fixed_task}, nicht für {self_task}</translation>
    </message>
    <message>
        <source>the second knob must be a name ({join_knobs}), got {short_self_knob2}</source>
        <translation>der zweite Regler muss ein Name sein ({join_knobs}), erhalten: {short_self_knob2}</translation>
    </message>
    <message>
        <source>a study runs at most {max_runs} runs; {shape} x {len_self_seeds} seeds is {cells_len_self_seeds}</source>
        <translation>eine Studie umfasst höchstens {max_runs} Läufe; {shape} x {len_self_seeds} Seeds sind {cells_len_self_seeds}</translation>
    </message>
    <message>
        <source>a run of this study sets {join_self_knobs}, got {short_value}</source>
        <translation>ein Lauf dieser Studie setzt {join_self_knobs}, erhalten: {short_value}</translation>
    </message>
    <message>
        <source>study.json must hold a JSON object</source>
        <translation>study.json muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>study.json lacks {join_missing}</source>
        <translation>in study.json fehlt {join_missing}</translation>
    </message>
    <message>
        <source>{path} is {size} bytes, over the {study_json_max} a study.json may hold</source>
        <translation>{path} hat {size} Bytes, mehr als die {study_json_max}, die eine study.json haben darf</translation>
    </message>
    <message>
        <source>; {task} studies use {other}</source>
        <translation>; {task}-Studien verwenden {other}</translation>
    </message>
    <message>
        <source>{knob_name} values are numbers, got {v}</source>
        <translation>Werte für {knob_name} sind Zahlen, nicht {v}</translation>
    </message>
    <message>
        <source>unknown {knob_name} {name} for {task}; choose from {join_choices}</source>
        <translation>unbekannter Wert {name} für {knob_name} bei {task}; aus {join_choices} wählen</translation>
    </message>
    <message>
        <source>a grid needs two different knobs; {self_knob} is given twice</source>
        <translation>ein Raster braucht zwei verschiedene Regler; {self_knob} ist doppelt angegeben</translation>
    </message>
    <message>
        <source>values for a second knob, but no second knob</source>
        <translation>Werte für einen zweiten Regler, aber kein zweiter Regler</translation>
    </message>
    <message>
        <source>study.json: {exc}</source>
        <translation>study.json: {exc}</translation>
    </message>
    <message>
        <source>study.json: {key} must be text, got {short_data_key}</source>
        <translation>study.json: {key} muss Text sein, nicht {short_data_key}</translation>
    </message>
    <message>
        <source>study.json: {key} must be a list, got {short_data_key}</source>
        <translation>study.json: {key} muss eine Liste sein, nicht {short_data_key}</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>{path} ist keine Datei</translation>
    </message>
    <message>
        <source>{folder} is not a study folder (no readable study.json)</source>
        <translation>{folder} ist kein Studienordner (keine lesbare study.json)</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to be a study.json</source>
        <translation>{path} ist zu tief verschachtelt für eine study.json</translation>
    </message>
    <message>
        <source>{path} is not valid JSON: {str_exc_splitlines_0_120}</source>
        <translation>{path} ist kein gültiges JSON: {str_exc_splitlines_0_120}</translation>
    </message>
    <message>
        <source>this engine has no objective field yet (TrainConfig.objective)</source>
        <translation>diese Engine hat noch kein Feld objective (TrainConfig.objective)</translation>
    </message>
    <message>
        <source>data must be 'text' or 'toy', got {data}</source>
        <translation>data muss 'text' oder 'toy' sein, nicht {data}</translation>
    </message>
    <message>
        <source>--steps {max_steps} is more than the {length} positions to write; use at most {length} or a longer --length</source>
        <translation>--steps {max_steps} ist mehr als die {length} zu schreibenden Stellen; höchstens {length} verwenden oder eine größere --length</translation>
    </message>
    <message>
        <source>{path} is not a steps study</source>
        <translation>{path} ist keine Studie über steps</translation>
    </message>
    <message>
        <source>tokenizer lacks the special tokens {missing}</source>
        <translation>dem Tokenizer fehlen die Sondertokens {missing}</translation>
    </message>
    <message>
        <source>no tokenizer file at {path}</source>
        <translation>keine Tokenizer-Datei unter {path}</translation>
    </message>
    <message>
        <source>cannot read tokenizer {path}: {exc}</source>
        <translation>der Tokenizer {path} kann nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>trainer_state.json lacks a whole step and the optimizer's settings</source>
        <translation>in trainer_state.json fehlen ein ganzzahliger Schritt und die Einstellungen des Optimierers</translation>
    </message>
    <message>
        <source>model.safetensors does not fit the model ({join_differ_3})</source>
        <translation>model.safetensors passt nicht zum Modell ({join_differ_3})</translation>
    </message>
    <message>
        <source>optimizer.safetensors lacks the random state</source>
        <translation>in optimizer.safetensors fehlt der Zufallszustand</translation>
    </message>
    <message>
        <source>trainer_state.json cannot be read: {exc}</source>
        <translation>trainer_state.json kann nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>{name} is damaged (its SHA-256 differs from the one written with it)</source>
        <translation>{name} ist beschädigt (seine SHA-256-Prüfsumme weicht von der mitgeschriebenen ab)</translation>
    </message>
    <message>
        <source>{name} cannot be read: {exc}</source>
        <translation>{name} kann nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>optimizer.safetensors does not fit the optimizer: {exc}</source>
        <translation>optimizer.safetensors passt nicht zum Optimierer: {exc}</translation>
    </message>
    <message>
        <source>{name} cannot be read: {exc_strerror_or_exc}</source>
        <translation>{name} kann nicht gelesen werden: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{task} runs need a {cls_name}, got {type_masking_name}</source>
        <translation>Läufe mit task {task} brauchen ein {cls_name}, nicht {type_masking_name}</translation>
    </message>
    <message>
        <source>task must be one of {tasks}, got {self_task}</source>
        <translation>task muss eines von {tasks} sein, nicht {self_task}</translation>
    </message>
    <message>
        <source>objective must be one of {objectives}, got {self_objective}</source>
        <translation>objective muss eines von {objectives} sein, nicht {self_objective}</translation>
    </message>
    <message>
        <source>image runs are masked autoencoders: objective {self_objective} is for text</source>
        <translation>Bildläufe sind maskierte Autoencoder: objective {self_objective} ist für Text</translation>
    </message>
    <message>
        <source>unknown preset {self_preset}; choose from {sorted_presets}</source>
        <translation>unbekannte Vorlage {self_preset}; aus {sorted_presets} wählen</translation>
    </message>
    <message>
        <source>data {self_data} is for {other} runs; {self_task} runs take {or_join_builtin_data_sel} or a path</source>
        <translation>data {self_data} ist für Läufe mit task {other}; Läufe mit task {self_task} nehmen {or_join_builtin_data_sel} oder einen Pfad</translation>
    </message>
    <message>
        <source>extra_images is for image runs</source>
        <translation>extra_images ist für Bildläufe</translation>
    </message>
    <message>
        <source>schedule must be one of {schedules}, got {self_schedule}</source>
        <translation>schedule muss eines von {schedules} sein, nicht {self_schedule}</translation>
    </message>
    <message>
        <source>decay_steps ({self_decay_steps}) cannot exceed steps ({self_steps})</source>
        <translation>decay_steps ({self_decay_steps}) darf steps ({self_steps}) nicht übersteigen</translation>
    </message>
    <message>
        <source>eval_data goes with data from a file or folder, not the built-in {self_data}</source>
        <translation>eval_data passt zu Daten aus einer Datei oder einem Ordner, nicht zu den eingebauten {self_data}</translation>
    </message>
    <message>
        <source>device must be one of {devices}, got {self_device}</source>
        <translation>device muss eines von {devices} sein, nicht {self_device}</translation>
    </message>
    <message>
        <source>tokenizer must be a path, got {self_tokenizer}</source>
        <translation>tokenizer muss ein Pfad sein, nicht {self_tokenizer}</translation>
    </message>
    <message>
        <source>name may not contain / or \: {self_name}</source>
        <translation>name darf weder / noch \ enthalten: {self_name}</translation>
    </message>
    <message>
        <source>name must be at most 100 characters (a folder name), got {len_self_name}</source>
        <translation>name darf höchstens 100 Zeichen lang sein (ein Ordnername), nicht {len_self_name}</translation>
    </message>
    <message>
        <source>a training config must be a JSON object</source>
        <translation>eine Trainingskonfiguration muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>unknown training config field(s): {join_unknown}</source>
        <translation>in der Trainingskonfiguration unbekannt: {join_unknown}</translation>
    </message>
    <message>
        <source>image runs take a patch mask ratio, not mask_prob</source>
        <translation>Bildläufe nehmen einen Maskierungsanteil der Bildfelder (ratio), nicht mask_prob</translation>
    </message>
    <message>
        <source>text runs take mask_prob, not a patch ratio</source>
        <translation>Textläufe nehmen mask_prob, keinen Anteil der Bildfelder</translation>
    </message>
    <message>
        <source>unknown masking field(s) for {task}: {join_unknown}</source>
        <translation>als Maskierungsfeld für {task} unbekannt: {join_unknown}</translation>
    </message>
    <message>
        <source>the {self_preset} preset works at {preset_size} px, not {self_image_size}</source>
        <translation>die Vorlage {self_preset} arbeitet mit {preset_size} px, nicht mit {self_image_size}</translation>
    </message>
    <message>
        <source>seq_len {self_seq_len} is longer than the {self_preset} preset's {max_pos}</source>
        <translation>seq_len {self_seq_len} ist länger als die {max_pos} der Vorlage {self_preset}</translation>
    </message>
    <message>
        <source>{name} must be text, got {value}</source>
        <translation>{name} muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>invalid training config: {exc}</source>
        <translation>ungültige Trainingskonfiguration: {exc}</translation>
    </message>
    <message>
        <source>the training config is not valid JSON: {exc}</source>
        <translation>die Trainingskonfiguration ist kein gültiges JSON: {exc}</translation>
    </message>
    <message>
        <source>the training config cannot be read: {type_exc_name}: {exc}</source>
        <translation>die Trainingskonfiguration kann nicht gelesen werden: {type_exc_name}: {exc}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>data= must come from build_data, build_text_data or build_image_data</source>
        <translation>data= muss von build_data, build_text_data oder build_image_data kommen</translation>
    </message>
    <message>
        <source>the given data was built for another {join_differ} than this config's</source>
        <translation>die übergebenen Daten wurden für andere Werte von {join_differ} gebaut als in dieser Konfiguration</translation>
    </message>
    <message>
        <source>the given data has {data_train_rows_shape_0} training rows, fewer than one batch of {config_batch_size}</source>
        <translation>die übergebenen Daten haben {data_train_rows_shape_0} Trainingszeilen, weniger als ein Batch von {config_batch_size}</translation>
    </message>
    <message>
        <source>the text is too small: {train_rows_shape_0} training row(s) of {t} tokens, fewer than one batch of {config_batch_size}; give more text or a smaller --batch-size</source>
        <translation>der Text ist zu klein: die Zahl der Trainingszeilen zu je {t} Tokens ({train_rows_shape_0}) ist kleiner als ein Batch von {config_batch_size}; mehr Text oder eine kleinere --batch-size angeben</translation>
    </message>
    <message>
        <source>the text is too small to hold out an evaluation part ({train_rows_shape_0} rows of {t} tokens)</source>
        <translation>der Text ist zu klein, um einen Teil zur Auswertung zurückzuhalten ({train_rows_shape_0} Zeilen zu {t} Tokens)</translation>
    </message>
    <message>
        <source>no such tokenizer file or folder: {p}</source>
        <translation>keine solche Tokenizer-Datei und kein solcher Tokenizer-Ordner: {p}</translation>
    </message>
    <message>
        <source>no training data</source>
        <translation>keine Trainingsdaten</translation>
    </message>
    <message>
        <source>--tokenizer cannot be used: {exc}</source>
        <translation>--tokenizer kann nicht verwendet werden: {exc}</translation>
    </message>
    <message>
        <source>a {data_type} event without {exc}</source>
        <translation>ein Ereignis {data_type} ohne {exc}</translation>
    </message>
    <message>
        <source>a resumed run keeps what it learns; {join_bad} cannot change (may change: {join_resumable_fields})</source>
        <translation>ein fortgesetzter Lauf behält, was er lernt; {join_bad} lässt sich nicht ändern (änderbar: {join_resumable_fields})</translation>
    </message>
    <message>
        <source>no readable image in {config_data}</source>
        <translation>kein lesbares Bild in {config_data}</translation>
    </message>
    <message>
        <source>the tokenizer works at {vq_image_size} px; this stage needs {image_size}</source>
        <translation>der Tokenizer arbeitet mit {vq_image_size} px; diese Stufe braucht {image_size}</translation>
    </message>
    <message>
        <source>{run_dir} has no checkpoint to resume from</source>
        <translation>{run_dir} hat keinen Checkpoint zum Fortsetzen</translation>
    </message>
    <message>
        <source>the loss is {float_loss} at step {step_1}: lower --lr</source>
        <translation>der Verlust ist {float_loss} bei Schritt {step_1}: --lr senken</translation>
    </message>
    <message>
        <source>stage must be one of {join_stages}, got {self_stage}</source>
        <translation>stage muss eines von {join_stages} sein, erhalten: {self_stage}</translation>
    </message>
    <message>
        <source>crop must be a multiple of 8 (one token covers 8 pixels), got {self_crop}</source>
        <translation>crop muss ein Vielfaches von 8 sein (ein Token deckt 8 Pixel ab), erhalten: {self_crop}</translation>
    </message>
    <message>
        <source>hidden_size {self_hidden_size} must be a multiple of num_heads {self_num_heads}</source>
        <translation>hidden_size {self_hidden_size} muss ein Vielfaches von num_heads {self_num_heads} sein</translation>
    </message>
    <message>
        <source>the transformer stage learns a tokenizer's codes: give the stage-1 run folder (--tokenizer RUN_DIR)</source>
        <translation>die Transformer-Stufe lernt die Codes eines Tokenizers: den Lauf-Ordner der Stufe 1 angeben (--tokenizer RUN_DIR)</translation>
    </message>
    <message>
        <source>the tokenizer stage trains a tokenizer; --tokenizer is for --stage transformer</source>
        <translation>die Tokenizer-Stufe trainiert einen Tokenizer; --tokenizer gilt für --stage transformer</translation>
    </message>
    <message>
        <source>not an image-tokens run config (task 'image-tokens')</source>
        <translation>keine Laufkonfiguration für Bild-Tokens (task 'image-tokens')</translation>
    </message>
    <message>
        <source>unknown image-tokens config field(s): {join_unknown}</source>
        <translation>unbekannte Feld(er) der image-tokens-Konfiguration: {join_unknown}</translation>
    </message>
    <message>
        <source>{name} must be text, got {getattr_self_name}</source>
        <translation>{name} muss Text sein, erhalten: {getattr_self_name}</translation>
    </message>
    <message>
        <source>invalid image-tokens config: {exc}</source>
        <translation>ungültige image-tokens-Konfiguration: {exc}</translation>
    </message>
    <message>
        <source>{self_path_parent} is in use by {who} (it is training); wait for it to end or stop it first</source>
        <translation>{self_path_parent} wird von {who} benutzt (dort wird trainiert); warten, bis das Training endet, oder es zuerst stoppen</translation>
    </message>
    <message>
        <source>process {pid}{where}</source>
        <translation>Prozess {pid}{where}</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>einem anderen Prozess</translation>
    </message>
    <message>
        <source>device cuda was asked for, but CUDA is not available</source>
        <translation>device cuda wurde verlangt, aber CUDA ist nicht verfügbar</translation>
    </message>
    <message>
        <source>device mps was asked for, but MPS is not available</source>
        <translation>device mps wurde verlangt, aber MPS ist nicht verfügbar</translation>
    </message>
    <message>
        <source>{trainer_resume} is not a run folder (no config.json)</source>
        <translation>{trainer_resume} ist kein Laufordner (keine config.json)</translation>
    </message>
    <message>
        <source>a resumed run cannot change {join_changed} (it was trained with other values)</source>
        <translation>ein fortgesetzter Lauf kann {join_changed} nicht ändern (er wurde mit anderen Werten trainiert)</translation>
    </message>
    <message>
        <source>cannot resume {trainer_run_dir}: metrics.jsonl is not a regular file (a folder, a named pipe, a device or a broken link); the run is left as it was</source>
        <translation>{trainer_run_dir} kann nicht fortgesetzt werden: metrics.jsonl ist keine reguläre Datei (ein Ordner, eine benannte Pipe, ein Gerät oder ein defekter Link); der Lauf bleibt, wie er war</translation>
    </message>
    <message>
        <source>cannot resume {trainer_run_dir}: no intact checkpoint ({join_skipped}); the run is left as it was</source>
        <translation>{trainer_run_dir} kann nicht fortgesetzt werden: kein intakter Checkpoint ({join_skipped}); der Lauf bleibt, wie er war</translation>
    </message>
    <message>
        <source>cannot write in {run_dir}: {exc_strerror_or_exc} (its lock file {lock_path_name}; a run folder must be writable to train in it)</source>
        <translation>in {run_dir} kann nicht geschrieben werden: {exc_strerror_or_exc} (Sperrdatei {lock_path_name}; ein Laufordner muss beschreibbar sein, um darin zu trainieren)</translation>
    </message>
    <message>
        <source>cannot write in {trainer_run_dir}: {exc_strerror_or_exc}{again}</source>
        <translation>in {trainer_run_dir} kann nicht geschrieben werden: {exc_strerror_or_exc}{again}</translation>
    </message>
    <message>
        <source>cannot create a run folder in {trainer_runs_dir_or_the}: {exc_strerror_or_exc}; choose another with --runs-dir</source>
        <translation>in {trainer_runs_dir_or_the} kann kein Laufordner angelegt werden: {exc_strerror_or_exc}; mit --runs-dir einen anderen wählen</translation>
    </message>
    <message>
        <source>the runs folder</source>
        <translation>dem Laufordner</translation>
    </message>
    <message>
        <source>cannot write in {trainer_run_dir}: {exc_strerror_or_exc}</source>
        <translation>in {trainer_run_dir} kann nicht geschrieben werden: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>; make room (or make the folder writable) and resume again; the run is left as it was</source>
        <translation>; Platz schaffen (oder den Ordner beschreibbar machen) und erneut fortsetzen; der Lauf bleibt, wie er war</translation>
    </message>
    <message>
        <source>cannot create a run folder in {root}</source>
        <translation>in {root} kann kein Laufordner angelegt werden</translation>
    </message>
    <message>
        <source>{source} is not a run folder (no config.json)</source>
        <translation>{source} ist kein Laufordner (keine config.json)</translation>
    </message>
    <message>
        <source>{source} has no checkpoint to branch from</source>
        <translation>{source} hat keinen Checkpoint, von dem abgezweigt werden kann</translation>
    </message>
    <message>
        <source>state must be one of {states}</source>
        <translation>state muss eines von {states} sein</translation>
    </message>
    <message>
        <source>the run's tokenizer cannot be used: {exc}</source>
        <translation>der Tokenizer des Laufs kann nicht verwendet werden: {exc}</translation>
    </message>
    <message>
        <source>give a config, or a run folder to resume</source>
        <translation>eine Konfiguration angeben oder einen Laufordner zum Fortsetzen</translation>
    </message>
    <message>
        <source>data= is for a new run; a resumed run rebuilds its own data from its folder</source>
        <translation>data= ist für einen neuen Lauf; ein fortgesetzter Lauf baut seine Daten selbst aus seinem Ordner neu auf</translation>
    </message>
    <message>
        <source>cannot write in {self_run_dir}: {exc_strerror_or_exc}; make room (or make the folder writable) and resume again; the run is left as it was</source>
        <translation>in {self_run_dir} kann nicht geschrieben werden: {exc_strerror_or_exc}; Platz schaffen (oder den Ordner beschreibbar machen) und erneut fortsetzen; der Lauf bleibt, wie er war</translation>
    </message>
    <message>
        <source>no class address given (e.g. 192.168.1.5:8765 or the join link)</source>
        <translation>keine Klassenadresse angegeben (z. B. 192.168.1.5:8765 oder der Beitrittslink)</translation>
    </message>
    <message>
        <source>{raw_80} is not a class address (e.g. 192.168.1.5:8765 or the join link)</source>
        <translation>{raw_80} ist keine Klassenadresse (z. B. 192.168.1.5:8765 oder der Beitrittslink)</translation>
    </message>
    <message>
        <source>{raw_80}: the port must be a number from 1 to 65535</source>
        <translation>{raw_80}: der Port muss eine Zahl von 1 bis 65535 sein</translation>
    </message>
    <message>
        <source>cannot reach a class at {self_host}:{self_port} (is the teacher's lab hosting, and is this the address on the projector?)</source>
        <translation>unter {self_host}:{self_port} ist keine Klasse erreichbar (veranstaltet das Lab der Lehrkraft eine Klasse, und ist das die Adresse auf dem Projektor?)</translation>
    </message>
    <message>
        <source>the class refused to let you in: {self_refusal}</source>
        <translation>die Klasse hat den Beitritt abgelehnt: {self_refusal}</translation>
    </message>
    <message>
        <source>could not announce the class: {exc}</source>
        <translation>die Klasse konnte nicht im Netz angekündigt werden: {exc}</translation>
    </message>
    <message>
        <source>{path}: no teacher's key there (the host writes it beside its class file)</source>
        <translation>{path}: dort liegt kein Schlüssel der Lehrkraft (der Host schreibt ihn neben seine Klassendatei)</translation>
    </message>
    <message>
        <source>{path}: refused: this file does not hold a teacher's key (give the .key file beside the class file)</source>
        <translation>{path}: abgelehnt: diese Datei enthält keinen Schlüssel der Lehrkraft (geben Sie die .key-Datei neben der Klassendatei an)</translation>
    </message>
    <message>
        <source>no class to resume in {folder} (name its file with --db)</source>
        <translation>in {folder} ist keine Klasse zum Fortsetzen (nennen Sie ihre Datei mit --db)</translation>
    </message>
    <message>
        <source>{path}: cannot read the teacher's key ({exc_strerror_or_exc})</source>
        <translation>{path}: der Schlüssel der Lehrkraft ist nicht lesbar ({exc_strerror_or_exc})</translation>
    </message>
    <message>
        <source>--bind: {address} is not an IP address (give one of this machine's, e.g. 127.0.0.1 or the room network's)</source>
        <translation>--bind: {address} ist keine IP-Adresse (geben Sie eine dieses Rechners an, z. B. 127.0.0.1 oder die im Netz des Raums)</translation>
    </message>
    <message>
        <source>the class server did not start in time</source>
        <translation>der Klassenserver ist nicht rechtzeitig gestartet</translation>
    </message>
    <message>
        <source>{db}: not a class file ({exc})</source>
        <translation>{db}: keine Klassendatei ({exc})</translation>
    </message>
    <message>
        <source>{name}: no such lesson file, and no bundled lesson of that number or name (bundled: {join_p_stem_for_p_in_bun})</source>
        <translation>{name}: keine solche Lektionsdatei und keine mitgelieferte Lektion dieser Nummer oder dieses Namens (mitgeliefert: {join_p_stem_for_p_in_bun})</translation>
    </message>
    <message>
        <source>no bundled lessons are installed</source>
        <translation>es sind keine mitgelieferten Lektionen installiert</translation>
    </message>
    <message>
        <source>'answer' must be text, a number or a list of option numbers</source>
        <translation>'answer' muss Text, eine Zahl oder eine Liste von Optionsnummern sein</translation>
    </message>
    <message>
        <source>'step' must be from 0 to {max_step_1}</source>
        <translation>'step' muss zwischen 0 und {max_step_1} liegen</translation>
    </message>
    <message>
        <source>a frame may hold at most {max_frame} bytes, this one has {size}</source>
        <translation>ein Frame darf höchstens {max_frame} Bytes enthalten, dieser hat {size}</translation>
    </message>
    <message>
        <source>a frame is a JSON object</source>
        <translation>ein Frame ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>unknown frame type {str_kind_30}</source>
        <translation>unbekannter Frame-Typ {str_kind_30}</translation>
    </message>
    <message>
        <source>'{kind}' is the teacher's; a student may send only hello, answer, presence and ping</source>
        <translation>'{kind}' ist der Lehrkraft vorbehalten; Lernende dürfen nur hello, answer, presence und ping senden</translation>
    </message>
    <message>
        <source>'{kind}' has no field '{sorted_unknown_0_30}'</source>
        <translation>'{kind}' hat kein Feld '{sorted_unknown_0_30}'</translation>
    </message>
    <message>
        <source>'{frame_get_type}' needs '{name}'</source>
        <translation>'{frame_get_type}' braucht '{name}'</translation>
    </message>
    <message>
        <source>'{name}' must be a whole number</source>
        <translation>'{name}' muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>'answer' is longer than {answer_limit} characters</source>
        <translation>'answer' ist länger als {answer_limit} Zeichen</translation>
    </message>
    <message>
        <source>'answer' must be a finite number</source>
        <translation>'answer' muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>kein JSON</translation>
    </message>
    <message>
        <source>'role' must be student or teacher</source>
        <translation>'role' muss student oder teacher sein</translation>
    </message>
    <message>
        <source>a name is needed (1 to 40 characters, plain text)</source>
        <translation>ein Name ist nötig (1 bis 40 Zeichen, reiner Text)</translation>
    </message>
    <message>
        <source>'client' must be one of {join_clients}</source>
        <translation>'client' muss eines von {join_clients} sein</translation>
    </message>
    <message>
        <source>'id' must be 1 to {id_limit} printable ASCII characters</source>
        <translation>'id' muss aus 1 bis {id_limit} druckbaren ASCII-Zeichen bestehen</translation>
    </message>
    <message>
        <source>'correct' must be true, false or null</source>
        <translation>'correct' muss true, false oder null sein</translation>
    </message>
    <message>
        <source>'{name}' must be true or false</source>
        <translation>'{name}' muss true oder false sein</translation>
    </message>
    <message>
        <source>'{name}' must be text</source>
        <translation>'{name}' muss Text sein</translation>
    </message>
    <message>
        <source>{path}: cannot read the class file ({exc_strerror_or_exc})</source>
        <translation>{path}: die Klassendatei kann nicht gelesen werden ({exc_strerror_or_exc})</translation>
    </message>
    <message>
        <source>{store_path}: not a class file ({exc})</source>
        <translation>{store_path}: keine Klassendatei ({exc})</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (its table {table} has no column {missing_0})</source>
        <translation>{self_path}: keine Klassendatei (ihrer Tabelle {table} fehlt die Spalte {missing_0})</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (no table {table})</source>
        <translation>{self_path}: keine Klassendatei (keine Tabelle {table})</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (its {lacking} is missing or damaged)</source>
        <translation>{self_path}: keine Klassendatei ({lacking} fehlt oder ist beschädigt)</translation>
    </message>
    <message>
        <source>{path}: not a class file (not an SQLite database)</source>
        <translation>{path}: keine Klassendatei (keine SQLite-Datenbank)</translation>
    </message>
    <message>
        <source>{self_path}: a class file is already there (use --resume to continue it, or name another --db)</source>
        <translation>{self_path}: dort liegt bereits eine Klassendatei (mit --resume fortsetzen oder eine andere --db nennen)</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (an SQLite database without a class in it)</source>
        <translation>{self_path}: keine Klassendatei (eine SQLite-Datenbank ohne Klasse)</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (no '{format}' record)</source>
        <translation>{self_path}: keine Klassendatei (kein Eintrag '{format}')</translation>
    </message>
    <message>
        <source>{self_path}: not a class file ({exc})</source>
        <translation>{self_path}: keine Klassendatei ({exc})</translation>
    </message>
</context>
</TS>
