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
preset-kujifunza = Bao la Kujifunza
preset-hus = Hus
preset-hus-namibian = Namibian Hus
preset-traditional = Traditional (Shackell)
preset-mcgill = McGill (one way round)
title-mcgill-explained = McGill University's course game: every lap one way round, no capture on either player's first move, and the only win leaves the other player no move.
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
title-continue-aside = Back to the game you put aside: { $game } — { $where }
title-rules = Rules
title-who-starts = Who starts
title-fixed-first = { $side } begins (rule G1): agree who sits { $side }.
title-draw-lots = Draw lots
title-players = Players
title-play-mode = Play
title-match-to = Match to
title-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}
title-play = Play { $game }
title-open-file = Open a game file…
title-open-file-hint = a game saved from Kete, or a record from kete-cli
title-how = Two players at one screen, or against the computer. Click a glowing pit to move its seeds.
title-keys = Keys 1, 2, 3 start Bao la Kimasai, Bao la Kiswahili, Omweso; L opens the lessons.

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
pause-colours = Colours
pause-colours-explain = colour-blind palette (every mark keeps its own form too)
pause-text-size = Text size
pause-motion = Motion
pause-motion-explain = reduce motion: moves land at once
pause-face-to-face = Face to face
pause-face-to-face-explain = two players across a screen laid flat: North's words turned to North
score-line = South { $south } – { $north } North, the match to { $target }

## The bar above the board

bar-face-to-face = Face to face
face-your-move = Your move, { $side }
bar-menu = Menu
bar-restart = Restart
bar-restart-online = A game with a friend online begins again once it is over: then both boards start the next game
    .stranger = An online game begins again once it is over: then both boards start the next game
bar-redo = Redo
bar-redo-hint = Ctrl+Y: play the move taken back again
bar-take-back = Take back
bar-take-back-hint = Ctrl+Z: take the last move back
bar-ask-take-back-hint = Ask your friend to let you take back your last move
    .stranger = Ask the other player to let you take back your last move
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
bar-your-move = Your move
bar-friends-move = Friend's move
    .stranger = Their move
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
caption-points-seeds = { $side }: { $points ->
    [one] 1 point
   *[other] { $points } points
}
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
setup-title = Arranging the seeds
setup-help-mouse = Click a pit to add a seed · right-click or drag off to take one back · drag to move one
setup-help-keys = Keys: S standard · T two in every pit · R random · C clear · D (or Enter) done · arrows, Enter and Backspace: a seed into a pit and back
setup-refused-off-board = That is not a pit of this board.
setup-refused-not-yours = { $hole } is the other player's pit: { $side } is arranging, and seeds go only into their own pits now.
setup-refused-all-placed = All 32 seeds are placed: take one back, or drag one to another pit.
setup-refused-pit-full = { $hole } already holds { $cap } seeds, the most one pit may hold under these rules.
setup-refused-pit-empty = { $hole } is empty: there is no seed there to take back.
setup-refused-not-all-placed = Not yet: an arrangement places all 32 seeds, and { $placed } are placed.
setup-refused-over-cap = A pit holds { $most } seeds: these rules allow at most { $cap } in one pit.

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
over-next-game-online-wait = The next game begins on both boards: wait until your friend is connected and has your last move
    .stranger = The next game begins on both boards: wait until the other player is connected and has your last move
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
annulled-move-limit = 10,000 moves: a draw

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
reason-move-limit = the game reached 5,000 moves each: a draw

## A move in words (the bar's last move and preview)

refused-game-over = The game is over: no move starts anywhere now.
refused-not-yours = { $hole } is your opponent's: you move only from your own two rows.
refused-empty = { $hole } is empty: there is nothing there to lift.
refused-empty-stone = No stone of yours stands on { $hole }.
refused-single = { $hole } holds one seed: a move lifts two or more.
refused-namua-back-row = { $hole } is in the back row: while you hold seeds in hand, each move puts one into a hole of your front row.
refused-must-capture = You must capture, and no capture starts from { $hole }: choose a ringed hole.
refused-must-capture-blocked = Your capture must take the hole your last move blocked, and { $hole } captures another.
refused-nyumba-kept = { $hole } is your nyumba: while another front hole holds seeds, the seed from your hand goes into that hole, and the nyumba keeps its seeds.
refused-single-while-more = { $hole } holds one seed: while a front hole holds two or more, the seed from your hand goes into one of those.
refused-front-row-first = { $hole } is in the back row: a move starts there only when no front hole holds two seeds.
refused-takasia = { $hole } is blocked (takasia) for this move: start from another hole.
refused-empties-front-row = A move from { $hole } would leave your front row empty.
refused-never-ends = Every move from { $hole } would go on for ever, and these rules forbid such a move.
refused-next-hole-taken = The hole after { $hole } is taken: a stone moves only into an empty hole.
refused-answer-first = The move has begun: answer the board's question before choosing another hole.

said-move = { $side }: { $move }
said-move-did = { $side }: { $move } — { $did }
said-from-hand = a seed from the hand into { $pit }
said-lifted = lifted { $pit }
said-lifted-toward = lifted { $pit }, sown toward { $toward }
said-sown-in = the captured seeds in at { $pit }
said-sown-in-toward = the captured seeds in at { $pit }, sown toward { $toward }
said-sown-on = the captured seeds sown on from { $pit }
said-sown-on-toward = the captured seeds sown on from { $pit }, toward { $toward }
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
ask-title = Question
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

## Under Bao's nyumba, its state

label-nyumba = nyumba
label-nyumba-under-six = nyumba (under 6)
label-nyumba-destroyed = destroyed

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

## The rules reference (the bar's Rules): each game's rules in short, a paragraph a message

