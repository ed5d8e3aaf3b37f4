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
