// Fuzzes solitaire-interactor's `.board` reader (--board, --boards): three layers of 6 x 6
// piece tokens.
//
// Property: a deal is read or the input stops at a well-formed ParseError (fuzz_support.h); a
// deal read writes back (write_board_file) to a file that reads to the same deal and writes
// the same text again, and its bronze layer is a board whose invariants hold.
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
  solitaire::Deal deal;
  try {
    deal = solitaire::read_board_file(reader);
  } catch (const ParseError& error) {
    fuzz::check_parse_error(error, input);
    return 0;
  }
  deal.visible_start().check_invariants();  // Throws std::logic_error: a crash for the fuzzer.
  std::ostringstream written;
  solitaire::write_board_file(written, deal);
  std::istringstream again(written.str());
  Reader second(again, "written.board");
  const solitaire::Deal reread = solitaire::read_board_file(second);  // A ParseError is a crash.
  fuzz::require(reread == deal, "a written deal reads back to another deal", written.str());
  std::ostringstream rewritten;
  solitaire::write_board_file(rewritten, reread);
  fuzz::require(rewritten.str() == written.str(), "a deal is written in two ways");
  return 0;
}
