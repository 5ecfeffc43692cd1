# Sourced by the shell test scripts: a scratch folder ($TMP, removed on exit), `ok LABEL` and
# `bad LABEL` to count checks, and `tally` to print "N passed, N failed" and fail on any failure.
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
passed=0
failed=0
ok() { echo "ok   $1"; passed=$((passed + 1)); }
bad() { echo "FAIL $1"; failed=$((failed + 1)); }
tally() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
