<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Catalog</name>
    <message>
        <source>Random tokens (BERT)</source>
        <translation>随机词元 (BERT)</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>掩码概率</translation>
    </message>
    <message>
        <source>BERT&apos;s rule. Every ordinary token is picked on its own, with probability p (15 % in BERT). Of the picked tokens, 80 % are replaced by [MASK], 10 % by a random token and 10 % are left as they are, so the model can never tell which words it will be asked about and must keep a good guess ready for every word. The loss only counts the picked tokens.</source>
        <translation>BERT 的规则。每个普通词元以概率 p 被单独选中（BERT 中为 15%）。在被选中的词元中，80% 被替换为 [MASK]，10% 被替换为随机词元，10% 保持不变，因此模型永远不知道会被问到哪些词，必须为每个词都准备好合理的猜测。损失只计算被选中的词元。</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>整词</translation>
    </message>
    <message>
        <source>Like random, but a word is picked as a whole: when the tokenizer splits a word into pieces (&quot;play ##ing&quot;), all its pieces are hidden together. Guessing &quot;##ing&quot; after &quot;play&quot; is too easy; hiding the whole word makes the model use the rest of the sentence. On average the same fraction p of the tokens is picked.</source>
        <translation>与随机相同，但按整词选择：当分词器把一个词拆成几部分（“play ##ing”）时，它的所有部分一起被隐藏。在“play”之后猜出“##ing”太容易了；隐藏整个词迫使模型利用句子的其余部分。平均而言，被选中的词元比例同样是 p。</translation>
    </message>
    <message>
        <source>Spans of words (SpanBERT)</source>
        <translation>词语片段 (SpanBERT)</translation>
    </message>
    <message>
        <source>SpanBERT. Runs of whole words are hidden instead of single tokens. Each run&apos;s length is drawn from a geometric distribution (p = 0.2, at most 10 words, about 3.8 words on average), and runs are added until about p of the tokens are covered. To fill a whole phrase the model needs more than the next word; the 80/10/10 rule then applies to every hidden token.</source>
        <translation>SpanBERT。隐藏的是连续的整词片段，而不是单个词元。每个片段的长度从几何分布中抽取（p = 0.2，最多 10 个词，平均约 3.8 个词），不断加入片段，直到覆盖约 p 的词元。要填补整个短语，模型需要的不只是下一个词；随后 80/10/10 规则作用于每个被隐藏的词元。</translation>
    </message>
    <message>
        <source>Span corruption (T5)</source>
        <translation>片段破坏 (T5)</translation>
    </message>
    <message>
        <source>Noise density</source>
        <translation>噪声密度</translation>
    </message>
    <message>
        <source>T5 span corruption. About p of the tokens (15 % in T5) are dropped in spans of 3 tokens on average. Each span becomes one sentinel, &lt;extra_id_0&gt;, &lt;extra_id_1&gt;, ..., in the input, and the target lists each sentinel followed by the tokens it stands for. The input gets shorter, so training is cheaper. T5 is an encoder-decoder; this lab&apos;s model is an encoder, so this view shows the training data, not predictions.</source>
        <translation>T5 片段破坏。约 p 的词元（T5 中为 15%）以平均 3 个词元的片段被删除。每个片段在输入中变成一个哨兵词元 &lt;extra_id_0&gt;、&lt;extra_id_1&gt;……，目标则列出每个哨兵词元及其所代表的词元。输入变短，因此训练更便宜。T5 是编码器-解码器；本实验的模型是编码器，所以此视图显示的是训练数据，而不是预测。</translation>
    </message>
    <message>
        <source>By hand (click tokens)</source>
        <translation>手动（点击词元）</translation>
    </message>
    <message>
        <source>By hand: click tokens to hide them, click again to show them. Every token you pick is replaced by [MASK] and the model guesses it from everything else. Hide a word, then its neighbours, and watch how the guesses change as the context disappears.</source>
        <translation>手动：点击词元将其隐藏，再次点击将其显示。你选中的每个词元都被替换为 [MASK]，模型根据其余所有内容猜测它。先隐藏一个词，再隐藏它的邻居，观察随着上下文消失，猜测如何变化。</translation>
    </message>
    <message>
        <source>Permutation order (XLNet)</source>
        <translation>排列顺序 (XLNet)</translation>
    </message>
    <message>
        <source>Predicted share</source>
        <translation>预测比例</translation>
    </message>
    <message>
        <source>XLNet. No [MASK] at all: the tokens are predicted in a random order, and each one may only look at the tokens that come before it in that order (the matrix: row = the token being predicted, bright = it may look at that column). Over many orders every token learns from both sides. Only the last tokens of the order (about p of them) are predicted. No model is needed for this view.</source>
        <translation>XLNet。完全没有 [MASK]：词元按随机顺序被预测，每个词元只能看到在该顺序中排在它前面的词元（矩阵：行 = 被预测的词元，亮 = 它可以看这一列）。经过许多种顺序，每个词元都能从两侧学习。只有顺序中最后的词元（约 p 个）被预测。此视图不需要模型。</translation>
    </message>
    <message>
        <source>Random (MAE)</source>
        <translation>随机 (MAE)</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>掩码比例</translation>
    </message>
    <message>
        <source>Random: every patch is hidden with the same chance, independently. The MAE paper hides 75 % this way: so much that the model cannot copy neighbours and must learn what objects look like.</source>
        <translation>随机：每个图像块以相同的概率独立地被隐藏。MAE 论文就是这样隐藏 75% 的图像块：多到模型无法照抄邻居，必须学会物体的样子。</translation>
    </message>
    <message>
        <source>Block-wise (BEiT)</source>
        <translation>分块 (BEiT)</translation>
    </message>
    <message>
        <source>Block-wise: hides whole rectangles of at least 16 patches (as BEiT does), so the model must fill large holes from context far away instead of interpolating from close neighbours.</source>
        <translation>分块：隐藏至少包含 16 个图像块的整块矩形（与 BEiT 相同），使模型必须根据远处的上下文填补大洞，而不是在相邻图像块之间插值。</translation>
    </message>
    <message>
        <source>Grid (keep 1 of 4)</source>
        <translation>网格（每 4 个保留 1 个）</translation>
    </message>
    <message>
        <source>Grid: keeps exactly one patch of every 2×2 square and hides the other three (75 %, the slider does not apply). Every hole is next to a visible patch, so this is the easiest task.</source>
        <translation>网格：在每个 2×2 方格中恰好保留一个图像块，隐藏另外三个（75%，滑块不适用）。每个洞都紧挨着一个可见图像块，因此这是最容易的任务。</translation>
    </message>
    <message>
        <source>Centre box (inpainting)</source>
        <translation>中心方块（图像修复）</translation>
    </message>
    <message>
        <source>Centre box: hides the patches nearest the centre, like classic inpainting. The subject of a photo is often in the middle, so the model must invent it from the border.</source>
        <translation>中心方块：隐藏最靠近中心的图像块，就像经典的图像修复。照片的主体常常在中间，因此模型必须从边缘把它想象出来。</translation>
    </message>
    <message>
        <source>Paint by hand</source>
        <translation>手动绘制</translation>
    </message>
    <message>
        <source>Paint by hand: click a patch to hide or show it; click and drag to paint several. Start from any strategy, then switch here to edit its mask.</source>
        <translation>手动绘制：点击一个图像块以隐藏或显示它；点击并拖动可一次绘制多个。先从任意策略开始，再切换到这里编辑它的掩码。</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Host a class…</source>
        <translation>主持课堂…</translation>
    </message>
    <message>
        <source>Serve the open lesson to the room: students join from their lab or a browser with the code on the projector</source>
        <translation>把打开的课程提供给教室：学生用投影上的代码从自己的实验室或浏览器加入</translation>
    </message>
    <message>
        <source>Join a class…</source>
        <translation>加入课堂…</translation>
    </message>
    <message>
        <source>Follow a teacher&apos;s lesson from this window</source>
        <translation>在此窗口中跟随教师的课程</translation>
    </message>
    <message>
        <source>QR code of the join link</source>
        <translation>加入链接的二维码</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>加入课堂</translation>
    </message>
    <message>
        <source>In a browser, open:</source>
        <translation>在浏览器中打开：</translation>
    </message>
    <message>
        <source>or in MLM Lab: File &gt; Join a class…</source>
        <translation>或在 MLM Lab 中：文件 &gt; 加入课堂…</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>The class&apos;s code: {code}</source>
        <translation>课堂代码：{code}</translation>
    </message>
    <message>
        <source>Or scan the code with a phone or tablet:</source>
        <translation>或用手机或平板扫描二维码：</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>not done</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>other answers</source>
        <translation>其他答案</translation>
    </message>
    <message>
        <source>{mark} right</source>
        <translation>{mark} 正确</translation>
    </message>
    <message>
        <source>{mark} not yet</source>
        <translation>{mark} 尚未</translation>
    </message>
    <message>
        <source>{mark} not checked</source>
        <translation>{mark} 未检查</translation>
    </message>
    <message>
        <source>The class&apos;s answers</source>
        <translation>课堂的答案</translation>
    </message>
    <message>
        <source>Step {n}: {title}</source>
        <translation>第 {n} 步：{title}</translation>
    </message>
    <message>
        <source>This step asks nothing.</source>
        <translation>这一步没有提问。</translation>
    </message>
    <message>
        <source>{answered} of {students} answered</source>
        <translation>{students} 人中 {answered} 人已回答</translation>
    </message>
    <message>
        <source>{right} right</source>
        <translation>{right} 人正确</translation>
    </message>
    <message>
        <source>Class: {name}</source>
        <translation>课堂：{name}</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>学生</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>model {share}</source>
        <translation>模型 {share}</translation>
    </message>
    <message>
        <source>◀ the lab: {value}</source>
        <translation>◀ 实验室：{value}</translation>
    </message>
    <message>
        <source>beside each word, the model&apos;s probability for it (its top-5)</source>
        <translation>每个词旁边是模型给它的概率（模型的前 5 名）</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Lock follow</source>
        <translation>锁定跟随</translation>
    </message>
    <message>
        <source>Students&apos; screens stay on your step (they cannot browse)</source>
        <translation>学生的屏幕停在你的步骤上（不能自行浏览）</translation>
    </message>
    <message>
        <source>Pause screens</source>
        <translation>暂停屏幕</translation>
    </message>
    <message>
        <source>Students&apos; screens show “Eyes on the teacher” until you resume</source>
        <translation>学生的屏幕显示“请看老师”，直到你继续</translation>
    </message>
    <message>
        <source>Reveal answer</source>
        <translation>揭示答案</translation>
    </message>
    <message>
        <source>Show the current step&apos;s answer here and to the students</source>
        <translation>在这里并向学生显示当前步骤的答案</translation>
    </message>
    <message>
        <source>Show answers on the projector</source>
        <translation>在投影上显示答案</translation>
    </message>
    <message>
        <source>The main window shows how many gave each answer, no names</source>
        <translation>主窗口显示每个答案有多少人给出，不显示名字</translation>
    </message>
    <message>
        <source>Remove student</source>
        <translation>移除学生</translation>
    </message>
    <message>
        <source>Take the selected student out of the class</source>
        <translation>把选中的学生移出课堂</translation>
    </message>
    <message>
        <source>End class</source>
        <translation>结束课堂</translation>
    </message>
    <message>
        <source>End the class for everyone (it stays in its file for export)</source>
        <translation>为所有人结束课堂（课堂保留在文件中以便导出）</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Write the class&apos;s answers as CSV or JSON</source>
        <translation>把课堂的答案写成 CSV 或 JSON</translation>
    </message>
    <message>
        <source>Copy join link</source>
        <translation>复制加入链接</translation>
    </message>
    <message>
        <source>Copy the link with the code, to send it to the class</source>
        <translation>复制带代码的链接，以便发给全班</translation>
    </message>
    <message>
        <source>Show the join card</source>
        <translation>显示加入卡片</translation>
    </message>
    <message>
        <source>A card for the projector: address, code and QR code</source>
        <translation>投影用的卡片：地址、代码和二维码</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>停止主持</translation>
    </message>
    <message>
        <source>Stop the server (the class stays in its file: File &gt; Host a class… can resume it)</source>
        <translation>停止服务器（课堂保留在文件中：文件 &gt; 主持课堂… 可以继续它）</translation>
    </message>
    <message>
        <source>Join at {url}  ·  code {code}</source>
        <translation>加入地址 {url}  ·  代码 {code}</translation>
    </message>
    <message>
        <source>{online} of {students} connected</source>
        <translation>{students} 人中 {online} 人已连接</translation>
    </message>
    <message>
        <source>The class is on step {n} of {count}</source>
        <translation>课堂在第 {n} 步，共 {count} 步</translation>
    </message>
    <message>
        <source>The class has ended</source>
        <translation>课堂已结束</translation>
    </message>
    <message>
        <source>screens paused</source>
        <translation>屏幕已暂停</translation>
    </message>
    <message>
        <source>follow locked</source>
        <translation>跟随已锁定</translation>
    </message>
    <message>
        <source>the window shows another lesson: the class stays where it is</source>
        <translation>窗口显示的是另一门课程：课堂停留在原处</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>● 已连接</translation>
    </message>
    <message>
        <source>○ away</source>
        <translation>○ 离开</translation>
    </message>
    <message>
        <source>following</source>
        <translation>跟随中</translation>
    </message>
    <message>
        <source>browsing</source>
        <translation>自行浏览</translation>
    </message>
    <message>
        <source>step {n} · {where}</source>
        <translation>第 {n} 步 · {where}</translation>
    </message>
    <message>
        <source>Step {n}: {answers}</source>
        <translation>第 {n} 步：{answers}</translation>
    </message>
    <message>
        <source>Step {n}: no answer yet</source>
        <translation>第 {n} 步：尚无答案</translation>
    </message>
    <message>
        <source>{address} — this computer only</source>
        <translation>{address} — 仅本机</translation>
    </message>
    <message>
        <source>{address} — {interface}</source>
        <translation>{address} — {interface}</translation>
    </message>
    <message>
        <source>Host a class</source>
        <translation>主持课堂</translation>
    </message>
    <message>
        <source>the lesson&apos;s title</source>
        <translation>课程的标题</translation>
    </message>
    <message>
        <source>The one network the class listens on: the room&apos;s, so the students&apos; computers reach it</source>
        <translation>课堂监听的唯一网络：教室的网络，这样学生的电脑才能连上</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>任意空闲端口</translation>
    </message>
    <message>
        <source>The TCP port (0: any free one)</source>
        <translation>TCP 端口（0：任意空闲端口）</translation>
    </message>
    <message>
        <source>Announce on the network (mDNS)</source>
        <translation>在网络上公布（mDNS）</translation>
    </message>
    <message>
        <source>Students&apos; labs find the class in File &gt; Join a class…</source>
        <translation>学生的实验室可在 文件 &gt; 加入课堂… 中找到这个课堂</translation>
    </message>
    <message>
        <source>Resume a previous class</source>
        <translation>继续以前的课堂</translation>
    </message>
    <message>
        <source>There is no previous class on this computer</source>
        <translation>这台电脑上没有以前的课堂</translation>
    </message>
    <message>
        <source>Start the class</source>
        <translation>开始课堂</translation>
    </message>
    <message>
        <source>Class name:</source>
        <translation>课堂名称：</translation>
    </message>
    <message>
        <source>Lesson:</source>
        <translation>课程：</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>网络：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Class file:</source>
        <translation>课堂文件：</translation>
    </message>
    <message>
        <source>The open lesson: {title}</source>
        <translation>打开的课程：{title}</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <source>The class&apos;s lesson</source>
        <translation>课堂的课程</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*{suffix});;All files (*)</source>
        <translation>MLM Lab 课程 (*{suffix});;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose the class&apos;s lesson first.</source>
        <translation>请先选择课堂的课程。</translation>
    </message>
    <message>
        <source>Save the lesson&apos;s changes first: the class gets the lesson as its file says.</source>
        <translation>请先保存课程的更改：课堂得到的是文件中的课程。</translation>
    </message>
    <message>
        <source>Starting the class…</source>
        <translation>正在开始课堂…</translation>
    </message>
    <message>
        <source>Cannot host the class: {error}</source>
        <translation>无法主持课堂：{error}</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>正在重新连接…</translation>
    </message>
    <message>
        <source>the class has ended</source>
        <translation>课堂已结束</translation>
    </message>
    <message>
        <source>the teacher removed you</source>
        <translation>教师已将你移出</translation>
    </message>
    <message>
        <source>the class no longer lets you in</source>
        <translation>课堂不再允许你进入</translation>
    </message>
    <message>
        <source>you left the class</source>
        <translation>你已离开课堂</translation>
    </message>
    <message>
        <source>Type the class&apos;s code: the 6 letters and digits on the projector.</source>
        <translation>输入课堂代码：投影上的 6 个字母和数字。</translation>
    </message>
    <message>
        <source>A class code has no {letters} (no 0, O, 1, I, L, 2, Z, 5, S, 8 or B): check the code on the projector.</source>
        <translation>课堂代码中没有 {letters}（没有 0、O、1、I、L、2、Z、5、S、8 或 B）：请核对投影上的代码。</translation>
    </message>
    <message>
        <source>A class code has {n} letters and digits; this one has {got}.</source>
        <translation>课堂代码有 {n} 个字母和数字；这个有 {got} 个。</translation>
    </message>
    <message>
        <source>Wrong code: this class has another one (check the projector).</source>
        <translation>代码错误：这个课堂的代码不同（请看投影）。</translation>
    </message>
    <message>
        <source>This class has ended.</source>
        <translation>这个课堂已结束。</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a minute, then try again.</source>
        <translation>这台电脑输错代码的次数太多：请等一分钟后再试。</translation>
    </message>
    <message>
        <source>The class did not let you in: {reason}</source>
        <translation>课堂没有让你进入：{reason}</translation>
    </message>
    <message>
        <source>No class answers at {address}: is the teacher&apos;s lab hosting, and is this the address on the projector?</source>
        <translation>{address} 上没有课堂应答：教师的实验室是否正在主持课堂？这是投影上的地址吗？</translation>
    </message>
    <message>
        <source>Cannot join: {error}</source>
        <translation>无法加入：{error}</translation>
    </message>
    <message>
        <source>Join a class</source>
        <translation>加入课堂</translation>
    </message>
    <message>
        <source>Classes on this network:</source>
        <translation>此网络上的课堂：</translation>
    </message>
    <message>
        <source>Classes on this network</source>
        <translation>此网络上的课堂</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>再次搜索</translation>
    </message>
    <message>
        <source>Search the network again</source>
        <translation>再次搜索网络</translation>
    </message>
    <message>
        <source>Look for classes on this network again</source>
        <translation>再次在此网络上寻找课堂</translation>
    </message>
    <message>
        <source>192.168.1.5:8765 or the join link</source>
        <translation>192.168.1.5:8765 或加入链接</translation>
    </message>
    <message>
        <source>Class address</source>
        <translation>课堂地址</translation>
    </message>
    <message>
        <source>6 letters and digits, as on the projector</source>
        <translation>6 个字母和数字，与投影上一致</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>课堂代码</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>as the teacher will see it</source>
        <translation>教师将看到的名字</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>代码：</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <source>Searching the network for classes…</source>
        <translation>正在网络上搜索课堂…</translation>
    </message>
    <message>
        <source>Cannot search this network ({error}): type the address on the projector.</source>
        <translation>无法搜索此网络（{error}）：请输入投影上的地址。</translation>
    </message>
    <message numerus="yes">
        <source>%n class(es) found: pick one, or type the address.</source>
        <translation>
            <numerusform>找到 %n 个课堂：选择一个，或输入地址。</numerusform>
        </translation>
    </message>
    <message>
        <source>No class found on this network: type the address on the projector.</source>
        <translation>此网络上没有找到课堂：请输入投影上的地址。</translation>
    </message>
    <message>
        <source>Not a class address: {error}</source>
        <translation>不是课堂地址：{error}</translation>
    </message>
    <message>
        <source>Give your name, as the teacher will see it.</source>
        <translation>请给出你的名字，教师将看到它。</translation>
    </message>
    <message>
        <source>Discard the lesson&apos;s changes?</source>
        <translation>放弃课程的更改？</translation>
    </message>
    <message>
        <source>Joining opens the class&apos;s lesson: the changes to “{title}” that are not saved would be lost. Discard them?</source>
        <translation>加入会打开课堂的课程：“{title}”未保存的更改将会丢失。放弃这些更改吗？</translation>
    </message>
    <message>
        <source>Not joined: save the lesson&apos;s changes first.</source>
        <translation>未加入：请先保存课程的更改。</translation>
    </message>
    <message>
        <source>Joining the class at {address}…</source>
        <translation>正在加入 {address} 上的课堂…</translation>
    </message>
    <message>
        <source>The class&apos;s lesson cannot be shown here: {error}</source>
        <translation>课堂的课程无法在这里显示：{error}</translation>
    </message>
    <message>
        <source>Leave the class?</source>
        <translation>离开课堂？</translation>
    </message>
    <message>
        <source>This window follows the class “{name}”. Leave it?</source>
        <translation>此窗口正在跟随课堂“{name}”。要离开吗？</translation>
    </message>
    <message>
        <source>This window hosts a class: join from another computer or another window of the lab.</source>
        <translation>此窗口正在主持课堂：请从另一台电脑或实验室的另一个窗口加入。</translation>
    </message>
    <message>
        <source>The class is paused</source>
        <translation>课堂已暂停</translation>
    </message>
    <message>
        <source>The teacher paused the class — eyes to the front</source>
        <translation>教师暂停了课堂 — 请看前面</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>课堂</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Follow the teacher</source>
        <translation>跟随教师</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>离开</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>离开课堂</translation>
    </message>
    <message>
        <source>Leave the class (the lesson stays open)</source>
        <translation>离开课堂（课程保持打开）</translation>
    </message>
    <message>
        <source>The class did not take that: {error}</source>
        <translation>课堂没有接受：{error}</translation>
    </message>
    <message>
        <source>The teacher locked the class to their step</source>
        <translation>教师把课堂锁定在自己的步骤上</translation>
    </message>
    <message>
        <source>Show the step the teacher shows (off: move on your own; the teacher sees where you are)</source>
        <translation>显示教师所显示的步骤（关闭：自行前进；教师能看到你在哪一步）</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) waiting to be sent</source>
        <translation>
            <numerusform>%n 个答案等待发送</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the class bar</source>
        <translation>关闭课堂栏</translation>
    </message>
    <message>
        <source>Hide this bar (the lesson stays open)</source>
        <translation>隐藏此栏（课程保持打开）</translation>
    </message>
    <message>
        <source>The class&apos;s lesson file is not on this computer any more: the class goes on from its record.</source>
        <translation>课堂的课程文件已不在这台电脑上：课堂按其记录继续。</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>第 {n} 步</translation>
    </message>
    <message>
        <source>The class did not take “{command}”: {error}</source>
        <translation>课堂没有接受“{command}”：{error}</translation>
    </message>
    <message>
        <source>Remove the student?</source>
        <translation>移除这名学生？</translation>
    </message>
    <message>
        <source>Take “{name}” out of the class? Their answers stay in the class&apos;s record.</source>
        <translation>把“{name}”移出课堂？其答案保留在课堂记录中。</translation>
    </message>
    <message>
        <source>End the class?</source>
        <translation>结束课堂？</translation>
    </message>
    <message>
        <source>End the class for everyone? The students&apos; screens say it has ended; the answers stay in the class&apos;s file for export.</source>
        <translation>为所有人结束课堂？学生的屏幕将显示课堂已结束；答案保留在课堂文件中以便导出。</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the class&apos;s answers</source>
        <translation>导出课堂的答案</translation>
    </message>
    <message>
        <source>Wrote {rows} row(s) to {path}</source>
        <translation>已向 {path} 写入 {rows} 行</translation>
    </message>
    <message>
        <source>Cannot export the class: {error}</source>
        <translation>无法导出课堂：{error}</translation>
    </message>
    <message>
        <source>Copied the join link: {link}</source>
        <translation>已复制加入链接：{link}</translation>
    </message>
    <message>
        <source>The class is no longer hosted; File &gt; Host a class… can resume it from {path}</source>
        <translation>课堂已不再主持；文件 &gt; 主持课堂… 可以从 {path} 继续它</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>frame {n} of {total}</source>
        <translation>第 {n} 帧，共 {total} 帧</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop recording the animation; nothing is written</source>
        <translation>停止录制动画；不写入任何文件</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>动画：</translation>
    </message>
    <message>
        <source>An animation is being recorded already: wait for it or cancel it.</source>
        <translation>已有动画正在录制：请等待其完成或取消它。</translation>
    </message>
    <message>
        <source>the animation has no frames</source>
        <translation>动画没有帧</translation>
    </message>
    <message>
        <source>Cannot record the animation: {error}</source>
        <translation>无法录制动画：{error}</translation>
    </message>
    <message>
        <source>Recording {n} frames for {name}…</source>
        <translation>正在为 {name} 录制 {n} 帧…</translation>
    </message>
    <message>
        <source>Writing {n} frames to {name}…</source>
        <translation>正在将 {n} 帧写入 {name}…</translation>
    </message>
    <message>
        <source>Wrote {path} ({n} frames at {fps} fps)</source>
        <translation>已写入 {path}（{n} 帧，{fps} fps）</translation>
    </message>
    <message>
        <source>Animation canceled; nothing was written</source>
        <translation>动画已取消；未写入任何文件</translation>
    </message>
    <message>
        <source>mask ratio</source>
        <translation>掩码比例</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>mask probability</source>
        <translation>掩码概率</translation>
    </message>
    <message>
        <source>attention layer</source>
        <translation>注意力层</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>{name} (slider)</source>
        <translation>{name}（滑块）</translation>
    </message>
    <message>
        <source>a series of seeds</source>
        <translation>一系列随机种子</translation>
    </message>
    <message>
        <source>the rounds of the generation</source>
        <translation>生成的各轮</translation>
    </message>
    <message>
        <source>the rounds of &quot;Fill several masks&quot;</source>
        <translation>“填入多个掩码”的各轮</translation>
    </message>
    <message>
        <source>a run&apos;s checkpoints</source>
        <translation>一次训练运行的检查点</translation>
    </message>
    <message>
        <source>Export an animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>What changes from frame to frame</source>
        <translation>每帧之间变化的内容</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <source>From / to / step</source>
        <translation>从 / 到 / 步长</translation>
    </message>
    <message>
        <source>a run folder (with checkpoints/step-N)</source>
        <translation>一个运行文件夹（含 checkpoints/step-N）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Frames a second</source>
        <translation>每秒帧数</translation>
    </message>
    <message>
        <source>Size (width x height)</source>
        <translation>尺寸（宽 x 高）</translation>
    </message>
    <message>
        <source>.gif, .png (animated PNG) or .mp4 (needs the optional imageio-ffmpeg)</source>
        <translation>.gif、.png（动画 PNG）或 .mp4（需要可选的 imageio-ffmpeg）</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>录制</translation>
    </message>
    <message>
        <source>A run folder</source>
        <translation>训练运行文件夹</translation>
    </message>
    <message>
        <source>Save the animation as</source>
        <translation>将动画另存为</translation>
    </message>
    <message>
        <source>GIF (*.gif);;Animated PNG (*.png);;MP4 video (*.mp4)</source>
        <translation>GIF (*.gif);;动画 PNG (*.png);;MP4 视频 (*.mp4)</translation>
    </message>
    <message>
        <source>the {tab} tab has nothing to sweep</source>
        <translation>{tab} 标签页没有可扫描的内容</translation>
    </message>
    <message>
        <source>no such run folder: {folder}</source>
        <translation>没有这个训练运行文件夹：{folder}</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>（未指定）</translation>
    </message>
    <message>
        <source>a vector figure is written as .svg or .pdf, not {suffix}</source>
        <translation>矢量图应写为 .svg 或 .pdf，而不是 {suffix}</translation>
    </message>
    <message>
        <source>a file without a suffix</source>
        <translation>没有扩展名的文件</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>无法写入 {path}：{error}</translation>
    </message>
    <message>
        <source>The whole tab</source>
        <translation>整个标签页</translation>
    </message>
    <message>
        <source>a plot</source>
        <translation>一个图表</translation>
    </message>
    <message>
        <source>Export as SVG or PDF</source>
        <translation>导出为 SVG 或 PDF</translation>
    </message>
    <message>
        <source>The whole tab or one of its panes</source>
        <translation>整个标签页或其中一个视图</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>.svg (for slides and editing) or .pdf (for a paper)</source>
        <translation>.svg（用于幻灯片和编辑）或 .pdf（用于论文）</translation>
    </message>
    <message>
        <source>Text stays text and plots stay vectors; pictures are embedded as images.</source>
        <translation>文字保持为文字，图表保持为矢量；图片作为图像嵌入。</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>SVG 绘图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>MLM Lab: what masking does</source>
        <translation>MLM Lab：掩码的作用</translation>
    </message>
    <message>
        <source>{strategy}, seed {seed}, on {source}: original with its patch grid, what the encoder sees, the reconstruction, the visible patches pasted back, and the error per hidden patch. Drag the slider (or use the arrow keys).</source>
        <translation>{strategy}，随机种子 {seed}，图像 {source}：带图块网格的原图、编码器看到的内容、重建结果、贴回可见图块后的图像，以及每个隐藏图块的误差。拖动滑块（或使用方向键）。</translation>
    </message>
    <message>
        <source>Made with MLM Lab ({models}). This page needs no network.</source>
        <translation>由 MLM Lab 制作（{models}）。此页面无需联网。</translation>
    </message>
    <message>
        <source>Made with MLM Lab. This page needs no network.</source>
        <translation>由 MLM Lab 制作。此页面无需联网。</translation>
    </message>
    <message>
        <source>A web page is being written already.</source>
        <translation>已有网页正在写入。</translation>
    </message>
    <message>
        <source>a web page is written as .html, not {suffix}</source>
        <translation>网页应写为 .html，而不是 {suffix}</translation>
    </message>
    <message>
        <source>no suffix</source>
        <translation>无扩展名</translation>
    </message>
    <message>
        <source>Cannot write the web page: {error}</source>
        <translation>无法写入网页：{error}</translation>
    </message>
    <message>
        <source>Web page: frame {n} of {total}…</source>
        <translation>网页：第 {n} 帧，共 {total} 帧…</translation>
    </message>
    <message>
        <source>Wrote {path} ({size} MB, opens with no network)</source>
        <translation>已写入 {path}（{size} MB，无需联网即可打开）</translation>
    </message>
