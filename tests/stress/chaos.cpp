#include "tests/stress/chaos.h"

#include <array>
#include <bit>
#include <sstream>
#include <utility>

#include "common/random.h"

namespace arbiter::stress {

namespace {

struct Weighted {
  Behaviour behaviour;
  std::string_view name;
  int weight;  // Out of 1000. The costly ones (a limit or a grace period each) are rare.
};

constexpr std::array<Weighted, kBehaviourCount> kBehaviours{{
    {Behaviour::kStop, "stop", 275},
    {Behaviour::kStopSpaced, "stop-spaced", 40},
    {Behaviour::kStopNoNewline, "stop-no-newline", 40},
    {Behaviour::kStopThenOutput, "stop-then-output", 40},
    {Behaviour::kStopThenFail, "stop-then-fail", 30},
    {Behaviour::kStopThenAbort, "stop-then-abort", 20},
    {Behaviour::kStopAndLinger, "stop-and-linger", 2},
    {Behaviour::kStopLeavingStray, "stop-leaving-stray", 30},
    {Behaviour::kGarbage, "garbage", 70},
    {Behaviour::kBinary, "binary", 50},
    {Behaviour::kOffBoard, "off-board", 60},
    {Behaviour::kIllegal, "illegal", 80},
    {Behaviour::kHugeLine, "huge-line", 40},
    {Behaviour::kMoveNoNewlineExit, "move-no-newline-exit", 40},
    {Behaviour::kExit, "exit", 60},
    {Behaviour::kAbort, "abort", 30},
    {Behaviour::kSegv, "segv", 30},
    {Behaviour::kCloseOutput, "close-output", 30},
    {Behaviour::kCloseOutputAndStay, "close-output-and-stay", 2},
    {Behaviour::kExitLeavingHelper, "exit-leaving-helper", 15},
    {Behaviour::kStall, "stall", 6},
    {Behaviour::kNeverFlush, "never-flush", 4},
    {Behaviour::kSlowTotal, "slow-total", 6},
}};

constexpr int total_weight() {
  int sum = 0;
  for (const auto& entry : kBehaviours) sum += entry.weight;
  return sum;
}
static_assert(total_weight() == 1000);

// FNV-1a: the same 64 bits for the same opening on every platform.
std::uint64_t fingerprint(std::string_view text) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (const char byte : text) {
    hash ^= static_cast<unsigned char>(byte);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

bool stops_properly(Behaviour behaviour) { return behaviour <= Behaviour::kStopLeavingStray; }

bool waits_out_a_limit(Behaviour behaviour) {
  return behaviour == Behaviour::kStall || behaviour == Behaviour::kNeverFlush ||
         behaviour == Behaviour::kSlowTotal;
}

}  // namespace

std::string_view behaviour_name(Behaviour behaviour) {
  return kBehaviours[static_cast<std::size_t>(behaviour)].name;
}

Plan plan_for(std::string_view opening) {
  Random random(fingerprint(opening));
  Plan plan;
  int draw = static_cast<int>(random.below(1000));
  for (const auto& entry : kBehaviours) {
    if (draw < entry.weight) {
      plan.behaviour = entry.behaviour;
      break;
    }
    draw -= entry.weight;
  }
  // Games that stop properly may run to the end (108 moves); a limit is waited out after a
  // few quick moves only, so that they stay quick on a loaded machine; an illegal move needs a
  // last move.
  if (stops_properly(plan.behaviour)) {
    plan.quick_moves = static_cast<int>(random.below(solitaire::kMaxMoves + 1));
  } else if (waits_out_a_limit(plan.behaviour)) {
    plan.quick_moves = static_cast<int>(random.below(11));
  } else {
    plan.quick_moves = static_cast<int>(random.below(21));
  }
  if (plan.behaviour == Behaviour::kIllegal) plan.quick_moves = std::max(plan.quick_moves, 1);
  constexpr std::array<int, 6> kStatuses{0, 1, 3, 42, 77, 255};
  plan.status = kStatuses[random.below(kStatuses.size())];
  plan.salt = random.next();
  return plan;
}

std::optional<solitaire::Position> read_opening(std::string_view opening) {
  std::array<solitaire::Piece, solitaire::kCells> bronze{};
  std::istringstream tokens{std::string(opening)};
  int cell = 0;
  for (std::string token; tokens >> token; ++cell) {
    const auto piece = solitaire::piece_from_token(token);
    if (!piece || cell >= solitaire::kCells) return std::nullopt;
    bronze[static_cast<std::size_t>(cell)] = *piece;
  }
  if (cell != solitaire::kCells) return std::nullopt;
  return solitaire::Position::start(solitaire::Board::from_bronze(bronze));
}

int next_cell(const solitaire::Position& position) {
  const solitaire::CellSet legal = position.legal_moves();
  return legal == 0 ? -1 : std::countr_zero(legal);
}

int illegal_cell(const solitaire::Position& position) {
  const int last = *position.last_cell();
  solitaire::CellSet forbidden =
      position.board().non_blank() & ~position.legal_moves() & ~solitaire::cell_bit(last);
  return forbidden == 0 ? last : std::countr_zero(forbidden);
}

std::string garbage_line(const Plan& plan) {
  static constexpr std::string_view kLetters =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  static constexpr std::string_view kOthers = ".,;:!?*#=_ ";
  Random random(plan.salt);
  const auto length = 1 + random.below(60);
  std::string line(1, kLetters[random.below(kLetters.size())]);  // Never a number first.
  while (line.size() < length) {
    const bool letter = random.below(3) != 0;
    const std::string_view pool = letter ? kLetters : kOthers;
    line.push_back(pool[random.below(pool.size())]);
  }
  return line;
}

std::string binary_line(const Plan& plan) {
  Random random(plan.salt);
  const auto length = 1 + random.below(60);
  // A first byte of 0x80 or more can start no number; no '\n' anywhere.
  std::string line(1, static_cast<char>(0x80 + random.below(0x80)));
  while (line.size() < length) {
    const auto byte = static_cast<char>(random.below(256));
    if (byte != '\n') line.push_back(byte);
  }
  return line;
}

std::string off_board_line(const Plan& plan) {
  static constexpr std::array<std::string_view, 8> kLines{"7 1",  "1 7",   "0 3",        "4 0",
                                                          "-1 2", "99 99", "6 12345678", "-3 -3"};
  Random random(plan.salt);
  return std::string(kLines[random.below(kLines.size())]);
}

}  // namespace arbiter::stress
