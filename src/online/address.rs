//! An address's parts, `scheme://host[:port]/…`, read once for every address online play meets:
//! the page that serves the game, the signalling server's rooms, the relay's credentials.

/// The scheme and the host (with its port, if it has one) of an address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Address<'a> {
    pub scheme: &'a str,
    pub host_and_port: &'a str,
}

impl<'a> Address<'a> {
    /// `scheme://host[:port]` and whatever follows (a path, a query, a `#`); none without a
    /// scheme or a host.
    pub fn parse(text: &'a str) -> Option<Address<'a>> {
        let (scheme, rest) = text.split_once("://")?;
        let host_and_port = rest.split(['/', '?', '#']).next().filter(|host| !host.is_empty())?;
        Some(Address { scheme, host_and_port })
    }

    /// The host without its port (`[::1]` keeps its brackets).
    pub fn host(&self) -> &'a str {
        let port =
            self.host_and_port.rsplit_once(':').filter(|(_, port)| port.bytes().all(|b| b.is_ascii_digit()));
        port.map_or(self.host_and_port, |(host, _)| host)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_its_scheme_and_its_host() {
        let page = Address::parse("http://localhost:8000/index.html?x=1#o1.abc").expect("an address");
        assert_eq!((page.scheme, page.host_and_port, page.host()), ("http", "localhost:8000", "localhost"));
        let room = Address::parse("wss://kete.example/abcd").expect("an address");
        assert_eq!((room.scheme, room.host_and_port, room.host()), ("wss", "kete.example", "kete.example"));
        assert_eq!(Address::parse("http://[::1]:8000/").map(|a| a.host()), Some("[::1]"));
        assert_eq!(Address::parse("http://[::1]/").map(|a| a.host()), Some("[::1]"));
        for none in ["ws:///abcd", "kete.example/abcd", "https://", "http://?x"] {
            assert_eq!(Address::parse(none), None, "{none}");
        }
    }
}