</context>
<context>
    <name>FeaturesTab</name>
    <message>
        <source>Image: PCA maps and patch similarity</source>
        <translation>图像：PCA 图和图块相似度</translation>
    </message>
    <message>
        <source>Text: token neighbours, sentence search</source>
        <translation>文本：词元近邻、句子搜索</translation>
    </message>
    <message>
        <source>Probe: accuracy per layer, on its own</source>
        <translation>探针：每层准确率，单独显示</translation>
    </message>
    <message>
        <source>final (after the last block)</source>
        <translation>最终（最后一个块之后）</translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Which encoder layer&apos;s features are shown: 0 = the embeddings, k = after block k, the lowest value = the encoder&apos;s final output</source>
        <translation>显示哪一层编码器的特征：0 = 嵌入，k = 第 k 个块之后，最低值 = 编码器的最终输出</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Pictures (up to %1)</source>
        <translation>图片（最多 %1 张）</translation>
    </message>
    <message>
        <source>Add a sample photo…</source>
        <translation>添加示例照片…</translation>
    </message>
    <message>
        <source>Add an image file…</source>
        <translation>添加图像文件…</translation>
    </message>
    <message>
        <source>The first picture is the current one; the PCA is fitted on all of them together, so a colour means the same feature direction in every picture.</source>
        <translation>第一张图片是当前图片；PCA 在所有图片上一起拟合，因此同一种颜色在每张图片中代表相同的特征方向。</translation>
    </message>
    <message>
        <source>The pictures shown, the current one first</source>
        <translation>显示的图片，当前图片在前</translation>
    </message>
    <message>
        <source>Remove the selected picture</source>
        <translation>移除所选图片</translation>
    </message>
    <message>
        <source>Remove background (threshold the first
PCA component; off = every patch)</source>
        <translation>去除背景（对第一个 PCA 分量
取阈值；关闭 = 所有图像块）</translation>
    </message>
    <message>
        <source>DINOv2&apos;s recipe: the first component often separates object from background; its side that holds the borders is blacked out and the colours are refitted on the rest. Not always right: look.</source>
        <translation>DINOv2 的做法：第一个分量常常把物体和背景分开；包含边缘的一侧被涂黑，颜色在其余部分上重新拟合。并不总是正确：请自己观察。</translation>
    </message>
    <message>
        <source>Random-init twin (same shape, seed 0,
never trained) instead of the model</source>
        <translation>用随机初始化的孪生模型（形状相同、种子 0、
