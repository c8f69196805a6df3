#include "bot/value/file.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <system_error>

namespace arbiter::bot::value {

namespace {

constexpr std::array<char, 8> kMagic = {'A', 'R', 'B', 'V', 'A', 'L', 'U', 'E'};
constexpr int kMostNetworks = solitaire::kPieceKinds;

constexpr std::uint64_t kFnvOffset = 0xCBF29CE484222325ULL;
constexpr std::uint64_t kFnvPrime = 0x100000001B3ULL;

// FNV-1a over 64-bit little-endian words (the last few bytes one at a time): a byte-wise
// FNV-1a of a file this size would take a good part of the bot's start-up.
std::uint64_t checksum_of(const std::string& bytes, std::size_t length) {
  std::uint64_t hash = kFnvOffset;
  std::size_t i = 0;
  for (; i + 8 <= length; i += 8) {
    std::uint64_t word = 0;
    for (std::size_t byte = 0; byte < 8; ++byte) {
      word |= std::uint64_t{static_cast<unsigned char>(bytes[i + byte])} << (8 * byte);
    }
    hash = (hash ^ word) * kFnvPrime;
  }
  for (; i < length; ++i) hash = (hash ^ static_cast<unsigned char>(bytes[i])) * kFnvPrime;
  return hash;
}

// The unsigned type a number of the file is stored as, byte for byte: u8, u32 or u64.
template <typename Number>
using BitsOf =
    std::conditional_t<sizeof(Number) == 8, std::uint64_t,
                       std::conditional_t<sizeof(Number) == 4, std::uint32_t, std::uint8_t>>;

class Writer {
 public:
  template <typename Number>
  void put(Number value) {
    using Bits = BitsOf<Number>;
    const auto bits = std::bit_cast<Bits>(value);
    for (std::size_t byte = 0; byte < sizeof(Bits); ++byte) {
      bytes_.push_back(static_cast<char>(bits >> (8 * byte) & 0xFFU));
    }
  }
  void put_bytes(const char* data, std::size_t size) { bytes_.append(data, size); }
  std::string& bytes() { return bytes_; }

 private:
  std::string bytes_;
};

class Parser {
 public:
  explicit Parser(const std::string& bytes) : bytes_(bytes) {}

  template <typename Number>
  Number take(const char* what) {
    using Bits = BitsOf<Number>;
    if (bytes_.size() - offset_ < sizeof(Bits)) {
      fail(FileProblem::kTruncated, std::string("truncated: the file ends inside ") + what);
    }
    Bits bits = 0;
    for (std::size_t byte = 0; byte < sizeof(Bits); ++byte) {
      bits |= static_cast<Bits>(static_cast<unsigned char>(bytes_[offset_ + byte])) << (8 * byte);
    }
    offset_ += sizeof(Bits);
    return std::bit_cast<Number>(bits);
  }
  // Many at once: a plain copy where the machine is little-endian too.
  void take_floats(float* values, std::size_t count) {
    if constexpr (std::endian::native == std::endian::little) {
      std::memcpy(values, bytes_.data() + offset_, count * sizeof(float));
      offset_ += count * sizeof(float);
    } else {
      for (std::size_t i = 0; i < count; ++i) values[i] = take<float>("the weights");
    }
  }
  void skip(std::size_t count) { offset_ += count; }
  std::size_t offset() const { return offset_; }
  std::size_t left() const { return bytes_.size() - offset_; }
  [[noreturn]] static void fail(FileProblem problem, const std::string& message) {
    throw FileError(problem, message);
  }
  [[noreturn]] static void fail(const std::string& message) {
    fail(FileProblem::kInvalid, message);
  }