rules-page-notation = A move's name
rules-notation-bao = A move is named by the hole it starts from and a letter for the way its first seed goes: L toward the mover's own left, R toward their own right, as each player sits at the board. South's holes are A1–A8 (the front row) and B1–B8 (the back row), each row counted from South's left; North's are a1–a8 and b1–b8, counted from North's left — so in the picture, where South sits at the foot, North's row runs a8…a1 from the left. South's A6R goes toward A8, on the right; North's a6R toward a8, on the picture's left. From a back-row hole R goes toward the front row's right end: B8R sows into A8 first.
rules-notation-bao-capture = In a namua capture the letter names the kichwa where the captured seeds come in: L the mover's left kichwa (A1 or a1), R the right one (A8 or a8); from there they are sown toward the other end. A + at the end goes on from the nyumba (safari). The line under the bar says each move in words: where it began, which way its seeds went, what it captured and where it ended.
rules-notation-omweso = A move is named by the pit it starts from, as the picture names them: columns a–h, rows 1–4, row 1 South's outer row and row 4 North's. cw after the name marks a first lap that goes clockwise (a reverse capture: a1cw); each later choice of way follows after a comma (,cw or ,ccw). The line under the bar says each move in words.
rules-notation-kimasai = A move is named by the hole of the stone that steps, as the picture names them: columns a–l, rows 1–4, row 1 South's back row and row 4 North's. The line under the bar says each move in words.
rules-notation-south-left = ← L: South's left
rules-notation-south-right = South's right: R →
rules-notation-north-right = ← R: North's right
rules-notation-north-left = North's left: L →
rules-bao-1 = Each player owns the two rows nearest them: the front row (A, facing the opponent) and the back row (B). The square hole in the front row is the nyumba (the house). Each player starts with 6 seeds in the nyumba, 2 in each of the two holes to its right, and 22 seeds in hand. South begins.
rules-bao-2 = Namua stage — while you have seeds in hand, each move starts by putting one seed from your hand into an occupied hole of your front row. If a hole of yours faces an occupied hole of the opponent, you must capture: put the seed there and take the opponent's seeds facing it. Otherwise you put the seed into an occupied hole (not the functional nyumba, unless it is all you have), lift that hole and sow its seeds to the left or right.
rules-bao-3 = Captured seeds are sown from a kichwa, an end hole of your front row, toward the centre. A capture at either end (the kichwa or kimbi holes 1, 2 or 7, 8) enters from the kichwa on that side. The first capture of a namua move from a central hole lets you choose the kichwa; later captures keep the move's direction.
rules-bao-4 = Sowing: one seed into each hole round your two rows. When the last seed falls into an occupied hole you lift all its seeds and sow on; into an empty hole, the move ends. In a capturing move, a lap that ends in an occupied front hole facing an occupied hole captures again.
rules-bao-5 = The nyumba counts while you own it with six or more seeds. In the namua stage a capturing lap that ends there lets you stop, or go on by sowing it (safari — the nyumba is then destroyed). A non-capturing move into the nyumba lifts only two seeds (the nyumba is taxed) and it stays yours. A nyumba ever emptied is destroyed: an ordinary hole for the rest of the game.
rules-bao-6 = Mtaji stage — once your hand is empty: lift a hole of yours with 2 to 15 seeds so that the first lap ends in an occupied front hole facing an occupied hole, and capture. If no capture exists you must takasa: sow a front hole with two or more without capturing. After a takasa the opponent's one hole you could capture may be takasia'd: they may not play it on their next move.
rules-bao-7 = The end: a player whose front row is empty (Bao hamna), or who has no legal move, loses. A move that would never end may not be played.
rules-bao-8 = Kete plays the seed's rules by default; the de Voogt masters preset follows the Zanzibar masters where they differ.
rules-omweso-1 = Each player owns the 16 pits of the two rows nearest them: the outer row and the inner row, which faces the opponent. The seeds (empiki) always travel counter-clockwise around your own 16 pits; 32 are yours.
rules-omweso-2 = Setup: the first player, drawn by lot, arranges all 32 of their seeds over their own pits; then the second player arranges theirs, seeing the first; then the first player moves. Standard: four seeds in each outer pit.
rules-omweso-3 = A move: lift a pit of yours with two or more seeds and sow one seed into each following pit. If the last seed falls into an occupied pit, lift that pit and sow on (a relay); into an empty pit, the turn ends.
rules-omweso-4 = Capture: when the last seed falls into an occupied pit of your inner row and both of the opponent's pits in that column hold seeds, take them both and sow them on, starting from the pit where the capturing lap began.
rules-omweso-5 = Reverse: a lap that starts from one of your four left pits (two outer, two inner) may go clockwise instead — only if that lap captures directly. Kete asks when a reverse lap is possible and shows what it would capture.
rules-omweso-6 = The three-seed opening (Seed rules): before the game's first capture, a pit of exactly three may be sown two into the next pit and one into the pit after; the turn ends. The game's first move may not capture (Seed rules).
rules-omweso-7 = Winning: a player who cannot move (every pit 0 or 1) loses — bulijo, 1 point. Capturing both end columns in one move, or emptying the opponent's inner row with a capture, is okutema — 2 points. Leaving the opponent no seeds at all is akawumbi — 12, the match. A match is played to 12 points; the first player alternates.
rules-omweso-8 = A move that would never end annuls the game: no points, and the game is played again.
rules-omweso-9 = Play modes: Classical (untimed, take-backs allowed), Contract (no take-backs), Blitz — ekyobutabala, 'without counting' (begin each move within a count of three, or the opponent may take the turn).
rules-omweso-mcgill-1 = McGill's rules are the Omweso of McGill University's artificial-intelligence course (COMP-424, 2015), as its game engine plays them — and a gentler Omweso to begin with: every lap goes one way round. Each player owns the 16 pits of the two rows nearest them; the seeds always travel counter-clockwise around your own 16 pits.
rules-omweso-mcgill-2 = Setup: the first player arranges all 32 of their seeds over their own pits, any way at all; then the second player arranges theirs; then the first player moves.
rules-omweso-mcgill-3 = A move: lift a pit of yours with two or more seeds and sow one seed into each following pit, counter-clockwise. If the last seed falls into an occupied pit, lift that pit and sow on (a relay); into an empty pit, the turn ends.
rules-omweso-mcgill-4 = Capture: when the last seed falls into an occupied pit of your inner row and both of the opponent's pits in that column hold seeds, take them both and sow them on, counter-clockwise, from the pit where the capturing lap began. Neither player captures on their first move.
rules-omweso-mcgill-5 = Winning: a player who cannot move (every pit 0 or 1) loses. There is no reverse lap and no win by capturing both ends. A move of more than 200 laps counts as a move that would never end: the game is annulled. After 5,000 moves each, the game is a draw.
rules-omweso-mcgill-6 = Source: the course's engine, CCBoardState.java (github.com/HSY3D/Omweso); Kete replays the course tournament's game logs move for move under these rules.
rules-kimasai-1 = Each player owns the two rows nearest them: a back row and a front row. Stones travel counter-clockwise around the player's own two rows.
rules-kimasai-2 = A move: pick one of your stones whose next hole counter-clockwise is empty, and step it into that hole. One stone, one hole — holes never hold two stones.
rules-kimasai-3 = Capture: when your stone steps into a hole of your front row, the opponent's stone directly opposite in their front row is taken. Only then, their back-row stone in the same column is taken too.
rules-kimasai-4 = Stepping into your back row never captures. You may choose a quiet move even when a capture is possible.
rules-kimasai-5 = The player who captures all of the opponent's stones wins. (A player with stones always has a move, and no position can repeat — so every game ends with a winner.)
rules-kimasai-6 = Described by Martin Klamroth in 1911, played by the Maasai near Mpwapwa, Tanzania.

## The move list (the bar's Moves)

moves-title = Moves
moves-game-won = game { $game }: { $side }, { $kind } ({ $points })
moves-game-annulled = game { $game }: annulled
moves-none = no move yet
moves-start = start
moves-show-after = show the board after this move
moves-to-start = Home: the start of the game
moves-back = Left arrow: one move back
moves-stop-replay = stop the replay
moves-play = Play
moves-play-explain = play the moves from here on by themselves
moves-replay = Replay
moves-replay-explain = replay the game from its start
moves-forward = Right arrow: the next move
moves-to-end = End: back to the last move

## Looking back at an earlier position

review-reviewing-start = Reviewing: the board at the start
review-reviewing-move = Reviewing: the board after move { $shown } of { $all }
review-replaying-start = Replaying: the board at the start
review-replaying-move = Replaying: the board after move { $shown } of { $all }
review-how-touch = the Moves list steps through the moves
review-how-keys = Page Up, Page Down (← → when no pit is to choose), Home, End: step through the moves
review-back = Back to the game
review-back-explain = End: the board after the last move
review-play-on = Play on from here
review-play-on-drops = play goes on from this position; { $later ->
    [one] the 1 later move will be dropped
   *[other] the { $later } later moves will be dropped
}
review-contract-stands = Contract play: a move once made stands, so play goes on from the last move
review-result-counts = this game's result counts in the match: it can be looked at, not played again

