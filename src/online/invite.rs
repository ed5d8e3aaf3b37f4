//! An online game's room: its name (the game's id too), the code a player reads out to a friend,
//! and the invitation link. A name is 100 random bits, so nobody finds a room by guessing; its
//! code is the same letters in groups of four, in an alphabet with no letters to confuse
//! (Crockford's base 32: no i, l, o or u).

use super::address::Address;
use crate::saved::online_game::ALPHABET;
pub use crate::saved::online_game::{LETTERS, OnlineGame, is_room};

/// What starts an invitation, with the version of its form.
pub const PREFIX: &str = "o1";

/// A new room's name from 13 random bytes (100 of their bits).
pub fn new_room(bytes: [u8; 13]) -> String {
    let mut bits = bytes.iter().fold(0u128, |bits, &b| bits << 8 | u128::from(b));
    (0..LETTERS)
        .map(|_| {
            let letter = char::from(ALPHABET[(bits & 31) as usize]);
            bits >>= 5;
            letter
        })
        .collect()
}

/// The code to read out: the room's name in groups of four, which a narrow panel wraps between.
pub fn code(room: &str) -> String {
    room.as_bytes().chunks(4).map(|group| String::from_utf8_lossy(group)).collect::<Vec<_>>().join(" ")
}

/// At most this many STUN or TURN servers are taken from an address or a setting.
const MOST_ICE_SERVERS: usize = 4;

/// The invitation link: the page's address; the signalling server, and the STUN and TURN servers,
/// when the page was told them (`?server=`, `?ice=`: the friend must meet in the same place and
/// find the same ways); and the room after `#`.
pub fn link(page: &str, server: Option<&str>, ice: Option<&str>, room: &str) -> String {
    let query: Vec<String> = [("server", server), ("ice", ice)]
        .into_iter()
        .filter_map(|(name, value)| Some(format!("{name}={}", query_value(value?))))
        .collect();
    match query.is_empty() {
        true => format!("{page}#{PREFIX}.{room}"),
        false => format!("{page}?{}#{PREFIX}.{room}", query.join("&")),
    }
}

/// The web page a setting names as where the game is served (`KETE_PAGE`, natively: the desktop
/// has no page of its own, but its invitations and game links may open in a friend's browser):
/// an `http` or `https` address of a sensible length, without its query or `#`; anything else is
/// let go.
pub fn page_address(text: &str) -> Option<String> {
    let text = text.trim();
    let web = text.starts_with("https://") || text.starts_with("http://");
    let plain = text.len() <= 200 && text.bytes().all(|b| b.is_ascii_graphic());
    let page = text.split(['?', '#']).next().unwrap_or_default();
    (web && plain && Address::parse(page).is_some()).then(|| page.to_string())
}

/// The STUN and TURN servers of a setting or an address (`stun:host:3478,turn:host:3478`): only
/// addresses of those kinds, of a sensible length, a few at most; anything else is let go.
pub fn ice_servers(text: &str) -> Vec<String> {
    let mut servers: Vec<String> = Vec::new();
    for server in text.split(',').map(str::trim) {
        let (scheme, rest) = server.split_once(':').unwrap_or_default();
        let known = matches!(scheme, "stun" | "stuns" | "turn" | "turns");
        let plain = !rest.is_empty() && server.len() <= 200 && server.bytes().all(|b| b.is_ascii_graphic());
        if known && plain && !servers.iter().any(|s| s == server) && servers.len() < MOST_ICE_SERVERS {
            servers.push(server.to_string());
        }
    }
    servers
}

/// A text as a query's value: what would end it or change its meaning, percent-encoded.
fn query_value(text: &str) -> String {
    let mut value = String::new();
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b':' | b'/' => {
                value.push(char::from(byte));
            }
            _ => value.push_str(&format!("%{byte:02X}")),
        }
    }
    value
}

