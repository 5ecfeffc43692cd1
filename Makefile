# flowsched — every target runs the idempotent set-up first (quick when all is installed).
CARGO ?= cargo
EXAMPLE := tests/data/inception_cell.onnx
PY := .venv/bin/python

.PHONY: setup demo test python-test bench example fuzz fuzz-smoke

setup:
	@bash scripts/setup.sh

# The main job on the shipped example: schedule it for peak memory as ONNX Runtime runs it,
# measure the best candidates in ONNX Runtime, write it, prove it is the same model.
demo: setup
	@$(CARGO) build -q --bin flowsched --bin flowsched-worker
	@mkdir -p out
	@echo "== inspect $(EXAMPLE): its peak as ONNX Runtime runs it on this machine (by the proxy)"
	@$(CARGO) run -q --bin flowsched -- inspect $(EXAMPLE) --device ort
	@echo
	@echo "== schedule it: the GFlowNet samples 1000 orders, the classic heuristics join them, the proxy keeps 4, ONNX Runtime measures them (each in its own process)"
	@$(CARGO) run -q --bin flowsched -- schedule $(EXAMPLE) -o out/inception_cell.scheduled.onnx --scheduler gflownet --samples 1000 --device ort --top-k 4 --budget 5s --report out/demo_report.json --plot out/plots
	@echo
	@echo "== check: same nodes and attributes, valid order, same outputs in onnxruntime"
	@$(PY) scripts/check_equivalence.py $(EXAMPLE) out/inception_cell.scheduled.onnx

test: setup
	$(CARGO) test --no-default-features --lib
	$(CARGO) test
	bash scripts/test_build_example.sh
	bash scripts/test_python.sh

# The Python package alone (python/): wheel, fresh venv, pytest (scripts/test_python.sh).
python-test: setup
	bash scripts/test_python.sh

bench: setup
	$(CARGO) bench --no-default-features --bench import_export --bench schedulers

# Regenerates the example model (deterministic).
example: setup
	$(PY) scripts/make_example.py $(EXAMPLE)

# Fuzzing (nightly and cargo-fuzz, installed once): every target for FUZZ_SECONDS each.
FUZZ_SECONDS ?= 3600
fuzz:
	bash scripts/fuzz.sh $(FUZZ_SECONDS)

# About a minute per target: what CI can afford.
fuzz-smoke:
	bash scripts/fuzz.sh 60