## The position window, and files saved and opened

position-title = Position
position-this = This position (docs/NOTATION.md):
position-copy = Copy
position-paste = Play from a position: paste it here
position-play = Play from this position
file-kind = Kete game
file-save-title = Save game
file-open-title = Open game
notice-title = Note
notice-ok = OK
notice-saved = Saved as { $name }.
notice-not-saved = The game could not be saved: { $why }.
notice-no-rules-name = This game's rules have no name a file could keep.
notice-opened = Opened { $name }: { $game }, { $moves ->
    [one] 1 move.
   *[other] { $moves } moves.
}
notice-not-opened = { $name } could not be opened: { $why }. Nothing was changed.
notice-pasted-too-long = Not a position: { $chars } characters pasted. Nothing was changed.
notice-pasted = Playing from the pasted position ({ $game }).
notice-not-a-position = Not a position: { $why }. Nothing was changed.
notice-address-position = The position in the address could not be opened: { $why }
notice-address-game = The game in the address could not be opened: { $why }
notice-save-kept = The saved game could not be read ({ $why }); it was kept as { $file }.
notice-save-not-kept = The saved game could not be read ({ $why }), nor kept aside: { $error }.
file-too-large = it is { $bytes } bytes, more than any game needs
file-not-text = it is not text (UTF-8)
file-not-a-file = it is not a regular file
file-not-json = not a Kete game file (not JSON: { $detail })
file-unknown-format = not a Kete game file: its format is '{ $format }'
file-no-format = not a Kete game file: it says no format
file-newer = it was saved by a newer Kete (save version { $version })
file-invalid = its game does not hold together: { $detail }
file-io = { $detail }

## The rules reference of Bao's learning games (bao_variants.md)

rules-kujifunza-1 = Bao la Kujifunza — Bao for learning — is Bao la Kiswahili without its first stage: all 64 seeds start on the board, two in every hole, and nobody has seeds in hand. South begins.
rules-kujifunza-2 = A move: lift a hole of yours with 2 to 15 seeds so that its first lap ends in an occupied front hole facing an occupied hole, and capture. Captures are compulsory. If no capture exists, takasa: sow a front hole with two or more (the back row only when no front hole has two) without capturing.
rules-kujifunza-3 = Captured seeds are sown from a kichwa toward the centre: a capture in holes 1 or 2 enters from the left kichwa, in 7 or 8 from the right (the kimbi, which may turn the move round); in between, from the kichwa that keeps the move's direction. A lap that ends in an occupied hole goes on from it; in an empty hole the move ends.
rules-kujifunza-4 = There is no nyumba and no takasia: the square hole of Bao la Kiswahili is an ordinary hole here. A hole of 16 seeds or more never starts a capture.
rules-kujifunza-5 = The end: a player whose front row is empty, or who cannot move, loses. A move that would never end may not be played. Once this game is easy, play Bao la Kiswahili: it adds the namua stage, the nyumba and takasia.
rules-hus-1 = Hus is the simplest game of the Bao family, as Board Game Arena plays it: two seeds in every hole, 64 in all. South begins.
rules-hus-2 = A move: lift any hole of yours with two seeds or more, from either row, and sow them one by one in the direction you choose; the direction never changes during the move. No capture is compulsory.
rules-hus-3 = When the last seed falls into an empty hole, the move ends. When it falls into a hole of your front row and the opponent's front hole opposite is occupied, capture: take those seeds, lift your hole too, and sow them all on from the next hole. Into any other occupied hole: lift it and sow on.
rules-hus-4 = Only the opponent's front row can be captured; there is no kichwa and no nyumba. A single seed is never sown, and a lone front hole is sown toward the centre, so that your front row is never emptied.
rules-hus-5 = The end: a player whose front row a capture empties, or who has no hole of two seeds on his turn, loses. A move that would never end may not be played. Next: Bao la Kujifunza.
rules-hus-namibian-1 = Hus as it is played in Namibia, where teachers begin: each player has two seeds in every back hole and in the four right-hand front holes, 24 each. South begins.
rules-hus-namibian-2 = A move: lift any hole of yours with two seeds or more and sow them one by one counter-clockwise round your own two rows. No capture is compulsory.
rules-hus-namibian-3 = When the last seed falls into an empty hole, the move ends. When it falls into a hole of your front row and the opponent's front hole opposite is occupied, capture it and the back hole behind it when that is occupied: lift your hole too, and sow them all on from the next hole. Into any other occupied hole: lift it and sow on.
rules-hus-namibian-4 = A front row may be emptied, by either player, and that loses nothing.
rules-hus-namibian-5 = The end: a player who has no hole of two seeds on his turn loses. A move that would never end may not be played. Next: Hus, where you choose the direction and your front row may never be emptied.

## Learn to play: the Learn screen, a lesson's panel, and why a move was not the task

