#include "common/solitaire/alphabet_option.h"

#include <algorithm>
#include <string>

#include "common/cli.h"

namespace arbiter::cli {

solitaire::Alphabet alphabet_option(std::string_view letters) {
  solitaire::AlphabetError error;
  const auto alphabet = solitaire::Alphabet::parse(letters, &error);
  if (!alphabet) throw UsageError("--alphabet " + std::string(letters) + ": " + error.message);
  return *alphabet;
}

std::vector<solitaire::Alphabet> alphabets_option(std::string_view text) {
  std::vector<solitaire::Alphabet> alphabets;
  for (const std::string_view letters : split_commas(text)) {
    solitaire::AlphabetError error;
    const auto alphabet = solitaire::Alphabet::parse(letters, &error);
    if (!alphabet) {
      throw UsageError("--alphabets: '" + std::string(letters) + "': " + error.message);
    }
    if (std::find(alphabets.begin(), alphabets.end(), *alphabet) != alphabets.end()) {
      throw UsageError("--alphabets: '" + std::string(letters) + "' twice");
    }
    alphabets.push_back(*alphabet);
  }
  return alphabets;
}

}  // namespace arbiter::cli
