#pragma once

// The few protocol steps the zoo's bots share. Deliberately naive: these bots exist to
// misbehave in one precise way each, and are tested only through the interactor.
#include <cstdlib>
#include <iostream>
#include <string>

namespace zoo {

/// Reads the 6 lines of the bronze layer; exits 9 (never a verdict the tests expect) if the
/// judge sent fewer.
inline void read_board() {
  std::string line;
  for (int i = 0; i < 6; ++i) {
    if (!std::getline(std::cin, line)) std::exit(9);  // NOLINT(concurrency-mt-unsafe): one thread
  }
}

/// Sends `r c` and returns the judge's reply; exits 9 when there is none.
inline std::string move(int row, int col) {
  std::cout << row << ' ' << col << std::endl;
  std::string reply;
  if (!std::getline(std::cin, reply)) std::exit(9);  // NOLINT(concurrency-mt-unsafe): one thread
  return reply;
}

/// Ends the game properly.
inline void stop() { std::cout << "0 0" << std::endl; }

/// The end of a bot that tried to learn what the sandbox hides, once the board is read: what it
/// learned, if anything, goes out as its move (a garbage line the judge quotes in its
/// WRONG_ANSWER message); else it plays one move and stops (OK). The line is cut to fit the
/// judge's limit of a line (64 bytes), so that what the tests match is always the malformed
/// line, however long a path the bot found in the folder the project was checked out to.
inline void report_or_play(const std::string& learned) {
  constexpr std::size_t kReportBytes = 60;
  if (!learned.empty()) {
    std::cout << learned.substr(0, kReportBytes) << std::endl;
    return;
  }
  move(1, 1);
  stop();
}

}  // namespace zoo
