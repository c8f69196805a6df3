// Fuzzes how solitaire-interactor judges a bot's output: the input is what a bot writes, cut
// into lines as the process layer does (at '\n', a line longer than kMaxLineBytes handed over
// as its first kMaxLineBytes + 1 bytes), each judged by a Referee on one fixed deal until the
// game stops or is lost.
//
// Property: judge_line never throws (a bot's line, however bad, is a verdict, not an error);
// it answers a legal move with a piece token or `blank` and nothing else; a wrong answer
// comes with its fault ("move N: ..."), one printable line; the position keeps its
// invariants (check_invariants throws std::logic_error: a crash for the fuzzer).
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

#include "common/solitaire/deal.h"
#include "common/solitaire/piece.h"
#include "fuzz/fuzz_support.h"
#include "interactor/core/referee.h"

namespace {

using namespace arbiter;
using fuzz::require;

// The deal of `--alphabet 1234tlds --seed 1`: every piece type, as the interactor deals it.
const solitaire::Deal& fixed_deal() {
  static const solitaire::Deal kDeal = solitaire::cpython_deal(solitaire::Alphabet::all(), 1);
  return kDeal;
}

bool printable(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte >= 0x20 && byte != 0x7f;
  });
}

void check_reply(const std::string& reply) {
  require(reply == solitaire::kBlankToken || solitaire::piece_from_token(reply).has_value(),
          "a reply that is neither a piece nor blank", reply);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view output = fuzz::view_of(data, size);
  interactor::Referee referee(fixed_deal());
  std::size_t start = 0;
  while (start < output.size() && referee.state() == interactor::GameState::kPlaying) {
    const std::size_t end = std::min(output.find('\n', start), output.size());
    const std::size_t length = std::min(end - start, interactor::kMaxLineBytes + 1);
    const auto reply = referee.judge_line(output.substr(start, length));
    referee.position().check_invariants();
    if (referee.state() == interactor::GameState::kPlaying) {
      require(reply.has_value(), "a move played without a reply");
      check_reply(*reply);
    } else {
      require(!reply.has_value(), "a reply after the end of the game");
    }
    // A line cut at the cap is a wrong answer: the rest of it is never judged.
    start = end + 1;
  }
  if (referee.state() == interactor::GameState::kWrongAnswer) {
    const std::string& fault = referee.fault();
    require(fault.rfind("move ", 0) == 0 && printable(fault), "a fault that is not one line",
            fault);
  } else {
    require(referee.fault().empty(), "a fault without a wrong answer", referee.fault());
  }
  return 0;
}
