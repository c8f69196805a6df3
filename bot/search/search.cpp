#include "bot/search/search.h"

#include <algorithm>
#include <array>
#include <bit>

#include "bot/search/greedy.h"
#include "bot/search/lookahead.h"
#include "bot/search/move_tally.h"
#include "bot/search/world.h"

namespace arbiter::bot {

using solitaire::CellSet;

namespace {

// A policy's line on `world` after playing `cell` from `position` (`policy` is
// greedy_playout or lookahead_playout); the move itself counts as one more weighed.
template <typename Policy>
Playout playout_after(solitaire::Position position, int cell, const World& world, Policy policy) {
  position.play(cell, world.revealed_by(position.board(), cell));
  Playout playout = policy(position, world);
  ++playout.weighed;
  return playout;
}

Playout greedy_after(const solitaire::Position& position, int cell, const World& world) {
  return playout_after(position, cell, world, greedy_playout);
}

Playout lookahead_after(const solitaire::Position& position, int cell, const World& world) {
  return playout_after(position, cell, world, [](solitaire::Position start, const World& deal) {
    return lookahead_playout(start, deal);
  });
}

// Whether every type in `seen` moves at most two cells: 1, 2 and springare.
bool short_range_only(const SeenTypes& seen) {
  for (int kind = 0; kind < seen.count(); ++kind) {
    const solitaire::Piece piece = seen.nth(kind);
    if (piece != solitaire::Piece::kOne && piece != solitaire::Piece::kTwo &&
        piece != solitaire::Piece::kSpringare) {
      return false;
    }
  }
  return true;
}

}  // namespace

SearchStrategy::SearchStrategy(const SearchSettings& settings, GameBudget& budget,
                               const value::Network* network)
    : settings_(settings),
      budget_(&budget),
      pool_(std::max(settings.threads, 1)),
      batch_(static_cast<std::size_t>(most_worlds_a_batch(true))),
      random_(settings.seed) {
  const auto threads = static_cast<std::size_t>(pool_.threads());
  if (network) {
    value_beams_.assign(threads,
                        ValueBeamSearch(settings.value_beam_width, *network, settings.horizon));
  } else {
    beams_.assign(threads, BeamSearch(settings.beam_width, settings.weights));
  }
}

std::optional<int> SearchStrategy::choose(const View& view) {
  const solitaire::Position& position = view.position;
  const CellSet legal = position.legal_moves();
  if (legal == 0) return std::nullopt;  // Every move scores, so stop only when stuck.
  if (std::has_single_bit(legal)) return std::countr_zero(legal);

  const double move_start = budget_->spent();
  const double share = share_of_budget(position);
  // Out of budget (a slow machine): the greedy's move costs next to nothing.
  if (share <= 0 && !settings_.worlds_per_move) return *greedy_move(position);
  MoveTally tally(legal);
  int longest = 0;
  if (settings_.even_first_reveals) draw_reveal_offsets(position);
  // The learned value tells moves apart on any alphabet: no playouts with it.
  const bool playouts =
      value_beams_.empty() && settings_.playouts_when_short_range && short_range_only(view.seen);
  for (int batches = 0;; ++batches) {
    const int first = tally.worlds();
    const int count = batch_size(tally, playouts);
    if (count == 0 || !may_search_another_batch(tally, batches, move_start, share)) break;
    prepare_worlds(first, count, view);
    // Task `thread` searches every threads-th world of the batch with beam `thread`, so no two
    // tasks running at once share a beam, whichever thread of the pool runs them.
    const int threads = std::min(count, pool_.threads());
    pool_.run(threads, [&](int thread) {
      for (int index = thread; index < count; index += threads) {
        const World& world =
            worlds_[static_cast<std::size_t>(first) + static_cast<std::size_t>(index)];
        const auto beam = static_cast<std::size_t>(thread);
        batch_[static_cast<std::size_t>(index)] =
            playouts               ? playout_values(position, world)
            : value_beams_.empty() ? value_moves(beams_[beam], position, world)
                                   : value_moves(value_beams_[beam], position, world);
      }
    });
    for (int index = 0; index < count; ++index) {
      const WorldSearch& found = batch_[static_cast<std::size_t>(index)];
      tally.add_world(found.values);
      longest = std::max(longest, found.longest);
      nodes_ += found.nodes;
      playout_moves_ += found.playout_moves;
      budget_->charge(static_cast<double>(found.nodes) +
                      static_cast<double>(found.playout_moves) /
                          static_cast<double>(kPlayoutMovesPerNode));
    }
  }
  expected_game_length_ = longest;
  return tally.best();
}

template <typename Beam>
SearchStrategy::WorldSearch SearchStrategy::value_moves(Beam& beam,
                                                        const solitaire::Position& position,
                                                        const World& world) {
  const LineValues values = beam.run(position, world);
  WorldSearch found;
  found.nodes = values.nodes;
  found.longest = values.best_moves;
  const CellSet legal = position.legal_moves();
  float worst = values.best_score;
  for (CellSet moves = legal; moves != 0;) {
    const float value =
        values.best_by_first_move[static_cast<std::size_t>(solitaire::pop_cell(moves))];
    if (value != LineValues::kUnreached) worst = std::min(worst, value);
  }
  for (CellSet moves = legal; moves != 0;) {
    const int cell = solitaire::pop_cell(moves);
    float value = values.best_by_first_move[static_cast<std::size_t>(cell)];
    if (value == LineValues::kUnreached) value = worst;
    // The greedy's line is a floor the beam may have missed (long tours of one type); a beam
    // cut at a horizon values its lines by expectation, which a line played out in hindsight
    // would only bias upwards.
    if (beam.plays_to_the_end()) {
      value = std::max(value, static_cast<float>(greedy_after(position, cell, world).score));
    }
    found.values[static_cast<std::size_t>(cell)] = value;
  }
  return found;
}

SearchStrategy::WorldSearch SearchStrategy::playout_values(const solitaire::Position& position,
                                                           const World& world) {
  WorldSearch found;
  for (CellSet moves = position.legal_moves(); moves != 0;) {
    const int cell = solitaire::pop_cell(moves);
    const Playout playout = lookahead_after(position, cell, world);
    found.values[static_cast<std::size_t>(cell)] = static_cast<float>(playout.score);
    found.longest = std::max(found.longest, playout.moves);
    found.playout_moves += playout.weighed;
  }
  return found;
}

void SearchStrategy::prepare_worlds(int first, int count, const View& view) {
  const solitaire::Board& board = view.position.board();
  for (int index = first; index < first + count; ++index) {
    const auto slot = static_cast<std::size_t>(index);
    if (slot < worlds_.size()) {
      worlds_[slot].follow(board, view.seen);
    } else {
      worlds_.push_back(World::sample(board, view.seen, random_));
    }
    if (settings_.even_first_reveals) {
      share_out_first_reveals(worlds_[slot], view.position, view.seen, index, reveal_offsets_);
    }
  }
}

void SearchStrategy::draw_reveal_offsets(const solitaire::Position& position) {
  for (CellSet moves = position.legal_moves(); moves != 0;) {
    reveal_offsets_[static_cast<std::size_t>(solitaire::pop_cell(moves))] =
        static_cast<int>(random_.below(solitaire::kPieceKinds));
  }
}

bool SearchStrategy::may_search_another_batch(const MoveTally& tally, int batches,
                                              double move_start, double share) const {
  if (batches == 0 || settings_.worlds_per_move) return true;
  // Another batch costs about what the average one did so far.
  const double now = budget_->spent();
  const double after_next = (now - move_start) * (batches + 1) / batches;
  const double left = budget_->total() - now;
  // However close the call, a move leaves most of what is left to the moves after it: an
  // early move that overruns (a slow world, a late clock) cannot starve the rest of the game.
  constexpr double kMostOfWhatIsLeft = 0.25;
  if (after_next > std::min(share * kCloseCallShare, left * kMostOfWhatIsLeft)) return false;
  // Within its share a move always searches on; past it, only while the choice is close.
  return after_next <= share || tally.separation() < kCloseCall;
}

int SearchStrategy::most_worlds_a_batch(bool playouts) const {
  const int threads = pool_.threads();
  return threads > 1 && playouts ? threads * kPlayoutWorldsPerThread : threads;
}

int SearchStrategy::batch_size(const MoveTally& tally, bool playouts) const {
  const int limit = settings_.worlds_per_move.value_or(kMaxWorlds);
  return std::clamp(limit - tally.worlds(), 0, most_worlds_a_batch(playouts));
}

double SearchStrategy::share_of_budget(const solitaire::Position& position) const {
  // The moves to go: as many as the longest line of the last search saw, or, before any, the
  // pieces on the board.
  const int pieces_left = position.board().pieces_left();
  int to_go = expected_game_length_ - position.moves();
  if (to_go <= 0) to_go = pieces_left;
  return budget_->share_by_depth(std::clamp(to_go, 1, pieces_left));
}

}  // namespace arbiter::bot
