//! The command-line tools' standard output.

/// Writes to standard output. A reader that closed it early (`... | head`) ends the
/// program quietly with status 0, as command-line tools do; any other failure to write
/// ends it with status 1 and says why.
pub fn say(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            eprintln!("error: cannot write the output: {e}");
            std::process::exit(1);
        }
    }
}
