#include "interactor/core/game_list.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <limits>
#include <stdexcept>

#include "common/random.h"
#include "common/reader.h"
#include "common/solitaire/deal.h"
#include "common/text.h"

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
  if (text.size() > 1 && text[0] == '0') return std::nullopt;
  return whole_integer<std::uint64_t>(text);
}

std::vector<std::string> files_with_extension(const std::string& directory,
                                              std::string_view extension) {
  std::error_code error;
  fs::directory_iterator entries(directory, error);
  if (error)
    throw std::runtime_error("cannot read directory '" + directory + "': " + error.message());
  std::vector<std::string> paths;
  for (const fs::directory_entry& entry : entries) {
    if (entry.is_directory() || entry.path().extension() != extension) continue;
    paths.push_back(entry.path().string());
  }
  std::sort(paths.begin(), paths.end());
  return paths;
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

GameList GameList::seeds(std::string alphabet, const SeedRange& seeds) {
  GameList list;
  list.source_ = GameSpec::Source::kSeed;
  list.alphabet_ = std::move(alphabet);
  list.first_seed_ = seeds.first;
  list.size_ = seeds.last - seeds.first + 1;  // At most 2^63: no overflow.
  return list;
}

GameList GameList::files(std::vector<std::string> paths, GameSpec::Source source) {
  GameList list;
  list.source_ = source;
  list.size_ = paths.size();
  list.paths_ = std::make_shared<const std::vector<std::string>>(std::move(paths));
  return list;
}

GameList GameList::board_files(const std::string& directory) {
  return files(files_with_extension(directory, ".board"), GameSpec::Source::kBoardFile);
}

GameList GameList::test_files(const std::string& directory) {
  return files(files_with_extension(directory, ".in"), GameSpec::Source::kTestFile);
}

GameSpec GameList::at(std::uint64_t index) const {
  const std::uint64_t base = offset_ + index * stride_;
  GameSpec spec;
  spec.source = source_;
  if (source_ == GameSpec::Source::kSeed) {
    spec.alphabet = alphabet_;
    spec.seed = first_seed_ + base;
  } else {
    spec.path = (*paths_)[static_cast<std::size_t>(base)];
  }
  return spec;
}

GameList GameList::shard(const Shard& shard) const {
  GameList part = *this;
  const std::uint64_t first = shard.index - 1;
  part.size_ = first < size_ ? (size_ - 1 - first) / shard.count + 1 : 0;
  if (part.size_ == 0) return part;
  part.offset_ = offset_ + first * stride_;
  // Only a shard of two or more games steps on; then count * stride_ < size_ * stride_.
  part.stride_ = part.size_ > 1 ? stride_ * shard.count : 1;
  return part;
}

std::optional<Shard> parse_shard(std::string_view text) {
  const std::size_t slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  const auto index = parse_number(text.substr(0, slash));
  const auto count = parse_number(text.substr(slash + 1));
  constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<long long>::max());
  if (!index || !count || *index < 1 || *index > *count || *count > kMax) return std::nullopt;
  return Shard{*index, *count};
}

}  // namespace arbiter::interactor
