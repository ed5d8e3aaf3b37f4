# Maneno ya Kete kwa Kiswahili. Yanafuata katalogi ya Kiingereza (en/kete.ftl) ujumbe kwa ujumbe.
# Yanahitaji kusomwa na mzungumzaji wa Kiswahili: docs/TRANSLATING.md.

language-name = Kiswahili
language-partly-english = sehemu kwa Kiingereza
language = Lugha

## Maneno ya michezo yenyewe, kama wachezaji wanavyoyasema

-bao = Bao la Kiswahili
-omweso = Omweso
-kimasai = Bao la Kimasai

## Pande na wachezaji

side-south = Kusini
side-north = Kaskazini
seat-human = Mtu
seat-computer = Kompyuta { $level } · { $name }
level-1-meaning = mwanafunzi
level-2-meaning = mchezaji
level-3-meaning = hodari
level-4-meaning = fundi stadi
level-5-meaning = bingwa

## Kanuni, namna za kucheza na kasi

preset-seed = Kanuni za awali
preset-masters = Kanuni za mabingwa (de Voogt)
preset-kujifunza = Bao la Kujifunza
preset-hus = Hus
preset-hus-namibian = Hus ya Namibia
preset-traditional = Kanuni za jadi (Shackell)
preset-mcgill = McGill (mwelekeo mmoja tu)
title-mcgill-explained = Mchezo wa kozi ya Chuo Kikuu cha McGill: kila mzunguko huenda mwelekeo mmoja tu, hakuna kukamata katika hatua ya kwanza ya kila mchezaji, na ushindi pekee ni kumwacha mpinzani bila hatua.
mode-classical = Kawaida
mode-contract = Mkataba
mode-blitz = Kasi (blitz)
mode-classical-explain = bila saa; hatua inaweza kurudishwa
mode-contract-explain = bila saa; hatua haziwezi kurudishwa
mode-blitz-explain = anza kila hatua kabla ya kuhesabu hadi tatu, la sivyo mpinzani anaweza kuchukua zamu; hatua zinaweza kurudishwa
speed-slow = Polepole
speed-normal = Kawaida
speed-fast = Haraka
speed-instant = Papo hapo

## Skrini ya kwanza

title-tagline = michezo ya bao ya safu nne ya Afrika Mashariki
title-kimasai-source = 4×12, Klamroth 1911
title-continue = Endelea na { $game } — { $where } (C)
title-continue-setup = wakati wa kupanga
title-continue-after = baada ya hatua ya { $move }
title-continue-aside = Rudi kwenye mchezo uliouweka kando: { $game } — { $where }
title-rules = Kanuni
title-who-starts = Nani aanze
title-fixed-first = { $side } huanza (kanuni G1): kubalianeni nani akae { $side }.
title-draw-lots = Bahati nasibu
title-players = Wachezaji
title-play-mode = Namna ya kucheza
title-match-to = Mechi hadi
title-points = alama { $points }
title-play = Cheza { $game }
title-open-file = Fungua faili la mchezo…
title-open-file-hint = mchezo uliohifadhiwa na Kete, au rekodi ya kete-cli
title-how = Wachezaji wawili kwenye skrini moja, au dhidi ya kompyuta. Bonyeza shimo linalong'aa kusogeza kete zake.
title-keys = Vitufe 1, 2, 3 vinaanzisha Bao la Kimasai, Bao la Kiswahili, Omweso; kitufe L kinafungua masomo.

## Mchezo ukisimama

pause-title = Mchezo umesimama
pause-leave-match = Uache mechi hii urudi kwenye menyu?
pause-leave-game = Uache mchezo huu urudi kwenye menyu?
pause-restart-match = Uanze mechi hii upya?
pause-restart-game = Uanze mchezo huu upya?
pause-lost-moves = { $moves ->
    [one] Hatua 1 iliyochezwa itapotea.
   *[other] Hatua { $moves } zilizochezwa zitapotea.
}
pause-lost-score = Matokeo yatapotea: { $score }.
pause-abandon = Ndiyo, acha (Enter)
pause-keep = Endelea kucheza (Esc)
pause-resume = Endelea (Esc)
pause-rules = Kanuni
pause-restart = Anza upya (R)
pause-menu = Menyu (M)
pause-save = Hifadhi mchezo… (Ctrl+S)
pause-open = Fungua mchezo… (Ctrl+O)
pause-position = Nafasi ya bao…
pause-position-hint = nakili nafasi hii ya bao, au bandika nyingine
pause-sound = Sauti
pause-sound-on = imewashwa
pause-speed = Kasi
pause-preview = Onyesho
pause-preview-explain = onyesha hatua kielekezi kikiwa juu ya shimo lake
pause-hole-names = Majina ya mashimo
pause-hole-names-explain = andika jina la kila shimo kwenye bao (N)
pause-colours = Rangi
pause-colours-explain = rangi kwa wasioona rangi vizuri (kila alama ina umbo lake pia)
pause-text-size = Ukubwa wa maandishi
pause-motion = Mwendo
pause-motion-explain = punguza mwendo: hatua huonekana papo hapo
pause-face-to-face = Ana kwa ana
pause-face-to-face-explain = wachezaji wawili, mmoja kila upande wa skrini iliyolazwa: maneno ya Kaskazini yamegeuzwa kumwelekea Kaskazini
score-line = Kusini { $south } – { $north } Kaskazini, mechi hadi alama { $target }

## Upau juu ya bao

bar-face-to-face = Ana kwa ana
face-your-move = Zamu yako, { $side }
bar-menu = Menyu
bar-restart = Anza upya
bar-restart-online = Mchezo na rafiki mtandaoni huanza upya ukishaisha: hapo mbao zote mbili zinaanza mchezo unaofuata
    .stranger = Mchezo wa mtandaoni huanza upya ukishaisha: hapo mbao zote mbili zinaanza mchezo unaofuata
bar-redo = Rudia
bar-redo-hint = Ctrl+Y: cheza tena hatua iliyorudishwa
bar-take-back-hint = Ctrl+Z: rudisha hatua ya mwisho
bar-ask-take-back-hint = Mwombe rafiki yako akuruhusu kurudisha hatua yako ya mwisho
    .stranger = Mwombe mchezaji mwingine akuruhusu kurudisha hatua yako ya mwisho
bar-take-back = Rudisha
bar-contract-stands = Mchezo wa mkataba: hatua ikishachezwa haibadiliki
bar-hint = Dokezo
bar-hint-explain = H: kiwango cha juu kabisa cha kompyuta kingecheza nini
bar-moves = Hatua
bar-finish-move = Space: maliza hatua
bar-rules = Kanuni
bar-settings = Mipangilio
bar-preview = Onyesho
bar-preview-explain = P: onyesha hatua kielekezi kikiwa juu ya shimo lake
bar-sound-on = Sauti imewashwa
bar-sound-off = Sauti imezimwa
bar-sound-explain = M: washa au zima sauti
bar-speed = Kasi: { $speed }
bar-speed-explain = - na +: polepole zaidi, haraka zaidi
bar-arranges = { $side } anapanga
bar-to-move = Zamu ya { $side }
bar-your-move = Zamu yako
bar-friends-move = Zamu ya rafiki
    .stranger = Zamu yake
bar-reviewing = Kupitia mchezo
bar-game-over = Mchezo umekwisha
bar-listing = kanuni zinatafuta hatua halali…
bar-thinks = { $player } inafikiri…
bar-hint-looking = inatafuta dokezo…
bar-hint-found = dokezo: { $move }
bar-checking-relays = inakagua { $pits } (huenda isiishe): mizunguko milioni { $millions }
bar-checking-laps = inakagua { $pits } (huenda isiishe): mizunguko milioni { $millions }
bar-time = muda umekwisha!
bar-score = { $south } – { $north }, mechi hadi alama { $target }
bar-or = au
bar-preview-line = onyesho: { $ways }
bar-preview-ways = onyesho (Tab: njia inayofuata): { $ways }
bar-last-move = hatua { $move }: { $words }

## Kando ya bao: maelezo ya kila upande

caption-to-place = { $side }
    { $count ->
        [one] 1 ya kupanga
       *[other] { $count } za kupanga
    }
caption-arranged = { $side }
    amepanga
caption-arranges-next = { $side }
    anafuata kupanga
caption-namua = { $side }
    namua, { $count } mkononi
caption-mtaji = { $side }
    mtaji
caption-points-seeds = { $side }: alama { $points }
    mbegu { $seeds }
caption-seeds = { $side }
    mbegu { $seeds }
caption-taken = { $side }
    amekamata { $count }

## Kupanga mbegu za Omweso

setup-first-by-lot = { $side } anapanga kwanza (amechaguliwa kwa bahati nasibu kuanza)
setup-first-chosen = { $side } anapanga kwanza (amechaguliwa kuanza)
setup-second = { $side } anapanga, akiziona mbegu za { $first }; kisha { $first } ataanza kucheza
setup-cap = zisizozidi { $cap } kwa shimo
setup-no-cap = idadi yoyote kwa shimo
setup-left = Mbegu za kupanga zilizobaki: { $count } · { $cap }
setup-fill-standard = Kawaida (4 kila shimo la nje)
setup-fill-two = Mbili kila shimo
setup-fill-random = Bahati nasibu
setup-fill-clear = Kwa mkono (ondoa zote)
setup-done = Tayari
setup-help-touch = Gusa shimo kuweka mbegu · buruta mbegu nje au kwenye shimo jingine
setup-title = Kupanga mbegu
setup-help-mouse = Bofya shimo kuweka mbegu · bofya kulia au buruta nje kuondoa moja · buruta kuhamisha moja
setup-help-keys = Vitufe: S kawaida · T mbili kila shimo · R bahati nasibu · C ondoa zote · D (au Enter) tayari · mishale, Enter na Backspace: weka mbegu shimoni au iondoe
setup-refused-off-board = Hilo si shimo la ubao huu.
setup-refused-not-yours = { $hole } ni shimo la mchezaji mwingine: { $side } anapanga sasa, na mbegu zinaingia katika mashimo yake tu.
setup-refused-all-placed = Mbegu zote 32 zimepangwa: ondoa moja, au iburute kwenye shimo jingine.
setup-refused-pit-full = { $hole } tayari lina mbegu { $cap }, idadi kubwa zaidi ambayo shimo moja linaruhusiwa kwa kanuni hizi.
setup-refused-pit-empty = { $hole } ni tupu: hakuna mbegu ya kuondoa humo.
setup-refused-not-all-placed = Bado: mpangilio unaweka mbegu zote 32, na zimepangwa { $placed }.
setup-refused-over-cap = Shimo moja lina mbegu { $most }: kanuni hizi zinaruhusu zisizozidi { $cap } kwa shimo.

## Mwisho wa mchezo

over-annulled = Mchezo umebatilishwa
over-draw = Sare
over-wins = { $side } ameshinda
over-wins-by = { $side } ameshinda kwa { $kind }
over-after-moves = baada ya { $moves ->
    [one] hatua 1
   *[other] hatua { $moves }
}
over-no-points = hakuna alama: mchezo unachezwa tena
over-points = alama { $points }
over-column-game = mchezo
over-column-first = aliyeanza
over-column-result = matokeo
over-column-points = alama
over-result-won = { $side }, { $kind }
over-result-annulled = umebatilishwa: { $why }
over-match-won = { $side } ameshinda mechi
over-new-match = Mechi mpya
over-replay-game = Cheza mchezo tena
over-next-game = Mchezo unaofuata
over-play-again = Cheza tena
over-next-game-online-wait = Mchezo unaofuata unaanza kwenye mbao zote mbili: subiri hadi rafiki yako aunganishwe na apate hatua yako ya mwisho
    .stranger = Mchezo unaofuata unaanza kwenye mbao zote mbili: subiri hadi mchezaji mwingine aunganishwe na apate hatua yako ya mwisho
over-menu = Menyu
over-replay = Onyesha tena
over-replay-explain = mchezo tena tangu mwanzo, hatua moja moja
over-step-back = Rudi nyuma
over-step-back-explain = Mshale wa kushoto: tazama hatua moja moja
win-bulijo = bulijo
win-okutema = okutema
win-akawumbi = akawumbi
win-akakyala = akakyala
win-annulled = umebatilishwa
annulled-never-ending = hatua isiyoisha
annulled-repetition = nafasi ilijirudia, au hatua 500 bila kukamata
annulled-move-limit = hatua 10,000: sare

## Kwa nini mchezo umekwisha

