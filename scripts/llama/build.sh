#!/usr/bin/env bash
# Builds llama.cpp (shared libraries, CPU only) from the source that the pinned PyPI source
# distribution of llama-cpp-python vendors, and installs it into a project-local prefix.
# Idempotent: an existing install of the same version is reused.
#
#   FEELALOUD_LLAMA_PREFIX   install prefix (default ~/.local/share/feelaloud/llama)
#   JOBS                     parallel compile jobs (default 2)
set -euo pipefail

VERSION="0.3.36"
PREFIX="${FEELALOUD_LLAMA_PREFIX:-$HOME/.local/share/feelaloud/llama}"
JOBS="${JOBS:-2}"
STAMP="$PREFIX/.llama-cpp-python-$VERSION"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if [ -f "$STAMP" ] && [ -f "$PREFIX/lib/pkgconfig/llama.pc" ] && [ -f "$PREFIX/include/llama.h" ]; then
  echo "llama.cpp ($VERSION) already installed in $PREFIX"
  exit 0
fi

# apt may be busy (other installs on the machine): retry for a while.
for attempt in 1 2 3 4 5 6 7 8 9 10; do
  bash "$here/../ensure-apt.sh" cmake pkg-config g++ make && break
  [ "$attempt" -eq 10 ] && { echo "could not install cmake" >&2; exit 1; }
  echo "apt busy, retrying in 15 s ..." >&2; sleep 15
done

PIP="${PIP:-}"
if [ -z "$PIP" ]; then
  if command -v pip3 >/dev/null 2>&1; then PIP="pip3"; else PIP="python3 -m pip"; fi
fi

cache="$PREFIX/cache"
src="$PREFIX/src"
mkdir -p "$cache" "$src"

sdist="$cache/llama_cpp_python-$VERSION.tar.gz"
if [ ! -f "$sdist" ]; then
  echo "Downloading llama-cpp-python==$VERSION (source) ..."
  $PIP download --quiet --no-deps --no-binary llama-cpp-python \
    --dest "$cache" "llama-cpp-python==$VERSION"
fi
[ -f "$sdist" ] || { echo "sdist not found: $sdist" >&2; exit 1; }

tree="$src/llama_cpp_python-$VERSION"
if [ ! -f "$tree/vendor/llama.cpp/CMakeLists.txt" ]; then
  rm -rf "$tree"
  tar -xzf "$sdist" -C "$src"
fi

build="$tree/build-feelaloud"
echo "Configuring llama.cpp (Release, shared, CPU, no OpenMP, portable) ..."
cmake -S "$tree/vendor/llama.cpp" -B "$build" \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_INSTALL_PREFIX="$PREFIX" \
  -DCMAKE_INSTALL_RPATH='$ORIGIN' \
  -DBUILD_SHARED_LIBS=ON \
  -DGGML_NATIVE=OFF \
  -DGGML_OPENMP=OFF \
  -DLLAMA_CURL=OFF \
  -DLLAMA_BUILD_COMMON=OFF \
  -DLLAMA_BUILD_TESTS=OFF \
  -DLLAMA_BUILD_TOOLS=OFF \
  -DLLAMA_BUILD_EXAMPLES=OFF \
  -DLLAMA_BUILD_SERVER=OFF \
  -DLLAMA_BUILD_APP=OFF \
  -DLLAMA_BUILD_UI=OFF \
  -DLLAMA_OPENSSL=OFF \
  >"$build.configure.log" 2>&1 || { tail -40 "$build.configure.log" >&2; exit 1; }

echo "Compiling llama.cpp with -j$JOBS (a few minutes) ..."
cmake --build "$build" --config Release -j "$JOBS" >"$build.log" 2>&1 \
  || { tail -40 "$build.log" >&2; exit 1; }
cmake --install "$build" >"$build.install.log" 2>&1 \
  || { tail -40 "$build.install.log" >&2; exit 1; }

[ -f "$PREFIX/lib/pkgconfig/llama.pc" ] || { echo "llama.pc missing after install" >&2; exit 1; }
touch "$STAMP"
rm -rf "$tree"  # 240 MB of sources and objects; the sdist stays in $cache for a rebuild
echo "llama.cpp ($VERSION) installed in $PREFIX"
