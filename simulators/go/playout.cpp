#include "simulators/go/playout.h"

#include <algorithm>
#include <utility>

namespace arbiter::go {

void Playout::reset(const Board& start, const std::vector<int>& empties) {
  board_ = start;
  empties_ = empties;
  for (std::size_t i = 0; i < empties_.size(); ++i) {
    slot_[static_cast<std::size_t>(empties_[i])] = static_cast<int>(i);
  }
  // Afresh for each playout, so that the generations never wrap around.
  stamp_.fill(0);
  generation_ = 0;
  ko_ = 0;
  last_ = 0;
}

void Playout::reset(const Board& start) {
  std::vector<int> empties;
  for (int row = 0; row < start.size(); ++row) {
    for (int col = 0; col < start.size(); ++col) {
      if (start.at(Point{col, row}) == Color::kEmpty) empties.push_back(Board::cell({col, row}));
    }
  }
  reset(start, empties);
}

bool Playout::play_random(Color color, Random& random) {
  // Answers to the last stone first, as light playout policies do. Without taking a chain left
  // in atari, a group in atari survives half of the playouts and dead groups look alive;
  // without saving one, a group that one move would save dies at random, and weak groups with
  // room to live look dead.
  int answer = capture_last_stone(color);
  if (answer == 0) answer = save_from_atari(color);
  if (answer != 0) {
    play(answer, color);
    return true;
  }
  std::size_t untried = empties_.size();
  while (untried > 0) {
    const auto i = static_cast<std::size_t>(random.below(untried));
    const int c = empties_[i];
    if (allowed(c, color)) {
      play(c, color);
      return true;
    }
    // Tried and refused: out of the way of the next draw.
    swap_empties(i, --untried);
  }
  ko_ = 0;
  last_ = 0;
  return false;
}

int Playout::capture_last_stone(Color color) {
  if (last_ == 0 || board_.at(last_) != opponent(color)) return 0;
  const int liberty = only_liberty(last_);
  return liberty != 0 && allowed(liberty, color) ? liberty : 0;
}

int Playout::save_from_atari(Color color) {
  if (last_ == 0 || board_.at(last_) != opponent(color)) return 0;
  for (const int offset : Board::kNeighbourOffsets) {
    const int n = last_ + offset;
    if (board_.at(n) != color) continue;
    if (const int saving = saving_move(n, color); saving != 0) return saving;
  }
  return 0;
}

int Playout::saving_move(int stone, Color color) {
  const int liberty = only_liberty(stone);
  if (liberty == 0) return 0;
  if (const int capture = capture_next_to(stone, color); capture != 0 && allowed(capture, color)) {
    return capture;
  }
  if (allowed(liberty, color) &&
      liberties_once_placed(liberty, chains_around(liberty, color), 3) >= 3) {
    return liberty;
  }
  return 0;
}

// The liberty of an opposing chain in atari next to the chain at `stone`, else 0.
int Playout::capture_next_to(int stone, Color color) {
  const Color enemy = opponent(color);
  const int head = board_.chain_head(stone);
  int s = head;
  do {
    for (const int offset : Board::kNeighbourOffsets) {
      const int n = s + offset;
      if (board_.at(n) != enemy) continue;
      if (const int liberty = only_liberty(n); liberty != 0) return liberty;
    }
    s = board_.next_in_chain(s);
  } while (s != head);
  return 0;
}

// The liberty of the chain at `stone` when it has exactly one, else 0 (a border cell).
int Playout::only_liberty(int stone) {
  int first = 0;
  return liberties(stone, 2, &first) == 1 ? first : 0;
}

void Playout::add_empty(int c) {
  slot_[static_cast<std::size_t>(c)] = static_cast<int>(empties_.size());
  empties_.push_back(c);
}

void Playout::remove_empty(int c) {
  const auto i = static_cast<std::size_t>(slot_[static_cast<std::size_t>(c)]);
  swap_empties(i, empties_.size() - 1);
  empties_.pop_back();
}

void Playout::swap_empties(std::size_t i, std::size_t j) {
  std::swap(empties_[i], empties_[j]);
  slot_[static_cast<std::size_t>(empties_[i])] = static_cast<int>(i);
  slot_[static_cast<std::size_t>(empties_[j])] = static_cast<int>(j);
}

// The liberties of the chain at `stone`, counted up to `limit` (at least 1); with `first`,
// the first liberty found goes there.
int Playout::liberties(int stone, int limit, int* first) {
  // Up to one contact, the contacts are the liberties: no need to walk the chain, unless the
  // one liberty itself is asked for.
  const int contacts = board_.liberty_contacts(stone);
  if (contacts == 0 || (contacts == 1 && first == nullptr)) return contacts;
  ++generation_;
  int count = 0;
  const int head = board_.chain_head(stone);
  int s = head;
  do {
    for (const int offset : Board::kNeighbourOffsets) {
      const int n = s + offset;
      if (board_.at(n) == Color::kEmpty && stamp_[n] != generation_) {
        stamp_[n] = generation_;
        if (count == 0 && first != nullptr) *first = n;
        if (++count >= limit) return count;
      }
    }
    s = board_.next_in_chain(s);
  } while (s != head);
  return count;
}

// A point every neighbour of which is `color` (or the edge), with few opposing diagonals.
bool Playout::looks_like_eye(int c, Color color) const {
  bool on_edge = false;
  for (const int offset : Board::kNeighbourOffsets) {
    const int n = c + offset;
    if (board_.is_border(n)) {
      on_edge = true;
    } else if (board_.at(n) != color) {
      return false;
    }
  }
  const Color enemy = opponent(color);
  int opposing = 0;
  constexpr int kStride = Board::kStride;
  for (const int d : {c - kStride - 1, c - kStride + 1, c + kStride - 1, c + kStride + 1}) {
    if (!board_.is_border(d) && board_.at(d) == enemy) ++opposing;
  }
  return opposing < (on_edge ? 1 : 2);
}

bool Playout::allowed(int c, Color color) {
  if (c == ko_ || looks_like_eye(c, color)) return false;
  if (captures(c, color)) return true;
  const ChainsAround own = chains_around(c, color);
  const int liberties = liberties_once_placed(c, own);
  if (liberties == 0) return false;  // Suicide.
  if (liberties == 1) {
    int own_stones = 1;
    for (std::size_t k = 0; k < own.count; ++k) own_stones += board_.chain_stones(own.heads[k]);
    return own_stones <= kLargestSelfAtari;
  }
  return true;
}

// Whether a stone of `color` at `c` would take an opposing chain's last liberty.
bool Playout::captures(int c, Color color) {
  const Color enemy = opponent(color);
  return std::any_of(Board::kNeighbourOffsets.begin(), Board::kNeighbourOffsets.end(),
                     [&](int offset) {
                       const int n = c + offset;
                       return board_.at(n) == enemy && liberties(n, 2) == 1;
                     });
}

Playout::ChainsAround Playout::chains_around(int c, Color color) const {
  ChainsAround chains;
  for (const int offset : Board::kNeighbourOffsets) {
    const int n = c + offset;
    if (board_.at(n) != color) continue;
    const int head = board_.chain_head(n);
    bool seen = false;
    for (std::size_t k = 0; k < chains.count; ++k) seen = seen || chains.heads[k] == head;
    if (!seen) chains.heads[chains.count++] = head;
  }
  return chains;
}

// The liberties the chain of a stone placed at `c` would have, joined to the chains `own`
// (none captured): exact below `limit`, `limit` or more beyond, as the count stops early.
int Playout::liberties_once_placed(int c, const ChainsAround& own, int limit) {
  ++generation_;
  stamp_[c] = generation_;
  int count = stamp_new_liberties(c);
  for (std::size_t k = 0; k < own.count && count < limit; ++k) {
    int stone = own.heads[k];
    do {
      count += stamp_new_liberties(stone);
      stone = board_.next_in_chain(stone);
    } while (stone != own.heads[k]);
  }
  return count;
}

// Stamps the empty neighbours of `c` not yet stamped in this generation; how many there were.
int Playout::stamp_new_liberties(int c) {
  int count = 0;
  for (const int offset : Board::kNeighbourOffsets) {
    const int n = c + offset;
    if (board_.at(n) == Color::kEmpty && stamp_[n] != generation_) {
      stamp_[n] = generation_;
      ++count;
    }
  }
  return count;
}

void Playout::play(int c, Color color) {
  remove_empty(c);
  int captured_at = 0;
  const int captured = board_.play(c, color, [&](int removed) {
    add_empty(removed);
    captured_at = removed;
  });
  // A single stone that took a single stone and can be taken back at once: a ko.
  const bool ko = captured == 1 && board_.chain_stones(c) == 1 && liberties(c, 2) == 1;
  ko_ = ko ? captured_at : 0;
  last_ = c;
}

}  // namespace arbiter::go
