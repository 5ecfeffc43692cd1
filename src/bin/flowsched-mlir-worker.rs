//! One MLIR candidate measured in the JIT, in its own process: as `flowsched-worker`, for the
//! jobs that need MLIR (see `flowsched::runtime::worker`). Not meant to be run by hand.

fn main() -> std::io::Result<()> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    flowsched::runtime::serve::serve_mlir(stdin.lock(), stdout.lock())
}
