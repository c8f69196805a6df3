#include "bot/value_file.h"

#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string_view>
#include <system_error>

namespace arbiter::bot::value {

namespace {

constexpr char kMagic[8] = {'A', 'R', 'B', 'V', 'A', 'L', 'U', 'E'};
constexpr int kMostNetworks = solitaire::kPieceKinds;

constexpr std::uint64_t kFnvOffset = 0xCBF29CE484222325ULL;
constexpr std::uint64_t kFnvPrime = 0x100000001B3ULL;

std::uint64_t fnv1a(const std::string& bytes, std::size_t length) {
  std::uint64_t hash = kFnvOffset;
  for (std::size_t i = 0; i < length; ++i) {
    hash = (hash ^ static_cast<unsigned char>(bytes[i])) * kFnvPrime;
  }
  return hash;
}

class Writer {
 public:
  template <typename Number>
  void put(Number value) {
    using Bits =
        std::conditional_t<sizeof(Number) == 8, std::uint64_t,
                           std::conditional_t<sizeof(Number) == 4, std::uint32_t, std::uint8_t>>;
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
    using Bits =
        std::conditional_t<sizeof(Number) == 8, std::uint64_t,
                           std::conditional_t<sizeof(Number) == 4, std::uint32_t, std::uint8_t>>;
    if (bytes_.size() - offset_ < sizeof(Bits)) {
      fail(std::string("truncated: the file ends inside ") + what);
    }
    Bits bits = 0;
    for (std::size_t byte = 0; byte < sizeof(Bits); ++byte) {
      bits |= static_cast<Bits>(static_cast<unsigned char>(bytes_[offset_ + byte])) << (8 * byte);
    }
    offset_ += sizeof(Bits);
    return std::bit_cast<Number>(bits);
  }
  // Many at once: a plain copy where the machine is little-endian too.
  void take_floats(std::vector<float>& values) {
    if constexpr (std::endian::native == std::endian::little) {
      std::memcpy(values.data(), bytes_.data() + offset_, values.size() * sizeof(float));
      offset_ += values.size() * sizeof(float);
    } else {
      for (float& value : values) value = take<float>("the weights");
    }
  }
  std::size_t offset() const { return offset_; }
  std::size_t left() const { return bytes_.size() - offset_; }
  [[noreturn]] static void fail(const std::string& message) {
    throw FileError(ExitCode::kDataError, message);
  }

