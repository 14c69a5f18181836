// llama.cpp's C API (built by `make llama`, found through pkg-config `llama`).
#include <llama.h>