title-learn = Learn to play
title-learn-hint = L: short lessons on the real board, for each game
learn-title = Learn to play
learn-intro = Short lessons on the real board: read a few lines, then make the move asked. Bao begins with its learning games, Hus and Bao la Kujifunza.
learn-back = Back
learn-progress = { $done } of { $count } done
learn-first-game = Play a first game against the computer
learn-first-game-hint = You play South against level 1, the gentlest.
learn-practice-game = Play a game of { $game } against the computer
learn-lesson = Lesson
learn-lesson-of = Lesson { $number } of { $count } · { $game }
learn-exercise-of = exercise { $number } of { $count }
learn-star = Right the first time: a star.
learn-scene-move = Move { $number } of { $count }:
learn-scene-right = Right! Now the computer answers.
learn-scene-answered = Right! The computer answered { $move }; now your next move.
guide-title = Your first game, guided
guide-start-bao = You play South, at the bottom; the computer plays North, gently. Every move and question is explained here as it comes. Start where the board rings a hole.
guide-start-omweso = You play South, at the bottom; the computer plays North, gently. First each arranges their 32 seeds; then every move and question is explained here as it comes.
guide-start-kimasai = You play South, at the bottom; the computer plays North, gently. Every move is explained here as it comes. Step one of the ringed stones.
guide-setup = Arrange your 32 seeds on your two rows: click a pit to add a seed, or take the standard arrangement (four in each outer pit) with the Standard button below, then press Done.
guide-your-move = Your move: the ringed holes may start one. Hover a hole to see where its move would go.
guide-computer-moves = The computer is moving.
guide-over = The game is over. Play another, or go back to the lessons.
guide-over-game = { $side } won this game by { $kind }: { $points ->
    [one] 1 point
   *[other] { $points } points
}. The score: { $score }. In the next game { $first } begins, and both arrange their seeds again.
guide-over-match-won = { $side } has reached { $target } points and wins the match. New match begins another, from nought.
guide-over-annulled = This game is annulled: it counts nothing and is played again, both arranging their seeds anew.
guide-from-hand-capture = Namua: a seed from the hand went into { $pit }, which faced the opponent's seeds, so they were captured.
guide-from-hand-takasa = Namua: a seed from the hand went into { $pit }; no seeds faced it, so its seeds were sown — a takasa, which captures nothing.
guide-said-from-hand = The move began with a seed from the hand into { $pit }: while seeds are in hand (the namua stage), every move begins so.
guide-said-lifted = The move began by lifting the seeds of { $pit } and sowing them one by one toward { $toward }. In the move's name, L or R is the first seed's way: to the mover's own left or right, as they sit at the board.
guide-said-sown-in = The captured seeds came in at { $pit } and were sown one by one toward { $toward }.
guide-said-sown-on = The captured seeds were sown on from { $pit }, where the capturing lap began, one by one toward { $toward }.
guide-said-captured = A capture: a lap ended facing the opponent's seeds in { $pit }, and they were taken.
guide-said-safari = Safari: the move went on from the nyumba, which is now an ordinary hole.
guide-said-stopped = The move stopped at the nyumba, which keeps its seeds.
guide-said-taxed = The nyumba paid its tax: only two of its seeds were sown.
guide-said-destroyed = A nyumba was lifted or captured: it is an ordinary hole for the rest of the game.
guide-said-takasia = { $pit } is takasia: its owner may not start the next move from it.
guide-said-reverse = A lap went clockwise, as the reverse lap allows when it captures at once.
guide-said-ended = The last seed fell in { $pit }, an empty hole: the move ended there.
guide-said-captured-stone = A capture: the stone stepped into its front row facing { $pit }, which was taken, with the stone behind it if there was one.
guide-said-stepped = The stone stepped to { $pit }, the empty hole ahead of it.
guide-why-kichwa = Why the question: the capture came from a middle hole, so you choose the end where the captured seeds come in, and with it the way they go.
guide-why-omweso-start = Why the question: this pit may start more than one way — anticlockwise as usual, clockwise if that captures at once, or the three-seed opening.
guide-why-which-way = Why the question: this move may go either way round; choose the way.
guide-why-nyumba = Why the question: the lap ended in your working nyumba with nothing to capture opposite it. Stop to keep its seeds, or go on (safari) and give it up.
guide-why-reverse = Why the question: this lap ends in one of your four left pits, and a clockwise lap from it would capture at once. Choose the way.
guide-why-how-on = Why the question: from here the move may go on more than one way; choose how.
learn-done = Well done!
learn-next = Next lesson
learn-again = Again
learn-try-again = The move is taken back: try again.
learn-hint = Hint: play { $move }. The board shows where it goes.
learn-try-arrangement-again = Your seeds stay where you put them: move some and press Done again.
learn-show-arrangement = Show me an arrangement
learn-all-lessons = All lessons

miss-nothing-captured = This move captured nothing: its last seed fell in { $hole }.
miss-nothing-captured-anywhere = This move captured nothing.
miss-captured-elsewhere = This move captured from { $holes }, not from the hole asked.
miss-captured = This move captured from { $holes }.
miss-too-few-captures = This move captured only from { $holes }.
miss-ended-elsewhere = This move ended in { $hole }.
miss-no-relay = The last seed fell in an empty hole ({ $hole }), so the move stopped there.
miss-no-kichwa = This move captured nothing, so no seeds came in at a kichwa.
miss-other-kichwa = The captured seeds came in at { $holes }.
miss-nyumba-went-on = At the nyumba the move went on (safari).
miss-nyumba-stopped = At the nyumba the move stopped.
miss-nyumba-not-reached = No lap ended in the nyumba, so there was nothing to choose there.
miss-no-takasia = This move left no hole of the opponent takasia.
miss-no-reverse = Every lap went anticlockwise.
miss-no-three-seed = This move was an ordinary sowing, not the three-seed opening.
miss-not-won = The game goes on.
miss-arrange-first = This lesson asks you to arrange your seeds, not to move.
miss-no-capture-after = If North begins with { $move }, no move of yours can capture.
miss-undecided = A move from this arrangement would go on too long to judge.
task-capture = Make a move that captures.
task-capture-from = Capture from { $hole }.
task-no-capture = Make a move that captures nothing.
task-captures = Capture { $count } times or more in one move.
task-end-in = Make the move end in { $hole }.
task-relay = Make a move that sows on from where its first lap ended.
task-kichwa = Make the captured seeds come in at { $hole }.
task-safari = Capture, and at the nyumba go on (safari).
task-stop = Capture, and at the nyumba stop.
task-takasia = Leave one of the opponent's holes takasia.
task-reverse = Capture with a clockwise lap.
task-three-seed = Play the three-seed opening.
task-win = Win the game with this move.
task-arrange-capture-next = Arrange your 32 seeds so that, whatever North plays first, a move of yours can then capture; then press Done.

## The lessons (assets/lessons/<game>.json): a title, a few sentences and the task of each

