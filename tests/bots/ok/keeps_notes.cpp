// Keeps notes from game to game: reads the note NAME from every place it might have left one
// (its program's directory, its working directory, /tmp, /dev/shm, $HOME), then writes one to
// each of them it can. In the sandbox each game starts from nothing (its /tmp, /dev/shm and
// home are its own, its directories read-only): the second game finds no note either, plays
// one move and stops. Should it find one, it says where.
// Usage: keeps_notes NAME
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tests/bots/bot_io.h"

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  if (argc != 2) return 2;
  std::error_code error;
  std::vector<fs::path> places = {fs::canonical("/proc/self/exe", error).parent_path(),
                                  fs::current_path(error), "/tmp", "/dev/shm"};
  // NOLINTNEXTLINE(concurrency-mt-unsafe): one thread
  if (const char* home = std::getenv("HOME")) places.emplace_back(home);
  std::string learned;
  for (const fs::path& place : places) {
    std::string note;
    if (learned.empty() && std::getline(std::ifstream(place / argv[1]), note) && !note.empty()) {
      learned = "found a note in " + place.string() + ": " + note;
    }
  }
  for (const fs::path& place : places) std::ofstream(place / argv[1]) << "the deal was 1 1\n";
  zoo::read_board();
  zoo::report_or_play(learned);
}
