//! What the server relays between two devices: only matchbox's own signals, well formed — an
//! offer or an answer that reads as SDP, or an ICE candidate as the browser writes one. Anything
//! else is a device speaking another language, and its connection ends (docs/ONLINE.md).

use serde::Deserialize;
use serde_json::Value;

/// An offer or an answer is a few kilobytes (a browser's, its candidates in it, about 2 KB).
pub const MAX_SDP: usize = 12 * 1024;
/// An SDP of more lines than this is no offer of one data channel.
const MAX_SDP_LINES: usize = 200;
/// A candidate is one line of a few hundred bytes.
const MAX_CANDIDATE: usize = 1024;
/// A media id, a user name fragment: a few letters.
const MAX_FIELD: usize = 256;

/// matchbox's signal, as the socket serializes it (`PeerSignal` in matchbox_socket).
#[derive(Deserialize)]
enum Signal {
    IceCandidate(String),
    Offer(String),
    Answer(String),
}

/// A candidate as `RTCIceCandidate.toJSON()` (and webrtc-rs) write it; no other field.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct Candidate {
    candidate: String,
    #[serde(default)]
    sdp_mid: Option<String>,
    /// Read only to hold it to a line's number.
    #[serde(default)]
    #[allow(dead_code)]
    sdp_m_line_index: Option<u16>,
    #[serde(default)]
    username_fragment: Option<String>,
}

/// Why a signal is not relayed.
#[derive(Debug, PartialEq, Eq)]
pub enum Malformed {
    /// Not an offer, an answer or a candidate.
    Signal,
    /// An offer or an answer that is no SDP.
    Sdp,
    /// A candidate that is no candidate.
    Candidate,
}

/// The signal `data` if it is one matchbox sends, well formed.
pub fn check(data: &Value) -> Result<(), Malformed> {
    match Signal::deserialize(data).map_err(|_| Malformed::Signal)? {
        Signal::Offer(sdp) | Signal::Answer(sdp) => check_sdp(&sdp),
        Signal::IceCandidate(json) => check_candidate(&json),
    }
}

/// An SDP: `v=0` first, then lines of `<letter>=<printable text>`, each ended by CRLF.
fn check_sdp(sdp: &str) -> Result<(), Malformed> {
    if sdp.len() > MAX_SDP || !sdp.starts_with("v=0\r\n") || !sdp.ends_with("\r\n") {
        return Err(Malformed::Sdp);
    }
    let lines: Vec<&str> = sdp.trim_end_matches("\r\n").split("\r\n").collect();
    let well_formed = |line: &&str| {
        let bytes = line.as_bytes();
        bytes.len() >= 2
            && bytes[0].is_ascii_lowercase()
            && bytes[1] == b'='
            && bytes.iter().all(|&b| (b' '..=b'~').contains(&b))
    };
    if lines.len() > MAX_SDP_LINES || !lines.iter().all(well_formed) {
        return Err(Malformed::Sdp);
    }
    Ok(())
}

/// A candidate: `null` (no more candidates), or the JSON of one whose line is empty (the end of
/// a generation) or a `candidate:` line.
fn check_candidate(json: &str) -> Result<(), Malformed> {
    if json == "null" {
        return Ok(());
    }
    if json.len() > MAX_CANDIDATE + 2 * MAX_FIELD {
        return Err(Malformed::Candidate);
    }
    let candidate: Candidate = serde_json::from_str(json).map_err(|_| Malformed::Candidate)?;
    let printable =
        |text: &str, most: usize| text.len() <= most && text.bytes().all(|b| (b' '..=b'~').contains(&b));
    let line = &candidate.candidate;
    let line_ok = printable(line, MAX_CANDIDATE) && (line.is_empty() || line.starts_with("candidate:"));
    let fields_ok = [&candidate.sdp_mid, &candidate.username_fragment]
        .into_iter()
        .flatten()
        .all(|field| printable(field, MAX_FIELD));
    if line_ok && fields_ok { Ok(()) } else { Err(Malformed::Candidate) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// An offer as Chromium writes one for a data channel (its candidates gathered in it).
    const OFFER: &str = "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:1 1 udp 2113937151 127.0.0.1 54321 typ host generation 0\r\na=ice-ufrag:abcd\r\na=ice-pwd:abcdefghijklmnopqrstuvwx\r\na=ice-options:trickle\r\na=fingerprint:sha-256 00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

    #[test]
    fn matchboxs_own_signals_are_relayed() {
        assert_eq!(check(&json!({ "Offer": OFFER })), Ok(()));
        assert_eq!(check(&json!({ "Answer": OFFER })), Ok(()));
        let browser = r#"{"candidate":"candidate:1 1 udp 2113937151 127.0.0.1 54321 typ host generation 0 ufrag abcd network-cost 999","sdpMid":"0","sdpMLineIndex":0,"usernameFragment":"abcd"}"#;
        let webrtc_rs = r#"{"candidate":"candidate:123 1 udp 2130706431 192.168.1.5 50000 typ host","sdpMid":"","sdpMLineIndex":0,"usernameFragment":null}"#;
        for candidate in [browser, webrtc_rs, "null", r#"{"candidate":"","sdpMid":"0","sdpMLineIndex":0}"#] {
            assert_eq!(check(&json!({ "IceCandidate": candidate })), Ok(()), "{candidate}");
        }
    }

    #[test]
    fn anything_else_is_refused() {
        let long = format!("v=0\r\n{}", "a=x\r\n".repeat(MAX_SDP / 5));
        let many = format!("v=0\r\n{}", "a=x\r\n".repeat(MAX_SDP_LINES));
        let refused = [
            (json!("offer"), Malformed::Signal),
            (json!({ "Offer": 5 }), Malformed::Signal),
            (json!({ "Greeting": "v=0\r\n" }), Malformed::Signal),
            (json!({ "Offer": OFFER, "Answer": OFFER }), Malformed::Signal),
            (json!({ "Offer": "not an sdp" }), Malformed::Sdp),
            (json!({ "Answer": "v=0\r\nthis is no line\r\n" }), Malformed::Sdp),
            (json!({ "Answer": "v=0\r\na=\u{7}bell\r\n" }), Malformed::Sdp),
            (json!({ "Answer": "v=0\r\na=x" }), Malformed::Sdp),
            (json!({ "Offer": long }), Malformed::Sdp),
            (json!({ "Offer": many }), Malformed::Sdp),
            (json!({ "IceCandidate": "candidate:1 1 udp" }), Malformed::Candidate),
            (json!({ "IceCandidate": r#"{"candidate":"hello"}"# }), Malformed::Candidate),
            (json!({ "IceCandidate": r#"{"candidate":"candidate:1","extra":1}"# }), Malformed::Candidate),
            (
                json!({ "IceCandidate": r#"{"candidate":"candidate:1","sdpMLineIndex":-1}"# }),
                Malformed::Candidate,
            ),
            (json!({ "IceCandidate": r#"{"candidate":"candidate:1\n"}"# }), Malformed::Candidate),
        ];
        for (data, why) in refused {
            assert_eq!(check(&data), Err(why), "{data}");
        }
    }
}
