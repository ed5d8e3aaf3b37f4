//! TURN's time-limited credentials, handed to each device that asks (`/turn`), so that a TURN
//! server (Debian's coturn, `use-auth-secret` with the same `static-auth-secret`) relays only
//! for Kete's players and only for a day: the user name is when the credential expires, the
//! password that name signed with the shared secret (HMAC-SHA1, in base64) — coturn's "TURN REST
//! API". No account is kept; coturn checks the signature and the time itself.

use base64::Engine;
use hmac::{Hmac, Mac};
use kete::online::relay::{MOST_URLS, is_relay_address};
use sha1::Sha1;
use std::time::{SystemTime, UNIX_EPOCH};

/// How long a credential serves: longer than any game, short enough to be worth nothing stolen.
pub const LIFETIME_SECONDS: u64 = 24 * 60 * 60;

/// The relays (TURN servers) and the secret they share with this server.
pub struct Relay {
    urls: Vec<String>,
    secret: Vec<u8>,
}

impl Relay {
    /// TURN servers at `urls` (`turn:host:3478`, `turns:host:5349`), sharing `secret`; why not.
    pub fn new(urls: Vec<String>, secret: &str) -> Result<Relay, String> {
        let secret = secret.trim();
        if secret.len() < 16 {
            return Err("the TURN secret must be at least 16 characters".to_string());
        }
        if urls.is_empty() || urls.len() > MOST_URLS {
            return Err(format!("give from 1 to {MOST_URLS} TURN addresses"));
        }
        // The devices read the addresses by the same check (kete::online::relay).
        for url in &urls {
            if !is_relay_address(url) {
                return Err(format!("not a TURN address: {url} (turn:host:port or turns:host:port)"));
            }
        }
        Ok(Relay { urls, secret: secret.as_bytes().to_vec() })
    }

    /// A credential good until `now + LIFETIME_SECONDS`, as the JSON a device reads:
    /// `{"urls": [...], "username": "<expiry>:kete", "credential": "<base64>"}`.
    pub fn credential(&self, now: SystemTime) -> String {
        let expiry = now.duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs()) + LIFETIME_SECONDS;
        let username = format!("{expiry}:kete");
        let credential = sign(&self.secret, &username);
        serde_json::json!({ "urls": self.urls, "username": username, "credential": credential }).to_string()
    }
}

/// `username` signed with `secret` as coturn's use-auth-secret checks it.
fn sign(secret: &[u8], username: &str) -> String {
    // HMAC takes a key of any length.
    let Ok(mut mac) = Hmac::<Sha1>::new_from_slice(secret) else { return String::new() };
    mac.update(username.as_bytes());
    base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// The signature coturn computes (Python's hmac and base64 give the same for these).
    #[test]
    fn a_credential_is_its_user_name_signed_as_coturn_checks_it() {
        assert_eq!(sign(b"a longer shared secret", "1700000000:kete"), "bu0dakYenRjqaSncSwF/uJt3ixQ=");
        let turn =
            Relay::new(vec!["turn:turn.example:3478".to_string()], "a longer shared secret").expect("valid");
        let now = UNIX_EPOCH + Duration::from_secs(1_700_000_000 - LIFETIME_SECONDS);
        let json: serde_json::Value = serde_json::from_str(&turn.credential(now)).expect("JSON");
        assert_eq!(json["username"], "1700000000:kete");
        assert_eq!(json["credential"], "bu0dakYenRjqaSncSwF/uJt3ixQ=");
        assert_eq!(json["urls"][0], "turn:turn.example:3478");
    }

    #[test]
    fn a_weak_secret_or_an_address_that_is_not_turn_is_refused() {
        let urls = || vec!["turn:turn.example:3478".to_string()];
        assert!(Relay::new(urls(), "short").is_err());
        assert!(Relay::new(vec!["stun:turn.example:3478".to_string()], "a longer shared secret").is_err());
        assert!(Relay::new(vec![], "a longer shared secret").is_err());
        assert!(Relay::new(vec!["turn:a b".to_string()], "a longer shared secret").is_err());
        assert!(Relay::new(urls(), "a longer shared secret").is_ok());
    }
}
