#!/usr/bin/env bash
# Frees the disk that a reused cargo target folder gathers: every test binary and executable
# of target/debug/deps but the two newest of each name (a name is built at most twice per run,
# without features and with all of them; older hashes are earlier commits' and never run
# again). CI calls it between the tests and the fuzz build, so that a machine
# that keeps its target folder across runs does not fill its disk (each MLIR-linked test
# binary is about 280 MB). Usage: scripts/prune_target.sh [TARGET_DIR]
set -euo pipefail
dir="${1:-${CARGO_TARGET_DIR:-target}}/debug/deps"
[ -d "$dir" ] || exit 0
before=$(du -sm "$dir" | cut -f1)
# Executables named NAME-HASH (16 hex digits), newest first within each name.
find "$dir" -maxdepth 1 -type f -perm -u+x -regextype posix-extended -regex '.*-[0-9a-f]{16}' \
  -printf '%T@ %p\n' | sort -rn | awk '{
    n = $2; sub(/-[0-9a-f]+$/, "", n)
    if (seen[n]++ >= 2) print $2
  }' | xargs -r rm -f
after=$(du -sm "$dir" | cut -f1)
echo "[prune] $dir: ${before} MB -> ${after} MB"
