# flowsched — every target runs the idempotent set-up first (quick when all is installed).
CARGO ?= cargo
PY := .venv/bin/python

.PHONY: setup demo test python-test bench example fuzz fuzz-smoke

setup:
	@bash scripts/setup.sh

# The main job on the shipped example, with the default build (neither libtorch nor LLVM) and
# only onnx and onnxruntime from PyPI: schedule it for peak memory as ONNX Runtime runs it,
# measure every deployment in ONNX Runtime, write the best, prove it is the same model.
DEMO := tests/data/gated_cells.onnx
DEMO_PY := .venv-demo/bin/python
demo:
	@bash scripts/setup.sh --demo
	@$(CARGO) build -q --profile demo --bin flowsched --bin flowsched-worker
	@mkdir -p out
	@echo "== schedule $(DEMO) for peak memory: the schedulers propose orders, the proxy (ONNX Runtime's planner, as its walk runs the file) keeps the best, ONNX Runtime measures them at each level, each file in its own process"
	@$(CARGO) run -q --profile demo --bin flowsched -- schedule $(DEMO) -o out/gated_cells.scheduled.onnx --device ort --budget 5s --report out/demo_report.json --plot out/plots
	@echo
	@echo "== check: same nodes and attributes, valid order, same outputs in onnxruntime"
	@$(DEMO_PY) scripts/check_equivalence.py $(DEMO) out/gated_cells.scheduled.onnx
	@echo
	@$(DEMO_PY) scripts/demo_summary.py out/demo_report.json

# Everything: every crate's own tests without features, the default build as users get it
# (scripts/test_lean.sh), then the whole workspace with every feature (libtorch, MLIR, ONNX
# Runtime, the lab) and its tests.
test: setup
	$(CARGO) test --workspace --no-default-features --lib
	bash scripts/test_lean.sh
	$(CARGO) test --workspace --all-features
	bash scripts/test_build_example.sh
	bash scripts/test_python.sh

# The Python package alone (python/): wheel, fresh venv, pytest (scripts/test_python.sh).
python-test: setup
	bash scripts/test_python.sh

bench: setup
	$(CARGO) bench --no-default-features --bench import_export --bench schedulers

# Regenerates the example models (deterministic).
example: setup
	$(PY) scripts/make_example.py tests/data

# Fuzzing (nightly and cargo-fuzz, installed once): every target for FUZZ_SECONDS each.
FUZZ_SECONDS ?= 3600
fuzz:
	bash scripts/fuzz.sh $(FUZZ_SECONDS)

# About a minute per target: what CI can afford.
fuzz-smoke:
	bash scripts/fuzz.sh 60
