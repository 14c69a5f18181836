# FeelAloud — the two commands: `make run` and `make test`.
SWIFT ?= swift
RUNTIME_DEPS := libedit-dev pkg-config
TEST_DEPS := tmux
JOBS ?= 2

.PHONY: run build test deps test-deps bench release clean

deps:
	@bash scripts/ensure-apt.sh $(RUNTIME_DEPS)

test-deps: deps
	@bash scripts/ensure-apt.sh $(TEST_DEPS)

build: deps
	$(SWIFT) build -j $(JOBS)

release: deps
	$(SWIFT) build -c release -j $(JOBS)

## Start the diary REPL on the default store.
run: release
	@.build/release/feelaloud $(ARGS)

## Install what the tests need, build, run the whole suite.
test: test-deps
	$(SWIFT) build -j $(JOBS) --build-tests
	$(SWIFT) test -j $(JOBS) --skip-build --parallel --num-workers 2

## Benchmarks (release build), printed as a table.
bench: release
	@bash scripts/bench.sh

clean:
	rm -rf .build
