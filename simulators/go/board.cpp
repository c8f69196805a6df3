#include "simulators/go/board.h"

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace arbiter::go {

std::string_view color_name(Color color) {
  switch (color) {
    case Color::kBlack:
      return "Black";
    case Color::kWhite:
      return "White";
    case Color::kEmpty:
      break;
  }
  return "empty";
}

Board::Board(int size) : size_(size) {
  cells_.fill(kBorder);
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) cells_[cell({col, row})] = 0;
  }
}

int Board::play(Point p, Color color) {
  return play(cell(p), color, [](int /*removed*/) {});
}

void Board::merge_chains(int a, int b) {
  if (stones_[a] < stones_[b]) std::swap(a, b);
  // Relabel the smaller chain, then splice the two circular lists into one.
  int stone = b;
  do {
    head_[stone] = static_cast<std::int16_t>(a);
    stone = next_[stone];
  } while (stone != b);
  std::swap(next_[a], next_[b]);
  stones_[a] = static_cast<std::int16_t>(stones_[a] + stones_[b]);
  pseudo_liberties_[a] = static_cast<std::int16_t>(pseudo_liberties_[a] + pseudo_liberties_[b]);
}

void Board::set(Point p, Color color) {
  cells_[cell(p)] = static_cast<std::uint8_t>(color);
  rebuild_chains();
}

void Board::rebuild_chains() {
  for (int cell = 0; cell < kCells; ++cell) {
    if (!is_stone(cell)) continue;
    head_[cell] = static_cast<std::int16_t>(cell);
    next_[cell] = static_cast<std::int16_t>(cell);
    stones_[cell] = 1;
    pseudo_liberties_[cell] = 0;
    for (const int offset : kNeighbourOffsets) {
      if (cells_[cell + offset] == 0) ++pseudo_liberties_[cell];
    }
  }
  for (int cell = 0; cell < kCells; ++cell) {
    if (!is_stone(cell)) continue;
    for (const int neighbour : {cell + 1, cell + kStride}) {
      if (cells_[neighbour] == cells_[cell] && head_[neighbour] != head_[cell]) {
        merge_chains(head_[cell], head_[neighbour]);
      }
    }
  }
}

int Board::liberties(Point p) const {
  const int head = head_[cell(p)];
  std::array<bool, kCells> counted{};
  int liberties = 0;
  int stone = head;
  do {
    for (const int offset : kNeighbourOffsets) {
      const int neighbour = stone + offset;
      if (cells_[neighbour] == 0 && !counted[neighbour]) {
        counted[neighbour] = true;
        ++liberties;
      }
    }
    stone = next_[stone];
  } while (stone != head);
  return liberties;
}

int Board::chain_size(Point p) const { return stones_[head_[cell(p)]]; }

void Board::check_invariants() const {
  std::array<bool, kCells> seen{};
  for (int cell = 0; cell < kCells; ++cell) {
    if (is_stone(cell) && !seen[cell]) check_chain(cell, seen);
  }
}

void Board::check_chain(int cell, std::array<bool, kCells>& seen) const {
  const auto fail = [](const std::string& what) {
    throw std::logic_error("go::Board invariant broken: " + what);
  };
  // Flood the chain from the stones alone, then compare with the bookkeeping.
  std::vector<int> chain{cell};
  seen[cell] = true;
  int expected_pseudo_liberties = 0;
  for (std::size_t i = 0; i < chain.size(); ++i) {
    for (const int offset : kNeighbourOffsets) {
      const int neighbour = chain[i] + offset;
      if (cells_[neighbour] == 0) ++expected_pseudo_liberties;
      if (cells_[neighbour] == cells_[cell] && !seen[neighbour]) {
        seen[neighbour] = true;
        chain.push_back(neighbour);
      }
    }
  }
  const int head = head_[cell];
  for (const int stone : chain) {
    if (head_[stone] != head) fail("a chain has two heads at cell " + std::to_string(stone));
  }
  if (stones_[head] != static_cast<int>(chain.size())) fail("wrong stone count");
  if (pseudo_liberties_[head] != expected_pseudo_liberties) fail("wrong liberty count");
  int listed = 0;
  int stone = head;
  do {
    if (head_[stone] != head) fail("a chain's list runs into another chain");
    stone = next_[stone];
    if (++listed > static_cast<int>(chain.size())) fail("a chain's list is too long");
  } while (stone != head);
  if (listed != static_cast<int>(chain.size())) fail("a chain's list misses stones");
}

bool operator==(const Board& a, const Board& b) {
  return a.size_ == b.size_ && a.cells_ == b.cells_;
}

}  // namespace arbiter::go