reason-never-ending-annulled = hatua isingeisha kamwe: mchezo umebatilishwa
reason-omweso-repetition = nafasi ile ile ilirudi mara ya tatu, au hatua 500 zilipita bila kukamata
reason-repetition = nafasi ilijirudia
reason-bao-hamna = Bao hamna: safu ya mbele ya { $loser } ni tupu
reason-omweso-inner-row = ukamataji ulimaliza safu ya ndani ya { $loser }
reason-front-row-empty = safu ya mbele ya { $loser } ni tupu
reason-both-ends = alikamata kwenye ncha zote mbili za bao kwa hatua moja
reason-two-captures-first = alikamata katika zamu mbili kabla { $loser } hajakamata chochote
reason-never-ending = { $loser } alicheza hatua isiyoisha
reason-omweso-no-seeds = ukamataji ulimwacha { $loser } bila mbegu hata moja
reason-no-stones = { $loser } hana jiwe lolote lililobaki
reason-omweso-cannot-move = { $loser } hawezi kucheza: kila shimo lina 0 au 1
reason-no-legal-move = { $loser } hana hatua halali
reason-move-limit = mchezo umefikia hatua 5,000 kwa kila mmoja: sare

## Hatua kwa maneno (hatua ya mwisho na onyesho kwenye upau)

refused-game-over = Mchezo umekwisha: hakuna hatua inayoweza kuanza sasa.
refused-not-yours = { $hole } ni shimo la mpinzani wako: unacheza kutoka safu zako mbili tu.
refused-empty = { $hole } ni tupu: hakuna kete za kuchukua.
refused-empty-stone = Hakuna jiwe lako katika { $hole }.
refused-single = { $hole } lina kete moja tu: hatua huchukua kete mbili au zaidi.
refused-namua-back-row = { $hole } liko katika safu ya nyuma: ukiwa bado na kete mkononi, kila hatua inaweka kete moja katika shimo la safu yako ya mbele.
refused-must-capture = Lazima ukamate, na hakuna ukamataji unaoanza kutoka { $hole }: chagua shimo lililozungushiwa pete.
refused-must-capture-blocked = Ukamataji wako lazima uchukue shimo ambalo hatua yako iliyopita ililizuia, na { $hole } linakamata jingine.
refused-nyumba-kept = { $hole } ni nyumba yako: shimo jingine la mbele likiwa na kete, kete ya mkononi inaingia humo, na nyumba inabaki na kete zake.
refused-single-while-more = { $hole } lina kete moja tu: shimo la mbele likiwa na kete mbili au zaidi, kete ya mkononi inaingia katika mojawapo ya hayo.
refused-front-row-first = { $hole } liko katika safu ya nyuma: hatua inaanza huko pale tu hakuna shimo la mbele lenye kete mbili.
refused-takasia = { $hole } limezuiwa (takasia) kwa hatua hii: anza kutoka shimo jingine.
refused-empties-front-row = Hatua kutoka { $hole } ingeiacha safu yako ya mbele bila kete.
refused-never-ends = Kila hatua kutoka { $hole } ingeendelea bila mwisho, na kanuni hizi zinakataza hatua kama hiyo.
refused-next-hole-taken = Shimo linalofuata { $hole } lina jiwe: jiwe linasogea katika shimo tupu tu.
refused-answer-first = Hatua imeshaanza: jibu swali la ubao kabla ya kuchagua shimo jingine.

said-move = { $side }: { $move }
said-move-did = { $side }: { $move } — { $did }
said-from-hand = kete ya mkononi ndani ya { $pit }
said-lifted = amechukua { $pit }
said-lifted-toward = amechukua { $pit }, amepanda kuelekea { $toward }
said-sown-in = kete zilizokamatwa zimeingia { $pit }
said-sown-in-toward = kete zilizokamatwa zimeingia { $pit }, zimepandwa kuelekea { $toward }
said-sown-on = kete zilizokamatwa zimepandwa kuanzia { $pit }
said-sown-on-toward = kete zilizokamatwa zimepandwa kuanzia { $pit }, kuelekea { $toward }
said-captured = amekamata { $count } kutoka { $pit }
said-safari = safari
said-stopped = amesimama kwenye nyumba
said-taxed = nyumba imetozwa
said-destroyed = nyumba imevunjwa
said-takasia = takasia kwenye { $pit }
said-reverse = kinyume
said-ended = imeishia { $pit }

## Maswali ya bao

ask-kichwa = Kete zilizokamatwa ziingie wapi? Chagua kichwa.
ask-omweso-start = Hatua hii ianzeje?
ask-which-way = Upande gani? Bonyeza shimo linalofuata, au chagua hapa chini.
ask-nyumba = Mzunguko wa kukamata umeishia kwenye nyumba { $pit }: usimame hapa, au uendelee (safari)?
ask-reverse = Kutoka { $pit } mzunguko unaofuata unaweza kwenda kinyume.
ask-how-on = Hatua iendeleeje?
ask-title = Swali
ask-cancel = Ghairi
ask-keys = au vitufe 1 hadi { $count }
ask-keys-or-click = au bonyeza shimo la kijani kwenye bao, au vitufe 1 hadi { $count }
answer-kichwa = Kichwa { $pit }
answer-sow-toward = Panda kuelekea { $pit }
answer-clockwise = Mwendo wa saa (kinyume)
answer-counter-clockwise = Kinyume cha saa
answer-three-seed-opening = Mwanzo wa mbegu tatu: 2 + 1, zamu inaisha
answer-safari = Safari: endelea kupanda kutoka nyumba
answer-stop = Simama: hatua inaishia hapa
answer-play = Cheza
answer-way = Njia { $n }
answer-no-capture = hakuna kukamata katika mzunguko huu
answer-captures = anakamata { $seeds } kutoka { $pits }
answer-and = na
answer-nyumba-destroyed = nyumba inavunjwa; { $then }
answer-nyumba-stays = nyumba inabaki

## Maneno yanayopanda kutoka shimoni hatua ikionyeshwa

label-nyumba = nyumba
label-nyumba-under-six = nyumba (chini ya 6)
label-nyumba-destroyed = imevunjwa

note-kichwa = kichwa
note-reverse = kinyume
note-nyumba-taxed = nyumba imetozwa: kete 2
note-nyumba-destroyed = nyumba imevunjwa
note-safari = safari!
note-stop = simama
note-takasia = takasia

## Kasi (blitz)

blitz-count = { $side }: { $count }
blitz-ran-out = Muda wa { $late } umekwisha: { $other } anaweza kuchukua zamu.
blitz-take-turn = { $other } anachukua zamu

## Kanuni kwa ufupi (Kanuni kwenye upau): kanuni za kila mchezo, aya moja kwa ujumbe mmoja

