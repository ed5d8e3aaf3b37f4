//! The signalling server for a test: kete-server on a free port of 127.0.0.1, stopped when
//! dropped. It must be built beside the test (`cargo test -p kete-server` or
//! `cargo build -p kete-server`, as scripts/test does first).

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

pub struct Server {
    child: Child,
    /// `127.0.0.1:<port>`.
    pub address: String,
}

impl Server {
    pub fn start() -> Server {
        Server::start_with(&[])
    }

    /// The server started with these options besides its address.
    pub fn start_with(options: &[&str]) -> Server {
        let exe = std::env::current_exe().expect("the test's path");
        let binary =
            exe.parent().and_then(|deps| deps.parent()).expect("the target folder").join("kete-server");
        assert!(binary.exists(), "{} is missing: build it with cargo build -p kete-server", binary.display());
        let mut child = Command::new(&binary)
            .arg("127.0.0.1:0")
            .args(options)
            .stderr(Stdio::piped())
            .spawn()
            .expect("kete-server starts");
        let mut line = String::new();
        BufReader::new(child.stderr.take().expect("its output"))
            .read_line(&mut line)
            .expect("its first line");
        let address = line.trim().rsplit(' ').next().expect("the address it listens on").to_string();
        assert!(address.starts_with("127.0.0.1:"), "{line}");
        Server { child, address }
    }

    /// The server's address as the game is told it.
    pub fn url(&self) -> String {
        format!("ws://{}", self.address)
    }

    // The game's own tests join by a code, not by an address.
    #[allow(dead_code)]
    pub fn room(&self, name: &str) -> String {
        format!("{}/{name}", self.url())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
