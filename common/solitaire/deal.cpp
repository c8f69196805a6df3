#include "common/solitaire/deal.h"

#include <array>
#include <limits>
#include <string>
#include <string_view>

namespace arbiter::solitaire {

namespace {

constexpr std::array<std::string_view, kLayers> kLayerNames = {"bronze", "silver", "gold"};

std::string row_name(int layer, int row) {
  std::string name = "row ";
  name.append(std::to_string(row + 1)).append(" of the ");
  name.append(kLayerNames[static_cast<std::size_t>(layer)]).append(" layer");
  return name;
}

Piece read_piece(Reader& reader) {
  const SourcePosition start = reader.position();
  const std::string token = reader.read_token("a piece");
  if (token == kBlankToken) {
    reader.fail_at(start, "'blank' cannot be dealt: every cell holds three pieces");
  }
  const std::optional<Piece> piece = piece_from_token(token);
  if (!piece) {
    std::string message = "unknown piece '";
    message.append(token).append("' (expected one of 1 2 3 4 torn lopare dam springare)");
    reader.fail_at(start, std::move(message));
  }
  return *piece;
}

void read_row(Reader& reader, Deal& deal, int layer, int row) {
  if (reader.at_eol()) {
    std::string message = "expected ";
    message.append(row_name(layer, row)).append(", found ").append(reader.describe_next());
    reader.fail(std::move(message));
  }
  for (int col = 0; col < kSide; ++col) {
    if (col > 0) {
      reader.skip_spaces();
      if (reader.at_eol()) {
        std::string message = row_name(layer, row);
        message.append(" has ").append(std::to_string(col)).append(" pieces, expected 6");
        reader.fail(std::move(message));
      }
    }
    deal.stacks[static_cast<std::size_t>(cell_at(row, col))][static_cast<std::size_t>(layer)] =
        read_piece(reader);
  }
  reader.skip_spaces();
  if (!reader.at_eol()) {
    std::string message = "expected end of line after 6 pieces, found ";
    message.append(reader.describe_next());
    reader.fail(std::move(message));
  }
  reader.expect_eol();
}

}  // namespace

Board Deal::visible_start() const {
  std::array<Piece, kCells> bronze{};
  for (int cell = 0; cell < kCells; ++cell) {
    bronze[static_cast<std::size_t>(cell)] = stacks[static_cast<std::size_t>(cell)][0];
  }
  return Board::from_bronze(bronze);
}

Deal cpython_deal(const Alphabet& alphabet, std::uint64_t seed) {
  MersenneTwister twister(seed);
  const auto pieces = alphabet.pieces();
  const auto n = static_cast<std::uint32_t>(pieces.size());
  Deal deal;
  for (auto& stack : deal.stacks) {
    for (Piece& piece : stack) piece = pieces[twister.below(n)];
  }
  return deal;
}

Deal random_deal(const Alphabet& alphabet, Random& random) {
  const auto pieces = alphabet.pieces();
  Deal deal;
  for (auto& stack : deal.stacks) {
    for (Piece& piece : stack) piece = pieces[random.below(pieces.size())];
  }
  return deal;
}

Deal read_board_file(Reader& reader) {
  reader.skip_byte_order_mark();
  Deal deal;
  for (int layer = 0; layer < kLayers; ++layer) {
    if (layer > 0) {
      if (reader.peek() != '\n') {
        std::string message = "expected a blank line before the ";
        message.append(kLayerNames[static_cast<std::size_t>(layer)]).append(" layer, found ");
        message.append(reader.describe_next());
        reader.fail(std::move(message));
      }
      reader.get();
    }
    for (int row = 0; row < kSide; ++row) read_row(reader, deal, layer, row);
  }
  reader.skip_whitespace();
  if (!reader.at_eof()) {
    reader.fail("expected end of file after the gold layer, found " + reader.describe_next());
  }
  return deal;
}

void write_board_file(std::ostream& out, const Deal& deal) {
  for (int layer = 0; layer < kLayers; ++layer) {
    if (layer > 0) out << '\n';
    for (int row = 0; row < kSide; ++row) {
      for (int col = 0; col < kSide; ++col) {
        if (col > 0) out << ' ';
        out << wire_token(deal.stacks[static_cast<std::size_t>(cell_at(row, col))]
                                     [static_cast<std::size_t>(layer)]);
      }
      out << '\n';
    }
  }
}

TestSpec read_test_file(Reader& reader) {
  reader.skip_byte_order_mark();
  const SourcePosition start = reader.position();
  const std::string letters = reader.read_token("an alphabet");
  AlphabetError error;
  const std::optional<Alphabet> alphabet = Alphabet::parse(letters, &error);
  if (!alphabet) {
    SourcePosition at = start;
    at.column += static_cast<int>(error.index);
    at.offset += static_cast<long long>(error.index);
    reader.fail_at(at, error.message);
  }
  reader.expect_spaces();
  const auto points = static_cast<int>(reader.read_int(0, 100, "points"));
  reader.expect_spaces();
  const auto seed =
      static_cast<std::uint64_t>(reader.read_int(0, std::numeric_limits<long long>::max(), "seed"));
  reader.skip_spaces();
  reader.expect_eol();
  reader.skip_whitespace();
  reader.expect_eof();
  return TestSpec{*alphabet, points, seed};
}

}  // namespace arbiter::solitaire