lesson-bao-hus-sowing-title = Sowing
lesson-bao-hus-sowing-text = Hus is the simplest game of the Bao family. You own the two rows nearest you: the front row A and the back row B. A move lifts all the seeds of one of your holes that holds two or more and sows them one by one into the next holes, to the left or to the right, round your own 16 holes. If the last seed falls in an empty hole, the move ends.
lesson-bao-hus-sowing-task = Sow so that your last seed falls in the empty hole A6.
lesson-bao-hus-relay-title = Sowing on
lesson-bao-hus-relay-text = If the last seed falls in a hole that already had seeds, you lift them all, the last seed with them, and sow on from the next hole, the same way. A move can go on like this many times.
lesson-bao-hus-relay-task = Make a move that sows on from the hole where its first lap ended.
lesson-bao-hus-capture-title = Capturing
lesson-bao-hus-capture-text = If the last seed of a lap falls in your front row, in a hole that already had seeds, and the opponent's front hole opposite holds seeds, you capture them: lift them with the seeds of your hole and sow them all on from the next hole, the same way.
lesson-bao-hus-capture-task = Capture the seeds in a8.
lesson-bao-hus-win-title = Winning Hus
lesson-bao-hus-win-text = Only the opponent's front row can be captured. You win when a capture empties it, or when the opponent has no hole with two seeds left to move. Captures go on lap after lap: one move can clear a whole row.
lesson-bao-hus-win-task = Win the game with this move.
lesson-bao-kujifunza-capture-title = Bao la Kujifunza: you must capture
lesson-bao-kujifunza-capture-text = Bao la Kujifunza is Bao without its first stage: two seeds in every hole, nobody holds seeds in hand, and there is no nyumba. If a move can capture, you must capture. A capture starts from a hole of either of your rows with 2 to 15 seeds, and its first lap must end in your front row, in a hole that had seeds, facing an opponent's hole with seeds: count each hole's seeds to see where its lap ends.
lesson-bao-kujifunza-capture-task = Capture the seeds in a3.
lesson-bao-kujifunza-kimbi-title = The kichwa
lesson-bao-kujifunza-kimbi-text = Captured seeds come into your front row at one of its ends, a kichwa: A1 or A8. A capture from A1 or A2 comes in at A1, from A7 or A8 at A8 (these four holes are the kimbi); from the middle, at the kichwa that keeps the move's direction. From there they are sown on along your front row. Unlike in Hus, the seeds of your capturing hole stay where they are.
lesson-bao-kujifunza-kimbi-task = Make the captured seeds come in at A8.
lesson-bao-bao-namua-title = Bao: seeds from your hand
lesson-bao-bao-namua-text = Bao la Kiswahili begins with most seeds in hand: 22 each. On the board each player starts with 6 seeds in the nyumba (A5) and 2 in each of the next two holes to its right, A6 and A7; every other hole is empty. In this first stage, the namua, every move puts one seed from your hand into a hole of your front row that holds seeds. If that hole faces an opponent's hole with seeds, you capture them; and if you can capture, you must.
lesson-bao-bao-namua-task = Put a seed from your hand where it captures the seeds in a7. (From A2, a kimbi, the captured seeds come in at A1: there is no choice to make.)
lesson-bao-bao-takasa-title = Bao: the first move
lesson-bao-bao-takasa-text = A namua move captures only when its seed goes into a hole facing one of the opponent's that holds seeds. At the start no hole does, so the game's first move captures nothing: a takasa. Its seed from your hand goes into a hole of your front row that holds seeds, but not into your nyumba while it works (unless it is the only one); then you take up all of that hole's seeds and sow them one a hole, to the left or the right. South, at the bottom, moves first; then the players take turns. And a move whose first lap captures nothing is a takasa to its end: none of its laps captures.
lesson-bao-bao-takasa-task = Play the game's first move so that its last seed falls in A4.
lesson-bao-bao-kichwa-title = Choosing the kichwa
lesson-bao-bao-kichwa-text = When the first capture of a namua move is made from a middle hole (A3 to A6), you choose the kichwa the captured seeds come in at, and with it the way the move goes: from A1 they are sown to the right, from A8 to the left.
lesson-bao-bao-kichwa-task = Capture, and let the captured seeds come in at A1.
lesson-bao-bao-nyumba-title = The nyumba: stop
lesson-bao-bao-nyumba-text = The square hole is your nyumba. In the namua stage, while it is yours with six seeds or more, a capturing move whose lap ends there with nothing to capture opposite may stop, keeping the nyumba's seeds, or go on from it (safari), which destroys it for good. If the hole facing it holds seeds, the lap captures instead; and a move that captures nothing simply stops there.
lesson-bao-bao-nyumba-task = Capture, then stop when the move reaches your nyumba.
lesson-bao-bao-tax-title = The nyumba's tax
lesson-bao-bao-tax-text = When nothing can be captured and your working nyumba is the only hole of your front row with seeds, your seed goes into the nyumba, but you take up only two of its seeds and sow them: the nyumba pays a tax and keeps the rest. It goes on working while it holds six seeds or more. Once it no longer works, it is lifted whole like any other hole, and is a nyumba no more.
lesson-bao-bao-tax-task = Pay the tax: sow two seeds from your nyumba so that the last falls in A3.
lesson-bao-bao-namua-single-title = No working nyumba: a hole of two
lesson-bao-bao-namua-single-text = Once your nyumba no longer works, or is gone, the seed from your hand in a takasa must go into a front hole that already holds two seeds or more; a hole of one seed takes it only when every front hole with seeds holds just one. Here A3 and A5 hold one seed each and A4 and A6 two: only A4 and A6 may take the seed.
lesson-bao-bao-namua-single-task = Play a takasa whose last seed falls in A7.
lesson-bao-bao-safari-title = Safari
lesson-bao-bao-safari-text = Going on from the nyumba costs it: its seeds are sown on and it is an ordinary hole from then on. It pays when the seeds sown on capture again. Here, stopping captures once; going on captures again.
lesson-bao-bao-safari-task = Capture, go on from the nyumba (safari), and capture again.
lesson-bao-bao-mtaji-title = The mtaji stage
lesson-bao-bao-mtaji-text = When both hands are empty, the mtaji stage begins. A move that captures starts from any of your holes with 2 to 15 seeds, in either row, and its first lap must end in your front row, in a hole that had seeds, facing an opponent's hole with seeds. If a move can capture, you must capture. A hole of one seed never starts a move, and one of 16 seeds or more never starts a capture. And your nyumba is now a hole like any other: a lap that ends in it sows on, and it is a nyumba no more.
lesson-bao-bao-mtaji-task = Capture the seeds in a8.
lesson-bao-bao-mtaji-takasa-title = Mtaji: when nothing can be captured
lesson-bao-bao-mtaji-takasa-text = In the mtaji stage, only when no move of yours can capture do you play a takasa, a move that captures nothing. It starts from a hole of your front row with two seeds or more (however many); your back row may start one only when no front hole holds two. Here your back row holds plenty of seeds, but A3 and A4 hold two each: only they may start a move.
lesson-bao-bao-mtaji-takasa-task = Play a takasa whose last seed falls in A6.
lesson-bao-bao-takasia-title = Takasia
lesson-bao-bao-takasia-text = In the mtaji stage, a move that cannot capture (a takasa) may still block one of the opponent's holes. If after it the opponent cannot capture, and your next captures could take only one hole of theirs, that hole is takasia for their next move: they may not start from it, and a lap of theirs that ends in it stops there.
lesson-bao-bao-takasia-task = Make a move that leaves one of the opponent's holes takasia.
lesson-bao-bao-takasia-spared-title = Takasia: the holes never blocked
lesson-bao-bao-takasia-spared-text = Some holes are never blocked, so that a takasia never leaves the opponent without a move: their working nyumba, their only front hole with seeds, and their only front hole with two seeds or more. Here, after a takasa from A1, your next captures could take only a7 — but a7 is North's only front hole with two seeds or more, so it stays free.
lesson-bao-bao-takasia-spared-task = Play a takasa whose last seed falls in A5.
lesson-bao-bao-win-title = Winning Bao
lesson-bao-bao-win-text = There are no draws in Bao: every game ends with a winner. You win when the opponent's front row is empty, or when the opponent has no move left. Captures can follow one another through a whole move until the row is bare. So your own front row may never be emptied, not even for a moment: when its only hole with seeds is a kichwa, you must sow it toward the centre.
lesson-bao-bao-win-task = Win the game with this move.

