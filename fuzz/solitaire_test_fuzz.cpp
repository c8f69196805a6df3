// Fuzzes solitaire-interactor's `.in` test reader (--test, --tests): one line
// `alphabet P seed`, then the official deal that the interactor makes from it.
//
// Property: a test is read or the input stops at a well-formed ParseError (fuzz_support.h); a
// test read has P in [0, 100], a seed below 2^63 and a valid alphabet whose letters are those
// written, and its deal draws only pieces of that alphabet.
#include <cstdint>
#include <sstream>
#include <string>

#include "common/solitaire/deal.h"
#include "fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace arbiter;
  const std::string input = fuzz::as_text(data, size);
  std::istringstream stream(input);
  Reader reader(stream, std::string(fuzz::kSource));
  solitaire::TestSpec test;
  try {
    test = solitaire::read_test_file(reader);
  } catch (const ParseError& error) {
    fuzz::check_parse_error(error, input);
    return 0;
  }
  fuzz::require(test.points >= 0 && test.points <= 100, "points out of [0, 100]");
  fuzz::require(test.seed < (std::uint64_t{1} << 63), "a seed of 2^63 or more");
  const std::string letters = test.alphabet.given_letters();
  fuzz::require(test.alphabet.size() >= 1 && input.find(letters) != std::string::npos,
                "the alphabet is not the letters written", letters);
  const solitaire::Deal deal = solitaire::cpython_deal(test.alphabet, test.seed);
  for (const auto& stack : deal.stacks) {
    for (const solitaire::Piece piece : stack) {
      fuzz::require(test.alphabet.contains(piece), "the deal draws a piece not in its alphabet");
    }
  }
  return 0;
}
