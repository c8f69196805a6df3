#include "simulators/airplane/judge_format.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <numeric>

namespace arbiter::airplane {

namespace {

constexpr long long kMaxSeedWord = 4'294'967'295LL;

// Ends a line: trailing spaces or tabs, then a line break or the end of the input.
void end_line(Reader& reader) {
  reader.skip_spaces();
  reader.expect_eol();
}

std::uint32_t read_word(Reader& reader, char name, const std::string& which) {
  std::string label = "seed ";
  label.push_back(name);
  label.append(which);
  return static_cast<std::uint32_t>(reader.read_int(0, kMaxSeedWord, label));
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
  std::string which = " of case ";
  which.append(std::to_string(number)).append(" of ").append(std::to_string(count));
  Seed seed;
  seed.x = read_word(reader, 'x', which);
  reader.expect_spaces();
  seed.y = read_word(reader, 'y', which);
  reader.expect_spaces();
  seed.z = read_word(reader, 'z', which);
  reader.expect_spaces();
  seed.w = read_word(reader, 'w', which);
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
  std::array<int, kPlayers> order;
  std::iota(order.begin(), order.end(), 0);
  // Names sort as the players' indices do (Alice < Bob < Carol < David): a stable sort by score
  // alone keeps ties in name order.
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return outcome.state.scores[a] > outcome.state.scores[b]; });
  // The five lines go out in one write: a judge file holds many thousands of games.
  std::array<char, 128> text;
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

std::vector<std::uint8_t> read_rolls(Reader& reader) {
  std::vector<std::uint8_t> rolls;
  reader.skip_byte_order_mark();
  reader.skip_whitespace();
  while (!reader.at_eof()) {
    std::string name = "roll #";  // appended: GCC 12 warns falsely on "literal" + string
    name.append(std::to_string(rolls.size() + 1));
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
