//! Each game's rules in short, in plain words, with the names players use.

use crate::rules::GameKind;

/// Paragraphs of the rules panel for `kind`.
pub fn rules(kind: GameKind) -> &'static [&'static str] {
    match kind {
        GameKind::Bao => BAO,
        GameKind::Omweso => OMWESO,
        GameKind::Kimasai => KIMASAI,
    }
}

const BAO: &[&str] = &[
    "Each player owns the two rows nearest them: the front row (A, facing the opponent) and the back row (B). The square hole in the front row is the nyumba (the house). Each player starts with 6 seeds in the nyumba, 2 in each of the two holes to its right, and 22 seeds in hand. South begins.",
    "Namua stage — while you have seeds in hand, each move starts by putting one seed from your hand into an occupied hole of your front row. If a hole of yours faces an occupied hole of the opponent, you must capture: put the seed there and take the opponent's seeds facing it. Otherwise you put the seed into an occupied hole (not the functional nyumba, unless it is all you have), lift that hole and sow its seeds to the left or right.",
    "Captured seeds are sown from a kichwa, an end hole of your front row, toward the centre. A capture at either end (the kichwa or kimbi holes 1, 2 or 7, 8) enters from the kichwa on that side. The first capture of a namua move from a central hole lets you choose the kichwa; later captures keep the move's direction.",
    "Sowing: one seed into each hole round your two rows. When the last seed falls into an occupied hole you lift all its seeds and sow on; into an empty hole, the move ends. In a capturing move, a lap that ends in an occupied front hole facing an occupied hole captures again.",
    "The nyumba counts while you own it with six or more seeds. In the namua stage a capturing lap that ends there lets you stop, or go on by sowing it (safari — the nyumba is then destroyed). A non-capturing move into the nyumba lifts only two seeds (the nyumba is taxed) and it stays yours. A nyumba ever emptied is destroyed: an ordinary hole for the rest of the game.",
    "Mtaji stage — once your hand is empty: lift a hole of yours with 2 to 15 seeds so that the first lap ends in an occupied front hole facing an occupied hole, and capture. If no capture exists you must takasa: sow a front hole with two or more without capturing. After a takasa the opponent's one hole you could capture may be takasia'd: they may not play it on their next move.",
    "The end: a player whose front row is empty (Bao hamna), or who has no legal move, loses. A move that would never end may not be played.",
    "Kete plays the seed's rules by default; the de Voogt masters preset follows the Zanzibar masters where they differ.",
];

const OMWESO: &[&str] = &[
    "Each player owns the 16 pits of the two rows nearest them: the outer row and the inner row, which faces the opponent. The seeds (empiki) always travel counter-clockwise around your own 16 pits; 32 are yours.",
    "Setup: the first player, drawn by lot, arranges all 32 of their seeds over their own pits; then the second player arranges theirs, seeing the first; then the first player moves. Standard: four seeds in each outer pit.",
    "A move: lift a pit of yours with two or more seeds and sow one seed into each following pit. If the last seed falls into an occupied pit, lift that pit and sow on (a relay); into an empty pit, the turn ends.",
    "Capture: when the last seed falls into an occupied pit of your inner row and both of the opponent's pits in that column hold seeds, take them both and sow them on, starting from the pit where the capturing lap began.",
    "Reverse: a lap that starts from one of your four left pits (two outer, two inner) may go clockwise instead — only if that lap captures directly. Kete asks when a reverse lap is possible and shows what it would capture.",
    "The three-seed opening (Seed rules): before the game's first capture, a pit of exactly three may be sown two into the next pit and one into the pit after; the turn ends. The game's first move may not capture (Seed rules).",
    "Winning: a player who cannot move (every pit 0 or 1) loses — bulijo, 1 point. Capturing both end columns in one move, or emptying the opponent's inner row with a capture, is okutema — 2 points. Leaving the opponent no seeds at all is akawumbi — 12, the match. A match is played to 12 points; the first player alternates.",
    "A move that would never end annuls the game: no points, and the game is played again.",
    "Play modes: Classical (untimed, take-backs allowed), Contract (no take-backs), Blitz — ekyobutabala, 'without counting' (begin each move within a count of three, or the opponent may take the turn).",
];

const KIMASAI: &[&str] = &[
    "Each player owns the two rows nearest them: a back row and a front row. Stones travel counter-clockwise around the player's own two rows.",
    "A move: pick one of your stones whose next hole counter-clockwise is empty, and step it into that hole. One stone, one hole — holes never hold two stones.",
    "Capture: when your stone steps into a hole of your front row, the opponent's stone directly opposite in their front row is taken. Only then, their back-row stone in the same column is taken too.",
    "Stepping into your back row never captures. You may choose a quiet move even when a capture is possible.",
    "The player who captures all of the opponent's stones wins. (A player with stones always has a move, and no position can repeat — so every game ends with a winner.)",
    "Described by Martin Klamroth in 1911, played by the Maasai near Mpwapwa, Tanzania.",
];
