//! A way through a strict network — a relay: the TURN credential a device asks of the signalling server
//! before it joins a room (kete-server's `/turn`, docs/ONLINE.md), read strictly — the server is
//! somebody else's machine too. A server with no TURN server, or none at all, gives none, and
//! the room is joined without (STUN and a direct way still serve most networks). Reading and
//! checking it are plain Rust (kete-server checks the addresses it is given by the same
//! `is_relay_address`); asking for it needs the `online` feature.

use super::address::Address;
use serde::Deserialize;

/// TURN servers and the credential that opens them, for a day.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RelayAccess {
    pub urls: Vec<String>,
    pub username: String,
    pub credential: String,
}

/// A credential's message is a few hundred bytes; more is not one.
const MOST_BYTES: usize = 2048;
/// At most this many relay addresses are handed out (and a server is given).
pub const MOST_URLS: usize = 4;

/// Whether `url` is a relay's address as handed out: `turn:` or `turns:`, short, plain letters.
pub fn is_relay_address(url: &str) -> bool {
    (url.starts_with("turn:") || url.starts_with("turns:")) && plain(url)
}

/// A short text of plain letters, as a credential's parts are.
fn plain(text: &str) -> bool {
    !text.is_empty() && text.len() <= 200 && text.bytes().all(|b| b.is_ascii_graphic())
}

/// How long a device waits for a credential before it joins without one.
pub const WAIT_MILLISECONDS: u64 = 3000;

/// The credential in the server's message, if it is one: at most four `turn:` or `turns:`
/// addresses, a user name and a credential of plain letters, all short.
pub fn read(text: &str) -> Option<RelayAccess> {
    if text.len() > MOST_BYTES {
        return None;
    }
    let access: RelayAccess = serde_json::from_str(text).ok()?;
    let fine = !access.urls.is_empty()
        && access.urls.len() <= MOST_URLS
        && access.urls.iter().all(|url| is_relay_address(url))
        && plain(&access.username)
        && plain(&access.credential);
    fine.then_some(access)
}

/// Where a room's server hands out credentials: `ws://host:port/<room>` → `ws://host:port/turn`.
pub fn address_beside(room_address: &str) -> Option<String> {
    let Address { scheme, host_and_port } = Address::parse(room_address)?;
    matches!(scheme, "ws" | "wss").then(|| format!("{scheme}://{host_and_port}/turn"))
}

/// Asks the server at `address` (`ws://host:port/turn`) for a credential; none if it has none,
/// cannot be reached, says something else or takes longer than `WAIT_MILLISECONDS`.
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub async fn ask(address: &str) -> Option<RelayAccess> {
    use futures::StreamExt;
    use futures::future::{Either, select};
    let asked = async {
        let (mut socket, _) = async_tungstenite::smol::connect_async(address).await.ok()?;
        while let Some(Ok(message)) = socket.next().await {
            if let async_tungstenite::tungstenite::Message::Text(text) = message {
                return read(text.as_str());
            }
        }
        None
    };
    let waited = futures_timer::Delay::new(std::time::Duration::from_millis(WAIT_MILLISECONDS));
    match select(Box::pin(asked), waited).await {
        Either::Left((access, _)) => access,
        Either::Right(((), _)) => None,
    }
}

/// Asks the server at `address` for a credential, through the page's WebSocket (web/index.html,
/// `keteTurn`, which gives up after `WAIT_MILLISECONDS`).
#[cfg(all(feature = "online", target_arch = "wasm32"))]
pub async fn ask(address: &str) -> Option<RelayAccess> {
    let promise = js::kete_turn(address, WAIT_MILLISECONDS as f64).ok()?;
    let text = wasm_bindgen_futures::JsFuture::from(promise).await.ok()?.as_string()?;
    read(&text)
}

#[cfg(all(feature = "online", target_arch = "wasm32"))]
mod js {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(catch, js_namespace = window, js_name = keteTurn)]
        pub fn kete_turn(address: &str, wait: f64) -> Result<js_sys::Promise, JsValue>;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_credential_is_read_strictly() {
        let good = r#"{"urls":["turn:turn.example:3478"],"username":"1700000000:kete","credential":"bu0dakYenRjqaSncSwF/uJt3ixQ="}"#;
        let access = read(good).expect("a credential");
        assert_eq!(access.urls, ["turn:turn.example:3478"]);
        assert_eq!(access.username, "1700000000:kete");
        for bad in [
            r#"{"urls":["stun:x:3478"],"username":"u","credential":"c"}"#,
            r#"{"urls":[],"username":"u","credential":"c"}"#,
            r#"{"urls":["turn:x"],"username":"","credential":"c"}"#,
            r#"{"urls":["turn:x"],"username":"a b","credential":"c"}"#,
            r#"{"urls":["turn:x"],"username":"u","credential":"c","more":1}"#,
            r#"{"urls":["turn:a","turn:b","turn:c","turn:d","turn:e"],"username":"u","credential":"c"}"#,
            "not json",
        ] {
            assert_eq!(read(bad), None, "{bad}");
        }
        assert_eq!(
            read(&format!(r#"{{"urls":["turn:x"],"username":"{}","credential":"c"}}"#, "u".repeat(3000))),
            None
        );
    }

    #[test]
    fn the_credentials_are_asked_beside_the_room() {
        assert_eq!(address_beside("ws://127.0.0.1:3536/abcd").as_deref(), Some("ws://127.0.0.1:3536/turn"));
        assert_eq!(address_beside("wss://kete.example/abcd").as_deref(), Some("wss://kete.example/turn"));
        assert_eq!(address_beside("http://kete.example/abcd"), None);
        assert_eq!(address_beside("ws:///abcd"), None);
    }
}
