#include "interactor/game_list.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <limits>
#include <stdexcept>

#include "common/random.h"
#include "common/reader.h"
#include "common/solitaire/deal.h"

namespace arbiter::interactor {

namespace {

namespace fs = std::filesystem;
using solitaire::Alphabet;

template <typename Function>
auto read_file(const std::string& path, const Function& read) {
  std::ifstream file(path, std::ios::binary);
  if (!file || fs::is_directory(path)) throw std::runtime_error("cannot open '" + path + "'");
  Reader reader(file, path);
  reader.skip_byte_order_mark();
  return read(reader);
}

// The alphabet a board shows: every type that occurs in any layer, in canonical order.
std::string board_alphabet(const solitaire::Deal& deal) {
  std::string letters;
  for (int kind = 0; kind < solitaire::kPieceKinds; ++kind) {
    const solitaire::Piece piece = solitaire::piece_at(kind);
    const bool present =
        std::any_of(deal.stacks.begin(), deal.stacks.end(), [piece](const auto& stack) {
          return std::find(stack.begin(), stack.end(), piece) != stack.end();
        });
    if (present) letters.push_back(solitaire::alphabet_letter(piece));
  }
  return letters;
}

std::optional<std::uint64_t> parse_number(std::string_view text) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  if (text.size() > 1 && text[0] == '0') return std::nullopt;
  return value;
}

std::vector<GameSpec> files_with_extension(const std::string& directory, std::string_view extension,
                                           GameSpec::Source source) {
  std::error_code error;
  fs::directory_iterator entries(directory, error);
  if (error)
    throw std::runtime_error("cannot read directory '" + directory + "': " + error.message());
  std::vector<GameSpec> games;
  for (const fs::directory_entry& entry : entries) {
    if (entry.is_directory() || entry.path().extension() != extension) continue;
    GameSpec spec;
    spec.source = source;
    spec.path = entry.path().string();
    games.push_back(std::move(spec));
  }
  std::sort(games.begin(), games.end(),
            [](const GameSpec& a, const GameSpec& b) { return a.path < b.path; });
  return games;
}

}  // namespace

LoadedGame load_game(const GameSpec& spec) {
  LoadedGame game;
  GameResult& header = game.header;
  switch (spec.source) {
    case GameSpec::Source::kBoardFile:
      game.deal = read_file(spec.path, [](Reader& r) { return solitaire::read_board_file(r); });
      header.game = fs::path(spec.path).stem().string();
      header.alphabet = board_alphabet(game.deal);
      break;
    case GameSpec::Source::kTestFile: {
      const solitaire::TestSpec test =
          read_file(spec.path, [](Reader& r) { return solitaire::read_test_file(r); });
      game.deal = solitaire::cpython_deal(test.alphabet, test.seed);
      header.game = fs::path(spec.path).stem().string();
      header.alphabet = test.alphabet.letters();
      header.seed = test.seed;
      header.points = test.points;
      const std::string answer = fs::path(spec.path).replace_extension(".ans").string();
      if (fs::exists(answer)) {
        header.best = read_file(answer, [](Reader& r) {
          r.skip_whitespace();
          const auto best = static_cast<int>(r.read_int(1, std::numeric_limits<int>::max(), "Y"));
          r.skip_whitespace();
          r.expect_eof();
          return best;
        });
      }
      break;
    }
    case GameSpec::Source::kSeed: {
      const Alphabet alphabet = *Alphabet::parse(spec.alphabet);
      Random random(spec.seed);
      game.deal = solitaire::random_deal(alphabet, random);
      header.game = spec.alphabet + "/" + std::to_string(spec.seed);
      header.alphabet = alphabet.letters();
      header.seed = spec.seed;
      break;
    }
  }
  return game;
}

std::optional<SeedRange> parse_seed_range(std::string_view text) {
  const std::size_t dash = text.find('-');
  const auto first = parse_number(text.substr(0, dash));
  const auto last = dash == std::string_view::npos ? first : parse_number(text.substr(dash + 1));
  constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<long long>::max());
  if (!first || !last || *first > *last || *last > kMax) return std::nullopt;
  return SeedRange{*first, *last};
}

std::vector<GameSpec> seed_games(const std::string& alphabet, const SeedRange& seeds) {
  std::vector<GameSpec> games;
  for (std::uint64_t seed = seeds.first;; ++seed) {
    games.push_back({GameSpec::Source::kSeed, {}, alphabet, seed});
    if (seed == seeds.last) break;
  }
  return games;
}

std::vector<GameSpec> board_games(const std::string& directory) {
  return files_with_extension(directory, ".board", GameSpec::Source::kBoardFile);
}

std::vector<GameSpec> test_games(const std::string& directory) {
  return files_with_extension(directory, ".in", GameSpec::Source::kTestFile);
}

std::optional<Shard> parse_shard(std::string_view text) {
  const std::size_t slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  const auto index = parse_number(text.substr(0, slash));
  const auto count = parse_number(text.substr(slash + 1));
  if (!index || !count || *index < 1 || *index > *count || *count > 1'000'000) return std::nullopt;
  return Shard{static_cast<int>(*index), static_cast<int>(*count)};
}

std::vector<GameSpec> select_shard(const std::vector<GameSpec>& games, const Shard& shard) {
  std::vector<GameSpec> selected;
  for (std::size_t i = static_cast<std::size_t>(shard.index - 1); i < games.size();
       i += static_cast<std::size_t>(shard.count)) {
    selected.push_back(games[i]);
  }
  return selected;
}

}  // namespace arbiter::interactor