rules-page-notation = Jina la hatua
rules-notation-bao = Hatua inaitwa kwa shimo inaloanzia na herufi ya njia ya kete yake ya kwanza: L kuelekea kushoto kwa mchezaji mwenyewe, R kuelekea kulia kwake, kama kila mchezaji alivyokaa ubaoni. Mashimo ya Kusini ni A1–A8 (safu ya mbele) na B1–B8 (safu ya nyuma), kila safu ikihesabiwa kutoka kushoto kwa Kusini; ya Kaskazini ni a1–a8 na b1–b8, yakihesabiwa kutoka kushoto kwa Kaskazini — kwa hiyo katika picha, Kusini akiwa chini, safu ya Kaskazini inasomeka a8…a1 kutoka kushoto. A6R ya Kusini inaelekea A8, upande wa kulia; a6R ya Kaskazini inaelekea a8, upande wa kushoto wa picha. Kutoka shimo la safu ya nyuma, R inaelekea mwisho wa kulia wa safu ya mbele: B8R inapanda kwanza katika A8.
rules-notation-bao-capture = Katika ukamataji wa namua herufi inataja kichwa ambamo kete zilizokamatwa zinaingia: L kichwa cha kushoto cha mchezaji (A1 au a1), R cha kulia (A8 au a8); kutoka hapo zinapandwa kuelekea mwisho mwingine. Alama + mwishoni inaendelea kutoka nyumba (safari). Mstari ulio chini ya upau unasema kila hatua kwa maneno: ilipoanzia, njia ya kete zake, ilichokamata na ilipoishia.
rules-notation-omweso = Hatua inaitwa kwa shimo inaloanzia, kama picha inavyoyataja: safu wima a–h, safu 1–4, safu 1 ikiwa safu ya nje ya Kusini na safu 4 ya Kaskazini. cw baada ya jina inaonyesha mzunguko wa kwanza unaokwenda kisaa (ukamataji wa kinyume: a1cw); kila chaguo la njia linalofuata linaandikwa baada ya koma (,cw au ,ccw). Mstari ulio chini ya upau unasema kila hatua kwa maneno.
rules-notation-kimasai = Hatua inaitwa kwa shimo la jiwe linalosogea, kama picha inavyoyataja: safu wima a–l, safu 1–4, safu 1 ikiwa safu ya nyuma ya Kusini na safu 4 ya Kaskazini. Mstari ulio chini ya upau unasema kila hatua kwa maneno.
rules-notation-south-left = ← L: kushoto kwa Kusini
rules-notation-south-right = kulia kwa Kusini: R →
rules-notation-north-right = ← R: kulia kwa Kaskazini
rules-notation-north-left = kushoto kwa Kaskazini: L →
rules-bao-1 = Kila mchezaji anamiliki safu mbili zilizo karibu naye: safu ya mbele (A, inayomkabili mpinzani) na safu ya nyuma (B). Shimo la mraba katika safu ya mbele ni nyumba. Kila mchezaji anaanza na kete 6 katika nyumba, kete 2 katika kila moja ya mashimo mawili yaliyo kulia kwake, na kete 22 mkononi. Kusini anaanza.
rules-bao-2 = Awamu ya namua — maadamu una kete mkononi, kila hatua inaanza kwa kuweka kete moja kutoka mkononi katika shimo lenye kete la safu yako ya mbele. Ikiwa shimo lako linakabili shimo lenye kete la mpinzani, lazima ukamate: weka kete hapo na uchukue kete za mpinzani zinazolikabili. La sivyo weka kete katika shimo lenye kete (si nyumba inayofanya kazi, isipokuwa ndilo pekee ulilonalo), uzichukue kete za shimo hilo na uzipande kushoto au kulia.
rules-bao-3 = Kete zilizokamatwa zinapandwa kuanzia kichwa, shimo la mwisho la safu yako ya mbele, kuelekea katikati. Ukikamata kwenye ncha moja (mashimo ya kichwa au kimbi, 1, 2 au 7, 8), kete zinaingia kutoka kichwa cha upande huo. Ukamataji wa kwanza wa hatua ya namua kutoka shimo la katikati unakuruhusu kuchagua kichwa; ukamataji unaofuata unafuata mwelekeo wa hatua.
rules-bao-4 = Kupanda: kete moja katika kila shimo kuzunguka safu zako mbili. Kete ya mwisho ikiangukia shimo lenye kete, unazichukua kete zake zote na kuendelea kupanda; ikiangukia shimo tupu, hatua inaisha. Katika hatua ya kukamata, mzunguko unaoishia katika shimo la mbele lenye kete linalokabili shimo lenye kete unakamata tena.
rules-bao-5 = Nyumba inafanya kazi maadamu ni yako na ina kete sita au zaidi. Katika awamu ya namua, mzunguko wa kukamata unaoishia ndani yake unakuruhusu kusimama, au kuendelea kwa kuipanda (safari — nyumba inavunjwa hapo). Hatua isiyokamata inayoanzia kwenye nyumba inachukua kete mbili tu (nyumba inatozwa) na nyumba inabaki yako. Nyumba iliyowahi kuachwa tupu imevunjwa: ni shimo la kawaida hadi mwisho wa mchezo.
rules-bao-6 = Awamu ya mtaji — mkono wako ukiwa mtupu: chukua kete za shimo lako lenye kete 2 hadi 15 ili mzunguko wa kwanza uishie katika shimo la mbele lenye kete linalokabili shimo lenye kete, na ukamate. Kama hakuna ukamataji, lazima utakase: panda shimo la mbele lenye kete mbili au zaidi bila kukamata. Baada ya kutakasa, shimo moja tu la mpinzani ambalo ungeweza kulikamata linaweza kutakasiwa: hawezi kulicheza katika hatua yake inayofuata.
rules-bao-7 = Mwisho: mchezaji ambaye safu yake ya mbele ni tupu (Bao hamna), au ambaye hana hatua halali, ameshindwa. Hatua ambayo isingeisha kamwe hairuhusiwi.
rules-bao-8 = Kwa kawaida Programu ya Kete hucheza kwa kanuni za awali; kanuni za mabingwa (de Voogt) zinafuata mabingwa wa Zanzibar pale kanuni hizo zinapotofautiana.
rules-omweso-1 = Kila mchezaji anamiliki mashimo 16 ya safu mbili zilizo karibu naye: safu ya nje na safu ya ndani, inayomkabili mpinzani. Mbegu (empiki) husafiri kila mara kinyume cha saa kuzunguka mashimo yako 16; mbegu 32 ni zako.
rules-omweso-2 = Kupanga: mchezaji wa kwanza, aliyechaguliwa kwa bahati nasibu, anapanga mbegu zake zote 32 katika mashimo yake; kisha mchezaji wa pili anapanga zake, akiziona za wa kwanza; kisha mchezaji wa kwanza anacheza. Kawaida: mbegu nne katika kila shimo la nje.
rules-omweso-3 = Hatua: chukua mbegu za shimo lako lenye mbegu mbili au zaidi na upande mbegu moja katika kila shimo linalofuata. Mbegu ya mwisho ikiangukia shimo lenye mbegu, zichukue mbegu za shimo hilo na uendelee kupanda (mzunguko mpya); ikiangukia shimo tupu, zamu inaisha.
rules-omweso-4 = Kukamata: mbegu ya mwisho ikiangukia shimo lenye mbegu la safu yako ya ndani na mashimo yote mawili ya mpinzani katika safu wima hiyo yana mbegu, zichukue zote na uzipande, kuanzia shimo ambapo mzunguko wa kukamata ulianzia.
rules-omweso-5 = Kinyume: mzunguko unaoanzia katika moja ya mashimo yako manne ya kushoto (mawili ya nje, mawili ya ndani) unaweza kwenda mwendo wa saa badala yake — ikiwa tu mzunguko huo unakamata moja kwa moja. Programu ya Kete inauliza mzunguko wa kinyume unapowezekana na inaonyesha ungekamata nini.
rules-omweso-6 = Mwanzo wa mbegu tatu (kanuni za awali): kabla ya ukamataji wa kwanza wa mchezo, shimo lenye mbegu tatu kamili linaweza kupandwa mbili katika shimo linalofuata na moja katika shimo linalofuata baada yake; zamu inaisha. Hatua ya kwanza ya mchezo haiwezi kukamata (kanuni za awali).
rules-omweso-7 = Kushinda: mchezaji asiyeweza kucheza (kila shimo lina 0 au 1) ameshindwa — bulijo, alama 1. Kukamata safu wima zote mbili za mwisho katika hatua moja, au kumaliza safu ya ndani ya mpinzani kwa ukamataji, ni okutema — alama 2. Kumwacha mpinzani bila mbegu hata moja ni akawumbi — alama 12, mechi nzima. Mechi inachezwa hadi alama 12; wachezaji hupokezana kuanza.
rules-omweso-8 = Hatua ambayo isingeisha kamwe inabatilisha mchezo: hakuna alama, na mchezo unachezwa tena.
rules-omweso-9 = Namna za kucheza: Kawaida (bila saa, hatua zinaweza kurudishwa), Mkataba (hatua haziwezi kurudishwa), Kasi — ekyobutabala, 'bila kuhesabu' (anza kila hatua kabla ya kuhesabu hadi tatu, la sivyo mpinzani anaweza kuchukua zamu).
rules-omweso-mcgill-1 = Kanuni za McGill ni Omweso ya kozi ya akili bandia ya Chuo Kikuu cha McGill (COMP-424, 2015), kama programu yake inavyoicheza — na Omweso rahisi zaidi kwa anayeanza: kila mzunguko huenda upande mmoja tu. Kila mchezaji anamiliki mashimo 16 ya safu mbili zilizo karibu naye; mbegu husafiri kila mara kinyume cha saa kuzunguka mashimo yako 16.
rules-omweso-mcgill-2 = Kupanga: mchezaji wa kwanza anapanga mbegu zake zote 32 katika mashimo yake, kwa namna yoyote; kisha mchezaji wa pili anapanga zake; kisha mchezaji wa kwanza anacheza.
rules-omweso-mcgill-3 = Hatua: chukua mbegu za shimo lako lenye mbegu mbili au zaidi na upande mbegu moja katika kila shimo linalofuata, kinyume cha saa. Mbegu ya mwisho ikiangukia shimo lenye mbegu, zichukue mbegu za shimo hilo na uendelee kupanda; ikiangukia shimo tupu, zamu inaisha.
rules-omweso-mcgill-4 = Kukamata: mbegu ya mwisho ikiangukia shimo lenye mbegu la safu yako ya ndani na mashimo yote mawili ya mpinzani katika safu wima hiyo yana mbegu, zichukue zote na uzipande, kinyume cha saa, kuanzia shimo ambapo mzunguko wa kukamata ulianzia. Hakuna mchezaji anayekamata katika hatua yake ya kwanza.
rules-omweso-mcgill-5 = Kushinda: mchezaji asiyeweza kucheza (kila shimo lina 0 au 1) ameshindwa. Hakuna mzunguko wa kinyume wala ushindi wa kukamata ncha zote mbili. Hatua ya mizunguko zaidi ya 200 inahesabiwa kama hatua isiyoisha: mchezo unabatilishwa. Baada ya hatua 5,000 kwa kila mmoja, mchezo ni sare.
rules-omweso-mcgill-6 = Chanzo: programu ya kozi hiyo, CCBoardState.java (github.com/HSY3D/Omweso); Kete inarudia kumbukumbu za michezo ya mashindano ya kozi hatua kwa hatua chini ya kanuni hizi.
rules-kimasai-1 = Kila mchezaji anamiliki safu mbili zilizo karibu naye: safu ya nyuma na safu ya mbele. Mawe husafiri kinyume cha saa kuzunguka safu mbili za mchezaji mwenyewe.
rules-kimasai-2 = Hatua: chagua jiwe lako ambalo shimo lake linalofuata kinyume cha saa ni tupu, na ulisogeze katika shimo hilo. Jiwe moja, shimo moja — shimo halibebi mawe mawili kamwe.
rules-kimasai-3 = Kukamata: jiwe lako likiingia katika shimo la safu yako ya mbele, jiwe la mpinzani lililo mkabala nalo katika safu yake ya mbele linachukuliwa. Hapo tu, jiwe lake la safu ya nyuma katika safu wima hiyo hiyo linachukuliwa pia.
rules-kimasai-4 = Kuingia katika safu yako ya nyuma hakukamati kamwe. Unaweza kuchagua hatua isiyokamata hata ukamataji ukiwezekana.
rules-kimasai-5 = Mchezaji anayekamata mawe yote ya mpinzani ameshinda. (Mchezaji mwenye mawe ana hatua kila mara, na hakuna nafasi inayoweza kujirudia — kwa hiyo kila mchezo unaisha na mshindi.)
rules-kimasai-6 = Ulielezwa na Martin Klamroth mwaka 1911, ukichezwa na Wamaasai karibu na Mpwapwa, Tanzania.

## Orodha ya hatua (Hatua kwenye upau)

moves-title = Hatua
moves-game-won = mchezo { $game }: { $side }, { $kind } ({ $points })
moves-game-annulled = mchezo { $game }: umebatilishwa
moves-none = bado hakuna hatua
moves-start = mwanzo
moves-show-after = onyesha bao baada ya hatua hii
moves-to-start = Home: mwanzo wa mchezo
moves-back = Mshale wa kushoto: hatua moja nyuma
moves-stop-replay = simamisha marudio
moves-play = Cheza
moves-play-explain = hatua zinazofuata zichezwe zenyewe kuanzia hapa
moves-replay = Onyesha tena
moves-replay-explain = rudia mchezo tangu mwanzo
moves-forward = Mshale wa kulia: hatua inayofuata
moves-to-end = End: rudi kwenye hatua ya mwisho

## Kutazama nafasi ya zamani

review-reviewing-start = Unatazama: bao mwanzoni
review-reviewing-move = Unatazama: bao baada ya hatua { $shown } kati ya { $all }
review-replaying-start = Marudio: bao mwanzoni
review-replaying-move = Marudio: bao baada ya hatua { $shown } kati ya { $all }
review-how-touch = tumia orodha ya Hatua kupitia hatua moja moja
review-how-keys = Page Up, Page Down (← → pasipo shimo la kuchagua), Home, End: pitia hatua moja moja
review-back = Rudi kwenye mchezo
review-back-explain = End: bao baada ya hatua ya mwisho
review-play-on = Endelea kucheza kutoka hapa
review-play-on-drops = mchezo unaendelea kutoka nafasi hii; { $later ->
    [one] hatua 1 iliyofuata itaondolewa
   *[other] hatua { $later } zilizofuata zitaondolewa
}
review-contract-stands = Mchezo wa mkataba: hatua ikishachezwa inabaki, kwa hiyo mchezo unaendelea kutoka hatua ya mwisho
review-result-counts = matokeo ya mchezo huu yanahesabiwa katika mechi: unaweza kuutazama, si kuucheza tena

## Dirisha la nafasi, na mafaili yaliyohifadhiwa na kufunguliwa

position-title = Nafasi
position-this = Nafasi hii (docs/NOTATION.md):
position-copy = Nakili
position-paste = Cheza kutoka nafasi fulani: ibandike hapa
position-play = Cheza kutoka nafasi hii
file-kind = Mchezo wa Kete
file-save-title = Hifadhi mchezo
file-open-title = Fungua mchezo
notice-title = Taarifa
notice-ok = Sawa
notice-saved = Mchezo umehifadhiwa kama { $name }.
notice-not-saved = Mchezo haukuweza kuhifadhiwa: { $why }.
notice-no-rules-name = Kanuni za mchezo huu hazina jina ambalo faili lingeweza kulihifadhi.
notice-opened = Umefungua { $name }: { $game }, { $moves ->
    [one] hatua 1.
   *[other] hatua { $moves }.
}
notice-not-opened = { $name } halikuweza kufunguliwa: { $why }. Hakuna kilichobadilika.
notice-pasted-too-long = Si nafasi: herufi { $chars } zimebandikwa. Hakuna kilichobadilika.
notice-pasted = Unacheza kutoka nafasi iliyobandikwa ({ $game }).
notice-not-a-position = Si nafasi: { $why }. Hakuna kilichobadilika.
notice-address-position = Nafasi iliyo kwenye anwani haikuweza kufunguliwa: { $why }
notice-address-game = Mchezo ulio kwenye anwani haukuweza kufunguliwa: { $why }
notice-save-kept = Mchezo uliohifadhiwa haukuweza kusomwa ({ $why }); umewekwa kando kama { $file }.
notice-save-not-kept = Mchezo uliohifadhiwa haukuweza kusomwa ({ $why }), wala kuwekwa kando: { $error }.
file-too-large = lina baiti { $bytes }, zaidi ya kinachohitajika na mchezo wowote
file-not-text = si maandishi (UTF-8)
file-not-a-file = si faili la kawaida
file-not-json = si faili la mchezo wa Kete (si JSON: { $detail })
file-unknown-format = si faili la mchezo wa Kete: muundo wake ni '{ $format }'
file-no-format = si faili la mchezo wa Kete: halitaji muundo wake
file-newer = lilihifadhiwa na toleo jipya zaidi la Kete (toleo la faili { $version })
file-invalid = mchezo ulio ndani yake una hitilafu: { $detail }
file-io = { $detail }

## Kanuni za michezo ya kujifunzia Bao (bao_variants.md)

