# Kete's words in English: the catalogue every other language follows, message by message.
# How to add a language: docs/TRANSLATING.md.

language-name = English
language-partly-english = partly in English
language = Language

## The games' own words, as the players say them (the same in every language)

-bao = Bao la Kiswahili
-omweso = Omweso
-kimasai = Bao la Kimasai

## Sides and players

side-south = South
side-north = North
seat-human = Human
seat-computer = Computer { $level } · { $name }
level-1-meaning = learner
level-2-meaning = player
level-3-meaning = skilful
level-4-meaning = master craftsman
level-5-meaning = champion

## Rule sets, ways to play and speeds

preset-seed = Seed rules
preset-masters = de Voogt masters
preset-traditional = Traditional (Shackell)
mode-classical = Classical
mode-contract = Contract
mode-blitz = Blitz
mode-classical-explain = untimed; a move may be taken back
mode-contract-explain = untimed; no take-backs
mode-blitz-explain = begin each move within a count of three, or the opponent may take the turn; moves may be taken back
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant

## The title screen

title-tagline = the four-row mancala games of East Africa
title-kimasai-source = 4×12, Klamroth 1911
title-continue = Continue { $game } — { $where } (C)
title-continue-setup = the setup
title-continue-after = after move { $move }
title-rules = Rules
title-who-starts = Who starts
title-fixed-first = { $side } begins (rule G1): agree who sits { $side }.
title-draw-lots = Draw lots
title-players = Players
title-play-mode = Play
title-match-to = Match to
title-points = { $points } points
title-play = Play { $game }
title-open-file = Open a game file…
title-open-file-hint = a game saved from Kete, or a record from kete-cli
title-how = Two players at one screen, or against the computer. Click a glowing pit to move its seeds.
title-keys = Keys 1, 2, 3 start Bao la Kimasai, Bao la Kiswahili, Omweso.

## The pause panel

pause-title = Paused
pause-leave-match = Leave this match for the menu?
pause-leave-game = Leave this game for the menu?
pause-restart-match = Start this match again?
pause-restart-game = Start this game again?
pause-lost-moves = It will be lost: { $moves ->
    [one] 1 move played.
   *[other] { $moves } moves played.
}
pause-lost-score = It will be lost: { $score }.
pause-abandon = Abandon it (Enter)
pause-keep = Keep playing (Esc)
pause-resume = Resume (Esc)
pause-rules = Rules
pause-restart = Restart (R)
pause-menu = Menu (M)
pause-save = Save game… (Ctrl+S)
pause-open = Open game… (Ctrl+O)
pause-position = Position…
pause-position-hint = copy this position, or paste one
pause-sound = Sound
pause-sound-on = on
pause-speed = Speed
pause-preview = Preview
pause-preview-explain = show a move when its pit is hovered
pause-hole-names = Hole names
pause-hole-names-explain = write each hole's name on the board (N)
score-line = South { $south } – { $north } North, the match to { $target }
