<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Core</name>
    <message>
        <source>refused: {name} is the file the command reads ({shown_name_same_as}); writing the {what} there would overwrite it; name another file</source>
        <translation>rechazado: {name} es el archivo que lee el comando ({shown_name_same_as}); escribir ahí la salida ({what}) lo sobrescribiría; indique otro archivo</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is {kind}, not a {noun}; name a {noun}</source>
        <translation>no se puede escribir {what} en {name}: es {kind}, no un {noun}; indique un {noun}</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: folder does not exist: {shown_name_parent}</source>
        <translation>no se puede escribir {name} ({what}): la carpeta no existe: {shown_name_parent}</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: permission denied (the folder {shown_name_parent} is read-only to you)</source>
        <translation>no se puede escribir {name} ({what}): permiso denegado (la carpeta {shown_name_parent} es de solo lectura para usted)</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {why_exc}</source>
        <translation>no se puede escribir {name} ({what}): {why_exc}</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is a file, not a folder; name a folder</source>
        <translation>no se puede escribir la salida ({what}) en {name}: es un archivo, no una carpeta; indique una carpeta</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: {shown_name_taken_0} in it is {taken_1}, where a file goes; remove it or name another folder</source>
        <translation>no se puede escribir {what} en {name}: {shown_name_taken_0} dentro es {taken_1}, donde va un archivo; quítelo o indique otra carpeta</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is a folder; name a file</source>
        <translation>no se puede escribir la salida ({what}) en {name}: es una carpeta; indique un archivo</translation>
    </message>
    <message>
        <source>refused: {name} exists; name a new file (the {what} never overwrites one)</source>
        <translation>rechazado: {name} ya existe; indique un archivo nuevo (con {what} nunca se sobrescribe un archivo existente)</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {shown_name_up} is a file, not a folder</source>
        <translation>no se puede escribir {name} ({what}): {shown_name_up} es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {why_exc} (a test write in {shown_name_parent} failed)</source>
        <translation>no se puede escribir {name} ({what}): {why_exc} (falló una escritura de prueba en {shown_name_parent})</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>carpeta</translation>
    </message>
    <message>
        <source>nothing to compare: no token is masked</source>
        <translation>nada que comparar: ningún token está enmascarado</translation>
    </message>
    <message>
        <source>nothing to compare: no patch is hidden</source>
        <translation>nada que comparar: ningún parche está oculto</translation>
    </message>
    <message>
        <source> (same top-5)</source>
        <translation> (mismo top-5)</translation>
    </message>
    <message>
        <source>the two tokenizers split the sentence differently, so only the totals compare</source>
        <translation>los dos tokenizadores dividen la frase de forma distinta, así que solo se comparan los totales</translation>
    </message>
    <message>
        <source>loss {self_left_loss} vs {self_right_loss} nats</source>
        <translation>pérdida {self_left_loss} frente a {self_right_loss} nats</translation>
    </message>
    <message>
        <source>accuracy {self_left_hits}/{self_left_count} vs {self_right_hits}/{self_right_count}</source>
        <translation>precisión {self_left_hits}/{self_left_count} frente a {self_right_hits}/{self_right_count}</translation>
    </message>
    <message>
        <source>hides {self_left_hidden} vs {self_right_hidden} of {self_total} patches</source>
        <translation>oculta {self_left_hidden} frente a {self_right_hidden} de {self_total} parches</translation>
    </message>
    <message>
        <source>SSIM {self_left_ssim} vs {self_right_ssim}</source>
        <translation>SSIM {self_left_ssim} frente a {self_right_ssim}</translation>
    </message>
    <message>
        <source>top-1 differs at {differ} of {masks} masks{named}</source>
        <translation>el top-1 difiere en {differ} de {masks} máscaras{named}</translation>
    </message>
    <message>
        <source>top-1 differs at {differ} of {masks} masks both hide{named}</source>
        <translation>el top-1 difiere en {differ} de las {masks} máscaras que ambos ocultan{named}</translation>
    </message>
    <message>
        <source>PSNR {self_left_psnr} vs {self_right_psnr} dB</source>
        <translation>PSNR {self_left_psnr} frente a {self_right_psnr} dB</translation>
    </message>
    <message>
        <source>PSNR {db_self_left_psnr} vs {db_self_right_psnr} dB</source>
        <translation>PSNR {db_self_left_psnr} frente a {db_self_right_psnr} dB</translation>
    </message>
    <message>
        <source>the left rebuilds {self_left_better} of {self_left_hidden} hidden patches better</source>
        <translation>la izquierda reconstruye mejor {self_left_better} de {self_left_hidden} parches ocultos</translation>
    </message>
    <message>
        <source>the right rebuilds {self_right_better} of {self_left_hidden} hidden patches better</source>
        <translation>la derecha reconstruye mejor {self_right_better} de {self_left_hidden} parches ocultos</translation>
    </message>
    <message>
        <source>{left_rate} vs {right_rate}: {left} vs {right} masks</source>
        <translation>{left_rate} frente a {right_rate}: {left} frente a {right} máscaras</translation>
    </message>
    <message>
        <source>{left} vs {right} masks</source>
        <translation>{left} frente a {right} máscaras</translation>
    </message>
    <message>
        <source>image file</source>
        <translation>archivo de imagen</translation>
    </message>
    <message>
        <source>from {low} to {high}</source>
        <translation>de {low} a {high}</translation>
    </message>
    <message>
        <source>{name} must be {kind} {span}, got {shown}</source>
        <translation>{name} debe ser {kind} {span}; se recibió {shown}</translation>
    </message>
    <message>
        <source>more than {low} and less than {high}</source>
        <translation>mayor que {low} y menor que {high}</translation>
    </message>
    <message>
        <source>more than {low} and at most {high}</source>
        <translation>mayor que {low} y como máximo {high}</translation>
    </message>
    <message>
        <source>from {low} to below {high}</source>
        <translation>de {low} a menos de {high}</translation>
    </message>
    <message>
        <source>{what} must be text, got {type_text_name}</source>
        <translation>{what} debe ser texto, se recibió {type_text_name}</translation>
    </message>
    <message>
        <source>{what} holds {ascii_text_exc_start} at character {exc_start_1}: a lone surrogate (bytes that were not UTF-8), not a character the tokenizer can read</source>
        <translation>{what} contiene {ascii_text_exc_start} en el carácter {exc_start_1}: un sustituto aislado (bytes que no eran UTF-8), no un carácter que el tokenizador pueda leer</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>{shown_path} is {kind}, not {article_what}: refused</source>
        <translation>{shown_path} es {kind} (se esperaba: {article_what}): rechazado</translation>
    </message>
    <message>
        <source>{shown_path} is larger than {size_max_bytes}, the most {article_what} may be: refused</source>
        <translation>{shown_path} ocupa más de {size_max_bytes}, el tamaño máximo permitido ({article_what}): rechazado</translation>
    </message>
    <message>
        <source>a whole number of {digits} digits (at most {max_digits})</source>
        <translation>un número entero de {digits} cifras (como mucho {max_digits})</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: nested more than {max_depth} levels deep</source>
        <translation>no se puede leer {shown_path} como {article_what}: anidado a más de {max_depth} niveles</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>una tubería con nombre</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <source>no such {what}: {shown_path}</source>
        <translation>no existe ({what}): {shown_path}</translation>
    </message>
    <message>
        <source>cannot open the {what} {shown_path}: {reason_exc}</source>
        <translation>no se puede abrir {shown_path} ({what}): {reason_exc}</translation>
    </message>
    <message>
        <source>cannot read the {what} {shown_path}: {reason_exc}</source>
        <translation>no se puede leer {shown_path} ({what}): {reason_exc}</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: not UTF-8 text (byte {exc_start})</source>
        <translation>no se puede leer {shown_path} como {article_what}: no es texto UTF-8 (byte {exc_start})</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: not valid JSON (line {exc_lineno}: {exc_msg})</source>
        <translation>no se puede leer {shown_path} como {article_what}: no es un JSON válido (línea {exc_lineno}: {exc_msg})</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: nested too deeply</source>
        <translation>no se puede leer {shown_path} como {article_what}: anidamiento demasiado profundo</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: it holds {exc}</source>
        <translation>no se puede leer {shown_path} como {article_what}: contiene {exc}</translation>
    </message>
    <message>
        <source>size must be at least 4, got {size}</source>
        <translation>el tamaño debe ser al menos 4, se recibió {size}</translation>
    </message>
    <message>
        <source>no such file or folder: {path}</source>
        <translation>no existe el archivo o la carpeta: {path}</translation>
    </message>
    <message>
        <source>no image files ({join_image_suffixes_4}, ...) in {where}</source>
        <translation>no hay archivos de imagen ({join_image_suffixes_4}, ...) en {where}</translation>
    </message>
    <message>
        <source>no readable images in {path} ({len_loaded_skipped} file(s) could not be decoded)</source>
        <translation>no hay imágenes legibles en {path} (archivos que no se pudieron decodificar: {len_loaded_skipped})</translation>
    </message>
    <message>
        <source>scikit-image's sample photos are not available</source>
        <translation>las fotos de ejemplo de scikit-image no están disponibles</translation>
    </message>
    <message>
        <source>{path} holds {arr_dtype} {tuple_arr_shape}: expected uint8 pictures [N, H, W, 3]</source>
        <translation>{path} contiene {arr_dtype} {tuple_arr_shape}: se esperaban imágenes uint8 [N, H, W, 3]</translation>
    </message>
    <message>
        <source>{path} has {arr_shape_0} pictures, fewer than the {rows} asked for</source>
        <translation>{path} tiene menos imágenes ({arr_shape_0}) de las pedidas ({rows})</translation>
    </message>
    <message>
        <source>{path} is the held-out image itself: nothing is left to train on</source>
        <translation>{path} es la propia imagen reservada: no queda nada con que entrenar</translation>
    </message>
    <message>
        <source>cannot read {path} as a .npy array of pictures: {e}</source>
        <translation>no se puede leer {path} como un array .npy de imágenes: {e}</translation>
    </message>
    <message>
        <source> outside {exclude}</source>
        <translation> fuera de {exclude}</translation>
    </message>
    <message>
        <source>no .txt files in {path}{outside}</source>
        <translation>no hay archivos .txt en {path}{outside}</translation>
    </message>
    <message>
        <source>{path} is the held-out text itself: nothing is left to train on</source>
        <translation>{path} es el propio texto reservado: no queda nada con que entrenar</translation>
    </message>
    <message>
        <source>no readable text in {path}</source>
        <translation>no hay texto legible en {path}</translation>
    </message>
    <message>
        <source>{file} is not a UTF-8 text file (binary data or another encoding)</source>
        <translation>{file} no es un archivo de texto UTF-8 (datos binarios u otra codificación)</translation>
    </message>
    <message>
        <source>seq_len must be at least 3</source>
        <translation>seq_len debe ser al menos 3</translation>
    </message>
    <message>
        <source>cannot read {file}: {exc_strerror_or_exc}</source>
        <translation>no se puede leer {file}: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{len_items} items but {len_logprobs} rows of log-probabilities</source>
        <translation>el número de elementos ({len_items}) no coincide con el de filas de log-probabilidades ({len_logprobs})</translation>
    </message>
    <message>
        <source>item {item_text} has {len_item_candidates} candidates, got {row_shape}</source>
        <translation>el elemento {item_text} tiene candidatos: {len_item_candidates}; se recibió {row_shape}</translation>
    </message>
    <message>
        <source>expected one [MASK] in {chunk_i_text}, found {len_masks}</source>
        <translation>se esperaba un [MASK] en {chunk_i_text}, se encontraron {len_masks}</translation>
    </message>
    <message>
        <source>no texts to check</source>
        <translation>no hay textos que comprobar</translation>
    </message>
    <message>
        <source>a text model cannot explain an image patch: give an image (MAE) model</source>
        <translation>un modelo de texto no puede explicar un parche de imagen: indique un modelo de imagen (MAE)</translation>
    </message>
    <message>
        <source>unknown method {method}: choose one of {join_patch_methods}</source>
        <translation>método desconocido {method}: elija uno de {join_patch_methods}</translation>
    </message>
    <message>
        <source>an image is needed</source>
        <translation>se necesita una imagen</translation>
    </message>
    <message>
        <source>patch ({r}, {c}) is outside the {rows} x {cols} grid (rows and columns from 0)</source>
        <translation>el parche ({r}, {c}) está fuera de la cuadrícula de {rows} x {cols} (filas y columnas desde 0)</translation>
    </message>
    <message>
        <source>patch ({r}, {c}) is visible: explain a hidden patch (the model rebuilds only those)</source>
        <translation>el parche ({r}, {c}) es visible: explique un parche oculto (el modelo solo reconstruye esos)</translation>
    </message>
    <message>
        <source>the mask has {m_size} cells but the model's grid is {rows} x {cols}</source>
        <translation>la máscara tiene {m_size} celdas, pero la cuadrícula del modelo es de {rows} x {cols}</translation>
    </message>
    <message>
        <source>target must be None, 'top1', 'true', a token or an id, got {type_target_name}</source>
        <translation>target debe ser None, 'top1', 'true', un token o un id, se recibió {type_target_name}</translation>
    </message>
    <message>
        <source>a text model is needed, got {type_model_name}</source>
        <translation>se necesita un modelo de texto, se recibió {type_model_name}</translation>
    </message>
    <message>
        <source>position {position} is outside the {len_ids} tokens (0..{len_ids_1})</source>
        <translation>la posición {position} está fuera de los {len_ids} tokens (0..{len_ids_1})</translation>
    </message>
    <message>
        <source>position {position} is a special token ({tok_id_to_token_ids_posi}), not a word</source>
        <translation>la posición {position} es un token especial ({tok_id_to_token_ids_posi}), no una palabra</translation>
    </message>
    <message>
        <source>target {target} is not in the model's vocabulary (one token, e.g. 'door')</source>
        <translation>el objetivo {target} no está en el vocabulario del modelo (un solo token, p. ej. 'door')</translation>
    </message>
    <message>
        <source>unknown method {method}: choose one of {join_text_methods}</source>
        <translation>método desconocido {method}: elija uno de {join_text_methods}</translation>
    </message>
    <message>
        <source>the text has no {mask_name_tok} to explain (or it was cut off at the model's length)</source>
        <translation>el texto no tiene ningún {mask_name_tok} que explicar (o quedó cortado en la longitud del modelo)</translation>
    </message>
    <message>
        <source>unknown precision {precision}: choose one of {join_precisions}</source>
        <translation>precisión desconocida {precision}: elija una de {join_precisions}</translation>
    </message>
    <message>
        <source>the foil must differ from the target</source>
        <translation>el token de contraste (foil) debe ser distinto del objetivo</translation>
    </message>
    <message>
        <source>no tokens to explain</source>
        <translation>no hay tokens que explicar</translation>
    </message>
    <message>
        <source>token id {bad_0} is outside the vocabulary of {tok_vocab_size}</source>
        <translation>el id de token {bad_0} está fuera del vocabulario ({tok_vocab_size} tokens)</translation>
    </message>
    <message>
        <source>{len_ids} tokens is more than the model's {tm_max_length}</source>
        <translation>{len_ids} tokens superan el máximo del modelo ({tm_max_length})</translation>
    </message>
    <message>
        <source>the text has {len_masks} [MASK]s: say which to explain with --position (one of {join_map_str_masks})</source>
        <translation>el texto tiene {len_masks} [MASK]: indique cuál explicar con --position (uno de {join_map_str_masks})</translation>
    </message>
    <message>
        <source>target 'true' needs a position that held a token (it was a [MASK])</source>
        <translation>target 'true' necesita una posición que tuviera un token (era un [MASK])</translation>
    </message>
    <message>
        <source>target id {target} is outside the vocabulary of {tok_vocab_size}</source>
        <translation>el id objetivo {target} está fuera del vocabulario ({tok_vocab_size} tokens)</translation>
    </message>
    <message>
        <source>an animation is written as .gif, .png (APNG) or .mp4, not {suffix_or_a_file_without} ({path_path_name})</source>
        <translation>una animación se escribe como .gif, .png (APNG) o .mp4, no {suffix_or_a_file_without} ({path_path_name})</translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation>un archivo sin extensión</translation>
    </message>
    <message>
        <source>the frame rate must be from {min_fps} to {max_fps} frames a second, got {fps}</source>
        <translation>la frecuencia de fotogramas debe estar entre {min_fps} y {max_fps} fotogramas por segundo, se recibió {fps}</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>la animación no tiene fotogramas</translation>
    </message>
    <message>
        <source>the frames of an animation must all have one size</source>
        <translation>todos los fotogramas de una animación deben tener el mismo tamaño</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>unknown animation format {fmt}</source>
        <translation>formato de animación desconocido {fmt}</translation>
    </message>
    <message>
        <source>cannot write {path}: {exc_strerror_or_exc}</source>
        <translation>no se puede escribir {path}: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{what} must look like FROM:TO or FROM:TO:STEP, got {text}</source>
        <translation>{what} debe tener la forma FROM:TO o FROM:TO:STEP, se recibió {text}</translation>
    </message>
    <message>
        <source>{what} must be finite numbers, got {text}</source>
        <translation>{what} debe contener números finitos, se recibió {text}</translation>
    </message>
    <message>
        <source>{what}: the step must not be 0</source>
        <translation>{what}: el paso no debe ser 0</translation>
    </message>
    <message>
        <source>{what} takes whole numbers, got {text}</source>
        <translation>{what} solo admite números enteros, se recibió {text}</translation>
    </message>
    <message>
        <source>{what} {text} gives no frames (from {start} the step {step} never reaches {stop})</source>
        <translation>{what} {text} no da ningún fotograma (desde {start}, el paso {step} nunca llega a {stop})</translation>
    </message>
    <message>
        <source>{what} {text} gives {count} frames; at most {max_frames}</source>
        <translation>{what} {text} da {count} fotogramas; como máximo {max_frames}</translation>
    </message>
    <message>
        <source>--sweep must look like image.ratio=0:0.95:0.05, got {spec}</source>
        <translation>--sweep debe tener la forma image.ratio=0:0.95:0.05, se recibió {spec}</translation>
    </message>
    <message>
        <source>--sweep: no tab {part} (one of {join_parts})</source>
        <translation>--sweep: no existe la pestaña {part} (una de {join_parts})</translation>
    </message>
    <message>
        <source>--sweep: {part} has no numeric field {name} (one of {join_numeric})</source>
        <translation>--sweep: {part} no tiene ningún campo numérico {name} (uno de {join_numeric})</translation>
    </message>
    <message>
        <source>--sweep {part}.{name} changes the {part} tab, but the frames show the {tab} tab</source>
        <translation>--sweep {part}.{name} cambia la pestaña {part}, pero los fotogramas muestran la pestaña {tab}</translation>
    </message>
    <message>
        <source>--seeds: the {tab} tab has no seed</source>
        <translation>--seeds: la pestaña {tab} no tiene semilla</translation>
    </message>
    <message>
        <source>--rounds records the Generate tab's rounds or the Text tab's fill, not the {tab} tab</source>
        <translation>--rounds graba las rondas de la pestaña Generar o el rellenado de la pestaña Texto, no la pestaña {tab}</translation>
    </message>
    <message>
        <source>--rounds: the {tab} tab has no rounds to show (0 frames)</source>
        <translation>--rounds: la pestaña {tab} no tiene rondas que mostrar (0 fotogramas)</translation>
    </message>
    <message>
        <source>--run shows a run's checkpoints on the Text or Image tab, not the {tab} tab</source>
        <translation>--run muestra los checkpoints de una ejecución en la pestaña Texto o Imagen, no en la pestaña {tab}</translation>
    </message>
    <message>
        <source>--run: the run has no checkpoints yet (0 frames)</source>
        <translation>--run: la ejecución aún no tiene checkpoints (0 fotogramas)</translation>
    </message>
    <message>
        <source>{what} must be numbers FROM:TO[:STEP], got {text}</source>
        <translation>{what} debe ser de la forma FROM:TO[:STEP] con números, se recibió {text}</translation>
    </message>
    <message>
        <source>{what} needs a step (FROM:TO:STEP), got {text}</source>
        <translation>{what} necesita un paso (FROM:TO:STEP), se recibió {text}</translation>
    </message>
    <message>
        <source>--seeds is out of range: {exc}</source>
        <translation>--seeds está fuera de rango: {exc}</translation>
    </message>
    <message>
        <source>--sweep is out of range: {exc}</source>
        <translation>--sweep está fuera de rango: {exc}</translation>
    </message>
    <message>
        <source>a web page is written as .html, not {path_path_suffix_or_a_fi}</source>
        <translation>una página web se escribe como .html, no {path_path_suffix_or_a_fi}</translation>
    </message>
    <message>
        <source>the web page would be empty: no text view and no image frames</source>
        <translation>la página web quedaría vacía: no hay vista de texto ni fotogramas de imagen</translation>
    </message>
    <message>
        <source>layer must be in [0, {num_layers}] or negative from the end, got {layer}</source>
        <translation>la capa debe estar en [0, {num_layers}] o ser negativa (contando desde el final), se recibió {layer}</translation>
    </message>
    <message>
        <source>images must be [B, H, W, 3] or [B, 3, H, W], got {tuple_x_shape}</source>
        <translation>las imágenes deben ser [B, H, W, 3] o [B, 3, H, W], se recibió {tuple_x_shape}</translation>
    </message>
    <message>
        <source>features must be [N, D] or [B, N, D], got {arr_shape}</source>
        <translation>los rasgos deben ser [N, D] o [B, N, D], se recibió {arr_shape}</translation>
    </message>
    <message>
        <source>a PCA with {n} components needs at least {n} patches, got {x_shape_0}</source>
        <translation>un PCA de {n} componentes necesita al menos {n} parches, se recibió {x_shape_0}</translation>
    </message>
    <message>
        <source>n must be 1, 2 or 3, got {n}</source>
        <translation>n debe ser 1, 2 o 3, se recibió {n}</translation>
    </message>
    <message>
        <source>features_a must be one image's patches [N, D], got {a_shape}</source>
        <translation>features_a debe contener los parches de una sola imagen [N, D], se recibió {a_shape}</translation>
    </message>
    <message>
        <source>features must be [n, d] with the same d, got {train_x_shape} and {test_x_shape}</source>
        <translation>los rasgos deben ser [n, d] con la misma d, se recibieron {train_x_shape} y {test_x_shape}</translation>
    </message>
    <message>
        <source>features and labels differ in length</source>
        <translation>los rasgos y las etiquetas tienen longitudes distintas</translation>
    </message>
    <message>
        <source>a probe needs at least two classes in its training set</source>
        <translation>una sonda necesita al menos dos clases en su conjunto de entrenamiento</translation>
    </message>
    <message>
        <source>text probe task must be one of {text_tasks}, got {task}</source>
        <translation>la tarea de una sonda de texto debe ser una de {text_tasks}, se recibió {task}</translation>
    </message>
    <message>
        <source>not a folder: {root}</source>
        <translation>no es una carpeta: {root}</translation>
    </message>
    <message>
        <source>{root} needs at least two class subfolders (one per class), found {len_classes}</source>
        <translation>{root} necesita al menos dos subcarpetas de clase (una por clase); encontradas: {len_classes}</translation>
    </message>
    <message>
        <source>{run_dir} has no checkpoints to probe</source>
        <translation>{run_dir} no tiene checkpoints que sondear</translation>
    </message>
    <message>
        <source>class folder {name} in {root} holds no images</source>
        <translation>la carpeta de clase {name} de {root} no contiene imágenes</translation>
    </message>
    <message>
        <source>class folder {name} in {root} holds one image; a probe needs two or more per class</source>
        <translation>la carpeta de clase {name} de {root} contiene una sola imagen; una sonda necesita dos o más por clase</translation>
    </message>
    <message>
        <source>{source} holds too few images ({len_files}) for a train/test split</source>
        <translation>{source} contiene demasiado pocas imágenes ({len_files}) para separar entrenamiento y prueba</translation>
    </message>
    <message>
        <source>{folder} holds a text model; task {task} needs an image model</source>
        <translation>{folder} contiene un modelo de texto; la tarea {task} necesita un modelo de imagen</translation>
    </message>
    <message>
        <source>{folder} holds an image model; task {task} needs a text model</source>
        <translation>{folder} contiene un modelo de imagen; la tarea {task} necesita un modelo de texto</translation>
    </message>
    <message>
        <source>word {word} of {chunk_i} was cut off by the tokenizer</source>
        <translation>el tokenizador cortó la palabra {word} de {chunk_i}</translation>
    </message>
    <message>
        <source>a MaskedLM object needs its tokenizer</source>
        <translation>un objeto MaskedLM necesita su tokenizador</translation>
    </message>
    <message>
        <source>the reference corpus is missing: {path}</source>
        <translation>falta el corpus de referencia: {path}</translation>
    </message>
    <message>
        <source>the corpus is empty</source>
        <translation>el corpus está vacío</translation>
    </message>
    <message>
        <source>cache entry is for another corpus or version</source>
        <translation>la entrada de la caché es de otro corpus u otra versión</translation>
    </message>
    <message>
        <source>cache entry is incomplete</source>
        <translation>la entrada de la caché está incompleta</translation>
    </message>
    <message>
        <source>rounds must be a whole number, at least 1; got {rounds}</source>
        <translation>el número de rondas debe ser un entero, al menos 1; se recibió {rounds}</translation>
    </message>
    <message>
        <source>order must be one of {join_orders}; got {order}</source>
        <translation>el orden debe ser uno de {join_orders}; se recibió {order}</translation>
    </message>
    <message>
        <source>a ratio of {ratio} hides no patch of {num_patches}: nothing to reveal</source>
        <translation>una proporción de {ratio} no oculta ninguno de los {num_patches} parches: no hay nada que revelar</translation>
    </message>
    <message>
        <source>{rounds} rounds for {hidden} hidden patches: every round must reveal at least one, so use at most {hidden} rounds (or hide more)</source>
        <translation>hay más rondas ({rounds}) que parches ocultos ({hidden}): cada ronda debe revelar al menos uno, así que el máximo de rondas es {hidden} (u oculte más parches)</translation>
    </message>
    <message>
        <source>sample_causal needs a causal model (objective clm)</source>
        <translation>sample_causal necesita un modelo causal (objetivo clm)</translation>
    </message>
    <message>
        <source>the scorer must be a causal model (objective clm)</source>
        <translation>el evaluador debe ser un modelo causal (objetivo clm)</translation>
    </message>
    <message>
        <source>schedule must be one of {schedules}, got {schedule}</source>
        <translation>el calendario (schedule) debe ser uno de {schedules}, se recibió {schedule}</translation>
    </message>
    <message>
        <source>need n &gt;= 0 and steps &gt;= 1, got n={n}, steps={steps}</source>
        <translation>se necesita n &gt;= 0 y steps &gt;= 1, se recibió n={n}, steps={steps}</translation>
    </message>
    <message>
        <source>{steps} steps for {n} masked positions: each step must reveal at least one</source>
        <translation>hay más pasos ({steps}) que posiciones enmascaradas ({n}): cada paso debe revelar al menos una</translation>
    </message>
    <message>
        <source>unknown remasking {rule}</source>
        <translation>reenmascarado desconocido {rule}</translation>
    </message>
    <message>
        <source>this model's tokenizer has no [MASK] token: it cannot generate by unmasking</source>
        <translation>el tokenizador de este modelo no tiene token [MASK]: no puede generar desenmascarando</translation>
    </message>
    <message>
        <source>the prompt must be text</source>
        <translation>la indicación debe ser texto</translation>
    </message>
    <message>
        <source>the model's tokenizer does not hold every word of the toy language</source>
        <translation>el tokenizador del modelo no contiene todas las palabras del lenguaje de juguete</translation>
    </message>
    <message>
        <source>need n &gt;= 1 and steps &gt;= 1, got n={n}, steps={steps}</source>
        <translation>se necesita n &gt;= 1 y steps &gt;= 1; se recibió n={n}, steps={steps}</translation>
    </message>
    <message>
        <source>nothing is hidden: there is no token to reveal</source>
        <translation>no hay nada oculto: no hay ningún token que revelar</translation>
    </message>
    <message>
        <source>rounds must be a whole number from 1 to {n_hidden} (the hidden tokens), got {rounds}</source>
        <translation>rounds debe ser un número entero de 1 a {n_hidden} (los tokens ocultos); se recibió {rounds}</translation>
    </message>
    <message>
        <source>{name} must be a number of at least 0, got {value}</source>
        <translation>{name} debe ser un número de al menos 0; se recibió {value}</translation>
    </message>
    <message>
        <source>the prompt is longer than the model's {limit} tokens</source>
        <translation>la indicación supera el máximo de {limit} tokens del modelo</translation>
    </message>
    <message>
        <source>steps ({settings_steps}) is more than the {n} masked position(s) to fill; use at most {n}</source>
        <translation>los pasos ({settings_steps}) superan las posiciones enmascaradas que hay que rellenar ({n}); use como máximo {n}</translation>
    </message>
    <message>
        <source>this is a causal (left-to-right) model: unmasking needs a bidirectional masked LM</source>
        <translation>este es un modelo causal (de izquierda a derecha): desenmascarar necesita un modelo de lenguaje enmascarado bidireccional</translation>
    </message>
    <message>
        <source>{s} samples of {t} tokens is {s_t} tokens in one batch; at most {max_batch_positions} (memory): ask for fewer samples or a shorter length</source>
        <translation>{s} muestras de {t} tokens son {s_t} tokens en un lote; como máximo {max_batch_positions} (memoria): pida menos muestras o una longitud menor</translation>
    </message>
    <message>
        <source>this model computes every position itself: block-causal attention and the key/value caches need one of the lab's own models</source>
        <translation>este modelo calcula cada posición por sí mismo: la atención causal por bloques y las cachés de claves/valores necesitan uno de los modelos propios del laboratorio</translation>
    </message>
    <message>
        <source>revise takes rows of one length</source>
        <translation>revise solo admite filas de la misma longitud</translation>
    </message>
    <message>
        <source>attention must be one of {join_attention}, got {self_attention}</source>
        <translation>attention debe ser uno de {join_attention}; se recibió {self_attention}</translation>
    </message>
    <message>
        <source>cache must be one of {join_caches}, got {self_cache}</source>
        <translation>cache debe ser uno de {join_caches}; se recibió {self_cache}</translation>
    </message>
    <message>
        <source>remasking must be one of {join_remasking}, got {self_remasking}</source>
        <translation>el reenmascarado debe ser uno de {join_remasking}, se recibió {self_remasking}</translation>
    </message>
    <message>
        <source>schedule must be one of {join_schedules}, got {self_schedule}</source>
        <translation>el calendario (schedule) debe ser uno de {join_schedules}, se recibió {self_schedule}</translation>
    </message>
    <message>
        <source>a length of {length} with this prompt needs {len_ids_length} tokens; the model takes at most {limit} (at most {limit_len_ids} to write)</source>
        <translation>una longitud de {length} con esta indicación necesita {len_ids_length} tokens; el modelo admite como máximo {limit} (como máximo {limit_len_ids} para escribir)</translation>
    </message>
    <message>
        <source>remask cannot be combined with remasking {self_remasking}: taking tokens back needs the fixed steps of a schedule</source>
        <translation>remask no se puede combinar con el remasking {self_remasking}: retirar tokens necesita los pasos fijos de un calendario</translation>
    </message>
    <message>
        <source>remask cannot be combined with blocks (block length {self_block_length}): it revises the whole sequence</source>
        <translation>remask no se puede combinar con bloques (longitud de bloque {self_block_length}): revisa toda la secuencia</translation>
    </message>
    <message>
        <source>remask cannot be combined with the {self_cache} cache: a token taken back changes the keys and values it keeps</source>
        <translation>remask no se puede combinar con la caché {self_cache}: un token retirado cambia las claves y los valores que guarda</translation>
    </message>
    <message>
        <source>cannot read an image from a {type_source_name}</source>
        <translation>no se puede leer una imagen a partir de {type_source_name}</translation>
    </message>
    <message>
        <source>{name} is {w}x{h} ({w_h_1000000_0} megapixels); the limit is {max_pixels_1000000_0}</source>
        <translation>{name} mide {w}x{h} ({w_h_1000000_0} megapíxeles); el límite es {max_pixels_1000000_0}</translation>
    </message>
    <message>
        <source>an image array must be HxW, HxWx1, HxWx3 or HxWx4, got shape {arr_shape}</source>
        <translation>un array de imagen debe ser HxW, HxWx1, HxWx3 o HxWx4, se recibió la forma {arr_shape}</translation>
    </message>
    <message>
        <source>{name} is not an image file (PNG, JPEG, GIF, BMP, TIFF or WebP)</source>
        <translation>{name} no es un archivo de imagen (PNG, JPEG, GIF, BMP, TIFF o WebP)</translation>
    </message>
    <message>
        <source>{name} could not be decoded ({exc})</source>
        <translation>no se pudo decodificar {name} ({exc})</translation>
    </message>
    <message>
        <source>the bundled {kind} model is missing from {folder}</source>
        <translation>falta el modelo incluido ({kind}) en {folder}</translation>
    </message>
    <message>
        <source>{ids_shape_1} tokens is more than the model's {tm_max_length}</source>
        <translation>{ids_shape_1} tokens superan el máximo del modelo ({tm_max_length})</translation>
    </message>
    <message>
        <source>the text has no {own} to fill</source>
        <translation>el texto no tiene ningún {own} que rellenar</translation>
    </message>
    <message>
        <source>every {mask} was cut off: the text is longer than {tm_max_length} tokens</source>
        <translation>todos los {mask} quedaron cortados: el texto supera los {tm_max_length} tokens</translation>
    </message>
    <message>
        <source>{name}: must be between {fmt_lo} and {fmt_hi}, got {show_value}</source>
        <translation>{name}: debe estar entre {fmt_lo} y {fmt_hi}, se recibió {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a whole number from {lo} to {hi}, got {show_value}</source>
        <translation>{name}: debe ser un número entero de {lo} a {hi}, se recibió {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be one of {join_options}, got {show_value}</source>
        <translation>{name}: debe ser uno de {join_options}, se recibió {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be text, got {show_value}</source>
        <translation>{name}: debe ser texto, se recibió {show_value}</translation>
    </message>
    <message>
        <source>{name}: must not be empty</source>
        <translation>{name}: no debe estar vacío</translation>
    </message>
    <message>
        <source>{name}: is {len_value} characters long; at most {limit} are accepted</source>
        <translation>{name}: tiene {len_value} caracteres; se aceptan como máximo {limit}</translation>
    </message>
    <message>
        <source>{name}: must be true or false, got {show_value}</source>
        <translation>{name}: debe ser true o false, se recibió {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a list of names, got {show_value}</source>
        <translation>{name}: debe ser una lista de nombres, se recibió {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a list of whole numbers, got {show_value}</source>
        <translation>{name}: debe ser una lista de números enteros, se recibió {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a grid of 0 and 1 (a list of up to {limit} rows)</source>
        <translation>{name}: debe ser una cuadrícula de 0 y 1 (una lista de hasta {limit} filas)</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object, got {show_value}</source>
        <translation>{name}: debe ser un objeto JSON, se recibió {show_value}</translation>
    </message>
    <message>
        <source>{name}[{r}]: must be a row of 0 and 1</source>
        <translation>{name}[{r}]: debe ser una fila de 0 y 1</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a list of {len_value}</source>
        <translation>una lista de {len_value} elementos</translation>
    </message>
    <message>
        <source>{name}: must be {kind} {span}, got {show_value}</source>
        <translation>{name}: debe ser {kind} {span}; se recibió {show_value}</translation>
    </message>
    <message>
        <source>{name}: rows must all have the same length ({width}), row {r} has {len_row}</source>
        <translation>{name}: todas las filas deben tener la misma longitud ({width}); la fila {r} tiene {len_row}</translation>
    </message>
    <message>
        <source>{name}[{r}][{c}]: must be 0 or 1, got {show_cell}</source>
        <translation>{name}[{r}][{c}]: debe ser 0 o 1, se recibió {show_cell}</translation>
    </message>
    <message>
        <source>{key}.compare.model: no such model or run folder: {choice_model}</source>
        <translation>{key}.compare.model: no existe la carpeta de modelo o de ejecución: {choice_model}</translation>
    </message>
    <message>
        <source>a lab state</source>
        <translation>estado del laboratorio</translation>
    </message>
    <message>
        <source>{name} is {len_raw_1000000_0} MB; {kind} is a small JSON file</source>
        <translation>{name} ocupa {len_raw_1000000_0} MB; se esperaba un archivo JSON pequeño ({kind})</translation>
    </message>
    <message>
        <source>{constant} is not a number {kind} can hold</source>
        <translation>{constant} no es un número admitido ({kind})</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be {kind} (more than {max_json_depth} levels)</source>
        <translation>{name} tiene un anidamiento demasiado profundo ({kind}; más de {max_json_depth} niveles)</translation>
    </message>
    <message>
        <source>{name}: the relative path {shown_name_source} leads out of the {kind}'s folder; a relative path must stay inside it (put the file next to the {kind}, or give its absolute path)</source>
        <translation>{name}: la ruta relativa {shown_name_source} sale de la carpeta de {kind}; una ruta relativa debe quedarse dentro (ponga el archivo junto a {kind} o indique su ruta absoluta)</translation>
    </message>
    <message>
        <source>no such {kind}: {shown_name_path}</source>
        <translation>no existe ({kind}): {shown_name_path}</translation>
    </message>
    <message>
        <source>{shown_name_path} is not a file</source>
        <translation>{shown_name_path} no es un archivo</translation>
    </message>
    <message>
        <source>{shown_name_path_name} is {size_1000000_0} MB; {what} is a small JSON file</source>
        <translation>{shown_name_path_name} ocupa {size_1000000_0} MB; se esperaba un archivo JSON pequeño ({what})</translation>
    </message>
    <message>
        <source>a lab state must be a JSON object</source>
        <translation>un estado del laboratorio debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>format: not an MLM Lab state (format is {checks_show_data_get_for}, expected {format})</source>
        <translation>format: no es un estado de MLM Lab (format es {checks_show_data_get_for}, se esperaba {format})</translation>
    </message>
    <message>
        <source>version: this app reads lab state version {version}, got {checks_show_version}</source>
        <translation>version: esta aplicación lee la versión {version} del estado del laboratorio, se recibió {checks_show_version}</translation>
    </message>
    <message>
        <source>a number of {len_digits_lstrip} digits; no field of {kind} needs one</source>
        <translation>un número de {len_digits_lstrip} dígitos; ningún campo lo necesita ({kind})</translation>
    </message>
    <message>
        <source>{name} is not a text file</source>
        <translation>{name} no es un archivo de texto</translation>
    </message>
    <message>
        <source>{name} is not valid JSON (line {exc_lineno}: {exc_msg})</source>
        <translation>{name} no es un JSON válido (línea {exc_lineno}: {exc_msg})</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be {kind}</source>
        <translation>{name} tiene un anidamiento demasiado profundo ({kind})</translation>
    </message>
    <message>
        <source>{name} holds {exc}</source>
        <translation>{name} contiene {exc}</translation>
    </message>
    <message>
        <source>{name} holds a number that cannot be read ({exc})</source>
        <translation>{name} contiene un número que no se puede leer ({exc})</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be a lab state</source>
        <translation>{name} tiene un anidamiento demasiado profundo para ser un estado del laboratorio</translation>
    </message>
    <message>
        <source>cannot open the {kind} {shown_name_path}: {reason_exc}</source>
        <translation>no se puede abrir {shown_name_path} ({kind}): {reason_exc}</translation>
    </message>
    <message>
        <source>cannot read {shown_name_path_name}: {reason_exc}</source>
        <translation>no se puede leer {shown_name_path_name}: {reason_exc}</translation>
    </message>
    <message>
        <source>models.{kind}: must map 'text'/'image' to 'bundled' or a folder, got {checks_show_source}</source>
        <translation>models.{kind}: debe asociar 'text'/'image' a 'bundled' o a una carpeta, se recibió {checks_show_source}</translation>
    </message>
    <message>
        <source>lab file</source>
        <translation>archivo de laboratorio</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object, got {checks_show_data}</source>
        <translation>{name}: debe ser un objeto JSON, se recibió {checks_show_data}</translation>
    </message>
    <message>
        <source>{name}.{wrong_0}: not a field of a {kind} exercise</source>
        <translation>{name}.{wrong_0}: no es un campo de un ejercicio de tipo {kind}</translation>
    </message>
    <message>
        <source>{name}: no such live figure {checks_show_value} (one of {join_figures})</source>
        <translation>{name}: no existe la cifra en vivo {checks_show_value} (una de {join_figures})</translation>
    </message>
    <message>
        <source>{name}: no such state field {checks_show_value} ("tab" or a tab's setting, e.g. "image.strategy")</source>
        <translation>{name}: no existe el campo de estado {checks_show_value} ("tab" o un ajuste de una pestaña, p. ej. "image.strategy")</translation>
    </message>
    <message>
        <source>{name}: nested more than {max_depth} deep</source>
        <translation>{name}: anidado a más de {max_depth} niveles</translation>
    </message>
    <message>
        <source>{name}: must be a condition (a JSON object), got {checks_show_data}</source>
        <translation>{name}: debe ser una condición (un objeto JSON), se recibió {checks_show_data}</translation>
    </message>
    <message>
        <source>{name}.{extra_0}: not allowed beside {join_sorted_keys}</source>
        <translation>{name}.{extra_0}: no se permite junto a {join_sorted_keys}</translation>
    </message>
    <message>
        <source>{name}: give exactly one of {join_allowed} for the {subject}</source>
        <translation>{name}: indique exactamente uno de {join_allowed} para {subject}</translation>
    </message>
    <message>
        <source>{subject} between {lo} and {hi}{unit}</source>
        <translation>{subject} entre {lo} y {hi}{unit}</translation>
    </message>
    <message>
        <source>{name}.kind: a guess is about a blank of the text tab, but the step shows {tab}</source>
        <translation>{name}.kind: una conjetura (guess) trata sobre un hueco de la pestaña Texto, pero el paso muestra {tab}</translation>
    </message>
    <message>
        <source>{name}.{op}: must be a non-empty list of conditions</source>
        <translation>{name}.{op}: debe ser una lista no vacía de condiciones</translation>
    </message>
    <message>
        <source>{subject} is one of {join_map_repr_condition}</source>
        <translation>{subject} es uno de {join_map_repr_condition}</translation>
    </message>
    <message>
        <source>{subject} below {condition_below}{unit}</source>
        <translation>{subject} por debajo de {condition_below}{unit}</translation>
    </message>
    <message>
        <source>{subject} above {condition_above}{unit}</source>
        <translation>{subject} por encima de {condition_above}{unit}</translation>
    </message>
    <message>
        <source>; the model's top-5: {listing} (yours is {where})</source>
        <translation>; el top-5 del modelo: {listing} (su respuesta: {where})</translation>
    </message>
    <message>
        <source>Right: the blank is “{ex_answer}”{model}.</source>
        <translation>Correcto: el hueco es «{ex_answer}»{model}.</translation>
    </message>
    <message>
        <source>Not “{word_strip}”: try again, or reveal{model}.</source>
        <translation>No es «{word_strip}»: inténtelo de nuevo o revele la respuesta{model}.</translation>
    </message>
    <message>
        <source> ({len_ex_correct} options are right)</source>
        <translation> ({len_ex_correct} opciones son correctas)</translation>
    </message>
    <message>
        <source>Not quite{hint}: try again, or reveal.</source>
        <translation>No del todo{hint}: inténtelo de nuevo o revele la respuesta.</translation>
    </message>
    <message>
        <source>{shown}{unit} is too low (more than ± {ex_tolerance} off): try again.</source>
        <translation>{shown}{unit} es demasiado bajo (se aleja más de ± {ex_tolerance}): inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>Not yet: the lab needs {describe_condition_ex_co}{measured}.</source>
        <translation>Todavía no: el laboratorio necesita {describe_condition_ex_co}{measured}.</translation>
    </message>
    <message>
        <source>{name}.options: must be a list of 2 to {max_options} answers, got {checks_show_options}</source>
        <translation>{name}.options: debe ser una lista de 2 a {max_options} respuestas, se recibió {checks_show_options}</translation>
    </message>
    <message>
        <source>{name}.correct: name at least one right option (indices from 0)</source>
        <translation>{name}.correct: indique al menos una opción correcta (índices desde 0)</translation>
    </message>
    <message>
        <source>{name}.correct: an option is named twice</source>
        <translation>{name}.correct: una opción aparece dos veces</translation>
    </message>
    <message>
        <source>{name}.between: must be [low, high]</source>
        <translation>{name}.between: debe ser [mínimo, máximo]</translation>
    </message>
    <message>
        <source>{name}.between: the low end {lo} is above the high end {hi}</source>
        <translation>{name}.between: el extremo inferior {lo} es mayor que el superior {hi}</translation>
    </message>
    <message>
        <source>{name}.in: must be a list of values</source>
        <translation>{name}.in: debe ser una lista de valores</translation>
    </message>
    <message>
        <source>its #{tokens_index_typed_1}</source>
        <translation>su n.º {tokens_index_typed_1}</translation>
    </message>
    <message>
        <source>not in its top-5</source>
        <translation>no está en su top-5</translation>
    </message>
    <message>
        <source>Right: {shown}.</source>
        <translation>Correcto: {shown}.</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>Elija una respuesta primero.</translation>
    </message>
    <message>
        <source>Right: the lab measures {live}{unit}; {shown} is within ± {ex_tolerance}.</source>
        <translation>Correcto: el laboratorio mide {live}{unit}; {shown} está dentro de ± {ex_tolerance}.</translation>
    </message>
    <message>
        <source>{shown}{unit} is too high (more than ± {ex_tolerance} off): try again.</source>
        <translation>{shown}{unit} es demasiado alto (se aleja más de ± {ex_tolerance}): inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>Done: {describe_condition_ex_co}{measured}.</source>
        <translation>Hecho: {describe_condition_ex_co}{measured}.</translation>
    </message>
    <message>
        <source>{name}.solution: must be a lab state (a JSON object), got {checks_show_solution}</source>
        <translation>{name}.solution: debe ser un estado del laboratorio (un objeto JSON), se recibió {checks_show_solution}</translation>
    </message>
    <message>
        <source>{name}: a condition holds all, any, not, figure or field</source>
        <translation>{name}: una condición contiene all, any, not, figure o field</translation>
    </message>
    <message>
        <source>{name}.is: must be a plain value (text, a number, true or false)</source>
        <translation>{name}.is: debe ser un valor simple (texto, un número, true o false)</translation>
    </message>
    <message>
        <source>{name}: must be [row, col] or null, got {checks_show_value}</source>
        <translation>{name}: debe ser [fila, columna] o null, se recibió {checks_show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a list of 1 to {max_images} pictures ("{sample_prefix}&lt;name&gt;" or image files), got {show_value}</source>
        <translation>{name}: debe ser una lista de 1 a {max_images} imágenes ("{sample_prefix}&lt;nombre&gt;" o archivos de imagen), se recibió {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be [image index, patch index] or null, got {show_value}</source>
        <translation>{name}: debe ser [índice de imagen, índice de parche] o null, se recibió {show_value}</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>lección</translation>
    </message>
    <message>
        <source>{name}: no such part {focus} (one of {known})</source>
        <translation>{name}: no existe la parte {focus} (una de {known})</translation>
    </message>
    <message>
        <source>{name}: {focus} is on the {part_tab} tab, but the step shows the {tab} tab</source>
        <translation>{name}: {focus} está en la pestaña {part_tab}, pero el paso muestra la pestaña {tab}</translation>
    </message>
    <message>
        <source>{name}: must be a lab state (a JSON object), got {checks_show_data}</source>
        <translation>{name}: debe ser un estado del laboratorio (un objeto JSON), se recibió {checks_show_data}</translation>
    </message>
    <message>
        <source>the lesson file</source>
        <translation>el archivo de la lección</translation>
    </message>
    <message>
        <source>{name}: a step must be a JSON object, got {checks_show_data}</source>
        <translation>{name}: un paso debe ser un objeto JSON, se recibió {checks_show_data}</translation>
    </message>
    <message>
        <source>{name}.state: missing; every step holds the lab state it shows</source>
        <translation>{name}.state: falta; cada paso contiene el estado del laboratorio que muestra</translation>
    </message>
    <message>
        <source>a lesson must be a JSON object</source>
        <translation>una lección debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>format: this is a lab state (.mlmlab), not a lesson; open it as a lab file</source>
        <translation>format: esto es un estado del laboratorio (.mlmlab), no una lección; ábralo como archivo del laboratorio</translation>
    </message>
    <message>
        <source>format: not an MLM Lab lesson (format is {checks_show_fmt}, expected {format})</source>
        <translation>format: no es una lección de MLM Lab (format es {checks_show_fmt}, se esperaba {format})</translation>
    </message>
    <message>
        <source>version: this app reads lesson version {version}, got {checks_show_version}</source>
        <translation>version: esta aplicación lee la versión {version} de las lecciones, se recibió {checks_show_version}</translation>
    </message>
    <message>
        <source>steps: must be a list of steps, got {checks_show_steps}</source>
        <translation>steps: debe ser una lista de pasos, se recibió {checks_show_steps}</translation>
    </message>
    <message>
        <source>steps: a lesson needs at least one step</source>
        <translation>steps: una lección necesita al menos un paso</translation>
    </message>
    <message>
        <source>steps: {len_steps} steps; a lesson holds at most {max_steps}</source>
        <translation>steps: {len_steps} pasos; una lección admite como máximo {max_steps}</translation>
    </message>
    <message>
        <source>{name}: no such setting: {join_typos}</source>
        <translation>{name}: no existe el ajuste: {join_typos}</translation>
    </message>
    <message>
        <source>{name}.hide: {join_map_repr_unknown} hides nothing (no such tab or control)</source>
        <translation>{name}.hide: {join_map_repr_unknown} no oculta nada (no existe esa pestaña ni ese control)</translation>
    </message>
    <message>
        <source>steps[{i}].state.{exc}</source>
        <translation>steps[{i}].state.{exc}</translation>
    </message>
    <message>
        <source>lesson file</source>
        <translation>archivo de lección</translation>
    </message>
    <message>
        <source>a lesson translation</source>
        <translation>traducción de una lección</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object</source>
        <translation>{name}: debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>{name}: format: not a lesson translation (expected {format}, got {checks_show_data_get_for})</source>
        <translation>{name}: format: no es una traducción de lección (se esperaba {format}, se recibió {checks_show_data_get_for})</translation>
    </message>
    <message>
        <source>{name}: version: this app reads translation version {version}, got {checks_show_version}</source>
        <translation>{name}: version: esta aplicación lee la versión {version} de las traducciones, se recibió {checks_show_version}</translation>
    </message>
    <message>
        <source>{name}: no such field: {join_unknown}</source>
        <translation>{name}: no existe el campo: {join_unknown}</translation>
    </message>
    <message>
        <source>{name}.steps: must be a list, got {checks_show_rows}</source>
        <translation>{name}.steps: debe ser una lista, se recibió {checks_show_rows}</translation>
    </message>
    <message>
        <source>{name}.steps: {len_rows} steps translated, but the lesson has {steps}</source>
        <translation>{name}.steps: el número de pasos traducidos ({len_rows}) no coincide con el de la lección ({steps})</translation>
    </message>
    <message>
        <source>{where}: must be a JSON object, got {checks_show_row}</source>
        <translation>{where}: debe ser un objeto JSON, se recibió {checks_show_row}</translation>
    </message>
    <message>
        <source>{where}: no such field: {join_unknown}</source>
        <translation>{where}: no existe el campo: {join_unknown}</translation>
    </message>
    <message>
        <source>{where}.exercise: must be a JSON object, got {checks_show_ex}</source>
        <translation>{where}.exercise: debe ser un objeto JSON, se recibió {checks_show_ex}</translation>
    </message>
    <message>
        <source>{where}.exercise.options: must be a list of strings</source>
        <translation>{where}.exercise.options: debe ser una lista de cadenas de texto</translation>
    </message>
    <message>
        <source>translation file</source>
        <translation>archivo de traducción</translation>
    </message>
    <message>
        <source>{path_name} is not an MLM Lab progress file</source>
        <translation>{path_name} no es un archivo de progreso de MLM Lab</translation>
    </message>
    <message>
        <source>{path_name}: students must be an object</source>
        <translation>{path_name}: students debe ser un objeto</translation>
    </message>
    <message>
        <source>{path_name}: students.{name} must be an object</source>
        <translation>{path_name}: students.{name} debe ser un objeto</translation>
    </message>
    <message>
        <source>{where}.{field} must be {wanted}, got {json_dumps_value_40}: not a progress record</source>
        <translation>{where}.{field} debe ser {wanted}, se recibió {json_dumps_value_40}: no es un registro de progreso</translation>
    </message>
    <message>
        <source>{path_name}: students.{name} holds a step that is not a record</source>
        <translation>{path_name}: students.{name} contiene un paso que no es un registro</translation>
    </message>
    <message>
        <source>unknown sample photo {name}</source>
        <translation>foto de ejemplo desconocida {name}</translation>
    </message>
    <message>
        <source>image.source: no sample photo named {source_len_sample_prefix}; the samples are {join_k_for_k_in_samples}</source>
        <translation>image.source: no hay ninguna foto de ejemplo llamada {source_len_sample_prefix}; las fotos de ejemplo son {join_k_for_k_in_samples}</translation>
    </message>
    <message>
        <source>image.source: {exc}</source>
        <translation>image.source: {exc}</translation>
    </message>
    <message>
        <source>image.source: {shown_name_source} could not be read ({exc})</source>
        <translation>image.source: no se pudo leer {shown_name_source} ({exc})</translation>
    </message>
    <message>
        <source>models.{kind}: the {kind} model folder {shown_name_source} does not exist</source>
        <translation>models.{kind}: no existe la carpeta de modelo {shown_name_source} ({kind})</translation>
    </message>
    <message>
        <source>features.sources[{i}]: no sample photo named {source_len_sample_prefix}</source>
        <translation>features.sources[{i}]: no hay ninguna foto de ejemplo llamada {source_len_sample_prefix}</translation>
    </message>
    <message>
        <source>the values have an empty item: {text}</source>
        <translation>los valores tienen un elemento vacío: {text}</translation>
    </message>
    <message>
        <source>{name}: mask_token_prob, random_token_prob and keep_prob must sum to 1</source>
        <translation>{name}: mask_token_prob, random_token_prob y keep_prob deben sumar 1</translation>
    </message>
    <message>
        <source>no such file or folder: {shown_name_self_path}</source>
        <translation>no existe el archivo o la carpeta: {shown_name_self_path}</translation>
    </message>
    <message>
        <source>{name}: must be a list of run folders, got {checks_show_value}</source>
        <translation>{name}: debe ser una lista de carpetas de ejecución, se recibió {checks_show_value}</translation>
    </message>
    <message>
        <source>{name}.objective: image runs are masked autoencoders (mlm), got {values_objective}</source>
        <translation>{name}.objective: las ejecuciones de imagen son autocodificadores enmascarados (mlm), se recibió {values_objective}</translation>
    </message>
    <message>
        <source>choose a file or folder for the training data</source>
        <translation>elija un archivo o una carpeta para los datos de entrenamiento</translation>
    </message>
    <message>
        <source>the training data {shown_name_self_path} cannot be a file or folder ({why})</source>
        <translation>{shown_name_self_path} no puede ser el nombre de un archivo ni de una carpeta de datos de entrenamiento ({why})</translation>
    </message>
    <message>
        <source>a name over 255 bytes</source>
        <translation>un nombre de más de 255 bytes</translation>
    </message>
    <message>
        <source>strategy {self_key}: family must be one of {families}, got {self_family}</source>
        <translation>estrategia {self_key}: la familia debe ser una de {families}, se recibió {self_family}</translation>
    </message>
    <message>
        <source>strategy must be one of {token_strategies}, got {self_strategy}</source>
        <translation>la estrategia debe ser una de {token_strategies}, se recibió {self_strategy}</translation>
    </message>
    <message>
        <source>mask_token_prob + random_token_prob must be at most 1 (got {self_mask_token_prob} + {self_random_token_prob}); the rest is kept</source>
        <translation>mask_token_prob + random_token_prob debe ser como máximo 1 (se recibió {self_mask_token_prob} + {self_random_token_prob}); el resto se conserva</translation>
    </message>
    <message>
        <source>strategy must be one of {patch_strategies}, got {self_strategy}</source>
        <translation>la estrategia debe ser una de {patch_strategies}, se recibió {self_strategy}</translation>
    </message>
    <message>
        <source>rates must be [B] = [{b}], got {tuple_rates_shape}</source>
        <translation>las tasas deben ser [B] = [{b}], se recibió {tuple_rates_shape}</translation>
    </message>
    <message>
        <source>need a batch and a grid of at least 1, got {batch} x {n}</source>
        <translation>se necesita un lote y una cuadrícula de al menos 1; se recibió {batch} x {n}</translation>
    </message>
    <message>
        <source>grid must be (rows, cols) with both &gt;= 1, got {grid}</source>
        <translation>la cuadrícula debe ser (filas, columnas) con ambos &gt;= 1, se recibió {grid}</translation>
    </message>
    <message>
        <source>every row of a patch mask must hide the same number of patches</source>
        <translation>cada fila de una máscara de parches debe ocultar el mismo número de parches</translation>
    </message>
    <message>
        <source>n must be &gt;= 0, got {n}</source>
        <translation>n debe ser &gt;= 0, se recibió {n}</translation>
    </message>
    <message>
        <source>mean_span_length must be &gt;= 1, got {mean_span_length}</source>
        <translation>mean_span_length debe ser &gt;= 1, se recibió {mean_span_length}</translation>
    </message>
    <message>
        <source>input_ids must be [T] or [B, T], got shape {tuple_ids_shape}</source>
        <translation>input_ids debe ser [T] o [B, T], se recibió la forma {tuple_ids_shape}</translation>
    </message>
    <message>
        <source>need {num_spans_1} sentinel ids, got {len_sentinel_ids}</source>
        <translation>ids de centinela necesarios: {num_spans_1}; recibidos: {len_sentinel_ids}</translation>
    </message>
    <message>
        <source>input_ids must be [B, T], got shape {tuple_input_ids_shape}</source>
        <translation>input_ids debe ser [B, T], se recibió la forma {tuple_input_ids_shape}</translation>
    </message>
    <message>
        <source>{name} must have the shape of input_ids {tuple_ids_shape}, got {tuple_tensor_shape}</source>
        <translation>{name} debe tener la forma de input_ids {tuple_ids_shape}, se recibió {tuple_tensor_shape}</translation>
    </message>
    <message>
        <source>the vocabulary has no ordinary token to draw a random replacement from</source>
        <translation>el vocabulario no tiene ningún token ordinario del que sacar un sustituto aleatorio</translation>
    </message>
    <message>
        <source> for training</source>
        <translation> para entrenar</translation>
    </message>
    <message>
        <source>cannot read {path}: the safetensors header is not a JSON object</source>
        <translation>no se puede leer {path}: la cabecera safetensors no es un objeto JSON</translation>
    </message>
    <message>
        <source>{path_path_name} does not match {where}: missing {missing_3}, unexpected {unexpected_3}</source>
        <translation>{path_path_name} no coincide con {where}: ausentes: {missing_3}; inesperados: {unexpected_3}</translation>
    </message>
    <message>
        <source>{where}: {key} {show_value} is not a whole number; set it to a whole number from 1 to {high}</source>
        <translation>{where}: {key} {show_value} no es un número entero; indique un número entero de 1 a {high}</translation>
    </message>
    <message>
        <source>{where}: {key} {show_value} is out of range; set it to a value from 1 to {high}</source>
        <translation>{where}: {key} {show_value} está fuera de rango; indique un valor de 1 a {high}</translation>
    </message>
    <message>
        <source>{where}: {size} {data_size} does not split into {heads} {data_heads} attention heads; make {size} a multiple of {heads}</source>
        <translation>{where}: {size} {data_size} no se puede repartir entre {heads} {data_heads} cabezas de atención; haga que {size} sea múltiplo de {heads}</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc_strerror_or_exc}</source>
        <translation>no se puede leer {path}: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>cannot read {path}: the safetensors header is not JSON ({exc})</source>
        <translation>no se puede leer {path}: la cabecera safetensors no es JSON ({exc})</translation>
    </message>
    <message>
        <source>cannot read {path}: the entry for {name} in its header is malformed</source>
        <translation>no se puede leer {path}: la entrada de {name} en su cabecera está mal formada</translation>
    </message>
    <message>
        <source>cannot read {path}: it is cut short ({name} ends at byte {offsets_1} of {data_size}); the file is truncated</source>
        <translation>no se puede leer {path}: está cortado ({name} termina en el byte {offsets_1} de {data_size}); el archivo está truncado</translation>
    </message>
    <message>
        <source>cannot read {path}: {name} has dtype {str_info_get_dtype_20}, which is not one safetensors writes</source>
        <translation>no se puede leer {path}: {name} tiene el tipo de datos {str_info_get_dtype_20}, que safetensors nunca escribe</translation>
    </message>
    <message>
        <source>cannot read {path}: its header gives {name} {offsets_1_offsets_0} bytes, but its shape {shape} of {info_dtype} takes {need}; the file is damaged</source>
        <translation>no se puede leer {path}: su cabecera asigna a {name} {offsets_1_offsets_0} bytes, pero su forma {shape} de {info_dtype} ocupa {need}; el archivo está dañado</translation>
    </message>
    <message>
        <source>{path_path_name} does not match {where}: {name} is {list_found_name} in the file, {list_shape} by the config</source>
        <translation>{path_path_name} no coincide con {where}: {name} es {list_found_name} en el archivo y {list_shape} según la configuración</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide {name_image_size} {get_image_size}</source>
        <translation>{field_name} {shown} no divide {name_image_size} {get_image_size}</translation>
    </message>
    <message>
        <source>use one of {join_map_str_sizes_8}</source>
        <translation>use uno de {join_map_str_sizes_8}</translation>
    </message>
    <message>
        <source>{field_name} {shown} cuts a {get_image_size} px image into {patches} patches</source>
        <translation>{field_name} {shown} corta una imagen de {get_image_size} px en {patches} parches</translation>
    </message>
    <message>
        <source>use a patch of at least {math_ceil_get_image_size} px (at most {max_patches} patches)</source>
        <translation>use un parche de al menos {math_ceil_get_image_size} px (como máximo {max_patches} parches)</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide {width} {get_width}</source>
        <translation>{field_name} {shown} no divide {width} {get_width}</translation>
    </message>
    <message>
        <source>use one of {join_map_str_options}</source>
        <translation>use uno de {join_map_str_options}</translation>
    </message>
    <message>
        <source>cannot read {path}: {size} bytes, too short for a safetensors file</source>
        <translation>no se puede leer {path}: {size} bytes, demasiado corto para un archivo safetensors</translation>
    </message>
    <message>
        <source>cannot read {path}: its header claims {n} bytes of a {size}-byte file</source>
        <translation>no se puede leer {path}: su cabecera declara {n} bytes de un archivo de {size} bytes</translation>
    </message>
    <message>
        <source> (write {int_value}, not {value})</source>
        <translation> (escriba {int_value}, no {value})</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a whole number</source>
        <translation>{field_name} {shown} no es un número entero</translation>
    </message>
    <message>
        <source>set it to a whole number from {low} to {high}{hint}</source>
        <translation>indique un número entero de {low} a {high}{hint}</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a finite number</source>
        <translation>{field_name} {shown} no es un número finito</translation>
    </message>
    <message>
        <source>set it to a number from {low} to {high}</source>
        <translation>indique un número de {low} a {high}</translation>
    </message>
    <message>
        <source>set it to a value from {low} to {high}</source>
        <translation>indique un valor de {low} a {high}</translation>
    </message>
    <message>
        <source>{field_name} {shown} is out of range</source>
        <translation>{field_name} {shown} está fuera de rango</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a token of the {get_vocab_size}-word vocabulary</source>
        <translation>{field_name} {shown} no es un token del vocabulario de {get_vocab_size} palabras</translation>
    </message>
    <message>
        <source>set it below {name_vocab_size} (0 in the lab's tokenizers)</source>
        <translation>indique un valor menor que {name_vocab_size} (0 en los tokenizadores del laboratorio)</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide by 4 (the 2-D sine-cosine positions need it)</source>
        <translation>{field_name} {shown} no es divisible entre 4 (las posiciones seno-coseno 2-D lo necesitan)</translation>
    </message>
    <message>
        <source>use {get_field_4_4_or_4} or {get_field_4_4_4}</source>
        <translation>use {get_field_4_4_or_4} o {get_field_4_4_4}</translation>
    </message>
    <message>
        <source> above 0</source>
        <translation> mayores que 0</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not {get_in_channels} finite numbers{above}</source>
        <translation>{field_name} {shown} no son {get_in_channels} números finitos{above}</translation>
    </message>
    <message>
        <source>write a list of {get_in_channels} numbers, e.g. {list_default_stat_field}</source>
        <translation>escriba una lista de {get_in_channels} números, p. ej. {list_default_stat_field}</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not true or false</source>
        <translation>{field_name} {shown} no es true ni false</translation>
    </message>
    <message>
        <source>write {field_name}: true or false</source>
        <translation>escriba {field_name}: true o false</translation>
    </message>
    <message>
        <source>hidden_size {self_hidden_size} must divide by num_heads {self_num_heads}</source>
        <translation>hidden_size {self_hidden_size} debe ser divisible por num_heads {self_num_heads}</translation>
    </message>
    <message>
        <source>dropout must be in [0, 1), got {self_dropout}</source>
        <translation>dropout debe estar en [0, 1), se recibió {self_dropout}</translation>
    </message>
    <message>
        <source>sequence of {t} tokens is longer than max_position {self_config_max_position}</source>
        <translation>la secuencia de {t} tokens supera max_position {self_config_max_position}</translation>
    </message>
    <message>
        <source>{name} must be &gt;= 1</source>
        <translation>{name} debe ser &gt;= 1</translation>
    </message>
    <message>
        <source>cannot grow {old_layers} blocks to {new_layers}</source>
        <translation>no se puede pasar de {old_layers} bloques a {new_layers}</translation>
    </message>
    <message>
        <source>only a pre-LN encoder grows without changing its outputs</source>
        <translation>solo un codificador pre-LN crece sin cambiar sus salidas</translation>
    </message>
    <message>
        <source>{folder} holds an image model, not a text model</source>
        <translation>{folder} contiene un modelo de imagen, no un modelo de texto</translation>
    </message>
    <message>
        <source>the tokenizer has {tokenizer_vocab_size} tokens but the model only {model_config_vocab_size}</source>
        <translation>el tokenizador tiene {tokenizer_vocab_size} tokens, pero el modelo solo {model_config_vocab_size}</translation>
    </message>
    <message>
        <source>{text}: no such model folder, and not in the Hugging Face cache ({cache_dir})</source>
        <translation>{text}: no existe esa carpeta de modelo y no está en la caché de Hugging Face ({cache_dir})</translation>
    </message>
    <message>
        <source>{text} (Hugging Face cache): {entry_reason}</source>
        <translation>{text} (caché de Hugging Face): {entry_reason}</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>a causal LM (objective clm) has no BertForMaskedLM equivalent; only masked LMs export</source>
        <translation>un modelo de lenguaje causal (objetivo clm) no tiene equivalente BertForMaskedLM; solo se exportan los modelos de lenguaje enmascarados</translation>
    </message>
    <message>
        <source>{folder} holds a {model_type} model; the lab imports {supported}</source>
        <translation>{folder} contiene un modelo {model_type}; el laboratorio importa {supported}</translation>
    </message>
    <message>
        <source>no such folder: {path} (the lab never downloads; it imports {supported})</source>
        <translation>no existe la carpeta: {path} (el laboratorio nunca descarga nada; importa {supported})</translation>
    </message>
    <message>
        <source>no config.json in {path}; the lab imports {supported}</source>
        <translation>no hay config.json en {path}; el laboratorio importa {supported}</translation>
    </message>
    <message>
        <source>no snapshot with a config.json in {snapshots}; the lab imports {supported}</source>
        <translation>no hay ninguna instantánea con config.json en {snapshots}; el laboratorio importa {supported}</translation>
    </message>
    <message>
        <source>{snapshot} leads outside {snapshots} (to {target_snapshot}); refused</source>
        <translation>{snapshot} lleva fuera de {snapshots} (a {target_snapshot}); rechazado</translation>
    </message>
    <message>
        <source>{folder} is a lab model folder already (use it as it is); the lab imports {supported}</source>
        <translation>{folder} ya es una carpeta de modelo del laboratorio (úsela tal cual); el laboratorio importa {supported}</translation>
    </message>
    <message>
        <source>{path} is not a Hugging Face config (no model_type); the lab imports {supported}</source>
        <translation>{path} no es una configuración de Hugging Face (no tiene model_type); el laboratorio importa {supported}</translation>
    </message>
    <message>
        <source>{folder}: {what}; the lab imports {supported}</source>
        <translation>{folder}: {what}; el laboratorio importa {supported}</translation>
    </message>
    <message>
        <source>{folder}/config.json: {key} must be an integer, got {value}</source>
        <translation>{folder}/config.json: {key} debe ser un entero, se recibió {value}</translation>
    </message>
    <message>
        <source>{folder}: the output projection is not tied to the word embeddings; the lab's MLM head shares them</source>
        <translation>{folder}: la proyección de salida no está ligada a los embeddings de palabras; la cabeza MLM del laboratorio los comparte</translation>
    </message>
    <message>
        <source>{folder}/model.safetensors lacks {join_missing_3}</source>
        <translation>{folder}/model.safetensors no incluye {join_missing_3}</translation>
    </message>
    <message>
        <source>{folder}: {key} {value} is not supported (square images only); the lab imports {supported}</source>
        <translation>{folder}: {key} {value} no está admitido (solo imágenes cuadradas); el laboratorio importa {supported}</translation>
    </message>
    <message>
        <source>{ref} is a link that leads outside the cache entry; refused</source>
        <translation>{ref} es un enlace que lleva fuera de la entrada de la caché; rechazado</translation>
    </message>
    <message>
        <source>{ref} does not name a snapshot (it holds {raw_60}); a ref must be one folder name inside {snapshots}</source>
        <translation>{ref} no nombra ninguna instantánea (contiene {raw_60}); una referencia debe ser el nombre de una carpeta dentro de {snapshots}</translation>
    </message>
    <message>
        <source>cannot read {snapshots}: {exc_strerror_or_exc}</source>
        <translation>no se puede leer {snapshots}: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{ref} names snapshot {name}, which {snapshots} does not hold (with a config.json)</source>
        <translation>{ref} nombra la instantánea {name}, que no está en {snapshots} (con config.json)</translation>
    </message>
    <message>
        <source>{item} is a link to {target_item}, outside the cache entry; refused</source>
        <translation>{item} es un enlace a {target_item}, fuera de la entrada de la caché; rechazado</translation>
    </message>
    <message>
        <source>{path} is a link that leads back to itself (a loop); refused</source>
        <translation>{path} es un enlace que vuelve a sí mismo (un bucle); rechazado</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc}</source>
        <translation>no se puede leer {path}: {exc}</translation>
    </message>
    <message>
        <source>{display_name_folder}: this model would need about {gb_text_need} of memory ({count_1000000_0} M parameters in float32), more than the {gb_text_free} free on this machine; close other programs or choose a smaller model</source>
        <translation>{display_name_folder}: este modelo necesitaría unos {gb_text_need} de memoria ({count_1000000_0} M de parámetros en float32), más que los {gb_text_free} libres en esta máquina; cierre otros programas o elija un modelo más pequeño</translation>
    </message>
    <message>
        <source>the transformer takes {self_config_num_tokens} tokens a grid, got {n}</source>
        <translation>el transformer toma {self_config_num_tokens} tokens por cuadrícula; se recibió {n}</translation>
    </message>
    <message>
        <source>the tokenizer takes [B, 3, H, W] with H and W multiples of {p}, got {tuple_images_shape}</source>
        <translation>el tokenizador toma [B, 3, H, W] con H y W múltiplos de {p}; se recibió {tuple_images_shape}</translation>
    </message>
    <message>
        <source>decode takes [B, h, w] long ids in 0..{k_1}</source>
        <translation>decode toma [B, h, w] identificadores enteros en 0..{k_1}</translation>
    </message>
    <message>
        <source>no model.safetensors in {folder}</source>
        <translation>no hay model.safetensors en {folder}</translation>
    </message>
    <message>
        <source>{where}: this model would need about {gb_text_need} of memory ({params_1000000_0} M parameters{for_training_if_factor_1}), more than the {gb_text_free} free on this machine; make it smaller (vocab_size, hidden_size, num_layers)</source>
        <translation>{where}: este modelo necesitaría unos {gb_text_need} de memoria ({params_1000000_0} M de parámetros{for_training_if_factor_1}), más que los {gb_text_free} libres en esta máquina; hágalo más pequeño (vocab_size, hidden_size, num_layers)</translation>
    </message>
    <message>
        <source>{folder}/model.safetensors does not match config.json: {lines_1_if_lines_else_ex}</source>
        <translation>{folder}/model.safetensors no coincide con config.json: {lines_1_if_lines_else_ex}</translation>
    </message>
    <message>
        <source>cannot read {ref}: {exc}</source>
        <translation>no se puede leer {ref}: {exc}</translation>
    </message>
    <message>
        <source>{index} points outside its folder</source>
        <translation>{index} apunta fuera de su carpeta</translation>
    </message>
    <message>
        <source>{folder} has only {join_pickles}; the lab reads weights from model.safetensors only and never unpickles files (convert with transformers: save_pretrained(..., safe_serialization=True))</source>
        <translation>{folder} solo tiene {join_pickles}; el laboratorio solo lee pesos de model.safetensors y nunca deserializa archivos pickle (convierta con transformers: save_pretrained(..., safe_serialization=True))</translation>
    </message>
    <message>
        <source>{folder}: {name} has shape {tuple_table_shape}, expected {tuple_buffer_shape}</source>
        <translation>{folder}: {name} tiene la forma {tuple_table_shape}, se esperaba {tuple_buffer_shape}</translation>
    </message>
    <message>
        <source>{folder}: the position embeddings are not the fixed 2-D sine-cosine table the lab's MAE uses (max difference {gap})</source>
        <translation>{folder}: los embeddings de posición no son la tabla fija seno-coseno 2-D que usa el MAE del laboratorio (diferencia máxima {gap})</translation>
    </message>
    <message>
        <source>cannot read {index}: {exc}</source>
        <translation>no se puede leer {index}: {exc}</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer ({type_tok_name}) has no fast version; the lab needs tokenizer.json (or what transformers converts to one)</source>
        <translation>{display_name_folder}: el tokenizador ({type_tok_name}) no tiene versión rápida; el laboratorio necesita tokenizer.json (o algo que transformers convierta en uno)</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer has no mask token, so it cannot fill a blank</source>
        <translation>{display_name_folder}: el tokenizador no tiene token de máscara, así que no puede rellenar un hueco</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer has {tokenizer_vocab_size} tokens but the model only {model_config_vocab_size}</source>
        <translation>{display_name_folder}: el tokenizador tiene {tokenizer_vocab_size} tokens, pero el modelo solo {model_config_vocab_size}</translation>
    </message>
    <message>
        <source>sequence of {input_ids_shape_1} tokens is longer than max_position {self_config_max_position}</source>
        <translation>la secuencia de {input_ids_shape_1} tokens supera max_position {self_config_max_position}</translation>
    </message>
    <message>
        <source>the tokenizer has no mask token ({mask_token} is not in its vocabulary)</source>
        <translation>el tokenizador no tiene token de máscara ({mask_token} no está en su vocabulario)</translation>
    </message>
    <message>
        <source>cannot read the tokenizer in {display_name_folder}: {first_line_exc}</source>
        <translation>no se puede leer el tokenizador de {display_name_folder}: {first_line_exc}</translation>
    </message>
    <message>
        <source>{display_name_folder}: the weights lack {join_missing_3}{and_more_if_len_missing}: no trained masked-LM head (a discriminator or a bare encoder, not a masked LM)</source>
        <translation>{display_name_folder}: los pesos no incluyen {join_missing_3}{and_more_if_len_missing}: no hay ninguna cabeza de modelo de lenguaje enmascarado entrenada (es un discriminador o un codificador solo, no un modelo de lenguaje enmascarado)</translation>
    </message>
    <message>
        <source> and more</source>
        <translation> y más</translation>
    </message>
    <message>
        <source>transformers cannot load {display_name_folder} ({runtime_text_types_model}): {first_line_exc}</source>
        <translation>transformers no puede cargar {display_name_folder} ({runtime_text_types_model}): {first_line_exc}</translation>
    </message>
    <message>
        <source>{folder} has only {join_pickles}; the lab reads weights from model.safetensors only and never unpickles files</source>
        <translation>{folder} solo tiene {join_pickles}; el laboratorio solo lee pesos de model.safetensors y nunca deserializa archivos pickle</translation>
    </message>
    <message>
        <source>{folder}: {exc}; the lab reads WordPiece tokenizers with [PAD] [UNK] [CLS] [SEP] [MASK]</source>
        <translation>{folder}: {exc}; el laboratorio lee tokenizadores WordPiece con [PAD] [UNK] [CLS] [SEP] [MASK]</translation>
    </message>
    <message>
        <source>cannot read the tokenizer in {folder}: {exc}</source>
        <translation>no se puede leer el tokenizador de {folder}: {exc}</translation>
    </message>
    <message>
        <source>no tokenizer.json or vocab.txt in {folder}</source>
        <translation>no hay tokenizer.json ni vocab.txt en {folder}</translation>
    </message>
    <message>
        <source>{display_name_folder} holds a {model_type} model; as an image feature extractor the lab runs {join_vision_types_values}</source>
        <translation>{display_name_folder} contiene un modelo {model_type}; como extractor de rasgos de imagen, el laboratorio ejecuta {join_vision_types_values}</translation>
    </message>
    <message>
        <source>{display_name_folder} ({vision_types_model_type}) needs the hf extra: pip install 'mlm-lab[hf]'</source>
        <translation>{display_name_folder} ({vision_types_model_type}) necesita el extra hf: pip install 'mlm-lab[hf]'</translation>
    </message>
    <message>
        <source>transformers cannot load {display_name_folder} ({vision_types_model_type}): {first_line_exc}</source>
        <translation>transformers no puede cargar {display_name_folder} ({vision_types_model_type}): {first_line_exc}</translation>
    </message>
    <message>
        <source>{folder} holds no image tokenizer (config.json of kind vq, here or in tokenizer/ or model/); train one with: mlm-lab train image-tokens --stage tokenizer</source>
        <translation>{folder} no contiene ningún tokenizador de imágenes (config.json de tipo vq, aquí o en tokenizer/ o model/); entrene uno con: mlm-lab train image-tokens --stage tokenizer</translation>
    </message>
    <message>
        <source>{where} does not hold a JSON object</source>
        <translation>{where} no contiene un objeto JSON</translation>
    </message>
    <message>
        <source>{where}: hidden_size {config_hidden_size} is not a multiple of num_heads {config_num_heads}</source>
        <translation>{where}: hidden_size {config_hidden_size} no es múltiplo de num_heads {config_num_heads}</translation>
    </message>
    <message>
        <source>{where}: image_size {config_image_size} is not a multiple of {config_patch_size}</source>
        <translation>{where}: image_size {config_image_size} no es múltiplo de {config_patch_size}</translation>
    </message>
    <message>
        <source>{config_path} is of kind {str_found_30}, not {what}{hint}</source>
        <translation>{config_path} es de tipo {str_found_30}, no {what}{hint}</translation>
    </message>
    <message>
        <source>{weights} does not match its config.json ({join_differ_3})</source>
        <translation>{weights} no coincide con su config.json ({join_differ_3})</translation>
    </message>
    <message>
        <source>no such tokenizer folder: {folder}</source>
        <translation>no existe la carpeta de tokenizador: {folder}</translation>
    </message>
    <message>
        <source>no such model folder: {folder}</source>
        <translation>no existe la carpeta de modelo: {folder}</translation>
    </message>
    <message>
        <source>{folder} holds no image-token model (tokenizer/ and transformer/)</source>
        <translation>{folder} no contiene ningún modelo de tokens de imagen (tokenizer/ y transformer/)</translation>
    </message>
    <message>
        <source>{folder} has a transformer but no tokenizer/ to turn its tokens into pixels</source>
        <translation>{folder} tiene un transformer pero no un tokenizer/ que convierta sus tokens en píxeles</translation>
    </message>
    <message>
        <source>the transformer is for {tf_codebook_size} codes on a {tf_grid} x {tf_grid} grid, the tokenizer makes {vq_codebook_size} codes on {vq_grid_0} x {vq_grid_1}</source>
        <translation>el transformer es para {tf_codebook_size} códigos en una cuadrícula de {tf_grid} x {tf_grid}; el tokenizador produce {vq_codebook_size} códigos en {vq_grid_0} x {vq_grid_1}</translation>
    </message>
    <message>
        <source>{where}: {f_name} must be {a_whole_number_if_typ_is} from {low} to {high}, got {str_value_40}</source>
        <translation>{where}: {f_name} debe ser {a_whole_number_if_typ_is} de {low} a {high}; se recibió {str_value_40}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>{folder} has no transformer/: a tokenizer alone cannot reveal tokens; train one with: mlm-lab train image-tokens --stage transformer --tokenizer {folder}</source>
        <translation>{folder} no tiene transformer/: un tokenizador solo no puede revelar tokens; entrene uno con: mlm-lab train image-tokens --stage transformer --tokenizer {folder}</translation>
    </message>
    <message>
        <source>{where} has kind {short_kind}; the lab knows 'masked_lm' and 'mae'</source>
        <translation>{where} tiene el tipo {short_kind}; el laboratorio conoce 'masked_lm' y 'mae'</translation>
    </message>
    <message>
        <source>model folder not found: {folder}</source>
        <translation>no se encuentra la carpeta del modelo: {folder}</translation>
    </message>
    <message>
        <source>no model.safetensors in {folder}{hint}</source>
        <translation>no hay model.safetensors en {folder}{hint}</translation>
    </message>
    <message>
        <source>no config.json in {folder}</source>
        <translation>no hay config.json en {folder}</translation>
    </message>
    <message>
        <source>{config_path} does not hold a JSON object</source>
        <translation>{config_path} no contiene un objeto JSON</translation>
    </message>
    <message>
        <source>{weights_name} does not match config.json: missing {missing_3}, unexpected {unexpected_3}</source>
        <translation>{weights_name} no coincide con config.json: ausentes: {missing_3}; inesperados: {unexpected_3}</translation>
    </message>
    <message>
        <source>invalid {where}: {exc}</source>
        <translation>{where} no es válido: {exc}</translation>
    </message>
    <message>
        <source>{folder_name} is a pickle file; the lab never unpickles files. Give a folder with config.json and model.safetensors</source>
        <translation>{folder_name} es un archivo pickle; el laboratorio nunca deserializa archivos pickle. Indique una carpeta con config.json y model.safetensors</translation>
    </message>
    <message>
        <source>cannot read {weights}: {exc}</source>
        <translation>no se puede leer {weights}: {exc}</translation>
    </message>
    <message>
        <source>{weights_name} does not match config.json: {str_exc_splitlines_0}</source>
        <translation>{weights_name} no coincide con config.json: {str_exc_splitlines_0}</translation>
    </message>
    <message>
        <source> (found {join_pickles}: pickle files are never loaded)</source>
        <translation> (se encontró {join_pickles}: los archivos pickle nunca se cargan)</translation>
    </message>
    <message>
        <source>{display_name_folder}: architecture {model_type}{named} is not supported; the lab runs the masked LMs {known} and ViT-MAE</source>
        <translation>{display_name_folder}: la arquitectura {model_type}{named} no está admitida; el laboratorio ejecuta los modelos de lenguaje enmascarados {known} y ViT-MAE</translation>
    </message>
    <message>
        <source>tokenizer has {tokenizer_vocab_size} tokens but the model expects {model_config_vocab_size}</source>
        <translation>el tokenizador tiene {tokenizer_vocab_size} tokens, pero el modelo espera {model_config_vocab_size}</translation>
    </message>
    <message>
        <source>{folder} holds a text model, not an image model</source>
        <translation>{folder} contiene un modelo de texto, no un modelo de imagen</translation>
    </message>
    <message>
        <source>position embedding width must divide by 4</source>
        <translation>la anchura del embedding de posición debe ser divisible por 4</translation>
    </message>
    <message>
        <source>image_size {self_image_size} must divide by patch_size {self_patch_size}</source>
        <translation>image_size {self_image_size} debe ser divisible por patch_size {self_patch_size}</translation>
    </message>
    <message>
        <source>hidden sizes must divide by their number of heads</source>
        <translation>los tamaños ocultos deben ser divisibles por su número de cabezas</translation>
    </message>
    <message>
        <source>unknown text preset {preset}; choose from {sorted_text_presets}</source>
        <translation>preajuste de texto desconocido {preset}; elija entre {sorted_text_presets}</translation>
    </message>
    <message>
        <source>unknown image preset {preset}; choose from {sorted_image_presets}</source>
        <translation>preajuste de imagen desconocido {preset}; elija entre {sorted_image_presets}</translation>
    </message>
    <message>
        <source>kind must be 'text', 'image' or 'generator', got {kind}</source>
        <translation>kind debe ser 'text', 'image' o 'generator', se recibió {kind}</translation>
    </message>
    <message>
        <source>need runs of at least two objectives (mlm, clm, diffusion), found {sorted_groups_or_no_runs}</source>
        <translation>se necesitan ejecuciones de al menos dos objetivos (mlm, clm, diffusion); encontrado: {sorted_groups_or_no_runs}</translation>
    </message>
    <message>
        <source>no runs</source>
        <translation>ninguna ejecución</translation>
    </message>
    <message>
        <source>{study_folder} has no runs/ folder to measure (a shipped study keeps its {compare_file} as is)</source>
        <translation>{study_folder} no tiene ninguna carpeta runs/ que medir (un estudio incluido conserva su {compare_file} tal cual)</translation>
    </message>
    <message>
        <source>{path} is not a comparison this version reads</source>
        <translation>{path} no es una comparación que esta versión sepa leer</translation>
    </message>
    <message>
        <source>cannot rebuild the training data of {run_dir_name} to count its tokens: {exc}</source>
        <translation>no se pueden reconstruir los datos de entrenamiento de {run_dir_name} para contar sus tokens: {exc}</translation>
    </message>
    <message>
        <source>{run_dir_name} is an {config_task} run; the comparison is of text objectives</source>
        <translation>{run_dir_name} es una ejecución de tipo {config_task}; la comparación es de objetivos de texto</translation>
    </message>
    <message>
        <source>{folder} is not a study folder ({exc})</source>
        <translation>{folder} no es una carpeta de estudio ({exc})</translation>
    </message>
    <message>
        <source>{path}: objective {name} has malformed curves</source>
        <translation>{path}: el objetivo {name} tiene curvas mal formadas</translation>
    </message>
    <message>
        <source>{run_dir} is not a run folder ({exc})</source>
        <translation>{run_dir} no es una carpeta de ejecución ({exc})</translation>
    </message>
    <message>
        <source>{folder} exists and is not a study folder; choose an empty or new folder</source>
        <translation>{folder} existe y no es una carpeta de estudio; elija una carpeta vacía o nueva</translation>
    </message>
    <message>
        <source>{folder} holds another study (it differs in {join_diff}); give another --name or --out to start a new one</source>
        <translation>{folder} contiene otro estudio (difiere en {join_diff}); indique otro --name u --out para empezar uno nuevo</translation>
    </message>
    <message>
        <source>--address must be HOST:PORT (the head's GCS port, e.g. 10.0.0.5:6379), got {address}</source>
        <translation>--address debe ser HOST:PUERTO (el puerto GCS del nodo principal, p. ej. 10.0.0.5:6379); se recibió {address}</translation>
    </message>
    <message>
        <source>{study_folder_name} is a {study_spec_title} study; compare measures an objective study (mlm vs clm vs diffusion: mlm-lab study objective), or run folders given with --out</source>
        <translation>{study_folder_name} es un estudio de {study_spec_title}; compare mide un estudio de objetivos (mlm frente a clm frente a diffusion: mlm-lab study objective) o carpetas de ejecuciones dadas con --out</translation>
    </message>
    <message>
        <source>--address is for --backend ray</source>
        <translation>--address es para --backend ray</translation>
    </message>
    <message>
        <source>backend must be local or ray, got {backend}</source>
        <translation>backend debe ser local o ray; se recibió {backend}</translation>
    </message>
    <message>
        <source>no Ray cluster at {address}: {exc_strerror_or_exc}</source>
        <translation>no hay ningún clúster Ray en {address}: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>cannot start or reach Ray{at_address_if_address_el}: {str_exc_splitlines_0_if}</source>
        <translation>no se puede iniciar ni alcanzar Ray{at_address_if_address_el}: {str_exc_splitlines_0_if}</translation>
    </message>
    <message>
        <source>backend must be one of {join_backends}, got {backend}</source>
        <translation>backend debe ser uno de {join_backends}; se recibió {backend}</translation>
    </message>
    <message>
        <source>parallel must be at least 1, got {parallel}</source>
        <translation>parallel debe ser al menos 1, se recibió {parallel}</translation>
    </message>
    <message>
        <source>threads must be 0 or more, got {threads}</source>
        <translation>threads debe ser 0 o más, se recibió {threads}</translation>
    </message>
    <message>
        <source>unknown knob {name}; choose from {join_knobs}</source>
        <translation>parámetro desconocido {name}; elija entre {join_knobs}</translation>
    </message>
    <message>
        <source>the {knob_name} knob is for {and_join_knob_tasks} runs{hint}</source>
        <translation>el parámetro {knob_name} es para ejecuciones de tipo {and_join_knob_tasks}{hint}</translation>
    </message>
    <message>
        <source>the {knob_name} values must be a list, got {short_values}</source>
        <translation>los valores de {knob_name} deben ser una lista, se recibió {short_values}</translation>
    </message>
    <message>
        <source>give at least one value for {knob_name}</source>
        <translation>indique al menos un valor para {knob_name}</translation>
    </message>
    <message>
        <source>a study takes at most {max_values} values, got {len_values}</source>
        <translation>un estudio admite como máximo {max_values} valores, se recibieron {len_values}</translation>
    </message>
    <message>
        <source>the {knob_name} values repeat {join_dupes}; give each value once</source>
        <translation>los valores de {knob_name} repiten {join_dupes}; indique cada valor una sola vez</translation>
    </message>
    <message>
        <source>this engine has no objective field yet (TrainConfig.objective); the objective study needs the causal-LM engine</source>
        <translation>este motor aún no tiene el campo objective (TrainConfig.objective); el estudio de objetivos necesita el motor de modelo de lenguaje causal</translation>
    </message>
    <message>
        <source>the seeds must be a list of integers, got {short_seeds}</source>
        <translation>las semillas deben ser una lista de enteros, se recibió {short_seeds}</translation>
    </message>
    <message>
        <source>a study takes at most {max_seeds} seeds, got {len_seeds}</source>
        <translation>un estudio admite como máximo {max_seeds} semillas, se recibieron {len_seeds}</translation>
    </message>
    <message>
        <source>a study needs at least one seed</source>
        <translation>un estudio necesita al menos una semilla</translation>
    </message>
    <message>
        <source>the seeds repeat; give each seed once</source>
        <translation>las semillas se repiten; indique cada semilla una sola vez</translation>
    </message>
    <message>
        <source>the knob must be a name ({join_knobs}), got {short_self_knob}</source>
        <translation>el parámetro debe ser un nombre ({join_knobs}), se recibió {short_self_knob}</translation>
    </message>
    <message>
        <source>the task must be text or image, got {short_self_task}</source>
        <translation>la tarea debe ser text o image, se recibió {short_self_task}</translation>
    </message>
    <message>
        <source>the fixed config is a {self_fixed_task} config, not {self_task}</source>
        <translation>la configuración fija es de tipo {self_fixed_task}, no {self_task}</translation>
    </message>
    <message>
        <source>the second knob must be a name ({join_knobs}), got {short_self_knob2}</source>
        <translation>el segundo parámetro debe ser un nombre ({join_knobs}); se recibió {short_self_knob2}</translation>
    </message>
    <message>
        <source>a study runs at most {max_runs} runs; {shape} x {len_self_seeds} seeds is {cells_len_self_seeds}</source>
        <translation>un estudio tiene como máximo {max_runs} ejecuciones; {shape} x {len_self_seeds} semillas son {cells_len_self_seeds}</translation>
    </message>
    <message>
        <source>a run of this study sets {join_self_knobs}, got {short_value}</source>
        <translation>una ejecución de este estudio fija {join_self_knobs}; se recibió {short_value}</translation>
    </message>
    <message>
        <source>study.json must hold a JSON object</source>
        <translation>study.json debe contener un objeto JSON</translation>
    </message>
    <message>
        <source>study.json lacks {join_missing}</source>
        <translation>study.json no incluye {join_missing}</translation>
    </message>
    <message>
        <source>{path} is {size} bytes, over the {study_json_max} a study.json may hold</source>
        <translation>{path} ocupa {size} bytes, más de los {study_json_max} que puede ocupar un study.json</translation>
    </message>
    <message>
        <source>; {task} studies use {other}</source>
        <translation>; los estudios de {task} usan {other}</translation>
    </message>
    <message>
        <source>{knob_name} values are numbers, got {v}</source>
        <translation>los valores de {knob_name} son números, se recibió {v}</translation>
    </message>
    <message>
        <source>unknown {knob_name} {name} for {task}; choose from {join_choices}</source>
        <translation>valor de {knob_name} desconocido para {task}: {name}; elija entre {join_choices}</translation>
    </message>
    <message>
        <source>a grid needs two different knobs; {self_knob} is given twice</source>
        <translation>una cuadrícula necesita dos parámetros distintos; {self_knob} aparece dos veces</translation>
    </message>
    <message>
        <source>values for a second knob, but no second knob</source>
        <translation>valores para un segundo parámetro, pero no hay segundo parámetro</translation>
    </message>
    <message>
        <source>study.json: {exc}</source>
        <translation>study.json: {exc}</translation>
    </message>
    <message>
        <source>study.json: {key} must be text, got {short_data_key}</source>
        <translation>study.json: {key} debe ser texto, se recibió {short_data_key}</translation>
    </message>
    <message>
        <source>study.json: {key} must be a list, got {short_data_key}</source>
        <translation>study.json: {key} debe ser una lista, se recibió {short_data_key}</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>{path} no es un archivo</translation>
    </message>
    <message>
        <source>{folder} is not a study folder (no readable study.json)</source>
        <translation>{folder} no es una carpeta de estudio (no tiene un study.json legible)</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to be a study.json</source>
        <translation>{path} tiene un anidamiento demasiado profundo para ser un study.json</translation>
    </message>
    <message>
        <source>{path} is not valid JSON: {str_exc_splitlines_0_120}</source>
        <translation>{path} no es un JSON válido: {str_exc_splitlines_0_120}</translation>
    </message>
    <message>
        <source>this engine has no objective field yet (TrainConfig.objective)</source>
        <translation>este motor aún no tiene el campo objective (TrainConfig.objective)</translation>
    </message>
    <message>
        <source>data must be 'text' or 'toy', got {data}</source>
        <translation>data debe ser 'text' o 'toy', se recibió {data}</translation>
    </message>
    <message>
        <source>--steps {max_steps} is more than the {length} positions to write; use at most {length} or a longer --length</source>
        <translation>--steps {max_steps} supera las posiciones que hay que escribir ({length}); use como máximo {length} o un --length mayor</translation>
    </message>
    <message>
        <source>{path} is not a steps study</source>
        <translation>{path} no es un estudio de pasos</translation>
    </message>
    <message>
        <source>tokenizer lacks the special tokens {missing}</source>
        <translation>el tokenizador no incluye los tokens especiales {missing}</translation>
    </message>
    <message>
        <source>no tokenizer file at {path}</source>
        <translation>no hay ningún archivo de tokenizador en {path}</translation>
    </message>
    <message>
        <source>cannot read tokenizer {path}: {exc}</source>
        <translation>no se puede leer el tokenizador {path}: {exc}</translation>
    </message>
    <message>
        <source>trainer_state.json lacks a whole step and the optimizer's settings</source>
        <translation>a trainer_state.json le falta un número de paso entero o los ajustes del optimizador</translation>
    </message>
    <message>
        <source>model.safetensors does not fit the model ({join_differ_3})</source>
        <translation>model.safetensors no encaja con el modelo ({join_differ_3})</translation>
    </message>
    <message>
        <source>optimizer.safetensors lacks the random state</source>
        <translation>optimizer.safetensors no incluye el estado aleatorio</translation>
    </message>
    <message>
        <source>trainer_state.json cannot be read: {exc}</source>
        <translation>no se puede leer trainer_state.json: {exc}</translation>
    </message>
    <message>
        <source>{name} is damaged (its SHA-256 differs from the one written with it)</source>
        <translation>{name} está dañado (su SHA-256 difiere del que se escribió con él)</translation>
    </message>
    <message>
        <source>{name} cannot be read: {exc}</source>
        <translation>no se puede leer {name}: {exc}</translation>
    </message>
    <message>
        <source>optimizer.safetensors does not fit the optimizer: {exc}</source>
        <translation>optimizer.safetensors no encaja con el optimizador: {exc}</translation>
    </message>
    <message>
        <source>{name} cannot be read: {exc_strerror_or_exc}</source>
        <translation>no se puede leer {name}: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{task} runs need a {cls_name}, got {type_masking_name}</source>
        <translation>las ejecuciones de tipo {task} necesitan un {cls_name}, se recibió {type_masking_name}</translation>
    </message>
    <message>
        <source>task must be one of {tasks}, got {self_task}</source>
        <translation>task debe ser uno de {tasks}, se recibió {self_task}</translation>
    </message>
    <message>
        <source>objective must be one of {objectives}, got {self_objective}</source>
        <translation>objective debe ser uno de {objectives}, se recibió {self_objective}</translation>
    </message>
    <message>
        <source>image runs are masked autoencoders: objective {self_objective} is for text</source>
        <translation>las ejecuciones de imagen son autocodificadores enmascarados: el objetivo {self_objective} es para texto</translation>
    </message>
    <message>
        <source>unknown preset {self_preset}; choose from {sorted_presets}</source>
        <translation>preajuste desconocido {self_preset}; elija entre {sorted_presets}</translation>
    </message>
    <message>
        <source>data {self_data} is for {other} runs; {self_task} runs take {or_join_builtin_data_sel} or a path</source>
        <translation>los datos {self_data} son para ejecuciones de tipo {other}; las ejecuciones de tipo {self_task} admiten {or_join_builtin_data_sel} o una ruta</translation>
    </message>
    <message>
        <source>extra_images is for image runs</source>
        <translation>extra_images es para ejecuciones de imagen</translation>
    </message>
    <message>
        <source>schedule must be one of {schedules}, got {self_schedule}</source>
        <translation>el calendario (schedule) debe ser uno de {schedules}, se recibió {self_schedule}</translation>
    </message>
    <message>
        <source>decay_steps ({self_decay_steps}) cannot exceed steps ({self_steps})</source>
        <translation>decay_steps ({self_decay_steps}) no puede superar steps ({self_steps})</translation>
    </message>
    <message>
        <source>eval_data goes with data from a file or folder, not the built-in {self_data}</source>
        <translation>eval_data va con datos de un archivo o carpeta, no con los datos integrados {self_data}</translation>
    </message>
    <message>
        <source>device must be one of {devices}, got {self_device}</source>
        <translation>device debe ser uno de {devices}, se recibió {self_device}</translation>
    </message>
    <message>
        <source>tokenizer must be a path, got {self_tokenizer}</source>
        <translation>tokenizer debe ser una ruta, se recibió {self_tokenizer}</translation>
    </message>
    <message>
        <source>name may not contain / or \: {self_name}</source>
        <translation>name no puede contener / ni \: {self_name}</translation>
    </message>
    <message>
        <source>name must be at most 100 characters (a folder name), got {len_self_name}</source>
        <translation>name debe tener como máximo 100 caracteres (es un nombre de carpeta), se recibieron {len_self_name}</translation>
    </message>
    <message>
        <source>a training config must be a JSON object</source>
        <translation>una configuración de entrenamiento debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>unknown training config field(s): {join_unknown}</source>
        <translation>la configuración de entrenamiento tiene campos desconocidos: {join_unknown}</translation>
    </message>
    <message>
        <source>image runs take a patch mask ratio, not mask_prob</source>
        <translation>las ejecuciones de imagen usan una proporción de máscara de parches, no mask_prob</translation>
    </message>
    <message>
        <source>text runs take mask_prob, not a patch ratio</source>
        <translation>las ejecuciones de texto usan mask_prob, no una proporción de parches</translation>
    </message>
    <message>
        <source>unknown masking field(s) for {task}: {join_unknown}</source>
        <translation>el enmascarado para {task} tiene campos desconocidos: {join_unknown}</translation>
    </message>
    <message>
        <source>the {self_preset} preset works at {preset_size} px, not {self_image_size}</source>
        <translation>el preajuste {self_preset} trabaja a {preset_size} px, no a {self_image_size}</translation>
    </message>
    <message>
        <source>seq_len {self_seq_len} is longer than the {self_preset} preset's {max_pos}</source>
        <translation>seq_len {self_seq_len} supera el máximo del preajuste {self_preset} ({max_pos})</translation>
    </message>
    <message>
        <source>{name} must be text, got {value}</source>
        <translation>{name} debe ser texto, se recibió {value}</translation>
    </message>
    <message>
        <source>invalid training config: {exc}</source>
        <translation>configuración de entrenamiento no válida: {exc}</translation>
    </message>
    <message>
        <source>the training config is not valid JSON: {exc}</source>
        <translation>la configuración de entrenamiento no es un JSON válido: {exc}</translation>
    </message>
    <message>
        <source>the training config cannot be read: {type_exc_name}: {exc}</source>
        <translation>no se puede leer la configuración de entrenamiento: {type_exc_name}: {exc}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} debe ser un número entero, se recibió {value}</translation>
    </message>
    <message>
        <source>data= must come from build_data, build_text_data or build_image_data</source>
        <translation>data= debe venir de build_data, build_text_data o build_image_data</translation>
    </message>
    <message>
        <source>the given data was built for another {join_differ} than this config's</source>
        <translation>los datos indicados se construyeron con valores de {join_differ} distintos de los de esta configuración</translation>
    </message>
    <message>
        <source>the given data has {data_train_rows_shape_0} training rows, fewer than one batch of {config_batch_size}</source>
        <translation>los datos indicados tienen menos filas de entrenamiento ({data_train_rows_shape_0}) que un lote ({config_batch_size})</translation>
    </message>
    <message>
        <source>the text is too small: {train_rows_shape_0} training row(s) of {t} tokens, fewer than one batch of {config_batch_size}; give more text or a smaller --batch-size</source>
        <translation>el texto es demasiado pequeño: da menos filas de entrenamiento de {t} tokens ({train_rows_shape_0}) que un lote ({config_batch_size}); indique más texto o un --batch-size menor</translation>
    </message>
    <message>
        <source>the text is too small to hold out an evaluation part ({train_rows_shape_0} rows of {t} tokens)</source>
        <translation>el texto es demasiado pequeño para reservar una parte de evaluación (filas de {t} tokens: {train_rows_shape_0})</translation>
    </message>
    <message>
        <source>no such tokenizer file or folder: {p}</source>
        <translation>no existe el archivo o la carpeta del tokenizador: {p}</translation>
    </message>
    <message>
        <source>no training data</source>
        <translation>no hay datos de entrenamiento</translation>
    </message>
    <message>
        <source>--tokenizer cannot be used: {exc}</source>
        <translation>no se puede usar --tokenizer: {exc}</translation>
    </message>
    <message>
        <source>a {data_type} event without {exc}</source>
        <translation>un evento {data_type} sin {exc}</translation>
    </message>
    <message>
        <source>a resumed run keeps what it learns; {join_bad} cannot change (may change: {join_resumable_fields})</source>
        <translation>una ejecución reanudada conserva lo que aprende; {join_bad} no puede cambiar (puede cambiar: {join_resumable_fields})</translation>
    </message>
    <message>
        <source>no readable image in {config_data}</source>
        <translation>no hay ninguna imagen legible en {config_data}</translation>
    </message>
    <message>
        <source>the tokenizer works at {vq_image_size} px; this stage needs {image_size}</source>
        <translation>el tokenizador trabaja a {vq_image_size} px; esta etapa necesita {image_size}</translation>
    </message>
    <message>
        <source>{run_dir} has no checkpoint to resume from</source>
        <translation>{run_dir} no tiene ningún checkpoint desde el que reanudar</translation>
    </message>
    <message>
        <source>the loss is {float_loss} at step {step_1}: lower --lr</source>
        <translation>la pérdida es {float_loss} en el paso {step_1}: reduzca --lr</translation>
    </message>
    <message>
        <source>stage must be one of {join_stages}, got {self_stage}</source>
        <translation>stage debe ser uno de {join_stages}; se recibió {self_stage}</translation>
    </message>
    <message>
        <source>crop must be a multiple of 8 (one token covers 8 pixels), got {self_crop}</source>
        <translation>crop debe ser múltiplo de 8 (un token cubre 8 píxeles); se recibió {self_crop}</translation>
    </message>
    <message>
        <source>hidden_size {self_hidden_size} must be a multiple of num_heads {self_num_heads}</source>
        <translation>hidden_size {self_hidden_size} debe ser múltiplo de num_heads {self_num_heads}</translation>
    </message>
    <message>
        <source>the transformer stage learns a tokenizer's codes: give the stage-1 run folder (--tokenizer RUN_DIR)</source>
        <translation>la etapa transformer aprende los códigos de un tokenizador: indique la carpeta de la ejecución de la etapa 1 (--tokenizer RUN_DIR)</translation>
    </message>
    <message>
        <source>the tokenizer stage trains a tokenizer; --tokenizer is for --stage transformer</source>
        <translation>la etapa tokenizer entrena un tokenizador; --tokenizer es para --stage transformer</translation>
    </message>
    <message>
        <source>not an image-tokens run config (task 'image-tokens')</source>
        <translation>no es una configuración de ejecución de tokens de imagen (task 'image-tokens')</translation>
    </message>
    <message>
        <source>unknown image-tokens config field(s): {join_unknown}</source>
        <translation>campo(s) desconocido(s) de la configuración image-tokens: {join_unknown}</translation>
    </message>
    <message>
        <source>{name} must be text, got {getattr_self_name}</source>
        <translation>{name} debe ser texto; se recibió {getattr_self_name}</translation>
    </message>
    <message>
        <source>invalid image-tokens config: {exc}</source>
        <translation>configuración image-tokens no válida: {exc}</translation>
    </message>
    <message>
        <source>{self_path_parent} is in use by {who} (it is training); wait for it to end or stop it first</source>
        <translation>{self_path_parent} está en uso por {who} (está entrenando); espere a que termine o deténgalo primero</translation>
    </message>
    <message>
        <source>process {pid}{where}</source>
        <translation>el proceso {pid}{where}</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>otro proceso</translation>
    </message>
    <message>
        <source>device cuda was asked for, but CUDA is not available</source>
        <translation>se pidió el dispositivo cuda, pero CUDA no está disponible</translation>
    </message>
    <message>
        <source>device mps was asked for, but MPS is not available</source>
        <translation>se pidió el dispositivo mps, pero MPS no está disponible</translation>
    </message>
    <message>
        <source>{trainer_resume} is not a run folder (no config.json)</source>
        <translation>{trainer_resume} no es una carpeta de ejecución (no tiene config.json)</translation>
    </message>
    <message>
        <source>a resumed run cannot change {join_changed} (it was trained with other values)</source>
        <translation>una ejecución reanudada no puede cambiar {join_changed} (se entrenó con otros valores)</translation>
    </message>
    <message>
        <source>cannot resume {trainer_run_dir}: metrics.jsonl is not a regular file (a folder, a named pipe, a device or a broken link); the run is left as it was</source>
        <translation>no se puede reanudar {trainer_run_dir}: metrics.jsonl no es un archivo normal (es una carpeta, una tubería con nombre, un dispositivo o un enlace roto); la ejecución sigue como estaba</translation>
    </message>
    <message>
        <source>cannot resume {trainer_run_dir}: no intact checkpoint ({join_skipped}); the run is left as it was</source>
        <translation>no se puede reanudar {trainer_run_dir}: no hay ningún checkpoint intacto ({join_skipped}); la ejecución sigue como estaba</translation>
    </message>
    <message>
        <source>cannot write in {run_dir}: {exc_strerror_or_exc} (its lock file {lock_path_name}; a run folder must be writable to train in it)</source>
        <translation>no se puede escribir en {run_dir}: {exc_strerror_or_exc} (su archivo de bloqueo {lock_path_name}; una carpeta de ejecución debe admitir escritura para entrenar en ella)</translation>
    </message>
    <message>
        <source>cannot write in {trainer_run_dir}: {exc_strerror_or_exc}{again}</source>
        <translation>no se puede escribir en {trainer_run_dir}: {exc_strerror_or_exc}{again}</translation>
    </message>
    <message>
        <source>cannot create a run folder in {trainer_runs_dir_or_the}: {exc_strerror_or_exc}; choose another with --runs-dir</source>
        <translation>no se puede crear una carpeta de ejecución en {trainer_runs_dir_or_the}: {exc_strerror_or_exc}; elija otra con --runs-dir</translation>
    </message>
    <message>
        <source>the runs folder</source>
        <translation>la carpeta de ejecuciones</translation>
    </message>
    <message>
        <source>cannot write in {trainer_run_dir}: {exc_strerror_or_exc}</source>
        <translation>no se puede escribir en {trainer_run_dir}: {exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>; make room (or make the folder writable) and resume again; the run is left as it was</source>
        <translation>; libere espacio (o haga la carpeta escribible) y reanude de nuevo; la ejecución queda como estaba</translation>
    </message>
    <message>
        <source>cannot create a run folder in {root}</source>
        <translation>no se puede crear una carpeta de ejecución en {root}</translation>
    </message>
    <message>
        <source>{source} is not a run folder (no config.json)</source>
        <translation>{source} no es una carpeta de ejecución (no tiene config.json)</translation>
    </message>
    <message>
        <source>{source} has no checkpoint to branch from</source>
        <translation>{source} no tiene ningún checkpoint desde el que bifurcar</translation>
    </message>
    <message>
        <source>state must be one of {states}</source>
        <translation>state debe ser uno de {states}</translation>
    </message>
    <message>
        <source>the run's tokenizer cannot be used: {exc}</source>
        <translation>no se puede usar el tokenizador de la ejecución: {exc}</translation>
    </message>
    <message>
        <source>give a config, or a run folder to resume</source>
        <translation>indique una configuración, o una carpeta de ejecución para reanudar</translation>
    </message>
    <message>
        <source>data= is for a new run; a resumed run rebuilds its own data from its folder</source>
        <translation>data= es para una ejecución nueva; una ejecución reanudada reconstruye sus propios datos a partir de su carpeta</translation>
    </message>
    <message>
        <source>cannot write in {self_run_dir}: {exc_strerror_or_exc}; make room (or make the folder writable) and resume again; the run is left as it was</source>
        <translation>no se puede escribir en {self_run_dir}: {exc_strerror_or_exc}; libere espacio (o permita escribir en la carpeta) y vuelva a reanudar; la ejecución sigue como estaba</translation>
    </message>
    <message>
        <source>no class address given (e.g. 192.168.1.5:8765 or the join link)</source>
        <translation>no se ha dado la dirección de la clase (p. ej. 192.168.1.5:8765 o el enlace para unirse)</translation>
    </message>
    <message>
        <source>{raw_80} is not a class address (e.g. 192.168.1.5:8765 or the join link)</source>
        <translation>{raw_80} no es una dirección de clase (p. ej. 192.168.1.5:8765 o el enlace para unirse)</translation>
    </message>
    <message>
        <source>{raw_80}: the port must be a number from 1 to 65535</source>
        <translation>{raw_80}: el puerto debe ser un número de 1 a 65535</translation>
    </message>
    <message>
        <source>cannot reach a class at {self_host}:{self_port} (is the teacher's lab hosting, and is this the address on the projector?)</source>
        <translation>no se alcanza ninguna clase en {self_host}:{self_port} (¿está el laboratorio del profesor alojando una clase, y es esta la dirección del proyector?)</translation>
    </message>
    <message>
        <source>the class refused to let you in: {self_refusal}</source>
        <translation>la clase no te ha dejado entrar: {self_refusal}</translation>
    </message>
    <message>
        <source>could not announce the class: {exc}</source>
        <translation>no se pudo anunciar la clase: {exc}</translation>
    </message>
    <message>
        <source>{path}: no teacher's key there (the host writes it beside its class file)</source>
        <translation>{path}: ahí no hay clave del profesor (el anfitrión la escribe junto a su archivo de clase)</translation>
    </message>
    <message>
        <source>{path}: refused: this file does not hold a teacher's key (give the .key file beside the class file)</source>
        <translation>{path}: rechazado: este archivo no contiene una clave del profesor (indica el archivo .key junto al archivo de clase)</translation>
    </message>
    <message>
        <source>no class to resume in {folder} (name its file with --db)</source>
        <translation>no hay ninguna clase que reanudar en {folder} (indica su archivo con --db)</translation>
    </message>
    <message>
        <source>{path}: cannot read the teacher's key ({exc_strerror_or_exc})</source>
        <translation>{path}: no se puede leer la clave del profesor ({exc_strerror_or_exc})</translation>
    </message>
    <message>
        <source>--bind: {address} is not an IP address (give one of this machine's, e.g. 127.0.0.1 or the room network's)</source>
        <translation>--bind: {address} no es una dirección IP (indica una de este equipo, p. ej. 127.0.0.1 o la de la red del aula)</translation>
    </message>
    <message>
        <source>the class server did not start in time</source>
        <translation>el servidor de la clase no arrancó a tiempo</translation>
    </message>
    <message>
        <source>{db}: not a class file ({exc})</source>
        <translation>{db}: no es un archivo de clase ({exc})</translation>
    </message>
    <message>
        <source>{name}: no such lesson file, and no bundled lesson of that number or name (bundled: {join_p_stem_for_p_in_bun})</source>
        <translation>{name}: no existe ese archivo de lección ni una lección incluida con ese número o nombre (incluidas: {join_p_stem_for_p_in_bun})</translation>
    </message>
    <message>
        <source>no bundled lessons are installed</source>
        <translation>no hay lecciones incluidas instaladas</translation>
    </message>
    <message>
        <source>'answer' must be text, a number or a list of option numbers</source>
        <translation>'answer' debe ser texto, un número o una lista de números de opción</translation>
    </message>
    <message>
        <source>'step' must be from 0 to {max_step_1}</source>
        <translation>'step' debe estar entre 0 y {max_step_1}</translation>
    </message>
    <message>
        <source>a frame may hold at most {max_frame} bytes, this one has {size}</source>
        <translation>un mensaje puede tener como mucho {max_frame} bytes, este tiene {size}</translation>
    </message>
    <message>
        <source>a frame is a JSON object</source>
        <translation>un mensaje es un objeto JSON</translation>
    </message>
    <message>
        <source>unknown frame type {str_kind_30}</source>
        <translation>tipo de mensaje desconocido {str_kind_30}</translation>
    </message>
    <message>
        <source>'{kind}' is the teacher's; a student may send only hello, answer, presence and ping</source>
        <translation>'{kind}' es del profesor; un estudiante solo puede enviar hello, answer, presence y ping</translation>
    </message>
    <message>
        <source>'{kind}' has no field '{sorted_unknown_0_30}'</source>
        <translation>'{kind}' no tiene el campo '{sorted_unknown_0_30}'</translation>
    </message>
    <message>
        <source>'{frame_get_type}' needs '{name}'</source>
        <translation>'{frame_get_type}' necesita '{name}'</translation>
    </message>
    <message>
        <source>'{name}' must be a whole number</source>
        <translation>'{name}' debe ser un número entero</translation>
    </message>
    <message>
        <source>'answer' is longer than {answer_limit} characters</source>
        <translation>'answer' tiene más de {answer_limit} caracteres</translation>
    </message>
    <message>
        <source>'answer' must be a finite number</source>
        <translation>'answer' debe ser un número finito</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>no es JSON</translation>
    </message>
    <message>
        <source>'role' must be student or teacher</source>
        <translation>'role' debe ser student o teacher</translation>
    </message>
    <message>
        <source>a name is needed (1 to 40 characters, plain text)</source>
        <translation>hace falta un nombre (de 1 a 40 caracteres, texto sin formato)</translation>
    </message>
    <message>
        <source>'client' must be one of {join_clients}</source>
        <translation>'client' debe ser uno de {join_clients}</translation>
    </message>
    <message>
        <source>'id' must be 1 to {id_limit} printable ASCII characters</source>
        <translation>'id' debe tener de 1 a {id_limit} caracteres ASCII imprimibles</translation>
    </message>
    <message>
        <source>'correct' must be true, false or null</source>
        <translation>'correct' debe ser true, false o null</translation>
    </message>
    <message>
        <source>'{name}' must be true or false</source>
        <translation>'{name}' debe ser true o false</translation>
    </message>
    <message>
        <source>'{name}' must be text</source>
        <translation>'{name}' debe ser texto</translation>
    </message>
    <message>
        <source>{path}: cannot read the class file ({exc_strerror_or_exc})</source>
        <translation>{path}: no se puede leer el archivo de clase ({exc_strerror_or_exc})</translation>
    </message>
    <message>
        <source>{store_path}: not a class file ({exc})</source>
        <translation>{store_path}: no es un archivo de clase ({exc})</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (its table {table} has no column {missing_0})</source>
        <translation>{self_path}: no es un archivo de clase (su tabla {table} no tiene la columna {missing_0})</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (no table {table})</source>
        <translation>{self_path}: no es un archivo de clase (no tiene la tabla {table})</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (its {lacking} is missing or damaged)</source>
        <translation>{self_path}: no es un archivo de clase (falta {lacking} o está dañado)</translation>
    </message>
    <message>
        <source>{path}: not a class file (not an SQLite database)</source>
        <translation>{path}: no es un archivo de clase (no es una base de datos SQLite)</translation>
    </message>
    <message>
        <source>{self_path}: a class file is already there (use --resume to continue it, or name another --db)</source>
        <translation>{self_path}: ya hay un archivo de clase ahí (usa --resume para continuarla o indica otro --db)</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (an SQLite database without a class in it)</source>
        <translation>{self_path}: no es un archivo de clase (una base de datos SQLite sin ninguna clase)</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (no '{format}' record)</source>
        <translation>{self_path}: no es un archivo de clase (sin registro '{format}')</translation>
    </message>
    <message>
        <source>{self_path}: not a class file ({exc})</source>
        <translation>{self_path}: no es un archivo de clase ({exc})</translation>
    </message>
</context>
</TS>
