//! One candidate measured in its own process: flowsched starts one of these per candidate
//! (see `flowsched::runtime::worker`), writes the job on its stdin and reads JSON replies from
//! its stdout. Not meant to be run by hand.

fn main() -> std::io::Result<()> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    flowsched::runtime::serve::serve(stdin.lock(), stdout.lock())
}