rules-kujifunza-1 = Bao la Kujifunza ni Bao la Kiswahili bila awamu yake ya kwanza: kete zote 64 zinaanza ubaoni, mbili katika kila shimo, na hakuna mwenye kete mkononi. Kusini anaanza.
rules-kujifunza-2 = Hatua: chukua kete za shimo lako lenye kete 2 hadi 15 ili mzunguko wa kwanza uishie katika shimo la mbele lenye kete linalokabili shimo lenye kete, na ukamate. Kukamata ni lazima. Kama hakuna ukamataji, takasa: panda shimo la mbele lenye kete mbili au zaidi (safu ya nyuma tu kama hakuna shimo la mbele lenye mbili) bila kukamata.
rules-kujifunza-3 = Kete zilizokamatwa zinapandwa kuanzia kichwa kuelekea katikati: ukamataji katika mashimo 1 au 2 unaingia kutoka kichwa cha kushoto, katika 7 au 8 kutoka cha kulia (kimbi, kinachoweza kugeuza mwelekeo wa hatua); katikati, kutoka kichwa kinachofuata mwelekeo wa hatua. Mzunguko unaoishia katika shimo lenye kete unaendelea kutoka hapo; katika shimo tupu hatua inaisha.
rules-kujifunza-4 = Hakuna nyumba wala takasia: shimo la mraba la Bao la Kiswahili ni shimo la kawaida hapa. Shimo lenye kete 16 au zaidi haliwezi kuanzisha ukamataji.
rules-kujifunza-5 = Mwisho: mchezaji ambaye safu yake ya mbele ni tupu, au asiyeweza kucheza, ameshindwa. Hatua ambayo isingeisha kamwe hairuhusiwi. Mchezo huu ukishakuwa rahisi, cheza Bao la Kiswahili: linaongeza awamu ya namua, nyumba na takasia.
rules-hus-1 = Hus ni mchezo rahisi kuliko yote ya familia ya Bao, kama Board Game Arena inavyoucheza: kete mbili katika kila shimo, 64 kwa jumla. Kusini anaanza.
rules-hus-2 = Hatua: chukua kete za shimo lako lolote lenye kete mbili au zaidi, la safu yoyote, na upande kete moja moja kuelekea upande unaouchagua; mwelekeo haubadiliki wakati wa hatua. Kukamata si lazima.
rules-hus-3 = Kete ya mwisho ikiangukia shimo tupu, hatua inaisha. Ikiangukia shimo la safu yako ya mbele na shimo la mbele la mpinzani lililo mkabala lina kete, kamata: chukua kete hizo, chukua pia za shimo lako, na uzipande zote kuanzia shimo linalofuata. Ikiangukia shimo jingine lenye kete: chukua kete zake na uendelee kupanda.
rules-hus-4 = Safu ya mbele tu ya mpinzani ndiyo inayoweza kukamatwa; hakuna kichwa wala nyumba. Kete moja peke yake haipandwi kamwe, na shimo la mbele lililobaki peke yake linapandwa kuelekea katikati, ili safu yako ya mbele isiwe tupu kamwe.
rules-hus-5 = Mwisho: mchezaji ambaye safu yake ya mbele imemalizwa kwa ukamataji, au asiye na shimo lenye kete mbili zamu yake ikifika, ameshindwa. Hatua ambayo isingeisha kamwe hairuhusiwi. Unaofuata: Bao la Kujifunza.
rules-hus-namibian-1 = Hus kama unavyochezwa Namibia, ambako walimu huanza nao: kila mchezaji ana kete mbili katika kila shimo la nyuma na katika mashimo manne ya mbele ya upande wa kulia, 24 kila mmoja. Kusini anaanza.
rules-hus-namibian-2 = Hatua: chukua kete za shimo lako lolote lenye kete mbili au zaidi na upande kete moja moja kinyume cha saa kuzunguka safu zako mbili. Kukamata si lazima.
rules-hus-namibian-3 = Kete ya mwisho ikiangukia shimo tupu, hatua inaisha. Ikiangukia shimo la safu yako ya mbele na shimo la mbele la mpinzani lililo mkabala lina kete, likamate pamoja na shimo la nyuma lililo nyuma yake likiwa na kete: chukua pia za shimo lako, na uzipande zote kuanzia shimo linalofuata. Ikiangukia shimo jingine lenye kete: chukua kete zake na uendelee kupanda.
rules-hus-namibian-4 = Safu ya mbele inaweza kuachwa tupu, na mchezaji yeyote, bila kupoteza chochote.
rules-hus-namibian-5 = Mwisho: mchezaji asiye na shimo lenye kete mbili zamu yake ikifika ameshindwa. Hatua ambayo isingeisha kamwe hairuhusiwi. Unaofuata: Hus, ambapo unachagua mwelekeo na safu yako ya mbele haiwezi kuachwa tupu.

## Jifunze kucheza: skrini ya masomo, kidirisha cha somo, na kwa nini hatua haikuwa kazi iliyoombwa

title-learn = Jifunze kucheza
title-learn-hint = L: masomo mafupi kwenye bao halisi, kwa kila mchezo
learn-title = Jifunze kucheza
learn-intro = Masomo mafupi kwenye bao halisi: soma mistari michache, kisha cheza hatua iliyoombwa. Bao linaanza na michezo yake ya kujifunzia, Hus na Bao la Kujifunza.
learn-back = Rudi
learn-progress = { $done } kati ya { $count } yamekamilika
learn-first-game = Cheza mchezo wa kwanza dhidi ya kompyuta
learn-first-game-hint = Unacheza Kusini dhidi ya kiwango cha 1, kilicho rahisi kuliko vyote.
learn-practice-game = Cheza mchezo wa { $game } dhidi ya kompyuta
learn-lesson = Somo
learn-lesson-of = Somo { $number } kati ya { $count } · { $game }
learn-exercise-of = zoezi { $number } kati ya { $count }
learn-star = Sahihi mara ya kwanza: nyota moja.
learn-scene-move = Hatua ya { $number } kati ya { $count }:
learn-scene-right = Sahihi! Sasa kompyuta inajibu.
learn-scene-answered = Sahihi! Kompyuta imejibu { $move }; sasa ni hatua yako inayofuata.
guide-title = Mchezo wako wa kwanza, kwa maelezo
guide-start-bao = Unacheza Kusini, chini; kompyuta inacheza Kaskazini, kwa upole. Kila hatua na kila swali vinaelezwa hapa vinapotokea. Anza na shimo lililozungushiwa pete.
guide-start-omweso = Unacheza Kusini, chini; kompyuta inacheza Kaskazini, kwa upole. Kwanza kila mmoja anapanga mbegu zake 32; kisha kila hatua na kila swali vinaelezwa hapa vinapotokea.
guide-start-kimasai = Unacheza Kusini, chini; kompyuta inacheza Kaskazini, kwa upole. Kila hatua inaelezwa hapa inapotokea. Sogeza mojawapo ya mawe yaliyozungushiwa pete.
guide-setup = Panga mbegu zako 32 kwenye safu zako mbili: bofya shimo kuongeza mbegu, au chukua mpangilio wa kawaida (nne katika kila shimo la nje) kwa kitufe cha Kawaida hapa chini, kisha bonyeza Tayari.
guide-your-move = Zamu yako: mashimo yaliyozungushiwa pete yanaweza kuanza hatua. Weka kielekezi juu ya shimo uone hatua yake ingekwenda wapi.
guide-computer-moves = Kompyuta inacheza.
guide-over = Mchezo umekwisha. Cheza mwingine, au rudi kwenye masomo.
guide-over-game = { $side } ameshinda mchezo huu kwa { $kind }: { $points ->
    [one] alama 1
   *[other] alama { $points }
}. Matokeo: { $score }. Katika mchezo unaofuata { $first } ataanza, na wote wawili watapanga mbegu zao upya.
guide-over-match-won = { $side } amefikia alama { $target } na ameshinda mechi. Kitufe cha Mechi mpya kinaanzisha nyingine, kuanzia sifuri.
guide-over-annulled = Mchezo huu umebatilishwa: hauhesabiwi na unachezwa tena, wote wawili wakipanga mbegu zao upya.
guide-from-hand-capture = Namua: kete moja kutoka mkononi iliwekwa katika { $pit }, lililokabili kete za mpinzani, kwa hiyo zilikamatwa.
guide-from-hand-takasa = Namua: kete moja kutoka mkononi iliwekwa katika { $pit }; hakuna kete zilizolikabili, kwa hiyo kete zake zilipandwa — takasa, isiyokamata kitu.
guide-said-from-hand = Hatua ilianza kwa kete ya mkononi kuwekwa ndani ya { $pit }: kete zikiwa bado mkononi (hatua ya namua), kila hatua huanza hivyo.
guide-said-lifted = Hatua ilianza kwa kuchukua kete za { $pit } na kuzipanda moja moja kuelekea { $toward }. Katika jina la hatua, L au R ni njia ya kete ya kwanza: kushoto au kulia kwa mchezaji mwenyewe, kama alivyokaa ubaoni.
guide-said-sown-in = Kete zilizokamatwa ziliingia { $pit } na zikapandwa moja moja kuelekea { $toward }.
guide-said-sown-on = Kete zilizokamatwa zilipandwa kuanzia { $pit }, shimo ambalo mzunguko uliokamata ulianzia, moja moja kuelekea { $toward }.
guide-said-captured = Ukamataji: mzunguko uliishia ukikabili kete za mpinzani katika { $pit }, na zikachukuliwa.
guide-said-safari = Safari: hatua iliendelea kutoka nyumba, ambayo sasa ni shimo la kawaida.
guide-said-stopped = Hatua ilisimama kwenye nyumba, ambayo inabaki na kete zake.
guide-said-taxed = Nyumba ililipa kodi yake: kete zake mbili tu zilipandwa.
guide-said-destroyed = Kete zote za nyumba zilichukuliwa kupandwa, au nyumba ilikamatwa: ni shimo la kawaida kwa mchezo wote uliobaki.
guide-said-takasia = { $pit } ni takasia: mwenyewe hawezi kuanzisha hatua inayofuata kutoka hapo.
guide-said-reverse = Mzunguko ulikwenda mwendo wa saa, kama mzunguko wa kinyume unavyoruhusiwa unapokamata moja kwa moja.
guide-said-ended = Kete ya mwisho iliangukia { $pit }, shimo tupu: hatua iliishia hapo.
guide-said-captured-stone = Ukamataji: jiwe lilisogea hadi safu yake ya mbele likikabili { $pit }, na jiwe la { $pit } likachukuliwa, pamoja na jiwe lililo nyuma yake kama lilikuwepo.
guide-said-stepped = Jiwe lilisogea hadi { $pit }, shimo tupu lililo mbele yake.
guide-why-kichwa = Sababu ya swali hili: ukamataji ulitoka shimo la katikati, kwa hiyo unachagua ncha ambako kete zilizokamatwa zinaingia, na pamoja nayo mwelekeo wa hatua.
guide-why-omweso-start = Sababu ya swali hili: shimo hili linaweza kuanza kwa njia zaidi ya moja — kinyume cha saa kama kawaida, mwendo wa saa ikiwa unakamata moja kwa moja, au mwanzo wa mbegu tatu.
guide-why-which-way = Sababu ya swali hili: hatua hii inaweza kwenda upande wowote; chagua upande.
guide-why-nyumba = Sababu ya swali hili: mzunguko uliishia katika nyumba yako inayofanya kazi bila cha kukamata mkabala wake. Simama ubaki na kete zake, au endelea (safari) uiache.
guide-why-reverse = Sababu ya swali hili: mzunguko huu unaishia katika mojawapo ya mashimo yako manne ya kushoto, na mzunguko wa mwendo wa saa kutoka hapo ungekamata moja kwa moja. Chagua upande.
guide-why-how-on = Sababu ya swali hili: kutoka hapa hatua inaweza kuendelea kwa njia zaidi ya moja; chagua jinsi.
learn-done = Hongera!
learn-next = Somo linalofuata
learn-again = Tena
learn-try-again = Hatua imerudishwa: jaribu tena.
learn-hint = Dokezo: cheza { $move }. Bao linaonyesha inakokwenda.
learn-try-arrangement-again = Mbegu zako zinabaki ulipoziweka: hamisha baadhi kisha bonyeza Tayari tena.
learn-show-arrangement = Nionyeshe mpangilio
learn-all-lessons = Masomo yote