lesson-omweso-sowing-title = Sowing
lesson-omweso-sowing-text = In Omweso you own the 16 pits of your two rows, and seeds travel anticlockwise round them: to the right along your outer row, to the left along your inner row (a later lesson shows the one exception, a reverse lap that captures). A move lifts a pit of two seeds or more and sows them one by one. If the last seed falls in an empty pit, the move ends.
lesson-omweso-sowing-task = Sow so that your last seed falls in g2.
lesson-omweso-relay-title = Sowing on
lesson-omweso-relay-text = If the last seed falls in a pit that already had seeds, and it captures nothing, you lift all the seeds of that pit and sow on: a new lap. A move goes on until a last seed falls in an empty pit.
lesson-omweso-relay-task = Make a move that sows on from the pit where its first lap ended.
lesson-omweso-three-seed-title = The three-seed opening
lesson-omweso-three-seed-text = Under the seed rules, until the game's first capture, a pit of exactly three seeds may be sown another way: two seeds into the next pit and one into the pit after it. The turn ends there.
lesson-omweso-three-seed-task = Open with the three seeds of d1.
lesson-omweso-capture-title = Capturing
lesson-omweso-capture-text = If the last seed falls in an occupied pit of your inner row, and both of the opponent's pits in that column hold seeds, you capture both and sow the captured seeds on from the pit where that lap began.
lesson-omweso-capture-task = Make a move that captures.
lesson-omweso-capture-from-title = Finding the capture
lesson-omweso-capture-from-text = Count before you sow: which pit's last seed would fall in your inner row, in a pit with seeds, facing two full pits of the opponent?
lesson-omweso-capture-from-task = Capture the seeds in d3 (and d4 with them).
lesson-omweso-setup-title = Arranging your seeds
lesson-omweso-setup-text = Before each game each player arranges their 32 seeds over their 16 pits as they like, at most 10 in a pit (Seed rules). The first player arranges first and moves first; the second arranges seeing it. Four in each outer pit, the standard arrangement, is safe but captures nothing soon. To capture first, put a seed or two in your inner row where a move of yours will end, facing a column of the opponent's whose two pits hold seeds.
lesson-omweso-setup-task = North has arranged and moves first; a first move may not capture (Seed rules), but yours may. Arrange so that, whatever North plays, a move of yours can capture; then press Done.
lesson-omweso-reverse-title = The reverse lap
lesson-omweso-reverse-text = A lap that starts in one of your four left pits (a1, b1, a2, b2) may go clockwise instead, but only if that lap captures at once.
lesson-omweso-reverse-task = Capture with a clockwise lap.
lesson-omweso-reverse-relay-title = The reverse lap on the way
lesson-omweso-reverse-relay-text = A reverse lap is not only a move's first. When a lap of your move ends in one of your four left pits and the next lap, sown clockwise, would capture at once, the board asks which way it goes: clockwise to capture, or on anticlockwise as usual.
lesson-omweso-reverse-relay-task = Sow on, and when the board asks, send the lap clockwise to capture.
lesson-omweso-win-title = Winning Omweso
lesson-omweso-win-text = A player who cannot move on their turn loses: every pit of theirs holds one seed or none. So every game of Omweso ends with a winner (there are no draws), and such a win counts one point. Here North has few seeds left: capture so that none of their pits holds two.
lesson-omweso-win-task = Win the game: leave North no move.
lesson-omweso-both-ends-title = Both ends at once
lesson-omweso-both-ends-text = A move that captures at both ends of the board, in column a and in column h (the opponent's four end pits), wins at once, with two points, however many seeds are left. The two captures may come one after the other in the same move.
lesson-omweso-both-ends-task = Capture in both end columns, a and h, with one move.
lesson-omweso-inner-row-title = The inner row emptied
lesson-omweso-inner-row-text = Under the Seed rules, this lesson's, a capture that leaves the opponent's inner row empty also wins at once, with two points. Not every player of Omweso plays it: Kete's Traditional rules leave it out.
lesson-omweso-inner-row-task = Win the game: empty North's inner row.
lesson-omweso-akawumbi-title = Akawumbi
lesson-omweso-akawumbi-text = Under the Seed rules, a capture that leaves the opponent no seed at all is akawumbi: it wins not only the game but the whole match at once. A game is otherwise worth one point, or two for a win at both ends or by emptying the inner row, and a match goes to 12.
lesson-omweso-akawumbi-task = Capture the opponent's last seeds, in c3 and c4.

lesson-kimasai-step-title = The step
lesson-kimasai-step-text = Bao la Kimasai has no sowing: a move steps one of your stones one hole on, anticlockwise round your two rows, into an empty hole. A hole never holds two stones. A game begins with a stone in every hole but the leftmost of each player's front row: 23 stones each, so South's first step is forced.
lesson-kimasai-step-task = Step a stone into e2.
lesson-kimasai-capture-two-title = The capture of two
lesson-kimasai-capture-two-text = A stone stepping into your front row captures the opponent's stone opposite it in their front row, and then also the stone behind it in their back row. If their front hole is empty, nothing is captured.
lesson-kimasai-capture-two-task = Capture both c3 and c4 with one step.
lesson-kimasai-back-row-title = Round your two rows
lesson-kimasai-back-row-text = Your two rows are one circuit: at the left end of your front row a stone steps down into your back row, and at its right end back up into the front row. Only a step into your front row captures; a stone in your back row never does.
lesson-kimasai-back-row-task = Step the stone in a2 down into your back row, to a1.
lesson-kimasai-optional-capture-title = A capture may wait
lesson-kimasai-optional-capture-text = In Bao la Kimasai no capture is compulsory: when a step could capture, you may still step another stone, and keep the capture for later.
lesson-kimasai-optional-capture-task = f2 could capture: step any other stone instead.
lesson-kimasai-last-stone-title = The last stone
lesson-kimasai-last-stone-text = You win when you capture the opponent's last stone. A player with stones always has a step to make, so every game ends with a winner: there are no draws.
lesson-kimasai-last-stone-task = Win the game with this move.

## Review with the computer: the analysis of a game

analysis-title = Analysis
analysis-close = Close the analysis
analysis-analyse = Analyse the game
analysis-analyse-hint = A: the computer goes through every move: where the game was won and lost, and what was better.
analysis-running = The computer is going through the game: { $done } of { $count } positions
analysis-other-game = The analysis is of another game: analyse this one from the move list.
analysis-graph-side = { $side } winning
analysis-graph-hint = South's chance to win after each move: up, South is winning; down, North. Click to see the board there.
analysis-best = Best
analysis-good = Good
analysis-inaccuracy = Inaccuracy
analysis-mistake = Mistake
analysis-blunder = Blunder
analysis-mean-loss = Mean loss
analysis-percent = { $value } %
analysis-move = { $ply }. { $side } { $move }: { $mark }, { $loss } % of the chance lost
analysis-better = · better { $move }
analysis-move-hint = Show the board before this move
analysis-clean = No move gave much away: a clean game.
analysis-here = Here { $side } played { $move } ({ $mark }). The board shows { $better }, the computer's move.
explore-title = Analysis board
explore-from-here = Explore from here
explore-from-here-explain = Try moves from this position as a variation, with the computer's view beside the board; the game stays as it is.
explore-chance = { $side }: { $chance } %
explore-thinking = The computer is looking at this position…
explore-line = The computer expects: { $line } (depth { $depth })
explore-how = Play either side's moves; Take back steps back through the variation.
explore-back = Back to the game

## Puzzles, and learning from your own mistakes

puzzles-heading = Puzzles
puzzles-progress = { $done } of { $count } solved
puzzles-start = Solve a puzzle
puzzles-start-hint = One move wins, and only one: the computer proved it. The easiest come first.
puzzle-title = Puzzle
puzzle-of = Puzzle { $number } of { $count } · { $game }
puzzle-task = { $side } to play and win { $moves ->
    [1] at once
   *[other] in { $moves } moves
}
puzzle-explain = Only one move wins. The computer answers for { $other }.
puzzle-go-on = Right! { $side } answered { $move }: go on.
puzzle-wrong = { $move } does not win.
puzzle-answered = { $side } answers { $move }.
puzzle-taken-back = The moves are taken back: try again.
puzzle-hint = The winning move is { $move }: the board shows where it goes.
puzzle-solved = Solved!
puzzle-next = Next puzzle
puzzle-all = All puzzles
puzzle-theme-both-ends = Both ends
puzzle-theme-both-ends-line = Captures at both end columns in one move win the game at once.
puzzle-theme-clear-the-row = The row cleared
puzzle-theme-clear-the-row-line = The captures left the opponent's row facing yours empty: the game is won.
puzzle-theme-last-seeds = The last of them
puzzle-theme-last-seeds-line = The move took everything the opponent had left on the board.
puzzle-theme-no-move-left = No move left
puzzle-theme-no-move-left-line = The opponent is left without a move, and loses.
puzzle-theme-two-captures = Two captures first
puzzle-theme-two-captures-line = A second capture before the opponent's first wins the game at once.
puzzle-theme-quiet = A quiet move
puzzle-theme-quiet-line = It captured nothing, yet every answer loses: the win was in the position, not in the seeds taken.
puzzle-theme-reverse = The reverse lap
puzzle-theme-reverse-line = Sown clockwise, against the usual way round, the move captures where the ordinary way could not, and the win follows.
puzzle-theme-safari = Safari
puzzle-theme-safari-line = Going on from the nyumba gave up its privilege, and the win follows.
puzzle-theme-not-the-biggest = Not the biggest capture
puzzle-theme-not-the-biggest-line = Another move took more seeds, but only this one wins: count what the opponent can answer, not only what you take.
puzzle-theme-sweep = A sweep
puzzle-theme-sweep-line = Three captures or more in one move, each sowing on to the next, and the win follows.
puzzle-theme-forcing = The biggest capture
puzzle-theme-forcing-line = The biggest capture on the board, and every answer still loses.
mistakes-retry = Learn from your mistakes ({ $count })
mistakes-retry-hint = Play each mistake and blunder of the game again, to find the computer's move or one as good; the game waits.
mistake-of = Mistake { $number } of { $count } · move { $ply } of the game
mistake-task = { $mark }: { $side } played { $move } here. Find a better move.
mistake-explain = The computer's move is the answer, or another it judges as good. It answers for { $other }.
mistake-wrong = The computer prefers another move to { $move }.
mistake-hint = The computer plays { $move } here: the board shows where it goes.
mistake-solved = That is the computer's move.
mistake-weighing = The computer is weighing { $move }…
mistake-as-good = { $move } is just as good: the computer would have played { $better }.
mistake-next = Next mistake
mistake-back = Back to the game

## The position editor

editor-title = Set up a position
editor-close = Close
editor-open = Set up a position…
editor-open-hint = Any position by hand: the seeds in each pit, who is to move, and the rest; the rules check it as you go.
editor-pits = Seeds in each pit, as the board shows them (drag a number, or click it and type):
editor-to-move = To move:
editor-field-bao-r = Seeds in hand (South,North):
editor-field-bao-h = Nyumba still owned (South then North, 1 or 0):
editor-field-bao-t = Takasia'd hole of the side to move (or -):
editor-field-bao-c = Hole that must be captured first (rule O4):
editor-field-omweso-p = Moves played in this game:
editor-field-omweso-k = A capture made yet (1 or 0):
editor-field-omweso-c = Turns with a capture (South,North):
editor-clear = Empty every pit
editor-from-board = Start again from the board
editor-good = A position of { $game }: { $seeds } seeds on the board.
editor-bad = Not a position yet: { $why }
editor-play = Play from here
editor-copy = Copy the position
moves-comment = Your comment on move { $move } (kept with the game):
moves-has-comment = Your comment: { $comment }

## Keys, listed in the rules reference

keys-heading = Keys
keys-board = ← → ↑ ↓ move over the pits you may choose, the move of the pit reached shown as when the pointer is over it; Enter plays it.
keys-answers = 1 to 9 answer the board's question. Escape steps back: from a pit chosen, from the open windows, or to the pause.
keys-review = Page Up and Page Down (← → when there is no pit to choose), Home and End step through the moves.
keys-game = Ctrl+Z takes a move back, Ctrl+Y plays it again; H asks for a hint; A analyses the game; Space finishes the move being shown.
keys-settings = M turns the sound off and on, N the holes' names, P the preview (Tab its next way); + and − the speed. Tab reaches the panels' buttons: then Enter or Space presses one, the arrows go from one to the next, and Escape goes back to the board.
keys-setup = Omweso's setup: Enter puts a seed into the pit reached, Backspace takes one back; S standard, T two in every pit, R random, C clear, D done.
keys-speech = B reads the whole board aloud, pit by pit, for a screen reader.
keys-message = A game by message: Enter sends the move just played to your friend.

## What a screen reader hears

speech-row-front = front row
speech-row-back = back row
speech-row-inner = inner row
speech-row-outer = outer row
speech-seeds = { $count ->
    [0] empty
    [one] one seed
   *[other] { $count } seeds
}
speech-stones = { $count ->
    [0] empty
   *[other] a stone
}
speech-your-row = your { $row }
speech-their-row = { $side }'s { $row }
speech-pit = { $pit }, { $whose }, { $count }
speech-pit-may-move = { $pit }, { $whose }, { $count }, may move
speech-board-row = { $side }, { $row }: { $pits }
speech-in-hand = { $side } has { $count } seeds in hand
speech-answer = { $number }: { $answer }
speech-arranges = { $side } arranges the seeds: arrows and Enter put a seed into a pit, D when done.
speech-live-label = What happens on the board

## A panel upright, as a sheet along the screen's bottom edge
sheet-fold = Hide
sheet-unfold = Show
setup-left-short = { $count } to place
bar-more = More
setup-fill-standard-short = Standard
setup-fill-clear-short = Clear

## A game with a friend by message (src/app/by_message/)
seat-friend = Friend, by message
message-title = A game by message
message-your-turn = Your move. Once it is played, send it to your friend.
message-send = Send my move
message-send-first = Send the game to your friend
message-send-over = Send the last move
message-send-hint = A link of the whole game, for a chat, an SMS or an e-mail
message-waiting = Your friend's move. When their link comes, open it: the game goes on from their move.
message-over = The game is over.
message-summary-send = Your move is played: send it
message-summary-wait = Waiting for your friend's move
message-sent-share = The link is ready: choose where to send it.
message-sent-clipboard = The link is copied: paste it into a message to your friend.
message-sent-by-hand = Copy this link and send it to your friend:
message-copy = Copy the link
message-close = Done
message-paste = A game link from a friend
message-paste-hint = paste the link, or the whole message
message-open = Open the link
message-opened-start = Your friend sent the game: your move first.
message-opened-setup = Your friend sent the game: arrange your seeds, then send your arrangement back.
message-opened = Your friend's move is played: your turn.
message-opened-over = Your friend's move ended the game.
message-nothing-new = This link holds no move the game does not have already.
message-refused = This link cannot be opened: { $why }. Nothing was changed.
message-no-link = there is no Kete game link in it
message-newer = it was made by a newer Kete (links of form { $version }): update Kete
message-too-long = it is { $chars } characters long, longer than any game
message-cut = it is cut short before its moves
message-cut-short = it is cut short: it holds { $has } of its { $of } moves
message-changed = it was changed after it was made
message-damaged = it is damaged ({ $detail })
message-other-game = it is of another game than the one you sent
message-rewritten = move { $ply } is not the one played in the game you sent
message-older = it holds { $has } moves, fewer than the { $sent } of the game you sent: open your friend's newest link
message-plays-for-you = its move { $ply } is played for your side
message-arrangement-changed = it changes the arrangement of your seeds that you sent
message-setup-over = it is of the setup, but the game has begun
message-send-arrangement = Send my arrangement
message-send-invitation = Send the game: your friend arranges first
message-waiting-arrange = Your friend arranges their seeds. When their link comes, open it.
message-lost-turn = a Blitz game cannot be sent
message-no-help = The hint and the analysis are off until the game with your friend is over.
    .stranger = The hint and the analysis are off until the game is over.
title-friend-explained = Play your move, send it as a link through any chat or SMS; your friend opens it, answers, and sends theirs back. A move once sent stands.
title-friend-omweso = By message, each of you arranges your own seeds on your own device, the first player first; a game is a single game, not a match to 12.

## A game with a friend online (src/app/online/)
online-title = A game online
online-host = Play a friend online
online-host-hint = Makes a game that your friend joins with its code, in a browser or in Kete on their computer
online-no-blitz = Blitz needs one clock for both players: an online game is played without one.
title-finished-games = Games with friends ({ $count })
finished-title = Games with friends
finished-explained = Each game you finish online or by message, with a friend or with a stranger met at an open table, is kept on this device to look at again: the last { $kept }.
finished-close = Close
finished-open = Open
finished-you-played = you played { $side }
finished-with-a-stranger = With a stranger
finished-unreadable = This game can no longer be read.
online-join-label = A friend's online game
online-join-hint = the code, or the invitation link
online-join = Join
online-code = The code for your friend:
online-link = Or send them this link:
online-send-link = Send the link
online-invite-text = Play a game of Kete with me online:
online-scan = Or let a phone beside you scan this code:
online-qr = The QR code of the invitation
online-copy-code = Copy the code
online-arrange-once-here = You arrange your seeds once your friend is here.
    .stranger = You arrange your seeds once the other player is here.
online-take-back-ask = Ask to take back my move
online-take-back-waiting = You asked your friend to take back your last move…
    .stranger = You asked the other player to let you take back your last move…
online-take-back-asked = Your friend asks to take back their last move.
    .stranger = The other player asks to take back their last move.
online-take-back-yes = Let them
online-take-back-no = Play on
online-take-back-refused = Your friend said no: the game goes on.
    .stranger = The other player said no: the game goes on.
online-connecting = Connecting…
online-waiting = Waiting for your friend to join…
    .stranger = Waiting for the other player to come in…
online-waiting-host = In your friend's game: waiting for their device…
    .stranger = At the table: waiting for the other player's device…
online-playing = Your friend is connected.
    .stranger = The other player is connected.
online-lost = Your friend's connection is lost: the game waits for them.
    .stranger = The other player's connection is lost: the game waits for them.
online-closed = The connection has ended. Check the code and your connection, then connect again.
online-short-waiting-host = Waiting for your friend's device…
    .stranger = Waiting for the other player…
online-short-playing = Your friend is connected
    .stranger = The other player is connected
online-short-lost = Your friend's connection is lost
    .stranger = The other player's connection is lost
online-short-closed = Connection ended
online-short-split = The game has stopped
online-again = Connect again
online-split = The two devices' games differ from move { $ply } on: the game stops rather than guess.
online-bad-code = This is not the code of an online game: a code has 20 letters and digits.
online-refused = Your friend's device sent something Kete refused: { $why }. Nothing was changed.
    .stranger = The other player's device sent something Kete refused: { $why }. Nothing was changed.
online-refused-too-long = a message of { $bytes } bytes, longer than any
online-refused-unreadable = a message Kete cannot read
online-refused-newer = a message of a newer Kete (online version { $version }): update Kete
online-refused-flood = too many messages at once
online-refused-before-hello = a move before saying which game it plays
online-refused-game = a game that cannot be read ({ $detail })
online-refused-other-game = another game than this one
online-refused-same-side = your side, as if it played it too
online-refused-wrong-ply = move { $got }, but the next move is { $next }
online-refused-out-of-turn = a move when it is your turn
online-refused-over = a move after the end of the game
online-refused-illegal = the move { $move }, which is not legal here
online-refused-differs = the move { $move }, which reaches another position there than here
online-split-setup = The two devices' arrangements of the seeds differ: the game stops rather than guess.
online-refused-during-setup = a move before both sides were arranged
online-refused-arranged-out-of-turn = an arrangement when it is your turn to arrange
online-refused-setup-over = an arrangement after play had begun
online-refused-bad-arrangement = an arrangement the rules refuse ({ $detail })
online-refused-take-back-not-theirs = a take-back of a move that is not their last
online-refused-take-back-not-asked = an answer to a take-back you did not ask, or one no longer standing
online-refused-not-over = a new game before this one was over
online-refused-wrong-round = the start of game { $got } of your games together, but this is game { $now }
online-refused-other-score = a score of your match other than yours
online-refused-take-back-counted = a take-back in a game whose result counts in the match
online-refused-connection = a connection Kete cannot use
online-stopped-played-for-you = Your friend's device sent a game in which it played your move { $ply } for you: the game stops rather than take it.
    .stranger = The other player's device sent a game in which it played your move { $ply } for you: the game stops rather than take it.
online-stopped-arranged-for-you = Your friend's device sent a game in which it arranged your seeds for you: the game stops rather than take it.
    .stranger = The other player's device sent a game in which it arranged your seeds for you: the game stops rather than take it.
online-stopped-lost-their-move = Your friend's device does not have its own move { $ply }, which is in your game: the game stops rather than guess.
    .stranger = The other player's device does not have its own move { $ply }, which is in your game: the game stops rather than guess.
online-stopped-lost-their-arrangement = Your friend's device does not have its own arrangement of the seeds, which is in your game: the game stops rather than guess.
    .stranger = The other player's device does not have its own arrangement of the seeds, which is in your game: the game stops rather than guess.

# Open tables: players with no friend online meet strangers (src/app/online/tables_panel.rs).
tables-find = Play anyone online
tables-find-hint = Open tables: players waiting for a game of the game chosen above, with no names and no chat
tables-title = Open tables · { $game }
tables-explained = Players waiting for a game who have no friend online. No names, no chat: only the game.
tables-title-short = Your open table
tables-open = Open a table
tables-open-hint = Wait here for anyone to sit down, and play the computer meanwhile
tables-yours-waiting = Your table is open: waiting for someone to sit down ({ $minutes } min).
tables-play-computer = Play the computer while you wait
tables-close = Close my table
tables-none = Nobody is waiting for this game now. Open a table, and play the computer until someone comes.
tables-sit = Sit down
tables-they-play-south = they play South
tables-they-play-north = they play North
tables-they-play-either = either side
tables-waited = waiting { $minutes } min
tables-just-opened = just opened
tables-back = Back
tables-unreachable = Kete could not reach the tables. Check your connection, then try again.
tables-try-again = Try again
tables-refused-one = You have a table open already.
tables-refused-address = Too many tables are open from your network: close one first.
tables-refused-full = The server holds as many tables as it can: try again in a while.
tables-refused-fast = A moment: the list was asked for too often.
tables-refused-gone = That table is gone: someone sat down, or it closed.
tables-refused-own = That is your own table.
tables-refused-newer = The server speaks a newer Kete: update Kete.
tables-refused-other = The server refused this table.
tables-sat-title = Someone sat down
tables-sat = Someone sat down at your table. Play them now?
tables-sat-play = Play
tables-sat-not-now = Not now
tables-expired-title = Your table
tables-expired = Nobody sat down at your table in 15 minutes, so it has closed.
tables-not-the-table = The table's player began another game than their table's, so you left it. Choose another table.
tables-no-answer = The table's player did not come to play within a minute, so you left their table. Choose another, or open your own.
tables-missed = Someone sat down at your table, but nobody said Play within a minute: they have gone, and your table has closed.
tables-open-again = Open it again
