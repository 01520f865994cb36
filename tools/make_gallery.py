"""Write the gallery's card texts: ``python tools/make_gallery.py`` → ``resources/gallery/cards.json``.

For each of the 30 kinds and the five 喜: names (简体/繁體/English, from ``engine/cards.py``), the 人物 figure and
a short note about who the figure is, the 图型 face described in words, and the card's scoring role in each
preset (RULES.md §4). The notes are written here by hand in three languages; the pattern descriptions and roles
are composed from small tables so they stay consistent with the faces and the rules. Deterministic output.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from changpai_desktop.engine.cards import ALL_CODES, CARD_INFO, SUITS  # noqa: E402

LANGS = ("zh_Hans", "zh_Hant", "en")
PRESETS = ("nantong-single", "tongzhou-double", "rugao-double-xi")
DOUBLE = PRESETS[1:]

# -- who the figures are (hand-written, three languages) -------------------------------------------------
NOTES = {
    "1w": ("穆桂英是杨家将故事中的女英雄，原为穆柯寨寨主之女，嫁入杨家后挂帅出征、大破天门阵。戏台上她头插雉鸡翎、手持"
           "长枪，牌上画的就是她的枪和翎子。",
           "穆桂英是楊家將故事中的女英雄，原為穆柯寨寨主之女，嫁入楊家後掛帥出征、大破天門陣。戲臺上她頭插雉雞翎、手持"
           "長槍，牌上畫的就是她的槍和翎子。",
           "Mu Guiying is the heroine of the Yang family general stories: a stronghold chief's daughter who married "
           "into the Yang clan, led its armies and broke the Heavenly Gate formation. On stage she wears long pheasant "
           "plumes and fights with a spear, which is what this face shows."),
    "2w": ("蓝采和是八仙之一，常作衣衫褴褛、手提花篮、踏歌行乞的少年模样。他的花篮里装满奇花异果，是他最常见的标志。",
           "藍采和是八仙之一，常作衣衫襤褸、手提花籃、踏歌行乞的少年模樣。他的花籃裡裝滿奇花異果，是他最常見的標誌。",
           "Lan Caihe, one of the Eight Immortals, is shown as a ragged youth who wanders singing and begging. His "
           "basket of rare flowers and fruit is his emblem."),
    "3w": ("许仙是《白蛇传》里杭州药铺的伙计，清明时节在西湖断桥借伞给白娘子，两人由此结缘。一把油纸伞就是这段故事的开"
           "头。",
           "許仙是《白蛇傳》裡杭州藥鋪的夥計，清明時節在西湖斷橋借傘給白娘子，兩人由此結緣。一把油紙傘就是這段故事的開"
           "頭。",
           "Xu Xian is the Hangzhou apothecary's assistant of the Legend of the White Snake. He lent his umbrella to "
           "Lady White at the Broken Bridge on West Lake in the Qingming rain, and their love story began with it."),
    "4w": ("沙和尚即沙悟净，《西游记》中唐僧的三徒弟，原为天上的卷帘大将，因过被贬流沙河。他忠厚老实，手持月牙铲，颈挂"
           "佛珠。",
           "沙和尚即沙悟淨，《西遊記》中唐僧的三徒弟，原為天上的捲簾大將，因過被貶流沙河。他忠厚老實，手持月牙鏟，頸掛"
           "佛珠。",
           "Sha Wujing (\"Sandy\") is Tang Sanzang's third disciple in Journey to the West, a heavenly general "
           "banished to the River of Flowing Sands. Loyal and steady, he carries a crescent-bladed spade and a string "
           "of prayer beads."),
    "5w": ("何仙姑是八仙中唯一的女仙，相传为唐代广东增城人，食云母而得道。她手持荷花，“荷”与“何”同音，荷花便成了她的标"
           "志。",
           "何仙姑是八仙中唯一的女仙，相傳為唐代廣東增城人，食雲母而得道。她手持荷花，「荷」與「何」同音，荷花便成了她"
           "的標誌。",
           "He Xiangu is the only woman among the Eight Immortals, said to be a Tang-dynasty girl from Zengcheng in "
           "Guangdong who became immortal by eating mica. She carries a lotus (he 荷), a pun on her name."),
    "6w": ("喜星是福禄寿喜财五星中主管喜庆的星君，民间常把它与婚嫁、添丁之喜相连。双喜“囍”字和报喜的喜鹊都是它的象征。",
           "喜星是福祿壽喜財五星中主管喜慶的星君，民間常把它與婚嫁、添丁之喜相連。雙喜「囍」字和報喜的喜鵲都是它的象徵"
           "。",
           "The Star of Joy is the god of happy events among the five lucky stars (fortune, prosperity, longevity, joy "
           "and wealth), linked with weddings and births. The double-joy sign 囍 and the magpie, the bird that brings "
           "good news, stand for it."),
    "7w": ("小青是《白蛇传》中的青蛇精，白娘子的妹妹和侍女，性情刚烈、忠心耿耿。她随白娘子来到人间，水漫金山时也并肩作"
           "战。",
           "小青是《白蛇傳》中的青蛇精，白娘子的妹妹和侍女，性情剛烈、忠心耿耿。她隨白娘子來到人間，水漫金山時也並肩作"
           "戰。",
           "Xiaoqing, the Green Snake of the Legend of the White Snake, is Lady White's fiery and loyal sister and "
           "maid. She came into the human world with her and fought at her side when they flooded Jinshan Temple."),
    "8w": ("禄星掌管功名利禄，常作头戴乌纱、身穿官袍、手捧如意的官员形象。“禄”与“鹿”同音，所以也常画一头鹿陪伴。",
           "祿星掌管功名利祿，常作頭戴烏紗、身穿官袍、手捧如意的官員形象。「祿」與「鹿」同音，所以也常畫一頭鹿陪伴。",
           "The Star of Prosperity governs rank and official salary, and is drawn as a mandarin in a black gauze hat "
           "holding a ruyi sceptre. Because lu 禄 sounds like \"deer\" (lu 鹿), a deer often goes with him."),
    "9w": ("财星即财神，是民间最受欢迎的神明之一，常被描绘为身着红袍、手捧元宝的形象。过年时家家迎财神，盼望一年财源广"
           "进。",
           "財星即財神，是民間最受歡迎的神明之一，常被描繪為身著紅袍、手捧元寶的形象。過年時家家迎財神，盼望一年財源廣"
           "進。",
           "The Star of Wealth is the God of Wealth, one of the most popular folk gods, usually shown in a red robe "
           "holding gold ingots. At New Year families welcome him in, hoping for a year of riches."),
    "1t": ("小雀儿是一只小麻雀，也是南通牌友对一条的叫法。一条之后的几张条子多是八仙人物，小雀儿领头，给牌桌添了几分俏"
           "皮。",
           "小雀兒是一隻小麻雀，也是南通牌友對一條的叫法。一條之後的幾張條子多是八仙人物，小雀兒領頭，給牌桌添了幾分俏"
           "皮。",
           "Xiao Que'er, \"little sparrow\", is what Nantong players call the One of Strings. Most of the string cards "
           "after it are Eight Immortals, and the little bird leading them adds a playful note to the table."),
    "2t": ("吕洞宾是八仙中名气最大的一位，唐代书生出身，后得汉钟离点化成仙。他背负纯阳宝剑斩妖除魔，也以风流潇洒著称。",
           "呂洞賓是八仙中名氣最大的一位，唐代書生出身，後得漢鍾離點化成仙。他背負純陽寶劍斬妖除魔，也以風流瀟灑著稱。",
           "Lü Dongbin is the best known of the Eight Immortals, a Tang-dynasty scholar led to immortality by Han "
           "Zhongli. He carries a demon-slaying sword and is famed for his charm."),
    "3t": ("曹国舅是八仙之一，相传是宋朝曹皇后的弟弟，看淡富贵而入山修道。他手持一副玉板（阴阳板），也有人说那是上朝用"
           "的笏板。",
           "曹國舅是八仙之一，相傳是宋朝曹皇后的弟弟，看淡富貴而入山修道。他手持一副玉板（陰陽板），也有人說那是上朝用"
           "的笏板。",
           "Cao Guojiu, one of the Eight Immortals, is said to be the brother of a Song-dynasty empress who left "
           "wealth behind to seek the Way in the mountains. He holds a pair of jade castanets, sometimes taken for a "
           "court tablet."),
    "4t": ("韩湘子是八仙之一，相传是唐代文豪韩愈的侄孙，自幼好道。他善吹笛，笛声能令百花开放，所以总是手持一支笛子。",
           "韓湘子是八仙之一，相傳是唐代文豪韓愈的姪孫，自幼好道。他善吹笛，笛聲能令百花開放，所以總是手持一支笛子。",
           "Han Xiangzi, one of the Eight Immortals, is said to be the grand-nephew of the Tang writer Han Yu and to "
           "have loved the Way from childhood. His flute could make flowers bloom, so he is always shown with it."),
    "5t": ("汉钟离即钟离权，八仙之一，常作袒胸露腹、长须飘飘的胖老者。他手摇芭蕉扇，传说此扇能起死回生。",
           "漢鍾離即鍾離權，八仙之一，常作袒胸露腹、長鬚飄飄的胖老者。他手搖芭蕉扇，傳說此扇能起死回生。",
           "Han Zhongli (Zhongli Quan), one of the Eight Immortals, is drawn as a stout bearded man with his chest "
           "bare. He waves a palm-leaf fan said to bring the dead back to life."),
    "6t": ("张果老是八仙中年纪最大的一位，相传唐代时已有数百岁。他倒骑一头白毛驴，日行万里，歇脚时能把驴折起来收进箱中"
           "；手里还拿着渔鼓。",
           "張果老是八仙中年紀最大的一位，相傳唐代時已有數百歲。他倒騎一頭白毛驢，日行萬里，歇腳時能把驢摺起來收進箱中"
           "；手裡還拿著漁鼓。",
           "Zhang Guolao is the oldest of the Eight Immortals, said to be centuries old already in the Tang. He rides "
           "a white donkey backwards that travels thousands of li a day and folds away when he rests, and he carries a "
           "bamboo fish-drum."),
    "7t": ("白娘子即白素贞，《白蛇传》中修炼千年的白蛇，化作女子与许仙结为夫妻。后来她被法海镇压在杭州雷峰塔下。",
           "白娘子即白素貞，《白蛇傳》中修煉千年的白蛇，化作女子與許仙結為夫妻。後來她被法海鎮壓在杭州雷峰塔下。",
           "Lady White (Bai Suzhen) is the thousand-year-old white snake of the Legend of the White Snake, who took "
           "human form and married Xu Xian. The monk Fahai later imprisoned her under the Leifeng Pagoda in Hangzhou."),
    "8t": ("洛阳桥即福建泉州的万安桥，北宋蔡襄主持修建，是中国最早的跨海石桥之一。民间有“蔡状元造洛阳桥”的故事，戏曲里"
           "也常唱到它。",
           "洛陽橋即福建泉州的萬安橋，北宋蔡襄主持修建，是中國最早的跨海石橋之一。民間有「蔡狀元造洛陽橋」的故事，戲曲"
           "裡也常唱到它。",
           "Luoyang Bridge is the Wan'an Bridge at Quanzhou in Fujian, built under Cai Xiang in the Northern Song and "
           "one of China's earliest stone bridges across the sea. Folk tales and operas tell how the scholar Cai built "
           "it."),
    "9t": ("佛指释迦牟尼佛，牌上画他头有背光、结跏趺坐在莲台之上。九条在双将玩法中是第四个老将，分量最重。",
           "佛指釋迦牟尼佛，牌上畫他頭有背光、結跏趺坐在蓮臺之上。九條在雙將玩法中是第四個老將，分量最重。",
           "The Buddha (Shakyamuni) sits cross-legged on a lotus throne with a halo behind his head. Fittingly, the "
           "Nine of Strings is the fourth old general in the double-flip games."),
    "1b": ("寿星即南极仙翁，主管人间寿命，额头高高隆起，白须飘飘，手拄龙头拐杖。他手中的仙桃象征长寿。",
           "壽星即南極仙翁，主管人間壽命，額頭高高隆起，白鬚飄飄，手拄龍頭柺杖。他手中的仙桃象徵長壽。",
           "The Star of Longevity, the Old Man of the South Pole, rules over human lifespans; he has a towering "
           "forehead, a long white beard and a dragon-headed staff. The peach of immortality he carries stands for "
           "long life."),
    "2b": ("铁拐李是八仙之一，传说他神游出窍时肉身被误焚，只好借一个跛脚乞丐的身体还魂。他拄着铁拐，带着装满灵药的葫芦"
           "济世救人。",
           "鐵拐李是八仙之一，傳說他神遊出竅時肉身被誤焚，只好借一個跛腳乞丐的身體還魂。他拄著鐵拐，帶著裝滿靈藥的葫蘆"
           "濟世救人。",
           "Iron-Crutch Li, one of the Eight Immortals, lost his body while his soul was away travelling and had to "
           "come back in the body of a lame beggar. He leans on an iron crutch and carries a gourd of healing "
           "medicine."),
    "3b": ("猪八戒是《西游记》中唐僧的二徒弟，原为天蓬元帅，因调戏嫦娥被贬下凡，错投了猪胎。他贪吃贪睡却憨厚可爱，兵器"
           "是九齿钉耙。",
           "豬八戒是《西遊記》中唐僧的二徒弟，原為天蓬元帥，因調戲嫦娥被貶下凡，錯投了豬胎。他貪吃貪睡卻憨厚可愛，兵器"
           "是九齒釘耙。",
           "Zhu Bajie (\"Pigsy\") is Tang Sanzang's second disciple in Journey to the West, a heavenly marshal reborn "
           "as a pig after flirting with the moon goddess. Greedy and lazy but lovable, he fights with a nine-toothed "
           "rake."),
    "4b": ("唐僧以唐代高僧玄奘为原型，是《西游记》里西天取经的师父。他手持锡杖、托着钵盂，带领三个徒弟历经九九八十一难"
           "。",
           "唐僧以唐代高僧玄奘為原型，是《西遊記》裡西天取經的師父。他手持錫杖、托著缽盂，帶領三個徒弟歷經九九八十一難"
           "。",
           "Tang Sanzang, modelled on the Tang monk Xuanzang, is the master of the pilgrimage in Journey to the West. "
           "With his ringed staff and alms bowl he leads his three disciples through eighty-one ordeals."),
    "5b": ("孙悟空是《西游记》中的美猴王，从石头里蹦出来，大闹天宫，后来保唐僧西天取经。他的金箍棒能大能小，一个筋斗云"
           "就是十万八千里。",
           "孫悟空是《西遊記》中的美猴王，從石頭裡蹦出來，大鬧天宮，後來保唐僧西天取經。他的金箍棒能大能小，一個筋斗雲"
           "就是十萬八千里。",
           "Sun Wukong, the Monkey King of Journey to the West, was born from a stone, rebelled against Heaven and "
           "then guarded Tang Sanzang on the pilgrimage. His golden-banded staff grows and shrinks at will, and one "
           "somersault on his cloud carries him 108,000 li."),
    "6b": ("乌龟精是神话里修炼成精的老乌龟，《西游记》通天河一回里驮唐僧师徒过河的就是一只老鼋。乌龟长寿，民间也把它当"
           "作吉祥之物。",
           "烏龜精是神話裡修煉成精的老烏龜，《西遊記》通天河一回裡馱唐僧師徒過河的就是一隻老黿。烏龜長壽，民間也把它當"
           "作吉祥之物。",
           "The Turtle Spirit is an old turtle that has gained magic powers, like the great turtle that carries the "
           "pilgrims across the River of Heaven in Journey to the West. As a long-lived creature the turtle is also a "
           "sign of good luck."),
    "7b": ("蚌壳精是民间传说和舞蹈里的河蚌仙子，在“蚌壳舞”中她开合蚌壳，与渔翁斗智。蚌中孕育的珍珠是她的宝贝。",
           "蚌殼精是民間傳說和舞蹈裡的河蚌仙子，在「蚌殼舞」中她開合蚌殼，與漁翁鬥智。蚌中孕育的珍珠是她的寶貝。",
           "The Clam Spirit is the river-clam fairy of folk tales and of the clam-shell dance, in which she opens and "
           "shuts her shell to outwit a fisherman. The pearl inside is her treasure."),
    "8b": ("刘海蟾就是“刘海戏金蟾”里的刘海，相传为五代时的道士。他用一串铜钱逗引三足金蟾，金蟾吐钱，寓意招财进宝。",
           "劉海蟾就是「劉海戲金蟾」裡的劉海，相傳為五代時的道士。他用一串銅錢逗引三足金蟾，金蟾吐錢，寓意招財進寶。",
           "Liu Haichan is the Liu Hai of \"Liu Hai plays with the golden toad\", said to be a Taoist of the Five "
           "Dynasties. He lures the three-legged toad with a string of coins and the toad spits out money: a picture "
           "of wealth coming in."),
    "9b": ("麒麟是传说中的仁兽，独角、龙首、鹿身、披鳞，只在太平盛世出现。“麒麟送子”画一个童子骑在麒麟背上，是祝愿早生"
           "贵子的吉祥图。",
           "麒麟是傳說中的仁獸，獨角、龍首、鹿身、披鱗，只在太平盛世出現。「麒麟送子」畫一個童子騎在麒麟背上，是祝願早"
           "生貴子的吉祥圖。",
           "The qilin is the benevolent beast of legend, with one horn, a dragon's head, a deer's body and scales, "
           "seen only in times of peace. \"The qilin brings a son\" shows a child riding on its back, a wish for the "
           "birth of a fine son."),
    "hh": ("红花是三个老将之一，牌面是一枝红花。老将不成顺子，只能碰、杠、成龙或做将头；它在每种玩法中都是将。",
           "紅花是三個老將之一，牌面是一枝紅花。老將不成順子，只能碰、槓、成龍或做將頭；它在每種玩法中都是將。",
           "Red Flower is one of the three old generals, its face a spray of red flowers. Old generals never form "
           "sequences, only triplets, quads, dragons or the pair, and they are 将 in every game."),
    "qz": ("千字是三个老将之一，牌面上只印一个大大的“千”字。和红花、白花一样，它不成顺子；三个老将都成坎或杠时（三老会"
           "齐），它们的胡数加倍。",
           "千字是三個老將之一，牌面上只印一個大大的「千」字。和紅花、白花一樣，它不成順子；三個老將都成坎或槓時（三老"
           "會齊），它們的胡數加倍。",
           "Thousand is one of the three old generals; its face carries just a large character 千, \"thousand\". Like "
           "Red Flower and White Flower it never forms a sequence, and holding all three old generals as sets (三老会齐"
           ") doubles their value."),
    "bh": ("白花是三个老将之一，牌面是一枝只用黑线勾出、不着红色的白花，与红花相对。它同样不成顺子，只能碰、杠、成龙或"
           "做将头。",
           "白花是三個老將之一，牌面是一枝只用黑線勾出、不著紅色的白花，與紅花相對。它同樣不成順子，只能碰、槓、成龍或"
           "做將頭。",
           "White Flower is one of the three old generals, a spray of flowers drawn in black line without red, the "
           "partner of Red Flower. It too forms no sequences, only triplets, quads, dragons or the pair."),
}
_JOY_MEANING = {
    "fu": ("福代表福气与好运。", "福代表福氣與好運。", "福 stands for blessings and good fortune."),
    "lu": ("禄代表官禄与俸禄。", "祿代表官祿與俸祿。", "禄 stands for official rank and salary."),
    "sh": ("寿代表健康长寿。", "壽代表健康長壽。", "寿 stands for a long and healthy life."),
    "xi": ("喜代表喜庆之事。", "喜代表喜慶之事。", "喜 stands for happy events."),
    "ca": ("财代表财富。", "財代表財富。", "财 stands for wealth."),
}
_JOY_COMMON = ("它是五张喜儿之一，只在带喜的玩法中使用（如皋双将带喜）。摸到喜儿要亮在门前，从牌尾补一张，按喜儿张数加"
               "胡。",
               "它是五張喜兒之一，只在帶喜的玩法中使用（如皋雙將帶喜）。摸到喜兒要亮在門前，從牌尾補一張，按喜兒張數加"
               "胡。",
               "It is one of the five optional joy cards (喜儿), used in the games played with joys (Rugao double with "
               "joys). "
               "A player who draws one lays it face up, draws a replacement from the end of the wall and scores by how "
               "many joys they hold.")
for _c, _m in _JOY_MEANING.items():
    NOTES[_c] = tuple(a + b if i < 2 else a + " " + b for i, (a, b) in enumerate(zip(_m, _JOY_COMMON, strict=True)))

# -- the 图型 face in words ------------------------------------------------------------------------------
ORNAMENT = {
    1: ("两端对角各有一个三角形", "兩端對角各有一個三角形", "a triangle in opposite corners at each end"),
    2: ("两端对角各有一个圆形", "兩端對角各有一個圓形", "a circle in opposite corners at each end"),
    3: ("两端各有一个斜平行四边形", "兩端各有一個斜平行四邊形", "a slanted parallelogram at each end"),
    4: ("两端各有一个闭口半圆", "兩端各有一個閉口半圓", "a closed half-circle at each end"),
    5: ("两端各有两个圆形", "兩端各有兩個圓形", "two circles at each end"),
    6: ("两端各有一个梯形", "兩端各有一個梯形", "a trapezoid at each end"),
    7: ("两端各有两个平行四边形", "兩端各有兩個平行四邊形", "two parallelograms at each end"),
    8: ("两端各有一个开口半圆", "兩端各有一個開口半圓", "an open half-circle at each end"),
    9: ("两端各有一个带红色博古纹的开口大圆", "兩端各有一個帶紅色博古紋的開口大圓",
        "a large open circle with a red antique-vessel (博古) pattern at each end"),
}
FILL = {"w": ("纹样为纯白色", "紋樣為純白色", "the ornaments plain white"),
        "t": ("纹样白色带黑线", "紋樣白色帶黑線", "the ornaments white with black lines"),
        "b": ("纹样白色带黑点", "紋樣白色帶黑點", "the ornaments white with black dots")}
CN = "一二三四五六七八九"
CN_EN = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def centre(code: str, rank: int, suit: str):
    if code == "1w":
        return ("中间三个红色古钱，下面一个古装人物", "中間三個紅色古錢，下面一個古裝人物",
                "three red coins over a figure in costume")
    if code == "7w":
        return ("中间七点，下面一个猴头人物", "中間七點，下面一個猴頭人物", "seven dots over a monkey-headed figure")
    if suit == "w":
        return (f"中间{CN[rank - 1]}点，下面一个古装人物", f"中間{CN[rank - 1]}點，下面一個古裝人物",
                f"{CN_EN[rank - 1]} dots over a figure in costume")
    if code == "1t":
        return ("中间三个红色古钱和一根条子", "中間三個紅色古錢和一根條子", "three red coins and one stick")
    if suit == "t":
        return (f"中间{CN[rank - 1]}根条子", f"中間{CN[rank - 1]}根條子", f"{CN_EN[rank - 1]} sticks")
    if code == "1b":
        return ("中间一个古钱，下面一个古装老人", "中間一個古錢，下面一個古裝老人", "one coin over an old man in "
                                                                                    "costume")
    if code == "9b":
        return ("中间三个红色古钱", "中間三個紅色古錢", "three large red coins")
    return (f"中间{CN[rank - 1]}个古钱", f"中間{CN[rank - 1]}個古錢", f"{CN_EN[rank - 1]} coins")


def pattern_text(code: str):
    inf = CARD_INFO[code]
    if code == "hh":
        return ("一枝红花，两种认牌法相同。", "一枝紅花，兩種認牌法相同。", "A spray of red flowers; the same in both "
                                                                            "ways of reading the cards.")
    if code == "bh":
        return ("一枝黑线勾出的白花，两种认牌法相同。", "一枝黑線勾出的白花，兩種認牌法相同。",
                "A spray of white flowers drawn in black line; the same in both ways of reading the cards.")
    if code == "qz":
        return ("一个大“千”字，两种认牌法相同。", "一個大「千」字，兩種認牌法相同。",
                "A large character 千; the same in both ways of reading the cards.")
    if inf.is_joy:
        c = inf.name_hans
        return (f"红色圆章中一个“{c}”字。", f"紅色圓章中一個「{inf.name_hant}」字。",
                f"The character {c} in a red roundel.")
    o, f, m = ORNAMENT[inf.rank], FILL[inf.suit], centre(code, inf.rank, inf.suit)
    return (f"长框内{o[0]}，{f[0]}；{m[0]}。", f"長框內{o[1]}，{f[1]}；{m[1]}。",
            f"Inside the long frame, {o[2]}, {f[2]}; in the centre, {m[2]}.")


# -- scoring roles (RULES.md §4) ---------------------------------------------------------------------------
GROUP = {1: (1, 4, 7), 2: (2, 5, 8), 3: (3, 6, 9)}


def group_of(rank: int):
    return GROUP[(rank - 1) % 3 + 1]


def scoring(code: str) -> dict:
    inf = CARD_INFO[code]
    """Structured roles: where the card is always 将, and otherwise which flipped cards make it 将."""
    if inf.is_joy:
        return {"old_general_in": [], "head_tail_in": [], "always_jiang_in": [],
                "jiang_when_flipped": {p: [] for p in PRESETS}, "joy": True}
    if inf.is_old_general:
        return {"old_general_in": list(PRESETS), "head_tail_in": [], "always_jiang_in": list(PRESETS),
                "jiang_when_flipped": {p: [] for p in PRESETS}, "joy": False}
    r = inf.rank
    single = [] if r in (1, 9) else [f"{g}{s}" for g in group_of(r) for s in SUITS]
    double = [] if code == "9t" else [f"{r}{s}" for s in SUITS if f"{r}{s}" != "9t"]
    always = (["nantong-single"] if r in (1, 9) else []) + (list(DOUBLE) if code == "9t" else [])
    return {"old_general_in": list(DOUBLE) if code == "9t" else [],
            "head_tail_in": ["nantong-single"] if r in (1, 9) else [],
            "always_jiang_in": always,
            "jiang_when_flipped": {"nantong-single": single, "tongzhou-double": double, "rugao-double-xi": double},
            "joy": False}


def names(codes, lang):
    parts = [CARD_INFO[c].name(lang) if lang != "en" else "the " + CARD_INFO[c].name(lang) for c in codes]
    sep, last = {"zh_Hans": ("、", "或"), "zh_Hant": ("、", "或"), "en": (", ", " or ")}[lang]
    return parts[0] if len(parts) == 1 else sep.join(parts[:-1]) + last + parts[-1]


def role_text(code: str):
    inf = CARD_INFO[code]
    if inf.is_joy:
        return ("喜儿，不是将，也不组牌：按张数直接加胡（南通单将翻到喜儿时喜儿胡数加倍；双将翻到喜儿则放在一旁，另翻一"
                "张）。",
                "喜兒，不是將，也不組牌：按張數直接加胡（南通單將翻到喜兒時喜兒胡數加倍；雙將翻到喜兒則放在一旁，另翻一"
                "張）。",
                "A joy card: never 将 and never part of a set; it adds points by the number of joys held (in Nantong "
                "single a "
                "flipped joy doubles every joy's value; in the double games a flipped joy is set aside and another "
                "card flipped).")
    if inf.is_old_general:
        return ("老将：在所有玩法中都是将，不成顺子。翻将翻到老将时，老将升级（南通单将为二级；双将一张翻在老将上为半边"
                "将，两张都是老将为双龙会）。",
                "老將：在所有玩法中都是將，不成順子。翻將翻到老將時，老將升級（南通單將為二級；雙將一張翻在老將上為半邊"
                "將，兩張都是老將為雙龍會）。",
                "Old general: 将 in every game and never part of a sequence. When a flip lands on an old general they "
                "rise a level "
                "(level 2 in Nantong single; in the double games one such flip is 半边将, two are 双龙会).")
    r, sc = inf.rank, scoring(code)
    g = "-".join(map(str, group_of(r)))
    if r in (1, 9):
        s = ("南通单将：头尾将，始终是将。", "南通單將：頭尾將，始終是將。", "Nantong single: a head-or-tail card (头尾"
                                                                             "将), always 将.")
    else:
        s = (f"南通单将：翻出{g}点的任一张牌（三门皆可）时为将（跟随将）。",
             f"南通單將：翻出{g}點的任一張牌（三門皆可）時為將（跟隨將）。",
             f"Nantong single: 将 when the flip is any card of ranks {g}, in any suit (跟随将).")
    if code == "9t":
        d = ("双将玩法（通州双将、如皋双将带喜）：第四个老将，始终是将，但仍可做顺子；翻到九条算老将翻，不带出九点。",
             "雙將玩法（通州雙將、如皋雙將帶喜）：第四個老將，始終是將，但仍可做順子；翻到九條算老將翻，不帶出九點。",
             "Double games (Tongzhou double, Rugao double with joys): the fourth old general, always 将, yet it still "
             "forms "
             "sequences; a flip of it is an old-general flip and makes no rank 将.")
    else:
        fl = sc["jiang_when_flipped"]["tongzhou-double"]
        extra = (("（翻出九条不算）", "（翻出九條不算）", " (a flip of the Nine of Strings does not count)") if r == 9
                 else ("", "", ""))
        d = (f"双将玩法：只有翻出的点数是将——翻出{names(fl, 'zh_Hans')}时为将{extra[0]}；一、九不是头尾将。",
             f"雙將玩法：只有翻出的點數是將——翻出{names(fl, 'zh_Hant')}時為將{extra[1]}；一、九不是頭尾將。",
             f"Double games: only the flipped rank is 将 — this card is 将 when {names(fl, 'en')} is flipped"
             f"{extra[2]}; "
             "ones and nines are not head-or-tail cards there.")
    return tuple(a + b if i < 2 else a + " " + b for i, (a, b) in enumerate(zip(s, d, strict=True)))


def tri(t) -> dict:
    return dict(zip(LANGS, t, strict=True))


def entry(code: str) -> dict:
    inf = CARD_INFO[code]
    kind = "joy" if inf.is_joy else "old_general" if inf.is_old_general else "suited"
    fig = (inf.figure_hans, inf.figure_hant, inf.figure_en) if inf.figure_hans else None
    return {
        "code": code,
        "kind": kind,
        "suit": inf.suit,
        "rank": inf.rank,
        "name": tri((inf.name_hans, inf.name_hant, inf.name_en)),
        "figure": tri(fig) if fig else None,
        "note": tri(NOTES[code]),
        "pattern": tri(pattern_text(code)),
        "role": tri(role_text(code)),
        "scoring": scoring(code),
        "faces": {"figure": f"cards/figure/{code}.svg", "pattern": f"cards/pattern/{code}.svg"},
    }


def build() -> dict:
    return {"schema": 1, "languages": list(LANGS), "presets": list(PRESETS),
            "cards": [entry(c) for c in ALL_CODES]}


def main() -> int:
    out = ROOT / "resources" / "gallery" / "cards.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(build(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8", newline="\n")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