/// The room a player gave: a code as typed (any case, with or without dashes or spaces, I and L
/// read as 1, O as 0) or an invitation link, or the text holding one.
pub fn room_of(text: &str) -> Option<String> {
    let marker = format!("{PREFIX}.");
    let typed = match text.find(&marker) {
        // A link's room ends where its letters do.
        Some(at) => text[at + marker.len()..].split(|c: char| !c.is_ascii_alphanumeric()).next()?,
        None => text.trim(),
    };
    let mut room = String::new();
    for c in typed.chars() {
        let c = match c.to_ascii_lowercase() {
            '-' | ' ' => continue,
            'i' | 'l' => '1',
            'o' => '0',
            c if c.is_ascii() && ALPHABET.contains(&(c as u8)) => c,
            _ => return None,
        };
        room.push(c);
        if room.len() > LETTERS {
            return None;
        }
    }
    (room.len() == LETTERS).then_some(room)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_set_for_the_desktop_is_a_web_address_without_its_query() {
        assert_eq!(
            page_address(" https://kete.example/play/ ").as_deref(),
            Some("https://kete.example/play/")
        );
        assert_eq!(
            page_address("http://192.168.1.5:8000/?lang=sw#o1.x").as_deref(),
            Some("http://192.168.1.5:8000/")
        );
        for bad in [
            "",
            "kete.example",
            "ftp://kete.example/",
            "https://",
            "https:///x",
            "https://a b/",
            "javascript:alert(1)",
        ] {
            assert_eq!(page_address(bad), None, "{bad}");
        }
        assert_eq!(page_address(&format!("https://{}", "a".repeat(300))), None);
    }

    #[test]
    fn a_room_is_found_again_from_its_code_or_its_link_however_typed() {
        let room = new_room([7, 1, 200, 33, 90, 5, 6, 250, 0, 1, 2, 3, 255]);
        assert_eq!(room.len(), LETTERS);
        assert!(OnlineGame { room: room.clone(), host: true, round: 0, stranger: false }.check().is_ok());
        let code = code(&room);
        assert_eq!(code.len(), LETTERS + 4);
        assert_eq!(room_of(&code).as_deref(), Some(room.as_str()));
        assert_eq!(room_of(&code.to_uppercase().replace(' ', "-")).as_deref(), Some(room.as_str()));
        let link = link("https://kete.example/play/", None, None, &room);
        assert_eq!(room_of(&format!("Play me! {link} now")).as_deref(), Some(room.as_str()));
        let elsewhere =
            super::link("https://kete.example/", Some("wss://rooms.example:443/a b&c"), None, &room);
        assert_eq!(
            elsewhere,
            format!("https://kete.example/?server=wss://rooms.example:443/a%20b%26c#o1.{room}")
        );
        assert_eq!(room_of(&elsewhere).as_deref(), Some(room.as_str()));
        let ice = "stun:rooms.example:3478,turn:rooms.example:3478?transport=tcp";
        let both = super::link("https://kete.example/", Some("wss://rooms.example"), Some(ice), &room);
        assert_eq!(
            both,
            format!(
                "https://kete.example/?server=wss://rooms.example&ice=stun:rooms.example:3478%2Cturn:rooms.example:3478%3Ftransport%3Dtcp#o1.{room}"
            )
        );
        assert_eq!(room_of(&both).as_deref(), Some(room.as_str()));
        assert_eq!(room_of("abc"), None);
        assert_eq!(room_of(&format!("{room}0")), None);
    }

    #[test]
    fn only_a_few_stun_and_turn_servers_are_taken_from_a_setting() {
        assert_eq!(
            ice_servers(" stun:a.example:3478 , turn:a.example:3478?transport=tcp,stun:a.example:3478"),
            ["stun:a.example:3478", "turn:a.example:3478?transport=tcp"]
        );
        assert!(ice_servers("").is_empty());
        assert!(ice_servers("http://a.example,stun:,javascript:alert(1),stun:a b").is_empty());
        assert_eq!(ice_servers(&format!("stun:{}", "a".repeat(300))), Vec::<String>::new());
        let many: Vec<String> = (0..10).map(|n| format!("stun:s{n}.example")).collect();
        assert_eq!(ice_servers(&many.join(",")).len(), MOST_ICE_SERVERS);
    }

    #[test]
    fn rooms_differ() {
        assert_ne!(new_room([0; 13]), new_room([1; 13]));
        assert_ne!(new_room([0; 13]), new_room([[0; 12].as_slice(), &[1]].concat().try_into().unwrap()));
    }
}
