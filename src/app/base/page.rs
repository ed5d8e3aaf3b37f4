//! The web page around the game: its loading screen (web/index.html) is told when the first
//! frame is drawn, so it can give way to the game; and a position may come in the page's address
//! (`#bao%20…` or `?position=…`), to share a position as a link, a friend's game by message
//! (`#m1.…`), and a language (`?lang=sw`); a game link goes out through the system's share sheet
//! or the clipboard. Nothing happens on the desktop.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, first_frame_drawn.run_if(run_once));
}

fn first_frame_drawn() {
    info!("first frame drawn");
    #[cfg(target_arch = "wasm32")]
    if let Err(err) = js::kete_started() {
        // A page without the loading screen (another host page) is fine.
        debug!("the page has no loading screen to close: {err:?}");
    }
}

/// The position string in the page's address, if any.
pub fn requested_position() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return js::kete_position().ok().flatten().filter(|text| !text.trim().is_empty());
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The game and the players of a new match the page's address asks for (`?game=…&players=…`).
pub fn requested_match() -> (Option<String>, Option<String>) {
    #[cfg(target_arch = "wasm32")]
    {
        let given = |text: Option<String>| text.filter(|t| !t.trim().is_empty());
        return (given(js::kete_game().ok().flatten()), given(js::kete_players().ok().flatten()));
    }
    #[cfg(not(target_arch = "wasm32"))]
    (None, None)
}

/// The language the page's address asks for (`?lang=sw`).
pub fn requested_language() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return js::kete_language().ok().flatten().filter(|text| !text.trim().is_empty());
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The lessons the page's address asks for: the Learn screen (`?learn`), or a lesson on the
/// board (`?lesson=bao:1`).
pub fn requested_lessons() -> (bool, Option<String>) {
    #[cfg(target_arch = "wasm32")]
    {
        let lesson = js::kete_lesson().ok().flatten().filter(|text| !text.trim().is_empty());
        return (js::kete_learn().unwrap_or(false), lesson);
    }
    #[cfg(not(target_arch = "wasm32"))]
    (false, None)
}

/// A puzzle asked for in the page's address (`?puzzle=bao:3`); none natively.
pub fn requested_puzzle() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return js::kete_puzzle().ok().flatten().filter(|text| !text.trim().is_empty());
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// A game link in the page's address (`#m1.…`): a friend's move by message. None natively.
pub fn requested_link() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return js::kete_link().ok().flatten().filter(|text| !text.trim().is_empty());
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// An online game asked for in the page's address: `#o1.<room>` (a friend's invitation) or
/// `?online=host`. None natively.
pub fn requested_online() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return js::kete_online().ok().flatten().filter(|text| !text.trim().is_empty());
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The signalling server named in the page's address (`?server=wss://…`). None natively.
pub fn requested_server() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return js::kete_server().ok().flatten().filter(|text| !text.trim().is_empty());
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The STUN and TURN servers named in the page's address (`?ice=stun:…,turn:…`). None natively.
pub fn requested_ice() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return js::kete_ice().ok().flatten().filter(|text| !text.trim().is_empty());
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The page's own address, without its query or `#`: where a game link or an invitation sent
/// from here opens. Natively, where there is no page, the web build's address if `KETE_PAGE`
/// names one (docs/ONLINE.md): a friend without the desktop game opens it in a browser.
pub fn address() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return js::kete_address().ok().flatten().filter(|text| !text.trim().is_empty());
    // Read once: the online panel asks each frame while it waits for the friend.
    #[cfg(not(target_arch = "wasm32"))]
    {
        static PAGE: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
        PAGE.get_or_init(|| {
            std::env::var("KETE_PAGE").ok().and_then(|page| crate::online::invite::page_address(&page))
        })
        .clone()
    }
}

/// How the page sent a text on its way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shared {
    /// The system's share sheet, on a phone.
    Sheet,
    Clipboard,
}

/// Hands `url` to the system's share sheet on a touch screen (Web Share), or else to the
/// clipboard; None where neither can be had (natively: the caller copies it itself).
pub fn share(title: &str, text: &str, url: &str) -> Option<Shared> {
    #[cfg(target_arch = "wasm32")]
    return match js::kete_share(title, text, url).ok().flatten().as_deref() {
        Some("share") => Some(Shared::Sheet),
        Some("clipboard") => Some(Shared::Clipboard),
        _ => None,
    };
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (title, text, url);
        None
    }
}

/// Whether the page's visitor asked their system for less motion (`prefers-reduced-motion`).
pub fn prefers_reduced_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    return js::kete_reduced_motion().unwrap_or(false);
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// A panic on demand, for the browser test of the page's screen when the game stops
/// (tests/web/crash.mjs): only in a build with debug assertions (the tests' `ci` profile), never
/// in a release.
#[cfg(all(target_arch = "wasm32", debug_assertions))]
#[wasm_bindgen::prelude::wasm_bindgen(js_name = ketePanicForTest)]
pub fn panic_for_test() {
    panic!("a panic the test asked for");
}

#[cfg(target_arch = "wasm32")]
mod js {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(catch, js_namespace = window, js_name = keteStarted)]
        pub fn kete_started() -> Result<(), JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = ketePosition)]
        pub fn kete_position() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteGame)]
        pub fn kete_game() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = ketePlayers)]
        pub fn kete_players() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteLanguage)]
        pub fn kete_language() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteLesson)]
        pub fn kete_lesson() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteLearn)]
        pub fn kete_learn() -> Result<bool, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = ketePuzzle)]
        pub fn kete_puzzle() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteLink)]
        pub fn kete_link() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteOnline)]
        pub fn kete_online() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteServer)]
        pub fn kete_server() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteIce)]
        pub fn kete_ice() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteAddress)]
        pub fn kete_address() -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteShare)]
        pub fn kete_share(title: &str, text: &str, url: &str) -> Result<Option<String>, JsValue>;

        #[wasm_bindgen(catch, js_namespace = window, js_name = keteReducedMotion)]
        pub fn kete_reduced_motion() -> Result<bool, JsValue>;
    }
}
