// Fuzzes go-score on the judge format (`n m`, m lines `P(x,y)`, cases until `0 0`): parse,
// replay, score and draw. The property is in go_fuzz.h.
#include "fuzz/go_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return arbiter::fuzz::fuzz_go(data, size, arbiter::go::InputFormat::kJudge);
}