从未训练）代替该模型</translation>
    </message>
    <message>
        <source>Draw the maps and the similarity for a randomly initialised copy of the image model: what the encoder shows before any masked pretraining</source>
        <translation>为图像模型的随机初始化副本绘制特征图和相似度：编码器在任何掩码预训练之前的样子</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Press Enter: the sentence&apos;s tokens appear in the text view</source>
        <translation>按回车：句子的词元出现在文本视图中</translation>
    </message>
    <message>
        <source>current: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>Word category (text)</source>
        <translation>词类（文本）</translation>
    </message>
    <message>
        <source>Subject number at the verb (text)</source>
        <translation>动词处主语的单复数（文本）</translation>
    </message>
    <message>
        <source>Shape of a generated picture (images)</source>
        <translation>生成图片中的形状（图像）</translation>
    </message>
    <message>
        <source>A class folder: one subfolder per class (images)</source>
        <translation>类别文件夹：每个类别一个子文件夹（图像）</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>random init</source>
        <translation>随机初始化</translation>
    </message>
    <message>
        <source>raw pixels</source>
        <translation>原始像素</translation>
    </message>
    <message>
        <source>majority</source>
        <translation>多数类</translation>
    </message>
    <message>
        <source>Probe: a linear classifier on each layer&apos;s frozen features</source>
        <translation>探针：在每一层冻结特征上的线性分类器</translation>
    </message>
    <message>
        <source>Run a probe to see how much of a label each layer holds.</source>
        <translation>运行探针，查看每一层包含多少标签信息。</translation>
    </message>
    <message>
        <source>What the probe is asked to read out of the features</source>
        <translation>探针需要从特征中读出的内容</translation>
    </message>
    <message>
        <source>Run probe</source>
        <translation>运行探针</translation>
    </message>
    <message>
        <source>Fit a logistic regression on every layer, for this model and for a randomly initialised model of the same shape (in the background)</source>
        <translation>在每一层上拟合逻辑回归，针对此模型和一个形状相同的随机初始化模型（在后台进行）</translation>
    </message>
    <message>
        <source>Probe accuracy per layer</source>
        <translation>每层探针准确率</translation>
    </message>
    <message>
        <source>accuracy (%)</source>
        <translation>准确率 (%)</translation>
    </message>
    <message>
        <source>Choose a task and press Run probe</source>
        <translation>选择一个任务，然后点“运行探针”</translation>
    </message>
    <message>
        <source>layer (0 = embeddings)</source>
        <translation>层（0 = 嵌入）</translation>
    </message>
    <message>
        <source>A folder with one subfolder of pictures per class</source>
        <translation>每个类别有一个图片子文件夹的文件夹</translation>
    </message>
    <message>
        <source>%1, probe &apos;%2&apos; (%3 train / %4 test examples): best %5 at layer %6, random init best %7, majority %8</source>
        <translation>%1，探针“%2”（%3 个训练 / %4 个测试样例）：最佳 %5，在第 %6 层；随机初始化最佳 %7；多数类 %8</translation>
    </message>
    <message>
        <source>, raw pixels %1</source>
        <translation>，原始像素 %1</translation>
    </message>
    <message>
        <source>measured on these weights on %1 and shipped with the app</source>
        <translation>于 %1 在这些权重上测得，随应用一起发布</translation>
    </message>
    <message>
        <source>Shown as %1; Run probe measures it again.</source>
        <translation>按 %1 显示；“运行探针”会重新测量。</translation>
    </message>
    <message>
        <source>Word category</source>
        <translation>词类</translation>
    </message>
    <message>
        <source>Subject number at the verb</source>
        <translation>动词处主语的单复数</translation>
    </message>
    <message>
        <source>Shape of a generated picture</source>
        <translation>生成图片中的形状</translation>
    </message>
    <message>
        <source>Only the checkpoints the run still has are probed: the engine keeps the newest few (keep_checkpoints in the run&apos;s config), so earlier steps cannot be shown.</source>
        <translation>只探测该运行仍保留的检查点：引擎只保留最新的几个（运行配置中的 keep_checkpoints），因此无法显示更早的步骤。</translation>
    </message>
    <message>
        <source>final layer</source>
        <translation>最后一层</translation>
    </message>
    <message>
        <source>Probe checkpoints</source>
        <translation>探测检查点</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>探针</translation>
    </message>
    <message>
        <source>Probe accuracy of the kept checkpoints</source>
        <translation>保留的检查点上的探针准确率</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>运行：%1</translation>
    </message>
    <message>
        <source>Probing every kept checkpoint of %1 for &apos;%2&apos;… %3</source>
        <translation>正在为“%2”探测 %1 的每个保留检查点…%3</translation>
    </message>
    <message numerus="yes">
        <source>Probe &apos;%1&apos; accuracy, %n kept checkpoint(s)</source>
        <translation>
            <numerusform>探针“%1”的准确率，%n 个保留的检查点</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>The probe could not run: %1. %2</source>
        <translation>探针无法运行：%1。%2</translation>
    </message>
    <message>
        <source>How good are raw masked-LM sentence embeddings? Not very: the mean of a masked LM&apos;s token vectors, with no training for similarity, is dominated by frequent words and sentence form, so it often finds sentences that look alike rather than mean alike, and a bag-of-words TF-IDF baseline is a hard one to beat (Reimers and Gurevych 2019 found mean-pooled BERT below averaged GloVe vectors on STS). Compare the two lists: where they differ, judge which one found the meaning.</source>
        <translation>掩码语言模型的原始句子嵌入效果如何？不太好：掩码语言模型词元向量的平均值，未经相似度训练，主要受高频词和句子形式支配，所以它常常找到看起来相似而非意思相近的句子，而词袋 TF-IDF 基线很难超越（Reimers 和 Gurevych 2019 发现在 STS 上平均池化的 BERT 不如平均的 GloVe 向量）。比较两个列表：在它们不同的地方，判断哪一个找到了意思。</translation>
    </message>
    <message>
        <source>The corpus index is built the first time this view is used.</source>
        <translation>首次使用此视图时会建立语料索引。</translation>
    </message>
    <message>
        <source>index: %p %</source>
        <translation>索引：%p %</translation>
    </message>
    <message>
        <source>Click a token: its nearest neighbours among the corpus tokens</source>
        <translation>点击一个词元：显示它在语料词元中的最近邻</translation>
    </message>
    <message>
        <source>Neighbours appear here.</source>
        <translation>近邻显示在这里。</translation>
    </message>
    <message>
        <source>Sentence search: nearest corpus sentences</source>
        <translation>句子搜索：最相近的语料句子</translation>
    </message>
    <message>
        <source>Type a sentence and press Enter</source>
        <translation>输入一个句子并按回车</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Mean-pooled embedding (the model)</source>
        <translation>平均池化嵌入（模型）</translation>
    </message>
    <message>
        <source>TF-IDF (bag of words, the baseline)</source>
        <translation>TF-IDF（词袋，基线）</translation>
    </message>
    <message>
        <source>List this token&apos;s nearest neighbours</source>
        <translation>列出该词元的最近邻</translation>
    </message>
    <message>
        <source>special token</source>
        <translation>特殊词元</translation>
    </message>
    <message numerus="yes">
        <source>%1: the %n nearest corpus token(s) by cosine similarity of their contextual embeddings</source>
        <translation>
            <numerusform>%1：按上下文嵌入的余弦相似度排列的 %n 个最近的语料词元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n sentence(s) are in both lists.</source>
        <translation>
            <numerusform>%n 个句子中有 %1 个同时出现在两个列表中。</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the image model (the window loads one when it starts)…</source>
        <translation>正在等待图像模型（窗口启动时会加载一个）…</translation>
    </message>
    <message>
        <source>Loading the image model… its features follow.</source>
        <translation>正在加载图像模型…随后显示其特征。</translation>
    </message>
    <message numerus="yes">
        <source>Features of %n picture(s) at layer %1 in %2 ms</source>
        <translation>
            <numerusform>%n 张图片在第 %1 层的特征，耗时 %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>Click a patch: its similarity to every patch is drawn</source>
        <translation>点击一个图像块：绘制它与每个图像块的相似度</translation>
    </message>
    <message>
        <source>PCA of patch features</source>
        <translation>图像块特征的 PCA</translation>
    </message>
    <message>
        <source>First three principal components of the patch features as RGB, one fit over every picture shown, so a colour means the same thing in each</source>
        <translation>图像块特征的前三个主成分显示为 RGB，在所有显示的图片上统一拟合，因此同一种颜色在每张图片中含义相同</translation>
    </message>
    <message>
        <source>Similarity to the clicked patch</source>
        <translation>与所点击图像块的相似度</translation>
    </message>
    <message>
        <source>Cosine similarity with the clicked patch (bright = similar); the green square is each picture&apos;s best-matching patch</source>
        <translation>与所点击图像块的余弦相似度（亮 = 相似）；绿色方框是每张图片中最匹配的图像块</translation>
    </message>
    <message>
        <source>Click a patch of any picture</source>
        <translation>点击任意图片的一个图块</translation>
    </message>
    <message>
        <source>%1 x %2 patches</source>
        <translation>%1 x %2 个图块</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>Layer %1 of %2</source>
        <translation>第 %1 层，共 %2 层</translation>
    </message>
    <message>
        <source>Background removed: patches on the side of the first component that holds the borders are black.</source>
        <translation>背景已去除：第一主成分中包含边缘的那一侧的图块显示为黑色。</translation>
    </message>
    <message>
        <source>Background kept (the option on the left blacks it out).</source>
        <translation>保留背景（左侧的选项会把它涂黑）。</translation>
    </message>
    <message>
        <source>Random-init twin of the model (seed 0, never trained). </source>
        <translation>模型的随机初始化孪生模型（随机种子 0，从未训练）。</translation>
    </message>
    <message numerus="yes">
        <source>PCA of patch features, first 3 components as RGB, fitted jointly on %n patch(es)</source>
        <translation>
            <numerusform>图块特征的 PCA，前 3 个主成分作为 RGB，在 %n 个图块上联合拟合</numerusform>
        </translation>
    </message>
    <message>
        <source>; background (first component) removed</source>
        <translation>；已去除背景（第一主成分）</translation>
    </message>
    <message>
        <source>%1%2. %3 (variance %4). %5</source>
        <translation>%1%2。%3（方差 %4）。%5</translation>
    </message>
    <message>
        <source>the clicked patch (white)</source>
        <translation>点击的图块（白色）</translation>
    </message>
    <message>
        <source>best match (green): patch %1, cosine %2</source>
        <translation>最佳匹配（绿色）：图块 %1，余弦 %2</translation>
    </message>
    <message>
        <source>picture %1</source>
        <translation>图片 %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 by %2 patches.</source>
        <translation>%1 × %2 个图块。</translation>
    </message>
    <message>
        <source>Cursor on patch %1 (row %2, column %3); Enter picks it.</source>
        <translation>光标在图块 %1（第 %2 行，第 %3 列）；按回车选中它。</translation>
    </message>
    <message>
        <source>No patch picked.</source>
        <translation>未选中图块。</translation>
    </message>
    <message>
        <source>Picked: patch %1 (row %2, column %3) of this picture.</source>
        <translation>已选中：此图片的图块 %1（第 %2 行，第 %3 列）。</translation>
    </message>
    <message>
        <source>Picked: patch %1 of picture %2.</source>
        <translation>已选中：图片 %2 的图块 %1。</translation>
    </message>
    <message>
        <source>Most similar patch here: %1 (row %2, column %3), cosine %4.</source>
        <translation>这里最相似的图块：%1（第 %2 行，第 %3 列），余弦 %4。</translation>
    </message>
    <message>
        <source>Add an image</source>
        <translation>添加图像</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp);;All files (*)</source>
        <translation>图像 (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The new image model could not be loaded; the features shown are the previous model&apos;s.</source>
        <translation>无法加载新的图像模型；显示的是之前模型的特征。</translation>
    </message>
    <message>
        <source>No image model is loaded: choose one in the toolbar.</source>
        <translation>未加载图像模型：请在工具栏中选择一个。</translation>
    </message>
    <message>
        <source>%1 gives features only (no pixel decoder): the maps, the similarity and the probe below are its own; the Image tab cannot reconstruct with it.</source>
        <translation>%1 只提供特征（没有像素解码器）：下面的图、相似度和探针都来自它；图像标签页无法用它重建。</translation>
    </message>
    <message>
        <source>Image model %1: its features are computed when this view is in front.</source>
        <translation>图像模型 %1：当此视图在前台时计算其特征。</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>已加载</translation>
    </message>
    <message>
        <source>Loading the text model… the corpus index is built for it next.</source>
        <translation>正在加载文本模型…随后为它构建语料索引。</translation>
    </message>
    <message>
        <source>The corpus index is being built for this model; the results follow.</source>
        <translation>正在为此模型构建语料索引；结果随后显示。</translation>
    </message>
    <message>
        <source>Corpus index ready: %1 tokens</source>
        <translation>语料索引已就绪：%1 个词元</translation>
    </message>
    <message>
        <source>Cannot show those pictures: %1. The view is unchanged.</source>
        <translation>无法显示这些图片：%1。视图保持不变。</translation>
    </message>
    <message>
        <source>The probe could not run: %1</source>
        <translation>探针无法运行：%1</translation>
    </message>
    <message>
        <source>The probe could not run: %1. The plot is unchanged.</source>
        <translation>探针无法运行：%1。图表保持不变。</translation>
    </message>
    <message>
        <source>The corpus index could not be built: %1</source>
        <translation>无法构建语料索引：%1</translation>
    </message>
    <message>
        <source>Features: %1</source>
        <translation>特征：%1</translation>
    </message>
    <message>
        <source>Nothing measured yet: wait for the maps or run a probe.</source>
        <translation>尚未测量任何内容：请等待特征图或运行探针。</translation>
    </message>
    <message>
        <source>No text model is loaded yet: the probe needs one.</source>
        <translation>尚未加载文本模型：探针需要一个。</translation>
    </message>
    <message>
        <source>No image model is loaded yet: the probe needs one.</source>
        <translation>尚未加载图像模型：探针需要一个。</translation>
    </message>
    <message>
        <source>the text model</source>
        <translation>文本模型</translation>
    </message>
    <message>
        <source>the image model</source>
        <translation>图像模型</translation>
    </message>
    <message>
        <source>Probing every layer of %1 and of a random-init twin…</source>
        <translation>正在探测 %1 及其随机初始化孪生模型的每一层…</translation>
    </message>
    <message>
        <source>Looking for this probe measured on the weights of %1, else measuring it…</source>
        <translation>正在查找在 %1 的权重上测得的此探针结果，找不到则进行测量…</translation>
    </message>
    <message numerus="yes">
        <source>Indexing %n corpus sentence(s) with %1 (once per model and layer; kept in the cache)…</source>
        <translation>
            <numerusform>正在用 %1 为 %n 个语料句子建立索引（每个模型和层一次；保存在缓存中）…</numerusform>
        </translation>
    </message>
    <message>
        <source>Building the corpus index in the background…</source>
        <translation>正在后台构建语料索引…</translation>
    </message>
    <message>
        <source>Corpus index: %1 tokens of %2 sentences at layer %3 (%4).</source>
        <translation>语料索引：%2 个句子的 %1 个词元，第 %3 层（%4）。</translation>
    </message>
    <message>
        <source>Click a token of the sentence.</source>
        <translation>点击句子中的一个词元。</translation>
    </message>
    <message>
        <source>Indexing the corpus: %1 of %2 sentences…</source>
        <translation>正在为语料建立索引：%1 / %2 个句子…</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控件</translation>
    </message>
</context>
<context>
    <name>GenerateTab</name>
    <message>
        <source>Put [MASK] where the model should fill in; without [MASK] it writes “length” tokens after the prompt; leave it empty to write from nothing.</source>
        <translation>在需要模型填写的位置放 [MASK]；没有 [MASK] 时，它会在提示之后写出“长度”个词元；留空则从零开始写。</translation>
    </message>
    <message>
        <source>Most confident (LLaDA)</source>
        <translation>置信度最高 (LLaDA)</translation>
    </message>
    <message>
        <source>Each step every masked position gets a drawn token; the ones the model is most sure of are kept and the rest go back to [MASK] (LLaDA&apos;s low-confidence remasking, MaskGIT).</source>
        <translation>每一步每个被掩码的位置都抽取一个词元；保留模型最有把握的那些，其余重新变回 [MASK]（LLaDA 的低置信度重掩码，MaskGIT）。</translation>
    </message>
    <message>
        <source>Random (MDLM)</source>
        <translation>随机 (MDLM)</translation>
    </message>
    <message>
        <source>The positions kept each step are a uniformly random subset: the exact reverse of the forward masking process, as MDLM samples.</source>
        <translation>每一步保留的位置是均匀随机的子集：正好是前向掩码过程的逆过程，与 MDLM 的采样方式相同。</translation>
    </message>
    <message>
        <source>Largest margin</source>
        <translation>最大间隔</translation>
    </message>
    <message>
        <source>Keep the positions where the first choice beats the second by the widest gap.</source>
        <translation>保留第一选择以最大差距胜过第二选择的位置。</translation>
    </message>
    <message>
        <source>Lowest entropy</source>
        <translation>最低熵</translation>
    </message>
    <message>
        <source>Keep the positions whose predicted distribution is the least spread out.</source>
        <translation>保留预测分布最集中的位置。</translation>
    </message>
    <message>
        <source>Left to right</source>
        <translation>从左到右</translation>
    </message>
    <message>
        <source>One position a step, the leftmost first: the order a GPT-style model writes in (steps is ignored: one step per position).</source>
        <translation>每步一个位置，最左边的先来：GPT 式模型的书写顺序（忽略步数：每个位置一步）。</translation>
    </message>
    <message>
        <source>Every sure token (Fast-dLLM)</source>
        <translation>所有有把握的词元 (Fast-dLLM)</translation>
    </message>
    <message>
        <source>Parallel decoding: each step keeps every drawn token the model gives at least the threshold&apos;s probability, and at least the surest one, so the number of steps follows the model&apos;s confidence (steps and schedule are not used).</source>
        <translation>并行解码：每一步保留模型给出的概率不低于阈值的所有抽取词元，且至少保留最有把握的一个，因此步数取决于模型的置信度（不使用步数和调度）。</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <source>MDLM and LLaDA: the share still masked falls linearly from 1 to 0, so each of the K steps reveals about n / K positions.</source>
        <translation>MDLM 和 LLaDA：仍被掩码的比例从 1 线性下降到 0，因此 K 步中每一步大约揭示 n / K 个位置。</translation>
    </message>
    <message>
        <source>Cosine</source>
        <translation>余弦</translation>
    </message>
    <message>
        <source>MaskGIT: the share still masked follows cos(π t / 2): few positions while the context is thin, more at the end.</source>
        <translation>MaskGIT：仍被掩码的比例遵循 cos(π t / 2)：上下文稀少时揭示的位置少，最后揭示得多。</translation>
    </message>
    <message>
        <source>Full (both ways)</source>
        <translation>完整（双向）</translation>
    </message>
    <message>
        <source>Every position sees every other, as the model was trained.</source>
        <translation>每个位置都能看到其他所有位置，与模型训练时相同。</translation>
    </message>
    <message>
        <source>Block-causal (BD3-LM)</source>
        <translation>块因果 (BD3-LM)</translation>
    </message>
    <message>
        <source>A block sees the prompt, itself and the blocks before it, never a later one: what makes a cache exact. The bundled models were trained with full attention and write worse under it.</source>
        <translation>一个块只看到提示、自身和之前的块，从不看之后的块：这使缓存是精确的。自带模型以完整注意力训练，在这种方式下写得更差。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Every call computes every position.</source>
        <translation>每次调用计算所有位置。</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>前缀</translation>
    </message>
    <message>
        <source>Keep the keys and values of the prompt and the finished blocks; compute the block and what follows it each call (Fast-dLLM&apos;s prefix cache).</source>
        <translation>保留提示和已完成块的键和值；每次调用计算当前块及其后的内容（Fast-dLLM 的前缀缓存）。</translation>
    </message>
    <message>
        <source>Dual</source>
        <translation>双向</translation>
    </message>
    <message>
        <source>Also keep what follows the block, and compute the block alone each call (Fast-dLLM&apos;s DualCache).</source>
        <translation>也保留块之后的内容，每次调用只计算当前块（Fast-dLLM 的 DualCache）。</translation>
    </message>
    <message>
        <source>How many [MASK] positions are written after the prompt when it holds no [MASK] (the generated sequence&apos;s length n).</source>
        <translation>当提示中没有 [MASK] 时，在提示之后写出多少个 [MASK] 位置（生成序列的长度 n）。</translation>
    </message>
    <message>
        <source>K, the number of denoising steps: the model runs K times and each step reveals the schedule&apos;s share of the positions, going from t = 1 (all masked) to t = 0. 1 step is BERT&apos;s one-shot fill-in; K = n reveals one position a step. At most the number of positions to fill.</source>
        <translation>K，去噪步数：模型运行 K 次，每一步按调度揭示相应比例的位置，从 t = 1（全部掩码）到 t = 0。1 步就是 BERT 的一次性填写；K = n 则每步揭示一个位置。最多等于要填写的位置数。</translation>
    </message>
    <message>
        <source>The logits are divided by this before a token is drawn at each masked position: below 1 is sharper (near 0: almost always the most probable token), above 1 more varied.</source>
        <translation>在每个掩码位置抽取词元之前，logits 会除以这个值：小于 1 更集中（接近 0 时几乎总是最可能的词元），大于 1 更多样。</translation>
    </message>
    <message>
        <source>Draw only among the k most probable tokens at each position (0 = all of them; 1 = greedy). The probability shown on a chip is the model&apos;s own, before temperature and top-k.</source>
        <translation>在每个位置只从最可能的 k 个词元中抽取（0 = 全部；1 = 贪心）。标签上显示的概率是模型自身的概率，未经温度和 top-k 处理。</translation>
    </message>
    <message>
        <source>Semi-autoregressive decoding (LLaDA): the positions are cut into blocks of this many, decoded left to right, each finished before the next starts; the steps are shared out by block size. 0 = one block, the whole sequence at once.</source>
        <translation>半自回归解码 (LLaDA)：位置被切成这么大的块，从左到右解码，每块完成后才开始下一块；步数按块大小分配。0 = 一个块，整个序列一次完成。</translation>
    </message>
    <message>
        <source>Remasking “Every sure token”: a step reveals every masked position whose drawn token has at least this probability (at least one a step). Lower: fewer model calls and more tokens decided at once, each against less context.</source>
        <translation>重掩码“所有有把握的词元”：每一步揭示所有抽取词元概率不低于此值的掩码位置（每步至少一个）。越低：模型调用越少，一次决定的词元越多，但每个所依据的上下文越少。</translation>
    </message>
    <message>
        <source>Taking a token back (ReMDM): the middle steps each put this share of the written tokens back under [MASK], the least sure most often, and the model writes them again with all the context it has. Steps K may then exceed the length: the extra steps revise. A revised chip is marked ↺; hover it for its history. Off: a revealed token is never changed.</source>
        <translation>收回词元 (ReMDM)：中间的每一步都把已写出词元中这一比例重新置为 [MASK]，最没把握的最常被收回，模型再利用已有的全部上下文重新写出它们。此时步数 K 可以超过长度：多出的步骤用于修订。被修订过的标签标有 ↺；将鼠标悬停其上可查看其历史。关闭：已揭示的词元永不更改。</translation>
    </message>
    <message>
        <source>With full attention a kept key or value goes stale as the block changes: every position is computed again every this many calls (1 = every call, no saving).</source>
        <translation>在完整注意力下，块变化后保留的键或值会过时：每隔这么多次调用重新计算所有位置（1 = 每次调用，不节省）。</translation>
    </message>
    <message>
        <source>The random seed of the draws: the same seed and settings give the same rounds.</source>
        <translation>抽取的随机种子：相同的种子和设置得到相同的轮次。</translation>
    </message>
    <message>
        <source>Sequences drawn together in one batch from the same prompt, one row each (1 to {n}). The side-by-side view draws one of each kind.</source>
        <translation>从同一提示在一个批次中一起生成的序列，每条一行（1 到 {n}）。并排视图每种方式各生成一条。</translation>
    </message>
    <message>
        <source>Show the same prompt decoded three ways, one row each: 1 step (all at once, BERT-style), K steps with the chosen rule, and left to right one position a step (the autoregressive order). The round slider walks the K-step row; the others are shown at the same share of their own steps.</source>
        <translation>用三种方式解码同一个提示，每种一行：1 步（一次全部完成，BERT 式）、按所选规则 K 步，以及从左到右每步一个位置（自回归顺序）。轮次滑块遍历 K 步那一行；其他行按其自身步数的相同比例显示。</translation>
    </message>
    <message>
        <source>Run the generation now (it also reruns by itself a moment after a setting changes). The model runs in the background; every round is kept, so the slider replays them at once.</source>
        <translation>立即运行生成（设置改变片刻后也会自动重新运行）。模型在后台运行；每一轮都会保存，因此滑块可立即回放。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Generation by unmasking&lt;/b&gt; (masked diffusion: MDLM, LLaDA). Every position to write starts as [MASK]. At each of K steps the model predicts all masked positions at once, a token is drawn for each, and the schedule&apos;s share of them is kept; the rest are masked again and predicted anew with more context. A revealed token is never changed. BERT&apos;s fill-in is the 1-step case; left to right, one position a step, is how an autoregressive model writes.</source>
        <translation>&lt;b&gt;通过去掩码生成&lt;/b&gt;（掩码扩散：MDLM、LLaDA）。每个要写的位置都从 [MASK] 开始。在 K 步中的每一步，模型同时预测所有掩码位置，为每个位置抽取一个词元，并按调度保留其中一部分；其余的重新掩码，并在更多上下文下重新预测。已揭示的词元不会再改变。BERT 的填写是 1 步的情形；从左到右每步一个位置，就是自回归模型的写法。</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>empty: write from nothing</source>
        <translation>留空：从零开始写</translation>
    </message>
    <message>
        <source>Insert [MASK]</source>
        <translation>插入 [MASK]</translation>
    </message>
    <message>
        <source>Put a [MASK] at the cursor: a position for the model to fill in</source>
        <translation>在光标处放一个 [MASK]：让模型填写的位置</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Empty the prompt: the model writes “length” tokens from nothing</source>
        <translation>清空提示：模型从零开始写出“长度”个词元</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Remasking: which of the drawn tokens each step keeps; the others go back to [MASK]. Hover an entry for what it does.</source>
        <translation>重新掩码：每一步保留哪些抽取的词元；其余的变回 [MASK]。将鼠标悬停在选项上查看其作用。</translation>
    </message>
    <message>
        <source>The noise schedule: how many positions each step reveals (the share still masked at time t). Hover an entry for what it does.</source>
        <translation>噪声调度：每一步揭示多少个位置（时间 t 时仍被掩码的比例）。将鼠标悬停在选项上查看其作用。</translation>
    </message>
    <message>
        <source>What a position attends to while the blocks are decoded. Hover an entry for what it does.</source>
        <translation>解码各块时一个位置关注哪些位置。将鼠标悬停在选项上查看其作用。</translation>
    </message>
    <message>
        <source>Key/value cache: keep what positions outside the block computed and compute fewer rows each call. Exact with block-causal attention, approximate with full attention. Hover an entry for what it does.</source>
        <translation>键/值缓存：保留块外位置已计算的结果，每次调用计算更少的行。块因果注意力下是精确的，完整注意力下是近似的。将鼠标悬停在选项上查看其作用。</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>one block</source>
        <translation>一个块</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>新种子</translation>
    </message>
    <message>
        <source>Draw again with the next seed [R]</source>
        <translation>用下一个种子重新抽取 [R]</translation>
    </message>
    <message>
        <source>Length n</source>
        <translation>长度 n</translation>
    </message>
    <message>
        <source>Steps K</source>
        <translation>步数 K</translation>
    </message>
    <message>
        <source>Remasking</source>
        <translation>重新掩码</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>收回</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>缓存</translation>
    </message>
    <message>
        <source>Refresh every</source>
        <translation>每隔多少次刷新</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Block length</source>
        <translation>块长度</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>并排</translation>
    </message>
    <message>
        <source>the prompt three ways: 1 step (BERT), K steps, left to right</source>
        <translation>用三种方式处理提示：1 步 (BERT)、K 步、从左到右</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>trained as a masked LM at one rate, not with the diffusion objective: expect repeats (“. . .”); a generator trained for it is used once it is shipped</source>
        <translation>以单一掩码率训练的掩码语言模型，而不是用扩散目标训练：可能出现重复（“. . .”）；专门训练的生成器发布后将改用它</translation>
    </message>
    <message>
        <source>The model that generates: the bundled generator</source>
        <translation>负责生成的模型：内置生成器</translation>
    </message>
    <message>
        <source>What the round on screen revealed: each token, the model&apos;s probability of it, and its position</source>
        <translation>屏幕上这一轮揭示的内容：每个词元、模型给它的概率及其位置</translation>
    </message>
    <message>
        <source>With a key/value cache: how far the keys and values kept from an earlier call were from fresh ones, and how often the likeliest token was the same</source>
        <translation>使用键/值缓存时：从之前调用保留的键和值与新计算的相差多远，以及最可能的词元相同的频率</translation>
    </message>
    <message>
        <source>{model} is a causal (left-to-right) model: generation by unmasking needs a masked LM; still using {current}.</source>
        <translation>{model} 是因果（从左到右）模型：通过揭示来生成需要掩码语言模型；仍在使用 {current}。</translation>
    </message>
    <message>
        <source>Generator: {model}</source>
        <translation>生成器：{model}</translation>
    </message>
    <message>
        <source>Loading the generator…</source>
        <translation>正在加载生成器…</translation>
    </message>
    <message>
        <source>No generator could be loaded</source>
        <translation>无法加载任何生成器</translation>
    </message>
    <message>
        <source>Generator: loaded when this tab is first shown</source>
        <translation>生成器：首次显示此标签页时加载</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>正在生成…</translation>
    </message>
    <message>
        <source>The generator could not be loaded: {error}</source>
        <translation>无法加载生成器：{error}</translation>
    </message>
    <message>
        <source>The rows show the last generation.</source>
        <translation>各行显示的是上一次生成。</translation>
    </message>
    <message>
        <source>Cannot generate: {error}.</source>
        <translation>无法生成：{error}。</translation>
    </message>
    <message>
        <source>Cannot generate: {error}</source>
        <translation>无法生成：{error}</translation>
    </message>
    <message>
        <source>No generator: nothing to show</source>
        <translation>没有生成器：无内容可显示</translation>
    </message>
    <message>
        <source>{row}: round {n} of {total}</source>
        <translation>{row}：第 {n} 轮，共 {total} 轮</translation>
    </message>
    <message>
        <source>Nothing has been generated yet: press Generate, then export again.</source>
        <translation>尚未生成任何内容：请点“生成”，然后再导出。</translation>
    </message>
    <message>
        <source>position {n}: “{token}”, from the prompt (never changed)</source>
        <translation>位置 {n}：“{token}”，来自提示（从不改变）</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>position {n}: still masked; the model predicts it again at the next step</source>
        <translation>位置 {n}：仍被掩码；模型会在下一步再次预测它</translation>
    </message>
    <message>
        <source>position {n}: revealed in round {round} (hidden until the answer is revealed)</source>
        <translation>位置 {n}：在第 {round} 轮揭示（在揭晓答案之前隐藏）</translation>
    </message>
    <message>
        <source>position {n}: “{token}”, revealed in round {round} with probability {p}</source>
        <translation>位置 {n}：“{token}”，在第 {round} 轮以概率 {p} 揭示</translation>
    </message>
    <message>
        <source>(this round)</source>
        <translation>（本轮）</translation>
    </message>
    <message numerus="yes">
        <source>Generated %n position(s)</source>
        <translation>
            <numerusform>已生成 %n 个位置</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n step(s)</source>
        <translation>
            <numerusform>用了 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>in {ms} ms</source>
        <translation>耗时 {ms} ms</translation>
    </message>
    <message>
        <source>exact: block-causal attention, the kept keys/values never change</source>
        <translation>精确：块因果注意力，保留的键/值从不改变</translation>
    </message>
    <message>
        <source>approximate: all computed again every {n} calls</source>
        <translation>近似：每 {n} 次调用全部重新计算</translation>
    </message>
    <message>
        <source>Cache {cache} ({kind}): {full} full calls, {rows} on the block alone; the kept keys/values were {drift:.1f} % from fresh ones and gave the likeliest token fresh ones give at {agree:.0f} % of the positions</source>
        <translation>缓存 {cache}（{kind}）：{full} 次完整调用，{rows} 次只在块上；保留的键/值与新计算的相差 {drift:.1f} %，在 {agree:.0f} % 的位置给出了与新计算相同的最可能词元</translation>
    </message>
    <message>
        <source>1 step (all at once, BERT-style)</source>
        <translation>1 步（一次全部，BERT 风格）</translation>
    </message>
    <message>
        <source>{n} steps (every token at least {threshold:g} sure)</source>
        <translation>{n} 步（每个词元把握至少 {threshold:g}）</translation>
    </message>
    <message>
        <source>{n} steps ({remasking}, {schedule})</source>
        <translation>{n} 步（{remasking}，{schedule}）</translation>
    </message>
    <message>
        <source>left to right ({n} steps, autoregressive order)</source>
        <translation>从左到右（{n} 步，自回归顺序）</translation>
    </message>
    <message>
        <source>Sample {n}</source>
        <translation>样本 {n}</translation>
    </message>
    <message>
        <source>“{token}” {p} at {n}</source>
        <translation>“{token}” {p}，位置 {n}</translation>
    </message>
    <message>
        <source>and {n} more</source>
        <translation>以及另外 {n} 个</translation>
    </message>
    <message>
        <source>Round {shown} of {k}: each sample revealed {n}; sample 1: {words}</source>
        <translation>第 {shown} 轮，共 {k} 轮：每个样本揭示了 {n} 个；样本 1：{words}</translation>
    </message>
    <message>
        <source>Round {shown} of {k}: revealed {n} ({words})</source>
        <translation>第 {shown} 轮，共 {k} 轮：揭示了 {n} 个（{words}）</translation>
    </message>
    <message>
        <source>took back {n} first ({words})</source>
        <translation>先收回了 {n} 个（{words}）</translation>
    </message>
    <message>
        <source>{n} still masked</source>
        <translation>{n} 个仍被掩码</translation>
    </message>
    <message>
        <source>every position is revealed</source>
        <translation>所有位置都已揭示</translation>
    </message>
    <message>
        <source>revised: {history}</source>
        <translation>已修订：{history}</translation>
    </message>
    <message>
        <source>Generated sequences</source>
        <translation>生成的序列</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <source>Show the rounds one after another, from the first; press again to pause</source>
        <translation>从第一轮开始依次显示各轮；再按一次暂停</translation>
    </message>
    <message>
        <source>“{token}” (given)</source>
        <translation>“{token}”（给定）</translation>
    </message>
    <message>
        <source>“{token}” (round {round}, p {p})</source>
        <translation>“{token}”（第 {round} 轮，p {p}）</translation>
    </message>
    <message>
        <source>was {was}, taken back in round {back}, replaced by “{new}” in round {round}</source>
        <translation>原为 {was}，在第 {back} 轮被收回，在第 {round} 轮被替换为“{new}”</translation>
    </message>
    <message>
        <source>was {was}, taken back in round {back}</source>
        <translation>原为 {was}，在第 {back} 轮被收回</translation>
    </message>
    <message>
        <source>Revised: {history}</source>
        <translation>已修订：{history}</translation>
    </message>
    <message>
        <source>The round shown: drag back to see which positions were still masked then. Every round was computed once; moving this does not run the model.</source>
        <translation>显示的轮次：向回拖动可查看当时哪些位置仍被掩码。每一轮只计算一次；移动它不会运行模型。</translation>
    </message>
    <message>
        <source>round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ 暂停</translation>
    </message>
    <message>
        <source>Under a token: r&lt;round&gt; · &lt;probability&gt;; a thick border: revealed in the round shown</source>
        <translation>词元下方：r&lt;轮次&gt; · &lt;概率&gt;；粗边框：在显示的轮次中揭示</translation>
    </message>
    <message>
        <source>↺: taken back and written again</source>
        <translation>↺：被收回后重新写出</translation>
    </message>
    <message>
        <source>What the chips show: the number under a revealed token is its round and the model&apos;s probability of it; the colour says the same probability</source>
        <translation>标签的含义：已揭示词元下方的数字是它的轮次和模型给它的概率；颜色表示同一个概率</translation>
    </message>
    <message>
        <source>[MASK]: still hidden</source>
        <translation>[MASK]：仍隐藏</translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>ImageTab</name>
    <message>
        <source>Masked (right)</source>
        <translation>已掩码（右）</translation>
    </message>
    <message>
        <source>The patches the right side hides</source>
        <translation>右侧隐藏的图像块</translation>
    </message>
    <message>
        <source>Reconstruction + visible (right)</source>
        <translation>重建 + 可见（右）</translation>
    </message>
    <message>
        <source>The right model&apos;s hidden patches pasted into the visible ones</source>
        <translation>右侧模型的隐藏图像块贴入可见图像块之间</translation>
    </message>
    <message>
        <source>Error per hidden patch (right)</source>
        <translation>每个隐藏图像块的误差（右）</translation>
    </message>
    <message>
        <source>Mean squared error of each hidden patch on the right</source>
        <translation>右侧每个隐藏图像块的均方误差</translation>
    </message>
    <message>
        <source>Preparing {model}…</source>
        <translation>正在准备 {model}…</translation>
    </message>
    <message>
        <source>Waiting for the tab&apos;s model…</source>
        <translation>正在等待该标签页的模型…</translation>
    </message>
    <message>
        <source>Right: &lt;b&gt;{model}&lt;/b&gt; ({size} px, {rows}×{cols} patches)</source>
        <translation>右侧：&lt;b&gt;{model}&lt;/b&gt;（{size} px，{rows}×{cols} 个图块）</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>该模型</translation>
    </message>
    <message>
        <source>{model} (same model)</source>
        <translation>{model}（同一模型）</translation>
    </message>
    <message>
        <source>{model} (same model, ratio {ratio})</source>
        <translation>{model}（同一模型，比例 {ratio}）</translation>
    </message>
    <message>
        <source>random-init twin of {model}</source>
        <translation>{model} 的随机初始化孪生模型</translation>
    </message>
    <message>
        <source>bundled mae-tiny</source>
        <translation>内置 mae-tiny</translation>
    </message>
    <message>
        <source>The right side&apos;s reconstruction failed: {error}</source>
        <translation>右侧的重建失败：{error}</translation>
    </message>
    <message>
        <source>dark 0 → bright {top} MSE</source>
        <translation>暗 0 → 亮 {top} MSE</translation>
    </message>
    <message>
        <source>nothing hidden</source>
        <translation>没有隐藏</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right, over its hidden patches&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;model loss {loss}</source>
        <translation>&lt;b&gt;右侧，在其隐藏图块上&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;模型损失 {loss}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is hidden on the right&lt;/b&gt;</source>
        <translation>&lt;b&gt;右侧没有隐藏任何内容&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;并排：&lt;/b&gt;{hint}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; comparing…</source>
        <translation>&lt;b&gt;并排：&lt;/b&gt;正在比较…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Left vs right:&lt;/b&gt; {summary}</source>
        <translation>&lt;b&gt;左与右：&lt;/b&gt;{summary}</translation>
    </message>
    <message>
        <source>Astronaut (Eileen Collins)</source>
        <translation>宇航员（艾琳·柯林斯）</translation>
    </message>
    <message>
        <source>Cup of coffee</source>
        <translation>一杯咖啡</translation>
    </message>
    <message>
        <source>Chelsea the cat</source>
        <translation>猫咪切尔西</translation>
    </message>
    <message>
        <source>Rocket launch</source>
        <translation>火箭发射</translation>
    </message>
    <message>
        <source>Stained tissue</source>
        <translation>染色组织</translation>
    </message>
    <message>
        <source>Hubble deep field</source>
        <translation>哈勃深空场</translation>
    </message>
    <message>
        <source>Colour wheel</source>
        <translation>色轮</translation>
    </message>
    <message>
        <source>Cameraman (grey)</source>
        <translation>摄影师（灰度）</translation>
    </message>
    <message>
        <source>Coins (grey)</source>
        <translation>硬币（灰度）</translation>
    </message>
    <message>
        <source>Brick wall (grey)</source>
        <translation>砖墙（灰度）</translation>
    </message>
    <message>
        <source>Retina</source>
        <translation>视网膜</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>Photos that come with scikit-image; or open your own</source>
        <translation>scikit-image 自带的照片；或打开你自己的</translation>
    </message>
    <message>
        <source>Open image…</source>
        <translation>打开图像…</translation>
    </message>
    <message>
        <source>Open a PNG, JPEG, TIFF, BMP or WebP file (or drop one on this tab)</source>
        <translation>打开 PNG、JPEG、TIFF、BMP 或 WebP 文件（或拖放到此标签页）</translation>
    </message>
    <message>
        <source>or drop an image file here</source>
        <translation>或将图像文件拖放到这里</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Fraction of patches hidden from the encoder (MAE uses 75 %)</source>
        <translation>对编码器隐藏的图像块比例（MAE 使用 75%）</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>掩码比例</translation>
    </message>
    <message>
        <source>The random seed of the mask: the same seed gives the same mask</source>
        <translation>掩码的随机种子：相同的种子得到相同的掩码</translation>
    </message>
    <message>
        <source>Resample</source>
        <translation>重新采样</translation>
    </message>
    <message>
        <source>Draw a new mask (next seed) [R]</source>
        <translation>抽取新的掩码（下一个种子）[R]</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <source>Make every patch visible</source>
        <translation>让所有图像块可见</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>反转</translation>
    </message>
    <message>
        <source>Hide the visible patches and show the hidden ones</source>
        <translation>隐藏可见的图像块，显示隐藏的图像块</translation>
    </message>
    <message>
        <source>Reveal in rounds…</source>
        <translation>分轮揭示…</translation>
    </message>
    <message>
        <source>Hide 95 % of the picture, reconstruct, keep one round&apos;s predicted patches as if they were seen, repeat; shown beside the one-shot reconstruction. A pixel-regression MAE blurs what it predicts, so feeding it back does not help (image generators unmask discrete tokens instead)</source>
        <translation>隐藏图片的 95%，重建，把一轮预测出的图像块当作已见内容保留，然后重复；显示在一次性重建的旁边。像素回归的 MAE 会把预测变模糊，所以把预测反馈回去并无帮助（图像生成器改为对离散词元去掩码）</translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>文件：{name}</translation>
    </message>
    <message>
        <source>Occlusion</source>
        <translation>遮挡</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>注意力展开 (rollout)</translation>
    </message>
    <message>
        <source>how much the hidden patch&apos;s error grows when this visible patch is also dropped (red: it helps; blue: the patch is better rebuilt without it)</source>
        <translation>当这个可见图块也被去掉时，隐藏图块的误差增加多少（红：它有帮助；蓝：没有它图块重建得更好）</translation>
    </message>
    <message>
        <source>the size of the gradient of the hidden patch&apos;s error with respect to this patch&apos;s pixels</source>
        <translation>隐藏图块误差对该图块像素的梯度大小</translation>
    </message>
    <message>
        <source>the share of the hidden patch&apos;s attention rollout (decoder, then encoder) that reaches this patch</source>
        <translation>隐藏图块的注意力展开（先解码器，后编码器）到达该图块的份额</translation>
    </message>
    <message>
        <source>Dropping one patch says nothing of patches that stand in for each other (both look unimportant).</source>
        <translation>去掉一个图块无法说明可以互相替代的图块（两者看起来都不重要）。</translation>
    </message>
    <message>
        <source>A gradient is local: it says what a small change would do, not what the patch contributes.</source>
        <translation>梯度是局部的：它说明一个小变化会产生什么影响，而不是该图块贡献了什么。</translation>
    </message>
    <message>
        <source>Attention is not explanation (Jain &amp; Wallace 2019): where information may flow, not that it is used.</source>
        <translation>注意力不是解释（Jain &amp; Wallace 2019）：它表示信息可能流向哪里，而不是信息确实被使用。</translation>
    </message>
    <message>
        <source>Click a hidden patch on the Masked or Reconstruction panel: which visible patches rebuild it?</source>
        <translation>在“已掩码”或“重建”视图中点击一个隐藏图像块：哪些可见图像块重建了它？</translation>
    </message>
    <message>
        <source>How the influence of each visible patch on the clicked hidden patch is measured</source>
        <translation>如何衡量每个可见图像块对所点击隐藏图像块的影响</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why this patch&lt;/b&gt;</source>
        <translation>&lt;b&gt;为什么是这个图像块&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Patch ({row}, {col}) is visible: click a hidden (grey) patch; the model rebuilds only those.</source>
        <translation>图块 ({row}, {col}) 是可见的：请点击一个隐藏的（灰色）图块；模型只重建隐藏图块。</translation>
    </message>
    <message>
        <source>patch ({row}, {col}) is outside the {rows} x {cols} grid</source>
        <translation>图块 ({row}, {col}) 在 {rows} x {cols} 网格之外</translation>
    </message>
    <message>
        <source>patch ({row}, {col}) is visible in this mask: only hidden patches are rebuilt</source>
        <translation>图块 ({row}, {col}) 在此掩码中是可见的：只重建隐藏图块</translation>
    </message>
    <message>
        <source>Image explanation cleared: {problem}.</source>
        <translation>图像解释已清除：{problem}。</translation>
    </message>
    <message>
        <source>image.explain.patch: {problem}. The explanation is cleared.</source>
        <translation>image.explain.patch：{problem}。解释已清除。</translation>
    </message>
    <message>
        <source>{problem}: click a hidden patch.</source>
        <translation>{problem}：请点击一个隐藏图块。</translation>
    </message>
    <message>
        <source>Explaining patch ({row}, {col})…</source>
        <translation>正在解释图块 ({row}, {col})…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Patch ({row}, {col})&lt;/b&gt;, error {error}: on the Original panel, {meaning}. Most: ({top_row}, {top_col}) {score}. &lt;i&gt;{failure}&lt;/i&gt; Click it again or Esc to clear.</source>
        <translation>&lt;b&gt;图块 ({row}, {col})&lt;/b&gt;，误差 {error}：在“原图”面板上，{meaning}。最多：({top_row}, {top_col}) {score}。&lt;i&gt;{failure}&lt;/i&gt; 再次点击或按 Esc 清除。</translation>
    </message>
    <message>
        <source>Cannot explain this patch: {error}</source>
        <translation>无法解释此图块：{error}</translation>
    </message>
    <message>
        <source>Image explanation: {error}</source>
        <translation>图像解释：{error}</translation>
    </message>
    <message numerus="yes">
        <source>{hidden} of %n patch(es) hidden ({share}: the nearest the grid gets to {asked})</source>
        <translation>
            <numerusform>%n 个图块中隐藏了 {hidden} 个（{share}：网格能达到的最接近 {asked} 的值）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hidden} of %n patch(es) hidden ({share})</source>
        <translation>
            <numerusform>%n 个图块中隐藏了 {hidden} 个（{share}）</numerusform>
        </translation>
    </message>
    <message>
        <source>{size} px · {rows}×{cols} patches</source>
        <translation>{size} px · {rows}×{cols} 个图块</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}, hidden</source>
        <translation>{panel}，图块第 {row} 行第 {col} 列，隐藏</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}, visible</source>
        <translation>{panel}，图块第 {row} 行第 {col} 列，可见</translation>
    </message>
    <message>
        <source>{panel}, patch row {row}, column {col}</source>
        <translation>{panel}，图块第 {row} 行第 {col} 列</translation>
    </message>
    <message>
        <source>What the model sees (its input size), with the patch grid. Click or drag on it to hide patches by hand.</source>
        <translation>模型看到的内容（其输入尺寸），带图像块网格。在上面点击或拖动可手动隐藏图像块。</translation>
    </message>
    <message>
        <source>Masked</source>
        <translation>已掩码</translation>
    </message>
    <message>
        <source>The hidden patches are grey: the encoder never sees them</source>
        <translation>隐藏的图像块为灰色：编码器永远看不到它们</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>重建</translation>
    </message>
    <message>
        <source>The decoder&apos;s prediction for every patch</source>
        <translation>解码器对每个图像块的预测</translation>
    </message>
    <message>
        <source>Reconstruction + visible</source>
        <translation>重建 + 可见</translation>
    </message>
    <message>
        <source>Visible patches from the original, hidden ones from the model (the MAE paper&apos;s figures)</source>
        <translation>可见图像块来自原图，隐藏图像块来自模型（与 MAE 论文中的图一致）</translation>
    </message>
    <message>
        <source>Error per hidden patch</source>
        <translation>每个隐藏图像块的误差</translation>
    </message>
    <message>
        <source>Mean squared error of each hidden patch: dark is good, bright is bad; visible patches are light grey (they are not scored)</source>
        <translation>每个隐藏图像块的均方误差：暗表示好，亮表示差；可见图像块为浅灰色（不计分）</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>PSNR and SSIM compare the reconstruction with the original over the hidden patches only: the visible ones would be perfect anyway</source>
        <translation>PSNR 和 SSIM 只在隐藏的图像块上比较重建结果与原图：可见的图像块本来就是完美的</translation>
    </message>
    <message>
        <source>true mean/std per patch</source>
        <translation>每个图像块的真实均值/标准差</translation>
    </message>
    <message>
        <source>dark 0 → bright {top} MSE · light grey: visible</source>
        <translation>暗 0 → 亮 {top} MSE · 浅灰：可见</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over the hidden patches&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;model loss {loss}</source>
        <translation>&lt;b&gt;在隐藏图块上&lt;/b&gt;&lt;br&gt;PSNR &lt;b&gt;{psnr}&lt;/b&gt;&lt;br&gt;SSIM &lt;b&gt;{ssim}&lt;/b&gt;&lt;br&gt;模型损失 {loss}</translation>
    </message>
    <message>
        <source>{hidden} of {total} patches hidden, {share}</source>
        <translation>{total} 个图块中隐藏了 {hidden} 个，{share}</translation>
    </message>
    <message>
        <source>PSNR {psnr} over the hidden patches</source>
        <translation>隐藏图块上的 PSNR {psnr}</translation>
    </message>
    <message>
        <source>the picture, {size} pixels square, in a grid of {rows} by {cols} patches; {hidden}, shown darkened</source>
        <translation>图片，{size} 像素见方，分成 {rows} × {cols} 个图块的网格；{hidden}，以变暗显示</translation>
    </message>
    <message>
        <source>{hidden}; {psnr}</source>
        <translation>{hidden}；{psnr}</translation>
    </message>
    <message>
        <source>the model&apos;s reconstruction of every patch; {psnr}</source>
        <translation>模型对每个图块的重建；{psnr}</translation>
    </message>
    <message>
        <source>visible patches from the original, the {hidden} hidden ones from the model</source>
        <translation>可见图块来自原图，{hidden} 个隐藏图块来自模型</translation>
    </message>
    <message>
        <source>error of each hidden patch, dark for small, bright for large, up to {top} mean squared error; visible patches light grey</source>
        <translation>每个隐藏图块的误差，小则暗，大则亮，最高 {top} 均方误差；可见图块为浅灰色</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is hidden&lt;/b&gt;&lt;br&gt;move the slider or paint patches</source>
        <translation>&lt;b&gt;没有隐藏任何内容&lt;/b&gt;&lt;br&gt;移动滑块或绘制图像块</translation>
    </message>
    <message>
        <source>shown with the true per-patch mean/std (norm_pix_loss)</source>
        <translation>使用每个图像块真实的均值/标准差显示 (norm_pix_loss)</translation>
    </message>
    <message>
        <source>model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>Reveal in rounds</source>
        <translation>分轮揭示</translation>
    </message>
    <message>
        <source>Share of the patches hidden at the start</source>
        <translation>开始时隐藏的图像块比例</translation>
    </message>
    <message>
        <source>Model passes: each reveals an equal share of the hidden patches, the last one the rest. 1 round is the ordinary one-shot reconstruction</source>
        <translation>模型运行次数：每次揭示相同比例的隐藏图像块，最后一次揭示剩余部分。1 轮就是普通的一次性重建</translation>
    </message>
    <message>
        <source>Which still-hidden patches a round reveals</source>
        <translation>每轮揭示哪些仍隐藏的图像块</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>原图</translation>
    </message>
    <message>
        <source>Nearest to what is visible</source>
        <translation>离可见部分最近</translation>
    </message>
    <message>
        <source>A regression MAE gives no probability to rank patches by, so this is a stand-in for &apos;most confident first&apos;: the hidden patches nearest to a visible one are revealed first</source>
        <translation>回归式 MAE 不给出可用于给图块排序的概率，因此这是“置信度最高者优先”的替代：离可见图块最近的隐藏图块最先揭示</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Each round reveals a uniformly random share of the patches still hidden</source>
        <translation>每一轮揭示仍隐藏图块中均匀随机的一部分</translation>
    </message>
    <message>
        <source>A pixel-regression MAE predicts the average of what could be in a hidden patch: a blur. Revealing in rounds feeds that blur back as if it had been seen, so each round works from blurrier input and the detail never comes back. Image generators (MaskGIT, MAGE) unmask discrete tokens instead: each round commits to one sharp choice per patch.</source>
        <translation>像素回归式 MAE 预测的是隐藏图块中可能内容的平均值：一片模糊。分轮揭示会把这片模糊当作已看到的内容反馈回去，因此每一轮都基于更模糊的输入，细节再也回不来。图像生成器（MaskGIT、MAGE）则揭示离散词元：每一轮为每个图块确定一个清晰的选择。</translation>
    </message>
    <message>
        <source>{value} dB</source>
        <translation>{value} dB</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>Hidden at the start</source>
        <translation>开始时隐藏</translation>
    </message>
    <message>
        <source>Grey: the patches the model must fill</source>
        <translation>灰色：模型必须填补的图像块</translation>
    </message>
    <message>
        <source>One shot</source>
        <translation>一次完成</translation>
    </message>
    <message>
        <source>Every hidden patch predicted in one pass from the real visible patches: the MAE&apos;s normal use</source>
        <translation>根据真实的可见图像块一次预测所有隐藏图像块：MAE 的常规用法</translation>
    </message>
    <message>
        <source>In rounds: the model&apos;s own predictions become its visible input (faded: still hidden, this round&apos;s guess)</source>
        <translation>分轮：模型自己的预测成为它的可见输入（淡色：仍隐藏，本轮的猜测）</translation>
    </message>
    <message>
        <source>PSNR {psnr}</source>
        <translation>PSNR {psnr}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Over the {hidden} hidden patches&lt;/b&gt; · one shot: PSNR &lt;b&gt;{one_shot}&lt;/b&gt;, fine detail {one_shot_detail} of the original&apos;s · %n round(s): PSNR &lt;b&gt;{final}&lt;/b&gt;, fine detail {final_detail} &lt;span style=&apos;color:#59636e&apos;&gt;(detail: mean step between neighbouring pixels inside a patch)&lt;/span&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;在 {hidden} 个隐藏图块上&lt;/b&gt; · 一次完成：PSNR &lt;b&gt;{one_shot}&lt;/b&gt;，精细细节为原图的 {one_shot_detail} · %n 轮：PSNR &lt;b&gt;{final}&lt;/b&gt;，精细细节 {final_detail} &lt;span style=&apos;color:#59636e&apos;&gt;（细节：图块内相邻像素之间的平均跳变）&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第 {n} 轮</translation>
    </message>
    <message numerus="yes">
        <source>Round {n} of {total}: %n patch(es) revealed, {left} still hidden</source>
        <translation>
            <numerusform>第 {n} 轮，共 {total} 轮：揭示了 %n 个图块，{left} 个仍隐藏</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot reveal in rounds:&lt;/b&gt; {error}</source>
        <translation>&lt;b&gt;无法分轮揭示：&lt;/b&gt;{error}</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>No image model loaded</source>
        <translation>未加载图像模型</translation>
    </message>
    <message>
        <source>%1 has no pixel decoder: it gives features, not reconstructions; see the Features tab</source>
        <translation>%1 没有像素解码器：它只提供特征，不能重建；请看“特征”标签页</translation>
    </message>
    <message>
        <source>This model</source>
        <translation>此模型</translation>
    </message>
    <message>
        <source>This model predicts each patch&apos;s pixels normalized by the patch&apos;s own mean and spread (norm_pix_loss). The reconstruction is shown with the true mean and spread of each hidden patch put back, as in the MAE paper&apos;s figures: the colours and brightness of hidden patches come from the original, the shapes from the model.</source>
        <translation>此模型预测的是按图像块自身均值和离散度归一化后的像素 (norm_pix_loss)。显示重建结果时会放回每个隐藏图像块真实的均值和离散度，与 MAE 论文中的图一致：隐藏图像块的颜色和亮度来自原图，形状来自模型。</translation>
    </message>
    <message>
        <source>Loading the image model…</source>
        <translation>正在加载图像模型…</translation>
    </message>
    <message>
        <source>Reading {picture}…</source>
        <translation>正在读取 {picture}…</translation>
    </message>
    <message>
        <source>The reconstruction is not ready yet: export again in a moment.</source>
        <translation>重建尚未完成：请稍后再导出。</translation>
    </message>
    <message>
        <source>Reconstructing…</source>
        <translation>正在重建…</translation>
    </message>
    <message>
        <source>Reading the picture…</source>
        <translation>正在读取图片…</translation>
    </message>
    <message>
        <source>Revealing in rounds…</source>
        <translation>正在分轮揭示…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>处理中…</translation>
    </message>
    <message>
        <source>no image model is loaded yet</source>
        <translation>尚未加载图像模型</translation>
    </message>
    <message>
        <source>the picture is not read yet</source>
        <translation>图片尚未读取</translation>
    </message>
    <message>
        <source>Image: {picture}</source>
        <translation>图像：{picture}</translation>
    </message>
    <message>
        <source>Cannot use that image: {error}. The previous image stays.</source>
        <translation>无法使用该图像：{error}。保留之前的图像。</translation>
    </message>
    <message>
        <source>Reconstruction failed: {error}</source>
        <translation>重建失败：{error}</translation>
    </message>
    <message>
        <source>Open an image</source>
        <translation>打开图像</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp *.gif);;All files (*)</source>
        <translation>图像 (*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp *.gif);;所有文件 (*)</translation>
    </message>
    <message>
        <source>With discrete tokens (MaskGIT): each round draws a token for every masked patch and keeps the most confident (framed); faded: still masked</source>
        <translation>使用离散词元 (MaskGIT)：每一轮为每个被掩码的图块抽取一个词元，并保留最有把握的那些（带框）；淡色：仍被掩码</translation>
    </message>
    <message>
        <source>Tokenizer alone</source>
        <translation>仅分词器</translation>
    </message>
    <message>
        <source>The VQ tokenizer&apos;s own reconstruction of the whole photo, nothing masked: the best any choice of its tokens can give back</source>
        <translation>VQ 分词器自身对整张照片的重建，未掩码任何部分：其词元的任何选择所能还原的最佳效果</translation>
    </message>
    <message>
        <source>Reveal order</source>
        <translation>揭示顺序</translation>
    </message>
    <message>
        <source>Each hidden patch coloured by the round that committed its token: light first (the model was most confident), dark last</source>
        <translation>每个隐藏图块按确定其词元的轮次着色：浅色最先（模型最有把握），深色最后</translation>
    </message>
    <message>
        <source>fine detail {share}</source>
        <translation>精细细节 {share}</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n 轮</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;With tokens&lt;/b&gt; · %n round(s): fine detail &lt;b&gt;{final}&lt;/b&gt; of the original&apos;s (the tokenizer alone: {ceiling}), PSNR &lt;b&gt;{psnr}&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;用词元&lt;/b&gt; · %n 轮：保留原图细节的 &lt;b&gt;{final}&lt;/b&gt;（仅分词器：{ceiling}），PSNR &lt;b&gt;{psnr}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {n}: {count} tokens committed, their probability {high} to {low}; {left} still masked</source>
        <translation>第 {n} 轮：确定了 {count} 个词元，概率从 {high} 到 {low}；仍有 {left} 个被掩码</translation>
    </message>
    <message>
        <source>No token model</source>
        <translation>没有词元模型</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot reveal tokens:&lt;/b&gt; {error}</source>
        <translation>&lt;b&gt;无法揭示词元：&lt;/b&gt;{error}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>PDF on A4 paper (*.pdf)</source>
        <translation>A4 纸 PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PDF on US Letter paper (*.pdf)</source>
        <translation>美国 Letter 纸 PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Open lesson…</source>
        <translation>打开课程…</translation>
    </message>
    <message>
        <source>Open a lesson (.mlmlesson): a sequence of prepared views with narration</source>
        <translation>打开课程 (.mlmlesson)：一系列带讲解的预设视图</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>New lesson from this view</source>
        <translation>从此视图新建课程</translation>
    </message>
    <message>
        <source>Add this view as a step</source>
        <translation>将此视图添加为一步</translation>
    </message>
    <message>
        <source>Edit lesson</source>
        <translation>编辑课程</translation>
    </message>
    <message>
        <source>The lesson&apos;s steps and the buttons that edit them, under the narration</source>
        <translation>课程的步骤和编辑它们的按钮，位于讲解下方</translation>
    </message>
    <message>
        <source>Export handout (PDF)…</source>
        <translation>导出讲义 (PDF)…</translation>
    </message>
    <message>
        <source>Export teacher&apos;s handout, with answers (PDF)…</source>
        <translation>导出教师讲义（含答案）(PDF)…</translation>
    </message>
    <message>
        <source>The handout with each exercise&apos;s answer on its page (the students&apos; copy has none)</source>
        <translation>每道练习的答案印在其页面上的讲义（学生版没有答案）</translation>
    </message>
    <message>
        <source>Export progress…</source>
        <translation>导出学习进度…</translation>
    </message>
    <message>
        <source>The students&apos; answers and scores on this computer, as CSV or JSON</source>
        <translation>本机上学生的答案和得分，导出为 CSV 或 JSON</translation>
    </message>
    <message>
        <source>Show the narration panel</source>
        <translation>显示讲解面板</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>关闭课程</translation>
    </message>
    <message>
        <source>Reveal the answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Show the step&apos;s hidden answer (Space); nothing else</source>
        <translation>显示此步骤隐藏的答案（空格）；不做其他事</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>The next step (Page Down; Right in presentation mode)</source>
        <translation>下一步（Page Down；演示模式下按右键）</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>The previous step (Page Up; Left in presentation mode)</source>
        <translation>上一步（Page Up；演示模式下按左键）</translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*%1);;All files (*)</source>
        <translation>MLM Lab 课程 (*%1);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a lesson first: the handout has one page per step.</source>
        <translation>请先打开一个课程：讲义每一步一页。</translation>
    </message>
    <message>
        <source> (answers)</source>
        <translation>（答案）</translation>
    </message>
    <message>
        <source>Export the lesson as a PDF handout</source>
        <translation>将课程导出为 PDF 讲义</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the handout %1 (%n page(s))</source>
        <translation>
            <numerusform>已写入讲义 %1（%n 页）</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>课程：%1</translation>
    </message>
    <message>
        <source>Text: the token chips and the top-5 under the masks</source>
        <translation>文本：词元块和掩码下方的 top-5</translation>
    </message>
    <message>
        <source>Text: the views below the chips</source>
        <translation>文本：词元块下方的视图</translation>
    </message>
    <message>
        <source>Image: the reconstruction panels</source>
        <translation>图像：重建面板</translation>
    </message>
    <message>
        <source>Image: the control panel</source>
        <translation>图像：控制面板</translation>
    </message>
    <message>
        <source>Training: the run&apos;s form</source>
        <translation>训练：运行的表单</translation>
    </message>
    <message>
        <source>Training: the loss and metric plots</source>
        <translation>训练：损失和指标图</translation>
    </message>
    <message>
        <source>Training: the list of runs</source>
        <translation>训练：运行列表</translation>
    </message>
    <message>
        <source>Training: the snapshots</source>
        <translation>训练：快照</translation>
    </message>
    <message>
        <source>Features: the feature maps</source>
        <translation>特征：特征图</translation>
    </message>
    <message>
        <source>Features: the probe</source>
        <translation>特征：探针</translation>
    </message>
    <message>
        <source>Generate: the rows of steps</source>
        <translation>生成：各步骤行</translation>
    </message>
    <message>
        <source>Plain text; a blank line starts a paragraph. **bold**, *italic*, `code`, and lines starting with “- ” make a list. No HTML or links.</source>
        <translation>纯文本；空行开始新段落。**粗体**、*斜体*、`代码`，以“- ”开头的行构成列表。不支持 HTML 或链接。</translation>
    </message>
    <message>
        <source>Edit step</source>
        <translation>编辑步骤</translation>
    </message>
    <message>
        <source>What to say at this step</source>
        <translation>这一步要讲的内容</translation>
    </message>
    <message>
        <source>Optional: a question for the room</source>
        <translation>可选：向全班提出的问题</translation>
    </message>
    <message>
        <source>Hide the model&apos;s answer until I reveal it (Space)</source>
        <translation>在我揭示之前隐藏模型的答案（空格）</translation>
    </message>
    <message>
        <source>The part of the view the narration talks about: the step scrolls it into sight. It must be on the tab the step shows.</source>
        <translation>讲解所指的视图部分：该步骤会把它滚动到可见处。它必须位于该步骤显示的标签页上。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Space starts / stops the training run at this step</source>
        <translation>在这一步按空格开始 / 停止训练</translation>
    </message>
    <message>
        <source>Otherwise Space only reveals. For a step that shows the Training tab.</source>
        <translation>否则空格只用于揭示。适用于显示“训练”标签页的步骤。</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>焦点</translation>
    </message>
    <message>
        <source>The narration is {n} characters; at most {limit}.</source>
        <translation>讲解有 {n} 个字符；最多 {limit} 个。</translation>
    </message>
    <message>
        <source>Space would start a training run, but the step shows the {tab} tab; untick it, or show the Training tab in this step</source>
        <translation>空格键会启动一次训练运行，但此步骤显示的是 {tab} 标签页；请取消勾选，或在此步骤中显示训练标签页</translation>
    </message>
    <message>
        <source>Edit the lesson</source>
        <translation>编辑课程</translation>
    </message>
    <message>
        <source>Capture the view on screen as a new step after this one</source>
        <translation>将屏幕上的视图捕获为此步骤之后的新步骤</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Edit the selected step&apos;s title, narration, question and reveal</source>
        <translation>编辑所选步骤的标题、讲解、问题和揭晓</translation>
    </message>
    <message>
        <source>Update from view</source>
        <translation>从视图更新</translation>
    </message>
    <message>
        <source>Replace the current step&apos;s view with the view on screen</source>
        <translation>用屏幕上的视图替换当前步骤的视图</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Lesson title…</source>
        <translation>课程标题…</translation>
    </message>
    <message>
        <source>The lesson&apos;s title (menus, the panel and the handout show it)</source>
        <translation>课程标题（菜单、面板和讲义中显示）</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save the lesson (.mlmlesson)</source>
        <translation>保存课程 (.mlmlesson)</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Double-click or Enter to show this step</source>
        <translation>双击或按回车显示此步骤</translation>
    </message>
    <message>
        <source>the answer for this view</source>
        <translation>此视图的答案</translation>
    </message>
    <message numerus="yes">
        <source>%n try</source>
        <translation>
            <numerusform>%n 次尝试</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tries</source>
        <translation>
            <numerusform>%n 次尝试</numerusform>
        </translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>第 {number} 步</translation>
    </message>
    <message>
        <source>Type a word</source>
        <translation>输入一个词</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Check the answer (retries allowed)</source>
        <translation>检查答案（允许重试）</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>not right yet</source>
        <translation>尚未答对</translation>
    </message>
    <message>
        <source>Your last answer: {answer} ({verdict}, {tries}).</source>
        <translation>你上次的答案：{answer}（{verdict}，{tries}）。</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>答案：{answer}</translation>
    </message>
    <message>
        <source>Your score ({student}): {right} of {total}</source>
        <translation>你的得分（{student}）：{right} / {total}</translation>
    </message>
    <message>
        <source>Your score: {right} of {total}</source>
        <translation>你的得分：{right} / {total}</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Step {number}, {title} ({kind}): {tries}</source>
        <translation>第 {number} 步，{title}（{kind}）：{tries}</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Your name, for the answers to “{title}”:</source>
        <translation>你的名字，用于“{title}”的答案：</translation>
    </message>
    <message>
        <source>Cannot read the saved answers: {error}</source>
        <translation>无法读取已保存的答案：{error}</translation>
    </message>
    <message>
        <source>Type a word first.</source>
        <translation>请先输入一个词。</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>请先选择一个答案。</translation>
    </message>
    <message>
        <source>The estimate is about this step&apos;s view, shown again now: press Check once the lab has computed it.</source>
        <translation>这个估计针对的是此步骤的视图，现已重新显示：等实验计算完成后再按“检查”。</translation>
    </message>
    <message>
        <source>The lab is still computing {what}: press Check again in a moment.</source>
        <translation>实验室仍在计算{what}：请稍后再点“检查”。</translation>
    </message>
    <message>
        <source>Enter your name to have your answers checked and kept.</source>
        <translation>输入你的名字，以便检查并保存你的答案。</translation>
    </message>
    <message>
        <source>Not checked: the saved answers cannot be read (see the message above).</source>
        <translation>未检查：无法读取已保存的答案（见上方消息）。</translation>
    </message>
    <message>
        <source>Cannot keep the answer in {path}: {error}</source>
        <translation>无法将答案保存到 {path}：{error}</translation>
    </message>
    <message>
        <source>Export the students&apos; progress</source>
        <translation>导出学生的学习进度</translation>
    </message>
    <message>
        <source>CSV, one row per student and step (*.csv);;JSON (*.json)</source>
        <translation>CSV，每个学生每一步一行 (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the progress to {path}: {error}</source>
        <translation>无法将学习进度导出到 {path}：{error}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n answer(s) to {path}</source>
        <translation>
            <numerusform>已将 %n 个答案导出到 {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>(skipped, unreadable: {files})</source>
        <translation>（已跳过，无法读取：{files}）</translation>
    </message>
    <message>
        <source>Guess the word</source>
        <translation>猜词</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估计</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>PSNR over the hidden patches</source>
        <translation>隐藏图块上的 PSNR</translation>
    </message>
    <message>
        <source>SSIM over the hidden patches</source>
        <translation>隐藏图块上的 SSIM</translation>
    </message>
    <message>
        <source>patches hidden</source>
        <translation>隐藏的图块数</translation>
    </message>
    <message>
        <source>share of patches hidden</source>
        <translation>隐藏图块的比例</translation>
    </message>
    <message>
        <source>top-1 accuracy at the masked tokens</source>
        <translation>被掩码词元上的 top-1 准确率</translation>
    </message>
    <message>
        <source>mean loss at the masked tokens</source>
        <translation>被掩码词元上的平均损失</translation>
    </message>
    <message>
        <source>tokens chosen for prediction</source>
        <translation>选作预测的词元数</translation>
    </message>
    <message>
        <source>No exercise</source>
        <translation>无练习</translation>
    </message>
    <message>
        <source>The question (empty: the step&apos;s question)</source>
        <translation>问题（留空：使用该步骤的问题）</translation>
    </message>
    <message>
        <source>Optional: shown with the answer, printed in the teacher&apos;s key</source>
        <translation>可选：与答案一起显示，并印在教师答案中</translation>
    </message>
    <message>
        <source>The token index of the blank ([CLS] is 0), as the Text tab&apos;s chips count</source>
        <translation>空白处的词元序号（[CLS] 为 0），按“文本”标签页的标签计数</translation>
    </message>
    <message>
        <source>Other spellings counted right, separated by commas</source>
        <translation>也算正确的其他写法，用逗号分隔</translation>
    </message>
    <message>
        <source>One answer a line</source>
        <translation>每行一个答案</translation>
    </message>
    <message>
        <source>The right options&apos; letters, e.g. A, C</source>
        <translation>正确选项的字母，例如 A, C</translation>
    </message>
    <message>
        <source>Optional: what you measured (the teacher&apos;s key prints it)</source>
        <translation>可选：你测得的结果（教师答案会打印它）</translation>
    </message>
    <message>
        <source>Optional: a lab state that does the task (JSON)</source>
        <translation>可选：完成该任务的实验状态 (JSON)</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>Blank (token index)</source>
        <translation>空位（词元索引）</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Also right</source>
        <translation>同样正确</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Right options</source>
        <translation>正确选项</translation>
    </message>
    <message>
        <source>Live figure</source>
        <translation>实时数值</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>容差</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Condition (JSON)</source>
        <translation>条件 (JSON)</translation>
    </message>
    <message>
        <source>Solution (JSON)</source>
        <translation>解答 (JSON)</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭示</translation>
    </message>
    <message>
        <source>Show the model&apos;s answer (Space)</source>
        <translation>显示模型的答案（空格）</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Show the lesson&apos;s steps and the buttons that edit them (hidden while you teach, so the narration has the room)</source>
        <translation>显示课程的步骤和编辑它们的按钮（授课时隐藏，让讲解有足够空间）</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>没有打开的课程</translation>
    </message>
    <message>
        <source>Open a lesson from the Lessons menu, or drop a .mlmlesson file on the window.</source>
        <translation>从“课程”菜单打开课程，或将 .mlmlesson 文件拖放到窗口上。</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>尚未保存</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>第 {n} 步，共 {total} 步</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>第 {n} 步</translation>
    </message>
    <message>
        <source>&lt;b&gt;Question:&lt;/b&gt; {question}</source>
        <translation>&lt;b&gt;问题：&lt;/b&gt;{question}</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>课程标题</translation>
    </message>
    <message>
        <source>Title of the lesson:</source>
        <translation>课程标题：</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>MLM Lab lesson (*{suffix})</source>
        <translation>MLM Lab 课程 (*{suffix})</translation>
    </message>
    <message>
        <source>Cannot save the lesson to {path}: {error}</source>
        <translation>无法将课程保存到 {path}：{error}</translation>
    </message>
    <message>
        <source>Saved the lesson to {path}</source>
        <translation>课程已保存到 {path}</translation>
    </message>
    <message>
        <source>Cannot open the lesson: {error}</source>
        <translation>无法打开课程：{error}</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>未命名课程</translation>
    </message>
    <message>
        <source>The first step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Discard the lesson&apos;s changes?</source>
        <translation>放弃课程的更改？</translation>
    </message>
    <message>
        <source>“{title}” has changes that are not saved. Discard them?</source>
        <translation>“{title}”有未保存的更改。放弃这些更改吗？</translation>
    </message>
    <message>
        <source>The step now shows the {tab} tab: its focus ({focus}) was on another tab and is cleared (Edit… sets a new one).</source>
        <translation>此步骤现在显示 {tab} 标签页：它的焦点（{focus}）在另一个标签页上，已被清除（用“编辑…”设置新的焦点）。</translation>
    </message>
    <message>
        <source>A lesson needs at least one step: add another before deleting this one.</source>
        <translation>课程至少需要一个步骤：请先添加一个再删除此步骤。</translation>
    </message>
    <message>
        <source>the lesson has no file yet: choose where to save it</source>
        <translation>课程还没有文件：请选择保存位置</translation>
    </message>
    <message>
        <source>This lesson is shown from its translation: saving it here would replace the English original. Save it under another name.</source>
        <translation>此课程显示的是其译文：在此保存会替换英文原文。请另存为其他名称。</translation>
    </message>
    <message>
        <source>Welcome to MLM Lab</source>
        <translation>欢迎使用 MLM Lab</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to MLM Lab&lt;/h2&gt;&lt;p&gt;Start with a guided lesson (a few prepared views, each with a short explanation; Next and Back move through them), or explore on your own. The lessons are also in the &lt;b&gt;Lessons&lt;/b&gt; menu.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;欢迎使用 MLM Lab&lt;/h2&gt;&lt;p&gt;从一节引导课程开始（几个预设视图，每个都有简短说明；用“下一步”和“上一步”浏览），或自行探索。课程也可以在&lt;b&gt;课程&lt;/b&gt;菜单中找到。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Explore on my own</source>
        <translation>自行探索</translation>
    </message>
    <message>
        <source>Show this page when MLM Lab starts</source>
        <translation>MLM Lab 启动时显示此页面</translation>
    </message>
    <message>
        <source>Press Space or Reveal to show the model&apos;s answer</source>
        <translation>按空格键或“揭晓”以显示模型的答案</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>MLM Lab will be in %1 the next time it starts.</source>
        <translation>MLM Lab 下次启动时将使用%1。</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Full screen, large high-contrast text, keyboard control (F11)
Left/Right: move the slider · R: resample · H: hide controls · Esc: leave
Space: reveal a lesson&apos;s answer; on the Training tab without a lesson, start/stop training</source>
        <translation>全屏、大号高对比度文字、键盘控制 (F11)
左/右：移动滑块 · R：重新采样 · H：隐藏控件 · Esc：退出
空格：显示课程的答案；在没有课程的“训练”标签页上：开始/停止训练</translation>
    </message>
    <message>
        <source>Hide controls</source>
        <translation>隐藏控件</translation>
    </message>
    <message>
        <source>Hide the control panels so the panes fill the screen (H)</source>
        <translation>隐藏控制面板，让视图占满屏幕 (H)</translation>
    </message>
    <message>
        <source>Export view as PNG…</source>
        <translation>将视图导出为 PNG…</translation>
    </message>
    <message>
        <source>Export metrics as CSV…</source>
        <translation>将指标导出为 CSV…</translation>
    </message>
    <message>
        <source>Save lab state…</source>
        <translation>保存实验状态…</translation>
    </message>
    <message>
        <source>Save tab, text, image, strategy, probabilities, seed and model to a .mlmlab file</source>
        <translation>将标签页、文本、图像、策略、概率、随机种子和模型保存到 .mlmlab 文件</translation>
    </message>
    <message>
        <source>Open lab state…</source>
        <translation>打开实验状态…</translation>
    </message>
    <message>
        <source>Open image…</source>
        <translation>打开图像…</translation>
    </message>
    <message>
        <source>Open model folder…</source>
        <translation>打开模型文件夹…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source> Model: </source>
        <translation> 模型： </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save the current view as a PNG picture, SVG / PDF, an animation or a web page, or its metrics as CSV</source>
        <translation>将当前视图保存为 PNG 图片、SVG / PDF、动画或网页，或将其指标保存为 CSV</translation>
    </message>
    <message>
        <source>Lab file</source>
        <translation>实验文件</translation>
    </message>
    <message>
        <source>Save or open the whole lab state (.mlmlab): hand students a starting point</source>
        <translation>保存或打开整个实验状态 (.mlmlab)：给学生一个起点</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>%1 tab</source>
        <translation>%1 标签页</translation>
    </message>
    <message>
        <source>Next tab</source>
        <translation>下一个标签页</translation>
    </message>
    <message>
        <source>Previous tab</source>
        <translation>上一个标签页</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Device: …</source>
        <translation>设备：…</translation>
    </message>
    <message>
        <source>Where the Text and Image tabs run their model</source>
        <translation>“文本”和“图像”标签页在何处运行其模型</translation>
    </message>
    <message>
        <source>Models: loading…</source>
        <translation>模型：正在加载…</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Black text on white with heavy outlines on every control (remembered)</source>
        <translation>白底黑字，每个控件加粗轮廓（会被记住）</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>文字大小</translation>
    </message>
    <message>
        <source>Stopping the training run (Space): it keeps its last checkpoint.</source>
        <translation>正在停止训练运行（空格键）：保留其最后一个检查点。</translation>
    </message>
    <message>
        <source>Training started (Space). Space again stops it.</source>
        <translation>训练已开始（空格键）。再按空格键停止。</translation>
    </message>
    <message>
        <source>MLM Lab</source>
        <translation>MLM Lab</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载%1…</translation>
    </message>
    <message>
        <source>Using {models}</source>
        <translation>正在使用 {models}</translation>
    </message>
    <message>
        <source>{problem}. Pick a model with the Model menu in the toolbar.</source>
        <translation>{problem}。请用工具栏中的“模型”菜单选择模型。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Could not load the model from %1: %2. Still using %3.</source>
        <translation>无法从%1加载模型：%2。仍在使用 %3。</translation>
    </message>
    <message>
        <source>Device: {device}</source>
        <translation>设备：{device}</translation>
    </message>
    <message>
        <source>Loading the models…</source>
        <translation>正在加载模型…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Run: {name}</source>
        <translation>运行：{name}</translation>
    </message>
    <message>
        <source>Open a model folder or a training run</source>
        <translation>打开模型文件夹或训练运行</translation>
    </message>
    <message>
        <source>Stop training?</source>
        <translation>停止训练？</translation>
    </message>
    <message>
        <source>A training run is still going. Stop it and close MLM Lab?
The run keeps its last checkpoint and can be resumed later.</source>
        <translation>仍有训练运行在进行。停止它并关闭 MLM Lab 吗？
该运行会保留其最后一个检查点，之后可以继续。</translation>
    </message>
    <message>
        <source>text masked LM</source>
        <translation>文本掩码语言模型</translation>
    </message>
    <message>
        <source>MAE (image)</source>
        <translation>MAE（图像）</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>image features (ViT, DINOv2)</source>
        <translation>图像特征 (ViT, DINOv2)</translation>
    </message>
    <message>
        <source>Which model the Text and Image tabs use: the bundled ones, a training run&apos;s newest checkpoint, or a model folder</source>
        <translation>“文本”和“图像”标签页使用哪个模型：内置模型、某次训练的最新检查点，或一个模型文件夹</translation>
    </message>
    <message>
        <source>Bundled models</source>
        <translation>内置模型</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>文件夹：%1</translation>
    </message>
    <message>
        <source>Model folder…</source>
        <translation>模型文件夹…</translation>
    </message>
    <message>
        <source>%1, image features</source>
        <translation>%1，图像特征</translation>
    </message>
    <message>
        <source>HF cache: %1 (%2, %3)</source>
        <translation>HF 缓存：%1（%2，%3）</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>无法使用 %1：%2</translation>
    </message>
    <message>
        <source>Cannot save {path}: {error}</source>
        <translation>无法保存 {path}：{error}</translation>
    </message>
    <message>
        <source>Cannot write {path}: {error}</source>
        <translation>无法写入 {path}：{error}</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>导出动画…</translation>
    </message>
    <message>
        <source>Record a slider sweep, seeds, rounds or a run&apos;s checkpoints as GIF, APNG or MP4</source>
        <translation>将滑块扫描、种子、轮次或某次训练的检查点录制为 GIF、APNG 或 MP4</translation>
    </message>
    <message>
        <source>Export as SVG or PDF…</source>
        <translation>导出为 SVG 或 PDF…</translation>
    </message>
    <message>
        <source>The tab or one pane as vectors: text stays text, plots stay vectors</source>
        <translation>将标签页或一个视图导出为矢量：文字保持为文字，图表保持为矢量</translation>
    </message>
    <message>
        <source>Export web page…</source>
        <translation>导出网页…</translation>
    </message>
    <message>
        <source>One self-contained HTML file: the Text view and an Image ratio slider</source>
        <translation>一个独立的 HTML 文件：文本视图和一个图像比例滑块</translation>
    </message>
    <message>
        <source>There are no metrics to export yet.</source>
        <translation>还没有可导出的指标。</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n row(s) to {path}</source>
        <translation>
            <numerusform>已将 %n 行写入 {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>已保存 {path}</translation>
    </message>
    <message>
        <source>Export the view as PNG</source>
        <translation>将视图导出为 PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export metrics as CSV</source>
        <translation>将指标导出为 CSV</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export: {error}</source>
        <translation>无法导出：{error}</translation>
    </message>
    <message>
        <source>Export a web page</source>
        <translation>导出网页</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>the bundled models</source>
        <translation>内置模型</translation>
    </message>
    <message>
        <source>CPU ({n} cores)</source>
        <translation>CPU（{n} 核）</translation>
    </message>
    <message>
        <source>(training can use {gpu})</source>
        <translation>（训练可使用 {gpu}）</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>Cannot open the lab file: {error}</source>
        <translation>无法打开实验文件：{error}</translation>
    </message>
    <message>
        <source>Saved the lab state to {path}</source>
        <translation>实验状态已保存到 {path}</translation>
    </message>
    <message>
        <source>Opened {name}, but {notes} (ignored).</source>
        <translation>已打开 {name}，但 {notes}（已忽略）。</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>已打开 {name}</translation>
    </message>
    <message>
        <source>Save the lab state</source>
        <translation>保存实验状态</translation>
    </message>
    <message>
        <source>MLM Lab state (*{suffix})</source>
        <translation>MLM Lab 状态 (*{suffix})</translation>
    </message>
    <message>
        <source>Open a lab state</source>
        <translation>打开实验状态</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot use that image: {error}. The previous image stays.</source>
        <translation>无法使用该图像：{error}。保留之前的图像。</translation>
    </message>
    <message>
        <source>Cannot open {name}: {error}</source>
        <translation>无法打开 {name}：{error}</translation>
    </message>
    <message>
        <source>hide: hides every tab ({names}); a lab file must leave at least one tab to show</source>
        <translation>hide：隐藏了所有标签页（{names}）；实验文件必须至少留下一个可显示的标签页</translation>
    </message>
    <message>
        <source>its hide list names no control: {names}</source>
        <translation>其隐藏列表中没有这样的控件：{names}</translation>
    </message>
    <message>
        <source>it holds settings this version does not know: {names}</source>
        <translation>其中有此版本不认识的设置：{names}</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>处理中…</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>no such model folder (not found): {path}</source>
        <translation>没有这个模型文件夹（未找到）：{path}</translation>
    </message>
    <message>
        <source>no model.safetensors and no config.json in {path} (its pytorch_model.bin is a pickle, which the lab never opens), and it is not a training run with a checkpoint</source>
        <translation>{path} 中既没有 model.safetensors 也没有 config.json（其中的 pytorch_model.bin 是 pickle 文件，本实验从不打开），也不是带检查点的训练运行</translation>
    </message>
    <message>
        <source>no model.safetensors and no config.json in {path}, and it is not a training run with a checkpoint</source>
        <translation>{path} 中既没有 model.safetensors 也没有 config.json，也不是带检查点的训练运行</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>run %1 @ %2</source>
        <translation>运行 %1 @ %2</translation>
    </message>
    <message>
        <source>bundled %1</source>
        <translation>内置 %1</translation>
    </message>
    <message>
        <source>{folder}/config.json does not say which model it holds (no known &quot;kind&quot;)</source>
        <translation>{folder}/config.json 没有说明它包含哪种模型（没有已知的 &quot;kind&quot;）</translation>
    </message>
    <message>
        <source>cannot load {folder}: {error}</source>
        <translation>无法加载 {folder}：{error}</translation>
    </message>
    <message>
        <source>The user guide is not built yet: run “make docs” in %1, then choose Help &gt; User guide again (it opens %2).</source>
        <translation>用户指南尚未生成：请在 %1 中运行“make docs”，然后再次选择“帮助 &gt; 用户指南”（它会打开 %2）。</translation>
    </message>
    <message>
        <source>No built user guide at %2. Build it with “make docs” in a source checkout of MLM Lab (%1 is not one), or set MLM_LAB_DOCS_SITE to a folder holding a built copy.</source>
        <translation>%2 处没有已生成的用户指南。请在 MLM Lab 的源代码检出中运行“make docs”来生成（%1 不是源代码检出），或将 MLM_LAB_DOCS_SITE 设为存放已生成副本的文件夹。</translation>
    </message>
    <message>
        <source>Opened the user guide in the browser: %1</source>
        <translation>已在浏览器中打开用户指南：%1</translation>
    </message>
    <message>
        <source>Could not open a browser. Open %1 in one to read the user guide.</source>
        <translation>无法打开浏览器。请在浏览器中打开 %1 以阅读用户指南。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <source>Open the documentation (built with make docs) in the browser</source>
        <translation>在浏览器中打开文档（用 make docs 生成）</translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Masked language modeling (BERT): hide words and watch the model guess them</source>
        <translation>掩码语言建模 (BERT)：遮住词语，看模型猜出它们</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>Masked autoencoding (MAE): hide image patches and watch them rebuilt</source>
        <translation>掩码自编码 (MAE)：遮住图像块，看它们被重建</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Pretrain a tiny model yourself and watch it learn</source>
        <translation>亲自预训练一个微型模型，看它学习</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>特征</translation>
    </message>
    <message>
        <source>What the encoder learned: PCA maps, patch similarity, token neighbours, linear probes per layer</source>
        <translation>编码器学到了什么：PCA 图、图像块相似度、词元近邻、逐层线性探针</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>Generation by unmasking (masked diffusion, MDLM / LLaDA): start from [MASK] everywhere and watch the model reveal the tokens round by round</source>
        <translation>通过去掩码生成（掩码扩散，MDLM / LLaDA）：从全是 [MASK] 开始，看模型一轮一轮地揭示词元</translation>
    </message>
</context>
<context>
    <name>TextTab</name>
    <message>
        <source>Attention appears when the model is loaded.</source>
        <translation>模型加载后显示注意力。</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Which Transformer layer&apos;s attention to show (1 = closest to the input).</source>
        <translation>显示哪一层 Transformer 的注意力（1 = 最靠近输入）。</translation>
    </message>
    <message>
        <source>Which attention head of that layer; the mean averages every head.</source>
        <translation>该层的哪个注意力头；平均值对所有头取平均。</translation>
    </message>
    <message>
        <source>Attention in</source>
        <translation>注意力位于</translation>
    </message>
    <message>
        <source>The selected token&apos;s attention over the sentence: darker = more attention.</source>
        <translation>所选词元在整个句子上的注意力：颜色越深 = 注意力越多。</translation>
    </message>
    <message>
        <source>The whole attention matrix of this layer and head: row = the token that looks, column = the token it looks at; each row sums to 1. The red box is the selected token.</source>
        <translation>该层该头的完整注意力矩阵：行 = 发出注意的词元，列 = 被关注的词元；每行之和为 1。红框是所选词元。</translation>
    </message>
    <message>
        <source>token that looks</source>
        <translation>发出注意的词元</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>被关注的词元</translation>
    </message>
    <message>
        <source>mean of all heads</source>
        <translation>所有头的平均</translation>
    </message>
    <message>
        <source>head {n}</source>
        <translation>头 {n}</translation>
    </message>
    <message>
        <source>Waiting for the model…</source>
        <translation>正在等待模型…</translation>
    </message>
    <message>
        <source>Click a token to see where it looks.</source>
        <translation>点击一个词元，查看它关注哪里。</translation>
    </message>
    <message>
        <source>{token}: {percent} of the attention of &apos;{source}&apos;</source>
        <translation>{token}：占“{source}”注意力的 {percent}</translation>
    </message>
    <message>
        <source>the mean of all heads</source>
        <translation>所有头的平均</translation>
    </message>
    <message>
        <source>Where &lt;b&gt;{token}&lt;/b&gt; (position {position}) looks, layer {layer}, {head}: most at &lt;b&gt;{best}&lt;/b&gt; ({percent}).</source>
        <translation>&lt;b&gt;{token}&lt;/b&gt;（位置 {position}）关注哪里，第 {layer} 层，{head}：最多关注 &lt;b&gt;{best}&lt;/b&gt;（{percent}）。</translation>
    </message>
    <message>
        <source>Choose the permutation strategy to see an XLNet factorization order.</source>
        <translation>选择排列策略以查看 XLNet 的分解顺序。</translation>
    </message>
    <message>
        <source>a token sees itself (content stream)</source>
        <translation>词元能看到自己（内容流）</translation>
    </message>
    <message>
        <source>XLNet has two streams. The query stream, which makes the prediction, must not see the token it predicts (unchecked); the content stream, which later tokens read, includes it (checked).</source>
        <translation>XLNet 有两个流。负责预测的查询流不能看到它要预测的词元（不勾选）；供后续词元读取的内容流包含它（勾选）。</translation>
    </message>
    <message>
        <source>The tokens in the order they are predicted; the number is the step.</source>
        <translation>按预测顺序排列的词元；数字是步骤。</translation>
    </message>
    <message>
        <source>Row = the token being predicted, column = a token it may look at (bright = allowed). Everything above a token in the order is visible to it.</source>
        <translation>行 = 正在预测的词元，列 = 它可以关注的词元（亮 = 允许）。顺序中排在某词元之前的一切对它都可见。</translation>
    </message>
    <message>
        <source>predicting</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>may look at</source>
        <translation>可关注</translation>
    </message>
    <message>
        <source>Choose “Permutation order (XLNet)” to see a factorization order and its mask.</source>
        <translation>选择“Permutation order (XLNet)”以查看分解顺序及其掩码。</translation>
    </message>
    <message>
        <source>step {n}</source>
        <translation>第 {n} 步</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is predicted at step {n} of {total}</source>
        <translation>“{token}”在第 {n} 步（共 {total} 步）被预测</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s), predicted in the order below (blue: the {counted} the loss counts). Click a token to follow it.</source>
        <translation>
            <numerusform>%n 个词元，按下面的顺序预测（蓝色：损失计入的 {counted} 个）。点击一个词元以跟踪它。</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing: it comes first</source>
        <translation>无：它排在第一</translation>
    </message>
    <message>
        <source>&lt;b&gt;{token}&lt;/b&gt; is predicted at step {n} and may look at: {seen}.</source>
        <translation>&lt;b&gt;{token}&lt;/b&gt; 在第 {n} 步被预测，可以关注：{seen}。</translation>
    </message>
    <message>
        <source>replaced by [MASK]</source>
        <translation>替换为 [MASK]</translation>
    </message>
    <message>
        <source>replaced by a random token</source>
        <translation>替换为随机词元</translation>
    </message>
    <message>
        <source>kept, but predicted</source>
        <translation>保留，但要预测</translation>
    </message>
    <message>
        <source>untouched</source>
        <translation>未改动</translation>
    </message>
    <message>
        <source>special token (never masked)</source>
        <translation>特殊词元（从不掩码）</translation>
    </message>
    <message>
        <source>dropped (T5)</source>
        <translation>已删除 (T5)</translation>
    </message>
    <message>
        <source>sentinel &lt;extra_id_k&gt;</source>
        <translation>哨兵 &lt;extra_id_k&gt;</translation>
    </message>
    <message>
        <source>predicted (last in the order)</source>
        <translation>预测（顺序中最后）</translation>
    </message>
    <message>
        <source>The model sees [MASK] here and must guess the original token.</source>
        <translation>模型在这里看到 [MASK]，必须猜出原来的词元。</translation>
    </message>
    <message>
        <source>The model sees a random token here, and must still guess the original one.</source>
        <translation>模型在这里看到一个随机词元，但仍须猜出原来的词元。</translation>
    </message>
    <message>
        <source>The model sees the original token here, but is still asked to predict it (and scored on it).</source>
        <translation>模型在这里看到原来的词元，但仍要预测它（并据此评分）。</translation>
    </message>
    <message>
        <source>Left as it is; the model is not asked about it.</source>
        <translation>保持原样；模型不会被问到它。</translation>
    </message>
    <message>
        <source>[CLS], [SEP] and unknown-word tokens are never chosen for masking.</source>
        <translation>[CLS]、[SEP] 和未知词词元永远不会被选来掩码。</translation>
    </message>
    <message>
        <source>Dropped from the input: T5 puts one sentinel for the whole span and asks for the tokens in the target.</source>
        <translation>从输入中删除：T5 用一个哨兵代表整个片段，并在目标中要求给出这些词元。</translation>
    </message>
    <message>
        <source>A sentinel stands for one dropped span; in the target it announces the tokens of that span.</source>
        <translation>一个哨兵代表一个被删除的片段；在目标中它引出该片段的词元。</translation>
    </message>
    <message>
        <source>Predicted from the tokens before it in the factorization order.</source>
        <translation>根据分解顺序中排在它之前的词元来预测。</translation>
    </message>
    <message>
        <source>token {i}, {token}</source>
        <translation>词元 {i}，{token}</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>已选中</translation>
    </message>
    <message>
        <source>What the chip colours and symbols mean</source>
        <translation>标签颜色和符号的含义</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>mask p</source>
        <translation>掩码 p</translation>
    </message>
    <message>
        <source>Waiting for the tab&apos;s model…</source>
        <translation>正在等待该标签页的模型…</translation>
    </message>
    <message>
        <source>Preparing {model}…</source>
        <translation>正在准备 {model}…</translation>
    </message>
    <message>
        <source>{model} (same model)</source>
        <translation>{model}（同一模型）</translation>
    </message>
    <message>
        <source>{model} (same model, mask p {percent})</source>
        <translation>{model}（同一模型，掩码 p {percent}）</translation>
    </message>
    <message>
        <source>random-init twin of {model}</source>
        <translation>{model} 的随机初始化孪生模型</translation>
    </message>
    <message>
        <source>bundled text-tiny</source>
        <translation>内置 text-tiny</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side&lt;/b&gt;</source>
        <translation>&lt;b&gt;并排&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side&lt;/b&gt; compares the models&apos; predictions: choose random, whole word, span or by hand.</source>
        <translation>&lt;b&gt;并排&lt;/b&gt;比较模型的预测：请选择随机、整词、片段或手动。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;并排：&lt;/b&gt;{hint}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side by side:&lt;/b&gt; comparing…</source>
        <translation>&lt;b&gt;并排：&lt;/b&gt;正在比较…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Left vs right:&lt;/b&gt; {summary}</source>
        <translation>&lt;b&gt;左与右：&lt;/b&gt;{summary}</translation>
    </message>
    <message>
        <source>Top-1 and top-5 per masked position, left → right:</source>
        <translation>每个被掩码位置的 top-1 和 top-5，左 → 右：</translation>
    </message>
    <message>
        <source>The model on the right could not answer ({error}).</source>
        <translation>右侧模型无法作答（{error}）。</translation>
    </message>
    <message>
        <source>Write your own…</source>
        <translation>自己写一句…</translation>
    </message>
    <message>
        <source>By hand, every picked token becomes [MASK]; the 80/10/10 rule is not used.</source>
        <translation>手动时，每个选中的词元都变成 [MASK]；不使用 80/10/10 规则。</translation>
    </message>
    <message>
        <source>T5 replaces whole spans by sentinels; the 80/10/10 rule is not used.</source>
        <translation>T5 用哨兵替换整个片段；不使用 80/10/10 规则。</translation>
    </message>
    <message>
        <source>XLNet uses no [MASK]; the 80/10/10 rule is not used.</source>
        <translation>XLNet 不使用 [MASK]；不使用 80/10/10 规则。</translation>
    </message>
    <message>
        <source>The text is {length} characters long: the box keeps the first {kept} and the rest is cut off (the model reads only the first tokens anyway).</source>
        <translation>文本长 {length} 个字符：文本框保留前 {kept} 个，其余被截断（模型本来也只读取前面的词元）。</translation>
    </message>
    <message>
        <source>Text controls</source>
        <translation>文本控件</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Ready example sentences; or choose “Write your own…” and type in the box below.</source>
        <translation>现成的例句；或选择“Write your own…”并在下面的框中输入。</translation>
    </message>
    <message>
        <source>Type a sentence…</source>
        <translation>输入一个句子…</translation>
    </message>
    <message>
        <source>The text to mask. It is split into WordPiece tokens; text longer than the model can read is cut off (you are told when).</source>
        <translation>要掩码的文本。它被切分成 WordPiece 词元；超过模型可读长度的文本会被截断（届时会提示你）。</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>How tokens are chosen for the model to predict; the paragraph below explains the one in use.</source>
        <translation>如何选择让模型预测的词元；下面的段落解释当前使用的策略。</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>p: the expected fraction of tokens chosen for prediction (BERT uses 15 %). Left/Right keys move it in presentation mode.</source>
        <translation>p：被选来预测的词元的期望比例（BERT 使用 15%）。演示模式下用左/右键调整。</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>掩码概率</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share replaced by [MASK].</source>
        <translation>在选中的词元中，被替换为 [MASK] 的比例。</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share replaced by a random token from the vocabulary.</source>
        <translation>在选中的词元中，被替换为词表中随机词元的比例。</translation>
    </message>
    <message>
        <source>Of the chosen tokens, the share left unchanged (the model is still asked about them).</source>
        <translation>在选中的词元中，保持不变的比例（模型仍会被问到它们）。</translation>
    </message>
    <message>
        <source>→ [MASK]</source>
        <translation>→ [MASK]</translation>
    </message>
    <message>
        <source>→ random token</source>
        <translation>→ 随机词元</translation>
    </message>
    <message>
        <source>→ kept</source>
        <translation>→ 保持不变</translation>
    </message>
    <message>
        <source>The three always sum to 1: changing one scales the other two.</source>
        <translation>三者之和始终为 1：改变其中一个会按比例调整另外两个。</translation>
    </message>
    <message>
        <source>Chosen tokens</source>
        <translation>被选中的词元</translation>
    </message>
    <message>
        <source>BERT&apos;s 80/10/10 rule: what happens to a token chosen for prediction.</source>
        <translation>BERT 的 80/10/10 规则：被选来预测的词元会发生什么。</translation>
    </message>
    <message>
        <source>The random seed: the same seed and settings always give the same mask.</source>
        <translation>随机种子：相同的种子和设置总是得到相同的掩码。</translation>
    </message>
    <message>
        <source>Resample</source>
        <translation>重新采样</translation>
    </message>
    <message>
        <source>Draw a new mask with the same settings (the next seed). Key: R.</source>
        <translation>用相同设置抽取新的掩码（下一个种子）。快捷键：R。</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>What this strategy does</source>
        <translation>此策略的作用</translation>
    </message>
    <message>
        <source>A plain-words description of the current strategy.</source>
        <translation>用通俗语言描述当前策略。</translation>
    </message>
    <message>
        <source>BERT&apos;s 80/10/10 rule, editable.</source>
        <translation>BERT 的 80/10/10 规则，可编辑。</translation>
    </message>
    <message>
        <source>Occlusion</source>
        <translation>遮挡</translation>
    </message>
    <message>
        <source>Integrated gradients</source>
        <translation>积分梯度</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>梯度 × 输入</translation>
    </message>
    <message>
        <source>Layer lens</source>
        <translation>逐层透镜</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>注意力展开 (rollout)</translation>
    </message>
    <message>
        <source>how much log p(target) drops when this token is hidden ([MASK])</source>
        <translation>隐藏该词元（[MASK]）时 log p(目标) 下降多少</translation>
    </message>
    <message>
        <source>this token&apos;s share of log p(target) minus log p(target | every word [MASK]) (integrated gradients)</source>
        <translation>该词元在 log p(目标) 减去 log p(目标 | 每个词都为 [MASK]) 中所占的份额（积分梯度）</translation>
    </message>
    <message>
        <source>gradient of log p(target) times (embedding − [MASK]&apos;s embedding), at the input only</source>
        <translation>log p(目标) 的梯度乘以（嵌入 − [MASK] 的嵌入），仅在输入处</translation>
    </message>
    <message>
        <source>no score per token: the table reads the model&apos;s guess at every layer</source>
        <translation>没有逐词元分数：表格读取模型在每一层的猜测</translation>
    </message>
    <message>
        <source>the share of the position&apos;s attention rollout (all layers, residual included) on this token</source>
        <translation>该位置的注意力展开（所有层，含残差）落在该词元上的份额</translation>
    </message>
    <message>
        <source>Hides one token at a time: two tokens that stand in for each other both look unimportant; [MASK] for one word is out of distribution only mildly for an MLM, which trained on [MASK]s.</source>
        <translation>一次隐藏一个词元：两个可以互相替代的词元看起来都不重要；对于用 [MASK] 训练过的 MLM，把一个词换成 [MASK] 只是略微偏离分布。</translation>
    </message>
    <message>
        <source>Depends on the baseline (here every word [MASK]): the scores add up to the change from it (completeness), which is not the same as importance.</source>
        <translation>取决于基线（这里是每个词都为 [MASK]）：分数之和等于相对基线的变化（完备性），这与重要性不是一回事。</translation>
    </message>
    <message>
        <source>Not complete: one gradient at the input does not add up to the change in log p (see its gap); saturated tokens get little.</source>
        <translation>不完备：输入处的一个梯度加起来不等于 log p 的变化（见其差距）；饱和的词元得分很少。</translation>
    </message>
    <message>
        <source>Early layers were never trained to be read by the MLM head: it shows when the guess becomes readable, not what a layer knows.</source>
        <translation>早期层从未被训练为供 MLM 头读取：它显示猜测何时变得可读，而不是某层知道什么。</translation>
    </message>
    <message>
        <source>Attention is not explanation (Jain &amp; Wallace 2019): it shows where information may flow, not that the guess uses it.</source>
        <translation>注意力不是解释（Jain &amp; Wallace 2019）：它显示信息可能流向哪里，而不是猜测确实用到了它。</translation>
    </message>
    <message>
        <source>Click a predicted chip (a masked position), then Why?</source>
        <translation>点击一个被预测的词块（被掩码的位置），然后点“为什么？”</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>Explain the guess at the clicked predicted chip: which context tokens it rests on (occlusion, gradients), how it forms layer by layer, where attention goes</source>
        <translation>解释所点击的预测标签处的猜测：它依赖哪些上下文词元（遮挡、梯度），它如何逐层形成，注意力流向哪里</translation>
    </message>
    <message>
        <source>How the guess is explained (each method&apos;s known failure mode is said under the strip)</source>
        <translation>如何解释这个猜测（每种方法已知的缺陷写在条带下方）</translation>
    </message>
    <message>
        <source>Explain which token: the model&apos;s top-1, another of its top-5, or the true one</source>
        <translation>解释哪个词元：模型的第 1 名、前 5 名中的另一个，或真实词元</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close the explanation</source>
        <translation>关闭解释</translation>
    </message>
    <message>
        <source>The MLM head read at every layer&apos;s hidden state of the position (0: the embeddings): the top-5 with probabilities, and the target&apos;s probability and rank</source>
        <translation>在该位置每一层的隐藏状态上读取 MLM 头（0：嵌入）：前 5 名及其概率，以及目标的概率和排名</translation>
    </message>
    <message>
        <source>Every layer × head (click one to open it large):</source>
        <translation>每一层 × 每个头（点击一个可放大）：</translation>
    </message>
    <message>
        <source>Why? (explain this guess)</source>
        <translation>为什么？（解释这个猜测）</translation>
    </message>
    <message>
        <source>Why? needs a model: none is loaded yet.</source>
        <translation>“为什么？”需要模型：尚未加载。</translation>
    </message>
    <message>
        <source>Type a sentence first.</source>
        <translation>请先输入一个句子。</translation>
    </message>
    <message>
        <source>Why? explains a masked LM&apos;s guess; the {strategy} view has none.</source>
        <translation>“为什么？”解释掩码语言模型的猜测；{strategy} 视图没有猜测。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Token {position} is not one the model is asked about (predicted positions: {asked}).</source>
        <translation>模型不会被问到词元 {position}（被预测的位置：{asked}）。</translation>
    </message>
    <message>
        <source>The explanation is closed.</source>
        <translation>解释已关闭。</translation>
    </message>
    <message>
        <source>Explaining position {n}…</source>
        <translation>正在解释位置 {n}…</translation>
    </message>
    <message>
        <source>Cannot explain this: {error}</source>
        <translation>无法解释：{error}</translation>
    </message>
    <message>
        <source>Why?: {error}</source>
        <translation>为什么？：{error}</translation>
    </message>
    <message>
        <source>(true: &lt;b&gt;{token}&lt;/b&gt;)</source>
        <translation>（真实：&lt;b&gt;{token}&lt;/b&gt;）</translation>
    </message>
    <message>
        <source>Why &lt;b&gt;{target}&lt;/b&gt; at position {position}?</source>
        <translation>为什么位置 {position} 是 &lt;b&gt;{target}&lt;/b&gt;？</translation>
    </message>
    <message>
        <source>The model saw &lt;b&gt;{token}&lt;/b&gt; at the position; the explanation asks with [MASK] there.</source>
        <translation>模型在该位置看到的是 &lt;b&gt;{token}&lt;/b&gt;；解释时该位置放的是 [MASK]。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The number:&lt;/b&gt; {meaning}.</source>
        <translation>&lt;b&gt;数字：&lt;/b&gt;{meaning}。</translation>
    </message>
    <message>
        <source>Known failure mode: {failure}</source>
        <translation>已知的失效情形：{failure}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Completeness:&lt;/b&gt; the scores sum to {sum}; f(input) − f(baseline) = {f_input} − ({f_baseline}) = {delta}; gap {gap}</source>
        <translation>&lt;b&gt;完备性：&lt;/b&gt;分数之和为 {sum}；f(输入) − f(基线) = {f_input} − ({f_baseline}) = {delta}；差距 {gap}</translation>
    </message>
    <message>
        <source>at {n} steps</source>
        <translation>共 {n} 步</translation>
    </message>
    <message>
        <source>(baseline: every word [MASK], [CLS]/[SEP] kept)</source>
        <translation>（基线：每个词都为 [MASK]，保留 [CLS]/[SEP]）</translation>
    </message>
    <message>
        <source>top-1: {token} ({percent})</source>
        <translation>top-1：{token}（{percent}）</translation>
    </message>
    <message>
        <source>true: {token}</source>
        <translation>真实：{token}</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>block {n} (output)</source>
        <translation>块 {n}（输出）</translation>
    </message>
    <message>
        <source>block {n}</source>
        <translation>块 {n}</translation>
    </message>
    <message>
        <source>round {n}</source>
        <translation>第 {n} 轮</translation>
    </message>
    <message>
        <source>guessed &apos;{guess}&apos; ({percent}); the true token is &apos;{token}&apos;</source>
        <translation>猜测“{guess}”（{percent}）；真实词元是“{token}”</translation>
    </message>
    <message>
        <source>not masked here</source>
        <translation>此处未掩码</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{right} of {total}&lt;/b&gt; right, %n forward pass(es)</source>
        <translation>
            <numerusform>&lt;b&gt;{right}/{total}&lt;/b&gt; 正确，%n 次前向传播</numerusform>
        </translation>
    </message>
    <message>
        <source>Every token the model is asked about is hidden as [MASK] and filled in two ways. Green: the guess is the true token; red: it is not.</source>
        <translation>模型被问到的每个词元都被隐藏为 [MASK]，并用两种方式填写。绿色：猜测是真实词元；红色：不是。</translation>
    </message>
    <message>
        <source>All at once (one pass)</source>
        <translation>一次全部（单次传播）</translation>
    </message>
    <message>
        <source>What BERT&apos;s fill-mask pipeline does: one forward pass, and each mask takes its own top-1 guess, without knowing what the other masks became.</source>
        <translation>BERT 的 fill-mask 流程的做法：一次前向传播，每个掩码各取自己的 top-1 猜测，不知道其他掩码变成了什么。</translation>
    </message>
    <message>
        <source>One by one (MaskGIT style)</source>
        <translation>逐个（MaskGIT 风格）</translation>
    </message>
    <message>
        <source>Each round fills only the mask the model is most confident about, then predicts the rest again with that word in place, so later guesses can agree with earlier ones.</source>
        <translation>每一轮只填入模型最有把握的那个掩码，然后在该词就位的情况下重新预测其余的，这样后面的猜测可以与前面的保持一致。</translation>
    </message>
    <message>
        <source>round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>filled with</source>
        <translation>填入</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>true token</source>
        <translation>真实词元</translation>
    </message>
    <message>
        <source>The rounds of the one-by-one filling; select a round to see the sentence after it.</source>
        <translation>逐个填写的各轮；选择一轮查看该轮之后的句子。</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) hidden as [MASK] and filled in two ways ({cut} more left out: one-by-one filling runs one pass per mask).</source>
        <translation>
            <numerusform>%n 个词元被隐藏为 [MASK] 并以两种方式填入（另有 {cut} 个未列入：逐个填入每个掩码要一次传播）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) hidden as [MASK] and filled in two ways.</source>
        <translation>
            <numerusform>%n 个词元被隐藏为 [MASK] 并以两种方式填入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Green: the guess is the true token; red: it is not.</source>
        <translation>绿色：猜测是真实词元；红色：不是。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{right} of {n}&lt;/b&gt; right, 1 forward pass</source>
        <translation>&lt;b&gt;{right}/{n}&lt;/b&gt; 正确，1 次前向传播</translation>
    </message>
    <message>
        <source>after round {n} of {total}</source>
        <translation>第 {n} 轮后（共 {total} 轮）</translation>
    </message>
    <message>
        <source>The true token is not among the model&apos;s top guesses.</source>
        <translation>真实词元不在模型的最佳猜测之中。</translation>
    </message>
    <message>
        <source>the true token</source>
        <translation>真实词元</translation>
    </message>
    <message>
        <source>guess {n}</source>
        <translation>猜测 {n}</translation>
    </message>
    <message>
        <source>true: {token} (rank {rank}, {percent})</source>
        <translation>真实：{token}（排名 {rank}，{percent}）</translation>
    </message>
    <message>
        <source>Statistics appear here: 1,000 resamples of the current setting.</source>
        <translation>统计信息显示在这里：当前设置重新采样 1,000 次。</translation>
    </message>
    <message>
        <source>The same setting sampled 1,000 times with fresh random draws.</source>
        <translation>相同设置用新的随机抽取采样 1,000 次。</translation>
    </message>
    <message>
        <source>Selected fraction</source>
        <translation>选中比例</translation>
    </message>
    <message>
        <source>Span lengths</source>
        <translation>片段长度</translation>
    </message>
    <message>
        <source>fraction selected in one resample</source>
        <translation>单次重抽样中被选中的比例</translation>
    </message>
    <message>
        <source>resamples</source>
        <translation>重抽样次数</translation>
    </message>
    <message>
        <source>share of selected tokens</source>
        <translation>占选中词元的比例</translation>
    </message>
    <message>
        <source>share of spans</source>
        <translation>占片段的比例</translation>
    </message>
    <message>
        <source>Resampling 1,000 times…</source>
        <translation>正在重新采样 1,000 次…</translation>
    </message>
    <message>
        <source>No statistics for this strategy: nothing is drawn at random.</source>
        <translation>此策略没有统计信息：没有任何随机抽取。</translation>
    </message>
    <message>
        <source>within 3σ of p: the rule holds</source>
        <translation>在 p 的 3σ 以内：规则成立</translation>
    </message>
    <message>
        <source>more than 3σ from p: the sentence is too short for this p (whole words or spans overshoot)</source>
        <translation>与 p 相差超过 3σ：对这个 p 来说句子太短（整词或片段会超出）</translation>
    </message>
    <message>
        <source>T5 drops round(p·n) tokens, so the fraction is that rounding of p</source>
        <translation>T5 删除 round(p·n) 个词元，因此比例就是 p 的这个取整</translation>
    </message>
    <message>
        <source>&lt;b&gt;{resamples} resamples&lt;/b&gt; of {eligible} maskable tokens: mean fraction selected &lt;b&gt;{mean}&lt;/b&gt; (p = {p}, σ of the mean = {sigma}): {verdict}.</source>
        <translation>对 {eligible} 个可掩码词元进行 &lt;b&gt;{resamples} 次重抽样&lt;/b&gt;：平均选中比例 &lt;b&gt;{mean}&lt;/b&gt;（p = {p}，均值的 σ = {sigma}）：{verdict}。</translation>
    </message>
    <message>
        <source>[MASK] / random / kept: &lt;b&gt;{observed} %&lt;/b&gt; (configured {configured} %).</source>
        <translation>[MASK] / 随机 / 保留：&lt;b&gt;{observed} %&lt;/b&gt;（设定 {configured} %）。</translation>
    </message>
    <message>
        <source>Mean span length {mean} {unit}.</source>
        <translation>平均片段长度 {mean} {unit}。</translation>
    </message>
    <message>
        <source>mean {value}</source>
        <translation>均值 {value}</translation>
    </message>
    <message>
        <source>80/10/10 split: not used</source>
        <translation>80/10/10 划分：未使用</translation>
    </message>
    <message>
        <source>Span lengths ({unit})</source>
        <translation>片段长度（{unit}）</translation>
    </message>
    <message>
        <source>span length ({unit})</source>
        <translation>片段长度（{unit}）</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>80/10/10 split</source>
        <translation>80/10/10 划分</translation>
    </message>
    <message>
        <source>words</source>
        <translation>词</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>T5 drops exactly round(density x tokens) tokens each time, so the fraction barely varies; the number of spans is round(dropped / 3).</source>
        <translation>T5 每次恰好删除 round(密度 x 词元数) 个词元，所以比例几乎不变；片段数是 round(删除数 / 3)。</translation>
    </message>
    <message>
        <source>Spans are drawn from the geometric distribution, but a span cannot be longer than the free words left in the sentence ({n} words here), so short sentences see fewer long spans.</source>
        <translation>片段长度从几何分布中抽取，但片段不能比句中剩余的空闲词更长（这里有 {n} 个词），因此短句中的长片段更少。</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>观测</translation>
    </message>
    <message>
        <source>configured</source>
        <translation>设定</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Span lengths: no spans</source>
        <translation>片段长度：没有片段</translation>
    </message>
    <message>
        <source>replaced by [MASK]; the model must guess it</source>
        <translation>替换为 [MASK]；模型必须猜出它</translation>
    </message>
    <message>
        <source>kept as it is, but the model is asked about it too</source>
        <translation>保持原样，但模型也会被问到它</translation>
    </message>
    <message>
        <source>a special token: never masked</source>
        <translation>特殊词元：从不掩码</translation>
    </message>
    <message>
        <source>dropped: a sentinel stands for its span</source>
        <translation>已删除：由一个哨兵代表它所在的片段</translation>
    </message>
    <message>
        <source>predicted from the tokens earlier in the order</source>
        <translation>根据顺序中较早的词元预测</translation>
    </message>
    <message>
        <source>was: ?</source>
        <translation>原为：?</translation>
    </message>
    <message>
        <source>was: {token}</source>
        <translation>原为：{token}</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>token {i}: (hidden until the answer is revealed)</source>
        <translation>词元 {i}：（在揭晓答案之前隐藏）</translation>
    </message>
    <message>
        <source>token {i}: “{token}”</source>
        <translation>词元 {i}：“{token}”</translation>
    </message>
    <message>
        <source>(word {n})</source>
        <translation>（第 {n} 个词）</translation>
    </message>
    <message>
        <source>replaced by the random token “{token}”; the model must still guess the original</source>
        <translation>替换为随机词元“{token}”；模型仍须猜出原来的词元</translation>
    </message>
    <message>
        <source>Click to hide or show it.</source>
        <translation>点击以隐藏或显示它。</translation>
    </message>
    <message>
        <source>Click to follow it in the views below.</source>
        <translation>点击以在下方视图中跟踪它。</translation>
    </message>
    <message>
        <source>Click tokens to hide them.</source>
        <translation>点击词元以隐藏它们。</translation>
    </message>
    <message>
        <source>No token chosen: raise p or resample.</source>
        <translation>未选中任何词元：请提高 p 或重新抽样。</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) to predict</source>
        <translation>
            <numerusform>要预测 %n 个词元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) to predict…</source>
        <translation>
            <numerusform>要预测 %n 个词元…</numerusform>
        </translation>
    </message>
    <message>
        <source>masked-LM loss &lt;b&gt;{loss}&lt;/b&gt; nats · accuracy &lt;b&gt;{hits}/{n}&lt;/b&gt; ({percent})</source>
        <translation>掩码语言模型损失 &lt;b&gt;{loss}&lt;/b&gt; nats · 准确率 &lt;b&gt;{hits}/{n}&lt;/b&gt;（{percent}）</translation>
    </message>
    <message numerus="yes">
        <source>Text: loss {loss} nats, accuracy {percent} over %n token(s)</source>
        <translation>
            <numerusform>文本：损失 {loss} nats，在 %n 个词元上的准确率 {percent}</numerusform>
        </translation>
    </message>
    <message>
        <source>Tab to the tokens, arrows move, Enter or Space hides or shows one</source>
        <translation>按 Tab 进入词元，方向键移动，回车或空格隐藏或显示一个词元</translation>
    </message>
    <message>
        <source>Tab to the tokens, arrows move, Enter or Space follows one in the views below</source>
        <translation>按 Tab 进入词元，方向键移动，回车或空格在下方视图中跟踪一个词元</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>model&apos;s first guess {word}, {percent}</source>
        <translation>模型的首个猜测 {word}，{percent}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>the true token is its guess number {n}</source>
        <translation>真实词元是它的第 {n} 个猜测</translation>
    </message>
    <message>
        <source>The model that makes the predictions (choose another in the toolbar).</source>
        <translation>做出预测的模型（可在工具栏中选择其他模型）。</translation>
    </message>
    <message>
        <source>Cross-entropy of the true tokens at the predicted positions (lower is better; ln(vocabulary size) is a blind guess) and top-1 accuracy there.</source>
        <translation>预测位置上真实词元的交叉熵（越低越好；ln(词表大小) 相当于盲猜）以及这些位置的第 1 名准确率。</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>The WordPiece tokens. Click one to follow it in the views below (in “By hand” mode, a click hides or shows it).</source>
        <translation>WordPiece 词元。点击一个可在下方视图中跟踪它（在“By hand”模式下，点击会隐藏或显示它）。</translation>
    </message>
    <message>
        <source>T5 sees and writes</source>
        <translation>T5 看到的和写出的</translation>
    </message>
    <message>
        <source>The encoder&apos;s input: each dropped span is one sentinel.</source>
        <translation>编码器的输入：每个被删除的片段是一个哨兵词元。</translation>
    </message>
    <message>
        <source>The decoder&apos;s target: each sentinel, then the tokens it replaced; a last sentinel ends it.</source>
        <translation>解码器的目标：每个哨兵词元，接着是它替换掉的词元；最后一个哨兵词元表示结束。</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Model: &lt;b&gt;{name}&lt;/b&gt; ({layers} layers × {width}, {length} tokens)</source>
        <translation>模型：&lt;b&gt;{name}&lt;/b&gt;（{layers} 层 × {width}，{length} 个词元）</translation>
    </message>
    <message>
        <source>{layers} layers, {heads} heads, width {width}, vocabulary {vocab}; reads up to {length} tokens</source>
        <translation>{layers} 层，{heads} 个头，宽度 {width}，词表 {vocab}；最多读取 {length} 个词元</translation>
    </message>
    <message>
        <source>&lt;b&gt;Loading model…&lt;/b&gt; the masking works already; predictions follow.</source>
        <translation>&lt;b&gt;正在加载模型…&lt;/b&gt;掩码已可使用；预测稍后出现。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model&lt;/b&gt; ({error}): masking only, no predictions.</source>
        <translation>&lt;b&gt;没有模型&lt;/b&gt;（{error}）：只有掩码，没有预测。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model loaded yet&lt;/b&gt;: masking only, no predictions.</source>
        <translation>&lt;b&gt;尚未加载模型&lt;/b&gt;：只有掩码，没有预测。</translation>
    </message>
    <message>
        <source>Choose a model in the toolbar; until then the bundled tokenizer splits the text.</source>
        <translation>请在工具栏中选择模型；在此之前由内置分词器切分文本。</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} 个词元</translation>
    </message>
    <message>
        <source>more than {n} tokens ({chars} characters are read)</source>
        <translation>超过 {n} 个词元（读取了 {chars} 个字符）</translation>
    </message>
    <message>
        <source>The text is {length} long; the model reads at most {n}, so it was cut off after token {last} (the rest is not shown).</source>
        <translation>文本长 {length}；模型最多读取 {n} 个，因此在词元 {last} 之后被截断（其余不显示）。</translation>
    </message>
    <message>
        <source>predicting…</source>
        <translation>预测中…</translation>
    </message>
    <message>
        <source>model&apos;s guess pending</source>
        <translation>模型的猜测尚未给出</translation>
    </message>
    <message>
        <source>T5 sees and writes: the input is {saved} tokens shorter, the target {n} tokens long</source>
        <translation>T5 看到并写出：输入短了 {saved} 个词元，目标长 {n} 个词元</translation>
    </message>
    <message>
        <source>Where the selected token looks, for a chosen layer and head.</source>
        <translation>在所选层和头中，所选词元关注哪里。</translation>
    </message>
    <message>
        <source>Fill every hidden token at once, or one by one (most confident first).</source>
        <translation>一次填写所有隐藏词元，或逐个填写（最有把握的先填）。</translation>
    </message>
    <message>
        <source>The current setting resampled 1,000 times: does the rule hold?</source>
        <translation>当前设置重新采样 1,000 次：规则成立吗？</translation>
    </message>
    <message>
        <source>XLNet&apos;s factorization order and attention mask for this sentence.</source>
        <translation>此句子的 XLNet 分解顺序和注意力掩码。</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Fill several masks</source>
        <translation>填写多个掩码</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Permutation (XLNet)</source>
        <translation>排列 (XLNet)</translation>
    </message>
    <message>
        <source>Type a sentence to see its attention.</source>
        <translation>输入一个句子以查看它的注意力。</translation>
    </message>
    <message>
        <source>Type a sentence to see the statistics of its masking.</source>
        <translation>输入一个句子以查看其掩码的统计。</translation>
    </message>
    <message>
        <source>Type a sentence to fill its masks.</source>
        <translation>输入一个句子以填入其掩码。</translation>
    </message>
    <message>
        <source>Loading the model… attention appears when it is loaded.</source>
        <translation>正在加载模型…加载完成后显示注意力。</translation>
    </message>
    <message>
        <source>No model loaded: choose one in the toolbar to see attention.</source>
        <translation>未加载模型：在工具栏中选择一个以查看注意力。</translation>
    </message>
    <message>
        <source>Loading the model… the masks are filled when it is loaded.</source>
        <translation>正在加载模型…加载完成后填入掩码。</translation>
    </message>
    <message>
        <source>No model loaded: choose one in the toolbar to see the masks filled.</source>
        <translation>未加载模型：在工具栏中选择一个以查看掩码被填入。</translation>
    </message>
    <message>
        <source>Filling masks needs [MASK] tokens: choose random, whole word, span or by hand.</source>
        <translation>填入掩码需要 [MASK] 词元：请选择随机、整词、片段或手动。</translation>
    </message>
    <message>
        <source>No hidden token to fill.</source>
        <translation>没有要填入的隐藏词元。</translation>
    </message>
    <message>
        <source>By hand, nothing is drawn at random: no statistics to show.</source>
        <translation>手动时没有随机抽取：没有统计可显示。</translation>
    </message>
    <message>
        <source>A permutation order is a uniform shuffle; its statistics are not shown here.</source>
        <translation>排列顺序是均匀洗牌；这里不显示其统计。</translation>
    </message>
    <message>
        <source>This model was trained on the generated language: the examples are now sentences of that language (English falls apart into pieces for it).</source>
        <translation>该模型是在生成的语言上训练的：示例现在是该语言的句子（英语对它来说会被拆成碎片）。</translation>
    </message>
    <message>
        <source>Filling the masks both ways…</source>
        <translation>正在以两种方式填入掩码…</translation>
    </message>
    <message>
        <source>The masking core could not start: {error}</source>
        <translation>掩码核心无法启动：{error}</translation>
    </message>
    <message>
        <source>Text tab: {task} failed: {error}</source>
        <translation>文本标签页：{task} 失败：{error}</translation>
    </message>
    <message>
        <source>The model could not answer ({error}). The masking above is still correct.</source>
        <translation>模型无法作答（{error}）。上面的掩码仍然正确。</translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>nano: 2-minute runs</source>
        <translation>nano：2 分钟的运行</translation>
    </message>
    <message>
        <source>tiny: bundled size, slow</source>
        <translation>tiny：内置模型大小，较慢</translation>
    </message>
    <message>
        <source>Generated language (built in)</source>
        <translation>生成的语言（内置）</translation>
    </message>
    <message>
        <source>A text file or folder…</source>
        <translation>文本文件或文件夹…</translation>
    </message>
    <message>
        <source>Generated images (built in)</source>
        <translation>生成的图像（内置）</translation>
    </message>
    <message>
        <source>Sample photos (scikit-image)</source>
        <translation>示例照片 (scikit-image)</translation>
    </message>
    <message>
        <source>A folder of images…</source>
        <translation>图像文件夹…</translation>
    </message>
    <message>
        <source>Masked LM (BERT)</source>
        <translation>掩码语言模型 (BERT)</translation>
    </message>
    <message>
        <source>Masked diffusion (MDLM, LLaDA)</source>
        <translation>掩码扩散 (MDLM, LLaDA)</translation>
    </message>
    <message>
        <source>Causal LM (left to right)</source>
        <translation>因果语言模型（从左到右）</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>新建运行</translation>
    </message>
    <message>
        <source>Text: masked language model</source>
        <translation>文本：掩码语言模型</translation>
    </message>
    <message>
        <source>Images: masked autoencoder</source>
        <translation>图像：掩码自编码器</translation>
    </message>
    <message>
        <source>What to pretrain: a BERT-style text encoder or an MAE for images</source>
        <translation>预训练什么：BERT 式的文本编码器或用于图像的 MAE</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Generated data learns fastest; your own files show what a model makes of them</source>
        <translation>生成的数据学得最快；你自己的文件能展示模型从中学到什么</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>a .txt file or a folder</source>
        <translation>一个 .txt 文件或文件夹</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>File/folder</source>
        <translation>文件/文件夹</translation>
    </message>
    <message>
        <source>Model size: nano learns the generated data in a couple of CPU minutes</source>
        <translation>模型大小：nano 用几分钟 CPU 时间就能学会生成的数据</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>How the training examples are masked</source>
        <translation>训练样本如何被掩码</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>Text: what the model learns. Masked LM: the chosen share of tokens, the 80/10/10 rule (BERT). Masked diffusion: each row masked at its own rate t from 0 to 1, the loss weighted by 1/t (MDLM, LLaDA): a model that can write by unmasking; the mask probability is not used. Causal LM: the next token from the left only.</source>
        <translation>文本：模型学习什么。掩码语言模型：选定比例的词元，80/10/10 规则 (BERT)。掩码扩散：每一行以自己的比率 t（0 到 1）掩码，损失按 1/t 加权 (MDLM, LLaDA)：一个能通过去掩码来写作的模型；不使用掩码概率。因果语言模型：只从左侧预测下一个词元。</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>训练目标</translation>
    </message>
    <message>
        <source>Mask probability (text) or mask ratio (images). Accuracy is always measured at 15 % masking, so runs at different rates compare.</source>
        <translation>掩码概率（文本）或掩码比例（图像）。准确率始终在 15% 掩码下测量，因此不同比率的训练可以相互比较。</translation>
    </message>
    <message>
        <source>Mask probability</source>
        <translation>掩码概率</translation>
    </message>
    <message>
        <source>Optimizer steps; a nano model on generated data learns in 300-600</source>
        <translation>优化器步数；nano 模型在生成的数据上 300-600 步即可学会</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Peak learning rate (AdamW: a linear warmup, then cosine decay)</source>
        <translation>峰值学习率（AdamW：先线性预热，再余弦衰减）</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>optional, e.g. mask-40</source>
        <translation>可选，例如 mask-40</translation>
    </message>
    <message>
        <source>A name for the run folder (the date and time come first)</source>
        <translation>运行文件夹的名称（日期和时间在前）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Mask ratio</source>
        <translation>掩码比例</translation>
    </message>
    <message>
        <source>A text file (or cancel to pick a folder)</source>
        <translation>文本文件（或取消以选择文件夹）</translation>
    </message>
    <message>
        <source>Text (*.txt);;All files (*)</source>
        <translation>文本 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>A folder of .txt files</source>
        <translation>包含 .txt 文件的文件夹</translation>
    </message>
    <message>
        <source>A folder of images</source>
        <translation>图像文件夹</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Diverged</source>
        <translation>发散</translation>
    </message>
    <message>
        <source>Resume refused</source>
        <translation>继续被拒绝</translation>
    </message>
    <message>
        <source>Cannot start: {error}</source>
        <translation>无法开始：{error}</translation>
    </message>
    <message>
        <source>Run {name} has no checkpoint to resume from.</source>
        <translation>运行 {name} 没有可用于继续的检查点。</translation>
    </message>
    <message>
        <source>Cannot start the run: {error}</source>
        <translation>无法开始运行：{error}</translation>
    </message>
    <message>
        <source>step %v / %m</source>
        <translation>第 %v / %m 步</translation>
    </message>
    <message>
        <source>Starting the training process…</source>
        <translation>正在启动训练进程…</translation>
    </message>
    <message>
        <source>Training started</source>
        <translation>训练已开始</translation>
    </message>
    <message>
        <source>Training resumed</source>
        <translation>训练已继续</translation>
    </message>
    <message>
        <source>Stopping after this step…</source>
        <translation>将在这一步之后停止…</translation>
    </message>
    <message>
        <source>the run cannot be resumed</source>
        <translation>该运行无法继续</translation>
    </message>
    <message>
        <source>; the run is as it was</source>
        <translation>；运行保持原样</translation>
    </message>
    <message>
        <source>Training: resume refused: {reason}</source>
        <translation>训练：继续被拒绝：{reason}</translation>
    </message>
    <message>
        <source>Resume refused: {reason}</source>
        <translation>继续被拒绝：{reason}</translation>
    </message>
    <message>
        <source>Training: {message}</source>
        <translation>训练：{message}</translation>
    </message>
    <message>
        <source>The run failed: {message}</source>
        <translation>运行失败：{message}</translation>
    </message>
    <message>
        <source>The run diverged: {message}</source>
        <translation>运行发散：{message}</translation>
    </message>
    <message>
        <source>Step {done} of {total} · elapsed {elapsed} · about {left} left</source>
        <translation>第 {done} / {total} 步 · 已用 {elapsed} · 约剩 {left}</translation>
    </message>
    <message>
        <source>Resume refused; the run is as it was (see the message above)</source>
        <translation>拒绝继续；该次运行保持原样（见上方消息）</translation>
    </message>
    <message>
        <source>not resumed</source>
        <translation>未继续</translation>
    </message>
    <message>
        <source>{ended} at step {step} of {total} after {elapsed}</source>
        <translation>{ended}：第 {step} / {total} 步，用时 {elapsed}</translation>
    </message>
    <message>
        <source>Runs (tick to overlay)</source>
        <translation>运行（勾选以叠加）</translation>
    </message>
    <message>
        <source>Tick runs to overlay their curves; select one to resume it or use its model</source>
        <translation>勾选运行以叠加其曲线；选中一个以继续训练或使用其模型</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>使用此模型</translation>
    </message>
    <message>
        <source>Load the selected run&apos;s newest checkpoint into the Text or Image tab</source>
        <translation>将所选运行的最新检查点加载到“文本”或“图像”标签页</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Probe checkpoints</source>
        <translation>探测检查点</translation>
    </message>
    <message>
        <source>Probe each checkpoint the selected run kept (a linear classifier on its frozen features) and plot accuracy against step</source>
        <translation>探测所选运行保存的每个检查点（在冻结特征上训练线性分类器），并绘制准确率随步数的变化</translation>
    </message>
    <message>
        <source>Select a run in the list first.</source>
        <translation>请先在列表中选择一个运行。</translation>
    </message>
    <message>
        <source>Run {name} has no checkpoint yet.</source>
        <translation>运行 {name} 还没有检查点。</translation>
    </message>
    <message>
        <source>Cannot read the metrics of {name}: {error}</source>
        <translation>无法读取 {name} 的指标：{error}</translation>
    </message>
    <message>
        <source>each: masked · reconstruction + visible · original</source>
        <translation>每组：掩码后 · 重建 + 可见 · 原图</translation>
    </message>
    <message>
        <source>Snapshots: the model on fixed examples</source>
        <translation>快照：模型在固定样例上的表现</translation>
    </message>
    <message>
        <source>Start a run: its predictions appear here as it learns.</source>
        <translation>开始一次运行：它学习时的预测会显示在这里。</translation>
    </message>
    <message>
        <source>Waiting for the first snapshot…</source>
        <translation>正在等待第一个快照…</translation>
    </message>
    <message>
        <source>Step {step}</source>
        <translation>第 {step} 步</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>训练步数</translation>
    </message>
    <message>
        <source>tokens seen</source>
        <translation>已见词元数</translation>
    </message>
    <message>
        <source>supervised (loss-bearing) tokens</source>
        <translation>受监督（计入损失）的词元数</translation>
    </message>
    <message>
        <source>wall time, s</source>
        <translation>实际用时，秒</translation>
    </message>
    <message>
        <source>held-out loss of its own objective</source>
        <translation>自身目标在留出集上的损失</translation>
    </message>
    <message>
        <source>held-out accuracy of its own objective</source>
        <translation>自身目标在留出集上的准确率</translation>
    </message>
    <message>
        <source>training loss</source>
        <translation>训练损失</translation>
    </message>
    <message>
        <source>masked tokens, 15 % masked</source>
        <translation>被掩码词元，掩码 15%</translation>
    </message>
    <message>
        <source>next token</source>
        <translation>下一个词元</translation>
    </message>
    <message>
        <source>No comparison in this folder. An objective study (mlm vs clm) writes compare.json when it finishes; `mlm-lab study compare STUDY_DIR` writes it for one that has its run folders.</source>
        <translation>此文件夹中没有比较结果。目标研究（mlm 对比 clm）完成时会写入 compare.json；对于保留了运行文件夹的研究，可用 `mlm-lab study compare STUDY_DIR` 生成。</translation>
    </message>
    <message>
        <source>This objective study finished before comparisons were kept; its run folders are here, so the comparison can be measured now: curves from the runs&apos; records, probes and cloze on each run&apos;s final checkpoint (under a minute for a nano study), in a separate process.</source>
        <translation>此目标研究在保存比较结果的功能出现之前就已完成；它的运行文件夹在这里，因此现在可以测量比较：来自运行记录的曲线，以及在每个运行最终检查点上的探针和完形填空（nano 研究不到一分钟），在单独的进程中进行。</translation>
    </message>
    <message>
        <source>Measure the comparison</source>
        <translation>测量比较结果</translation>
    </message>
    <message>
        <source>Runs `mlm-lab study compare` on this study&apos;s run folders and shows what it writes (compare.json, compare.png)</source>
        <translation>对此研究的运行文件夹执行 `mlm-lab study compare` 并显示其输出（compare.json、compare.png）</translation>
    </message>
    <message>
        <source>The x-axis of the curves: per step, a causal LM is supervised at every position, a masked LM at the masked ones only</source>
        <translation>曲线的 x 轴：每一步中，因果语言模型在每个位置都受监督，掩码语言模型只在被掩码的位置受监督</translation>
    </message>
    <message>
        <source>x-axis</source>
        <translation>x 轴</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>Both objectives during training</source>
        <translation>训练过程中的两种目标</translation>
    </message>
    <message>
        <source>Probe per layer (word category)</source>
        <translation>每层探针（词类）</translation>
    </message>
    <message>
        <source>layer (0 = embeddings)</source>
        <translation>层（0 = 嵌入）</translation>
    </message>
    <message>
        <source>probe accuracy</source>
        <translation>探针准确率</translation>
    </message>
    <message>
        <source>Cloze by side of the clue</source>
        <translation>按线索位置的完形填空</translation>
    </message>
    <message>
        <source>cloze accuracy</source>
        <translation>完形填空准确率</translation>
    </message>
    <message>
        <source>clue left</source>
        <translation>线索在左</translation>
    </message>
    <message>
        <source>clue right</source>
        <translation>线索在右</translation>
    </message>
    <message>
        <source>Measuring the comparison of {name} in a separate process ...</source>
        <translation>正在单独的进程中测量 {name} 的比较……</translation>
    </message>
    <message>
        <source>Measuring the comparison of {name} in a separate process: {line}</source>
        <translation>正在单独的进程中测量 {name} 的比较：{line}</translation>
    </message>
    <message>
        <source>exit status {code}</source>
        <translation>退出状态 {code}</translation>
    </message>
    <message>
        <source>The comparison could not be measured: {reason}</source>
        <translation>无法测量比较：{reason}</translation>
    </message>
    <message>
        <source>random init (dotted)</source>
        <translation>随机初始化（点线）</translation>
    </message>
    <message>
        <source>emb</source>
        <comment>the embeddings&apos; tick on a layer axis</comment>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>most frequent {share}</source>
        <translation>最常见 {share}</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>随机水平</translation>
    </message>
    <message>
        <source>{name}: {seen} tokens seen and {supervised} supervised per step</source>
        <translation>{name}：每步见到 {seen} 个词元，其中 {supervised} 个受监督</translation>
    </message>
    <message>
        <source>Lines: mean over seeds; bands and bars: min-max. Probes and cloze at the final checkpoints.</source>
        <translation>曲线：各随机种子的均值；色带和误差棒：最小值到最大值。探针和完形填空在最终检查点上测得。</translation>
    </message>
    <message>
        <source>Mask rate (text)</source>
        <translation>掩码率（文本）</translation>
    </message>
    <message>
        <source>Mask ratio (images)</source>
        <translation>掩码比例（图像）</translation>
    </message>
    <message>
        <source>Masking strategy</source>
        <translation>掩码策略</translation>
    </message>
    <message>
        <source>Objective: masked vs causal LM</source>
        <translation>目标：掩码与因果语言模型</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>a Ray cluster at</source>
        <translation>Ray 集群，地址</translation>
    </message>
    <message>
        <source>New study: one knob (or two), the rest fixed</source>
        <translation>新研究：一个参数（或两个），其余固定</translation>
    </message>
    <message>
        <source>What differs between the runs; everything else is the same in all of them</source>
        <translation>各次运行之间不同的参数；其余一切都相同</translation>
    </message>
    <message>
        <source>Knob</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Text (masked LM) or images (MAE); a knob may be for one of them only</source>
        <translation>文本（掩码语言模型）或图像 (MAE)；某个参数可能只适用于其中之一</translation>
    </message>
    <message>
        <source>The knob&apos;s values, separated by commas: one run per value and seed</source>
        <translation>参数的取值，用逗号分隔：每个取值和种子各运行一次</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>A second knob makes a grid: every combination of both knobs&apos; values, a heatmap per metric</source>
        <translation>第二个参数构成网格：两个参数取值的每种组合，每个指标一张热力图</translation>
    </message>
    <message>
        <source>Second knob</source>
        <translation>第二个参数</translation>
    </message>
    <message>
        <source>The second knob&apos;s values, separated by commas</source>
        <translation>第二个参数的取值，用逗号分隔</translation>
    </message>
    <message>
        <source>Its values</source>
        <translation>其取值</translation>
    </message>
    <message>
        <source>Runs per value with seeds 0, 1, ...: the plot shows their mean and spread</source>
        <translation>每个取值用种子 0, 1, ... 运行的次数：图中显示其均值和离散度</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>种子数</translation>
    </message>
    <message>
        <source>Optimizer steps per run (the CLI&apos;s default: 600)</source>
        <translation>每次运行的优化器步数（命令行默认值：600）</translation>
    </message>
    <message>
        <source>Steps per run</source>
        <translation>每次运行的步数</translation>
    </message>
    <message>
        <source>Where the runs run: here, or each run a Ray task on a cluster (the study folder on a filesystem every node sees)</source>
        <translation>运行的执行位置：在本机，或每次运行作为集群上的一个 Ray 任务（研究文件夹需位于每个节点都能访问的文件系统上）</translation>
    </message>
    <message>
        <source>Run on</source>
        <translation>运行于</translation>
    </message>
    <message>
        <source>HOST:PORT (empty: a local Ray)</source>
        <translation>HOST:PORT（留空：本地 Ray）</translation>
    </message>
    <message>
        <source>The Ray head&apos;s address, as `ray start --head` prints it (mlm-lab study --address)</source>
        <translation>Ray 头节点的地址，即 `ray start --head` 打印的地址 (mlm-lab study --address)</translation>
    </message>
    <message>
        <source>Ray address</source>
        <translation>Ray 地址</translation>
    </message>
    <message>
        <source>none (one knob)</source>
        <translation>无（一个参数）</translation>
    </message>
    <message>
        <source>Start study</source>
        <translation>开始研究</translation>
    </message>
    <message>
        <source>Run every value and seed one after another (continues a stopped study)</source>
        <translation>依次运行每个取值和种子（会继续已停止的研究）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Checkpoint the run in progress and stop; Start with the same settings goes on</source>
        <translation>为进行中的运行保存检查点并停止；用相同设置点击开始即可继续</translation>
    </message>
    <message>
        <source>Continue the study in view (as mlm-lab study resume): finished runs kept, a stopped one from its checkpoint</source>
        <translation>继续当前显示的研究（同 mlm-lab study resume）：保留已完成的运行，已停止的运行从其检查点继续</translation>
    </message>
    <message>
        <source>no study running</source>
        <translation>没有正在进行的研究</translation>
    </message>
    <message>
        <source>Open study folder…</source>
        <translation>打开研究文件夹…</translation>
    </message>
    <message>
        <source>Show a study folder&apos;s results (e.g. docs/studies/mask-rate-text); nothing is run</source>
        <translation>显示研究文件夹的结果（例如 docs/studies/mask-rate-text）；不运行任何内容</translation>
    </message>
    <message>
        <source>{values} x {values2} values x {seeds} seed(s)</source>
        <translation>{values} x {values2} 个取值 x {seeds} 个随机种子</translation>
    </message>
    <message>
        <source>{values} value(s) x {seeds} seed(s)</source>
        <translation>{values} 个取值 x {seeds} 个随机种子</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n run(s) are done in {folder}: Start continues it, about {time} for the {left} left (rough).</source>
        <translation>
            <numerusform>{folder} 中 %n 个运行已完成 {done} 个：“开始”会继续，剩余 {left} 个约需 {time}（粗略）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) ({shape}): about {time} in all (rough).</source>
        <translation>
            <numerusform>%n 个运行（{shape}）：总共约 {time}（粗略）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Study folder: {folder}</source>
        <translation>研究文件夹：{folder}</translation>
    </message>
    <message>
        <source>Open a study folder (with study.json)</source>
        <translation>打开研究文件夹（含 study.json）</translation>
    </message>
    <message>
        <source>A study is running: stop it before opening another.</source>
        <translation>有研究正在进行：请先停止它，再打开另一个。</translation>
    </message>
    <message>
        <source>Cannot open the study: {error}</source>
        <translation>无法打开研究：{error}</translation>
    </message>
    <message numerus="yes">
        <source>Study {name}: {done} of %n run(s) done</source>
        <translation>
            <numerusform>研究 {name}：%n 个运行已完成 {done} 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start the study: {error}</source>
        <translation>无法开始研究：{error}</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>%v / %m 个运行</translation>
    </message>
    <message>
        <source>Starting the study process…</source>
        <translation>正在启动研究进程…</translation>
    </message>
    <message>
        <source>Study started in {folder}</source>
        <translation>研究已在 {folder} 中开始</translation>
    </message>
    <message>
        <source>no study with runs to resume is open</source>
        <translation>没有打开可继续运行的研究</translation>
    </message>
    <message>
        <source>Cannot resume the study: {error}</source>
        <translation>无法继续研究：{error}</translation>
    </message>
    <message>
        <source>A run of the study failed: {message}</source>
        <translation>研究中的一个运行失败：{message}</translation>
    </message>
    <message>
        <source>Study finished: {message}</source>
        <translation>研究完成：{message}</translation>
    </message>
    <message>
        <source>Study stopped: {message}</source>
        <translation>研究已停止：{message}</translation>
    </message>
    <message>
        <source>Study failed: {message}</source>
        <translation>研究失败：{message}</translation>
    </message>
    <message>
        <source>Cannot run the study: {message}</source>
        <translation>无法运行研究：{message}</translation>
    </message>
    <message>
        <source>Study: {message}</source>
        <translation>研究：{message}</translation>
    </message>
    <message>
        <source>Run {n} of {total} ({value} seed {seed}): step {step} of {steps} · elapsed {elapsed}</source>
        <translation>第 {n} / {total} 个运行（{value}，随机种子 {seed}）：第 {step} / {steps} 步 · 已用 {elapsed}</translation>
    </message>
    <message>
        <source>Stopped (Start with the same settings continues it)</source>
        <translation>已停止（用相同设置点“开始”会继续）</translation>
    </message>
    <message numerus="yes">
        <source>{ended}: {done} of %n run(s) done after {elapsed}</source>
        <translation>
            <numerusform>{ended}：%n 个运行完成了 {done} 个，用时 {elapsed}</numerusform>
        </translation>
    </message>
    <message>
        <source>Curves are not shipped with this study (only study.json and results.csv). Run it with the same settings to see them.</source>
        <translation>此研究不附带曲线（只有 study.json 和 results.csv）。用相同设置运行它即可看到曲线。</translation>
    </message>
    <message>
        <source>No study open: start one with the form, or open a study folder (e.g. docs/studies/mask-rate-text).</source>
        <translation>没有打开的研究：用表单开始一项研究，或打开一个研究文件夹（例如 docs/studies/mask-rate-text）。</translation>
    </message>
    <message>
        <source>Which final metric to plot against the knob</source>
        <translation>针对参数绘制哪个最终指标</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Runs during training</source>
        <translation>训练过程中的各运行</translation>
    </message>
    <message>
        <source>held-out metric</source>
        <translation>留出集指标</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Masked vs causal</source>
        <translation>掩码与因果</translation>
    </message>
    <message>
        <source>Each run&apos;s held-out metric as it trained (colour: knob value; dashed: other seeds).</source>
        <translation>每个运行在训练过程中的留出集指标（颜色：参数取值；虚线：其他随机种子）。</translation>
    </message>
    <message>
        <source>The runs so far; the run in progress grows as it trains.</source>
        <translation>到目前为止的运行；进行中的运行会随训练增长。</translation>
    </message>
    <message>
        <source>finished {when}</source>
        <translation>完成于 {when}</translation>
    </message>
    <message>
        <source>running</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>diverged</source>
        <translation>已发散</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a run&apos;s state</comment>
        <translation>未知</translation>
    </message>
    <message>
        <source>text</source>
        <comment>a run&apos;s task</comment>
        <translation>文本</translation>
    </message>
    <message>
        <source>image</source>
        <comment>a run&apos;s task</comment>
        <translation>图像</translation>
    </message>
    <message>
        <source>its status.json is damaged</source>
        <translation>其 status.json 已损坏</translation>
    </message>
    <message>
        <source>causal LM</source>
        <translation>因果语言模型</translation>
    </message>
    <message>
        <source>mask {share}</source>
        <translation>掩码 {share}</translation>
    </message>
    <message>
        <source>step {step}</source>
        <translation>第 {step} 步</translation>
    </message>
    <message>
        <source>eval loss {loss}</source>
        <translation>评估损失 {loss}</translation>
    </message>
    <message>
        <source>accuracy {accuracy}</source>
        <translation>准确率 {accuracy}</translation>
    </message>
    <message>
        <source>PSNR {psnr} dB</source>
        <translation>PSNR {psnr} dB</translation>
    </message>
    <message>
        <source>(true: {answer})</source>
        <translation>（正确答案：{answer}）</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} is {width}x{height} pixels, far larger than the lab writes (at most {limit} megapixels); it is not shown</source>
        <translation>该运行的快照 {name} 为 {width}x{height} 像素，远大于实验室写出的大小（最多 {limit} 百万像素）；不予显示</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} claims over {limit} megapixels (a decompression bomb); it is not shown</source>
        <translation>该运行的快照 {name} 声称超过 {limit} 百万像素（解压炸弹）；不予显示</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} is not a picture</source>
        <translation>该运行的快照 {name} 不是图片</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} could not be read ({error})</source>
        <translation>无法读取该运行的快照 {name}（{error}）</translation>
    </message>
    <message>
        <source>the run&apos;s snapshot {name} is not laid out as the lab writes it; it is not shown</source>
        <translation>该运行的快照 {name} 的布局与实验室写出的不同；不予显示</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>&lt;b&gt;{knob} grid&lt;/b&gt; · {task} {preset} · {steps} steps · seeds {seeds} · {done}</source>
        <translation>&lt;b&gt;{knob} 网格&lt;/b&gt; · {task} {preset} · {steps} 步 · 随机种子 {seeds} · {done}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{knob} study&lt;/b&gt; · {task} {preset} · {steps} steps · seeds {seeds} · {done}</source>
        <translation>&lt;b&gt;{knob} 研究&lt;/b&gt; · {task} {preset} · {steps} 步 · 随机种子 {seeds} · {done}</translation>
    </message>
    <message>
        <source>most frequent class</source>
        <translation>最常见类别</translation>
    </message>
    <message>
        <source>unigram baseline</source>
        <translation>一元语法基线</translation>
    </message>
    <message>
        <source>held-out accuracy (15 % masked)</source>
        <translation>留出集准确率（15% 掩码）</translation>
    </message>
    <message>
        <source>held-out PSNR (dB, 75 % hidden)</source>
        <translation>留出集 PSNR（dB，75% 隐藏）</translation>
    </message>
    <message>
        <source>held-out loss</source>
        <translation>留出集损失</translation>
    </message>
    <message>
        <source>No study open.</source>
        <translation>没有打开的研究。</translation>
    </message>
    <message>
        <source>Training finished</source>
        <translation>训练完成</translation>
    </message>
    <message>
        <source>Training stopped</source>
        <translation>训练已停止</translation>
    </message>
    <message>
        <source>Training failed</source>
        <translation>训练失败</translation>
    </message>
    <message>
        <source>Training diverged</source>
        <translation>训练发散</translation>
    </message>
    <message>
        <source>Resume refused; the run is as it was</source>
        <translation>继续被拒绝；运行保持原样</translation>
    </message>
    <message>
        <source>Training {status}</source>
        <translation>训练{status}</translation>
    </message>
    <message>
        <source>Single run</source>
        <translation>单次运行</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>A series of runs that differ in one knob (mask rate, strategy...): the metric against the knob, the runs&apos; curves, a results table</source>
        <translation>一系列只在一个参数上不同的运行（掩码率、策略……）：指标随该参数的变化、各运行的曲线、结果表</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Start a new run with these settings [Space in presentation mode]</source>
        <translation>用这些设置开始新的运行 [演示模式下按空格]</translation>
    </message>
    <message>
        <source>Finish the current step, save a checkpoint and stop</source>
        <translation>完成当前步骤，保存检查点并停止</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Continue the run selected in the list from its newest checkpoint</source>
        <translation>从最新检查点继续列表中所选的运行</translation>
    </message>
    <message>
        <source>no run yet</source>
        <translation>尚无运行</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>尚无运行</translation>
    </message>
    <message>
        <source>No run yet: press Start, or tick a run to overlay it</source>
        <translation>尚无运行：请点“开始”，或勾选一个运行以叠加显示</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>cross-entropy (nats)</source>
        <translation>交叉熵 (nats)</translation>
    </message>
    <message>
        <source>Masked-token accuracy (at 15 %)</source>
        <translation>被掩码词元的准确率（15% 时）</translation>
    </message>
    <message>
        <source>accuracy (%)</source>
        <translation>准确率 (%)</translation>
    </message>
    <message>
        <source>A training run is going: stop it (Single run page) before starting a study.</source>
        <translation>有训练运行正在进行：请先停止它（“单次运行”页面），再开始研究。</translation>
    </message>
    <message>
        <source>A study is running: stop it (Study page) before starting a single run.</source>
        <translation>有研究正在进行：请先停止它（“研究”页面），再开始单次运行。</translation>
    </message>
    <message>
        <source>PSNR over hidden patches</source>
        <translation>隐藏图块上的 PSNR</translation>
    </message>
    <message>
        <source>PSNR (dB)</source>
        <translation>PSNR (dB)</translation>
    </message>
    <message>
        <source>Run {name}: {problem}</source>
        <translation>运行 {name}：{problem}</translation>
    </message>
    <message>
        <source>{run}, step {step}</source>
        <translation>{run}，第 {step} 步</translation>
    </message>
    <message>
        <source>No run to export: start one, or select a run in the list.</source>
        <translation>没有可导出的运行：请开始一个，或在列表中选择一个运行。</translation>
    </message>
    <message>
        <source>Select a run with at least one checkpoint first.</source>
        <translation>请先选择一个至少有一个检查点的运行。</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} 秒</translation>
    </message>
    <message>
        <source>{min} min {s} s</source>
        <translation>{min} 分 {s} 秒</translation>
    </message>
    <message>
        <source>{h} h {min} min</source>
        <translation>{h} 小时 {min} 分</translation>
    </message>
    <message>
        <source>no free study folder named {name} in {folder}</source>
        <translation>{folder} 中没有名为 {name} 的空闲研究文件夹</translation>
    </message>
    <message>
        <source>mean over seeds; framed: the lowest</source>
        <translation>各随机种子的均值；带框：最低值</translation>
    </message>
    <message>
        <source>mean over seeds; framed: the highest</source>
        <translation>各随机种子的均值；带框：最高值</translation>
    </message>