miss-nothing-captured = Hatua hii haikukamata chochote: kete yake ya mwisho iliangukia { $hole }.
miss-nothing-captured-anywhere = Hatua hii haikukamata chochote.
miss-captured-elsewhere = Hatua hii ilikamata kutoka { $holes }, si kutoka shimo lililoombwa.
miss-captured = Hatua hii ilikamata kutoka { $holes }.
miss-too-few-captures = Hatua hii ilikamata kutoka { $holes } tu.
miss-ended-elsewhere = Hatua hii iliishia { $hole }.
miss-no-relay = Kete ya mwisho iliangukia shimo tupu ({ $hole }), kwa hiyo hatua iliishia hapo.
miss-no-kichwa = Hatua hii haikukamata chochote, kwa hiyo hakuna kete zilizoingia kwenye kichwa.
miss-other-kichwa = Kete zilizokamatwa ziliingia kwenye { $holes }.
miss-nyumba-went-on = Kwenye nyumba hatua iliendelea (safari).
miss-nyumba-stopped = Kwenye nyumba hatua ilisimama.
miss-nyumba-not-reached = Hakuna mzunguko ulioishia kwenye nyumba, kwa hiyo hapakuwa na la kuchagua hapo.
miss-no-takasia = Hatua hii haikuacha shimo lolote la mpinzani likiwa takasia.
miss-no-reverse = Kila mzunguko ulikwenda kinyume cha saa.
miss-no-three-seed = Hatua hii ilikuwa upandaji wa kawaida, si mwanzo wa mbegu tatu.
miss-not-won = Mchezo unaendelea.
miss-arrange-first = Somo hili linakutaka upange mbegu zako, si kucheza hatua.
miss-no-capture-after = Kaskazini akianza kwa { $move }, hakuna hatua yako inayoweza kukamata.
miss-undecided = Hatua moja ya mpangilio huu ingeendelea muda mrefu mno kuweza kuipima.
task-capture = Cheza hatua inayokamata.
task-capture-from = Kamata kutoka { $hole }.
task-no-capture = Cheza hatua isiyokamata chochote.
task-captures = Kamata mara { $count } au zaidi katika hatua moja.
task-end-in = Fanya hatua iishie katika { $hole }.
task-relay = Cheza hatua inayoendelea kupanda kutoka pale mzunguko wake wa kwanza ulipoishia.
task-kichwa = Fanya kete zilizokamatwa ziingie kwenye { $hole }.
task-safari = Kamata, na kwenye nyumba uendelee (safari).
task-stop = Kamata, na kwenye nyumba usimame.
task-takasia = Acha shimo moja la mpinzani likiwa takasia.
task-reverse = Kamata kwa mzunguko wa mwendo wa saa.
task-three-seed = Cheza mwanzo wa mbegu tatu.
task-win = Shinda mchezo kwa hatua hii.
task-arrange-capture-next = Panga mbegu zako 32 ili, Kaskazini akianza kwa hatua yoyote, hatua yako moja iweze kukamata; kisha bonyeza Tayari.

## Masomo (assets/lessons/<mchezo>.json): kichwa, sentensi chache na kazi ya kila somo

lesson-bao-hus-sowing-title = Kupanda
lesson-bao-hus-sowing-text = Hus ni mchezo rahisi kuliko yote ya familia ya Bao. Unamiliki safu mbili zilizo karibu nawe: safu ya mbele A na safu ya nyuma B. Hatua inachukua kete zote za shimo lako lenye kete mbili au zaidi na kuzipanda moja moja katika mashimo yanayofuata, kushoto au kulia, kuzunguka mashimo yako 16. Kete ya mwisho ikiangukia shimo tupu, hatua inaisha.
lesson-bao-hus-sowing-task = Panda ili kete yako ya mwisho iangukie shimo tupu A6.
lesson-bao-hus-relay-title = Kuendelea kupanda
lesson-bao-hus-relay-text = Kete ya mwisho ikiangukia shimo lililokuwa na kete tayari, unazichukua zote, pamoja na kete ya mwisho, na kuendelea kupanda kuanzia shimo linalofuata, upande ule ule. Hatua inaweza kuendelea hivi mara nyingi.
lesson-bao-hus-relay-task = Cheza hatua inayoendelea kupanda kutoka shimo ambapo mzunguko wake wa kwanza uliishia.
lesson-bao-hus-capture-title = Kukamata
lesson-bao-hus-capture-text = Kete ya mwisho ya mzunguko ikiangukia safu yako ya mbele, katika shimo lililokuwa na kete, na shimo la mbele la mpinzani lililo mkabala lina kete, unazikamata: zichukue pamoja na kete za shimo lako na uzipande zote kuanzia shimo linalofuata, upande ule ule.
lesson-bao-hus-capture-task = Kamata kete zilizo katika a8.
lesson-bao-hus-win-title = Kushinda Hus
lesson-bao-hus-win-text = Safu ya mbele tu ya mpinzani ndiyo inayoweza kukamatwa. Unashinda ukiimaliza safu hiyo kwa kukamata, au mpinzani akikosa shimo lenye kete mbili za kucheza. Ukamataji unaendelea mzunguko baada ya mzunguko: hatua moja inaweza kumaliza safu nzima.
lesson-bao-hus-win-task = Shinda mchezo kwa hatua hii.
lesson-bao-kujifunza-capture-title = Bao la Kujifunza: lazima ukamate
lesson-bao-kujifunza-capture-text = Bao la Kujifunza ni Bao bila awamu yake ya kwanza: kete mbili katika kila shimo, hakuna mwenye kete mkononi, na hakuna nyumba. Hatua ikiweza kukamata, lazima ukamate. Ukamataji unaanza kutoka shimo la safu yako yoyote kati ya mbili lenye kete 2 hadi 15, na mzunguko wake wa kwanza lazima uishie katika safu yako ya mbele, katika shimo lililokuwa na kete, linalokabili shimo la mpinzani lenye kete: hesabu kete za kila shimo uone mzunguko wake unaishia wapi.
lesson-bao-kujifunza-capture-task = Kamata kete zilizo katika a3.
lesson-bao-kujifunza-kimbi-title = Kichwa
lesson-bao-kujifunza-kimbi-text = Kete zilizokamatwa zinaingia katika safu yako ya mbele kwenye mojawapo ya ncha zake, kichwa: A1 au A8. Ukamataji kutoka A1 au A2 unaingia kwenye A1, kutoka A7 au A8 kwenye A8 (mashimo haya manne ni kimbi); kutoka katikati, kwenye kichwa kinachofuata mwelekeo wa hatua. Kutoka hapo zinapandwa kuendelea katika safu yako ya mbele. Tofauti na Hus, kete za shimo lako lililokamata zinabaki pale zilipo.
lesson-bao-kujifunza-kimbi-task = Fanya kete zilizokamatwa ziingie kwenye A8.
lesson-bao-bao-namua-title = Bao: kete kutoka mkononi
lesson-bao-bao-namua-text = Bao la Kiswahili linaanza na kete nyingi mkononi: 22 kila mmoja. Ubaoni kila mchezaji anaanza na kete 6 katika nyumba (A5) na 2 katika kila moja ya mashimo mawili yanayofuata kulia kwake, A6 na A7; mashimo mengine yote ni matupu. Katika awamu hii ya kwanza, namua, kila hatua inaweka kete moja kutoka mkononi katika shimo lenye kete la safu yako ya mbele. Shimo hilo likikabili shimo la mpinzani lenye kete, unazikamata; na ukiweza kukamata, lazima ukamate.
lesson-bao-bao-namua-task = Weka kete kutoka mkononi mahali inapokamata kete zilizo katika a7. (Kutoka A2, kimbi, kete zilizokamatwa zinaingia A1: hakuna cha kuchagua.)
lesson-bao-bao-takasa-title = Bao: hatua ya kwanza
lesson-bao-bao-takasa-text = Hatua ya namua hukamata pale tu kete yake inapowekwa katika shimo linalokabili shimo la mpinzani lenye kete. Mwanzoni hakuna shimo kama hilo, kwa hiyo hatua ya kwanza ya mchezo haikamati kitu: ni takasa. Kete yake kutoka mkononi inawekwa katika shimo lenye kete la safu yako ya mbele, lakini si katika nyumba yako inayofanya kazi (isipokuwa ndilo pekee); kisha unachukua kete zote za shimo hilo na kuzipanda moja moja, kushoto au kulia. Kusini, upande wa chini, anaanza; kisha wachezaji hupokezana zamu. Tena, hatua ambayo mzunguko wake wa kwanza haukamati kitu ni takasa hadi mwisho: hakuna mzunguko wake wowote unaokamata.
lesson-bao-bao-takasa-task = Cheza hatua ya kwanza ya mchezo ili kete yake ya mwisho iangukie A4.
lesson-bao-bao-kichwa-title = Kuchagua kichwa
lesson-bao-bao-kichwa-text = Ukamataji wa kwanza wa hatua ya namua ukifanywa kutoka shimo la katikati (A3 hadi A6), unachagua kichwa ambapo kete zilizokamatwa zinaingia, na pamoja nacho mwelekeo wa hatua: kutoka A1 zinapandwa kwenda kulia, kutoka A8 kwenda kushoto.
lesson-bao-bao-kichwa-task = Kamata, na kete zilizokamatwa ziingie kwenye A1.
lesson-bao-bao-nyumba-title = Nyumba: simama
lesson-bao-bao-nyumba-text = Shimo la mraba ni nyumba yako. Katika awamu ya namua, maadamu ni yako na ina kete sita au zaidi, hatua ya kukamata ambayo mzunguko wake unaishia hapo bila cha kukamata mkabala wake inaweza kusimama, nyumba ikibaki na kete zake, au kuendelea kutoka hapo (safari), jambo linaloivunja kabisa. Shimo linaloikabili likiwa na kete, mzunguko unakamata badala yake; na hatua isiyokamata chochote husimama hapo tu.
lesson-bao-bao-nyumba-task = Kamata, kisha simama hatua inapofika kwenye nyumba yako.
lesson-bao-bao-tax-title = Kodi ya nyumba
lesson-bao-bao-tax-text = Pasipo cha kukamata, na nyumba yako inayofanya kazi ikiwa ndilo shimo pekee lenye kete la safu yako ya mbele, kete yako inawekwa ndani ya nyumba, lakini unachukua kete zake mbili tu na kuzipanda: nyumba inalipa kodi na kubaki na nyingine. Inaendelea kufanya kazi maadamu ina kete sita au zaidi. Ikiacha kufanya kazi, kete zake zote huchukuliwa kama za shimo jingine lolote, na haiwi nyumba tena.
lesson-bao-bao-tax-task = Lipa kodi: panda kete mbili kutoka nyumba yako ili ya mwisho iangukie A3.
lesson-bao-bao-namua-single-title = Bila nyumba inayofanya kazi: shimo la kete mbili
lesson-bao-bao-namua-single-text = Nyumba yako ikiacha kufanya kazi, au ikiwa haipo tena, katika takasa kete ya mkononi lazima iwekwe katika shimo la mbele lenye kete mbili au zaidi; shimo lenye kete moja linaipokea pale tu kila shimo la mbele lenye kete lina kete moja tu. Hapa A3 na A5 yana kete moja kila moja, na A4 na A6 kete mbili: ni A4 na A6 tu yanayoweza kupokea kete.
lesson-bao-bao-namua-single-task = Takasa ili kete yako ya mwisho iangukie A7.
lesson-bao-bao-safari-title = Safari
lesson-bao-bao-safari-text = Kuendelea kutoka nyumba kunaigharimu nyumba yenyewe: kete zake zinapandwa kuendelea na tangu hapo ni shimo la kawaida. Inafaa pale kete zinazopandwa zinapokamata tena. Hapa, ukisimama unakamata mara moja tu; ukiendelea unakamata tena.
lesson-bao-bao-safari-task = Kamata, uendelee kutoka nyumba (safari), kisha ukamate tena.
lesson-bao-bao-mtaji-title = Awamu ya mtaji
lesson-bao-bao-mtaji-text = Mikono yote miwili ikiwa mitupu, awamu ya mtaji inaanza. Hatua inayokamata inaanza kutoka shimo lolote lako lenye kete 2 hadi 15, la safu yoyote, na mzunguko wake wa kwanza lazima uishie katika safu yako ya mbele, katika shimo lililokuwa na kete, linalokabili shimo la mpinzani lenye kete. Hatua ikiweza kukamata, lazima ukamate. Shimo lenye kete moja halianzishi hatua, na lenye kete 16 au zaidi halianzishi ukamataji kamwe. Na sasa nyumba yako ni shimo kama mengine: mzunguko unaoishia ndani yake unaendelea kupanda, nayo haiwi nyumba tena.
lesson-bao-bao-mtaji-task = Kamata kete zilizo katika a8.
lesson-bao-bao-mtaji-takasa-title = Mtaji: pasipo cha kukamata
lesson-bao-bao-mtaji-takasa-text = Katika awamu ya mtaji, pale tu hakuna hatua yako inayoweza kukamata, unatakasa: hatua isiyokamata chochote. Inaanza kutoka shimo la safu yako ya mbele lenye kete mbili au zaidi (idadi yoyote); safu ya nyuma inaweza kuianza pale tu hakuna shimo la mbele lenye kete mbili. Hapa safu yako ya nyuma ina kete nyingi, lakini A3 na A4 yana kete mbili kila moja: ni hayo tu yanayoweza kuanza hatua.
lesson-bao-bao-mtaji-takasa-task = Takasa ili kete yako ya mwisho iangukie A6.
lesson-bao-bao-takasia-title = Takasia
lesson-bao-bao-takasia-text = Katika awamu ya mtaji, hatua isiyoweza kukamata (takasa) bado inaweza kuzuia shimo moja la mpinzani. Ikiwa baada yake mpinzani hawezi kukamata, na ukamataji wako unaofuata ungeweza kuchukua shimo lake moja tu, shimo hilo ni takasia kwa hatua yake inayofuata: hawezi kuianzisha kutoka hapo, na mzunguko wake ukiishia hapo, hatua inaishia hapo.
lesson-bao-bao-takasia-task = Cheza hatua inayoacha shimo moja la mpinzani likiwa takasia.
lesson-bao-bao-takasia-spared-title = Takasia: mashimo yasiyozuiwa kamwe
lesson-bao-bao-takasia-spared-text = Baadhi ya mashimo hayazuiwi kamwe, ili takasia isimwache mpinzani bila hatua: nyumba yake inayofanya kazi, shimo lake pekee la mbele lenye kete, na shimo lake pekee la mbele lenye kete mbili au zaidi. Hapa, baada ya takasa kutoka A1, ukamataji wako unaofuata ungeweza kuchukua a7 tu — lakini a7 ndilo shimo pekee la mbele la Kaskazini lenye kete mbili au zaidi, kwa hiyo linabaki huru.
lesson-bao-bao-takasia-spared-task = Takasa ili kete yako ya mwisho iangukie A5.
lesson-bao-bao-win-title = Kushinda Bao
lesson-bao-bao-win-text = Bao haina sare: kila mchezo huisha kwa mshindi. Unashinda pale safu ya mbele ya mpinzani inapokuwa tupu, au mpinzani anapokosa hatua ya kucheza. Ukamataji unaweza kufuatana katika hatua nzima hadi safu ibaki tupu. Kwa hiyo safu yako ya mbele haiachwi tupu kamwe, hata kwa muda mfupi: shimo lake pekee lenye kete likiwa kichwa, lazima ulipande kuelekea katikati.
lesson-bao-bao-win-task = Shinda mchezo kwa hatua hii.

