# Optional local llama.cpp extractor — included by the Makefile (`include scripts/llama/llama.mk`).
#   make llama          builds llama.cpp into $(LLAMA_PREFIX) (once), installs the Qwen model
#                       (once), builds feelaloud with the Llama trait: .build-llama/release/feelaloud
#   make test-llama     the FeelAloudLlama tests with the trait and the small Gemma model
#   make bench-extract  rules vs llama on the labelled corpus (needs `make llama`)
# The trait builds use their own scratch path (.build-llama) so they never invalidate .build.
LLAMA_PREFIX ?= $(HOME)/.local/share/feelaloud/llama
LLAMA_SCRATCH ?= .build-llama
LLAMA_ENV := FEELALOUD_LLAMA_PREFIX=$(LLAMA_PREFIX) PKG_CONFIG_PATH=$(LLAMA_PREFIX)/lib/pkgconfig
LLAMA_SWIFT_FLAGS := --scratch-path $(LLAMA_SCRATCH) --traits Llama -Xlinker -rpath -Xlinker $(LLAMA_PREFIX)/lib
LLAMA_TEST_MODEL := $(LLAMA_PREFIX)/models/gemma-3-270m-q4_k_m.gguf

.PHONY: llama llama-lib llama-model llama-test-model test-llama bench-extract

llama-lib: deps
	@$(LLAMA_ENV) JOBS=$(JOBS) bash scripts/llama/build.sh

llama-model:
	@$(LLAMA_ENV) bash scripts/llama/model.sh qwen >/dev/null

llama-test-model:
	@$(LLAMA_ENV) bash scripts/llama/model.sh gemma >/dev/null

llama: llama-lib llama-model
	$(LLAMA_ENV) $(SWIFT) build -c release -j $(JOBS) $(LLAMA_SWIFT_FLAGS)
	@echo "feelaloud mit llama.cpp: $(LLAMA_SCRATCH)/release/feelaloud --extractor llama"

test-llama: llama-lib llama-test-model
	$(LLAMA_ENV) $(SWIFT) build -j $(JOBS) --build-tests $(LLAMA_SWIFT_FLAGS)
	$(LLAMA_ENV) FEELALOUD_TEST_MODEL=$(LLAMA_TEST_MODEL) $(SWIFT) test -j $(JOBS) --skip-build \
		$(LLAMA_SWIFT_FLAGS) --filter FeelAloudLlamaTests

bench-extract: llama
	@bash scripts/llama/bench-extract.sh $(ARGS)
