#!/usr/bin/env bash
# make bench-extract: rules vs llama side by side on the labelled corpus.
# Needs `make llama` first (llama.cpp, the model and a release build with the Llama trait).
#   scripts/llama/bench-extract.sh [--model PATH] [corpus.jsonl ...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
bin="${FEELALOUD_LLAMA_BENCH_BIN:-.build-llama/release/feelaloud-bench}"
if [ ! -x "$bin" ]; then
  echo "$bin fehlt – bitte zuerst \`make llama\` ausführen." >&2
  exit 1
fi
exec "$bin" extract-compare "$@"