lesson-omweso-sowing-title = Kupanda
lesson-omweso-sowing-text = Katika Omweso unamiliki mashimo 16 ya safu zako mbili, na mbegu husafiri kinyume cha saa kuyazunguka: kwenda kulia katika safu yako ya nje, kwenda kushoto katika safu yako ya ndani (somo la baadaye linaonyesha tofauti moja, mzunguko wa kinyume unaokamata). Hatua inachukua mbegu zote za shimo lenye mbegu mbili au zaidi na kuzipanda moja moja. Mbegu ya mwisho ikiangukia shimo tupu, hatua inaisha.
lesson-omweso-sowing-task = Panda ili mbegu yako ya mwisho iangukie g2.
lesson-omweso-relay-title = Kuendelea kupanda
lesson-omweso-relay-text = Mbegu ya mwisho ikiangukia shimo lililokuwa na mbegu, na haikamati chochote, unachukua mbegu zote za shimo hilo na kuendelea kupanda: mzunguko mpya. Hatua inaendelea hadi mbegu ya mwisho iangukie shimo tupu.
lesson-omweso-relay-task = Cheza hatua inayoendelea kupanda kutoka shimo ambapo mzunguko wake wa kwanza uliishia.
lesson-omweso-three-seed-title = Mwanzo wa mbegu tatu
lesson-omweso-three-seed-text = Kwa kanuni za awali, kabla ya ukamataji wa kwanza wa mchezo, shimo lenye mbegu tatu kamili linaweza kupandwa kwa namna nyingine: mbegu mbili katika shimo linalofuata na moja katika shimo linalofuata baada yake. Zamu inaishia hapo.
lesson-omweso-three-seed-task = Anza kwa mbegu tatu za d1.
lesson-omweso-capture-title = Kukamata
lesson-omweso-capture-text = Mbegu ya mwisho ikiangukia shimo lenye mbegu la safu yako ya ndani, na mashimo yote mawili ya mpinzani katika safu wima hiyo yana mbegu, unayakamata yote mawili na kupanda mbegu zilizokamatwa kuanzia shimo ambapo mzunguko huo ulianzia.
lesson-omweso-capture-task = Cheza hatua inayokamata.
lesson-omweso-capture-from-title = Kutafuta pa kukamata
lesson-omweso-capture-from-text = Hesabu kabla ya kupanda: mbegu ya mwisho ya shimo gani ingeangukia safu yako ya ndani, katika shimo lenye mbegu, linalokabili mashimo mawili ya mpinzani yenye mbegu?
lesson-omweso-capture-from-task = Kamata mbegu zilizo katika d3 (na za d4 pamoja nazo).
lesson-omweso-setup-title = Kupanga mbegu zako
lesson-omweso-setup-text = Kabla ya kila mchezo kila mchezaji hupanga mbegu zake 32 katika mashimo yake 16 apendavyo, si zaidi ya 10 katika shimo moja (Kanuni za awali). Mchezaji wa kwanza hupanga kwanza na kucheza kwanza; wa pili hupanga akiuona mpangilio huo. Mbegu nne katika kila shimo la nje, mpangilio wa kawaida, ni salama lakini haukamati mapema. Ili ukamate kwanza, weka mbegu moja au mbili katika safu yako ya ndani mahali ambapo hatua yako itaishia, zikikabili safu wima ya mpinzani ambayo mashimo yake yote mawili yana mbegu.
lesson-omweso-setup-task = Kaskazini amepanga na ataanza kucheza; hatua ya kwanza haiwezi kukamata (Kanuni za awali), lakini yako inaweza. Panga mbegu zako ili, Kaskazini akicheza hatua yoyote, hatua yako moja iweze kukamata; kisha bonyeza Tayari.
lesson-omweso-reverse-title = Mzunguko wa kinyume
lesson-omweso-reverse-text = Mzunguko unaoanzia katika mojawapo ya mashimo yako manne ya kushoto (a1, b1, a2, b2) unaweza kwenda mwendo wa saa badala yake, ikiwa tu mzunguko huo unakamata moja kwa moja.
lesson-omweso-reverse-task = Kamata kwa mzunguko wa mwendo wa saa.
lesson-omweso-reverse-relay-title = Mzunguko wa kinyume njiani
lesson-omweso-reverse-relay-text = Mzunguko wa kinyume si wa mwanzo wa hatua tu. Mzunguko wa hatua yako ukiishia katika mojawapo ya mashimo yako manne ya kushoto, na mzunguko unaofuata, ukipandwa mwendo wa saa, ungekamata moja kwa moja, bao linauliza uende upande gani: mwendo wa saa ili ukamate, au kuendelea kinyume cha saa kama kawaida.
lesson-omweso-reverse-relay-task = Endelea kupanda, na bao likiuliza, peleka mzunguko mwendo wa saa ili ukamate.
lesson-omweso-win-title = Kushinda Omweso
lesson-omweso-win-text = Mchezaji asiyeweza kucheza zamu yake ikifika ameshindwa: kila shimo lake lina mbegu moja au hakuna. Kwa hiyo kila mchezo wa Omweso huisha kwa mshindi (hakuna sare), na ushindi huo una alama moja. Hapa Kaskazini amebakiwa na mbegu chache: kamata ili asibaki na shimo lenye mbegu mbili.
lesson-omweso-win-task = Shinda mchezo: mwache Kaskazini bila hatua ya kucheza.
lesson-omweso-both-ends-title = Ncha zote mbili kwa pamoja
lesson-omweso-both-ends-text = Hatua inayokamata katika ncha zote mbili za ubao, katika safu wima a na katika safu wima h (mashimo manne ya mwisho ya mpinzani), inashinda papo hapo, kwa alama mbili, hata kama mbegu nyingi zimebaki. Inaweza kukamata ncha moja kisha nyingine katika hatua hiyo hiyo.
lesson-omweso-both-ends-task = Kamata katika safu wima zote mbili za mwisho, a na h, kwa hatua moja.
lesson-omweso-inner-row-title = Safu ya ndani ikiwa tupu
lesson-omweso-inner-row-text = Kwa Kanuni za awali, za somo hili, kukamata kunakoacha safu ya ndani ya mpinzani tupu pia kunashinda papo hapo, kwa alama mbili. Si kila mchezaji wa Omweso huicheza kanuni hii: Kanuni za jadi za Kete haziitumii.
lesson-omweso-inner-row-task = Shinda mchezo: maliza mbegu za safu ya ndani ya Kaskazini.
lesson-omweso-akawumbi-title = Akawumbi
lesson-omweso-akawumbi-text = Kwa Kanuni za awali, kukamata kusikomwachia mpinzani mbegu hata moja ni akawumbi: kunashinda si mchezo tu bali mechi nzima papo hapo. Vinginevyo mchezo una alama moja, au mbili kwa ushindi wa ncha zote mbili au wa kumaliza safu ya ndani, na mechi ni hadi alama 12.
lesson-omweso-akawumbi-task = Kamata mbegu za mwisho za mpinzani, zilizo katika c3 na c4.

lesson-kimasai-step-title = Hatua moja
lesson-kimasai-step-text = Katika Bao la Kimasai hakuna kupanda: hatua inasogeza jiwe lako moja shimo moja mbele, kinyume cha saa kuzunguka safu zako mbili, katika shimo tupu. Shimo halibebi mawe mawili kamwe. Mchezo huanza na jiwe katika kila shimo isipokuwa shimo la kushoto kabisa la safu ya mbele ya kila mchezaji: kila mmoja ana mawe 23, kwa hiyo hatua ya kwanza ya Kusini ni ya lazima.
lesson-kimasai-step-task = Sogeza jiwe hadi e2.
lesson-kimasai-capture-two-title = Kukamata mawili
lesson-kimasai-capture-two-text = Jiwe linaloingia katika safu yako ya mbele linakamata jiwe la mpinzani lililo mkabala nalo katika safu yake ya mbele, na kisha pia jiwe lililo nyuma yake katika safu yake ya nyuma. Shimo lake la mbele likiwa tupu, hakuna kinachokamatwa.
lesson-kimasai-capture-two-task = Kamata mawe ya c3 na c4, yote mawili, kwa hatua moja.
lesson-kimasai-back-row-title = Kuzunguka safu zako mbili
lesson-kimasai-back-row-text = Safu zako mbili ni mzunguko mmoja: kwenye ncha ya kushoto ya safu yako ya mbele jiwe linashuka hadi safu yako ya nyuma, na kwenye ncha yake ya kulia linapanda tena hadi safu ya mbele. Hatua inayoingia safu yako ya mbele tu ndiyo inayokamata; jiwe lililo safu ya nyuma halikamati kamwe.
lesson-kimasai-back-row-task = Shusha jiwe lililo a2 hadi safu yako ya nyuma, kwenye a1.
lesson-kimasai-optional-capture-title = Kukamata kunaweza kusubiri
lesson-kimasai-optional-capture-text = Katika Bao la Kimasai hakuna kukamata kwa lazima: hatua ikiweza kukamata, bado unaweza kusogeza jiwe lingine, na kuuacha ukamataji huo kwa baadaye.
lesson-kimasai-optional-capture-task = Jiwe la f2 lingeweza kukamata: sogeza jiwe lingine lolote badala yake.
lesson-kimasai-last-stone-title = Jiwe la mwisho
lesson-kimasai-last-stone-text = Unashinda unapokamata jiwe la mwisho la mpinzani. Mchezaji mwenye mawe huwa na hatua ya kucheza kila wakati, kwa hiyo kila mchezo huisha kwa mshindi: hakuna sare.
lesson-kimasai-last-stone-task = Shinda mchezo kwa hatua hii.

## Kukagua pamoja na kompyuta: uchambuzi wa mchezo

