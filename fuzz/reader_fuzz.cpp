// Fuzzes common's Reader on its own: the first byte says how many program bytes follow (1 to
// 32), each program byte picks a Reader call (low nibble) and its argument (high nibble), and
// the rest of the input is the stream read. The program runs round and round until the first
// ParseError or a bound on the calls.
//
// Property: every call either succeeds or throws a well-formed ParseError (fuzz_support.h), and
// a model of the reader agrees after every call: the byte offset is what the stream buffer has
// given out, line and column follow from the bytes consumed (a `\r` before a line break or the
// end vanishes, a skipped byte order mark does not count), and what a call returns or skips is
// exactly the bytes it consumed.
#include <array>
#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <string_view>

#include "common/reader.h"
#include "fuzz/fuzz_support.h"

namespace {

using arbiter::ParseError;
using arbiter::Reader;
using arbiter::SourcePosition;
using arbiter::fuzz::require;

constexpr long long kMin = std::numeric_limits<long long>::min();
constexpr long long kMax = std::numeric_limits<long long>::max();

// The ranges read_int is asked for: the formats' own, the extremes, single values.
constexpr std::array<std::array<long long, 2>, 16> kRanges{{{0, 0},
                                                            {1, 19},
                                                            {3, 19},
                                                            {-1000, 1000},
                                                            {0, 4294967295LL},
                                                            {kMin, kMax},
                                                            {kMin, -1},
                                                            {0, kMax},
                                                            {-kMax, kMax},
                                                            {1, 1'000'000'000'000LL},
                                                            {5, 5},
                                                            {-5, -5},
                                                            {1, 100},
                                                            {0, 200},
                                                            {kMax, kMax},
                                                            {kMin, kMin}}};

// What expect_literal and expect_char are asked for: the formats' fixed words and marks. No
// caller passes a control byte, which an error message would quote as it is.
constexpr std::array<std::string_view, 16> kLiterals{
    "Play again", "P(", ")", "0 0",     "torn", "(;", "\xEF\xBB\xBF", "Tie", "",
    "blank",      "B[", "-", "0 0 0 0", "[",    "W",  "springare"};

// The bytes of input[from, to) as the reader shows them: less every `\r` that comes right
// before a line break or the end.
std::string cooked(std::string_view input, long long from, long long to) {
  std::string text;
  for (auto i = static_cast<std::size_t>(from); i < static_cast<std::size_t>(to); ++i) {
    const bool vanishes = input[i] == '\r' && (i + 1 == input.size() || input[i + 1] == '\n');
    if (!vanishes) text.push_back(input[i]);
  }
  return text;
}

class Model {
 public:
  Model(std::string_view input, std::istringstream& stream, Reader& reader)
      : input_(input), stream_(stream), reader_(reader) {}

  // Runs the call that `op` names (low nibble: which, high nibble: its argument) and checks the
  // position after it; throws what the reader throws.
  void run(std::uint8_t op) {
    const SourcePosition before = reader_.position();
    const int kind = op & 0xF;
    if (kind >= 6 && kind <= 12) {
      expect_or_read(kind, op >> 4, before);
    } else {
      look_or_skip(kind, before);
    }
    check_position(before);
  }

 private:
  // The calls that look ahead, skip, or stop the program.
  void look_or_skip(int kind, const SourcePosition& before) {
    switch (kind) {
      case 0: {
        const int c = reader_.peek();
        require(c == Reader::kEof || (c >= 0 && c <= 0xFF), "peek out of range");
        require(reader_.at_eof() == (c == Reader::kEof), "at_eof disagrees with peek");
        require(reader_.at_eol() == (c == '\n' || c == Reader::kEof), "at_eol disagrees");
        break;
      }
      case 1: {
        const int c = reader_.peek();
        require(reader_.get() == c, "get returns another character than peek");
        break;
      }
      case 2:
        reader_.skip_byte_order_mark();
        if (before.offset == 0 && reader_.position().offset == 3) bom_skipped_ = true;
        break;
      case 3:
        reader_.skip_spaces();
        require(reader_.peek() != ' ' && reader_.peek() != '\t', "skip_spaces left a space");
        break;
      case 4:
        reader_.skip_whitespace();
        require(reader_.peek() != ' ' && reader_.peek() != '\t' && reader_.peek() != '\n',
                "skip_whitespace left whitespace");
        break;
      case 5:
        reader_.expect_spaces();
        require(reader_.position().offset > before.offset, "expect_spaces consumed nothing");
        break;
      case 13:
        require(reader_.describe_next() == arbiter::describe_char(reader_.peek()),
                "describe_next disagrees with describe_char");
        break;
      case 14:
        (void)reader_.has_buffered_input();
        break;
      default:
        reader_.fail("stopped by the program");
    }
  }

