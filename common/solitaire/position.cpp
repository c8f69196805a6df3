#include "common/solitaire/position.h"

#include <stdexcept>

namespace arbiter::solitaire {

std::string_view describe(MoveError error) {
  switch (error) {
    case MoveError::kBlank:
      return "the cell is blank";
    case MoveError::kSameCell:
      return "the same cell as the last move";
    case MoveError::kNotReachable:
      return "not reachable from the last move";
  }
  return "unknown error";
}

Position Position::start(const Board& board) {
  Position position;
  position.board_ = board;
  return position;
}

std::optional<MoveError> Position::check(int cell) const {
  if (board_.blank(cell)) return MoveError::kBlank;
  if (last_cell_ < 0) return std::nullopt;
  if (cell == last_cell_) return MoveError::kSameCell;
  if (!has_cell(targets(last_cell_, last_removed_), cell)) return MoveError::kNotReachable;
  return std::nullopt;
}

void Position::check_invariants() const {
  board_.check_invariants();
  if (last_cell_ < -1 || last_cell_ >= kCells) throw std::logic_error("last cell out of range");
  if ((last_cell_ < 0) != (score_.moves() == 0)) {
    throw std::logic_error("a last move without moves, or moves without a last move");
  }
  int taken = 0;
  for (int cell = 0; cell < kCells; ++cell) taken += board_.removed(cell);
  // A position need not start from a fresh board, so only a lower bound holds in general.
  if (taken < score_.moves()) throw std::logic_error("more moves than pieces taken");
  if (last_cell_ >= 0 && board_.removed(last_cell_) == 0) {
    throw std::logic_error("nothing taken from the cell of the last move");
  }
}

std::string wire_coordinates(int cell) {
  std::string text = std::to_string(row_of(cell) + 1);
  text.push_back(' ');
  text.append(std::to_string(col_of(cell) + 1));
  return text;
}

std::string explain(const Position& position, int cell, MoveError error) {
  std::string text = wire_coordinates(cell);
  switch (error) {
    case MoveError::kBlank:
      text.append(" is blank");
      break;
    case MoveError::kSameCell:
      text.append(" is the cell of the last move");
      break;
    case MoveError::kNotReachable:
      text.append(" is not reachable by ");
      if (const auto removed = position.last_removed()) text.append(wire_token(*removed));
      text.append(" from ");
      if (const auto last = position.last_cell()) text.append(wire_coordinates(*last));
      break;
  }
  return text;
}

}  // namespace arbiter::solitaire