</context>
<context>
    <name>Widgets</name>
    <message>
        <source>the same model</source>
        <translation>同一模型</translation>
    </message>
    <message>
        <source>its random-init twin</source>
        <translation>它的随机初始化孪生模型</translation>
    </message>
    <message>
        <source>the bundled model</source>
        <translation>内置模型</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>右侧：</translation>
    </message>
    <message>
        <source>Which model answers on the right: the same model (at another mask rate), its random-init twin (same shape, seed 0, never trained), the bundled model, a training run&apos;s newest checkpoint or a model folder</source>
        <translation>右侧由哪个模型作答：同一个模型（使用另一个掩码比率）、它的随机初始化孪生模型（形状相同、种子 0、从未训练）、内置模型、某次训练的最新检查点或一个模型文件夹</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>The right side&apos;s mask rate; &quot;same&quot; hides exactly the left&apos;s positions (same seed, same strategy). Another rate draws with the same seed.</source>
        <translation>右侧的掩码比率；“相同”会隐藏与左侧完全相同的位置（相同种子、相同策略）。其他比率使用相同种子抽取。</translation>
    </message>
    <message>
        <source>Same model</source>
        <translation>同一模型</translation>
    </message>
    <message>
        <source>Random-init twin (never trained)</source>
        <translation>随机初始化孪生模型（从未训练）</translation>
    </message>
    <message>
        <source>Bundled model</source>
        <translation>内置模型</translation>
    </message>
    <message>
        <source>Run: {name}</source>
        <translation>运行：{name}</translation>
    </message>
    <message>
        <source>Folder: {name}</source>
        <translation>文件夹：{name}</translation>
    </message>
    <message>
        <source>Model folder or run…</source>
        <translation>模型文件夹或训练运行…</translation>
    </message>
    <message>
        <source>Compare with a model folder or a training run</source>
        <translation>与模型文件夹或训练运行比较</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>比较…</translation>
    </message>
    <message>
        <source>Side by side: the same input and mask for a second model, or for this model at another mask rate, with the differences named</source>
        <translation>并排：对第二个模型，或对此模型的另一个掩码比率，使用相同的输入和掩码，并指出差异</translation>
    </message>
    <message>
        <source>Close compare</source>
        <translation>关闭比较</translation>
    </message>
    <message>
        <source>Loading {model} for the right side…</source>
        <translation>正在为右侧加载 {model}…</translation>
    </message>
    <message>
        <source>Cannot compare with {model}: {error}. The right side still shows {kept}.</source>
        <translation>无法与 {model} 比较：{error}。右侧仍显示 {kept}。</translation>
    </message>
    <message>
        <source>it holds an image model, not a text model</source>
        <translation>其中是图像模型，不是文本模型</translation>
    </message>
    <message>
        <source>it holds a text model, not an image model</source>
        <translation>其中是文本模型，不是图像模型</translation>
    </message>
    <message>
        <source>no model in it</source>
        <translation>其中没有模型</translation>
    </message>
    <message>
        <source>Compare side by side…</source>
        <translation>并排比较…</translation>
    </message>
    <message>
        <source>Split the Text or Image tab: the same input and mask for a second model (its random-init twin, a training run, a model folder) or at another mask rate, with the differences named</source>
        <translation>拆分“文本”或“图像”标签页：对第二个模型（其随机初始化孪生模型、某次训练、某个模型文件夹）或另一个掩码比率使用相同的输入和掩码，并指出差异</translation>
    </message>
    <message>
        <source>the explained position ({n}): {label}</source>
        <translation>被解释的位置（{n}）：{label}</translation>
    </message>
    <message>
        <source>{token} ({n}): not scored (a special token or another [MASK])</source>
        <translation>{token}（{n}）：不计分（特殊词元或另一个 [MASK]）</translation>
    </message>
    <message>
        <source>Every layer (rows, 1 at the top) and head (columns): who attends to whom. Click a map to open it large.</source>
        <translation>每一层（行，第 1 层在最上面）和每个头（列）：谁关注谁。点击一张图可放大。</translation>
    </message>
    <message>
        <source>Attention, large</source>
        <translation>注意力（放大）</translation>
    </message>
    <message>
        <source>Layer {layer}, head {head}: row i is where token i looks (its attention over the columns sums to 1); darker is more.</source>
        <translation>第 {layer} 层，头 {head}：第 i 行是词元 i 关注的地方（它在各列上的注意力之和为 1）；颜色越深表示越多。</translation>
    </message>
    <message>
        <source>Dismiss this message</source>
        <translation>关闭此消息</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控件</translation>
    </message>
    <message>
        <source>Tabs: {names}</source>
        <translation>标签页：{names}</translation>
    </message>
    <message>
        <source>{name} tab</source>
        <translation>{name}标签页</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
</context>
</TS>
