#include "simulators/airplane/judge_format.h"

#include <array>
#include <charconv>
#include <cstring>
#include <numeric>
#include <string_view>

namespace arbiter::airplane {

namespace {

constexpr long long kMaxSeedWord = 4'294'967'295LL;

// Ends a line: trailing spaces or tabs, then a line break or the end of the input.
void end_line(Reader& reader) {
  reader.skip_spaces();
  reader.expect_eol();
}

// The names of a case's four seed words in errors, "seed x of case 12 of 50" and so on. They
// are written into a fixed buffer, one letter apart: the reader needs a name for every value it
// reads, and building four strings per game on the heap cost more than reading the numbers.
// The buffer is left uninitialised: only what the constructor writes is ever read, and zeroing
// it and write_result's one adds 25 instructions to a game of about 32 400 (callgrind).
class SeedNames {
 public:
  SeedNames(long long number, long long count) {  // NOLINT(cppcoreguidelines-pro-type-member-init)
    char* end = text_.data();
    const auto put = [&end](std::string_view part) {
      std::memcpy(end, part.data(), part.size());
      end += part.size();
    };
    put("seed x of case ");
    end = std::to_chars(end, text_.data() + text_.size(), number).ptr;
    put(" of ");
    end = std::to_chars(end, text_.data() + text_.size(), count).ptr;
    size_ = static_cast<std::size_t>(end - text_.data());
  }
  /// The name of word `letter` ('x', 'y', 'z' or 'w'); valid until the next call.
  std::string_view of(char letter) {
    text_[kLetterAt] = letter;
    return {text_.data(), size_};
  }

 private:
  static constexpr std::size_t kLetterAt = 5;  // "seed " comes first
  std::array<char, 64> text_;                  // two numbers of at most 20 digits and 19 letters
  std::size_t size_ = 0;
};

std::uint32_t read_word(Reader& reader, std::string_view name) {
  return static_cast<std::uint32_t>(reader.read_int(0, kMaxSeedWord, name));
}

}  // namespace

long long read_case_count(Reader& reader) {
  reader.skip_byte_order_mark();
  reader.skip_whitespace();
  const long long count = reader.read_int(0, kMaxCases, "case count T");
  end_line(reader);
  return count;
}

Seed read_seed(Reader& reader, long long number, long long count) {
  reader.skip_whitespace();
  SeedNames names(number, count);
  Seed seed;
  seed.x = read_word(reader, names.of('x'));
  reader.expect_spaces();
  seed.y = read_word(reader, names.of('y'));
  reader.expect_spaces();
  seed.z = read_word(reader, names.of('z'));
  reader.expect_spaces();
  seed.w = read_word(reader, names.of('w'));
  end_line(reader);
  return seed;
}

void expect_end_of_cases(Reader& reader, long long count) {
  reader.skip_whitespace();
  if (!reader.at_eof()) {
    reader.fail("unexpected data after the last case (T = " + std::to_string(count) + ")");
  }
}

void write_result(std::ostream& out, const Outcome& outcome) {
  std::array<int, kPlayers> order{};
  std::iota(order.begin(), order.end(), 0);
  // Names sort as the players' indices do (Alice < Bob < Carol < David): a stable sort by score
  // alone keeps ties in name order. An insertion sort, which is stable: std::stable_sort asks
  // the heap for a buffer, once per game.
  const auto& scores = outcome.state.scores;
  for (int i = 1; i < kPlayers; ++i) {
    const int player = order[i];
    int j = i;
    for (; j > 0 && scores[order[j - 1]] < scores[player]; --j) order[j] = order[j - 1];
    order[j] = player;
  }
  // The five lines go out in one write: a judge file holds many thousands of games. Left
  // uninitialised, as SeedNames' buffer is: only the part written is read.
  std::array<char, 128> text;  // NOLINT(cppcoreguidelines-pro-type-member-init)
  char* end = text.data();
  const auto put = [&end](std::string_view part) {
    std::memcpy(end, part.data(), part.size());
    end += part.size();
  };
  put(player_name(outcome.winner));
  put(" win!\n");
  for (const int player : order) {
    put(player_name(player));
    put(": ");
    end = std::to_chars(end, text.data() + text.size(), outcome.state.scores[player]).ptr;
    put("\n");
  }
  out.write(text.data(), end - text.data());
}

std::string unfinished_message(const Outcome& outcome) {
  const std::string rolls = std::to_string(outcome.rolls);
  if (outcome.ending == Ending::kRollLimit) {
    return "nobody won within " + rolls + " rolls (the roll limit; --max-rolls raises it)";
  }
  return "the recorded rolls ran out after " + rolls + " rolls, before anybody won";
}

std::vector<std::uint8_t> read_rolls(Reader& reader, std::vector<SourcePosition>* places) {
  std::vector<std::uint8_t> rolls;
  reader.skip_byte_order_mark();
  reader.skip_whitespace();
  while (!reader.at_eof()) {
    std::string name = "roll #";  // appended: GCC 12 warns falsely on "literal" + string
    name.append(std::to_string(rolls.size() + 1));
    if (places) places->push_back(reader.position());
    rolls.push_back(static_cast<std::uint8_t>(reader.read_int(1, 6, name)));
    const int next = reader.peek();
    if (next != Reader::kEof && next != ' ' && next != '\t' && next != '\n') {
      reader.fail("expected a space or a line break after " + name + ", found " +
                  reader.describe_next());
    }
    reader.skip_whitespace();
  }
  return rolls;
}

}  // namespace arbiter::airplane
