// Fuzzes the reader of the values file (bot/value/file.h): the whole input is a file of
// learned values, read with every network wanted and again with a filter.
//
// Property: a file is either read or refused with a FileError of status 65 whose message is
// one line without control bytes; a filter changes which networks come back, never whether the
// file is refused nor why; every network read holds table_size() of its feature set a stage, and no
// two share an alphabet; what is read, written again and read back, is written again byte for byte
// the same.
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "bot/value/file.h"
#include "fuzz/fuzz_support.h"

namespace {

using arbiter::bot::value::FileError;
using arbiter::bot::value::Network;
using arbiter::bot::value::NetworkFilter;

// The networks of `bytes`, or the message of the FileError that refused them.
struct Read {
  std::vector<Network> networks;
  std::string error;
};

Read read(const std::string& bytes, const NetworkFilter& wanted = {}) {
  std::istringstream in(bytes);
  Read result;
  try {
    result.networks = arbiter::bot::value::read_networks(in, wanted);
  } catch (const FileError& error) {
    arbiter::fuzz::require(error.status() == arbiter::ExitCode::kDataError,
                           "a FileError that is not 65", error.what());
    result.error = error.what();
    arbiter::fuzz::require(!result.error.empty(), "an empty message");
    for (const char c : result.error) {
      arbiter::fuzz::require(static_cast<unsigned char>(c) >= 0x20 && c != 0x7f,
                             "a control byte in the message", result.error);
    }
  }
  return result;
}

std::string written(const std::vector<Network>& networks) {
  std::ostringstream out;
  arbiter::bot::value::write_networks(out, networks);
  return out.str();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace arbiter;
  const std::string input = fuzz::as_text(data, size);
  const Read all = read(input);
  // Only the alphabets with an even number of types.
  const Read some =
      read(input, [](const solitaire::Alphabet& alphabet) { return alphabet.size() % 2 == 0; });
  fuzz::require(all.error == some.error, "a filter changed the verdict on the file",
                all.error + " | " + some.error);
  if (!all.error.empty()) return 0;
  std::size_t even = 0;
  for (std::size_t i = 0; i < all.networks.size(); ++i) {
    const Network& network = all.networks[i];
    fuzz::require(network.weights.size() == static_cast<std::size_t>(network.stages()) *
                                                bot::value::table_size(network.feature_set),
                  "a network of another size");
    for (std::size_t j = 0; j < i; ++j) {
      fuzz::require(!(all.networks[j].alphabet == network.alphabet), "an alphabet read twice");
    }
    if (network.alphabet.size() % 2 == 0) ++even;
  }
  fuzz::require(some.networks.size() == even, "the filter kept other networks");
  const std::string once = written(all.networks);
  const Read again = read(once);
  fuzz::require(again.error.empty(), "a file written from what was read is refused", again.error);
  fuzz::require(written(again.networks) == once, "reading and writing again changed the file");
  return 0;
}
