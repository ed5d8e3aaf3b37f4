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
preset-traditional = Kanuni za jadi (Shackell)
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
title-rules = Kanuni
title-who-starts = Nani aanze
title-fixed-first = { $side } huanza (kanuni G1): kubalianeni nani akae { $side }.
title-draw-lots = Piga kura
title-players = Wachezaji
title-play-mode = Namna ya kucheza
title-match-to = Mechi hadi
title-points = alama { $points }
title-play = Cheza { $game }
title-open-file = Fungua faili la mchezo…
title-open-file-hint = mchezo uliohifadhiwa na Kete, au rekodi ya kete-cli
title-how = Wachezaji wawili kwenye skrini moja, au dhidi ya kompyuta. Bonyeza shimo linalong'aa kusogeza kete zake.
title-keys = Vitufe 1, 2, 3 vinaanzisha Bao la Kimasai, Bao la Kiswahili, Omweso.

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
pause-abandon = Uache (Enter)
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
score-line = Kusini { $south } – { $north } Kaskazini, mechi hadi alama { $target }

## Upau juu ya bao

bar-menu = Menyu
bar-restart = Anza upya
bar-redo = Rudia
bar-redo-hint = Ctrl+Y: cheza tena hatua iliyorudishwa
bar-take-back = Rudisha
bar-contract-stands = Mchezo wa mkataba: hatua ikishachezwa haibadiliki
bar-hint = Dokezo
bar-hint-explain = H: kiwango cha juu kabisa cha kompyuta kingecheza nini
bar-moves = Hatua
bar-finish-move = Nafasi (Space): maliza hatua
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
bar-reviewing = Kupitia mchezo
bar-game-over = Mchezo umekwisha
bar-listing = kanuni zinatafuta hatua halali…
bar-thinks = { $player } anafikiri…
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
bar-rules-title = Kanuni — { $game }

## Kando ya bao: maelezo ya kila upande

caption-to-place = { $side }
    { $count } za kupanga
caption-arranged = { $side }
    amepanga
caption-arranges-next = { $side }
    anafuata kupanga
caption-namua = { $side }
    namua, { $count } mkononi
caption-mtaji = { $side }
    mtaji
caption-points-seeds = { $side }: alama { $points }
    kete { $seeds }
caption-seeds = { $side }
    kete { $seeds }
caption-taken = { $side }
    amekamata { $count }

## Kupanga kete za Omweso

setup-first-by-lot = { $side } anapanga kwanza (amechaguliwa kwa kura kuanza)
setup-first-chosen = { $side } anapanga kwanza (amechaguliwa kuanza)
setup-second = { $side } anapanga, akiziona kete za { $first }; kisha { $first } ataanza kucheza
setup-cap = zisizozidi { $cap } kwa shimo
setup-no-cap = idadi yoyote kwa shimo
setup-left = Kete za kupanga zilizobaki: { $count } · { $cap }
setup-fill-standard = Kawaida (4 kila shimo la nje)
setup-fill-two = Mbili kila shimo
setup-fill-random = Bahati nasibu
setup-fill-clear = Kwa mkono (ondoa zote)
setup-done = Tayari
setup-help-touch = Gusa shimo kuweka kete · buruta kete nje au kwenye shimo jingine
setup-help-mouse = Bonyeza shimo kuweka kete · bofya kulia au buruta nje kuondoa moja · buruta kuhamisha moja
setup-help-keys = Vitufe: S kawaida · T mbili kila shimo · R bahati nasibu · C ondoa zote · Enter tayari

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
over-column-first = alianza
over-column-result = matokeo
over-column-points = alama
over-result-won = { $side }, { $kind }
over-result-annulled = umebatilishwa: { $why }
over-match-won = { $side } ameshinda mechi
over-new-match = Mechi mpya
over-replay-game = Cheza mchezo tena
over-next-game = Mchezo unaofuata
over-play-again = Cheza tena
over-menu = Menyu
over-replay = Rudia kuonyesha
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

## Kwa nini mchezo umekwisha

reason-never-ending-annulled = hatua isingeisha kamwe: mchezo umebatilishwa
reason-omweso-repetition = nafasi ile ile ilirudi mara ya tatu, au hatua 500 zilipita bila kukamata
reason-repetition = nafasi ilijirudia
reason-bao-hamna = Bao hamna: safu ya mbele ya { $loser } ni tupu
reason-omweso-inner-row = ukamataji ulimaliza safu ya ndani ya { $loser }
reason-front-row-empty = safu ya mbele ya { $loser } ni tupu
reason-both-ends = alikamata pande zote mbili za bao kwa hatua moja
reason-two-captures-first = alikamata katika zamu mbili kabla { $loser } hajakamata chochote
reason-never-ending = { $loser } alicheza hatua isiyoisha
reason-omweso-no-seeds = ukamataji ulimwacha { $loser } bila mbegu hata moja
reason-no-stones = { $loser } hana mawe yaliyobaki
reason-omweso-cannot-move = { $loser } hawezi kucheza: kila shimo lina 0 au 1
reason-no-legal-move = { $loser } hana hatua halali

## Hatua kwa maneno (hatua ya mwisho na onyesho kwenye upau)

said-move = { $side }: { $move }
said-move-did = { $side }: { $move } — { $did }
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
ask-cancel = Ghairi
ask-keys = au vitufe 1 hadi { $count }
ask-keys-or-click = au bonyeza shimo la kijani kwenye bao, au vitufe 1 hadi { $count }
answer-kichwa = Kichwa { $pit }
answer-sow-toward = Panda kuelekea { $pit }
answer-clockwise = Kisaa (kinyume)
answer-counter-clockwise = Kinyume cha saa
answer-three-seed-opening = Mwanzo wa kete tatu: 2 + 1, zamu inaisha
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
