#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace arbiter::solitaire {

/// The eight piece types. The numeric values index per-type tables (kPieceKinds of them) and
/// give the bit of the type in an Alphabet mask; the four numbers come first so that
/// `number_value` is the value plus one.
enum class Piece : std::uint8_t { kOne, kTwo, kThree, kFour, kTorn, kLopare, kDam, kSpringare };
inline constexpr int kPieceKinds = 8;

/// The index of `piece` into per-type tables, 0..7.
constexpr int index_of(Piece piece) { return static_cast<int>(piece); }
/// The piece of index 0..7. Precondition: 0 <= index < kPieceKinds.
constexpr Piece piece_at(int index) { return static_cast<Piece>(index); }

/// True for 1, 2, 3 and 4.
constexpr bool is_number(Piece piece) { return piece <= Piece::kFour; }
/// 1..4. Precondition: is_number(piece).
constexpr int number_value(Piece piece) { return static_cast<int>(piece) + 1; }

/// The token of `piece` on the wire and in `.board` files: "1".."4", "torn", "lopare", "dam",
/// "springare". (An empty cell's "blank" is not a piece; see kBlankToken.)
std::string_view wire_token(Piece piece);
/// What the judge says for a cell with no piece left.
inline constexpr std::string_view kBlankToken = "blank";
/// The piece written as `token`, or nothing for any other text ("blank" included). Exact
/// match: no case folding, no surrounding spaces.
std::optional<Piece> piece_from_token(std::string_view token);

/// The letter of `piece` in an alphabet: '1'..'4', 't', 'l', 'd', 's'.
char alphabet_letter(Piece piece);
/// The piece of alphabet letter `letter`, or nothing.
std::optional<Piece> piece_from_letter(char letter);

/// Why a text is not an alphabet: the index of the offending letter in it (0 for an empty
/// text) and a message such as "letter 'x' is not one of 1234tlds".
struct AlphabetError {
  std::size_t index = 0;
  std::string message;
};

/// A game's alphabet: the non-empty set of piece types every piece of the deal is drawn from.
///
/// It also keeps the order in which its letters were written, because the official judge
/// draws with `random.choice` on the list in that order: `12` and `21` are the same set
/// (operator== compares sets) but deal differently. The 14 official tests all write their
/// letters in the canonical order 1234tlds.
class Alphabet {
 public:
  /// The full alphabet, "1234tlds" (so that a default-constructed value is a valid one).
  Alphabet();
  /// The full alphabet, "1234tlds".
  static Alphabet all() { return Alphabet(); }
  /// Parses letters from "1234tlds", each at most once, at least one. On failure returns
  /// nothing and, when `error` is given, says which letter is wrong and why.
  static std::optional<Alphabet> parse(std::string_view letters, AlphabetError* error = nullptr);

  bool contains(Piece piece) const { return (mask_ >> index_of(piece) & 1U) != 0; }
  int size() const { return size_; }
  /// Bit i set when piece_at(i) is in the alphabet.
  std::uint8_t mask() const { return mask_; }
  /// The letters in canonical order (1234tlds order), whatever order they were given in.
  std::string letters() const;
  /// The letters in the order they were given.
  std::string given_letters() const;
  /// The pieces in the order they were given: the list the official deal draws from.
  std::span<const Piece> pieces() const { return {order_.data(), static_cast<std::size_t>(size_)}; }

  /// Same set of types; the order the letters were given in does not matter.
  friend bool operator==(const Alphabet& a, const Alphabet& b) { return a.mask_ == b.mask_; }

 private:
  struct Empty {};
  explicit Alphabet(Empty /*tag*/) {}

  std::array<Piece, kPieceKinds> order_{};
  std::uint8_t size_ = 0;
  std::uint8_t mask_ = 0;
};

}  // namespace arbiter::solitaire
