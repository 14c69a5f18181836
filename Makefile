# FeelAloud — the two commands: `make run` and `make test` (and optionally `make llama`).
SWIFT ?= swift
JOBS ?= 2
RUNTIME_DEPS := libedit-dev zlib1g-dev pkg-config
TEST_DEPS := tmux strace

.PHONY: run build release test test-deps deps bench clean torture torture-quick

## Runtime dependencies (libedit, zlib), installed with apt-get when missing (sudo when not root).
deps:
	@bash scripts/ensure-apt.sh $(RUNTIME_DEPS)

## Everything the tests need: tmux (terminal test), unzip, LibreOffice and openpyxl (export interop).
test-deps: deps
	@bash scripts/ensure-apt.sh $(TEST_DEPS)
	@bash scripts/install-test-deps.sh

build: deps
	$(SWIFT) build -j $(JOBS)

release: deps
	$(SWIFT) build -c release -j $(JOBS) --product feelaloud

## Start the diary REPL on the default store (the llama build when `make llama` made one).
run: release
	@if [ -x .build-llama/release/feelaloud ]; then .build-llama/release/feelaloud $(ARGS); \
	 else .build/release/feelaloud $(ARGS); fi

## Install what the tests need, build, run the whole suite.
test: test-deps
	$(SWIFT) build -j $(JOBS) --build-tests
	SWIFT_BACKTRACE=enable=no $(SWIFT) test -j $(JOBS) --skip-build --parallel --num-workers 2

## The long fault-injection loops of issue #13 (release build, strace): crash at every call of
## every file syscall, injected EIO/ENOSPC/EACCES/EMFILE/EINTR, random kills, 4 writers x 500.
## `make torture-quick` runs a short version (~2 min).
torture: release
	@bash scripts/ensure-apt.sh strace
	python3 scripts/torture.py .build/release/feelaloud

torture-quick: release
	@bash scripts/ensure-apt.sh strace
	python3 scripts/torture.py .build/release/feelaloud --quick

## Benchmarks (release build), printed as tables.
## `feelaloud-bench scaling` (issue #14) builds realistic stores of 1k-200k records itself
## (BENCH_SIZES, BENCH_RUNS); peak memory comes from GNU time. Not part of `make test`.
bench: deps
	@bash scripts/ensure-apt.sh time
	$(SWIFT) build -c release -j $(JOBS)
	@.build/release/feelaloud-bench all

clean:
	rm -rf .build .build-llama

include scripts/llama/llama.mk
