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

## The bar above the board

bar-menu = Menu
bar-restart = Restart
bar-redo = Redo
bar-redo-hint = Ctrl+Y: play the move taken back again
bar-take-back = Take back
bar-contract-stands = Contract play: a move once made stands
bar-hint = Hint
bar-hint-explain = H: what the strongest computer level would play
bar-moves = Moves
bar-finish-move = Space: finish the move
bar-rules = Rules
bar-settings = Settings
bar-preview = Preview
bar-preview-explain = P: show a move when its pit is hovered
bar-sound-on = Sound on
bar-sound-off = Sound off
bar-sound-explain = M: sound on or off
bar-speed = Speed: { $speed }
bar-speed-explain = - and +: slower, faster
bar-arranges = { $side } arranges
bar-to-move = { $side } to move
bar-reviewing = Reviewing
bar-game-over = Game over
bar-listing = the rules are working out the legal moves…
bar-thinks = { $player } thinks…
bar-hint-looking = looking for a hint…
bar-hint-found = hint: { $move }
bar-checking-relays = checking { $pits } (may never end): { $millions } M relays
bar-checking-laps = checking { $pits } (may never end): { $millions } M laps
bar-time = time!
bar-score = { $south } – { $north }, the match to { $target }
bar-or = or
bar-preview-line = preview: { $ways }
bar-preview-ways = preview (Tab: the next way): { $ways }
bar-last-move = move { $move }: { $words }
bar-rules-title = Rules — { $game }

## Beside the board: each side's caption

caption-to-place = { $side }
    { $count } to place
caption-arranged = { $side }
    arranged
caption-arranges-next = { $side }
    arranges next
caption-namua = { $side }
    namua, { $count } in hand
caption-mtaji = { $side }
    mtaji
caption-points-seeds = { $side }: { $points } points
    { $seeds } seeds
caption-seeds = { $side }
    { $seeds } seeds
caption-taken = { $side }
    { $count } taken

## Omweso's setup

setup-first-by-lot = { $side } arranges first (drawn by lot to begin)
setup-first-chosen = { $side } arranges first (chosen to begin)
setup-second = { $side } arranges, with { $first }'s seeds in view; then { $first } moves first
setup-cap = at most { $cap } in a pit
setup-no-cap = any number in a pit
setup-left = Seeds left to place: { $count } · { $cap }
setup-fill-standard = Standard (4 in each outer pit)
setup-fill-two = Two in every pit
setup-fill-random = Random
setup-fill-clear = By hand (clear)
setup-done = Done
setup-help-touch = Tap a pit to add a seed · drag one off or to another pit
setup-help-mouse = Click a pit to add a seed · right-click or drag off to take one back · drag to move one
setup-help-keys = Keys: S standard · T two in every pit · R random · C clear · Enter done

## The end of a game

over-annulled = Annulled
over-draw = A draw
over-wins = { $side } wins
over-wins-by = { $side } wins by { $kind }
over-after-moves = after { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
over-no-points = no points: the game is played again
over-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}
over-column-game = game
over-column-first = first
over-column-result = result
over-column-points = points
over-result-won = { $side }, { $kind }
over-result-annulled = annulled: { $why }
over-match-won = { $side } wins the match
over-new-match = New match
over-replay-game = Replay the game
over-next-game = Next game
over-play-again = Play again
over-menu = Menu
over-replay = Replay
over-replay-explain = the game again from its start, a move at a time
over-step-back = Step back
over-step-back-explain = Left arrow: look at the moves one by one
win-bulijo = bulijo
win-okutema = okutema
win-akawumbi = akawumbi
win-akakyala = akakyala
win-annulled = annulled
annulled-never-ending = a move would never end
annulled-repetition = repetition, or 500 moves without a capture

## Why a game ended

reason-never-ending-annulled = a move would never end: the game is annulled
reason-omweso-repetition = the position came round a third time, or 500 moves passed without a capture
reason-repetition = the position repeated
reason-bao-hamna = Bao hamna: { $loser }'s front row is empty
reason-omweso-inner-row = a capture cleared { $loser }'s inner row
reason-front-row-empty = { $loser }'s front row is empty
reason-both-ends = captures at both ends of the board in one move
reason-two-captures-first = captured in two turns before { $loser } captured at all
reason-never-ending = { $loser } played a move that would never end
reason-omweso-no-seeds = a capture left { $loser } no seeds at all
reason-no-stones = { $loser } has no stones left
reason-omweso-cannot-move = { $loser } cannot move: every pit holds 0 or 1
reason-no-legal-move = { $loser } has no legal move

## A move in words (the bar's last move and preview)

said-move = { $side }: { $move }
said-move-did = { $side }: { $move } — { $did }
said-captured = captured { $count } from { $pit }
said-safari = safari
said-stopped = stopped in the nyumba
said-taxed = nyumba taxed
said-destroyed = nyumba destroyed
said-takasia = takasia on { $pit }
said-reverse = reverse
said-ended = ended in { $pit }

## The board's questions

ask-kichwa = Where do the captured seeds enter? Choose the kichwa.
ask-omweso-start = How does this move begin?
ask-which-way = Which way? Click the next hole, or choose below.
ask-nyumba = The capture lap ended in the nyumba { $pit }: stop here, or go on (safari)?
ask-reverse = From { $pit } the next lap may go in reverse.
ask-how-on = How does the move go on?
ask-cancel = Cancel
ask-keys = or keys 1 to { $count }
ask-keys-or-click = or click a green pit on the board, or keys 1 to { $count }
answer-kichwa = Kichwa { $pit }
answer-sow-toward = Sow toward { $pit }
answer-clockwise = Clockwise (reverse)
answer-counter-clockwise = Counter-clockwise
answer-three-seed-opening = Three-seed opening: 2 + 1, the turn ends
answer-safari = Safari: sow the nyumba on
answer-stop = Stop: the move ends here
answer-play = Play
answer-way = Option { $n }
answer-no-capture = no capture on this lap
answer-captures = captures { $seeds } from { $pits }
answer-and = and
answer-nyumba-destroyed = the nyumba is destroyed; { $then }
answer-nyumba-stays = the nyumba stays

## Words that rise from a pit as a move is shown

note-kichwa = kichwa
note-reverse = reverse
note-nyumba-taxed = nyumba taxed: 2 seeds
note-nyumba-destroyed = nyumba destroyed
note-safari = safari!
note-stop = stop
note-takasia = takasia

## Blitz

blitz-count = { $side }: { $count }
blitz-ran-out = { $late }'s count ran out: { $other } may take the turn.
blitz-take-turn = { $other } takes the turn