  // The calls that require something and return or consume it.
  void expect_or_read(int kind, int arg, const SourcePosition& before) {
    switch (kind) {
      case 6: {
        const std::string_view literal = kLiterals[static_cast<std::size_t>(arg)];
        if (literal.empty()) break;
        reader_.expect_char(literal[0]);
        consumed_is(before, literal.substr(0, 1), "expect_char");
        break;
      }
      case 7: {
        const std::string_view literal = kLiterals[static_cast<std::size_t>(arg)];
        reader_.expect_literal(literal);
        consumed_is(before, literal, "expect_literal");
        break;
      }
      case 8: {
        const bool at_eol = reader_.at_eol();
        reader_.expect_eol();
        require(at_eol, "expect_eol passed elsewhere than at a line end");
        break;
      }
      case 9:
        reader_.expect_eof();
        require(reader_.at_eof(), "expect_eof passed before the end");
        break;
      case 10: {
        const std::string token = reader_.read_token("a word");
        require(!token.empty() && token.find_first_of(" \t\n") == std::string::npos,
                "read_token returned an empty token or whitespace", token);
        consumed_is(before, token, "read_token");
        break;
      }
      case 11:
      case 12: {
        const auto& range = kRanges[static_cast<std::size_t>(arg)];
        const long long value = reader_.read_int(range[0], range[1], "n");
        require(value >= range[0] && value <= range[1], "read_int returned a value out of range");
        consumed_is(before, std::to_string(value), "read_int");
        break;
      }
    }
  }

  // The call starting at `before` consumed exactly `text` (as the reader shows the bytes).
  void consumed_is(const SourcePosition& before, std::string_view text, std::string_view call) {
    const std::string seen = cooked(input_, before.offset, reader_.position().offset);
    require(seen == text, call, "consumed other bytes than it returned: " + seen);
  }

  // The position agrees with the bytes the stream buffer has given out: the model follows
  // them one at a time, so a whole run stays linear in the input.
  void check_position(const SourcePosition& before) {
    const SourcePosition now = reader_.position();
    const auto given = static_cast<long long>(
        stream_.rdbuf()->pubseekoff(0, std::ios_base::cur, std::ios_base::in));
    require(now.offset == given, "the offset is not the number of bytes read");
    require(now.offset >= before.offset, "the offset went back");
    for (auto i = static_cast<std::size_t>(expected_.offset);
         i < static_cast<std::size_t>(now.offset); ++i) {
      if (input_[i] == '\n') {
        ++expected_.line;
        expected_.column = 1;
      } else if (!(input_[i] == '\r' && (i + 1 == input_.size() || input_[i + 1] == '\n'))) {
        ++expected_.column;
      }
    }
    expected_.offset = now.offset;
    if (bom_skipped_) {
      expected_.column = 1;  // The mark is not a character a user sees.
      bom_skipped_ = false;
    }
    require(now == expected_, "the line or column does not follow from the bytes read");
  }

  std::string_view input_;
  std::istringstream& stream_;
  Reader& reader_;
  SourcePosition expected_;
  bool bom_skipped_ = false;  // By the last call.
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::size_t program_size = std::min<std::size_t>(data[0] % 32 + 1, size - 1);
  if (program_size == 0) return 0;
  const std::string_view program = arbiter::fuzz::view_of(data + 1, program_size);
  const std::string input =
      arbiter::fuzz::as_text(data + 1 + program_size, size - 1 - program_size);
  std::istringstream stream(input);
  Reader reader(stream, std::string(arbiter::fuzz::kSource));
  Model model(input, stream, reader);
  // Enough calls to read the whole stream one character at a time, whatever the program.
  const std::size_t calls = 4 * input.size() + 64;
  try {
    for (std::size_t call = 0; call < calls; ++call) {
      model.run(static_cast<std::uint8_t>(program[call % program.size()]));
    }
  } catch (const ParseError& error) {
    arbiter::fuzz::check_parse_error(error, input);
  }
  return 0;
}
