//! Reading a text file with a cap on its size that holds whatever the file is: only a
//! regular file is read (a device or a pipe may never end, or block before it starts),
//! and the cap is counted while reading, never taken from the file's own word.

use std::io::Read;
use std::path::Path;

/// Why a file could not be read as text.
#[derive(Debug)]
pub enum ReadError {
    NotFound,
    /// A device, a pipe, a folder: not a file to read whole.
    NotAFile,
    /// Longer than the cap (in bytes).
    TooLarge(u64),
    /// Not UTF-8 text.
    NotText,
    Io(std::io::Error),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::NotFound => write!(f, "no such file"),
            ReadError::NotAFile => write!(f, "not a regular file (a device, a pipe or a folder)"),
            ReadError::TooLarge(cap) => write!(f, "larger than the {} allowed", size_words(*cap)),
            ReadError::NotText => write!(f, "not a text file (UTF-8)"),
            ReadError::Io(e) => write!(f, "cannot read: {e}"),
        }
    }
}

/// A size in the words a message uses ("4 MiB", "512 bytes").
fn size_words(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{bytes} bytes")
    }
}

/// The text of the regular file at `path`, read up to `cap` bytes: a longer one (say,
/// one still growing) is refused after reading one byte past the cap.
pub fn read_text_capped(path: &Path, cap: u64) -> Result<String, ReadError> {
    let not_found = |e: std::io::Error| match e.kind() {
        std::io::ErrorKind::NotFound => ReadError::NotFound,
        _ => ReadError::Io(e),
    };
    let meta = std::fs::metadata(path).map_err(not_found)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile);
    }
    // A file that says it is too long is refused unread (the count below still holds
    // for one that grows while read).
    if meta.len() > cap {
        return Err(ReadError::TooLarge(cap));
    }
    let file = std::fs::File::open(path).map_err(not_found)?;
    let mut bytes = Vec::new();
    file.take(cap.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > cap {
        return Err(ReadError::TooLarge(cap));
    }
    String::from_utf8(bytes).map_err(|_| ReadError::NotText)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_or_a_folder_is_not_read() {
        let dev = Path::new("/dev/zero");
        if dev.exists() {
            assert!(matches!(
                read_text_capped(dev, 1 << 16),
                Err(ReadError::NotAFile)
            ));
        }
        assert!(matches!(
            read_text_capped(&std::env::temp_dir(), 1 << 16),
            Err(ReadError::NotAFile)
        ));
    }

    #[test]
    fn a_file_within_the_cap_is_read_and_a_longer_one_refused() {
        let dir = std::env::temp_dir().join(format!("read-capped-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("t.txt");
        std::fs::write(&path, "12345").unwrap();
        assert_eq!(read_text_capped(&path, 5).unwrap(), "12345");
        let e = read_text_capped(&path, 4).unwrap_err();
        assert_eq!(e.to_string(), "larger than the 4 bytes allowed");
        assert!(matches!(
            read_text_capped(&dir.join("none"), 4),
            Err(ReadError::NotFound)
        ));
        std::fs::write(&path, [0xff, 0xfe]).unwrap();
        assert!(matches!(
            read_text_capped(&path, 4),
            Err(ReadError::NotText)
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
