<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Core</name>
    <message>
        <source>refused: {name} is the file the command reads ({shown_name_same_as}); writing the {what} there would overwrite it; name another file</source>
        <translation>已拒绝：{name} 是该命令读取的文件（{shown_name_same_as}）；把 {what} 写到那里会覆盖它；请指定另一个文件</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is {kind}, not a {noun}; name a {noun}</source>
        <translation>无法把 {what} 写入 {name}：它是{kind}，不是{noun}；请指定一个{noun}</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: folder does not exist: {shown_name_parent}</source>
        <translation>无法写入 {what} {name}：文件夹不存在：{shown_name_parent}</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: permission denied (the folder {shown_name_parent} is read-only to you)</source>
        <translation>无法写入 {what} {name}：权限不足（文件夹 {shown_name_parent} 对你是只读的）</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {why_exc}</source>
        <translation>无法写入 {what} {name}：{why_exc}</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is a file, not a folder; name a folder</source>
        <translation>无法把 {what} 写入 {name}：它是文件，不是文件夹；请指定一个文件夹</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: {shown_name_taken_0} in it is {taken_1}, where a file goes; remove it or name another folder</source>
        <translation>无法把 {what} 写入 {name}：其中的 {shown_name_taken_0} 是{taken_1}，而那里应是一个文件；请删除它或指定另一个文件夹</translation>
    </message>
    <message>
        <source>cannot write the {what} to {name}: it is a folder; name a file</source>
        <translation>无法把 {what} 写入 {name}：它是一个文件夹；请指定一个文件</translation>
    </message>
    <message>
        <source>refused: {name} exists; name a new file (the {what} never overwrites one)</source>
        <translation>已拒绝：{name} 已存在；请指定一个新文件（{what} 从不覆盖已有文件）</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {shown_name_up} is a file, not a folder</source>
        <translation>无法写入 {what} {name}：{shown_name_up} 是文件，不是文件夹</translation>
    </message>
    <message>
        <source>cannot write the {what} {name}: {why_exc} (a test write in {shown_name_parent} failed)</source>
        <translation>无法写入 {what} {name}：{why_exc}（在 {shown_name_parent} 中的测试写入失败）</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>nothing to compare: no token is masked</source>
        <translation>没有可比较的内容：没有词元被掩码</translation>
    </message>
    <message>
        <source>nothing to compare: no patch is hidden</source>
        <translation>没有可比较的内容：没有图像块被隐藏</translation>
    </message>
    <message>
        <source> (same top-5)</source>
        <translation>（前 5 名相同）</translation>
    </message>
    <message>
        <source>the two tokenizers split the sentence differently, so only the totals compare</source>
        <translation>两个分词器对句子的切分不同，因此只能比较总数</translation>
    </message>
    <message>
        <source>loss {self_left_loss} vs {self_right_loss} nats</source>
        <translation>损失 {self_left_loss} 对 {self_right_loss} nats</translation>
    </message>
    <message>
        <source>accuracy {self_left_hits}/{self_left_count} vs {self_right_hits}/{self_right_count}</source>
        <translation>准确率 {self_left_hits}/{self_left_count} 对 {self_right_hits}/{self_right_count}</translation>
    </message>
    <message>
        <source>hides {self_left_hidden} vs {self_right_hidden} of {self_total} patches</source>
        <translation>隐藏 {self_left_hidden} 对 {self_right_hidden} 个图像块（共 {self_total} 个）</translation>
    </message>
    <message>
        <source>SSIM {self_left_ssim} vs {self_right_ssim}</source>
        <translation>SSIM {self_left_ssim} 对 {self_right_ssim}</translation>
    </message>
    <message>
        <source>top-1 differs at {differ} of {masks} masks{named}</source>
        <translation>第一名在 {masks} 个掩码中的 {differ} 个处不同{named}</translation>
    </message>
    <message>
        <source>top-1 differs at {differ} of {masks} masks both hide{named}</source>
        <translation>第一名在两边都隐藏的 {masks} 个掩码中的 {differ} 个处不同{named}</translation>
    </message>
    <message>
        <source>PSNR {self_left_psnr} vs {self_right_psnr} dB</source>
        <translation>PSNR {self_left_psnr} 对 {self_right_psnr} dB</translation>
    </message>
    <message>
        <source>PSNR {db_self_left_psnr} vs {db_self_right_psnr} dB</source>
        <translation>PSNR {db_self_left_psnr} 对 {db_self_right_psnr} dB</translation>
    </message>
    <message>
        <source>the left rebuilds {self_left_better} of {self_left_hidden} hidden patches better</source>
        <translation>左边在 {self_left_hidden} 个隐藏图像块中有 {self_left_better} 个重建得更好</translation>
    </message>
    <message>
        <source>the right rebuilds {self_right_better} of {self_left_hidden} hidden patches better</source>
        <translation>右边在 {self_left_hidden} 个隐藏图像块中有 {self_right_better} 个重建得更好</translation>
    </message>
    <message>
        <source>{left_rate} vs {right_rate}: {left} vs {right} masks</source>
        <translation>{left_rate} 对 {right_rate}：{left} 对 {right} 个掩码</translation>
    </message>
    <message>
        <source>{left} vs {right} masks</source>
        <translation>{left} 对 {right} 个掩码</translation>
    </message>
    <message>
        <source>image file</source>
        <translation>图像文件</translation>
    </message>
    <message>
        <source>from {low} to {high}</source>
        <translation>从 {low} 到 {high}</translation>
    </message>
    <message>
        <source>{name} must be {kind} {span}, got {shown}</source>
        <translation>{name} 必须是{span}的{kind}，收到 {shown}</translation>
    </message>
    <message>
        <source>more than {low} and less than {high}</source>
        <translation>大于 {low} 且小于 {high}</translation>
    </message>
    <message>
        <source>more than {low} and at most {high}</source>
        <translation>大于 {low} 且至多 {high}</translation>
    </message>
    <message>
        <source>from {low} to below {high}</source>
        <translation>从 {low} 到小于 {high}</translation>
    </message>
    <message>
        <source>{what} must be text, got {type_text_name}</source>
        <translation>{what} 必须是文本，实际为 {type_text_name}</translation>
    </message>
    <message>
        <source>{what} holds {ascii_text_exc_start} at character {exc_start_1}: a lone surrogate (bytes that were not UTF-8), not a character the tokenizer can read</source>
        <translation>{what} 在第 {exc_start_1} 个字符处含有 {ascii_text_exc_start}：这是孤立的代理项（并非 UTF-8 的字节），不是分词器能读取的字符</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>{shown_path} is {kind}, not {article_what}: refused</source>
        <translation>{shown_path} 是 {kind}，不是 {article_what}：已拒绝</translation>
    </message>
    <message>
        <source>{shown_path} is larger than {size_max_bytes}, the most {article_what} may be: refused</source>
        <translation>{shown_path} 大于 {size_max_bytes}，即 {article_what} 允许的最大大小：已拒绝</translation>
    </message>
    <message>
        <source>a whole number of {digits} digits (at most {max_digits})</source>
        <translation>一个 {digits} 位的整数（最多 {max_digits} 位）</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: nested more than {max_depth} levels deep</source>
        <translation>无法将 {shown_path} 读取为 {article_what}：嵌套超过 {max_depth} 层</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>一个文件夹</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>一个命名管道</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>一个套接字</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>一个设备</translation>
    </message>
    <message>
        <source>no such {what}: {shown_path}</source>
        <translation>没有这个 {what}：{shown_path}</translation>
    </message>
    <message>
        <source>cannot open the {what} {shown_path}: {reason_exc}</source>
        <translation>无法打开 {what} {shown_path}：{reason_exc}</translation>
    </message>
    <message>
        <source>cannot read the {what} {shown_path}: {reason_exc}</source>
        <translation>无法读取 {what} {shown_path}：{reason_exc}</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: not UTF-8 text (byte {exc_start})</source>
        <translation>无法将 {shown_path} 读取为 {article_what}：不是 UTF-8 文本（字节 {exc_start}）</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: not valid JSON (line {exc_lineno}: {exc_msg})</source>
        <translation>无法将 {shown_path} 读取为 {article_what}：不是有效的 JSON（第 {exc_lineno} 行：{exc_msg}）</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: nested too deeply</source>
        <translation>无法将 {shown_path} 读取为 {article_what}：嵌套层级太深</translation>
    </message>
    <message>
        <source>cannot read {shown_path} as {article_what}: it holds {exc}</source>
        <translation>无法将 {shown_path} 读取为 {article_what}：其中含有 {exc}</translation>
    </message>
    <message>
        <source>size must be at least 4, got {size}</source>
        <translation>size 必须至少为 4，实际为 {size}</translation>
    </message>
    <message>
        <source>no such file or folder: {path}</source>
        <translation>没有这个文件或文件夹：{path}</translation>
    </message>
    <message>
        <source>no image files ({join_image_suffixes_4}, ...) in {where}</source>
        <translation>{where} 中没有图像文件（{join_image_suffixes_4} 等）</translation>
    </message>
    <message>
        <source>no readable images in {path} ({len_loaded_skipped} file(s) could not be decoded)</source>
        <translation>{path} 中没有可读取的图像（有 {len_loaded_skipped} 个文件无法解码）</translation>
    </message>
    <message>
        <source>scikit-image's sample photos are not available</source>
        <translation>scikit-image 的示例照片不可用</translation>
    </message>
    <message>
        <source>{path} holds {arr_dtype} {tuple_arr_shape}: expected uint8 pictures [N, H, W, 3]</source>
        <translation>{path} 中是 {arr_dtype} {tuple_arr_shape}：应为 uint8 图片 [N, H, W, 3]</translation>
    </message>
    <message>
        <source>{path} has {arr_shape_0} pictures, fewer than the {rows} asked for</source>
        <translation>{path} 只有 {arr_shape_0} 张图片，少于所要求的 {rows} 张</translation>
    </message>
    <message>
        <source>{path} is the held-out image itself: nothing is left to train on</source>
        <translation>{path} 就是留出集图像本身：没有剩下可训练的数据</translation>
    </message>
    <message>
        <source>cannot read {path} as a .npy array of pictures: {e}</source>
        <translation>无法将 {path} 读取为图片的 .npy 数组：{e}</translation>
    </message>
    <message>
        <source> outside {exclude}</source>
        <translation>（{exclude} 以外）</translation>
    </message>
    <message>
        <source>no .txt files in {path}{outside}</source>
        <translation>{path}{outside} 中没有 .txt 文件</translation>
    </message>
    <message>
        <source>{path} is the held-out text itself: nothing is left to train on</source>
        <translation>{path} 就是留出集文本本身：没有剩下可训练的数据</translation>
    </message>
    <message>
        <source>no readable text in {path}</source>
        <translation>{path} 中没有可读取的文本</translation>
    </message>
    <message>
        <source>{file} is not a UTF-8 text file (binary data or another encoding)</source>
        <translation>{file} 不是 UTF-8 文本文件（是二进制数据或其他编码）</translation>
    </message>
    <message>
        <source>seq_len must be at least 3</source>
        <translation>seq_len 必须至少为 3</translation>
    </message>
    <message>
        <source>cannot read {file}: {exc_strerror_or_exc}</source>
        <translation>无法读取 {file}：{exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{len_items} items but {len_logprobs} rows of log-probabilities</source>
        <translation>有 {len_items} 个条目，但对数概率有 {len_logprobs} 行</translation>
    </message>
    <message>
        <source>item {item_text} has {len_item_candidates} candidates, got {row_shape}</source>
        <translation>条目 {item_text} 有 {len_item_candidates} 个候选，实际得到 {row_shape}</translation>
    </message>
    <message>
        <source>expected one [MASK] in {chunk_i_text}, found {len_masks}</source>
        <translation>{chunk_i_text} 中应有一个 [MASK]，实际找到 {len_masks} 个</translation>
    </message>
    <message>
        <source>no texts to check</source>
        <translation>没有要检查的文本</translation>
    </message>
    <message>
        <source>a text model cannot explain an image patch: give an image (MAE) model</source>
        <translation>文本模型无法解释图像块：请提供图像 (MAE) 模型</translation>
    </message>
    <message>
        <source>unknown method {method}: choose one of {join_patch_methods}</source>
        <translation>未知的方法 {method}：请从 {join_patch_methods} 中选择一个</translation>
    </message>
    <message>
        <source>an image is needed</source>
        <translation>需要一张图像</translation>
    </message>
    <message>
        <source>patch ({r}, {c}) is outside the {rows} x {cols} grid (rows and columns from 0)</source>
        <translation>图像块 ({r}, {c}) 在 {rows} x {cols} 网格之外（行和列从 0 开始）</translation>
    </message>
    <message>
        <source>patch ({r}, {c}) is visible: explain a hidden patch (the model rebuilds only those)</source>
        <translation>图像块 ({r}, {c}) 是可见的：请解释一个隐藏的图像块（模型只重建隐藏图像块）</translation>
    </message>
    <message>
        <source>the mask has {m_size} cells but the model's grid is {rows} x {cols}</source>
        <translation>掩码有 {m_size} 个格子，但模型的网格是 {rows} x {cols}</translation>
    </message>
    <message>
        <source>target must be None, 'top1', 'true', a token or an id, got {type_target_name}</source>
        <translation>target 必须是 None、'top1'、'true'、一个词元或一个 id，实际为 {type_target_name}</translation>
    </message>
    <message>
        <source>a text model is needed, got {type_model_name}</source>
        <translation>需要文本模型，实际为 {type_model_name}</translation>
    </message>
    <message>
        <source>position {position} is outside the {len_ids} tokens (0..{len_ids_1})</source>
        <translation>位置 {position} 超出了 {len_ids} 个词元的范围（0..{len_ids_1}）</translation>
    </message>
    <message>
        <source>position {position} is a special token ({tok_id_to_token_ids_posi}), not a word</source>
        <translation>位置 {position} 是特殊词元（{tok_id_to_token_ids_posi}），不是词</translation>
    </message>
    <message>
        <source>target {target} is not in the model's vocabulary (one token, e.g. 'door')</source>
        <translation>目标 {target} 不在模型的词表中（应为单个词元，例如 'door'）</translation>
    </message>
    <message>
        <source>unknown method {method}: choose one of {join_text_methods}</source>
        <translation>未知的方法 {method}：请从 {join_text_methods} 中选择一个</translation>
    </message>
    <message>
        <source>the text has no {mask_name_tok} to explain (or it was cut off at the model's length)</source>
        <translation>文本中没有要解释的 {mask_name_tok}（或者它在模型的长度处被截断了）</translation>
    </message>
    <message>
        <source>unknown precision {precision}: choose one of {join_precisions}</source>
        <translation>未知的精度 {precision}：请从 {join_precisions} 中选择一个</translation>
    </message>
    <message>
        <source>the foil must differ from the target</source>
        <translation>对照词元 (foil) 必须与目标不同</translation>
    </message>
    <message>
        <source>no tokens to explain</source>
        <translation>没有要解释的词元</translation>
    </message>
    <message>
        <source>token id {bad_0} is outside the vocabulary of {tok_vocab_size}</source>
        <translation>词元 id {bad_0} 超出了词表范围（词表大小 {tok_vocab_size}）</translation>
    </message>
    <message>
        <source>{len_ids} tokens is more than the model's {tm_max_length}</source>
        <translation>{len_ids} 个词元超过了模型的上限 {tm_max_length}</translation>
    </message>
    <message>
        <source>the text has {len_masks} [MASK]s: say which to explain with --position (one of {join_map_str_masks})</source>
        <translation>文本中有 {len_masks} 个 [MASK]：请用 --position 指定要解释哪一个（{join_map_str_masks} 之一）</translation>
    </message>
    <message>
        <source>target 'true' needs a position that held a token (it was a [MASK])</source>
        <translation>target 'true' 需要一个原本有词元的位置（该位置原本就是 [MASK]）</translation>
    </message>
    <message>
        <source>target id {target} is outside the vocabulary of {tok_vocab_size}</source>
        <translation>目标 id {target} 超出了词表范围（词表大小 {tok_vocab_size}）</translation>
    </message>
    <message>
        <source>an animation is written as .gif, .png (APNG) or .mp4, not {suffix_or_a_file_without} ({path_path_name})</source>
        <translation>动画应写为 .gif、.png (APNG) 或 .mp4，而不是 {suffix_or_a_file_without}（{path_path_name}）</translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation>没有扩展名的文件</translation>
    </message>
    <message>
        <source>the frame rate must be from {min_fps} to {max_fps} frames a second, got {fps}</source>
        <translation>帧率必须在每秒 {min_fps} 到 {max_fps} 帧之间，实际为 {fps}</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>动画没有帧</translation>
    </message>
    <message>
        <source>the frames of an animation must all have one size</source>
        <translation>动画的所有帧必须尺寸相同</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>unknown animation format {fmt}</source>
        <translation>未知的动画格式 {fmt}</translation>
    </message>
    <message>
        <source>cannot write {path}: {exc_strerror_or_exc}</source>
        <translation>无法写入 {path}：{exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{what} must look like FROM:TO or FROM:TO:STEP, got {text}</source>
        <translation>{what} 的格式必须是 FROM:TO 或 FROM:TO:STEP，实际为 {text}</translation>
    </message>
    <message>
        <source>{what} must be finite numbers, got {text}</source>
        <translation>{what} 必须是有限的数，实际为 {text}</translation>
    </message>
    <message>
        <source>{what}: the step must not be 0</source>
        <translation>{what}：步长不能为 0</translation>
    </message>
    <message>
        <source>{what} takes whole numbers, got {text}</source>
        <translation>{what} 只接受整数，实际为 {text}</translation>
    </message>
    <message>
        <source>{what} {text} gives no frames (from {start} the step {step} never reaches {stop})</source>
        <translation>{what} {text} 不产生任何帧（从 {start} 出发，步长 {step} 永远到不了 {stop}）</translation>
    </message>
    <message>
        <source>{what} {text} gives {count} frames; at most {max_frames}</source>
        <translation>{what} {text} 产生 {count} 帧；最多允许 {max_frames} 帧</translation>
    </message>
    <message>
        <source>--sweep must look like image.ratio=0:0.95:0.05, got {spec}</source>
        <translation>--sweep 的格式必须类似 image.ratio=0:0.95:0.05，实际为 {spec}</translation>
    </message>
    <message>
        <source>--sweep: no tab {part} (one of {join_parts})</source>
        <translation>--sweep：没有 {part} 标签页（可选：{join_parts}）</translation>
    </message>
    <message>
        <source>--sweep: {part} has no numeric field {name} (one of {join_numeric})</source>
        <translation>--sweep：{part} 没有数值字段 {name}（可选：{join_numeric}）</translation>
    </message>
    <message>
        <source>--sweep {part}.{name} changes the {part} tab, but the frames show the {tab} tab</source>
        <translation>--sweep {part}.{name} 改变的是 {part} 标签页，但各帧显示的是 {tab} 标签页</translation>
    </message>
    <message>
        <source>--seeds: the {tab} tab has no seed</source>
        <translation>--seeds：{tab} 标签页没有随机种子</translation>
    </message>
    <message>
        <source>--rounds records the Generate tab's rounds or the Text tab's fill, not the {tab} tab</source>
        <translation>--rounds 录制的是“生成”标签页的各轮或“文本”标签页的填写过程，而不是 {tab} 标签页</translation>
    </message>
    <message>
        <source>--rounds: the {tab} tab has no rounds to show (0 frames)</source>
        <translation>--rounds：{tab} 标签页没有可显示的轮次（0 帧）</translation>
    </message>
    <message>
        <source>--run shows a run's checkpoints on the Text or Image tab, not the {tab} tab</source>
        <translation>--run 在“文本”或“图像”标签页上显示某次运行的检查点，而不是在 {tab} 标签页上</translation>
    </message>
    <message>
        <source>--run: the run has no checkpoints yet (0 frames)</source>
        <translation>--run：该运行还没有检查点（0 帧）</translation>
    </message>
    <message>
        <source>{what} must be numbers FROM:TO[:STEP], got {text}</source>
        <translation>{what} 必须是 FROM:TO[:STEP] 形式的数字，实际为 {text}</translation>
    </message>
    <message>
        <source>{what} needs a step (FROM:TO:STEP), got {text}</source>
        <translation>{what} 需要步长（FROM:TO:STEP），实际为 {text}</translation>
    </message>
    <message>
        <source>--seeds is out of range: {exc}</source>
        <translation>--seeds 超出范围：{exc}</translation>
    </message>
    <message>
        <source>--sweep is out of range: {exc}</source>
        <translation>--sweep 超出范围：{exc}</translation>
    </message>
    <message>
        <source>a web page is written as .html, not {path_path_suffix_or_a_fi}</source>
        <translation>网页应写为 .html，而不是 {path_path_suffix_or_a_fi}</translation>
    </message>
    <message>
        <source>the web page would be empty: no text view and no image frames</source>
        <translation>网页将是空的：没有文本视图，也没有图像帧</translation>
    </message>
    <message>
        <source>layer must be in [0, {num_layers}] or negative from the end, got {layer}</source>
        <translation>layer 必须在 [0, {num_layers}] 内，或为从末尾倒数的负数，实际为 {layer}</translation>
    </message>
    <message>
        <source>images must be [B, H, W, 3] or [B, 3, H, W], got {tuple_x_shape}</source>
        <translation>图像的形状必须是 [B, H, W, 3] 或 [B, 3, H, W]，实际为 {tuple_x_shape}</translation>
    </message>
    <message>
        <source>features must be [N, D] or [B, N, D], got {arr_shape}</source>
        <translation>特征的形状必须是 [N, D] 或 [B, N, D]，实际为 {arr_shape}</translation>
    </message>
    <message>
        <source>a PCA with {n} components needs at least {n} patches, got {x_shape_0}</source>
        <translation>{n} 个分量的 PCA 至少需要 {n} 个图像块，实际为 {x_shape_0} 个</translation>
    </message>
    <message>
        <source>n must be 1, 2 or 3, got {n}</source>
        <translation>n 必须是 1、2 或 3，实际为 {n}</translation>
    </message>
    <message>
        <source>features_a must be one image's patches [N, D], got {a_shape}</source>
        <translation>features_a 必须是单张图像的图像块特征 [N, D]，实际为 {a_shape}</translation>
    </message>
    <message>
        <source>features must be [n, d] with the same d, got {train_x_shape} and {test_x_shape}</source>
        <translation>特征的形状必须是 [n, d] 且 d 相同，实际为 {train_x_shape} 和 {test_x_shape}</translation>
    </message>
    <message>
        <source>features and labels differ in length</source>
        <translation>特征和标签的长度不同</translation>
    </message>
    <message>
        <source>a probe needs at least two classes in its training set</source>
        <translation>探针的训练集中至少需要两个类别</translation>
    </message>
    <message>
        <source>text probe task must be one of {text_tasks}, got {task}</source>
        <translation>文本探针任务必须是 {text_tasks} 之一，实际为 {task}</translation>
    </message>
    <message>
        <source>not a folder: {root}</source>
        <translation>不是文件夹：{root}</translation>
    </message>
    <message>
        <source>{root} needs at least two class subfolders (one per class), found {len_classes}</source>
        <translation>{root} 至少需要两个类别子文件夹（每个类别一个），实际找到 {len_classes} 个</translation>
    </message>
    <message>
        <source>{run_dir} has no checkpoints to probe</source>
        <translation>{run_dir} 没有可探测的检查点</translation>
    </message>
    <message>
        <source>class folder {name} in {root} holds no images</source>
        <translation>{root} 中的类别文件夹 {name} 没有图像</translation>
    </message>
    <message>
        <source>class folder {name} in {root} holds one image; a probe needs two or more per class</source>
        <translation>{root} 中的类别文件夹 {name} 只有一张图像；探针每个类别需要两张或更多</translation>
    </message>
    <message>
        <source>{source} holds too few images ({len_files}) for a train/test split</source>
        <translation>{source} 中的图像太少（{len_files} 张），无法划分训练集和测试集</translation>
    </message>
    <message>
        <source>{folder} holds a text model; task {task} needs an image model</source>
        <translation>{folder} 中是文本模型；任务 {task} 需要图像模型</translation>
    </message>
    <message>
        <source>{folder} holds an image model; task {task} needs a text model</source>
        <translation>{folder} 中是图像模型；任务 {task} 需要文本模型</translation>
    </message>
    <message>
        <source>word {word} of {chunk_i} was cut off by the tokenizer</source>
        <translation>{chunk_i} 的第 {word} 个词被分词器截断了</translation>
    </message>
    <message>
        <source>a MaskedLM object needs its tokenizer</source>
        <translation>MaskedLM 对象需要它的分词器</translation>
    </message>
    <message>
        <source>the reference corpus is missing: {path}</source>
        <translation>参考语料缺失：{path}</translation>
    </message>
    <message>
        <source>the corpus is empty</source>
        <translation>语料为空</translation>
    </message>
    <message>
        <source>cache entry is for another corpus or version</source>
        <translation>缓存条目属于另一个语料或版本</translation>
    </message>
    <message>
        <source>cache entry is incomplete</source>
        <translation>缓存条目不完整</translation>
    </message>
    <message>
        <source>rounds must be a whole number, at least 1; got {rounds}</source>
        <translation>rounds 必须是整数，至少为 1；实际为 {rounds}</translation>
    </message>
    <message>
        <source>order must be one of {join_orders}; got {order}</source>
        <translation>order 必须是 {join_orders} 之一；实际为 {order}</translation>
    </message>
    <message>
        <source>a ratio of {ratio} hides no patch of {num_patches}: nothing to reveal</source>
        <translation>比例 {ratio} 在 {num_patches} 个图像块中一个也不隐藏：没有可揭示的内容</translation>
    </message>
    <message>
        <source>{rounds} rounds for {hidden} hidden patches: every round must reveal at least one, so use at most {hidden} rounds (or hide more)</source>
        <translation>{hidden} 个隐藏图像块分 {rounds} 轮：每一轮至少要揭示一个，因此最多使用 {hidden} 轮（或隐藏更多图像块）</translation>
    </message>
    <message>
        <source>sample_causal needs a causal model (objective clm)</source>
        <translation>sample_causal 需要因果模型（objective clm）</translation>
    </message>
    <message>
        <source>the scorer must be a causal model (objective clm)</source>
        <translation>评分模型必须是因果模型（objective clm）</translation>
    </message>
    <message>
        <source>schedule must be one of {schedules}, got {schedule}</source>
        <translation>schedule 必须是 {schedules} 之一，实际为 {schedule}</translation>
    </message>
    <message>
        <source>need n &gt;= 0 and steps &gt;= 1, got n={n}, steps={steps}</source>
        <translation>需要 n &gt;= 0 且 steps &gt;= 1，实际为 n={n}, steps={steps}</translation>
    </message>
    <message>
        <source>{steps} steps for {n} masked positions: each step must reveal at least one</source>
        <translation>{n} 个掩码位置用 {steps} 步：每一步至少要揭示一个</translation>
    </message>
    <message>
        <source>unknown remasking {rule}</source>
        <translation>未知的重新掩码规则 {rule}</translation>
    </message>
    <message>
        <source>this model's tokenizer has no [MASK] token: it cannot generate by unmasking</source>
        <translation>此模型的分词器没有 [MASK] 词元：无法通过去掩码来生成</translation>
    </message>
    <message>
        <source>the prompt must be text</source>
        <translation>提示必须是文本</translation>
    </message>
    <message>
        <source>the model's tokenizer does not hold every word of the toy language</source>
        <translation>模型的分词器不包含玩具语言的每个词</translation>
    </message>
    <message>
        <source>need n &gt;= 1 and steps &gt;= 1, got n={n}, steps={steps}</source>
        <translation>需要 n &gt;= 1 且 steps &gt;= 1，收到的是 n={n}, steps={steps}</translation>
    </message>
    <message>
        <source>nothing is hidden: there is no token to reveal</source>
        <translation>没有隐藏任何内容：没有可揭示的词元</translation>
    </message>
    <message>
        <source>rounds must be a whole number from 1 to {n_hidden} (the hidden tokens), got {rounds}</source>
        <translation>rounds 必须是 1 到 {n_hidden}（隐藏的词元数）之间的整数，收到的是 {rounds}</translation>
    </message>
    <message>
        <source>{name} must be a number of at least 0, got {value}</source>
        <translation>{name} 必须是至少为 0 的数，收到的是 {value}</translation>
    </message>
    <message>
        <source>the prompt is longer than the model's {limit} tokens</source>
        <translation>提示超过了模型的 {limit} 个词元上限</translation>
    </message>
    <message>
        <source>steps ({settings_steps}) is more than the {n} masked position(s) to fill; use at most {n}</source>
        <translation>steps（{settings_steps}）多于要填写的 {n} 个掩码位置；最多使用 {n}</translation>
    </message>
    <message>
        <source>this is a causal (left-to-right) model: unmasking needs a bidirectional masked LM</source>
        <translation>这是因果（从左到右）模型：去掩码需要双向的掩码语言模型</translation>
    </message>
    <message>
        <source>{s} samples of {t} tokens is {s_t} tokens in one batch; at most {max_batch_positions} (memory): ask for fewer samples or a shorter length</source>
        <translation>{s} 个样本、每个 {t} 个词元，一个批次共 {s_t} 个词元；最多 {max_batch_positions} 个（内存限制）：请减少样本数或缩短长度</translation>
    </message>
    <message>
        <source>this model computes every position itself: block-causal attention and the key/value caches need one of the lab's own models</source>
        <translation>此模型自行计算每个位置：块因果注意力和键/值缓存需要实验室自己的模型</translation>
    </message>
    <message>
        <source>revise takes rows of one length</source>
        <translation>revise 只接受长度相同的行</translation>
    </message>
    <message>
        <source>attention must be one of {join_attention}, got {self_attention}</source>
        <translation>attention 必须是 {join_attention} 之一，收到的是 {self_attention}</translation>
    </message>
    <message>
        <source>cache must be one of {join_caches}, got {self_cache}</source>
        <translation>cache 必须是 {join_caches} 之一，收到的是 {self_cache}</translation>
    </message>
    <message>
        <source>remasking must be one of {join_remasking}, got {self_remasking}</source>
        <translation>remasking 必须是 {join_remasking} 之一，实际为 {self_remasking}</translation>
    </message>
    <message>
        <source>schedule must be one of {join_schedules}, got {self_schedule}</source>
        <translation>schedule 必须是 {join_schedules} 之一，实际为 {self_schedule}</translation>
    </message>
    <message>
        <source>a length of {length} with this prompt needs {len_ids_length} tokens; the model takes at most {limit} (at most {limit_len_ids} to write)</source>
        <translation>在此提示下长度 {length} 需要 {len_ids_length} 个词元；模型最多接受 {limit} 个（最多可写 {limit_len_ids} 个）</translation>
    </message>
    <message>
        <source>remask cannot be combined with remasking {self_remasking}: taking tokens back needs the fixed steps of a schedule</source>
        <translation>remask 不能与重遮蔽方式 {self_remasking} 同用：收回词元需要调度的固定步数</translation>
    </message>
    <message>
        <source>remask cannot be combined with blocks (block length {self_block_length}): it revises the whole sequence</source>
        <translation>remask 不能与分块同用（块长 {self_block_length}）：它会修改整个序列</translation>
    </message>
    <message>
        <source>remask cannot be combined with the {self_cache} cache: a token taken back changes the keys and values it keeps</source>
        <translation>remask 不能与 {self_cache} 缓存同用：收回的词元会改变缓存保存的键和值</translation>
    </message>
    <message>
        <source>cannot read an image from a {type_source_name}</source>
        <translation>无法从 {type_source_name} 读取图像</translation>
    </message>
    <message>
        <source>{name} is {w}x{h} ({w_h_1000000_0} megapixels); the limit is {max_pixels_1000000_0}</source>
        <translation>{name} 为 {w}x{h}（{w_h_1000000_0} 百万像素）；上限为 {max_pixels_1000000_0} 百万像素</translation>
    </message>
    <message>
        <source>an image array must be HxW, HxWx1, HxWx3 or HxWx4, got shape {arr_shape}</source>
        <translation>图像数组必须是 HxW、HxWx1、HxWx3 或 HxWx4，实际形状为 {arr_shape}</translation>
    </message>
    <message>
        <source>{name} is not an image file (PNG, JPEG, GIF, BMP, TIFF or WebP)</source>
        <translation>{name} 不是图像文件（PNG、JPEG、GIF、BMP、TIFF 或 WebP）</translation>
    </message>
    <message>
        <source>{name} could not be decoded ({exc})</source>
        <translation>{name} 无法解码（{exc}）</translation>
    </message>
    <message>
        <source>the bundled {kind} model is missing from {folder}</source>
        <translation>{folder} 中缺少内置的 {kind} 模型</translation>
    </message>
    <message>
        <source>{ids_shape_1} tokens is more than the model's {tm_max_length}</source>
        <translation>{ids_shape_1} 个词元超过了模型的上限 {tm_max_length}</translation>
    </message>
    <message>
        <source>the text has no {own} to fill</source>
        <translation>文本中没有要填写的 {own}</translation>
    </message>
    <message>
        <source>every {mask} was cut off: the text is longer than {tm_max_length} tokens</source>
        <translation>所有 {mask} 都被截断了：文本超过 {tm_max_length} 个词元</translation>
    </message>
    <message>
        <source>{name}: must be between {fmt_lo} and {fmt_hi}, got {show_value}</source>
        <translation>{name}：必须在 {fmt_lo} 到 {fmt_hi} 之间，实际为 {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a whole number from {lo} to {hi}, got {show_value}</source>
        <translation>{name}：必须是 {lo} 到 {hi} 之间的整数，实际为 {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be one of {join_options}, got {show_value}</source>
        <translation>{name}：必须是 {join_options} 之一，实际为 {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be text, got {show_value}</source>
        <translation>{name}：必须是文本，实际为 {show_value}</translation>
    </message>
    <message>
        <source>{name}: must not be empty</source>
        <translation>{name}：不能为空</translation>
    </message>
    <message>
        <source>{name}: is {len_value} characters long; at most {limit} are accepted</source>
        <translation>{name}：长 {len_value} 个字符；最多接受 {limit} 个</translation>
    </message>
    <message>
        <source>{name}: must be true or false, got {show_value}</source>
        <translation>{name}：必须是 true 或 false，实际为 {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a list of names, got {show_value}</source>
        <translation>{name}：必须是名称列表，实际为 {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a list of whole numbers, got {show_value}</source>
        <translation>{name}：必须是整数列表，实际为 {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a grid of 0 and 1 (a list of up to {limit} rows)</source>
        <translation>{name}：必须是由 0 和 1 组成的网格（最多 {limit} 行的列表）</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object, got {show_value}</source>
        <translation>{name}：必须是 JSON 对象，实际为 {show_value}</translation>
    </message>
    <message>
        <source>{name}[{r}]: must be a row of 0 and 1</source>
        <translation>{name}[{r}]：必须是由 0 和 1 组成的一行</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>a list of {len_value}</source>
        <translation>一个含 {len_value} 项的列表</translation>
    </message>
    <message>
        <source>{name}: must be {kind} {span}, got {show_value}</source>
        <translation>{name}：必须是{span}的{kind}，收到 {show_value}</translation>
    </message>
    <message>
        <source>{name}: rows must all have the same length ({width}), row {r} has {len_row}</source>
        <translation>{name}：所有行的长度必须相同（{width}），第 {r} 行的长度为 {len_row}</translation>
    </message>
    <message>
        <source>{name}[{r}][{c}]: must be 0 or 1, got {show_cell}</source>
        <translation>{name}[{r}][{c}]：必须是 0 或 1，实际为 {show_cell}</translation>
    </message>
    <message>
        <source>{key}.compare.model: no such model or run folder: {choice_model}</source>
        <translation>{key}.compare.model：没有这个模型或训练运行文件夹：{choice_model}</translation>
    </message>
    <message>
        <source>a lab state</source>
        <translation>实验状态</translation>
    </message>
    <message>
        <source>{name} is {len_raw_1000000_0} MB; {kind} is a small JSON file</source>
        <translation>{name} 有 {len_raw_1000000_0} MB；{kind} 应是一个小型 JSON 文件</translation>
    </message>
    <message>
        <source>{constant} is not a number {kind} can hold</source>
        <translation>{constant} 不是 {kind} 能容纳的数字</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be {kind} (more than {max_json_depth} levels)</source>
        <translation>{name} 嵌套层级太深（超过 {max_json_depth} 层），不能作为 {kind}</translation>
    </message>
    <message>
        <source>{name}: the relative path {shown_name_source} leads out of the {kind}'s folder; a relative path must stay inside it (put the file next to the {kind}, or give its absolute path)</source>
        <translation>{name}：相对路径 {shown_name_source} 指向了 {kind} 所在文件夹之外；相对路径必须留在该文件夹内（把文件放在 {kind} 旁边，或给出绝对路径）</translation>
    </message>
    <message>
        <source>no such {kind}: {shown_name_path}</source>
        <translation>没有这个 {kind}：{shown_name_path}</translation>
    </message>
    <message>
        <source>{shown_name_path} is not a file</source>
        <translation>{shown_name_path} 不是文件</translation>
    </message>
    <message>
        <source>{shown_name_path_name} is {size_1000000_0} MB; {what} is a small JSON file</source>
        <translation>{shown_name_path_name} 有 {size_1000000_0} MB；{what} 应是一个小型 JSON 文件</translation>
    </message>
    <message>
        <source>a lab state must be a JSON object</source>
        <translation>实验状态必须是 JSON 对象</translation>
    </message>
    <message>
        <source>format: not an MLM Lab state (format is {checks_show_data_get_for}, expected {format})</source>
        <translation>format：不是 MLM Lab 实验状态（format 为 {checks_show_data_get_for}，应为 {format}）</translation>
    </message>
    <message>
        <source>version: this app reads lab state version {version}, got {checks_show_version}</source>
        <translation>version：此应用只能读取版本 {version} 的实验状态，实际为 {checks_show_version}</translation>
    </message>
    <message>
        <source>a number of {len_digits_lstrip} digits; no field of {kind} needs one</source>
        <translation>一个 {len_digits_lstrip} 位的数字；{kind} 中没有哪个字段需要这么长的数字</translation>
    </message>
    <message>
        <source>{name} is not a text file</source>
        <translation>{name} 不是文本文件</translation>
    </message>
    <message>
        <source>{name} is not valid JSON (line {exc_lineno}: {exc_msg})</source>
        <translation>{name} 不是有效的 JSON（第 {exc_lineno} 行：{exc_msg}）</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be {kind}</source>
        <translation>{name} 嵌套层级太深，不能作为 {kind}</translation>
    </message>
    <message>
        <source>{name} holds {exc}</source>
        <translation>{name} 中有问题：{exc}</translation>
    </message>
    <message>
        <source>{name} holds a number that cannot be read ({exc})</source>
        <translation>{name} 中有一个无法读取的数字（{exc}）</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be a lab state</source>
        <translation>{name} 嵌套层级太深，不能作为实验状态</translation>
    </message>
    <message>
        <source>cannot open the {kind} {shown_name_path}: {reason_exc}</source>
        <translation>无法打开 {kind} {shown_name_path}：{reason_exc}</translation>
    </message>
    <message>
        <source>cannot read {shown_name_path_name}: {reason_exc}</source>
        <translation>无法读取 {shown_name_path_name}：{reason_exc}</translation>
    </message>
    <message>
        <source>models.{kind}: must map 'text'/'image' to 'bundled' or a folder, got {checks_show_source}</source>
        <translation>models.{kind}：必须把 'text'/'image' 映射到 'bundled' 或一个文件夹，实际为 {checks_show_source}</translation>
    </message>
    <message>
        <source>lab file</source>
        <translation>实验文件</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object, got {checks_show_data}</source>
        <translation>{name}：必须是 JSON 对象，实际为 {checks_show_data}</translation>
    </message>
    <message>
        <source>{name}.{wrong_0}: not a field of a {kind} exercise</source>
        <translation>{name}.{wrong_0}：不是 {kind} 练习的字段</translation>
    </message>
    <message>
        <source>{name}: no such live figure {checks_show_value} (one of {join_figures})</source>
        <translation>{name}：没有实时数值 {checks_show_value}（可选：{join_figures}）</translation>
    </message>
    <message>
        <source>{name}: no such state field {checks_show_value} ("tab" or a tab's setting, e.g. "image.strategy")</source>
        <translation>{name}：没有状态字段 {checks_show_value}（应为 "tab" 或某个标签页的设置，例如 "image.strategy"）</translation>
    </message>
    <message>
        <source>{name}: nested more than {max_depth} deep</source>
        <translation>{name}：嵌套超过 {max_depth} 层</translation>
    </message>
    <message>
        <source>{name}: must be a condition (a JSON object), got {checks_show_data}</source>
        <translation>{name}：必须是一个条件（JSON 对象），实际为 {checks_show_data}</translation>
    </message>
    <message>
        <source>{name}.{extra_0}: not allowed beside {join_sorted_keys}</source>
        <translation>{name}.{extra_0}：不能与 {join_sorted_keys} 同时出现</translation>
    </message>
    <message>
        <source>{name}: give exactly one of {join_allowed} for the {subject}</source>
        <translation>{name}：请为 {subject} 给出 {join_allowed} 中的恰好一个</translation>
    </message>
    <message>
        <source>{subject} between {lo} and {hi}{unit}</source>
        <translation>{subject} 介于 {lo} 和 {hi}{unit} 之间</translation>
    </message>
    <message>
        <source>{name}.kind: a guess is about a blank of the text tab, but the step shows {tab}</source>
        <translation>{name}.kind：猜词练习针对的是“文本”标签页中的空白，但此步骤显示的是 {tab}</translation>
    </message>
    <message>
        <source>{name}.{op}: must be a non-empty list of conditions</source>
        <translation>{name}.{op}：必须是非空的条件列表</translation>
    </message>
    <message>
        <source>{subject} is one of {join_map_repr_condition}</source>
        <translation>{subject} 为以下之一：{join_map_repr_condition}</translation>
    </message>
    <message>
        <source>{subject} below {condition_below}{unit}</source>
        <translation>{subject} 低于 {condition_below}{unit}</translation>
    </message>
    <message>
        <source>{subject} above {condition_above}{unit}</source>
        <translation>{subject} 高于 {condition_above}{unit}</translation>
    </message>
    <message>
        <source>; the model's top-5: {listing} (yours is {where})</source>
        <translation>；模型的前 5 名：{listing}（你的答案：{where}）</translation>
    </message>
    <message>
        <source>Right: the blank is “{ex_answer}”{model}.</source>
        <translation>正确：空白处是“{ex_answer}”{model}。</translation>
    </message>
    <message>
        <source>Not “{word_strip}”: try again, or reveal{model}.</source>
        <translation>不是“{word_strip}”：请再试一次，或揭示答案{model}。</translation>
    </message>
    <message>
        <source> ({len_ex_correct} options are right)</source>
        <translation>（有 {len_ex_correct} 个选项是正确的）</translation>
    </message>
    <message>
        <source>Not quite{hint}: try again, or reveal.</source>
        <translation>还不完全对{hint}：请再试一次，或揭示答案。</translation>
    </message>
    <message>
        <source>{shown}{unit} is too low (more than ± {ex_tolerance} off): try again.</source>
        <translation>{shown}{unit} 太低了（偏差超过 ± {ex_tolerance}）：请再试一次。</translation>
    </message>
    <message>
        <source>Not yet: the lab needs {describe_condition_ex_co}{measured}.</source>
        <translation>还没有：实验需要 {describe_condition_ex_co}{measured}。</translation>
    </message>
    <message>
        <source>{name}.options: must be a list of 2 to {max_options} answers, got {checks_show_options}</source>
        <translation>{name}.options：必须是包含 2 到 {max_options} 个答案的列表，实际为 {checks_show_options}</translation>
    </message>
    <message>
        <source>{name}.correct: name at least one right option (indices from 0)</source>
        <translation>{name}.correct：请至少指定一个正确选项（序号从 0 开始）</translation>
    </message>
    <message>
        <source>{name}.correct: an option is named twice</source>
        <translation>{name}.correct：有选项被指定了两次</translation>
    </message>
    <message>
        <source>{name}.between: must be [low, high]</source>
        <translation>{name}.between：必须是 [low, high]</translation>
    </message>
    <message>
        <source>{name}.between: the low end {lo} is above the high end {hi}</source>
        <translation>{name}.between：下限 {lo} 高于上限 {hi}</translation>
    </message>
    <message>
        <source>{name}.in: must be a list of values</source>
        <translation>{name}.in：必须是值的列表</translation>
    </message>
    <message>
        <source>its #{tokens_index_typed_1}</source>
        <translation>它的第 {tokens_index_typed_1} 名</translation>
    </message>
    <message>
        <source>not in its top-5</source>
        <translation>不在它的前 5 名中</translation>
    </message>
    <message>
        <source>Right: {shown}.</source>
        <translation>正确：{shown}。</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>请先选择一个答案。</translation>
    </message>
    <message>
        <source>Right: the lab measures {live}{unit}; {shown} is within ± {ex_tolerance}.</source>
        <translation>正确：实验测得 {live}{unit}；{shown} 在 ± {ex_tolerance} 之内。</translation>
    </message>
    <message>
        <source>{shown}{unit} is too high (more than ± {ex_tolerance} off): try again.</source>
        <translation>{shown}{unit} 太高了（偏差超过 ± {ex_tolerance}）：请再试一次。</translation>
    </message>
    <message>
        <source>Done: {describe_condition_ex_co}{measured}.</source>
        <translation>完成：{describe_condition_ex_co}{measured}。</translation>
    </message>
    <message>
        <source>{name}.solution: must be a lab state (a JSON object), got {checks_show_solution}</source>
        <translation>{name}.solution：必须是实验状态（JSON 对象），实际为 {checks_show_solution}</translation>
    </message>
    <message>
        <source>{name}: a condition holds all, any, not, figure or field</source>
        <translation>{name}：条件中必须有 all、any、not、figure 或 field</translation>
    </message>
    <message>
        <source>{name}.is: must be a plain value (text, a number, true or false)</source>
        <translation>{name}.is：必须是简单值（文本、数字、true 或 false）</translation>
    </message>
    <message>
        <source>{name}: must be [row, col] or null, got {checks_show_value}</source>
        <translation>{name}：必须是 [row, col] 或 null，实际为 {checks_show_value}</translation>
    </message>
    <message>
        <source>{name}: must be a list of 1 to {max_images} pictures ("{sample_prefix}&lt;name&gt;" or image files), got {show_value}</source>
        <translation>{name}：必须是包含 1 到 {max_images} 张图片的列表（"{sample_prefix}&lt;name&gt;" 或图像文件），实际为 {show_value}</translation>
    </message>
    <message>
        <source>{name}: must be [image index, patch index] or null, got {show_value}</source>
        <translation>{name}：必须是 [图像序号, 图像块序号] 或 null，实际为 {show_value}</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>{name}: no such part {focus} (one of {known})</source>
        <translation>{name}：没有 {focus} 这个部分（可选：{known}）</translation>
    </message>
    <message>
        <source>{name}: {focus} is on the {part_tab} tab, but the step shows the {tab} tab</source>
        <translation>{name}：{focus} 在 {part_tab} 标签页上，但此步骤显示的是 {tab} 标签页</translation>
    </message>
    <message>
        <source>{name}: must be a lab state (a JSON object), got {checks_show_data}</source>
        <translation>{name}：必须是实验状态（JSON 对象），实际为 {checks_show_data}</translation>
    </message>
    <message>
        <source>the lesson file</source>
        <translation>课程文件</translation>
    </message>
    <message>
        <source>{name}: a step must be a JSON object, got {checks_show_data}</source>
        <translation>{name}：步骤必须是 JSON 对象，实际为 {checks_show_data}</translation>
    </message>
    <message>
        <source>{name}.state: missing; every step holds the lab state it shows</source>
        <translation>{name}.state：缺失；每个步骤都要包含它所显示的实验状态</translation>
    </message>
    <message>
        <source>a lesson must be a JSON object</source>
        <translation>课程必须是 JSON 对象</translation>
    </message>
    <message>
        <source>format: this is a lab state (.mlmlab), not a lesson; open it as a lab file</source>
        <translation>format：这是实验状态 (.mlmlab)，不是课程；请作为实验文件打开它</translation>
    </message>
    <message>
        <source>format: not an MLM Lab lesson (format is {checks_show_fmt}, expected {format})</source>
        <translation>format：不是 MLM Lab 课程（format 为 {checks_show_fmt}，应为 {format}）</translation>
    </message>
    <message>
        <source>version: this app reads lesson version {version}, got {checks_show_version}</source>
        <translation>version：此应用只能读取版本 {version} 的课程，实际为 {checks_show_version}</translation>
    </message>
    <message>
        <source>steps: must be a list of steps, got {checks_show_steps}</source>
        <translation>steps：必须是步骤列表，实际为 {checks_show_steps}</translation>
    </message>
    <message>
        <source>steps: a lesson needs at least one step</source>
        <translation>steps：课程至少需要一个步骤</translation>
    </message>
    <message>
        <source>steps: {len_steps} steps; a lesson holds at most {max_steps}</source>
        <translation>steps：{len_steps} 个步骤；一个课程最多只能有 {max_steps} 个</translation>
    </message>
    <message>
        <source>{name}: no such setting: {join_typos}</source>
        <translation>{name}：没有这个设置：{join_typos}</translation>
    </message>
    <message>
        <source>{name}.hide: {join_map_repr_unknown} hides nothing (no such tab or control)</source>
        <translation>{name}.hide：{join_map_repr_unknown} 不会隐藏任何内容（没有这样的标签页或控件）</translation>
    </message>
    <message>
        <source>steps[{i}].state.{exc}</source>
        <translation>steps[{i}].state.{exc}</translation>
    </message>
    <message>
        <source>lesson file</source>
        <translation>课程文件</translation>
    </message>
    <message>
        <source>a lesson translation</source>
        <translation>课程译文</translation>
    </message>
    <message>
        <source>{name}: must be a JSON object</source>
        <translation>{name}：必须是 JSON 对象</translation>
    </message>
    <message>
        <source>{name}: format: not a lesson translation (expected {format}, got {checks_show_data_get_for})</source>
        <translation>{name}：format：不是课程译文（应为 {format}，实际为 {checks_show_data_get_for}）</translation>
    </message>
    <message>
        <source>{name}: version: this app reads translation version {version}, got {checks_show_version}</source>
        <translation>{name}：version：此应用只能读取版本 {version} 的译文，实际为 {checks_show_version}</translation>
    </message>
    <message>
        <source>{name}: no such field: {join_unknown}</source>
        <translation>{name}：没有这个字段：{join_unknown}</translation>
    </message>
    <message>
        <source>{name}.steps: must be a list, got {checks_show_rows}</source>
        <translation>{name}.steps：必须是列表，实际为 {checks_show_rows}</translation>
    </message>
    <message>
        <source>{name}.steps: {len_rows} steps translated, but the lesson has {steps}</source>
        <translation>{name}.steps：翻译了 {len_rows} 个步骤，但课程有 {steps} 个</translation>
    </message>
    <message>
        <source>{where}: must be a JSON object, got {checks_show_row}</source>
        <translation>{where}：必须是 JSON 对象，实际为 {checks_show_row}</translation>
    </message>
    <message>
        <source>{where}: no such field: {join_unknown}</source>
        <translation>{where}：没有这个字段：{join_unknown}</translation>
    </message>
    <message>
        <source>{where}.exercise: must be a JSON object, got {checks_show_ex}</source>
        <translation>{where}.exercise：必须是 JSON 对象，实际为 {checks_show_ex}</translation>
    </message>
    <message>
        <source>{where}.exercise.options: must be a list of strings</source>
        <translation>{where}.exercise.options：必须是字符串列表</translation>
    </message>
    <message>
        <source>translation file</source>
        <translation>译文文件</translation>
    </message>
    <message>
        <source>{path_name} is not an MLM Lab progress file</source>
        <translation>{path_name} 不是 MLM Lab 学习进度文件</translation>
    </message>
    <message>
        <source>{path_name}: students must be an object</source>
        <translation>{path_name}：students 必须是对象</translation>
    </message>
    <message>
        <source>{path_name}: students.{name} must be an object</source>
        <translation>{path_name}：students.{name} 必须是对象</translation>
    </message>
    <message>
        <source>{where}.{field} must be {wanted}, got {json_dumps_value_40}: not a progress record</source>
        <translation>{where}.{field} 必须是 {wanted}，实际为 {json_dumps_value_40}：不是学习进度记录</translation>
    </message>
    <message>
        <source>{path_name}: students.{name} holds a step that is not a record</source>
        <translation>{path_name}：students.{name} 中有一个步骤不是记录</translation>
    </message>
    <message>
        <source>unknown sample photo {name}</source>
        <translation>未知的示例照片 {name}</translation>
    </message>
    <message>
        <source>image.source: no sample photo named {source_len_sample_prefix}; the samples are {join_k_for_k_in_samples}</source>
        <translation>image.source：没有名为 {source_len_sample_prefix} 的示例照片；可用的示例有 {join_k_for_k_in_samples}</translation>
    </message>
    <message>
        <source>image.source: {exc}</source>
        <translation>image.source：{exc}</translation>
    </message>
    <message>
        <source>image.source: {shown_name_source} could not be read ({exc})</source>
        <translation>image.source：无法读取 {shown_name_source}（{exc}）</translation>
    </message>
    <message>
        <source>models.{kind}: the {kind} model folder {shown_name_source} does not exist</source>
        <translation>models.{kind}：{kind} 模型文件夹 {shown_name_source} 不存在</translation>
    </message>
    <message>
        <source>features.sources[{i}]: no sample photo named {source_len_sample_prefix}</source>
        <translation>features.sources[{i}]：没有名为 {source_len_sample_prefix} 的示例照片</translation>
    </message>
    <message>
        <source>the values have an empty item: {text}</source>
        <translation>取值中有一个空项：{text}</translation>
    </message>
    <message>
        <source>{name}: mask_token_prob, random_token_prob and keep_prob must sum to 1</source>
        <translation>{name}：mask_token_prob、random_token_prob 和 keep_prob 之和必须为 1</translation>
    </message>
    <message>
        <source>no such file or folder: {shown_name_self_path}</source>
        <translation>没有这个文件或文件夹：{shown_name_self_path}</translation>
    </message>
    <message>
        <source>{name}: must be a list of run folders, got {checks_show_value}</source>
        <translation>{name}：必须是训练运行文件夹的列表，实际为 {checks_show_value}</translation>
    </message>
    <message>
        <source>{name}.objective: image runs are masked autoencoders (mlm), got {values_objective}</source>
        <translation>{name}.objective：图像训练只能是掩码自编码器 (mlm)，实际为 {values_objective}</translation>
    </message>
    <message>
        <source>choose a file or folder for the training data</source>
        <translation>请为训练数据选择一个文件或文件夹</translation>
    </message>
    <message>
        <source>the training data {shown_name_self_path} cannot be a file or folder ({why})</source>
        <translation>训练数据 {shown_name_self_path} 不是可用的文件或文件夹名（{why}）</translation>
    </message>
    <message>
        <source>a name over 255 bytes</source>
        <translation>超过 255 字节的名称</translation>
    </message>
    <message>
        <source>strategy {self_key}: family must be one of {families}, got {self_family}</source>
        <translation>策略 {self_key}：family 必须是 {families} 之一，实际为 {self_family}</translation>
    </message>
    <message>
        <source>strategy must be one of {token_strategies}, got {self_strategy}</source>
        <translation>strategy 必须是 {token_strategies} 之一，实际为 {self_strategy}</translation>
    </message>
    <message>
        <source>mask_token_prob + random_token_prob must be at most 1 (got {self_mask_token_prob} + {self_random_token_prob}); the rest is kept</source>
        <translation>mask_token_prob + random_token_prob 不能超过 1（实际为 {self_mask_token_prob} + {self_random_token_prob}）；其余部分保持不变</translation>
    </message>
    <message>
        <source>strategy must be one of {patch_strategies}, got {self_strategy}</source>
        <translation>strategy 必须是 {patch_strategies} 之一，实际为 {self_strategy}</translation>
    </message>
    <message>
        <source>rates must be [B] = [{b}], got {tuple_rates_shape}</source>
        <translation>rates 的形状必须是 [B] = [{b}]，实际为 {tuple_rates_shape}</translation>
    </message>
    <message>
        <source>need a batch and a grid of at least 1, got {batch} x {n}</source>
        <translation>批次和网格都至少需要 1，收到的是 {batch} x {n}</translation>
    </message>
    <message>
        <source>grid must be (rows, cols) with both &gt;= 1, got {grid}</source>
        <translation>grid 必须是 (rows, cols) 且两者都 &gt;= 1，实际为 {grid}</translation>
    </message>
    <message>
        <source>every row of a patch mask must hide the same number of patches</source>
        <translation>图像块掩码的每一行必须隐藏相同数量的图像块</translation>
    </message>
    <message>
        <source>n must be &gt;= 0, got {n}</source>
        <translation>n 必须 &gt;= 0，实际为 {n}</translation>
    </message>
    <message>
        <source>mean_span_length must be &gt;= 1, got {mean_span_length}</source>
        <translation>mean_span_length 必须 &gt;= 1，实际为 {mean_span_length}</translation>
    </message>
    <message>
        <source>input_ids must be [T] or [B, T], got shape {tuple_ids_shape}</source>
        <translation>input_ids 必须是 [T] 或 [B, T]，实际形状为 {tuple_ids_shape}</translation>
    </message>
    <message>
        <source>need {num_spans_1} sentinel ids, got {len_sentinel_ids}</source>
        <translation>需要 {num_spans_1} 个哨兵词元 id，实际为 {len_sentinel_ids} 个</translation>
    </message>
    <message>
        <source>input_ids must be [B, T], got shape {tuple_input_ids_shape}</source>
        <translation>input_ids 必须是 [B, T]，实际形状为 {tuple_input_ids_shape}</translation>
    </message>
    <message>
        <source>{name} must have the shape of input_ids {tuple_ids_shape}, got {tuple_tensor_shape}</source>
        <translation>{name} 的形状必须与 input_ids 的 {tuple_ids_shape} 相同，实际为 {tuple_tensor_shape}</translation>
    </message>
    <message>
        <source>the vocabulary has no ordinary token to draw a random replacement from</source>
        <translation>词表中没有可用来抽取随机替换的普通词元</translation>
    </message>
    <message>
        <source> for training</source>
        <translation>（用于训练）</translation>
    </message>
    <message>
        <source>cannot read {path}: the safetensors header is not a JSON object</source>
        <translation>无法读取 {path}：safetensors 文件头不是 JSON 对象</translation>
    </message>
    <message>
        <source>{path_path_name} does not match {where}: missing {missing_3}, unexpected {unexpected_3}</source>
        <translation>{path_path_name} 与 {where} 不匹配：缺少 {missing_3}，多出 {unexpected_3}</translation>
    </message>
    <message>
        <source>{where}: {key} {show_value} is not a whole number; set it to a whole number from 1 to {high}</source>
        <translation>{where}: {key} {show_value} 不是整数；请设为 1 到 {high} 之间的整数</translation>
    </message>
    <message>
        <source>{where}: {key} {show_value} is out of range; set it to a value from 1 to {high}</source>
        <translation>{where}: {key} {show_value} 超出范围；请设为 1 到 {high} 之间的值</translation>
    </message>
    <message>
        <source>{where}: {size} {data_size} does not split into {heads} {data_heads} attention heads; make {size} a multiple of {heads}</source>
        <translation>{where}: {size} {data_size} 无法均分给 {heads} {data_heads} 个注意力头；请把 {size} 设为 {heads} 的倍数</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc_strerror_or_exc}</source>
        <translation>无法读取 {path}：{exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>cannot read {path}: the safetensors header is not JSON ({exc})</source>
        <translation>无法读取 {path}：safetensors 文件头不是 JSON（{exc}）</translation>
    </message>
    <message>
        <source>cannot read {path}: the entry for {name} in its header is malformed</source>
        <translation>无法读取 {path}：文件头中 {name} 的条目格式错误</translation>
    </message>
    <message>
        <source>cannot read {path}: it is cut short ({name} ends at byte {offsets_1} of {data_size}); the file is truncated</source>
        <translation>无法读取 {path}：文件不完整（{name} 结束于第 {offsets_1} 字节，而数据只有 {data_size} 字节）；文件被截断了</translation>
    </message>
    <message>
        <source>cannot read {path}: {name} has dtype {str_info_get_dtype_20}, which is not one safetensors writes</source>
        <translation>无法读取 {path}：{name} 的 dtype 为 {str_info_get_dtype_20}，这不是 safetensors 会写入的类型</translation>
    </message>
    <message>
        <source>cannot read {path}: its header gives {name} {offsets_1_offsets_0} bytes, but its shape {shape} of {info_dtype} takes {need}; the file is damaged</source>
        <translation>无法读取 {path}：文件头给 {name} 分配了 {offsets_1_offsets_0} 字节，但其形状 {shape}（{info_dtype}）需要 {need}；文件已损坏</translation>
    </message>
    <message>
        <source>{path_path_name} does not match {where}: {name} is {list_found_name} in the file, {list_shape} by the config</source>
        <translation>{path_path_name} 与 {where} 不匹配：{name} 在文件中是 {list_found_name}，按配置应为 {list_shape}</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide {name_image_size} {get_image_size}</source>
        <translation>{field_name} {shown} 不能整除 {name_image_size} {get_image_size}</translation>
    </message>
    <message>
        <source>use one of {join_map_str_sizes_8}</source>
        <translation>请使用以下之一：{join_map_str_sizes_8}</translation>
    </message>
    <message>
        <source>{field_name} {shown} cuts a {get_image_size} px image into {patches} patches</source>
        <translation>{field_name} {shown} 会把 {get_image_size} px 的图像切成 {patches} 个图像块</translation>
    </message>
    <message>
        <source>use a patch of at least {math_ceil_get_image_size} px (at most {max_patches} patches)</source>
        <translation>请使用至少 {math_ceil_get_image_size} px 的图像块（最多 {max_patches} 个图像块）</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide {width} {get_width}</source>
        <translation>{field_name} {shown} 不能整除 {width} {get_width}</translation>
    </message>
    <message>
        <source>use one of {join_map_str_options}</source>
        <translation>请使用以下之一：{join_map_str_options}</translation>
    </message>
    <message>
        <source>cannot read {path}: {size} bytes, too short for a safetensors file</source>
        <translation>无法读取 {path}：只有 {size} 字节，作为 safetensors 文件太短</translation>
    </message>
    <message>
        <source>cannot read {path}: its header claims {n} bytes of a {size}-byte file</source>
        <translation>无法读取 {path}：文件头声称占 {n} 字节，而文件只有 {size} 字节</translation>
    </message>
    <message>
        <source> (write {int_value}, not {value})</source>
        <translation>（请写 {int_value}，而不是 {value}）</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a whole number</source>
        <translation>{field_name} {shown} 不是整数</translation>
    </message>
    <message>
        <source>set it to a whole number from {low} to {high}{hint}</source>
        <translation>请设为 {low} 到 {high} 之间的整数{hint}</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a finite number</source>
        <translation>{field_name} {shown} 不是有限数</translation>
    </message>
    <message>
        <source>set it to a number from {low} to {high}</source>
        <translation>请设为 {low} 到 {high} 之间的数</translation>
    </message>
    <message>
        <source>set it to a value from {low} to {high}</source>
        <translation>请设为 {low} 到 {high} 之间的值</translation>
    </message>
    <message>
        <source>{field_name} {shown} is out of range</source>
        <translation>{field_name} {shown} 超出范围</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not a token of the {get_vocab_size}-word vocabulary</source>
        <translation>{field_name} {shown} 不是 {get_vocab_size} 词词表中的词元</translation>
    </message>
    <message>
        <source>set it below {name_vocab_size} (0 in the lab's tokenizers)</source>
        <translation>请设为小于 {name_vocab_size} 的值（本实验的分词器中为 0）</translation>
    </message>
    <message>
        <source>{field_name} {shown} does not divide by 4 (the 2-D sine-cosine positions need it)</source>
        <translation>{field_name} {shown} 不能被 4 整除（二维正弦-余弦位置编码需要）</translation>
    </message>
    <message>
        <source>use {get_field_4_4_or_4} or {get_field_4_4_4}</source>
        <translation>请使用 {get_field_4_4_or_4} 或 {get_field_4_4_4}</translation>
    </message>
    <message>
        <source> above 0</source>
        <translation>（大于 0）</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not {get_in_channels} finite numbers{above}</source>
        <translation>{field_name} {shown} 不是 {get_in_channels} 个有限数{above}</translation>
    </message>
    <message>
        <source>write a list of {get_in_channels} numbers, e.g. {list_default_stat_field}</source>
        <translation>请写一个含 {get_in_channels} 个数的列表，例如 {list_default_stat_field}</translation>
    </message>
    <message>
        <source>{field_name} {shown} is not true or false</source>
        <translation>{field_name} {shown} 不是 true 或 false</translation>
    </message>
    <message>
        <source>write {field_name}: true or false</source>
        <translation>请写 {field_name}: true 或 false</translation>
    </message>
    <message>
        <source>hidden_size {self_hidden_size} must divide by num_heads {self_num_heads}</source>
        <translation>hidden_size {self_hidden_size} 必须能被 num_heads {self_num_heads} 整除</translation>
    </message>
    <message>
        <source>dropout must be in [0, 1), got {self_dropout}</source>
        <translation>dropout 必须在 [0, 1) 内，实际为 {self_dropout}</translation>
    </message>
    <message>
        <source>sequence of {t} tokens is longer than max_position {self_config_max_position}</source>
        <translation>{t} 个词元的序列超过了 max_position {self_config_max_position}</translation>
    </message>
    <message>
        <source>{name} must be &gt;= 1</source>
        <translation>{name} 必须 &gt;= 1</translation>
    </message>
    <message>
        <source>cannot grow {old_layers} blocks to {new_layers}</source>
        <translation>无法把 {old_layers} 个块扩展到 {new_layers} 个</translation>
    </message>
    <message>
        <source>only a pre-LN encoder grows without changing its outputs</source>
        <translation>只有 pre-LN 编码器能在不改变输出的情况下扩展</translation>
    </message>
    <message>
        <source>{folder} holds an image model, not a text model</source>
        <translation>{folder} 中是图像模型，不是文本模型</translation>
    </message>
    <message>
        <source>the tokenizer has {tokenizer_vocab_size} tokens but the model only {model_config_vocab_size}</source>
        <translation>分词器有 {tokenizer_vocab_size} 个词元，但模型只有 {model_config_vocab_size} 个</translation>
    </message>
    <message>
        <source>{text}: no such model folder, and not in the Hugging Face cache ({cache_dir})</source>
        <translation>{text}：没有这个模型文件夹，Hugging Face 缓存（{cache_dir}）中也没有</translation>
    </message>
    <message>
        <source>{text} (Hugging Face cache): {entry_reason}</source>
        <translation>{text}（Hugging Face 缓存）：{entry_reason}</translation>
    </message>
    <message>
        <source>{folder} is a file, not a folder</source>
        <translation>{folder} 是文件，不是文件夹</translation>
    </message>
    <message>
        <source>a causal LM (objective clm) has no BertForMaskedLM equivalent; only masked LMs export</source>
        <translation>因果语言模型（objective clm）没有对应的 BertForMaskedLM；只有掩码语言模型可以导出</translation>
    </message>
    <message>
        <source>{folder} holds a {model_type} model; the lab imports {supported}</source>
        <translation>{folder} 中是 {model_type} 模型；MLM Lab 可导入 {supported}</translation>
    </message>
    <message>
        <source>no such folder: {path} (the lab never downloads; it imports {supported})</source>
        <translation>没有这个文件夹：{path}（MLM Lab 从不下载；它可导入 {supported}）</translation>
    </message>
    <message>
        <source>no config.json in {path}; the lab imports {supported}</source>
        <translation>{path} 中没有 config.json；MLM Lab 可导入 {supported}</translation>
    </message>
    <message>
        <source>no snapshot with a config.json in {snapshots}; the lab imports {supported}</source>
        <translation>{snapshots} 中没有含 config.json 的快照；MLM Lab 可导入 {supported}</translation>
    </message>
    <message>
        <source>{snapshot} leads outside {snapshots} (to {target_snapshot}); refused</source>
        <translation>{snapshot} 指向 {snapshots} 之外（指向 {target_snapshot}）；已拒绝</translation>
    </message>
    <message>
        <source>{folder} is a lab model folder already (use it as it is); the lab imports {supported}</source>
        <translation>{folder} 已经是 MLM Lab 的模型文件夹（直接使用即可）；MLM Lab 可导入 {supported}</translation>
    </message>
    <message>
        <source>{path} is not a Hugging Face config (no model_type); the lab imports {supported}</source>
        <translation>{path} 不是 Hugging Face 配置（没有 model_type）；MLM Lab 可导入 {supported}</translation>
    </message>
    <message>
        <source>{folder}: {what}; the lab imports {supported}</source>
        <translation>{folder}：{what}；MLM Lab 可导入 {supported}</translation>
    </message>
    <message>
        <source>{folder}/config.json: {key} must be an integer, got {value}</source>
        <translation>{folder}/config.json：{key} 必须是整数，实际为 {value}</translation>
    </message>
    <message>
        <source>{folder}: the output projection is not tied to the word embeddings; the lab's MLM head shares them</source>
        <translation>{folder}：输出投影没有与词嵌入绑定；MLM Lab 的 MLM 头与词嵌入共享权重</translation>
    </message>
    <message>
        <source>{folder}/model.safetensors lacks {join_missing_3}</source>
        <translation>{folder}/model.safetensors 缺少 {join_missing_3}</translation>
    </message>
    <message>
        <source>{folder}: {key} {value} is not supported (square images only); the lab imports {supported}</source>
        <translation>{folder}：不支持 {key} {value}（只支持正方形图像）；MLM Lab 可导入 {supported}</translation>
    </message>
    <message>
        <source>{ref} is a link that leads outside the cache entry; refused</source>
        <translation>{ref} 是指向缓存条目之外的链接；已拒绝</translation>
    </message>
    <message>
        <source>{ref} does not name a snapshot (it holds {raw_60}); a ref must be one folder name inside {snapshots}</source>
        <translation>{ref} 没有指明一个快照（其内容为 {raw_60}）；ref 必须是 {snapshots} 中的一个文件夹名</translation>
    </message>
    <message>
        <source>cannot read {snapshots}: {exc_strerror_or_exc}</source>
        <translation>无法读取 {snapshots}：{exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{ref} names snapshot {name}, which {snapshots} does not hold (with a config.json)</source>
        <translation>{ref} 指向快照 {name}，但 {snapshots} 中没有这个（含 config.json 的）快照</translation>
    </message>
    <message>
        <source>{item} is a link to {target_item}, outside the cache entry; refused</source>
        <translation>{item} 是指向 {target_item} 的链接，位于缓存条目之外；已拒绝</translation>
    </message>
    <message>
        <source>{path} is a link that leads back to itself (a loop); refused</source>
        <translation>{path} 是指回自身的链接（循环）；已拒绝</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc}</source>
        <translation>无法读取 {path}：{exc}</translation>
    </message>
    <message>
        <source>{display_name_folder}: this model would need about {gb_text_need} of memory ({count_1000000_0} M parameters in float32), more than the {gb_text_free} free on this machine; close other programs or choose a smaller model</source>
        <translation>{display_name_folder}：此模型大约需要 {gb_text_need} 内存（{count_1000000_0} M 个 float32 参数），超过了本机可用的 {gb_text_free}；请关闭其他程序或选择更小的模型</translation>
    </message>
    <message>
        <source>the transformer takes {self_config_num_tokens} tokens a grid, got {n}</source>
        <translation>Transformer 每个网格接收 {self_config_num_tokens} 个词元，收到的是 {n}</translation>
    </message>
    <message>
        <source>the tokenizer takes [B, 3, H, W] with H and W multiples of {p}, got {tuple_images_shape}</source>
        <translation>分词器接收 [B, 3, H, W]，H 和 W 须为 {p} 的倍数，收到的是 {tuple_images_shape}</translation>
    </message>
    <message>
        <source>decode takes [B, h, w] long ids in 0..{k_1}</source>
        <translation>decode 接收 [B, h, w]、取值在 0..{k_1} 的整数 ID</translation>
    </message>
    <message>
        <source>no model.safetensors in {folder}</source>
        <translation>没有 model.safetensors：{folder}</translation>
    </message>
    <message>
        <source>{where}: this model would need about {gb_text_need} of memory ({params_1000000_0} M parameters{for_training_if_factor_1}), more than the {gb_text_free} free on this machine; make it smaller (vocab_size, hidden_size, num_layers)</source>
        <translation>{where}：此模型大约需要 {gb_text_need} 内存（{params_1000000_0} M 参数{for_training_if_factor_1}），超过了本机可用的 {gb_text_free}；请把它调小（vocab_size、hidden_size、num_layers）</translation>
    </message>
    <message>
        <source>{folder}/model.safetensors does not match config.json: {lines_1_if_lines_else_ex}</source>
        <translation>{folder}/model.safetensors 与 config.json 不匹配：{lines_1_if_lines_else_ex}</translation>
    </message>
    <message>
        <source>cannot read {ref}: {exc}</source>
        <translation>无法读取 {ref}：{exc}</translation>
    </message>
    <message>
        <source>{index} points outside its folder</source>
        <translation>{index} 指向其所在文件夹之外</translation>
    </message>
    <message>
        <source>{folder} has only {join_pickles}; the lab reads weights from model.safetensors only and never unpickles files (convert with transformers: save_pretrained(..., safe_serialization=True))</source>
        <translation>{folder} 中只有 {join_pickles}；MLM Lab 只从 model.safetensors 读取权重，从不反序列化 pickle 文件（可用 transformers 转换：save_pretrained(..., safe_serialization=True)）</translation>
    </message>
    <message>
        <source>{folder}: {name} has shape {tuple_table_shape}, expected {tuple_buffer_shape}</source>
        <translation>{folder}：{name} 的形状为 {tuple_table_shape}，应为 {tuple_buffer_shape}</translation>
    </message>
    <message>
        <source>{folder}: the position embeddings are not the fixed 2-D sine-cosine table the lab's MAE uses (max difference {gap})</source>
        <translation>{folder}：位置嵌入不是 MLM Lab 的 MAE 所用的固定二维正弦-余弦表（最大差异 {gap}）</translation>
    </message>
    <message>
        <source>cannot read {index}: {exc}</source>
        <translation>无法读取 {index}：{exc}</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer ({type_tok_name}) has no fast version; the lab needs tokenizer.json (or what transformers converts to one)</source>
        <translation>{display_name_folder}：分词器（{type_tok_name}）没有 fast 版本；MLM Lab 需要 tokenizer.json（或 transformers 能转换成它的文件）</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer has no mask token, so it cannot fill a blank</source>
        <translation>{display_name_folder}：分词器没有掩码词元，因此无法填空</translation>
    </message>
    <message>
        <source>{display_name_folder}: the tokenizer has {tokenizer_vocab_size} tokens but the model only {model_config_vocab_size}</source>
        <translation>{display_name_folder}：分词器有 {tokenizer_vocab_size} 个词元，但模型只有 {model_config_vocab_size} 个</translation>
    </message>
    <message>
        <source>sequence of {input_ids_shape_1} tokens is longer than max_position {self_config_max_position}</source>
        <translation>{input_ids_shape_1} 个词元的序列超过了 max_position {self_config_max_position}</translation>
    </message>
    <message>
        <source>the tokenizer has no mask token ({mask_token} is not in its vocabulary)</source>
        <translation>分词器没有掩码词元（{mask_token} 不在其词表中）</translation>
    </message>
    <message>
        <source>cannot read the tokenizer in {display_name_folder}: {first_line_exc}</source>
        <translation>无法读取 {display_name_folder} 中的分词器：{first_line_exc}</translation>
    </message>
    <message>
        <source>{display_name_folder}: the weights lack {join_missing_3}{and_more_if_len_missing}: no trained masked-LM head (a discriminator or a bare encoder, not a masked LM)</source>
        <translation>{display_name_folder}：权重中缺少 {join_missing_3}{and_more_if_len_missing}：没有训练过的掩码语言模型头（这是判别器或单纯的编码器，不是掩码语言模型）</translation>
    </message>
    <message>
        <source> and more</source>
        <translation> 等</translation>
    </message>
    <message>
        <source>transformers cannot load {display_name_folder} ({runtime_text_types_model}): {first_line_exc}</source>
        <translation>transformers 无法加载 {display_name_folder}（{runtime_text_types_model}）：{first_line_exc}</translation>
    </message>
    <message>
        <source>{folder} has only {join_pickles}; the lab reads weights from model.safetensors only and never unpickles files</source>
        <translation>{folder} 中只有 {join_pickles}；MLM Lab 只从 model.safetensors 读取权重，从不反序列化 pickle 文件</translation>
    </message>
    <message>
        <source>{folder}: {exc}; the lab reads WordPiece tokenizers with [PAD] [UNK] [CLS] [SEP] [MASK]</source>
        <translation>{folder}：{exc}；MLM Lab 读取含 [PAD] [UNK] [CLS] [SEP] [MASK] 的 WordPiece 分词器</translation>
    </message>
    <message>
        <source>cannot read the tokenizer in {folder}: {exc}</source>
        <translation>无法读取 {folder} 中的分词器：{exc}</translation>
    </message>
    <message>
        <source>no tokenizer.json or vocab.txt in {folder}</source>
        <translation>{folder} 中没有 tokenizer.json 或 vocab.txt</translation>
    </message>
    <message>
        <source>{display_name_folder} holds a {model_type} model; as an image feature extractor the lab runs {join_vision_types_values}</source>
        <translation>{display_name_folder} 中是 {model_type} 模型；作为图像特征提取器，MLM Lab 运行的是 {join_vision_types_values}</translation>
    </message>
    <message>
        <source>{display_name_folder} ({vision_types_model_type}) needs the hf extra: pip install 'mlm-lab[hf]'</source>
        <translation>{display_name_folder}（{vision_types_model_type}）需要 hf 可选组件：pip install 'mlm-lab[hf]'</translation>
    </message>
    <message>
        <source>transformers cannot load {display_name_folder} ({vision_types_model_type}): {first_line_exc}</source>
        <translation>transformers 无法加载 {display_name_folder}（{vision_types_model_type}）：{first_line_exc}</translation>
    </message>
    <message>
        <source>{folder} holds no image tokenizer (config.json of kind vq, here or in tokenizer/ or model/); train one with: mlm-lab train image-tokens --stage tokenizer</source>
        <translation>{folder} 中没有图像分词器（类型为 vq 的 config.json，在此处或 tokenizer/、model/ 中）；训练一个：mlm-lab train image-tokens --stage tokenizer</translation>
    </message>
    <message>
        <source>{where} does not hold a JSON object</source>
        <translation>{where} 不包含 JSON 对象</translation>
    </message>
    <message>
        <source>{where}: hidden_size {config_hidden_size} is not a multiple of num_heads {config_num_heads}</source>
        <translation>{where}：hidden_size {config_hidden_size} 不是 num_heads {config_num_heads} 的倍数</translation>
    </message>
    <message>
        <source>{where}: image_size {config_image_size} is not a multiple of {config_patch_size}</source>
        <translation>{where}：image_size {config_image_size} 不是 {config_patch_size} 的倍数</translation>
    </message>
    <message>
        <source>{config_path} is of kind {str_found_30}, not {what}{hint}</source>
        <translation>{config_path} 的类型是 {str_found_30}，不是 {what}{hint}</translation>
    </message>
    <message>
        <source>{weights} does not match its config.json ({join_differ_3})</source>
        <translation>{weights} 与其 config.json 不符（{join_differ_3}）</translation>
    </message>
    <message>
        <source>no such tokenizer folder: {folder}</source>
        <translation>没有这个分词器文件夹：{folder}</translation>
    </message>
    <message>
        <source>no such model folder: {folder}</source>
        <translation>没有这个模型文件夹：{folder}</translation>
    </message>
    <message>
        <source>{folder} holds no image-token model (tokenizer/ and transformer/)</source>
        <translation>{folder} 中没有图像词元模型（tokenizer/ 和 transformer/）</translation>
    </message>
    <message>
        <source>{folder} has a transformer but no tokenizer/ to turn its tokens into pixels</source>
        <translation>{folder} 有 Transformer，但没有把其词元变回像素的 tokenizer/</translation>
    </message>
    <message>
        <source>the transformer is for {tf_codebook_size} codes on a {tf_grid} x {tf_grid} grid, the tokenizer makes {vq_codebook_size} codes on {vq_grid_0} x {vq_grid_1}</source>
        <translation>Transformer 适用于 {tf_grid} x {tf_grid} 网格上的 {tf_codebook_size} 个码，而分词器在 {vq_grid_0} x {vq_grid_1} 上产生 {vq_codebook_size} 个码</translation>
    </message>
    <message>
        <source>{where}: {f_name} must be {a_whole_number_if_typ_is} from {low} to {high}, got {str_value_40}</source>
        <translation>{where}：{f_name} 必须是 {low} 到 {high} 之间的{a_whole_number_if_typ_is}，收到的是 {str_value_40}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数</translation>
    </message>
    <message>
        <source>{folder} has no transformer/: a tokenizer alone cannot reveal tokens; train one with: mlm-lab train image-tokens --stage transformer --tokenizer {folder}</source>
        <translation>{folder} 没有 transformer/：仅有分词器无法揭示词元；训练一个：mlm-lab train image-tokens --stage transformer --tokenizer {folder}</translation>
    </message>
    <message>
        <source>{where} has kind {short_kind}; the lab knows 'masked_lm' and 'mae'</source>
        <translation>{where} 的 kind 为 {short_kind}；MLM Lab 只认识 'masked_lm' 和 'mae'</translation>
    </message>
    <message>
        <source>model folder not found: {folder}</source>
        <translation>找不到模型文件夹：{folder}</translation>
    </message>
    <message>
        <source>no model.safetensors in {folder}{hint}</source>
        <translation>没有 model.safetensors：{folder}{hint}</translation>
    </message>
    <message>
        <source>no config.json in {folder}</source>
        <translation>{folder} 中没有 config.json</translation>
    </message>
    <message>
        <source>{config_path} does not hold a JSON object</source>
        <translation>{config_path} 中不是 JSON 对象</translation>
    </message>
    <message>
        <source>{weights_name} does not match config.json: missing {missing_3}, unexpected {unexpected_3}</source>
        <translation>{weights_name} 与 config.json 不匹配：缺少 {missing_3}，多出 {unexpected_3}</translation>
    </message>
    <message>
        <source>invalid {where}: {exc}</source>
        <translation>{where} 无效：{exc}</translation>
    </message>
    <message>
        <source>{folder_name} is a pickle file; the lab never unpickles files. Give a folder with config.json and model.safetensors</source>
        <translation>{folder_name} 是 pickle 文件；MLM Lab 从不反序列化 pickle 文件。请提供含 config.json 和 model.safetensors 的文件夹</translation>
    </message>
    <message>
        <source>cannot read {weights}: {exc}</source>
        <translation>无法读取 {weights}：{exc}</translation>
    </message>
    <message>
        <source>{weights_name} does not match config.json: {str_exc_splitlines_0}</source>
        <translation>{weights_name} 与 config.json 不匹配：{str_exc_splitlines_0}</translation>
    </message>
    <message>
        <source> (found {join_pickles}: pickle files are never loaded)</source>
        <translation>（找到 {join_pickles}：pickle 文件永远不会被加载）</translation>
    </message>
    <message>
        <source>{display_name_folder}: architecture {model_type}{named} is not supported; the lab runs the masked LMs {known} and ViT-MAE</source>
        <translation>{display_name_folder}：不支持架构 {model_type}{named}；MLM Lab 运行的掩码语言模型有 {known}，以及 ViT-MAE</translation>
    </message>
    <message>
        <source>tokenizer has {tokenizer_vocab_size} tokens but the model expects {model_config_vocab_size}</source>
        <translation>分词器有 {tokenizer_vocab_size} 个词元，但模型需要 {model_config_vocab_size} 个</translation>
    </message>
    <message>
        <source>{folder} holds a text model, not an image model</source>
        <translation>{folder} 中是文本模型，不是图像模型</translation>
    </message>
    <message>
        <source>position embedding width must divide by 4</source>
        <translation>位置嵌入的宽度必须能被 4 整除</translation>
    </message>
    <message>
        <source>image_size {self_image_size} must divide by patch_size {self_patch_size}</source>
        <translation>image_size {self_image_size} 必须能被 patch_size {self_patch_size} 整除</translation>
    </message>
    <message>
        <source>hidden sizes must divide by their number of heads</source>
        <translation>隐藏层大小必须能被各自的头数整除</translation>
    </message>
    <message>
        <source>unknown text preset {preset}; choose from {sorted_text_presets}</source>
        <translation>未知的文本预设 {preset}；请从 {sorted_text_presets} 中选择</translation>
    </message>
    <message>
        <source>unknown image preset {preset}; choose from {sorted_image_presets}</source>
        <translation>未知的图像预设 {preset}；请从 {sorted_image_presets} 中选择</translation>
    </message>
    <message>
        <source>kind must be 'text', 'image' or 'generator', got {kind}</source>
        <translation>kind 必须是 'text'、'image' 或 'generator'，实际为 {kind}</translation>
    </message>
    <message>
        <source>need runs of at least two objectives (mlm, clm, diffusion), found {sorted_groups_or_no_runs}</source>
        <translation>需要至少两种训练目标（mlm、clm、diffusion）的运行，实际找到 {sorted_groups_or_no_runs}</translation>
    </message>
    <message>
        <source>no runs</source>
        <translation>没有运行</translation>
    </message>
    <message>
        <source>{study_folder} has no runs/ folder to measure (a shipped study keeps its {compare_file} as is)</source>
        <translation>{study_folder} 中没有可测量的 runs/ 文件夹（随附的研究保留其 {compare_file} 原样）</translation>
    </message>
    <message>
        <source>{path} is not a comparison this version reads</source>
        <translation>{path} 不是此版本能读取的比较结果</translation>
    </message>
    <message>
        <source>cannot rebuild the training data of {run_dir_name} to count its tokens: {exc}</source>
        <translation>无法重建 {run_dir_name} 的训练数据以统计其词元数：{exc}</translation>
    </message>
    <message>
        <source>{run_dir_name} is an {config_task} run; the comparison is of text objectives</source>
        <translation>{run_dir_name} 是 {config_task} 运行；比较针对的是文本训练目标</translation>
    </message>
    <message>
        <source>{folder} is not a study folder ({exc})</source>
        <translation>{folder} 不是研究文件夹（{exc}）</translation>
    </message>
    <message>
        <source>{path}: objective {name} has malformed curves</source>
        <translation>{path}：目标 {name} 的曲线格式错误</translation>
    </message>
    <message>
        <source>{run_dir} is not a run folder ({exc})</source>
        <translation>{run_dir} 不是训练运行文件夹（{exc}）</translation>
    </message>
    <message>
        <source>{folder} exists and is not a study folder; choose an empty or new folder</source>
        <translation>{folder} 已存在且不是研究文件夹；请选择一个空文件夹或新文件夹</translation>
    </message>
    <message>
        <source>{folder} holds another study (it differs in {join_diff}); give another --name or --out to start a new one</source>
        <translation>{folder} 中是另一项研究（{join_diff} 不同）；请给出另一个 --name 或 --out 来开始新研究</translation>
    </message>
    <message>
        <source>--address must be HOST:PORT (the head's GCS port, e.g. 10.0.0.5:6379), got {address}</source>
        <translation>--address 必须是 HOST:PORT（头节点的 GCS 端口，例如 10.0.0.5:6379），收到的是 {address}</translation>
    </message>
    <message>
        <source>{study_folder_name} is a {study_spec_title} study; compare measures an objective study (mlm vs clm vs diffusion: mlm-lab study objective), or run folders given with --out</source>
        <translation>{study_folder_name} 是一项 {study_spec_title} 研究；compare 比较的是目标研究（mlm、clm 与 diffusion：mlm-lab study objective），或用 --out 给出的运行文件夹</translation>
    </message>
    <message>
        <source>--address is for --backend ray</source>
        <translation>--address 只用于 --backend ray</translation>
    </message>
    <message>
        <source>backend must be local or ray, got {backend}</source>
        <translation>backend 必须是 local 或 ray，收到的是 {backend}</translation>
    </message>
    <message>
        <source>no Ray cluster at {address}: {exc_strerror_or_exc}</source>
        <translation>{address} 处没有 Ray 集群：{exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>cannot start or reach Ray{at_address_if_address_el}: {str_exc_splitlines_0_if}</source>
        <translation>无法启动或连接 Ray{at_address_if_address_el}：{str_exc_splitlines_0_if}</translation>
    </message>
    <message>
        <source>backend must be one of {join_backends}, got {backend}</source>
        <translation>backend 必须是 {join_backends} 之一，收到的是 {backend}</translation>
    </message>
    <message>
        <source>parallel must be at least 1, got {parallel}</source>
        <translation>parallel 必须至少为 1，实际为 {parallel}</translation>
    </message>
    <message>
        <source>threads must be 0 or more, got {threads}</source>
        <translation>threads 必须为 0 或更大，实际为 {threads}</translation>
    </message>
    <message>
        <source>unknown knob {name}; choose from {join_knobs}</source>
        <translation>未知的参数 {name}；请从 {join_knobs} 中选择</translation>
    </message>
    <message>
        <source>the {knob_name} knob is for {and_join_knob_tasks} runs{hint}</source>
        <translation>参数 {knob_name} 只适用于 {and_join_knob_tasks} 运行{hint}</translation>
    </message>
    <message>
        <source>the {knob_name} values must be a list, got {short_values}</source>
        <translation>参数 {knob_name} 的取值必须是列表，实际为 {short_values}</translation>
    </message>
    <message>
        <source>give at least one value for {knob_name}</source>
        <translation>请为 {knob_name} 至少给出一个取值</translation>
    </message>
    <message>
        <source>a study takes at most {max_values} values, got {len_values}</source>
        <translation>一项研究最多接受 {max_values} 个取值，实际为 {len_values} 个</translation>
    </message>
    <message>
        <source>the {knob_name} values repeat {join_dupes}; give each value once</source>
        <translation>参数 {knob_name} 的取值中 {join_dupes} 重复了；每个取值只给一次</translation>
    </message>
    <message>
        <source>this engine has no objective field yet (TrainConfig.objective); the objective study needs the causal-LM engine</source>
        <translation>此引擎还没有 objective 字段（TrainConfig.objective）；目标研究需要支持因果语言模型的引擎</translation>
    </message>
    <message>
        <source>the seeds must be a list of integers, got {short_seeds}</source>
        <translation>随机种子必须是整数列表，实际为 {short_seeds}</translation>
    </message>
    <message>
        <source>a study takes at most {max_seeds} seeds, got {len_seeds}</source>
        <translation>一项研究最多接受 {max_seeds} 个随机种子，实际为 {len_seeds} 个</translation>
    </message>
    <message>
        <source>a study needs at least one seed</source>
        <translation>一项研究至少需要一个随机种子</translation>
    </message>
    <message>
        <source>the seeds repeat; give each seed once</source>
        <translation>随机种子有重复；每个种子只给一次</translation>
    </message>
    <message>
        <source>the knob must be a name ({join_knobs}), got {short_self_knob}</source>
        <translation>参数必须是一个名称（{join_knobs}），实际为 {short_self_knob}</translation>
    </message>
    <message>
        <source>the task must be text or image, got {short_self_task}</source>
        <translation>任务必须是 text 或 image，实际为 {short_self_task}</translation>
    </message>
    <message>
        <source>the fixed config is a {self_fixed_task} config, not {self_task}</source>
        <translation>固定配置是 {self_fixed_task} 配置，而不是 {self_task}</translation>
    </message>
    <message>
        <source>the second knob must be a name ({join_knobs}), got {short_self_knob2}</source>
        <translation>第二个参数必须是名称（{join_knobs}），收到的是 {short_self_knob2}</translation>
    </message>
    <message>
        <source>a study runs at most {max_runs} runs; {shape} x {len_self_seeds} seeds is {cells_len_self_seeds}</source>
        <translation>一项研究最多 {max_runs} 次运行；{shape} x {len_self_seeds} 个种子共 {cells_len_self_seeds} 次</translation>
    </message>
    <message>
        <source>a run of this study sets {join_self_knobs}, got {short_value}</source>
        <translation>此研究的一次运行设定 {join_self_knobs}，收到的是 {short_value}</translation>
    </message>
    <message>
        <source>study.json must hold a JSON object</source>
        <translation>study.json 中必须是 JSON 对象</translation>
    </message>
    <message>
        <source>study.json lacks {join_missing}</source>
        <translation>study.json 缺少 {join_missing}</translation>
    </message>
    <message>
        <source>{path} is {size} bytes, over the {study_json_max} a study.json may hold</source>
        <translation>{path} 有 {size} 字节，超过了 study.json 允许的 {study_json_max} 字节</translation>
    </message>
    <message>
        <source>; {task} studies use {other}</source>
        <translation>；{task} 研究使用 {other}</translation>
    </message>
    <message>
        <source>{knob_name} values are numbers, got {v}</source>
        <translation>{knob_name} 的取值是数字，实际为 {v}</translation>
    </message>
    <message>
        <source>unknown {knob_name} {name} for {task}; choose from {join_choices}</source>
        <translation>未知的 {knob_name} {name}（{task}）；请从 {join_choices} 中选择</translation>
    </message>
    <message>
        <source>a grid needs two different knobs; {self_knob} is given twice</source>
        <translation>网格需要两个不同的参数；{self_knob} 给了两次</translation>
    </message>
    <message>
        <source>values for a second knob, but no second knob</source>
        <translation>给了第二个参数的取值，但没有第二个参数</translation>
    </message>
    <message>
        <source>study.json: {exc}</source>
        <translation>study.json：{exc}</translation>
    </message>
    <message>
        <source>study.json: {key} must be text, got {short_data_key}</source>
        <translation>study.json：{key} 必须是文本，实际为 {short_data_key}</translation>
    </message>
    <message>
        <source>study.json: {key} must be a list, got {short_data_key}</source>
        <translation>study.json：{key} 必须是列表，实际为 {short_data_key}</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>{path} 不是文件</translation>
    </message>
    <message>
        <source>{folder} is not a study folder (no readable study.json)</source>
        <translation>{folder} 不是研究文件夹（没有可读取的 study.json）</translation>
    </message>
    <message>
        <source>{path} is nested too deeply to be a study.json</source>
        <translation>{path} 嵌套层级太深，不能作为 study.json</translation>
    </message>
    <message>
        <source>{path} is not valid JSON: {str_exc_splitlines_0_120}</source>
        <translation>{path} 不是有效的 JSON：{str_exc_splitlines_0_120}</translation>
    </message>
    <message>
        <source>this engine has no objective field yet (TrainConfig.objective)</source>
        <translation>此引擎还没有 objective 字段（TrainConfig.objective）</translation>
    </message>
    <message>
        <source>data must be 'text' or 'toy', got {data}</source>
        <translation>data 必须是 'text' 或 'toy'，实际为 {data}</translation>
    </message>
    <message>
        <source>--steps {max_steps} is more than the {length} positions to write; use at most {length} or a longer --length</source>
        <translation>--steps {max_steps} 多于要写的 {length} 个位置；请最多使用 {length}，或使用更长的 --length</translation>
    </message>
    <message>
        <source>{path} is not a steps study</source>
        <translation>{path} 不是步数研究</translation>
    </message>
    <message>
        <source>tokenizer lacks the special tokens {missing}</source>
        <translation>分词器缺少特殊词元 {missing}</translation>
    </message>
    <message>
        <source>no tokenizer file at {path}</source>
        <translation>{path} 处没有分词器文件</translation>
    </message>
    <message>
        <source>cannot read tokenizer {path}: {exc}</source>
        <translation>无法读取分词器 {path}：{exc}</translation>
    </message>
    <message>
        <source>trainer_state.json lacks a whole step and the optimizer's settings</source>
        <translation>trainer_state.json 缺少整数形式的步数和优化器设置</translation>
    </message>
    <message>
        <source>model.safetensors does not fit the model ({join_differ_3})</source>
        <translation>model.safetensors 与模型不符（{join_differ_3}）</translation>
    </message>
    <message>
        <source>optimizer.safetensors lacks the random state</source>
        <translation>optimizer.safetensors 缺少随机数状态</translation>
    </message>
    <message>
        <source>trainer_state.json cannot be read: {exc}</source>
        <translation>无法读取 trainer_state.json：{exc}</translation>
    </message>
    <message>
        <source>{name} is damaged (its SHA-256 differs from the one written with it)</source>
        <translation>{name} 已损坏（其 SHA-256 与写入时记录的不一致）</translation>
    </message>
    <message>
        <source>{name} cannot be read: {exc}</source>
        <translation>无法读取 {name}：{exc}</translation>
    </message>
    <message>
        <source>optimizer.safetensors does not fit the optimizer: {exc}</source>
        <translation>optimizer.safetensors 与优化器不符：{exc}</translation>
    </message>
    <message>
        <source>{name} cannot be read: {exc_strerror_or_exc}</source>
        <translation>无法读取 {name}：{exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>{task} runs need a {cls_name}, got {type_masking_name}</source>
        <translation>{task} 运行需要 {cls_name}，实际为 {type_masking_name}</translation>
    </message>
    <message>
        <source>task must be one of {tasks}, got {self_task}</source>
        <translation>task 必须是 {tasks} 之一，实际为 {self_task}</translation>
    </message>
    <message>
        <source>objective must be one of {objectives}, got {self_objective}</source>
        <translation>objective 必须是 {objectives} 之一，实际为 {self_objective}</translation>
    </message>
    <message>
        <source>image runs are masked autoencoders: objective {self_objective} is for text</source>
        <translation>图像训练只能是掩码自编码器：objective {self_objective} 用于文本</translation>
    </message>
    <message>
        <source>unknown preset {self_preset}; choose from {sorted_presets}</source>
        <translation>未知的预设 {self_preset}；请从 {sorted_presets} 中选择</translation>
    </message>
    <message>
        <source>data {self_data} is for {other} runs; {self_task} runs take {or_join_builtin_data_sel} or a path</source>
        <translation>data {self_data} 用于 {other} 运行；{self_task} 运行可用 {or_join_builtin_data_sel} 或一个路径</translation>
    </message>
    <message>
        <source>extra_images is for image runs</source>
        <translation>extra_images 只用于图像运行</translation>
    </message>
    <message>
        <source>schedule must be one of {schedules}, got {self_schedule}</source>
        <translation>schedule 必须是 {schedules} 之一，实际为 {self_schedule}</translation>
    </message>
    <message>
        <source>decay_steps ({self_decay_steps}) cannot exceed steps ({self_steps})</source>
        <translation>decay_steps（{self_decay_steps}）不能超过 steps（{self_steps}）</translation>
    </message>
    <message>
        <source>eval_data goes with data from a file or folder, not the built-in {self_data}</source>
        <translation>eval_data 只能与来自文件或文件夹的 data 一起使用，不能与内置的 {self_data} 一起使用</translation>
    </message>
    <message>
        <source>device must be one of {devices}, got {self_device}</source>
        <translation>device 必须是 {devices} 之一，实际为 {self_device}</translation>
    </message>
    <message>
        <source>tokenizer must be a path, got {self_tokenizer}</source>
        <translation>tokenizer 必须是路径，实际为 {self_tokenizer}</translation>
    </message>
    <message>
        <source>name may not contain / or \: {self_name}</source>
        <translation>name 不能包含 / 或 \：{self_name}</translation>
    </message>
    <message>
        <source>name must be at most 100 characters (a folder name), got {len_self_name}</source>
        <translation>name 最多 100 个字符（它是文件夹名），实际为 {len_self_name} 个</translation>
    </message>
    <message>
        <source>a training config must be a JSON object</source>
        <translation>训练配置必须是 JSON 对象</translation>
    </message>
    <message>
        <source>unknown training config field(s): {join_unknown}</source>
        <translation>未知的训练配置字段：{join_unknown}</translation>
    </message>
    <message>
        <source>image runs take a patch mask ratio, not mask_prob</source>
        <translation>图像运行使用图像块掩码比例，而不是 mask_prob</translation>
    </message>
    <message>
        <source>text runs take mask_prob, not a patch ratio</source>
        <translation>文本运行使用 mask_prob，而不是图像块比例</translation>
    </message>
    <message>
        <source>unknown masking field(s) for {task}: {join_unknown}</source>
        <translation>{task} 的未知掩码字段：{join_unknown}</translation>
    </message>
    <message>
        <source>the {self_preset} preset works at {preset_size} px, not {self_image_size}</source>
        <translation>{self_preset} 预设使用 {preset_size} px，而不是 {self_image_size}</translation>
    </message>
    <message>
        <source>seq_len {self_seq_len} is longer than the {self_preset} preset's {max_pos}</source>
        <translation>seq_len {self_seq_len} 超过了 {self_preset} 预设的上限 {max_pos}</translation>
    </message>
    <message>
        <source>{name} must be text, got {value}</source>
        <translation>{name} 必须是文本，实际为 {value}</translation>
    </message>
    <message>
        <source>invalid training config: {exc}</source>
        <translation>训练配置无效：{exc}</translation>
    </message>
    <message>
        <source>the training config is not valid JSON: {exc}</source>
        <translation>训练配置不是有效的 JSON：{exc}</translation>
    </message>
    <message>
        <source>the training config cannot be read: {type_exc_name}: {exc}</source>
        <translation>无法读取训练配置：{type_exc_name}: {exc}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} 必须是整数，实际为 {value}</translation>
    </message>
    <message>
        <source>data= must come from build_data, build_text_data or build_image_data</source>
        <translation>data= 必须来自 build_data、build_text_data 或 build_image_data</translation>
    </message>
    <message>
        <source>the given data was built for another {join_differ} than this config's</source>
        <translation>所给数据是按另一个 {join_differ} 构建的，与此配置不同</translation>
    </message>
    <message>
        <source>the given data has {data_train_rows_shape_0} training rows, fewer than one batch of {config_batch_size}</source>
        <translation>所给数据只有 {data_train_rows_shape_0} 行训练数据，少于一个批次的 {config_batch_size} 行</translation>
    </message>
    <message>
        <source>the text is too small: {train_rows_shape_0} training row(s) of {t} tokens, fewer than one batch of {config_batch_size}; give more text or a smaller --batch-size</source>
        <translation>文本太少：只有 {train_rows_shape_0} 行训练数据（每行 {t} 个词元），少于一个批次的 {config_batch_size} 行；请提供更多文本或更小的 --batch-size</translation>
    </message>
    <message>
        <source>the text is too small to hold out an evaluation part ({train_rows_shape_0} rows of {t} tokens)</source>
        <translation>文本太少，无法留出评估部分（{train_rows_shape_0} 行，每行 {t} 个词元）</translation>
    </message>
    <message>
        <source>no such tokenizer file or folder: {p}</source>
        <translation>没有这个分词器文件或文件夹：{p}</translation>
    </message>
    <message>
        <source>no training data</source>
        <translation>没有训练数据</translation>
    </message>
    <message>
        <source>--tokenizer cannot be used: {exc}</source>
        <translation>--tokenizer 无法使用：{exc}</translation>
    </message>
    <message>
        <source>a {data_type} event without {exc}</source>
        <translation>{data_type} 事件缺少 {exc}</translation>
    </message>
    <message>
        <source>a resumed run keeps what it learns; {join_bad} cannot change (may change: {join_resumable_fields})</source>
        <translation>续跑的运行保留已学到的内容；{join_bad} 不能更改（可更改：{join_resumable_fields}）</translation>
    </message>
    <message>
        <source>no readable image in {config_data}</source>
        <translation>{config_data} 中没有可读的图像</translation>
    </message>
    <message>
        <source>the tokenizer works at {vq_image_size} px; this stage needs {image_size}</source>
        <translation>分词器在 {vq_image_size} px 下工作；这一阶段需要 {image_size}</translation>
    </message>
    <message>
        <source>{run_dir} has no checkpoint to resume from</source>
        <translation>{run_dir} 没有可续跑的检查点</translation>
    </message>
    <message>
        <source>the loss is {float_loss} at step {step_1}: lower --lr</source>
        <translation>第 {step_1} 步的损失为 {float_loss}：请降低 --lr</translation>
    </message>
    <message>
        <source>stage must be one of {join_stages}, got {self_stage}</source>
        <translation>stage 必须是 {join_stages} 之一，收到的是 {self_stage}</translation>
    </message>
    <message>
        <source>crop must be a multiple of 8 (one token covers 8 pixels), got {self_crop}</source>
        <translation>crop 必须是 8 的倍数（一个词元覆盖 8 像素），收到的是 {self_crop}</translation>
    </message>
    <message>
        <source>hidden_size {self_hidden_size} must be a multiple of num_heads {self_num_heads}</source>
        <translation>hidden_size {self_hidden_size} 必须是 num_heads {self_num_heads} 的倍数</translation>
    </message>
    <message>
        <source>the transformer stage learns a tokenizer's codes: give the stage-1 run folder (--tokenizer RUN_DIR)</source>
        <translation>Transformer 阶段学习分词器的码：请给出第 1 阶段的运行文件夹（--tokenizer RUN_DIR）</translation>
    </message>
    <message>
        <source>the tokenizer stage trains a tokenizer; --tokenizer is for --stage transformer</source>
        <translation>分词器阶段训练分词器；--tokenizer 用于 --stage transformer</translation>
    </message>
    <message>
        <source>not an image-tokens run config (task 'image-tokens')</source>
        <translation>不是图像词元的运行配置（task 'image-tokens'）</translation>
    </message>
    <message>
        <source>unknown image-tokens config field(s): {join_unknown}</source>
        <translation>未知的 image-tokens 配置字段：{join_unknown}</translation>
    </message>
    <message>
        <source>{name} must be text, got {getattr_self_name}</source>
        <translation>{name} 必须是文本，收到的是 {getattr_self_name}</translation>
    </message>
    <message>
        <source>invalid image-tokens config: {exc}</source>
        <translation>无效的 image-tokens 配置：{exc}</translation>
    </message>
    <message>
        <source>{self_path_parent} is in use by {who} (it is training); wait for it to end or stop it first</source>
        <translation>{self_path_parent} 正被 {who} 使用（正在训练）；请等待其结束或先停止它</translation>
    </message>
    <message>
        <source>process {pid}{where}</source>
        <translation>进程 {pid}{where}</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>另一个进程</translation>
    </message>
    <message>
        <source>device cuda was asked for, but CUDA is not available</source>
        <translation>请求使用设备 cuda，但 CUDA 不可用</translation>
    </message>
    <message>
        <source>device mps was asked for, but MPS is not available</source>
        <translation>请求使用设备 mps，但 MPS 不可用</translation>
    </message>
    <message>
        <source>{trainer_resume} is not a run folder (no config.json)</source>
        <translation>{trainer_resume} 不是训练运行文件夹（没有 config.json）</translation>
    </message>
    <message>
        <source>a resumed run cannot change {join_changed} (it was trained with other values)</source>
        <translation>继续的运行不能更改 {join_changed}（它是用其他值训练的）</translation>
    </message>
    <message>
        <source>cannot resume {trainer_run_dir}: metrics.jsonl is not a regular file (a folder, a named pipe, a device or a broken link); the run is left as it was</source>
        <translation>无法继续 {trainer_run_dir}：metrics.jsonl 不是普通文件（而是文件夹、命名管道、设备或失效的链接）；运行保持原样</translation>
    </message>
    <message>
        <source>cannot resume {trainer_run_dir}: no intact checkpoint ({join_skipped}); the run is left as it was</source>
        <translation>无法继续 {trainer_run_dir}：没有完好的检查点（{join_skipped}）；运行保持原样</translation>
    </message>
    <message>
        <source>cannot write in {run_dir}: {exc_strerror_or_exc} (its lock file {lock_path_name}; a run folder must be writable to train in it)</source>
        <translation>无法在 {run_dir} 中写入：{exc_strerror_or_exc}（其锁文件 {lock_path_name}；训练运行文件夹必须可写才能在其中训练）</translation>
    </message>
    <message>
        <source>cannot write in {trainer_run_dir}: {exc_strerror_or_exc}{again}</source>
        <translation>无法在 {trainer_run_dir} 中写入：{exc_strerror_or_exc}{again}</translation>
    </message>
    <message>
        <source>cannot create a run folder in {trainer_runs_dir_or_the}: {exc_strerror_or_exc}; choose another with --runs-dir</source>
        <translation>无法在 {trainer_runs_dir_or_the} 中创建训练运行文件夹：{exc_strerror_or_exc}；请用 --runs-dir 选择其他位置</translation>
    </message>
    <message>
        <source>the runs folder</source>
        <translation>运行文件夹</translation>
    </message>
    <message>
        <source>cannot write in {trainer_run_dir}: {exc_strerror_or_exc}</source>
        <translation>无法在 {trainer_run_dir} 中写入：{exc_strerror_or_exc}</translation>
    </message>
    <message>
        <source>; make room (or make the folder writable) and resume again; the run is left as it was</source>
        <translation>；请腾出空间（或让文件夹可写）后再次继续；该运行保持原样</translation>
    </message>
    <message>
        <source>cannot create a run folder in {root}</source>
        <translation>无法在 {root} 中创建训练运行文件夹</translation>
    </message>
    <message>
        <source>{source} is not a run folder (no config.json)</source>
        <translation>{source} 不是训练运行文件夹（没有 config.json）</translation>
    </message>
    <message>
        <source>{source} has no checkpoint to branch from</source>
        <translation>{source} 没有可用于分支的检查点</translation>
    </message>
    <message>
        <source>state must be one of {states}</source>
        <translation>state 必须是 {states} 之一</translation>
    </message>
    <message>
        <source>the run's tokenizer cannot be used: {exc}</source>
        <translation>该运行的分词器无法使用：{exc}</translation>
    </message>
    <message>
        <source>give a config, or a run folder to resume</source>
        <translation>请提供配置，或要继续的训练运行文件夹</translation>
    </message>
    <message>
        <source>data= is for a new run; a resumed run rebuilds its own data from its folder</source>
        <translation>data= 只用于新运行；继续的运行会根据自己的文件夹重建数据</translation>
    </message>
    <message>
        <source>cannot write in {self_run_dir}: {exc_strerror_or_exc}; make room (or make the folder writable) and resume again; the run is left as it was</source>
        <translation>无法在 {self_run_dir} 中写入：{exc_strerror_or_exc}；请腾出空间（或让文件夹可写）后再继续；运行保持原样</translation>
    </message>
    <message>
        <source>no class address given (e.g. 192.168.1.5:8765 or the join link)</source>
        <translation>未给出课堂地址（例如 192.168.1.5:8765 或加入链接）</translation>
    </message>
    <message>
        <source>{raw_80} is not a class address (e.g. 192.168.1.5:8765 or the join link)</source>
        <translation>{raw_80} 不是课堂地址（例如 192.168.1.5:8765 或加入链接）</translation>
    </message>
    <message>
        <source>{raw_80}: the port must be a number from 1 to 65535</source>
        <translation>{raw_80}：端口必须是 1 到 65535 之间的数字</translation>
    </message>
    <message>
        <source>cannot reach a class at {self_host}:{self_port} (is the teacher's lab hosting, and is this the address on the projector?)</source>
        <translation>无法连接到 {self_host}:{self_port} 上的课堂（教师的实验室是否正在主持课堂？这是投影上的地址吗？）</translation>
    </message>
    <message>
        <source>the class refused to let you in: {self_refusal}</source>
        <translation>课堂拒绝了你的加入：{self_refusal}</translation>
    </message>
    <message>
        <source>could not announce the class: {exc}</source>
        <translation>无法在网络上公布课堂：{exc}</translation>
    </message>
    <message>
        <source>{path}: no teacher's key there (the host writes it beside its class file)</source>
        <translation>{path}：那里没有教师密钥（主持端会把它写在课堂文件旁边）</translation>
    </message>
    <message>
        <source>{path}: refused: this file does not hold a teacher's key (give the .key file beside the class file)</source>
        <translation>{path}：已拒绝：此文件不含教师密钥（请给出课堂文件旁边的 .key 文件）</translation>
    </message>
    <message>
        <source>no class to resume in {folder} (name its file with --db)</source>
        <translation>{folder} 中没有可继续的课堂（用 --db 指定其文件）</translation>
    </message>
    <message>
        <source>{path}: cannot read the teacher's key ({exc_strerror_or_exc})</source>
        <translation>{path}：无法读取教师密钥（{exc_strerror_or_exc}）</translation>
    </message>
    <message>
        <source>--bind: {address} is not an IP address (give one of this machine's, e.g. 127.0.0.1 or the room network's)</source>
        <translation>--bind：{address} 不是 IP 地址（请给出本机的一个地址，例如 127.0.0.1 或教室网络中的地址）</translation>
    </message>
    <message>
        <source>the class server did not start in time</source>
        <translation>课堂服务器未能及时启动</translation>
    </message>
    <message>
        <source>{db}: not a class file ({exc})</source>
        <translation>{db}：不是课堂文件（{exc}）</translation>
    </message>
    <message>
        <source>{name}: no such lesson file, and no bundled lesson of that number or name (bundled: {join_p_stem_for_p_in_bun})</source>
        <translation>{name}：没有这个课程文件，也没有该编号或名称的内置课程（内置：{join_p_stem_for_p_in_bun}）</translation>
    </message>
    <message>
        <source>no bundled lessons are installed</source>
        <translation>未安装内置课程</translation>
    </message>
    <message>
        <source>'answer' must be text, a number or a list of option numbers</source>
        <translation>'answer' 必须是文本、数字或选项编号列表</translation>
    </message>
    <message>
        <source>'step' must be from 0 to {max_step_1}</source>
        <translation>'step' 必须在 0 到 {max_step_1} 之间</translation>
    </message>
    <message>
        <source>a frame may hold at most {max_frame} bytes, this one has {size}</source>
        <translation>一个消息帧最多 {max_frame} 字节，此帧有 {size} 字节</translation>
    </message>
    <message>
        <source>a frame is a JSON object</source>
        <translation>消息帧是一个 JSON 对象</translation>
    </message>
    <message>
        <source>unknown frame type {str_kind_30}</source>
        <translation>未知的消息帧类型 {str_kind_30}</translation>
    </message>
    <message>
        <source>'{kind}' is the teacher's; a student may send only hello, answer, presence and ping</source>
        <translation>'{kind}' 仅限教师；学生只能发送 hello、answer、presence 和 ping</translation>
    </message>
    <message>
        <source>'{kind}' has no field '{sorted_unknown_0_30}'</source>
        <translation>'{kind}' 没有字段 '{sorted_unknown_0_30}'</translation>
    </message>
    <message>
        <source>'{frame_get_type}' needs '{name}'</source>
        <translation>'{frame_get_type}' 需要 '{name}'</translation>
    </message>
    <message>
        <source>'{name}' must be a whole number</source>
        <translation>'{name}' 必须是整数</translation>
    </message>
    <message>
        <source>'answer' is longer than {answer_limit} characters</source>
        <translation>'answer' 超过 {answer_limit} 个字符</translation>
    </message>
    <message>
        <source>'answer' must be a finite number</source>
        <translation>'answer' 必须是有限的数字</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>不是 JSON</translation>
    </message>
    <message>
        <source>'role' must be student or teacher</source>
        <translation>'role' 必须是 student 或 teacher</translation>
    </message>
    <message>
        <source>a name is needed (1 to 40 characters, plain text)</source>
        <translation>需要一个名字（1 到 40 个字符，纯文本）</translation>
    </message>
    <message>
        <source>'client' must be one of {join_clients}</source>
        <translation>'client' 必须是 {join_clients} 之一</translation>
    </message>
    <message>
        <source>'id' must be 1 to {id_limit} printable ASCII characters</source>
        <translation>'id' 必须是 1 到 {id_limit} 个可打印 ASCII 字符</translation>
    </message>
    <message>
        <source>'correct' must be true, false or null</source>
        <translation>'correct' 必须是 true、false 或 null</translation>
    </message>
    <message>
        <source>'{name}' must be true or false</source>
        <translation>'{name}' 必须是 true 或 false</translation>
    </message>
    <message>
        <source>'{name}' must be text</source>
        <translation>'{name}' 必须是文本</translation>
    </message>
    <message>
        <source>{path}: cannot read the class file ({exc_strerror_or_exc})</source>
        <translation>{path}：无法读取课堂文件（{exc_strerror_or_exc}）</translation>
    </message>
    <message>
        <source>{store_path}: not a class file ({exc})</source>
        <translation>{store_path}：不是课堂文件（{exc}）</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (its table {table} has no column {missing_0})</source>
        <translation>{self_path}：不是课堂文件（其表 {table} 没有列 {missing_0}）</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (no table {table})</source>
        <translation>{self_path}：不是课堂文件（没有表 {table}）</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (its {lacking} is missing or damaged)</source>
        <translation>{self_path}：不是课堂文件（其 {lacking} 缺失或已损坏）</translation>
    </message>
    <message>
        <source>{path}: not a class file (not an SQLite database)</source>
        <translation>{path}：不是课堂文件（不是 SQLite 数据库）</translation>
    </message>
    <message>
        <source>{self_path}: a class file is already there (use --resume to continue it, or name another --db)</source>
        <translation>{self_path}：那里已有课堂文件（用 --resume 继续，或指定另一个 --db）</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (an SQLite database without a class in it)</source>
        <translation>{self_path}：不是课堂文件（其中没有课堂的 SQLite 数据库）</translation>
    </message>
    <message>
        <source>{self_path}: not a class file (no '{format}' record)</source>
        <translation>{self_path}：不是课堂文件（没有 '{format}' 记录）</translation>
    </message>
    <message>
        <source>{self_path}: not a class file ({exc})</source>
        <translation>{self_path}：不是课堂文件（{exc}）</translation>
    </message>
</context>
</TS>
