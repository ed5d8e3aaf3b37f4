# Ebigambo bya Kete mu Luganda: Omweso's words and the main screens' short words, as far as the
# developers could give them. Every other message is said in English, message by message, until a
# native speaker adds it (docs/TRANSLATING.md says which).
# ALL OF THESE NEED A NATIVE SPEAKER'S REVIEW: they are not a speaker's words.

language-name = Luganda
language = Olulimi

-omweso = Omweso

## Sides and players

side-south = Bukiikaddyo
side-north = Bukiikakkono
seat-human = Omuntu
seat-computer = Kompyuta { $level } · { $name }

## The title screen

title-rules = Amateeka
title-who-starts = Ani atandika
title-draw-lots = Kuba akalulu
title-players = Abazannyi
title-points = obubonero { $points }
title-play = Zannya { $game }

## The pause panel

pause-title = Omuzannyo guyimiridde
pause-resume = Weeyongere (Esc)
pause-keep = Weeyongere okuzannya (Esc)
pause-rules = Amateeka
pause-restart = Ddamu otandike (R)
pause-menu = Menyu (M)
pause-sound = Eddoboozi

## The bar above the board

bar-menu = Menyu
bar-restart = Ddamu otandike
bar-rules = Amateeka
bar-take-back = Zzaayo
bar-to-move = { $side } y'azannya
bar-arranges = { $side } ategeka
bar-game-over = Omuzannyo guwedde

## Beside the board: each side's caption (empiki: Omweso's seeds)

caption-points-seeds = { $side }: obubonero { $points }
    empiki { $seeds }
caption-seeds = { $side }
    empiki { $seeds }

## Omweso's setup

setup-done = Kiwedde

## The end of a game (bulijo, okutema, akawumbi, akakyala are Omweso's own words)

over-wins = { $side } awangudde
over-wins-by = { $side } awangudde na { $kind }
over-next-game = Omuzannyo oguddako
over-play-again = Zannya nate
over-menu = Menyu
over-column-game = omuzannyo
over-column-points = obubonero
win-bulijo = bulijo
win-okutema = okutema
win-akawumbi = akawumbi
win-akakyala = akakyala