analysis-title = Uchambuzi
analysis-close = Funga uchambuzi
analysis-analyse = Chambua mchezo
analysis-analyse-hint = A: kompyuta inapitia kila hatua: wapi ushindi ulipatikana au ulipotea, na nini kingekuwa bora.
analysis-running = Kompyuta inapitia mchezo: nafasi { $done } kati ya { $count }
analysis-other-game = Uchambuzi ni wa mchezo mwingine: chambua huu kutoka orodha ya hatua.
analysis-graph-side = { $side } anashinda
analysis-graph-hint = Nafasi ya Kusini kushinda baada ya kila hatua: juu, Kusini anashinda; chini, Kaskazini. Bonyeza kuona bao hapo.
analysis-best = Bora
analysis-good = Nzuri
analysis-inaccuracy = Dosari
analysis-mistake = Kosa
analysis-blunder = Kosa kubwa
analysis-mean-loss = Hasara ya wastani
analysis-percent = { $value } %
analysis-move = { $ply }. { $side } { $move }: { $mark }, { $loss } % ya nafasi imepotea
analysis-better = · ingekuwa bora { $move }
analysis-move-hint = Onyesha bao kabla ya hatua hii
analysis-clean = Hakuna hatua iliyopoteza mengi: mchezo safi.
analysis-here = Hapa { $side } alicheza { $move } ({ $mark }). Bao linaonyesha { $better }, hatua ya kompyuta.
explore-title = Ubao wa uchambuzi
explore-from-here = Chunguza kuanzia hapa
explore-from-here-explain = Jaribu hatua kuanzia nafasi hii kama mchezo mbadala, mtazamo wa kompyuta ukiwa kando ya bao; mchezo wenyewe unabaki kama ulivyo.
explore-chance = { $side }: { $chance } %
explore-thinking = Kompyuta inaitazama nafasi hii…
explore-line = Kompyuta inatarajia: { $line } (kina { $depth })
explore-how = Cheza hatua za pande zote mbili; Rudisha inarudi nyuma katika mchezo mbadala.
explore-back = Rudi kwenye mchezo

## Mafumbo, na kujifunza kutokana na makosa yako

puzzles-heading = Mafumbo
puzzles-progress = { $done } kati ya { $count } yametatuliwa
puzzles-start = Tatua fumbo
puzzles-start-hint = Hatua moja tu inashinda: kompyuta imethibitisha. Mafumbo rahisi zaidi yanakuja kwanza.
puzzle-title = Fumbo
puzzle-of = Fumbo { $number } kati ya { $count } · { $game }
puzzle-task = { $side } acheze na ashinde { $moves ->
    [1] mara moja
   *[other] kwa hatua { $moves }
}
puzzle-explain = Hatua moja tu inashinda. Kompyuta inamjibia { $other }.
puzzle-go-on = Sahihi! { $side } amejibu { $move }: endelea.
puzzle-wrong = { $move } haishindi.
puzzle-answered = { $side } anajibu { $move }.
puzzle-taken-back = Hatua zinarudishwa: jaribu tena.
puzzle-hint = Hatua inayoshinda ni { $move }: bao linaonyesha inakokwenda.
puzzle-solved = Umelitatua!
puzzle-next = Fumbo linalofuata
puzzle-all = Mafumbo yote
puzzle-theme-both-ends = Ncha zote mbili
puzzle-theme-both-ends-line = Kukamata kwenye ncha zote mbili za bao kwa hatua moja kunashinda mchezo papo hapo.
puzzle-theme-clear-the-row = Safu imesafishwa
puzzle-theme-clear-the-row-line = Ukamataji uliiacha tupu safu ya mpinzani inayokabili yako: umeshinda mchezo.
puzzle-theme-last-seeds = Vya mwisho kabisa
puzzle-theme-last-seeds-line = Hatua hii ilichukua kila kitu alichobaki nacho mpinzani kwenye bao.
puzzle-theme-no-move-left = Hakuna hatua iliyobaki
puzzle-theme-no-move-left-line = Mpinzani anabaki bila hatua yoyote, na anashindwa.
puzzle-theme-two-captures = Kukamata mara mbili kwanza
puzzle-theme-two-captures-line = Kukamata mara ya pili kabla mpinzani hajakamata hata mara moja kunashinda mchezo papo hapo.
puzzle-theme-quiet = Hatua tulivu
puzzle-theme-quiet-line = Haikukamata chochote, lakini kila jibu linashindwa: ushindi ulikuwa katika nafasi, si katika kete zilizochukuliwa.
puzzle-theme-reverse = Mzunguko wa kinyume
puzzle-theme-reverse-line = Ikipandwa mwendo wa saa, kinyume na kawaida, hatua inakamata pale ambapo njia ya kawaida isingeweza, na ushindi unafuata.
puzzle-theme-safari = Safari
puzzle-theme-safari-line = Kuendelea kutoka nyumba kuliacha haki yake, na ushindi unafuata.
puzzle-theme-not-the-biggest = Si ukamataji mkubwa zaidi
puzzle-theme-not-the-biggest-line = Hatua nyingine ilichukua kete nyingi zaidi, lakini hii peke yake inashinda: hesabu majibu ya mpinzani, si tu unachochukua.
puzzle-theme-sweep = Ufagiaji
puzzle-theme-sweep-line = Kukamata mara tatu au zaidi katika hatua moja, kila ukamataji ukipanda hadi unaofuata, na ushindi unafuata.
puzzle-theme-forcing = Ukamataji mkubwa zaidi
puzzle-theme-forcing-line = Ukamataji mkubwa zaidi kwenye bao, na kila jibu bado linashindwa.
mistakes-retry = Jifunze kutokana na makosa yako ({ $count })
mistakes-retry-hint = Pitia tena kila kosa na kosa kubwa la mchezo, utafute hatua ya kompyuta au nyingine iliyo nzuri vilevile; mchezo unasubiri.
mistake-of = Kosa { $number } kati ya { $count } · hatua ya { $ply } ya mchezo
mistake-task = { $mark }: hapa { $side } alicheza { $move }. Tafuta hatua bora zaidi.
mistake-explain = Jibu ni hatua ya kompyuta, au nyingine ambayo kompyuta inaiona kuwa nzuri vilevile. Kompyuta inamjibia { $other }.
mistake-wrong = Kompyuta inapendelea hatua nyingine badala ya { $move }.
mistake-hint = Kompyuta inacheza { $move } hapa: bao linaonyesha inakokwenda.
mistake-solved = Hiyo ndiyo hatua ya kompyuta.
mistake-weighing = Kompyuta inaipima { $move }…
mistake-as-good = { $move } ni nzuri vilevile: kompyuta ingecheza { $better }.
mistake-next = Kosa linalofuata
mistake-back = Rudi kwenye mchezo

## Kihariri cha nafasi

editor-title = Panga nafasi
editor-close = Funga
editor-open = Panga nafasi…
editor-open-hint = Nafasi yoyote kwa mkono: kete za kila shimo, nani anacheza, na mengineyo; kanuni zinaikagua unapoendelea.
editor-pits = Kete za kila shimo, kama bao linavyoonyesha (buruta nambari, au ibonyeze na uandike):
editor-to-move = Anayecheza:
editor-field-bao-r = Kete mkononi (Kusini,Kaskazini):
editor-field-bao-h = Nyumba bado inamilikiwa (Kusini kisha Kaskazini, 1 au 0):
editor-field-bao-t = Shimo la takasia la anayecheza (au -):
editor-field-bao-c = Shimo linalopaswa kukamatwa kwanza (kanuni O4):
editor-field-omweso-p = Hatua zilizochezwa katika mchezo huu:
editor-field-omweso-k = Ukamataji umeshatokea (1 au 0):
editor-field-omweso-c = Zamu zenye ukamataji (Kusini,Kaskazini):
editor-clear = Ondoa kete zote
editor-from-board = Anza upya kutoka bao
editor-good = Nafasi ya { $game }: kete { $seeds } ubaoni.
editor-bad = Bado si nafasi: { $why }
editor-play = Cheza kuanzia hapa
editor-copy = Nakili nafasi
moves-comment = Maoni yako kuhusu hatua ya { $move } (yanahifadhiwa pamoja na mchezo):
moves-has-comment = Maoni yako: { $comment }

## Vitufe, katika muhtasari wa kanuni

keys-heading = Vitufe
keys-board = ← → ↑ ↓ husogea juu ya mashimo unayoweza kuchagua, na hatua ya shimo lililofikiwa huonyeshwa kama kielekezi kikiwa juu yake; Enter huicheza.
keys-answers = 1 hadi 9 hujibu swali la bao. Escape hurudi nyuma: huachilia shimo lililochaguliwa, hufunga madirisha yaliyo wazi, au husimamisha mchezo.
keys-review = Page Up na Page Down (← → pasipo shimo la kuchagua), Home na End hupitia hatua za mchezo.
keys-game = Ctrl+Z hurudisha hatua, Ctrl+Y huicheza tena; H huomba dokezo; A huchambua mchezo; Space humaliza hatua inayoonyeshwa.
keys-settings = M huzima na kuwasha sauti, N majina ya mashimo, P onyesho la hatua (Tab njia yake inayofuata); + na − kasi. Tab hufikia vitufe vya paneli: kisha Enter au Space hubonyeza kimoja, mishale huhama kutoka kimoja hadi kingine, na Escape hurudi kwenye bao.
keys-setup = Kupanga mbegu za Omweso: Enter huweka mbegu katika shimo lililofikiwa, Backspace huiondoa; S kawaida, T mbili kila shimo, R bahati nasibu, C ondoa zote, D tayari.
keys-speech = B husoma bao lote kwa sauti, shimo kwa shimo, kwa kisoma skrini.
keys-message = Mchezo kwa ujumbe: Enter humtumia rafiki yako hatua uliyoicheza sasa hivi.

## Kisoma skrini kinachosikia

speech-row-front = safu ya mbele
speech-row-back = safu ya nyuma
speech-row-inner = safu ya ndani
speech-row-outer = safu ya nje
speech-seeds = { $count ->
    [0] tupu
    [one] mbegu moja
   *[other] mbegu { $count }
}
speech-stones = { $count ->
    [0] tupu
   *[other] jiwe moja
}
speech-your-row = { $row } yako
speech-their-row = { $row } ya { $side }
speech-pit = { $pit }, { $whose }, { $count }
speech-pit-may-move = { $pit }, { $whose }, { $count }, linaweza kuchezwa
speech-board-row = { $side }, { $row }: { $pits }
speech-in-hand = { $side } ana mbegu { $count } mkononi
speech-answer = { $number }: { $answer }
speech-arranges = { $side } anapanga mbegu: mishale na Enter huweka mbegu shimoni, D ukimaliza.
speech-live-label = Yanayotokea kwenye bao

## Paneli wima, kama karatasi chini ya skrini
sheet-fold = Ficha
sheet-unfold = Onyesha
setup-left-short = { $count ->
    [one] 1 ya kupanga
   *[other] { $count } za kupanga
}
bar-more = Zaidi
setup-fill-standard-short = Kawaida
setup-fill-clear-short = Ondoa zote

## Mchezo na rafiki kwa ujumbe (src/app/by_message/)
seat-friend = Rafiki, kwa ujumbe
message-title = Mchezo kwa ujumbe
message-your-turn = Zamu yako. Ukishacheza, mtumie rafiki yako hatua yako.
message-send = Tuma hatua yangu
message-send-first = Mtumie rafiki yako mchezo
message-send-over = Tuma hatua ya mwisho
message-send-hint = Kiungo cha mchezo mzima, kwa gumzo, SMS au barua pepe
message-waiting = Zamu ya rafiki yako. Kiungo chake kikifika, kifungue: mchezo unaendelea kutoka hatua yake.
message-over = Mchezo umekwisha.
message-summary-send = Umecheza: tuma hatua yako
message-summary-wait = Unasubiri hatua ya rafiki yako
message-sent-share = Kiungo kiko tayari: chagua pa kukituma.
message-sent-clipboard = Kiungo kimenakiliwa: kibandike kwenye ujumbe kwa rafiki yako.
message-sent-by-hand = Nakili kiungo hiki umtumie rafiki yako:
message-copy = Nakili kiungo
message-close = Sawa
message-paste = Kiungo cha mchezo kutoka kwa rafiki
message-paste-hint = bandika kiungo, au ujumbe wote
message-open = Fungua kiungo
message-opened-start = Rafiki yako amekutumia mchezo: wewe unaanza.
message-opened-setup = Rafiki yako amekutumia mchezo: panga mbegu zako, kisha umrudishie mpangilio wako.
message-opened = Hatua ya rafiki yako imechezwa: zamu yako.
message-opened-over = Hatua ya rafiki yako imemaliza mchezo.
message-nothing-new = Kiungo hiki hakina hatua ambayo mchezo huu hauna tayari.
message-refused = Kiungo hiki hakiwezi kufunguliwa: { $why }. Hakuna kilichobadilika.
message-no-link = hakina kiungo cha mchezo wa Kete
message-newer = kimetengenezwa na toleo jipya zaidi la Kete (viungo vya aina { $version }): sasisha Kete
message-too-long = kina herufi { $chars }, kirefu kuliko mchezo wowote
message-cut = kimekatika kabla ya hatua zake
message-cut-short = kimekatika: kina hatua { $has } kati ya { $of }
message-changed = kimebadilishwa baada ya kutengenezwa
message-damaged = kimeharibika ({ $detail })
message-other-game = ni cha mchezo mwingine, si ule uliotuma
message-rewritten = hatua ya { $ply } si ile iliyochezwa katika mchezo uliotuma
message-older = kina hatua { $has }, chache kuliko { $sent } za mchezo uliotuma: fungua kiungo kipya zaidi cha rafiki yako
message-plays-for-you = hatua yake ya { $ply } imechezwa kwa upande wako
message-arrangement-changed = kinabadilisha mpangilio wa mbegu zako uliotuma
message-setup-over = ni cha kupanga mbegu, lakini mchezo umeshaanza
message-send-arrangement = Tuma mpangilio wangu
message-send-invitation = Tuma mchezo: rafiki yako anapanga kwanza
message-waiting-arrange = Rafiki yako anapanga mbegu zake. Kiungo chake kikifika, kifungue.
message-lost-turn = mchezo wa Kasi (blitz) hauwezi kutumwa
message-no-help = Dokezo na uchambuzi vimezimwa hadi mchezo na rafiki yako umalizike.
    .stranger = Dokezo na uchambuzi vimezimwa hadi mchezo umalizike.
