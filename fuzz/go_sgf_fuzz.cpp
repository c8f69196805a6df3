// Fuzzes go-score on SGF collections: parse every game tree, replay its main line, score and
// draw. The property is in go_fuzz.h.
#include "fuzz/go_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return arbiter::fuzz::fuzz_go(data, size, arbiter::go::InputFormat::kSgf);
}
