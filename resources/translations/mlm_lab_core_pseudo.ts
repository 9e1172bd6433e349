<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_XA">
<context>
    <name>Core</name>
    <message>
        <source>refused: {name} is the file the command reads ({shown_name_same_as}); writing the {what} there would overwrite it; name another file</source>
        <translation>[réfúséd: {name} îs thé fîlé thé çömmáñd réáds ({shown_name_same_as}); wrîtîñg thé {what} théré wöúld övérwrîté ît; ñámé áñöthér fîlé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is {kind}, not a {noun}; name a {noun}</source>
        <translation>[çáññöt wrîté thé {what} tö {name}: ît îs {kind}, ñöt á {noun}; ñámé á {noun}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: folder does not exist: {shown_name_parent}</source>
        <translation>[çáññöt wrîté thé {what} {name}: földér döés ñöt éxîst: {shown_name_parent}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: permission denied (the folder {shown_name_parent} is read-only to you)</source>
        <translation>[çáññöt wrîté thé {what} {name}: pérmîssîöñ déñîéd (thé földér {shown_name_parent} îs réád-öñlý tö ýöú)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {why_exc}</source>
        <translation>[çáññöt wrîté thé {what} {name}: {why_exc}~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is a file, not a folder; name a folder</source>
        <translation>[çáññöt wrîté thé {what} tö {name}: ît îs á fîlé, ñöt á földér; ñámé á földér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: {shown_name_taken_0} in it is {taken_1}, where a file goes; remove it or name another folder</source>
        <translation>[çáññöt wrîté thé {what} tö {name}: {shown_name_taken_0} îñ ît îs {taken_1}, whéré á fîlé göés; rémövé ît ör ñámé áñöthér földér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is a folder; name a file</source>
        <translation>[çáññöt wrîté thé {what} tö {name}: ît îs á földér; ñámé á fîlé~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>refused: {name} exists; name a new file (the {what} never overwrites one)</source>
        <translation>[réfúséd: {name} éxîsts; ñámé á ñéw fîlé (thé {what} ñévér övérwrîtés öñé)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {shown_name_up} is a file, not a folder</source>
        <translation>[çáññöt wrîté thé {what} {name}: {shown_name_up} îs á fîlé, ñöt á földér~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {why_exc} (a test write in {shown_name_parent} failed)</source>
        <translation>[çáññöt wrîté thé {what} {name}: {why_exc} (á tést wrîté îñ {shown_name_parent} fáîléd)~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>[földér~~~]</translation>
    </message>
    <message>
        <source>nothing to compare: no token is masked</source>
        <translation>[ñöthîñg tö çömpáré: ñö tökéñ îs máskéd~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>nothing to compare: no patch is hidden</source>
        <translation>[ñöthîñg tö çömpáré: ñö pátçh îs hîddéñ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source> (same top-5)</source>
        <translation>[ (sámé töp-5)~~~~~~]</translation>
    </message>
    <message>
        <source>the two tokenizers split the sentence differently, so only the totals compare</source>
        <translation>[thé twö tökéñîzérs splît thé séñtéñçé dîfféréñtlý, sö öñlý thé tötáls çömpáré~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>loss {self_left_loss} vs {self_right_loss} nats</source>
        <translation>[löss {self_left_loss} vs {self_right_loss} ñáts~~~~~~]</translation>
    </message>
    <message>
        <source>accuracy {self_left_hits}/{self_left_count} vs {self_right_hits}/{self_right_count}</source>
        <translation>[áççúráçý {self_left_hits}/{self_left_count} vs {self_right_hits}/{self_right_count}~~~~~~]</translation>
    </message>
    <message>
        <source>hides {self_left_hidden} vs {self_right_hidden} of {self_total} patches</source>
        <translation>[hîdés {self_left_hidden} vs {self_right_hidden} öf {self_total} pátçhés~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>SSIM {self_left_ssim} vs {self_right_ssim}</source>
        <translation>[SSÎM {self_left_ssim} vs {self_right_ssim}~~~~]</translation>
    </message>
    <message>
        <source>top-1 differs at {differ} of {masks} masks{named}</source>
        <translation>[töp-1 dîfférs át {differ} öf {masks} másks{named}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>top-1 differs at {differ} of {masks} masks both hide{named}</source>
        <translation>[töp-1 dîfférs át {differ} öf {masks} másks böth hîdé{named}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>PSNR {self_left_psnr} vs {self_right_psnr} dB</source>
        <translation>[PSÑR {self_left_psnr} vs {self_right_psnr} dB~~~~~]</translation>
    </message>
    <message>
        <source>PSNR {db_self_left_psnr} vs {db_self_right_psnr} dB</source>
        <translation>[PSÑR {db_self_left_psnr} vs {db_self_right_psnr} dB~~~~~]</translation>
    </message>
    <message>
        <source>the left rebuilds {self_left_better} of {self_left_hidden} hidden patches better</source>
        <translation>[thé léft rébúîlds {self_left_better} öf {self_left_hidden} hîddéñ pátçhés béttér~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the right rebuilds {self_right_better} of {self_left_hidden} hidden patches better</source>
        <translation>[thé rîght rébúîlds {self_right_better} öf {self_left_hidden} hîddéñ pátçhés béttér~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{left_rate} vs {right_rate}: {left} vs {right} masks</source>
        <translation>[{left_rate} vs {right_rate}: {left} vs {right} másks~~~~~~~]</translation>
    </message>
    <message>
        <source>{left} vs {right} masks</source>
        <translation>[{left} vs {right} másks~~~~]</translation>
    </message>
    <message>
        <source>image file</source>
        <translation>[îmágé fîlé~~~~]</translation>
    </message>
    <message>
        <source>from {low} to {high}</source>
        <translation>[fröm {low} tö {high}~~~~]</translation>
    </message>
    <message>
        <source>{name} must be {kind} {span}, got {shown}</source>
        <translation>[{name} múst bé {kind} {span}, göt {shown}~~~~~~~]</translation>
    </message>
    <message>
        <source>more than {low} and less than {high}</source>
        <translation>[möré tháñ {low} áñd léss tháñ {high}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>more than {low} and at most {high}</source>
        <translation>[möré tháñ {low} áñd át möst {high}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>from {low} to below {high}</source>
        <translation>[fröm {low} tö bélöw {high}~~~~~~]</translation>
    </message>
    <message>
        <source>{what} must be text, got {type_text_name}</source>
        <translation>[{what} múst bé téxt, göt {type_text_name}~~~~~~~~]</translation>
    </message>
    <message>
        <source>{what} holds {ascii_text_exc_start} at character {exc_start_1}: a lone surrogate (bytes that were not UTF-8), not a character the tokenizer can read</source>
        <translation>[{what} hölds {ascii_text_exc_start} át çháráçtér {exc_start_1}: á löñé súrrögáté (býtés thát wéré ñöt ÚTF-8), ñöt á çháráçtér thé tökéñîzér çáñ réád~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>[ñöt á régúlár fîlé~~~~~~~~]</translation>
    </message>
    <message>
        <source>{shown_path} is {kind}, not {article_what}: refused</source>
        <translation>[{shown_path} îs {kind}, ñöt {article_what}: réfúséd~~~~~~~~]</translation>
    </message>
    <message>
        <source>{shown_path} is larger than {size_max_bytes}, the most {article_what} may be: refused</source>
        <translation>[{shown_path} îs lárgér tháñ {size_max_bytes}, thé möst {article_what} máý bé: réfúséd~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>a whole number of {digits} digits (at most {max_digits})</source>
        <translation>[á whölé ñúmbér öf {digits} dîgîts (át möst {max_digits})~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: nested more than {max_depth} levels deep</source>
        <translation>[çáññöt réád {shown_path} ás {article_what}: ñéstéd möré tháñ {max_depth} lévéls déép~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>[á földér~~~~]</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>[á ñáméd pîpé~~~~~]</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>[á söçkét~~~~]</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>[á dévîçé~~~~]</translation>
    </message>
    <message>
        <source>no such {what}: {shown_path}</source>
        <translation>[ñö súçh {what}: {shown_path}~~~~]</translation>
    </message>
    <message>
        <source>cannot open the {what} {shown_path}: {reason_exc}</source>
        <translation>[çáññöt öpéñ thé {what} {shown_path}: {reason_exc}~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read the {what} {shown_path}: {reason_exc}</source>
        <translation>[çáññöt réád thé {what} {shown_path}: {reason_exc}~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: not UTF-8 text (byte {exc_start})</source>
        <translation>[çáññöt réád {shown_path} ás {article_what}: ñöt ÚTF-8 téxt (býté {exc_start})~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: not valid JSON (line {exc_lineno}: {exc_msg})</source>
        <translation>[çáññöt réád {shown_path} ás {article_what}: ñöt válîd JSÖÑ (lîñé {exc_lineno}: {exc_msg})~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: nested too deeply</source>
        <translation>[çáññöt réád {shown_path} ás {article_what}: ñéstéd töö dééplý~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: it holds {exc}</source>
        <translation>[çáññöt réád {shown_path} ás {article_what}: ît hölds {exc}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>size must be at least 4, got {size}</source>
        <translation>[sîzé múst bé át léást 4, göt {size}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>no such file or folder: {path}</source>
        <translation>[ñö súçh fîlé ör földér: {path}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>no image files ({join_image_suffixes_4}, ...) in {where}</source>
        <translation>[ñö îmágé fîlés ({join_image_suffixes_4}, ...) îñ {where}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>no readable images in {path} ({len_loaded_skipped} file(s) could not be decoded)</source>
        <translation>[ñö réádáblé îmágés îñ {path} ({len_loaded_skipped} fîlé(s) çöúld ñöt bé déçödéd)~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>scikit-image's sample photos are not available</source>
        <translation>[sçîkît-îmágé's sámplé phötös áré ñöt áváîláblé~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{path} holds {arr_dtype} {tuple_arr_shape}: expected uint8 pictures [N, H, W, 3]</source>
        <translation>[{path} hölds {arr_dtype} {tuple_arr_shape}: éxpéçtéd úîñt8 pîçtúrés [Ñ, H, W, 3]~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{path} has {arr_shape_0} pictures, fewer than the {rows} asked for</source>
        <translation>[{path} hás {arr_shape_0} pîçtúrés, féwér tháñ thé {rows} áskéd för~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{path} is the held-out image itself: nothing is left to train on</source>
        <translation>[{path} îs thé héld-öút îmágé îtsélf: ñöthîñg îs léft tö tráîñ öñ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {path} as a .npy array of pictures: {e}</source>
        <translation>[çáññöt réád {path} ás á .ñpý árráý öf pîçtúrés: {e}~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source> outside {exclude}</source>
        <translation>[ öútsîdé {exclude}~~~~]</translation>
    </message>
    <message>
        <source>no .txt files in {path}{outside}</source>
        <translation>[ñö .txt fîlés îñ {path}{outside}~~~~~~~]</translation>
    </message>
    <message>
        <source>{path} is the held-out text itself: nothing is left to train on</source>
        <translation>[{path} îs thé héld-öút téxt îtsélf: ñöthîñg îs léft tö tráîñ öñ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>no readable text in {path}</source>
        <translation>[ñö réádáblé téxt îñ {path}~~~~~~~~]</translation>
    </message>
    <message>
        <source>{file} is not a UTF-8 text file (binary data or another encoding)</source>
        <translation>[{file} îs ñöt á ÚTF-8 téxt fîlé (bîñárý dátá ör áñöthér éñçödîñg)~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>seq_len must be at least 3</source>
        <translation>[séq_léñ múst bé át léást 3~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>cannot read {file}: {exc_strerror_or_exc}</source>
        <translation>[çáññöt réád {file}: {exc_strerror_or_exc}~~~~~~]</translation>
    </message>
    <message>
        <source>{len_items} items but {len_logprobs} rows of log-probabilities</source>
        <translation>[{len_items} îtéms bút {len_logprobs} röws öf lög-pröbábîlîtîés~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>item {item_text} has {len_item_candidates} candidates, got {row_shape}</source>
        <translation>[îtém {item_text} hás {len_item_candidates} çáñdîdátés, göt {row_shape}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>expected one [MASK] in {chunk_i_text}, found {len_masks}</source>
        <translation>[éxpéçtéd öñé [MÁSK] îñ {chunk_i_text}, föúñd {len_masks}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>no texts to check</source>
        <translation>[ñö téxts tö çhéçk~~~~~~~]</translation>
    </message>
    <message>
        <source>a text model cannot explain an image patch: give an image (MAE) model</source>
        <translation>[á téxt mödél çáññöt éxpláîñ áñ îmágé pátçh: gîvé áñ îmágé (MÁÉ) mödél~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>unknown method {method}: choose one of {join_patch_methods}</source>
        <translation>[úñkñöwñ méthöd {method}: çhöösé öñé öf {join_patch_methods}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>an image is needed</source>
        <translation>[áñ îmágé îs ñéédéd~~~~~~~~]</translation>
    </message>
    <message>
        <source>patch ({r}, {c}) is outside the {rows} x {cols} grid (rows and columns from 0)</source>
        <translation>[pátçh ({r}, {c}) îs öútsîdé thé {rows} x {cols} grîd (röws áñd çölúmñs fröm 0)~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>patch ({r}, {c}) is visible: explain a hidden patch (the model rebuilds only those)</source>
        <translation>[pátçh ({r}, {c}) îs vîsîblé: éxpláîñ á hîddéñ pátçh (thé mödél rébúîlds öñlý thösé)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the mask has {m_size} cells but the model's grid is {rows} x {cols}</source>
        <translation>[thé másk hás {m_size} çélls bút thé mödél's grîd îs {rows} x {cols}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>target must be None, 'top1', 'true', a token or an id, got {type_target_name}</source>
        <translation>[tárgét múst bé Ñöñé, 'töp1', 'trúé', á tökéñ ör áñ îd, göt {type_target_name}~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>a text model is needed, got {type_model_name}</source>
        <translation>[á téxt mödél îs ñéédéd, göt {type_model_name}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>position {position} is outside the {len_ids} tokens (0..{len_ids_1})</source>
        <translation>[pösîtîöñ {position} îs öútsîdé thé {len_ids} tökéñs (0..{len_ids_1})~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>position {position} is a special token ({tok_id_to_token_ids_posi}), not a word</source>
        <translation>[pösîtîöñ {position} îs á spéçîál tökéñ ({tok_id_to_token_ids_posi}), ñöt á wörd~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>target {target} is not in the model's vocabulary (one token, e.g. 'door')</source>
        <translation>[tárgét {target} îs ñöt îñ thé mödél's vöçábúlárý (öñé tökéñ, é.g. 'döör')~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>unknown method {method}: choose one of {join_text_methods}</source>
        <translation>[úñkñöwñ méthöd {method}: çhöösé öñé öf {join_text_methods}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the text has no {mask_name_tok} to explain (or it was cut off at the model's length)</source>
        <translation>[thé téxt hás ñö {mask_name_tok} tö éxpláîñ (ör ît wás çút öff át thé mödél's léñgth)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>unknown precision {precision}: choose one of {join_precisions}</source>
        <translation>[úñkñöwñ préçîsîöñ {precision}: çhöösé öñé öf {join_precisions}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>the foil must differ from the target</source>
        <translation>[thé föîl múst dîffér fröm thé tárgét~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>no tokens to explain</source>
        <translation>[ñö tökéñs tö éxpláîñ~~~~~~~~]</translation>
    </message>
    <message>
        <source>token id {bad_0} is outside the vocabulary of {tok_vocab_size}</source>
        <translation>[tökéñ îd {bad_0} îs öútsîdé thé vöçábúlárý öf {tok_vocab_size}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{len_ids} tokens is more than the model's {tm_max_length}</source>
        <translation>[{len_ids} tökéñs îs möré tháñ thé mödél's {tm_max_length}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>the text has {len_masks} [MASK]s: say which to explain with --position (one of {join_map_str_masks})</source>
        <translation>[thé téxt hás {len_masks} [MÁSK]s: sáý whîçh tö éxpláîñ wîth --pösîtîöñ (öñé öf {join_map_str_masks})~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>target 'true' needs a position that held a token (it was a [MASK])</source>
        <translation>[tárgét 'trúé' ñééds á pösîtîöñ thát héld á tökéñ (ît wás á [MÁSK])~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>target id {target} is outside the vocabulary of {tok_vocab_size}</source>
        <translation>[tárgét îd {target} îs öútsîdé thé vöçábúlárý öf {tok_vocab_size}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>an animation is written as .gif, .png (APNG) or .mp4, not {suffix_or_a_file_without} ({path_path_name})</source>
        <translation>[áñ áñîmátîöñ îs wrîttéñ ás .gîf, .pñg (ÁPÑG) ör .mp4, ñöt {suffix_or_a_file_without} ({path_path_name})~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation>[á fîlé wîthöút á súffîx~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the frame rate must be from {min_fps} to {max_fps} frames a second, got {fps}</source>
        <translation>[thé frámé ráté múst bé fröm {min_fps} tö {max_fps} frámés á séçöñd, göt {fps}~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>[thé áñîmátîöñ hás ñö frámés~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>the frames of an animation must all have one size</source>
        <translation>[thé frámés öf áñ áñîmátîöñ múst áll hávé öñé sîzé~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>file</source>
        <translation>[fîlé~~]</translation>
    </message>
    <message>
        <source>unknown animation format {fmt}</source>
        <translation>[úñkñöwñ áñîmátîöñ förmát {fmt}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot write {path}: {exc_strerror_or_exc}</source>
        <translation>[çáññöt wrîté {path}: {exc_strerror_or_exc}~~~~~~]</translation>
    </message>
    <message>
        <source>{what} must look like FROM:TO or FROM:TO:STEP, got {text}</source>
        <translation>[{what} múst löök lîké FRÖM:TÖ ör FRÖM:TÖ:STÉP, göt {text}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{what} must be finite numbers, got {text}</source>
        <translation>[{what} múst bé fîñîté ñúmbérs, göt {text}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{what}: the step must not be 0</source>
        <translation>[{what}: thé stép múst ñöt bé 0~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{what} takes whole numbers, got {text}</source>
        <translation>[{what} tákés whölé ñúmbérs, göt {text}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{what} {text} gives no frames (from {start} the step {step} never reaches {stop})</source>
        <translation>[{what} {text} gîvés ñö frámés (fröm {start} thé stép {step} ñévér réáçhés {stop})~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{what} {text} gives {count} frames; at most {max_frames}</source>
        <translation>[{what} {text} gîvés {count} frámés; át möst {max_frames}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>--sweep must look like image.ratio=0:0.95:0.05, got {spec}</source>
        <translation>[--swéép múst löök lîké îmágé.rátîö=0:0.95:0.05, göt {spec}~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>--sweep: no tab {part} (one of {join_parts})</source>
        <translation>[--swéép: ñö táb {part} (öñé öf {join_parts})~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>--sweep: {part} has no numeric field {name} (one of {join_numeric})</source>
        <translation>[--swéép: {part} hás ñö ñúmérîç fîéld {name} (öñé öf {join_numeric})~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>--sweep {part}.{name} changes the {part} tab, but the frames show the {tab} tab</source>
        <translation>[--swéép {part}.{name} çháñgés thé {part} táb, bút thé frámés shöw thé {tab} táb~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>--seeds: the {tab} tab has no seed</source>
        <translation>[--sééds: thé {tab} táb hás ñö sééd~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>--rounds records the Generate tab's rounds or the Text tab's fill, not the {tab} tab</source>
        <translation>[--röúñds réçörds thé Géñéráté táb's röúñds ör thé Téxt táb's fîll, ñöt thé {tab} táb~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>--rounds: the {tab} tab has no rounds to show (0 frames)</source>
        <translation>[--röúñds: thé {tab} táb hás ñö röúñds tö shöw (0 frámés)~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>--run shows a run's checkpoints on the Text or Image tab, not the {tab} tab</source>
        <translation>[--rúñ shöws á rúñ's çhéçkpöîñts öñ thé Téxt ör Îmágé táb, ñöt thé {tab} táb~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>--run: the run has no checkpoints yet (0 frames)</source>
        <translation>[--rúñ: thé rúñ hás ñö çhéçkpöîñts ýét (0 frámés)~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{what} must be numbers FROM:TO[:STEP], got {text}</source>
        <translation>[{what} múst bé ñúmbérs FRÖM:TÖ[:STÉP], göt {text}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{what} needs a step (FROM:TO:STEP), got {text}</source>
        <translation>[{what} ñééds á stép (FRÖM:TÖ:STÉP), göt {text}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>--seeds is out of range: {exc}</source>
        <translation>[--sééds îs öút öf ráñgé: {exc}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>--sweep is out of range: {exc}</source>
        <translation>[--swéép îs öút öf ráñgé: {exc}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>a web page is written as .html, not {path_path_suffix_or_a_fi}</source>
        <translation>[á wéb págé îs wrîttéñ ás .html, ñöt {path_path_suffix_or_a_fi}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the web page would be empty: no text view and no image frames</source>
        <translation>[thé wéb págé wöúld bé émptý: ñö téxt vîéw áñd ñö îmágé frámés~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>layer must be in [0, {num_layers}] or negative from the end, got {layer}</source>
        <translation>[láýér múst bé îñ [0, {num_layers}] ör ñégátîvé fröm thé éñd, göt {layer}~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>images must be [B, H, W, 3] or [B, 3, H, W], got {tuple_x_shape}</source>
        <translation>[îmágés múst bé [B, H, W, 3] ör [B, 3, H, W], göt {tuple_x_shape}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>features must be [N, D] or [B, N, D], got {arr_shape}</source>
        <translation>[féátúrés múst bé [Ñ, D] ör [B, Ñ, D], göt {arr_shape}~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>a PCA with {n} components needs at least {n} patches, got {x_shape_0}</source>
        <translation>[á PÇÁ wîth {n} çömpöñéñts ñééds át léást {n} pátçhés, göt {x_shape_0}~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>n must be 1, 2 or 3, got {n}</source>
        <translation>[ñ múst bé 1, 2 ör 3, göt {n}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>features_a must be one image's patches [N, D], got {a_shape}</source>
        <translation>[féátúrés_á múst bé öñé îmágé's pátçhés [Ñ, D], göt {a_shape}~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>features must be [n, d] with the same d, got {train_x_shape} and {test_x_shape}</source>
        <translation>[féátúrés múst bé [ñ, d] wîth thé sámé d, göt {train_x_shape} áñd {test_x_shape}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>features and labels differ in length</source>
        <translation>[féátúrés áñd lábéls dîffér îñ léñgth~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>a probe needs at least two classes in its training set</source>
        <translation>[á pröbé ñééds át léást twö çlássés îñ îts tráîñîñg sét~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>text probe task must be one of {text_tasks}, got {task}</source>
        <translation>[téxt pröbé tásk múst bé öñé öf {text_tasks}, göt {task}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>not a folder: {root}</source>
        <translation>[ñöt á földér: {root}~~~~~~]</translation>
    </message>
    <message>
        <source>{root} needs at least two class subfolders (one per class), found {len_classes}</source>
        <translation>[{root} ñééds át léást twö çláss súbföldérs (öñé pér çláss), föúñd {len_classes}~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{run_dir} has no checkpoints to probe</source>
        <translation>[{run_dir} hás ñö çhéçkpöîñts tö pröbé~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>class folder {name} in {root} holds no images</source>
        <translation>[çláss földér {name} îñ {root} hölds ñö îmágés~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>class folder {name} in {root} holds one image; a probe needs two or more per class</source>
        <translation>[çláss földér {name} îñ {root} hölds öñé îmágé; á pröbé ñééds twö ör möré pér çláss~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{source} holds too few images ({len_files}) for a train/test split</source>
        <translation>[{source} hölds töö féw îmágés ({len_files}) för á tráîñ/tést splît~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{folder} holds a text model; task {task} needs an image model</source>
        <translation>[{folder} hölds á téxt mödél; tásk {task} ñééds áñ îmágé mödél~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{folder} holds an image model; task {task} needs a text model</source>
        <translation>[{folder} hölds áñ îmágé mödél; tásk {task} ñééds á téxt mödél~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>word {word} of {chunk_i} was cut off by the tokenizer</source>
        <translation>[wörd {word} öf {chunk_i} wás çút öff bý thé tökéñîzér~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>a MaskedLM object needs its tokenizer</source>
        <translation>[á MáskédLM öbjéçt ñééds îts tökéñîzér~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the reference corpus is missing: {path}</source>
        <translation>[thé référéñçé çörpús îs mîssîñg: {path}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>the corpus is empty</source>
        <translation>[thé çörpús îs émptý~~~~~~~~]</translation>
    </message>
    <message>
        <source>cache entry is for another corpus or version</source>
        <translation>[çáçhé éñtrý îs för áñöthér çörpús ör vérsîöñ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cache entry is incomplete</source>
        <translation>[çáçhé éñtrý îs îñçömplété~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>rounds must be a whole number, at least 1; got {rounds}</source>
        <translation>[röúñds múst bé á whölé ñúmbér, át léást 1; göt {rounds}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>order must be one of {join_orders}; got {order}</source>
        <translation>[ördér múst bé öñé öf {join_orders}; göt {order}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>a ratio of {ratio} hides no patch of {num_patches}: nothing to reveal</source>
        <translation>[á rátîö öf {ratio} hîdés ñö pátçh öf {num_patches}: ñöthîñg tö révéál~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{rounds} rounds for {hidden} hidden patches: every round must reveal at least one, so use at most {hidden} rounds (or hide more)</source>
        <translation>[{rounds} röúñds för {hidden} hîddéñ pátçhés: évérý röúñd múst révéál át léást öñé, sö úsé át möst {hidden} röúñds (ör hîdé möré)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>sample_causal needs a causal model (objective clm)</source>
        <translation>[sámplé_çáúsál ñééds á çáúsál mödél (öbjéçtîvé çlm)~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the scorer must be a causal model (objective clm)</source>
        <translation>[thé sçörér múst bé á çáúsál mödél (öbjéçtîvé çlm)~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>schedule must be one of {schedules}, got {schedule}</source>
        <translation>[sçhédúlé múst bé öñé öf {schedules}, göt {schedule}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>need n &gt;= 0 and steps &gt;= 1, got n={n}, steps={steps}</source>
        <translation>[ñééd ñ &gt;= 0 áñd stéps &gt;= 1, göt ñ={n}, stéps={steps}~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{steps} steps for {n} masked positions: each step must reveal at least one</source>
        <translation>[{steps} stéps för {n} máskéd pösîtîöñs: éáçh stép múst révéál át léást öñé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>unknown remasking {rule}</source>
        <translation>[úñkñöwñ rémáskîñg {rule}~~~~~~~~]</translation>
    </message>
    <message>
        <source>this model's tokenizer has no [MASK] token: it cannot generate by unmasking</source>
        <translation>[thîs mödél's tökéñîzér hás ñö [MÁSK] tökéñ: ît çáññöt géñéráté bý úñmáskîñg~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>the prompt must be text</source>
        <translation>[thé prömpt múst bé téxt~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the model's tokenizer does not hold every word of the toy language</source>
        <translation>[thé mödél's tökéñîzér döés ñöt höld évérý wörd öf thé töý láñgúágé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>need n &gt;= 1 and steps &gt;= 1, got n={n}, steps={steps}</source>
        <translation>[ñééd ñ &gt;= 1 áñd stéps &gt;= 1, göt ñ={n}, stéps={steps}~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>nothing is hidden: there is no token to reveal</source>
        <translation>[ñöthîñg îs hîddéñ: théré îs ñö tökéñ tö révéál~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>rounds must be a whole number from 1 to {n_hidden} (the hidden tokens), got {rounds}</source>
        <translation>[röúñds múst bé á whölé ñúmbér fröm 1 tö {n_hidden} (thé hîddéñ tökéñs), göt {rounds}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{name} must be a number of at least 0, got {value}</source>
        <translation>[{name} múst bé á ñúmbér öf át léást 0, göt {value}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the prompt is longer than the model's {limit} tokens</source>
        <translation>[thé prömpt îs löñgér tháñ thé mödél's {limit} tökéñs~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>steps ({settings_steps}) is more than the {n} masked position(s) to fill; use at most {n}</source>
        <translation>[stéps ({settings_steps}) îs möré tháñ thé {n} máskéd pösîtîöñ(s) tö fîll; úsé át möst {n}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>this is a causal (left-to-right) model: unmasking needs a bidirectional masked LM</source>
        <translation>[thîs îs á çáúsál (léft-tö-rîght) mödél: úñmáskîñg ñééds á bîdîréçtîöñál máskéd LM~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{s} samples of {t} tokens is {s_t} tokens in one batch; at most {max_batch_positions} (memory): ask for fewer samples or a shorter length</source>
        <translation>[{s} sámplés öf {t} tökéñs îs {s_t} tökéñs îñ öñé bátçh; át möst {max_batch_positions} (mémörý): ásk för féwér sámplés ör á shörtér léñgth~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>this model computes every position itself: block-causal attention and the key/value caches need one of the lab's own models</source>
        <translation>[thîs mödél çömpútés évérý pösîtîöñ îtsélf: blöçk-çáúsál áttéñtîöñ áñd thé kéý/válúé çáçhés ñééd öñé öf thé láb's öwñ mödéls~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>revise takes rows of one length</source>
        <translation>[révîsé tákés röws öf öñé léñgth~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>attention must be one of {join_attention}, got {self_attention}</source>
        <translation>[áttéñtîöñ múst bé öñé öf {join_attention}, göt {self_attention}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>cache must be one of {join_caches}, got {self_cache}</source>
        <translation>[çáçhé múst bé öñé öf {join_caches}, göt {self_cache}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>remasking must be one of {join_remasking}, got {self_remasking}</source>
        <translation>[rémáskîñg múst bé öñé öf {join_remasking}, göt {self_remasking}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>schedule must be one of {join_schedules}, got {self_schedule}</source>
        <translation>[sçhédúlé múst bé öñé öf {join_schedules}, göt {self_schedule}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a length of {length} with this prompt needs {len_ids_length} tokens; the model takes at most {limit} (at most {limit_len_ids} to write)</source>
        <translation>[á léñgth öf {length} wîth thîs prömpt ñééds {len_ids_length} tökéñs; thé mödél tákés át möst {limit} (át möst {limit_len_ids} tö wrîté)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>remask cannot be combined with remasking {self_remasking}: taking tokens back needs the fixed steps of a schedule</source>
        <translation>[rémásk çáññöt bé çömbîñéd wîth rémáskîñg {self_remasking}: tákîñg tökéñs báçk ñééds thé fîxéd stéps öf á sçhédúlé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>remask cannot be combined with blocks (block length {self_block_length}): it revises the whole sequence</source>
        <translation>[rémásk çáññöt bé çömbîñéd wîth blöçks (blöçk léñgth {self_block_length}): ît révîsés thé whölé séqúéñçé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>remask cannot be combined with the {self_cache} cache: a token taken back changes the keys and values it keeps</source>
        <translation>[rémásk çáññöt bé çömbîñéd wîth thé {self_cache} çáçhé: á tökéñ tákéñ báçk çháñgés thé kéýs áñd válúés ît kééps~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read an image from a {type_source_name}</source>
        <translation>[çáññöt réád áñ îmágé fröm á {type_source_name}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name} is {w}x{h} ({w_h_1000000_0} megapixels); the limit is {max_pixels_1000000_0}</source>
        <translation>[{name} îs {w}x{h} ({w_h_1000000_0} mégápîxéls); thé lîmît îs {max_pixels_1000000_0}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>an image array must be HxW, HxWx1, HxWx3 or HxWx4, got shape {arr_shape}</source>
        <translation>[áñ îmágé árráý múst bé HxW, HxWx1, HxWx3 ör HxWx4, göt shápé {arr_shape}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{name} is not an image file (PNG, JPEG, GIF, BMP, TIFF or WebP)</source>
        <translation>[{name} îs ñöt áñ îmágé fîlé (PÑG, JPÉG, GÎF, BMP, TÎFF ör WébP)~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} could not be decoded ({exc})</source>
        <translation>[{name} çöúld ñöt bé déçödéd ({exc})~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the bundled {kind} model is missing from {folder}</source>
        <translation>[thé búñdléd {kind} mödél îs mîssîñg fröm {folder}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{ids_shape_1} tokens is more than the model's {tm_max_length}</source>
        <translation>[{ids_shape_1} tökéñs îs möré tháñ thé mödél's {tm_max_length}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>the text has no {own} to fill</source>
        <translation>[thé téxt hás ñö {own} tö fîll~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>every {mask} was cut off: the text is longer than {tm_max_length} tokens</source>
        <translation>[évérý {mask} wás çút öff: thé téxt îs löñgér tháñ {tm_max_length} tökéñs~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be between {fmt_lo} and {fmt_hi}, got {show_value}</source>
        <translation>[{name}: múst bé bétwééñ {fmt_lo} áñd {fmt_hi}, göt {show_value}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be a whole number from {lo} to {hi}, got {show_value}</source>
        <translation>[{name}: múst bé á whölé ñúmbér fröm {lo} tö {hi}, göt {show_value}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be one of {join_options}, got {show_value}</source>
        <translation>[{name}: múst bé öñé öf {join_options}, göt {show_value}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name}: must be text, got {show_value}</source>
        <translation>[{name}: múst bé téxt, göt {show_value}~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: must not be empty</source>
        <translation>[{name}: múst ñöt bé émptý~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: is {len_value} characters long; at most {limit} are accepted</source>
        <translation>[{name}: îs {len_value} çháráçtérs löñg; át möst {limit} áré áççéptéd~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name}: must be true or false, got {show_value}</source>
        <translation>[{name}: múst bé trúé ör fálsé, göt {show_value}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be a list of names, got {show_value}</source>
        <translation>[{name}: múst bé á lîst öf ñámés, göt {show_value}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be a list of whole numbers, got {show_value}</source>
        <translation>[{name}: múst bé á lîst öf whölé ñúmbérs, göt {show_value}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be a grid of 0 and 1 (a list of up to {limit} rows)</source>
        <translation>[{name}: múst bé á grîd öf 0 áñd 1 (á lîst öf úp tö {limit} röws)~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object, got {show_value}</source>
        <translation>[{name}: múst bé á JSÖÑ öbjéçt, göt {show_value}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}[{r}]: must be a row of 0 and 1</source>
        <translation>[{name}[{r}]: múst bé á röw öf 0 áñd 1~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>[áñ öbjéçt~~~~]</translation>
    </message>
    <message>
        <source>a list of {len_value}</source>
        <translation>[á lîst öf {len_value}~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be {kind} {span}, got {show_value}</source>
        <translation>[{name}: múst bé {kind} {span}, göt {show_value}~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: rows must all have the same length ({width}), row {r} has {len_row}</source>
        <translation>[{name}: röws múst áll hávé thé sámé léñgth ({width}), röw {r} hás {len_row}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}[{r}][{c}]: must be 0 or 1, got {show_cell}</source>
        <translation>[{name}[{r}][{c}]: múst bé 0 ör 1, göt {show_cell}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{key}.compare.model: no such model or run folder: {choice_model}</source>
        <translation>[{key}.çömpáré.mödél: ñö súçh mödél ör rúñ földér: {choice_model}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>a lab state</source>
        <translation>[á láb státé~~~~~]</translation>
    </message>
    <message>
        <source>{name} is {len_raw_1000000_0} MB; {kind} is a small JSON file</source>
        <translation>[{name} îs {len_raw_1000000_0} MB; {kind} îs á smáll JSÖÑ fîlé~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{constant} is not a number {kind} can hold</source>
        <translation>[{constant} îs ñöt á ñúmbér {kind} çáñ höld~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be {kind} (more than {max_json_depth} levels)</source>
        <translation>[{name} îs ñéstéd töö dééplý tö bé {kind} (möré tháñ {max_json_depth} lévéls)~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}: the relative path {shown_name_source} leads out of the {kind}'s folder; a relative path must stay inside it (put the file next to the {kind}, or give its absolute path)</source>
        <translation>[{name}: thé rélátîvé páth {shown_name_source} léáds öút öf thé {kind}'s földér; á rélátîvé páth múst stáý îñsîdé ît (pút thé fîlé ñéxt tö thé {kind}, ör gîvé îts ábsölúté páth)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>no such {kind}: {shown_name_path}</source>
        <translation>[ñö súçh {kind}: {shown_name_path}~~~~]</translation>
    </message>
    <message>
        <source>{shown_name_path} is not a file</source>
        <translation>[{shown_name_path} îs ñöt á fîlé~~~~~~]</translation>
    </message>
    <message>
        <source>{shown_name_path_name} is {size_1000000_0} MB; {what} is a small JSON file</source>
        <translation>[{shown_name_path_name} îs {size_1000000_0} MB; {what} îs á smáll JSÖÑ fîlé~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a lab state must be a JSON object</source>
        <translation>[á láb státé múst bé á JSÖÑ öbjéçt~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>format: not an MLM Lab state (format is {checks_show_data_get_for}, expected {format})</source>
        <translation>[förmát: ñöt áñ MLM Láb státé (förmát îs {checks_show_data_get_for}, éxpéçtéd {format})~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>version: this app reads lab state version {version}, got {checks_show_version}</source>
        <translation>[vérsîöñ: thîs ápp réáds láb státé vérsîöñ {version}, göt {checks_show_version}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a number of {len_digits_lstrip} digits; no field of {kind} needs one</source>
        <translation>[á ñúmbér öf {len_digits_lstrip} dîgîts; ñö fîéld öf {kind} ñééds öñé~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name} is not a text file</source>
        <translation>[{name} îs ñöt á téxt fîlé~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} is not valid JSON (line {exc_lineno}: {exc_msg})</source>
        <translation>[{name} îs ñöt válîd JSÖÑ (lîñé {exc_lineno}: {exc_msg})~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be {kind}</source>
        <translation>[{name} îs ñéstéd töö dééplý tö bé {kind}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name} holds {exc}</source>
        <translation>[{name} hölds {exc}~~~]</translation>
    </message>
    <message>
        <source>{name} holds a number that cannot be read ({exc})</source>
        <translation>[{name} hölds á ñúmbér thát çáññöt bé réád ({exc})~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be a lab state</source>
        <translation>[{name} îs ñéstéd töö dééplý tö bé á láb státé~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot open the {kind} {shown_name_path}: {reason_exc}</source>
        <translation>[çáññöt öpéñ thé {kind} {shown_name_path}: {reason_exc}~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {shown_name_path_name}: {reason_exc}</source>
        <translation>[çáññöt réád {shown_name_path_name}: {reason_exc}~~~~~~]</translation>
    </message>
    <message>
        <source>models.{kind}: must map 'text'/'image' to 'bundled' or a folder, got {checks_show_source}</source>
        <translation>[mödéls.{kind}: múst máp 'téxt'/'îmágé' tö 'búñdléd' ör á földér, göt {checks_show_source}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>lab file</source>
        <translation>[láb fîlé~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object, got {checks_show_data}</source>
        <translation>[{name}: múst bé á JSÖÑ öbjéçt, göt {checks_show_data}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}.{wrong_0}: not a field of a {kind} exercise</source>
        <translation>[{name}.{wrong_0}: ñöt á fîéld öf á {kind} éxérçîsé~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}: no such live figure {checks_show_value} (one of {join_figures})</source>
        <translation>[{name}: ñö súçh lîvé fîgúré {checks_show_value} (öñé öf {join_figures})~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{name}: no such state field {checks_show_value} ("tab" or a tab's setting, e.g. "image.strategy")</source>
        <translation>[{name}: ñö súçh státé fîéld {checks_show_value} ("táb" ör á táb's séttîñg, é.g. "îmágé.strátégý")~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{name}: nested more than {max_depth} deep</source>
        <translation>[{name}: ñéstéd möré tháñ {max_depth} déép~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name}: must be a condition (a JSON object), got {checks_show_data}</source>
        <translation>[{name}: múst bé á çöñdîtîöñ (á JSÖÑ öbjéçt), göt {checks_show_data}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name}.{extra_0}: not allowed beside {join_sorted_keys}</source>
        <translation>[{name}.{extra_0}: ñöt állöwéd bésîdé {join_sorted_keys}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{name}: give exactly one of {join_allowed} for the {subject}</source>
        <translation>[{name}: gîvé éxáçtlý öñé öf {join_allowed} för thé {subject}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{subject} between {lo} and {hi}{unit}</source>
        <translation>[{subject} bétwééñ {lo} áñd {hi}{unit}~~~~~~]</translation>
    </message>
    <message>
        <source>{name}.kind: a guess is about a blank of the text tab, but the step shows {tab}</source>
        <translation>[{name}.kîñd: á gúéss îs áböút á bláñk öf thé téxt táb, bút thé stép shöws {tab}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}.{op}: must be a non-empty list of conditions</source>
        <translation>[{name}.{op}: múst bé á ñöñ-émptý lîst öf çöñdîtîöñs~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{subject} is one of {join_map_repr_condition}</source>
        <translation>[{subject} îs öñé öf {join_map_repr_condition}~~~~~]</translation>
    </message>
    <message>
        <source>{subject} below {condition_below}{unit}</source>
        <translation>[{subject} bélöw {condition_below}{unit}~~~]</translation>
    </message>
    <message>
        <source>{subject} above {condition_above}{unit}</source>
        <translation>[{subject} ábövé {condition_above}{unit}~~~]</translation>
    </message>
    <message>
        <source>; the model's top-5: {listing} (yours is {where})</source>
        <translation>[; thé mödél's töp-5: {listing} (ýöúrs îs {where})~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Right: the blank is “{ex_answer}”{model}.</source>
        <translation>[Rîght: thé bláñk îs “{ex_answer}”{model}.~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Not “{word_strip}”: try again, or reveal{model}.</source>
        <translation>[Ñöt “{word_strip}”: trý ágáîñ, ör révéál{model}.~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source> ({len_ex_correct} options are right)</source>
        <translation>[ ({len_ex_correct} öptîöñs áré rîght)~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Not quite{hint}: try again, or reveal.</source>
        <translation>[Ñöt qúîté{hint}: trý ágáîñ, ör révéál.~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{shown}{unit} is too low (more than ± {ex_tolerance} off): try again.</source>
        <translation>[{shown}{unit} îs töö löw (möré tháñ ± {ex_tolerance} öff): trý ágáîñ.~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Not yet: the lab needs {describe_condition_ex_co}{measured}.</source>
        <translation>[Ñöt ýét: thé láb ñééds {describe_condition_ex_co}{measured}.~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name}.options: must be a list of 2 to {max_options} answers, got {checks_show_options}</source>
        <translation>[{name}.öptîöñs: múst bé á lîst öf 2 tö {max_options} áñswérs, göt {checks_show_options}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{name}.correct: name at least one right option (indices from 0)</source>
        <translation>[{name}.çörréçt: ñámé át léást öñé rîght öptîöñ (îñdîçés fröm 0)~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}.correct: an option is named twice</source>
        <translation>[{name}.çörréçt: áñ öptîöñ îs ñáméd twîçé~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{name}.between: must be [low, high]</source>
        <translation>[{name}.bétwééñ: múst bé [löw, hîgh]~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}.between: the low end {lo} is above the high end {hi}</source>
        <translation>[{name}.bétwééñ: thé löw éñd {lo} îs ábövé thé hîgh éñd {hi}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name}.in: must be a list of values</source>
        <translation>[{name}.îñ: múst bé á lîst öf válúés~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>its #{tokens_index_typed_1}</source>
        <translation>[îts #{tokens_index_typed_1}~~]</translation>
    </message>
    <message>
        <source>not in its top-5</source>
        <translation>[ñöt îñ îts töp-5~~~~~~~]</translation>
    </message>
    <message>
        <source>Right: {shown}.</source>
        <translation>[Rîght: {shown}.~~~~]</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>[Pîçk áñ áñswér fîrst.~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Right: the lab measures {live}{unit}; {shown} is within ± {ex_tolerance}.</source>
        <translation>[Rîght: thé láb méásúrés {live}{unit}; {shown} îs wîthîñ ± {ex_tolerance}.~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{shown}{unit} is too high (more than ± {ex_tolerance} off): try again.</source>
        <translation>[{shown}{unit} îs töö hîgh (möré tháñ ± {ex_tolerance} öff): trý ágáîñ.~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Done: {describe_condition_ex_co}{measured}.</source>
        <translation>[Döñé: {describe_condition_ex_co}{measured}.~~~]</translation>
    </message>
    <message>
        <source>{name}.solution: must be a lab state (a JSON object), got {checks_show_solution}</source>
        <translation>[{name}.sölútîöñ: múst bé á láb státé (á JSÖÑ öbjéçt), göt {checks_show_solution}~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{name}: a condition holds all, any, not, figure or field</source>
        <translation>[{name}: á çöñdîtîöñ hölds áll, áñý, ñöt, fîgúré ör fîéld~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}.is: must be a plain value (text, a number, true or false)</source>
        <translation>[{name}.îs: múst bé á pláîñ válúé (téxt, á ñúmbér, trúé ör fálsé)~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be [row, col] or null, got {checks_show_value}</source>
        <translation>[{name}: múst bé [röw, çöl] ör ñúll, göt {checks_show_value}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be a list of 1 to {max_images} pictures ("{sample_prefix}&lt;name&gt;" or image files), got {show_value}</source>
        <translation>[{name}: múst bé á lîst öf 1 tö {max_images} pîçtúrés ("{sample_prefix}&lt;name&gt;" ör îmágé fîlés), göt {show_value}~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be [image index, patch index] or null, got {show_value}</source>
        <translation>[{name}: múst bé [îmágé îñdéx, pátçh îñdéx] ör ñúll, göt {show_value}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>[á léssöñ~~~~]</translation>
    </message>
    <message>
        <source>{name}: no such part {focus} (one of {known})</source>
        <translation>[{name}: ñö súçh párt {focus} (öñé öf {known})~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name}: {focus} is on the {part_tab} tab, but the step shows the {tab} tab</source>
        <translation>[{name}: {focus} îs öñ thé {part_tab} táb, bút thé stép shöws thé {tab} táb~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{name}: must be a lab state (a JSON object), got {checks_show_data}</source>
        <translation>[{name}: múst bé á láb státé (á JSÖÑ öbjéçt), göt {checks_show_data}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the lesson file</source>
        <translation>[thé léssöñ fîlé~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: a step must be a JSON object, got {checks_show_data}</source>
        <translation>[{name}: á stép múst bé á JSÖÑ öbjéçt, göt {checks_show_data}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}.state: missing; every step holds the lab state it shows</source>
        <translation>[{name}.státé: mîssîñg; évérý stép hölds thé láb státé ît shöws~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>a lesson must be a JSON object</source>
        <translation>[á léssöñ múst bé á JSÖÑ öbjéçt~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>format: this is a lab state (.mlmlab), not a lesson; open it as a lab file</source>
        <translation>[förmát: thîs îs á láb státé (.mlmláb), ñöt á léssöñ; öpéñ ît ás á láb fîlé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>format: not an MLM Lab lesson (format is {checks_show_fmt}, expected {format})</source>
        <translation>[förmát: ñöt áñ MLM Láb léssöñ (förmát îs {checks_show_fmt}, éxpéçtéd {format})~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>version: this app reads lesson version {version}, got {checks_show_version}</source>
        <translation>[vérsîöñ: thîs ápp réáds léssöñ vérsîöñ {version}, göt {checks_show_version}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>steps: must be a list of steps, got {checks_show_steps}</source>
        <translation>[stéps: múst bé á lîst öf stéps, göt {checks_show_steps}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>steps: a lesson needs at least one step</source>
        <translation>[stéps: á léssöñ ñééds át léást öñé stép~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>steps: {len_steps} steps; a lesson holds at most {max_steps}</source>
        <translation>[stéps: {len_steps} stéps; á léssöñ hölds át möst {max_steps}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: no such setting: {join_typos}</source>
        <translation>[{name}: ñö súçh séttîñg: {join_typos}~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}.hide: {join_map_repr_unknown} hides nothing (no such tab or control)</source>
        <translation>[{name}.hîdé: {join_map_repr_unknown} hîdés ñöthîñg (ñö súçh táb ör çöñtröl)~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>steps[{i}].state.{exc}</source>
        <translation>[stéps[{i}].státé.{exc}~~~~~~]</translation>
    </message>
    <message>
        <source>lesson file</source>
        <translation>[léssöñ fîlé~~~~~]</translation>
    </message>
    <message>
        <source>a lesson translation</source>
        <translation>[á léssöñ tráñslátîöñ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object</source>
        <translation>[{name}: múst bé á JSÖÑ öbjéçt~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name}: format: not a lesson translation (expected {format}, got {checks_show_data_get_for})</source>
        <translation>[{name}: förmát: ñöt á léssöñ tráñslátîöñ (éxpéçtéd {format}, göt {checks_show_data_get_for})~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{name}: version: this app reads translation version {version}, got {checks_show_version}</source>
        <translation>[{name}: vérsîöñ: thîs ápp réáds tráñslátîöñ vérsîöñ {version}, göt {checks_show_version}~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{name}: no such field: {join_unknown}</source>
        <translation>[{name}: ñö súçh fîéld: {join_unknown}~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}.steps: must be a list, got {checks_show_rows}</source>
        <translation>[{name}.stéps: múst bé á lîst, göt {checks_show_rows}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name}.steps: {len_rows} steps translated, but the lesson has {steps}</source>
        <translation>[{name}.stéps: {len_rows} stéps tráñslátéd, bút thé léssöñ hás {steps}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{where}: must be a JSON object, got {checks_show_row}</source>
        <translation>[{where}: múst bé á JSÖÑ öbjéçt, göt {checks_show_row}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{where}: no such field: {join_unknown}</source>
        <translation>[{where}: ñö súçh fîéld: {join_unknown}~~~~~~~]</translation>
    </message>
    <message>
        <source>{where}.exercise: must be a JSON object, got {checks_show_ex}</source>
        <translation>[{where}.éxérçîsé: múst bé á JSÖÑ öbjéçt, göt {checks_show_ex}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{where}.exercise.options: must be a list of strings</source>
        <translation>[{where}.éxérçîsé.öptîöñs: múst bé á lîst öf strîñgs~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>translation file</source>
        <translation>[tráñslátîöñ fîlé~~~~~~~]</translation>
    </message>
    <message>
        <source>{path_name} is not an MLM Lab progress file</source>
        <translation>[{path_name} îs ñöt áñ MLM Láb prögréss fîlé~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{path_name}: students must be an object</source>
        <translation>[{path_name}: stúdéñts múst bé áñ öbjéçt~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{path_name}: students.{name} must be an object</source>
        <translation>[{path_name}: stúdéñts.{name} múst bé áñ öbjéçt~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{where}.{field} must be {wanted}, got {json_dumps_value_40}: not a progress record</source>
        <translation>[{where}.{field} múst bé {wanted}, göt {json_dumps_value_40}: ñöt á prögréss réçörd~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{path_name}: students.{name} holds a step that is not a record</source>
        <translation>[{path_name}: stúdéñts.{name} hölds á stép thát îs ñöt á réçörd~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>unknown sample photo {name}</source>
        <translation>[úñkñöwñ sámplé phötö {name}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>image.source: no sample photo named {source_len_sample_prefix}; the samples are {join_k_for_k_in_samples}</source>
        <translation>[îmágé.söúrçé: ñö sámplé phötö ñáméd {source_len_sample_prefix}; thé sámplés áré {join_k_for_k_in_samples}~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>image.source: {exc}</source>
        <translation>[îmágé.söúrçé: {exc}~~~~~~]</translation>
    </message>
    <message>
        <source>image.source: {shown_name_source} could not be read ({exc})</source>
        <translation>[îmágé.söúrçé: {shown_name_source} çöúld ñöt bé réád ({exc})~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>models.{kind}: the {kind} model folder {shown_name_source} does not exist</source>
        <translation>[mödéls.{kind}: thé {kind} mödél földér {shown_name_source} döés ñöt éxîst~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>features.sources[{i}]: no sample photo named {source_len_sample_prefix}</source>
        <translation>[féátúrés.söúrçés[{i}]: ñö sámplé phötö ñáméd {source_len_sample_prefix}~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>the values have an empty item: {text}</source>
        <translation>[thé válúés hávé áñ émptý îtém: {text}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{name}: mask_token_prob, random_token_prob and keep_prob must sum to 1</source>
        <translation>[{name}: másk_tökéñ_pröb, ráñdöm_tökéñ_pröb áñd kéép_pröb múst súm tö 1~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>no such file or folder: {shown_name_self_path}</source>
        <translation>[ñö súçh fîlé ör földér: {shown_name_self_path}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name}: must be a list of run folders, got {checks_show_value}</source>
        <translation>[{name}: múst bé á lîst öf rúñ földérs, göt {checks_show_value}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}.objective: image runs are masked autoencoders (mlm), got {values_objective}</source>
        <translation>[{name}.öbjéçtîvé: îmágé rúñs áré máskéd áútöéñçödérs (mlm), göt {values_objective}~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>choose a file or folder for the training data</source>
        <translation>[çhöösé á fîlé ör földér för thé tráîñîñg dátá~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the training data {shown_name_self_path} cannot be a file or folder ({why})</source>
        <translation>[thé tráîñîñg dátá {shown_name_self_path} çáññöt bé á fîlé ör földér ({why})~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a name over 255 bytes</source>
        <translation>[á ñámé övér 255 býtés~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>strategy {self_key}: family must be one of {families}, got {self_family}</source>
        <translation>[strátégý {self_key}: fámîlý múst bé öñé öf {families}, göt {self_family}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>strategy must be one of {token_strategies}, got {self_strategy}</source>
        <translation>[strátégý múst bé öñé öf {token_strategies}, göt {self_strategy}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>mask_token_prob + random_token_prob must be at most 1 (got {self_mask_token_prob} + {self_random_token_prob}); the rest is kept</source>
        <translation>[másk_tökéñ_pröb + ráñdöm_tökéñ_pröb múst bé át möst 1 (göt {self_mask_token_prob} + {self_random_token_prob}); thé rést îs képt~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>strategy must be one of {patch_strategies}, got {self_strategy}</source>
        <translation>[strátégý múst bé öñé öf {patch_strategies}, göt {self_strategy}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>rates must be [B] = [{b}], got {tuple_rates_shape}</source>
        <translation>[rátés múst bé [B] = [{b}], göt {tuple_rates_shape}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>need a batch and a grid of at least 1, got {batch} x {n}</source>
        <translation>[ñééd á bátçh áñd á grîd öf át léást 1, göt {batch} x {n}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>grid must be (rows, cols) with both &gt;= 1, got {grid}</source>
        <translation>[grîd múst bé (röws, çöls) wîth böth &gt;= 1, göt {grid}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>every row of a patch mask must hide the same number of patches</source>
        <translation>[évérý röw öf á pátçh másk múst hîdé thé sámé ñúmbér öf pátçhés~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>n must be &gt;= 0, got {n}</source>
        <translation>[ñ múst bé &gt;= 0, göt {n}~~~~~~~~]</translation>
    </message>
    <message>
        <source>mean_span_length must be &gt;= 1, got {mean_span_length}</source>
        <translation>[méáñ_spáñ_léñgth múst bé &gt;= 1, göt {mean_span_length}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>input_ids must be [T] or [B, T], got shape {tuple_ids_shape}</source>
        <translation>[îñpút_îds múst bé [T] ör [B, T], göt shápé {tuple_ids_shape}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>need {num_spans_1} sentinel ids, got {len_sentinel_ids}</source>
        <translation>[ñééd {num_spans_1} séñtîñél îds, göt {len_sentinel_ids}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>input_ids must be [B, T], got shape {tuple_input_ids_shape}</source>
        <translation>[îñpút_îds múst bé [B, T], göt shápé {tuple_input_ids_shape}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} must have the shape of input_ids {tuple_ids_shape}, got {tuple_tensor_shape}</source>
        <translation>[{name} múst hávé thé shápé öf îñpút_îds {tuple_ids_shape}, göt {tuple_tensor_shape}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the vocabulary has no ordinary token to draw a random replacement from</source>
        <translation>[thé vöçábúlárý hás ñö ördîñárý tökéñ tö dráw á ráñdöm répláçéméñt fröm~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source> for training</source>
        <translation>[ för tráîñîñg~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {path}: the safetensors header is not a JSON object</source>
        <translation>[çáññöt réád {path}: thé sáfétéñsörs héádér îs ñöt á JSÖÑ öbjéçt~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{path_path_name} does not match {where}: missing {missing_3}, unexpected {unexpected_3}</source>
        <translation>[{path_path_name} döés ñöt mátçh {where}: mîssîñg {missing_3}, úñéxpéçtéd {unexpected_3}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{where}: {key} {show_value} is not a whole number; set it to a whole number from 1 to {high}</source>
        <translation>[{where}: {key} {show_value} îs ñöt á whölé ñúmbér; sét ît tö á whölé ñúmbér fröm 1 tö {high}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{where}: {key} {show_value} is out of range; set it to a value from 1 to {high}</source>
        <translation>[{where}: {key} {show_value} îs öút öf ráñgé; sét ît tö á válúé fröm 1 tö {high}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{where}: {size} {data_size} does not split into {heads} {data_heads} attention heads; make {size} a multiple of {heads}</source>
        <translation>[{where}: {size} {data_size} döés ñöt splît îñtö {heads} {data_heads} áttéñtîöñ héáds; máké {size} á múltîplé öf {heads}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc_strerror_or_exc}</source>
        <translation>[çáññöt réád {path}: {exc_strerror_or_exc}~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {path}: the safetensors header is not JSON ({exc})</source>
        <translation>[çáññöt réád {path}: thé sáfétéñsörs héádér îs ñöt JSÖÑ ({exc})~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {path}: the entry for {name} in its header is malformed</source>
        <translation>[çáññöt réád {path}: thé éñtrý för {name} îñ îts héádér îs málförméd~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {path}: it is cut short ({name} ends at byte {offsets_1} of {data_size}); the file is truncated</source>
        <translation>[çáññöt réád {path}: ît îs çút shört ({name} éñds át býté {offsets_1} öf {data_size}); thé fîlé îs trúñçátéd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {path}: {name} has dtype {str_info_get_dtype_20}, which is not one safetensors writes</source>
        <translation>[çáññöt réád {path}: {name} hás dtýpé {str_info_get_dtype_20}, whîçh îs ñöt öñé sáfétéñsörs wrîtés~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>cannot read {path}: its header gives {name} {offsets_1_offsets_0} bytes, but its shape {shape} of {info_dtype} takes {need}; the file is damaged</source>
        <translation>[çáññöt réád {path}: îts héádér gîvés {name} {offsets_1_offsets_0} býtés, bút îts shápé {shape} öf {info_dtype} tákés {need}; thé fîlé îs dámágéd~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{path_path_name} does not match {where}: {name} is {list_found_name} in the file, {list_shape} by the config</source>
        <translation>[{path_path_name} döés ñöt mátçh {where}: {name} îs {list_found_name} îñ thé fîlé, {list_shape} bý thé çöñfîg~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide {name_image_size} {get_image_size}</source>
        <translation>[{field_name} {shown} döés ñöt dîvîdé {name_image_size} {get_image_size}~~~~~~~~]</translation>
    </message>
    <message>
        <source>use one of {join_map_str_sizes_8}</source>
        <translation>[úsé öñé öf {join_map_str_sizes_8}~~~~~]</translation>
    </message>
    <message>
        <source>{field_name} {shown} cuts a {get_image_size} px image into {patches} patches</source>
        <translation>[{field_name} {shown} çúts á {get_image_size} px îmágé îñtö {patches} pátçhés~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>use a patch of at least {math_ceil_get_image_size} px (at most {max_patches} patches)</source>
        <translation>[úsé á pátçh öf át léást {math_ceil_get_image_size} px (át möst {max_patches} pátçhés)~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide {width} {get_width}</source>
        <translation>[{field_name} {shown} döés ñöt dîvîdé {width} {get_width}~~~~~~~~]</translation>
    </message>
    <message>
        <source>use one of {join_map_str_options}</source>
        <translation>[úsé öñé öf {join_map_str_options}~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {path}: {size} bytes, too short for a safetensors file</source>
        <translation>[çáññöt réád {path}: {size} býtés, töö shört för á sáfétéñsörs fîlé~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {path}: its header claims {n} bytes of a {size}-byte file</source>
        <translation>[çáññöt réád {path}: îts héádér çláîms {n} býtés öf á {size}-býté fîlé~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source> (write {int_value}, not {value})</source>
        <translation>[ (wrîté {int_value}, ñöt {value})~~~~~~]</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a whole number</source>
        <translation>[{field_name} {shown} îs ñöt á whölé ñúmbér~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>set it to a whole number from {low} to {high}{hint}</source>
        <translation>[sét ît tö á whölé ñúmbér fröm {low} tö {high}{hint}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a finite number</source>
        <translation>[{field_name} {shown} îs ñöt á fîñîté ñúmbér~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>set it to a number from {low} to {high}</source>
        <translation>[sét ît tö á ñúmbér fröm {low} tö {high}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>set it to a value from {low} to {high}</source>
        <translation>[sét ît tö á válúé fröm {low} tö {high}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{field_name} {shown} is out of range</source>
        <translation>[{field_name} {shown} îs öút öf ráñgé~~~~~~~]</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a token of the {get_vocab_size}-word vocabulary</source>
        <translation>[{field_name} {shown} îs ñöt á tökéñ öf thé {get_vocab_size}-wörd vöçábúlárý~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>set it below {name_vocab_size} (0 in the lab's tokenizers)</source>
        <translation>[sét ît bélöw {name_vocab_size} (0 îñ thé láb's tökéñîzérs)~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide by 4 (the 2-D sine-cosine positions need it)</source>
        <translation>[{field_name} {shown} döés ñöt dîvîdé bý 4 (thé 2-D sîñé-çösîñé pösîtîöñs ñééd ît)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>use {get_field_4_4_or_4} or {get_field_4_4_4}</source>
        <translation>[úsé {get_field_4_4_or_4} ör {get_field_4_4_4}~~~~]</translation>
    </message>
    <message>
        <source> above 0</source>
        <translation>[ ábövé 0~~~~]</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not {get_in_channels} finite numbers{above}</source>
        <translation>[{field_name} {shown} îs ñöt {get_in_channels} fîñîté ñúmbérs{above}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>write a list of {get_in_channels} numbers, e.g. {list_default_stat_field}</source>
        <translation>[wrîté á lîst öf {get_in_channels} ñúmbérs, é.g. {list_default_stat_field}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not true or false</source>
        <translation>[{field_name} {shown} îs ñöt trúé ör fálsé~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>write {field_name}: true or false</source>
        <translation>[wrîté {field_name}: trúé ör fálsé~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>hidden_size {self_hidden_size} must divide by num_heads {self_num_heads}</source>
        <translation>[hîddéñ_sîzé {self_hidden_size} múst dîvîdé bý ñúm_héáds {self_num_heads}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>dropout must be in [0, 1), got {self_dropout}</source>
        <translation>[dröpöút múst bé îñ [0, 1), göt {self_dropout}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>sequence of {t} tokens is longer than max_position {self_config_max_position}</source>
        <translation>[séqúéñçé öf {t} tökéñs îs löñgér tháñ máx_pösîtîöñ {self_config_max_position}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name} must be &gt;= 1</source>
        <translation>[{name} múst bé &gt;= 1~~~~~~]</translation>
    </message>
    <message>
        <source>cannot grow {old_layers} blocks to {new_layers}</source>
        <translation>[çáññöt gröw {old_layers} blöçks tö {new_layers}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>only a pre-LN encoder grows without changing its outputs</source>
        <translation>[öñlý á pré-LÑ éñçödér gröws wîthöút çháñgîñg îts öútpúts~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{folder} holds an image model, not a text model</source>
        <translation>[{folder} hölds áñ îmágé mödél, ñöt á téxt mödél~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the tokenizer has {tokenizer_vocab_size} tokens but the model only {model_config_vocab_size}</source>
        <translation>[thé tökéñîzér hás {tokenizer_vocab_size} tökéñs bút thé mödél öñlý {model_config_vocab_size}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{text}: no such model folder, and not in the Hugging Face cache ({cache_dir})</source>
        <translation>[{text}: ñö súçh mödél földér, áñd ñöt îñ thé Húggîñg Fáçé çáçhé ({cache_dir})~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{text} (Hugging Face cache): {entry_reason}</source>
        <translation>[{text} (Húggîñg Fáçé çáçhé): {entry_reason}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>[{folder} îs á fîlé, ñöt á földér~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>a causal LM (objective clm) has no BertForMaskedLM equivalent; only masked LMs export</source>
        <translation>[á çáúsál LM (öbjéçtîvé çlm) hás ñö BértFörMáskédLM éqúîváléñt; öñlý máskéd LMs éxpört~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{folder} holds a {model_type} model; the lab imports {supported}</source>
        <translation>[{folder} hölds á {model_type} mödél; thé láb împörts {supported}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>no such folder: {path} (the lab never downloads; it imports {supported})</source>
        <translation>[ñö súçh földér: {path} (thé láb ñévér döwñlöáds; ît împörts {supported})~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>no config.json in {path}; the lab imports {supported}</source>
        <translation>[ñö çöñfîg.jsöñ îñ {path}; thé láb împörts {supported}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>no snapshot with a config.json in {snapshots}; the lab imports {supported}</source>
        <translation>[ñö sñápshöt wîth á çöñfîg.jsöñ îñ {snapshots}; thé láb împörts {supported}~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{snapshot} leads outside {snapshots} (to {target_snapshot}); refused</source>
        <translation>[{snapshot} léáds öútsîdé {snapshots} (tö {target_snapshot}); réfúséd~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{folder} is a lab model folder already (use it as it is); the lab imports {supported}</source>
        <translation>[{folder} îs á láb mödél földér álréádý (úsé ît ás ît îs); thé láb împörts {supported}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{path} is not a Hugging Face config (no model_type); the lab imports {supported}</source>
        <translation>[{path} îs ñöt á Húggîñg Fáçé çöñfîg (ñö mödél_týpé); thé láb împörts {supported}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{folder}: {what}; the lab imports {supported}</source>
        <translation>[{folder}: {what}; thé láb împörts {supported}~~~~~~~~]</translation>
    </message>
    <message>
        <source>{folder}/config.json: {key} must be an integer, got {value}</source>
        <translation>[{folder}/çöñfîg.jsöñ: {key} múst bé áñ îñtégér, göt {value}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{folder}: the output projection is not tied to the word embeddings; the lab's MLM head shares them</source>
        <translation>[{folder}: thé öútpút pröjéçtîöñ îs ñöt tîéd tö thé wörd émbéddîñgs; thé láb's MLM héád shárés thém~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{folder}/model.safetensors lacks {join_missing_3}</source>
        <translation>[{folder}/mödél.sáfétéñsörs láçks {join_missing_3}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{folder}: {key} {value} is not supported (square images only); the lab imports {supported}</source>
        <translation>[{folder}: {key} {value} îs ñöt súppörtéd (sqúáré îmágés öñlý); thé láb împörts {supported}~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{ref} is a link that leads outside the cache entry; refused</source>
        <translation>[{ref} îs á lîñk thát léáds öútsîdé thé çáçhé éñtrý; réfúséd~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{ref} does not name a snapshot (it holds {raw_60}); a ref must be one folder name inside {snapshots}</source>
        <translation>[{ref} döés ñöt ñámé á sñápshöt (ît hölds {raw_60}); á réf múst bé öñé földér ñámé îñsîdé {snapshots}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {snapshots}: {exc_strerror_or_exc}</source>
        <translation>[çáññöt réád {snapshots}: {exc_strerror_or_exc}~~~~~~]</translation>
    </message>
    <message>
        <source>{ref} names snapshot {name}, which {snapshots} does not hold (with a config.json)</source>
        <translation>[{ref} ñámés sñápshöt {name}, whîçh {snapshots} döés ñöt höld (wîth á çöñfîg.jsöñ)~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{item} is a link to {target_item}, outside the cache entry; refused</source>
        <translation>[{item} îs á lîñk tö {target_item}, öútsîdé thé çáçhé éñtrý; réfúséd~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{path} is a link that leads back to itself (a loop); refused</source>
        <translation>[{path} îs á lîñk thát léáds báçk tö îtsélf (á lööp); réfúséd~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc}</source>
        <translation>[çáññöt réád {path}: {exc}~~~~~~]</translation>
    </message>
    <message>
        <source>{display_name_folder}: this model would need about {gb_text_need} of memory ({count_1000000_0} M parameters in float32), more than the {gb_text_free} free on this machine; close other programs or choose a smaller model</source>
        <translation>[{display_name_folder}: thîs mödél wöúld ñééd áböút {gb_text_need} öf mémörý ({count_1000000_0} M párámétérs îñ flöát32), möré tháñ thé {gb_text_free} fréé öñ thîs máçhîñé; çlösé öthér prögráms ör çhöösé á smállér mödél~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the transformer takes {self_config_num_tokens} tokens a grid, got {n}</source>
        <translation>[thé tráñsförmér tákés {self_config_num_tokens} tökéñs á grîd, göt {n}~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>the tokenizer takes [B, 3, H, W] with H and W multiples of {p}, got {tuple_images_shape}</source>
        <translation>[thé tökéñîzér tákés [B, 3, H, W] wîth H áñd W múltîplés öf {p}, göt {tuple_images_shape}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>decode takes [B, h, w] long ids in 0..{k_1}</source>
        <translation>[déçödé tákés [B, h, w] löñg îds îñ 0..{k_1}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>no model.safetensors in {folder}</source>
        <translation>[ñö mödél.sáfétéñsörs îñ {folder}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{where}: this model would need about {gb_text_need} of memory ({params_1000000_0} M parameters{for_training_if_factor_1}), more than the {gb_text_free} free on this machine; make it smaller (vocab_size, hidden_size, num_layers)</source>
        <translation>[{where}: thîs mödél wöúld ñééd áböút {gb_text_need} öf mémörý ({params_1000000_0} M párámétérs{for_training_if_factor_1}), möré tháñ thé {gb_text_free} fréé öñ thîs máçhîñé; máké ît smállér (vöçáb_sîzé, hîddéñ_sîzé, ñúm_láýérs)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{folder}/model.safetensors does not match config.json: {lines_1_if_lines_else_ex}</source>
        <translation>[{folder}/mödél.sáfétéñsörs döés ñöt mátçh çöñfîg.jsöñ: {lines_1_if_lines_else_ex}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>cannot read {ref}: {exc}</source>
        <translation>[çáññöt réád {ref}: {exc}~~~~~~]</translation>
    </message>
    <message>
        <source>{index} points outside its folder</source>
        <translation>[{index} pöîñts öútsîdé îts földér~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{folder} has only {join_pickles}; the lab reads weights from model.safetensors only and never unpickles files (convert with transformers: save_pretrained(..., safe_serialization=True))</source>
        <translation>[{folder} hás öñlý {join_pickles}; thé láb réáds wéîghts fröm mödél.sáfétéñsörs öñlý áñd ñévér úñpîçklés fîlés (çöñvért wîth tráñsförmérs: sávé_prétráîñéd(..., sáfé_sérîálîzátîöñ=Trúé))~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{folder}: {name} has shape {tuple_table_shape}, expected {tuple_buffer_shape}</source>
        <translation>[{folder}: {name} hás shápé {tuple_table_shape}, éxpéçtéd {tuple_buffer_shape}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{folder}: the position embeddings are not the fixed 2-D sine-cosine table the lab's MAE uses (max difference {gap})</source>
        <translation>[{folder}: thé pösîtîöñ émbéddîñgs áré ñöt thé fîxéd 2-D sîñé-çösîñé táblé thé láb's MÁÉ úsés (máx dîfféréñçé {gap})~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>cannot read {index}: {exc}</source>
        <translation>[çáññöt réád {index}: {exc}~~~~~~]</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer ({type_tok_name}) has no fast version; the lab needs tokenizer.json (or what transformers converts to one)</source>
        <translation>[{display_name_folder}: thé tökéñîzér ({type_tok_name}) hás ñö fást vérsîöñ; thé láb ñééds tökéñîzér.jsöñ (ör whát tráñsförmérs çöñvérts tö öñé)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer has no mask token, so it cannot fill a blank</source>
        <translation>[{display_name_folder}: thé tökéñîzér hás ñö másk tökéñ, sö ît çáññöt fîll á bláñk~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer has {tokenizer_vocab_size} tokens but the model only {model_config_vocab_size}</source>
        <translation>[{display_name_folder}: thé tökéñîzér hás {tokenizer_vocab_size} tökéñs bút thé mödél öñlý {model_config_vocab_size}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>sequence of {input_ids_shape_1} tokens is longer than max_position {self_config_max_position}</source>
        <translation>[séqúéñçé öf {input_ids_shape_1} tökéñs îs löñgér tháñ máx_pösîtîöñ {self_config_max_position}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the tokenizer has no mask token ({mask_token} is not in its vocabulary)</source>
        <translation>[thé tökéñîzér hás ñö másk tökéñ ({mask_token} îs ñöt îñ îts vöçábúlárý)~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read the tokenizer in {display_name_folder}: {first_line_exc}</source>
        <translation>[çáññöt réád thé tökéñîzér îñ {display_name_folder}: {first_line_exc}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{display_name_folder}: the weights lack {join_missing_3}{and_more_if_len_missing}: no trained masked-LM head (a discriminator or a bare encoder, not a masked LM)</source>
        <translation>[{display_name_folder}: thé wéîghts láçk {join_missing_3}{and_more_if_len_missing}: ñö tráîñéd máskéd-LM héád (á dîsçrîmîñátör ör á báré éñçödér, ñöt á máskéd LM)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source> and more</source>
        <translation>[ áñd möré~~~~]</translation>
    </message>
    <message>
        <source>transformers cannot load {display_name_folder} ({runtime_text_types_model}): {first_line_exc}</source>
        <translation>[tráñsförmérs çáññöt löád {display_name_folder} ({runtime_text_types_model}): {first_line_exc}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{folder} has only {join_pickles}; the lab reads weights from model.safetensors only and never unpickles files</source>
        <translation>[{folder} hás öñlý {join_pickles}; thé láb réáds wéîghts fröm mödél.sáfétéñsörs öñlý áñd ñévér úñpîçklés fîlés~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{folder}: {exc}; the lab reads WordPiece tokenizers with [PAD] [UNK] [CLS] [SEP] [MASK]</source>
        <translation>[{folder}: {exc}; thé láb réáds WördPîéçé tökéñîzérs wîth [PÁD] [ÚÑK] [ÇLS] [SÉP] [MÁSK]~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>cannot read the tokenizer in {folder}: {exc}</source>
        <translation>[çáññöt réád thé tökéñîzér îñ {folder}: {exc}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>no tokenizer.json or vocab.txt in {folder}</source>
        <translation>[ñö tökéñîzér.jsöñ ör vöçáb.txt îñ {folder}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{display_name_folder} holds a {model_type} model; as an image feature extractor the lab runs {join_vision_types_values}</source>
        <translation>[{display_name_folder} hölds á {model_type} mödél; ás áñ îmágé féátúré éxtráçtör thé láb rúñs {join_vision_types_values}~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{display_name_folder} ({vision_types_model_type}) needs the hf extra: pip install 'mlm-lab[hf]'</source>
        <translation>[{display_name_folder} ({vision_types_model_type}) ñééds thé hf éxtrá: pîp îñstáll 'mlm-láb[hf]'~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>transformers cannot load {display_name_folder} ({vision_types_model_type}): {first_line_exc}</source>
        <translation>[tráñsförmérs çáññöt löád {display_name_folder} ({vision_types_model_type}): {first_line_exc}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{folder} holds no image tokenizer (config.json of kind vq, here or in tokenizer/ or model/); train one with: mlm-lab train image-tokens --stage tokenizer</source>
        <translation>[{folder} hölds ñö îmágé tökéñîzér (çöñfîg.jsöñ öf kîñd vq, héré ör îñ tökéñîzér/ ör mödél/); tráîñ öñé wîth: mlm-láb tráîñ îmágé-tökéñs --stágé tökéñîzér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{where} does not hold a JSON object</source>
        <translation>[{where} döés ñöt höld á JSÖÑ öbjéçt~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{where}: hidden_size {config_hidden_size} is not a multiple of num_heads {config_num_heads}</source>
        <translation>[{where}: hîddéñ_sîzé {config_hidden_size} îs ñöt á múltîplé öf ñúm_héáds {config_num_heads}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{where}: image_size {config_image_size} is not a multiple of {config_patch_size}</source>
        <translation>[{where}: îmágé_sîzé {config_image_size} îs ñöt á múltîplé öf {config_patch_size}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{config_path} is of kind {str_found_30}, not {what}{hint}</source>
        <translation>[{config_path} îs öf kîñd {str_found_30}, ñöt {what}{hint}~~~~~~~~]</translation>
    </message>
    <message>
        <source>{weights} does not match its config.json ({join_differ_3})</source>
        <translation>[{weights} döés ñöt mátçh îts çöñfîg.jsöñ ({join_differ_3})~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>no such tokenizer folder: {folder}</source>
        <translation>[ñö súçh tökéñîzér földér: {folder}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>no such model folder: {folder}</source>
        <translation>[ñö súçh mödél földér: {folder}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{folder} holds no image-token model (tokenizer/ and transformer/)</source>
        <translation>[{folder} hölds ñö îmágé-tökéñ mödél (tökéñîzér/ áñd tráñsförmér/)~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{folder} has a transformer but no tokenizer/ to turn its tokens into pixels</source>
        <translation>[{folder} hás á tráñsförmér bút ñö tökéñîzér/ tö túrñ îts tökéñs îñtö pîxéls~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>the transformer is for {tf_codebook_size} codes on a {tf_grid} x {tf_grid} grid, the tokenizer makes {vq_codebook_size} codes on {vq_grid_0} x {vq_grid_1}</source>
        <translation>[thé tráñsförmér îs för {tf_codebook_size} çödés öñ á {tf_grid} x {tf_grid} grîd, thé tökéñîzér mákés {vq_codebook_size} çödés öñ {vq_grid_0} x {vq_grid_1}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{where}: {f_name} must be {a_whole_number_if_typ_is} from {low} to {high}, got {str_value_40}</source>
        <translation>[{where}: {f_name} múst bé {a_whole_number_if_typ_is} fröm {low} tö {high}, göt {str_value_40}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>[á whölé ñúmbér~~~~~~]</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>[á ñúmbér~~~~]</translation>
    </message>
    <message>
        <source>{folder} has no transformer/: a tokenizer alone cannot reveal tokens; train one with: mlm-lab train image-tokens --stage transformer --tokenizer {folder}</source>
        <translation>[{folder} hás ñö tráñsförmér/: á tökéñîzér álöñé çáññöt révéál tökéñs; tráîñ öñé wîth: mlm-láb tráîñ îmágé-tökéñs --stágé tráñsförmér --tökéñîzér {folder}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{where} has kind {short_kind}; the lab knows 'masked_lm' and 'mae'</source>
        <translation>[{where} hás kîñd {short_kind}; thé láb kñöws 'máskéd_lm' áñd 'máé'~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>model folder not found: {folder}</source>
        <translation>[mödél földér ñöt föúñd: {folder}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>no model.safetensors in {folder}{hint}</source>
        <translation>[ñö mödél.sáfétéñsörs îñ {folder}{hint}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>no config.json in {folder}</source>
        <translation>[ñö çöñfîg.jsöñ îñ {folder}~~~~~~~~]</translation>
    </message>
    <message>
        <source>{config_path} does not hold a JSON object</source>
        <translation>[{config_path} döés ñöt höld á JSÖÑ öbjéçt~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{weights_name} does not match config.json: missing {missing_3}, unexpected {unexpected_3}</source>
        <translation>[{weights_name} döés ñöt mátçh çöñfîg.jsöñ: mîssîñg {missing_3}, úñéxpéçtéd {unexpected_3}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>invalid {where}: {exc}</source>
        <translation>[îñválîd {where}: {exc}~~~~]</translation>
    </message>
    <message>
        <source>{folder_name} is a pickle file; the lab never unpickles files. Give a folder with config.json and model.safetensors</source>
        <translation>[{folder_name} îs á pîçklé fîlé; thé láb ñévér úñpîçklés fîlés. Gîvé á földér wîth çöñfîg.jsöñ áñd mödél.sáfétéñsörs~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>cannot read {weights}: {exc}</source>
        <translation>[çáññöt réád {weights}: {exc}~~~~~~]</translation>
    </message>
    <message>
        <source>{weights_name} does not match config.json: {str_exc_splitlines_0}</source>
        <translation>[{weights_name} döés ñöt mátçh çöñfîg.jsöñ: {str_exc_splitlines_0}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source> (found {join_pickles}: pickle files are never loaded)</source>
        <translation>[ (föúñd {join_pickles}: pîçklé fîlés áré ñévér löádéd)~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{display_name_folder}: architecture {model_type}{named} is not supported; the lab runs the masked LMs {known} and ViT-MAE</source>
        <translation>[{display_name_folder}: árçhîtéçtúré {model_type}{named} îs ñöt súppörtéd; thé láb rúñs thé máskéd LMs {known} áñd VîT-MÁÉ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>tokenizer has {tokenizer_vocab_size} tokens but the model expects {model_config_vocab_size}</source>
        <translation>[tökéñîzér hás {tokenizer_vocab_size} tökéñs bút thé mödél éxpéçts {model_config_vocab_size}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{folder} holds a text model, not an image model</source>
        <translation>[{folder} hölds á téxt mödél, ñöt áñ îmágé mödél~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>position embedding width must divide by 4</source>
        <translation>[pösîtîöñ émbéddîñg wîdth múst dîvîdé bý 4~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>image_size {self_image_size} must divide by patch_size {self_patch_size}</source>
        <translation>[îmágé_sîzé {self_image_size} múst dîvîdé bý pátçh_sîzé {self_patch_size}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>hidden sizes must divide by their number of heads</source>
        <translation>[hîddéñ sîzés múst dîvîdé bý théîr ñúmbér öf héáds~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>unknown text preset {preset}; choose from {sorted_text_presets}</source>
        <translation>[úñkñöwñ téxt prését {preset}; çhöösé fröm {sorted_text_presets}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>unknown image preset {preset}; choose from {sorted_image_presets}</source>
        <translation>[úñkñöwñ îmágé prését {preset}; çhöösé fröm {sorted_image_presets}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>kind must be 'text', 'image' or 'generator', got {kind}</source>
        <translation>[kîñd múst bé 'téxt', 'îmágé' ör 'géñérátör', göt {kind}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>need runs of at least two objectives (mlm, clm, diffusion), found {sorted_groups_or_no_runs}</source>
        <translation>[ñééd rúñs öf át léást twö öbjéçtîvés (mlm, çlm, dîffúsîöñ), föúñd {sorted_groups_or_no_runs}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>no runs</source>
        <translation>[ñö rúñs~~~]</translation>
    </message>
    <message>
        <source>{study_folder} has no runs/ folder to measure (a shipped study keeps its {compare_file} as is)</source>
        <translation>[{study_folder} hás ñö rúñs/ földér tö méásúré (á shîppéd stúdý kééps îts {compare_file} ás îs)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{path} is not a comparison this version reads</source>
        <translation>[{path} îs ñöt á çömpárîsöñ thîs vérsîöñ réáds~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot rebuild the training data of {run_dir_name} to count its tokens: {exc}</source>
        <translation>[çáññöt rébúîld thé tráîñîñg dátá öf {run_dir_name} tö çöúñt îts tökéñs: {exc}~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{run_dir_name} is an {config_task} run; the comparison is of text objectives</source>
        <translation>[{run_dir_name} îs áñ {config_task} rúñ; thé çömpárîsöñ îs öf téxt öbjéçtîvés~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{folder} is not a study folder ({exc})</source>
        <translation>[{folder} îs ñöt á stúdý földér ({exc})~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{path}: objective {name} has malformed curves</source>
        <translation>[{path}: öbjéçtîvé {name} hás málförméd çúrvés~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{run_dir} is not a run folder ({exc})</source>
        <translation>[{run_dir} îs ñöt á rúñ földér ({exc})~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{folder} exists and is not a study folder; choose an empty or new folder</source>
        <translation>[{folder} éxîsts áñd îs ñöt á stúdý földér; çhöösé áñ émptý ör ñéw földér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{folder} holds another study (it differs in {join_diff}); give another --name or --out to start a new one</source>
        <translation>[{folder} hölds áñöthér stúdý (ît dîfférs îñ {join_diff}); gîvé áñöthér --ñámé ör --öút tö stárt á ñéw öñé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>--address must be HOST:PORT (the head's GCS port, e.g. 10.0.0.5:6379), got {address}</source>
        <translation>[--áddréss múst bé HÖST:PÖRT (thé héád's GÇS pört, é.g. 10.0.0.5:6379), göt {address}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{study_folder_name} is a {study_spec_title} study; compare measures an objective study (mlm vs clm vs diffusion: mlm-lab study objective), or run folders given with --out</source>
        <translation>[{study_folder_name} îs á {study_spec_title} stúdý; çömpáré méásúrés áñ öbjéçtîvé stúdý (mlm vs çlm vs dîffúsîöñ: mlm-láb stúdý öbjéçtîvé), ör rúñ földérs gîvéñ wîth --öút~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>--address is for --backend ray</source>
        <translation>[--áddréss îs för --báçkéñd ráý~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>backend must be local or ray, got {backend}</source>
        <translation>[báçkéñd múst bé löçál ör ráý, göt {backend}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>no Ray cluster at {address}: {exc_strerror_or_exc}</source>
        <translation>[ñö Ráý çlústér át {address}: {exc_strerror_or_exc}~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot start or reach Ray{at_address_if_address_el}: {str_exc_splitlines_0_if}</source>
        <translation>[çáññöt stárt ör réáçh Ráý{at_address_if_address_el}: {str_exc_splitlines_0_if}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>backend must be one of {join_backends}, got {backend}</source>
        <translation>[báçkéñd múst bé öñé öf {join_backends}, göt {backend}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>parallel must be at least 1, got {parallel}</source>
        <translation>[párállél múst bé át léást 1, göt {parallel}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>threads must be 0 or more, got {threads}</source>
        <translation>[thréáds múst bé 0 ör möré, göt {threads}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>unknown knob {name}; choose from {join_knobs}</source>
        <translation>[úñkñöwñ kñöb {name}; çhöösé fröm {join_knobs}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>the {knob_name} knob is for {and_join_knob_tasks} runs{hint}</source>
        <translation>[thé {knob_name} kñöb îs för {and_join_knob_tasks} rúñs{hint}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>the {knob_name} values must be a list, got {short_values}</source>
        <translation>[thé {knob_name} válúés múst bé á lîst, göt {short_values}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>give at least one value for {knob_name}</source>
        <translation>[gîvé át léást öñé válúé för {knob_name}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a study takes at most {max_values} values, got {len_values}</source>
        <translation>[á stúdý tákés át möst {max_values} válúés, göt {len_values}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>the {knob_name} values repeat {join_dupes}; give each value once</source>
        <translation>[thé {knob_name} válúés répéát {join_dupes}; gîvé éáçh válúé öñçé~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>this engine has no objective field yet (TrainConfig.objective); the objective study needs the causal-LM engine</source>
        <translation>[thîs éñgîñé hás ñö öbjéçtîvé fîéld ýét (TráîñÇöñfîg.öbjéçtîvé); thé öbjéçtîvé stúdý ñééds thé çáúsál-LM éñgîñé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the seeds must be a list of integers, got {short_seeds}</source>
        <translation>[thé sééds múst bé á lîst öf îñtégérs, göt {short_seeds}~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>a study takes at most {max_seeds} seeds, got {len_seeds}</source>
        <translation>[á stúdý tákés át möst {max_seeds} sééds, göt {len_seeds}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>a study needs at least one seed</source>
        <translation>[á stúdý ñééds át léást öñé sééd~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the seeds repeat; give each seed once</source>
        <translation>[thé sééds répéát; gîvé éáçh sééd öñçé~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the knob must be a name ({join_knobs}), got {short_self_knob}</source>
        <translation>[thé kñöb múst bé á ñámé ({join_knobs}), göt {short_self_knob}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the task must be text or image, got {short_self_task}</source>
        <translation>[thé tásk múst bé téxt ör îmágé, göt {short_self_task}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the fixed config is a {self_fixed_task} config, not {self_task}</source>
        <translation>[thé fîxéd çöñfîg îs á {self_fixed_task} çöñfîg, ñöt {self_task}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>the second knob must be a name ({join_knobs}), got {short_self_knob2}</source>
        <translation>[thé séçöñd kñöb múst bé á ñámé ({join_knobs}), göt {short_self_knob2}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>a study runs at most {max_runs} runs; {shape} x {len_self_seeds} seeds is {cells_len_self_seeds}</source>
        <translation>[á stúdý rúñs át möst {max_runs} rúñs; {shape} x {len_self_seeds} sééds îs {cells_len_self_seeds}~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>a run of this study sets {join_self_knobs}, got {short_value}</source>
        <translation>[á rúñ öf thîs stúdý séts {join_self_knobs}, göt {short_value}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>study.json must hold a JSON object</source>
        <translation>[stúdý.jsöñ múst höld á JSÖÑ öbjéçt~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>study.json lacks {join_missing}</source>
        <translation>[stúdý.jsöñ láçks {join_missing}~~~~~~~]</translation>
    </message>
    <message>
        <source>{path} is {size} bytes, over the {study_json_max} a study.json may hold</source>
        <translation>[{path} îs {size} býtés, övér thé {study_json_max} á stúdý.jsöñ máý höld~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>; {task} studies use {other}</source>
        <translation>[; {task} stúdîés úsé {other}~~~~~~]</translation>
    </message>
    <message>
        <source>{knob_name} values are numbers, got {v}</source>
        <translation>[{knob_name} válúés áré ñúmbérs, göt {v}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>unknown {knob_name} {name} for {task}; choose from {join_choices}</source>
        <translation>[úñkñöwñ {knob_name} {name} för {task}; çhöösé fröm {join_choices}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a grid needs two different knobs; {self_knob} is given twice</source>
        <translation>[á grîd ñééds twö dîfféréñt kñöbs; {self_knob} îs gîvéñ twîçé~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>values for a second knob, but no second knob</source>
        <translation>[válúés för á séçöñd kñöb, bút ñö séçöñd kñöb~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>study.json: {exc}</source>
        <translation>[stúdý.jsöñ: {exc}~~~~~]</translation>
    </message>
    <message>
        <source>study.json: {key} must be text, got {short_data_key}</source>
        <translation>[stúdý.jsöñ: {key} múst bé téxt, göt {short_data_key}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>study.json: {key} must be a list, got {short_data_key}</source>
        <translation>[stúdý.jsöñ: {key} múst bé á lîst, göt {short_data_key}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>[{path} îs ñöt á fîlé~~~~~~]</translation>
    </message>
    <message>
        <source>{folder} is not a study folder (no readable study.json)</source>
        <translation>[{folder} îs ñöt á stúdý földér (ñö réádáblé stúdý.jsöñ)~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to be a study.json</source>
        <translation>[{path} îs ñéstéd töö dééplý tö bé á stúdý.jsöñ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{path} is not valid JSON: {str_exc_splitlines_0_120}</source>
        <translation>[{path} îs ñöt válîd JSÖÑ: {str_exc_splitlines_0_120}~~~~~~~~]</translation>
    </message>
    <message>
        <source>this engine has no objective field yet (TrainConfig.objective)</source>
        <translation>[thîs éñgîñé hás ñö öbjéçtîvé fîéld ýét (TráîñÇöñfîg.öbjéçtîvé)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>data must be 'text' or 'toy', got {data}</source>
        <translation>[dátá múst bé 'téxt' ör 'töý', göt {data}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>--steps {max_steps} is more than the {length} positions to write; use at most {length} or a longer --length</source>
        <translation>[--stéps {max_steps} îs möré tháñ thé {length} pösîtîöñs tö wrîté; úsé át möst {length} ör á löñgér --léñgth~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{path} is not a steps study</source>
        <translation>[{path} îs ñöt á stéps stúdý~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>tokenizer lacks the special tokens {missing}</source>
        <translation>[tökéñîzér láçks thé spéçîál tökéñs {missing}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>no tokenizer file at {path}</source>
        <translation>[ñö tökéñîzér fîlé át {path}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>cannot read tokenizer {path}: {exc}</source>
        <translation>[çáññöt réád tökéñîzér {path}: {exc}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>trainer_state.json lacks a whole step and the optimizer's settings</source>
        <translation>[tráîñér_státé.jsöñ láçks á whölé stép áñd thé öptîmîzér's séttîñgs~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>model.safetensors does not fit the model ({join_differ_3})</source>
        <translation>[mödél.sáfétéñsörs döés ñöt fît thé mödél ({join_differ_3})~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>optimizer.safetensors lacks the random state</source>
        <translation>[öptîmîzér.sáfétéñsörs láçks thé ráñdöm státé~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>trainer_state.json cannot be read: {exc}</source>
        <translation>[tráîñér_státé.jsöñ çáññöt bé réád: {exc}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{name} is damaged (its SHA-256 differs from the one written with it)</source>
        <translation>[{name} îs dámágéd (îts SHÁ-256 dîfférs fröm thé öñé wrîttéñ wîth ît)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{name} cannot be read: {exc}</source>
        <translation>[{name} çáññöt bé réád: {exc}~~~~~~~]</translation>
    </message>
    <message>
        <source>optimizer.safetensors does not fit the optimizer: {exc}</source>
        <translation>[öptîmîzér.sáfétéñsörs döés ñöt fît thé öptîmîzér: {exc}~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name} cannot be read: {exc_strerror_or_exc}</source>
        <translation>[{name} çáññöt bé réád: {exc_strerror_or_exc}~~~~~~~]</translation>
    </message>
    <message>
        <source>{task} runs need a {cls_name}, got {type_masking_name}</source>
        <translation>[{task} rúñs ñééd á {cls_name}, göt {type_masking_name}~~~~~~~~]</translation>
    </message>
    <message>
        <source>task must be one of {tasks}, got {self_task}</source>
        <translation>[tásk múst bé öñé öf {tasks}, göt {self_task}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>objective must be one of {objectives}, got {self_objective}</source>
        <translation>[öbjéçtîvé múst bé öñé öf {objectives}, göt {self_objective}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>image runs are masked autoencoders: objective {self_objective} is for text</source>
        <translation>[îmágé rúñs áré máskéd áútöéñçödérs: öbjéçtîvé {self_objective} îs för téxt~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>unknown preset {self_preset}; choose from {sorted_presets}</source>
        <translation>[úñkñöwñ prését {self_preset}; çhöösé fröm {sorted_presets}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>data {self_data} is for {other} runs; {self_task} runs take {or_join_builtin_data_sel} or a path</source>
        <translation>[dátá {self_data} îs för {other} rúñs; {self_task} rúñs táké {or_join_builtin_data_sel} ör á páth~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>extra_images is for image runs</source>
        <translation>[éxtrá_îmágés îs för îmágé rúñs~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>schedule must be one of {schedules}, got {self_schedule}</source>
        <translation>[sçhédúlé múst bé öñé öf {schedules}, göt {self_schedule}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>decay_steps ({self_decay_steps}) cannot exceed steps ({self_steps})</source>
        <translation>[déçáý_stéps ({self_decay_steps}) çáññöt éxçééd stéps ({self_steps})~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>eval_data goes with data from a file or folder, not the built-in {self_data}</source>
        <translation>[évál_dátá göés wîth dátá fröm á fîlé ör földér, ñöt thé búîlt-îñ {self_data}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>device must be one of {devices}, got {self_device}</source>
        <translation>[dévîçé múst bé öñé öf {devices}, göt {self_device}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>tokenizer must be a path, got {self_tokenizer}</source>
        <translation>[tökéñîzér múst bé á páth, göt {self_tokenizer}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>name may not contain / or \: {self_name}</source>
        <translation>[ñámé máý ñöt çöñtáîñ / ör \: {self_name}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>name must be at most 100 characters (a folder name), got {len_self_name}</source>
        <translation>[ñámé múst bé át möst 100 çháráçtérs (á földér ñámé), göt {len_self_name}~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>a training config must be a JSON object</source>
        <translation>[á tráîñîñg çöñfîg múst bé á JSÖÑ öbjéçt~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>unknown training config field(s): {join_unknown}</source>
        <translation>[úñkñöwñ tráîñîñg çöñfîg fîéld(s): {join_unknown}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>image runs take a patch mask ratio, not mask_prob</source>
        <translation>[îmágé rúñs táké á pátçh másk rátîö, ñöt másk_pröb~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>text runs take mask_prob, not a patch ratio</source>
        <translation>[téxt rúñs táké másk_pröb, ñöt á pátçh rátîö~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>unknown masking field(s) for {task}: {join_unknown}</source>
        <translation>[úñkñöwñ máskîñg fîéld(s) för {task}: {join_unknown}~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the {self_preset} preset works at {preset_size} px, not {self_image_size}</source>
        <translation>[thé {self_preset} prését wörks át {preset_size} px, ñöt {self_image_size}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>seq_len {self_seq_len} is longer than the {self_preset} preset's {max_pos}</source>
        <translation>[séq_léñ {self_seq_len} îs löñgér tháñ thé {self_preset} prését's {max_pos}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} must be text, got {value}</source>
        <translation>[{name} múst bé téxt, göt {value}~~~~~~~~]</translation>
    </message>
    <message>
        <source>invalid training config: {exc}</source>
        <translation>[îñválîd tráîñîñg çöñfîg: {exc}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the training config is not valid JSON: {exc}</source>
        <translation>[thé tráîñîñg çöñfîg îs ñöt válîd JSÖÑ: {exc}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the training config cannot be read: {type_exc_name}: {exc}</source>
        <translation>[thé tráîñîñg çöñfîg çáññöt bé réád: {type_exc_name}: {exc}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>[{name} múst bé á whölé ñúmbér, göt {value}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>data= must come from build_data, build_text_data or build_image_data</source>
        <translation>[dátá= múst çömé fröm búîld_dátá, búîld_téxt_dátá ör búîld_îmágé_dátá~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the given data was built for another {join_differ} than this config's</source>
        <translation>[thé gîvéñ dátá wás búîlt för áñöthér {join_differ} tháñ thîs çöñfîg's~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the given data has {data_train_rows_shape_0} training rows, fewer than one batch of {config_batch_size}</source>
        <translation>[thé gîvéñ dátá hás {data_train_rows_shape_0} tráîñîñg röws, féwér tháñ öñé bátçh öf {config_batch_size}~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the text is too small: {train_rows_shape_0} training row(s) of {t} tokens, fewer than one batch of {config_batch_size}; give more text or a smaller --batch-size</source>
        <translation>[thé téxt îs töö smáll: {train_rows_shape_0} tráîñîñg röw(s) öf {t} tökéñs, féwér tháñ öñé bátçh öf {config_batch_size}; gîvé möré téxt ör á smállér --bátçh-sîzé~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the text is too small to hold out an evaluation part ({train_rows_shape_0} rows of {t} tokens)</source>
        <translation>[thé téxt îs töö smáll tö höld öút áñ éválúátîöñ párt ({train_rows_shape_0} röws öf {t} tökéñs)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>no such tokenizer file or folder: {p}</source>
        <translation>[ñö súçh tökéñîzér fîlé ör földér: {p}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>no training data</source>
        <translation>[ñö tráîñîñg dátá~~~~~~~]</translation>
    </message>
    <message>
        <source>--tokenizer cannot be used: {exc}</source>
        <translation>[--tökéñîzér çáññöt bé úséd: {exc}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>a {data_type} event without {exc}</source>
        <translation>[á {data_type} évéñt wîthöút {exc}~~~~~~~]</translation>
    </message>
    <message>
        <source>a resumed run keeps what it learns; {join_bad} cannot change (may change: {join_resumable_fields})</source>
        <translation>[á résúméd rúñ kééps whát ît léárñs; {join_bad} çáññöt çháñgé (máý çháñgé: {join_resumable_fields})~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>no readable image in {config_data}</source>
        <translation>[ñö réádáblé îmágé îñ {config_data}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>the tokenizer works at {vq_image_size} px; this stage needs {image_size}</source>
        <translation>[thé tökéñîzér wörks át {vq_image_size} px; thîs stágé ñééds {image_size}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{run_dir} has no checkpoint to resume from</source>
        <translation>[{run_dir} hás ñö çhéçkpöîñt tö résúmé fröm~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>the loss is {float_loss} at step {step_1}: lower --lr</source>
        <translation>[thé löss îs {float_loss} át stép {step_1}: löwér --lr~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>stage must be one of {join_stages}, got {self_stage}</source>
        <translation>[stágé múst bé öñé öf {join_stages}, göt {self_stage}~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>crop must be a multiple of 8 (one token covers 8 pixels), got {self_crop}</source>
        <translation>[çröp múst bé á múltîplé öf 8 (öñé tökéñ çövérs 8 pîxéls), göt {self_crop}~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>hidden_size {self_hidden_size} must be a multiple of num_heads {self_num_heads}</source>
        <translation>[hîddéñ_sîzé {self_hidden_size} múst bé á múltîplé öf ñúm_héáds {self_num_heads}~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the transformer stage learns a tokenizer's codes: give the stage-1 run folder (--tokenizer RUN_DIR)</source>
        <translation>[thé tráñsförmér stágé léárñs á tökéñîzér's çödés: gîvé thé stágé-1 rúñ földér (--tökéñîzér RÚÑ_DÎR)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the tokenizer stage trains a tokenizer; --tokenizer is for --stage transformer</source>
        <translation>[thé tökéñîzér stágé tráîñs á tökéñîzér; --tökéñîzér îs för --stágé tráñsförmér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>not an image-tokens run config (task 'image-tokens')</source>
        <translation>[ñöt áñ îmágé-tökéñs rúñ çöñfîg (tásk 'îmágé-tökéñs')~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>unknown image-tokens config field(s): {join_unknown}</source>
        <translation>[úñkñöwñ îmágé-tökéñs çöñfîg fîéld(s): {join_unknown}~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} must be text, got {getattr_self_name}</source>
        <translation>[{name} múst bé téxt, göt {getattr_self_name}~~~~~~~~]</translation>
    </message>
    <message>
        <source>invalid image-tokens config: {exc}</source>
        <translation>[îñválîd îmágé-tökéñs çöñfîg: {exc}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{self_path_parent} is in use by {who} (it is training); wait for it to end or stop it first</source>
        <translation>[{self_path_parent} îs îñ úsé bý {who} (ît îs tráîñîñg); wáît för ît tö éñd ör stöp ît fîrst~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>process {pid}{where}</source>
        <translation>[pröçéss {pid}{where}~~~~]</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>[áñöthér pröçéss~~~~~~]</translation>
    </message>
    <message>
        <source>device cuda was asked for, but CUDA is not available</source>
        <translation>[dévîçé çúdá wás áskéd för, bút ÇÚDÁ îs ñöt áváîláblé~~~~~~~~ ~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>device mps was asked for, but MPS is not available</source>
        <translation>[dévîçé mps wás áskéd för, bút MPS îs ñöt áváîláblé~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{trainer_resume} is not a run folder (no config.json)</source>
        <translation>[{trainer_resume} îs ñöt á rúñ földér (ñö çöñfîg.jsöñ)~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>a resumed run cannot change {join_changed} (it was trained with other values)</source>
        <translation>[á résúméd rúñ çáññöt çháñgé {join_changed} (ît wás tráîñéd wîth öthér válúés)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot resume {trainer_run_dir}: metrics.jsonl is not a regular file (a folder, a named pipe, a device or a broken link); the run is left as it was</source>
        <translation>[çáññöt résúmé {trainer_run_dir}: métrîçs.jsöñl îs ñöt á régúlár fîlé (á földér, á ñáméd pîpé, á dévîçé ör á brökéñ lîñk); thé rúñ îs léft ás ît wás~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>cannot resume {trainer_run_dir}: no intact checkpoint ({join_skipped}); the run is left as it was</source>
        <translation>[çáññöt résúmé {trainer_run_dir}: ñö îñtáçt çhéçkpöîñt ({join_skipped}); thé rúñ îs léft ás ît wás~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>cannot write in {run_dir}: {exc_strerror_or_exc} (its lock file {lock_path_name}; a run folder must be writable to train in it)</source>
        <translation>[çáññöt wrîté îñ {run_dir}: {exc_strerror_or_exc} (îts löçk fîlé {lock_path_name}; á rúñ földér múst bé wrîtáblé tö tráîñ îñ ît)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>cannot write in {trainer_run_dir}: {exc_strerror_or_exc}{again}</source>
        <translation>[çáññöt wrîté îñ {trainer_run_dir}: {exc_strerror_or_exc}{again}~~~~~~~~]</translation>
    </message>
    <message>
        <source>cannot create a run folder in {trainer_runs_dir_or_the}: {exc_strerror_or_exc}; choose another with --runs-dir</source>
        <translation>[çáññöt çréáté á rúñ földér îñ {trainer_runs_dir_or_the}: {exc_strerror_or_exc}; çhöösé áñöthér wîth --rúñs-dîr~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the runs folder</source>
        <translation>[thé rúñs földér~~~~~~]</translation>
    </message>
    <message>
        <source>cannot write in {trainer_run_dir}: {exc_strerror_or_exc}</source>
        <translation>[çáññöt wrîté îñ {trainer_run_dir}: {exc_strerror_or_exc}~~~~~~~~]</translation>
    </message>
    <message>
        <source>; make room (or make the folder writable) and resume again; the run is left as it was</source>
        <translation>[; máké rööm (ör máké thé földér wrîtáblé) áñd résúmé ágáîñ; thé rúñ îs léft ás ît wás~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot create a run folder in {root}</source>
        <translation>[çáññöt çréáté á rúñ földér îñ {root}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{source} is not a run folder (no config.json)</source>
        <translation>[{source} îs ñöt á rúñ földér (ñö çöñfîg.jsöñ)~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{source} has no checkpoint to branch from</source>
        <translation>[{source} hás ñö çhéçkpöîñt tö bráñçh fröm~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>state must be one of {states}</source>
        <translation>[státé múst bé öñé öf {states}~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>the run's tokenizer cannot be used: {exc}</source>
        <translation>[thé rúñ's tökéñîzér çáññöt bé úséd: {exc}~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>give a config, or a run folder to resume</source>
        <translation>[gîvé á çöñfîg, ör á rúñ földér tö résúmé~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>data= is for a new run; a resumed run rebuilds its own data from its folder</source>
        <translation>[dátá= îs för á ñéw rúñ; á résúméd rúñ rébúîlds îts öwñ dátá fröm îts földér~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>cannot write in {self_run_dir}: {exc_strerror_or_exc}; make room (or make the folder writable) and resume again; the run is left as it was</source>
        <translation>[çáññöt wrîté îñ {self_run_dir}: {exc_strerror_or_exc}; máké rööm (ör máké thé földér wrîtáblé) áñd résúmé ágáîñ; thé rúñ îs léft ás ît wás~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>no class address given (e.g. 192.168.1.5:8765 or the join link)</source>
        <translation>[ñö çláss áddréss gîvéñ (é.g. 192.168.1.5:8765 ör thé jöîñ lîñk)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{raw_80} is not a class address (e.g. 192.168.1.5:8765 or the join link)</source>
        <translation>[{raw_80} îs ñöt á çláss áddréss (é.g. 192.168.1.5:8765 ör thé jöîñ lîñk)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{raw_80}: the port must be a number from 1 to 65535</source>
        <translation>[{raw_80}: thé pört múst bé á ñúmbér fröm 1 tö 65535~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot reach a class at {self_host}:{self_port} (is the teacher's lab hosting, and is this the address on the projector?)</source>
        <translation>[çáññöt réáçh á çláss át {self_host}:{self_port} (îs thé téáçhér's láb höstîñg, áñd îs thîs thé áddréss öñ thé pröjéçtör?)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the class refused to let you in: {self_refusal}</source>
        <translation>[thé çláss réfúséd tö lét ýöú îñ: {self_refusal}~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>could not announce the class: {exc}</source>
        <translation>[çöúld ñöt áññöúñçé thé çláss: {exc}~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{path}: no teacher's key there (the host writes it beside its class file)</source>
        <translation>[{path}: ñö téáçhér's kéý théré (thé höst wrîtés ît bésîdé îts çláss fîlé)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{path}: refused: this file does not hold a teacher's key (give the .key file beside the class file)</source>
        <translation>[{path}: réfúséd: thîs fîlé döés ñöt höld á téáçhér's kéý (gîvé thé .kéý fîlé bésîdé thé çláss fîlé)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>no class to resume in {folder} (name its file with --db)</source>
        <translation>[ñö çláss tö résúmé îñ {folder} (ñámé îts fîlé wîth --db)~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{path}: cannot read the teacher's key ({exc_strerror_or_exc})</source>
        <translation>[{path}: çáññöt réád thé téáçhér's kéý ({exc_strerror_or_exc})~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>--bind: {address} is not an IP address (give one of this machine's, e.g. 127.0.0.1 or the room network's)</source>
        <translation>[--bîñd: {address} îs ñöt áñ ÎP áddréss (gîvé öñé öf thîs máçhîñé's, é.g. 127.0.0.1 ör thé rööm ñétwörk's)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the class server did not start in time</source>
        <translation>[thé çláss sérvér dîd ñöt stárt îñ tîmé~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{db}: not a class file ({exc})</source>
        <translation>[{db}: ñöt á çláss fîlé ({exc})~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{name}: no such lesson file, and no bundled lesson of that number or name (bundled: {join_p_stem_for_p_in_bun})</source>
        <translation>[{name}: ñö súçh léssöñ fîlé, áñd ñö búñdléd léssöñ öf thát ñúmbér ör ñámé (búñdléd: {join_p_stem_for_p_in_bun})~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>no bundled lessons are installed</source>
        <translation>[ñö búñdléd léssöñs áré îñstálléd~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>'answer' must be text, a number or a list of option numbers</source>
        <translation>['áñswér' múst bé téxt, á ñúmbér ör á lîst öf öptîöñ ñúmbérs~~~~~~~~ ~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>'step' must be from 0 to {max_step_1}</source>
        <translation>['stép' múst bé fröm 0 tö {max_step_1}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>a frame may hold at most {max_frame} bytes, this one has {size}</source>
        <translation>[á frámé máý höld át möst {max_frame} býtés, thîs öñé hás {size}~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>a frame is a JSON object</source>
        <translation>[á frámé îs á JSÖÑ öbjéçt~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>unknown frame type {str_kind_30}</source>
        <translation>[úñkñöwñ frámé týpé {str_kind_30}~~~~~~~~]</translation>
    </message>
    <message>
        <source>'{kind}' is the teacher's; a student may send only hello, answer, presence and ping</source>
        <translation>['{kind}' îs thé téáçhér's; á stúdéñt máý séñd öñlý héllö, áñswér, préséñçé áñd pîñg~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>'{kind}' has no field '{sorted_unknown_0_30}'</source>
        <translation>['{kind}' hás ñö fîéld '{sorted_unknown_0_30}'~~~~~~~~]</translation>
    </message>
    <message>
        <source>'{frame_get_type}' needs '{name}'</source>
        <translation>['{frame_get_type}' ñééds '{name}'~~~~~]</translation>
    </message>
    <message>
        <source>'{name}' must be a whole number</source>
        <translation>['{name}' múst bé á whölé ñúmbér~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>'answer' is longer than {answer_limit} characters</source>
        <translation>['áñswér' îs löñgér tháñ {answer_limit} çháráçtérs~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>'answer' must be a finite number</source>
        <translation>['áñswér' múst bé á fîñîté ñúmbér~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>[ñöt JSÖÑ~~~~]</translation>
    </message>
    <message>
        <source>'role' must be student or teacher</source>
        <translation>['rölé' múst bé stúdéñt ör téáçhér~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>a name is needed (1 to 40 characters, plain text)</source>
        <translation>[á ñámé îs ñéédéd (1 tö 40 çháráçtérs, pláîñ téxt)~~~~~~~~ ~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>'client' must be one of {join_clients}</source>
        <translation>['çlîéñt' múst bé öñé öf {join_clients}~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>'id' must be 1 to {id_limit} printable ASCII characters</source>
        <translation>['îd' múst bé 1 tö {id_limit} prîñtáblé ÁSÇÎÎ çháráçtérs~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>'correct' must be true, false or null</source>
        <translation>['çörréçt' múst bé trúé, fálsé ör ñúll~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>'{name}' must be true or false</source>
        <translation>['{name}' múst bé trúé ör fálsé~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>'{name}' must be text</source>
        <translation>['{name}' múst bé téxt~~~~~~]</translation>
    </message>
    <message>
        <source>{path}: cannot read the class file ({exc_strerror_or_exc})</source>
        <translation>[{path}: çáññöt réád thé çláss fîlé ({exc_strerror_or_exc})~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{store_path}: not a class file ({exc})</source>
        <translation>[{store_path}: ñöt á çláss fîlé ({exc})~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (its table {table} has no column {missing_0})</source>
        <translation>[{self_path}: ñöt á çláss fîlé (îts táblé {table} hás ñö çölúmñ {missing_0})~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (no table {table})</source>
        <translation>[{self_path}: ñöt á çláss fîlé (ñö táblé {table})~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (its {lacking} is missing or damaged)</source>
        <translation>[{self_path}: ñöt á çláss fîlé (îts {lacking} îs mîssîñg ör dámágéd)~~~~~~~~ ~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{path}: not a class file (not an SQLite database)</source>
        <translation>[{path}: ñöt á çláss fîlé (ñöt áñ SQLîté dátábásé)~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{self_path}: a class file is already there (use --resume to continue it, or name another --db)</source>
        <translation>[{self_path}: á çláss fîlé îs álréádý théré (úsé --résúmé tö çöñtîñúé ît, ör ñámé áñöthér --db)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (an SQLite database without a class in it)</source>
        <translation>[{self_path}: ñöt á çláss fîlé (áñ SQLîté dátábásé wîthöút á çláss îñ ît)~~~~~~~~ ~~~~~~~~ ~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (no '{format}' record)</source>
        <translation>[{self_path}: ñöt á çláss fîlé (ñö '{format}' réçörd)~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{self_path}: not a class file ({exc})</source>
        <translation>[{self_path}: ñöt á çláss fîlé ({exc})~~~~~~~~ ~]</translation>
    </message>
</context>
</TS>