 private:
  const std::string& bytes_;
  std::size_t offset_ = 0;
};

}  // namespace

void write_networks(std::ostream& out, const std::vector<Network>& networks) {
  Writer writer;
  writer.put_bytes(kMagic, sizeof kMagic);
  writer.put(kFormatVersion);
  writer.put(static_cast<std::uint32_t>(networks.size()));
  for (const Network& network : networks) {
    writer.put(network.feature_set);
    writer.put(network.alphabet.mask());
    writer.put(network.games);
    writer.put(network.seed);
    writer.put(network.random_state);
    writer.put(static_cast<std::uint32_t>(network.weights.size()));
    if constexpr (std::endian::native == std::endian::little) {
      writer.put_bytes(reinterpret_cast<const char*>(network.weights.data()),
                       network.weights.size() * sizeof(float));
    } else {
      for (const float weight : network.weights) writer.put(weight);
    }
  }
  writer.put(fnv1a(writer.bytes(), writer.bytes().size()));
  out.write(writer.bytes().data(), static_cast<std::streamsize>(writer.bytes().size()));
}

namespace {

constexpr std::size_t kChecksumSize = 8;

// The networks of `bytes`, the whole file; the checksum is only skipped here.
std::vector<Network> parse_networks(const std::string& bytes) {
  Parser parser(bytes);
  for (std::size_t i = 0; i < sizeof kMagic; ++i) parser.take<std::uint8_t>("the magic");
  const auto version = parser.take<std::uint32_t>("the header");
  if (version != kFormatVersion) {
    Parser::fail("format version " + std::to_string(version) + ", but this build reads version " +
                 std::to_string(kFormatVersion));
  }
  const auto count = parser.take<std::uint32_t>("the header");
  if (count == 0 || count > kMostNetworks) {
    Parser::fail("it says it holds " + std::to_string(count) + " networks (1 to " +
                 std::to_string(kMostNetworks) + " allowed)");
  }
  std::vector<Network> networks;
  for (std::uint32_t n = 0; n < count; ++n) {
    Network network;
    const std::string which = "network " + std::to_string(n + 1);
    network.feature_set = parser.take<std::uint32_t>(which.c_str());
    if (network.feature_set != kFeatureSet) {
      Parser::fail(which + " uses feature set " + std::to_string(network.feature_set) +
                   ", but this build has feature set " + std::to_string(kFeatureSet));
    }
    const auto mask = parser.take<std::uint8_t>(which.c_str());
    std::string letters;
    for (int kind = 0; kind < solitaire::kPieceKinds; ++kind) {
      if ((mask >> kind & 1U) != 0)
        letters += solitaire::alphabet_letter(solitaire::piece_at(kind));
    }
    const auto alphabet = solitaire::Alphabet::parse(letters);
    if (!alphabet) Parser::fail(which + " has no alphabet");
    for (const Network& other : networks) {
      if (other.alphabet == *alphabet) {
        Parser::fail(which + " repeats alphabet " + alphabet->letters());
      }
    }
    network.alphabet = *alphabet;
    network.games = parser.take<std::uint64_t>(which.c_str());
    network.seed = parser.take<std::uint64_t>(which.c_str());
    network.random_state = parser.take<std::uint64_t>(which.c_str());
    const auto weights = parser.take<std::uint32_t>(which.c_str());
    if (weights != table_size()) {
      Parser::fail(which + " has " + std::to_string(weights) +
                   " weights, but its feature set has " + std::to_string(table_size()));
    }
    if (parser.left() < static_cast<std::size_t>(weights) * sizeof(float)) {
      Parser::fail("truncated: the file ends inside the weights of " + which);
    }
    network.weights.resize(weights);
    parser.take_floats(network.weights);
    networks.push_back(std::move(network));
  }
  if (parser.left() < kChecksumSize) Parser::fail("truncated: the file ends inside the checksum");
  if (parser.left() > kChecksumSize) {
    Parser::fail(std::to_string(parser.left() - kChecksumSize) +
                 " bytes after the end of the last network");
  }
  return networks;
}

}  // namespace

std::vector<Network> read_networks(std::istream& in) {
  std::ostringstream whole;
  whole << in.rdbuf();
  const std::string bytes = std::move(whole).str();
  if (bytes.size() < sizeof kMagic || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0) {
    Parser::fail("not a file of learned values (it does not start with ARBVALUE)");
  }
  bool intact = false;
  if (bytes.size() >= sizeof kMagic + kChecksumSize) {
    const std::string stored(bytes, bytes.size() - kChecksumSize);
    intact = Parser(stored).take<std::uint64_t>("the checksum") ==
             fnv1a(bytes, bytes.size() - kChecksumSize);
  }
  try {
    std::vector<Network> networks = parse_networks(bytes);
    if (!intact) Parser::fail("corrupt: the checksum does not match the contents");
    return networks;
  } catch (const FileError& error) {
    // A flipped bit can land in any field; unless the file is merely cut short, call it what
    // it is rather than whatever the damaged field now says.
    const bool truncated = std::string_view(error.what()).starts_with("truncated");
    if (intact || truncated) throw;
    Parser::fail("corrupt: the checksum does not match the contents");
  }
}

std::vector<Network> load_networks(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  const int open_error = errno;
  std::error_code ignored;
  if (!file || std::filesystem::is_directory(path, ignored)) {
    const std::string reason = std::filesystem::is_directory(path, ignored)
                                   ? "is a directory"
                                   : std::generic_category().message(open_error);
    throw FileError(ExitCode::kNoInput, path + ": cannot open: " + reason);
  }
  try {
    return read_networks(file);
  } catch (const FileError& error) {
    throw FileError(error.status(), path + ": " + error.what());
  }
}

void save_networks(const std::string& path, const std::vector<Network>& networks) {
  const std::string partial = path + ".partial";
  {
    std::ofstream file(partial, std::ios::binary | std::ios::trunc);
    if (!file) {
      throw FileError(ExitCode::kCannotCreate,
                      partial + ": cannot create: " + std::generic_category().message(errno));
    }
    write_networks(file, networks);
    file.flush();
    if (!file) throw FileError(ExitCode::kCannotCreate, partial + ": error writing");
  }
  std::error_code error;
  std::filesystem::rename(partial, path, error);
  if (error) throw FileError(ExitCode::kCannotCreate, path + ": cannot write: " + error.message());
}

}  // namespace arbiter::bot::value