title-friend-explained = Cheza hatua yako, uitume kama kiungo kwa gumzo au SMS yoyote; rafiki yako anakifungua, anajibu, na kukutumia yake. Hatua ikishatumwa haibadiliki.
title-friend-omweso = Kwa ujumbe, kila mmoja hupanga mbegu zake kwenye kifaa chake, anayeanza akipanga kwanza; ni mchezo mmoja, si mechi ya alama 12.

## A game with a friend online (src/app/online/)
online-title = Mchezo mtandaoni
online-host = Cheza na rafiki mtandaoni
online-host-hint = Huanzisha mchezo ambao rafiki yako anajiunga nao kwa msimbo wa mchezo huo, kwenye kivinjari au kwenye Programu ya Kete katika kompyuta yake
online-no-blitz = Kasi (blitz) inahitaji saa moja kwa wachezaji wote wawili: mchezo mtandaoni unachezwa bila saa.
title-finished-games = Michezo na marafiki ({ $count })
finished-title = Michezo na marafiki
finished-explained = Kila mchezo unaomaliza mtandaoni au kwa ujumbe, na rafiki au na mgeni uliyekutana naye mezani, huhifadhiwa kwenye kifaa hiki ili uutazame tena (michezo { $kept } ya mwisho).
finished-close = Funga
finished-open = Fungua
finished-you-played = ulicheza { $side }
finished-with-a-stranger = Na mgeni
finished-unreadable = Mchezo huu hauwezi kusomwa tena.
online-join-label = Mchezo wa rafiki mtandaoni
online-join-hint = msimbo, au kiungo cha mwaliko
online-join = Jiunge
online-code = Msimbo wa kumpa rafiki yako:
online-link = Au mtumie kiungo hiki:
online-send-link = Tuma kiungo
online-invite-text = Cheza mchezo wa Kete nami mtandaoni:
online-scan = Au simu iliyo karibu nawe ichanganue msimbo huu:
online-qr = Msimbo wa QR wa mwaliko
online-copy-code = Nakili msimbo
online-arrange-once-here = Utapanga mbegu zako rafiki yako akishafika.
    .stranger = Utapanga mbegu zako mchezaji mwingine akishafika.
online-take-back-ask = Omba kurudisha hatua yangu
online-take-back-waiting = Umemwomba rafiki yako akuruhusu kurudisha hatua yako ya mwisho…
    .stranger = Umemwomba mchezaji mwingine akuruhusu kurudisha hatua yako ya mwisho…
online-take-back-asked = Rafiki yako anaomba kurudisha hatua yake ya mwisho.
    .stranger = Mchezaji mwingine anaomba kurudisha hatua yake ya mwisho.
online-take-back-yes = Mruhusu
online-take-back-no = Endelea kucheza
online-take-back-refused = Rafiki yako amekataa: mchezo unaendelea.
    .stranger = Mchezaji mwingine amekataa: mchezo unaendelea.
online-connecting = Inaunganisha…
online-waiting = Inamsubiri rafiki yako ajiunge…
    .stranger = Inamsubiri mchezaji mwingine aingie…
online-waiting-host = Uko kwenye mchezo wa rafiki yako: inasubiri kifaa chake…
    .stranger = Mezani: inasubiri kifaa cha mchezaji mwingine…
online-playing = Rafiki yako ameunganishwa.
    .stranger = Mchezaji mwingine ameunganishwa.
online-lost = Muunganisho wa rafiki yako umekatika: mchezo unamsubiri.
    .stranger = Muunganisho wa mchezaji mwingine umekatika: mchezo unamsubiri.
online-closed = Muunganisho umekwisha. Hakikisha msimbo na muunganisho wako, kisha unganisha tena.
online-short-waiting-host = Inasubiri kifaa cha rafiki…
    .stranger = Inasubiri kifaa cha mchezaji mwingine…
online-short-playing = Rafiki ameunganishwa
    .stranger = Mchezaji mwingine ameunganishwa
online-short-lost = Muunganisho wa rafiki umekatika
    .stranger = Muunganisho wa mchezaji mwingine umekatika
online-short-closed = Muunganisho umekwisha
online-short-split = Mchezo umesitishwa
online-again = Unganisha tena
online-split = Michezo ya vifaa viwili inatofautiana kuanzia hatua ya { $ply }: mchezo unasimama badala ya kubahatisha.
online-bad-code = Huu si msimbo wa mchezo wa mtandaoni: msimbo una herufi na tarakimu 20.
online-refused = Kifaa cha rafiki yako kimetuma kitu ambacho Kete imekataa: { $why }. Hakuna kilichobadilika.
    .stranger = Kifaa cha mchezaji mwingine kimetuma kitu ambacho Kete imekataa: { $why }. Hakuna kilichobadilika.
online-refused-too-long = ujumbe wa baiti { $bytes }, mrefu kuliko wowote
online-refused-unreadable = ujumbe ambao Kete haiwezi kuusoma
online-refused-newer = ujumbe wa toleo jipya zaidi la Kete (toleo la mtandaoni { $version }): sasisha Kete
online-refused-flood = jumbe nyingi mno kwa mara moja
online-refused-before-hello = hatua kabla ya kusema kinacheza mchezo gani
online-refused-game = mchezo usioweza kusomwa ({ $detail })
online-refused-other-game = mchezo mwingine, si huu
online-refused-same-side = upande wako, kana kwamba kinaucheza pia
online-refused-wrong-ply = hatua ya { $got }, lakini hatua inayofuata ni ya { $next }
online-refused-out-of-turn = hatua wakati ni zamu yako
online-refused-over = hatua baada ya mchezo kwisha
online-refused-illegal = hatua { $move }, ambayo si halali hapa
online-refused-differs = hatua { $move }, ambayo huko inaleta hali ya ubao tofauti na ya hapa
online-split-setup = Mipangilio ya mbegu kwenye vifaa viwili inatofautiana: mchezo unasimama badala ya kubahatisha.
online-refused-during-setup = hatua kabla ya pande zote mbili kupanga mbegu zao
online-refused-arranged-out-of-turn = mpangilio wakati ni zamu yako kupanga
online-refused-setup-over = mpangilio baada ya mchezo kuanza
online-refused-bad-arrangement = mpangilio ambao kanuni haziruhusu ({ $detail })
online-refused-take-back-not-theirs = ombi la kurudisha hatua ambayo si yake ya mwisho
online-refused-take-back-not-asked = jibu la ombi la kurudisha ambalo hukuomba, au ambalo halipo tena
online-refused-not-over = mchezo mpya kabla huu haujaisha
online-refused-wrong-round = mwanzo wa mchezo wa { $got } kati ya michezo yenu, lakini huu ni mchezo wa { $now }
online-refused-other-score = matokeo ya mechi yenu yasiyolingana na yako
online-refused-take-back-counted = ombi la kurudisha hatua katika mchezo ambao matokeo yake yanahesabiwa katika mechi
online-refused-connection = muunganisho ambao Kete haiwezi kuutumia
online-stopped-played-for-you = Kifaa cha rafiki yako kimetuma mchezo ambamo kimecheza hatua yako ya { $ply } badala yako: mchezo unasimama badala ya kuukubali.
    .stranger = Kifaa cha mchezaji mwingine kimetuma mchezo ambamo kimecheza hatua yako ya { $ply } badala yako: mchezo unasimama badala ya kuukubali.
online-stopped-arranged-for-you = Kifaa cha rafiki yako kimetuma mchezo ambamo kimepanga mbegu zako badala yako: mchezo unasimama badala ya kuukubali.
    .stranger = Kifaa cha mchezaji mwingine kimetuma mchezo ambamo kimepanga mbegu zako badala yako: mchezo unasimama badala ya kuukubali.
online-stopped-lost-their-move = Kifaa cha rafiki yako hakina hatua yake ya { $ply }, iliyo katika mchezo wako: mchezo unasimama badala ya kubahatisha.
    .stranger = Kifaa cha mchezaji mwingine hakina hatua yake ya { $ply }, iliyo katika mchezo wako: mchezo unasimama badala ya kubahatisha.
online-stopped-lost-their-arrangement = Kifaa cha rafiki yako hakina mpangilio wake wa mbegu, ulio katika mchezo wako: mchezo unasimama badala ya kubahatisha.
    .stranger = Kifaa cha mchezaji mwingine hakina mpangilio wake wa mbegu, ulio katika mchezo wako: mchezo unasimama badala ya kubahatisha.

# Meza zilizo wazi (src/app/online/tables_panel.rs).
tables-find = Cheza na yeyote mtandaoni
tables-find-hint = Meza zilizo wazi: wachezaji wanaosubiri mchezo uliochaguliwa hapo juu, bila majina wala gumzo
tables-title = Meza zilizo wazi · { $game }
tables-explained = Wachezaji wanaosubiri mchezo wasio na rafiki mtandaoni. Hakuna majina, hakuna gumzo: mchezo tu.
tables-title-short = Meza yako iliyo wazi
tables-open = Fungua meza
tables-open-hint = Subiri hapa mtu yeyote aketi, na ucheze na kompyuta kwa sasa
tables-yours-waiting = Meza yako iko wazi: inasubiri mtu aketi (dakika { $minutes }).
tables-play-computer = Cheza na kompyuta ukisubiri
tables-close = Funga meza yangu
tables-none = Hakuna anayesubiri mchezo huu sasa. Fungua meza, na ucheze na kompyuta hadi mtu aje.
tables-sit = Keti
tables-they-play-south = anacheza Kusini
tables-they-play-north = anacheza Kaskazini
tables-they-play-either = upande wowote
tables-waited = anasubiri dakika { $minutes }
tables-just-opened = imefunguliwa sasa hivi
tables-back = Rudi
tables-unreachable = Kete haikuweza kufikia meza. Angalia muunganisho wako, kisha ujaribu tena.
tables-try-again = Jaribu tena
tables-refused-one = Tayari una meza iliyo wazi.
tables-refused-address = Meza nyingi mno zimefunguliwa kutoka mtandao wako: funga moja kwanza.
tables-refused-full = Seva imejaa meza: jaribu tena baadaye.
tables-refused-fast = Subiri kidogo: orodha imeulizwa mara nyingi mno.
tables-refused-gone = Meza hiyo haipo tena: mtu ameketi, au imefungwa.
tables-refused-own = Hiyo ni meza yako mwenyewe.
tables-refused-newer = Seva inatumia Kete mpya zaidi: sasisha Kete.
tables-refused-other = Seva imekataa meza hii.
tables-sat-title = Mtu ameketi
tables-sat = Mtu ameketi kwenye meza yako. Ucheze naye sasa?
tables-sat-play = Cheza
tables-sat-not-now = Si sasa
tables-expired-title = Meza yako
tables-expired = Hakuna aliyeketi kwenye meza yako kwa dakika 15, kwa hiyo imefungwa.
tables-not-the-table = Mwenye meza ameanzisha mchezo tofauti na wa meza yake, kwa hiyo umeiacha. Chagua meza nyingine.
tables-no-answer = Mwenye meza hakuja kucheza ndani ya dakika moja, kwa hiyo umeiacha meza yake. Chagua nyingine, au fungua yako.
tables-missed = Mtu aliketi kwenye meza yako, lakini hakuna aliyebonyeza Cheza ndani ya dakika moja: ameondoka, na meza yako imefungwa.
tables-open-again = Ifungue tena
