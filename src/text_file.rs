//! Reading a text file that a person named, bounded: a game file, a save, the settings.
//! Only a regular file is opened (a FIFO would block until someone writes to it, a device such
//! as /dev/zero never ends), and the bytes read are counted, not the size the file claims: at
//! most one more than the limit is ever read.

use std::fs::File;
use std::io::Read;
use std::path::Path;
use thiserror::Error;

/// Why a file could not be read, in one line that names it.
#[derive(Debug, Error)]
pub enum ReadError {
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("{0}: not a regular file")]
    NotAFile(String),
    #[error("{0}: more than {1} bytes, more than any game needs")]
    TooLarge(String, usize),
    #[error("{0}: not text (UTF-8)")]
    NotText(String),
}

impl ReadError {
    /// Whether the file is simply not there (a first start has no save yet).
    pub fn is_missing(&self) -> bool {
        matches!(self, ReadError::Io(_, err) if err.kind() == std::io::ErrorKind::NotFound)
    }
}

/// The text of the file at `path`, if it is a regular file of at most `limit` bytes of UTF-8.
pub fn read(path: &Path, limit: usize) -> Result<String, ReadError> {
    let name = || crate::rules::notation::shown(&path.display().to_string());
    let io = |err| ReadError::Io(name(), err);
    // Asked before opening: opening a FIFO blocks.
    if !std::fs::metadata(path).map_err(io)?.is_file() {
        return Err(ReadError::NotAFile(name()));
    }
    let file = File::open(path).map_err(io)?;
    let mut bytes = Vec::new();
    // A file swapped for another after the question is still read no further than this.
    file.take(limit as u64 + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() > limit {
        return Err(ReadError::TooLarge(name(), limit));
    }
    String::from_utf8(bytes).map_err(|_| ReadError::NotText(name()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_read_within_its_limit() {
        let dir = std::env::temp_dir().join(format!("kete-text-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        let path = dir.join("small.json");
        std::fs::write(&path, "{}").expect("written");
        assert_eq!(read(&path, 2).expect("read"), "{}");
        assert!(matches!(read(&path, 1), Err(ReadError::TooLarge(..))));
        assert!(matches!(read(&dir, 10), Err(ReadError::NotAFile(_))));
        assert!(read(&dir.join("absent"), 10).is_err_and(|e| e.is_missing()));
        std::fs::write(&path, [0xff, 0xfe]).expect("written");
        assert!(matches!(read(&path, 10), Err(ReadError::NotText(_))));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_refused_unread() {
        assert!(matches!(read(Path::new("/dev/zero"), 100), Err(ReadError::NotAFile(_))));
    }
}