 private:
  const std::string& bytes_;
  std::size_t offset_ = 0;
};

}  // namespace

void write_networks(std::ostream& out, const std::vector<Network>& networks) {
  Writer writer;
  writer.put_bytes(kMagic.data(), kMagic.size());
  const bool staged = std::any_of(networks.begin(), networks.end(),
                                  [](const Network& network) { return network.stages() > 1; });
  const std::uint32_t version = staged ? kFormatVersion : 1;
  writer.put(version);
  writer.put(static_cast<std::uint32_t>(networks.size()));
  for (const Network& network : networks) {
    writer.put(network.feature_set);
    writer.put(network.alphabet.mask());
    writer.put(network.games);
    writer.put(network.seed);
    writer.put(network.random_state);
    if (version >= 2) {
      writer.put(static_cast<std::uint8_t>(network.stages()));
      for (const int start : network.stage_starts) writer.put(static_cast<std::uint8_t>(start));
    }
    writer.put(static_cast<std::uint32_t>(network.weights.size() /
                                          static_cast<std::size_t>(network.stages())));
    // Most weights of a network are never visited (features of types outside its alphabet):
    // runs of non-zero weights, each after the zeros before it.
    std::vector<std::pair<std::size_t, std::size_t>> runs;  // First and end of each.
    const std::vector<float>& weights = network.weights;
    for (std::size_t i = 0; i < weights.size();) {
      while (i < weights.size() && weights[i] == 0.0F) ++i;
      const std::size_t first = i;
      while (i < weights.size() && weights[i] != 0.0F) ++i;
      if (i > first) runs.emplace_back(first, i);
    }
    writer.put(static_cast<std::uint32_t>(runs.size()));
    std::size_t end_of_last = 0;
    for (const auto& [first, end] : runs) {
      writer.put(static_cast<std::uint32_t>(first - end_of_last));
      writer.put(static_cast<std::uint32_t>(end - first));
      for (std::size_t i = first; i < end; ++i) writer.put(weights[i]);
      end_of_last = end;
    }
  }
  writer.put(checksum_of(writer.bytes(), writer.bytes().size()));
  out.write(writer.bytes().data(), static_cast<std::streamsize>(writer.bytes().size()));
}

namespace {

constexpr std::size_t kChecksumSize = 8;

// The alphabet of a network's mask byte. Throws FileError when it names no type.
solitaire::Alphabet alphabet_of(std::uint8_t mask, const std::string& which) {
  std::string letters;
  for (int kind = 0; kind < solitaire::kPieceKinds; ++kind) {
    if ((mask >> kind & 1U) != 0) letters += solitaire::alphabet_letter(solitaire::piece_at(kind));
  }
  const auto alphabet = solitaire::Alphabet::parse(letters);
  if (!alphabet) Parser::fail(which + " has no alphabet");
  return *alphabet;
}

// The runs of non-zero weights of a network of `weights` weights in all, into `into` (skipped
// when null).
void take_runs(Parser& parser, std::size_t weights, std::vector<float>* into,
               const std::string& which) {
  const auto runs = parser.take<std::uint32_t>(which.c_str());
  std::size_t filled = 0;
  for (std::uint32_t run = 0; run < runs; ++run) {
    const auto zeros = parser.take<std::uint32_t>(which.c_str());
    const auto length = parser.take<std::uint32_t>(which.c_str());
    if (zeros > weights - filled || length > weights - filled - zeros) {
      Parser::fail(which + ": its runs of weights go past its " + std::to_string(weights) +
                   " weights");
    }
    if (parser.left() < std::size_t{length} * sizeof(float)) {
      Parser::fail(FileProblem::kTruncated,
                   "truncated: the file ends inside the weights of " + which);
    }
    filled += zeros;
    if (into != nullptr) {
      parser.take_floats(into->data() + filled, length);
    } else {
      parser.skip(std::size_t{length} * sizeof(float));
    }
    filled += length;
  }
}

// The stages of a network of a version 2 file: their count, then where each after the first
// begins.
std::vector<int> take_stage_starts(Parser& parser, const std::string& which) {
  const auto stages = parser.take<std::uint8_t>(which.c_str());
  if (stages == 0 || stages > kMostStages) {
    Parser::fail(which + " has " + std::to_string(stages) + " stages (1 to " +
                 std::to_string(kMostStages) + " allowed)");
  }
  std::vector<int> starts;
  for (int stage = 1; stage < stages; ++stage) {
    starts.push_back(parser.take<std::uint8_t>(which.c_str()));
  }
  if (!valid_stage_starts(starts)) {
    std::string list;
    for (const int start : starts) {
      if (!list.empty()) list += ", ";
      list += std::to_string(start);
    }
    Parser::fail(which + "'s stages begin at moves " + list + " (increasing, 1 to " +
                 std::to_string(solitaire::kMaxMoves - 1) + ")");
  }
  return starts;
}

// One network of a file of `version`; its weights only when `wanted` (else they are skipped
// and left empty).
Network take_network(Parser& parser, std::uint32_t version, const std::string& which,
                     const NetworkFilter& wanted, std::array<bool, 256>& alphabets_read) {
  Network network;
  network.feature_set = parser.take<std::uint32_t>(which.c_str());
  if (!known_feature_set(network.feature_set)) {
    Parser::fail(which + " uses feature set " + std::to_string(network.feature_set) +
                 ", but this build has feature sets " + std::to_string(kBaseFeatureSet) + " and " +
                 std::to_string(kTupleFeatureSet));
  }
  const auto mask = parser.take<std::uint8_t>(which.c_str());
  network.alphabet = alphabet_of(mask, which);
  if (alphabets_read[mask]) Parser::fail(which + " repeats alphabet " + network.alphabet.letters());
  alphabets_read[mask] = true;
  network.games = parser.take<std::uint64_t>(which.c_str());
  network.seed = parser.take<std::uint64_t>(which.c_str());
  network.random_state = parser.take<std::uint64_t>(which.c_str());
  if (version >= 2) network.stage_starts = take_stage_starts(parser, which);
  const auto weights = parser.take<std::uint32_t>(which.c_str());
  if (weights != table_size(network.feature_set)) {
    Parser::fail(which + " has " + std::to_string(weights) + " weights, but its feature set has " +
                 std::to_string(table_size(network.feature_set)));
  }
  const bool keep = !wanted || wanted(network.alphabet);
  const std::size_t all_weights = std::size_t{weights} * static_cast<std::size_t>(network.stages());
  if (keep) network.weights.assign(all_weights, 0.0F);
  take_runs(parser, all_weights, keep ? &network.weights : nullptr, which);
  return network;
}

[[noreturn]] void fail_corrupt() {
  Parser::fail(FileProblem::kCorrupt, "corrupt: the checksum does not match the contents");
}

// The networks of `bytes`, the whole file; the checksum is only skipped here.
std::vector<Network> parse_networks(const std::string& bytes, const NetworkFilter& wanted) {
  Parser parser(bytes);
  for (std::size_t i = 0; i < kMagic.size(); ++i) parser.take<std::uint8_t>("the magic");
  const auto version = parser.take<std::uint32_t>("the header");
  if (version == 0 || version > kFormatVersion) {
    Parser::fail("format version " + std::to_string(version) +
                 ", but this build reads versions 1 to " + std::to_string(kFormatVersion));
  }
  const auto count = parser.take<std::uint32_t>("the header");
  if (count == 0 || count > kMostNetworks) {
    Parser::fail("it says it holds " + std::to_string(count) + " networks (1 to " +
                 std::to_string(kMostNetworks) + " allowed)");
  }
  std::vector<Network> networks;
  std::array<bool, 256> alphabets_read{};  // By mask, wanted or not.
  for (std::uint32_t n = 0; n < count; ++n) {
    Network network =
        take_network(parser, version, "network " + std::to_string(n + 1), wanted, alphabets_read);
    if (!network.weights.empty()) networks.push_back(std::move(network));
  }
  if (parser.left() < kChecksumSize) {
    Parser::fail(FileProblem::kTruncated, "truncated: the file ends inside the checksum");
  }
  if (parser.left() > kChecksumSize) {
    Parser::fail(std::to_string(parser.left() - kChecksumSize) +
                 " bytes after the end of the last network");
  }
  return networks;
}

}  // namespace

std::vector<Network> read_networks(std::istream& in, const NetworkFilter& wanted) {
  std::string bytes;
  std::array<char, 1 << 16> buffer{};
  while (in.read(buffer.data(), buffer.size()) || in.gcount() > 0) {
    bytes.append(buffer.data(), static_cast<std::size_t>(in.gcount()));
  }
  if (bytes.size() < kMagic.size() ||
      std::memcmp(bytes.data(), kMagic.data(), kMagic.size()) != 0) {
    Parser::fail("not a file of learned values (it does not start with ARBVALUE)");
  }
  bool intact = false;
  if (bytes.size() >= kMagic.size() + kChecksumSize) {
    const std::string stored(bytes, bytes.size() - kChecksumSize);
    intact = Parser(stored).take<std::uint64_t>("the checksum") ==
             checksum_of(bytes, bytes.size() - kChecksumSize);
  }
  try {
    std::vector<Network> networks = parse_networks(bytes, wanted);
    if (!intact) fail_corrupt();
    return networks;
  } catch (const FileError& error) {
    // A flipped bit can land in any field; unless the file is merely cut short, call it what
    // it is rather than whatever the damaged field now says.
    if (intact || error.problem() == FileProblem::kTruncated) throw;
    fail_corrupt();
  }
}

std::vector<Network> load_networks(const std::string& path, const NetworkFilter& wanted) {
  std::ifstream file(path, std::ios::binary);
  const int open_error = errno;
  std::error_code ignored;
  if (!file || std::filesystem::is_directory(path, ignored)) {
    const std::string reason = std::filesystem::is_directory(path, ignored)
                                   ? "is a directory"
                                   : std::generic_category().message(open_error);
    throw FileError(FileProblem::kCannotOpen, path + ": cannot open: " + reason);
  }
  try {
    return read_networks(file, wanted);
  } catch (const FileError& error) {
    throw FileError(error.problem(), path + ": " + error.what());
  }
}

void save_networks(const std::string& path, const std::vector<Network>& networks) {
  const std::string partial = path + ".partial";
  // Whatever fails, the partial file goes: a checkpoint is whole or absent.
  const auto fail = [&partial](const std::string& message) {
    std::error_code ignored;
    std::filesystem::remove(partial, ignored);
    throw FileError(FileProblem::kCannotWrite, message);
  };
  {
    std::ofstream file(partial, std::ios::binary | std::ios::trunc);
    if (!file) fail(partial + ": cannot create: " + std::generic_category().message(errno));
    write_networks(file, networks);
    file.flush();
    if (!file) fail(partial + ": error writing");
  }
  std::error_code error;
  std::filesystem::rename(partial, path, error);
  if (error) fail(path + ": cannot write: " + error.message());
}

ExitCode FileError::status() const {
  switch (problem_) {
    case FileProblem::kCannotOpen:
      return ExitCode::kNoInput;
    case FileProblem::kTruncated:
    case FileProblem::kCorrupt:
    case FileProblem::kInvalid:
      return ExitCode::kDataError;
    case FileProblem::kCannotWrite:
      return ExitCode::kCannotCreate;
  }
  return ExitCode::kDataError;
}

}  // namespace arbiter::bot::value
