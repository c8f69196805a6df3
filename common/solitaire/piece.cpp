#include "common/solitaire/piece.h"

namespace arbiter::solitaire {

namespace {

constexpr std::array<std::string_view, kPieceKinds> kTokens = {
    "1", "2", "3", "4", "torn", "lopare", "dam", "springare"};
constexpr std::string_view kLetters = "1234tlds";

}  // namespace

std::string_view wire_token(Piece piece) { return kTokens[static_cast<std::size_t>(piece)]; }

std::optional<Piece> piece_from_token(std::string_view token) {
  for (int i = 0; i < kPieceKinds; ++i) {
    if (kTokens[static_cast<std::size_t>(i)] == token) return piece_at(i);
  }
  return std::nullopt;
}

char alphabet_letter(Piece piece) { return kLetters[static_cast<std::size_t>(piece)]; }

std::optional<Piece> piece_from_letter(char letter) {
  const std::size_t at = kLetters.find(letter);
  if (at == std::string_view::npos) return std::nullopt;
  return piece_at(static_cast<int>(at));
}

Alphabet::Alphabet() {
  for (int i = 0; i < kPieceKinds; ++i) order_[static_cast<std::size_t>(i)] = piece_at(i);
  size_ = kPieceKinds;
  mask_ = 0xFF;
}

std::optional<Alphabet> Alphabet::parse(std::string_view letters, AlphabetError* error) {
  const auto reject = [&](std::size_t index, std::string message) -> std::optional<Alphabet> {
    if (error != nullptr) *error = AlphabetError{index, std::move(message)};
    return std::nullopt;
  };
  if (letters.empty()) return reject(0, "the alphabet is empty");
  Alphabet alphabet{Empty{}};
  for (std::size_t i = 0; i < letters.size(); ++i) {
    const std::optional<Piece> piece = piece_from_letter(letters[i]);
    std::string shown = "'";
    shown.push_back(letters[i]);
    shown.push_back('\'');
    if (!piece) {
      std::string message = "letter ";
      message.append(shown).append(" is not one of ").append(kLetters);
      return reject(i, std::move(message));
    }
    if (alphabet.contains(*piece)) {
      std::string message = "letter ";
      message.append(shown).append(" appears twice in the alphabet");
      return reject(i, std::move(message));
    }
    alphabet.order_[alphabet.size_++] = *piece;
    alphabet.mask_ = static_cast<std::uint8_t>(alphabet.mask_ | 1U << index_of(*piece));
  }
  return alphabet;
}

std::string Alphabet::letters() const {
  std::string result;
  for (int i = 0; i < kPieceKinds; ++i) {
    if (contains(piece_at(i))) result.push_back(kLetters[static_cast<std::size_t>(i)]);
  }
  return result;
}

std::string Alphabet::given_letters() const {
  std::string result;
  for (const Piece piece : pieces()) result.push_back(alphabet_letter(piece));
  return result;
}

}  // namespace arbiter::solitaire
